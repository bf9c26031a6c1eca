//! The interpreter's throughput alone on `benches/interp/` (the kernels
//! and inputs of `benches/interp/kernels.rs`, shared with interp_vs_vulkan, without
//! the Vulkan side, so it builds without wgpu):
//!
//! ```sh
//! cargo run --release -p hlslc --example interp_bench [KERNEL...]
//! ```
//!
//! Each kernel is checked, then dispatched once with `hlsl_interp::dispatch`
//! (timed alone); the scalar programs run through `hlsl_interp::call`.
//! With names, only those kernels or programs run. `THREADS=N` runs the
//! dispatches on N threads (`Limits::threads`; 0: every core). Unset, it
//! is 1, so the numbers compare with earlier single-thread runs.

// Compared buffers (`output`, `floats`) matter only to interp_vs_vulkan.
#[allow(dead_code)]
#[path = "../../../benches/interp/kernels.rs"]
mod kernels;

use hlsl_interp::{Buffers, Limits, RegisterKey, Value};
use kernels::{check, kernels, SCALAR_PROGRAMS};
use std::path::Path;
use std::time::Instant;

fn main() {
    let only: Vec<String> = std::env::args().skip(1).collect();
    let wanted = |name: &str| only.is_empty() || only.iter().any(|o| o == name);
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../benches/interp");
    let threads = std::env::var("THREADS").ok().and_then(|t| t.parse().ok());
    let limits = Limits {
        max_steps: u64::MAX,
        threads: threads.unwrap_or(1),
        ..Limits::default()
    };
    for k in kernels() {
        let (name, work) = (k.name, k.work);
        if !wanted(name) {
            continue;
        }
        let source = std::fs::read_to_string(root.join(format!("{name}.hlsl"))).expect("kernel");
        let program = check(&source, &format!("{name}.hlsl"), Some("cs_6_0"));
        let mut buffers = Buffers::default();
        for b in k.buffers {
            let key = RegisterKey {
                class: b.class,
                space: 0,
                register: b.register,
            };
            buffers.bytes.insert(key, b.bytes);
        }
        let start = Instant::now();
        if let Err(trap) = hlsl_interp::dispatch(&program, "main", k.groups, &mut buffers, &limits)
        {
            panic!("{name}: trap: {}", trap.reason);
        }
        let t = start.elapsed().as_secs_f64();
        // A checksum of the output, so runs can be compared.
        let out = buffers
            .bytes
            .values()
            .map(|b| b.iter().map(|&x| x as u64).sum::<u64>());
        println!(
            "{name:<8} {:>9.1} ms {:>9.1} M {}/s  (checksum {})",
            t * 1e3,
            work / t / 1e6,
            k.unit,
            out.sum::<u64>()
        );
    }
    let source = std::fs::read_to_string(root.join("scalar.hlsl")).expect("scalar.hlsl");
    let program = check(&source, "scalar.hlsl", None);
    for (name, n, per) in SCALAR_PROGRAMS {
        if !wanted(name) {
            continue;
        }
        let f = program.function_by_name(name).expect("function");
        let start = Instant::now();
        let r = hlsl_interp::call(&program, f, &[Value::U32(n)], &limits);
        let t = start.elapsed().as_secs_f64();
        let ops = u64::from(n) * per;
        println!(
            "{name:<8} {:>9.1} ms {:>9.1} M op/s  ({r:?})",
            t * 1e3,
            ops as f64 / t / 1e6
        );
    }
}
