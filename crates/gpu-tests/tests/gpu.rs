//! The GPU test harness (`cargo test -p gpu-tests`, after `cargo build -p
//! hlslc`):
//!
//! * `compute::NAME`: `tests/compute/NAME` compiled by hlslc to SPIR-V,
//!   checked by spirv-val for Vulkan 1.1 (and, compiled again with
//!   `-fspv-target-env=vulkan1.3`, for Vulkan 1.3), run on Vulkan with
//!   the exact words; `compute::whlsl::NAME` the same for
//!   `tests/compute/whlsl/NAME.whlsl`.
//! * `codegen::FILE::ENTRY::PROFILE::{spirv,glsl}`: each `// compile:` line
//!   of `tests/codegen/*.hlsl`, validated by spirv-val and glslangValidator;
//!   `codegen::shaders::FILE::…` the same for `tests/shaders/*.hlsl`.
//! * `selftest::wgsl::NAME`: `tests/wgsl/NAME.wgsl`, a WGSL port of
//!   `tests/compute/NAME.hlsl`, compiled by naga and run through the same
//!   passthrough runner against the same TOML. This proves the runner (and
//!   the expected data) without hlslc.
//! * `selftest::mismatch_detected`: a run with a wrong input must fail.
//! * `render::triangle`: `tests/render/triangle.hlsl` drawn offscreen and
//!   compared with `tests/render/triangle.ppm` (`src/render.rs`).
//! * `vulkan::NAME`: `tests/vulkan/NAME`, in the compute-test format with
//!   `[specialization]` and `[render]`, run through the raw Vulkan runner
//!   (`src/vk`, ash): combined image samplers, specialization values and
//!   push constants in a draw, which wgpu cannot express.
//! * `library::*`: HLSL compiled with `hlslc::compile` and handed to wgpu
//!   as a naga module (`ShaderSource::Naga`), as the `hlsl_compute`
//!   example does; `library::everyday_shader_draws_through_wgpu` draws
//!   issue 24's b0/t0/s0 shader through a render pipeline whose bind
//!   group follows the bindings hlslc moved.
//!
//! With no Vulkan adapter every device test fails with the reason.

use gpu_tests::{codegen, device, tools};
use hlsl_testkit::{ComputeTest, Value};
use libtest_mimic::{Arguments, Failed, Trial};
use std::path::{Path, PathBuf};

fn main() {
    let args = Arguments::from_args();
    if !args.list {
        match device::gpu() {
            Ok(gpu) => println!("gpu-tests: adapter {}", gpu.adapter),
            Err(e) => println!("gpu-tests: NO DEVICE: {e}"),
        }
        match gpu_tests::vk::context() {
            Ok(vk) => println!("gpu-tests: raw Vulkan device {}", vk.name),
            Err(e) => println!("gpu-tests: NO RAW VULKAN DEVICE (tests/vulkan will fail): {e}"),
        }
    }
    let mut trials = Vec::new();
    trials.extend(compute_trials());
    trials.extend(codegen_trials());
    trials.extend(selftest_trials());
    trials.extend(library_trials());
    trials.extend(vulkan_trials());
    trials.push(Trial::test("render::triangle", || {
        let gpu = device::gpu()?;
        gpu_tests::render::triangle(gpu, &work_dir("render", "triangle"))?;
        Ok(())
    }));
    libtest_mimic::run(&args, trials).exit();
}

fn work_dir(kind: &str, name: &str) -> PathBuf {
    Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("gpu-tests")
        .join(kind)
        .join(name)
}

fn failing(name: &str, message: String) -> Trial {
    Trial::test(name, move || Err(message.into()))
}

fn compute_trials() -> Vec<Trial> {
    let dir = hlsl_testkit::compute_dir();
    let files = match hlsl_testkit::discover(&dir) {
        Ok(f) if f.is_empty() => {
            return vec![failing(
                "compute::discover",
                format!("no tests in {}", dir.display()),
            )]
        }
        Ok(f) => f,
        Err(e) => return vec![failing("compute::discover", e)],
    };
    let mut trials: Vec<Trial> = files
        .into_iter()
        .map(|toml| {
            let name = stem(&toml);
            Trial::test(format!("compute::{name}"), move || {
                let test = ComputeTest::load(&toml)?;
                gpu_tests::run_compute_test(&test, &work_dir("compute", &name))?;
                Ok(())
            })
        })
        .collect();
    // WHLSL tests (tests/compute/whlsl) run like HLSL ones: hlslc compiles
    // them to SPIR-V and the same runner checks the same TOML. Those whose
    // expectation only the interpreter defines are in tests/dispatch/whlsl.
    match hlsl_testkit::discover_whlsl() {
        Ok(pairs) => trials.extend(pairs.into_iter().map(|(toml, shader)| {
            let name = stem(&shader);
            Trial::test(format!("compute::whlsl::{name}"), move || {
                let test = ComputeTest::load_with_shader(&toml, &shader)?;
                if test.expect_trap.is_some() || test.max_steps.is_some() {
                    return Err("`expect_trap` and `max_steps` cannot hold on a GPU: move \
                                the test to tests/dispatch/whlsl"
                        .into());
                }
                gpu_tests::run_compute_test(&test, &work_dir("compute-whlsl", &name))?;
                Ok(())
            })
        })),
        Err(e) => trials.push(failing("compute::whlsl::discover", e)),
    }
    trials
}

/// `tests/vulkan`: the raw Vulkan runner's tests. Each must need it (a
/// test wgpu and the interpreter can run belongs in tests/compute).
fn vulkan_trials() -> Vec<Trial> {
    let dir = hlsl_testkit::vulkan_dir();
    let files = match hlsl_testkit::discover(&dir) {
        Ok(f) if f.is_empty() => {
            return vec![failing(
                "vulkan::discover",
                format!("no tests in {}", dir.display()),
            )]
        }
        Ok(f) => f,
        Err(e) => return vec![failing("vulkan::discover", e)],
    };
    files
        .into_iter()
        .map(|toml| {
            let name = stem(&toml);
            Trial::test(format!("vulkan::{name}"), move || {
                let test = ComputeTest::load(&toml)?;
                if test.raw_vulkan_only().is_none() {
                    return Err(
                        "nothing here needs raw Vulkan: move the test to tests/compute, \
                                where the interpreter and wgpu run it too"
                            .into(),
                    );
                }
                gpu_tests::raw_vulkan::run_test(&test, &work_dir("vulkan", &name))?;
                Ok(())
            })
        })
        .collect()
}

fn codegen_trials() -> Vec<Trial> {
    // tests/codegen keeps its plain names (`codegen::FILE::…`); the
    // shader corpus is `codegen::shaders::FILE::…`.
    let mut trials = Vec::new();
    for (dir, prefix) in [("codegen", "codegen"), ("shaders", "codegen::shaders")] {
        let dir = hlsl_testkit::repo_root().join("tests").join(dir);
        // WHLSL snapshots (`tests/codegen/*.whlsl`) get the same checks.
        let files = hlsl_testkit::discover_ext(&dir, "hlsl").and_then(|mut f| {
            f.extend(hlsl_testkit::discover_ext(&dir, "whlsl")?);
            Ok(f)
        });
        match files {
            Ok(files) if files.is_empty() => trials.push(failing(
                &format!("{prefix}::discover"),
                format!("no tests in {}", dir.display()),
            )),
            Ok(files) => trials.extend(files.iter().flat_map(|f| codegen_file(prefix, f))),
            Err(e) => trials.push(failing(&format!("{prefix}::discover"), e)),
        }
    }
    trials
}

/// The spirv-val and glslangValidator trials of one file's `// compile:` lines.
fn codegen_file(prefix: &str, file: &Path) -> Vec<Trial> {
    let name = stem(file);
    let cases = match codegen::cases(file) {
        Ok(c) => c,
        Err(e) => return vec![failing(&format!("{prefix}::{name}"), e)],
    };
    let mut trials = Vec::new();
    for case in cases {
        let id = format!("{prefix}::{name}::{}::{}", case.entry, case.profile);
        let spirv_case = case.clone();
        // The two trials run in parallel: each gets its own directory
        // (the SPIR-V one used to contain, and wipe, the GLSL one).
        let work = work_dir("codegen", &id.replace("::", "-"));
        let spirv_work = work.join("spirv");
        trials.push(Trial::test(format!("{id}::spirv"), move || {
            tools::fresh_dir(&spirv_work)?;
            let out = spirv_work.join("out.spv");
            tools::hlslc_compile(&spirv_case.file, &spirv_case.args, &out)?;
            tools::spirv_val(&out)?;
            Ok(())
        }));
        if case.spirv_only {
            continue;
        }
        trials.push(Trial::test(format!("{id}::glsl"), move || {
            let glsl_work = work.join("glsl");
            tools::fresh_dir(&glsl_work)?;
            let stage = tools::glslang_stage(&case.profile)
                .ok_or_else(|| format!("no GLSL stage for profile {}", case.profile))?;
            let out = glsl_work.join("out.glsl");
            let mut args = case.args.clone();
            args.extend(["--target".to_string(), "glsl".to_string()]);
            tools::hlslc_compile(&case.file, &args, &out)?;
            tools::glslang(&out, stage)?;
            Ok(())
        }));
    }
    trials
}

fn selftest_trials() -> Vec<Trial> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests")
        .join("wgsl");
    let mut trials = match hlsl_testkit::discover_ext(&dir, "wgsl") {
        Ok(files) if !files.is_empty() => files
            .into_iter()
            .map(|wgsl| {
                let name = stem(&wgsl);
                Trial::test(format!("selftest::wgsl::{name}"), move || {
                    wgsl_port(&name, &wgsl)
                })
            })
            .collect(),
        Ok(_) => vec![failing(
            "selftest::wgsl",
            format!("no WGSL ports in {}", dir.display()),
        )],
        Err(e) => vec![failing("selftest::wgsl", e)],
    };
    trials.push(Trial::test(
        "selftest::mismatch_detected",
        mismatch_detected,
    ));
    trials
}

/// Runs a WGSL port against the compute test of the same name.
fn wgsl_port(name: &str, wgsl: &Path) -> Result<(), Failed> {
    let test = ComputeTest::load(&hlsl_testkit::compute_dir().join(format!("{name}.toml")))?;
    let words = naga_spirv(wgsl)?;
    let work = work_dir("selftest", name);
    tools::fresh_dir(&work)?;
    let spv = work.join(format!("{name}.spv"));
    let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
    std::fs::write(&spv, bytes).map_err(|e| format!("{}: {e}", spv.display()))?;
    tools::spirv_val(&spv)?;
    gpu_tests::run_words(&test, &words)?;
    Ok(())
}

/// saxpy with `a` changed: the runner must report the differing elements.
fn mismatch_detected() -> Result<(), Failed> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests")
        .join("wgsl");
    let words = naga_spirv(&dir.join("saxpy.wgsl"))?;
    let mut test = ComputeTest::load(&hlsl_testkit::compute_dir().join("saxpy.toml"))?;
    let params = test
        .buffers
        .iter_mut()
        .find(|b| b.register.to_string() == "b0")
        .ok_or("saxpy.toml has no b0")?;
    params.data[0] = Value::Float(3.0);
    match gpu_tests::run_words(&test, &words) {
        Ok(()) => Err("a wrong `a` went unnoticed".into()),
        Err(report) if report.contains("values differ") => Ok(()),
        Err(other) => Err(format!("failed, but not by a mismatch:\n{other}").into()),
    }
}

/// The everyday shader of issue 24 (a camera cbuffer, a texture and a
/// sampler on registers b0, t0 and s0) through hlslc's library API into a
/// wgpu render pipeline. wgpu cannot put two resources on one binding, so
/// hlslc moves the later ones; the bind group is built from the bindings
/// the library's reflection reports (`library::reflected_bindings`: each
/// `moved_to`, else `vulkan`), not from the registers. viewProj halves x and y, so the covering triangle shrinks
/// to (-0.5, -0.5), (1.5, -0.5), (-0.5, 1.5): on the 8x8 target the pixel
/// (3, 4) (centre at (-0.125, -0.125), wgpu's y up) is inside and shows
/// the 1x1 texture's colour, (0, 0) and (7, 7) are outside and keep the
/// clear colour.
const EVERYDAY: &str = "cbuffer Camera : register(b0) { float4x4 viewProj; };
Texture2D albedo : register(t0);
SamplerState samp : register(s0);
struct VOut { float4 pos : SV_Position; float2 uv : TEXCOORD0; };
VOut VSMain(uint id : SV_VertexID) {
    VOut o;
    float2 p = float2((id << 1) & 2, id & 2);
    o.pos = mul(viewProj, float4(p * 2 - 1, 0, 1));
    o.uv = p;
    return o;
}
float4 PSMain(VOut i) : SV_Target { return albedo.Sample(samp, i.uv); }
";

fn everyday_shader() -> Result<(), Failed> {
    use gpu_tests::library::Input;
    let gpu = device::gpu()?;
    let diag = [
        0.5f32, 0.0, 0.0, 0.0, 0.0, 0.5, 0.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0, 1.0,
    ];
    let camera: Vec<u8> = diag.iter().flat_map(|f| f.to_le_bytes()).collect();
    let texel = [64u8, 128, 192, 255];
    let inputs = [
        ("Camera", Input::Uniform(&camera)),
        ("albedo", Input::Texture([1, 1], &texel)),
        ("samp", Input::Sampler),
    ];
    let pixels = gpu_tests::library::draw(gpu, EVERYDAY, ["VSMain", "PSMain"], &inputs, [8, 8])?;
    let at = |x: usize, y: usize| &pixels[(y * 8 + x) * 4..][..4];
    let mut wrong = Vec::new();
    for ((x, y), want) in [((3, 4), texel), ((0, 0), [0; 4]), ((7, 7), [0; 4])] {
        if at(x, y) != want {
            wrong.push(format!(
                "({x}, {y}): expected {want:?}, drew {:?}",
                at(x, y)
            ));
        }
    }
    if wrong.is_empty() {
        Ok(())
    } else {
        Err(wrong.join("\n").into())
    }
}

fn library_trials() -> Vec<Trial> {
    let everyday = Trial::test(
        "library::everyday_shader_draws_through_wgpu",
        everyday_shader,
    );
    vec![
        everyday,
        Trial::test("library::naga_module_through_wgpu", || {
            let gpu = device::gpu()?;
            // Each element becomes the sum of its index's decimal digits,
            // through a helper with an out parameter.
            let source = "RWStructuredBuffer<uint> data : register(u0);\n\
            void digits(uint n, out uint sum) { sum = 0; while (n > 0) { sum += n % 10; n /= 10; } }\n\
            [numthreads(32, 1, 1)] void main(uint3 id : SV_DispatchThreadID) {\n\
                uint s; digits(id.x + data[id.x], s); data[id.x] = s; }\n";
            let input: Vec<u32> = (0..256).map(|i| i * 1000).collect();
            let out = gpu_tests::library::run_u0(gpu, source, "main", 8, &input)?;
            let digit_sum = |mut n: u32| {
                let mut s = 0;
                while n > 0 {
                    s += n % 10;
                    n /= 10;
                }
                s
            };
            let want: Vec<u32> = (0..256u32).map(|i| digit_sum(i + i * 1000)).collect();
            if out == want {
                Ok(())
            } else {
                Err(format!("got {out:?}\nwant {want:?}").into())
            }
        }),
    ]
}

fn naga_spirv(wgsl: &Path) -> Result<Vec<u32>, String> {
    let source = std::fs::read_to_string(wgsl).map_err(|e| format!("{}: {e}", wgsl.display()))?;
    let module = naga::front::wgsl::parse_str(&source)
        .map_err(|e| e.emit_to_string_with_path(&source, &wgsl.display().to_string()))?;
    let info = naga::valid::Validator::new(
        naga::valid::ValidationFlags::all(),
        naga::valid::Capabilities::all(),
    )
    .validate(&module)
    .map_err(|e| format!("{}: naga validation: {e:?}", wgsl.display()))?;
    naga::back::spv::write_vec(&module, &info, &Default::default(), None)
        .map_err(|e| format!("{}: naga spv-out: {e}", wgsl.display()))
}

fn stem(path: &Path) -> String {
    path.file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default()
}
