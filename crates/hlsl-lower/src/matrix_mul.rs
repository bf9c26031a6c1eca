//! `mul` with a matrix operand, `transpose` and `determinant`. Between
//! naga matrices these are naga's own operations (HLSL rows are naga
//! columns, so every product swaps its operands, see `matrix.rs`). With a
//! matrix naga has no type for (an integer one, or one with a single row
//! or column) they are spelled out over the rows, as DXC does for integer
//! matrices: `mul(v, M)` is the sum of `v[k] * M[k]`, `mul(M, v)` one dot
//! product per row, and row i of `mul(A, B)` the sum of `A[i][k] * B[k]`.

use crate::func::FnCtx;
use crate::matrix::{vec_n, MatShape};
use crate::types;
use crate::{unsupported, Lowered};
use hlsl_base::Span;
use hlsl_sema::ir::{BinaryOp, Intrinsic};
use hlsl_sema::types::{Scalar, TypeId};
use naga::{Block, Expression, Handle, MathFunction as M};

/// An operand of `mul`: a matrix, or a vector of `n` (0 for a scalar).
#[derive(Clone, Copy)]
enum Operand {
    Matrix(MatShape),
    Vector(Scalar, u8),
}

impl FnCtx<'_, '_> {
    fn operand(&self, ty: TypeId, sp: Span) -> Lowered<Operand> {
        let program = self.m.program;
        if let Some(m) = MatShape::of(program, ty) {
            return Ok(Operand::Matrix(m));
        }
        match types::shape(program, ty) {
            Some((s, n)) => Ok(Operand::Vector(s, n)),
            None => unsupported(format!("'{}' in mul()", program.type_name(ty)), sp),
        }
    }

    /// The operand of `e` when `e` is a transpose.
    fn transposed(&self, e: Handle<Expression>) -> Option<Handle<Expression>> {
        match self.f.expressions[e] {
            Expression::Math {
                fun: M::Transpose,
                arg,
                ..
            } => Some(arg),
            _ => None,
        }
    }

    /// `mul` (with a matrix operand), `transpose`, `determinant`; `ty` is
    /// the result's type.
    pub(crate) fn matrix_intrinsic(
        &mut self,
        op: Intrinsic,
        vals: &[Handle<Expression>],
        arg_tys: &[TypeId],
        ty: TypeId,
        sp: Span,
        block: &mut Block,
    ) -> Lowered<Handle<Expression>> {
        let mut ops = Vec::with_capacity(arg_tys.len());
        for &t in arg_tys {
            ops.push(self.operand(t, sp)?);
        }
        let all_naga = ops.iter().all(|o| match o {
            Operand::Matrix(m) => m.is_naga(),
            Operand::Vector(..) => true,
        });
        Ok(match (op, vals, &ops[..]) {
            (Intrinsic::Transpose, [m], [Operand::Matrix(a)]) => {
                if all_naga {
                    self.math(M::Transpose, *m, sp, block)
                } else {
                    let rows = self.mat_rows(*m, *a, sp, block)?;
                    let to = self.mat_shape(ty, sp)?;
                    let columns = self.crossed_rows(&rows, a, sp, block)?;
                    self.mat_from_rows(columns, to, sp, block)?
                }
            }
            (Intrinsic::Determinant, [m], [Operand::Matrix(a)]) => {
                if all_naga {
                    self.math(M::Determinant, *m, sp, block)
                } else if a.rows == 1 && a.cols == 1 {
                    self.mat_rows(*m, *a, sp, block)?[0]
                } else {
                    return unsupported(format!("determinant() of '{}'", a.name()), sp);
                }
            }
            (Intrinsic::Mul, [a, b], _) if all_naga => self.naga_mul(*a, *b, sp, block),
            (Intrinsic::Mul, [a, b], [Operand::Vector(s, k), Operand::Matrix(mb)]) => {
                let rows = self.mat_rows(*b, *mb, sp, block)?;
                self.row_times_rows(*a, *s, *k, &rows, *mb, sp, block)?
            }
            (Intrinsic::Mul, [a, b], [Operand::Matrix(ma), Operand::Vector(_, k)]) => {
                let rows = self.mat_rows(*a, *ma, sp, block)?;
                let mut out = Vec::with_capacity(rows.len());
                for row in rows {
                    out.push(self.dot(row, *b, ma.scalar, *k, sp, block)?);
                }
                self.vector_of(ma.scalar, out, sp, block)?
            }
            (Intrinsic::Mul, [a, b], [Operand::Matrix(ma), Operand::Matrix(mb)]) => {
                let a_rows = self.mat_rows(*a, *ma, sp, block)?;
                let b_rows = self.mat_rows(*b, *mb, sp, block)?;
                let mut out = Vec::with_capacity(a_rows.len());
                for row in a_rows {
                    let k = vec_n(ma.cols);
                    out.push(self.row_times_rows(row, ma.scalar, k, &b_rows, *mb, sp, block)?);
                }
                let to = self.mat_shape(ty, sp)?;
                self.mat_from_rows(out, to, sp, block)?
            }
            _ => return unsupported(format!("'{}' with these arguments", op.name()), sp),
        })
    }

    /// The rows of the transpose of a matrix of shape `m`, from its rows.
    fn crossed_rows(
        &mut self,
        rows: &[Handle<Expression>],
        m: &MatShape,
        sp: Span,
        block: &mut Block,
    ) -> Lowered<Vec<Handle<Expression>>> {
        let mut out = Vec::with_capacity(m.cols as usize);
        for j in 0..m.cols {
            let parts = rows
                .iter()
                .map(|&r| self.line_component(r, m.cols, j, sp, block))
                .collect();
            out.push(self.vector_of(m.scalar, parts, sp, block)?);
        }
        Ok(out)
    }

    /// naga's product of two naga matrices or a matrix and a vector.
    fn naga_mul(
        &mut self,
        a: Handle<Expression>,
        b: Handle<Expression>,
        sp: Span,
        block: &mut Block,
    ) -> Handle<Expression> {
        let mut multiply = |c: &mut Self, left, right| {
            c.add(
                Expression::Binary {
                    op: naga::BinaryOperator::Multiply,
                    left,
                    right,
                },
                sp,
                block,
            )
        };
        match (self.transposed(b), self.transposed(a)) {
            // transpose(p) * transpose(q) = transpose(q * p): one transpose
            // fewer, and Mesa 22.3's SPIR-V reader crashes on a non-square
            // product of two OpTranspose results (two column_major
            // matrices read from buffers).
            (Some(p), Some(q)) => {
                let product = multiply(self, q, p);
                self.math(M::Transpose, product, sp, block)
            }
            _ => multiply(self, b, a),
        }
    }

    /// A row vector `v` (of `k` components, 0 for a scalar) times a matrix
    /// of shape `m` given by its rows: the sum of `v[i] * rows[i]`.
    #[allow(clippy::too_many_arguments)]
    fn row_times_rows(
        &mut self,
        v: Handle<Expression>,
        s: Scalar,
        k: u8,
        rows: &[Handle<Expression>],
        m: MatShape,
        sp: Span,
        block: &mut Block,
    ) -> Lowered<Handle<Expression>> {
        let n = vec_n(m.cols);
        let mut sum = None;
        for (i, &row) in rows.iter().enumerate() {
            let x = self.line_component(v, k.max(1), i as u8, sp, block);
            let x = match types::vector_size(n) {
                Some(size) => self.add(Expression::Splat { size, value: x }, sp, block),
                None => x,
            };
            let term = self.binary_shaped(BinaryOp::Mul, x, row, s, n, sp, block)?;
            sum = Some(match sum {
                None => term,
                Some(acc) => self.binary_shaped(BinaryOp::Add, acc, term, s, n, sp, block)?,
            });
        }
        sum.map_or_else(|| unsupported("an empty matrix", sp), Ok)
    }

    /// `dot(a, b)` of two vectors of `n` (0 for scalars: their product).
    fn dot(
        &mut self,
        a: Handle<Expression>,
        b: Handle<Expression>,
        s: Scalar,
        n: u8,
        sp: Span,
        block: &mut Block,
    ) -> Lowered<Handle<Expression>> {
        if n <= 1 {
            return self.binary_shaped(BinaryOp::Mul, a, b, s, 0, sp, block);
        }
        Ok(self.add(
            Expression::Math {
                fun: M::Dot,
                arg: a,
                arg1: Some(b),
                arg2: None,
                arg3: None,
            },
            sp,
            block,
        ))
    }
}
