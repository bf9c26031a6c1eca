//! Limits on types: how many bytes an object may take and how deeply
//! types may nest (docs/limits.md).
//!
//! The layouts (`crate::layout`), lowering and naga compute sizes and
//! offsets in `u32`, and several stages walk a type (or a value built for
//! it, such as `(S)0`) recursively. So the checker bounds both where types
//! are made: at each array dimension and at each struct definition. The
//! size is an upper bound over every layout a type can be given: each
//! array element and struct member is rounded up to 16 bytes, as a
//! constant buffer places them. Structs are measured once, when their
//! fields are known, so measuring never recurses through structs.

use super::Checker;
use crate::types::{StructId, TypeId, TypeKind};
use hlsl_base::{DiagCode, Span};

/// The most bytes a type may take (by the bound above): 2 GiB, half of
/// what `u32` offsets can address, so offsets past it cannot overflow.
pub(super) const MAX_TYPE_BYTES: u64 = 1 << 31;

/// The deepest nesting of arrays and structs within a type, the parser's
/// bracket depth.
pub(super) const MAX_TYPE_DEPTH: u32 = hlsl_syntax::parser::MAX_DEPTH;

/// An upper bound of a type's size in bytes, and its nesting depth.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct Extent {
    bytes: u64,
    depth: u32,
}

impl Checker<'_> {
    /// The extent of `ty`. Arrays are peeled in a loop and structs come
    /// from [`Checker::struct_extents`], so this never recurses.
    fn extent(&self, mut ty: TypeId) -> Extent {
        let mut lens = Vec::new();
        let types = &self.program.types;
        while let TypeKind::Array { elem, len } = *types.get(ty) {
            lens.push(u64::from(len.unwrap_or(1)));
            ty = elem;
        }
        let mut e = match *types.get(ty) {
            TypeKind::Scalar(s) => Extent {
                bytes: u64::from(s.width),
                depth: 0,
            },
            // A `float3` takes 16 bytes in an array of Natural layout.
            TypeKind::Vector(s, _) => Extent {
                bytes: u64::from(s.width) * 4,
                depth: 0,
            },
            TypeKind::Matrix {
                scalar, rows, cols, ..
            } => Extent {
                bytes: u64::from(scalar.width) * 4 * u64::from(rows.max(cols)),
                depth: 0,
            },
            TypeKind::Struct(s) => self.struct_extents.get(&s).copied().unwrap_or_default(),
            TypeKind::Error
            | TypeKind::Void
            | TypeKind::Resource { .. }
            | TypeKind::Array { .. } => Extent::default(),
            TypeKind::Pointer { .. } | TypeKind::ArrayRef { .. } => Extent { bytes: 8, depth: 0 },
        };
        for len in lens.into_iter().rev() {
            e = Extent {
                bytes: len.saturating_mul(e.bytes.next_multiple_of(16)),
                depth: e.depth + 1,
            };
        }
        e
    }

    /// Reports `ty` if it is too large or nests too deeply; `span` is
    /// where it was made (an array dimension, a struct's name). True when
    /// it is within the limits.
    pub(super) fn within_type_limits(&mut self, ty: TypeId, span: Span) -> bool {
        let e = self.extent(ty);
        let name = self.type_name(ty);
        if e.depth > MAX_TYPE_DEPTH {
            self.error(DiagCode::err_type_too_deep, span, &[&name, &MAX_TYPE_DEPTH]);
            return false;
        }
        if e.bytes > MAX_TYPE_BYTES {
            self.error(
                DiagCode::err_type_too_large,
                span,
                &[&name, &MAX_TYPE_BYTES],
            );
            return false;
        }
        true
    }

    /// Measures a struct whose fields are complete, for the types made
    /// from it later, and reports it if it is over a limit.
    pub(super) fn measure_struct(&mut self, id: StructId, ty: TypeId, span: Span) {
        let mut e = Extent::default();
        for f in &self.program.structs[id].fields {
            let fe = self.extent(f.ty);
            e.bytes = e.bytes.saturating_add(fe.bytes.next_multiple_of(16));
            e.depth = e.depth.max(fe.depth);
        }
        e.depth += 1;
        self.struct_extents.insert(id, e);
        if !self.within_type_limits(ty, span) {
            // Reported once: the structs built on this one measure as if
            // it were empty.
            self.struct_extents.insert(id, Extent::default());
        }
    }
}
