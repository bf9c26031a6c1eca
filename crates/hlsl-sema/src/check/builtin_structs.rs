//! The struct types DXC declares for ray tracing: `RayDesc` (what
//! `TraceRay` and `RayQuery` take) and `BuiltInTriangleIntersectionAttributes`
//! (a triangle hit's barycentrics). hlslc compiles no ray-tracing stage,
//! but headers shared with ray-tracing shaders declare helpers over them,
//! so they exist as ordinary structs, made on first use. A program's own
//! struct of the same name hides them (the name is looked up first).

use super::Checker;
use crate::ir::{Field, StructDef};
use crate::types::{Scalar, TypeId, TypeKind};
use hlsl_base::Span;

/// Each built-in struct's fields: (name, components of `float`).
const STRUCTS: &[(&str, &[(&str, u8)])] = &[
    (
        "RayDesc",
        &[("Origin", 3), ("TMin", 1), ("Direction", 3), ("TMax", 1)],
    ),
    (
        "BuiltInTriangleIntersectionAttributes",
        &[("barycentrics", 2)],
    ),
];

impl Checker<'_> {
    /// The built-in struct named `name`, if there is one.
    pub(super) fn builtin_struct(&mut self, name: &str, span: Span) -> Option<TypeId> {
        let &(name, fields) = STRUCTS.iter().find(|(n, _)| *n == name)?;
        if let Some(&ty) = self.builtin_structs.get(name) {
            return Some(ty);
        }
        let fields = fields
            .iter()
            .map(|&(field, n)| Field {
                name: field.to_string(),
                ty: self.types().shaped(Scalar::F32, if n == 1 { 0 } else { n }),
                semantic: None,
                interpolation: None,
                span: Span::DUMMY,
            })
            .collect();
        let id = self.program.structs.alloc(StructDef {
            name: name.to_string(),
            fields,
            span: Span::DUMMY,
        });
        let ty = self.types().intern(TypeKind::Struct(id));
        self.measure_struct(id, ty, span);
        self.builtin_structs.insert(name, ty);
        Some(ty)
    }
}
