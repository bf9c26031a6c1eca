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
use crate::ir::{ExprKind, GlobalId, GlobalKind, UnaryOp};
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
        let n = match a.args.as_slice() {
            [e] => self.const_int(*e).and_then(|n| u32::try_from(n).ok()),
            _ => None,
        };
        if n.is_none() {
            let what = "expects one non-negative integer constant";
            self.error(
                DiagCode::err_attribute_args,
                a.span,
                &[&"vk::constant_id", &what],
            );
        }
        n
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

    /// Whether the checked initializer `e` (of `program.global_init`) is
    /// a default DXC accepts: a literal, possibly negated or converted,
    /// or a `static const` global with such an initializer. Another
    /// specialization constant, or arithmetic, is not.
    pub(super) fn spec_default_ok(&self, e: crate::ir::ExprId, depth: u32) -> bool {
        if depth > 64 {
            return false;
        }
        let body = &self.program.global_init;
        match body.exprs[e].kind {
            ExprKind::Literal(_) => true,
            ExprKind::Unary {
                op: UnaryOp::Neg,
                expr,
            }
            | ExprKind::Convert(expr) => self.spec_default_ok(expr, depth + 1),
            ExprKind::Load(place) => match body.exprs[place].kind {
                ExprKind::Global(g) => {
                    self.is_plain_static_const(g) && {
                        let init = self.program.globals[g].init;
                        init.is_some_and(|i| self.spec_default_ok(i, depth + 1))
                    }
                }
                _ => false,
            },
            _ => false,
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
            self.error(DiagCode::err_spec_constant_type, v.span, &[]);
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
        if !self.spec_default_ok(init, 0) {
            self.error(DiagCode::err_spec_constant_init, init_span, &[]);
            return;
        }
        self.program
            .spec_constants
            .push(crate::ir::SpecConstant { global: id, id: n });
    }
}
