//! The `hlslc` command line: argument parsing, the subcommands, batch
//! manifests, buffer and texture files for the interpreter, output files
//! and Clang `-verify` checking. The compiler itself is the `hlslc`
//! library crate; this crate only drives it.
#![forbid(unsafe_code)]

// The library's modules and names, re-exported so that the command line's
// modules (which lived in the library before the split) reach them as
// `crate::…`.
pub use hlslc::{api, dxc_flags, execute, includes, options, panic, reflect, render, session};
pub use hlslc::{
    compile, CompileOptions, Define, Diagnostics, DiagnosticsFormat, EmitTarget, FrontendOptions,
    Output, Session, VkBindRegister, VkShift,
};

pub mod args;
pub mod batch;
pub mod buffers;
pub mod cbuffer_values;
pub mod cli;
pub mod disassembly;
pub mod header_output;
pub mod lsp;
pub mod output_file;
pub mod textures;
pub mod verify;

pub use cli::run_cli;
