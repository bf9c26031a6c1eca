//! Runs hlslc's output where it is consumed: `tests/compute` on a Vulkan
//! device through wgpu (the exact SPIR-V words, passed through without
//! naga re-reading them), and `tests/codegen` and `tests/shaders` through
//! `spirv-val` and `glslangValidator`. The harness is `tests/gpu.rs`;
//! `cargo test -p gpu-tests` runs it after `cargo build -p hlslc-cli`.
//! [`library`] runs HLSL through hlslc's library API into wgpu as a naga
//! module (the example `hlsl_compute` shows it). [`vk`] is a small
//! raw-Vulkan runner (ash) for `tests/vulkan`: what wgpu cannot express
//! (combined image samplers, specialization constants), run by
//! [`raw_vulkan`].

pub mod codegen;
pub mod device;
pub mod library;
pub mod raw_vulkan;
pub mod render;
pub mod runner;
pub mod spirv;
pub mod textures;
pub mod tools;
pub mod vk;

use hlsl_testkit::ComputeTest;
use std::path::Path;

/// Compiles `test`'s shader with hlslc into `work`, validates the SPIR-V,
/// runs it on the device and checks the buffers. The module is also
/// compiled for Vulkan 1.3 (SPIR-V 1.6) and validated for it.
pub fn run_compute_test(test: &ComputeTest, work: &Path) -> Result<(), String> {
    if let Some(why) = test.raw_vulkan_only() {
        return Err(format!(
            "{}: wgpu cannot run this test: {why}; such tests belong in tests/vulkan \
             (the raw Vulkan runner, `vk`)",
            test.name
        ));
    }
    tools::fresh_dir(work)?;
    let spv = work.join(format!("{}.spv", test.name));
    let mut args = ["-T", &test.profile, "-E", &test.entry]
        .map(str::to_string)
        .to_vec();
    args.extend(test.flags.iter().cloned());
    let mut args13 = args.clone();
    args13.push("-fspv-target-env=vulkan1.3".into());
    let spv13 = work.join(format!("{}.vulkan1.3.spv", test.name));
    tools::hlslc_compile(&test.shader, &args13, &spv13)?;
    tools::spirv_val_for(&spv13, "vulkan1.3")?;
    tools::hlslc_compile(&test.shader, &args, &spv)?;
    // An invalid module could crash the driver rather than fail cleanly.
    tools::spirv_val(&spv)?;
    let bytes = std::fs::read(&spv).map_err(|e| format!("{}: {e}", spv.display()))?;
    let words = spirv::words_from_bytes(&bytes)?;
    run_words(test, &words)
}

/// Runs a module on the device and checks the buffers against `test`.
/// A test whose expectations assume a wave size (`wave_size = N`) runs
/// only where every subgroup has N lanes; elsewhere it is skipped with a
/// note (wgpu cannot ask for a subgroup size).
pub fn run_words(test: &ComputeTest, words: &[u32]) -> Result<(), String> {
    let gpu = device::gpu()?;
    if let Some(n) = test.wave_size {
        if gpu.subgroup_sizes != (n, n) {
            let (min, max) = gpu.subgroup_sizes;
            println!(
                "note: {} skipped: it assumes waves of {n} lanes, {} has subgroups of {min} to {max}",
                test.name, gpu.adapter
            );
            return Ok(());
        }
    }
    // The buffers' bytes as the compiler lays them out (the test's flags
    // may pick other layout rules).
    let mut test = test.clone();
    if !test.is_whlsl() {
        let program = runner::check_program(&test)?;
        test.set_layouts(|reg| hlslc_cli::buffers::memory_layout(&program, reg));
    }
    let test = &test;
    let outputs = runner::run(gpu, test, words)?;
    test.check(
        |reg| {
            outputs
                .buffers
                .get(&reg)
                .cloned()
                .ok_or_else(|| format!("{reg}: not read back"))
        },
        |reg| {
            outputs
                .counters
                .get(&reg)
                .copied()
                .ok_or_else(|| format!("{reg}: its counter was not read back"))
        },
    )
    .map_err(|report| format!("{}: wrong results on {}\n{report}", test.name, gpu.adapter))
}
