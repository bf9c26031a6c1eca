//! Expressions: each is checked once, gets a type, and becomes IR with its
//! conversions explicit. Erroneous operands have the error type and never
//! cause a second diagnostic.

use super::convert::{cost, rank, Shape};
use super::order::Resolved;
use super::{Checker, GlobalSym, Typed};
use crate::ir::{self, Arg, BinaryOp, ExprKind, GlobalKind, Literal, ParamMode, UnaryOp};
use crate::types::{ResourceKind, Scalar, ScalarKind, TypeId, TypeKind, Types};
use hlsl_base::{DiagCode, Diagnostic, Span};
use hlsl_syntax::ast::{self, ExprKind as K, FloatSuffix, IntSuffix};

impl<'a> Checker<'a> {
    pub(super) fn span_of(&self, e: ast::ExprId) -> Span {
        self.unit.exprs[e].span
    }

    /// Checks an expression used as a value.
    pub(super) fn value(&mut self, e: ast::ExprId) -> Typed {
        let t = self.check_expr(e);
        self.rvalue(t)
    }

    /// A condition of `if`/loops: a scalar converted to `bool`.
    pub(super) fn check_condition(&mut self, e: ast::ExprId) -> ir::ExprId {
        let t = self.value(e);
        let span = self.span_of(e);
        match self.numeric(t.ty) {
            Some((_, Shape::Scalar | Shape::Vector(1))) => self.coerce(t, Types::BOOL, span),
            Some(_) => {
                let name = self.type_name(t.ty);
                self.error(DiagCode::err_condition_not_scalar, span, &[&name]);
                self.error_expr(span).id
            }
            None if self.program.types.is_error(t.ty) => t.id,
            None => {
                let name = self.type_name(t.ty);
                self.error(DiagCode::err_condition_not_scalar, span, &[&name]);
                self.error_expr(span).id
            }
        }
    }

    /// An initializer for a variable of type `ty`.
    pub(super) fn check_initializer(
        &mut self,
        init: &'a ast::Initializer,
        ty: TypeId,
    ) -> ir::ExprId {
        match init {
            ast::Initializer::Expr(e) => {
                let t = self.check_expr(*e);
                self.coerce(t, ty, self.span_of(*e))
            }
            ast::Initializer::List { items, span } => self.check_init_list(items, ty, *span),
        }
    }

    /// `{ ... }`: as in HLSL, the items (nested lists included) are
    /// flattened into their scalar components, which fill the target's
    /// components in order; the counts must agree. An item that fits the
    /// element being filled is taken whole.
    fn check_init_list(
        &mut self,
        items: &'a [ast::Initializer],
        ty: TypeId,
        span: Span,
    ) -> ir::ExprId {
        let (mut leaves, mut failed) = match self.sized_init.take() {
            Some((at, leaves, failed)) if at == items.as_ptr() as usize => (leaves, failed),
            _ => (Vec::new(), false),
        };
        if leaves.is_empty() && !failed {
            self.init_leaves(items, &mut leaves, &mut failed);
        }
        if failed || self.program.types.is_error(ty) {
            return self.error_expr(span).id;
        }
        let counts: Option<Vec<u32>> = leaves.iter().map(|l| self.component_count(l.ty)).collect();
        let (Some(want), Some(counts)) = (self.component_count(ty), counts) else {
            self.error(
                DiagCode::err_not_supported_yet,
                span,
                &[&"this initializer list"],
            );
            return self.error_expr(span).id;
        };
        let have: u32 = counts.iter().sum();
        if want != have {
            let which = if have < want { "few" } else { "many" };
            self.error(
                DiagCode::err_constructor_arg_count,
                span,
                &[&which, &want, &have],
            );
            return self.error_expr(span).id;
        }
        // Empty items (a struct without fields) hold no components.
        let leaves: Vec<(Typed, u32)> = leaves
            .into_iter()
            .zip(counts)
            .filter(|&(_, n)| n > 0)
            .collect();
        let mut cursor = InitCursor::default();
        match self.init_build(ty, &leaves, &mut cursor, span) {
            Some(id) => id,
            None => self.error_expr(span).id,
        }
    }

    /// An explicit cast that HLSL performs component by component: a
    /// scalar into every component of an aggregate (`(S)0`), or an
    /// aggregate into one with no more components (`(float4)s`). `None`
    /// when the types do not allow it.
    pub(super) fn flat_cast(&mut self, t: Typed, to: TypeId, span: Span) -> Option<Typed> {
        let aggregate = |c: &Self, ty: TypeId| {
            matches!(
                c.program.types.get(ty),
                TypeKind::Struct(_) | TypeKind::Array { .. }
            )
        };
        if let Some(done) = self.splat_into_bit_fields(t, to, span) {
            return Some(done);
        }
        let (have, want) = (self.component_count(t.ty)?, self.component_count(to)?);
        let t = self.rvalue(t);
        let scalar = matches!(self.numeric(t.ty), Some((_, Shape::Scalar)));
        let leaves = if scalar && (aggregate(self, to) || self.numeric(to).is_some()) {
            if want > 1 && !self.is_pure(t.id) {
                return Some(self.used_twice_unsupported("a cast that splats a value", span));
            }
            vec![(t, 1); want as usize]
        } else if want > 0 && have >= want && (aggregate(self, t.ty) || aggregate(self, to)) {
            vec![(t, have)]
        } else {
            return None;
        };
        let mut cursor = InitCursor::default();
        let id = match self.init_build(to, &leaves, &mut cursor, span) {
            Some(id) => id,
            None => return Some(self.error_expr(span)),
        };
        Some(Typed {
            id,
            ty: to,
            literal: false,
        })
    }

    /// Checks the items of an initializer list, nested lists flattened.
    pub(super) fn init_leaves(
        &mut self,
        items: &'a [ast::Initializer],
        out: &mut Vec<Typed>,
        failed: &mut bool,
    ) {
        for item in items {
            match item {
                ast::Initializer::Expr(e) => {
                    let t = self.value(*e);
                    *failed |= self.program.types.is_error(t.ty);
                    out.push(t);
                }
                ast::Initializer::List { items, .. } => self.init_leaves(items, out, failed),
            }
        }
    }

    /// How many scalar components a value of `ty` holds; `None` for types
    /// without components (resources).
    pub(super) fn component_count(&self, ty: TypeId) -> Option<u32> {
        match self.program.types.get(ty) {
            TypeKind::Scalar(_) => Some(1),
            TypeKind::Vector(_, n) => Some(*n as u32),
            TypeKind::Matrix { rows, cols, .. } => Some(*rows as u32 * *cols as u32),
            TypeKind::Array { elem, len: Some(n) } => self.component_count(*elem)?.checked_mul(*n),
            // Bit-fields have no components to initialize or cast one by
            // one (`bit_fields.rs`).
            TypeKind::Struct(s) if self.bit_fields.contains_key(s) => None,
            TypeKind::Struct(s) => self.program.structs[*s]
                .fields
                .iter()
                .try_fold(0u32, |acc, f| acc.checked_add(self.component_count(f.ty)?)),
            _ => None,
        }
    }

    /// Builds a value of `ty` from the leaves at `cursor` on; the counts
    /// were checked to agree.
    fn init_build(
        &mut self,
        ty: TypeId,
        leaves: &[(Typed, u32)],
        cursor: &mut InitCursor,
        span: Span,
    ) -> Option<ir::ExprId> {
        let want = self.component_count(ty)?;
        if want == 0 {
            return Some(self.add_expr(ExprKind::Compose(Vec::new()), ty, span));
        }
        let (leaf, count) = *leaves.get(cursor.leaf)?;
        if cursor.offset == 0 && count == want && self.init_fits_whole(leaf.ty, ty) {
            cursor.leaf += 1;
            let lspan = self.expr_span(leaf.id);
            return Some(self.coerce(leaf, ty, lspan));
        }
        match self.program.types.get(ty).clone() {
            TypeKind::Scalar(_) => {
                let c = self.init_component(leaves, cursor, span)?;
                let cspan = self.expr_span(c.id);
                Some(self.coerce(c, ty, cspan))
            }
            TypeKind::Vector(..) | TypeKind::Matrix { .. } => {
                let mut args = Vec::new();
                let mut need = want;
                while need > 0 {
                    let (leaf, count) = *leaves.get(cursor.leaf)?;
                    let small = matches!(
                        self.numeric(leaf.ty),
                        Some((_, Shape::Scalar | Shape::Vector(_)))
                    );
                    if cursor.offset == 0 && small && count <= need {
                        cursor.leaf += 1;
                        need -= count;
                        args.push(leaf);
                    } else {
                        args.push(self.init_component(leaves, cursor, span)?);
                        need -= 1;
                    }
                }
                let t = self.check_construct(ty, args, span);
                (!self.program.types.is_error(t.ty)).then_some(t.id)
            }
            TypeKind::Array { elem, len: Some(n) } => {
                let mut parts = Vec::with_capacity(n as usize);
                for _ in 0..n {
                    parts.push(self.init_build(elem, leaves, cursor, span)?);
                }
                Some(self.add_expr(ExprKind::Compose(parts), ty, span))
            }
            TypeKind::Struct(s) => {
                let fields: Vec<TypeId> = self.program.structs[s]
                    .fields
                    .iter()
                    .map(|f| f.ty)
                    .collect();
                let mut parts = Vec::with_capacity(fields.len());
                for f in fields {
                    parts.push(self.init_build(f, leaves, cursor, span)?);
                }
                Some(self.add_expr(ExprKind::Compose(parts), ty, span))
            }
            _ => None,
        }
    }

    /// Whether a leaf of type `from` initializes an element of type `to`
    /// whole (the same type, or numeric values of one shape).
    fn init_fits_whole(&self, from: TypeId, to: TypeId) -> bool {
        if from == to {
            return true;
        }
        match (self.numeric(from), self.numeric(to)) {
            (Some((_, a)), Some((_, b))) => {
                a == b
                    || matches!(
                        (a, b),
                        (Shape::Scalar, Shape::Vector(1)) | (Shape::Vector(1), Shape::Scalar)
                    )
            }
            _ => false,
        }
    }

    /// The next scalar component of the leaves. A leaf split across
    /// elements is used more than once, so it must be free of side effects.
    fn init_component(
        &mut self,
        leaves: &[(Typed, u32)],
        cursor: &mut InitCursor,
        span: Span,
    ) -> Option<Typed> {
        let (leaf, count) = *leaves.get(cursor.leaf)?;
        if count > 1 && cursor.offset == 0 && !self.is_pure(leaf.id) {
            self.used_twice_unsupported("an initializer list that splits a value", span);
            return None;
        }
        let k = cursor.offset;
        cursor.offset += 1;
        if cursor.offset == count {
            cursor.leaf += 1;
            cursor.offset = 0;
        }
        Some(self.flat_component(leaf, k, span))
    }

    /// Scalar component `k` of a value, in the order initializer lists
    /// flatten it (matrices by rows, structs by fields).
    fn flat_component(&mut self, t: Typed, k: u32, span: Span) -> Typed {
        match self.program.types.get(t.ty).clone() {
            TypeKind::Vector(s, _) => {
                let ty = self.types().scalar(s);
                let kind = ExprKind::Swizzle {
                    base: t.id,
                    pattern: [k as u8, 0, 0, 0],
                    len: 1,
                };
                self.typed(kind, ty, span)
            }
            TypeKind::Matrix {
                scalar, rows, cols, ..
            } => {
                let plain = self.make_type(scalar, Shape::Matrix(rows, cols));
                let m = self.build_conversion(t, plain);
                let row = self.matrix_row(m.id, (k / cols as u32) as u8, span);
                let rty = self.types().vector(scalar, cols);
                let row = Typed {
                    id: row,
                    ty: rty,
                    literal: false,
                };
                self.flat_component(row, k % cols as u32, span)
            }
            TypeKind::Array { elem, .. } => {
                let per = self.component_count(elem).unwrap_or(1).max(1);
                let index = self.uint_literal(k / per, span);
                let e = self.typed(ExprKind::Index { base: t.id, index }, elem, span);
                self.flat_component(e, k % per, span)
            }
            TypeKind::Struct(s) => {
                let fields: Vec<TypeId> = self.program.structs[s]
                    .fields
                    .iter()
                    .map(|f| f.ty)
                    .collect();
                let mut k = k;
                for (i, f) in fields.into_iter().enumerate() {
                    let n = self.component_count(f).unwrap_or(0);
                    if k < n {
                        let e = self.typed(
                            ExprKind::Field {
                                base: t.id,
                                index: i as u32,
                            },
                            f,
                            span,
                        );
                        return self.flat_component(e, k, span);
                    }
                    k -= n;
                }
                t
            }
            _ => t,
        }
    }

    pub(super) fn check_expr(&mut self, e: ast::ExprId) -> Typed {
        let t = self.check_expr_kind(e);
        if self.side.is_some() {
            let span = self.unit.exprs[e].span;
            self.note_expr_type(span, t);
        }
        t
    }

    fn check_expr_kind(&mut self, e: ast::ExprId) -> Typed {
        let span = self.span_of(e);
        match &self.unit.exprs[e].kind {
            K::Error => self.error_expr(span),
            K::Paren(inner) => self.check_expr(*inner),
            K::IntLit { value, suffix } => self.int_literal(*value, *suffix, span),
            K::FloatLit { value, suffix } => {
                let (scalar, v) = match suffix {
                    FloatSuffix::L => (Scalar::F64, *value),
                    _ => (Scalar::F32, *value as f32 as f64),
                };
                let ty = self.types().scalar(scalar);
                let t = self.typed(ExprKind::Literal(Literal::Float(v)), ty, span);
                if *suffix == FloatSuffix::None && v != *value {
                    self.note_exact_float(t.id, *value);
                }
                Typed { literal: true, ..t }
            }
            K::BoolLit(b) => Typed {
                literal: true,
                ..self.typed(ExprKind::Literal(Literal::Bool(*b)), Types::BOOL, span)
            },
            K::StringLit(_) => {
                self.error(
                    DiagCode::err_not_supported_yet,
                    span,
                    &[&"a string outside an attribute"],
                );
                self.error_expr(span)
            }
            K::Name(ident) => self.check_name(*ident),
            K::Path {
                scope,
                name,
                args: None,
            } if self.enumerator(scope, *name).is_some() => {
                let (value, ty) = self.enumerator(scope, *name).unwrap_or((0, Types::ERROR));
                self.constant_expr(value, ty, span)
            }
            K::This => self.check_this(span),
            K::Path {
                scope,
                name,
                args: None,
            } if self.vk_scope_constant(scope, *name).is_some() => {
                let value = self.vk_scope_constant(scope, *name).unwrap_or(0);
                self.constant_expr(value.into(), Types::UINT, span)
            }
            K::Path {
                scope,
                name,
                args: None,
            } if self.is_implicit_vk(scope) => {
                let text = self.name(*name);
                self.error(
                    DiagCode::err_no_member_in_namespace,
                    name.span,
                    &[&text, &"vk"],
                );
                self.error_expr(span)
            }
            K::Path {
                scope,
                name,
                args: None,
            } if self.namespace_path(scope).is_some() => {
                let sym = self.lookup_qualified(scope, name.sym).flatten().cloned();
                if sym.is_none() {
                    let (text, ns) = (self.name(*name), self.path_text(scope));
                    self.error(
                        DiagCode::err_no_member_in_namespace,
                        name.span,
                        &[&text, &ns],
                    );
                    return self.error_expr(span);
                }
                self.global_value(sym.as_ref(), *name, span)
            }
            K::Path {
                scope,
                name,
                args: None,
            } if self
                .scope_struct(scope)
                .and_then(|s| self.static_member(s, name.sym))
                .is_some() =>
            {
                let g = self
                    .scope_struct(scope)
                    .and_then(|s| self.static_member(s, name.sym))
                    .expect("checked by the guard");
                let ty = self.program.globals[g].ty;
                self.typed(ExprKind::Global(g), ty, span)
            }
            K::SizeOf(arg) => self.check_sizeof(arg, span),
            K::Path {
                scope,
                name,
                args: None,
            } if self.reported_unknown_enumerator(scope, *name) => self.error_expr(span),
            // Not an enumerator, static member or namespace member (above),
            // nor a call of a function template (`check_call`).
            K::Path { scope, .. } => {
                let what = if scope.is_empty() {
                    "an explicit template argument list"
                } else {
                    "a qualified name"
                };
                self.error(DiagCode::err_not_supported_yet, span, &[&what]);
                self.error_expr(span)
            }
            K::Unary { op, operand } => self.check_unary(*op, *operand, span),
            K::IncDec {
                increment,
                prefix,
                operand,
            } => {
                let checked = self.check_expr(*operand);
                // `++(++x)`: the inner increment, then this one on `x`.
                let (first, target) = match self.assignment_place(*operand, checked, span) {
                    Ok(Some(place)) => (Some(checked.id), place),
                    Ok(None) => (None, checked),
                    Err(e) => return e,
                };
                if !self.check_assignable(target, self.span_of(*operand)) {
                    return self.error_expr(span);
                }
                if !matches!(self.numeric(target.ty), Some((s, _)) if s.kind != ScalarKind::Bool) {
                    let name = self.type_name(target.ty);
                    self.error(DiagCode::err_invalid_unary_operand, span, &[&name]);
                    return self.error_expr(span);
                }
                let kind = ExprKind::IncDec {
                    target: target.id,
                    increment: *increment,
                    prefix: *prefix,
                };
                let t = self.typed(kind, target.ty, span);
                match first {
                    Some(lhs) => self.typed(ExprKind::Comma { lhs, rhs: t.id }, t.ty, span),
                    None => t,
                }
            }
            K::Binary { op, lhs, rhs } => {
                let l = self.value(*lhs);
                let r = self.value(*rhs);
                self.check_binary(*op, l, r, span)
            }
            K::Assign { op, lhs, rhs } => self.check_assign(*op, *lhs, *rhs, span),
            K::Ternary {
                cond,
                then,
                otherwise,
            } => {
                let c = self.value(*cond);
                let a = self.value(*then);
                let b = self.value(*otherwise);
                self.check_select(c, a, b, span)
            }
            K::Comma { lhs, rhs } => {
                let l = self.value(*lhs);
                let r = self.value(*rhs);
                self.typed(
                    ExprKind::Comma {
                        lhs: l.id,
                        rhs: r.id,
                    },
                    r.ty,
                    span,
                )
            }
            K::Call { callee, args } => self.check_call(*callee, args, span),
            K::Construct { ty, args } => {
                let ty = self.resolve_type(ty);
                let args: Vec<Typed> = args.iter().map(|&a| self.value(a)).collect();
                self.check_construct(ty, args, span)
            }
            K::Cast { ty, operand } if matches!(ty.kind, ast::TypeExprKind::Void) => {
                // `(void)x`: evaluated for its effects, its value discarded;
                // being void, nothing can use it.
                let t = self.check_expr(*operand);
                Typed {
                    ty: Types::VOID,
                    literal: false,
                    ..t
                }
            }
            K::Cast { ty, operand } => {
                let ty = self.resolve_type(ty);
                let t = self.value(*operand);
                if self.program.types.is_error(ty) {
                    return self.error_expr(span);
                }
                self.cast(t, ty, span)
            }
            K::Member { base, name } => {
                let b = self.check_expr(*base);
                self.check_member(b, *name, span)
            }
            K::TypeMember {
                ty,
                name,
                args: None,
            } => self.check_type_member(ty, *name, span),
            K::TypeMember { name, .. } => {
                let text = self.name(*name);
                self.error(DiagCode::err_not_a_value, name.span, &[&text]);
                self.error_expr(span)
            }
            K::MemberTemplate { base, name, .. } => {
                self.check_expr(*base);
                let text = self.name(*name);
                self.error(DiagCode::err_not_a_value, name.span, &[&text]);
                self.error_expr(span)
            }
            K::Index { base, index } => {
                if let Some(t) = self.check_texture_subscript(*base, *index, span) {
                    return t;
                }
                if let Some(t) = self.check_resource_array_index(*base, *index, span) {
                    return t;
                }
                let b = self.check_expr(*base);
                let i = self.value(*index);
                let ispan = self.span_of(*index);
                if let Some(t) = self.descriptor_heap_index(b, i, ispan, span) {
                    return t;
                }
                self.check_index(b, i, span)
            }
        }
    }

    fn int_literal(&mut self, value: u64, suffix: IntSuffix, span: Span) -> Typed {
        let unsigned = matches!(suffix, IntSuffix::U | IntSuffix::UL);
        let wide = matches!(suffix, IntSuffix::L | IntSuffix::UL);
        let (scalar, lit) = if unsigned {
            if wide || value > u32::MAX as u64 {
                (Scalar::U64, Literal::Uint(value))
            } else {
                (Scalar::U32, Literal::Uint(value))
            }
        } else if !wide && value <= i32::MAX as u64 {
            (Scalar::I32, Literal::Sint(value as i64))
        } else if !wide && value <= u32::MAX as u64 {
            (Scalar::U32, Literal::Uint(value))
        } else if value <= i64::MAX as u64 {
            (Scalar::I64, Literal::Sint(value as i64))
        } else {
            (Scalar::U64, Literal::Uint(value))
        };
        let ty = self.types().scalar(scalar);
        Typed {
            literal: true,
            ..self.typed(ExprKind::Literal(lit), ty, span)
        }
    }

    fn check_name(&mut self, ident: ast::Ident) -> Typed {
        if self.side.is_some() && !self.in_global_init {
            let local = self.fx.as_ref().and_then(|fx| {
                fx.scopes
                    .iter()
                    .rev()
                    .find_map(|scope| scope.get(&ident.sym).copied())
            });
            if let Some(local) = local {
                self.note_local(ident.span, local);
            }
        }
        if let Some(fx) = &self.fx {
            if !self.in_global_init {
                for scope in fx.scopes.iter().rev() {
                    if let Some(&local) = scope.get(&ident.sym) {
                        let ty = fx.body.locals[local].ty;
                        if let Some(&g) = fx.static_locals.get(&local) {
                            return self.typed(ExprKind::Global(g), ty, ident.span);
                        }
                        let unassigned = self.unassigned.contains(&(fx.index, local));
                        self.use_resource_local(local, ident.span);
                        if self.is_resource_local(local) {
                            if unassigned {
                                // Reported just now; one error per mistake.
                                return self.error_expr(ident.span);
                            }
                            return self.resource_local_value(local, ident.span);
                        }
                        return self.typed(ExprKind::Local(local), ty, ident.span);
                    }
                }
                if let Some(member) = self.implicit_member(ident) {
                    return member;
                }
            }
        }
        match self.template_binding(ident.sym) {
            Some(super::templates::Binding::Value(v, ty)) => {
                return self.constant_expr(v, ty, ident.span)
            }
            Some(super::templates::Binding::Type(_)) => {
                self.error(DiagCode::err_expected_expression, ident.span, &[]);
                return self.error_expr(ident.span);
            }
            None => {}
        }
        match self.resolve_global(ident) {
            Resolved::Found(sym) => {
                self.note_global_sym(ident, &sym);
                self.global_value(Some(&sym), ident, ident.span)
            }
            Resolved::Reported => self.error_expr(ident.span),
            Resolved::Missing => self.global_value(None, ident, ident.span),
        }
    }

    /// A use of the global name `ident` (found as `sym`) as a value;
    /// `span` covers it with its qualifiers.
    pub(super) fn global_value(
        &mut self,
        sym: Option<&GlobalSym>,
        ident: ast::Ident,
        span: Span,
    ) -> Typed {
        let name = self.name(ident);
        match sym {
            Some(GlobalSym::Var(g)) => {
                let g = *g;
                let ty = self.program.globals[g].ty;
                // A static's initializer may read other statics and the
                // uniforms (cbuffer and $Globals members), as in DXC: the
                // back ends run what does not fold at the start of each
                // entry point, in declaration order.
                if self.in_global_init
                    && !matches!(
                        self.program.globals[g].kind,
                        GlobalKind::Private { .. } | GlobalKind::CBufferMember { .. }
                    )
                {
                    self.error(
                        DiagCode::err_static_global_non_constant_init,
                        ident.span,
                        &[&name],
                    );
                    return self.error_expr(ident.span);
                }
                if let Some(t) = self.read_inline_builtin(g, span) {
                    return t;
                }
                if let Some(view) = self.buffer_view(g) {
                    return self.buffer_view_value(view, span);
                }
                if self.holds_unusable_object(ty) && !self.program.resource_structs.contains_key(&g)
                {
                    let what = format!("using '{}' in code", self.type_name(ty));
                    self.error(DiagCode::err_not_supported_yet, ident.span, &[&what]);
                    return self.error_expr(ident.span);
                }
                self.typed(ExprKind::Global(g), ty, span)
            }
            Some(GlobalSym::Functions(_)) => {
                self.error(DiagCode::err_not_a_value, ident.span, &[&name]);
                self.error_expr(ident.span)
            }
            Some(GlobalSym::Type(_)) => {
                self.error(DiagCode::err_expected_expression, ident.span, &[]);
                self.error_expr(ident.span)
            }
            Some(&GlobalSym::Const { value, ty, .. }) => self.constant_expr(value, ty, span),
            None => {
                if let Some(heap) = self.descriptor_heap(name, span) {
                    return heap;
                }
                self.error(DiagCode::err_undeclared_identifier, ident.span, &[&name]);
                self.error_expr(ident.span)
            }
        }
    }

    fn check_unary(&mut self, op: ast::UnaryOp, operand: ast::ExprId, span: Span) -> Typed {
        let t = self.value(operand);
        if self.program.types.is_error(t.ty) {
            return self.error_expr(span);
        }
        let Some((s, shape)) = self.numeric(t.ty) else {
            let name = self.type_name(t.ty);
            self.error(DiagCode::err_invalid_unary_operand, span, &[&name]);
            return self.error_expr(span);
        };
        match op {
            ast::UnaryOp::Plus | ast::UnaryOp::Neg => {
                // Arithmetic on bool works on int.
                let s = if s.kind == ScalarKind::Bool {
                    Scalar::I32
                } else {
                    s
                };
                let ty = self.make_type(s, shape);
                let v = self.build_conversion(t, ty);
                if op == ast::UnaryOp::Plus {
                    return v;
                }
                if let ExprKind::Literal(lit) = self.body_ref().exprs[v.id].kind {
                    let neg = match lit {
                        Literal::Sint(x) => Some(Literal::Sint(x.wrapping_neg())),
                        Literal::Float(x) => Some(Literal::Float(-x)),
                        Literal::Uint(x) => Some(Literal::Uint(match s.width {
                            4 => (x as u32).wrapping_neg() as u64,
                            _ => x.wrapping_neg(),
                        })),
                        Literal::Bool(_) => None,
                    };
                    if let Some(neg) = neg {
                        let exact = self.exact_float(v.id);
                        let t = self.typed(ExprKind::Literal(neg), ty, span);
                        if let Some(x) = exact {
                            self.note_exact_float(t.id, -x);
                        }
                        return Typed {
                            literal: v.literal,
                            ..t
                        };
                    }
                }
                self.typed(
                    ExprKind::Unary {
                        op: UnaryOp::Neg,
                        expr: v.id,
                    },
                    ty,
                    span,
                )
            }
            ast::UnaryOp::Not => {
                let ty = self.make_type(Scalar::BOOL, shape);
                let v = self.build_conversion(t, ty);
                self.typed(
                    ExprKind::Unary {
                        op: UnaryOp::Not,
                        expr: v.id,
                    },
                    ty,
                    span,
                )
            }
            ast::UnaryOp::BitNot => {
                let s = match s.kind {
                    ScalarKind::Bool => Scalar::I32,
                    ScalarKind::Float => {
                        let name = self.type_name(t.ty);
                        self.error(DiagCode::err_invalid_unary_operand, span, &[&name]);
                        return self.error_expr(span);
                    }
                    _ => s,
                };
                let ty = self.make_type(s, shape);
                let v = self.build_conversion(t, ty);
                self.typed(
                    ExprKind::Unary {
                        op: UnaryOp::BitNot,
                        expr: v.id,
                    },
                    ty,
                    span,
                )
            }
        }
    }

    /// The common type of two operands under HLSL's usual arithmetic
    /// conversions: the wider shape (a scalar or 1-vector splats; two
    /// different vector sizes truncate to the smaller, with a warning) and
    /// the higher-ranked scalar, where a bare literal adapts to the other
    /// operand.
    pub(super) fn common_type(
        &mut self,
        a: Typed,
        b: Typed,
        span: Span,
    ) -> Option<(Scalar, Shape)> {
        let (sa, ha) = self.numeric(a.ty)?;
        let (sb, hb) = self.numeric(b.ty)?;
        let shape = match (ha, hb) {
            (x, y) if x == y => x,
            (Shape::Scalar | Shape::Vector(1), y @ Shape::Vector(_)) => y,
            (x @ Shape::Vector(_), Shape::Scalar | Shape::Vector(1)) => x,
            (Shape::Scalar, y) => y,
            (x, Shape::Scalar) => x,
            (Shape::Vector(n), Shape::Vector(m)) => {
                self.error(DiagCode::warn_implicit_truncation, span, &[]);
                Shape::Vector(n.min(m))
            }
            _ => return None,
        };
        let scalar = match (a.literal, b.literal) {
            // A numeric literal against a bool keeps its own type: bool
            // ranks below every numeric type, literal or not (DXC's
            // CombineBasicTypes), so `b == 2` compares ints and
            // `c ? 14u : b` is a uint (it was a bool: 1; found by the
            // targeted differential generator, seed 105).
            (true, false) if sb.kind == ScalarKind::Bool && sa.kind != ScalarKind::Bool => sa,
            (false, true) if sa.kind == ScalarKind::Bool && sb.kind != ScalarKind::Bool => sb,
            (true, false) if !sa.is_float() || sb.is_float() => sb,
            (false, true) if !sb.is_float() || sa.is_float() => sa,
            _ if sa.is_float() && !sb.is_float() && a.literal => Scalar::F32.max_rank(sb),
            _ if sb.is_float() && !sa.is_float() && b.literal => Scalar::F32.max_rank(sa),
            _ => {
                if rank(sa) >= rank(sb) {
                    sa
                } else {
                    sb
                }
            }
        };
        Some((scalar, shape))
    }

    pub(super) fn check_binary(
        &mut self,
        op: ast::BinaryOp,
        l: Typed,
        r: Typed,
        span: Span,
    ) -> Typed {
        use ast::BinaryOp as A;
        if self.program.types.is_error(l.ty) || self.program.types.is_error(r.ty) {
            return self.error_expr(span);
        }
        if let Some(t) = self.call_operator(op.symbol(), vec![(l, span), (r, span)], span) {
            return t;
        }
        let invalid = |c: &mut Self| {
            let (ln, rn) = (c.type_name(l.ty), c.type_name(r.ty));
            c.error(DiagCode::err_invalid_operands, span, &[&ln, &rn]);
            c.error_expr(span)
        };
        let Some((mut scalar, shape)) = self.common_type(l, r, span) else {
            return invalid(self);
        };
        // Comparisons give bool matrices, which only `all`, `any` and `?:`
        // can consume once lowered (hlsl-lower's matrix_compare.rs).
        if matches!(shape, Shape::Matrix(..))
            && !matches!(
                op,
                A::Add
                    | A::Sub
                    | A::Mul
                    | A::Div
                    | A::Rem
                    // Integer matrices, element by element as in DXC
                    // (float operands are rejected below).
                    | A::BitAnd
                    | A::BitOr
                    | A::BitXor
                    | A::Shl
                    | A::Shr
                    | A::Eq
                    | A::Ne
                    | A::Lt
                    | A::Le
                    | A::Gt
                    | A::Ge
            )
        {
            return invalid(self);
        }
        let ir_op = ir_binary_op(op);
        match op {
            A::LogicalAnd | A::LogicalOr if self.opts.hlsl_version < 2021 => {
                // Before HLSL 2021 they evaluate both operands and take
                // vectors, component by component: `and`/`or`.
                if matches!(shape, Shape::Matrix(..)) {
                    return invalid(self);
                }
                let ty = self.make_type(Scalar::BOOL, shape);
                let lv = self.build_conversion(l, ty);
                let rv = self.build_conversion(r, ty);
                let op = if op == A::LogicalAnd {
                    ir::Intrinsic::And
                } else {
                    ir::Intrinsic::Or
                };
                let args = vec![lv.id, rv.id];
                self.typed(ExprKind::Intrinsic { op, args }, ty, span)
            }
            A::LogicalAnd | A::LogicalOr => {
                // HLSL 2021: short-circuiting operators take scalars only.
                if shape != Shape::Scalar && shape != Shape::Vector(1) {
                    return invalid(self);
                }
                let lv = self.coerce(l, Types::BOOL, span);
                let rv = self.coerce(r, Types::BOOL, span);
                let kind = ExprKind::Binary {
                    op: ir_op,
                    lhs: lv,
                    rhs: rv,
                };
                self.typed(kind, Types::BOOL, span)
            }
            A::Eq | A::Ne | A::Lt | A::Le | A::Gt | A::Ge => {
                // Bools are ordered as ints (`true > false`), as in C.
                let ordered = !matches!(op, A::Eq | A::Ne);
                if ordered && scalar.kind == ScalarKind::Bool {
                    scalar = Scalar::I32;
                }
                let ty = self.make_type(scalar, shape);
                let lv = self.build_conversion(l, ty);
                let rv = self.build_conversion(r, ty);
                let result = self.make_type(Scalar::BOOL, shape);
                self.typed(
                    ExprKind::Binary {
                        op: ir_op,
                        lhs: lv.id,
                        rhs: rv.id,
                    },
                    result,
                    span,
                )
            }
            A::Shl | A::Shr => {
                // The result has the left operand's type (bool as int).
                let Some((ls, lshape)) = self.numeric(l.ty) else {
                    return invalid(self);
                };
                let ls = if ls.kind == ScalarKind::Bool {
                    Scalar::I32
                } else {
                    ls
                };
                if ls.is_float() {
                    return invalid(self);
                }
                // An integer matrix shifts element by element.
                let Some((rs, _)) = self.numeric(r.ty) else {
                    return invalid(self);
                };
                if rs.is_float() {
                    return invalid(self);
                }
                let ty = self.make_type(ls, lshape);
                let amount_ty = self.make_type(
                    Scalar {
                        kind: ScalarKind::Uint,
                        width: ls.width,
                    },
                    lshape,
                );
                let lv = self.build_conversion(l, ty);
                let rv = self.coerce(r, amount_ty, span);
                self.typed(
                    ExprKind::Binary {
                        op: ir_op,
                        lhs: lv.id,
                        rhs: rv,
                    },
                    ty,
                    span,
                )
            }
            _ => {
                let bitwise = matches!(op, A::BitAnd | A::BitOr | A::BitXor);
                if scalar.kind == ScalarKind::Bool {
                    scalar = Scalar::I32;
                }
                if bitwise && scalar.is_float() {
                    return invalid(self);
                }
                let ty = self.make_type(scalar, shape);
                let lv = self.build_conversion(l, ty);
                let rv = self.build_conversion(r, ty);
                let literal = l.literal && r.literal;
                Typed {
                    literal,
                    ..self.typed(
                        ExprKind::Binary {
                            op: ir_op,
                            lhs: lv.id,
                            rhs: rv.id,
                        },
                        ty,
                        span,
                    )
                }
            }
        }
    }

    fn check_select(&mut self, c: Typed, a: Typed, b: Typed, span: Span) -> Typed {
        if [c.ty, a.ty, b.ty]
            .iter()
            .any(|&t| self.program.types.is_error(t))
        {
            return self.error_expr(span);
        }
        let ty = if a.ty == b.ty {
            a.ty
        } else {
            match self.common_type(a, b, span) {
                Some((s, shape)) => self.make_type(s, shape),
                None => {
                    let (an, bn) = (self.type_name(a.ty), self.type_name(b.ty));
                    self.error(DiagCode::err_invalid_operands, span, &[&an, &bn]);
                    return self.error_expr(span);
                }
            }
        };
        let cond_ty = match (self.numeric(c.ty), self.numeric(ty)) {
            (Some((_, Shape::Vector(n))), Some((_, Shape::Vector(m)))) if n == m && n > 1 => {
                self.make_type(Scalar::BOOL, Shape::Vector(n))
            }
            // A per-element choice between matrices (`m1 < m2 ? m1 : m2`).
            (Some((_, cs @ Shape::Matrix(..))), Some((_, shape))) if cs == shape => {
                self.make_type(Scalar::BOOL, shape)
            }
            _ => Types::BOOL,
        };
        let cv = self.coerce(c, cond_ty, span);
        let av = self.build_conversion(a, ty);
        let bv = self.build_conversion(b, ty);
        self.typed(
            ExprKind::Select {
                cond: cv,
                accept: av.id,
                reject: bv.id,
            },
            ty,
            span,
        )
    }

    /// Reports why a place cannot be assigned; true when it can.
    pub(super) fn check_assignable(&mut self, t: Typed, span: Span) -> bool {
        if self.program.types.is_error(t.ty) {
            return false;
        }
        if !self.body_ref().is_place(t.id) {
            self.error(DiagCode::err_not_assignable, span, &[]);
            return false;
        }
        // Walk to the root of the place.
        let mut e = t.id;
        let mut through_index_of_resource = false;
        loop {
            match self.body_ref().exprs[e].kind.clone() {
                ExprKind::Local(l) if self.is_readonly_this(l) => {
                    self.error(DiagCode::err_readonly_this_write, span, &[]);
                    return false;
                }
                ExprKind::Local(l) => {
                    let fx = self.fx.as_ref().expect("locals are in functions");
                    if fx.const_locals.contains(&l) {
                        let name = fx.body.locals[l].name.clone();
                        self.error(DiagCode::err_assign_to_const, span, &[&name]);
                        return false;
                    }
                    return true;
                }
                ExprKind::Global(g) => {
                    let global = &self.program.globals[g];
                    let name = global.name.clone();
                    return match global.kind {
                        GlobalKind::Private { is_const: true }
                        | GlobalKind::CBufferMember { .. } => {
                            self.error(DiagCode::err_assign_to_const, span, &[&name]);
                            false
                        }
                        GlobalKind::Resource(_) => {
                            let writable = matches!(self.program.types.get(global.ty), TypeKind::Resource { kind, .. } if kind.is_writable());
                            if !through_index_of_resource {
                                self.error(DiagCode::err_not_assignable, span, &[]);
                                false
                            } else if !writable {
                                self.error(
                                    DiagCode::err_assign_to_read_only_resource,
                                    span,
                                    &[&name],
                                );
                                false
                            } else {
                                true
                            }
                        }
                        _ => true,
                    };
                }
                ExprKind::Field { base, .. } => {
                    e = base;
                }
                ExprKind::Swizzle { base, pattern, len } => {
                    let comps = &pattern[..len as usize];
                    if (1..comps.len()).any(|i| comps[..i].contains(&comps[i])) {
                        let letters: String =
                            comps.iter().map(|&c| b"xyzw"[c as usize] as char).collect();
                        self.error(DiagCode::err_swizzle_repeats_in_lvalue, span, &[&letters]);
                        return false;
                    }
                    e = base;
                }
                ExprKind::Index { base, .. } => {
                    let base_ty = self.body_ref().exprs[base].ty;
                    through_index_of_resource =
                        matches!(self.program.types.get(base_ty), TypeKind::Resource { .. });
                    e = base;
                }
                _ => return true,
            }
        }
    }

    fn check_assign(
        &mut self,
        op: Option<ast::BinaryOp>,
        lhs: ast::ExprId,
        rhs: ast::ExprId,
        span: Span,
    ) -> Typed {
        if let Some(t) = self.bit_field_assignment(op, lhs, rhs, span) {
            return t;
        }
        if let Some(t) = self.assign_matrix_swizzle(op, lhs, rhs, span) {
            return t;
        }
        if let Some(t) = self.assign_to_assignment(op, lhs, rhs, span) {
            return t;
        }
        // A plain assignment to a resource local assigns it (`resource_locals.rs`).
        let assigns = op.is_none().then(|| self.take_assignment_target(lhs));
        let target = self.check_expr(lhs);
        self.restore_assignment_target(assigns.flatten());
        let value = self.value(rhs);
        self.assigned_resource_local(assigns.flatten());
        let (lspan, rspan) = (self.span_of(lhs), self.span_of(rhs));
        self.struct_written(target.id, Some(value.id));
        self.finish_assign(op, target, value, (lspan, rspan), span)
    }

    /// `(x op1= a) op= b` and `++x op= b` (C++ lvalues): the inner
    /// assignment or increment, then `x op= b` on its place, which must be
    /// free of side effects (it is evaluated twice).
    fn assign_to_assignment(
        &mut self,
        op: Option<ast::BinaryOp>,
        lhs: ast::ExprId,
        rhs: ast::ExprId,
        span: Span,
    ) -> Option<Typed> {
        if !self.is_assignment_ast(lhs) {
            return None;
        }
        let first = self.check_expr(lhs);
        let target = match self.assignment_place(lhs, first, span) {
            Ok(Some(place)) => place,
            Ok(None) => return None,
            Err(e) => return Some(e),
        };
        let value = self.value(rhs);
        let (lspan, rspan) = (self.span_of(lhs), self.span_of(rhs));
        let assign = self.finish_assign(op, target, value, (lspan, rspan), span);
        if self.program.types.is_error(assign.ty) {
            return Some(assign);
        }
        Some(self.typed(
            ExprKind::Comma {
                lhs: first.id,
                rhs: assign.id,
            },
            assign.ty,
            span,
        ))
    }

    /// Whether `e` (inside parentheses) is an assignment or a prefix
    /// increment, which C++ and HLSL make lvalues.
    fn is_assignment_ast(&self, mut e: ast::ExprId) -> bool {
        while let K::Paren(inner) = self.unit.exprs[e].kind {
            e = inner;
        }
        matches!(
            self.unit.exprs[e].kind,
            K::Assign { .. } | K::IncDec { prefix: true, .. }
        )
    }

    /// The place that `checked` (the check of `e`) assigns when `e` is an
    /// assignment or prefix increment: `Ok(None)` when it is not one,
    /// `Err` with the error value when it cannot serve as a place (its
    /// place is evaluated again, so it must be free of side effects).
    fn assignment_place(
        &mut self,
        e: ast::ExprId,
        checked: Typed,
        span: Span,
    ) -> Result<Option<Typed>, Typed> {
        if !self.is_assignment_ast(e) {
            return Ok(None);
        }
        if self.program.types.is_error(checked.ty) {
            return Err(self.error_expr(span));
        }
        // `++(++x)` is a comma ending in the outer increment.
        let mut last = checked.id;
        while let ExprKind::Comma { rhs, .. } = self.body_ref().exprs[last].kind {
            last = rhs;
        }
        let place = match self.body_ref().exprs[last].kind {
            ExprKind::Assign { target, .. } | ExprKind::IncDec { target, .. } => target,
            // A multi-element matrix swizzle: no single place.
            _ => {
                let espan = self.span_of(e);
                self.error(DiagCode::err_not_assignable, espan, &[]);
                return Err(self.error_expr(span));
            }
        };
        if !self.is_pure(place) {
            let what = "assigning to an assignment whose target has side effects";
            self.error(DiagCode::err_not_supported_yet, span, &[&what]);
            return Err(self.error_expr(span));
        }
        Ok(Some(Typed {
            id: place,
            ty: self.body_ref().exprs[place].ty,
            literal: false,
        }))
    }

    /// `target op= value`, the target checked as a place.
    fn finish_assign(
        &mut self,
        op: Option<ast::BinaryOp>,
        target: Typed,
        value: Typed,
        (lspan, rspan): (Span, Span),
        span: Span,
    ) -> Typed {
        if !self.check_assignable(target, lspan) {
            return self.error_expr(span);
        }
        let Some(op) = op else {
            let v = self.coerce(value, target.ty, rspan);
            return self.typed(
                ExprKind::Assign {
                    target: target.id,
                    op: None,
                    value: v,
                },
                target.ty,
                span,
            );
        };
        // `a op= b` computes `a op b` in the operands' common type and
        // converts the result to a's type, as in DXC (`i *= 1.5` with i = 5
        // gives 7). The IR's compound assignment applies the operator in
        // the target's type, so when the common type differs the place is
        // read and written as a plain assignment, which evaluates it twice.
        let probe = self.rvalue_probe(target);
        let typed = self.check_binary(op, probe, value, span);
        let ir_op = match self.body_ref().exprs[typed.id].kind {
            ExprKind::Binary { op, .. } if !self.program.types.is_error(typed.ty) => op,
            _ => return self.error_expr(span),
        };
        let shift = matches!(ir_op, BinaryOp::Shl | BinaryOp::Shr);
        if !shift && typed.ty != target.ty {
            if !self.is_pure(target.id) {
                let what = "a compound assignment computed in another type than its \
                            target's, on a place with side effects";
                self.error(DiagCode::err_not_supported_yet, span, &[&what]);
                return self.error_expr(span);
            }
            let v = self.coerce(typed, target.ty, rspan);
            return self.typed(
                ExprKind::Assign {
                    target: target.id,
                    op: None,
                    value: v,
                },
                target.ty,
                span,
            );
        }
        let value_ty = if shift {
            match self.numeric(target.ty) {
                Some((s, shape)) => self.make_type(
                    Scalar {
                        kind: ScalarKind::Uint,
                        width: s.width,
                    },
                    shape,
                ),
                None => target.ty,
            }
        } else {
            target.ty
        };
        let v = self.coerce(value, value_ty, rspan);
        self.typed(
            ExprKind::Assign {
                target: target.id,
                op: Some(ir_op),
                value: v,
            },
            target.ty,
            span,
        )
    }

    /// A throw-away value of the target's type for typing a compound
    /// assignment (the IR node it makes is never used).
    fn rvalue_probe(&mut self, target: Typed) -> Typed {
        let span = self.expr_span(target.id);
        self.typed(ExprKind::Load(target.id), target.ty, span)
    }

    /// Whether IR expression `e` is a local or global variable (or its
    /// value), whose evaluation has no effects.
    fn is_plain_variable(&mut self, e: ir::ExprId) -> bool {
        let exprs = &self.body().exprs;
        let inner = match exprs[e].kind {
            ExprKind::Load(inner) => inner,
            _ => e,
        };
        matches!(exprs[inner].kind, ExprKind::Local(_) | ExprKind::Global(_))
    }

    pub(super) fn check_member(&mut self, b: Typed, name: ast::Ident, span: Span) -> Typed {
        if self.program.types.is_error(b.ty) {
            return self.error_expr(span);
        }
        let text = self.name(name);
        // `cb.a` on a `ConstantBuffer<T>`: the member (`constant_buffers.rs`).
        if let Some(member) = self.buffer_view_member(b.id, text, span) {
            return member;
        }
        match self.program.types.get(b.ty).clone() {
            TypeKind::Struct(s) => {
                let found = self.program.structs[s]
                    .fields
                    .iter()
                    .position(|f| f.name == text);
                if let Some(i) = found {
                    self.note_field(name.span, s, i);
                }
                if let Some(bf) = self.bit_field(s, text) {
                    return self.read_bit_field(b, &bf, span);
                }
                match found {
                    Some(i) => {
                        // `p.b`, a tracked resource member (`resource_members.rs`).
                        if let Some(t) = self.resource_member_value(&b, i as u32, span) {
                            return t;
                        }
                        // `g.t`, a global struct of resources (`resource_structs.rs`).
                        if let Some(g) = self.resource_struct_member(b.id, i as u32) {
                            let ty = self.program.globals[g].ty;
                            return self.typed(ExprKind::Global(g), ty, span);
                        }
                        let ty = self.program.structs[s].fields[i].ty;
                        self.typed(
                            ExprKind::Field {
                                base: b.id,
                                index: i as u32,
                            },
                            ty,
                            span,
                        )
                    }
                    None => match self.static_member(b.ty, name.sym) {
                        // `t.M`: a static member through an object, which
                        // is not read (a variable or parameter has no
                        // effects to keep).
                        Some(g) if self.is_plain_variable(b.id) => {
                            let ty = self.program.globals[g].ty;
                            self.typed(ExprKind::Global(g), ty, span)
                        }
                        Some(_) => {
                            let what = "a static member through this expression";
                            self.error(DiagCode::err_not_supported_yet, span, &[&what]);
                            self.error_expr(span)
                        }
                        None => {
                            let tn = self.type_name(b.ty);
                            self.error(DiagCode::err_no_member, name.span, &[&text, &tn]);
                            self.error_expr(span)
                        }
                    },
                }
            }
            TypeKind::Scalar(s) | TypeKind::Vector(s, _) => {
                let n = match *self.program.types.get(b.ty) {
                    TypeKind::Vector(_, n) => n,
                    _ => 1,
                };
                let Some(pattern) = parse_swizzle(text, n) else {
                    let tn = self.type_name(b.ty);
                    self.error(DiagCode::err_invalid_swizzle, name.span, &[&text, &tn]);
                    return self.error_expr(span);
                };
                let len = pattern.len() as u8;
                let mut p = [0u8; 4];
                p[..pattern.len()].copy_from_slice(&pattern);
                let ty = if len == 1 {
                    self.types().scalar(s)
                } else {
                    self.types().vector(s, len)
                };
                self.typed(
                    ExprKind::Swizzle {
                        base: b.id,
                        pattern: p,
                        len,
                    },
                    ty,
                    span,
                )
            }
            TypeKind::Matrix {
                scalar, rows, cols, ..
            } => self.matrix_swizzle(b, text, (scalar, rows, cols), name.span, span),
            _ => {
                let tn = self.type_name(b.ty);
                self.error(DiagCode::err_no_member, name.span, &[&text, &tn]);
                self.error_expr(span)
            }
        }
    }

    pub(super) fn check_index(&mut self, b: Typed, i: Typed, span: Span) -> Typed {
        if self.program.types.is_error(b.ty) || self.program.types.is_error(i.ty) {
            return self.error_expr(span);
        }
        if let Some(t) = self.call_operator("[]", vec![(b, span), (i, span)], span) {
            return t;
        }
        if let Some(t) = self.index_call_result(b, i, span) {
            return t;
        }
        let b = self.matrix_value(b);
        let mut texel_index = None;
        let (elem, bound) = match self.program.types.get(b.ty).clone() {
            TypeKind::Resource { kind, elem } => {
                let texel = super::methods::texel_type(self.types(), elem);
                match self.texel_index_type(kind) {
                    Some(t) => {
                        texel_index = Some(t);
                        if !self.is_texel_type(texel) {
                            let tn = self.type_name(b.ty);
                            let what = format!(
                                "indexing '{tn}' (texel types are 32-bit scalars and vectors)"
                            );
                            self.error(DiagCode::err_not_supported_yet, span, &[&what]);
                            return self.error_expr(span);
                        }
                        (texel, None)
                    }
                    None if matches!(
                        kind,
                        ResourceKind::ByteAddressBuffer
                            | ResourceKind::RWByteAddressBuffer
                            | ResourceKind::AppendStructuredBuffer
                            | ResourceKind::ConsumeStructuredBuffer
                            | ResourceKind::SamplerState
                            | ResourceKind::SamplerComparisonState
                    ) =>
                    {
                        let tn = self.type_name(b.ty);
                        self.error(DiagCode::err_not_indexable, span, &[&tn]);
                        return self.error_expr(span);
                    }
                    None if matches!(
                        kind.plain(),
                        ResourceKind::Texture2DMS | ResourceKind::Texture2DMSArray
                    ) =>
                    {
                        let what = format!("indexing '{}'", self.type_name(b.ty));
                        self.error(DiagCode::err_not_supported_yet, span, &[&what]);
                        return self.error_expr(span);
                    }
                    None => (texel, None),
                }
            }
            TypeKind::Array { elem, len } => (elem, len),
            TypeKind::Vector(s, n) => (self.types().scalar(s), Some(n as u32)),
            TypeKind::Matrix {
                scalar, rows, cols, ..
            } => (self.types().vector(scalar, cols), Some(rows as u32)),
            _ => {
                let tn = self.type_name(b.ty);
                self.error(DiagCode::err_not_indexable, span, &[&tn]);
                return self.error_expr(span);
            }
        };
        let ispan = self.expr_span(i.id);
        let index_ty = match (texel_index, self.numeric(i.ty)) {
            (Some(t), _) => {
                if self.conversion_cost(i.ty, t).is_none() {
                    let (from, to) = (self.type_name(i.ty), self.type_name(t));
                    self.error(
                        DiagCode::err_type_mismatch,
                        self.expr_span(i.id),
                        &[&from, &to],
                    );
                    return self.error_expr(span);
                }
                t
            }
            (None, Some((s, Shape::Scalar))) if s.is_integer() => i.ty,
            _ => Types::UINT,
        };
        let index = self.coerce(i, index_ty, ispan);
        if let (Some(bound), ExprKind::Literal(lit)) = (bound, &self.body_ref().exprs[index].kind) {
            let out = match *lit {
                Literal::Sint(v) => v < 0 || v >= bound as i64,
                Literal::Uint(v) => v >= bound as u64,
                _ => false,
            };
            if out {
                let shown = match *lit {
                    Literal::Sint(v) => v.to_string(),
                    Literal::Uint(v) => v.to_string(),
                    _ => String::new(),
                };
                let tn = self.type_name(b.ty);
                self.error(DiagCode::err_index_out_of_range, ispan, &[&shown, &tn]);
                return self.error_expr(span);
            }
        }
        // A resource itself is a place: it is indexed without being loaded.
        let base = if self.body_ref().is_place(b.id) {
            b.id
        } else {
            self.rvalue(b).id
        };
        self.typed(ExprKind::Index { base, index }, elem, span)
    }

    /// `float3(a, b, c)`, `float(x)`: vectors from scalars and vectors
    /// whose sizes add up; scalars as explicit casts.
    fn check_construct(&mut self, ty: TypeId, args: Vec<Typed>, span: Span) -> Typed {
        if self.program.types.is_error(ty) || args.iter().any(|a| self.program.types.is_error(a.ty))
        {
            return self.error_expr(span);
        }
        match self.program.types.get(ty).clone() {
            TypeKind::Scalar(_) if args.len() == 1 => self.cast(args[0], ty, span),
            TypeKind::Vector(s, n) => {
                let mut total = 0u32;
                let mut parts = Vec::new();
                for a in &args {
                    match self.numeric(a.ty) {
                        Some((_, Shape::Scalar)) => {
                            total += 1;
                            let t = self.types().scalar(s);
                            parts.push(self.build_conversion(*a, t).id);
                        }
                        Some((_, Shape::Vector(m))) => {
                            total += m as u32;
                            let t = self.types().vector(s, m);
                            parts.push(self.build_conversion(*a, t).id);
                        }
                        // A matrix gives its components by rows, as a
                        // vector of as many components.
                        Some((_, Shape::Matrix(r, c))) => {
                            let m = (r * c).min(4);
                            total += r as u32 * c as u32;
                            let t = self.types().vector(s, m);
                            if r as u32 * c as u32 <= 4 {
                                parts.push(self.build_conversion(*a, t).id);
                            }
                        }
                        _ => {
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
                if total != n as u32 {
                    let which = if total < n as u32 { "few" } else { "many" };
                    self.error(
                        DiagCode::err_constructor_arg_count,
                        span,
                        &[&which, &n, &total],
                    );
                    return self.error_expr(span);
                }
                if parts.len() == 1 && n == 1 {
                    let only = parts[0];
                    let t = self.body_ref().exprs[only].ty;
                    if t == ty {
                        return Typed {
                            id: only,
                            ty,
                            literal: false,
                        };
                    }
                }
                self.typed(ExprKind::Compose(parts), ty, span)
            }
            TypeKind::Matrix {
                scalar, rows, cols, ..
            } => self.construct_matrix(ty, (scalar, rows, cols), &args, span),
            _ => {
                let tn = self.type_name(ty);
                let what = format!("constructing '{tn}' this way");
                self.error(DiagCode::err_not_supported_yet, span, &[&what]);
                self.error_expr(span)
            }
        }
    }

    fn check_call(&mut self, callee: ast::ExprId, args: &[ast::ExprId], span: Span) -> Typed {
        let callee_expr = &self.unit.exprs[callee];
        // `NS::f(…)`: the name as found in its namespace.
        let mut qualified: Option<Option<GlobalSym>> = None;
        let ident = match &callee_expr.kind {
            K::Path {
                scope,
                name,
                args: None,
            } if self.is_execution_mode_call(scope, *name) => {
                return self.call_execution_mode(*name, args, span);
            }
            K::Path {
                scope,
                name,
                args: None,
            } if self.is_vk_read_clock(scope, *name) => {
                return self.call_vk_read_clock(args, span);
            }
            K::Path {
                scope,
                name,
                args: targs,
            } if self.is_vk_raw_buffer(scope, *name) => {
                return self.call_vk_raw_buffer(*name, targs.as_deref(), args, span);
            }
            K::Path {
                scope,
                name,
                args: Some(targs),
            } if scope.is_empty() && self.fn_templates.contains_key(&name.sym) => {
                return self.call_template(*name, Some(targs), args, span);
            }
            K::Path {
                scope,
                name,
                args: Some(targs),
            } if scope.is_empty() => {
                // `f<T>(…)` inside a member function: the object's `f`.
                if let Some((local, this)) = self.fx.as_ref().and_then(|fx| fx.this) {
                    if self.has_member_fn(this.ty, name.sym) {
                        let obj = self.typed(ExprKind::Local(local), this.ty, name.span);
                        return self.call_member(obj, name.span, *name, args, Some(targs), span);
                    }
                }
                return self.call_of_non_function(callee, args, span);
            }
            K::Path {
                scope,
                name,
                args: None,
            } if self.namespace_path(scope).is_some() => {
                qualified = Some(self.lookup_qualified(scope, name.sym).flatten().cloned());
                *name
            }
            K::Path {
                scope,
                name,
                args: None,
            } if self.scope_struct(scope).is_some() => {
                let ty = self.scope_struct(scope).expect("checked by the guard");
                if self.member_fns.contains_key(&(ty, name.sym)) {
                    return self.call_static_member(*name, ty, args, span);
                }
                for &a in args {
                    self.value(a);
                }
                let (text, tn) = (self.name(*name), self.type_name(ty));
                self.error(DiagCode::err_no_member, name.span, &[&text, &tn]);
                return self.error_expr(span);
            }
            K::Name(i) if self.local_with_call_operator(*i).is_some() => {
                // `s()` on a local struct declaring `operator()`: its
                // member call (C++, DXC).
                let sym = self
                    .local_with_call_operator(*i)
                    .expect("checked by the guard");
                let name = ast::Ident { sym, span: i.span };
                return self.call_method(callee, name, None, args, span);
            }
            K::Name(i) => *i,
            K::TypeMember {
                ty,
                name,
                args: targs,
            } => return self.call_type_member(ty, *name, targs.as_deref(), args, span),
            K::MemberTemplate {
                base,
                name,
                args: targs,
            } => return self.call_method(*base, *name, Some(targs), args, span),
            K::Member { base, name } => return self.call_method(*base, *name, None, args, span),
            _ => return self.call_of_non_function(callee, args, span),
        };
        if let Some(owner) = self.fx.as_ref().and_then(|fx| fx.owner) {
            // `f()` inside a member function calls the object's `f` (or
            // the struct's static `f`).
            let shadowed = self
                .fx
                .as_ref()
                .is_some_and(|fx| fx.scopes.iter().any(|s| s.contains_key(&ident.sym)));
            if !shadowed && self.has_member_fn(owner, ident.sym) {
                let Some((local, this)) = self.fx.as_ref().and_then(|fx| fx.this) else {
                    return self.call_static_member(ident, owner, args, span);
                };
                let obj = self.typed(ExprKind::Local(local), this.ty, ident.span);
                return self.call_member(obj, ident.span, ident, args, None, span);
            }
        }
        let found = match qualified {
            Some(found) => found,
            None => match self.resolve_global(ident) {
                Resolved::Found(sym) => Some(sym),
                Resolved::Reported => return self.error_expr(span),
                Resolved::Missing => None,
            },
        };
        if self.name(ident) == "printf" && found.is_none() {
            // The format string is its own kind of argument: report the
            // call once, not each string.
            self.error(DiagCode::err_not_supported_yet, ident.span, &[&"'printf'"]);
            return self.error_expr(span);
        }
        if found.is_none() && self.fn_templates.contains_key(&ident.sym) {
            self.check_declared_before(ident);
            return self.call_template(ident, None, args, span);
        }
        // Arguments are checked as places first: `out` parameters need them.
        let checked: Vec<(Typed, Span)> = args
            .iter()
            .map(|&a| (self.check_expr(a), self.span_of(a)))
            .collect();
        match found {
            Some(GlobalSym::Functions(list)) => {
                let list = self.visible_overloads(list);
                self.call_user(ident, &list, checked, span)
            }
            Some(GlobalSym::Var(_) | GlobalSym::Type(_) | GlobalSym::Const { .. }) => {
                let name = self.name(ident);
                self.error(DiagCode::err_not_a_function, ident.span, &[&name]);
                self.error_expr(span)
            }
            None => {
                let name = self.name(ident);
                if super::atomics::is_atomic(name) {
                    return self.call_atomic(name, checked, span);
                }
                // `and`, `or` and `select` came with HLSL 2021: before it
                // they are no intrinsics, as in DXC.
                let new_in_2021 = matches!(name, "and" | "or" | "select");
                if super::intrinsics::is_intrinsic(name)
                    && !(new_in_2021 && self.opts.hlsl_version < 2021)
                {
                    let arg_types: Vec<TypeId> = checked.iter().map(|(a, _)| a.ty).collect();
                    let t = self.call_intrinsic(name, checked, span);
                    self.note_intrinsic(ident.span, name, &arg_types, t.ty);
                    t
                } else {
                    self.error(DiagCode::err_undeclared_identifier, ident.span, &[&name]);
                    self.error_expr(span)
                }
            }
        }
    }

    /// `base.name(args)` or `base.name<targs>(args)`: a member function of
    /// a struct, or a resource's method.
    fn call_method(
        &mut self,
        base: ast::ExprId,
        name: ast::Ident,
        targs: Option<&[ast::TemplateArg]>,
        args: &[ast::ExprId],
        span: Span,
    ) -> Typed {
        let b = self.check_expr(base);
        match self.program.types.get(b.ty) {
            TypeKind::Struct(_) => {
                let base_span = self.span_of(base);
                return self.call_member(b, base_span, name, args, targs, span);
            }
            TypeKind::Resource { .. } => {
                // Arguments as places: `GetDimensions` has `out` ones.
                let checked: Vec<(Typed, Span)> = args
                    .iter()
                    .map(|&a| (self.check_expr(a), self.span_of(a)))
                    .collect();
                return match targs {
                    Some(targs) => self.templated_method(b, name, targs, checked, span),
                    None => self.check_method(b, name, checked, span),
                };
            }
            _ => {}
        }
        for &a in args {
            self.value(a);
        }
        if !self.program.types.is_error(b.ty) {
            let (text, tn) = (self.name(name), self.type_name(b.ty));
            self.error(DiagCode::err_no_member, name.span, &[&text, &tn]);
        }
        self.error_expr(span)
    }

    /// `callee(args)` where the callee is no function's name: whatever it
    /// is, it is checked (and reported) as an expression.
    fn call_of_non_function(
        &mut self,
        callee: ast::ExprId,
        args: &[ast::ExprId],
        span: Span,
    ) -> Typed {
        let t = self.check_expr(callee);
        for &a in args {
            self.value(a);
        }
        if !self.program.types.is_error(t.ty) {
            let text = self.type_name(t.ty);
            self.error(DiagCode::err_not_a_function, self.span_of(callee), &[&text]);
        }
        self.error_expr(span)
    }

    /// Overload resolution among user functions, by total conversion cost.
    /// When nothing applies, the notes list only the candidates that got
    /// furthest (right arity, then fewest failing arguments).
    pub(super) fn call_user(
        &mut self,
        ident: ast::Ident,
        list: &[usize],
        args: Vec<(Typed, Span)>,
        span: Span,
    ) -> Typed {
        if let Some(&first) = list.first() {
            // A first guess, for calls that fail to resolve.
            self.note_function(ident.span, first);
        }
        if args.iter().any(|(a, _)| self.program.types.is_error(a.ty)) {
            return self.error_expr(span);
        }
        let mut viable: Vec<(u32, usize)> = Vec::new();
        // (failing arguments, candidate) for those with the right arity.
        let mut near: Vec<(usize, usize)> = Vec::new();
        for &f in list {
            let params = &self.funcs[f].params;
            if !self.accepts_arity(f, args.len()) {
                continue;
            }
            let mut total = 0;
            let mut failing = 0;
            for ((a, _), &(pty, mode)) in args.iter().zip(params) {
                let c = match mode {
                    ParamMode::In => self.conversion_cost(a.ty, pty),
                    // Copy-in and write-back convert component-wise, so
                    // the place needs the parameter's shape.
                    _ => self.out_arg_cost(a.ty, pty),
                };
                match c {
                    Some(c) => total += c,
                    None => failing += 1,
                }
            }
            if failing == 0 {
                viable.push((total, f));
            } else {
                near.push((failing, f));
            }
        }
        viable.sort();
        let name = self.name(ident).to_string();
        let chosen = match viable.as_slice() {
            [] => {
                let mut d =
                    Diagnostic::new(DiagCode::err_no_matching_function, ident.span, &[&name]);
                let candidates: Vec<usize> = if near.is_empty() {
                    list.to_vec()
                } else {
                    let best = near.iter().map(|n| n.0).min().unwrap_or(0);
                    near.iter().filter(|n| n.0 == best).map(|n| n.1).collect()
                };
                for f in candidates {
                    let sig = self.signature(f);
                    d = d.with_note(Diagnostic::new(
                        DiagCode::note_candidate,
                        self.funcs[f].span,
                        &[&sig],
                    ));
                }
                self.push(d);
                return self.error_expr(span);
            }
            [(c, f), rest @ ..] => {
                if rest.first().is_some_and(|(c2, _)| c2 == c) {
                    let mut d = Diagnostic::new(DiagCode::err_ambiguous_call, ident.span, &[&name]);
                    for &(_, g) in viable.iter().filter(|(c2, _)| c2 == c) {
                        let sig = self.signature(g);
                        d = d.with_note(Diagnostic::new(
                            DiagCode::note_candidate,
                            self.funcs[g].span,
                            &[&sig],
                        ));
                    }
                    self.push(d);
                    return self.error_expr(span);
                }
                *f
            }
        };
        self.note_function(ident.span, chosen);
        let params = self.funcs[chosen].params.clone();
        if !self.funcs[chosen].has_body && self.funcs[chosen].this.is_none() {
            let attrs = self.funcs[chosen].attrs.clone();
            if let Some(ext) = self.ext_instruction_in(&attrs) {
                // `[[vk::ext_instruction(op)]] R f(…);`: the instruction.
                let ret = self.funcs[chosen].ret;
                let ptys: Vec<TypeId> = params.iter().map(|p| p.0).collect();
                let kinds = match self.funcs[chosen].decl.map(|d| self.decl_of(d)) {
                    Some(ast::Decl::Function(f)) => self.param_kinds(&f.params),
                    _ => Vec::new(),
                };
                return self.ext_op_call(ext, ret, &ptys, &kinds, args, span);
            }
        }
        let given = args.len();
        let mut ir_args = Vec::with_capacity(params.len());
        // Parameters left out take their default arguments, checked here
        // in the caller (they are constant expressions in practice).
        for &(pty, _) in &params[given..] {
            let Some(e) = self.funcs[chosen]
                .defaults
                .get(ir_args.len() + given)
                .copied()
                .flatten()
            else {
                return self.error_expr(span);
            };
            let t = self.value(e);
            let espan = self.span_of(e);
            ir_args.push(Arg::In(self.coerce(t, pty, espan)));
        }
        let defaulted = std::mem::take(&mut ir_args);
        // `f(++x)` for an `out`/`inout` parameter: `++x` is an l-value (C++,
        // DXC); it runs before the call, which is passed `x`.
        let mut first: Vec<ir::ExprId> = Vec::new();
        for (i, ((mut a, aspan), (pty, mode))) in args.into_iter().zip(params).enumerate() {
            if mode != ParamMode::In {
                if let ExprKind::IncDec {
                    target,
                    prefix: true,
                    ..
                } = self.body_ref().exprs[a.id].kind
                {
                    if let Some(again) = self.clone_pure_place(target) {
                        first.push(a.id);
                        a = Typed {
                            id: again,
                            ty: a.ty,
                            literal: false,
                        };
                    }
                }
            }
            // DXC: a value for a `nointerpolation` parameter (one that
            // `GetAttributeAtVertex` may read) comes from one.
            if self.funcs[chosen].nointerpolation.get(i) == Some(&true)
                && !self.carries_nointerpolation(a.id)
            {
                let this = usize::from(self.funcs[chosen].this.is_some());
                let index = i.saturating_sub(this);
                self.error(DiagCode::err_nointerpolation_arg, aspan, &[&index, &name]);
                return self.error_expr(span);
            }
            match mode {
                ParamMode::In => ir_args.push(Arg::In(self.coerce(a, pty, aspan))),
                _ => {
                    if !self.body_ref().is_place(a.id) {
                        let mode_name = if mode == ParamMode::Out {
                            "out"
                        } else {
                            "inout"
                        };
                        let pname = self.funcs[chosen].param_names[i].clone();
                        self.error(
                            DiagCode::err_out_arg_not_lvalue,
                            aspan,
                            &[&mode_name, &pname],
                        );
                        return self.error_expr(span);
                    }
                    if !self.check_assignable(a, aspan) {
                        return self.error_expr(span);
                    }
                    // The conversion sequences, when the types differ.
                    let (copy_in, write_back) = if a.ty == pty {
                        (None, None)
                    } else {
                        let copy_in = (mode == ParamMode::InOut).then_some(crate::ir::Conversion {
                            from: a.ty,
                            to: pty,
                        });
                        let back = crate::ir::Conversion {
                            from: pty,
                            to: a.ty,
                        };
                        (copy_in, Some(back))
                    };
                    // An `inout` struct comes back with the resources it
                    // went with (the callee may not assign them).
                    let keeps =
                        mode == ParamMode::InOut && !self.struct_resource_members(pty).is_empty();
                    if !keeps {
                        self.struct_written(a.id, None);
                    }
                    ir_args.push(Arg::Out {
                        place: a.id,
                        mode,
                        copy_in,
                        write_back,
                    });
                }
            }
        }
        ir_args.extend(defaulted);
        if !self.check_dynamic_element_args(chosen, &ir_args) {
            return self.error_expr(span);
        }
        match self.hidden_resource_args(chosen, &ir_args) {
            Some(hidden) => ir_args.extend(hidden),
            None => return self.error_expr(span),
        }
        let ret = self.funcs[chosen].ret;
        if let Some(fx) = &self.fx {
            let caller = fx.index;
            self.funcs[caller].calls.push((chosen, ident.span));
        } else {
            let name = self.name(ident);
            self.error(
                DiagCode::err_static_global_non_constant_init,
                span,
                &[&name],
            );
            return self.error_expr(span);
        }
        let call = self.typed(
            ExprKind::Call {
                function: super::provisional(chosen),
                args: ir_args,
            },
            ret,
            span,
        );
        self.struct_call_result(call.id, ret, span);
        let mut result = self.resource_call_result(call, span);
        for effect in first.into_iter().rev() {
            result = self.typed(
                ExprKind::Comma {
                    lhs: effect,
                    rhs: result.id,
                },
                result.ty,
                span,
            );
        }
        result
    }

    /// `operator()`'s name when `ident` is a local variable (innermost
    /// first) of a struct type that declares it.
    fn local_with_call_operator(&self, ident: ast::Ident) -> Option<hlsl_base::Symbol> {
        let fx = self.fx.as_ref()?;
        let local = fx
            .scopes
            .iter()
            .rev()
            .find_map(|s| s.get(&ident.sym).copied())?;
        let ty = self.body_ref().locals[local].ty;
        let sym = self.unit.names.get("operator()")?;
        self.has_member_fn(ty, sym).then_some(sym)
    }

    /// A second copy of place `e` when evaluating it twice is the same as
    /// once: locals, globals, fields, swizzles, and indices that are
    /// literals or locals' values.
    fn clone_pure_place(&mut self, e: ir::ExprId) -> Option<ir::ExprId> {
        let expr = self.body_ref().exprs[e].clone();
        let kind = match expr.kind {
            ExprKind::Local(_) | ExprKind::Global(_) | ExprKind::Literal(_) => expr.kind,
            ExprKind::Field { base, index } => ExprKind::Field {
                base: self.clone_pure_place(base)?,
                index,
            },
            ExprKind::Swizzle { base, pattern, len } => ExprKind::Swizzle {
                base: self.clone_pure_place(base)?,
                pattern,
                len,
            },
            ExprKind::Index { base, index } => {
                let index = match self.body_ref().exprs[index].kind {
                    ExprKind::Literal(_) => self.clone_pure_place(index)?,
                    ExprKind::Load(l)
                        if matches!(self.body_ref().exprs[l].kind, ExprKind::Local(_)) =>
                    {
                        let l = self.clone_pure_place(l)?;
                        let ty = self.body_ref().exprs[index].ty;
                        let span = self.body_ref().exprs[index].span;
                        self.add_expr(ExprKind::Load(l), ty, span)
                    }
                    _ => return None,
                };
                ExprKind::Index {
                    base: self.clone_pure_place(base)?,
                    index,
                }
            }
            _ => return None,
        };
        Some(self.add_expr(kind, expr.ty, expr.span))
    }

    /// Whether `e` reads a `nointerpolation` value for certain: a
    /// parameter declared so, or a field declared so (of any struct
    /// parameter), not merely a struct parameter that might hold one.
    /// What `GetAttributeAtVertex` reads (DXC checks its argument so).
    pub(super) fn is_nointerpolation(&self, e: crate::ir::ExprId) -> bool {
        let body = self.body_ref();
        match body.exprs[e].kind {
            ExprKind::Local(l) => {
                let Some(fx) = self.fx.as_ref() else {
                    return false;
                };
                let f = &self.funcs[fx.index];
                let is_param = (u32::from(l.into_raw()) as usize) < f.params.len();
                let declared = is_param && fx.flat_params.contains(&l);
                // A helper's parameter is what its callers pass: DXC
                // follows the calls; hlslc trusts the helper (a known gap,
                // docs/intrinsics.md).
                let entry = self.opts.entry.as_deref() == Some(f.name.as_str());
                declared || (is_param && !entry && !self.is_struct_type(body.locals[l].ty))
            }
            ExprKind::Field { base, index } => {
                let declared = match self.program.types.get(body.exprs[base].ty) {
                    TypeKind::Struct(s) => self.program.structs[*s]
                        .fields
                        .get(index as usize)
                        .is_some_and(|f| {
                            f.interpolation == Some(ir::Interpolation::NoInterpolation)
                        }),
                    _ => false,
                };
                declared || self.is_nointerpolation(base)
            }
            ExprKind::Load(x)
            | ExprKind::Convert(x)
            | ExprKind::Swizzle { base: x, .. }
            | ExprKind::Index { base: x, .. } => self.is_nointerpolation(x),
            _ => false,
        }
    }

    fn is_struct_type(&self, ty: TypeId) -> bool {
        matches!(self.program.types.get(ty), TypeKind::Struct(..))
    }

    /// Whether `e` reads (part of) a parameter that may carry a
    /// `nointerpolation` value.
    fn carries_nointerpolation(&self, e: crate::ir::ExprId) -> bool {
        let body = self.body_ref();
        match body.exprs[e].kind {
            ExprKind::Local(l) => self
                .fx
                .as_ref()
                .is_some_and(|fx| fx.nointerp_locals.contains(&l)),
            ExprKind::Load(x)
            | ExprKind::Convert(x)
            | ExprKind::Field { base: x, .. }
            | ExprKind::Swizzle { base: x, .. }
            | ExprKind::Index { base: x, .. } => self.carries_nointerpolation(x),
            _ => false,
        }
    }

    /// Whether function `f` can be called with `n` arguments: as many as
    /// its parameters, or fewer when the rest have default arguments.
    fn accepts_arity(&self, f: usize, n: usize) -> bool {
        let e = &self.funcs[f];
        n <= e.params.len()
            && (n..e.params.len()).all(|i| e.defaults.get(i).copied().flatten().is_some())
    }

    /// The cost of passing a place of type `arg` to an `out`/`inout`
    /// parameter of type `param`: the same type, or the same numeric shape
    /// with another scalar (converted on the way in and back on the way
    /// out, as `hlsl-function-calls.rst` describes).
    pub(super) fn out_arg_cost(&self, arg: TypeId, param: TypeId) -> Option<u32> {
        if arg == param || self.program.types.is_error(arg) {
            return Some(cost::EXACT);
        }
        let (_, ashape) = self.numeric(arg)?;
        let (_, pshape) = self.numeric(param)?;
        if ashape != pshape {
            return None;
        }
        // Both directions must be implicit conversions.
        let there = self.conversion_cost(arg, param)?;
        let back = self.conversion_cost(param, arg)?;
        Some(there.max(back))
    }

    /// `float f(int a, out float b)` for notes.
    fn signature(&self, f: usize) -> String {
        let e = &self.funcs[f];
        let params: Vec<String> = e
            .params
            .iter()
            .skip(usize::from(e.this.is_some()))
            .map(|&(t, m)| {
                let prefix = match m {
                    ParamMode::In => "",
                    ParamMode::Out => "out ",
                    ParamMode::InOut => "inout ",
                };
                format!("{prefix}{}", self.type_name(t))
            })
            .collect();
        format!(
            "{} {}({})",
            self.type_name(e.ret),
            e.name,
            params.join(", ")
        )
    }
}

trait MaxRank {
    fn max_rank(self, other: Scalar) -> Scalar;
}

impl MaxRank for Scalar {
    fn max_rank(self, other: Scalar) -> Scalar {
        if rank(self) >= rank(other) {
            self
        } else {
            other
        }
    }
}

/// Component indices of a swizzle on an `n`-component value (`xyzw` or
/// `rgba`, not mixed, at most four).
fn parse_swizzle(text: &str, n: u8) -> Option<Vec<u8>> {
    if text.is_empty() || text.len() > 4 {
        return None;
    }
    let xyzw = text.bytes().all(|c| b"xyzw".contains(&c));
    let rgba = text.bytes().all(|c| b"rgba".contains(&c));
    let set: &[u8] = if xyzw {
        b"xyzw"
    } else if rgba {
        b"rgba"
    } else {
        return None;
    };
    text.bytes()
        .map(|c| {
            let i = set.iter().position(|&s| s == c)? as u8;
            (i < n).then_some(i)
        })
        .collect()
}

/// Where building from an initializer list's leaves has got to: the
/// leaf, and the component within it.
#[derive(Clone, Copy, Debug, Default)]
struct InitCursor {
    leaf: usize,
    offset: u32,
}

/// The IR's operator for a binary operator as written.
pub(super) fn ir_binary_op(op: ast::BinaryOp) -> BinaryOp {
    use ast::BinaryOp as A;
    match op {
        A::Add => BinaryOp::Add,
        A::Sub => BinaryOp::Sub,
        A::Mul => BinaryOp::Mul,
        A::Div => BinaryOp::Div,
        A::Rem => BinaryOp::Rem,
        A::BitAnd => BinaryOp::BitAnd,
        A::BitOr => BinaryOp::BitOr,
        A::BitXor => BinaryOp::BitXor,
        A::Shl => BinaryOp::Shl,
        A::Shr => BinaryOp::Shr,
        A::Eq => BinaryOp::Eq,
        A::Ne => BinaryOp::Ne,
        A::Lt => BinaryOp::Lt,
        A::Le => BinaryOp::Le,
        A::Gt => BinaryOp::Gt,
        A::Ge => BinaryOp::Ge,
        A::LogicalAnd => BinaryOp::LogicalAnd,
        A::LogicalOr => BinaryOp::LogicalOr,
    }
}
