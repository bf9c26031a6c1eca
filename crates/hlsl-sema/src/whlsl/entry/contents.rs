//! What a type holds: the searches behind the rules on what may sit
//! inside arrays, pointers, resources and variables.

use crate::whlsl::types::{TyId, TyKind};
use crate::whlsl::CheckedUnit;

/// How far a search looks.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Reach {
    /// Through arrays and struct fields: what a value of the type holds.
    ByValue,
    /// Also through pointers and array references: everything the type
    /// can lead to.
    Everything,
}

/// The first type inside `ty` (`ty` itself included) that `pred` accepts.
/// A struct is entered once per search, so self-referring structs end.
pub(crate) fn find_inside(
    out: &CheckedUnit,
    ty: TyId,
    reach: Reach,
    pred: &dyn Fn(TyKind) -> bool,
) -> Option<TyId> {
    let mut seen = Vec::new();
    find(out, ty, reach, pred, &mut seen)
}

fn find(
    out: &CheckedUnit,
    ty: TyId,
    reach: Reach,
    pred: &dyn Fn(TyKind) -> bool,
    seen: &mut Vec<TyId>,
) -> Option<TyId> {
    let kind = out.types.kind(ty);
    if pred(kind) {
        return Some(ty);
    }
    match kind {
        TyKind::Array(t, _) => find(out, t, reach, pred, seen),
        TyKind::Pointer(t, _) | TyKind::ArrayRef(t, _) | TyKind::Texture(_, t)
            if reach == Reach::Everything =>
        {
            find(out, t, reach, pred, seen)
        }
        TyKind::Struct(s) => {
            if seen.contains(&ty) {
                return None;
            }
            seen.push(ty);
            let fields = &out.structs[s.0 as usize].fields;
            fields
                .iter()
                .find_map(|f| find(out, f.ty, reach, pred, seen))
        }
        _ => None,
    }
}

pub(crate) fn is_opaque(k: TyKind) -> bool {
    matches!(k, TyKind::Texture(..) | TyKind::Sampler)
}

pub(crate) fn is_reference(k: TyKind) -> bool {
    matches!(k, TyKind::Pointer(..) | TyKind::ArrayRef(..))
}
