//! IR passes that both back ends need, run once at the end of checking
//! (ARCHITECTURE.md): after them, lowering and the interpreter never see a
//! resource-typed value other than a global.
//!
//! * [`specialize`]: a function with resource parameters gets one copy per
//!   distinct tuple of globals its calls pass, with the parameters gone
//!   (a struct parameter's resource members are hidden resource
//!   parameters, `check/resource_structs.rs`); a function that returns a
//!   resource returns nothing, and its calls' values are the global it
//!   returns; one that returns a struct with resource members resolves
//!   its calls' per-member placeholders the same way.
//! * [`strip_members`]: struct types lose their resource members (the
//!   checker resolved each use of one to its global).

mod specialize;
mod strip_members;

use crate::ir::{Body, ExprId, ExprKind, GlobalId, GlobalKind, Program};
use hlsl_base::Diagnostics;

/// Runs the passes on a program that checked without errors.
pub(crate) fn run(program: &mut Program, diags: &mut Diagnostics) {
    let has_params = program.globals.iter().any(|(_, g)| {
        matches!(
            g.kind,
            GlobalKind::ResourceParam { .. } | GlobalKind::ResourceReturn
        )
    });
    if has_params {
        specialize::run(program, diags);
    }
    strip_members::run(program, diags);
}

/// The global resource a resource-typed expression denotes, when it is
/// one written directly (through any number of `Load`s, or as the value
/// of a `Comma`: a call's result).
pub(crate) fn global_of(body: &Body, mut e: ExprId) -> Option<GlobalId> {
    loop {
        match body.exprs[e].kind {
            ExprKind::Global(g) => return Some(g),
            ExprKind::Load(p) | ExprKind::Comma { rhs: p, .. } => e = p,
            _ => return None,
        }
    }
}
