//! Matrices: orientation in memory, constructors, element swizzles
//! (`_m01`, `_12`), and `mul`/`transpose`/`determinant`.
//!
//! Orientation (`row_major`/`column_major`) only changes how a matrix is
//! laid out in memory. A declaration that lives in a buffer (cbuffer
//! member, `$Globals` uniform, struct field, structured-buffer element)
//! gets a matrix type whose `column_major` says its order: the modifier,
//! else the last `#pragma pack_matrix` before it, else column-major
//! (HLSL's default). Everything else (locals, parameters, statics,
//! results) has plain matrix types, and a `column_major` value is
//! converted to the plain type ([`crate::ir::ExprKind::Convert`]) before
//! anything computes with it or indexes it.

use super::convert::Shape;
use super::{Checker, Typed};
use crate::ir::{ExprId, ExprKind, Intrinsic, Literal};
use crate::types::{Scalar, ScalarKind, TypeId, TypeKind, Types};
use hlsl_base::{DiagCode, Span};
use hlsl_syntax::ast::{self, Modifier};
use hlsl_syntax::preprocess::PackMatrix;

/// The matrix intrinsics handled here rather than by the template table.
pub(super) const MATRIX_INTRINSICS: [&str; 3] = ["mul", "transpose", "determinant"];

impl Checker<'_> {
    /// `ty` as declared at `at` for memory: matrices (also inside arrays)
    /// get their orientation from `modifiers`, the pack_matrix pragma in
    /// force, or HLSL's column-major default.
    pub(super) fn in_memory(
        &mut self,
        ty: TypeId,
        modifiers: Option<&[(Modifier, Span)]>,
        at: Span,
    ) -> TypeId {
        let declared = modifiers
            .into_iter()
            .flatten()
            .rev()
            .find_map(|&(m, _)| match m {
                Modifier::RowMajor => Some(false),
                Modifier::ColumnMajor => Some(true),
                _ => None,
            });
        let column_major = declared.unwrap_or_else(|| {
            self.unit
                .preprocess
                .pack_matrix
                .iter()
                .rfind(|(s, _)| s.lo <= at.lo)
                .is_none_or(|(_, p)| *p == PackMatrix::ColumnMajor)
        });
        self.oriented(ty, column_major)
    }

    /// A global's type: uniforms and resources live in memory; statics
    /// and groupshared variables are plain values.
    pub(super) fn global_in_memory(&mut self, ty: TypeId, v: &ast::VarDecl) -> TypeId {
        if v.has_modifier(Modifier::Static) || v.has_modifier(Modifier::Groupshared) {
            ty
        } else {
            self.in_memory(ty, Some(&v.modifiers), v.name.span)
        }
    }

    pub(super) fn oriented(&mut self, ty: TypeId, column_major: bool) -> TypeId {
        match *self.program.types.get(ty) {
            TypeKind::Matrix {
                scalar, rows, cols, ..
            } => self.types().intern(TypeKind::Matrix {
                scalar,
                rows,
                cols,
                column_major,
            }),
            TypeKind::Array { elem, len } => {
                let elem = self.oriented(elem, column_major);
                self.types().intern(TypeKind::Array { elem, len })
            }
            _ => ty,
        }
    }

    /// A `column_major` matrix converted to the plain matrix type (a value,
    /// no longer a place); anything else unchanged.
    pub(super) fn matrix_value(&mut self, t: Typed) -> Typed {
        if let TypeKind::Matrix {
            scalar,
            rows,
            cols,
            column_major: true,
        } = *self.program.types.get(t.ty)
        {
            let v = self.rvalue(t);
            let ty = self.make_type(scalar, Shape::Matrix(rows, cols));
            let span = self.expr_span(v.id);
            return self.typed(ExprKind::Convert(v.id), ty, span);
        }
        t
    }

    pub(super) fn uint_literal(&mut self, v: u32, span: Span) -> ExprId {
        self.add_expr(
            ExprKind::Literal(Literal::Uint(v as u64)),
            Types::UINT,
            span,
        )
    }

    /// Row `r` of a plain matrix value or place.
    pub(super) fn matrix_row(&mut self, base: ExprId, r: u8, span: Span) -> ExprId {
        let (scalar, cols) = match *self.program.types.get(self.body_ref().exprs[base].ty) {
            TypeKind::Matrix { scalar, cols, .. } => (scalar, cols),
            _ => (Scalar::F32, 1),
        };
        let ty = self.types().vector(scalar, cols);
        let index = self.uint_literal(r as u32, span);
        self.add_expr(ExprKind::Index { base, index }, ty, span)
    }

    /// Whether evaluating `e` twice is the same as evaluating it once.
    pub(super) fn is_pure(&self, e: ExprId) -> bool {
        let body = self.body_ref();
        match &body.exprs[e].kind {
            ExprKind::Call { .. }
            | ExprKind::Assign { .. }
            | ExprKind::IncDec { .. }
            | ExprKind::Atomic { .. }
            | ExprKind::Unsupported { .. }
            | ExprKind::ResourceOp { .. } => false,
            ExprKind::Literal(_) | ExprKind::Local(_) | ExprKind::Global(_) | ExprKind::Null => {
                true
            }
            ExprKind::AddressOf(x)
            | ExprKind::Deref(x)
            | ExprKind::MakeArrayRef(x)
            | ExprKind::ArrayLength(x) => self.is_pure(*x),
            ExprKind::Load(x)
            | ExprKind::Convert(x)
            | ExprKind::Splat(x)
            | ExprKind::Field { base: x, .. }
            | ExprKind::Swizzle { base: x, .. }
            | ExprKind::Unary { expr: x, .. } => self.is_pure(*x),
            ExprKind::Index { base, index } => self.is_pure(*base) && self.is_pure(*index),
            ExprKind::Binary { lhs, rhs, .. } | ExprKind::Comma { lhs, rhs } => {
                self.is_pure(*lhs) && self.is_pure(*rhs)
            }
            ExprKind::Select {
                cond,
                accept,
                reject,
            } => self.is_pure(*cond) && self.is_pure(*accept) && self.is_pure(*reject),
            ExprKind::Compose(parts) | ExprKind::Intrinsic { args: parts, .. } => {
                parts.iter().all(|&p| self.is_pure(p))
            }
        }
    }

    pub(super) fn used_twice_unsupported(&mut self, what: &str, span: Span) -> Typed {
        let what = format!("{what} with an argument that has side effects");
        self.error(DiagCode::err_not_supported_yet, span, &[&what]);
        self.error_expr(span)
    }

    /// `floatRxC(...)`: scalars, vectors and matrices whose components add
    /// up to R·C, taken in row order.
    pub(super) fn construct_matrix(
        &mut self,
        ty: TypeId,
        (s, rows, cols): (Scalar, u8, u8),
        args: &[Typed],
        span: Span,
    ) -> Typed {
        // Pieces: (value, width), a scalar when width is 0.
        let mut pieces: Vec<(ExprId, u8)> = Vec::new();
        for &a in args {
            match self.numeric(a.ty) {
                Some((_, Shape::Scalar)) => {
                    let t = self.types().scalar(s);
                    pieces.push((self.build_conversion(a, t).id, 0));
                }
                Some((_, Shape::Vector(m))) => {
                    let t = self.types().vector(s, m);
                    pieces.push((self.build_conversion(a, t).id, m));
                }
                Some((_, Shape::Matrix(r, c))) => {
                    let t = self.make_type(s, Shape::Matrix(r, c));
                    let m = self.build_conversion(a, t);
                    if r > 1 && !self.is_pure(m.id) {
                        return self.used_twice_unsupported("a matrix constructor", span);
                    }
                    for i in 0..r {
                        pieces.push((self.matrix_row(m.id, i, span), c));
                    }
                }
                None => {
                    let (from, to) = (self.type_name(a.ty), self.type_name(ty));
                    self.error(
                        DiagCode::err_type_mismatch,
                        self.expr_span(a.id),
                        &[&from, &to],
                    );
                    return self.error_expr(span);
                }
            }
        }
        let total: u32 = pieces.iter().map(|&(_, w)| w.max(1) as u32).sum();
        let want = rows as u32 * cols as u32;
        if total != want {
            let which = if total < want { "few" } else { "many" };
            self.error(
                DiagCode::err_matrix_constructor_arg_count,
                span,
                &[&which, &want, &total],
            );
            return self.error_expr(span);
        }
        // Cut the pieces into rows, splitting vectors that straddle rows.
        let mut rows_ir = Vec::new();
        let mut row: Vec<ExprId> = Vec::new();
        let mut filled = 0u8;
        for (e, w) in pieces {
            let w1 = w.max(1);
            let mut from = 0u8;
            while from < w1 {
                let take = (cols - filled).min(w1 - from);
                let part = if from == 0 && take == w1 {
                    e
                } else {
                    if !self.is_pure(e) {
                        return self.used_twice_unsupported("a matrix constructor", span);
                    }
                    let mut pattern = [0u8; 4];
                    for (k, p) in pattern.iter_mut().enumerate().take(take as usize) {
                        *p = from + k as u8;
                    }
                    let pty = self.make_type(
                        s,
                        if take == 1 {
                            Shape::Scalar
                        } else {
                            Shape::Vector(take)
                        },
                    );
                    self.add_expr(
                        ExprKind::Swizzle {
                            base: e,
                            pattern,
                            len: take,
                        },
                        pty,
                        span,
                    )
                };
                row.push(part);
                filled += take;
                from += take;
                if filled == cols {
                    let rty = self.types().vector(s, cols);
                    let single = row.len() == 1 && self.body_ref().exprs[row[0]].ty == rty;
                    let r = if single {
                        row[0]
                    } else {
                        self.add_expr(ExprKind::Compose(std::mem::take(&mut row)), rty, span)
                    };
                    row.clear();
                    rows_ir.push(r);
                    filled = 0;
                }
            }
        }
        let plain = self.make_type(s, Shape::Matrix(rows, cols));
        let m = self.typed(ExprKind::Compose(rows_ir), plain, span);
        if plain == ty {
            m
        } else {
            self.build_conversion(m, ty)
        }
    }

    /// `m._m01`, `m._12`, `m._m00_m11`: elements by zero-based (`_mRC`) or
    /// one-based (`_RC`) row and column. One element is a place when `m`
    /// is; several make a vector value.
    pub(super) fn matrix_swizzle(
        &mut self,
        b: Typed,
        text: &str,
        (s, rows, cols): (Scalar, u8, u8),
        name_span: Span,
        span: Span,
    ) -> Typed {
        let Some(elems) = parse_matrix_swizzle(text, rows, cols) else {
            let tn = self.type_name(b.ty);
            self.error(DiagCode::err_invalid_swizzle, name_span, &[&text, &tn]);
            return self.error_expr(span);
        };
        let b = self.matrix_value(b);
        if elems.len() > 1 && !self.is_pure(b.id) {
            return self.used_twice_unsupported("a multi-element matrix swizzle", span);
        }
        let st = self.types().scalar(s);
        let mut parts = Vec::new();
        for &(r, c) in &elems {
            let row = self.matrix_row(b.id, r, span);
            let index = self.uint_literal(c as u32, span);
            parts.push(self.add_expr(ExprKind::Index { base: row, index }, st, span));
        }
        if parts.len() == 1 {
            return Typed {
                id: parts[0],
                ty: st,
                literal: false,
            };
        }
        let parts = parts
            .into_iter()
            .map(|p| {
                if self.body_ref().is_place(p) {
                    self.add_expr(ExprKind::Load(p), st, span)
                } else {
                    p
                }
            })
            .collect::<Vec<_>>();
        let ty = self.types().vector(s, parts.len() as u8);
        self.typed(ExprKind::Compose(parts), ty, span)
    }

    /// `mul`, `transpose`, `determinant`.
    pub(super) fn matrix_intrinsic(&mut self, name: &str, args: Vec<Typed>, span: Span) -> Typed {
        if args.iter().any(|a| self.program.types.is_error(a.ty)) {
            return self.error_expr(span);
        }
        let arity = if name == "mul" { 2 } else { 1 };
        if args.len() != arity {
            let which = if args.len() < arity { "few" } else { "many" };
            self.error(
                DiagCode::err_wrong_arg_count,
                span,
                &[&which, &arity, &args.len()],
            );
            return self.error_expr(span);
        }
        let no_match = |c: &mut Self| {
            let types: Vec<String> = args.iter().map(|a| c.type_name(a.ty)).collect();
            let call = format!("{name}({})", types.join(", "));
            c.error(DiagCode::err_no_matching_function, span, &[&call]);
            c.error_expr(span)
        };
        let shapes: Option<Vec<(Scalar, Shape)>> =
            args.iter().map(|a| self.numeric(a.ty)).collect();
        let Some(shapes) = shapes else {
            return no_match(self);
        };
        let as_scalar = |sh: Shape| {
            if sh == Shape::Vector(1) {
                Shape::Scalar
            } else {
                sh
            }
        };
        match name {
            "mul" => {
                let (a, b) = (args[0], args[1]);
                let ((sa, ha), (sb, hb)) = (shapes[0], shapes[1]);
                // A bare literal adapts to the other operand.
                let a_wins = if a.literal != b.literal {
                    b.literal
                } else {
                    super::convert::rank(sa) >= super::convert::rank(sb)
                };
                let mut s = if a_wins { sa } else { sb };
                if s.kind == ScalarKind::Bool {
                    s = Scalar::I32;
                }
                // `float1` is a one-component vector next to a matrix
                // (`mul(float1, float1x4)` is a float4, as in DXC), else a
                // scalar.
                let shape_of = |h: Shape, other: Shape| {
                    if matches!(other, Shape::Matrix(..)) {
                        h
                    } else {
                        as_scalar(h)
                    }
                };
                let (arg_a, arg_b, ret) = match (shape_of(ha, hb), shape_of(hb, ha)) {
                    (Shape::Scalar, _) | (_, Shape::Scalar) => {
                        return self.check_binary(ast::BinaryOp::Mul, a, b, span);
                    }
                    // Inner sizes that disagree truncate to the smaller one,
                    // with DXC's 'implicit truncation' warning from the
                    // conversion (DXC's intrinsic matching keeps the least
                    // size seen for a row or column template):
                    // `mul(float3, float4x4)` multiplies by the leading 3x4.
                    (Shape::Vector(n), Shape::Vector(m)) => {
                        let v = self.types().vector(s, n.min(m));
                        let ret = self.types().scalar(s);
                        let av = self.coerce(a, v, span);
                        let bv = self.coerce(b, v, span);
                        let kind = ExprKind::Intrinsic {
                            op: Intrinsic::Dot,
                            args: vec![av, bv],
                        };
                        return self.typed(kind, ret, span);
                    }
                    (Shape::Vector(k), Shape::Matrix(r, c)) => {
                        let k = k.min(r);
                        (Shape::Vector(k), Shape::Matrix(k, c), Shape::Vector(c))
                    }
                    (Shape::Matrix(r, c), Shape::Vector(k)) => {
                        let k = k.min(c);
                        (Shape::Matrix(r, k), Shape::Vector(k), Shape::Vector(r))
                    }
                    (Shape::Matrix(m, k), Shape::Matrix(k2, n)) => {
                        let k = k.min(k2);
                        (
                            Shape::Matrix(m, k),
                            Shape::Matrix(k, n),
                            Shape::Matrix(m, n),
                        )
                    }
                };
                let (ta, tb, tr) = (
                    self.make_type(s, arg_a),
                    self.make_type(s, arg_b),
                    self.make_type(s, ret),
                );
                let av = self.coerce(a, ta, span);
                let bv = self.coerce(b, tb, span);
                let kind = ExprKind::Intrinsic {
                    op: Intrinsic::Mul,
                    args: vec![av, bv],
                };
                self.typed(kind, tr, span)
            }
            "transpose" => {
                let (s, Shape::Matrix(r, c)) = shapes[0] else {
                    return no_match(self);
                };
                let s = if s.kind == ScalarKind::Bool {
                    Scalar::I32
                } else {
                    s
                };
                let ta = self.make_type(s, Shape::Matrix(r, c));
                let tr = self.make_type(s, Shape::Matrix(c, r));
                let av = self.coerce(args[0], ta, span);
                let kind = ExprKind::Intrinsic {
                    op: Intrinsic::Transpose,
                    args: vec![av],
                };
                self.typed(kind, tr, span)
            }
            _ => {
                let (s, Shape::Matrix(r, c)) = shapes[0] else {
                    return no_match(self);
                };
                if r != c {
                    return no_match(self);
                }
                let s = if s.is_float() { s } else { Scalar::F32 };
                let ta = self.make_type(s, Shape::Matrix(r, c));
                let tr = self.types().scalar(s);
                let av = self.coerce(args[0], ta, span);
                let kind = ExprKind::Intrinsic {
                    op: Intrinsic::Determinant,
                    args: vec![av],
                };
                self.typed(kind, tr, span)
            }
        }
    }

    /// Shape conversions involving matrices for `build_conversion`:
    /// a scalar splats, a matrix truncates to its leading rows and columns.
    /// Returns a value of scalar `fs` and shape `to` (plain), or `None`
    /// when no shape change is needed or possible.
    pub(super) fn reshape_matrix(
        &mut self,
        t: Typed,
        fs: Scalar,
        from: Shape,
        to: Shape,
    ) -> Option<Typed> {
        let span = self.expr_span(t.id);
        match (from, to) {
            (Shape::Scalar, Shape::Matrix(..)) => {
                let ty = self.make_type(fs, to);
                Some(self.typed(ExprKind::Splat(t.id), ty, span))
            }
            (Shape::Matrix(r, c), Shape::Matrix(r2, c2)) if (r, c) != (r2, c2) => {
                let m = self.matrix_value(t);
                let rty = self.types().vector(fs, c2);
                let mut rows = Vec::new();
                for i in 0..r2 {
                    let row = self.matrix_row(m.id, i, span);
                    rows.push(if c2 == c {
                        row
                    } else {
                        let mut pattern = [0u8; 4];
                        for (k, p) in pattern.iter_mut().enumerate().take(c2 as usize) {
                            *p = k as u8;
                        }
                        self.add_expr(
                            ExprKind::Swizzle {
                                base: row,
                                pattern,
                                len: c2,
                            },
                            rty,
                            span,
                        )
                    });
                }
                let ty = self.make_type(fs, to);
                Some(self.typed(ExprKind::Compose(rows), ty, span))
            }
            _ => None,
        }
    }
}

/// `_m01_m10` (zero-based) or `_12_21` (one-based) → (row, column) pairs.
pub(super) fn parse_matrix_swizzle(text: &str, rows: u8, cols: u8) -> Option<Vec<(u8, u8)>> {
    let rest = text.strip_prefix('_')?;
    let parts: Vec<&str> = rest.split('_').collect();
    if parts.is_empty() || parts.len() > 4 {
        return None;
    }
    parts
        .iter()
        .map(|p| {
            let (digits, base) = match p.strip_prefix('m') {
                Some(d) => (d, 0u8),
                None => (*p, 1u8),
            };
            let b = digits.as_bytes();
            if b.len() != 2 || !b.iter().all(u8::is_ascii_digit) {
                return None;
            }
            let (r, c) = (
                (b[0] - b'0').checked_sub(base)?,
                (b[1] - b'0').checked_sub(base)?,
            );
            (r < rows && c < cols).then_some((r, c))
        })
        .collect()
}
