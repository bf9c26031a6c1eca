//! Conversions that change the shape of a numeric value: scalar, vector
//! and matrix dimensions, with DXC's rules (`ConvertDimensions` in its
//! SemaHLSL): a single component converts to and from anything with one
//! component and splats to any shape; a vector and a matrix with as many
//! components convert into each other (matrices flatten by rows);
//! truncation keeps the leading components, and a matrix truncates only
//! to a smaller matrix. The same rules hold for explicit casts between
//! numeric types; flat casts (`(S)x`, `(float4)s`) are `flat_cast`'s.

use super::convert::{cost, Shape};
use super::{Checker, Typed};
use crate::ir::{ExprId, ExprKind, Local};
use crate::types::Scalar;
use hlsl_base::Span;

/// What changing `from` into `to` costs, or `None` where DXC has no
/// conversion (not even an explicit one).
pub(super) fn shape_cost(from: Shape, to: Shape) -> Option<u32> {
    use Shape::{Matrix, Scalar as S, Vector};
    let count = |s: Shape| match s {
        S => 1u32,
        Vector(n) => n as u32,
        Matrix(r, c) => r as u32 * c as u32,
    };
    let (have, want) = (count(from), count(to));
    Some(match (from, to) {
        (a, b) if a == b => 0,
        // One component is the same value in every shape.
        _ if have == 1 && want == 1 => 0,
        (_, S) => cost::TRUNCATION,
        _ if have == 1 => cost::SPLAT,
        (Vector(n), Vector(m)) => (m < n).then_some(cost::TRUNCATION)?,
        (Matrix(r, c), Vector(m)) => {
            let thin = r == 1 || c == 1;
            match (m as u32).cmp(&have) {
                std::cmp::Ordering::Equal => cost::RESHAPE,
                std::cmp::Ordering::Less if thin || m == 1 => cost::TRUNCATION,
                _ => return None,
            }
        }
        (Vector(n), Matrix(r, c)) => {
            let thin = r == 1 || c == 1;
            match want.cmp(&(n as u32)) {
                std::cmp::Ordering::Equal => cost::RESHAPE,
                std::cmp::Ordering::Less if thin || want == 1 => cost::TRUNCATION,
                _ => return None,
            }
        }
        (Matrix(r, c), Matrix(r2, c2)) => {
            if want == 1 {
                cost::TRUNCATION
            } else if r2 > r || c2 > c {
                return None;
            } else {
                cost::TRUNCATION
            }
        }
        (S, _) => cost::SPLAT,
    })
}

impl Checker<'_> {
    /// `t` (of scalar `fs` and shape `from`) in shape `to`, keeping the
    /// scalar; `None` where [`shape_cost`] allows no conversion. A value
    /// read more than once goes through a temporary when it has side
    /// effects.
    pub(super) fn reshape(
        &mut self,
        t: Typed,
        fs: Scalar,
        from: Shape,
        to: Shape,
    ) -> Option<Typed> {
        shape_cost(from, to)?;
        let span = self.expr_span(t.id);
        let to_ty = self.make_type(fs, to);
        let have = match from {
            Shape::Scalar => 1,
            Shape::Vector(n) => n as u32,
            Shape::Matrix(r, c) => r as u32 * c as u32,
        };
        let want = match to {
            Shape::Scalar => 1,
            Shape::Vector(n) => n as u32,
            Shape::Matrix(r, c) => r as u32 * c as u32,
        };
        // One component: take it (splatting it where the target has more).
        if have == 1 || want == 1 {
            let first = self.first_component(t, fs, from, span);
            return Some(match to {
                Shape::Scalar => first,
                _ => self.typed(ExprKind::Splat(first.id), to_ty, span),
            });
        }
        if let (Shape::Vector(_), Shape::Vector(_)) = (from, to) {
            let parts = self.leading_parts(t, fs, from, want, span);
            return Some(self.compose(parts, to_ty, span));
        }
        let (t, setup) = self.share(t, span)?;
        let done = match (from, to) {
            (Shape::Matrix(..), Shape::Vector(_)) => {
                let parts = self.leading_parts(t, fs, from, want, span);
                self.compose(parts, to_ty, span)
            }
            (Shape::Vector(_), Shape::Matrix(r, c)) => {
                let parts = self.leading_parts(t, fs, from, want, span);
                let flat_ty = self.make_type(fs, Shape::Vector(want as u8));
                let flat = self.compose(parts, flat_ty, span);
                self.construct_matrix(to_ty, (fs, r, c), &[flat], span)
            }
            _ => self.reshape_matrix(t, fs, from, to)?,
        };
        Some(match setup {
            Some(assign) => self.typed(
                ExprKind::Comma {
                    lhs: assign,
                    rhs: done.id,
                },
                to_ty,
                span,
            ),
            None => done,
        })
    }

    /// `parts` as one value of `ty` (the part itself when it is one).
    fn compose(&mut self, parts: Vec<ExprId>, ty: crate::types::TypeId, span: Span) -> Typed {
        if let [only] = parts[..] {
            if self.body_ref().exprs[only].ty == ty {
                return Typed {
                    id: only,
                    ty,
                    literal: false,
                };
            }
        }
        self.typed(ExprKind::Compose(parts), ty, span)
    }

    /// The first scalar component of a numeric value.
    fn first_component(&mut self, t: Typed, fs: Scalar, from: Shape, span: Span) -> Typed {
        let sty = self.types().scalar(fs);
        match from {
            Shape::Scalar => t,
            Shape::Vector(_) => self.typed(
                ExprKind::Swizzle {
                    base: t.id,
                    pattern: [0; 4],
                    len: 1,
                },
                sty,
                span,
            ),
            Shape::Matrix(..) => {
                let m = self.matrix_value(t);
                let row = self.matrix_row(m.id, 0, span);
                self.typed(
                    ExprKind::Swizzle {
                        base: row,
                        pattern: [0; 4],
                        len: 1,
                    },
                    sty,
                    span,
                )
            }
        }
    }

    /// The first `want` components of a vector or matrix (by rows) as
    /// vector pieces of scalar `fs`, for a `Compose`.
    fn leading_parts(
        &mut self,
        t: Typed,
        fs: Scalar,
        from: Shape,
        want: u32,
        span: Span,
    ) -> Vec<ExprId> {
        let rows: Vec<(ExprId, u8)> = match from {
            Shape::Vector(n) => vec![(t.id, n)],
            Shape::Matrix(r, c) => {
                let m = self.matrix_value(t);
                (0..r)
                    .map(|i| (self.matrix_row(m.id, i, span), c))
                    .collect()
            }
            Shape::Scalar => vec![(t.id, 1)],
        };
        let mut parts = Vec::new();
        let mut left = want;
        for (row, width) in rows {
            if left == 0 {
                break;
            }
            let take = (width as u32).min(left) as u8;
            left -= take as u32;
            if take == width && width > 1 {
                parts.push(row);
                continue;
            }
            let ty = if take == 1 {
                self.types().scalar(fs)
            } else {
                self.types().vector(fs, take)
            };
            let mut pattern = [0u8; 4];
            for (k, p) in pattern.iter_mut().enumerate() {
                *p = k as u8;
            }
            parts.push(self.add_expr(
                ExprKind::Swizzle {
                    base: row,
                    pattern,
                    len: take,
                },
                ty,
                span,
            ));
        }
        parts
    }

    /// `t` ready to be read more than once: itself when reading it has no
    /// side effects, else a temporary local that an assignment (returned
    /// too, to run first) fills. At global scope there is no place for a
    /// temporary: that is reported.
    pub(super) fn share(&mut self, t: Typed, span: Span) -> Option<(Typed, Option<ExprId>)> {
        let t = self.rvalue(t);
        if self.is_pure(t.id) {
            return Some((t, None));
        }
        if self.fx.is_none() || self.in_global_init {
            self.used_twice_unsupported("a conversion that reads a value more than once", span);
            return None;
        }
        let tmp = self.body().locals.alloc(Local {
            name: "reshaped".into(),
            ty: t.ty,
            span,
        });
        let place = self.typed(ExprKind::Local(tmp), t.ty, span);
        let assign = self.add_expr(
            ExprKind::Assign {
                target: place.id,
                op: None,
                value: t.id,
            },
            t.ty,
            span,
        );
        let read = self.typed(ExprKind::Local(tmp), t.ty, span);
        Some((self.rvalue(read), Some(assign)))
    }
}
