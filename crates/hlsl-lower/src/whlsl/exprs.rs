//! Expressions and left values, evaluated left to right as the
//! interpreter does: for `e1 = e2` and `e1 op= e2` the place of `e1`
//! first, then `e2`; `&&`, `||` and `?:` evaluate only the operand they
//! need (a branch and a temporary).

use super::func::{user_function, Fx, Name, V};
use super::{unsupported, W};
use hlsl_base::Span;
use hlsl_sema::whlsl::types::{Category, Scalar, TyId, TyKind};
use hlsl_sema::whlsl::{Access, Callee, FuncOrigin};
use hlsl_syntax::whlsl::ast::{BinOp, ExprId, ExprKind, LitKind, UnaryOp};
use naga::{Block, Expression, Handle, Statement};

/// A left value: a naga pointer, or components of a vector behind one
/// (a swizzle setter's abstract left value).
#[derive(Clone, Debug)]
pub(crate) enum Place {
    Ptr(Handle<Expression>),
    Swizzle {
        ptr: Handle<Expression>,
        comps: Vec<u32>,
        width: u8,
        ty: TyId,
    },
}

impl Fx<'_, '_> {
    fn sp(&self, e: ExprId) -> Span {
        self.unit().exprs[e].span
    }

    /// `e` as a naga value (not a pointer, array reference or `void`).
    pub fn val(&mut self, e: ExprId, block: &mut Block) -> W<Handle<Expression>> {
        match self.value(e, block)? {
            V::Val(h) => Ok(h),
            _ => unsupported("a pointer used as a value", self.sp(e)),
        }
    }

    /// `e` read as a right value.
    pub fn value(&mut self, e: ExprId, block: &mut Block) -> W<V> {
        let sp = self.sp(e);
        let et = self.ety(e)?;
        if matches!(et.cat, Category::LValue(_) | Category::AbstractLValue) {
            if matches!(self.kind(et.ty), TyKind::Pointer(..) | TyKind::ArrayRef(..)) {
                return self.pointer_variable(e);
            }
            if matches!(self.kind(et.ty), TyKind::Atomic(_)) {
                return unsupported("reading an atomic other than through 'Interlocked*'", sp);
            }
            let place = self.place(e, block)?;
            return Ok(V::Val(self.read(&place, sp, block)?));
        }
        let unit = self.unit();
        match &unit.exprs[e].kind {
            ExprKind::Lit(l) => self.literal(l.kind, et.ty, sp, block).map(V::Val),
            ExprKind::Paren(x) => self.value(*x, block),
            ExprKind::Comma { lhs, rhs } => {
                self.value(*lhs, block)?;
                self.value(*rhs, block)
            }
            ExprKind::Call { args, .. } => {
                let callee = self.callee(e)?;
                let mut vals = Vec::new();
                for &a in args {
                    vals.push(self.value(a, block)?);
                }
                self.call(&callee, vals, sp, block)
            }
            ExprKind::Member { base, .. } => match self.access(e)? {
                Access::EnumValue(en, i) => {
                    let info = &self.cu().enums[en.0 as usize];
                    let v = info.elements[i as usize].1;
                    let base = info.base;
                    Ok(V::Val(self.int_literal(base, v, sp, block)?))
                }
                Access::Getter(c) => {
                    let b = self.value(*base, block)?;
                    self.call(&c, vec![b], sp, block)
                }
                _ => unsupported("a member access the checker left unresolved", sp),
            },
            ExprKind::Index { base, index } => match self.access(e)? {
                Access::Getter(c) => {
                    let b = self.value(*base, block)?;
                    let i = self.value(*index, block)?;
                    self.call(&c, vec![b, i], sp, block)
                }
                _ => unsupported("an index the checker left unresolved", sp),
            },
            ExprKind::Unary { op, operand } => match op {
                UnaryOp::AddressOf => match self.place(*operand, block)? {
                    Place::Ptr(p) => Ok(V::Ptr(p)),
                    Place::Swizzle { .. } => unsupported("the address of a vector component", sp),
                },
                UnaryOp::ArrayRef => {
                    let ot = self.ety(*operand)?.ty;
                    let Place::Ptr(ptr) = self.place(*operand, block)? else {
                        return unsupported("'@' of a vector component", sp);
                    };
                    let single = !matches!(self.kind(ot), TyKind::Array(..));
                    Ok(V::Ref { ptr, single })
                }
                UnaryOp::Deref => unsupported("a dereference typed as a right value", sp),
                _ => {
                    let a = self.value(*operand, block)?;
                    let c = self.callee(e)?;
                    self.call(&c, vec![a], sp, block)
                }
            },
            ExprKind::Postfix { operand, .. } => {
                let place = self.place(*operand, block)?;
                let old = self.read(&place, sp, block)?;
                let c = self.callee(e)?;
                let V::Val(new) = self.call(&c, vec![V::Val(old)], sp, block)? else {
                    return unsupported("an increment that gives no value", sp);
                };
                self.write(&place, new, sp, block)?;
                Ok(V::Val(old))
            }
            ExprKind::Binary {
                op: op @ (BinOp::And | BinOp::Or),
                lhs,
                rhs,
            } => {
                let a = self.val(*lhs, block)?;
                let bool_ty = self.m.ty(hlsl_sema::whlsl::types::Types::BOOL, sp)?.handle;
                let tmp = self.local(bool_ty, "sc", sp, block);
                self.store(tmp, a, sp, block);
                let rhs = *rhs;
                let eval = self.nested(block, |fx, b| {
                    let v = fx.val(rhs, b)?;
                    fx.store(tmp, v, sp, b);
                    Ok(())
                })?;
                let (accept, reject) = if *op == BinOp::And {
                    (eval, Block::new())
                } else {
                    (Block::new(), eval)
                };
                self.stmt_push(
                    Statement::If {
                        condition: a,
                        accept,
                        reject,
                    },
                    sp,
                    block,
                );
                Ok(V::Val(self.load(tmp, sp, block)))
            }
            ExprKind::Binary { lhs, rhs, .. } => {
                let a = self.value(*lhs, block)?;
                let b = self.value(*rhs, block)?;
                let c = self.callee(e)?;
                self.call(&c, vec![a, b], sp, block)
            }
            ExprKind::Ternary { cond, then, els } => {
                if matches!(self.kind(et.ty), TyKind::Pointer(..) | TyKind::ArrayRef(..)) {
                    return unsupported("a conditional choosing between pointers", sp);
                }
                let c = self.val(*cond, block)?;
                let ty = self.m.ty(et.ty, sp)?.handle;
                let tmp = self.local(ty, "select", sp, block);
                let (then, els) = (*then, *els);
                let accept = self.nested(block, |fx, b| {
                    let v = fx.val(then, b)?;
                    fx.store(tmp, v, sp, b);
                    Ok(())
                })?;
                let reject = self.nested(block, |fx, b| {
                    let v = fx.val(els, b)?;
                    fx.store(tmp, v, sp, b);
                    Ok(())
                })?;
                self.stmt_push(
                    Statement::If {
                        condition: c,
                        accept,
                        reject,
                    },
                    sp,
                    block,
                );
                Ok(V::Val(self.load(tmp, sp, block)))
            }
            ExprKind::Assign { op: None, lhs, rhs } => {
                let place = self.place(*lhs, block)?;
                let v = self.val(*rhs, block)?;
                self.write(&place, v, sp, block)?;
                Ok(V::Val(v))
            }
            ExprKind::Assign {
                op: Some(_),
                lhs,
                rhs,
            } => {
                let place = self.place(*lhs, block)?;
                let r = self.val(*rhs, block)?;
                let cur = self.read(&place, sp, block)?;
                let c = self.callee(e)?;
                let V::Val(new) = self.call(&c, vec![V::Val(cur), V::Val(r)], sp, block)? else {
                    return unsupported("a compound assignment that gives no value", sp);
                };
                self.write(&place, new, sp, block)?;
                Ok(V::Val(new))
            }
            ExprKind::Name(_) => unsupported("a name typed as a right value", sp),
            ExprKind::Error => unsupported("an erroneous expression", sp),
        }
    }

    /// The value of a pointer or array-reference variable: what it was
    /// initialized with (or the parameter).
    fn pointer_variable(&mut self, e: ExprId) -> W<V> {
        let sp = self.sp(e);
        match &self.unit().exprs[e].kind {
            ExprKind::Paren(x) => self.pointer_variable(*x),
            ExprKind::Name(id) => match self.lookup(id.sym) {
                Some(Name::Alias(v)) => Ok(v),
                _ => unsupported("a pointer kept in memory", sp),
            },
            _ => unsupported(
                "a pointer or array reference stored in a struct, array or another pointer",
                sp,
            ),
        }
    }

    pub fn callee(&self, e: ExprId) -> W<Callee> {
        self.cu().callees.get(e).cloned().map_or_else(
            || unsupported("a call the checker did not resolve", self.sp(e)),
            Ok,
        )
    }

    fn access(&self, e: ExprId) -> W<Access> {
        self.cu().accesses.get(e).cloned().map_or_else(
            || unsupported("an access the checker did not resolve", self.sp(e)),
            Ok,
        )
    }

    /// A call of `c` with `args`.
    pub fn call(&mut self, c: &Callee, args: Vec<V>, sp: Span, block: &mut Block) -> W<V> {
        match c {
            Callee::Library(sig) => self.library(sig, args, sp, block),
            Callee::Func(id) => {
                let info = self.cu().func(*id);
                if !matches!(info.origin, FuncOrigin::User(_)) {
                    return unsupported("a generated accessor used as a value", sp);
                }
                let function = user_function(self.m, *id, sp)?;
                let params = info.params.clone();
                let mut arguments = Vec::new();
                let mut copy_back = Vec::new();
                for (a, pty) in args.into_iter().zip(params) {
                    arguments.push(match a {
                        V::Val(h) => h,
                        V::Ptr(h) if self.is_root_pointer(h) => h,
                        // naga's SPIR-V writer passes only whole variables:
                        // a field or element goes through a copy, written
                        // back after the call.
                        V::Ptr(h) => {
                            let TyKind::Pointer(t, _) = self.kind(pty) else {
                                return unsupported("a pointer argument", sp);
                            };
                            let ty = self.m.ty(t, sp)?.handle;
                            let tmp = self.local(ty, "arg", sp, block);
                            let v = self.load(h, sp, block);
                            self.store(tmp, v, sp, block);
                            copy_back.push((h, tmp));
                            tmp
                        }
                        _ => return unsupported("an array reference passed to a function", sp),
                    });
                }
                let ret = info.ret;
                let result = match self.kind(ret) {
                    TyKind::Void => None,
                    _ => Some(self.result(Expression::CallResult(function), sp, block)),
                };
                self.stmt_push(
                    Statement::Call {
                        function,
                        arguments,
                        result,
                    },
                    sp,
                    block,
                );
                for (to, from) in copy_back {
                    let v = self.load(from, sp, block);
                    self.store(to, v, sp, block);
                }
                Ok(result.map_or(V::None, V::Val))
            }
        }
    }

    /// Whether `p` points at a whole variable (or is a pointer argument).
    fn is_root_pointer(&self, p: Handle<Expression>) -> bool {
        matches!(
            self.f.expressions[p],
            Expression::LocalVariable(_) | Expression::FunctionArgument(_)
        )
    }

    /// A literal of type `ty`.
    fn literal(
        &mut self,
        lit: LitKind,
        ty: TyId,
        sp: Span,
        block: &mut Block,
    ) -> W<Handle<Expression>> {
        let l = match (lit, self.kind(ty)) {
            (LitKind::True, _) => naga::Literal::Bool(true),
            (LitKind::False, _) => naga::Literal::Bool(false),
            (LitKind::Int(Some(v)), TyKind::Scalar(s)) => return self.int_literal(s, v, sp, block),
            (LitKind::UInt(Some(v)), TyKind::Scalar(s)) => {
                return self.int_literal(s, v as i64, sp, block)
            }
            (LitKind::Float(x), TyKind::Scalar(Scalar::Float)) => naga::Literal::F32(x as f32),
            (LitKind::Null, _) => return unsupported("'null'", sp),
            _ => {
                let name = self.m.type_name(ty);
                return unsupported(format!("a literal of type '{name}'"), sp);
            }
        };
        Ok(self.add(Expression::Literal(l), sp, block))
    }

    /// The integer `v` as a literal of scalar `s` (wrapped to its width).
    pub fn int_literal(
        &mut self,
        s: Scalar,
        v: i64,
        sp: Span,
        block: &mut Block,
    ) -> W<Handle<Expression>> {
        let l = match s {
            Scalar::Int => naga::Literal::I32(v as i32),
            Scalar::UInt => naga::Literal::U32(v as u32),
            Scalar::Float => naga::Literal::F32(v as f32),
            Scalar::Bool => naga::Literal::Bool(v != 0),
            _ => return unsupported(format!("the type '{}'", s.name()), sp),
        };
        Ok(self.add(Expression::Literal(l), sp, block))
    }

    /// What a left-value or abstract left-value expression denotes.
    pub fn place(&mut self, e: ExprId, block: &mut Block) -> W<Place> {
        let sp = self.sp(e);
        match &self.unit().exprs[e].kind {
            ExprKind::Name(id) => match self.lookup(id.sym) {
                Some(Name::Var(p)) => Ok(Place::Ptr(p)),
                Some(Name::Alias(_)) => unsupported("the address of a pointer variable", sp),
                None => unsupported("an unknown name", sp),
            },
            ExprKind::Paren(x) => self.place(*x, block),
            ExprKind::Unary {
                op: UnaryOp::Deref,
                operand,
            } => match self.value(*operand, block)? {
                V::Ptr(p) => Ok(Place::Ptr(p)),
                _ => unsupported("a dereference of a non-pointer", sp),
            },
            ExprKind::Member { base, .. } => self.accessor_place(e, *base, None, block),
            ExprKind::Index { base, index } => self.accessor_place(e, *base, Some(*index), block),
            _ => unsupported("an expression that is not a place", sp),
        }
    }

    fn accessor_place(
        &mut self,
        e: ExprId,
        base: ExprId,
        index: Option<ExprId>,
        block: &mut Block,
    ) -> W<Place> {
        let sp = self.sp(e);
        match self.access(e)? {
            Access::ArrayRefIndex => {
                let V::Ref { ptr, single, .. } = self.value(base, block)? else {
                    return unsupported("an index into a non-reference", sp);
                };
                let Some(index) = index else {
                    return unsupported("an array reference without index", sp);
                };
                let i = self.val(index, block)?;
                if single {
                    // `@x` holds one value: index 0 is x (others are out of
                    // bounds, which the interpreter traps on).
                    return Ok(Place::Ptr(ptr));
                }
                Ok(Place::Ptr(self.add(
                    Expression::Access {
                        base: ptr,
                        index: i,
                    },
                    sp,
                    block,
                )))
            }
            Access::AddressTaker(Callee::Func(id)) => match self.cu().func(id).origin {
                FuncOrigin::FieldAddress { field, .. } => {
                    let Place::Ptr(p) = self.place(base, block)? else {
                        return unsupported("a field of a vector component", sp);
                    };
                    Ok(Place::Ptr(self.add(
                        Expression::AccessIndex {
                            base: p,
                            index: field,
                        },
                        sp,
                        block,
                    )))
                }
                _ => unsupported(
                    "a user-defined address taker (naga functions cannot return pointers)",
                    sp,
                ),
            },
            Access::AddressTaker(Callee::Library(_)) => {
                let Place::Ptr(p) = self.place(base, block)? else {
                    return unsupported("an element of a vector component", sp);
                };
                let Some(index) = index else {
                    return unsupported("an element without index", sp);
                };
                let i = self.val(index, block)?;
                Ok(Place::Ptr(self.add(
                    Expression::Access { base: p, index: i },
                    sp,
                    block,
                )))
            }
            Access::GetterSetter {
                getter: Callee::Library(g),
                setter: Callee::Library(_),
            } => {
                let bt = self.ety(base)?.ty;
                let Place::Ptr(p) = self.place(base, block)? else {
                    return unsupported("a component of a vector component", sp);
                };
                if let Some(index) = index {
                    // `v[i]`, `m[i]`: naga indexes vectors and matrices
                    // (a column, which is WHLSL's row) through pointers.
                    let i = self.val(index, block)?;
                    return Ok(Place::Ptr(self.add(
                        Expression::Access { base: p, index: i },
                        sp,
                        block,
                    )));
                }
                let TyKind::Vector(_, width) = self.kind(bt) else {
                    return unsupported("a member setter on a non-vector", sp);
                };
                let field = g.name.trim_start_matches("operator.");
                let comps = swizzle(field);
                if comps.len() == 1 {
                    return Ok(Place::Ptr(self.add(
                        Expression::AccessIndex {
                            base: p,
                            index: comps[0],
                        },
                        sp,
                        block,
                    )));
                }
                Ok(Place::Swizzle {
                    ptr: p,
                    comps,
                    width,
                    ty: bt,
                })
            }
            Access::GetterSetter { .. } => unsupported("a user-defined getter and setter", sp),
            _ => unsupported("an accessor that is not a place", sp),
        }
    }

    pub fn read(&mut self, p: &Place, sp: Span, block: &mut Block) -> W<Handle<Expression>> {
        match p {
            Place::Ptr(ptr) => Ok(self.load(*ptr, sp, block)),
            Place::Swizzle { ptr, comps, .. } => {
                let v = self.load(*ptr, sp, block);
                Ok(self.swizzle_of(v, comps, sp, block))
            }
        }
    }

    pub fn write(
        &mut self,
        p: &Place,
        value: Handle<Expression>,
        sp: Span,
        block: &mut Block,
    ) -> W<()> {
        match p {
            Place::Ptr(ptr) => self.store(*ptr, value, sp, block),
            Place::Swizzle {
                ptr,
                comps,
                width,
                ty,
            } => {
                let cur = self.load(*ptr, sp, block);
                let new = self.with_components(cur, *width, comps, value, *ty, sp, block)?;
                self.store(*ptr, new, sp, block);
            }
        }
        Ok(())
    }
}

/// The component indices of a swizzle (`xyzw` or `rgba`).
pub(crate) fn swizzle(field: &str) -> Vec<u32> {
    field
        .chars()
        .map(|c| "xyzw".find(c).or_else(|| "rgba".find(c)).unwrap_or(0) as u32)
        .collect()
}
