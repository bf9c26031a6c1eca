//! Entry-point rules (stage signatures, built-in semantics and their
//! types, `attribute(n)`, resources, interpolation qualifiers, stages
//! that must not reach `threadgroup`) and the library restrictions on
//! samplers, textures and pointers. Owned by the entry-point work; it
//! reads the resolved declarations of [`super::CheckedUnit`]:
//! `funcs[..].user` (parameters with semantics and qualifiers, the return
//! semantic, the stage), `structs[..].fields`, and `call_graph`.

use super::Checker;

/// Runs after every body is typed and recursion is checked.
pub(super) fn check_entry_points(cx: &mut Checker<'_>) {
    let _ = cx;
}
