//! Which globals a program may write, found from its IR: the roots of
//! every assignment, `++`/`--`, atomic destination and original, `out`
//! argument, and the resource of every resource method. A parallel
//! dispatch shares the buffers no global written here is bound to without
//! conflict stamps (`exec/shared.rs`). Should a write escape this scan, the
//! shared memory refuses it as a conflict, so the result stays exact.

use crate::compile::index_of;
use hlsl_sema::ir::{Arg, Body, ExprId, ExprKind, Program};

/// By global index, whether the program may write it.
pub(crate) fn written_globals(program: &Program) -> Vec<bool> {
    let mut written = vec![false; program.globals.len()];
    let bodies = program
        .functions
        .iter()
        .map(|(_, f)| &f.body)
        .chain([&program.global_init]);
    for body in bodies {
        for (_, e) in body.exprs.iter() {
            match &e.kind {
                ExprKind::Assign { target, .. } | ExprKind::IncDec { target, .. } => {
                    mark(body, *target, &mut written);
                }
                ExprKind::Atomic { dest, original, .. } => {
                    mark(body, *dest, &mut written);
                    if let Some(o) = original {
                        mark(body, *o, &mut written);
                    }
                }
                ExprKind::Call { args, .. } => {
                    for a in args {
                        if let Arg::Out { place, .. } = a {
                            mark(body, *place, &mut written);
                        }
                    }
                }
                ExprKind::ResourceOp { resource, .. } => {
                    written[index_of(*resource)] = true;
                }
                _ => {}
            }
        }
    }
    written
}

/// Marks the global at the root of place `e`; every global when the root
/// is not a variable.
fn mark(body: &Body, e: ExprId, written: &mut [bool]) {
    match body.exprs[body.place_root(e)].kind {
        ExprKind::Global(g) => written[index_of(g)] = true,
        // A local, or a parameter holding a resource (which the
        // interpreter does not run).
        ExprKind::Local(_) => {}
        _ => written.fill(true),
    }
}
