//! Scalar operations on cells. A cell holds one scalar: integers
//! sign-extended (signed types) or zero-extended (unsigned) to 64 bits,
//! `bool` as 0 or 1, `float` and `half` as `f32` bits (`half` rounded to
//! binary16 after every operation). Integer arithmetic wraps; integer
//! division or remainder by zero traps; shift amounts are masked to the
//! width.

use super::code::{AtomicOp, Cmp, Op1, Op2};
use crate::Trap;
use hlsl_sema::whlsl::types::Scalar;

pub fn bits(s: Scalar) -> u32 {
    match s {
        Scalar::Bool => 1,
        Scalar::UChar | Scalar::Char => 8,
        Scalar::UShort | Scalar::Short | Scalar::Half => 16,
        Scalar::UInt | Scalar::Int | Scalar::Float => 32,
    }
}

/// An integer value as the cell of type `s` (wrapping).
pub fn wrap(s: Scalar, v: i64) -> u64 {
    match s {
        Scalar::Bool => (v != 0) as u64,
        Scalar::UChar => v as u8 as u64,
        Scalar::UShort => v as u16 as u64,
        Scalar::UInt => v as u32 as u64,
        Scalar::Char => v as i8 as i64 as u64,
        Scalar::Short => v as i16 as i64 as u64,
        Scalar::Int => v as i32 as i64 as u64,
        Scalar::Half => float(s, v as f32),
        Scalar::Float => float(s, v as f32),
    }
}

/// A float as the cell of type `s` (`half` rounds to binary16).
pub fn float(s: Scalar, x: f32) -> u64 {
    let x = if s == Scalar::Half {
        half::f16::from_f32(x).to_f32()
    } else {
        x
    };
    x.to_bits() as u64
}

pub fn as_f32(c: u64) -> f32 {
    f32::from_bits(c as u32)
}

fn div_zero() -> Trap {
    Trap {
        reason: "integer division by zero".into(),
    }
}

pub fn binary(op: Op2, s: Scalar, a: u64, b: u64) -> Result<u64, Trap> {
    if s.is_float() {
        let (x, y) = (as_f32(a), as_f32(b));
        let r = match op {
            Op2::Add => x + y,
            Op2::Sub => x - y,
            Op2::Mul => x * y,
            Op2::Div => x / y,
            Op2::Rem => x % y,
            _ => return Err(internal("a bit operation on floats")),
        };
        return Ok(float(s, r));
    }
    let (x, y) = (a as i64, b as i64);
    let mask = (bits(s).max(1) - 1) as i64;
    let r = match op {
        Op2::Add => x.wrapping_add(y),
        Op2::Sub => x.wrapping_sub(y),
        Op2::Mul => x.wrapping_mul(y),
        Op2::Div => x.checked_div(y).ok_or_else(div_zero)?,
        Op2::Rem => x.checked_rem(y).ok_or_else(div_zero)?,
        Op2::Shl => x.wrapping_shl((y & mask) as u32),
        Op2::Shr => x.wrapping_shr((y & mask) as u32),
        Op2::And => x & y,
        Op2::Or => x | y,
        Op2::Xor => x ^ y,
    };
    Ok(wrap(s, r))
}

pub fn unary(op: Op1, s: Scalar, a: u64) -> u64 {
    if s.is_float() {
        let x = as_f32(a);
        return float(
            s,
            match op {
                Op1::Neg => -x,
                Op1::Inc => x + 1.0,
                Op1::Dec => x - 1.0,
                Op1::Not | Op1::BitNot => x,
            },
        );
    }
    let x = a as i64;
    match op {
        Op1::Neg => wrap(s, x.wrapping_neg()),
        Op1::Not => (x == 0) as u64,
        Op1::BitNot => wrap(s, !x),
        Op1::Inc => wrap(s, x.wrapping_add(1)),
        Op1::Dec => wrap(s, x.wrapping_sub(1)),
    }
}

pub fn compare(op: Cmp, s: Scalar, a: u64, b: u64) -> bool {
    if s.is_float() {
        let (x, y) = (as_f32(a), as_f32(b));
        return match op {
            Cmp::Lt => x < y,
            Cmp::Gt => x > y,
            Cmp::Le => x <= y,
            Cmp::Ge => x >= y,
            Cmp::Eq => x == y,
            Cmp::Ne => x != y,
        };
    }
    let (x, y) = (a as i64, b as i64);
    match op {
        Cmp::Lt => x < y,
        Cmp::Gt => x > y,
        Cmp::Le => x <= y,
        Cmp::Ge => x >= y,
        Cmp::Eq => x == y,
        Cmp::Ne => x != y,
    }
}

/// Scalar conversion: integers wrap; floats to integers truncate toward
/// zero, saturating, NaN giving 0; anything to `bool` is "not zero".
/// Saturation follows WGSL's rule, as the compiled SPIR-V does (naga's
/// conversion): the integer closest to the value that the float type can
/// also hold, so `float` 3e10 is `int` 2147483520 (as the HLSL
/// interpreter, `crate::scalar::convert`).
pub fn convert(from: Scalar, to: Scalar, a: u64) -> u64 {
    if from == to {
        return a;
    }
    if to == Scalar::Bool {
        return if from.is_float() {
            (as_f32(a) != 0.0) as u64
        } else {
            (a != 0) as u64
        };
    }
    if from.is_float() {
        let x = as_f32(a);
        if to.is_float() {
            return float(to, x);
        }
        let (lo, hi) = to.range().unwrap_or((0, 0));
        // The largest value of the float type at most `hi` (the lower
        // limits, 0 and powers of two, are exact).
        let hi = if from == Scalar::Half {
            let h = half::f16::from_f64(hi as f64);
            if h.is_infinite() || h.to_f64() as i64 > hi {
                half::f16::from_bits(h.to_bits() - 1).to_f64()
            } else {
                h.to_f64()
            }
        } else {
            let f = hi as f32;
            if f as i64 > hi {
                f32::from_bits(f.to_bits() - 1) as f64
            } else {
                f as f64
            }
        };
        let v = if x.is_nan() {
            0
        } else {
            (x as f64).trunc().clamp(lo as f64, hi) as i64
        };
        return wrap(to, v);
    }
    let v = a as i64;
    if to.is_float() {
        float(to, v as f32)
    } else {
        wrap(to, v)
    }
}

/// The new value of an atomic holding `old` after `op` with `v` (and,
/// for `CompareExchange`, the compare value `cmp`), as a cell of
/// `atomic_int` (`signed`) or `atomic_uint`.
pub fn atomic(op: AtomicOp, signed: bool, old: u64, v: u64, cmp: u64) -> u64 {
    let (a, b) = (old as u32, v as u32);
    let r = match op {
        AtomicOp::Add => a.wrapping_add(b),
        AtomicOp::And => a & b,
        AtomicOp::Or => a | b,
        AtomicOp::Xor => a ^ b,
        AtomicOp::Min if signed => (a as i32).min(b as i32) as u32,
        AtomicOp::Max if signed => (a as i32).max(b as i32) as u32,
        AtomicOp::Min => a.min(b),
        AtomicOp::Max => a.max(b),
        AtomicOp::Exchange => b,
        AtomicOp::CompareExchange if a == cmp as u32 => b,
        AtomicOp::CompareExchange => a,
    };
    wrap(if signed { Scalar::Int } else { Scalar::UInt }, r as i64)
}

pub fn internal(what: &str) -> Trap {
    Trap {
        reason: format!("internal error: {what}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn integers_wrap_and_division_by_zero_traps() {
        let max = wrap(Scalar::Int, i32::MAX as i64);
        let one = wrap(Scalar::Int, 1);
        assert_eq!(
            binary(Op2::Add, Scalar::Int, max, one).unwrap() as i64,
            i32::MIN as i64
        );
        assert_eq!(binary(Op2::Sub, Scalar::UChar, 0, 1).unwrap(), 255);
        assert!(binary(Op2::Div, Scalar::UInt, 1, 0).is_err());
        let min = wrap(Scalar::Int, i32::MIN as i64);
        let m1 = wrap(Scalar::Int, -1);
        assert_eq!(binary(Op2::Div, Scalar::Int, min, m1).unwrap(), min);
    }

    #[test]
    fn conversions_saturate() {
        let big = float(Scalar::Float, 1e10);
        assert_eq!(
            convert(Scalar::Float, Scalar::Int, big) as i64,
            2_147_483_520
        );
        assert_eq!(convert(Scalar::Float, Scalar::UInt, big), 4_294_967_040);
        assert_eq!(convert(Scalar::Float, Scalar::UChar, big), 255);
        let neg = float(Scalar::Float, -3.7);
        assert_eq!(convert(Scalar::Float, Scalar::Int, neg) as i64, -3);
        assert_eq!(convert(Scalar::Float, Scalar::UInt, neg), 0);
        assert_eq!(
            convert(Scalar::Int, Scalar::UChar, wrap(Scalar::Int, 300)),
            44
        );
    }
}
