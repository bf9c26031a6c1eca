//! `Shaders::compile` outside a build script: what it writes, and its
//! errors.

use std::path::PathBuf;

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("hlslc-build-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join("shaders/include")).unwrap();
    dir
}

#[test]
fn writes_the_code_and_a_module_per_shader() {
    let dir = scratch("writes");
    std::fs::write(
        dir.join("shaders/include/common.hlsli"),
        "#define GROUP 16\n",
    )
    .unwrap();
    std::fs::write(
        dir.join("shaders/BlurPass.hlsl"),
        "#include \"include/common.hlsli\"\n\
         cbuffer Params : register(b0) { float radius; float3 tint; };\n\
         RWStructuredBuffer<float> data : register(u0);\n\
         [numthreads(GROUP, 1, 1)] void main(uint3 id : SV_DispatchThreadID) { data[id.x] *= radius + tint.x; }\n",
    )
    .unwrap();
    // Not compiled on its own.
    std::fs::write(dir.join("shaders/include/other.hlsli"), "syntax error").unwrap();
    let compiled = hlslc_build::Shaders::new()
        .dir(dir.join("shaders"))
        .profile("cs_6_0".parse().unwrap())
        .target(hlslc::EmitTarget::Wgsl)
        .out_dir(dir.join("out"))
        .cargo_output(false)
        .compile()
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(compiled.shaders.len(), 1);
    let shader = &compiled.shaders[0];
    assert_eq!(shader.name, "blur_pass");
    assert_eq!(shader.files.len(), 2, "{:?}", shader.files);
    assert!(shader.files[1].ends_with("include/common.hlsli"));
    let module = std::fs::read_to_string(&shader.module).unwrap();
    assert!(module.contains("pub const WGSL: &str = include_str!(\"blur_pass.wgsl\");"));
    assert!(module.contains("pub const WORKGROUP_SIZE: [u32; 3] = [16, 1, 1];"));
    assert!(module.contains("pub struct Params {"), "{module}");
    assert!(module.contains("offset_of!(Params, tint) == 4"), "{module}");
    let code = std::fs::read_to_string(&shader.code).unwrap();
    assert!(
        code.contains("@compute @workgroup_size(16, 1, 1)"),
        "{code}"
    );
    let index = std::fs::read_to_string(dir.join("out/hlslc/shaders.rs")).unwrap();
    assert!(index.contains("pub mod blur_pass {"), "{index}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn every_failing_shader_is_reported() {
    let dir = scratch("errors");
    std::fs::write(
        dir.join("shaders/a.hlsl"),
        "[numthreads(1,1,1)] void main() { x = 1; }\n",
    )
    .unwrap();
    std::fs::write(
        dir.join("shaders/b.hlsl"),
        "[numthreads(1,1,1)] void main() { y = 1; }\n",
    )
    .unwrap();
    let err = hlslc_build::Shaders::new()
        .dir(dir.join("shaders"))
        .profile("cs_6_0".parse().unwrap())
        .out_dir(dir.join("out"))
        .cargo_output(false)
        .compile()
        .unwrap_err();
    let hlslc_build::Error::Compile(failures) = &err else {
        panic!("{err}");
    };
    assert_eq!(failures.len(), 2);
    let text = err.to_string();
    assert!(
        text.contains("a.hlsl:1:35: error: use of undeclared identifier 'x'"),
        "{text}"
    );
    assert!(
        text.contains("b.hlsl:1:35: error: use of undeclared identifier 'y'"),
        "{text}"
    );
    // Without a profile, a listed file is an error before compiling.
    let err = hlslc_build::Shaders::new()
        .file(dir.join("shaders/a.hlsl"))
        .out_dir(dir.join("out"))
        .cargo_output(false)
        .compile()
        .unwrap_err();
    assert!(matches!(err, hlslc_build::Error::NoProfile(_)), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_file_with_two_entry_points_gets_two_modules_and_the_bindings() {
    let dir = scratch("entries");
    let file = dir.join("shaders/lit.hlsl");
    std::fs::write(
        &file,
        "cbuffer Scene : register(b0) { float4x4 mvp; };\n\
         Texture2D albedo : register(t0);\n\
         SamplerState linear_sampler : register(s0);\n\
         float4 vs_main(float3 p : POSITION) : SV_Position { return mul(mvp, float4(p, 1)); }\n\
         float4 ps_main(float4 p : SV_Position) : SV_Target { return albedo.Sample(linear_sampler, p.xy); }\n",
    )
    .unwrap();
    let compiled = hlslc_build::Shaders::new()
        .shader(&file, "vs_6_0".parse().unwrap(), "vs_main")
        .shader(&file, "ps_6_0".parse().unwrap(), "ps_main")
        .target(hlslc_build::hlslc::EmitTarget::Wgsl)
        .out_dir(dir.join("out"))
        .cargo_output(false)
        .compile()
        .unwrap_or_else(|e| panic!("{e}"));
    let names: Vec<&str> = compiled.shaders.iter().map(|s| s.name.as_str()).collect();
    assert_eq!(names, ["lit_vs_main", "lit_ps_main"]);
    let ps = std::fs::read_to_string(&compiled.shaders[1].module).unwrap();
    let wgsl = std::fs::read_to_string(&compiled.shaders[1].code).unwrap();
    // b0, t0 and s0 share binding 0 in SPIR-V; the WGSL moves two of them,
    // and `bindings` says where each is.
    for (name, constant) in [
        ("Scene", "SCENE"),
        ("albedo", "ALBEDO"),
        ("linear_sampler", "LINEAR_SAMPLER"),
    ] {
        let line = ps
            .lines()
            .find(|l| l.contains(&format!("pub const {constant}: (u32, u32) = (0, ")))
            .unwrap_or_else(|| panic!("no {constant} in\n{ps}"));
        let binding = line.rsplit(", ").next().unwrap().trim_end_matches(");");
        // naga writes the attributes on the line before the variable.
        let declared = format!("@group(0) @binding({binding}) ");
        let lines: Vec<&str> = wgsl.lines().collect();
        assert!(
            lines
                .windows(2)
                .any(|w| w[0].starts_with(&declared) && w[1].contains(&format!(" {name}:"))),
            "{name} is not at binding {binding} in\n{wgsl}"
        );
    }
    // SPIR-V keeps the shared binding, and `bindings` says so.
    let compiled = hlslc_build::Shaders::new()
        .shader(&file, "ps_6_0".parse().unwrap(), "ps_main")
        .out_dir(dir.join("spirv"))
        .cargo_output(false)
        .compile()
        .unwrap_or_else(|e| panic!("{e}"));
    let ps = std::fs::read_to_string(&compiled.shaders[0].module).unwrap();
    assert!(
        ps.contains("pub const ALBEDO: (u32, u32) = (0, 0);"),
        "{ps}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}
