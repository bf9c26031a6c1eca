//! `[[vk::constant_id(N)]] const T x = default;`: a specialization
//! constant, DXC's rules and words.
//!
//! It is a read-only `Private` global whose initializer is its default,
//! recorded in [`crate::ir::Program::spec_constants`]. Its value is chosen
//! when the pipeline is created, so it is never a compile-time constant:
//! it is not entered in the checker's constant table (an array size from
//! it is an error, as in DXC), and lowering does not fold reads of it, so
//! `static const uint y = x * 2;` is computed when the shader runs
//! (`hlsl-lower/src/static_inits.rs`). The SPIR-V back end turns the
//! default into `OpSpecConstant` with `SpecId N` (`spec_constants.rs`
//! there); the other targets keep the default, and reflection says so.

use super::Checker;
use crate::ir::{ExprKind, GlobalId, GlobalKind, Literal, UnaryOp};
use crate::types::{ScalarKind, TypeId, TypeKind};
use hlsl_base::{DiagCode, Span};
use hlsl_syntax::ast;

impl<'a> Checker<'a> {
    /// The `vk::constant_id` attribute of a global `v`, if it has one.
    pub(super) fn constant_id_attr(&self, v: &'a ast::VarDecl) -> Option<&'a ast::Attribute> {
        v.attrs
            .iter()
            .find(|a| self.name(a.name) == "vk::constant_id")
    }

    /// The id `[[vk::constant_id(N)]]` gives: one integer constant that
    /// fits `u32`.
    pub(super) fn constant_id(&mut self, a: &ast::Attribute) -> Option<u32> {
        self.u32_attr_arg(a, "vk::constant_id")
    }

    /// Whether a specialization constant may have type `ty`: a 32-bit
    /// `bool`, `int`, `uint` or `float` scalar (DXC's set).
    pub(super) fn spec_constant_type_ok(&self, ty: TypeId) -> bool {
        match *self.program.types.get(ty) {
            TypeKind::Scalar(s) => s.width == 4 || s.kind == ScalarKind::Bool,
            TypeKind::Error => true,
            _ => false,
        }
    }

    /// The value of the checked initializer `e` (of `program.global_init`)
    /// if it is a default DXC accepts: a literal, possibly negated or
    /// converted, or a `static const` global with such an initializer.
    /// Another specialization constant, or arithmetic, is not.
    pub(super) fn spec_default(&self, e: crate::ir::ExprId, depth: u32) -> Option<Literal> {
        if depth > 64 {
            return None;
        }
        let body = &self.program.global_init;
        let expr = &body.exprs[e];
        match expr.kind {
            ExprKind::Literal(l) => Some(l),
            ExprKind::Unary {
                op: UnaryOp::Neg,
                expr,
            } => match self.spec_default(expr, depth + 1)? {
                Literal::Sint(i) => Some(Literal::Sint(i.wrapping_neg())),
                Literal::Uint(u) => Some(Literal::Uint(u.wrapping_neg())),
                Literal::Float(f) => Some(Literal::Float(-f)),
                Literal::Bool(_) => None,
            },
            ExprKind::Convert(inner) => {
                let TypeKind::Scalar(to) = *self.program.types.get(expr.ty) else {
                    return None;
                };
                Some(convert(self.spec_default(inner, depth + 1)?, to.kind))
            }
            ExprKind::Load(place) => match body.exprs[place].kind {
                ExprKind::Global(g) if self.is_plain_static_const(g) => {
                    let init = self.program.globals[g].init?;
                    self.spec_default(init, depth + 1)
                }
                _ => None,
            },
            _ => None,
        }
    }

    fn is_plain_static_const(&self, g: GlobalId) -> bool {
        matches!(
            self.program.globals[g].kind,
            GlobalKind::Private { is_const: true }
        ) && self.program.spec_id(g).is_none()
    }

    /// Checks a `[[vk::constant_id]]` global `v` of type `ty`. `None`
    /// for a `static` one (an error; it stays a plain static);
    /// otherwise it is a read-only `Private` global, with its id if it
    /// is a valid specialization constant (after an error, `Some(None)`:
    /// still never folded, so nothing more is reported).
    pub(super) fn spec_constant_decl(
        &mut self,
        v: &'a ast::VarDecl,
        a: &'a ast::Attribute,
        ty: TypeId,
    ) -> Option<Option<u32>> {
        if v.has_modifier(ast::Modifier::Static) {
            self.error(DiagCode::err_spec_constant_static, v.name.span, &[]);
            return None;
        }
        if !self.spec_constant_type_ok(ty) {
            // DXC points at the declaration after its attributes.
            let start = v.modifiers.first().map_or(v.ty.span, |m| m.1);
            let span = Span::new(start.lo, v.span.hi.max(start.hi));
            self.error(DiagCode::err_spec_constant_type, span, &[]);
            return Some(None);
        }
        if v.init.is_none() {
            self.error(DiagCode::err_spec_constant_no_default, v.name.span, &[]);
            return Some(None);
        }
        Some(self.constant_id(a))
    }

    /// After the global `id` is allocated with its checked initializer:
    /// records it, or reports a default DXC does not accept.
    pub(super) fn record_spec_constant(&mut self, id: GlobalId, n: u32, init_span: Span) {
        let Some(init) = self.program.globals[id].init else {
            return;
        };
        let Some(default) = self.spec_default(init, 0) else {
            self.error(DiagCode::err_spec_constant_init, init_span, &[]);
            return;
        };
        self.program.spec_constants.push(crate::ir::SpecConstant {
            global: id,
            id: n,
            default,
        });
    }
}

/// `v` as a `to` scalar, by HLSL's conversions (floats truncate toward
/// zero, saturating, as everywhere in hlslc).
fn convert(v: Literal, to: ScalarKind) -> Literal {
    let as_f64 = match v {
        Literal::Bool(b) => f64::from(u8::from(b)),
        Literal::Sint(i) => i as f64,
        Literal::Uint(u) => u as f64,
        Literal::Float(f) => f,
    };
    match (to, v) {
        (ScalarKind::Bool, _) => Literal::Bool(as_f64 != 0.0),
        (ScalarKind::Float, _) => Literal::Float(as_f64),
        (ScalarKind::Sint, Literal::Uint(u)) => Literal::Sint(i64::from(u as i32)),
        (ScalarKind::Sint, Literal::Sint(i)) => Literal::Sint(i64::from(i as i32)),
        (ScalarKind::Sint, _) => Literal::Sint(as_f64 as i32 as i64),
        (ScalarKind::Uint, Literal::Sint(i)) => Literal::Uint(u64::from(i as u32)),
        (ScalarKind::Uint, Literal::Uint(u)) => Literal::Uint(u64::from(u as u32)),
        (ScalarKind::Uint, _) => Literal::Uint(u64::from(as_f64 as u32)),
    }
}
