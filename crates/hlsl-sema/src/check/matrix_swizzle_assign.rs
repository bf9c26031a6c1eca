//! Assignment to a multi-element matrix swizzle (`m._m00_m11 = v`,
//! `m._12_21 += v`): one assignment per element, from the value
//! evaluated once into a temporary; the expression's value is that
//! temporary, as for any assignment. DXC rejects a swizzle that names an
//! element twice as a target.

use super::convert::Shape;
use super::{Checker, Typed};
use crate::ir::{ExprId, ExprKind, Local};
use crate::types::{TypeKind, Types};
use hlsl_base::{DiagCode, Span};
use hlsl_syntax::ast;

impl Checker<'_> {
    /// `lhs op= rhs` when `lhs` is a swizzle of two or more elements of a
    /// matrix; `None` for any other target.
    pub(super) fn assign_matrix_swizzle(
        &mut self,
        op: Option<ast::BinaryOp>,
        lhs: ast::ExprId,
        rhs: ast::ExprId,
        span: Span,
    ) -> Option<Typed> {
        let mut inner = lhs;
        while let ast::ExprKind::Paren(e) = self.unit.exprs[inner].kind {
            inner = e;
        }
        let ast::ExprKind::Member { base, name } = self.unit.exprs[inner].kind else {
            return None;
        };
        let text = self.name(name).to_string();
        // Only names shaped like a matrix swizzle, before the base is
        // checked (a struct field named `_a_b` is checked once, later).
        let shaped = super::matrix::parse_matrix_swizzle(&text, 5, 5).is_some();
        if !shaped || text.matches('_').count() < 2 {
            return None;
        }
        // Only matrices: peek at the base's type without checking it twice.
        let b = self.check_expr(base);
        let TypeKind::Matrix {
            scalar,
            rows,
            cols,
            column_major,
        } = *self.program.types.get(b.ty)
        else {
            // Check the rest as usual (the base is checked again; only an
            // error would repeat, and a non-matrix base has none here).
            return None;
        };
        let lspan = self.span_of(lhs);
        let Some(elems) = super::matrix::parse_matrix_swizzle(&text, rows, cols) else {
            let tn = self.type_name(b.ty);
            self.error(DiagCode::err_invalid_swizzle, name.span, &[&text, &tn]);
            return Some(self.error_expr(span));
        };
        if !self.check_assignable(b, lspan) {
            return Some(self.error_expr(span));
        }
        let duplicate = elems
            .iter()
            .enumerate()
            .any(|(i, e)| elems[..i].contains(e));
        if duplicate {
            self.error(DiagCode::err_not_assignable, lspan, &[]);
            return Some(self.error_expr(span));
        }
        if column_major || !self.body_ref().is_place(b.id) {
            let what = "assigning to elements of a column_major matrix in memory";
            self.error(DiagCode::err_not_supported_yet, lspan, &[&what]);
            return Some(self.error_expr(span));
        }
        if !self.is_pure(b.id) {
            return Some(self.used_twice_unsupported("a multi-element matrix swizzle", span));
        }
        let n = elems.len() as u8;
        let vty = self.make_type(scalar, Shape::Vector(n));
        let rspan = self.span_of(rhs);
        let value = match op {
            None => self.value(rhs),
            Some(op) => {
                let current = self.matrix_swizzle(b, &text, (scalar, rows, cols), name.span, lspan);
                let r = self.value(rhs);
                self.check_binary(op, current, r, span)
            }
        };
        if self.program.types.is_error(value.ty) {
            return Some(self.error_expr(span));
        }
        let v = self.coerce(value, vty, rspan);
        // tmp = v, then each element from tmp, then tmp.
        let tmp = self.body().locals.alloc(Local {
            name: "swizzle".into(),
            ty: vty,
            span,
        });
        let target = self.typed(ExprKind::Local(tmp), vty, span);
        let mut chain = self.typed(
            ExprKind::Assign {
                target: target.id,
                op: None,
                value: v,
            },
            vty,
            span,
        );
        let st = self.types().scalar(scalar);
        for (k, &(r, c)) in elems.iter().enumerate() {
            let row = self.matrix_row(b.id, r, span);
            let index = self.uint_literal(c as u32, span);
            let place = self.add_expr(ExprKind::Index { base: row, index }, st, span);
            let component = self.temp_component(tmp, vty, k as u8, span);
            let assign = self.add_expr(
                ExprKind::Assign {
                    target: place,
                    op: None,
                    value: component,
                },
                st,
                span,
            );
            chain = self.typed(
                ExprKind::Comma {
                    lhs: chain.id,
                    rhs: assign,
                },
                st,
                span,
            );
        }
        let result = self.typed(ExprKind::Local(tmp), vty, span);
        let result = self.rvalue(result);
        Some(self.typed(
            ExprKind::Comma {
                lhs: chain.id,
                rhs: result.id,
            },
            vty,
            span,
        ))
    }

    /// Component `k` of the vector temporary `tmp`.
    fn temp_component(
        &mut self,
        tmp: crate::ir::LocalId,
        vty: crate::types::TypeId,
        k: u8,
        span: Span,
    ) -> ExprId {
        let place = self.typed(ExprKind::Local(tmp), vty, span);
        let v = self.rvalue(place);
        let st = match *self.program.types.get(vty) {
            TypeKind::Vector(s, _) => self.types().scalar(s),
            _ => Types::FLOAT,
        };
        let mut pattern = [0u8; 4];
        pattern[0] = k;
        self.add_expr(
            ExprKind::Swizzle {
                base: v.id,
                pattern,
                len: 1,
            },
            st,
            span,
        )
    }
}
