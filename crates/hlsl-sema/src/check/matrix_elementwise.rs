//! Element-wise intrinsics on matrices (`abs(m)`, `lerp(a, b, t)`,
//! `isnan(m)`, `clip(m)`, `select(c, m1, m2)`, ...), which DXC allows for
//! every intrinsic declared over `T<>` in `gen_intrin_main.txt`.
//!
//! The call becomes one call per row on the rows' vectors, composed into
//! the result matrix: `abs(m)` is `floatRxC(abs(m[0]), abs(m[1]), ...)`.
//! So neither lowering nor the interpreter meets a matrix argument (naga's
//! math functions take no matrices, and DXC's SPIR-V back end also works
//! row by row). A matrix argument with side effects is evaluated once,
//! into a temporary; a scalar argument is splatted into each row.

use super::convert::Shape;
use super::{Checker, Typed};
use crate::ir::{ExprId, ExprKind, Intrinsic, Local};
use crate::types::{Scalar, TypeId, TypeKind, Types};
use hlsl_base::Span;

/// Where one argument's row comes from.
enum Rows {
    /// Row `r` of this matrix value.
    Matrix(ExprId),
    /// This scalar, splatted into a row of the given vector type.
    Splat(ExprId, Scalar),
    /// This value as is (a parameter that is not a matrix, such as
    /// `WaveReadLaneAt`'s lane).
    Same(ExprId),
}

impl Checker<'_> {
    /// The matrix dimensions of `ty`, if it is a matrix.
    pub(super) fn matrix_dims(&self, ty: TypeId) -> Option<(Scalar, u8, u8)> {
        match *self.program.types.get(ty) {
            TypeKind::Matrix {
                scalar, rows, cols, ..
            } => Some((scalar, rows, cols)),
            _ => None,
        }
    }

    /// `op` applied element-wise, row by row, to `args` converted to
    /// `params` (at least one of them a matrix type, all of one shape);
    /// `ret` is the matrix result type, or void (`clip`).
    pub(super) fn rowwise_intrinsic(
        &mut self,
        op: Intrinsic,
        args: &[Typed],
        params: &[TypeId],
        ret: TypeId,
        span: Span,
    ) -> Typed {
        let Some((rows, cols)) = params
            .iter()
            .find_map(|&p| self.matrix_dims(p).map(|(_, r, c)| (r, c)))
        else {
            return self.error_expr(span);
        };
        let mut setup: Vec<ExprId> = Vec::new();
        let mut sources = Vec::with_capacity(args.len());
        for (&a, &p) in args.iter().zip(params) {
            let aspan = self.expr_span(a.id);
            let source = match self.matrix_dims(p) {
                Some((s, ..)) => {
                    let scalar_arg = matches!(
                        self.numeric(a.ty),
                        Some((_, Shape::Scalar | Shape::Vector(1)))
                    );
                    if scalar_arg {
                        let st = self.types().scalar(s);
                        let v = self.coerce(a, st, aspan);
                        Rows::Splat(self.evaluate_once(v, st, &mut setup, aspan), s)
                    } else {
                        let v = self.coerce(a, p, aspan);
                        Rows::Matrix(self.evaluate_once(v, p, &mut setup, aspan))
                    }
                }
                None => {
                    let v = self.coerce(a, p, aspan);
                    Rows::Same(self.evaluate_once(v, p, &mut setup, aspan))
                }
            };
            sources.push(source);
        }
        let row_ret = self
            .matrix_dims(ret)
            .map(|(s, ..)| self.types().vector(s, cols));
        let mut parts = Vec::with_capacity(rows as usize);
        for r in 0..rows {
            let row_args = sources
                .iter()
                .map(|src| match *src {
                    Rows::Matrix(m) => self.matrix_row(m, r, span),
                    Rows::Splat(v, s) => {
                        let vty = self.types().vector(s, cols);
                        let st = self.types().scalar(s);
                        let t = Typed {
                            id: v,
                            ty: st,
                            literal: false,
                        };
                        self.build_conversion(t, vty).id
                    }
                    Rows::Same(v) => v,
                })
                .collect();
            let kind = ExprKind::Intrinsic { op, args: row_args };
            parts.push(self.add_expr(kind, row_ret.unwrap_or(Types::VOID), span));
        }
        let mut result = match row_ret {
            Some(_) => self.typed(ExprKind::Compose(parts), ret, span),
            // `clip`: the calls one after another.
            None => {
                let mut chain = parts[0];
                for &p in &parts[1..] {
                    chain =
                        self.add_expr(ExprKind::Comma { lhs: chain, rhs: p }, Types::VOID, span);
                }
                Typed {
                    id: chain,
                    ty: Types::VOID,
                    literal: false,
                }
            }
        };
        for &s in setup.iter().rev() {
            result = self.typed(
                ExprKind::Comma {
                    lhs: s,
                    rhs: result.id,
                },
                result.ty,
                span,
            );
        }
        result
    }

    /// `v` itself when evaluating it again is harmless, else a read of a
    /// temporary that an assignment (pushed to `setup`) fills first.
    fn evaluate_once(
        &mut self,
        v: ExprId,
        ty: TypeId,
        setup: &mut Vec<ExprId>,
        span: Span,
    ) -> ExprId {
        if self.is_pure(v) {
            return v;
        }
        let tmp = self.body().locals.alloc(Local {
            name: "elementwise".into(),
            ty,
            span,
        });
        let target = self.typed(ExprKind::Local(tmp), ty, span);
        let assign = self.typed(
            ExprKind::Assign {
                target: target.id,
                op: None,
                value: v,
            },
            ty,
            span,
        );
        setup.push(assign.id);
        let place = self.typed(ExprKind::Local(tmp), ty, span);
        self.rvalue(place).id
    }
}
