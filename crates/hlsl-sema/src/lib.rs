//! The semantic checker: turns a syntax tree into the typed [`ir::Program`]
//! that lowering and the interpreter consume, with diagnostics for every
//! ill-formed construct.
#![forbid(unsafe_code)]

mod check;
mod flow;
pub mod ir;
pub mod layout;
mod legalize;
mod profile;
pub mod root_signature;
pub mod side_tables;
pub mod signature;
pub mod types;
pub mod whlsl;

pub use flow::reaches_end;
pub use profile::Profile;

use hlsl_base::Diagnostics;
use hlsl_syntax::{ast::SourceUnit, Dialect};

/// What the driver asks the checker for.
#[derive(Clone, Debug)]
pub struct CheckOptions {
    pub dialect: Dialect,
    /// `-T`: the stage and shader model. Without it the file is checked as
    /// a library: functions marked `[numthreads]` or `[shader("…")]` become
    /// entry points, and a file of declarations alone is valid.
    pub profile: Option<Profile>,
    /// `-E`: the entry point's name (with a profile; `main` if not given).
    pub entry: Option<String>,
    /// Errors were reported before checking (by the parser): then the
    /// flow warnings are not given, as in Clang (a mistake can make code
    /// look unreachable or a write look missing).
    pub after_errors: bool,
    /// `-enable-16bit-types`: `half` and the `min16*` types are 16-bit, as
    /// in DXC (without it they are 32-bit).
    pub enable_16bit_types: bool,
    /// `-HV`: the HLSL version (2021 unless asked). Before 2021, `&&` and
    /// `||` take vectors and evaluate both operands.
    pub hlsl_version: u32,
    /// `-fvk-use-{dx,gl,scalar}-layout`: the rules that lay out buffers.
    pub layout: layout::LayoutRules,
}

/// Checks a parsed unit. The [`ir::Program`] is complete only when the
/// diagnostics hold no error; later stages must not be given it otherwise.
pub fn check(unit: &SourceUnit, options: &CheckOptions) -> (ir::Program, Diagnostics) {
    let (program, diags, _) = check::check(unit, options, false);
    (program, diags)
}

/// [`check`], also collecting the editor's [`side_tables::SideTables`]:
/// what each name denotes and each expression's type. Only tools ask for
/// them; compiling does not pay for them.
pub fn check_with_side_tables(
    unit: &SourceUnit,
    options: &CheckOptions,
) -> (ir::Program, Diagnostics, side_tables::SideTables) {
    let (program, diags, side) = check::check(unit, options, true);
    (program, diags, side.unwrap_or_default())
}
