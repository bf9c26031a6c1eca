//! Bool matrices at work: `all(m)`, `any(m)` and the per-element choice
//! `c ? x : y` with a matrix condition. A comparison of two matrices is a
//! bool matrix, an array of bool lines (`matrix.rs`); these consume one
//! line by line. The interpreter needs nothing of this: it holds
//! matrices as flat components.

use crate::func::FnCtx;
use crate::matrix::vec_n;
use crate::{unsupported, Lowered};
use hlsl_base::Span;
use hlsl_sema::ir::ExprId;
use hlsl_sema::types::Scalar;
use naga::{BinaryOperator as B, Block, Expression, Handle, RelationalFunction};

impl FnCtx<'_, '_> {
    /// `all(m)` (`all` true) or `any(m)` of a matrix: each line tested
    /// (non-zero is true), the lines joined with `&&`/`||`.
    pub(crate) fn matrix_test(
        &mut self,
        all: bool,
        e: ExprId,
        sp: Span,
        block: &mut Block,
    ) -> Lowered<Handle<Expression>> {
        let m = self.mat_shape(self.body.exprs[e].ty, sp)?;
        let (fun, join) = if all {
            (RelationalFunction::All, B::LogicalAnd)
        } else {
            (RelationalFunction::Any, B::LogicalOr)
        };
        let v = self.value(e, block)?;
        let n = vec_n(m.lines().1);
        let mut result = None;
        for line in self.mat_lines(v, m, sp, block) {
            let line = self.convert_scalar(line, m.scalar, Scalar::BOOL, n, sp, block)?;
            let test = if n == 0 {
                line
            } else {
                self.add(
                    Expression::Relational {
                        fun,
                        argument: line,
                    },
                    sp,
                    block,
                )
            };
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

    /// `c ? x : y` with a bool matrix `c`: a choice per element, row by row.
    pub(crate) fn matrix_select(
        &mut self,
        cond: ExprId,
        accept: ExprId,
        reject: ExprId,
        sp: Span,
        block: &mut Block,
    ) -> Lowered<Handle<Expression>> {
        let cm = self.mat_shape(self.body.exprs[cond].ty, sp)?;
        let am = self.mat_shape(self.body.exprs[accept].ty, sp)?;
        let rm = self.mat_shape(self.body.exprs[reject].ty, sp)?;
        let c = self.value(cond, block)?;
        let c = self.mat_rows(c, cm, sp, block)?;
        let a = self.value(accept, block)?;
        let a = self.mat_rows(a, am, sp, block)?;
        let r = self.value(reject, block)?;
        let r = self.mat_rows(r, rm, sp, block)?;
        let mut rows = Vec::with_capacity(c.len());
        for ((condition, accept), reject) in c.into_iter().zip(a).zip(r) {
            rows.push(self.add(
                Expression::Select {
                    condition,
                    accept,
                    reject,
                },
                sp,
                block,
            ));
        }
        self.mat_from_rows(rows, am, sp, block)
    }
}
