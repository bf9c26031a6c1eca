//! The kernels of `benches/interp/` and their inputs, shared by the two
//! benchmark programs that run them: `crates/gpu-tests/examples/
//! interp_vs_vulkan.rs` (interpreter against the Vulkan device) and
//! `crates/hlslc/examples/interp_bench.rs` (the interpreter alone). Each
//! includes this file with `#[path]`.

use hlsl_sema::ir::{Program, RegisterClass};

/// One buffer: its register (set 0, binding = the register number) and
/// initial bytes.
pub struct Buf {
    pub class: RegisterClass,
    pub register: u32,
    pub bytes: Vec<u8>,
}

pub struct Kernel {
    pub name: &'static str,
    pub groups: [u32; 3],
    pub buffers: Vec<Buf>,
    /// The register number of the buffer to compare.
    pub output: u32,
    pub floats: bool,
    /// Work done, in `unit`s.
    pub work: f64,
    pub unit: &'static str,
}

pub fn words<T: Copy>(n: usize, f: impl Fn(usize) -> T, to: fn(T) -> [u8; 4]) -> Vec<u8> {
    (0..n).flat_map(|i| to(f(i))).collect()
}

pub fn kernels() -> Vec<Kernel> {
    let n = 1usize << 22;
    let m = 512usize;
    let mut params = 2.0f32.to_le_bytes().to_vec();
    params.extend((n as u32).to_le_bytes());
    params.extend([0; 8]);
    vec![
        Kernel {
            name: "saxpy",
            groups: [(n / 256) as u32, 1, 1],
            buffers: vec![
                Buf {
                    class: RegisterClass::B,
                    register: 0,
                    bytes: params,
                },
                Buf {
                    class: RegisterClass::T,
                    register: 1,
                    bytes: words(n, |i| (i % 1000) as f32, f32::to_le_bytes),
                },
                Buf {
                    class: RegisterClass::U,
                    register: 2,
                    bytes: words(n, |i| (i % 3) as f32, f32::to_le_bytes),
                },
            ],
            output: 2,
            floats: true,
            work: n as f64,
            unit: "elements",
        },
        Kernel {
            name: "reduce",
            groups: [(n / 1024) as u32, 1, 1],
            buffers: vec![
                Buf {
                    class: RegisterClass::T,
                    register: 0,
                    bytes: words(n, |i| (i % 7) as u32, u32::to_le_bytes),
                },
                Buf {
                    class: RegisterClass::U,
                    register: 1,
                    bytes: vec![0; n / 1024 * 4],
                },
            ],
            output: 1,
            floats: false,
            work: n as f64,
            unit: "elements",
        },
        Kernel {
            name: "matmul",
            groups: [(m / 16) as u32, (m / 16) as u32, 1],
            buffers: vec![
                Buf {
                    class: RegisterClass::T,
                    register: 0,
                    bytes: words(
                        m * m,
                        |i| ((i * 7) % 13) as f32 / 8.0 - 0.75,
                        f32::to_le_bytes,
                    ),
                },
                Buf {
                    class: RegisterClass::T,
                    register: 1,
                    bytes: words(
                        m * m,
                        |i| ((i * 5) % 11) as f32 / 4.0 - 1.25,
                        f32::to_le_bytes,
                    ),
                },
                Buf {
                    class: RegisterClass::U,
                    register: 2,
                    bytes: vec![0; m * m * 4],
                },
            ],
            output: 2,
            floats: true,
            work: 2.0 * (m * m * m) as f64,
            unit: "FLOP",
        },
    ]
}

/// The scalar programs of `scalar.hlsl`: (function, iterations, operations
/// per iteration as that file counts them), each at least 10^8 operations.
pub const SCALAR_PROGRAMS: [(&str, u32, u64); 3] = [
    ("loops", 15_000_000, 7),
    ("calls", 15_000_000, 7),
    ("copies", 13_000_000, 8),
];

/// Checks `source`, as a compute shader when `profile` is given, else as
/// a library of functions.
pub fn check(source: &str, name: &str, profile: Option<&str>) -> Program {
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
