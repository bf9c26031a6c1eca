//! Intrinsics with `out` parameters, as assignments from plain intrinsics:
//! the input is evaluated once into a temporary, then each `out` argument
//! is assigned (and converted) from an [`Intrinsic`] of it.
//!
//! * `sincos(x, out s, out c)`: `s = sin(t), c = cos(t)`; void.
//! * `modf(x, out ip)`: `ip = trunc(t)`; the value `t - trunc(t)` (DXC's
//!   expansion, so `modf(inf)` gives NaN).
//! * `frexp(x, out e)`: `e = FrexpExponent(t)`; the value
//!   `FrexpMantissa(t)`.
//! * `asuint(d, out lo, out hi)` on doubles: the two halves; void.

use super::convert::Shape;
use super::{Checker, Typed};
use crate::ir::{BinaryOp, ExprKind, Intrinsic, Local};
use crate::types::{Scalar, TypeId, Types};
use hlsl_base::{DiagCode, Span};

impl Checker<'_> {
    /// Whether `name` with these arguments is one of the `out` forms.
    pub(super) fn out_intrinsic(&self, name: &str, args: &[(Typed, Span)]) -> bool {
        matches!(name, "sincos" | "modf" | "frexp") || (name == "asuint" && args.len() == 3)
    }

    pub(super) fn call_out_intrinsic(
        &mut self,
        name: &str,
        args: Vec<(Typed, Span)>,
        span: Span,
    ) -> Typed {
        let arity = if matches!(name, "sincos" | "asuint") {
            3
        } else {
            2
        };
        if args.len() != arity {
            return self.arity_error(arity, args.len(), span);
        }
        let (x, xspan) = args[0];
        let no_match = |c: &mut Self| {
            let types: Vec<String> = args.iter().map(|(a, _)| c.type_name(a.ty)).collect();
            let call = format!("{name}({})", types.join(", "));
            c.error(DiagCode::err_no_matching_function, span, &[&call]);
            c.error_expr(span)
        };
        let Some((s, shape)) = self.numeric(x.ty) else {
            return no_match(self);
        };
        let shape = if shape == Shape::Vector(1) {
            Shape::Scalar
        } else {
            shape
        };
        let double = name == "asuint";
        if double && s != Scalar::F64 {
            return no_match(self);
        }
        // `sincos` and `frexp` exist for 16- and 32-bit floats only (as the
        // transcendental functions in `intrinsics.rs`): a double converts.
        let narrow = s.width == 8 && matches!(name, "sincos" | "frexp");
        let in_scalar = if s.is_float() && !narrow {
            s
        } else {
            Scalar::F32
        };
        let in_ty = self.make_type(in_scalar, shape);
        let out_ty = if double {
            self.make_type(Scalar::U32, shape)
        } else {
            in_ty
        };
        for &(a, aspan) in &args[1..] {
            if !self.check_assignable(a, aspan) {
                return self.error_expr(span);
            }
            if self.conversion_cost(out_ty, a.ty).is_none() {
                let (from, to) = (self.type_name(out_ty), self.type_name(a.ty));
                self.error(DiagCode::err_type_mismatch, aspan, &[&from, &to]);
                return self.error_expr(span);
            }
        }
        // t = x
        let tmp = self.body().locals.alloc(Local {
            name: name.into(),
            ty: in_ty,
            span,
        });
        let value = self.coerce(x, in_ty, xspan);
        let target = self.typed(ExprKind::Local(tmp), in_ty, xspan);
        let mut chain = self.typed(
            ExprKind::Assign {
                target: target.id,
                op: None,
                value,
            },
            in_ty,
            span,
        );
        let outs: &[Intrinsic] = match name {
            "sincos" => &[Intrinsic::Sin, Intrinsic::Cos],
            "modf" => &[Intrinsic::Trunc],
            "frexp" => &[Intrinsic::FrexpExponent],
            _ => &[Intrinsic::SplitDoubleLow, Intrinsic::SplitDoubleHigh],
        };
        for (&(out, aspan), &op) in args[1..].iter().zip(outs) {
            let t = self.read_temp(tmp, in_ty, aspan);
            let v = self.unary_intrinsic(op, t, in_ty, out_ty, aspan);
            let v = self.coerce(v, out.ty, aspan);
            let assign = self.typed(
                ExprKind::Assign {
                    target: out.id,
                    op: None,
                    value: v,
                },
                out.ty,
                aspan,
            );
            chain = self.typed(
                ExprKind::Comma {
                    lhs: chain.id,
                    rhs: assign.id,
                },
                out.ty,
                span,
            );
        }
        let result = match name {
            "modf" => {
                let t = self.read_temp(tmp, in_ty, span);
                let t2 = self.read_temp(tmp, in_ty, span);
                let whole = self.unary_intrinsic(Intrinsic::Trunc, t2, in_ty, in_ty, span);
                Some(self.typed(
                    ExprKind::Binary {
                        op: BinaryOp::Sub,
                        lhs: t,
                        rhs: whole.id,
                    },
                    in_ty,
                    span,
                ))
            }
            "frexp" => {
                let t = self.read_temp(tmp, in_ty, span);
                Some(self.unary_intrinsic(Intrinsic::FrexpMantissa, t, in_ty, in_ty, span))
            }
            _ => None,
        };
        let ty = result.map_or(Types::VOID, |r| r.ty);
        let rhs = match result {
            Some(r) => r.id,
            None => return Typed { ty, ..chain },
        };
        self.typed(ExprKind::Comma { lhs: chain.id, rhs }, ty, span)
    }

    /// `op(t)` for a pure `t` of type `ty`; on a matrix, row by row.
    fn unary_intrinsic(
        &mut self,
        op: Intrinsic,
        t: crate::ir::ExprId,
        ty: TypeId,
        ret: TypeId,
        span: Span,
    ) -> Typed {
        if self.matrix_dims(ty).is_some() {
            let arg = Typed {
                id: t,
                ty,
                literal: false,
            };
            return self.rowwise_intrinsic(op, &[arg], &[ty], ret, span);
        }
        self.typed(ExprKind::Intrinsic { op, args: vec![t] }, ret, span)
    }

    pub(super) fn read_temp(
        &mut self,
        tmp: crate::ir::LocalId,
        ty: TypeId,
        span: Span,
    ) -> crate::ir::ExprId {
        let place = self.typed(ExprKind::Local(tmp), ty, span);
        self.rvalue(place).id
    }
}
