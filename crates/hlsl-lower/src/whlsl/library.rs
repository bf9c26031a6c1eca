//! The standard library (`hlsl_sema::whlsl::stdlib`'s signatures) as naga
//! expressions: operators on scalars, vectors, matrices and enums, casts
//! and constructors, vector and array accessors, barriers, and the
//! `Interlocked*` atomics as naga atomics.
//!
//! Arithmetic follows naga's (WGSL's) rules where the interpreter's
//! differ only in what it traps on: integer division or remainder by
//! zero gives a value instead of a trap. Shift amounts are masked to the
//! width, as the interpreter does (SPIR-V leaves larger ones undefined).

use super::func::{Fx, V};
use super::{types, unsupported, W};
use hlsl_base::Span;
use hlsl_sema::whlsl::stdlib::{LibSig, BARRIERS};
use hlsl_sema::whlsl::types::{Scalar, TyId, TyKind};
use naga::{BinaryOperator as B, Block, Expression, Handle, Statement};

type H = Handle<Expression>;

impl Fx<'_, '_> {
    pub fn library(&mut self, sig: &LibSig, args: Vec<V>, sp: Span, block: &mut Block) -> W<V> {
        let name = sig.name.as_str();
        if BARRIERS.contains(&name) {
            return Ok(self.barrier(name, sp, block));
        }
        if let Some(op) = name.strip_prefix("Interlocked") {
            return self.atomic(op, sig, &args, sp, block);
        }
        if name.starts_with("operator ") {
            let vals = self.vals(&args, sp)?;
            return self.cast(sig, &vals, sp, block).map(V::Val);
        }
        let Some(op) = name.strip_prefix("operator") else {
            return unsupported(format!("the library function '{name}'"), sp);
        };
        if op == "&[]" {
            let (V::Ptr(p), V::Val(i)) = (args[0], args[1]) else {
                return unsupported("'operator&[]' on a non-pointer", sp);
            };
            return Ok(V::Ptr(self.add(
                Expression::Access { base: p, index: i },
                sp,
                block,
            )));
        }
        let vals = self.vals(&args, sp)?;
        let first = self.kind(sig.params[0]);
        if op == "[]" {
            return Ok(V::Val(self.index_get(
                vals[0],
                vals[1],
                sig.params[0],
                sp,
                block,
            )?));
        }
        if op == "[]=" {
            let ty = self.m.ty(sig.params[0], sp)?.handle;
            let tmp = self.local(ty, "indexed", sp, block);
            self.store(tmp, vals[0], sp, block);
            let at = self.add(
                Expression::Access {
                    base: tmp,
                    index: vals[1],
                },
                sp,
                block,
            );
            self.store(at, vals[2], sp, block);
            return Ok(V::Val(self.load(tmp, sp, block)));
        }
        if let Some(field) = op.strip_prefix('.') {
            let TyKind::Vector(_, width) = first else {
                return unsupported(format!("the library accessor '{name}'"), sp);
            };
            return Ok(V::Val(match field.strip_suffix('=') {
                Some(f) => {
                    let comps = super::exprs::swizzle(f);
                    self.with_components(vals[0], width, &comps, vals[1], sig.params[0], sp, block)?
                }
                None => {
                    let comps = super::exprs::swizzle(field);
                    self.swizzle_of(vals[0], &comps, sp, block)
                }
            }));
        }
        let s = match first {
            TyKind::Scalar(s) | TyKind::Vector(s, _) | TyKind::Matrix(s, _, _) => s,
            TyKind::Enum(e) => self.cu().enums[e.0 as usize].base,
            _ => return unsupported(format!("the library function '{name}'"), sp),
        };
        let lanes = match first {
            TyKind::Vector(_, n) => Some(n),
            _ => None,
        };
        if vals.len() == 1 {
            let a = vals[0];
            let e = match op {
                "+" => return Ok(V::Val(a)),
                "-" => Expression::Unary {
                    op: naga::UnaryOperator::Negate,
                    expr: a,
                },
                "!" => Expression::Unary {
                    op: naga::UnaryOperator::LogicalNot,
                    expr: a,
                },
                "~" => Expression::Unary {
                    op: naga::UnaryOperator::BitwiseNot,
                    expr: a,
                },
                "++" | "--" => {
                    let one = self.splat_int(s, 1, lanes, sp, block)?;
                    let op = if op == "++" { B::Add } else { B::Subtract };
                    Expression::Binary {
                        op,
                        left: a,
                        right: one,
                    }
                }
                _ => return unsupported(format!("the library operator '{name}'"), sp),
            };
            return Ok(V::Val(self.add(e, sp, block)));
        }
        let (a, b) = (vals[0], vals[1]);
        let bin = |fx: &mut Self, op: B, left: H, right: H, block: &mut Block| {
            fx.add(Expression::Binary { op, left, right }, sp, block)
        };
        let any_all =
            |fx: &mut Self, fun: naga::RelationalFunction, argument: H, block: &mut Block| {
                fx.add(Expression::Relational { fun, argument }, sp, block)
            };
        let v = match op {
            "+" => bin(self, B::Add, a, b, block),
            "-" => bin(self, B::Subtract, a, b, block),
            "*" => bin(self, B::Multiply, a, b, block),
            "/" => bin(self, B::Divide, a, b, block),
            "%" => bin(self, B::Modulo, a, b, block),
            "&" if s == Scalar::Bool => bin(self, B::LogicalAnd, a, b, block),
            "|" if s == Scalar::Bool => bin(self, B::LogicalOr, a, b, block),
            "^" if s == Scalar::Bool => bin(self, B::NotEqual, a, b, block),
            "&" => bin(self, B::And, a, b, block),
            "|" => bin(self, B::InclusiveOr, a, b, block),
            "^" => bin(self, B::ExclusiveOr, a, b, block),
            "<<" | ">>" => {
                // naga shifts by a `u32`; the amount is masked to the width.
                let amount = if s == Scalar::UInt {
                    b
                } else {
                    self.add(
                        Expression::As {
                            expr: b,
                            kind: naga::ScalarKind::Uint,
                            convert: Some(4),
                        },
                        sp,
                        block,
                    )
                };
                let mask = self.splat_int(Scalar::UInt, 31, lanes, sp, block)?;
                let amount = bin(self, B::And, amount, mask, block);
                let op = if op == "<<" {
                    B::ShiftLeft
                } else {
                    B::ShiftRight
                };
                bin(self, op, a, amount, block)
            }
            "<" => bin(self, B::Less, a, b, block),
            ">" => bin(self, B::Greater, a, b, block),
            "<=" => bin(self, B::LessEqual, a, b, block),
            ">=" => bin(self, B::GreaterEqual, a, b, block),
            "==" | "!=" => {
                let op2 = if op == "==" { B::Equal } else { B::NotEqual };
                let c = bin(self, op2, a, b, block);
                match (lanes, op) {
                    (Some(_), "==") => any_all(self, naga::RelationalFunction::All, c, block),
                    (Some(_), _) => any_all(self, naga::RelationalFunction::Any, c, block),
                    _ => c,
                }
            }
            _ => return unsupported(format!("the library operator '{name}'"), sp),
        };
        Ok(V::Val(v))
    }

    fn vals(&self, args: &[V], sp: Span) -> W<Vec<H>> {
        args.iter()
            .map(|a| match a {
                V::Val(h) => Ok(*h),
                _ => unsupported("a pointer given to an operator", sp),
            })
            .collect()
    }

    /// `n` as a scalar of `s`, or splatted to `lanes`.
    fn splat_int(
        &mut self,
        s: Scalar,
        n: i64,
        lanes: Option<u8>,
        sp: Span,
        block: &mut Block,
    ) -> W<H> {
        let v = self.int_literal(s, n, sp, block)?;
        Ok(match lanes {
            Some(l) => self.add(
                Expression::Splat {
                    size: types::vector_size(l),
                    value: v,
                },
                sp,
                block,
            ),
            None => v,
        })
    }

    fn barrier(&mut self, name: &str, sp: Span, block: &mut Block) -> V {
        let flags = if name.starts_with("Group") {
            naga::Barrier::WORK_GROUP
        } else if name.starts_with("Device") {
            naga::Barrier::STORAGE
        } else {
            naga::Barrier::STORAGE | naga::Barrier::WORK_GROUP
        };
        let s = if name.ends_with("WithGroupSync") {
            Statement::ControlBarrier(flags)
        } else {
            Statement::MemoryBarrier(flags)
        };
        self.stmt_push(s, sp, block);
        V::None
    }

    /// `InterlockedOp(p, value[, original])` and
    /// `InterlockedCompareExchange(p, compare, value, original)`.
    fn atomic(&mut self, op: &str, sig: &LibSig, args: &[V], sp: Span, block: &mut Block) -> W<V> {
        let V::Ptr(pointer) = args[0] else {
            return unsupported("an atomic through a non-pointer", sp);
        };
        let signed = match self.kind(sig.params[0]) {
            TyKind::Pointer(a, _) => matches!(self.kind(a), TyKind::Atomic(true)),
            _ => false,
        };
        let scalar = if signed {
            naga::Scalar::I32
        } else {
            naga::Scalar::U32
        };
        let val = |i: usize| match args.get(i) {
            Some(V::Val(h)) => Ok(*h),
            _ => unsupported("an atomic operand that is not a value", sp),
        };
        let original = |i: usize| match args.get(i) {
            Some(V::Ptr(p)) => Ok(Some(*p)),
            None => Ok(None),
            _ => unsupported("an atomic's original value not through a pointer", sp),
        };
        if op == "CompareExchange" {
            let (cmp, value, orig) = (val(1)?, val(2)?, original(3)?);
            let ty = self.m.module.generate_predeclared_type(
                naga::PredeclaredType::AtomicCompareExchangeWeakResult(scalar),
            );
            let r = self.result(
                Expression::AtomicResult {
                    ty,
                    comparison: true,
                },
                sp,
                block,
            );
            self.stmt_push(
                Statement::Atomic {
                    pointer,
                    fun: naga::AtomicFunction::Exchange { compare: Some(cmp) },
                    value,
                    result: Some(r),
                },
                sp,
                block,
            );
            let old = self.add(Expression::AccessIndex { base: r, index: 0 }, sp, block);
            if let Some(o) = orig {
                self.store(o, old, sp, block);
            }
            return Ok(V::None);
        }
        let fun = match op {
            "Add" => naga::AtomicFunction::Add,
            "And" => naga::AtomicFunction::And,
            "Or" => naga::AtomicFunction::InclusiveOr,
            "Xor" => naga::AtomicFunction::ExclusiveOr,
            "Min" => naga::AtomicFunction::Min,
            "Max" => naga::AtomicFunction::Max,
            "Exchange" => naga::AtomicFunction::Exchange { compare: None },
            _ => return unsupported(format!("the library function 'Interlocked{op}'"), sp),
        };
        let value = val(1)?;
        let orig = original(2)?;
        let ty = self.m.module.types.insert(
            naga::Type {
                name: None,
                inner: naga::TypeInner::Scalar(scalar),
            },
            naga::Span::UNDEFINED,
        );
        let needs_result = orig.is_some() || matches!(fun, naga::AtomicFunction::Exchange { .. });
        let result = needs_result.then(|| {
            self.result(
                Expression::AtomicResult {
                    ty,
                    comparison: false,
                },
                sp,
                block,
            )
        });
        self.stmt_push(
            Statement::Atomic {
                pointer,
                fun,
                value,
                result,
            },
            sp,
            block,
        );
        if let (Some(o), Some(r)) = (orig, result) {
            self.store(o, r, sp, block);
        }
        Ok(V::None)
    }

    /// `e[i]` on a vector, matrix (a row) or array value.
    fn index_get(&mut self, base: H, index: H, ty: TyId, sp: Span, block: &mut Block) -> W<H> {
        if let TyKind::Array(..) = self.kind(ty) {
            // naga indexes arrays dynamically only through pointers.
            let t = self.m.ty(ty, sp)?.handle;
            let tmp = self.local(t, "array", sp, block);
            self.store(tmp, base, sp, block);
            let at = self.add(Expression::Access { base: tmp, index }, sp, block);
            return Ok(self.load(at, sp, block));
        }
        Ok(self.add(Expression::Access { base, index }, sp, block))
    }

    pub fn swizzle_of(&mut self, v: H, comps: &[u32], sp: Span, block: &mut Block) -> H {
        if let [c] = comps {
            return self.add(Expression::AccessIndex { base: v, index: *c }, sp, block);
        }
        let mut pattern = [naga::SwizzleComponent::X; 4];
        for (p, &c) in pattern.iter_mut().zip(comps) {
            *p = naga::SwizzleComponent::XYZW[c as usize & 3];
        }
        self.add(
            Expression::Swizzle {
                size: types::vector_size(comps.len() as u8),
                vector: v,
                pattern,
            },
            sp,
            block,
        )
    }

    /// `v` with components `comps` replaced by those of `part`.
    #[allow(clippy::too_many_arguments)]
    pub fn with_components(
        &mut self,
        v: H,
        width: u8,
        comps: &[u32],
        part: H,
        ty: TyId,
        sp: Span,
        block: &mut Block,
    ) -> W<H> {
        let t = self.m.ty(ty, sp)?.handle;
        let mut components = Vec::new();
        for i in 0..width as u32 {
            let c = match comps.iter().position(|&c| c == i) {
                Some(_) if comps.len() == 1 => part,
                Some(k) => self.add(
                    Expression::AccessIndex {
                        base: part,
                        index: k as u32,
                    },
                    sp,
                    block,
                ),
                None => self.add(Expression::AccessIndex { base: v, index: i }, sp, block),
            };
            components.push(c);
        }
        Ok(self.add(Expression::Compose { ty: t, components }, sp, block))
    }

    /// `operator T(args)`: conversions and constructors.
    fn cast(&mut self, sig: &LibSig, vals: &[H], sp: Span, block: &mut Block) -> W<H> {
        let target = sig.ret;
        let base_of = |fx: &Self, k: TyKind| match k {
            TyKind::Scalar(s) | TyKind::Vector(s, _) | TyKind::Matrix(s, _, _) => Some(s),
            TyKind::Enum(e) => Some(fx.cu().enums[e.0 as usize].base),
            _ => None,
        };
        let to_kind = self.kind(target);
        let Some(to) = base_of(self, to_kind) else {
            return unsupported(format!("the cast '{}'", sig.name), sp);
        };
        if let ([from_ty], [v]) = (&sig.params[..], vals) {
            let from_kind = self.kind(*from_ty);
            let same_shape = matches!(
                (from_kind, to_kind),
                (
                    TyKind::Scalar(_) | TyKind::Enum(_),
                    TyKind::Scalar(_) | TyKind::Enum(_)
                )
            ) || matches!((from_kind, to_kind), (TyKind::Vector(_, a), TyKind::Vector(_, b)) if a == b)
                || matches!(
                    (from_kind, to_kind),
                    (TyKind::Matrix(..), TyKind::Matrix(..))
                );
            if same_shape {
                let from = base_of(self, from_kind).unwrap_or(to);
                let lanes = match to_kind {
                    TyKind::Vector(_, n) => Some(n),
                    _ => None,
                };
                return self.convert(*v, from, to, lanes, sp, block);
            }
        }
        let t = self.m.ty(target, sp)?.handle;
        match to_kind {
            TyKind::Vector(..) => Ok(self.add(
                Expression::Compose {
                    ty: t,
                    components: vals.to_vec(),
                },
                sp,
                block,
            )),
            TyKind::Matrix(s, rows, cols) => {
                let columns = if vals.len() == rows as usize {
                    vals.to_vec()
                } else {
                    // R×C scalars, row after row: compose each row.
                    let row = self.row_type(s, cols, sp)?;
                    vals.chunks(cols as usize)
                        .map(|c| {
                            self.add(
                                Expression::Compose {
                                    ty: row,
                                    components: c.to_vec(),
                                },
                                sp,
                                block,
                            )
                        })
                        .collect()
                };
                Ok(self.add(
                    Expression::Compose {
                        ty: t,
                        components: columns,
                    },
                    sp,
                    block,
                ))
            }
            _ => unsupported(format!("the cast '{}'", sig.name), sp),
        }
    }

    fn row_type(&mut self, s: Scalar, n: u8, sp: Span) -> W<Handle<naga::Type>> {
        let Some(sc) = types::scalar(s) else {
            return unsupported(format!("the type '{}'", s.name()), sp);
        };
        Ok(self.m.module.types.insert(
            naga::Type {
                name: None,
                inner: naga::TypeInner::Vector {
                    size: types::vector_size(n),
                    scalar: sc,
                },
            },
            naga::Span::UNDEFINED,
        ))
    }

    /// A scalar or vector of `from` converted to `to`: integers wrap,
    /// floats truncate toward zero (naga clamps to the range), anything
    /// to `bool` is "not zero".
    fn convert(
        &mut self,
        v: H,
        from: Scalar,
        to: Scalar,
        lanes: Option<u8>,
        sp: Span,
        block: &mut Block,
    ) -> W<H> {
        if from == to {
            return Ok(v);
        }
        if to == Scalar::Bool {
            let zero = self.splat_int(from, 0, lanes, sp, block)?;
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
        if from == Scalar::Bool {
            let one = self.splat_int(to, 1, lanes, sp, block)?;
            let zero = self.splat_int(to, 0, lanes, sp, block)?;
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
        let Some(sc) = types::scalar(to) else {
            return unsupported(format!("the type '{}'", to.name()), sp);
        };
        if types::scalar(from).is_none() {
            return unsupported(format!("the type '{}'", from.name()), sp);
        }
        Ok(self.add(
            Expression::As {
                expr: v,
                kind: sc.kind,
                convert: Some(4),
            },
            sp,
            block,
        ))
    }
}
