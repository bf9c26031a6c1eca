//! The hlslc compiler as a library: options, the compilation session
//! (which owns files and runs the stages under a panic guard), diagnostic
//! rendering, reflection and running functions in the interpreter. The
//! command line is the `hlslc-cli` crate.
//!
//! Programs that want a compiled shader call [`compile`] (see [`api`]).
//! Tools and tests use [`Session`]:
//!
//! ```no_run
//! use hlslc::{FrontendOptions, Session, DiagnosticsFormat};
//! let mut s = Session::new(FrontendOptions::default());
//! let file = s.load(std::path::Path::new("a.hlsl"));
//! let program = file.and_then(|f| s.check(f));
//! eprint!("{}", s.render(DiagnosticsFormat::Text));
//! ```
//!
//! The modules are naga 30's (re-exported as [`naga`]), which wgpu 30
//! takes as `wgpu::ShaderSource::Naga`.
//!
//! Cargo features: `spirv`, `wgsl`, `msl` and `glsl` build naga's writers
//! for those targets, `interp` the interpreter ([`execute`]); all are on by
//! default.
#![forbid(unsafe_code)]

pub use naga;

pub mod api;
pub mod dxc_flags;
#[cfg(feature = "interp")]
pub mod execute;
pub mod includes;
pub mod options;
pub mod panic;
pub mod reflect;
pub mod render;
pub mod session;

pub use api::{compile, CompileOptions, Diagnostics, Output};
pub use options::{
    Define, DiagnosticsFormat, EmitTarget, FrontendOptions, VkBindRegister, VkShift,
};
pub use session::Session;
