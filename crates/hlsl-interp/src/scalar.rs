//! Scalar arithmetic on the interpreter's canonical component encoding.
//!
//! Every scalar component is a `u64`: `bool` is 0 or 1, signed integers are
//! sign-extended from their width, unsigned ones zero-extended, `half` and
//! `float` hold the `f32` bits (a `half` value is always exactly
//! representable in binary16) and `double` the `f64` bits. Keeping one
//! encoding makes copies, places and memory width-agnostic; operations look
//! at the [`Scalar`] only where the width matters.

use hlsl_sema::ir::{BinaryOp, UnaryOp};
use hlsl_sema::types::{Scalar, ScalarKind};

/// Normalises an integer result to its width (wrap-around) and a bool to 0/1.
pub fn wrap(s: Scalar, v: u64) -> u64 {
    match (s.kind, s.width) {
        (ScalarKind::Sint, 1) => v as i8 as i64 as u64,
        (ScalarKind::Sint, 2) => v as i16 as i64 as u64,
        (ScalarKind::Sint, 4) => v as i32 as i64 as u64,
        (ScalarKind::Uint, 1) => v as u8 as u64,
        (ScalarKind::Uint, 2) => v as u16 as u64,
        (ScalarKind::Uint, 4) => v as u32 as u64,
        (ScalarKind::Bool, _) => (v != 0) as u64,
        _ => v,
    }
}

pub fn f32_of(v: u64) -> f32 {
    f32::from_bits(v as u32)
}

pub fn f64_of(v: u64) -> f64 {
    f64::from_bits(v)
}

/// Rounds an `f32` to binary16 precision.
pub fn round_half(x: f32) -> f32 {
    half::f16::from_f32(x).to_f32()
}

/// Encodes a float result of the float type `s` computed in `f32`.
pub fn from_f32(s: Scalar, x: f32) -> u64 {
    if s.width == 2 {
        round_half(x).to_bits() as u64
    } else if s.width == 8 {
        (x as f64).to_bits()
    } else {
        x.to_bits() as u64
    }
}

/// Encodes a float value of the float type `s`, rounding to its precision.
pub fn from_f64(s: Scalar, x: f64) -> u64 {
    if s.width == 8 {
        x.to_bits()
    } else {
        from_f32(s, x as f32)
    }
}

/// A float component as `f64` (exact for every float width).
pub fn float_value(s: Scalar, v: u64) -> f64 {
    if s.width == 8 {
        f64_of(v)
    } else {
        f32_of(v) as f64
    }
}

/// Whether a component is non-zero (NaN counts as non-zero).
pub fn truthy(s: Scalar, v: u64) -> bool {
    match s.kind {
        ScalarKind::Float => float_value(s, v) != 0.0,
        _ => v != 0,
    }
}

/// The encoding of `1` in `s`.
pub fn one(s: Scalar) -> u64 {
    match s.kind {
        ScalarKind::Float => from_f32(s, 1.0),
        _ => 1,
    }
}

fn bits(s: Scalar) -> u32 {
    s.width as u32 * 8
}

/// `a op b` for two components of scalar type `s`. Comparisons give a bool;
/// for shifts `b` is the shift amount (any integer encoding).
pub fn binary(op: BinaryOp, s: Scalar, a: u64, b: u64) -> u64 {
    use BinaryOp::*;
    match s.kind {
        ScalarKind::Float if s.width == 8 => {
            let (x, y) = (f64_of(a), f64_of(b));
            match op {
                Add => (x + y).to_bits(),
                Sub => (x - y).to_bits(),
                Mul => (x * y).to_bits(),
                Div => (x / y).to_bits(),
                Rem => (x % y).to_bits(),
                Eq => (x == y) as u64,
                Ne => (x != y) as u64,
                Lt => (x < y) as u64,
                Le => (x <= y) as u64,
                Gt => (x > y) as u64,
                Ge => (x >= y) as u64,
                LogicalAnd => (x != 0.0 && y != 0.0) as u64,
                LogicalOr => (x != 0.0 || y != 0.0) as u64,
                BitAnd | BitOr | BitXor | Shl | Shr => 0,
            }
        }
        ScalarKind::Float => {
            let (x, y) = (f32_of(a), f32_of(b));
            let r = match op {
                Add => x + y,
                Sub => x - y,
                Mul => x * y,
                Div => x / y,
                Rem => x % y,
                Eq => return (x == y) as u64,
                Ne => return (x != y) as u64,
                Lt => return (x < y) as u64,
                Le => return (x <= y) as u64,
                Gt => return (x > y) as u64,
                Ge => return (x >= y) as u64,
                LogicalAnd => return (x != 0.0 && y != 0.0) as u64,
                LogicalOr => return (x != 0.0 || y != 0.0) as u64,
                BitAnd | BitOr | BitXor | Shl | Shr => return 0,
            };
            from_f32(s, r)
        }
        ScalarKind::Sint => {
            let (x, y) = (a as i64, b as i64);
            let r = match op {
                Add => x.wrapping_add(y),
                Sub => x.wrapping_sub(y),
                Mul => x.wrapping_mul(y),
                // Division by zero gives the dividend and remainder by zero 0
                // (naga's and WGSL's rule); the width's MIN / -1
                // wraps back to MIN once narrowed.
                Div if y == 0 => x,
                Div => x.wrapping_div(y),
                Rem if y == 0 => 0,
                Rem => x.wrapping_rem(y),
                BitAnd => x & y,
                BitOr => x | y,
                BitXor => x ^ y,
                Shl => x.wrapping_shl(b as u32 & (bits(s) - 1)),
                // `x` is sign-extended, so an i64 shift is the width's shift.
                Shr => x >> (b as u32 & (bits(s) - 1)),
                Eq => return (x == y) as u64,
                Ne => return (x != y) as u64,
                Lt => return (x < y) as u64,
                Le => return (x <= y) as u64,
                Gt => return (x > y) as u64,
                Ge => return (x >= y) as u64,
                LogicalAnd => return (x != 0 && y != 0) as u64,
                LogicalOr => return (x != 0 || y != 0) as u64,
            };
            wrap(s, r as u64)
        }
        ScalarKind::Uint | ScalarKind::Bool => {
            let (x, y) = (a, b);
            let r = match op {
                Add => x.wrapping_add(y),
                Sub => x.wrapping_sub(y),
                Mul => x.wrapping_mul(y),
                Div if y == 0 => x,
                Div => x / y,
                Rem if y == 0 => 0,
                Rem => x % y,
                BitAnd => x & y,
                BitOr => x | y,
                BitXor => x ^ y,
                Shl => x.wrapping_shl(b as u32 & (bits(s) - 1)),
                Shr => x >> (b as u32 & (bits(s) - 1)),
                Eq => return (x == y) as u64,
                Ne => return (x != y) as u64,
                Lt => return (x < y) as u64,
                Le => return (x <= y) as u64,
                Gt => return (x > y) as u64,
                Ge => return (x >= y) as u64,
                LogicalAnd => return (x != 0 && y != 0) as u64,
                LogicalOr => return (x != 0 || y != 0) as u64,
            };
            wrap(s, r)
        }
    }
}

/// `op a` for a component of scalar type `s`.
pub fn unary(op: UnaryOp, s: Scalar, a: u64) -> u64 {
    match op {
        UnaryOp::Neg => match s.kind {
            ScalarKind::Float if s.width == 8 => (-f64_of(a)).to_bits(),
            ScalarKind::Float => (-f32_of(a)).to_bits() as u64,
            _ => wrap(s, 0u64.wrapping_sub(a)),
        },
        UnaryOp::Not => (!truthy(s, a)) as u64,
        UnaryOp::BitNot => wrap(s, !a),
    }
}

/// The range a float of type `from` is clamped to before it converts to
/// the integer type `to`: the integer type's limits, each rounded toward
/// zero to a value of the float type (WGSL's rule; naga's
/// `min_max_float_representable_by`).
fn float_int_bounds(from: Scalar, to: Scalar) -> (f64, f64) {
    let bits = 8 * u32::from(to.width);
    let (lo, hi): (i128, i128) = if to.kind == ScalarKind::Sint {
        (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1)
    } else {
        (0, (1i128 << bits) - 1)
    };
    // The largest value of the float type at most `hi`; the lower limits
    // (0 and -2^(bits-1)) are exact in every float type wide enough to reach
    // them, and a `half` never reaches the others.
    let hi = match from.width {
        2 => {
            let h = half::f16::from_f64(hi as f64);
            let h = if h.is_infinite() || h.to_f64() as i128 > hi {
                half::f16::from_bits(h.to_bits() - 1)
            } else {
                h
            };
            h.to_f64()
        }
        4 => {
            let f = hi as f32;
            let f = if f as i128 > hi {
                f32::from_bits(f.to_bits() - 1)
            } else {
                f
            };
            f as f64
        }
        _ => {
            let d = hi as f64;
            if d as i128 > hi {
                f64::from_bits(d.to_bits() - 1)
            } else {
                d
            }
        }
    };
    (lo as f64, hi)
}

/// Converts a component from `from` to `to`: integers wrap, floats to
/// integers saturate with NaN giving 0, anything to bool tests non-zero.
///
/// Saturation follows WGSL's rule, which naga's back ends implement (the
/// IR's documented semantics, `hlsl_sema::ir`): an out-of-range float
/// gives the integer closest to it that the float type can also hold, so
/// `float` 2^31 converts to `int` 2147483520, not 2147483647 (found by
/// differential testing, seed 631; `tests/compute/float_to_int_range`).
pub fn convert(from: Scalar, to: Scalar, v: u64) -> u64 {
    use ScalarKind::*;
    match (from.kind, to.kind) {
        (_, Bool) => truthy(from, v) as u64,
        (Float, Float) => from_f64(to, float_value(from, v)),
        (Float, Sint | Uint) => {
            // `clamp` keeps NaN, which `as` then maps to 0.
            let (lo, hi) = float_int_bounds(from, to);
            let x = float_value(from, v).clamp(lo, hi);
            match (to.kind, to.width) {
                (Sint, 1) => x as i8 as i64 as u64,
                (Sint, 2) => x as i16 as i64 as u64,
                (Sint, 4) => x as i32 as i64 as u64,
                (Sint, _) => x as i64 as u64,
                (_, 1) => x as u8 as u64,
                (_, 2) => x as u16 as u64,
                (_, 4) => x as u32 as u64,
                _ => x as u64,
            }
        }
        (Sint, Float) => {
            let x = v as i64;
            if to.width == 8 {
                (x as f64).to_bits()
            } else {
                from_f32(to, x as f32)
            }
        }
        (Uint | Bool, Float) => {
            if to.width == 8 {
                (v as f64).to_bits()
            } else {
                from_f32(to, v as f32)
            }
        }
        (_, Sint | Uint) => wrap(to, v),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn integer_edge_cases() {
        let i = Scalar::I32;
        let min = i32::MIN as i64 as u64;
        let m1 = -1i64 as u64;
        assert_eq!(binary(BinaryOp::Div, i, min, m1), min);
        assert_eq!(binary(BinaryOp::Rem, i, min, m1), 0);
        assert_eq!(binary(BinaryOp::Div, i, 7, 0), 7);
        assert_eq!(binary(BinaryOp::Rem, Scalar::U32, 7, 0), 0);
        assert_eq!(binary(BinaryOp::Add, i, i32::MAX as u64, 1), min);
        assert_eq!(binary(BinaryOp::Shl, Scalar::U32, 1, 33), 2);
        assert_eq!(binary(BinaryOp::Shr, i, m1, 35), m1);
        assert_eq!(
            binary(BinaryOp::Shr, Scalar::U32, 0xffff_ffff, 4),
            0x0fff_ffff
        );
        assert_eq!(
            binary(BinaryOp::Mul, Scalar::U16, 300, 300),
            (90000 % 65536) as u64
        );
        assert_eq!(unary(UnaryOp::Neg, i, min), min);
        assert_eq!(unary(UnaryOp::BitNot, Scalar::U32, 0), 0xffff_ffff);
    }

    #[test]
    fn conversions_saturate() {
        let f = Scalar::F32;
        assert_eq!(convert(f, Scalar::I32, f32::NAN.to_bits() as u64), 0);
        // WGSL's rule: the closest integer a float can hold.
        assert_eq!(
            convert(f, Scalar::I32, 1e20f32.to_bits() as u64),
            2_147_483_520
        );
        assert_eq!(
            convert(f, Scalar::I32, (-1e20f32).to_bits() as u64),
            i32::MIN as i64 as u64
        );
        assert_eq!(
            convert(f, Scalar::U32, 1e20f32.to_bits() as u64),
            4_294_967_040
        );
        assert_eq!(
            convert(Scalar::F64, Scalar::I32, 1e20f64.to_bits()),
            i32::MAX as u64
        );
        assert_eq!(
            convert(Scalar::F64, Scalar::I64, 1e20f64.to_bits()),
            (i64::MAX - 1023) as u64
        );
        assert_eq!(
            convert(f, Scalar::U64, 1e30f32.to_bits() as u64),
            u64::MAX - (1 << 40) + 1
        );
        let big_half = 60000f32.to_bits() as u64;
        assert_eq!(convert(Scalar::F16, Scalar::I16, big_half), 32752);
        assert_eq!(convert(f, Scalar::U32, (-5.0f32).to_bits() as u64), 0);
        assert_eq!(convert(Scalar::I32, Scalar::U32, -1i64 as u64), 0xffff_ffff);
        assert_eq!(convert(f, Scalar::BOOL, f32::NAN.to_bits() as u64), 1);
        let h = convert(f, Scalar::F16, 0.1f32.to_bits() as u64);
        assert_eq!(f32_of(h), half::f16::from_f32(0.1).to_f32());
    }

    #[test]
    fn float_arithmetic_is_single_precision() {
        let f = Scalar::F32;
        let a = 16_777_216f32.to_bits() as u64;
        let one = 1f32.to_bits() as u64;
        assert_eq!(f32_of(binary(BinaryOp::Add, f, a, one)), 16_777_216.0);
    }
}
