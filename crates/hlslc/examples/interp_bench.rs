//! The interpreter's throughput alone on `benches/interp/` (the kernels
//! and inputs of `crates/gpu-tests/examples/interp_vs_vulkan.rs`, without
//! the Vulkan side, so it builds without wgpu):
//!
//! ```sh
//! cargo run --release -p hlslc --example interp_bench [KERNEL...]
//! ```
//!
//! Each kernel is checked, then dispatched once with `hlsl_interp::dispatch`
//! (timed alone); the scalar programs run through `hlsl_interp::call`.
//! With names, only those kernels or programs run. `THREADS=N` runs the
//! dispatches on N threads (`Limits::threads`).

use hlsl_interp::{Buffers, Limits, RegisterKey, Value};
use hlsl_sema::ir::{Program, RegisterClass};
use std::path::Path;
use std::time::Instant;

fn words<T: Copy>(n: usize, f: impl Fn(usize) -> T, to: fn(T) -> [u8; 4]) -> Vec<u8> {
    (0..n).flat_map(|i| to(f(i))).collect()
}

/// (name, groups, buffers as (class, register, bytes), work, unit)
type Kernel = (
    &'static str,
    [u32; 3],
    Vec<(RegisterClass, u32, Vec<u8>)>,
    f64,
    &'static str,
);

fn kernels() -> Vec<Kernel> {
    use RegisterClass::{B, T, U};
    let n = 1usize << 22;
    let m = 512usize;
    let mut params = 2.0f32.to_le_bytes().to_vec();
    params.extend((n as u32).to_le_bytes());
    params.extend([0; 8]);
    vec![
        (
            "saxpy",
            [(n / 256) as u32, 1, 1],
            vec![
                (B, 0, params),
                (T, 1, words(n, |i| (i % 1000) as f32, f32::to_le_bytes)),
                (U, 2, words(n, |i| (i % 3) as f32, f32::to_le_bytes)),
            ],
            n as f64,
            "M el/s",
        ),
        (
            "reduce",
            [(n / 1024) as u32, 1, 1],
            vec![
                (T, 0, words(n, |i| (i % 7) as u32, u32::to_le_bytes)),
                (U, 1, vec![0; n / 1024 * 4]),
            ],
            n as f64,
            "M el/s",
        ),
        (
            "matmul",
            [(m / 16) as u32, (m / 16) as u32, 1],
            vec![
                (
                    T,
                    0,
                    words(
                        m * m,
                        |i| ((i * 7) % 13) as f32 / 8.0 - 0.75,
                        f32::to_le_bytes,
                    ),
                ),
                (
                    T,
                    1,
                    words(
                        m * m,
                        |i| ((i * 5) % 11) as f32 / 4.0 - 1.25,
                        f32::to_le_bytes,
                    ),
                ),
                (U, 2, vec![0; m * m * 4]),
            ],
            2.0 * (m * m * m) as f64,
            "MFLOP/s",
        ),
    ]
}

fn check(source: &str, name: &str, profile: Option<&str>) -> Program {
    let options = hlslc::FrontendOptions {
        profile: profile.map(Into::into),
        entry: profile.map(|_| "main".into()),
        ..Default::default()
    };
    let mut session = hlslc::Session::new(options);
    let file = session.add_source(name, source);
    match session.check(file) {
        Some(program) => program,
        None => panic!("{name}: {}", session.render(hlslc::DiagnosticsFormat::Text)),
    }
}

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
    for (name, groups, bufs, work, unit) in kernels() {
        if !wanted(name) {
            continue;
        }
        let source = std::fs::read_to_string(root.join(format!("{name}.hlsl"))).expect("kernel");
        let program = check(&source, &format!("{name}.hlsl"), Some("cs_6_0"));
        let mut buffers = Buffers::default();
        for (class, register, bytes) in bufs {
            let key = RegisterKey {
                class,
                space: 0,
                register,
            };
            buffers.bytes.insert(key, bytes);
        }
        let start = Instant::now();
        if let Err(trap) = hlsl_interp::dispatch(&program, "main", groups, &mut buffers, &limits) {
            panic!("{name}: trap: {}", trap.reason);
        }
        let t = start.elapsed().as_secs_f64();
        // A checksum of the output, so runs can be compared.
        let out = buffers
            .bytes
            .values()
            .map(|b| b.iter().map(|&x| x as u64).sum::<u64>());
        println!(
            "{name:<8} {:>9.1} ms {:>9.1} {unit}  (checksum {})",
            t * 1e3,
            work / t / 1e6,
            out.sum::<u64>()
        );
    }
    let source = std::fs::read_to_string(root.join("scalar.hlsl")).expect("scalar.hlsl");
    let program = check(&source, "scalar.hlsl", None);
    for (name, n, per) in [
        ("loops", 15_000_000u32, 7u64),
        ("calls", 15_000_000, 7),
        ("copies", 13_000_000, 8),
    ] {
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
