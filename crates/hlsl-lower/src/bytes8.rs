//! 8-bit integers (WHLSL's `char` and `uchar`): naga has no 8-bit
//! scalars, so a value lives in an `i32`/`u32` holding it sign- or
//! zero-extended (the interpreter's encoding too). Operations whose result
//! can leave the 8-bit range (`+ - * / %`, `<<`, unary `-` and `~`, and
//! conversions to 8 bits) wrap it back: `(x << 24) >> 24` for `char`, `x &
//! 0xFF` for `uchar`. Conversions from floats saturate to the 8-bit range
//! first (the IR's rule). Shift amounts are taken modulo 8. Buffers of
//! 8-bit scalars are not supported (WHLSL binds 32-bit data only).

use crate::func::FnCtx;
use crate::resources::literal;
use crate::Lowered;
use hlsl_base::Span;
use hlsl_sema::ir::{BinaryOp, Literal, UnaryOp};
use hlsl_sema::types::{Scalar, ScalarKind};
use naga::{BinaryOperator as B, Block, Expression, Handle};

/// The 32-bit scalar an 8-bit one is computed in.
pub(crate) fn wide(s: Scalar) -> Scalar {
    Scalar {
        kind: s.kind,
        width: 4,
    }
}

/// Whether `s` is an 8-bit integer.
pub(crate) fn is_byte(s: Scalar) -> bool {
    s.width == 1 && s.is_integer()
}

impl FnCtx<'_, '_> {
    /// Wraps a 32-bit result to the 8-bit scalar `s` (`n` components).
    pub(crate) fn wrap_byte(
        &mut self,
        v: Handle<Expression>,
        s: Scalar,
        n: u8,
        sp: Span,
        block: &mut Block,
    ) -> Handle<Expression> {
        if s.kind == ScalarKind::Uint {
            let mask = self.splat_literal(naga::Literal::U32(0xFF), n, sp, block);
            return self.add(
                Expression::Binary {
                    op: B::And,
                    left: v,
                    right: mask,
                },
                sp,
                block,
            );
        }
        let by = self.splat_literal(naga::Literal::U32(24), n, sp, block);
        let up = self.add(
            Expression::Binary {
                op: B::ShiftLeft,
                left: v,
                right: by,
            },
            sp,
            block,
        );
        self.add(
            Expression::Binary {
                op: B::ShiftRight,
                left: up,
                right: by,
            },
            sp,
            block,
        )
    }

    /// `l op r` on 8-bit integers, computed in 32 bits and wrapped.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn byte_binary(
        &mut self,
        op: BinaryOp,
        l: Handle<Expression>,
        r: Handle<Expression>,
        s: Scalar,
        n: u8,
        sp: Span,
        block: &mut Block,
    ) -> Lowered<Handle<Expression>> {
        let r = if matches!(op, BinaryOp::Shl | BinaryOp::Shr) {
            // Modulo 8; the 32-bit shift below masks with 31 as well.
            let r = if s.kind == ScalarKind::Sint {
                self.add(
                    Expression::As {
                        expr: r,
                        kind: naga::ScalarKind::Uint,
                        convert: None,
                    },
                    sp,
                    block,
                )
            } else {
                r
            };
            let seven = self.splat_literal(naga::Literal::U32(7), n, sp, block);
            let masked = self.add(
                Expression::Binary {
                    op: B::And,
                    left: r,
                    right: seven,
                },
                sp,
                block,
            );
            if s.kind == ScalarKind::Sint {
                self.add(
                    Expression::As {
                        expr: masked,
                        kind: naga::ScalarKind::Sint,
                        convert: None,
                    },
                    sp,
                    block,
                )
            } else {
                masked
            }
        } else {
            r
        };
        let v = self.binary_shaped(op, l, r, wide(s), n, sp, block)?;
        Ok(match op {
            BinaryOp::Add
            | BinaryOp::Sub
            | BinaryOp::Mul
            | BinaryOp::Div
            | BinaryOp::Rem
            | BinaryOp::Shl => self.wrap_byte(v, s, n, sp, block),
            _ => v,
        })
    }

    /// `op v` on 8-bit integers.
    pub(crate) fn byte_unary(
        &mut self,
        op: UnaryOp,
        v: Handle<Expression>,
        s: Scalar,
        n: u8,
        sp: Span,
        block: &mut Block,
    ) -> Lowered<Handle<Expression>> {
        let r = self.unary_shaped(op, v, wide(s), n, sp, block)?;
        Ok(match op {
            UnaryOp::Neg | UnaryOp::BitNot => self.wrap_byte(r, s, n, sp, block),
            UnaryOp::Not => r,
        })
    }

    /// A conversion from or to an 8-bit integer.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn byte_convert(
        &mut self,
        v: Handle<Expression>,
        fs: Scalar,
        ts: Scalar,
        n: u8,
        sp: Span,
        block: &mut Block,
    ) -> Lowered<Handle<Expression>> {
        let from = if is_byte(fs) { wide(fs) } else { fs };
        if !is_byte(ts) {
            return self.convert_scalar(v, from, ts, n, sp, block);
        }
        let v = if from.is_float() {
            // Saturate to the 8-bit range before converting.
            let (lo, hi) = if ts.kind == ScalarKind::Sint {
                (-128.0, 127.0)
            } else {
                (0.0, 255.0)
            };
            let lo = literal(Literal::Float(lo), from, sp)?;
            let lo = self.splat_literal(lo, n, sp, block);
            let hi = literal(Literal::Float(hi), from, sp)?;
            let hi = self.splat_literal(hi, n, sp, block);
            self.add(
                Expression::Math {
                    fun: naga::MathFunction::Clamp,
                    arg: v,
                    arg1: Some(lo),
                    arg2: Some(hi),
                    arg3: None,
                },
                sp,
                block,
            )
        } else {
            v
        };
        let c = self.convert_scalar(v, from, wide(ts), n, sp, block)?;
        Ok(if from.kind == ScalarKind::Bool {
            c
        } else {
            self.wrap_byte(c, ts, n, sp, block)
        })
    }
}
