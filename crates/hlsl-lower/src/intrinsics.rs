//! Lowering of the intrinsics beyond the basic math of `expr.rs`: the rest
//! of the math and conversion functions, derivatives, `clip`, and the wave
//! and quad operations as naga subgroup statements.
//!
//! * `WaveGetLaneIndex`/`WaveGetLaneCount` read private globals that the
//!   entry wrapper fills from the `subgroup_invocation_id` and
//!   `subgroup_size` builtins (HLSL may call them from any function).
//! * Bool values cross lanes as `u32` (naga gathers only numbers).
//! * Derivatives are naga `Derivative` expressions in pixel shaders; in
//!   compute shaders (Shader Model 6.6) they are computed from quad reads,
//!   with quads of 4 consecutive subgroup lanes.
//! * Everything on doubles is reported as unsupported (doubles are).

use crate::func::FnCtx;
use crate::resources::literal;
use crate::types::{self, Layout};
use crate::{unsupported, Lowered};
use hlsl_base::Span;
use hlsl_sema::ir::{ExprId, ExprKind, Intrinsic, Literal, Stage};
use hlsl_sema::types::{Scalar, ScalarKind, TypeId, Types};
use naga::{
    BinaryOperator as B, Block, CollectiveOperation as Co, Expression, GatherMode, Handle,
    MathFunction as M, Statement, SubgroupOperation as So,
};

/// `log10(2)`: `log10(x) = log2(x) * log10(2)`.
const LOG10_2: f64 = std::f64::consts::LOG10_2;

impl FnCtx<'_, '_> {
    /// Lowers `op` when it is one of this module's; `Ok(None)` otherwise.
    /// The inner option is the value (none for `clip`).
    pub(crate) fn extended_intrinsic(
        &mut self,
        op: Intrinsic,
        args: &[ExprId],
        vals: &[Handle<Expression>],
        ty: TypeId,
        sp: Span,
        block: &mut Block,
    ) -> Lowered<Option<Option<Handle<Expression>>>> {
        use Intrinsic as I;
        let program = self.m.program;
        let arg_ty = args.first().map_or(ty, |&a| self.body.exprs[a].ty);
        let (s, n) = types::shape(program, arg_ty).unwrap_or((Scalar::F32, 0));
        let h = match op {
            I::Asin => self.math_of(M::Asin, vals, sp, block),
            I::Acos => self.math_of(M::Acos, vals, sp, block),
            I::Atan => self.math_of(M::Atan, vals, sp, block),
            I::Sinh => self.math_of(M::Sinh, vals, sp, block),
            I::Cosh => self.math_of(M::Cosh, vals, sp, block),
            I::Tanh => self.math_of(M::Tanh, vals, sp, block),
            I::Atan2 => self.math_of(M::Atan2, vals, sp, block),
            I::Smoothstep => self.math_of(M::SmoothStep, vals, sp, block),
            I::Reflect => self.math_of(M::Reflect, vals, sp, block),
            I::Refract => self.math_of(M::Refract, vals, sp, block),
            I::Faceforward => self.math_of(M::FaceForward, vals, sp, block),
            I::Fma => self.math_of(M::Fma, vals, sp, block),
            I::Rcp => {
                let one = self.float_splat(1.0, s, n, sp, block)?;
                self.binary_op(B::Divide, one, vals[0], sp, block)
            }
            I::Log10 => {
                let l = self.math_of(M::Log2, vals, sp, block);
                let k = self.float_splat(LOG10_2, s, n, sp, block)?;
                self.binary_op(B::Multiply, l, k, sp, block)
            }
            I::Ldexp => {
                let e = self.math_of(M::Exp2, &vals[1..], sp, block);
                self.binary_op(B::Multiply, vals[0], e, sp, block)
            }
            I::Sign => self.sign(vals[0], s, n, sp, block)?,
            I::IsNan | I::IsInf | I::IsFinite => self.classify(op, vals[0], s, n, sp, block)?,
            // A half subnormal widens to a normal float: its own bits
            // would need 16-bit integers.
            I::IsNormal if s.width == 2 => {
                return unsupported("'isnormal' on 16-bit floats".to_string(), sp)
            }
            I::IsNormal => self.classify(op, vals[0], s, n, sp, block)?,
            I::Dot4AddU8Packed | I::Dot4AddI8Packed => {
                let fun = if op == I::Dot4AddU8Packed {
                    M::Dot4U8Packed
                } else {
                    M::Dot4I8Packed
                };
                let d = self.math_of(fun, &vals[..2], sp, block);
                self.binary_op(B::Add, d, vals[2], sp, block)
            }
            I::Dot2Add => {
                // The products and sum in float, as DXIL's Dot2AddHalf.
                let mut wide = [vals[0], vals[1]];
                for v in &mut wide {
                    let e = Expression::As {
                        expr: *v,
                        kind: naga::ScalarKind::Float,
                        convert: Some(4),
                    };
                    *v = self.add(e, sp, block);
                }
                let d = self.math_of(M::Dot, &wide, sp, block);
                self.binary_op(B::Add, d, vals[2], sp, block)
            }
            I::CountBits | I::ReverseBits if s.width != 4 => {
                let what = format!("'{}' on 16- or 64-bit integers", op.name());
                return unsupported(what, sp);
            }
            I::AddUint64 => self.add_uint64(vals[0], vals[1], n, ty, sp, block)?,
            I::PackS8 | I::PackU8 | I::PackClampS8 | I::PackClampU8 => {
                self.pack_bytes(op, vals[0], s, sp, block)
            }
            I::UnpackS8 | I::UnpackU8 => {
                let fun = if op == I::UnpackS8 {
                    M::Unpack4xI8
                } else {
                    M::Unpack4xU8
                };
                let v = self.math_of(fun, &vals[..1], sp, block);
                let rs = program.types.scalar_of(ty).unwrap_or(Scalar::U32);
                if rs.width == 4 {
                    v
                } else {
                    let e = Expression::As {
                        expr: v,
                        kind: if op == I::UnpackS8 {
                            naga::ScalarKind::Sint
                        } else {
                            naga::ScalarKind::Uint
                        },
                        convert: Some(rs.width),
                    };
                    self.add(e, sp, block)
                }
            }
            I::GetAttributeAtVertex => self.attribute_at_vertex(args, vals, ty, sp, block)?,
            _ if op.needs_pipeline_state() => {
                return unsupported(format!("the intrinsic '{}'", op.name()), sp)
            }
            I::Dst => self.dst(vals, ty, sp, block)?,
            I::Lit => self.lit(vals, ty, sp, block)?,
            I::ColorToUbyte4 => {
                let zyxw = self.add(
                    Expression::Swizzle {
                        size: naga::VectorSize::Quad,
                        vector: vals[0],
                        pattern: [
                            naga::SwizzleComponent::Z,
                            naga::SwizzleComponent::Y,
                            naga::SwizzleComponent::X,
                            naga::SwizzleComponent::W,
                        ],
                    },
                    sp,
                    block,
                );
                let k = self.float_splat(255.001953, Scalar::F32, 4, sp, block)?;
                let scaled = self.binary_op(B::Multiply, zyxw, k, sp, block);
                self.add(
                    Expression::As {
                        expr: scaled,
                        kind: naga::ScalarKind::Sint,
                        convert: Some(4),
                    },
                    sp,
                    block,
                )
            }
            I::F32ToF16 | I::F16ToF32 => self.half_bits(op, vals[0], n, ty, sp, block)?,
            I::FrexpMantissa | I::FrexpExponent => {
                // naga's result struct must be registered as a special type.
                let size = types::vector_size(n);
                let scalar = types::scalar(s, sp)?;
                self.m
                    .module
                    .generate_predeclared_type(naga::PredeclaredType::FrexpResult { size, scalar });
                let r = self.math_of(M::Frexp, vals, sp, block);
                let index = u32::from(op == I::FrexpExponent);
                let part = self.add(Expression::AccessIndex { base: r, index }, sp, block);
                if op == I::FrexpExponent {
                    self.add(
                        Expression::As {
                            expr: part,
                            kind: naga::ScalarKind::Float,
                            convert: Some(4),
                        },
                        sp,
                        block,
                    )
                } else {
                    part
                }
            }
            I::AsDouble | I::SplitDoubleLow | I::SplitDoubleHigh => {
                return unsupported(format!("'{}' (doubles)", op.name()), sp)
            }
            I::Msad4 => self.msad4(vals, ty, sp, block)?,
            // Both sides were evaluated; on vectors naga's bitwise
            // operators act component-wise on bools.
            I::And | I::Or => {
                let bop = match (op, n) {
                    (I::And, 0) => B::LogicalAnd,
                    (I::And, _) => B::And,
                    (_, 0) => B::LogicalOr,
                    _ => B::InclusiveOr,
                };
                self.binary_op(bop, vals[0], vals[1], sp, block)
            }
            I::Select => self.add(
                Expression::Select {
                    condition: vals[0],
                    accept: vals[1],
                    reject: vals[2],
                },
                sp,
                block,
            ),
            I::Ddx | I::Ddy | I::DdxCoarse | I::DdxFine | I::DdyCoarse | I::DdyFine | I::Fwidth => {
                self.derivative(op, vals[0], s, n, sp, block)?
            }
            I::Clip => {
                let zero = self.float_splat(0.0, s, n, sp, block)?;
                let neg = self.binary_op(B::Less, vals[0], zero, sp, block);
                let any = if n == 0 {
                    neg
                } else {
                    self.add(
                        Expression::Relational {
                            fun: naga::RelationalFunction::Any,
                            argument: neg,
                        },
                        sp,
                        block,
                    )
                };
                let mut accept = Block::new();
                accept.push(Statement::Kill, crate::resources::span(sp));
                self.stmt(
                    Statement::If {
                        condition: any,
                        accept,
                        reject: Block::new(),
                    },
                    sp,
                    block,
                );
                return Ok(Some(None));
            }
            _ if op.is_cross_lane() => self.wave_op(op, args, vals, ty, sp, block)?,
            _ => return Ok(None),
        };
        Ok(Some(Some(h)))
    }

    /// `AddUint64` on `uint2`/`uint4` (`n` components): the low words'
    /// sum, and the high words' plus the carry (`low < a.low`).
    fn add_uint64(
        &mut self,
        a: Handle<Expression>,
        b: Handle<Expression>,
        n: u8,
        ty: TypeId,
        sp: Span,
        block: &mut Block,
    ) -> Lowered<Handle<Expression>> {
        let mut parts = Vec::with_capacity(n as usize);
        for pair in 0..u32::from(n) / 2 {
            let (lo, hi) = (2 * pair, 2 * pair + 1);
            let (al, bl) = (
                self.component(a, lo, sp, block),
                self.component(b, lo, sp, block),
            );
            let (ah, bh) = (
                self.component(a, hi, sp, block),
                self.component(b, hi, sp, block),
            );
            let low = self.binary_op(B::Add, al, bl, sp, block);
            let carried = self.binary_op(B::Less, low, al, sp, block);
            let carry = self.add(
                Expression::As {
                    expr: carried,
                    kind: naga::ScalarKind::Uint,
                    convert: Some(4),
                },
                sp,
                block,
            );
            let high = self.binary_op(B::Add, ah, bh, sp, block);
            let high = self.binary_op(B::Add, high, carry, sp, block);
            parts.extend([low, high]);
        }
        self.compose(ty, parts, sp, block)
    }

    /// The byte packs: a 16-bit vector widened to 32 bits, then naga's
    /// `pack4xI8Clamp` (signed clamp) or `pack4xU8` (the low bytes, for
    /// both truncating packs, and after `max(v, 0)` for `pack_clamp_u8`,
    /// with `pack4xU8Clamp`).
    fn pack_bytes(
        &mut self,
        op: Intrinsic,
        v: Handle<Expression>,
        s: Scalar,
        sp: Span,
        block: &mut Block,
    ) -> Handle<Expression> {
        use Intrinsic as I;
        let kind = if s.kind == ScalarKind::Sint {
            naga::ScalarKind::Sint
        } else {
            naga::ScalarKind::Uint
        };
        let mut v = if s.width == 4 {
            v
        } else {
            let e = Expression::As {
                expr: v,
                kind,
                convert: Some(4),
            };
            self.add(e, sp, block)
        };
        let fun = match op {
            I::PackClampS8 => M::Pack4xI8Clamp,
            I::PackClampU8 => {
                let zero = self.add(Expression::Literal(naga::Literal::I32(0)), sp, block);
                let zero = self.add(
                    Expression::Splat {
                        size: naga::VectorSize::Quad,
                        value: zero,
                    },
                    sp,
                    block,
                );
                v = self.math_of(M::Max, &[v, zero], sp, block);
                M::Pack4xU8Clamp
            }
            _ => M::Pack4xU8,
        };
        let want = if fun == M::Pack4xI8Clamp {
            naga::ScalarKind::Sint
        } else {
            naga::ScalarKind::Uint
        };
        let from = if op == I::PackClampU8 {
            naga::ScalarKind::Sint
        } else {
            kind
        };
        if from != want {
            let e = Expression::As {
                expr: v,
                kind: want,
                convert: None,
            };
            v = self.add(e, sp, block);
        }
        self.math_of(fun, &[v], sp, block)
    }

    fn math_of(
        &mut self,
        fun: M,
        vals: &[Handle<Expression>],
        sp: Span,
        block: &mut Block,
    ) -> Handle<Expression> {
        self.add(
            Expression::Math {
                fun,
                arg: vals[0],
                arg1: vals.get(1).copied(),
                arg2: vals.get(2).copied(),
                arg3: None,
            },
            sp,
            block,
        )
    }

    fn binary_op(
        &mut self,
        op: B,
        left: Handle<Expression>,
        right: Handle<Expression>,
        sp: Span,
        block: &mut Block,
    ) -> Handle<Expression> {
        self.add(Expression::Binary { op, left, right }, sp, block)
    }

    /// A float constant of scalar `s`, splatted to `n` components.
    fn float_splat(
        &mut self,
        v: f64,
        s: Scalar,
        n: u8,
        sp: Span,
        block: &mut Block,
    ) -> Lowered<Handle<Expression>> {
        let s = if s.is_float() { s } else { Scalar::F32 };
        let lit = literal(Literal::Float(v), s, sp)?;
        Ok(self.splat_literal(lit, n, sp, block))
    }

    fn uint_splat(&mut self, v: u64, n: u8, sp: Span, block: &mut Block) -> Handle<Expression> {
        self.splat_literal(naga::Literal::U32(v as u32), n, sp, block)
    }

    /// `sign(x)` as `int`: naga's `sign` on floats and signed integers,
    /// `min(x, 1)` on unsigned ones.
    fn sign(
        &mut self,
        x: Handle<Expression>,
        s: Scalar,
        n: u8,
        sp: Span,
        block: &mut Block,
    ) -> Lowered<Handle<Expression>> {
        let (v, convert) = match s.kind {
            ScalarKind::Uint => {
                let one = self.uint_splat(1, n, sp, block);
                (self.math_of(M::Min, &[x, one], sp, block), None)
            }
            ScalarKind::Float => (self.math_of(M::Sign, &[x], sp, block), Some(4)),
            _ => return Ok(self.math_of(M::Sign, &[x], sp, block)),
        };
        Ok(self.add(
            Expression::As {
                expr: v,
                kind: naga::ScalarKind::Sint,
                convert,
            },
            sp,
            block,
        ))
    }

    /// `isnan`, `isinf`, `isfinite` on the bits (WGSL has no such
    /// functions, and `x != x` may be folded away by fast-math drivers).
    fn classify(
        &mut self,
        op: Intrinsic,
        x: Handle<Expression>,
        s: Scalar,
        n: u8,
        sp: Span,
        block: &mut Block,
    ) -> Lowered<Handle<Expression>> {
        // A half widens exactly (NaN and infinity included): then no
        // target needs 16-bit integers for its bits.
        let (x, s) = if s.width == 2 {
            let wide = Expression::As {
                expr: x,
                kind: naga::ScalarKind::Float,
                convert: Some(4),
            };
            (self.add(wide, sp, block), Scalar::F32)
        } else {
            (x, s)
        };
        let bits = self.add(
            Expression::As {
                expr: x,
                kind: naga::ScalarKind::Uint,
                convert: None,
            },
            sp,
            block,
        );
        // The magnitude bits, and the exponent bits (infinity's pattern).
        let (magnitude, exponent) = match s.width {
            8 => (0x7fff_ffff_ffff_ffff, 0x7ff0_0000_0000_0000),
            _ => (0x7fff_ffff, 0x7f80_0000),
        };
        let literal = |v| types::uint_literal(s.width, v);
        if op == Intrinsic::IsNormal {
            // The exponent bits neither all clear nor all set.
            let e = self.splat_literal(literal(exponent), n, sp, block);
            let masked = self.binary_op(B::And, bits, e, sp, block);
            let zero = self.splat_literal(literal(0), n, sp, block);
            let not_small = self.binary_op(B::NotEqual, masked, zero, sp, block);
            let e2 = self.splat_literal(literal(exponent), n, sp, block);
            let not_big = self.binary_op(B::NotEqual, masked, e2, sp, block);
            let and = if n == 0 { B::LogicalAnd } else { B::And };
            return Ok(self.binary_op(and, not_small, not_big, sp, block));
        }
        let (mask, cmp) = match op {
            Intrinsic::IsNan => (magnitude, B::Greater),
            Intrinsic::IsInf => (magnitude, B::Equal),
            _ => (exponent, B::NotEqual),
        };
        let m = self.splat_literal(literal(mask), n, sp, block);
        let masked = self.binary_op(B::And, bits, m, sp, block);
        let inf = self.splat_literal(literal(exponent), n, sp, block);
        Ok(self.binary_op(cmp, masked, inf, sp, block))
    }

    fn component(
        &mut self,
        v: Handle<Expression>,
        index: u32,
        sp: Span,
        block: &mut Block,
    ) -> Handle<Expression> {
        self.add(Expression::AccessIndex { base: v, index }, sp, block)
    }

    fn compose(
        &mut self,
        ty: TypeId,
        components: Vec<Handle<Expression>>,
        sp: Span,
        block: &mut Block,
    ) -> Lowered<Handle<Expression>> {
        let nty = self.m.ty(ty, Layout::Natural, sp)?;
        Ok(self.add(
            Expression::Compose {
                ty: nty,
                components,
            },
            sp,
            block,
        ))
    }

    /// `dst(a, b)` = `(1, a.y * b.y, a.z, b.w)`.
    fn dst(
        &mut self,
        vals: &[Handle<Expression>],
        ty: TypeId,
        sp: Span,
        block: &mut Block,
    ) -> Lowered<Handle<Expression>> {
        let one = self.float_splat(1.0, Scalar::F32, 0, sp, block)?;
        let ay = self.component(vals[0], 1, sp, block);
        let by = self.component(vals[1], 1, sp, block);
        let y = self.binary_op(B::Multiply, ay, by, sp, block);
        let z = self.component(vals[0], 2, sp, block);
        let w = self.component(vals[1], 3, sp, block);
        self.compose(ty, vec![one, y, z, w], sp, block)
    }

    /// `lit(l, h, m)` = `(1, max(l, 0), l < 0 || h < 0 ? 0 : pow(h, m), 1)`.
    fn lit(
        &mut self,
        vals: &[Handle<Expression>],
        ty: TypeId,
        sp: Span,
        block: &mut Block,
    ) -> Lowered<Handle<Expression>> {
        let (l, h, m) = (vals[0], vals[1], vals[2]);
        let one = self.float_splat(1.0, Scalar::F32, 0, sp, block)?;
        let zero = self.float_splat(0.0, Scalar::F32, 0, sp, block)?;
        let diffuse = self.math_of(M::Max, &[l, zero], sp, block);
        let l_neg = self.binary_op(B::Less, l, zero, sp, block);
        let h_neg = self.binary_op(B::Less, h, zero, sp, block);
        let either = self.binary_op(B::LogicalOr, l_neg, h_neg, sp, block);
        let p = self.math_of(M::Pow, &[h, m], sp, block);
        let spec = self.add(
            Expression::Select {
                condition: either,
                accept: zero,
                reject: p,
            },
            sp,
            block,
        );
        self.compose(ty, vec![one, diffuse, spec, one], sp, block)
    }

    /// `f32tof16` (`pack2x16float(vec2(x, 0))`) and `f16tof32`
    /// (`unpack2x16float(x).x`), one component at a time.
    fn half_bits(
        &mut self,
        op: Intrinsic,
        x: Handle<Expression>,
        n: u8,
        ty: TypeId,
        sp: Span,
        block: &mut Block,
    ) -> Lowered<Handle<Expression>> {
        let mut parts = Vec::new();
        for i in 0..n.max(1) {
            let c = if n == 0 {
                x
            } else {
                self.component(x, u32::from(i), sp, block)
            };
            let v = if op == Intrinsic::F32ToF16 {
                let zero = self.float_splat(0.0, Scalar::F32, 0, sp, block)?;
                let vec2 = self.vec2_f32();
                let pair = self.add(
                    Expression::Compose {
                        ty: vec2,
                        components: vec![c, zero],
                    },
                    sp,
                    block,
                );
                self.math_of(M::Pack2x16float, &[pair], sp, block)
            } else {
                let pair = self.math_of(M::Unpack2x16float, &[c], sp, block);
                self.component(pair, 0, sp, block)
            };
            parts.push(v);
        }
        if n == 0 {
            return Ok(parts[0]);
        }
        self.compose(ty, parts, sp, block)
    }

    /// `msad4(reference, source, accum)` from shifts and masks: for each
    /// byte offset k, the source window `source >> 8k` (64-bit), its bytes
    /// against the reference's, differences masked where the reference
    /// byte is 0, summed with a dot product, plus `accum[k]`.
    fn msad4(
        &mut self,
        vals: &[Handle<Expression>],
        ty: TypeId,
        sp: Span,
        block: &mut Block,
    ) -> Lowered<Handle<Expression>> {
        let uint4 = self.m.ty(ty, Layout::Natural, sp)?;
        let (reference, source, accum) = (vals[0], vals[1], vals[2]);
        let lo = self.component(source, 0, sp, block);
        let hi = self.component(source, 1, sp, block);
        // The four bytes of a uint: (v >> (0, 8, 16, 24)) & 0xff.
        let shifts = {
            let parts = (0..4)
                .map(|i| self.uint_splat(8 * i, 0, sp, block))
                .collect();
            self.add(
                Expression::Compose {
                    ty: uint4,
                    components: parts,
                },
                sp,
                block,
            )
        };
        let bytes = |c: &mut Self, v: Handle<Expression>, b: &mut Block| {
            let value = c.add(
                Expression::Splat {
                    size: naga::VectorSize::Quad,
                    value: v,
                },
                sp,
                b,
            );
            let shifted = c.binary_op(B::ShiftRight, value, shifts, sp, b);
            let mask = c.uint_splat(0xff, 4, sp, b);
            c.binary_op(B::And, shifted, mask, sp, b)
        };
        let r = bytes(self, reference, block);
        let zero4 = self.uint_splat(0, 4, sp, block);
        let one4 = self.uint_splat(1, 4, sp, block);
        let used = self.binary_op(B::NotEqual, r, zero4, sp, block);
        let mut sums = Vec::new();
        for k in 0..4u64 {
            let window = if k == 0 {
                lo
            } else {
                let down = self.uint_splat(8 * k, 0, sp, block);
                let up = self.uint_splat(32 - 8 * k, 0, sp, block);
                let l = self.binary_op(B::ShiftRight, lo, down, sp, block);
                let h = self.binary_op(B::ShiftLeft, hi, up, sp, block);
                self.binary_op(B::InclusiveOr, l, h, sp, block)
            };
            let src = bytes(self, window, block);
            let big = self.math_of(M::Max, &[r, src], sp, block);
            let small = self.math_of(M::Min, &[r, src], sp, block);
            let diff = self.binary_op(B::Subtract, big, small, sp, block);
            let masked = self.add(
                Expression::Select {
                    condition: used,
                    accept: diff,
                    reject: zero4,
                },
                sp,
                block,
            );
            let sum = self.math_of(M::Dot, &[masked, one4], sp, block);
            let acc = self.component(accum, k as u32, sp, block);
            sums.push(self.binary_op(B::Add, acc, sum, sp, block));
        }
        Ok(self.add(
            Expression::Compose {
                ty: uint4,
                components: sums,
            },
            sp,
            block,
        ))
    }

    fn vec2_f32(&mut self) -> Handle<naga::Type> {
        self.m.module.types.insert(
            naga::Type {
                name: None,
                inner: naga::TypeInner::Vector {
                    size: naga::VectorSize::Bi,
                    scalar: naga::Scalar::F32,
                },
            },
            naga::Span::default(),
        )
    }

    /// Screen-space derivatives: naga's in pixel shaders; in compute
    /// shaders from quad reads (coarse: lanes 1 − 0 and 2 − 0 of the quad;
    /// fine: the invocation's own row or column).
    fn derivative(
        &mut self,
        op: Intrinsic,
        x: Handle<Expression>,
        s: Scalar,
        n: u8,
        sp: Span,
        block: &mut Block,
    ) -> Lowered<Handle<Expression>> {
        use naga::{DerivativeAxis as Ax, DerivativeControl as Ctl};
        use Intrinsic as I;
        if self.m.stage != Stage::Compute {
            let (axis, ctrl) = match op {
                I::Ddx => (Ax::X, Ctl::None),
                I::Ddy => (Ax::Y, Ctl::None),
                I::DdxCoarse => (Ax::X, Ctl::Coarse),
                I::DdxFine => (Ax::X, Ctl::Fine),
                I::DdyCoarse => (Ax::Y, Ctl::Coarse),
                I::DdyFine => (Ax::Y, Ctl::Fine),
                _ => (Ax::Width, Ctl::None),
            };
            return Ok(self.add(
                Expression::Derivative {
                    axis,
                    ctrl,
                    expr: x,
                },
                sp,
                block,
            ));
        }
        let ty = self.vec_type(s, n, sp)?;
        let coarse = |c: &mut Self, from: u32, b: &mut Block| -> Lowered<Handle<Expression>> {
            let to = c.quad_broadcast(x, from, ty, sp, b);
            let base = c.quad_broadcast(x, 0, ty, sp, b);
            Ok(c.binary_op(B::Subtract, to, base, sp, b))
        };
        Ok(match op {
            I::Ddx | I::DdxCoarse => coarse(self, 1, block)?,
            I::Ddy | I::DdyCoarse => coarse(self, 2, block)?,
            I::DdxFine | I::DdyFine => {
                let (dir, bit) = if op == I::DdxFine {
                    (naga::Direction::X, 1)
                } else {
                    (naga::Direction::Y, 2)
                };
                let other = self.gather(GatherMode::QuadSwap(dir), x, ty, sp, block);
                // Lanes with the bit set are the far side: x − other.
                let lane = self.lane_builtin(LaneBuiltin::Index, sp, block);
                let b = self.uint_splat(bit, 0, sp, block);
                let and = self.binary_op(B::And, lane, b, sp, block);
                let zero = self.uint_splat(0, 0, sp, block);
                let far = self.binary_op(B::NotEqual, and, zero, sp, block);
                let fwd = self.binary_op(B::Subtract, x, other, sp, block);
                let back = self.binary_op(B::Subtract, other, x, sp, block);
                self.add(
                    Expression::Select {
                        condition: far,
                        accept: fwd,
                        reject: back,
                    },
                    sp,
                    block,
                )
            }
            _ => {
                let dx = coarse(self, 1, block)?;
                let dy = coarse(self, 2, block)?;
                let ax = self.math_of(M::Abs, &[dx], sp, block);
                let ay = self.math_of(M::Abs, &[dy], sp, block);
                self.binary_op(B::Add, ax, ay, sp, block)
            }
        })
    }

    fn quad_broadcast(
        &mut self,
        x: Handle<Expression>,
        lane: u32,
        ty: Handle<naga::Type>,
        sp: Span,
        block: &mut Block,
    ) -> Handle<Expression> {
        let index = self.uint_splat(u64::from(lane), 0, sp, block);
        self.gather(GatherMode::QuadBroadcast(index), x, ty, sp, block)
    }

    /// A `SubgroupGather` of `argument` (of naga type `ty`).
    fn gather(
        &mut self,
        mode: GatherMode,
        argument: Handle<Expression>,
        ty: Handle<naga::Type>,
        sp: Span,
        block: &mut Block,
    ) -> Handle<Expression> {
        let result = Expression::SubgroupOperationResult { ty };
        self.subgroup_statement(result, sp, block, |result| Statement::SubgroupGather {
            mode,
            argument,
            result,
        })
    }

    /// A subgroup statement whose result is the expression `result`: the
    /// pending expressions are emitted first, as before any statement.
    fn subgroup_statement(
        &mut self,
        result: Expression,
        sp: Span,
        block: &mut Block,
        statement: impl FnOnce(Handle<Expression>) -> Statement,
    ) -> Handle<Expression> {
        self.flush(block);
        let result = self
            .f
            .expressions
            .append(result, crate::resources::span(sp));
        block.push(statement(result), crate::resources::span(sp));
        self.start();
        result
    }

    fn collective(
        &mut self,
        op: So,
        collective_op: Co,
        argument: Handle<Expression>,
        ty: Handle<naga::Type>,
        sp: Span,
        block: &mut Block,
    ) -> Handle<Expression> {
        let result = Expression::SubgroupOperationResult { ty };
        self.subgroup_statement(result, sp, block, |result| {
            Statement::SubgroupCollectiveOperation {
                op,
                collective_op,
                argument,
                result,
            }
        })
    }

    /// `WaveGetLaneIndex()` or `WaveGetLaneCount()`: a load of the private
    /// global the entry wrapper stores the builtin in.
    fn lane_builtin(
        &mut self,
        which: LaneBuiltin,
        sp: Span,
        block: &mut Block,
    ) -> Handle<Expression> {
        let vars = self.m.lane_globals();
        let g = vars[which as usize];
        let pointer = self.add(Expression::GlobalVariable(g), sp, block);
        self.load(pointer, sp, block)
    }

    /// A literal `uint` operand (a constant lane index), if it is one.
    fn constant_index(&self, e: ExprId) -> Option<u32> {
        let mut e = e;
        loop {
            match self.body.exprs[e].kind {
                ExprKind::Literal(Literal::Uint(v)) => return u32::try_from(v).ok(),
                ExprKind::Literal(Literal::Sint(v)) => return u32::try_from(v).ok(),
                ExprKind::Convert(inner) => e = inner,
                _ => return None,
            }
        }
    }

    fn wave_op(
        &mut self,
        op: Intrinsic,
        args: &[ExprId],
        vals: &[Handle<Expression>],
        ty: TypeId,
        sp: Span,
        block: &mut Block,
    ) -> Lowered<Handle<Expression>> {
        use Intrinsic as I;
        let program = self.m.program;
        let arg_ty = args.first().map_or(ty, |&a| self.body.exprs[a].ty);
        let (s, n) = types::shape(program, arg_ty).unwrap_or((Scalar::U32, 0));
        let ret_ty = self.m.ty(ty, Layout::Natural, sp)?;
        let bool_ty = self.m.ty(Types::BOOL, Layout::Natural, sp)?;
        let uint_ty = self.m.ty(Types::UINT, Layout::Natural, sp)?;
        match op {
            I::WaveGetLaneCount => return Ok(self.lane_builtin(LaneBuiltin::Size, sp, block)),
            I::WaveGetLaneIndex => return Ok(self.lane_builtin(LaneBuiltin::Index, sp, block)),
            I::WaveIsFirstLane => {
                let lane = self.lane_builtin(LaneBuiltin::Index, sp, block);
                let first = self.gather(GatherMode::BroadcastFirst, lane, uint_ty, sp, block);
                return Ok(self.binary_op(B::Equal, lane, first, sp, block));
            }
            _ => {}
        }
        // Bools cross lanes as uint.
        let is_bool = s.kind == ScalarKind::Bool;
        let (x, x_ty) = if is_bool && !matches!(op, I::WaveActiveAnyTrue | I::WaveActiveAllTrue) {
            let u = self.convert_scalar(vals[0], Scalar::BOOL, Scalar::U32, n, sp, block)?;
            (u, self.vec_type(Scalar::U32, n, sp)?)
        } else {
            (vals[0], self.vec_type(s, n, sp)?)
        };
        let back = |c: &mut Self, v: Handle<Expression>, b: &mut Block| {
            if is_bool {
                c.convert_scalar(v, Scalar::U32, Scalar::BOOL, n, sp, b)
            } else {
                Ok(v)
            }
        };
        let count = |c: &mut Self, co: Co, b: &mut Block| -> Lowered<Handle<Expression>> {
            let one = c.uint_splat(1, 0, sp, b);
            let zero = c.uint_splat(0, 0, sp, b);
            let bit = c.add(
                Expression::Select {
                    condition: vals[0],
                    accept: one,
                    reject: zero,
                },
                sp,
                b,
            );
            Ok(c.collective(So::Add, co, bit, uint_ty, sp, b))
        };
        let reduce = |so| (so, Co::Reduce);
        let collective = match op {
            I::WaveActiveSum => Some(reduce(So::Add)),
            I::WaveActiveProduct => Some(reduce(So::Mul)),
            I::WaveActiveMin => Some(reduce(So::Min)),
            I::WaveActiveMax => Some(reduce(So::Max)),
            I::WaveActiveBitAnd => Some(reduce(So::And)),
            I::WaveActiveBitOr => Some(reduce(So::Or)),
            I::WaveActiveBitXor => Some(reduce(So::Xor)),
            I::WavePrefixSum => Some((So::Add, Co::ExclusiveScan)),
            I::WavePrefixProduct => Some((So::Mul, Co::ExclusiveScan)),
            _ => None,
        };
        if let Some((so, co)) = collective {
            let r = self.collective(so, co, x, x_ty, sp, block);
            return back(self, r, block);
        }
        Ok(match op {
            I::WaveActiveAnyTrue => self.collective(So::Any, Co::Reduce, x, bool_ty, sp, block),
            I::WaveActiveAllTrue => self.collective(So::All, Co::Reduce, x, bool_ty, sp, block),
            I::WaveActiveCountBits => count(self, Co::Reduce, block)?,
            I::WavePrefixCountBits => count(self, Co::ExclusiveScan, block)?,
            I::WaveActiveBallot => {
                let predicate = Some(vals[0]);
                let result = Expression::SubgroupBallotResult;
                self.subgroup_statement(result, sp, block, |result| Statement::SubgroupBallot {
                    result,
                    predicate,
                })
            }
            I::WaveReadLaneFirst => {
                let r = self.gather(GatherMode::BroadcastFirst, x, x_ty, sp, block);
                back(self, r, block)?
            }
            I::WaveReadLaneAt => {
                let mode = match self.constant_index(args[1]) {
                    Some(i) => {
                        let c = self.uint_splat(u64::from(i), 0, sp, block);
                        GatherMode::Broadcast(c)
                    }
                    None => GatherMode::Shuffle(vals[1]),
                };
                let r = self.gather(mode, x, x_ty, sp, block);
                back(self, r, block)?
            }
            I::WaveActiveAllEqual => {
                let first = self.gather(GatherMode::BroadcastFirst, x, x_ty, sp, block);
                let eq = self.binary_op(B::Equal, x, first, sp, block);
                let mut parts = Vec::new();
                for i in 0..n.max(1) {
                    let c = if n == 0 {
                        eq
                    } else {
                        self.component(eq, u32::from(i), sp, block)
                    };
                    parts.push(self.collective(So::All, Co::Reduce, c, bool_ty, sp, block));
                }
                if n == 0 {
                    parts[0]
                } else {
                    self.add(
                        Expression::Compose {
                            ty: ret_ty,
                            components: parts,
                        },
                        sp,
                        block,
                    )
                }
            }
            I::QuadReadAcrossX | I::QuadReadAcrossY | I::QuadReadAcrossDiagonal => {
                let dir = match op {
                    I::QuadReadAcrossX => naga::Direction::X,
                    I::QuadReadAcrossY => naga::Direction::Y,
                    _ => naga::Direction::Diagonal,
                };
                let r = self.gather(GatherMode::QuadSwap(dir), x, x_ty, sp, block);
                back(self, r, block)?
            }
            I::QuadAny | I::QuadAll => {
                // The lane's vote combined with the other three's, as
                // uint (0 or 1): `|` for any, `&` for all.
                let join = if op == I::QuadAny {
                    B::InclusiveOr
                } else {
                    B::And
                };
                let mut acc = x;
                for dir in [
                    naga::Direction::X,
                    naga::Direction::Y,
                    naga::Direction::Diagonal,
                ] {
                    let r = self.gather(GatherMode::QuadSwap(dir), x, x_ty, sp, block);
                    acc = self.binary_op(join, acc, r, sp, block);
                }
                back(self, acc, block)?
            }
            I::QuadReadLaneAt => {
                let mode = match self.constant_index(args[1]) {
                    Some(i) => {
                        let c = self.uint_splat(u64::from(i & 3), 0, sp, block);
                        GatherMode::QuadBroadcast(c)
                    }
                    None => {
                        // A shuffle to (lane & ~3) | (i & 3).
                        let lane = self.lane_builtin(LaneBuiltin::Index, sp, block);
                        let hi = self.uint_splat(!3u32 as u64, 0, sp, block);
                        let quad = self.binary_op(B::And, lane, hi, sp, block);
                        let lo = self.uint_splat(3, 0, sp, block);
                        let within = self.binary_op(B::And, vals[1], lo, sp, block);
                        let at = self.binary_op(B::InclusiveOr, quad, within, sp, block);
                        GatherMode::Shuffle(at)
                    }
                };
                let r = self.gather(mode, x, x_ty, sp, block);
                back(self, r, block)?
            }
            _ => return unsupported(format!("the intrinsic '{}'", op.name()), sp),
        })
    }
}

/// Which subgroup builtin [`FnCtx::lane_builtin`] reads.
#[derive(Clone, Copy)]
pub(crate) enum LaneBuiltin {
    Index = 0,
    Size = 1,
}

impl crate::func::ModuleCtx<'_> {
    /// The private globals holding the subgroup invocation id and size,
    /// created on first use.
    pub(crate) fn lane_globals(&mut self) -> [Handle<naga::GlobalVariable>; 2] {
        if let Some(v) = self.lane_vars {
            return v;
        }
        let u32_ty = crate::types::u32_type(&mut self.module);
        let mut var = |name: &str| {
            self.module.global_variables.append(
                naga::GlobalVariable {
                    name: Some(name.into()),
                    space: naga::AddressSpace::Private,
                    binding: None,
                    ty: u32_ty,
                    init: None,
                    memory_decorations: Default::default(),
                },
                naga::Span::default(),
            )
        };
        let v = [var("wave_lane_index"), var("wave_lane_count")];
        self.lane_vars = Some(v);
        v
    }
}

/// Whether a module uses subgroup operations (SPIR-V needs version 1.3).
pub(crate) fn module_uses_subgroups(module: &naga::Module) -> bool {
    let subgroup = |s: &Statement| {
        matches!(
            s,
            Statement::SubgroupBallot { .. }
                | Statement::SubgroupCollectiveOperation { .. }
                | Statement::SubgroupGather { .. }
        )
    };
    crate::statements::find_statement(module, &subgroup).is_some()
        || module.entry_points.iter().any(|e| {
            e.function.arguments.iter().any(|a| {
                matches!(
                    a.binding,
                    Some(naga::Binding::BuiltIn(
                        naga::BuiltIn::SubgroupSize | naga::BuiltIn::SubgroupInvocationId
                    ))
                )
            })
        })
}
