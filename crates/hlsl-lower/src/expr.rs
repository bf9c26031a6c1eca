//! Expressions. Semantics from ir.rs's header: integer arithmetic wraps;
//! shift amounts are masked to the bit width; integer division and
//! remainder by zero give what naga's back ends give (they all emit WGSL's
//! guarded forms: `x / 0 == x`, `x % 0 == 0`, `INT_MIN / -1 == INT_MIN`);
//! float→int conversions saturate (naga's `As` is WGSL's conversion).
//! Scalar `&&`/`||` and scalar-condition `?:` evaluate only the operand
//! they need, through an `If` that stores into a temporary.

use crate::func::FnCtx;
use crate::place::swizzle_component;
use crate::resources::literal;
use crate::types::{self, Layout};
use crate::{unsupported, Lowered};
use hlsl_base::Span;
use hlsl_sema::ir::{Arg, BinaryOp, ExprId, ExprKind, Intrinsic, ParamMode, UnaryOp};
use hlsl_sema::types::{Scalar, ScalarKind, TypeId, TypeKind, Types};
use naga::{BinaryOperator as B, Block, Expression, Handle, MathFunction as M, Statement};

impl FnCtx<'_, '_> {
    /// Lowers an expression that has a value.
    pub fn value(&mut self, e: ExprId, block: &mut Block) -> Lowered<Handle<Expression>> {
        match self.eval(e, block)? {
            Some(h) => Ok(h),
            None => unsupported("using a void value", self.body.exprs[e].span),
        }
    }

    /// Lowers an expression; `None` for void calls and barriers.
    pub fn eval(&mut self, e: ExprId, block: &mut Block) -> Lowered<Option<Handle<Expression>>> {
        let expr = &self.body.exprs[e];
        let sp = expr.span;
        let ty = expr.ty;
        let program = self.m.program;
        let h = match expr.kind {
            ExprKind::Literal(l) => {
                let Some((s, _)) = types::shape(program, ty) else {
                    return unsupported("this literal", sp);
                };
                let lit = literal(l, s, sp)?;
                self.add(Expression::Literal(lit), sp, block)
            }
            ExprKind::Local(l) if self.value_locals.contains(&l) => match self.values.get(&l) {
                Some(&v) => v,
                None => return unsupported("reading this local before its declaration", sp),
            },
            ExprKind::Local(_) | ExprKind::Global(_) => {
                let p = self.place(e, block)?;
                self.load_place(p, sp, block)?
            }
            // A read through a local lowered as a value: the steps apply to
            // the value.
            ExprKind::Load(p) if self.is_value_chain(p) => self.value(p, block)?,
            // `s.xx.y`: a swizzle of a scalar's splat, read as a value.
            ExprKind::Load(p)
                if self.scalar_splat(p).is_none() && self.swizzles_scalar_splat(p) =>
            {
                self.value(p, block)?
            }
            ExprKind::Load(p) => match self.scalar_splat(p) {
                // A scalar's `.xx` is no place to load from: it is a splat
                // of the scalar's value.
                Some((base, pattern, len)) => {
                    let b = self.value(base, block)?;
                    self.swizzle_value(b, 0, pattern, len, sp, block)?
                }
                None => {
                    let p = self.place(p, block)?;
                    self.load_place(p, sp, block)?
                }
            },
            ExprKind::Field { base, index } => {
                if self.is_place(e) {
                    let p = self.place(e, block)?;
                    self.load_place(p, sp, block)?
                } else {
                    let b = self.value(base, block)?;
                    self.add(Expression::AccessIndex { base: b, index }, sp, block)
                }
            }
            ExprKind::Index { base, index } => {
                if self.is_place(e) && !self.swizzles_scalar_splat(e) {
                    let p = self.place(e, block)?;
                    self.load_place(p, sp, block)?
                } else {
                    let b = self.value(base, block)?;
                    let base_ty = self.body.exprs[base].ty;
                    if let Some((_, 0)) = types::shape(program, base_ty) {
                        let _ = self.value(index, block)?;
                        b
                    } else {
                        let i = self.index_value(index, base_ty, sp, block)?;
                        self.add(Expression::Access { base: b, index: i }, sp, block)
                    }
                }
            }
            ExprKind::Swizzle { base, pattern, len } => {
                if self.is_place(e) && !self.swizzles_scalar_splat(e) {
                    let p = self.place(e, block)?;
                    self.load_place(p, sp, block)?
                } else {
                    let b = self.value(base, block)?;
                    let base_n = types::shape(program, self.body.exprs[base].ty).map_or(0, |s| s.1);
                    self.swizzle_value(b, base_n, pattern, len, sp, block)?
                }
            }
            ExprKind::Unary { op, expr: inner } => {
                let v = self.value(inner, block)?;
                let ty = self.body.exprs[e].ty;
                if matches!(program.types.get(ty), TypeKind::Matrix { .. }) {
                    return Ok(Some(self.matrix_unary(op, v, ty, sp, block)?));
                }
                let Some((s, n)) = types::shape(program, ty) else {
                    return unsupported(format!("'{}' on this type", op_name(op)), sp);
                };
                self.unary_shaped(op, v, s, n, sp, block)?
            }
            ExprKind::Binary { op, lhs, rhs } => {
                let scalar_operands =
                    types::shape(program, self.body.exprs[lhs].ty).is_some_and(|(_, n)| n == 0);
                if scalar_operands && matches!(op, BinaryOp::LogicalAnd | BinaryOp::LogicalOr) {
                    self.short_circuit(op, lhs, rhs, sp, block)?
                } else {
                    let l = self.value(lhs, block)?;
                    let r = self.value(rhs, block)?;
                    let lty = self.body.exprs[lhs].ty;
                    self.binary(op, l, r, lty, sp, block)?
                }
            }
            ExprKind::Select {
                cond,
                accept,
                reject,
            } => {
                let cond_ty = self.body.exprs[cond].ty;
                if matches!(program.types.get(cond_ty), TypeKind::Matrix { .. }) {
                    return Ok(Some(self.matrix_select(cond, accept, reject, sp, block)?));
                }
                let cond_n = types::shape(program, self.body.exprs[cond].ty).map_or(0, |s| s.1);
                if cond_n == 0 {
                    return self.select_branching(cond, accept, reject, ty, sp, block);
                }
                let c = self.value(cond, block)?;
                let a = self.value(accept, block)?;
                let r = self.value(reject, block)?;
                self.add(
                    Expression::Select {
                        condition: c,
                        accept: a,
                        reject: r,
                    },
                    sp,
                    block,
                )
            }
            ExprKind::Convert(inner) => {
                let v = self.value(inner, block)?;
                let from = self.body.exprs[inner].ty;
                self.convert(v, from, ty, sp, block)?
            }
            ExprKind::Splat(inner) => {
                let v = self.value(inner, block)?;
                if matches!(program.types.get(ty), TypeKind::Matrix { .. }) {
                    return Ok(Some(self.matrix_splat(v, ty, sp, block)?));
                }
                match types::shape(program, ty).and_then(|(_, n)| types::vector_size(n)) {
                    Some(size) => self.add(Expression::Splat { size, value: v }, sp, block),
                    None => v,
                }
            }
            ExprKind::Compose(ref parts) => {
                let mut components = Vec::with_capacity(parts.len());
                for &p in parts {
                    components.push(self.value(p, block)?);
                }
                // A scalar, or a vector of the result's own type (`float2(v)`
                // after conversion): SPIR-V's OpCompositeConstruct needs at
                // least two constituents, so use the value itself.
                let whole = match parts[..] {
                    [p] => {
                        self.body.exprs[p].ty == ty
                            || matches!(types::shape(program, ty), Some((_, 0)))
                    }
                    _ => false,
                };
                if let (true, [one]) = (whole, &components[..]) {
                    *one
                } else {
                    let nty = self.m.ty(ty, Layout::Natural, sp)?;
                    self.add(
                        Expression::Compose {
                            ty: nty,
                            components,
                        },
                        sp,
                        block,
                    )
                }
            }
            ExprKind::Call { function, ref args } => {
                return self.user_call(function, args, ty, sp, block);
            }
            ExprKind::Intrinsic { op, ref args } => {
                return self.intrinsic(op, args, ty, sp, block);
            }
            ExprKind::ResourceOp { .. } => return self.resource_op(e, block),
            // Accepted by the checker (as DXC does) with nothing in naga to
            // express it.
            ExprKind::Unsupported { ref what, .. } => return unsupported(what.clone(), sp),
            // WHLSL's pointers and array references: naga has pointers,
            // but lowering does not map the IR's onto them yet (see
            // docs/design.md, "One IR for WHLSL: migration").
            ExprKind::AddressOf(_)
            | ExprKind::Deref(_)
            | ExprKind::MakeArrayRef(_)
            | ExprKind::ArrayLength(_)
            | ExprKind::Null => return unsupported("pointers and array references", sp),
            ExprKind::Assign { target, op, value } => {
                let p = self.target_place(target, block)?;
                let copy = self.texel_copy.take();
                let v = self.value(value, block)?;
                let new = match op {
                    Some(op) => {
                        let old = self.load_place(p, sp, block)?;
                        let tty = self.body.exprs[target].ty;
                        self.binary(op, old, v, tty, sp, block)?
                    }
                    None => v,
                };
                self.store_place(p, new, sp, block)?;
                self.texel_copy = copy;
                self.store_texel_copy(sp, block)?;
                new
            }
            ExprKind::IncDec {
                target,
                increment,
                prefix,
            } => {
                let p = self.target_place(target, block)?;
                let copy = self.texel_copy.take();
                let old = self.load_place(p, sp, block)?;
                let op = if increment {
                    BinaryOp::Add
                } else {
                    BinaryOp::Sub
                };
                let new = if let Some(m) = crate::matrix::MatShape::of(program, ty) {
                    let one = literal(hlsl_sema::ir::Literal::Sint(1), m.scalar, sp)?;
                    let one = self.add(Expression::Literal(one), sp, block);
                    let ones = self.matrix_splat(one, ty, sp, block)?;
                    self.matrix_binary(op, old, ones, ty, sp, block)?
                } else {
                    let Some((s, n)) = types::shape(program, ty) else {
                        return unsupported("++/-- on this type", sp);
                    };
                    let one = literal(hlsl_sema::ir::Literal::Sint(1), s, sp)?;
                    let one = self.splat_literal(one, n, sp, block);
                    self.binary_shaped(op, old, one, s, n, sp, block)?
                };
                self.store_place(p, new, sp, block)?;
                self.texel_copy = copy;
                self.store_texel_copy(sp, block)?;
                if prefix {
                    new
                } else {
                    old
                }
            }
            ExprKind::Comma { lhs, rhs } => {
                let _ = self.eval(lhs, block)?;
                return self.eval(rhs, block);
            }
            ExprKind::Atomic {
                op,
                dest,
                compare,
                value,
                original,
            } => {
                let call = crate::atomic::AtomicCall {
                    op,
                    dest,
                    compare,
                    value,
                    original,
                };
                self.atomic(call, sp, block)?;
                return Ok(None);
            }
        };
        Ok(Some(h))
    }

    /// `e` as (scalar base, pattern, length) when it swizzles a scalar into
    /// a vector (`x.xx`): a value, though HLSL lets it name a place.
    fn scalar_splat(&self, e: ExprId) -> Option<(ExprId, [u8; 4], u8)> {
        match self.body.exprs[e].kind {
            ExprKind::Swizzle { base, pattern, len } if len > 1 => {
                let base_ty = self.body.exprs[base].ty;
                matches!(types::shape(self.m.program, base_ty), Some((_, 0)))
                    .then_some((base, pattern, len))
            }
            _ => None,
        }
    }

    /// Whether `e` or a swizzle it swizzles or indexes again is a
    /// [`Self::scalar_splat`] (`s.xx.y`, `s.xxx[1]`): then it is read as a
    /// value, as no place has the splat. Found by the `compile` fuzz target
    /// (tests/shaders/fuzz/scalar_swizzle_chain.hlsl); only the outermost
    /// swizzle was looked at.
    fn swizzles_scalar_splat(&self, mut e: ExprId) -> bool {
        while let ExprKind::Swizzle { base, .. } | ExprKind::Index { base, .. } =
            self.body.exprs[e].kind
        {
            if self.scalar_splat(e).is_some() {
                return true;
            }
            e = base;
        }
        false
    }

    fn swizzle_value(
        &mut self,
        b: Handle<Expression>,
        base_n: u8,
        pattern: [u8; 4],
        len: u8,
        sp: Span,
        block: &mut Block,
    ) -> Lowered<Handle<Expression>> {
        Ok(match (base_n, types::vector_size(len)) {
            // A scalar (or one-component vector) repeated.
            (0, None) => b,
            (0, Some(size)) => self.add(Expression::Splat { size, value: b }, sp, block),
            (_, None) => self.add(
                Expression::AccessIndex {
                    base: b,
                    index: pattern[0] as u32,
                },
                sp,
                block,
            ),
            (_, Some(size)) => self.add(
                Expression::Swizzle {
                    size,
                    vector: b,
                    pattern: pattern.map(swizzle_component),
                },
                sp,
                block,
            ),
        })
    }

    /// Whether `e` is an integer literal zero, or a splat of one.
    fn is_zero_literal(&self, e: Handle<Expression>) -> bool {
        use naga::Literal as L;
        match self.f.expressions[e] {
            Expression::Literal(L::I32(0) | L::U32(0) | L::I64(0) | L::U64(0)) => true,
            Expression::Splat { value, .. } => self.is_zero_literal(value),
            _ => false,
        }
    }

    /// `r`, a divisor, with each constant zero component of a vector
    /// constructor (`int2(1, 0)`) made 1. naga rejects those as it rejects
    /// a zero divisor, and 1 gives the IR's rule for that component
    /// (`x / 1 == x`, `x % 1 == 0`). Found by the `compile` fuzz target
    /// (tests/shaders/fuzz/vector_zero_divisor.hlsl).
    fn without_zero_components(
        &mut self,
        r: Handle<Expression>,
        sp: Span,
        block: &mut Block,
    ) -> Handle<Expression> {
        use naga::Literal as L;
        let Expression::Compose { ty, ref components } = self.f.expressions[r] else {
            return r;
        };
        let components = components.clone();
        let one = |e: &Expression| match *e {
            Expression::Literal(L::I32(0)) => Some(L::I32(1)),
            Expression::Literal(L::U32(0)) => Some(L::U32(1)),
            Expression::Literal(L::I64(0)) => Some(L::I64(1)),
            Expression::Literal(L::U64(0)) => Some(L::U64(1)),
            _ => None,
        };
        let mut changed = false;
        let mut new = Vec::with_capacity(components.len());
        for c in components {
            let c2 = match self.f.expressions[c] {
                ref e if one(e).is_some() => {
                    let lit = one(e).unwrap();
                    self.add(Expression::Literal(lit), sp, block)
                }
                Expression::Splat { size, value } => match one(&self.f.expressions[value]) {
                    Some(lit) => {
                        let value = self.add(Expression::Literal(lit), sp, block);
                        self.add(Expression::Splat { size, value }, sp, block)
                    }
                    None => c,
                },
                Expression::Compose { .. } => self.without_zero_components(c, sp, block),
                _ => c,
            };
            changed |= c2 != c;
            new.push(c2);
        }
        if !changed {
            return r;
        }
        self.add(
            Expression::Compose {
                ty,
                components: new,
            },
            sp,
            block,
        )
    }

    /// Whether naga's validator takes divisor `r` for a constant with a
    /// zero in it (its `validate_constant_divisor`, more eagerly: any zero
    /// value, through splats, constructors and module constants).
    fn has_const_zero(&self, r: Handle<Expression>) -> bool {
        fn walk(
            h: Handle<Expression>,
            exprs: &naga::Arena<Expression>,
            module: &naga::Module,
        ) -> bool {
            use naga::Literal as L;
            match exprs[h] {
                Expression::Literal(l) => matches!(
                    l,
                    L::I32(0) | L::U32(0) | L::I64(0) | L::U64(0) | L::I16(0) | L::U16(0)
                ),
                Expression::ZeroValue(_) => true,
                Expression::Splat { value, .. } => walk(value, exprs, module),
                Expression::Compose { ref components, .. } => {
                    components.iter().any(|&c| walk(c, exprs, module))
                }
                Expression::Constant(c) => {
                    walk(module.constants[c].init, &module.global_expressions, module)
                }
                _ => false,
            }
        }
        walk(r, &self.f.expressions, &self.m.module)
    }

    /// A unary operation on a scalar (`n` 0) or vector of `s`.
    pub fn unary_shaped(
        &mut self,
        op: UnaryOp,
        v: Handle<Expression>,
        s: Scalar,
        n: u8,
        sp: Span,
        block: &mut Block,
    ) -> Lowered<Handle<Expression>> {
        if crate::bytes8::is_byte(s) {
            return self.byte_unary(op, v, s, n, sp, block);
        }
        if op == UnaryOp::Neg && s.kind == ScalarKind::Uint {
            // naga negates only signed numbers; `-u` wraps as `0 - u`.
            let zero = literal(hlsl_sema::ir::Literal::Uint(0), s, sp)?;
            let zero = self.splat_literal(zero, n, sp, block);
            let sub = Expression::Binary {
                op: B::Subtract,
                left: zero,
                right: v,
            };
            return Ok(self.add(sub, sp, block));
        }
        let op = match op {
            UnaryOp::Neg => naga::UnaryOperator::Negate,
            UnaryOp::Not => naga::UnaryOperator::LogicalNot,
            UnaryOp::BitNot => naga::UnaryOperator::BitwiseNot,
        };
        Ok(self.add(Expression::Unary { op, expr: v }, sp, block))
    }

    /// A binary operation on two lowered operands; `lty` is the left
    /// operand's IR type.
    pub fn binary(
        &mut self,
        op: BinaryOp,
        l: Handle<Expression>,
        r: Handle<Expression>,
        lty: TypeId,
        sp: Span,
        block: &mut Block,
    ) -> Lowered<Handle<Expression>> {
        let program = self.m.program;
        if matches!(program.types.get(lty), TypeKind::Matrix { .. }) {
            return self.matrix_binary(op, l, r, lty, sp, block);
        }
        let Some((s, n)) = types::shape(program, lty) else {
            return unsupported(
                format!("'{}' on '{}'", op.symbol(), program.type_name(lty)),
                sp,
            );
        };
        self.binary_shaped(op, l, r, s, n, sp, block)
    }

    /// A binary operation on two scalars (`n` 0) or vectors of `n`
    /// components of `s` (the left operand's shape).
    #[allow(clippy::too_many_arguments)]
    pub fn binary_shaped(
        &mut self,
        op: BinaryOp,
        l: Handle<Expression>,
        r: Handle<Expression>,
        s: Scalar,
        n: u8,
        sp: Span,
        block: &mut Block,
    ) -> Lowered<Handle<Expression>> {
        if crate::bytes8::is_byte(s) {
            return self.byte_binary(op, l, r, s, n, sp, block);
        }
        let is_bool = s.kind == ScalarKind::Bool;
        if matches!(op, BinaryOp::Div | BinaryOp::Rem) && s.is_integer() && self.is_zero_literal(r)
        {
            // naga rejects a constant zero divisor; the IR's rule gives the
            // dividend for `/` and 0 for `%` (what naga's guard computes at
            // run time for a zero that is not constant).
            if op == BinaryOp::Div {
                return Ok(l);
            }
            let zero = literal(hlsl_sema::ir::Literal::Uint(0), s, sp)?;
            return Ok(self.splat_literal(zero, n, sp, block));
        }
        let r = if matches!(op, BinaryOp::Div | BinaryOp::Rem) && s.is_integer() {
            let r = self.without_zero_components(r, sp, block);
            if self.has_const_zero(r) {
                // What naga still takes for a constant zero (a zero value
                // or a module constant, in a constructor too): divide by
                // `r == 0 ? 1 : r`, component-wise, which naga's check
                // does not look into. Found by the `compile` fuzz target
                // (tests/shaders/fuzz/vector_zero_divisor.hlsl).
                let zero = literal(hlsl_sema::ir::Literal::Uint(0), s, sp)?;
                let zero = self.splat_literal(zero, n, sp, block);
                let one = literal(hlsl_sema::ir::Literal::Uint(1), s, sp)?;
                let one = self.splat_literal(one, n, sp, block);
                let condition = self.add(
                    Expression::Binary {
                        op: B::Equal,
                        left: r,
                        right: zero,
                    },
                    sp,
                    block,
                );
                let select = Expression::Select {
                    condition,
                    accept: one,
                    reject: r,
                };
                self.add(select, sp, block)
            } else {
                r
            }
        } else {
            r
        };
        let nop = match op {
            BinaryOp::Add => B::Add,
            BinaryOp::Sub => B::Subtract,
            BinaryOp::Mul => B::Multiply,
            BinaryOp::Div => B::Divide,
            BinaryOp::Rem => B::Modulo,
            BinaryOp::BitAnd => B::And,
            BinaryOp::BitOr => B::InclusiveOr,
            BinaryOp::BitXor => B::ExclusiveOr,
            BinaryOp::Eq => B::Equal,
            BinaryOp::Ne => B::NotEqual,
            BinaryOp::Lt => B::Less,
            BinaryOp::Le => B::LessEqual,
            BinaryOp::Gt => B::Greater,
            BinaryOp::Ge => B::GreaterEqual,
            // Vector logical operators act component-wise (and both sides
            // were evaluated): naga's bitwise operators on bool vectors.
            BinaryOp::LogicalAnd if n > 0 => B::And,
            BinaryOp::LogicalOr if n > 0 => B::InclusiveOr,
            BinaryOp::LogicalAnd => B::LogicalAnd,
            BinaryOp::LogicalOr => B::LogicalOr,
            BinaryOp::Shl | BinaryOp::Shr => {
                // The amount must be unsigned in naga; D3D masks it.
                let r = self.bitcast_to(r, ScalarKind::Uint, s.kind, sp, block);
                let bits = crate::types::uint_literal(s.width, u64::from(s.width) * 8 - 1);
                let mask = self.splat_literal(bits, n, sp, block);
                let r = self.add(
                    Expression::Binary {
                        op: B::And,
                        left: r,
                        right: mask,
                    },
                    sp,
                    block,
                );
                let op = if op == BinaryOp::Shl {
                    B::ShiftLeft
                } else {
                    B::ShiftRight
                };
                return Ok(self.add(
                    Expression::Binary {
                        op,
                        left: l,
                        right: r,
                    },
                    sp,
                    block,
                ));
            }
        };
        let _ = is_bool;
        Ok(self.add(
            Expression::Binary {
                op: nop,
                left: l,
                right: r,
            },
            sp,
            block,
        ))
    }

    /// Reinterprets an integer value of kind `from` as `to` (same width).
    fn bitcast_to(
        &mut self,
        v: Handle<Expression>,
        to: ScalarKind,
        from: ScalarKind,
        sp: Span,
        block: &mut Block,
    ) -> Handle<Expression> {
        if to == from {
            return v;
        }
        self.add(
            Expression::As {
                expr: v,
                kind: naga_kind(to),
                convert: None,
            },
            sp,
            block,
        )
    }

    /// `&&`/`||` on scalars: the right side runs only when needed.
    fn short_circuit(
        &mut self,
        op: BinaryOp,
        lhs: ExprId,
        rhs: ExprId,
        sp: Span,
        block: &mut Block,
    ) -> Lowered<Handle<Expression>> {
        let l = self.value(lhs, block)?;
        let bool_ty = self.m.ty(Types::BOOL, Layout::Natural, sp)?;
        let tmp = self.temp(bool_ty, "sc", sp, block);
        self.store(tmp, l, sp, block);
        self.flush(block);
        let run_rhs = self.nested(|c, b| {
            let r = c.value(rhs, b)?;
            c.store(tmp, r, sp, b);
            Ok(())
        })?;
        let (accept, reject) = if op == BinaryOp::LogicalAnd {
            (run_rhs, Block::new())
        } else {
            (Block::new(), run_rhs)
        };
        block.push(
            Statement::If {
                condition: l,
                accept,
                reject,
            },
            crate::resources::span(sp),
        );
        self.start();
        Ok(self.load(tmp, sp, block))
    }

    /// `c ? a : b` with a scalar condition: only the chosen side runs.
    fn select_branching(
        &mut self,
        cond: ExprId,
        accept: ExprId,
        reject: ExprId,
        ty: TypeId,
        sp: Span,
        block: &mut Block,
    ) -> Lowered<Option<Handle<Expression>>> {
        let c = self.value(cond, block)?;
        let tmp = if ty == Types::VOID {
            None
        } else {
            let nty = self.m.ty(ty, Layout::Natural, sp)?;
            Some(self.temp(nty, "sel", sp, block))
        };
        self.flush(block);
        let arm = |c: &mut Self, e: ExprId| {
            c.nested(|c, b| {
                let v = c.eval(e, b)?;
                if let (Some(tmp), Some(v)) = (tmp, v) {
                    c.store(tmp, v, sp, b);
                }
                Ok(())
            })
        };
        let a = arm(self, accept)?;
        let r = arm(self, reject)?;
        block.push(
            Statement::If {
                condition: c,
                accept: a,
                reject: r,
            },
            crate::resources::span(sp),
        );
        self.start();
        Ok(tmp.map(|t| self.load(t, sp, block)))
    }

    /// Converts component-wise between numeric types of one shape.
    pub fn convert(
        &mut self,
        v: Handle<Expression>,
        from: TypeId,
        to: TypeId,
        sp: Span,
        block: &mut Block,
    ) -> Lowered<Handle<Expression>> {
        if from == to {
            // Any type, arrays and structs included (an `inout` array).
            return Ok(v);
        }
        let program = self.m.program;
        if matches!(program.types.get(to), TypeKind::Matrix { .. }) {
            return self.matrix_convert(v, from, to, sp, block);
        }
        let (Some((fs, n)), Some((ts, _))) =
            (types::shape(program, from), types::shape(program, to))
        else {
            return unsupported(
                format!(
                    "converting '{}' to '{}'",
                    program.type_name(from),
                    program.type_name(to)
                ),
                sp,
            );
        };
        self.convert_scalar(v, fs, ts, n, sp, block)
    }

    pub fn convert_scalar(
        &mut self,
        v: Handle<Expression>,
        fs: Scalar,
        ts: Scalar,
        n: u8,
        sp: Span,
        block: &mut Block,
    ) -> Lowered<Handle<Expression>> {
        if fs == ts {
            return Ok(v);
        }
        if crate::bytes8::is_byte(fs) || crate::bytes8::is_byte(ts) {
            return self.byte_convert(v, fs, ts, n, sp, block);
        }
        let to = types::scalar(ts, sp)?;
        if ts.kind == ScalarKind::Bool {
            let zero = literal(hlsl_sema::ir::Literal::Sint(0), fs, sp)?;
            let zero = self.splat_literal(zero, n, sp, block);
            return Ok(self.add(
                Expression::Binary {
                    op: B::NotEqual,
                    left: v,
                    right: zero,
                },
                sp,
                block,
            ));
        }
        if fs.kind == ScalarKind::Bool {
            let one = literal(hlsl_sema::ir::Literal::Sint(1), ts, sp)?;
            let one = self.splat_literal(one, n, sp, block);
            let zero = literal(hlsl_sema::ir::Literal::Sint(0), ts, sp)?;
            let zero = self.splat_literal(zero, n, sp, block);
            return Ok(self.add(
                Expression::Select {
                    condition: v,
                    accept: one,
                    reject: zero,
                },
                sp,
                block,
            ));
        }
        Ok(self.add(
            Expression::As {
                expr: v,
                kind: to.kind,
                convert: Some(to.width),
            },
            sp,
            block,
        ))
    }

    /// A user function call: `in` arguments by value; `out`/`inout` through
    /// fresh function-memory temporaries (copy-in for `inout`), written back
    /// to their places in parameter order after the call.
    fn user_call(
        &mut self,
        function: hlsl_sema::ir::FunctionId,
        args: &[Arg],
        ty: TypeId,
        sp: Span,
        block: &mut Block,
    ) -> Lowered<Option<Handle<Expression>>> {
        let Some(&callee) = self.m.functions.get(&function) else {
            return unsupported("a call to a function defined later", sp);
        };
        let program = self.m.program;
        let params = &program.functions[function].params;
        let mut arguments = Vec::with_capacity(args.len());
        let mut write_backs = Vec::new();
        for (i, a) in args.iter().enumerate() {
            match *a {
                Arg::In(e) => arguments.push(self.value(e, block)?),
                Arg::Out {
                    place,
                    mode,
                    copy_in,
                    write_back,
                } => {
                    let place_ty = self.body.exprs[place].ty;
                    let pty = params.get(i).map_or(place_ty, |p| p.ty);
                    // Part of a texel: its copy is stored back after the
                    // call's write-back (`target_place`).
                    let p = self.target_place(place, block)?;
                    let texel_copy = self.texel_copy.take();
                    let nty = self.m.ty(pty, Layout::Natural, sp)?;
                    let tmp = self.temp(nty, "arg", sp, block);
                    if mode == ParamMode::InOut {
                        let mut v = self.load_place(p, sp, block)?;
                        if let Some(c) = copy_in {
                            v = self.convert(v, c.from, c.to, sp, block)?;
                        }
                        self.store(tmp, v, sp, block);
                    }
                    arguments.push(tmp);
                    write_backs.push((p, tmp, write_back, texel_copy));
                }
            }
        }
        let result = self.call(callee, arguments, ty != Types::VOID, sp, block);
        for (p, tmp, write_back, texel_copy) in write_backs {
            let mut v = self.load(tmp, sp, block);
            if let Some(c) = write_back {
                v = self.convert(v, c.from, c.to, sp, block)?;
            }
            self.store_place(p, v, sp, block)?;
            self.texel_copy = texel_copy;
            self.store_texel_copy(sp, block)?;
        }
        Ok(result)
    }

    fn intrinsic(
        &mut self,
        op: Intrinsic,
        args: &[ExprId],
        ty: TypeId,
        sp: Span,
        block: &mut Block,
    ) -> Lowered<Option<Handle<Expression>>> {
        use Intrinsic as I;
        let barrier = |b: naga::Barrier| Some(b);
        let (sync, flags) = match op {
            I::GroupMemoryBarrierWithGroupSync => (true, barrier(naga::Barrier::WORK_GROUP)),
            I::GroupMemoryBarrier => (false, barrier(naga::Barrier::WORK_GROUP)),
            I::DeviceMemoryBarrier => (false, barrier(naga::Barrier::STORAGE)),
            I::DeviceMemoryBarrierWithGroupSync => (true, barrier(naga::Barrier::STORAGE)),
            I::AllMemoryBarrier => (
                false,
                barrier(naga::Barrier::STORAGE | naga::Barrier::WORK_GROUP),
            ),
            I::AllMemoryBarrierWithGroupSync => (
                true,
                barrier(naga::Barrier::STORAGE | naga::Barrier::WORK_GROUP),
            ),
            _ => (false, None),
        };
        if let Some(flags) = flags {
            let s = if sync {
                Statement::ControlBarrier(flags)
            } else {
                Statement::MemoryBarrier(flags)
            };
            self.stmt(s, sp, block);
            return Ok(None);
        }
        if let (I::All | I::Any, &[arg]) = (op, args) {
            let arg_ty = self.body.exprs[arg].ty;
            if matches!(self.m.program.types.get(arg_ty), TypeKind::Matrix { .. }) {
                return Ok(Some(self.matrix_test(op == I::All, arg, sp, block)?));
            }
        }
        let mut vals = Vec::with_capacity(args.len());
        for &a in args {
            vals.push(self.value(a, block)?);
        }
        let program = self.m.program;
        if matches!(op, I::Mul | I::Transpose | I::Determinant) {
            let tys: Vec<TypeId> = args.iter().map(|&a| self.body.exprs[a].ty).collect();
            return Ok(Some(self.matrix_intrinsic(op, &vals, &tys, ty, sp, block)?));
        }
        if let Some(h) = self.extended_intrinsic(op, args, &vals, ty, sp, block)? {
            return Ok(h);
        }
        let arg_ty = args.first().map_or(ty, |&a| self.body.exprs[a].ty);
        let Some((arg_s, arg_n)) = types::shape(program, arg_ty) else {
            return unsupported(format!("'{}' on this type", op.name()), sp);
        };
        if op == I::Dot && arg_n == 0 {
            // `dot` of scalars (and of 1-vectors, lowered as scalars) is
            // their product; naga's `dot` takes vectors.
            let (left, right) = (vals[0], vals[1]);
            let e = Expression::Binary {
                op: naga::BinaryOperator::Multiply,
                left,
                right,
            };
            return Ok(Some(self.add(e, sp, block)));
        }
        let math = |fun: M| Some(fun);
        let fun = match op {
            I::Abs => math(M::Abs),
            I::Min => math(M::Min),
            I::Max => math(M::Max),
            I::Clamp => math(M::Clamp),
            I::Saturate => math(M::Saturate),
            I::Sqrt => math(M::Sqrt),
            I::Rsqrt => math(M::InverseSqrt),
            I::Floor => math(M::Floor),
            I::Ceil => math(M::Ceil),
            I::Frac => math(M::Fract),
            I::Round => math(M::Round),
            I::Trunc => math(M::Trunc),
            I::Exp => math(M::Exp),
            I::Exp2 => math(M::Exp2),
            I::Log => math(M::Log),
            I::Log2 => math(M::Log2),
            I::Sin => math(M::Sin),
            I::Cos => math(M::Cos),
            I::Tan => math(M::Tan),
            I::Pow => math(M::Pow),
            I::Step => math(M::Step),
            I::Radians => math(M::Radians),
            I::Degrees => math(M::Degrees),
            I::Lerp => math(M::Mix),
            I::Mad if arg_s.is_float() => math(M::Fma),
            I::Dot => math(M::Dot),
            I::Cross => math(M::Cross),
            I::Length => math(M::Length),
            // naga normalizes vectors only; a scalar is `x / abs(x)` below.
            I::Normalize if arg_n > 0 => math(M::Normalize),
            I::Distance => math(M::Distance),
            I::CountBits => math(M::CountOneBits),
            I::ReverseBits => math(M::ReverseBits),
            I::FirstBitHigh => math(M::FirstLeadingBit),
            I::FirstBitLow => math(M::FirstTrailingBit),
            _ => None,
        };
        let h = if let Some(fun) = fun {
            let h = self.add(
                Expression::Math {
                    fun,
                    arg: vals[0],
                    arg1: vals.get(1).copied(),
                    arg2: vals.get(2).copied(),
                    arg3: None,
                },
                sp,
                block,
            );
            // Bit queries keep the argument's kind in naga; HLSL may type
            // the result differently (e.g. uint for an int argument).
            match types::shape(program, ty) {
                Some((rs, _)) if rs.is_integer() && arg_s.is_integer() && rs.kind != arg_s.kind => {
                    self.bitcast_to(h, rs.kind, arg_s.kind, sp, block)
                }
                _ => h,
            }
        } else {
            match op {
                I::Normalize => {
                    let abs = self.add(
                        Expression::Math {
                            fun: M::Abs,
                            arg: vals[0],
                            arg1: None,
                            arg2: None,
                            arg3: None,
                        },
                        sp,
                        block,
                    );
                    self.add(
                        Expression::Binary {
                            op: B::Divide,
                            left: vals[0],
                            right: abs,
                        },
                        sp,
                        block,
                    )
                }
                // naga's float `%` is C's fmod: `x - y * trunc(x / y)`.
                I::Fmod => self.add(
                    Expression::Binary {
                        op: B::Modulo,
                        left: vals[0],
                        right: vals[1],
                    },
                    sp,
                    block,
                ),
                I::Mad => {
                    let p = self.add(
                        Expression::Binary {
                            op: B::Multiply,
                            left: vals[0],
                            right: vals[1],
                        },
                        sp,
                        block,
                    );
                    self.add(
                        Expression::Binary {
                            op: B::Add,
                            left: p,
                            right: vals[2],
                        },
                        sp,
                        block,
                    )
                }
                I::All | I::Any => {
                    let b = self.convert_scalar(vals[0], arg_s, Scalar::BOOL, arg_n, sp, block)?;
                    if arg_n == 0 {
                        b
                    } else {
                        let fun = if op == I::All {
                            naga::RelationalFunction::All
                        } else {
                            naga::RelationalFunction::Any
                        };
                        self.add(Expression::Relational { fun, argument: b }, sp, block)
                    }
                }
                I::AsUint | I::AsInt | I::AsFloat | I::AsUint16 | I::AsInt16 | I::AsFloat16 => {
                    let to = match op {
                        I::AsUint | I::AsUint16 => ScalarKind::Uint,
                        I::AsInt | I::AsInt16 => ScalarKind::Sint,
                        _ => ScalarKind::Float,
                    };
                    self.bitcast_to(vals[0], to, arg_s.kind, sp, block)
                }
                _ => return unsupported(format!("the intrinsic '{}'", op.name()), sp),
            }
        };
        Ok(Some(h))
    }
}

fn naga_kind(k: ScalarKind) -> naga::ScalarKind {
    match k {
        ScalarKind::Bool => naga::ScalarKind::Bool,
        ScalarKind::Sint => naga::ScalarKind::Sint,
        ScalarKind::Uint => naga::ScalarKind::Uint,
        ScalarKind::Float => naga::ScalarKind::Float,
    }
}

/// A unary operator as written.
fn op_name(op: UnaryOp) -> &'static str {
    match op {
        UnaryOp::Neg => "-",
        UnaryOp::Not => "!",
        UnaryOp::BitNot => "~",
    }
}
