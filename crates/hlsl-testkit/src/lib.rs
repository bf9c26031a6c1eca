//! Compute-shader tests as data: loading `tests/compute/NAME.toml`, encoding
//! its buffers, and comparing what a run left in them with the expectation.
//! Both runners use it: the interpreter one (`crates/hlslc-cli/tests/compute.rs`,
//! through `hlslc dispatch`) and the Vulkan one (`crates/gpu-tests`). It has
//! no GPU code.
//!
//! # The test format
//!
//! A test is `NAME.hlsl` (the shader) beside `NAME.toml`:
//!
//! ```toml
//! shader = "other.hlsl"   # optional; run another test's shader with these inputs
//! entry = "main"          # optional; the compute entry point (default "main")
//! profile = "cs_6_0"      # optional; the profile passed to `hlslc compile -T`
//! groups = [4, 1, 1]      # required; workgroups dispatched in x, y, z
//!
//! [[buffer]]
//! register = "b0"         # required: uN, tN or bN, optionally "_spaceM" (u3_space1)
//! type = ["float", "uint"]
//! data = [2.5, 200]       # initial contents, or `zeros = N` (N scalars)
//!
//! [[buffer]]
//! register = "u0"
//! type = "float"
//! data = [1.0, 2.0]
//! expect = [3.5, 7.0]     # contents after the dispatch; only on `u` registers
//! ulps = 4                # optional float tolerance, see below
//! abs = 1e-6
//!
//! [[buffer]]
//! register = "u1"         # an append, consume or counted structured buffer
//! type = "uint"
//! zeros = 8
//! counter = 2             # optional: its hidden counter's initial value (default 0)
//! expect_counter = 6      # optional: the counter after the dispatch
//! ```
//!
//! * `type` names the element type: `float`, `int`, `uint`, `bool`, or a
//!   vector of those (`float4`, `uint2`, ...), or a list of them. For `u` and
//!   `t` buffers the list is cycled over the data: `["float4", "uint"]`
//!   describes `struct { float4 p; uint id; }` elements, so `data` holds 5
//!   numbers per element. For a `b` buffer the list is the cbuffer's
//!   members in order, not cycled. Both runners lay the numbers out as the
//!   compiler lays out the buffer at that register under the test's flags
//!   (`-fvk-use-*-layout`; [`ComputeTest::set_layouts`]), in memory order,
//!   whenever the scalars match; otherwise (and for WHLSL) elements are
//!   tight and a cbuffer's members placed with HLSL's packing (16-byte
//!   rows, a member never straddles a row; the size is rounded up to a
//!   whole row), where a member written `"float@32"` is at byte offset 32.
//! * `data` and `expect` are flat lists of numbers, one per scalar, members
//!   of a cbuffer without padding (the same list `hlslc dispatch` takes as
//!   JSON). Integers are exact; `bool` takes 0/1 (or true/false). `expect`
//!   may use `nan` and `inf` for floats; a NaN matches any NaN.
//! * `zeros = N` stands for `data` with N zeros.
//! * Floats compare with `|actual - expected| <= abs + ulps * 2^-23 * |expected|`;
//!   the defaults are `ulps = 4` and `abs = 1e-6`, which absorb the rounding
//!   difference of FMA contraction (NVIDIA's driver fuses `a*x+y`, lavapipe
//!   does not) in ordinary kernels. `ulps = 0` with `abs = 0` asks for
//!   equality. Integers and bools always compare exactly.
//!
//! * No two buffers may share a register number in one space, whatever
//!   their class: Vulkan binds `register(xN, spaceM)` at set M, binding N
//!   for `u`, `t` and `b` alike (there are no per-class shifts yet).
//!
//! * `counter` and `expect_counter` (only on `u` registers) give the
//!   initial and expected final value of the buffer's hidden counter
//!   (`hlslc dispatch --counter`, and on Vulkan the counter buffer at the
//!   binding the compiler gives it). An `expect_counter` is an
//!   expectation like `expect`.
//!
//! Textures and samplers:
//!
//! ```toml
//! [[texture]]
//! register = "t1"         # tN (Texture*) or uN (RWTexture*)
//! dim = "2d"              # 1d, 2d, 2darray or 3d
//! size = [4, 2]           # width[, height[, depth]] of level 0, as dim needs
//! layers = 1              # optional (2darray only), default 1
//! mips = 2                # optional, default 1 (1 for u textures)
//! format = "rgba8unorm"   # r32float, rgba32float, r32uint, rgba8unorm, ...
//! data = [...]            # optional (zeros): every channel, see tests/compute/README.md
//! expect = [...]          # u textures only, 32-bit formats
//!
//! [[sampler]]
//! register = "s0"
//! filter = "linear"       # point or linear
//! address = "clamp"       # wrap, clamp, mirror or border
//! ```
//!
//! Constant buffers by member name, and the wave size:
//!
//! ```toml
//! wave_size = 8           # optional: the wave size the expectations assume
//!
//! [[cbuffer]]
//! register = "b0"
//! [cbuffer.members]       # member name = value; missing members are zero
//! scale = 2.5
//! dir = [0, 1, 0]         # vectors and arrays as arrays
//! m = [[1, 0], [0, 1]]    # matrices by rows (or flat, row by row)
//! light = { count = 3 }   # structs as tables
//! ```
//!
//! * A `[[cbuffer]]` is packed by the compiler (`hlslc_cli::cbuffer_values`,
//!   the code behind `hlslc dispatch --cbuffer`) from the shader's own
//!   declaration, so both runners give the same bytes.
//! * `wave_size`: the interpreter runs with `--wave-size N`; on Vulkan
//!   the test runs only where the adapter's subgroup size is N (lavapipe:
//!   8) and is otherwise skipped with a note. Leave it out when the results
//!   hold for any wave size (write such tests where possible).
//!
//! WHLSL tests (`tests/compute/whlsl/NAME.whlsl`, [`discover_whlsl`]) run
//! in the interpreter and on Vulkan like HLSL ones. Those of
//! `tests/dispatch/whlsl` ([`discover_whlsl_dispatch`]) run only in the
//! interpreter and may also say:
//!
//! ```toml
//! expect_trap = "barrier reached in divergent control flow"  # the dispatch traps
//! max_steps = 10000       # hlslc dispatch --max-steps
//! ```
//!
//! Tests of `tests/vulkan` ([`vulkan_dir`]) may also have
//! `[specialization]` (values for `[[vk::constant_id]]` constants) and
//! `[render]` (a draw instead of a dispatch, with the expected pixels), and
//! a texture and a sampler on one register number (a combined image
//! sampler); tests/vulkan/README.md documents them.
//! [`ComputeTest::raw_vulkan_only`] says whether a test needs that runner.
//!
//! Unknown keys are errors, so a typo cannot turn a check off.

mod compare;
mod format;
mod textures;
mod types;
mod vulkan;

pub use compare::{compare_buffer, Tolerance};
pub use format::{BufferSpec, CBufferSpec, ComputeTest};
pub use hlsl_interp::{ChannelKind, TexelFormat};
pub use textures::{SamplerSpec, TextureDim, TextureSpec};
pub use types::{ElemType, Register, RegisterClass, ScalarKind, Value};
pub use vulkan::{RenderSpec, SpecValue};

use std::path::{Path, PathBuf};

/// The repository's `tests/compute` directory.
pub fn compute_dir() -> PathBuf {
    repo_root().join("tests").join("compute")
}

/// The repository's root: the nearest ancestor holding `tests/compute` of
/// the package cargo is testing (`CARGO_MANIFEST_DIR` at run time), else
/// two levels above this crate as it was compiled. The run-time variable
/// comes first because a target directory shared between checkouts can
/// link this crate as compiled in another one.
pub fn repo_root() -> PathBuf {
    let holds_tests = |d: &Path| d.join("tests").join("compute").is_dir();
    if let Some(dir) = std::env::var_os("CARGO_MANIFEST_DIR") {
        if let Some(root) = Path::new(&dir).ancestors().find(|d| holds_tests(d)) {
            return root.to_path_buf();
        }
    }
    let here = Path::new(env!("CARGO_MANIFEST_DIR"));
    let root = here.join("..").join("..");
    root.canonicalize().unwrap_or(root)
}

/// The WHLSL compute tests, `tests/compute/whlsl/NAME.whlsl`, each with
/// its TOML file: `NAME.toml` beside it, or else its HLSL twin's
/// `tests/compute/NAME.toml` (the same expectations, so that they are
/// also checked on Vulkan through the twin). Pairs of (TOML, shader).
pub fn discover_whlsl() -> Result<Vec<(PathBuf, PathBuf)>, String> {
    discover_whlsl_in(&compute_dir().join("whlsl"))
}

/// The repository's `tests/vulkan` directory: tests in this format that
/// need raw Vulkan ([`ComputeTest::raw_vulkan_only`]), run by gpu-tests.
pub fn vulkan_dir() -> PathBuf {
    repo_root().join("tests").join("vulkan")
}

/// The repository's `tests/dispatch` directory: dispatches whose
/// expectation only the interpreter defines (traps, step limits, results
/// that depend on the order it runs invocations in).
pub fn dispatch_dir() -> PathBuf {
    repo_root().join("tests").join("dispatch")
}

/// The WHLSL dispatch tests, `tests/dispatch/whlsl/NAME.whlsl` with
/// `NAME.toml` beside each: run only in the interpreter.
pub fn discover_whlsl_dispatch() -> Result<Vec<(PathBuf, PathBuf)>, String> {
    discover_whlsl_in(&dispatch_dir().join("whlsl"))
}

fn discover_whlsl_in(dir: &Path) -> Result<Vec<(PathBuf, PathBuf)>, String> {
    let mut out = Vec::new();
    for shader in discover_ext(dir, "whlsl")? {
        let own = shader.with_extension("toml");
        let twin = compute_dir().join(own.file_name().unwrap_or_default());
        let toml = if own.is_file() {
            own
        } else if twin.is_file() {
            twin
        } else {
            return Err(format!(
                "{}: no {} beside it nor an HLSL twin's in tests/compute",
                shader.display(),
                own.display()
            ));
        };
        out.push((toml, shader));
    }
    Ok(out)
}

/// The `.toml` files directly in `dir`, sorted by name.
pub fn discover(dir: &Path) -> Result<Vec<PathBuf>, String> {
    discover_ext(dir, "toml")
}

/// The files with extension `ext` directly in `dir`, sorted by name. A
/// missing directory holds none.
pub fn discover_ext(dir: &Path, ext: &str) -> Result<Vec<PathBuf>, String> {
    let entries = match std::fs::read_dir(dir) {
        Ok(e) => e,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(e) => return Err(format!("{}: {e}", dir.display())),
    };
    let mut out = Vec::new();
    for entry in entries {
        let path = entry.map_err(|e| format!("{}: {e}", dir.display()))?.path();
        if path.extension().is_some_and(|x| x == ext) && path.is_file() {
            out.push(path);
        }
    }
    out.sort();
    Ok(out)
}
