//! The intrinsic functions of [`Intrinsic`], component-wise over lanes.
//! Barriers are checked by the executor before they get here and are
//! no-ops in lock-step execution.

use crate::exec::{Mask, Vals};
use crate::scalar::{self, f32_of, f64_of, from_f32};
use crate::shape::Shapes;
use hlsl_sema::ir::{BinaryOp, Intrinsic};
use hlsl_sema::types::{Scalar, ScalarKind, TypeId, TypeKind};

/// Evaluates `op` on argument values of types `tys`, giving a value of type
/// `ret`, for the lanes in `mask`.
pub fn apply(
    op: Intrinsic,
    shapes: &Shapes,
    tys: &[TypeId],
    args: &[Vals],
    ret: TypeId,
    lanes: usize,
    mask: &Mask,
) -> Vals {
    let rw = shapes.flat(ret);
    let mut out = Vals::zeros(lanes, rw);
    if args.is_empty() || rw == 0 {
        return out;
    }
    let s = shapes.types.scalar_of(tys[0]).unwrap_or(Scalar::F32);
    let rs = shapes.types.scalar_of(ret).unwrap_or(s);
    for l in mask
        .iter()
        .enumerate()
        .filter_map(|(l, &on)| on.then_some(l))
    {
        let a: Vec<&[u64]> = args.iter().map(|v| v.lane(l)).collect();
        let dst = out.lane_mut(l);
        match op {
            Intrinsic::Dot => dst[0] = dot(s, a[0], a[1]),
            Intrinsic::Length => dst[0] = length(s, a[0]),
            Intrinsic::Distance => {
                let d = sub(s, a[0], a[1]);
                dst[0] = length(s, &d);
            }
            Intrinsic::Normalize => {
                let len = length(s, a[0]);
                for (d, &x) in dst.iter_mut().zip(a[0]) {
                    *d = scalar::binary(BinaryOp::Div, s, x, len);
                }
            }
            Intrinsic::Cross => {
                if a[0].len() == 3 && a[1].len() == 3 && dst.len() == 3 {
                    let (x, y) = (a[0], a[1]);
                    let m = |i: usize, j: usize| scalar::binary(BinaryOp::Mul, s, x[i], y[j]);
                    for (k, (i, j)) in [(1, 2), (2, 0), (0, 1)].into_iter().enumerate() {
                        dst[k] = scalar::binary(BinaryOp::Sub, s, m(i, j), m(j, i));
                    }
                }
            }
            Intrinsic::Mul | Intrinsic::Transpose | Intrinsic::Determinant => {
                // A vector is a row on the left of `mul` and a column on its right.
                let dims: Vec<(usize, usize)> = tys
                    .iter()
                    .enumerate()
                    .map(|(i, &t)| match (matrix_dims(shapes, t), i) {
                        (Some(d), _) => d,
                        (None, 0) => (1, shapes.flat(t)),
                        (None, _) => (shapes.flat(t), 1),
                    })
                    .collect();
                matrix_op(op, s, &a, &dims, dst);
            }
            Intrinsic::All => dst[0] = a[0].iter().all(|&x| scalar::truthy(s, x)) as u64,
            Intrinsic::Any => dst[0] = a[0].iter().any(|&x| scalar::truthy(s, x)) as u64,
            _ => {
                for (k, d) in dst.iter_mut().enumerate() {
                    let c = |i: usize| {
                        let v = a.get(i).copied().unwrap_or(&[]);
                        v.get(k).or(v.first()).copied().unwrap_or(0)
                    };
                    *d = component(op, s, rs, c(0), c(1), c(2));
                }
            }
        }
    }
    out
}

/// (rows, columns) of a matrix type.
fn matrix_dims(shapes: &Shapes, ty: TypeId) -> Option<(usize, usize)> {
    match *shapes.types.get(ty) {
        TypeKind::Matrix { rows, cols, .. } => Some((rows as usize, cols as usize)),
        _ => None,
    }
}

/// `mul`, `transpose`, `determinant` on row-major flat components.
fn matrix_op(op: Intrinsic, s: Scalar, a: &[&[u64]], dims: &[(usize, usize)], dst: &mut [u64]) {
    let mul = |x: u64, y: u64| scalar::binary(BinaryOp::Mul, s, x, y);
    let add = |x: u64, y: u64| scalar::binary(BinaryOp::Add, s, x, y);
    let get = |m: &[u64], i: usize| m.get(i).copied().unwrap_or(0);
    match op {
        Intrinsic::Transpose => {
            let (r, c) = dims[0];
            for i in 0..r {
                for j in 0..c {
                    if let Some(d) = dst.get_mut(j * r + i) {
                        *d = get(a[0], i * c + j);
                    }
                }
            }
        }
        Intrinsic::Determinant => {
            let n = dims[0].0;
            let m: Vec<f64> = (0..n * n)
                .map(|i| scalar::float_value(s, get(a[0], i)))
                .collect();
            if let Some(d) = dst.first_mut() {
                *d = scalar::from_f64(s, determinant(&m, n));
            }
        }
        _ => {
            let ((ar, ac), (_, bc)) = (dims[0], dims[1]);
            for i in 0..ar {
                for j in 0..bc {
                    let mut acc = scalar::convert(Scalar::I32, s, 0);
                    for k in 0..ac {
                        acc = add(acc, mul(get(a[0], i * ac + k), get(a[1], k * bc + j)));
                    }
                    if let Some(d) = dst.get_mut(i * bc + j) {
                        *d = acc;
                    }
                }
            }
        }
    }
}

/// Laplace expansion along the first row (n ≤ 4).
fn determinant(m: &[f64], n: usize) -> f64 {
    if n == 1 {
        return m[0];
    }
    let mut total = 0.0;
    for col in 0..n {
        let minor: Vec<f64> = (1..n)
            .flat_map(|r| (0..n).filter(move |&c| c != col).map(move |c| (r, c)))
            .map(|(r, c)| m[r * n + c])
            .collect();
        let sign = if col % 2 == 0 { 1.0 } else { -1.0 };
        total += sign * m[col] * determinant(&minor, n - 1);
    }
    total
}

fn sub(s: Scalar, a: &[u64], b: &[u64]) -> Vec<u64> {
    a.iter()
        .zip(b)
        .map(|(&x, &y)| scalar::binary(BinaryOp::Sub, s, x, y))
        .collect()
}

fn dot(s: Scalar, a: &[u64], b: &[u64]) -> u64 {
    a.iter().zip(b).fold(0, |acc, (&x, &y)| {
        let p = scalar::binary(BinaryOp::Mul, s, x, y);
        scalar::binary(BinaryOp::Add, s, acc, p)
    })
}

fn length(s: Scalar, v: &[u64]) -> u64 {
    float1(Intrinsic::Sqrt, s, dot(s, v, v))
}

fn min_max(max: bool, s: Scalar, a: u64, b: u64) -> u64 {
    match s.kind {
        ScalarKind::Float if s.width == 8 => {
            let (x, y) = (f64_of(a), f64_of(b));
            if max { x.max(y) } else { x.min(y) }.to_bits()
        }
        ScalarKind::Float => {
            let (x, y) = (f32_of(a), f32_of(b));
            if max { x.max(y) } else { x.min(y) }.to_bits() as u64
        }
        ScalarKind::Sint => {
            let (x, y) = (a as i64, b as i64);
            (if max { x.max(y) } else { x.min(y) }) as u64
        }
        _ => {
            if max {
                a.max(b)
            } else {
                a.min(b)
            }
        }
    }
}

/// A one-argument float function in the precision of `s`.
fn float1(op: Intrinsic, s: Scalar, x: u64) -> u64 {
    if s.width == 8 {
        let x = f64_of(x);
        let r = match op {
            Intrinsic::Sqrt => x.sqrt(),
            Intrinsic::Rsqrt => 1.0 / x.sqrt(),
            Intrinsic::Floor => x.floor(),
            Intrinsic::Ceil => x.ceil(),
            Intrinsic::Frac => x - x.floor(),
            Intrinsic::Round => x.round_ties_even(),
            Intrinsic::Trunc => x.trunc(),
            Intrinsic::Exp => x.exp(),
            Intrinsic::Exp2 => x.exp2(),
            Intrinsic::Log => x.ln(),
            Intrinsic::Log2 => x.log2(),
            Intrinsic::Sin => x.sin(),
            Intrinsic::Cos => x.cos(),
            Intrinsic::Tan => x.tan(),
            Intrinsic::Radians => x.to_radians(),
            Intrinsic::Degrees => x.to_degrees(),
            Intrinsic::Saturate if x.is_nan() => 0.0,
            Intrinsic::Saturate => x.clamp(0.0, 1.0),
            _ => x,
        };
        return r.to_bits();
    }
    let x = f32_of(x);
    let r = match op {
        Intrinsic::Sqrt => x.sqrt(),
        Intrinsic::Rsqrt => 1.0 / x.sqrt(),
        Intrinsic::Floor => x.floor(),
        Intrinsic::Ceil => x.ceil(),
        Intrinsic::Frac => x - x.floor(),
        Intrinsic::Round => x.round_ties_even(),
        Intrinsic::Trunc => x.trunc(),
        Intrinsic::Exp => x.exp(),
        Intrinsic::Exp2 => x.exp2(),
        Intrinsic::Log => x.ln(),
        Intrinsic::Log2 => x.log2(),
        Intrinsic::Sin => x.sin(),
        Intrinsic::Cos => x.cos(),
        Intrinsic::Tan => x.tan(),
        Intrinsic::Radians => x.to_radians(),
        Intrinsic::Degrees => x.to_degrees(),
        // NaN saturates to 0 (D3D).
        Intrinsic::Saturate if x.is_nan() => 0.0,
        Intrinsic::Saturate => x.clamp(0.0, 1.0),
        _ => x,
    };
    from_f32(s, r)
}

/// The 32 low bits of a component, as `asuint` and friends see them.
fn bits32(s: Scalar, x: u64) -> u32 {
    match (s.kind, s.width) {
        (ScalarKind::Float, 8) => (f64_of(x) as f32).to_bits(),
        _ => x as u32,
    }
}

/// One component of a component-wise intrinsic; `s` is the first
/// argument's scalar and `rs` the result's.
fn component(op: Intrinsic, s: Scalar, rs: Scalar, a: u64, b: u64, c: u64) -> u64 {
    use BinaryOp::{Add, Mul, Sub};
    use Intrinsic::*;
    match op {
        Abs => match s.kind {
            ScalarKind::Float => float_abs(s, a),
            ScalarKind::Sint => scalar::wrap(s, (a as i64).wrapping_abs() as u64),
            _ => a,
        },
        Min => min_max(false, s, a, b),
        Max => min_max(true, s, a, b),
        Clamp => min_max(false, s, min_max(true, s, a, b), c),
        Pow => {
            if s.width == 8 {
                f64_of(a).powf(f64_of(b)).to_bits()
            } else {
                from_f32(s, f32_of(a).powf(f32_of(b)))
            }
        }
        // Rust's `%` on floats is C's fmod: truncated, with the sign of `a`.
        Fmod => {
            if s.width == 8 {
                (f64_of(a) % f64_of(b)).to_bits()
            } else {
                from_f32(s, f32_of(a) % f32_of(b))
            }
        }
        Step => {
            let ge = if s.width == 8 {
                f64_of(b) >= f64_of(a)
            } else {
                f32_of(b) >= f32_of(a)
            };
            scalar::convert(Scalar::F32, s, (ge as u8 as f32).to_bits() as u64)
        }
        Lerp => {
            let d = scalar::binary(Sub, s, b, a);
            scalar::binary(Add, s, a, scalar::binary(Mul, s, d, c))
        }
        Mad => scalar::binary(Add, s, scalar::binary(Mul, s, a, b), c),
        AsUint | AsInt => scalar::wrap(rs, bits32(s, a) as u64),
        AsFloat => from_f32(rs, f32::from_bits(bits32(s, a))),
        CountBits => scalar::wrap(rs, (a as u32).count_ones() as u64),
        ReverseBits => scalar::wrap(rs, (a as u32).reverse_bits() as u64),
        FirstBitLow => {
            let x = a as u32;
            let r = if x == 0 { u32::MAX } else { x.trailing_zeros() };
            scalar::wrap(rs, r as u64)
        }
        FirstBitHigh => {
            let mut x = a as u32;
            // On a signed value, the first bit that differs from the sign.
            if s.kind == ScalarKind::Sint && (x as i32) < 0 {
                x = !x;
            }
            let r = if x == 0 {
                u32::MAX
            } else {
                31 - x.leading_zeros()
            };
            scalar::wrap(rs, r as u64)
        }
        Saturate | Sqrt | Rsqrt | Floor | Ceil | Frac | Round | Trunc | Exp | Exp2 | Log | Log2
        | Sin | Cos | Tan | Radians | Degrees => float1(op, s, a),
        _ => a,
    }
}

fn float_abs(s: Scalar, a: u64) -> u64 {
    if s.width == 8 {
        f64_of(a).abs().to_bits()
    } else {
        f32_of(a).abs().to_bits() as u64
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bit_intrinsics() {
        let (u, i) = (Scalar::U32, Scalar::I32);
        let f = |op, s, x: u64| component(op, s, s, x, 0, 0);
        assert_eq!(f(Intrinsic::FirstBitLow, u, 0), 0xffff_ffff);
        assert_eq!(f(Intrinsic::FirstBitLow, u, 8), 3);
        assert_eq!(f(Intrinsic::FirstBitHigh, u, 8), 3);
        assert_eq!(f(Intrinsic::FirstBitHigh, i, -1i64 as u64), -1i64 as u64);
        assert_eq!(f(Intrinsic::FirstBitHigh, i, -9i64 as u64), 3);
        assert_eq!(f(Intrinsic::CountBits, u, 0xf0f0), 8);
        assert_eq!(f(Intrinsic::ReverseBits, u, 1), 0x8000_0000);
        assert_eq!(
            f(Intrinsic::Abs, i, i32::MIN as i64 as u64),
            i32::MIN as i64 as u64
        );
        let fl = Scalar::F32;
        let nan = f32::NAN.to_bits() as u64;
        assert_eq!(f(Intrinsic::Saturate, fl, nan), 0);
        assert_eq!(
            f32_of(f(Intrinsic::Round, fl, 2.5f32.to_bits() as u64)),
            2.0
        );
        assert_eq!(
            component(Intrinsic::AsUint, fl, u, 1f32.to_bits() as u64, 0, 0),
            0x3f80_0000
        );
    }
}
