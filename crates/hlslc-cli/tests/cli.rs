//! The `hlslc` binary as outside tools use it: exit codes, flag spellings,
//! output files and the JSON diagnostics shape. Tests that need the real
//! parser, checker, lowering or interpreter say so in their name
//! (`…_pipeline`).

mod common;

use common::{code, hlslc, scratch, stderr, stdout, write};
use std::path::{Path, PathBuf};
use std::process::Command;

const DOUBLER: &str = "RWStructuredBuffer<uint> data : register(u0);\n\
    [numthreads(4, 1, 1)]\n\
    void main(uint3 id : SV_DispatchThreadID) {\n\
        data[id.x] = data[id.x] * 2;\n\
    }\n";

const FUNCTIONS: &str = "int add(int a, int b) { return a + b; }\n\
    float add(float a, float b) { return a + b; }\n\
    int spin(int n) { while (n > 0) { n = n + 0; } return n; }\n";

#[test]
fn usage_errors_exit_2() {
    assert_eq!(code(&hlslc::<&str>(&[])), 2);
    assert_eq!(code(&hlslc(&["frobnicate"])), 2);
    assert_eq!(code(&hlslc(&["check"])), 2);
    assert_eq!(
        code(&hlslc(&["check", "a.hlsl", "--diagnostics-format=xml"])),
        2
    );
    let o = hlslc(&["--help"]);
    assert_eq!(code(&o), 0);
    assert!(stdout(&o).contains("dispatch"));
}

#[test]
fn spirv_requires_an_output_file() {
    let o = hlslc(&["compile", "a.hlsl", "-T", "cs_6_0"]);
    assert_eq!(code(&o), 2);
    assert!(stderr(&o).contains("-o"), "{}", stderr(&o));
    assert_eq!(
        code(&hlslc(&["compile", "a.hlsl", "-T", "cs_6_0", "-spirv"])),
        2
    );
    // Compile needs a profile, as DXC does.
    assert_eq!(code(&hlslc(&["compile", "a.hlsl", "-o", "x.spv"])), 2);
}

#[test]
fn a_missing_file_is_an_error_diagnostic() {
    let o = hlslc(&["check", "/nonexistent/dir/a.hlsl"]);
    assert_eq!(code(&o), 1);
    assert!(
        stderr(&o).starts_with("error: cannot open '/nonexistent/dir/a.hlsl'"),
        "{}",
        stderr(&o)
    );
}

#[test]
fn invalid_profile_is_a_diagnostic() {
    let dir = scratch("profile");
    let file = write(&dir, "a.hlsl", DOUBLER);
    let o = hlslc(&["compile", &file, "-T", "cs_9_9", "-o", "x.spv"]);
    assert_eq!(code(&o), 1);
    assert!(
        stderr(&o).contains("error: invalid profile 'cs_9_9'"),
        "{}",
        stderr(&o)
    );
}

#[test]
fn json_diagnostics_shape() {
    let o = hlslc(&[
        "check",
        "/nonexistent/a.hlsl",
        "--diagnostics-format=json",
        "-Wbogus",
    ]);
    assert_eq!(code(&o), 1);
    let doc: serde_json::Value = serde_json::from_str(&stderr(&o)).expect("one JSON document");
    let list = doc.as_array().expect("an array");
    assert_eq!(list.len(), 2);
    let w = &list[0];
    assert_eq!(w["code"], "warn_unknown_warning_option");
    assert_eq!(w["severity"], "warning");
    assert_eq!(w["group"], "unknown-warning-option");
    assert_eq!(w["message"], "unknown warning group '-Wbogus'");
    for key in ["file", "line", "column", "end_line", "end_column"] {
        assert!(w[key].is_null(), "{key}");
    }
    assert_eq!(w["labels"], serde_json::json!([]));
    assert_eq!(w["notes"], serde_json::json!([]));
    assert_eq!(list[1]["code"], "err_file_not_found");
    assert_eq!(list[1]["severity"], "error");
    assert!(list[1]["group"].is_null());
}

#[test]
fn warning_flags_work_in_any_position() {
    let dir = scratch("flags");
    let file = write(&dir, "a.hlsl", "");
    // -Werror after the file promotes the warning about -Wbogus before it.
    let o = hlslc(&["-Wbogus", "check", &file, "-Werror"]);
    assert_eq!(code(&o), 1);
    assert!(
        stderr(&o)
            .contains("error: unknown warning group '-Wbogus' [-Werror,-Wunknown-warning-option]"),
        "{}",
        stderr(&o)
    );
    let o = hlslc(&["check", "-Wbogus", &file]);
    assert_eq!(code(&o), 0);
    assert!(stderr(&o).contains("1 warning generated."));
    let o = hlslc(&["check", &file, "-Wbogus", "-w"]);
    assert_eq!((code(&o), stderr(&o)), (0, String::new()));
}

#[test]
fn check_verify_uses_the_header() {
    let dir = scratch("verify");
    let good = "// flags: -Wbogus\n// expected-warning@* {{unknown warning group '-Wbogus'}}\n";
    let file = write(&dir, "good.hlsl", good);
    assert_eq!(code(&hlslc(&["check", "--verify", &file])), 0);
    let file = write(&dir, "bad.hlsl", "// expected-warning@* {{never}}\n");
    let o = hlslc(&["check", "--verify", &file]);
    assert_eq!(code(&o), 1);
    assert!(
        stderr(&o).contains("expected but not seen"),
        "{}",
        stderr(&o)
    );
}

#[test]
fn fo_is_a_synonym_of_o_pipeline() {
    let dir = scratch("fo");
    let file = write(&dir, "a.hlsl", DOUBLER);
    for flags in [&["-Fo"][..], &["-o"], &["-spirv", "-Fo"]] {
        let out = dir.join("a.spv");
        let _ = std::fs::remove_file(&out);
        let out_s = out.display().to_string();
        let mut args = vec!["compile", &file, "-T", "cs_6_0", "-E", "main"];
        args.extend_from_slice(flags);
        args.push(&out_s);
        let o = hlslc(&args);
        assert_eq!(code(&o), 0, "{flags:?}: {}", stderr(&o));
        let bytes = std::fs::read(&out).expect("SPIR-V written");
        assert_eq!(
            bytes[..4],
            0x0723_0203u32.to_le_bytes(),
            "little-endian magic"
        );
    }
    // Joined -Fo.
    let joined = format!("-Fo{}", dir.join("b.spv").display());
    let o = hlslc(&["compile", &file, "-T", "cs_6_0", &joined]);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    assert!(dir.join("b.spv").exists());
}

/// An output that exists as a regular file is replaced by a new file (see
/// `output_file.rs`): a hard link to it keeps the old contents. A symlink
/// is written through.
#[cfg(unix)]
#[test]
fn an_existing_output_is_replaced_and_a_symlink_written_through_pipeline() {
    let dir = scratch("replace");
    let file = write(&dir, "a.hlsl", DOUBLER);
    let compile_to = |out: &Path| {
        let out = out.display().to_string();
        let o = hlslc(&[
            "compile", &file, "-T", "cs_6_0", "--target", "wgsl", "-o", &out,
        ]);
        assert_eq!(code(&o), 0, "{}", stderr(&o));
    };
    let out = dir.join("a.wgsl");
    std::fs::write(&out, "old").unwrap();
    std::fs::hard_link(&out, dir.join("kept.wgsl")).unwrap();
    compile_to(&out);
    assert!(std::fs::read_to_string(&out).unwrap().contains("@compute"));
    assert_eq!(
        std::fs::read_to_string(dir.join("kept.wgsl")).unwrap(),
        "old"
    );

    let target = dir.join("target.wgsl");
    std::fs::write(&target, "old").unwrap();
    let link = dir.join("link.wgsl");
    std::os::unix::fs::symlink(&target, &link).unwrap();
    compile_to(&link);
    assert!(std::fs::symlink_metadata(&link)
        .unwrap()
        .file_type()
        .is_symlink());
    assert!(std::fs::read_to_string(&target)
        .unwrap()
        .contains("@compute"));
}

/// The binary starts without std's runtime set-up (main.rs) but still
/// ignores SIGPIPE: a reader that goes away is a write error, not a signal
/// that kills hlslc.
#[cfg(unix)]
#[test]
fn a_closed_stdout_pipe_does_not_kill_hlslc() {
    use std::os::unix::process::ExitStatusExt;
    use std::process::Stdio;
    let dir = scratch("sigpipe");
    // Far more output than a pipe holds, so a write finds it closed.
    let file = write(&dir, "big.hlsl", &"float f_value_line;\n".repeat(50_000));
    let mut child = Command::new(env!("CARGO_BIN_EXE_hlslc"))
        .args(["preprocess", &file])
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("hlslc runs");
    drop(child.stdout.take());
    let status = child.wait().expect("hlslc exits");
    assert_eq!(status.signal(), None, "{status:?}");
}

#[test]
fn text_targets_go_to_stdout_pipeline() {
    let dir = scratch("wgsl");
    let file = write(&dir, "a.hlsl", DOUBLER);
    let o = hlslc(&["compile", &file, "-T", "cs_6_0", "--target", "wgsl"]);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    assert!(stdout(&o).contains("@compute"), "{}", stdout(&o));
    let o = hlslc(&["compile", &file, "-T", "cs_6_0", "--target", "msl"]);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    assert!(!stdout(&o).is_empty());
}

#[test]
fn rejected_programs_exit_1_pipeline() {
    let dir = scratch("reject");
    let file = write(&dir, "a.hlsl", "float f() { return nope; }\n");
    let o = hlslc(&["check", &file]);
    assert_eq!(code(&o), 1);
    let err = stderr(&o);
    assert!(
        err.contains("a.hlsl:1:20: error: use of undeclared identifier 'nope'"),
        "{err}"
    );
    assert!(
        err.contains("float f() { return nope; }\n                   ^~~~\n"),
        "{err}"
    );
    let o = hlslc(&["run", &file, "--call", "f"]);
    assert_eq!(code(&o), 1);
}

#[test]
fn run_prints_the_result_last_pipeline() {
    let dir = scratch("run");
    let file = write(&dir, "a.hlsl", FUNCTIONS);
    let o = hlslc(&["run", &file, "--call", "add", "int:2", "int:-5"]);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    assert_eq!(stdout(&o).lines().last(), Some("int:-3"));
    // The overload is picked by the argument types.
    let o = hlslc(&["run", &file, "--call", "add", "float:1.5", "float:1"]);
    assert_eq!(
        stdout(&o).lines().last(),
        Some("float:2.5"),
        "{}",
        stderr(&o)
    );
}

#[test]
fn run_argument_mismatches_are_usage_errors_pipeline() {
    let dir = scratch("mismatch");
    let file = write(&dir, "a.hlsl", FUNCTIONS);
    for call in [
        &["add", "int:1"][..],
        &["add", "int:1", "float:2"],
        &["nope"],
    ] {
        let mut args = vec!["run", &file, "--call"];
        args.extend_from_slice(call);
        let o = hlslc(&args);
        assert_eq!(code(&o), 2, "{call:?}: {}", stderr(&o));
        assert!(stderr(&o).starts_with("error: "), "{}", stderr(&o));
    }
}

#[test]
fn traps_exit_3_pipeline() {
    let dir = scratch("trap");
    let file = write(&dir, "a.hlsl", FUNCTIONS);
    let o = hlslc(&[
        "run",
        &file,
        "--call",
        "spin",
        "int:1",
        "--max-steps",
        "1000",
    ]);
    assert_eq!(code(&o), 3, "{}", stderr(&o));
    assert!(stderr(&o).starts_with("trap: "), "{}", stderr(&o));
}

#[test]
fn dispatch_writes_every_buffer_pipeline() {
    let dir = scratch("dispatch");
    let file = write(&dir, "a.hlsl", DOUBLER);
    let input = write(&dir, "in.json", "[1, 2, 3, 4]");
    let out = dir.join("out");
    let buffer = format!("u0={input}");
    let out_s = out.display().to_string();
    let o = hlslc(&[
        "dispatch",
        &file,
        "-E",
        "main",
        "--groups",
        "1,1,1",
        "--buffer",
        &buffer,
        "--out-dir",
        &out_s,
    ]);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    let bytes = std::fs::read(out.join("u0.bin")).expect("u0.bin written");
    let words: Vec<u32> = bytes
        .chunks(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect();
    assert_eq!(words, [2, 4, 6, 8]);
    // Raw input round-trips through the same path.
    let raw = dir.join("in.bin");
    std::fs::write(&raw, &bytes).expect("raw input");
    let buffer = format!("u0={}", raw.display());
    let o = hlslc(&["dispatch", &file, "--buffer", &buffer, "--out-dir", &out_s]);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    let again = std::fs::read(out.join("u0.bin")).expect("u0.bin rewritten");
    assert_eq!(again[..4], 4u32.to_le_bytes());
}

/// Each group extends the chain the group before it wrote, and every
/// lane takes a ticket from an atomic counter: any `--threads` gives the
/// result of one group after another.
const CHAIN: &str = r#"
RWStructuredBuffer<uint> chain : register(u0);
RWStructuredBuffer<uint> tickets : register(u1);
[numthreads(4, 1, 1)]
void main(uint3 g : SV_GroupID, uint3 id : SV_DispatchThreadID, uint ti : SV_GroupIndex) {
    if (ti == 0)
        chain[g.x + 1] = chain[g.x] * 3 + 1;
    uint t;
    InterlockedAdd(tickets[0], 1, t);
    tickets[id.x + 1] = t;
}
"#;

#[test]
fn dispatch_threads_do_not_change_the_result_pipeline() {
    let dir = scratch("dispatch_threads");
    let file = write(&dir, "chain.hlsl", CHAIN);
    let zeros = format!("[{}]", vec!["0"; 257].join(", "));
    let input = write(&dir, "zeros.json", &zeros);
    let (u0, u1) = (format!("u0={input}"), format!("u1={input}"));
    let words = |path: PathBuf| -> Vec<u32> {
        let bytes = std::fs::read(path).expect("buffer written");
        bytes
            .chunks(4)
            .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
            .collect()
    };
    let mut expect_chain = vec![0u32; 257];
    for g in 0..64 {
        expect_chain[g + 1] = expect_chain[g].wrapping_mul(3).wrapping_add(1);
    }
    let expect_tickets: Vec<u32> = [256].into_iter().chain(0..256).collect();
    for threads in [None, Some("1"), Some("3")] {
        let out = dir.join(format!("out{}", threads.unwrap_or("")));
        let out_s = out.display().to_string();
        let mut args = vec!["dispatch", &file, "--groups", "64", "--buffer", &u0];
        args.extend(["--buffer", &u1, "--out-dir", &out_s]);
        if let Some(n) = threads {
            args.extend(["--threads", n]);
        }
        let o = hlslc(&args);
        assert_eq!(code(&o), 0, "{}", stderr(&o));
        assert_eq!(words(out.join("u0.bin")), expect_chain, "{threads:?}");
        assert_eq!(words(out.join("u1.bin")), expect_tickets, "{threads:?}");
    }
    let o = hlslc(&["dispatch", &file, "--threads", "two", "--out-dir", "x"]);
    assert_eq!(code(&o), 2, "{}", stderr(&o));
}

#[test]
fn dispatch_json_for_an_unbound_register_is_a_usage_error_pipeline() {
    let dir = scratch("unbound");
    let file = write(&dir, "a.hlsl", DOUBLER);
    let input = write(&dir, "in.json", "[1]");
    let buffer = format!("u7={input}");
    let out = dir.join("out").display().to_string();
    let o = hlslc(&["dispatch", &file, "--buffer", &buffer, "--out-dir", &out]);
    assert_eq!(code(&o), 2, "{}", stderr(&o));
    assert!(
        stderr(&o).contains("no buffer is bound at u7"),
        "{}",
        stderr(&o)
    );
}

/// `--counter REG=N` starts a buffer's hidden counter; every counter of a
/// named buffer is written back as REG.counter, and a `--counter` on a
/// register without one is a usage error.
#[test]
fn dispatch_counters_start_and_are_written_back_pipeline() {
    let dir = scratch("counters");
    let file = write(
        &dir,
        "a.hlsl",
        "AppendStructuredBuffer<uint> q : register(u0);\n\
         RWStructuredBuffer<uint> r : register(u1);\n\
         [numthreads(2, 1, 1)] void main(uint i : SV_GroupIndex) { q.Append(i + 5); r[0] = 1; }\n",
    );
    let input = write(&dir, "in.json", "[0, 0, 0, 0]");
    let out = dir.join("out");
    let out_s = out.display().to_string();
    let buffer = format!("u0={input}");
    let o = hlslc(&[
        "dispatch",
        &file,
        "--buffer",
        &buffer,
        "--counter",
        "u0=1",
        "--out-dir",
        &out_s,
    ]);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    let text = std::fs::read_to_string(out.join("u0.counter")).expect("u0.counter written");
    assert_eq!(text, "3\n");
    let bytes = std::fs::read(out.join("u0.bin")).expect("u0.bin written");
    // The interpreter appends in lane order: lane 0 at 1, lane 1 at 2.
    assert_eq!(bytes[4..12], [5, 0, 0, 0, 6, 0, 0, 0]);
    // Without --counter the counter starts at 0.
    let o = hlslc(&["dispatch", &file, "--buffer", &buffer, "--out-dir", &out_s]);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    let text = std::fs::read_to_string(out.join("u0.counter")).expect("u0.counter rewritten");
    assert_eq!(text, "2\n");
    for (arg, message) in [
        (
            "u1=2",
            "--counter u1: no buffer with a counter is bound there",
        ),
        ("u0=-1", "is not a counter value"),
    ] {
        let o = hlslc(&["dispatch", &file, "--counter", arg, "--out-dir", &out_s]);
        assert_eq!(code(&o), 2, "{arg}: {}", stderr(&o));
        assert!(stderr(&o).contains(message), "{arg}: {}", stderr(&o));
    }
}

/// Found by the `compile` fuzz target (docs/fuzzing.md): a constant negative
/// index into a structured buffer (`sb[-1]`: element 2^32 - 1, out of
/// bounds, so read as zero and written nowhere) reached naga as a negative
/// `i32` index, which its validator rejects ("Accessing via a negative
/// index is invalid", an internal error). SPIR-V only: the WGSL keeps the
/// constant index, which WGSL rejects (an open finding).
#[test]
fn negative_structured_buffer_index_pipeline() {
    let dir = scratch("negative_index");
    let text = "RWStructuredBuffer<int> i : register(u1);\n\
        StructuredBuffer<float4> s : register(t2);\n\
        RWStructuredBuffer<float> o : register(u0);\n\
        [numthreads(1, 1, 1)]\n\
        void main(uint3 id : SV_DispatchThreadID) {\n\
            i[-1] = 1;\n\
            i[-2] += 3;\n\
            o[0] = s[-1].x + o[-3];\n\
        }\n";
    let file = write(&dir, "a.hlsl", text);
    let out = dir.join("a.spv").display().to_string();
    let o = hlslc(&["compile", &file, "-T", "cs_6_0", "-E", "main", "-o", &out]);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
}

/// `--texture REG=PATH` takes a PNG image or a JSON texture, `--sampler
/// REG=FILTER,ADDRESS` a sampler state; RW textures are written back as
/// REG.bin. Bad files and specs are usage errors (exit 2).
#[test]
fn dispatch_textures_and_samplers_pipeline() {
    let dir = scratch("textures");
    let file = write(
        &dir,
        "a.hlsl",
        "Texture2D<float4> img : register(t0);\n\
         SamplerState s : register(s1);\n\
         RWTexture2D<float> dst : register(u2);\n\
         [numthreads(2, 1, 1)] void main(uint i : SV_GroupIndex) {\n\
         dst[uint2(i, 0)] = img.Load(int3(i, 0, 0)).g + img.SampleLevel(s, float2(1.5, 0.5), 0).r;\n\
         }\n",
    );
    // A 2x1 image: green 51 (0.2) then 102 (0.4); red 255 then 0.
    let png = dir.join("img.png");
    image::RgbaImage::from_raw(2, 1, vec![255, 51, 0, 255, 0, 102, 0, 255])
        .expect("an image")
        .save(&png)
        .expect("png written");
    let json = write(
        &dir,
        "out.json",
        r#"{"format": "r32float", "width": 2, "data": [7, 7]}"#,
    );
    let out = dir.join("out");
    let out_s = out.display().to_string();
    let t0 = format!("t0={}", png.display());
    let u2 = format!("u2={json}");
    let run = |sampler: &str, texture: &str| {
        hlslc(&[
            "dispatch",
            &file,
            "--texture",
            &t0,
            "--texture",
            texture,
            "--sampler",
            sampler,
            "--out-dir",
            &out_s,
        ])
    };
    // u = 1.5 clamps to the last texel (red 0), wraps to the second (red 0)
    // too, but mirrors back to the first (red 1).
    for (sampler, red) in [("s1=point,clamp", 0.0), ("s1=point,mirror", 1.0)] {
        let o = run(sampler, &u2);
        assert_eq!(code(&o), 0, "{}", stderr(&o));
        let bytes = std::fs::read(out.join("u2.bin")).expect("u2.bin written");
        let got: Vec<f32> = bytes
            .chunks(4)
            .map(|b| f32::from_le_bytes(b.try_into().expect("a word")))
            .collect();
        assert_eq!(got, [0.2f32 + red, 0.4f32 + red], "{sampler}");
    }
    let missing = dir.join("missing.json").display().to_string();
    let bad_json = write(&dir, "bad.json", r#"{"format": "rgb9", "width": 2}"#);
    let short = write(
        &dir,
        "short.json",
        r#"{"format": "r32float", "width": 2, "data": [1]}"#,
    );
    let layered = write(
        &dir,
        "layered.json",
        r#"{"format": "r32float", "width": 2, "layers": 2}"#,
    );
    let not_png = write(&dir, "img.txt", "not an image");
    for (sampler, texture, message) in [
        ("s1=cubic,clamp", u2.clone(), "unknown filter 'cubic'"),
        ("s1=point", u2.clone(), "expected FILTER,ADDRESS"),
        (
            "s1=point,clamp,lequal",
            u2.clone(),
            "unknown comparison 'lequal'",
        ),
        ("t1=point,wrap", u2.clone(), "a sampler register is sN"),
        ("s1=point,wrap", format!("u2={missing}"), "cannot read"),
        (
            "s1=point,wrap",
            format!("u2={bad_json}"),
            "unknown texel format 'rgb9'",
        ),
        (
            "s1=point,wrap",
            format!("u2={short}"),
            "`data` has 1 numbers",
        ),
        (
            "s1=point,wrap",
            format!("u2={layered}"),
            "only an array texture has layers",
        ),
        (
            "s1=point,wrap",
            format!("u2={not_png}"),
            "not a JSON texture (.json) or a PNG image",
        ),
        (
            "s1=point,wrap",
            format!("u5={json}"),
            "no texture is declared at u5",
        ),
    ] {
        let o = run(sampler, &texture);
        assert_eq!(code(&o), 2, "{sampler} {texture}: {}", stderr(&o));
        assert!(stderr(&o).contains(message), "{message}: {}", stderr(&o));
    }
    // RWTexture2DArray.GetDimensions runs in the interpreter; compiling it
    // is a diagnostic (naga's SPIR-V writer queries a storage image's
    // layers with a level, which is invalid).
    let dims = write(
        &dir,
        "dims.hlsl",
        "RWTexture2DArray<float> a : register(u0);\n\
         RWStructuredBuffer<uint> o : register(u1);\n\
         [numthreads(1, 1, 1)] void main() { uint w, h, l; a.GetDimensions(w, h, l); o[0] = w * 100 + h * 10 + l; }\n",
    );
    let array = write(
        &dir,
        "array.json",
        r#"{"format": "r32float", "width": 3, "height": 2, "layers": 4}"#,
    );
    let zero = write(&dir, "zero.json", "[0]");
    let o = hlslc(&[
        "dispatch",
        &dims,
        "--texture",
        &format!("u0={array}"),
        "--buffer",
        &format!("u1={zero}"),
        "--out-dir",
        &out_s,
    ]);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    let bytes = std::fs::read(out.join("u1.bin")).expect("u1.bin written");
    assert_eq!(bytes, 324u32.to_le_bytes());
    let o = hlslc(&[
        "compile",
        &dims,
        "-T",
        "cs_6_0",
        "-Fo",
        &format!("{out_s}/dims.spv"),
    ]);
    assert_eq!(code(&o), 1, "{}", stderr(&o));
    assert!(
        stderr(&o).contains("the layer count of a read-write texture array is not supported"),
        "{}",
        stderr(&o)
    );
    // GLSL pairs a texture with one sampler: two are a diagnostic, not an
    // internal error.
    let two = write(
        &dir,
        "two.hlsl",
        "Texture2D<float> t; SamplerState a; SamplerState b; RWStructuredBuffer<float> o;\n\
         [numthreads(1, 1, 1)] void main() { o[0] = t.SampleLevel(a, 0.5, 0) + t.SampleLevel(b, 0.5, 0); }\n",
    );
    let o = hlslc(&["compile", &two, "-T", "cs_6_0", "--target", "glsl"]);
    assert_eq!(code(&o), 1, "{}", stderr(&o));
    assert!(
        stderr(&o).contains("a texture sampled with more than one sampler is not supported"),
        "{}",
        stderr(&o)
    );
    // Sampling without a sampler state traps (exit 3).
    let o = hlslc(&["dispatch", &file, "--texture", &t0, "--out-dir", &out_s]);
    assert_eq!(code(&o), 3, "{}", stderr(&o));
    assert!(
        stderr(&o).contains("no sampler state is given for 's'"),
        "{}",
        stderr(&o)
    );
    // A comparison samples with the function of its sampler state, which
    // must have one; depth16unorm holds 16-bit depths (0.25, then 0.75).
    let cmp = write(
        &dir,
        "cmp.hlsl",
        "Texture2D<float> d : register(t0); SamplerComparisonState c : register(s1);\n\
         RWStructuredBuffer<float> o : register(u2);\n\
         [numthreads(2, 1, 1)] void main(uint i : SV_GroupIndex) {\n\
         o[i] = d.SampleCmpLevelZero(c, float2(0.25 + 0.5 * i, 0.5), 0.5); }\n",
    );
    let depth = write(
        &dir,
        "depth.json",
        r#"{"format": "depth16unorm", "width": 2, "data": [16384, 49151]}"#,
    );
    let zeros = write(&dir, "zeros.json", "[0, 0]");
    let t0 = format!("t0={depth}");
    let u2 = format!("u2={zeros}");
    let compare = |sampler: &str| {
        let mut args = vec!["dispatch", &cmp, "--texture", &t0, "--buffer", &u2];
        args.extend(["--sampler", sampler, "--print", "u2"]);
        hlslc(&args)
    };
    for (sampler, want) in [
        ("s1=point,clamp,less", "u2 = [0, 1]"),
        ("s1=point,clamp,greater", "u2 = [1, 0]"),
    ] {
        let o = compare(sampler);
        assert_eq!(code(&o), 0, "{}", stderr(&o));
        assert_eq!(stdout(&o).trim(), want, "{sampler}");
    }
    let o = compare("s1=point,clamp");
    assert_eq!(code(&o), 3, "{}", stderr(&o));
    assert!(
        stderr(&o).contains("the sampler state given for 'c' has no comparison function"),
        "{}",
        stderr(&o)
    );
}

/// naga requires a vertex position: a vertex shader without `SV_Position`
/// gets a zero one (tests/codegen/vertex_without_position.hlsl), on every
/// target, and the SPIR-V is valid.
#[test]
fn vertex_shader_without_position_gets_a_zero_one_pipeline() {
    let dir = scratch("vs_nopos");
    let text = "float4 main(float4 p : POSITION) : TEXCOORD0 { return p; }\n";
    let file = write(&dir, "a.hlsl", text);
    let o = hlslc(&["compile", &file, "-T", "vs_6_0", "--target", "wgsl"]);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    assert!(
        stdout(&o).contains("@builtin(position) position: vec4<f32>"),
        "{}",
        stdout(&o)
    );
    let spv = dir.join("a.spv").display().to_string();
    let o = hlslc(&["compile", &file, "-T", "vs_6_0", "-o", &spv]);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
}

/// Without register shifts, `b0`, `t0` and `u0` share Vulkan binding 0.
/// SPIR-V keeps both there, as `dxc -spirv` does, with the
/// `vulkan-binding-collision` warning naming both; the text targets move
/// the later one to the lowest free binding with a `binding-moved`
/// warning, which `-Werror=binding-moved` makes an error.
#[test]
fn shared_bindings_stay_in_spirv_and_move_in_text_targets_pipeline() {
    let dir = scratch("collide");
    let text = "cbuffer P : register(b0) { float a; };\n\
                RWStructuredBuffer<float> o : register(u0);\n\
                [numthreads(1, 1, 1)] void main() { o[0] = a; }\n";
    let file = write(&dir, "a.hlsl", text);
    let spv = dir.join("a.spv").display().to_string();
    let o = hlslc(&["compile", &file, "-T", "cs_6_0", "-o", &spv]);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    let err = stderr(&o);
    assert!(
        err.contains(
            "a.hlsl:2:27: warning: 'P' and 'o' are both bound to descriptor set 0, binding 0; \
             separate the register classes with -fvk-<class>-shift or give them distinct \
             register numbers [-Wvulkan-binding-collision]"
        ),
        "{err}"
    );
    assert!(
        err.contains("a.hlsl:1:9: note: 'P' is declared here"),
        "{err}"
    );
    // Both variables are decorated Binding 0 in set 0.
    let words = spirv_words(Path::new(&spv));
    let decorations = |what: u32| {
        words
            .windows(4)
            .filter(|w| w[0] == (4 << 16 | 71) && w[2] == what)
            .map(|w| w[3])
            .collect::<Vec<_>>()
    };
    assert_eq!(decorations(33), [0, 0], "Binding decorations");
    assert_eq!(decorations(34), [0, 0], "DescriptorSet decorations");

    let wgsl = ["compile", &file, "-T", "cs_6_0", "--target", "wgsl"];
    let o = hlslc(&wgsl);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    let err = stderr(&o);
    assert!(
        err.contains(
            "a.hlsl:2:27: warning: 'o' is moved from descriptor set 0, binding 0, which 'P' \
             holds, to binding 1: this target cannot put two resources on one binding \
             [-Wbinding-moved]"
        ),
        "{err}"
    );
    assert!(
        stdout(&o).contains("@group(0) @binding(1) \nvar<storage, read_write> o"),
        "{}",
        stdout(&o)
    );
    let o = hlslc(&[&wgsl[..], &["-Werror=binding-moved"]].concat());
    assert_eq!(code(&o), 1);
    assert!(stderr(&o).contains("error: 'o' is moved"), "{}", stderr(&o));
    // An unused declaration first on the binding does not hide the two
    // used ones; the lowest free binding skips the ones declarations hold.
    let text = "Buffer<float> unused : register(t0);\n\
                cbuffer P : register(b0) { float a; };\n\
                RWStructuredBuffer<float> o : register(u0);\n\
                Buffer<float> more : register(t1);\n\
                [numthreads(1, 1, 1)] void main() { o[0] = a; }\n";
    let file = write(&dir, "b.hlsl", text);
    let o = hlslc(&["compile", &file, "-T", "cs_6_0", "--target", "wgsl"]);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    assert!(
        stderr(&o).contains("b.hlsl:3:27: warning: 'o' is moved from descriptor set 0, binding 0, which 'P' holds, to binding 2"),
        "{}",
        stderr(&o)
    );
}

/// A module file's words.
fn spirv_words(path: &Path) -> Vec<u32> {
    std::fs::read(path)
        .expect("output written")
        .chunks_exact(4)
        .map(|c| u32::from_le_bytes(c.try_into().expect("a word")))
        .collect()
}

/// naga declares the 16-bit storage capabilities without the extension
/// that SPIR-V 1.0 (Vulkan 1.0, the default) needs for them; the word pass
/// adds `OpExtension "SPV_KHR_16bit_storage"` once.
#[test]
fn sixteen_bit_storage_declares_its_extension_pipeline() {
    let dir = scratch("half_storage");
    let text = "StructuredBuffer<half> i : register(t0);\n\
                RWStructuredBuffer<half> o : register(u1);\n\
                [numthreads(4, 1, 1)] void main(uint id : SV_DispatchThreadID) { o[id] = i[id] * (half)2; }\n";
    let file = write(&dir, "a.hlsl", text);
    let spv = dir.join("a.spv");
    let spv_s = spv.display().to_string();
    let o = hlslc(&[
        "compile",
        &file,
        "-T",
        "cs_6_2",
        "-enable-16bit-types",
        "-o",
        &spv_s,
    ]);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    let words = spirv_words(&spv);
    let name: Vec<u32> = b"SPV_KHR_16bit_storage\0\0\0"
        .chunks(4)
        .map(|c| u32::from_le_bytes(c.try_into().expect("a word")))
        .collect();
    let extension = [&[(7 << 16) | 10][..], &name].concat();
    let found = words
        .windows(extension.len())
        .filter(|w| *w == extension)
        .count();
    assert_eq!(found, 1, "OpExtension \"SPV_KHR_16bit_storage\" once");
}

/// A texture and a sampler on one binding are a combined image sampler in
/// SPIR-V: no diagnostic, both keep the binding.
#[test]
fn a_texture_and_a_sampler_share_a_binding_silently_in_spirv_pipeline() {
    let dir = scratch("combined");
    let text = "Texture2D t : register(t3);\n\
                SamplerState s : register(s3);\n\
                float4 main(float2 uv : UV) : SV_Target { return t.Sample(s, uv); }\n";
    let file = write(&dir, "a.hlsl", text);
    let spv = dir.join("a.spv").display().to_string();
    let o = hlslc(&["compile", &file, "-T", "ps_6_0", "-o", &spv]);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    assert_eq!(stderr(&o), "");
    let o = hlslc(&["compile", &file, "-T", "ps_6_0", "--target", "wgsl"]);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    assert!(
        stderr(&o).contains(
            "warning: 's' is moved from descriptor set 0, binding 3, which 't' holds, to binding 0"
        ),
        "{}",
        stderr(&o)
    );
}

/// A `vk::SampledTexture*` is a combined image sampler: in SPIR-V an image
/// and a sampler variable on its binding (one sampler per kind of
/// sampling: plain and comparison); the text targets cannot say it.
#[test]
fn vk_sampled_texture_is_an_image_and_samplers_on_one_binding_pipeline() {
    let dir = scratch("vk_sampled");
    let text = "vk::SampledTexture2D<float> t : register(t3);\n\
                float4 main(float2 uv : UV) : SV_Target {\n\
                  return t.Sample(uv) + t.SampleCmp(uv, 0.5) + t[uint2(1, 2)];\n\
                }\n";
    let file = write(&dir, "a.hlsl", text);
    let spv = dir.join("a.spv");
    let spv_s = spv.display().to_string();
    let o = hlslc(&["compile", &file, "-T", "ps_6_0", "-o", &spv_s]);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    assert_eq!(stderr(&o), "");
    // OpDecorate %x Binding 3: the image and both samplers.
    const OP_DECORATE: u32 = (4 << 16) | 71;
    let words = spirv_words(&spv);
    let on_3 = words
        .windows(4)
        .filter(|w| w[0] == OP_DECORATE && w[2] == 33 && w[3] == 3)
        .count();
    assert_eq!(on_3, 3, "three variables on binding 3");
    let o = hlslc(&["compile", &file, "-T", "ps_6_0", "--target", "wgsl"]);
    assert_eq!(code(&o), 1);
    assert!(
        stderr(&o).contains(
            "a.hlsl:1:29: error: 'vk::SampledTexture2D<float>' is not supported when targeting WGSL"
        ),
        "{}",
        stderr(&o)
    );
}

/// A descriptor heap in the interpreter: descriptor k of
/// `ResourceDescriptorHeap` is bound as `heapK` (`samplerheapK` for
/// `SamplerDescriptorHeap`), whatever type code reads it as; an index past
/// the descriptors given traps.
#[test]
fn descriptor_heaps_dispatch_pipeline() {
    let dir = scratch("heap");
    let text = "RWStructuredBuffer<float> o : register(u0);\n\
                [numthreads(2, 1, 1)] void main(uint3 id : SV_DispatchThreadID) {\n\
                  StructuredBuffer<uint> table = ResourceDescriptorHeap[0];\n\
                  RWStructuredBuffer<uint> dst = ResourceDescriptorHeap[NonUniformResourceIndex(table[id.x])];\n\
                  dst[id.x] = 10 + id.x;\n\
                  Texture2D<float> t = ResourceDescriptorHeap[3];\n\
                  SamplerState s = SamplerDescriptorHeap[0];\n\
                  o[id.x] = t.SampleLevel(s, float2(0.75, 0.5), 0) + (float)table[id.x];\n\
                }\n";
    let file = write(&dir, "a.hlsl", text);
    let spv = dir.join("a.spv").display().to_string();
    let o = hlslc(&["compile", &file, "-T", "cs_6_6", "-o", &spv]);
    assert_eq!((code(&o), stderr(&o)), (0, String::new()));
    let out = dir.join("out").display().to_string();
    let run = |table: &str| {
        let o0 = format!("u0={}", write(&dir, "o.json", "[0, 0]"));
        let h0 = format!("heap0={}", write(&dir, "table.json", table));
        let h1 = format!("heap1={}", write(&dir, "h1.json", "[0, 0]"));
        let h2 = format!("heap2={}", write(&dir, "h2.json", "[0, 0]"));
        let tex = "{\"format\": \"r32float\", \"width\": 2, \"height\": 1, \"data\": [1, 2]}";
        let h3 = format!("heap3={}", write(&dir, "t.texture.json", tex));
        hlslc(&[
            "dispatch",
            &file,
            "-T",
            "cs_6_6",
            "--groups",
            "1,1,1",
            "--buffer",
            &o0,
            "--buffer",
            &h0,
            "--buffer",
            &h1,
            "--buffer",
            &h2,
            "--texture",
            &h3,
            "--sampler",
            "samplerheap0=point,clamp",
            "--out-dir",
            &out,
            "--print",
            "u0",
            "--print",
            "heap1",
            "--print",
            "heap2",
        ])
    };
    let o = run("[1, 2]");
    assert_eq!(
        (code(&o), stdout(&o)),
        (
            0,
            "u0 = [3, 4]\nheap1 = [10, 0]\nheap2 = [0, 11]\n".to_string()
        ),
        "{}",
        stderr(&o)
    );
    let o = run("[1, 4]");
    assert_eq!(code(&o), 3, "{}", stderr(&o));
    assert!(
        stderr(&o).contains(
            "index 4 into the unbounded array of resources 'ResourceDescriptorHeap' is past the 4 \
             resources bound at consecutive registers from heap0"
        ),
        "{}",
        stderr(&o)
    );
}

/// naga has no input attachments: compiling a `SubpassInput` reports its
/// declaration.
#[test]
fn subpass_inputs_are_reported_by_compile_pipeline() {
    let dir = scratch("subpass");
    let text = "[[vk::input_attachment_index(0)]] SubpassInput c;\n\
                float4 main() : SV_Target { return c.SubpassLoad(); }\n";
    let file = write(&dir, "a.hlsl", text);
    let spv = dir.join("a.spv").display().to_string();
    let o = hlslc(&["compile", &file, "-T", "ps_6_0", "-o", &spv]);
    assert_eq!(code(&o), 1);
    assert!(
        stderr(&o).contains(
            "a.hlsl:1:48: error: the resource type 'SubpassInput' is not supported when targeting SPIR-V"
        ),
        "{}",
        stderr(&o)
    );
}

/// `Interlocked*` on a texel is naga's image atomic, which returns nothing
/// and has no exchange: the forms that need either are located errors, in
/// `compile` (the interpreter runs them all).
#[test]
fn image_atomics_without_a_result_are_reported_by_compile_pipeline() {
    let dir = scratch("image_atomics");
    for (call, what) in [
        (
            "uint old; InterlockedAdd(t[id.xy], 1, old); o[0] = old;",
            "an 'Interlocked*' on a texel with an 'original' value argument (naga's image \
             atomics return no value)",
        ),
        (
            "uint old; InterlockedExchange(t[id.xy], 1, old); o[0] = old;",
            "an 'Interlocked*' on a texel with an 'original' value argument (naga's image \
             atomics return no value)",
        ),
        (
            "InterlockedCompareStore(t[id.xy], 0, 1);",
            "an exchange on a texel (naga's image atomics have no exchange)",
        ),
    ] {
        let text = format!(
            "RWTexture2D<uint> t : register(u0);\n\
             RWStructuredBuffer<uint> o : register(u1);\n\
             [numthreads(1, 1, 1)] void main(uint3 id : SV_DispatchThreadID) {{ {call} }}\n"
        );
        let file = write(&dir, "a.hlsl", &text);
        let spv = dir.join("a.spv").display().to_string();
        let o = hlslc(&["compile", &file, "-T", "cs_6_0", "-o", &spv]);
        assert_eq!(code(&o), 1, "{call}");
        let want = format!("error: {what} is not supported when targeting SPIR-V");
        assert!(stderr(&o).contains(&want), "{call}: {}", stderr(&o));
    }
    // On a texture array, naga's MSL and GLSL writers lose the layer.
    let text = "RWTexture2DArray<uint> t : register(u0);\n\
                [numthreads(1, 1, 1)] void main() { InterlockedAdd(t[uint3(0, 0, 1)], 1); }\n";
    let file = write(&dir, "a.hlsl", text);
    for (target, name) in [("msl", "MSL"), ("glsl", "GLSL"), ("wgsl", "")] {
        let out = dir.join("a.out").display().to_string();
        let o = hlslc(&[
            "compile", &file, "-T", "cs_6_0", "--target", target, "-o", &out,
        ]);
        if name.is_empty() {
            assert_eq!(code(&o), 0, "{}", stderr(&o));
            continue;
        }
        assert_eq!(code(&o), 1);
        let want = format!(
            "a.hlsl:2:37: error: an 'Interlocked*' on a texel of a texture array (naga's writer \
             loses its layer) is not supported when targeting {name}"
        );
        assert!(stderr(&o).contains(&want), "{}", stderr(&o));
    }
}

/// A structured buffer whose layout naga cannot express is read as 32-bit
/// words; a `double` in it takes two, low word first, reassembled with
/// bitcasts. S's double4 sits at offset 16 in D3D's tight layout, where
/// naga would put it at 32. The module validates, and the interpreter
/// moves the doubles' words exactly.
#[test]
fn doubles_in_word_buffers_compile_and_run_pipeline() {
    let dir = scratch("word-doubles");
    let text = "struct S { uint4 u; double4 d; };\n\
                RWStructuredBuffer<S> b : register(u0);\n\
                [numthreads(1, 1, 1)] void main() {\n\
                    b[0].d.xyz = b[1].d.xyz;\n\
                    b[1].d.w = b[1].d.x * 2.0 + b[0].d.w;\n\
                    b[0].u.x = (uint)b[1].d.w;\n\
                }\n";
    let file = write(&dir, "a.hlsl", text);
    let spv = dir.join("a.spv").display().to_string();
    // FXC's tight layout (-fvk-use-dx-layout) puts the double4 at 16
    // bytes, which naga's alignment of 32 cannot express.
    let o = hlslc(&[
        "compile",
        &file,
        "-T",
        "cs_6_0",
        "-o",
        &spv,
        "-fvk-use-dx-layout",
    ]);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    let val = std::process::Command::new("spirv-val")
        .args(["--target-env", "vulkan1.1", &spv])
        .output()
        .expect("spirv-val");
    assert!(
        val.status.success(),
        "{}",
        String::from_utf8_lossy(&val.stderr)
    );
    // Element 1's d = (1.5, -2.25, 2^100, 0.5), element 0's d.w = 3; high
    // words 0x3FF80000, 0xC0020000, 0x46300000, 0x3FE00000, 0x40080000
    // (low words 0). Afterwards element 1's d.w is 6 (0x40180000) and
    // element 0's u.x is 6.
    let before: [u32; 24] = [
        9,
        9,
        9,
        9,
        0,
        0,
        0,
        0,
        0,
        0,
        0,
        0x4008_0000, //
        8,
        8,
        8,
        8,
        0,
        0x3FF8_0000,
        0,
        0xC002_0000,
        0,
        0x4630_0000,
        0,
        0x3FE0_0000,
    ];
    let after: [u32; 24] = [
        6,
        9,
        9,
        9,
        0,
        0x3FF8_0000,
        0,
        0xC002_0000,
        0,
        0x4630_0000,
        0,
        0x4008_0000, //
        8,
        8,
        8,
        8,
        0,
        0x3FF8_0000,
        0,
        0xC002_0000,
        0,
        0x4630_0000,
        0,
        0x4018_0000,
    ];
    let bytes: Vec<u8> = before.iter().flat_map(|w| w.to_le_bytes()).collect();
    let input = dir.join("b.bin");
    std::fs::write(&input, bytes).unwrap();
    let out = dir.join("out");
    let o = hlslc(&[
        "dispatch",
        &file,
        "-T",
        "cs_6_0",
        "-fvk-use-dx-layout",
        "--buffer",
        &format!("u0={}", input.display()),
        "--out-dir",
        &out.display().to_string(),
    ]);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    let got = std::fs::read(out.join("u0.bin")).unwrap();
    let words: Vec<u32> = got
        .chunks(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect();
    assert_eq!(words, after);
}

/// An array of resources is one descriptor array at one binding, as DXC
/// emits it: a resource on the register of its second element takes the
/// next binding, without a collision.
#[test]
fn resource_array_takes_one_binding_pipeline() {
    let dir = scratch("collide_array");
    let text = "Buffer<float> ts[2] : register(t0);\n\
                Buffer<float> x : register(t1);\n\
                RWStructuredBuffer<float> o : register(u9);\n\
                [numthreads(1, 1, 1)] void main() { o[0] = ts[1][0] + x[0]; }\n";
    let file = write(&dir, "a.hlsl", text);
    let o = hlslc(&["compile", &file, "-T", "cs_6_0", "--target", "wgsl"]);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    let wgsl = stdout(&o);
    assert!(
        wgsl.contains("@group(0) @binding(0) \nvar<storage> ts: binding_array<"),
        "{wgsl}"
    );
    assert!(
        wgsl.contains("@group(0) @binding(1) \nvar<storage> x:"),
        "{wgsl}"
    );
}

/// A counter buffer takes a binding like any declaration: one that
/// `[[vk::counter_binding]]` puts on a used buffer's binding shares it
/// (moved in the text targets), named as DXC names counters.
#[test]
fn counter_bindings_collide_like_declarations_pipeline() {
    let dir = scratch("collide_counter");
    let text = "RWStructuredBuffer<uint> o : register(u0);\n\
                [[vk::counter_binding(0)]] AppendStructuredBuffer<uint> q : register(u1);\n\
                [numthreads(1, 1, 1)] void main() { q.Append(o[0]); }\n";
    let file = write(&dir, "a.hlsl", text);
    let o = hlslc(&["compile", &file, "-T", "cs_6_0", "--target", "wgsl"]);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    let err = stderr(&o);
    assert!(
        err.contains(
            "a.hlsl:2:57: warning: 'counter_var_q' is moved from descriptor set 0, binding 0, \
             which 'o' holds, to binding 2"
        ),
        "{err}"
    );
    // Without the attribute the counter takes the first free binding.
    let file = write(
        &dir,
        "b.hlsl",
        &text.replace("[[vk::counter_binding(0)]] ", ""),
    );
    let o = hlslc(&["compile", &file, "-T", "cs_6_0", "--target", "wgsl"]);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    assert!(
        stdout(&o).contains("@group(0) @binding(2) \nvar<storage, read_write> counter_var_q"),
        "{}",
        stdout(&o)
    );
}

#[test]
fn ast_prints_the_tree_and_fails_only_on_syntax_errors() {
    let dir = scratch("ast");
    let ok = write(&dir, "ok.hlsl", "#define TWO 2\nint f() { return TWO; }\n");
    let o = hlslc(&["ast", &ok]);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    assert_eq!(stdout(&o), "func int f()\n  return 2\n");
    // A semantic error is not `ast`'s business; a syntax error is.
    let sema = write(&dir, "sema.hlsl", "int f() { return nope; }\n");
    assert_eq!(code(&hlslc(&["ast", &sema])), 0);
    let bad = write(&dir, "bad.hlsl", "int f() { return 1 }\n");
    let o = hlslc(&["ast", &bad]);
    assert_eq!(code(&o), 1);
    assert!(stderr(&o).contains("expected ';'"), "{}", stderr(&o));
}

#[test]
fn register_diagnostics_print_the_spec_text_pipeline() {
    let dir = scratch("registers");
    let file = write(&dir, "a.hlsl", "RWBuffer<float> f : register(c3);\n");
    let o = hlslc(&["check", &file]);
    assert_eq!(code(&o), 1);
    let expected = format!(
        "{file}:1:21: error: UAV type 'RWBuffer<float>' requires register type 'u', but \
         register type 'c' was used.\n\
         RWBuffer<float> f : register(c3);\n                    ^~~~~~~~~~~~\n\
         1 error generated.\n"
    );
    assert_eq!(stderr(&o), expected);
    // The legacy switch turns a default error into a warning.
    let file = write(&dir, "b.hlsl", "float f : register(i0);\n");
    let o = hlslc(&["check", &file, "-Wno-disallow-legacy-binding-rules"]);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    assert!(
        stderr(&o).contains(
            "b.hlsl:1:11: warning: deprecated legacy int constant register binding 'i' used. \
             [-Wdisallow-legacy-binding-rules]"
        ),
        "{}",
        stderr(&o)
    );
}

/// `-fvk-<class>-shift` separates the classes that share binding 0 by
/// default; the shifted bindings reach the output.
#[test]
fn vk_shifts_separate_register_classes_pipeline() {
    let dir = scratch("vk_shift");
    let text = "cbuffer P : register(b0) { float a; };\n\
                RWStructuredBuffer<float> o : register(u0);\n\
                [numthreads(1, 1, 1)] void main() { o[0] = a; }\n";
    let file = write(&dir, "a.hlsl", text);
    let args = ["compile", &file, "-T", "cs_6_0", "--target", "wgsl"];
    let o = hlslc(&[&args[..], &["-fvk-u-shift", "5", "all"]].concat());
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    let wgsl = stdout(&o);
    assert!(
        wgsl.contains("@group(0) @binding(5) \nvar<storage, read_write> o"),
        "{wgsl}"
    );
    assert!(
        wgsl.contains("@group(0) @binding(0) \nvar<uniform> P"),
        "{wgsl}"
    );
}

/// Two resources on one binding where the entry point uses only one:
/// naga can write it, so it is a warning naming both, which `-Werror`
/// (or `-Werror=vulkan-binding-collision`) turns into an error.
#[test]
fn vulkan_binding_collision_of_an_unused_resource_warns_pipeline() {
    let dir = scratch("vk_collide_warn");
    let text = "RWStructuredBuffer<float> o : register(u0);\n\
                StructuredBuffer<float> spare : register(t0);\n\
                [numthreads(1, 1, 1)] void main() { o[0] = 1; }\n";
    let file = write(&dir, "a.hlsl", text);
    let args = ["compile", &file, "-T", "cs_6_0", "--target", "wgsl"];
    let o = hlslc(&args);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    let err = stderr(&o);
    assert!(
        err.contains(
            "a.hlsl:2:25: warning: 'o' and 'spare' are both bound to descriptor set 0, \
             binding 0; separate the register classes with -fvk-<class>-shift or give them \
             distinct register numbers [-Wvulkan-binding-collision]"
        ),
        "{err}"
    );
    assert!(
        err.contains("a.hlsl:1:27: note: 'o' is declared here"),
        "{err}"
    );
    for werror in ["-Werror", "-Werror=vulkan-binding-collision"] {
        let o = hlslc(&[&args[..], &[werror]].concat());
        assert_eq!(code(&o), 1, "{werror}");
        assert!(
            stderr(&o).contains("error: 'o' and 'spare' are both bound"),
            "{}",
            stderr(&o)
        );
    }
    let o = hlslc(&[&args[..], &["-fvk-t-shift", "1", "0"]].concat());
    assert_eq!(code(&o), 0);
    assert!(!stderr(&o).contains("warning"), "{}", stderr(&o));
}

#[test]
fn reflect_prints_json_pipeline() {
    let dir = scratch("reflect");
    let file = write(&dir, "a.hlsl", DOUBLER);
    let o = hlslc(&["reflect", &file, "-T", "cs_6_0", "-E", "main"]);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    let json: serde_json::Value = serde_json::from_str(&stdout(&o)).expect("valid JSON");
    assert_eq!(json["schema_version"], 1);
    assert_eq!(json["resources"][0]["name"], "data");
    assert_eq!(json["resources"][0]["class"], "u");
    assert_eq!(json["entry_points"][0]["numthreads"][0], 4);
    // DXC's flag spelling before the subcommand works too.
    let o = hlslc(&["-T", "cs_6_0", "reflect", &file]);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
}

#[test]
fn reflect_of_a_program_with_errors_prints_nothing_pipeline() {
    let dir = scratch("reflect-errors");
    let file = write(
        &dir,
        "a.hlsl",
        "[numthreads(1, 1, 1)] void main() { undeclared = 1; }\n",
    );
    let o = hlslc(&["reflect", &file]);
    assert_eq!(code(&o), 1);
    assert!(stdout(&o).is_empty(), "{}", stdout(&o));
    assert!(stderr(&o).contains("error"), "{}", stderr(&o));
}

/// HLSL packs a cbuffer member into the padding after a struct; naga's
/// structs have none, so the cbuffer is kept as `vec4<u32>` registers
/// (docs/design.md, "Memory and bindings").
#[test]
fn cbuffer_member_in_struct_padding_compiles_pipeline() {
    let dir = scratch("struct_padding");
    let text = "struct L { float3 a; float b; float2 c; };\n\
                cbuffer P : register(b0) { L l; float u; };\n\
                RWStructuredBuffer<float> o : register(u1);\n\
                [numthreads(1, 1, 1)] void main() { o[0] = l.c.x + u; }\n";
    let file = write(&dir, "a.hlsl", text);
    // FXC packs u into l's last register; std140 puts it after l (typed).
    let dx = ["-fvk-use-dx-layout"];
    let o = hlslc(
        &[
            &["compile", &file, "-T", "cs_6_0", "--target", "wgsl"][..],
            &dx,
        ]
        .concat(),
    );
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    let wgsl = stdout(&o);
    assert!(wgsl.contains("rows: array<vec4<u32>, 2>"), "{wgsl}");
    // l.c.x at byte 16, u at byte 24.
    assert!(wgsl.contains("P.rows[1].x"), "{wgsl}");
    assert!(wgsl.contains("P.rows[1].z"), "{wgsl}");
}

/// Atomics need typed `atomic<T>` members, which a buffer kept as words
/// (a stride naga cannot express) does not have.
#[test]
fn atomic_in_a_split_buffer_is_unsupported_pipeline() {
    let dir = scratch("atomic_split");
    let text = "struct S { float3 p; uint n; float3 q; };\n\
                RWStructuredBuffer<S> b : register(u0);\n\
                [numthreads(1, 1, 1)] void main() { InterlockedAdd(b[0].n, 1); }\n";
    let file = write(&dir, "a.hlsl", text);
    // Tight (FXC) elements of 28 bytes are kept as words.
    let dx = "-fvk-use-dx-layout";
    let o = hlslc(&["compile", &file, "-T", "cs_6_0", "--target", "wgsl", dx]);
    assert_eq!(code(&o), 1);
    let err = stderr(&o);
    assert!(err.contains("is not supported"), "{err}");
    assert!(!err.contains("internal compiler error"), "{err}");
}

/// A batch of four permutations (one broken) in a scratch directory.
fn batch_inputs(dir: &Path) {
    std::fs::create_dir_all(dir.join("inc")).expect("inc");
    std::fs::create_dir_all(dir.join("out")).expect("out");
    write(
        dir,
        "inc/common.hlsli",
        "#pragma once\nfloat scale(float x) { return x * SCALE; }\n",
    );
    write(
        dir,
        "kernel.hlsl",
        "#include \"common.hlsli\"\n\
         RWStructuredBuffer<float> data : register(u0);\n\
         [numthreads(64, 1, 1)]\n\
         void main(uint3 id : SV_DispatchThreadID) {\n\
         #if FAST\n    data[id.x] = scale(data[id.x]);\n\
         #else\n    data[id.x] = scale(data[id.x]) + 1;\n#endif\n}\n",
    );
    write(
        dir,
        "manifest.json",
        r#"{
  "include_dirs": ["inc"],
  "depfiles": true,
  "jobs": [
    { "file": "kernel.hlsl", "profile": "cs_6_0", "defines": ["SCALE=2", "FAST=1"], "output": "out/fast.spv" },
    { "file": "kernel.hlsl", "profile": "cs_6_0", "defines": ["SCALE=3"], "output": "out/slow.spv" },
    { "file": "kernel.hlsl", "profile": "cs_6_0", "defines": ["SCALE=3"], "target": "wgsl", "output": "out/slow.wgsl" },
    { "file": "kernel.hlsl", "profile": "cs_6_0", "output": "out/broken.spv" }
  ]
}"#,
    );
}

#[test]
fn batch_compiles_every_job_and_reports_failures_pipeline() {
    let dir = scratch("batch");
    batch_inputs(&dir);
    let manifest = dir.join("manifest.json").display().to_string();
    let o = hlslc(&["batch", &manifest, "-j", "3"]);
    assert_eq!(code(&o), 1, "{}", stderr(&o));
    let err = stderr(&o);
    assert!(
        err.contains("[4/4] kernel.hlsl (cs_6_0) -> out/broken.spv"),
        "{err}"
    );
    assert!(
        err.contains("use of undeclared identifier 'SCALE'"),
        "{err}"
    );
    assert!(err.contains("batch: 1 of 4 failed (jobs 4)"), "{err}");
    // Each output is what the same `hlslc compile` writes.
    let single = dir.join("single.spv").display().to_string();
    let kernel = dir.join("kernel.hlsl").display().to_string();
    let inc = dir.join("inc").display().to_string();
    let o = hlslc(&[
        "compile", &kernel, "-T", "cs_6_0", "-I", &inc, "-D", "SCALE=3", "-o", &single,
    ]);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    let read = |p: PathBuf| std::fs::read(p).expect("output written");
    assert_eq!(read(dir.join("out/slow.spv")), read(dir.join("single.spv")));
    assert!(!read(dir.join("out/slow.wgsl")).is_empty());
    // A Make rule per output, naming the include.
    let dep = String::from_utf8(read(dir.join("out/fast.spv.d"))).expect("utf-8");
    assert!(
        dep.starts_with(&format!("{}:", dir.join("out/fast.spv").display())),
        "{dep}"
    );
    assert!(dep.contains("common.hlsli"), "{dep}");
}

#[test]
fn batch_output_does_not_depend_on_threads_pipeline() {
    let dir = scratch("batch-threads");
    batch_inputs(&dir);
    let manifest = dir.join("manifest.json").display().to_string();
    let run = |j: &str| {
        let o = hlslc(&["batch", &manifest, "-j", j]);
        let files: Vec<Vec<u8>> = ["out/fast.spv", "out/slow.spv", "out/slow.wgsl"]
            .iter()
            .map(|f| std::fs::read(dir.join(f)).expect("output written"))
            .collect();
        (code(&o), stderr(&o), files)
    };
    let one = run("1");
    let four = run("4");
    assert_eq!(one, four);
}

/// Every `// compile:` line of tests/shaders (113 permutations of 52
/// shaders) as one manifest, to SPIR-V and to WGSL: the output files must
/// be byte-identical with one worker thread and with four, and from one
/// run to the next.
#[test]
fn batch_of_every_test_shader_is_deterministic_pipeline() {
    let dir = scratch("batch-shaders");
    let shaders = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/shaders");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&shaders)
        .expect("tests/shaders")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "hlsl"))
        .collect();
    files.sort();
    let mut jobs = Vec::new();
    for file in &files {
        let text = std::fs::read_to_string(file).expect("shader");
        for line in text.lines().filter_map(|l| l.strip_prefix("// compile:")) {
            let words: Vec<&str> = line.split_whitespace().collect();
            let (mut profile, mut entry, mut flags) = ("", "main", Vec::new());
            let mut i = 0;
            while i < words.len() {
                match words[i] {
                    "-T" => profile = words[i + 1],
                    "-E" => entry = words[i + 1],
                    _ => {
                        flags.push(words[i]);
                        i += 1;
                        continue;
                    }
                }
                i += 2;
            }
            for target in ["spirv", "wgsl"] {
                jobs.push(format!(
                    r#"{{ "file": {:?}, "profile": "{profile}", "entry": "{entry}", "flags": {:?}, "target": "{target}", "output": "out/{}.{target}" }}"#,
                    file.display().to_string(),
                    flags,
                    jobs.len()
                ));
            }
        }
    }
    assert!(jobs.len() >= 200, "{} jobs", jobs.len());
    let manifest = write(
        &dir,
        "manifest.json",
        &format!("{{ \"jobs\": [\n{}\n] }}", jobs.join(",\n")),
    );
    let run = |j: &str| {
        let _ = std::fs::remove_dir_all(dir.join("out"));
        std::fs::create_dir_all(dir.join("out")).expect("out");
        let o = hlslc(&["batch", &manifest, "-j", j]);
        assert_eq!(code(&o), 0, "{}", stderr(&o));
        (0..jobs.len())
            .map(|k| {
                let target = if k % 2 == 0 { "spirv" } else { "wgsl" };
                std::fs::read(dir.join(format!("out/{k}.{target}"))).expect("output written")
            })
            .collect::<Vec<_>>()
    };
    let one = run("1");
    let four = run("4");
    let again = run("4");
    for (k, ((a, b), c)) in one.iter().zip(&four).zip(&again).enumerate() {
        assert!(!a.is_empty(), "job {k}: empty output");
        assert!(a == b, "job {k}: -j 1 and -j 4 differ");
        assert!(b == c, "job {k}: two runs with -j 4 differ");
    }
}

#[test]
fn batch_rejects_a_bad_manifest() {
    let dir = scratch("batch-bad");
    let manifest = write(
        &dir,
        "manifest.json",
        r#"{ "jobs": [ { "file": "a.hlsl" } ] }"#,
    );
    let o = hlslc(&["batch", &manifest]);
    assert_eq!(code(&o), 2);
    assert!(stderr(&o).contains("missing field"), "{}", stderr(&o));
}

/// `register(cN)` can order `$Globals` differently from its declarations
/// and leave gaps; lowering keeps such a buffer as 16-byte registers of
/// words, which every target writes at the right offsets.
#[test]
fn explicit_constant_offsets_lower_on_every_target_pipeline() {
    let dir = scratch("register_c");
    let text = "float4 tint : register(c2);\n\
                float scale : register(c0);\n\
                float4 bias;\n\
                uint count : register(c1);\n\
                RWStructuredBuffer<float4> o : register(u1);\n\
                [numthreads(4, 1, 1)] void main(uint3 id : SV_DispatchThreadID) {\n\
                \x20   if (id.x < count) o[id.x] = tint * scale + bias;\n\
                }\n";
    let file = write(&dir, "a.hlsl", text);
    let spv = dir.join("a.spv").display().to_string();
    let o = hlslc(&["compile", &file, "-T", "cs_6_0", "-o", &spv]);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    for target in ["msl", "glsl"] {
        let o = hlslc(&["compile", &file, "-T", "cs_6_0", "--target", target]);
        assert_eq!(code(&o), 0, "{}", stderr(&o));
    }
    let o = hlslc(&["compile", &file, "-T", "cs_6_0", "--target", "wgsl"]);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    let wgsl = stdout(&o);
    assert!(wgsl.contains("rows: array<vec4<u32>, 4>"), "{wgsl}");
    // scale at byte 0, count at 16, tint at 32, bias after the furthest: 48.
    for read in ["rows[0].x", "rows[1].x", "rows[2].w", "rows[3].x"] {
        assert!(
            wgsl.contains(&format!("u0024_Globals.{read}")),
            "{read}: {wgsl}"
        );
    }
}

/// A cbuffer array of scalars has a stride of 16, which naga's WGSL writer
/// would drop (writing WGSL's stride of 4): the buffer is kept as words.
#[test]
fn scalar_arrays_in_a_cbuffer_keep_their_stride_in_wgsl_pipeline() {
    let dir = scratch("cbuffer_array");
    let text = "cbuffer P : register(b0) { float a[3]; };\n\
                RWStructuredBuffer<float> o : register(u1);\n\
                [numthreads(1, 1, 1)] void main() { o[0] = a[1]; }\n";
    let file = write(&dir, "a.hlsl", text);
    let o = hlslc(&["compile", &file, "-T", "cs_6_0", "--target", "wgsl"]);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    let wgsl = stdout(&o);
    assert!(wgsl.contains("rows: array<vec4<u32>, 3>"), "{wgsl}");
    assert!(wgsl.contains("P.rows[1].x"), "{wgsl}");
    assert!(!wgsl.contains("array<f32, 3>"), "{wgsl}");
}

/// Resource methods the checker accepts but lowering and the interpreter
/// do not support yet: each is a clean diagnostic (exit 1) or trap, never
/// a panic.
#[test]
fn checked_but_unlowered_methods_are_diagnostics_pipeline() {
    let dir = scratch("unlowered-methods");
    let cases = [
        (
            "Texture2DMSArray<float4> ms; RWStructuredBuffer<uint> o; [numthreads(1,1,1)] void main() { uint w, h, l, n; ms.GetDimensions(w, h, l, n); o[0] = l; }",
            "the layer count of a multisampled texture array is not supported",
        ),
        (
            "Texture2D<float4> t; SamplerState s; RWStructuredBuffer<float4> o; [numthreads(1,1,1)] void main() { uint st; o[0] = t.GatherRed(s, float2(0, 0), int2(0, 0), st); }",
            "the status argument of 'Gather' is not supported",
        ),
        (
            "Texture2D<float4> t; SamplerState s; RWStructuredBuffer<float4> o; [numthreads(1,1,1)] void main() { int2 k = int2(0, 0); o[0] = t.GatherBlue(s, float2(0, 0), k, k, k, k); }",
            "a texel offset that is not a constant (a literal, a 'static const' or arithmetic on them) is not supported",
        ),
        (
            "Texture2D<float> t; SamplerComparisonState s; RWStructuredBuffer<float4> o; [numthreads(1,1,1)] void main() { o[0] = t.GatherCmpAlpha(s, float2(0, 0), 0.5); }",
            "gathering a comparison of another channel than red is not supported",
        ),
        (
            "struct S { float a; float16_t b; }; ByteAddressBuffer b; RWStructuredBuffer<float> o; [numthreads(1,1,1)] void main() { S s = b.Load<S>(0); o[0] = s.a; }",
            "a byte-address 'Load<T>' or 'Store<T>' of a type with 16-bit scalars ('S') is not supported",
        ),
        (
            "RWByteAddressBuffer b; [numthreads(1,1,1)] void main() { b.Store<uint16_t2>(0, uint16_t2(1, 2)); }",
            "a byte-address 'Load<T>' or 'Store<T>' of a type with 16-bit scalars ('uint16_t2') is not supported",
        ),
        (
            "Texture2D<float4> t; SamplerState s; RWStructuredBuffer<float4> o; [numthreads(1,1,1)] void main() { int2 k = int2(1, 0); o[0] = t.SampleLevel(s, float2(0, 0), 0, k); }",
            "a texel offset that is not a constant",
        ),
        (
            "RWStructuredBuffer<float> o; [numthreads(8,8,1)] void main() { o[WaveGetLaneIndex()] = 1; }",
            "in a compute shader whose thread group has more than one dimension is not supported",
        ),
    ];
    for (i, (text, message)) in cases.iter().enumerate() {
        let file = write(&dir, &format!("c{i}.hlsl"), text);
        // 6.2: the templated byte-address forms need it.
        for target in ["wgsl", "msl", "glsl"] {
            let o = hlslc(&["compile", &file, "-T", "cs_6_2", "--target", target]);
            assert_eq!(code(&o), 1, "{text} ({target}): {}", stderr(&o));
            assert!(stderr(&o).contains(message), "{text}: {}", stderr(&o));
        }
    }
    let file = write(
        &dir,
        "lod.hlsl",
        "Texture2D t; SamplerState s;\n\
         float4 main(float2 uv : TEXCOORD) : SV_Target { return t.CalculateLevelOfDetail(s, uv); }\n",
    );
    let o = hlslc(&["compile", &file, "-T", "ps_6_0", "--target", "wgsl"]);
    assert_eq!(code(&o), 1, "{}", stderr(&o));
    assert!(
        stderr(&o).contains("'CalculateLevelOfDetail' is not supported"),
        "{}",
        stderr(&o)
    );
    // A system value naga has no built-in for is not a user location.
    let file = write(
        &dir,
        "layer.hlsl",
        "float4 main(float4 p : POSITION, out uint layer : SV_RenderTargetArrayIndex) : SV_Position {\n\
         layer = 1; return p; }\n",
    );
    let o = hlslc(&["compile", &file, "-T", "vs_6_0", "--target", "wgsl"]);
    assert_eq!(code(&o), 1, "{}", stderr(&o));
    assert!(
        stderr(&o).contains(
            "layer.hlsl:1:51: error: the semantic 'SV_RENDERTARGETARRAYINDEX' (naga has no built-in \
             for the render target array index) is not supported"
        ),
        "{}",
        stderr(&o)
    );
    // A level-of-detail clamp or a status argument of sampling and loads.
    for (i, (call, message)) in [
        (
            "t.Sample(s, uv, int2(0, 0), 1.0)",
            "the clamp argument of 'Sample'",
        ),
        (
            "t.SampleLevel(s, uv, 0, int2(0, 0), st)",
            "the status argument of 'SampleLevel'",
        ),
        (
            "t.Load(int3(0, 0, 0), int2(0, 0), st)",
            "the status argument of 'Load'",
        ),
    ]
    .iter()
    .enumerate()
    {
        let text = format!(
            "Texture2D t; SamplerState s;\n\
             float4 main(float2 uv : TEXCOORD) : SV_Target {{ uint st; return {call}; }}\n"
        );
        let file = write(&dir, &format!("clamp{i}.hlsl"), &text);
        let o = hlslc(&["compile", &file, "-T", "ps_6_0", "--target", "wgsl"]);
        assert_eq!(code(&o), 1, "{}", stderr(&o));
        let want = format!("{message} is not supported");
        assert!(stderr(&o).contains(&want), "{}", stderr(&o));
    }
    // Gathers without a status (with four constant offsets too), and `mips`, lower.
    let file = write(
        &dir,
        "ok.hlsl",
        "Texture2D<float4> t; Texture2D<float> d; SamplerState s; SamplerComparisonState c;\n\
         RWStructuredBuffer<float4> o;\n\
         [numthreads(1,1,1)] void main(uint3 id : SV_DispatchThreadID) {\n\
         o[0] = t.Gather(s, float2(0, 0)) + t.GatherAlpha(s, float2(0, 0), int2(1, 0))\n\
         + d.GatherCmpRed(c, float2(0, 0), 0.5) + t.mips[1][id.xy];\n\
         }\n",
    );
    let o = hlslc(&["compile", &file, "-T", "cs_6_0", "--target", "wgsl"]);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    assert!(
        stdout(&o).contains("textureGather(3, t, s"),
        "{}",
        stdout(&o)
    );
    assert!(
        stdout(&o).contains("textureGatherCompare(d, c"),
        "{}",
        stdout(&o)
    );
    // The interpreter traps on what it does not implement; byte-address
    // atomics run (a `run` call binds empty buffers: out of bounds, the
    // original is 0).
    let file = write(
        &dir,
        "run.hlsl",
        "Texture2DMS<float> ms;\n\
         float texel() { return ms.Load(int2(0, 0), 0); }\n\
         RWByteAddressBuffer b;\n\
         uint add() { uint o = 5; b.InterlockedAdd(0, 1, o); return o; }\n",
    );
    let o = hlslc(&["run", &file, "--call", "texel"]);
    assert_ne!(code(&o), 0);
    assert!(
        stderr(&o).contains("not implemented in the interpreter yet"),
        "{}",
        stderr(&o)
    );
    let o = hlslc(&["run", &file, "--call", "add"]);
    assert_eq!(
        (code(&o), stdout(&o).trim()),
        (0, "uint:0"),
        "{}",
        stderr(&o)
    );
}

const WAVE_SUM: &str = "RWStructuredBuffer<uint> data : register(u0);\n\
    [numthreads(4, 1, 1)]\n\
    void main(uint3 id : SV_DispatchThreadID) {\n\
        data[id.x] = WaveActiveSum(data[id.x]);\n\
    }\n";

/// The SPIR-V version word of a module file.
fn spirv_version(path: &Path) -> u32 {
    let bytes = std::fs::read(path).expect("output written");
    u32::from_le_bytes(bytes[4..8].try_into().expect("a header"))
}

#[test]
fn spirv_target_env_sets_the_spirv_version_pipeline() {
    let dir = scratch("target-env");
    let plain = write(&dir, "plain.hlsl", DOUBLER);
    let wave = write(&dir, "wave.hlsl", WAVE_SUM);
    let out = dir.join("out.spv");
    let out_s = out.display().to_string();
    let compile = |file: &str, extra: &[&str]| {
        let mut args = vec!["compile", file, "-T", "cs_6_0", "-Fo", &out_s];
        args.extend(extra);
        hlslc(&args)
    };
    // Without the option: 1.0, or 1.3 for subgroup operations.
    assert_eq!(code(&compile(&plain, &[])), 0);
    assert_eq!(spirv_version(&out), 0x0001_0000);
    assert_eq!(code(&compile(&wave, &[])), 0);
    assert_eq!(spirv_version(&out), 0x0001_0300);
    for (env, version) in [
        ("vulkan1.0", 0x0001_0000),
        ("vulkan1.1", 0x0001_0300),
        ("vulkan1.2", 0x0001_0500),
        ("vulkan1.3", 0x0001_0600),
    ] {
        let flag = format!("-fspv-target-env={env}");
        let o = compile(&plain, &[&flag]);
        assert_eq!(code(&o), 0, "{env}: {}", stderr(&o));
        assert_eq!(spirv_version(&out), version, "{env}");
    }
    let o = compile(&wave, &["-fspv-target-env=vulkan1.0"]);
    assert_eq!(code(&o), 1, "{}", stderr(&o));
    assert!(
        stderr(&o).contains(
            "wave intrinsics (they need -fspv-target-env=vulkan1.1 or later) is not supported \
             when targeting SPIR-V for vulkan1.0"
        ),
        "{}",
        stderr(&o)
    );
    let o = compile(&plain, &["-fspv-target-env=vulkan9"]);
    assert_eq!(code(&o), 2, "{}", stderr(&o));
    assert!(stderr(&o).contains("unknown SPIR-V target environment 'vulkan9'"));
}

#[test]
fn msl_and_glsl_versions_are_chosen_pipeline() {
    let dir = scratch("text-versions");
    let file = write(&dir, "a.hlsl", DOUBLER);
    // (target, version flag and value or none, exit status, text expected
    // at the start of stdout or in stderr)
    let cases: [(&str, &[&str], i32, &str); 5] = [
        ("glsl", &["--glsl-version", "310es"], 0, "#version 310 es\n"),
        ("glsl", &[], 0, "#version 450 core\n"),
        (
            "glsl",
            &["--glsl-version", "451"],
            2,
            "unknown GLSL version '451'",
        ),
        (
            "msl",
            &["--msl-version", "2.1"],
            0,
            "// language: metal2.1\n",
        ),
        (
            "msl",
            &["--msl-version", "9.0"],
            2,
            "unknown MSL version '9.0'",
        ),
    ];
    for (target, flags, status, text) in cases {
        let mut args = vec!["compile", &file, "-T", "cs_6_0", "--target", target];
        args.extend(flags);
        let o = hlslc(&args);
        assert_eq!(code(&o), status, "{args:?}: {}", stderr(&o));
        if status == 0 {
            assert!(stdout(&o).starts_with(text), "{args:?}: {}", stdout(&o));
        } else {
            assert!(stderr(&o).contains(text), "{args:?}: {}", stderr(&o));
        }
    }
}

#[test]
fn target_naga_dumps_the_validated_module_pipeline() {
    let dir = scratch("target-naga");
    let file = write(&dir, "a.hlsl", DOUBLER);
    let o = hlslc(&["compile", &file, "-T", "cs_6_0", "--target", "naga"]);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    let dump = stdout(&o);
    assert!(dump.starts_with("Module {"), "{dump}");
    assert!(dump.contains("entry_points: ["), "{dump}");
    assert!(
        dump.contains("workgroup_size: [\n                4,"),
        "{dump}"
    );
}

const PRECISE: &str = "RWStructuredBuffer<float> data : register(u0);\n\
    [numthreads(1, 1, 1)]\n\
    void main() {\n\
        precise float r = data[0] * data[1] - data[2];\n\
        data[3] = r;\n\
    }\n";

/// How many `OpDecorate %id NoContraction` a module file holds.
fn no_contractions(path: &Path) -> usize {
    let words = spirv_words(path);
    let mut at = 5;
    let mut n = 0;
    while at < words.len() {
        let count = (words[at] >> 16) as usize;
        if words[at] == (3 << 16) | 71 && words[at + 2] == 42 {
            n += 1;
        }
        at += count.max(1);
    }
    n
}

#[test]
fn precise_is_no_contraction_in_spirv_and_unsupported_elsewhere_pipeline() {
    let dir = scratch("precise");
    let precise = write(&dir, "precise.hlsl", PRECISE);
    let loose = write(&dir, "loose.hlsl", &PRECISE.replace("precise ", ""));
    let out = dir.join("out.spv");
    let out_s = out.display().to_string();
    let o = hlslc(&["compile", &precise, "-T", "cs_6_0", "-Fo", &out_s]);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    // The multiply and the subtraction.
    assert_eq!(no_contractions(&out), 2);
    let o = hlslc(&["compile", &loose, "-T", "cs_6_0", "-Fo", &out_s]);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    assert_eq!(no_contractions(&out), 0);
    for (target, name) in [("wgsl", "WGSL"), ("msl", "MSL"), ("glsl", "GLSL")] {
        let o = hlslc(&["compile", &precise, "-T", "cs_6_0", "--target", target]);
        assert_eq!(code(&o), 1, "{}", stderr(&o));
        let message =
            format!("precise.hlsl:4:1: error: `precise` is not supported when targeting {name}");
        assert!(stderr(&o).contains(&message), "{}", stderr(&o));
    }
}

#[test]
fn wide_scalars_are_reported_where_a_target_lacks_them_pipeline() {
    let dir = scratch("wide-scalars");
    let file = write(
        &dir,
        "a.hlsl",
        "RWStructuredBuffer<uint> o : register(u0);\n\
         [numthreads(1, 1, 1)]\n\
         void main() {\n\
         double d = o[0];\n\
         uint64_t w = o[1];\n\
         o[2] = (uint)(d * 2.0) + (uint)(w << 33);\n\
         }\n",
    );
    for (target, message) in [
        (
            "wgsl",
            "a.hlsl:4:12: error: the scalar type 'double' is not supported when targeting WGSL",
        ),
        (
            "msl",
            "a.hlsl:4:12: error: the scalar type 'double' is not supported when targeting MSL",
        ),
        (
            "glsl",
            "a.hlsl:5:14: error: the scalar type 'uint64_t' is not supported when targeting GLSL",
        ),
    ] {
        let o = hlslc(&["compile", &file, "-T", "cs_6_0", "--target", target]);
        assert_eq!(code(&o), 1, "{}", stderr(&o));
        assert!(stderr(&o).contains(message), "{target}: {}", stderr(&o));
    }
    let out = dir.join("a.spv").display().to_string();
    let o = hlslc(&["compile", &file, "-T", "cs_6_0", "-Fo", &out]);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
}

#[test]
fn sixteen_bit_types_follow_the_flag_and_the_target_pipeline() {
    let dir = scratch("sixteen-bit");
    let file = write(
        &dir,
        "a.hlsl",
        "RWStructuredBuffer<float> o : register(u0);\n\
         [numthreads(1, 1, 1)]\n\
         void main() {\n\
         half h = (half)o[0];\n\
         min16int k = (min16int)o[1];\n\
         o[2] = (float)(h * h) + (float)k;\n\
         }\n",
    );
    let flag = "-enable-16bit-types";
    // Without the flag, half is float and every target writes it.
    for target in ["wgsl", "msl", "glsl"] {
        let o = hlslc(&["compile", &file, "-T", "cs_6_2", "--target", target]);
        assert_eq!(code(&o), 0, "{target}: {}", stderr(&o));
    }
    let o = hlslc(&["compile", &file, "-T", "cs_6_2", flag, "--target", "wgsl"]);
    assert!(
        stderr(&o).contains(
            "a.hlsl:5:24: error: the scalar type 'int16_t' is not supported when targeting WGSL"
        ),
        "{}",
        stderr(&o)
    );
    let o = hlslc(&["compile", &file, "-T", "cs_6_2", flag, "--target", "glsl"]);
    assert!(
        stderr(&o).contains(
            "a.hlsl:4:16: error: the scalar type 'half' is not supported when targeting GLSL"
        ),
        "{}",
        stderr(&o)
    );
    let out = dir.join("a.spv").display().to_string();
    let o = hlslc(&["compile", &file, "-T", "cs_6_2", flag, "-Fo", &out]);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
}

const WHLSL: &str = "struct S { int x; }\n\
    int get(thread S* p) { return p->x; }\n\
    [numthreads(1, 1, 1)] compute void cs(device int[] b : register(u0)) { b[0] = 1; }\n";

#[test]
fn whlsl_check_validates_and_compiles_compute() {
    let dir = scratch("whlsl");
    let good = write(&dir, "good.whlsl", WHLSL);
    let o = hlslc(&["check", &good]);
    assert_eq!(
        (code(&o), stdout(&o), stderr(&o)),
        (0, String::new(), String::new())
    );
    // The dialect flag beats the extension.
    let named = write(&dir, "named.hlsl", WHLSL);
    assert_eq!(code(&hlslc(&["check", &named, "--dialect", "whlsl"])), 0);
    assert_eq!(code(&hlslc(&["check", &named])), 1);
    let bad = write(&dir, "bad.whlsl", "int f(int a) { return a-1; }\n");
    let o = hlslc(&["check", &bad]);
    assert_eq!(code(&o), 1);
    assert!(stderr(&o).contains("bad.whlsl:1:24: error: '-1' is one signed literal token"));
    // After a clean parse, validation runs.
    let invalid = write(&dir, "invalid.whlsl", "int f(int a) {\n    a = 1;\n}\n");
    let o = hlslc(&["check", &invalid]);
    assert_eq!(code(&o), 1);
    assert!(
        stderr(&o).contains("invalid.whlsl:1:5: error: function 'f' does not return a value"),
        "{}",
        stderr(&o)
    );
    // A compute entry point compiles (docs/whlsl-notes.md, "Compiling"),
    // to every target and to SPIR-V with DXC's spellings.
    let o = hlslc(&[
        "compile", &good, "-T", "cs_6_0", "-E", "cs", "--target", "wgsl",
    ]);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    assert!(
        stdout(&o).contains("@compute @workgroup_size(1, 1, 1)"),
        "{}",
        stdout(&o)
    );
    assert!(
        stdout(&o).contains("@group(0) @binding(0)"),
        "{}",
        stdout(&o)
    );
    let spv = dir.join("good.spv").display().to_string();
    let o = hlslc(&[
        "compile", &good, "-T", "cs_6_0", "-E", "cs", "-spirv", "-Fo", &spv,
    ]);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    let words = std::fs::read(&spv).unwrap();
    assert_eq!(words[..4], 0x0723_0203u32.to_le_bytes());
    // `-fvk-u-shift` moves the u register as it does HLSL's.
    let o = hlslc(&[
        "compile",
        &good,
        "-T",
        "cs_6_0",
        "-E",
        "cs",
        "--target",
        "wgsl",
        "-fvk-u-shift",
        "5",
        "0",
    ]);
    assert!(
        stdout(&o).contains("@group(0) @binding(5)"),
        "{}",
        stdout(&o)
    );
    // Other stages, a missing entry point, and reflection are not.
    let o = hlslc(&[
        "compile", &good, "-T", "ps_6_0", "-E", "cs", "--target", "wgsl",
    ]);
    assert_eq!(code(&o), 2);
    assert!(
        stderr(&o).contains("compute entry points only"),
        "{}",
        stderr(&o)
    );
    let o = hlslc(&[
        "compile", &good, "-T", "cs_6_0", "-E", "nope", "--target", "wgsl",
    ]);
    assert_eq!(code(&o), 1);
    assert!(
        stderr(&o).contains("entry point 'nope' not found"),
        "{}",
        stderr(&o)
    );
    let o = hlslc(&["reflect", &good]);
    assert_eq!(code(&o), 1);
    assert!(stderr(&o).contains("WHLSL"), "{}", stderr(&o));
    let o = hlslc(&["ast", &good]);
    assert_eq!(code(&o), 0);
    assert!(stdout(&o).contains("expr (= b[0] 1)"), "{}", stdout(&o));
}

const WHLSL_DISPATCH: &str = "struct P { float scale; uint n; }\n\
    [numthreads(2, 1, 1)]\n\
    compute void main(uint3 id : SV_DispatchThreadID, constant P* p : register(b0),\n\
                      device float[] y : register(u1)) {\n\
        if (id.x < p->n) { y[id.x] = y[id.x] * p->scale; }\n\
    }\n\
    [numthreads(2, 1, 1)]\n\
    compute void split(uint i : SV_GroupIndex, device float[] y : register(u1)) {\n\
        if (i == 0) { GroupMemoryBarrierWithGroupSync(); } else { AllMemoryBarrierWithGroupSync(); }\n\
    }\n\
    [numthreads(1, 1, 1)]\n\
    compute void special(float k : specialized, device float[] y : register(u1)) { }\n\
    [numthreads(33, 32, 1)]\n\
    compute void wide(device float[] y : register(u1)) { }\n";

/// `hlslc dispatch` of a WHLSL compute entry point: JSON buffers encoded
/// for the bound element types (a `constant` struct pointer, a `device`
/// array reference), raw bytes, written back as REG.bin; what cannot be
/// bound is a usage error (exit 2), a trap exits 3, an invalid program 1.
#[test]
fn whlsl_dispatch_binds_buffers_pipeline() {
    let dir = scratch("whlsl-dispatch");
    let file = write(&dir, "k.whlsl", WHLSL_DISPATCH);
    let params = write(&dir, "p.json", "[2.5, 3]");
    let ys = write(&dir, "y.json", "[1, 2, 3, 4, 5, 6]");
    let out = dir.join("out");
    let out_s = out.display().to_string();
    let (b0, u1) = (format!("b0={params}"), format!("u1={ys}"));
    let run = |extra: &[&str]| {
        let mut args = vec!["dispatch", file.as_str(), "--out-dir", out_s.as_str()];
        args.extend_from_slice(extra);
        hlslc(&args)
    };
    let o = run(&["--groups", "3", "--buffer", &b0, "--buffer", &u1]);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    let floats = |name: &str| -> Vec<f32> {
        let bytes = std::fs::read(out.join(name)).expect("written back");
        bytes
            .chunks(4)
            .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]))
            .collect()
    };
    assert_eq!(floats("u1.bin"), [2.5, 5.0, 7.5, 4.0, 5.0, 6.0]);
    // The constant buffer is written back unchanged, as 8 bytes (no padding).
    assert_eq!(floats("b0.bin").len(), 2);
    // Raw bytes in, the same path.
    let raw = dir.join("y.bin");
    std::fs::write(&raw, std::fs::read(out.join("u1.bin")).unwrap()).unwrap();
    let u1_raw = format!("u1={}", raw.display());
    let o = run(&["--groups", "1", "--buffer", &b0, "--buffer", &u1_raw]);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    assert_eq!(floats("u1.bin")[..3], [6.25, 12.5, 7.5]);

    let usage = |o: &std::process::Output, what: &str| {
        assert_eq!(code(o), 2, "{}", stderr(o));
        assert!(stderr(o).contains(what), "{what}: {}", stderr(o));
    };
    usage(
        &run(&["-E", "cs", "--buffer", &u1]),
        "'cs' is not a compute entry point",
    );
    let odd = write(&dir, "odd.json", "[1, 2, 3]");
    let b0_odd = format!("b0={odd}");
    usage(
        &run(&["--buffer", &b0_odd, "--buffer", &u1]),
        "an element of b0 ('P') has 2 scalars; 3 numbers are not a whole number of elements",
    );
    let short = dir.join("short.bin");
    std::fs::write(&short, [0u8; 6]).unwrap();
    let u1_short = format!("u1={}", short.display());
    usage(
        &run(&["--buffer", &u1_short]),
        "the buffer at u1 has 6 bytes, not a whole number of 'float' elements",
    );
    usage(
        &run(&["--buffer", &u1, "--texture", "t0=x.json"]),
        "binds only buffers",
    );
    usage(
        &run(&["-E", "wide", "--buffer", &u1]),
        "'wide' has 1056 invocations per workgroup; dispatch runs at most 1024",
    );
    usage(
        &run(&["-E", "special", "--buffer", &u1]),
        "'k' is a specialization constant",
    );
    let o = run(&["-E", "split", "--buffer", &u1]);
    assert_eq!(code(&o), 3, "{}", stderr(&o));
    assert!(
        stderr(&o).contains(
            "trap: barrier reached in divergent control flow: in workgroup (0, 0, 0), \
             invocations 0 and 1 wait at different control barriers"
        ),
        "{}",
        stderr(&o)
    );
    let invalid = write(
        &dir,
        "bad.whlsl",
        "[numthreads(1, 1, 1)] compute int main() { return 1; }\n",
    );
    let o = hlslc(&["dispatch", &invalid, "--out-dir", &out_s]);
    assert_eq!(code(&o), 1, "{}", stderr(&o));
}

const CBUFFER_COPY: &str = "struct Light { float3 color; uint count; };\n\
    cbuffer Params : register(b0) {\n\
        float scale; float3 dir; float2x3 m; row_major float2x2 r;\n\
        float weights[3]; Light light; int bias;\n\
    };\n\
    RWStructuredBuffer<float> outp : register(u1);\n\
    [numthreads(1, 1, 1)]\n\
    void main() {\n\
        outp[0] = scale;\n\
        for (uint i = 0; i < 3; i++) { outp[1 + i] = dir[i]; outp[4 + i] = m[0][i]; outp[7 + i] = m[1][i]; }\n\
        outp[10] = r._m00; outp[11] = r._m01; outp[12] = r._m10; outp[13] = r._m11;\n\
        for (uint j = 0; j < 3; j++) { outp[14 + j] = weights[j]; outp[17 + j] = light.color[j]; }\n\
        outp[20] = light.count; outp[21] = bias;\n\
    }\n";

/// `--cbuffer b0=FILE.json` with members by name: vectors, both matrix
/// orientations (nested rows and flat), arrays, structs; a missing member
/// is zero. Unknown names, wrong shapes, out-of-range numbers and a
/// non-`b` register are usage errors naming the member.
#[test]
fn dispatch_cbuffer_members_by_name_pipeline() {
    let dir = scratch("cbuffer-names");
    let file = write(&dir, "a.hlsl", CBUFFER_COPY);
    let out = dir.join("out");
    let out_s = out.display().to_string();
    let outp = write(&dir, "outp.json", &format!("[{}]", ["-1"; 22].join(",")));
    let outp = format!("u1={outp}");
    let dispatch = |json: &str| {
        let values = write(&dir, "values.json", json);
        let cb = format!("b0={values}");
        hlslc(&[
            "dispatch",
            &file,
            "--cbuffer",
            &cb,
            "--buffer",
            &outp,
            "--out-dir",
            &out_s,
        ])
    };
    let o = dispatch(
        r#"{"scale": 2.5, "dir": [1, 2, 3], "m": [[4, 5, 6], [7, 8, 9]], "r": [10, 11, 12, 13],
            "weights": [14, 15, 16], "light": {"color": [17, 18, 19], "count": 20}}"#,
    );
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    let bytes = std::fs::read(out.join("u1.bin")).expect("u1.bin written");
    let floats: Vec<f32> = bytes
        .chunks(4)
        .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect();
    let mut want: Vec<f32> = (0..21).map(|i| i as f32).collect();
    want[0] = 2.5;
    want.push(0.0);
    assert_eq!(floats, want);

    let errors = [
        (r#"{"scal": 1}"#, "cbuffer 'Params' has no member 'scal'"),
        (
            r#"{"dir": [1, 2]}"#,
            "member 'dir' (float3): expected an array of 3 numbers",
        ),
        (
            r#"{"m": [[1, 2], [3, 4]]}"#,
            "member 'm' (float2x3): expected 2 rows of 3 numbers",
        ),
        (
            r#"{"weights": [1, 2, "x"]}"#,
            "member 'weights[2]': \"x\" is not a valid float",
        ),
        (
            r#"{"light": {"colour": [1, 2, 3]}}"#,
            "member 'light' (Light) has no field 'colour'",
        ),
        (
            r#"{"light": {"count": -1}}"#,
            "member 'light.count': -1 is not a valid uint",
        ),
        (
            r#"{"bias": 3000000000}"#,
            "member 'bias': 3000000000 is not a valid int",
        ),
        (
            r#"{"scale": 1e39}"#,
            "member 'scale': 1e+39 is out of range for float",
        ),
        (r#""text""#, "expected a JSON object of members by name"),
    ];
    for (json, message) in errors {
        let o = dispatch(json);
        assert_eq!(code(&o), 2, "{json}: {}", stderr(&o));
        assert!(stderr(&o).contains(message), "{json}: {}", stderr(&o));
    }
    let o = hlslc(&[
        "dispatch",
        &file,
        "--cbuffer",
        "u1=x.json",
        "--out-dir",
        &out_s,
    ]);
    assert_eq!(code(&o), 2, "{}", stderr(&o));
    assert!(
        stderr(&o).contains("a cbuffer register is bN"),
        "{}",
        stderr(&o)
    );
}

/// Bool matrices lower as arrays of bool rows (naga's matrices are float
/// only): stored, read by element, and all()/any() of any matrix compile
/// on every text target as well as SPIR-V (values: tests/compute/int_matrices).
#[test]
fn bool_matrices_compile_pipeline() {
    let dir = scratch("bool_matrix");
    let bodies = [
        "bool2x2 e = a == transpose(a); o[0] = e._m01 ? 1 : 0;",
        "o[0] = all(a) ? 1 : 0;",
        "o[0] = (a < a)._m01 ? 1 : 0;",
    ];
    for body in bodies {
        let text = format!(
            "RWStructuredBuffer<float> o : register(u0);\n\
             [numthreads(1, 1, 1)] void main() {{ float2x2 a = float2x2(1, 2, 3, 4); {body} }}\n"
        );
        let file = write(&dir, "a.hlsl", &text);
        for target in ["wgsl", "msl", "glsl"] {
            let o = hlslc(&["compile", &file, "-T", "cs_6_0", "--target", target]);
            assert_eq!(code(&o), 0, "{body} ({target}): {}", stderr(&o));
        }
    }
}

#[test]
fn whlsl_run_prints_traps_and_rejects() {
    let dir = scratch("whlsl_run");
    let file = write(
        &dir,
        "r.whlsl",
        "int twice(int x) { return x * 2; }\n\
         int at(device int[] a, uint i) { return a[i]; }\n\
         int stop() { trap; }\n",
    );
    let o = hlslc(&["run", &file, "--call", "twice", "int:21"]);
    assert_eq!(
        (code(&o), stdout(&o)),
        (0, "int:42\n".to_string()),
        "{}",
        stderr(&o)
    );
    let o = hlslc(&["run", &file, "--call", "at", "int[]device:5,6", "uint:1"]);
    assert_eq!(
        (code(&o), stdout(&o)),
        (0, "int:6\n".to_string()),
        "{}",
        stderr(&o)
    );
    let o = hlslc(&["run", &file, "--call", "at", "int[]device:5,6", "uint:2"]);
    assert_eq!(code(&o), 3);
    assert!(
        stderr(&o).contains("trap: array reference index 2 is out of bounds"),
        "{}",
        stderr(&o)
    );
    let o = hlslc(&["run", &file, "--call", "stop"]);
    assert_eq!(code(&o), 3);
    assert!(
        stderr(&o).contains("trap: the program executed 'trap'"),
        "{}",
        stderr(&o)
    );
    let o = hlslc(&["run", &file, "--call", "twice", "uint:1"]);
    assert_eq!(code(&o), 2);
    assert!(
        stderr(&o).contains("match no function 'twice'; it takes twice(int)"),
        "{}",
        stderr(&o)
    );
    let o = hlslc(&["run", &file, "--call", "nothing"]);
    assert_eq!(code(&o), 2);
}

/// RWByteAddressBuffer's Interlocked* methods (no SPIR-V path yet, so no
/// tests/compute case): every operation with and without the original,
/// an offset whose low bits are ignored, and one past the end.
const BYTE_ATOMICS: &str = r#"
RWByteAddressBuffer counters : register(u0);
RWStructuredBuffer<uint> originals : register(u1);
[numthreads(64, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID) {
    uint i = tid.x;
    uint old;
    counters.InterlockedAdd(0, 1, old);
    InterlockedAdd(originals[0], old);
    counters.InterlockedAdd(4 + 2, 2);
    counters.InterlockedMax(8, (37 * i) % 101);
    counters.InterlockedMin(12, (37 * i) % 101 + 5);
    counters.InterlockedOr(16, 1u << (i % 32));
    counters.InterlockedAnd(20, ~(1u << (i % 16)));
    counters.InterlockedXor(24, i + 1);
    uint won;
    counters.InterlockedCompareExchange(28, 0, 10, won);
    if (won == 0) InterlockedAdd(originals[1], 1);
    counters.InterlockedCompareStore(32, 3, 9);
    uint swapped;
    counters.InterlockedExchange(36, 77, swapped);
    InterlockedAdd(originals[2], swapped);
    uint past;
    counters.InterlockedAdd(4096, 1, past);
    InterlockedOr(originals[3], past);
}
"#;

#[test]
fn dispatch_print_shows_buffers_pipeline() {
    let dir = scratch("dispatch_print");
    let file = write(&dir, "atomics.hlsl", BYTE_ATOMICS);
    let counters = write(
        &dir,
        "c.json",
        "[0, 0, 0, 4294967295, 0, 4294967295, 0, 0, 3, 0]",
    );
    let originals = write(&dir, "o.json", "[0, 0, 0, 0]");
    let (u0, u1) = (format!("u0={counters}"), format!("u1={originals}"));
    let o = hlslc(&[
        "dispatch", &file, "--groups", "2", "--buffer", &u0, "--buffer", &u1, "--print", "u0",
        "--print", "u1",
    ]);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    // i = 0..127: 128 adds of 1 and of 2; max of 37i mod 101 is 100 (i =
    // 30), min + 5 is 5; every bit set; the low 16 bits cleared; the xor of
    // 1..128; one CompareExchange winner writing 10; CompareStore 3 -> 9;
    // Exchange leaves 77. Originals: 0 + ... + 127, one winner, 127 * 77,
    // and 0 past the end.
    assert_eq!(
        stdout(&o),
        "u0 = [128, 256, 100, 5, 4294967295, 4294901760, 128, 10, 9, 77]\n\
         u1 = [8128, 1, 9779, 0]\n"
    );
    // Structs print scalar by scalar; floats as they read back.
    let file = write(
        &dir,
        "structs.hlsl",
        "struct P { float2 a; int b; };\n\
         RWStructuredBuffer<P> o : register(u0);\n\
         [numthreads(2, 1, 1)] void main(uint3 i : SV_DispatchThreadID) {\n\
         o[i.x].a = float2(i.x * 0.5, -1.0 / 0.0); o[i.x].b = -3 - (int)i.x; }\n",
    );
    let zeros = write(&dir, "z.json", "[0, 0, 0, 0, 0, 0]");
    let z = format!("u0={zeros}");
    let o = hlslc(&["dispatch", &file, "--buffer", &z, "--print", "u0"]);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    assert_eq!(stdout(&o), "u0 = [0, -inf, -3, 0.5, -inf, -4]\n");
    // Nothing bound there; and neither --print nor --out-dir.
    let o = hlslc(&["dispatch", &file, "--buffer", &z, "--print", "u7"]);
    assert_eq!(code(&o), 2, "{}", stderr(&o));
    assert!(
        stderr(&o).contains("--print: no buffer is bound at u7"),
        "{}",
        stderr(&o)
    );
    let o = hlslc(&["dispatch", &file, "--buffer", &z]);
    assert_eq!(code(&o), 2, "{}", stderr(&o));
    assert!(stderr(&o).contains("--out-dir"), "{}", stderr(&o));
    // WHLSL: 4 bytes per scalar of the parameter's element type.
    let file = write(
        &dir,
        "k.whlsl",
        "[numthreads(3, 1, 1)]\n\
         compute void main(uint3 id : SV_DispatchThreadID, device int[] o : register(u0)) {\n\
         o[id.x] = -int(id.x); }\n",
    );
    let three = write(&dir, "three.json", "[5, 5, 5]");
    let u0 = format!("u0={three}");
    let o = hlslc(&["dispatch", &file, "--buffer", &u0, "--print", "u0"]);
    assert_eq!(
        (code(&o), stdout(&o)),
        (0, "u0 = [0, -1, -2]\n".into()),
        "{}",
        stderr(&o)
    );
}

/// A three-component storage texture gets SPIR-V's unknown image format
/// (tests/codegen/three_component_storage.hlsl); the text targets have no
/// such format, and any real one would be wrong, so they refuse it.
#[test]
fn three_component_storage_textures_need_spirv() {
    let dir = scratch("three_components");
    let file = write(
        &dir,
        "a.hlsl",
        "RWTexture2D<float3> color : register(u0);\n\
         [numthreads(8, 8, 1)]\n\
         void main(uint2 id : SV_DispatchThreadID) { color[id] = float3(id, 1); }\n",
    );
    for (target, name) in [("wgsl", "WGSL"), ("msl", "MSL"), ("glsl", "GLSL")] {
        let o = hlslc(&["compile", &file, "-T", "cs_6_0", "--target", target]);
        assert_eq!(code(&o), 1, "{}", stderr(&o));
        let message = format!(
            "a.hlsl:1:21: error: the three-component storage texture 'color' (it needs \
             SPIR-V's unknown image format) is not supported when targeting {name}"
        );
        assert!(stderr(&o).contains(&message), "{target}: {}", stderr(&o));
    }
    let out = dir.join("a.spv").display().to_string();
    let o = hlslc(&["compile", &file, "-T", "cs_6_0", "-Fo", &out]);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
}

#[test]
fn inline_spirv_instructions_fail_in_lowering_pipeline() {
    // `check` accepts an instruction hlslc cannot give its meaning (as DXC
    // does); every back end reports it where it is called.
    let dir = scratch("inline-spirv");
    let file = write(
        &dir,
        "a.hlsl",
        "[[vk::ext_instruction(4400)]] float blend(float a);\n\
         template <typename R>\n\
         [[vk::ext_instruction(1, \"GLSL.std.450\")]] R ext_round(R a);\n\
         RWStructuredBuffer<float> o : register(u0);\n\
         [numthreads(1, 1, 1)]\n\
         void main() {\n\
         o[0] = blend(o[1]);\n\
         o[2] = ext_round(o[3]);\n\
         vk::ext_execution_mode(5027);\n\
         }\n",
    );
    let o = hlslc(&["check", &file, "-T", "cs_6_0"]);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    for target in ["spirv", "wgsl"] {
        let out = dir.join(format!("a.{target}")).display().to_string();
        let o = hlslc(&[
            "compile", &file, "-T", "cs_6_0", "--target", target, "-o", &out,
        ]);
        assert_eq!(code(&o), 1, "{}", stderr(&o));
        let message = "a.hlsl:7:8: error: the inline SPIR-V instruction with opcode 4400 is not supported when targeting";
        assert!(stderr(&o).contains(message), "{target}: {}", stderr(&o));
    }
    let mode = write(
        &dir,
        "mode.hlsl",
        "[numthreads(1, 1, 1)]\n\
         void main() {\n\
         vk::ext_execution_mode(/* SubgroupSize */ 35, 32);\n\
         }\n",
    );
    let o = hlslc(&["check", &mode, "-T", "cs_6_0"]);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    for target in ["spirv", "wgsl"] {
        let out = dir.join(format!("mode.{target}")).display().to_string();
        let o = hlslc(&[
            "compile", &mode, "-T", "cs_6_0", "--target", target, "-o", &out,
        ]);
        assert_eq!(code(&o), 1, "{}", stderr(&o));
        let message = "mode.hlsl:3:1: error: the inline SPIR-V execution mode of 'vk::ext_execution_mode' is not supported";
        assert!(stderr(&o).contains(message), "{target}: {}", stderr(&o));
    }
}

#[test]
fn vk_read_clock_fails_in_lowering_pipeline() {
    // DXC's `vk::ReadClock` checks; no back end has OpReadClockKHR.
    let dir = scratch("vk-read-clock");
    let file = write(
        &dir,
        "a.hlsl",
        "RWStructuredBuffer<uint64_t> o : register(u0);\n\
         [numthreads(1, 1, 1)]\n\
         void main() { o[0] = vk::ReadClock(vk::DeviceScope); }\n",
    );
    let o = hlslc(&["check", &file, "-T", "cs_6_0"]);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    let out = dir.join("a.spv").display().to_string();
    let o = hlslc(&["compile", &file, "-T", "cs_6_0", "-o", &out]);
    assert_eq!(code(&o), 1, "{}", stderr(&o));
    let message = "a.hlsl:3:22: error: 'vk::ReadClock' (OpReadClockKHR) is not supported";
    assert!(stderr(&o).contains(message), "{}", stderr(&o));
}

#[test]
fn vk_raw_buffer_fails_in_lowering_pipeline() {
    // Physical storage buffer addresses check as in DXC; naga has none.
    let dir = scratch("vk-raw-buffer");
    let file = write(
        &dir,
        "a.hlsl",
        "RWStructuredBuffer<float> o : register(u0);\n\
         [numthreads(1, 1, 1)]\n\
         void main() { o[0] = vk::RawBufferLoad<float>(16); }\n",
    );
    let o = hlslc(&["check", &file, "-T", "cs_6_0"]);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    let out = dir.join("a.spv").display().to_string();
    let o = hlslc(&["compile", &file, "-T", "cs_6_0", "-o", &out]);
    assert_eq!(code(&o), 1, "{}", stderr(&o));
    let message = "a.hlsl:3:22: error: 'vk::RawBufferLoad' (a physical storage buffer address) is not supported";
    assert!(stderr(&o).contains(message), "{}", stderr(&o));
}

#[test]
fn inline_spirv_decorations_fail_in_lowering_pipeline() {
    let dir = scratch("inline-spirv-decorate");
    let file = write(
        &dir,
        "a.hlsl",
        "[[vk::ext_decorate(/* RelaxedPrecision */ 0)]]\n\
         static float relaxed = 1;\n\
         RWStructuredBuffer<float> o : register(u0);\n\
         [numthreads(1, 1, 1)]\n\
         void main() { o[0] = relaxed; }\n",
    );
    let o = hlslc(&["check", &file, "-T", "cs_6_0"]);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    let out = dir.join("a.spv").display().to_string();
    let o = hlslc(&["compile", &file, "-T", "cs_6_0", "-o", &out]);
    assert_eq!(code(&o), 1, "{}", stderr(&o));
    let message = "a.hlsl:1:3: error: the SPIR-V attribute 'vk::ext_decorate' is not supported when targeting SPIR-V";
    assert!(stderr(&o).contains(message), "{}", stderr(&o));
}

/// What naga cannot express is a located "not supported" error, never an
/// internal error: sampling an integer texture, `SampleBias` on a 1D
/// texture, an empty struct.
#[test]
fn naga_limits_are_located_errors() {
    let dir = scratch("naga_limits");
    for (name, text, message) in [
        (
            "int_sample.hlsl",
            "Texture2D<int4> t : register(t0);\nSamplerState s : register(s0);\n\
             float4 main(float2 uv : UV) : SV_Target { return t.Sample(s, uv); }\n",
            "int_sample.hlsl:3:50: error: sampling an integer texture is not supported when \
             targeting SPIR-V",
        ),
        (
            "bias_1d.hlsl",
            "Texture1D t : register(t0);\nSamplerState s : register(s0);\n\
             float4 main(float u : UV) : SV_Target { return t.SampleBias(s, u, 1.0); }\n",
            "bias_1d.hlsl:3:48: error: 'SampleBias' on a 1D texture is not supported when \
             targeting SPIR-V",
        ),
    ] {
        let file = write(&dir, name, text);
        let out = dir.join("a.spv").display().to_string();
        let o = hlslc(&["compile", &file, "-T", "ps_6_0", "-o", &out]);
        assert_eq!(code(&o), 1, "{name}: {}", stderr(&o));
        assert!(stderr(&o).contains(message), "{name}: {}", stderr(&o));
        assert!(!stderr(&o).contains("internal"), "{name}: {}", stderr(&o));
    }
}

/// System values without a naga built-in, or without a spelling in one
/// target, are located errors naming the semantic; the others compile on
/// every target that has them.
#[test]
fn system_values_lower_or_name_what_naga_lacks_pipeline() {
    let dir = scratch("system-values");
    // (stage, source, target, the error; None: it compiles).
    let cases: &[(&str, &str, &str, Option<&str>)] = &[
        (
            "ps_6_0",
            "uint main() : SV_StencilRef { return 3; }",
            "spirv",
            Some("a.hlsl:1:15: error: the semantic 'SV_STENCILREF' (naga has no built-in for the stencil reference) is not supported when targeting SPIR-V"),
        ),
        (
            "vs_6_0",
            "float4 main(float4 p : P, out uint v : SV_ViewportArrayIndex) : SV_Position { v = 0; return p; }",
            "spirv",
            Some("the semantic 'SV_VIEWPORTARRAYINDEX' (naga has no built-in for the viewport index)"),
        ),
        (
            "ps_6_4",
            "float4 main(uint r : SV_ShadingRate) : SV_Target { return r; }",
            "spirv",
            Some("the semantic 'SV_SHADINGRATE' (naga has no built-in for the shading rate)"),
        ),
        (
            "ps_6_0",
            "float4 main(float c : SV_ClipDistance0) : SV_Target { return c; }",
            "spirv",
            Some("a.hlsl:1:23: error: the semantic 'SV_CLIPDISTANCE' as an input of a pixel shader (naga has clip and cull distances only as vertex shader outputs)"),
        ),
        (
            "ps_6_1",
            "float4 main(centroid float3 b : SV_Barycentrics) : SV_Target { return b.xyzz; }",
            "wgsl",
            Some("a.hlsl:1:33: error: 'SV_Barycentrics' with centroid or sample interpolation is not supported when targeting WGSL"),
        ),
        (
            "ps_6_1",
            "float4 main(noperspective sample float3 b : SV_Barycentrics) : SV_Target { return b.xyzz; }",
            "spirv",
            None,
        ),
        (
            "ps_6_1",
            "float4 main(float3 a : SV_Barycentrics, noperspective float3 b : SV_Barycentrics1) : SV_Target { return (a + b).xyzz; }",
            "spirv",
            Some("a.hlsl:1:66: error: barycentrics with and without perspective in one shader is not supported"),
        ),
        (
            "ps_6_0",
            "uint main(uint c : SV_Coverage) : SV_Coverage { return c; }",
            "glsl",
            Some("a.hlsl:1:20: error: 'SV_Coverage' (naga's GLSL writer mistypes the sample mask) is not supported when targeting GLSL"),
        ),
        ("ps_6_0", "uint main(uint c : SV_Coverage) : SV_Coverage { return c; }", "spirv", None),
        ("ps_6_0", "uint main(uint c : SV_Coverage) : SV_Coverage { return c; }", "wgsl", None),
        (
            "vs_6_0",
            "float4 main(float4 p : P, out float c : SV_CullDistance) : SV_Position { c = p.x; return p; }",
            "wgsl",
            Some("a.hlsl:1:41: error: 'SV_CullDistance' is not supported when targeting WGSL"),
        ),
        (
            "vs_6_0",
            "float4 main(float4 p : P, out float c : SV_CullDistance) : SV_Position { c = p.x; return p; }",
            "spirv",
            None,
        ),
        (
            "vs_6_8",
            "float4 main(uint v : SV_StartVertexLocation) : SV_Position { return v; }",
            "wgsl",
            Some("a.hlsl:1:22: error: 'SV_StartVertexLocation' is not supported when targeting WGSL"),
        ),
        (
            "vs_6_8",
            "float4 main(int v : SV_StartVertexLocation, uint i : SV_StartInstanceLocation) : SV_Position { return v + i; }",
            "spirv",
            None,
        ),
        (
            "vs_6_0",
            "float4 main(float4 p : P, out float3 c[3] : SV_ClipDistance) : SV_Position { c = (float3[3])0; return p; }",
            "spirv",
            Some("a.hlsl:1:45: error: 9 clip distances (Vulkan and naga take at most 8) is not supported"),
        ),
        (
            "vs_6_0",
            "float4 main(float4 p : P, out float a : SV_ClipDistance0, out float b : SV_ClipDistance0) : SV_Position { a = b = 0; return p; }",
            "spirv",
            Some("a.hlsl:1:73: error: the semantic 'SV_CLIPDISTANCE0' on more than one output is not supported"),
        ),
        (
            "vs_6_1",
            "float4 main(float4 p : P, float v : SV_ViewID) : SV_Position { return p * v; }",
            "spirv",
            Some("a.hlsl:1:37: error: the semantic 'SV_VIEWID' on 'float' is not supported"),
        ),
        (
            "ps_6_0",
            "float main(float4 p : SV_Position) : SV_DepthLessEqual { return p.z; }",
            "glsl",
            None,
        ),
    ];
    for (i, (profile, text, target, want)) in cases.iter().enumerate() {
        let case = dir.join(format!("c{i}"));
        std::fs::create_dir_all(&case).unwrap();
        let file = write(&case, "a.hlsl", text);
        let out = case.join("a.out").display().to_string();
        let o = hlslc(&[
            "compile", &file, "-T", profile, "-E", "main", "--target", target, "-o", &out,
        ]);
        match want {
            Some(w) => {
                assert_eq!(code(&o), 1, "{text}: {}", stderr(&o));
                assert!(stderr(&o).contains(w), "{text}: {}", stderr(&o));
            }
            None => assert_eq!(code(&o), 0, "{text} ({target}): {}", stderr(&o)),
        }
    }
}

/// naga's barycentrics have no sampling; the SPIR-V words get DXC's
/// `Centroid` or `Sample` decoration on the variable (and
/// `SampleRateShading` for `Sample`).
#[test]
fn barycentric_sampling_is_decorated_in_spirv_pipeline() {
    let dir = scratch("bary-sampling");
    for (modifier, decoration, capability) in [("centroid", 16, false), ("sample", 17, true)] {
        let text = format!(
            "float4 main(noperspective {modifier} float3 b : SV_Barycentrics) : SV_Target {{ return b.xyzz; }}\n"
        );
        let file = write(&dir, &format!("{modifier}.hlsl"), &text);
        let spv = dir.join(format!("{modifier}.spv"));
        let o = hlslc(&[
            "compile",
            &file,
            "-T",
            "ps_6_1",
            "-o",
            &spv.display().to_string(),
        ]);
        assert_eq!(code(&o), 0, "{}", stderr(&o));
        let words = spirv_words(&spv);
        // OpDecorate %b BuiltIn BaryCoordNoPerspKHR, then OpDecorate %b <decoration>.
        let at = words
            .windows(4)
            .position(|w| w == [(4 << 16) | 71, w[1], 11, 5287])
            .expect("the barycentric built-in");
        assert_eq!(
            words[at + 4..at + 7],
            [(3 << 16) | 71, words[at + 1], decoration]
        );
        let sample_rate = words.windows(2).any(|w| w == [(2 << 16) | 17, 35]);
        assert_eq!(sample_rate, capability);
    }
}

/// Vulkan attributes that a target cannot say are reported where they are
/// written: `[earlydepthstencil]` for WGSL, a built-in naga lacks for
/// every target, draw parameters for GLSL 4.50.
#[test]
fn vulkan_attributes_a_target_lacks_are_reported_pipeline() {
    let dir = scratch("vk_attrs");
    let eds = write(
        &dir,
        "eds.hlsl",
        "[earlydepthstencil]\nfloat4 main() : SV_Target { return 1; }\n",
    );
    let o = hlslc(&["compile", &eds, "-T", "ps_6_0", "--target", "wgsl"]);
    assert_eq!(code(&o), 1);
    assert!(
        stderr(&o).contains(
            "eds.hlsl:1:2: error: the attribute 'earlydepthstencil' is not supported when targeting WGSL"
        ),
        "{}",
        stderr(&o)
    );
    let helper = write(
        &dir,
        "helper.hlsl",
        "float4 main([[vk::builtin(\"HelperInvocation\")]] bool h : HI) : SV_Target {\n\
           return h ? 1 : 0;\n\
         }\n",
    );
    let spv = dir.join("helper.spv").display().to_string();
    let o = hlslc(&["compile", &helper, "-T", "ps_6_0", "-o", &spv]);
    assert_eq!(code(&o), 1);
    assert!(
        stderr(&o).contains(
            "helper.hlsl:1:15: error: the built-in 'HelperInvocation' ([[vk::builtin]]) is not supported when targeting SPIR-V"
        ),
        "{}",
        stderr(&o)
    );
    let draw = write(
        &dir,
        "draw.hlsl",
        "float4 main([[vk::builtin(\"BaseVertex\")]] int b : A) : SV_Position {\n\
           return b;\n\
         }\n",
    );
    let o = hlslc(&["compile", &draw, "-T", "vs_6_0", "--target", "glsl"]);
    assert_eq!(code(&o), 1);
    assert!(
        stderr(&o).contains(
            "the built-in 'BaseVertex' ([[vk::builtin]]) is not supported when targeting GLSL"
        ),
        "{}",
        stderr(&o)
    );
    // A format the program asks for beside a stand-in for the unknown
    // format (naga gives both one type), and a format on a typed buffer.
    let both = write(
        &dir,
        "both.hlsl",
        "[[vk::image_format(\"rgba16f\")]] RWTexture2D<float4> a;\n\
         RWTexture2D<float3> b;\n\
         [numthreads(1, 1, 1)] void main() { a[uint2(0, 0)] = 1; b[uint2(0, 0)] = 2; }\n",
    );
    let spv = dir.join("both.spv").display().to_string();
    let o = hlslc(&["compile", &both, "-T", "cs_6_0", "-o", &spv]);
    assert_eq!(code(&o), 1);
    assert!(
        stderr(&o).contains("both.hlsl:1:3: error: the image format 'rgba16f' beside a storage texture of unknown format"),
        "{}",
        stderr(&o)
    );
    let buffer = write(
        &dir,
        "buffer.hlsl",
        "[[vk::image_format(\"r32f\")]] RWBuffer<float> a;\n\
         [numthreads(1, 1, 1)] void main() { a[0] = 1; }\n",
    );
    let o = hlslc(&["compile", &buffer, "-T", "cs_6_0", "--target", "wgsl"]);
    assert_eq!(code(&o), 1);
    assert!(
        stderr(&o).contains(
            "buffer.hlsl:1:3: error: the attribute 'vk::image_format' on 'RWBuffer<float>'"
        ),
        "{}",
        stderr(&o)
    );
    // Dual-source blending naga cannot take: one source alone.
    let one = write(
        &dir,
        "one.hlsl",
        "struct O { [[vk::location(0), vk::index(1)]] float4 b : SV_Target1; };\n\
         O main() { O o = (O)0; return o; }\n",
    );
    let spv = dir.join("one.spv").display().to_string();
    let o = hlslc(&["compile", &one, "-T", "ps_6_0", "-o", &spv]);
    assert_eq!(code(&o), 1);
    assert!(
        stderr(&o).contains("one.hlsl:1:14: error: dual-source blending other than two targets"),
        "{}",
        stderr(&o)
    );
}

/// `[[vk::constant_id]]`: SPIR-V gets the specialization constant (and
/// spirv-val, in tests/codegen/spec_constants, accepts it); a text target
/// keeps the default, and says so.
#[test]
fn spec_constants_fixed_in_text_targets_pipeline() {
    let dir = scratch("spec-constants");
    let file = write(
        &dir,
        "spec.hlsl",
        "[[vk::constant_id(3)]] const uint count = 4;\n\
         RWStructuredBuffer<uint> o : register(u0);\n\
         [numthreads(1, 1, 1)] void main() { o[0] = count; }\n",
    );
    for target in ["wgsl", "msl", "glsl"] {
        let o = hlslc(&["compile", &file, "-T", "cs_6_0", "--target", target]);
        assert_eq!(code(&o), 0, "{target}: {}", stderr(&o));
        assert!(
            stderr(&o).contains(
                "specialization constant 'count' is fixed at its default value when targeting"
            ),
            "{target}: {}",
            stderr(&o)
        );
    }
    let out = dir.join("spec.spv").display().to_string();
    let o = hlslc(&["compile", &file, "-T", "cs_6_0", "-o", &out]);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    assert!(
        !stderr(&o).contains("fixed at its default"),
        "{}",
        stderr(&o)
    );
}

/// Two pixel shader outputs on one render target (DXC: "Multiple stage
/// variables have a duplicated pair of location and index") and an atomic
/// on a groupshared vector's component check clean and fail in lowering
/// with a located error, not naga's internal one.
#[test]
fn duplicate_targets_and_vector_atomics_fail_in_lowering_with_a_location() {
    let dir = scratch("lowering_located");
    let text = "struct C { float4 a : COLOR0; float4 b : COLOR1; };\n\
                C main(out float4 x : SV_Target3) : SV_Target2 { x = 0; return (C)0; }\n";
    let file = write(&dir, "t.hlsl", text);
    let o = hlslc(&["check", &file, "-T", "ps_6_0"]);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    let spv = dir.join("t.spv").display().to_string();
    let o = hlslc(&["compile", &file, "-T", "ps_6_0", "-o", &spv]);
    assert_eq!(code(&o), 1);
    assert!(
        stderr(&o).contains(
            "t.hlsl:2:23: error: a second pixel shader output at location 3 is not supported when targeting SPIR-V"
        ),
        "{}",
        stderr(&o)
    );
    let text = "groupshared uint4 m;\n\
                RWStructuredBuffer<uint4> o : register(u0);\n\
                [numthreads(4, 1, 1)] void main(uint i : SV_GroupIndex) {\n\
                  InterlockedOr(m[i], 1u); o[0] = m;\n\
                }\n";
    let file = write(&dir, "a.hlsl", text);
    let o = hlslc(&["check", &file, "-T", "cs_6_0"]);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    let spv = dir.join("a.spv").display().to_string();
    let o = hlslc(&["compile", &file, "-T", "cs_6_0", "-o", &spv]);
    assert_eq!(code(&o), 1);
    assert!(
        stderr(&o).contains(
            "a.hlsl:4:1: error: an atomic on a component of a groupshared vector is not supported when targeting SPIR-V"
        ),
        "{}",
        stderr(&o)
    );
}

/// A bool matrix stage output has no location type (naga takes numbers
/// only; bool scalars and vectors are `uint`s, as in DXC): a located
/// error, never naga's internal one.
#[test]
fn bool_matrix_stage_outputs_are_reported_pipeline() {
    let dir = scratch("bool_matrix_output");
    let text = "float4 main(float4 p : P, out bool2x2 b : B) : SV_Position {\n\
                  b = (bool2x2)p;\n\
                  return p;\n\
                }\n";
    let file = write(&dir, "a.hlsl", text);
    let spv = dir.join("a.spv").display().to_string();
    let o = hlslc(&["compile", &file, "-T", "vs_6_0", "-o", &spv]);
    assert_eq!(code(&o), 1);
    assert!(
        stderr(&o).contains(
            "a.hlsl:1:43: error: a bool stage output is not supported when targeting SPIR-V"
        ),
        "{}",
        stderr(&o)
    );
}

#[test]
fn push_constant_blocks_larger_than_naga_holds_are_reported() {
    let dir = scratch("push_constant_size");
    // 17 float4s: 272 bytes, past the 256 naga's immediates hold.
    let text = "struct Big { float4 v[17]; };\n\
                [[vk::push_constant]] Big big;\n\
                RWStructuredBuffer<float4> o : register(u0);\n\
                [numthreads(1, 1, 1)] void main() { o[0] = big.v[3]; }\n";
    let file = write(&dir, "a.hlsl", text);
    let spv = dir.join("a.spv").display().to_string();
    let o = hlslc(&["compile", &file, "-T", "cs_6_0", "-E", "main", "-o", &spv]);
    assert_eq!(code(&o), 1);
    assert!(
        stderr(&o).contains(
            "a.hlsl:2:27: error: the push-constant block 'big' of 272 bytes (naga's immediates \
             hold at most 256) is not supported when targeting SPIR-V"
        ),
        "{}",
        stderr(&o)
    );
}

#[test]
fn conservative_depth_dropped_by_a_writer_is_reported() {
    let dir = scratch("conservative_depth");
    let text =
        "float4 main(float4 p : SV_Position, out float d : SV_DepthLessEqual) : SV_Target {\n\
                d = p.z * 0.5; return 1; }\n";
    let file = write(&dir, "a.hlsl", text);
    let warning = "a.hlsl:1:51: warning: the conservative depth of 'SV_DepthLessEqual' is not \
                   written when targeting {T} (naga's writer has no such mode): the depth is the \
                   same, the early depth test is lost [-Wtarget-features]";
    for (target, warned) in [("wgsl", Some("WGSL")), ("msl", Some("MSL")), ("glsl", None)] {
        let out = dir.join(format!("a.{target}")).display().to_string();
        let o = hlslc(&[
            "compile", &file, "-T", "ps_6_0", "--target", target, "-o", &out,
        ]);
        assert_eq!(code(&o), 0, "{target}: {}", stderr(&o));
        match warned {
            Some(name) => assert!(
                stderr(&o).contains(&warning.replace("{T}", name)),
                "{target}: {}",
                stderr(&o)
            ),
            None => assert!(stderr(&o).is_empty(), "{target}: {}", stderr(&o)),
        }
    }
}

#[test]
fn globally_coherent_textures_text_targets_cannot_mark_are_reported() {
    // naga has memory decorations on buffers only: a coherent storage
    // texture is decorated in SPIR-V's words, and the text targets warn.
    let dir = scratch("globally_coherent_targets");
    let text = "globallycoherent RWTexture2D<float4> image : register(u0);\n\
                globallycoherent RWStructuredBuffer<uint> counts : register(u1);\n\
                [numthreads(8, 8, 1)] void main(uint3 id : SV_DispatchThreadID) {\n\
                image[id.xy] = counts[id.x]; }\n";
    let file = write(&dir, "a.hlsl", text);
    let warning = "a.hlsl:1:38: warning: 'image' is not globally coherent when targeting {T}: \
                   naga's writer cannot mark a storage texture coherent \
                   [-Wtarget-features]";
    for (target, warned) in [
        ("spirv", None),
        ("wgsl", Some("WGSL")),
        ("msl", Some("MSL")),
        ("glsl", Some("GLSL")),
    ] {
        let out = dir.join(format!("a.{target}")).display().to_string();
        let o = hlslc(&[
            "compile", &file, "-T", "cs_6_0", "--target", target, "-o", &out,
        ]);
        assert_eq!(code(&o), 0, "{target}: {}", stderr(&o));
        match warned {
            Some(name) => assert!(
                stderr(&o).contains(&warning.replace("{T}", name)),
                "{target}: {}",
                stderr(&o)
            ),
            None => assert!(stderr(&o).is_empty(), "{target}: {}", stderr(&o)),
        }
    }
}

#[test]
fn binding_arrays_msl_cannot_write_are_reported() {
    let dir = scratch("msl_binding_arrays");
    for (name, decl, use_, message) in [
        (
            "unbounded.hlsl",
            "Texture2D<float4> ts[] : register(t0, space1);",
            "ts[i].Load(int3(0, 0, 0)).x",
            "an unbounded array of resources (naga's MSL writer has no runtime-sized binding \
             arrays) is not supported when targeting MSL",
        ),
        (
            "buffers.hlsl",
            "RWStructuredBuffer<float> bs[2] : register(u1);",
            "bs[i & 1][0]",
            "an array of buffers (naga's MSL writer has no binding arrays of them) is not \
             supported when targeting MSL",
        ),
    ] {
        let text = format!(
            "{decl}\nRWStructuredBuffer<float> o : register(u0);\n\
             [numthreads(1, 1, 1)] void main(uint i : SV_GroupIndex) {{ o[0] = {use_}; }}\n"
        );
        let file = write(&dir, name, &text);
        let o = hlslc(&["compile", &file, "-T", "cs_6_0", "--target", "msl"]);
        assert_eq!(code(&o), 1, "{name}: {}", stderr(&o));
        assert!(stderr(&o).contains(message), "{name}: {}", stderr(&o));
    }
}

/// An index past an array of resources traps with the index and the
/// array (D3D and Vulkan leave it undefined; DXC does not check it): a
/// sized array's length, or the resources bound at consecutive registers
/// from an unbounded array's first.
#[test]
fn dispatch_resource_array_index_out_of_range_traps_pipeline() {
    let dir = scratch("resource_array_trap");
    let file = write(
        &dir,
        "a.hlsl",
        "StructuredBuffer<uint> picks : register(t0);\n\
         RWStructuredBuffer<uint> outs[2] : register(u1);\n\
         StructuredBuffer<uint> more[] : register(t0, space1);\n\
         [numthreads(2, 1, 1)]\n\
         void main(uint3 id : SV_DispatchThreadID) {\n\
             outs[NonUniformResourceIndex(picks[id.x])][0] = more[picks[2]][0];\n\
         }\n",
    );
    let out = dir.join("out").display().to_string();
    let run = |picks: &str| {
        let picks = format!("t0={}", write(&dir, "picks.json", picks));
        let one = format!("u1={}", write(&dir, "one.json", "[0]"));
        let two = format!("u2={}", write(&dir, "two.json", "[0]"));
        let more = format!("t0_space1={}", write(&dir, "more.json", "[7]"));
        hlslc(&[
            "dispatch",
            &file,
            "-E",
            "main",
            "--groups",
            "1,1,1",
            "--buffer",
            &picks,
            "--buffer",
            &one,
            "--buffer",
            &two,
            "--buffer",
            &more,
            "--out-dir",
            &out,
        ])
    };
    let o = run("[0, 1, 0]");
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    let o = run("[0, 2, 0]");
    assert_eq!(code(&o), 3, "{}", stderr(&o));
    assert!(
        stderr(&o).contains(
            "index 2 into the array of resources 'outs' is out of range (it has 2 elements)"
        ),
        "{}",
        stderr(&o)
    );
    let o = run("[0, 1, 1]");
    assert_eq!(code(&o), 3, "{}", stderr(&o));
    assert!(
        stderr(&o).contains(
            "index 1 into the unbounded array of resources 'more' is past the 1 resources bound"
        ),
        "{}",
        stderr(&o)
    );
}

/// Shader Model 6.6's descriptor heaps as `dxc -spirv` binds them: one
/// binding per heap in set 0, after every other resource (the resource
/// heap first), or where `-fvk-bind-resource-heap` and
/// `-fvk-bind-sampler-heap` put it, which nothing else then takes. With
/// `-fvk-bind-register` a heap needs its flag, as in DXC.
#[test]
fn descriptor_heaps_take_dxc_bindings_pipeline() {
    let dir = scratch("heaps");
    let text = "Texture2D tex;\n\
                float4 main(float2 uv : UV) : SV_Target {\n\
                    SamplerState s = SamplerDescriptorHeap[0];\n\
                    Texture2D t = ResourceDescriptorHeap[3];\n\
                    return t.Sample(s, uv) + tex.Sample(s, uv);\n\
                }\n";
    let file = write(&dir, "a.hlsl", text);
    let spv = dir.join("a.spv").display().to_string();
    let bindings = |flags: &[&str]| {
        let mut args = vec!["compile", &file, "-T", "ps_6_6", "-E", "main", "-o", &spv];
        args.extend_from_slice(flags);
        let o = hlslc(&args);
        assert_eq!(code(&o), 0, "{}", stderr(&o));
        assert_eq!(stderr(&o), "", "no diagnostic");
        named_bindings(&spirv_words(Path::new(&spv)))
    };
    let expect = |places: [(u32, u32); 3]| {
        ["tex", "ResourceDescriptorHeap", "SamplerDescriptorHeap"]
            .into_iter()
            .map(String::from)
            .zip(places)
            .collect::<std::collections::BTreeMap<_, _>>()
    };
    // tex, then the resource heap's array of textures, then the sampler
    // heap's array of samplers, as (set, binding); a flag's binding is
    // kept free (here binding 0 of set 3).
    assert_eq!(bindings(&[]), expect([(0, 0), (0, 1), (0, 2)]));
    assert_eq!(
        bindings(&["-fvk-bind-resource-heap", "0", "3"]),
        expect([(0, 0), (3, 0), (0, 1)])
    );
    assert_eq!(
        bindings(&[
            "-fvk-bind-resource-heap",
            "4",
            "7",
            "-fvk-bind-sampler-heap",
            "4",
            "7"
        ]),
        expect([(0, 0), (7, 4), (7, 4)])
    );
    let o = hlslc(&[
        "compile",
        &file,
        "-T",
        "ps_6_6",
        "-E",
        "main",
        "-o",
        &spv,
        "-fvk-bind-register",
        "t0",
        "0",
        "1",
        "2",
        "-fvk-bind-resource-heap",
        "3",
        "4",
    ]);
    assert_eq!(code(&o), 1, "{}", stderr(&o));
    assert!(
        stderr(&o).contains(
            "a.hlsl:3:18: error: -fvk-bind-sampler-heap is required when using -fvk-bind-register"
        ),
        "{}",
        stderr(&o)
    );
    for (args, message) in [
        (
            ["-fvk-bind-resource-heap", "a", "2"],
            "invalid -fvk-bind-resource-heap argument: 'a'",
        ),
        (
            ["-fvk-bind-counter-heap", "1", "-1"],
            "expected positive integer for -fvk-bind-counter-heap, got: -1",
        ),
    ] {
        let mut all = vec!["compile", &file, "-T", "ps_6_6", "-E", "main", "-o", &spv];
        all.extend_from_slice(&args);
        let o = hlslc(&all);
        assert_eq!(code(&o), 2, "{}", stderr(&o));
        assert!(stderr(&o).contains(message), "{}", stderr(&o));
    }
}

/// The (set, binding) of each variable a module names and decorates.
fn named_bindings(words: &[u32]) -> std::collections::BTreeMap<String, (u32, u32)> {
    let mut names = std::collections::BTreeMap::new();
    let mut sets = std::collections::BTreeMap::new();
    let mut bindings = std::collections::BTreeMap::new();
    let mut at = 5;
    while at < words.len() {
        let (count, op) = ((words[at] >> 16) as usize, words[at] & 0xffff);
        let ins = &words[at..(at + count.max(1)).min(words.len())];
        match (op, ins) {
            (5, [_, id, text @ ..]) => {
                let bytes: Vec<u8> = text.iter().flat_map(|w| w.to_le_bytes()).collect();
                let end = bytes.iter().position(|&b| b == 0).unwrap_or(bytes.len());
                names.insert(*id, String::from_utf8_lossy(&bytes[..end]).into_owned());
            }
            (71, [_, id, 34, set]) => {
                sets.insert(*id, *set);
            }
            (71, [_, id, 33, binding]) => {
                bindings.insert(*id, *binding);
            }
            _ => {}
        }
        at += count.max(1);
    }
    bindings
        .iter()
        .filter_map(|(id, &b)| Some((names.get(id)?.clone(), (*sets.get(id)?, b))))
        .collect()
}

/// `GetAttributeAtVertex` lowers when what it reads is one per-vertex
/// input (directly, or through helpers all passed the same input); a
/// helper passed two inputs, an Nx1 matrix (one input, read by rows), and the GLSL and MSL targets
/// (naga has no per-vertex inputs there) are located errors.
#[test]
fn attribute_at_vertex_limits_are_located_errors() {
    let dir = scratch("attribute-at-vertex");
    let helper = "float3 at(nointerpolation float3 c) { return GetAttributeAtVertex(c, 1); }\n";
    for (i, (text, target, message)) in [
        (
            format!(
                "{helper}float4 main(nointerpolation float3 a : A, nointerpolation float3 b : B) \
                 : SV_Target {{ return float4(at(a) + at(b), 1); }}\n"
            ),
            "spirv",
            "'GetAttributeAtVertex' of a value that is not an entry input or a field of one",
        ),
        (
            "float4 main(nointerpolation float2x1 m : M) : SV_Target { \
             float2x1 v = GetAttributeAtVertex(m, 2); return float4(v[0], v[1], 0, 0); }\n"
                .to_string(),
            "spirv",
            "'GetAttributeAtVertex' of a value that is not one per-vertex input",
        ),
        (
            format!(
                "{helper}float4 main(nointerpolation float3 a : A) : SV_Target {{ \
                 return float4(at(a), 1); }}\n"
            ),
            "glsl",
            "'GetAttributeAtVertex' (a per-vertex input) is not supported when targeting GLSL",
        ),
        (
            format!(
                "{helper}float4 main(nointerpolation float3 a : A) : SV_Target {{ \
                 return float4(at(a), 1); }}\n"
            ),
            "msl",
            "'GetAttributeAtVertex' (a per-vertex input) is not supported when targeting MSL",
        ),
    ]
    .into_iter()
    .enumerate()
    {
        let file = write(&dir, &format!("case{i}.hlsl"), &text);
        let out = format!("{}/case{i}.out", dir.display());
        let o = hlslc(&[
            "compile", &file, "-T", "ps_6_1", "--target", target, "-o", &out,
        ]);
        assert_eq!(code(&o), 1, "{}", stderr(&o));
        assert!(stderr(&o).contains(message), "{}", stderr(&o));
    }
}

/// `-Zi` on WHLSL: the same line information, with `OpSource Unknown`
/// (SPIR-V names no WHLSL).
#[test]
fn debug_info_for_whlsl_pipeline() {
    let dir = scratch("zi_whlsl");
    let text = "[numthreads(1, 1, 1)]\ncompute void main(device int[] data : register(u0)) {\n    data[0] = 1;\n}\n";
    let file = write(&dir, "a.whlsl", text);
    let spv = dir.join("a.spv").display().to_string();
    let o = hlslc(&["compile", &file, "-T", "cs_6_0", "-Zi", "-o", &spv]);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    let bytes = std::fs::read(&spv).unwrap();
    let words: Vec<u32> = bytes
        .chunks(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect();
    let (mut at, mut lines, mut source_language) = (5, Vec::new(), None);
    while at < words.len() {
        let (count, op) = ((words[at] >> 16) as usize, words[at] & 0xffff);
        match op {
            8 => lines.push(words[at + 2]), // OpLine: file, line, column
            3 => source_language = Some(words[at + 1]), // OpSource
            _ => {}
        }
        at += count.max(1);
    }
    assert_eq!(source_language, Some(0), "SourceLanguage Unknown");
    assert!(lines.contains(&3), "the store's line: {lines:?}");
}

/// `-fspv-reflect` on WHLSL: nothing to decorate (no HLSL semantics or
/// resource type names), said in an `unsupported-option` warning rather
/// than skipped silently; the module is still written.
#[test]
fn spv_reflect_on_whlsl_warns() {
    let dir = scratch("reflect_whlsl");
    let text = "[numthreads(1, 1, 1)]\ncompute void main(device int[] data : register(u0)) {\n    data[0] = 1;\n}\n";
    let file = write(&dir, "a.whlsl", text);
    let spv = dir.join("a.spv").display().to_string();
    let o = hlslc(&[
        "compile",
        &file,
        "-T",
        "cs_6_0",
        "-fspv-reflect",
        "-o",
        &spv,
    ]);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    let want = "warning: option '-fspv-reflect' is not supported: a WHLSL module gets no \
                reflection decorations (no HLSL semantics or resource type names) \
                [-Wunsupported-option]";
    assert!(stderr(&o).contains(want), "{}", stderr(&o));
    assert!(std::fs::metadata(&spv).is_ok_and(|m| m.len() > 0));
}
