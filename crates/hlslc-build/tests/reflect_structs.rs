//! The generated structs against `hlslc reflect`: for every shader of
//! tests/reflect, the module is generated, each constant buffer's struct
//! asserts its members at the reflection's offsets, and rustc compiles the
//! module (so the `const` assertions of every offset and size hold).

use std::path::{Path, PathBuf};
use std::process::Command;

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// `-T` and `-E` of a test's `// flags:` line, and whether it has others.
fn flags(
    source: &str,
) -> Option<(
    hlslc::Profile,
    String,
    hlslc::BindingOptions,
    hlslc::LayoutRules,
)> {
    let line = source.lines().find_map(|l| l.strip_prefix("// flags: "))?;
    let words: Vec<&str> = line.split_whitespace().collect();
    let mut profile = None;
    let mut entry = "main".to_string();
    let mut bindings = hlslc::BindingOptions::default();
    let mut layout = hlslc::LayoutRules::default();
    let mut i = 0;
    while i < words.len() {
        let rules = match words[i] {
            "-fvk-use-dx-layout" => Some(hlslc::LayoutRules::Dx),
            "-fvk-use-gl-layout" => Some(hlslc::LayoutRules::Gl),
            "-fvk-use-scalar-layout" => Some(hlslc::LayoutRules::Scalar),
            _ => None,
        };
        if let Some(rules) = rules {
            layout = rules;
            i += 1;
            continue;
        }
        match words[i] {
            "-T" => profile = words.get(i + 1).and_then(|p| p.parse().ok()),
            "-E" => entry = words.get(i + 1)?.to_string(),
            "-fvk-u-shift" | "-fvk-t-shift" | "-fvk-b-shift" | "-fvk-s-shift" => {
                let class = &words[i][5..6];
                let spec = format!("{class}:{}:{}", words.get(i + 1)?, words.get(i + 2)?);
                bindings.shifts.push(spec.parse().ok()?);
                i += 1;
            }
            "-fvk-bind-register" => {
                let spec = words.get(i + 1..i + 5)?.join(":");
                bindings.bind_registers.push(spec.parse().ok()?);
                i += 3;
            }
            _ => return None,
        }
        i += 2;
    }
    Some((profile?, entry, bindings, layout))
}

#[test]
fn generated_structs_match_the_reflection_and_compile() {
    let dir = repo().join("tests/reflect");
    let out = std::env::temp_dir().join(format!("hlslc-build-reflect-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&out);
    let mut shaders = hlslc_build::Shaders::new()
        .out_dir(&out)
        .cargo_output(false)
        .bytemuck(false);
    // HLSLC_BUILD_WGPU_RLIB=path/to/libwgpu-….rlib (a build of wgpu 30, as
    // gpu-tests leaves in target/debug/deps) also compiles the modules'
    // `wgpu::BindGroupLayoutEntry` lists against it.
    let wgpu = std::env::var_os("HLSLC_BUILD_WGPU_RLIB").map(PathBuf::from);
    shaders = shaders.wgpu(wgpu.is_some());
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "hlsl"))
        .collect();
    files.sort();
    let mut checked = 0;
    let mut built = 0;
    let mut expected = Vec::new();
    // Every file's structs, generated from its reflection, one module each.
    let mut all = String::new();
    for (i, path) in files.iter().enumerate() {
        let source = std::fs::read_to_string(path).unwrap();
        let mut frontend = hlslc::FrontendOptions::default();
        if let Some((profile, entry, bindings, layout)) = flags(&source) {
            let options = hlslc::CompileOptions {
                bindings,
                layout,
                ..hlslc::CompileOptions::new(profile, entry.clone())
            };
            frontend = options.frontend();
            // The build-script path takes the files that compile with the
            // default layout rules (bindings do not change layouts; the
            // builder has one set of options for all).
            if layout == hlslc::LayoutRules::default()
                && hlslc::compile_file(path, &options).is_ok()
            {
                shaders = shaders.shader(path, profile, entry);
                built += 1;
            }
        } else {
            // A library (no -T): every entry point.
            assert!(
                !source.contains("// flags:"),
                "{}: flags not read",
                path.display()
            );
        }
        let mut session = hlslc::Session::new(frontend);
        let file = session.load(path).unwrap();
        let program = session
            .check(file)
            .unwrap_or_else(|| panic!("{}", session.render(hlslc::DiagnosticsFormat::Text)));
        let reflection = hlslc::reflect::reflect(&program, &session.options.vulkan_bindings());
        let mut structs = hlslc_build::structs::Structs::new(false);
        let mut names = Vec::new();
        for cb in &reflection.constant_buffers {
            let name = structs.add_buffer(&cb.name, "A constant buffer.", &cb.members, cb.size);
            for m in &cb.members {
                let field = hlslc_build::structs::field_name(&m.name);
                expected.push((i, format!("offset_of!({name}, {field}) == {}", m.offset)));
            }
            expected.push((i, format!("size_of::<{name}>() == {}", cb.size)));
            names.push(name);
            checked += 1;
        }
        for r in &reflection.resources {
            if let Some(layout) = &r.element_layout {
                let name = r.element_type.as_deref().unwrap_or(&r.name);
                let name =
                    structs.add_structured(name, "An element.", &layout.members, layout.size);
                for m in &layout.members {
                    let field = hlslc_build::structs::field_name(&m.name);
                    expected.push((i, format!("offset_of!({name}, {field}) == {}", m.offset)));
                }
                checked += 1;
            }
            if let Some(layout) = &r.layout {
                let name = r.element_type.as_deref().unwrap_or(&r.name);
                structs.add_buffer(name, "A buffer.", &layout.members, layout.size);
                checked += 1;
            }
        }
        let mut text = String::new();
        structs.write(&mut text);
        let marker = format!("// file {i}\n");
        all.push_str(&format!(
            "{marker}#[allow(non_snake_case, non_camel_case_types, dead_code)]\npub mod file{i} {{\n{text}}}\n"
        ));
    }
    for (i, assertion) in &expected {
        let marker = format!("// file {i}\n");
        let start = all.find(&marker).unwrap();
        let module = &all[start..];
        let module = &module[..module[1..].find("// file ").map_or(module.len(), |e| e + 1)];
        assert!(
            module.contains(assertion.as_str()),
            "{}: no `{assertion}` in\n{module}",
            files[*i].display()
        );
    }
    assert!(checked >= 20, "only {checked} constant buffers");
    assert!(built >= 15, "only {built} shaders compile");
    // The build-script path over the files that compile: the modules it
    // writes (code, entry points, structs) compile too.
    shaders.compile().unwrap_or_else(|e| panic!("{e}"));
    let lib = out.join("lib.rs");
    let index = out.join("hlslc/shaders.rs");
    all.push_str(&format!(
        "pub mod built {{ include!({:?}); }}\n",
        index.display().to_string()
    ));
    std::fs::write(&lib, all).unwrap();
    let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".into());
    let mut rustc = Command::new(rustc);
    if let Some(rlib) = &wgpu {
        let deps = rlib.parent().unwrap();
        rustc
            .arg("--extern")
            .arg(format!("wgpu={}", rlib.display()));
        rustc
            .arg("-L")
            .arg(format!("dependency={}", deps.display()));
    }
    let result = rustc
        .args([
            "--edition",
            "2021",
            "--crate-type",
            "lib",
            "--emit",
            "metadata",
        ])
        .arg("--out-dir")
        .arg(&out)
        .arg(&lib)
        .output()
        .unwrap();
    assert!(
        result.status.success(),
        "the generated modules do not compile:\n{}",
        String::from_utf8_lossy(&result.stderr)
    );
    // HLSLC_BUILD_KEEP=1 keeps the generated files to read.
    if std::env::var_os("HLSLC_BUILD_KEEP").is_none() {
        let _ = std::fs::remove_dir_all(&out);
    } else {
        eprintln!("kept {}", out.display());
    }
}

/// Under FXC's rules (`-fvk-use-dx-layout`) a structured buffer's element
/// is tight; the struct follows it.
#[test]
fn structured_buffer_elements_are_tight() {
    let source = "struct Particle { float3 pos; float mass; float2 vel; float2x3 m; half h; };\n\
        StructuredBuffer<Particle> inp : register(t0);\n\
        RWStructuredBuffer<float> outp : register(u0);\n\
        [numthreads(1, 1, 1)] void main(uint3 id : SV_DispatchThreadID) {\n\
            outp[id.x] = inp[id.x].mass + inp[id.x].m[1][2] + inp[id.x].h;\n\
        }\n";
    let options = hlslc::CompileOptions {
        layout: hlslc::LayoutRules::Dx,
        ..hlslc::CompileOptions::new("cs_6_0".parse().unwrap(), "main")
    };
    let out = hlslc::compile(source, &options).unwrap_or_else(|e| panic!("{e}"));
    let reflection = out.reflection.unwrap();
    let layout = reflection.resources[0].element_layout.clone().unwrap();
    let offsets: Vec<(&str, u32)> = layout
        .members
        .iter()
        .map(|m| (m.name.as_str(), m.offset))
        .collect();
    // Tight: float3 then float, no 16-byte rows; the matrix is 6 floats.
    assert_eq!(
        offsets,
        [("pos", 0), ("mass", 12), ("vel", 16), ("m", 24), ("h", 48)]
    );
    assert_eq!(layout.size, 52);
    let mut structs = hlslc_build::structs::Structs::new(false);
    structs.add_structured("Particle", "An element.", &layout.members, layout.size);
    let mut text = String::new();
    structs.write(&mut text);
    assert!(text.contains("pub m: [[f32; 2]; 3],"), "{text}");
    assert!(text.contains("pub h: f32,"), "{text}");
    assert!(text.contains("size_of::<Particle>() == 52"), "{text}");
}
