//! DXC's command line, driven by docs/dxc-flags.md: one case per row of the
//! table (the row's example arguments compile a small shader, and the
//! outcome is the row's treatment), the effect of every "acts" row, and
//! the full command lines of real projects.

mod common;

use common::{hlslc, scratch, stderr, write};
use std::path::Path;

const SHADER: &str = "cbuffer Camera : register(b0) { float4x4 viewProj; float4 tint; };\n\
    struct VSOut { float4 pos : SV_Position; float4 color : COLOR0; };\n\
    VSOut VSMain(float3 p : POSITION) {\n\
        VSOut o;\n\
        o.pos = mul(float4(p, 1), viewProj);\n\
        o.color = tint;\n\
        return o;\n\
    }\n\
    float4 PSMain(VSOut i) : SV_Target { return i.color * i.pos.w; }\n";

/// One row of docs/dxc-flags.md.
struct Row {
    name: String,
    treatment: String,
    example: String,
}

fn rows() -> Vec<Row> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../docs/dxc-flags.md");
    let text = std::fs::read_to_string(path).expect("docs/dxc-flags.md");
    let mut rows = Vec::new();
    for line in text.lines().filter(|l| l.starts_with("| `")) {
        let cells: Vec<&str> = line.trim_matches('|').split(" | ").map(str::trim).collect();
        let [flag, treatment, _, example] = cells[..] else {
            panic!("a row of four cells: {line}");
        };
        let flag = flag.trim_matches('`');
        // The flag without its value's name (`-Fh <file>` → `-Fh`).
        let name = flag.split([' ', '<', '[']).next().unwrap_or(flag);
        rows.push(Row {
            name: name.to_string(),
            treatment: treatment.to_string(),
            example: example.trim_matches('`').to_string(),
        });
    }
    assert!(rows.len() > 100, "the table has every DXC flag");
    rows
}

/// The command line of a row's example: `compile` of the shader with the
/// defaults the example does not give itself (`-P`: preprocess alone).
fn command_line(example: &str, dir: &Path, file: &str) -> Vec<String> {
    let dir = dir.display().to_string();
    let ex: Vec<String> = example
        .split_whitespace()
        .map(|a| a.replace("{dir}", &dir))
        .collect();
    let has = |f: &str| ex.iter().any(|a| a.starts_with(f));
    if has("-P") {
        let mut argv = ex.clone();
        argv.push(file.to_string());
        return argv;
    }
    let mut argv = vec!["compile".to_string(), file.to_string()];
    if !has("-spirv") {
        argv.push("-spirv".into());
    }
    if !has("-T") {
        argv.extend(["-T".into(), "vs_6_0".into()]);
    }
    if !has("-E") {
        argv.extend(["-E".into(), "VSMain".into()]);
    }
    if !has("-Fo") {
        argv.extend(["-Fo".into(), format!("{dir}/out.spv")]);
    }
    argv.extend(ex);
    argv
}

#[test]
fn every_row_of_the_table_is_treated_as_it_says() {
    let mut failures = Vec::new();
    for (i, row) in rows().iter().enumerate() {
        let dir = scratch(&format!("row{i}"));
        let file = write(&dir, "shader.hlsl", SHADER);
        let argv = command_line(&row.example, &dir, &file);
        let out = hlslc(&argv);
        let err = stderr(&out);
        let code = out.status.code().unwrap_or(-1);
        let warned = err.contains(&format!("warning: option '{}", row.name))
            && err.contains("[-Wunsupported-option]");
        let ok = match row.treatment.as_str() {
            "native" | "acts" | "no effect" => code == 0 && !err.contains("unsupported-option"),
            "warning" => code == 0 && warned,
            "rejected" => {
                code == 2 && err.contains(&format!("error: option '{}' is not supported", row.name))
            }
            other => panic!("unknown treatment {other}"),
        };
        if !ok {
            failures.push(format!(
                "{} ({}): exit {code}, `hlslc {}`:\n{err}",
                row.name,
                row.treatment,
                argv.join(" ")
            ));
        }
        let _ = std::fs::remove_dir_all(&dir);
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Compiles the shader with `flags` added to `-spirv -T vs_6_0 -E VSMain`;
/// returns the output's bytes, stderr and the exit status.
fn compile(dir: &Path, source: &str, flags: &[&str]) -> (Vec<u8>, String, i32) {
    let file = write(dir, "s.hlsl", source);
    let out_path = dir.join("o.spv");
    let _ = std::fs::remove_file(&out_path);
    let mut argv: Vec<String> = vec!["compile".into(), file];
    let given = |f: &str| flags.iter().any(|a| a.starts_with(f));
    if !given("-T") {
        argv.extend(["-T".into(), "vs_6_0".into()]);
    }
    if !given("-E") {
        argv.extend(["-E".into(), "VSMain".into()]);
    }
    argv.extend([
        "-spirv".into(),
        "-Fo".into(),
        out_path.display().to_string(),
    ]);
    argv.extend(flags.iter().map(|s| s.to_string()));
    let out = hlslc(&argv);
    let bytes = std::fs::read(&out_path).unwrap_or_default();
    (bytes, stderr(&out), out.status.code().unwrap_or(-1))
}

fn words(bytes: &[u8]) -> Vec<u32> {
    bytes
        .chunks(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect()
}

/// The opcodes of a module's instructions.
fn opcodes(bytes: &[u8]) -> Vec<u32> {
    let w = words(bytes);
    let mut ops = Vec::new();
    let mut i = 5;
    while i < w.len() {
        let count = (w[i] >> 16) as usize;
        ops.push(w[i] & 0xffff);
        i += count.max(1);
    }
    ops
}

const OP_F_NEGATE: u32 = 127;
const OP_F_DIV: u32 = 136;

/// The `Binding` (33) and `DescriptorSet` (34) decorations of a module,
/// as (decoration, value), sorted.
fn decorations(bytes: &[u8]) -> Vec<(u32, u32)> {
    let w = words(bytes);
    let mut out = Vec::new();
    let mut i = 5;
    while i < w.len() {
        let count = (w[i] >> 16) as usize;
        if w[i] & 0xffff == 71 && count == 4 && (w[i + 2] == 33 || w[i + 2] == 34) {
            out.push((w[i + 2], w[i + 3]));
        }
        i += count.max(1);
    }
    out.sort_unstable();
    out
}

/// `-fvk-support-nonzero-base-*`: the vertex shader reads the base
/// built-in (SPIR-V's `BuiltIn` `builtin`: `BaseInstance` 4425,
/// `BaseVertex` 4424) and subtracts it.
fn base_index(d: &Path, flag: &str, builtin: u32) {
    let src = "float4 main(uint v : SV_VertexID, uint i : SV_InstanceID) : SV_Position {\n\
               return float4(v, i, 0, 1); }\n";
    let (base, _, _) = compile(d, src, &["-E", "main"]);
    let (with, err, code) = compile(d, src, &["-E", "main", flag]);
    assert_eq!(code, 0, "{err}");
    let builtins = |b: &[u8]| {
        let w = words(b);
        let mut out = Vec::new();
        let mut i = 5;
        while i < w.len() {
            let count = (w[i] >> 16) as usize;
            // OpDecorate %x BuiltIn N
            if w[i] & 0xffff == 71 && count == 4 && w[i + 2] == 11 {
                out.push(w[i + 3]);
            }
            i += count.max(1);
        }
        out
    };
    assert!(!builtins(&base).contains(&builtin));
    assert!(builtins(&with).contains(&builtin), "{:?}", builtins(&with));
    let subtracts = |b: &[u8]| opcodes(b).iter().filter(|&&o| o == 130).count();
    assert_eq!(subtracts(&with), subtracts(&base) + 1, "OpISub");
}

/// Before HLSL 2021, `&&` and `||` take vectors and evaluate both sides;
/// `__HLSL_VERSION` says which version it is.
fn hv_2018_logical_operators(d: &Path) {
    let src = "RWStructuredBuffer<uint> o : register(u0);\n\
               bool bump() { o[1] += 1; return true; }\n\
               [numthreads(1, 1, 1)] void main() {\n\
               bool2 a = bool2(true, false), b = bool2(true, true);\n\
               uint z = o[2];\n\
               o[0] = all(a && b) ? 1 : (z > 0 && bump()) ? 2 : 3;\n\
               o[2] = __HLSL_VERSION;\n\
               }\n";
    let cs = ["-T", "cs_6_0", "-E", "main"];
    let (_, err, code) = compile(d, src, &cs);
    assert_eq!(code, 1, "2021 rejects vector &&");
    assert!(
        err.contains("invalid operands to binary expression ('bool2' and 'bool2')"),
        "{err}"
    );
    let quiet = [&cs[..], &["-HV", "2018", "-Wno-unsupported-option"]].concat();
    let (spv, err, code) = compile(d, src, &quiet);
    assert_eq!((code, err.as_str()), (0, ""));
    assert!(spv.len() > 20);
    let file = write(d, "hv.hlsl", src);
    let zeros = write(d, "zeros.json", "[0, 0, 0]");
    let argv: Vec<String> = ["dispatch", &file, "-HV", "2018", "-Wno-unsupported-option"]
        .iter()
        .chain(&["--buffer", &format!("u0={zeros}"), "--print", "u0"])
        .map(|s| s.to_string())
        .collect();
    let out = hlslc(&argv);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    // `bump()` ran although `z > 0` is false: both sides are evaluated.
    assert_eq!(String::from_utf8_lossy(&out.stdout), "u0 = [3, 1, 2018]\n");
}

/// 2021's other additions are errors before it, as in DXC: operator
/// overloading, bit-fields, and the intrinsics `and`, `or` and `select`;
/// and a `for` loop's declaration is one of the enclosing scope.
fn hv_2018_additions(d: &Path) {
    let cases = [
        (
            "struct V { float x; V operator+(V o) { V r; r.x = x + o.x; return r; } };\n\
             float4 VSMain() : SV_Position { V a; a.x = 1; V b = a + a; return b.x; }\n",
            "error: overloading 'operator+' is not allowed",
        ),
        (
            "struct B { uint lo : 8; uint hi : 24; };\n\
             float4 VSMain() : SV_Position { B b = (B)0; return b.lo; }\n",
            "error: bit-field 'lo' requires HLSL 2021 or later (-HV 2021)",
        ),
        (
            "float4 VSMain() : SV_Position { return select(true, 1.0, 2.0); }\n",
            "error: use of undeclared identifier 'select'",
        ),
        (
            "float4 VSMain() : SV_Position { return and(true, false) ? 1 : 0; }\n",
            "error: use of undeclared identifier 'and'",
        ),
    ];
    // A `for` loop's declaration belongs to the enclosing scope: the
    // second `i` is a redeclaration (DXC's warning), and the loop's last
    // value is what follows reads (3); 2021 reads the outer 7.
    let src = "RWStructuredBuffer<uint> o : register(u0);\n\
               [numthreads(1, 1, 1)] void main() {\n\
               uint i = 7;\n\
               for (uint i = 0; i < 3; i++) { o[1] += 1; }\n\
               o[0] = i;\n}\n";
    let file = write(d, "for.hlsl", src);
    let zeros = write(d, "zeros2.json", "[0, 0]");
    for (hv, expected, warns) in [
        ("2018", "u0 = [3, 3]\n", true),
        ("2021", "u0 = [7, 3]\n", false),
    ] {
        let argv: Vec<String> = [
            "dispatch",
            &file,
            "-HV",
            hv,
            "--buffer",
            &format!("u0={zeros}"),
        ]
        .iter()
        .chain(&["--print", "u0"])
        .map(|s| s.to_string())
        .collect();
        let out = hlslc(&argv);
        let err = stderr(&out);
        assert_eq!(out.status.code(), Some(0), "{err}");
        assert_eq!(String::from_utf8_lossy(&out.stdout), expected, "-HV {hv}");
        assert_eq!(
            err.contains("[-Wfor-redefinition]"),
            warns,
            "-HV {hv}: {err}"
        );
    }
    for (src, message) in cases {
        let (_, err, code) = compile(d, src, &["-HV", "2018"]);
        assert_eq!(code, 1, "{src}: {err}");
        assert!(err.contains(message), "{src}: {err}");
        let (_, err, code) = compile(d, src, &["-HV", "2021"]);
        assert_eq!(code, 0, "2021 takes {src}: {err}");
    }
}

/// The `OpDecorateString`s of a module: (target, decoration, string).
fn decoration_strings(bytes: &[u8]) -> Vec<(u32, u32, String)> {
    let w = words(bytes);
    let mut out = Vec::new();
    let mut i = 5;
    while i < w.len() {
        let count = ((w[i] >> 16) as usize).max(1);
        if w[i] & 0xffff == 5632 {
            let text: Vec<u8> = w[i + 3..i + count]
                .iter()
                .flat_map(|x| x.to_le_bytes())
                .take_while(|&b| b != 0)
                .collect();
            out.push((
                w[i + 1],
                w[i + 2],
                String::from_utf8_lossy(&text).into_owned(),
            ));
        }
        i += count;
    }
    out
}

/// spirv-val accepts the module (for `env`).
fn spirv_val(d: &Path, bytes: &[u8], env: &str) {
    let path = d.join("val.spv");
    std::fs::write(&path, bytes).unwrap();
    let val = std::process::Command::new("spirv-val")
        .args(["--target-env", env])
        .arg(&path)
        .output()
        .expect("spirv-val");
    assert!(
        val.status.success(),
        "{}",
        String::from_utf8_lossy(&val.stderr)
    );
}

/// `-fspv-reflect`: DXC's reflection decorations and their extensions.
fn spv_reflect(d: &Path) {
    let src = "struct PSIn { float4 pos : SV_Position; float2 uv : TEXCOORD1; };\n\
               cbuffer Camera : register(b0) { float4 tint; };\n\
               StructuredBuffer<float> weights : register(t1);\n\
               Texture2D<float4> tex : register(t2);\n\
               SamplerState samp : register(s3);\n\
               RWStructuredBuffer<uint> counted : register(u4);\n\
               float4 main(PSIn i) : SV_Target0 {\n\
               counted[counted.IncrementCounter()] = 1;\n\
               return tex.Sample(samp, i.uv) * weights[0] * tint * i.pos.w;\n}\n";
    let ps = ["-T", "ps_6_0", "-E", "main"];
    let (base, _, _) = compile(d, src, &ps);
    assert!(decoration_strings(&base).is_empty());
    let (spv, err, code) = compile(d, src, &[&ps[..], &["-fspv-reflect"]].concat());
    assert_eq!((code, err.as_str()), (0, ""));
    let strings = decoration_strings(&spv);
    let with = |decoration: u32| -> Vec<&str> {
        let mut v: Vec<&str> = strings
            .iter()
            .filter(|s| s.1 == decoration)
            .map(|s| s.2.as_str())
            .collect();
        v.sort_unstable();
        v
    };
    // HlslSemanticGOOGLE: the semantics as written.
    assert_eq!(with(5635), ["SV_Position", "SV_Target0", "TEXCOORD1"]);
    // UserTypeGOOGLE: DXC's lower-case names; the sampler has none.
    assert_eq!(
        with(5636),
        [
            "cbuffer",
            "rwstructuredbuffer:<uint>",
            "structuredbuffer:<float>",
            "texture2d:<float4>"
        ]
    );
    // OpDecorateId %counted HlslCounterBufferGOOGLE %counter.
    let w = words(&spv);
    let ids = (5..w.len().saturating_sub(3))
        .filter(|&i| w[i] == (4 << 16) | 332 && w[i + 2] == 5634)
        .count();
    assert_eq!(ids, 1);
    let text = String::from_utf8_lossy(&spv);
    assert!(text.contains("SPV_GOOGLE_hlsl_functionality1"));
    assert!(text.contains("SPV_GOOGLE_user_type"));
    spirv_val(d, &spv, "vulkan1.0");
    // The extensions are restricted like any other.
    let flags = [&ps[..], &["-fspv-reflect", "-fspv-extension=KHR"]].concat();
    let (_, err, code) = compile(d, src, &flags);
    assert_eq!(code, 1);
    assert!(
        err.contains(
            "SPIR-V extension 'SPV_GOOGLE_hlsl_functionality1' is required but not permitted"
        ),
        "{err}"
    );
    // A vertex shader's inputs, its position and a struct member.
    let (vs, err, code) = compile(d, SHADER, &["-fspv-reflect"]);
    assert_eq!(code, 0, "{err}");
    let strings = decoration_strings(&vs);
    let mut semantics: Vec<&str> = strings
        .iter()
        .filter(|s| s.1 == 5635)
        .map(|s| s.2.as_str())
        .collect();
    semantics.sort_unstable();
    assert_eq!(semantics, ["COLOR0", "POSITION", "SV_Position"]);
    spirv_val(d, &vs, "vulkan1.0");
}

/// `-fspv-debug=`: each category as DXC selects it.
fn spv_debug(d: &Path) {
    let src = "RWStructuredBuffer<float4> o : register(u0);\n\
               [numthreads(1, 1, 1)] void main() {\n\
                   o[0] = float4(1, 2, 3, 4);\n\
               }\n";
    const OP_STRING: u32 = 7;
    const OP_SOURCE: u32 = 3;
    const OP_LINE: u32 = 8;
    const OP_MODULE_PROCESSED: u32 = 330;
    let run = |flags: &[&str]| {
        let mut all = vec!["-T", "cs_6_0", "-E", "main"];
        all.extend(flags);
        let (spv, err, code) = compile(d, src, &all);
        assert_eq!(code, 0, "{flags:?}: {err}");
        spirv_val(d, &spv, "vulkan1.1");
        let has_text = String::from_utf8_lossy(&spv).contains("RWStructuredBuffer<float4> o");
        (opcodes(&spv), has_text, err)
    };
    let (ops, text, err) = run(&["-fspv-debug=line"]);
    assert!(err.is_empty(), "{err}");
    assert!(ops.contains(&OP_STRING) && ops.contains(&OP_LINE) && text);
    let (ops, text, _) = run(&["-fspv-debug=file"]);
    assert!(ops.contains(&OP_STRING) && ops.contains(&OP_SOURCE));
    assert!(!ops.contains(&OP_LINE) && !text, "no lines, no text");
    let (ops, text, _) = run(&["-fspv-debug=source"]);
    assert!(!ops.contains(&OP_LINE) && text, "the text, no lines");
    let (ops, _, _) = run(&["-fspv-debug=tool", "-fspv-target-env=vulkan1.1"]);
    assert!(ops.contains(&OP_MODULE_PROCESSED) && !ops.contains(&OP_STRING));
    // Several accumulate; -fspv-debug= overrules -Zi.
    let (ops, _, _) = run(&["-Zi", "-fspv-debug=file", "-fspv-debug=tool"]);
    assert!(!ops.contains(&OP_LINE) && ops.contains(&OP_STRING));
    let (ops, text, _) = run(&["-Zi", "-fspv-target-env=vulkan1.1"]);
    assert!(ops.contains(&OP_LINE) && ops.contains(&OP_MODULE_PROCESSED) && text);
    let (ops, text, err) = run(&["-fspv-debug=vulkan-with-source"]);
    assert!(ops.contains(&OP_LINE) && text);
    assert!(
        err.contains("warning: option '-fspv-debug=vulkan-with-source' is not supported: the NonSemantic.Shader.DebugInfo.100 instructions are not written"),
        "{err}"
    );
    let (ops, text, err) = run(&["-fspv-debug=vulkan"]);
    assert!(ops.contains(&OP_LINE) && !text && err.contains("NonSemantic"));
    let (_, err, code) = compile(d, src, &["-T", "cs_6_0", "-E", "main", "-fspv-debug=bogus"]);
    assert_eq!(code, 2);
    assert!(
        err.contains("unknown SPIR-V debug info control parameter: bogus"),
        "{err}"
    );
}

/// `hlslc reflect` of the shader's vertex entry point with `flags`.
fn reflect(dir: &Path, source: &str, flags: &[&str]) -> String {
    let file = write(dir, "r.hlsl", source);
    let mut argv: Vec<String> = vec!["reflect".into(), file, "-T".into(), "vs_6_0".into()];
    argv.extend(["-E".into(), "VSMain".into()]);
    argv.extend(flags.iter().map(|s| s.to_string()));
    let out = hlslc(&argv);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// With the layout flag `flag`: the offset of `b` in
/// `cbuffer { float a[2]; float b; }` and the stride of a
/// `StructuredBuffer<float3>`, as `reflect` gives them.
fn layout_offsets(dir: &Path, flag: &str) -> (u64, u64) {
    let src = "cbuffer C : register(b0) { float a[2]; float b; };\n\
               StructuredBuffer<float3> s : register(t1);\n\
               float4 VSMain() : SV_Position { return b + s[0].x; }\n";
    let json: serde_json::Value = serde_json::from_str(&reflect(dir, src, &[flag])).unwrap();
    let b = &json["constant_buffers"][0]["members"][1]["offset"];
    let stride = &json["resources"][0]["layout"]["size"];
    (b.as_u64().unwrap(), stride.as_u64().unwrap())
}

/// What each "acts" row does, shown in the output. Every "acts" row of the
/// table must have a check here.
type EffectCheck = (&'static str, fn(&Path));

fn acts_checks() -> Vec<EffectCheck> {
    vec![
        ("-Zpr", |d| {
            let (base, _, _) = compile(d, SHADER, &[]);
            let (zpr, err, code) = compile(d, SHADER, &["-Zpr"]);
            assert_eq!(code, 0, "{err}");
            assert_ne!(base, zpr, "the matrix changes order");
            assert!(reflect(d, SHADER, &[]).contains(r#""type": "column_major float4x4""#));
            let json = reflect(d, SHADER, &["-Zpr"]);
            assert!(json.contains(r#""type": "row_major float4x4""#), "{json}");
            let pragma = format!("#pragma pack_matrix(row_major)\n{SHADER}");
            assert_eq!(compile(d, &pragma, &[]).0, zpr, "as the pragma does");
            let explicit = SHADER.replace("float4x4", "column_major float4x4");
            assert_eq!(compile(d, &explicit, &["-Zpr"]).0, base, "a modifier wins");
        }),
        ("-Zpc", |d| {
            let (base, _, _) = compile(d, SHADER, &[]);
            assert_eq!(compile(d, SHADER, &["-Zpc"]).0, base);
            assert_eq!(
                compile(d, SHADER, &["-Zpr", "-Zpc"]).0,
                base,
                "the last wins"
            );
            let row = SHADER.replace("float4x4", "row_major float4x4");
            assert_ne!(compile(d, &row, &["-Zpc"]).0, base, "a modifier wins");
        }),
        ("-Fh", |d| {
            let h = d.join("s.h");
            let (_, err, code) = compile(d, SHADER, &["-Fh", &h.display().to_string()]);
            assert_eq!(code, 0, "{err}");
            let text = std::fs::read_to_string(&h).expect("header written");
            assert!(text.starts_with("#if 0\n"), "{text}");
            assert!(
                text.contains("const uint32_t g_VSMain[] = {\n  0x07230203, "),
                "{text}"
            );
            assert!(text.ends_with("};\n"));
            // Without -Fo the header is the only output.
            let file = write(d, "t.hlsl", SHADER);
            let h2 = d.join("t.h");
            let out = hlslc(&[
                "-spirv".into(),
                "-T".into(),
                "vs_6_0".into(),
                "-E".into(),
                "VSMain".into(),
                format!("-Fh{}", h2.display()),
                "compile".into(),
                file,
            ]);
            assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
            assert!(out.stdout.is_empty());
            assert!(std::fs::read_to_string(&h2).unwrap().contains("g_VSMain"));
        }),
        ("-Fc", |d| {
            let listing = d.join("s.txt");
            let ls = listing.display().to_string();
            let (words, err, code) = compile(d, SHADER, &["-Fc", &ls]);
            assert_eq!(code, 0, "{err}");
            let text = std::fs::read_to_string(&listing).expect("listing written");
            assert!(text.contains("OpCapability Shader"), "{text}");
            assert!(text.contains("OpEntryPoint Vertex"), "{text}");
            assert!(!words.is_empty(), "the module is still written");
            // The header carries the same listing in its `#if 0` block.
            let h = d.join("s.h");
            let hs = h.display().to_string();
            let (_, err, code) = compile(d, SHADER, &["-Fh", &hs]);
            assert_eq!(code, 0, "{err}");
            let header = std::fs::read_to_string(&h).unwrap();
            assert!(
                header.starts_with(&format!("#if 0\n{text}#endif\n")),
                "{header}"
            );
        }),
        ("-Zi", |d| {
            // Line 1 of an include, lines 2 to 6 of the main file.
            write(
                d,
                "tint.hlsli",
                "float4 tinted(float4 c) { c.rgb *= 0.5; return c; }\n",
            );
            let main = "#include \"tint.hlsli\"\n\
                RWStructuredBuffer<float4> o : register(u0);\n\
                [numthreads(1, 1, 1)] void main() {\n\
                    float4 c = float4(1, 2, 3, 4);\n\
                    o[0] = tinted(c);\n\
                }\n";
            let cs = ["-T", "cs_6_0", "-E", "main"];
            let (plain, _, _) = compile(d, main, &cs);
            let mut flags = cs.to_vec();
            flags.push("-Zi");
            let (debug, err, code) = compile(d, main, &flags);
            assert_eq!(code, 0, "{err}");
            let ops = opcodes(&debug);
            const OP_STRING: u32 = 7;
            const OP_SOURCE: u32 = 3;
            const OP_LINE: u32 = 8;
            const OP_NO_LINE: u32 = 317;
            for op in [OP_STRING, OP_SOURCE, OP_LINE, OP_NO_LINE] {
                assert!(ops.contains(&op), "opcode {op} in {ops:?}");
                assert!(!opcodes(&plain).contains(&op), "opcode {op} only with -Zi");
            }
            let w = words(&debug);
            let text = String::from_utf8_lossy(&debug);
            assert!(text.contains("s.hlsl"), "the file's name");
            assert!(text.contains("RWStructuredBuffer<float4> o"), "the source");
            // Every OpLine is on a line of the main file's body.
            let mut at = 5;
            let mut lines = Vec::new();
            while at < w.len() {
                let (count, op) = ((w[at] >> 16) as usize, w[at] & 0xffff);
                if op == OP_LINE {
                    lines.push(w[at + 2]);
                }
                at += count;
            }
            assert!(
                !lines.is_empty() && lines.iter().all(|l| (3..=6).contains(l)),
                "{lines:?}"
            );
            assert!(lines.contains(&5), "the store's line: {lines:?}");
        }),
        ("-fspv-reflect", spv_reflect),
        ("-fspv-debug=", spv_debug),
        ("-Vn", |d| {
            let h = d.join("n.h");
            let hs = h.display().to_string();
            let (_, err, code) = compile(d, SHADER, &["-Fh", &hs, "-Vn", "shader_code"]);
            assert_eq!(code, 0, "{err}");
            let text = std::fs::read_to_string(&h).unwrap();
            assert!(text.contains("const uint32_t shader_code[] = {"), "{text}");
        }),
        ("-Fe", |d| {
            let f = d.join("diags.txt");
            let fs = f.display().to_string();
            let (_, err, code) = compile(d, SHADER, &["-Fe", &fs, "-Zs"]);
            assert_eq!(code, 0);
            assert!(err.is_empty(), "the diagnostics go to the file: {err}");
            let text = std::fs::read_to_string(&f).unwrap();
            assert!(text.contains("option '-Zs' is not supported"), "{text}");
        }),
        ("-fspv-extension=", |d| {
            // A pixel shader reading SV_ViewID needs SPV_KHR_multiview.
            let src = "float4 main(uint view : SV_ViewID) : SV_Target { return view; }\n";
            let ps = ["-T", "ps_6_1", "-E", "main"];
            let with = |extra: &[&str]| {
                let mut flags = ps.to_vec();
                flags.extend(extra);
                compile(d, src, &flags)
            };
            let (_, err, code) = with(&["-fspv-extension=SPV_KHR_multiview"]);
            assert_eq!(code, 0, "{err}");
            let (_, err, code) = with(&["-fspv-extension=KHR"]);
            assert_eq!(code, 0, "{err}");
            let (_, err, code) = with(&["-fspv-extension=SPV_EXT_demote_to_helper_invocation"]);
            assert_eq!(code, 1);
            assert!(
                err.contains("SPIR-V extension 'SPV_KHR_multiview' is required but not permitted"),
                "{err}"
            );
            let (_, err, code) = with(&[]);
            assert_eq!(code, 0, "every extension without the flag: {err}");
        }),
        ("-fvk-invert-y", |d| {
            let (base, _, _) = compile(d, SHADER, &[]);
            let (inv, err, code) = compile(d, SHADER, &["-fvk-invert-y"]);
            assert_eq!(code, 0, "{err}");
            let negates = |b: &[u8]| opcodes(b).iter().filter(|&&o| o == OP_F_NEGATE).count();
            assert_eq!(negates(&inv), negates(&base) + 1);
            // A pixel shader has no position output: the same module.
            let ps = ["-T", "ps_6_0", "-E", "PSMain"];
            let (a, _, _) = compile(d, SHADER, &ps);
            let (b, _, _) = compile(d, SHADER, &[&ps[..], &["-fvk-invert-y"]].concat());
            assert_eq!(a, b);
        }),
        ("-fvk-bind-globals", |d| {
            let src = "float4 color; float4 main() : SV_Target { return color; }\n";
            let ps = ["-T", "ps_6_0", "-E", "main"];
            let (base, _, _) = compile(d, src, &ps);
            let (bound, err, code) = compile(
                d,
                src,
                &[&ps[..], &["-fvk-bind-globals", "5", "2"]].concat(),
            );
            assert_eq!(code, 0, "{err}");
            // OpDecorate %globals Binding 5 / DescriptorSet 2.
            assert_eq!(decorations(&base), [(33, 0), (34, 0)]);
            assert_eq!(decorations(&bound), [(33, 5), (34, 2)]);
        }),
        ("-fvk-bind-resource-heap", |d| {
            // The heap's array at binding 0 of set 0, then where the flag
            // says.
            let src = "float4 main() : SV_Target {\n\
                       Buffer<float4> b = ResourceDescriptorHeap[2];\n\
                       return b[0];\n}\n";
            let ps = ["-T", "ps_6_6", "-E", "main"];
            let (base, _, _) = compile(d, src, &ps);
            let flag = ["-fvk-bind-resource-heap", "5", "2"];
            let (bound, err, code) = compile(d, src, &[&ps[..], &flag].concat());
            assert_eq!(code, 0, "{err}");
            assert_eq!(decorations(&base), [(33, 0), (34, 0)]);
            assert_eq!(decorations(&bound), [(33, 5), (34, 2)]);
        }),
        ("-fvk-bind-sampler-heap", |d| {
            let src = "Texture2D t;\n\
                       float4 main() : SV_Target {\n\
                       SamplerState s = SamplerDescriptorHeap[1];\n\
                       return t.SampleLevel(s, 0, 0);\n}\n";
            let ps = ["-T", "ps_6_6", "-E", "main"];
            let (base, _, _) = compile(d, src, &ps);
            let flag = ["-fvk-bind-sampler-heap", "3", "4"];
            let (bound, err, code) = compile(d, src, &[&ps[..], &flag].concat());
            assert_eq!(code, 0, "{err}");
            // t at binding 0, the sampler heap after it (or at 3 of set 4).
            assert_eq!(decorations(&base), [(33, 0), (33, 1), (34, 0), (34, 0)]);
            assert_eq!(decorations(&bound), [(33, 0), (33, 3), (34, 0), (34, 4)]);
        }),
        ("-fvk-bind-counter-heap", |d| {
            // The binding it names is kept free: `a` moves past it.
            let src = "RWStructuredBuffer<uint> a;\n\
                       [numthreads(1, 1, 1)] void main() { a[0] = 1; }\n";
            let cs = ["-T", "cs_6_6", "-E", "main"];
            let (base, _, _) = compile(d, src, &cs);
            let flag = ["-fvk-bind-counter-heap", "0", "0"];
            let (bound, err, code) = compile(d, src, &[&cs[..], &flag].concat());
            assert_eq!(code, 0, "{err}");
            assert_eq!(decorations(&base), [(33, 0), (34, 0)]);
            assert_eq!(decorations(&bound), [(33, 1), (34, 0)]);
        }),
        ("-fvk-use-dx-position-w", |d| {
            let ps = ["-T", "ps_6_0", "-E", "PSMain"];
            let (base, _, _) = compile(d, SHADER, &ps);
            let flagged = [&ps[..], &["-fvk-use-dx-position-w"]].concat();
            let (dx, err, code) = compile(d, SHADER, &flagged);
            assert_eq!(code, 0, "{err}");
            // w = 1 / FragCoord.w: one more OpFDiv.
            let divides = |b: &[u8]| opcodes(b).iter().filter(|&&o| o == OP_F_DIV).count();
            assert_eq!(divides(&dx), divides(&base) + 1);
            // A vertex shader reads no position: the same module.
            let (a, _, _) = compile(d, SHADER, &[]);
            assert_eq!(compile(d, SHADER, &["-fvk-use-dx-position-w"]).0, a);
        }),
        ("-fvk-support-nonzero-base-instance", |d| {
            base_index(d, "-fvk-support-nonzero-base-instance", 4425)
        }),
        ("-fvk-support-nonzero-base-vertex", |d| {
            base_index(d, "-fvk-support-nonzero-base-vertex", 4424)
        }),
        ("-fvk-auto-shift-bindings", |d| {
            let src = "Texture2D tex; SamplerState samp : register(s0);\n\
                       float4 main(float2 uv : UV) : SV_Target { return tex.Sample(samp, uv); }\n";
            let ps = ["-T", "ps_6_0", "-E", "main", "-fvk-t-shift", "10", "0"];
            let (base, _, _) = compile(d, src, &ps);
            let (auto, err, code) =
                compile(d, src, &[&ps[..], &["-fvk-auto-shift-bindings"]].concat());
            assert_eq!(code, 0, "{err}");
            // The sampler at 0; the texture at 1 without, at 10 with.
            assert_eq!(decorations(&base), [(33, 0), (33, 1), (34, 0), (34, 0)]);
            assert_eq!(decorations(&auto), [(33, 0), (33, 10), (34, 0), (34, 0)]);
        }),
        ("-fspv-entrypoint-name=", |d| {
            let (named, err, code) = compile(d, SHADER, &["-fspv-entrypoint-name=vs_main"]);
            assert_eq!(code, 0, "{err}");
            let bytes: Vec<u8> = named.clone();
            let has = |s: &[u8]| bytes.windows(s.len()).any(|w| w == s);
            assert!(has(b"vs_main\0"));
            let (base, _, _) = compile(d, SHADER, &[]);
            assert!(base.windows(7).any(|w| w == b"VSMain\0"));
        }),
        ("-fvk-use-dx-layout", |d| {
            // FXC packs b into a's last register; the stride of float3 is 12.
            assert_eq!(layout_offsets(d, "-fvk-use-dx-layout"), (20, 12));
        }),
        ("-fvk-use-gl-layout", |d| {
            // std140 rounds the array's size up to 32; std430's stride of
            // float3 is 16.
            assert_eq!(layout_offsets(d, "-fvk-use-gl-layout"), (32, 16));
        }),
        ("-fvk-use-scalar-layout", |d| {
            // The scalar layout: the array's stride is 4.
            assert_eq!(layout_offsets(d, "-fvk-use-scalar-layout"), (8, 12));
        }),
        ("-HV", |d| {
            let (base, _, _) = compile(d, SHADER, &[]);
            let (hv, err, _) = compile(d, SHADER, &["-HV", "2021"]);
            assert_eq!((hv, err.as_str()), (base, ""));
            let (_, err, code) = compile(d, SHADER, &["-HV", "2018"]);
            assert_eq!(
                (code, err.as_str()),
                (0, ""),
                "no warning: 2018 is all there"
            );
            hv_2018_logical_operators(d);
            hv_2018_additions(d);
            let template = "template <typename T> T twice(T x) { return x + x; }\n";
            let (_, err, code) = compile(d, &format!("{template}{SHADER}"), &["-HV", "2018"]);
            assert_eq!(code, 1, "{err}");
            assert!(
                err.contains("error: 'template' is a reserved keyword in HLSL"),
                "{err}"
            );
            let (_, err, code) = compile(d, &format!("{template}{SHADER}"), &["-HV", "2021"]);
            assert_eq!(code, 0, "{err}");
            let (_, err, code) = compile(d, SHADER, &["-HV", "2019"]);
            assert_eq!(code, 2);
            assert!(err.contains("invalid value '2019' in '-HV'"), "{err}");
        }),
        ("-denorm", |d| {
            let (base, _, _) = compile(d, SHADER, &[]);
            assert_eq!(compile(d, SHADER, &["-denorm", "any"]).0, base);
            let (_, err, _) = compile(d, SHADER, &["-denorm", "ftz"]);
            assert!(
                err.contains("option '-denorm ftz' is not supported"),
                "{err}"
            );
        }),
        ("-encoding", |d| {
            let (base, _, _) = compile(d, SHADER, &[]);
            assert_eq!(compile(d, SHADER, &["-encoding", "utf8"]).0, base);
            let (_, err, _) = compile(d, SHADER, &["-encoding", "utf16"]);
            assert!(
                err.contains("option '-encoding utf16' is not supported"),
                "{err}"
            );
        }),
        ("-fvk-stage-io-order=", |d| {
            let (base, _, _) = compile(d, SHADER, &[]);
            assert_eq!(compile(d, SHADER, &["-fvk-stage-io-order=decl"]).0, base);
            let (_, err, _) = compile(d, SHADER, &["-fvk-stage-io-order=alpha"]);
            assert!(
                err.contains("option '-fvk-stage-io-order=alpha' is not supported"),
                "{err}"
            );
        }),
    ]
}

#[test]
fn every_acting_flag_shows_its_effect() {
    let checks = acts_checks();
    for row in rows().iter().filter(|r| r.treatment == "acts") {
        assert!(
            checks.iter().any(|(n, _)| *n == row.name),
            "no effect check for the acting flag {}",
            row.name
        );
    }
    for (i, (name, check)) in checks.iter().enumerate() {
        let dir = scratch(&format!("acts{i}"));
        eprintln!("acts: {name}");
        check(&dir);
        let _ = std::fs::remove_dir_all(&dir);
    }
}

#[test]
fn unknown_flags_are_named_with_a_suggestion() {
    let dir = scratch("unknown");
    let file = write(&dir, "a.hlsl", SHADER);
    let out = hlslc(&["compile".into(), file.clone(), "-Zfoo".into()]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("error: unknown argument '-Zfoo'"),
        "{}",
        stderr(&out)
    );
    let out = hlslc(&["compile".into(), file, "-Zj".into()]);
    assert!(
        stderr(&out).contains("error: unknown argument '-Zj'; did you mean '-Zi'?"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn dxc_spellings() {
    let dir = scratch("spellings");
    let file = write(&dir, "a.hlsl", SHADER);
    let spv = dir.join("a.spv").display().to_string();
    let run = |args: &[&str]| {
        let mut argv: Vec<String> = vec!["compile".into(), file.clone()];
        argv.extend(args.iter().map(|s| s.to_string()));
        let out = hlslc(&argv);
        assert_eq!(out.status.code(), Some(0), "{args:?}: {}", stderr(&out));
        stderr(&out)
    };
    run(&["-spirv", "-Tvs_6_0", "-EVSMain", &format!("-Fo{spv}")]);
    run(&["-spirv", "-T", "vs_6_0", "-E", "VSMain", "-Fo", &spv]);
    run(&[
        "-spirv", "/T", "vs_6_0", "/E", "VSMain", "/Fo", &spv, "/Zpr", "/O3",
    ]);
    let err = run(&["-spirv", "-T", "vs_6_0", "-E", "VSMain", "-Fo", &spv, "/Zs"]);
    assert!(err.contains("option '-Zs' is not supported"), "{err}");
    run(&[
        "-spirv",
        "-T",
        "vs_6_0",
        "-E",
        "VSMain",
        "-Fo",
        &spv,
        "-fvk-b-shift",
        "4",
        "0",
    ]);
}

#[test]
fn a_dxc_line_without_a_subcommand_compiles() {
    let dir = scratch("nosub");
    let file = write(&dir, "a.hlsl", SHADER);
    let spv = dir.join("a.spv");
    let line = format!("-spirv -T ps_6_0 -E PSMain {file} -Fo {}", spv.display());
    let out = hlslc(
        &line
            .split_whitespace()
            .map(String::from)
            .collect::<Vec<_>>(),
    );
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert!(std::fs::metadata(&spv).is_ok_and(|m| m.len() > 20));
    let pre = dir.join("a.i");
    let line = format!("-P -Fi {} {file}", pre.display());
    let out = hlslc(
        &line
            .split_whitespace()
            .map(String::from)
            .collect::<Vec<_>>(),
    );
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert!(std::fs::read_to_string(&pre).unwrap().contains("PSMain"));
}

#[test]
fn help_lists_the_dxc_options_by_group() {
    let out = hlslc(&["compile", "--help"]);
    let text = String::from_utf8_lossy(&out.stdout);
    let mut at = 0;
    for group in [
        "Common Options:",
        "Compilation Options:",
        "Optimization Options:",
        "SPIR-V CodeGen Options:",
        "Utility Options:",
    ] {
        let found = text[at..]
            .find(group)
            .unwrap_or_else(|| panic!("{group} in\n{text}"));
        at += found;
    }
    assert!(text.contains("-Zpr"), "{text}");
    assert!(text.contains("-fvk-use-dx-layout"), "{text}");
}

// ---- Real projects' command lines, as their build scripts write them ----

/// A Vulkan engine's compute shader line: DX layout, DX position w, Vulkan
/// 1.3 and a shift per register class.
#[test]
fn engine_vulkan_compute_command_line() {
    let dir = scratch("engine");
    let file = write(
        &dir,
        "cull.hlsl",
        "struct Instance { float4x4 world; float3 center; float radius; };\n\
         cbuffer Frame : register(b0) { float4 planes[6]; uint count; };\n\
         StructuredBuffer<Instance> instances : register(t0);\n\
         RWStructuredBuffer<uint> visible : register(u0);\n\
         [numthreads(64, 1, 1)]\n\
         void main(uint3 id : SV_DispatchThreadID) {\n\
             if (id.x >= count) return;\n\
             Instance inst = instances[id.x];\n\
             bool inside = true;\n\
             for (uint i = 0; i < 6; ++i)\n\
                 inside = inside && dot(planes[i].xyz, inst.center) + planes[i].w > -inst.radius;\n\
             visible[id.x] = inside ? 1 : 0;\n\
         }\n",
    );
    let spv = dir.join("cull.spv").display().to_string();
    let line = format!(
        "-spirv -T cs_6_0 -E main -fspv-target-env=vulkan1.3 -fvk-use-dx-layout \
         -fvk-use-dx-position-w -fvk-b-shift 0 0 -fvk-t-shift 100 0 -fvk-u-shift 200 0 \
         -fvk-s-shift 300 0 -Fo {spv} {file}"
    );
    let mut argv = vec!["compile".to_string()];
    argv.extend(line.split_whitespace().map(String::from));
    let out = hlslc(&argv);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert_eq!(
        stderr(&out),
        "",
        "no warning: every flag is met in a compute shader"
    );
    assert!(std::fs::metadata(&spv).is_ok_and(|m| m.len() > 20));
}

/// The DirectX samples' and FidelityFX's flags.
#[test]
fn directx_samples_command_line() {
    let dir = scratch("dxsamples");
    let file = write(
        &dir,
        "blur.hlsl",
        "cbuffer Params : register(b0) { float4x4 transform; float2 invSize; };\n\
         Texture2D<float4> src : register(t1);\n\
         RWTexture2D<float4> dst : register(u2);\n\
         [numthreads(8, 8, 1)]\n\
         void main(uint3 id : SV_DispatchThreadID) {\n\
             float16_t scale = 0.5;\n\
             float4 c = src.Load(int3(id.xy, 0));\n\
             dst[id.xy] = mul(transform, c) * (float)scale;\n\
         }\n",
    );
    let spv = dir.join("blur.spv").display().to_string();
    let line = format!(
        "-spirv -T cs_6_2 -E main -Zpr -O3 -Zi -Qembed_debug -HV 2021 -enable-16bit-types \
         -Fo {spv} {file}"
    );
    let mut argv = vec!["compile".to_string()];
    argv.extend(line.split_whitespace().map(String::from));
    let out = hlslc(&argv);
    let err = stderr(&out);
    assert_eq!(out.status.code(), Some(0), "{err}");
    // Every flag of the line acts or has no effect: no warning.
    assert!(!err.contains("warning:"), "{err}");
    // -Zi wrote the source into the module.
    let words = std::fs::read(&spv).unwrap();
    assert!(String::from_utf8_lossy(&words).contains("float16_t scale"));
}

/// A Vulkan sample collection's line: several `-fspv-extension=` flags on
/// every shader.
#[test]
fn vulkan_samples_command_line() {
    let dir = scratch("vksamples");
    let file = write(
        &dir,
        "multiview.frag.hlsl",
        "Texture2DArray tex : register(t1, space0);\n\
         SamplerState samp : register(s1, space0);\n\
         float4 main(float2 uv : TEXCOORD0, uint view : SV_ViewID) : SV_Target {\n\
             return tex.Sample(samp, float3(uv, view));\n\
         }\n",
    );
    let spv = dir.join("multiview.frag.spv").display().to_string();
    let line = format!(
        "-spirv -fspv-target-env=vulkan1.1 -fspv-extension=SPV_KHR_ray_tracing \
         -fspv-extension=SPV_KHR_multiview -fspv-extension=SPV_KHR_shader_draw_parameters \
         -fspv-extension=SPV_EXT_descriptor_indexing -fspv-extension=SPV_KHR_ray_query \
         -fspv-extension=SPV_KHR_fragment_shading_rate -T ps_6_1 -E main {file} -Fo {spv}"
    );
    let mut argv = vec!["compile".to_string()];
    argv.extend(line.split_whitespace().map(String::from));
    let out = hlslc(&argv);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert_eq!(stderr(&out), "");
}

/// The issue's first list: every flag a new user tried, together on one
/// command line, compiles (each row's own test shows what it does). As in
/// DXC, -fspv-reflect's extensions must be among those -fspv-extension=
/// permits.
#[test]
fn the_flags_build_systems_pass_are_all_accepted() {
    let dir = scratch("issue-flags");
    let file = write(&dir, "s.hlsl", SHADER);
    let d = dir.display();
    let line = format!(
        "-spirv -T vs_6_0 -E VSMain -Zpr -Zpc -O0 -O1 -O2 -O3 -Od -Zi -Qembed_debug -HV 2021 \
         -fvk-invert-y -fvk-use-dx-position-w -fvk-use-dx-layout -fvk-use-gl-layout \
         -fvk-use-scalar-layout -fspv-extension=SPV_KHR_multiview -fspv-reflect \
         -fspv-extension=SPV_GOOGLE_hlsl_functionality1 -fspv-extension=SPV_GOOGLE_user_type \
         -fspv-debug=vulkan-with-source -fspv-preserve-bindings -fvk-auto-shift-bindings \
         -fvk-support-nonzero-base-instance -Vd -all-resources-bound -Gis -Ges -Fh {d}/out.h \
         -Vn name -Qstrip_reflect -Fo {d}/out.spv {file}"
    );
    let argv: Vec<String> = line.split_whitespace().map(String::from).collect();
    let out = hlslc(&argv);
    let err = stderr(&out);
    assert_eq!(out.status.code(), Some(0), "{err}");
    assert!(!err.contains("error"), "{err}");
    let header = std::fs::read_to_string(dir.join("out.h")).expect("-Fh");
    assert!(header.contains("const uint32_t name[] = {"), "{header}");
}

/// `-enable-16bit-types` needs shader model 6.2 and HLSL 2018, as DXC's
/// option check says: below either it is refused with DXC's words.
#[test]
fn sixteen_bit_types_need_shader_model_6_2_and_hlsl_2018() {
    let dir = scratch("sixteen-bit-gate");
    let source = "float4 VSMain(half4 p : POSITION) : SV_Position { return p; }\n";
    let refused =
        "enable-16bit-types is only allowed for shader model >= 6.2 and HLSL Language >= 2018.";
    for (flags, ok) in [
        (&["-T", "vs_6_0", "-enable-16bit-types"][..], false),
        (&["-T", "vs_6_1", "-enable-16bit-types"][..], false),
        (
            &["-T", "vs_6_2", "-enable-16bit-types", "-HV", "2016"][..],
            false,
        ),
        (
            &["-T", "vs_6_2", "-enable-16bit-types", "-HV", "2017"][..],
            false,
        ),
        (
            &["-T", "vs_6_2", "-enable-16bit-types", "-HV", "2018"][..],
            true,
        ),
        (&["-T", "vs_6_2", "-enable-16bit-types"][..], true),
        (&["-T", "vs_6_0", "-HV", "2016"][..], true),
    ] {
        let (bytes, err, status) = compile(&dir, source, flags);
        if ok {
            assert_eq!(status, 0, "{flags:?}: {err}");
            assert!(!bytes.is_empty(), "{flags:?}: no output");
        } else {
            assert_eq!(status, 2, "{flags:?}: {err}");
            assert!(err.contains(refused), "{flags:?}: {err}");
        }
    }
}
