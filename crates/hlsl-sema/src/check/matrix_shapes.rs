//! Implicit conversions between matrices and scalars or vectors, as DXC
//! allows them (its SemaHLSL test `conversions-between-type-shapes`):
//!
//! * a single-element value (`float`, `float1`, `float1x1`) is any of the
//!   three, and splats into any vector or matrix;
//! * any matrix converts to a scalar or a one-element vector, truncating;
//! * a matrix and a vector with the same number of elements convert both
//!   ways (`float2x2` ↔ `float4`), elements in row order;
//! * a one-row or one-column matrix (`float1x4`, `float4x1`) and a vector
//!   also convert when the target is shorter, truncating.
//!
//! Anything else (`float2x2` → `float2`) stays an error, as in DXC.

use super::convert::{cost, Shape};
use super::{Checker, Typed};
use crate::ir::ExprKind;
use crate::types::Scalar;

fn count(s: Shape) -> u32 {
    match s {
        Shape::Scalar => 1,
        Shape::Vector(n) => n as u32,
        Shape::Matrix(r, c) => r as u32 * c as u32,
    }
}

/// One row or one column: such a matrix truncates like a vector.
fn vector_like(s: Shape) -> bool {
    match s {
        Shape::Matrix(r, c) => r == 1 || c == 1,
        _ => true,
    }
}

/// The cost of a conversion between shapes where one side is a matrix and
/// the other is not, or where a one-element matrix splats; `None` when the
/// pair is not one of these (or DXC rejects it).
pub(super) fn cross_shape_cost(from: Shape, to: Shape) -> Option<u32> {
    let involves_matrix = matches!(from, Shape::Matrix(..)) != matches!(to, Shape::Matrix(..));
    let splat_1x1 = from == Shape::Matrix(1, 1) && matches!(to, Shape::Matrix(..));
    if !involves_matrix && !splat_1x1 {
        return None;
    }
    let (n, m) = (count(from), count(to));
    if n == m {
        return Some(cost::PROMOTION);
    }
    if n == 1 {
        return Some(cost::SPLAT);
    }
    if m == 1 || (m < n && vector_like(from) && vector_like(to)) {
        return Some(cost::TRUNCATION);
    }
    None
}

impl Checker<'_> {
    /// Builds a conversion that [`cross_shape_cost`] allows, keeping the
    /// source's scalar type `fs` (the caller converts the scalars after).
    /// `None` when the pair is not a cross-shape one.
    pub(super) fn reshape_across(
        &mut self,
        t: Typed,
        fs: Scalar,
        from: Shape,
        to: Shape,
    ) -> Option<Typed> {
        cross_shape_cost(from, to)?;
        let span = self.expr_span(t.id);
        let t = self.matrix_value(t);
        let (n, m) = (count(from), count(to));
        // The source is read once per element taken (`Nx1` → vector) or per
        // row built: side effects would repeat.
        let reads = match (from, to) {
            _ if n == 1 || m == 1 => 1,
            (Shape::Matrix(_, c), Shape::Vector(len)) if c > 1 && len <= c => 1,
            _ => m,
        };
        if reads > 1 && !self.is_pure(t.id) {
            return Some(self.used_twice_unsupported("a matrix conversion", span));
        }
        let ty = self.make_type(fs, to);
        // A single source element splats.
        if n == 1 {
            let s = self.element(t, from, fs, 0);
            return Some(self.typed(ExprKind::Splat(s.id), ty, span));
        }
        let out = match to {
            Shape::Scalar => self.element(t, from, fs, 0),
            Shape::Vector(len) => {
                if let Shape::Matrix(_, c) = from {
                    if c > 1 && len <= c {
                        // The first row, cut down.
                        let row = self.matrix_row(t.id, 0, span);
                        let rty = self.types().vector(fs, c);
                        let row = Typed {
                            id: row,
                            ty: rty,
                            literal: false,
                        };
                        return Some(self.first_components(row, fs, c, len));
                    }
                }
                let parts = (0..len as u32)
                    .map(|k| self.element(t, from, fs, k).id)
                    .collect();
                self.typed(ExprKind::Compose(parts), ty, span)
            }
            Shape::Matrix(r, c) => {
                let rty = self.types().vector(fs, c);
                let rows = (0..r as u32)
                    .map(|i| {
                        let parts: Vec<_> = (0..c as u32)
                            .map(|j| self.element(t, from, fs, i * c as u32 + j).id)
                            .collect();
                        if c == 1 {
                            self.typed(ExprKind::Splat(parts[0]), rty, span).id
                        } else {
                            self.typed(ExprKind::Compose(parts), rty, span).id
                        }
                    })
                    .collect();
                self.typed(ExprKind::Compose(rows), ty, span)
            }
        };
        Some(out)
    }

    /// Element `k` (row order) of a scalar, vector or plain matrix value.
    fn element(&mut self, t: Typed, shape: Shape, fs: Scalar, k: u32) -> Typed {
        let span = self.expr_span(t.id);
        let sty = self.types().scalar(fs);
        let (base, index) = match shape {
            Shape::Scalar => return t,
            Shape::Vector(_) => (t.id, k as u8),
            Shape::Matrix(_, c) => {
                let row = self.matrix_row(t.id, (k / c as u32) as u8, span);
                (row, (k % c as u32) as u8)
            }
        };
        self.typed(
            ExprKind::Swizzle {
                base,
                pattern: [index, 0, 0, 0],
                len: 1,
            },
            sty,
            span,
        )
    }

    /// The first `len` components of a vector of `n` as a scalar (`len`
    /// 1 of a longer vector), the vector itself, or a shorter vector.
    fn first_components(&mut self, v: Typed, fs: Scalar, n: u8, len: u8) -> Typed {
        if len == n {
            return v;
        }
        let span = self.expr_span(v.id);
        let ty = self.types().vector(fs, len);
        self.typed(
            ExprKind::Swizzle {
                base: v.id,
                pattern: [0, 1, 2, 3],
                len,
            },
            ty,
            span,
        )
    }
}
