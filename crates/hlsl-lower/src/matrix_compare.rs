//! Comparisons of matrices. HLSL's `a == b`, `a < b` (and `!=`, `<=`, `>`,
//! `>=`) on two matrices give a bool matrix, compared element by element;
//! naga has no bool matrices. Most code consumes such a value at once, so
//! lowering supports exactly those forms:
//!
//! * `all(a == b)` and `any(a < b)`: every column compared into a bool
//!   vector, reduced with `all`/`any`, the columns joined with `&&`/`||`;
//! * `(a < b) ? x : y` (a per-element choice): one vector `select` per
//!   column, composed into the result matrix.
//!
//! A bool matrix stored, passed or returned stays unsupported (as bool
//! types of matrices are in general), and so does `all`/`any` of a matrix
//! that is not a comparison. The interpreter needs nothing of
//! this: it holds matrices as flat components.

use crate::func::FnCtx;
use crate::{unsupported, Lowered};
use hlsl_base::Span;
use hlsl_sema::ir::{BinaryOp, ExprId, ExprKind};
use hlsl_sema::types::{TypeId, TypeKind};
use naga::{BinaryOperator as B, Block, Expression, Handle, RelationalFunction};

impl FnCtx<'_, '_> {
    /// `e`'s operator and operands when it compares two matrices.
    pub(crate) fn matrix_comparison(&self, e: ExprId) -> Option<(B, ExprId, ExprId)> {
        let ExprKind::Binary { op, lhs, rhs } = self.body.exprs[e].kind else {
            return None;
        };
        let op = match op {
            BinaryOp::Eq => B::Equal,
            BinaryOp::Ne => B::NotEqual,
            BinaryOp::Lt => B::Less,
            BinaryOp::Le => B::LessEqual,
            BinaryOp::Gt => B::Greater,
            BinaryOp::Ge => B::GreaterEqual,
            _ => return None,
        };
        let lty = self.body.exprs[lhs].ty;
        matches!(self.m.program.types.get(lty), TypeKind::Matrix { .. }).then_some((op, lhs, rhs))
    }

    /// The comparison `e` (see [`Self::matrix_comparison`]) as one bool
    /// vector per naga column.
    fn compared_columns(
        &mut self,
        e: ExprId,
        sp: Span,
        block: &mut Block,
    ) -> Lowered<Vec<Handle<Expression>>> {
        let Some((op, lhs, rhs)) = self.matrix_comparison(e) else {
            return unsupported("all() or any() of a matrix that is not a comparison", sp);
        };
        let lty = self.body.exprs[lhs].ty;
        let (columns, _) = crate::matrix::naga_dims(self.m.program, lty, sp)?;
        let l = self.value(lhs, block)?;
        let r = self.value(rhs, block)?;
        let mut out = Vec::with_capacity(columns as usize);
        for i in 0..columns as u32 {
            let left = self.add(Expression::AccessIndex { base: l, index: i }, sp, block);
            let right = self.add(Expression::AccessIndex { base: r, index: i }, sp, block);
            out.push(self.add(Expression::Binary { op, left, right }, sp, block));
        }
        Ok(out)
    }

    /// `all(a OP b)` (`all` true) or `any(a OP b)` on matrices.
    pub(crate) fn matrix_test(
        &mut self,
        all: bool,
        e: ExprId,
        sp: Span,
        block: &mut Block,
    ) -> Lowered<Handle<Expression>> {
        let (fun, join) = if all {
            (RelationalFunction::All, B::LogicalAnd)
        } else {
            (RelationalFunction::Any, B::LogicalOr)
        };
        let mut result = None;
        for column in self.compared_columns(e, sp, block)? {
            let test = self.add(
                Expression::Relational {
                    fun,
                    argument: column,
                },
                sp,
                block,
            );
            result = Some(match result {
                None => test,
                Some(left) => self.add(
                    Expression::Binary {
                        op: join,
                        left,
                        right: test,
                    },
                    sp,
                    block,
                ),
            });
        }
        result.map_or_else(|| unsupported("an empty matrix", sp), Ok)
    }

    /// `(a OP b) ? x : y` on matrices: a choice per element.
    pub(crate) fn matrix_select(
        &mut self,
        cond: ExprId,
        accept: ExprId,
        reject: ExprId,
        sp: Span,
        block: &mut Block,
    ) -> Lowered<Handle<Expression>> {
        let columns = self.compared_columns(cond, sp, block)?;
        // The comparison's operands are plain (row-major) matrices; a
        // `column_major` one is the transposed naga matrix, so its columns
        // are turned to match, and the result back to the select's type.
        let a = self.value(accept, block)?;
        let a = self.plain_matrix(a, self.body.exprs[accept].ty, sp, block);
        let r = self.value(reject, block)?;
        let r = self.plain_matrix(r, self.body.exprs[reject].ty, sp, block);
        let Some((_, lhs, _)) = self.matrix_comparison(cond) else {
            return unsupported("this bool matrix", sp);
        };
        let plain = self.body.exprs[lhs].ty;
        let ty = self.body.exprs[accept].ty;
        let mut components = Vec::with_capacity(columns.len());
        for (i, condition) in columns.into_iter().enumerate() {
            let i = i as u32;
            let accept = self.add(Expression::AccessIndex { base: a, index: i }, sp, block);
            let reject = self.add(Expression::AccessIndex { base: r, index: i }, sp, block);
            components.push(self.add(
                Expression::Select {
                    condition,
                    accept,
                    reject,
                },
                sp,
                block,
            ));
        }
        let nty = self.m.ty(plain, crate::types::Layout::Natural, sp)?;
        let chosen = self.add(
            Expression::Compose {
                ty: nty,
                components,
            },
            sp,
            block,
        );
        Ok(self.plain_matrix(chosen, ty, sp, block))
    }

    /// A matrix of IR type `ty` as naga's plain (HLSL row = naga column)
    /// matrix, or back: a transpose when `ty` is `column_major`.
    pub(crate) fn plain_matrix(
        &mut self,
        v: Handle<Expression>,
        ty: TypeId,
        sp: Span,
        block: &mut Block,
    ) -> Handle<Expression> {
        match *self.m.program.types.get(ty) {
            TypeKind::Matrix {
                column_major: true, ..
            } => self.add(
                Expression::Math {
                    fun: naga::MathFunction::Transpose,
                    arg: v,
                    arg1: None,
                    arg2: None,
                    arg3: None,
                },
                sp,
                block,
            ),
            _ => v,
        }
    }
}
