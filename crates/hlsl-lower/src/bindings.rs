//! Vulkan descriptor bindings of a program's resources and constant
//! buffers, and the collisions between them.
//!
//! With no register shifts yet, `register(xN, spaceM)` is set M, binding N
//! for every class, so `b0`, `t0` and `u0` land on the same binding. naga
//! (and Vulkan) reject that; it is reported here, naming both declarations,
//! rather than as naga's validation error.

use crate::vulkan_binding;
use hlsl_base::{DiagCode, Diagnostic, FxHashMap, Span};
use hlsl_sema::ir::{Binding, GlobalKind, Program};

/// Every bound declaration: `(name, binding, span)` in declaration order.
fn bound(program: &Program) -> Vec<(&str, Binding, Span)> {
    let mut out: Vec<(&str, Binding, Span)> = program
        .globals
        .iter()
        .filter_map(|(_, g)| match g.kind {
            GlobalKind::Resource(b) => Some((g.name.as_str(), b, g.span)),
            _ => None,
        })
        .chain(
            program
                .cbuffers
                .iter()
                .map(|(_, c)| (c.name.as_str(), c.binding, c.span)),
        )
        .collect();
    out.sort_by_key(|&(_, _, span)| span.lo);
    out
}

/// One error per declaration whose (set, binding) an earlier one took.
pub(crate) fn collisions(program: &Program) -> Vec<Diagnostic> {
    let mut taken: FxHashMap<(u32, u32), (&str, Span)> = FxHashMap::default();
    let mut diags = Vec::new();
    for (name, b, span) in bound(program) {
        let key = vulkan_binding(&b);
        match taken.get(&key) {
            Some(&(first, first_span)) => {
                let d = Diagnostic::new(
                    DiagCode::err_binding_collision,
                    span,
                    &[&first, &name, &key.0, &key.1],
                )
                .with_note(Diagnostic::new(
                    DiagCode::note_declared_here,
                    first_span,
                    &[&first],
                ));
                diags.push(d);
            }
            None => {
                taken.insert(key, (name, span));
            }
        }
    }
    diags
}
