//! Entry-point rules (the specification's "Entry Points" and "Built-in
//! Variables"): entry points are never called ([`check_not_called`]),
//! compute entry points have positive `numthreads` sizes
//! ([`check_numthreads`]), their flattened arguments and return values
//! fall into the buckets their stage accepts ([`signature`], with the
//! tables of [`builtins`]), and vertex and fragment entry points never
//! reach the `threadgroup` address space ([`threadgroup`]). It reads the
//! resolved declarations of [`super::CheckedUnit`]: `funcs[..].user`,
//! `structs[..].fields` and `call_graph`.
//!
//! [`contents`] and [`walk`] are shared with the library-type
//! restrictions (`super::restrictions`).

mod builtins;
pub(crate) mod contents;
mod signature;
mod threadgroup;
pub(crate) mod walk;

use super::{Checker, FuncId};
use builtins::StageKind;
use hlsl_base::{DiagCode, Diagnostic};
use hlsl_syntax::whlsl::ast::{LitKind, Stage};

/// Runs after every body is typed and recursion is checked.
pub(super) fn check_entry_points(cx: &mut Checker<'_>) {
    check_not_called(cx);
    let entries: Vec<(FuncId, StageKind)> = cx
        .out
        .user_funcs()
        .filter_map(|(id, f, _)| {
            let stage = f.user.as_ref()?.stage.as_ref()?;
            Some((id, stage_kind(stage)))
        })
        .collect();
    for &(id, stage) in &entries {
        check_numthreads(cx, id);
        signature::check_signature(cx, id, stage);
    }
    threadgroup::check_no_threadgroup(cx, &entries);
}

pub(crate) fn stage_kind(s: &Stage) -> StageKind {
    match s {
        Stage::Vertex => StageKind::Vertex,
        Stage::Fragment => StageKind::Fragment,
        Stage::Compute(_) => StageKind::Compute,
    }
}

/// "Entry points may not be called by any WHLSL function": every edge of
/// the call graph into an entry point is reported at its call.
fn check_not_called(cx: &mut Checker<'_>) {
    let mut callers: Vec<FuncId> = cx.out.call_graph.keys().copied().collect();
    callers.sort();
    for caller in callers {
        for &(callee, span) in &cx.out.call_graph[&caller] {
            let f = cx.out.func(callee);
            let Some(user) = &f.user else { continue };
            if user.stage.is_none() {
                continue;
            }
            let d = Diagnostic::new(DiagCode::err_whlsl_entry_point_called, span, &[&f.name])
                .with_note(Diagnostic::new(
                    DiagCode::note_declared_here,
                    user.name_span,
                    &[&f.name],
                ));
            cx.diags.push(d);
        }
    }
}

/// `[numthreads(x, y, z)]`: the parser takes integer literals; each must
/// be positive and fit in 32 bits.
fn check_numthreads(cx: &mut Checker<'_>, id: FuncId) {
    let Some(Stage::Compute(sizes)) = cx.out.func(id).user.as_ref().and_then(|u| u.stage.clone())
    else {
        return;
    };
    for lit in sizes {
        let ok = match lit.kind {
            LitKind::Int(Some(v)) => (1..=u32::MAX as i64).contains(&v),
            LitKind::UInt(Some(v)) => (1..=u32::MAX as u64).contains(&v),
            _ => false,
        };
        if !ok {
            let shown = signature::lit_text(lit.kind);
            cx.error(DiagCode::err_whlsl_numthreads_size, lit.span, &[&shown]);
        }
    }
}
