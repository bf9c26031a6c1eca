//! The hlslc driver library: options, the compilation session (which owns
//! files and runs the stages under a panic guard), diagnostic rendering,
//! the interpreter commands, and the command line itself.
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

pub mod api;
pub mod args;
pub mod batch;
pub mod buffers;
pub mod cbuffer_values;
pub mod cli;
pub mod dxc_flags;
pub mod execute;
pub mod header_output;
#[cfg(target_os = "linux")]
pub mod heap;
pub mod includes;
pub mod options;
pub mod output_file;
pub mod panic;
pub mod reflect;
pub mod render;
pub mod session;
pub mod textures;
pub mod verify;

pub use api::{compile, CompileOptions, Diagnostics, Output};
pub use cli::run_cli;
pub use options::{
    Define, DiagnosticsFormat, EmitTarget, FrontendOptions, VkBindRegister, VkShift,
};
pub use session::Session;
