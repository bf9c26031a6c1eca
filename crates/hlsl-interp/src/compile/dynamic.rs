//! Which expressions choose a resource at run time: the roots (an
//! expression no other expression holds) whose tree uses an element of
//! an array of resources picked by a non-constant index
//! (`ElementIndex::Dynamic`), directly, as a method's resource or
//! sampler, or through a member of the element's constant buffer.
//!
//! The executor evaluates such a root once per group of lanes that chose
//! the same elements (`exec/dynamic.rs`), so everything inside it sees an
//! ordinary resource.

use super::index_of;
use hlsl_sema::ir::{Body, ElementIndex, ExprKind, GlobalId, GlobalKind, Program};

/// The element global a use of `g` reaches when it is a dynamic one: `g`
/// itself, or the element whose constant buffer member `g` is.
pub fn dynamic_element(program: &Program, g: GlobalId) -> Option<GlobalId> {
    let g = match program.globals[g].kind {
        GlobalKind::CBufferMember { cbuffer, .. } => program.cbuffers[cbuffer].resource?,
        _ => g,
    };
    match program.resource_elements.get(&g) {
        Some((_, ElementIndex::Dynamic(_))) => Some(g),
        _ => None,
    }
}

/// By expression index: for each root that uses dynamic elements, those
/// elements (each once); empty when the body has none.
pub fn roots(program: &Program, body: &Body) -> Vec<Option<Vec<GlobalId>>> {
    let any = program
        .resource_elements
        .values()
        .any(|(_, k)| matches!(k, ElementIndex::Dynamic(_)));
    if !any {
        return Vec::new();
    }
    let n = body.exprs.len();
    let mut has_parent = vec![false; n];
    for (_, e) in body.exprs.iter() {
        e.kind.operands(true, |o, _| has_parent[index_of(o)] = true);
    }
    let mut out = vec![None; n];
    let mut found = false;
    for (root, _) in body.exprs.iter() {
        if has_parent[index_of(root)] {
            continue;
        }
        let mut uses: Vec<GlobalId> = Vec::new();
        let mut stack = vec![root];
        while let Some(x) = stack.pop() {
            let kind = &body.exprs[x].kind;
            let mut note = |g: GlobalId| {
                if let Some(d) = dynamic_element(program, g) {
                    if !uses.contains(&d) {
                        uses.push(d);
                    }
                }
            };
            match *kind {
                ExprKind::Global(g) => note(g),
                ExprKind::ResourceOp {
                    resource, sampler, ..
                } => {
                    note(resource);
                    if let Some(s) = sampler {
                        note(s);
                    }
                }
                _ => {}
            }
            kind.operands(true, |o, _| stack.push(o));
        }
        if !uses.is_empty() {
            out[index_of(root)] = Some(uses);
            found = true;
        }
    }
    if found {
        out
    } else {
        Vec::new()
    }
}
