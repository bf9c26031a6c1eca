//! The intrinsic functions of [`Intrinsic`], component-wise over lanes,
//! and the cross-lane ones (waves, quads, derivatives) over a wave.
//! Barriers are checked by the executor before they get here and are
//! no-ops in lock-step execution.

use crate::exec::{Mask, Vals};
use crate::scalar::{self, f32_of, f64_of, from_f32};
use crate::shape::Shapes;
use hlsl_sema::ir::{BinaryOp, Intrinsic};
use hlsl_sema::types::{Scalar, ScalarKind, TypeId, TypeKind};

/// The most arguments [`apply`] takes (more than any intrinsic has).
pub const MAX_ARGS: usize = 8;

/// Per-lane values borrowed from elsewhere: lane `l`'s components are
/// `d[l * w..(l + 1) * w]`.
#[derive(Clone, Copy)]
pub struct View<'a> {
    pub w: usize,
    pub d: &'a [u64],
}

impl<'a> View<'a> {
    pub fn lane(&self, l: usize) -> &'a [u64] {
        &self.d[l * self.w..(l + 1) * self.w]
    }
}

/// Evaluates `op` (at most [`MAX_ARGS`] arguments, not a cross-lane one)
/// on argument values of types `tys`, giving a value of type `ret` into
/// `out` (`rw` components per lane), for the lanes in `mask`. Allocates
/// nothing.
#[allow(clippy::too_many_arguments)]
pub fn apply(
    op: Intrinsic,
    shapes: &Shapes,
    tys: &[TypeId],
    args: &[View],
    ret: TypeId,
    rw: usize,
    mask: &Mask,
    out: &mut [u64],
) {
    if args.is_empty() || rw == 0 || args.len() > MAX_ARGS {
        out.fill(0);
        return;
    }
    let s = shapes.types.scalar_of(tys[0]).unwrap_or(Scalar::F32);
    let rs = shapes.types.scalar_of(ret).unwrap_or(s);
    // A vector is a row on the left of `mul` and a column on its right.
    let mut dims = [(0, 0); MAX_ARGS];
    if matches!(
        op,
        Intrinsic::Mul | Intrinsic::Transpose | Intrinsic::Determinant
    ) {
        for (i, (&t, d)) in tys.iter().zip(&mut dims).enumerate() {
            *d = match (matrix_dims(shapes, t), i) {
                (Some(d), _) => d,
                (None, 0) => (1, shapes.flat(t)),
                (None, _) => (shapes.flat(t), 1),
            };
        }
    }
    let n = args.len();
    for l in mask
        .iter()
        .enumerate()
        .filter_map(|(l, &on)| on.then_some(l))
    {
        let mut lane_args: [&[u64]; MAX_ARGS] = [&[]; MAX_ARGS];
        for (d, v) in lane_args.iter_mut().zip(args) {
            *d = v.lane(l);
        }
        let a = &lane_args[..n];
        let dst = &mut out[l * rw..(l + 1) * rw];
        match op {
            Intrinsic::Dot => dst[0] = dot(s, a[0], a[1]),
            Intrinsic::Length => dst[0] = length(s, a[0]),
            Intrinsic::Distance => {
                let mut d = [0u64; 4];
                let k = sub(s, a[0], a[1], &mut d);
                dst[0] = length(s, &d[..k]);
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
                matrix_op(op, s, a, &dims[..n], dst);
            }
            Intrinsic::Reflect | Intrinsic::Refract | Intrinsic::Faceforward => {
                vector_op(op, s, a, dst);
            }
            Intrinsic::Dst => {
                let g = |v: &[u64], i: usize| f32_of(v.get(i).copied().unwrap_or(0));
                let r = [1.0, g(a[0], 1) * g(a[1], 1), g(a[0], 2), g(a[1], 3)];
                for (d, x) in dst.iter_mut().zip(r) {
                    *d = x.to_bits() as u64;
                }
            }
            Intrinsic::Lit => {
                let (l, h, m) = (f32_of(a[0][0]), f32_of(a[1][0]), f32_of(a[2][0]));
                let spec = if l < 0.0 || h < 0.0 { 0.0 } else { h.powf(m) };
                let r = [1.0, l.max(0.0), spec, 1.0];
                for (d, x) in dst.iter_mut().zip(r) {
                    *d = x.to_bits() as u64;
                }
            }
            Intrinsic::ColorToUbyte4 => {
                for (d, i) in dst.iter_mut().zip([2, 1, 0, 3]) {
                    let x = f32_of(a[0].get(i).copied().unwrap_or(0)) * 255.001_95;
                    *d = scalar::convert(Scalar::F32, Scalar::I32, x.to_bits() as u64);
                }
            }
            Intrinsic::Msad4 => msad4(a[0][0] as u32, a[1], a[2], dst),
            Intrinsic::PackS8
            | Intrinsic::PackU8
            | Intrinsic::PackClampS8
            | Intrinsic::PackClampU8 => {
                let mut word = 0u64;
                for (k, &x) in a[0].iter().take(4).enumerate() {
                    // Signed components are held sign-extended.
                    let v = x as i64;
                    let byte = match op {
                        Intrinsic::PackClampS8 => v.clamp(-128, 127) as u64,
                        Intrinsic::PackClampU8 => v.clamp(0, 255) as u64,
                        _ => x,
                    } & 0xff;
                    word |= byte << (8 * k);
                }
                dst[0] = word;
            }
            Intrinsic::AddUint64 => {
                for (pair, d) in dst.chunks_mut(2).enumerate() {
                    let word =
                        |v: &[u64], i: usize| v.get(2 * pair + i).copied().unwrap_or(0) as u32;
                    let x = (word(a[0], 1) as u64) << 32 | word(a[0], 0) as u64;
                    let y = (word(a[1], 1) as u64) << 32 | word(a[1], 0) as u64;
                    let sum = x.wrapping_add(y);
                    d[0] = sum as u32 as u64;
                    if let Some(h) = d.get_mut(1) {
                        *h = sum >> 32;
                    }
                }
            }
            Intrinsic::UnpackS8 | Intrinsic::UnpackU8 => {
                let word = a[0][0];
                for (k, d) in dst.iter_mut().enumerate().take(4) {
                    let byte = (word >> (8 * k)) as u8;
                    *d = if op == Intrinsic::UnpackS8 {
                        scalar::wrap(rs, byte as i8 as i64 as u64)
                    } else {
                        byte as u64
                    };
                }
            }
            // The halves' products and their sum in `float`.
            Intrinsic::Dot2Add => {
                let h = |v: &[u64], i: usize| f32_of(v.get(i).copied().unwrap_or(0));
                let d = h(a[0], 0) * h(a[1], 0) + h(a[0], 1) * h(a[1], 1);
                dst[0] = (f32_of(a[2][0]) + d).to_bits() as u64;
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
}

/// `reflect(i, n)`, `refract(i, n, eta)`, `faceforward(n, i, ng)` on
/// vectors of up to 4 components.
fn vector_op(op: Intrinsic, s: Scalar, a: &[&[u64]], dst: &mut [u64]) {
    let f = |x: u64| scalar::float_value(s, x);
    let v = |i: usize| -> [f64; 4] { std::array::from_fn(|k| a[i].get(k).map_or(0.0, |&x| f(x))) };
    let dot = |x: &[f64; 4], y: &[f64; 4]| x.iter().zip(y).map(|(p, q)| p * q).sum::<f64>();
    let r: [f64; 4] = match op {
        Intrinsic::Reflect => {
            let (i, n) = (v(0), v(1));
            let d = 2.0 * dot(&n, &i);
            std::array::from_fn(|k| i[k] - d * n[k])
        }
        Intrinsic::Refract => {
            let (i, n, eta) = (v(0), v(1), f(a[2][0]));
            let d = dot(&n, &i);
            let k = 1.0 - eta * eta * (1.0 - d * d);
            if k < 0.0 {
                [0.0; 4]
            } else {
                let t = eta * d + k.sqrt();
                std::array::from_fn(|c| eta * i[c] - t * n[c])
            }
        }
        _ => {
            // The test is on `dot(ng, i)` in the arguments' own precision:
            // in `f64` a product that underflows to -0 in `float` stays
            // negative and picks the wrong side
            // (tests/run/faceforward.hlsl, `ff2`).
            let (n, ng_dot_i) = (v(0), scalar::float_value(s, self::dot(s, a[2], a[1])));
            if ng_dot_i < 0.0 {
                n
            } else {
                n.map(|x| -x)
            }
        }
    };
    for (d, x) in dst.iter_mut().zip(r) {
        *d = scalar::from_f64(s, x);
    }
}

/// `msad4(reference, source, accum)`: for each byte offset k in 0..4, the
/// sum over the 4 bytes of `reference` that are not 0 of the absolute
/// difference with the matching byte of the 8-byte `source` window
/// starting at byte k, added to `accum[k]`.
fn msad4(reference: u32, source: &[u64], accum: &[u64], dst: &mut [u64]) {
    let lo = source.first().copied().unwrap_or(0) as u32 as u64;
    let hi = source.get(1).copied().unwrap_or(0) as u32 as u64;
    let window = hi << 32 | lo;
    for (k, d) in dst.iter_mut().enumerate() {
        let src = (window >> (8 * k)) as u32;
        let mut sum = accum.get(k).copied().unwrap_or(0) as u32;
        for b in 0..4 {
            let r = (reference >> (8 * b)) as u8;
            if r != 0 {
                let x = (src >> (8 * b)) as u8;
                sum = sum.wrapping_add(r.abs_diff(x) as u32);
            }
        }
        *d = sum as u64;
    }
}

/// What a cross-lane operation runs over: waves of `size` consecutive
/// lanes, the active ones in `mask`, and scratch memory for one wave's
/// active lanes (kept by the caller so evaluation does not allocate).
pub struct Wave<'a> {
    pub size: usize,
    pub mask: &'a [bool],
    pub members: &'a mut Vec<usize>,
}

/// Evaluates a wave, quad or derivative operation ([`Intrinsic::is_cross_lane`])
/// into `out` (zeroed, the result's width) for the active lanes. A wave is
/// `wave.size` consecutive lanes of the group (the last one may be
/// partial); a quad is 4 consecutive lanes of a wave, quad index
/// `lane % 4` = `x + 2y`. Only active lanes contribute; a read of an
/// inactive (or missing) lane gives zero for waves and the reader's own
/// value for quads (so its derivatives are 0). `first` is the first
/// argument's type (its scalar kind is the operation's).
pub fn cross_lane(
    op: Intrinsic,
    shapes: &Shapes,
    first: Option<TypeId>,
    args: &[Vals],
    out: &mut Vals,
    wave: Wave,
) {
    use Intrinsic::*;
    let Wave {
        size,
        mask,
        members,
    } = wave;
    let lanes = mask.len();
    let s = first
        .and_then(|t| shapes.types.scalar_of(t))
        .unwrap_or(Scalar::U32);
    let size = size.max(1);
    for base in (0..lanes).step_by(size) {
        members.clear();
        members.extend((base..(base + size).min(lanes)).filter(|&l| mask[l]));
        let Some(&first) = members.first() else {
            continue;
        };
        let members = &members[..];
        let arg = |i: usize, l: usize| args[i].lane(l);
        for &l in members {
            let below = members.iter().copied().filter(|&m| m < l);
            let dst = out.lane_mut(l);
            match op {
                WaveGetLaneCount => dst[0] = size as u64,
                WaveGetLaneIndex => dst[0] = (l - base) as u64,
                WaveIsFirstLane => dst[0] = (l == first) as u64,
                WaveActiveAnyTrue => dst[0] = members.iter().any(|&m| arg(0, m)[0] != 0) as u64,
                WaveActiveAllTrue => dst[0] = members.iter().all(|&m| arg(0, m)[0] != 0) as u64,
                WaveActiveCountBits => {
                    dst[0] = members.iter().filter(|&&m| arg(0, m)[0] != 0).count() as u64
                }
                WavePrefixCountBits => dst[0] = below.filter(|&m| arg(0, m)[0] != 0).count() as u64,
                WaveActiveBallot => {
                    for &m in members {
                        if arg(0, m)[0] != 0 {
                            let bit = m - base;
                            if let Some(d) = dst.get_mut(bit / 32) {
                                *d |= 1 << (bit % 32);
                            }
                        }
                    }
                }
                WaveReadLaneFirst => dst.copy_from_slice(arg(0, first)),
                WaveReadLaneAt => {
                    let at = base.saturating_add(arg(1, l)[0] as usize);
                    if at < base + size && members.contains(&at) {
                        dst.copy_from_slice(arg(0, at));
                    }
                }
                WaveActiveAllEqual => {
                    for (k, d) in dst.iter_mut().enumerate() {
                        let x = arg(0, first)[k];
                        *d = members
                            .iter()
                            .all(|&m| scalar::binary(BinaryOp::Eq, s, arg(0, m)[k], x) != 0)
                            as u64;
                    }
                }
                WaveActiveSum | WaveActiveProduct | WaveActiveMin | WaveActiveMax
                | WaveActiveBitAnd | WaveActiveBitOr | WaveActiveBitXor => {
                    reduce(op, s, members.iter().map(|&m| arg(0, m)), dst);
                }
                WavePrefixSum | WavePrefixProduct => {
                    reduce(op, s, below.map(|m| arg(0, m)), dst);
                }
                _ => {
                    // Quads and derivatives.
                    let quad = l & !3;
                    let at = |q: usize| {
                        let m = quad + q;
                        if m < lanes && mask[m] {
                            arg(0, m)
                        } else {
                            arg(0, l)
                        }
                    };
                    let q = l & 3;
                    let diff = |x: usize, y: usize, k: usize| {
                        scalar::binary(BinaryOp::Sub, s, at(x)[k], at(y)[k])
                    };
                    // Coarse derivatives use the quad's first row and
                    // column; fine ones the invocation's own.
                    let (row, col) = (q & 2, q & 1);
                    for (k, d) in dst.iter_mut().enumerate() {
                        *d = match op {
                            QuadReadAcrossX => at(q ^ 1)[k],
                            QuadReadAcrossY => at(q ^ 2)[k],
                            QuadReadAcrossDiagonal => at(q ^ 3)[k],
                            QuadReadLaneAt => at((arg(1, l)[0] as usize) & 3)[k],
                            QuadAny => (0..4).any(|q| at(q)[0] != 0) as u64,
                            QuadAll => (0..4).all(|q| at(q)[0] != 0) as u64,
                            Ddx | DdxCoarse => diff(1, 0, k),
                            DdxFine => diff(row | 1, row, k),
                            Ddy | DdyCoarse => diff(2, 0, k),
                            DdyFine => diff(col | 2, col, k),
                            _ => {
                                let (dx, dy) = (diff(1, 0, k), diff(2, 0, k));
                                let (dx, dy) = (float_abs(s, dx), float_abs(s, dy));
                                scalar::binary(BinaryOp::Add, s, dx, dy)
                            }
                        };
                    }
                }
            }
        }
    }
}

fn reduce<'v>(
    op: Intrinsic,
    s: Scalar,
    values: impl Iterator<Item = &'v [u64]> + Clone,
    dst: &mut [u64],
) {
    use Intrinsic::*;
    for (k, d) in dst.iter_mut().enumerate() {
        let mut it = values.clone().map(|v| v[k]);
        let identity = match op {
            WaveActiveProduct | WavePrefixProduct => scalar::one(s),
            WaveActiveBitAnd => scalar::wrap(s, u64::MAX),
            _ => 0,
        };
        let Some(mut acc) = it.next() else {
            *d = identity;
            continue;
        };
        for x in it {
            acc = match op {
                WaveActiveSum | WavePrefixSum => scalar::binary(BinaryOp::Add, s, acc, x),
                WaveActiveProduct | WavePrefixProduct => scalar::binary(BinaryOp::Mul, s, acc, x),
                WaveActiveMin => min_max(false, s, acc, x),
                WaveActiveMax => min_max(true, s, acc, x),
                WaveActiveBitAnd => acc & x,
                WaveActiveBitOr => acc | x,
                _ => acc ^ x,
            };
        }
        *d = acc;
    }
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
            let n = dims[0].0.min(4);
            let m: [f64; 16] = std::array::from_fn(|i| scalar::float_value(s, get(a[0], i)));
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
        let mut minor = [0.0; 16];
        let cells = (1..n).flat_map(|r| (0..n).filter(move |&c| c != col).map(move |c| (r, c)));
        for (d, (r, c)) in minor.iter_mut().zip(cells) {
            *d = m[r * n + c];
        }
        let sign = if col % 2 == 0 { 1.0 } else { -1.0 };
        total += sign * m[col] * determinant(&minor, n - 1);
    }
    total
}

/// `a - b` into `out` (up to its length); gives the components written.
fn sub(s: Scalar, a: &[u64], b: &[u64], out: &mut [u64]) -> usize {
    let mut n = 0;
    for ((d, &x), &y) in out.iter_mut().zip(a).zip(b) {
        *d = scalar::binary(BinaryOp::Sub, s, x, y);
        n += 1;
    }
    n
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

/// The unary float functions, on `f32` or `f64`.
macro_rules! unary_float {
    ($op:expr, $x:expr, $t:ty) => {{
        let x: $t = $x;
        match $op {
            Intrinsic::Sqrt => x.sqrt(),
            Intrinsic::Rsqrt => 1.0 / x.sqrt(),
            Intrinsic::Rcp => 1.0 / x,
            Intrinsic::Floor => x.floor(),
            Intrinsic::Ceil => x.ceil(),
            Intrinsic::Frac => x - x.floor(),
            Intrinsic::Round => x.round_ties_even(),
            Intrinsic::Trunc => x.trunc(),
            Intrinsic::Exp => x.exp(),
            Intrinsic::Exp2 => x.exp2(),
            Intrinsic::Log => x.ln(),
            Intrinsic::Log2 => x.log2(),
            Intrinsic::Log10 => x.log10(),
            Intrinsic::Sin => x.sin(),
            Intrinsic::Cos => x.cos(),
            Intrinsic::Tan => x.tan(),
            Intrinsic::Asin => x.asin(),
            Intrinsic::Acos => x.acos(),
            Intrinsic::Atan => x.atan(),
            Intrinsic::Sinh => x.sinh(),
            Intrinsic::Cosh => x.cosh(),
            Intrinsic::Tanh => x.tanh(),
            Intrinsic::Radians => x.to_radians(),
            Intrinsic::Degrees => x.to_degrees(),
            // NaN saturates to 0 (D3D).
            Intrinsic::Saturate if x.is_nan() => 0.0,
            Intrinsic::Saturate => x.clamp(0.0, 1.0),
            _ => x,
        }
    }};
}

/// A one-argument float function in the precision of `s`.
fn float1(op: Intrinsic, s: Scalar, x: u64) -> u64 {
    if s.width == 8 {
        return unary_float!(op, f64_of(x), f64).to_bits();
    }
    from_f32(s, unary_float!(op, f32_of(x), f32))
}

/// A two- or three-argument float function, computed in `f64` for
/// doubles and `f32` otherwise.
fn float3(
    s: Scalar,
    a: u64,
    b: u64,
    c: u64,
    f: fn(f64, f64, f64) -> f64,
    g: fn(f32, f32, f32) -> f32,
) -> u64 {
    if s.width == 8 {
        f(f64_of(a), f64_of(b), f64_of(c)).to_bits()
    } else {
        from_f32(s, g(f32_of(a), f32_of(b), f32_of(c)))
    }
}

fn smoothstep<T: num_like::Float>(lo: T, hi: T, x: T) -> T {
    let t = ((x - lo) / (hi - lo)).clamp01();
    t * t * (T::THREE - T::TWO * t)
}

/// Just enough of a float trait for the functions written once for both
/// precisions.
mod num_like {
    use std::ops::{Add, Div, Mul, Sub};
    pub trait Float:
        Copy + Add<Output = Self> + Sub<Output = Self> + Mul<Output = Self> + Div<Output = Self>
    {
        const TWO: Self;
        const THREE: Self;
        fn clamp01(self) -> Self;
    }
    impl Float for f32 {
        const TWO: f32 = 2.0;
        const THREE: f32 = 3.0;
        fn clamp01(self) -> f32 {
            if self.is_nan() {
                0.0
            } else {
                self.clamp(0.0, 1.0)
            }
        }
    }
    impl Float for f64 {
        const TWO: f64 = 2.0;
        const THREE: f64 = 3.0;
        fn clamp01(self) -> f64 {
            if self.is_nan() {
                0.0
            } else {
                self.clamp(0.0, 1.0)
            }
        }
    }
}

/// `frexp`'s mantissa (in [0.5, 1) with the sign of `x`) and exponent, for
/// a finite non-zero `x`; `(x, 0)` otherwise, as DXC's expansion gives.
fn frexp(s: Scalar, x: u64) -> (f64, f64) {
    let v = scalar::float_value(s, x);
    if v == 0.0 || !v.is_finite() {
        return (v, 0.0);
    }
    let bits = v.abs().to_bits();
    let mut e = ((bits >> 52) & 0x7ff) as i64;
    let mut m = f64::from_bits(bits);
    if e == 0 {
        // Subnormal doubles (not reachable from float inputs).
        m *= 2f64.powi(64);
        e = (((m.to_bits() >> 52) & 0x7ff) as i64) - 64;
    }
    let exp = e - 1022;
    let mant = m / 2f64.powi(exp as i32);
    (mant.copysign(v), exp as f64)
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
        And => u64::from(a != 0 && b != 0),
        Or => u64::from(a != 0 || b != 0),
        Select => {
            if a != 0 {
                b
            } else {
                c
            }
        }
        AsUint | AsInt => scalar::wrap(rs, bits32(s, a) as u64),
        AsFloat => from_f32(rs, f32::from_bits(bits32(s, a))),
        // 16- and 64-bit integers count in their own width.
        CountBits if s.width != 4 => (a & width_mask(s)).count_ones() as u64,
        ReverseBits if s.width != 4 => {
            scalar::wrap(rs, a.reverse_bits() >> (64 - 8 * s.width as u32))
        }
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
        Saturate | Sqrt | Rsqrt | Rcp | Floor | Ceil | Frac | Round | Trunc | Exp | Exp2 | Log
        | Log2 | Log10 | Sin | Cos | Tan | Asin | Acos | Atan | Sinh | Cosh | Tanh | Radians
        | Degrees => float1(op, s, a),
        Atan2 => float3(s, a, b, 0, |y, x, _| y.atan2(x), |y, x, _| y.atan2(x)),
        Ldexp => float3(s, a, b, 0, |x, e, _| x * e.exp2(), |x, e, _| x * e.exp2()),
        Smoothstep => float3(s, a, b, c, smoothstep, smoothstep),
        Fma => float3(s, a, b, c, f64::mul_add, f32::mul_add),
        Sign => {
            let sign = match s.kind {
                ScalarKind::Float => {
                    let v = scalar::float_value(s, a);
                    if v > 0.0 {
                        1
                    } else if v < 0.0 {
                        -1
                    } else {
                        0
                    }
                }
                ScalarKind::Sint => (a as i64).signum(),
                _ => (a != 0) as i64,
            };
            scalar::wrap(rs, sign as u64)
        }
        // A half is held as its value in `f32` bits: its own
        // classification, not the wider type's.
        IsNormal => u64::from(match s.width {
            2 => half::f16::from_f32(f32_of(a)).is_normal(),
            8 => f64_of(a).is_normal(),
            _ => f32_of(a).is_normal(),
        }),
        AsUint16 | AsInt16 => {
            let bits = if s.is_float() {
                half::f16::from_f32(f32_of(a)).to_bits()
            } else {
                a as u16
            };
            scalar::wrap(rs, bits as u64)
        }
        AsFloat16 if s.is_float() => a,
        AsFloat16 => from_f32(rs, half::f16::from_bits(a as u16).to_f32()),
        Dot4AddU8Packed => {
            let byte = |x: u64, k: u32| (x >> (8 * k)) as u8 as u32;
            let d = (0..4).fold(0u32, |acc, k| acc.wrapping_add(byte(a, k) * byte(b, k)));
            d.wrapping_add(c as u32) as u64
        }
        Dot4AddI8Packed => {
            let byte = |x: u64, k: u32| (x >> (8 * k)) as u8 as i8 as i32;
            let d = (0..4).fold(0i32, |acc, k| acc.wrapping_add(byte(a, k) * byte(b, k)));
            scalar::wrap(rs, d.wrapping_add(c as i32) as u32 as u64)
        }
        IsNan | IsInf | IsFinite => {
            let v = scalar::float_value(s, a);
            let r = match op {
                IsNan => v.is_nan(),
                IsInf => v.is_infinite(),
                _ => v.is_finite(),
            };
            r as u64
        }
        F32ToF16 => half::f16::from_f32(f32_of(a)).to_bits() as u64,
        F16ToF32 => from_f32(rs, half::f16::from_bits(a as u16).to_f32()),
        FrexpMantissa => scalar::from_f64(rs, frexp(s, a).0),
        FrexpExponent => scalar::from_f64(rs, frexp(s, a).1),
        AsDouble => f64::from_bits((b as u32 as u64) << 32 | a as u32 as u64).to_bits(),
        SplitDoubleLow => a as u32 as u64,
        SplitDoubleHigh => a >> 32,
        _ => a,
    }
}

/// The bits of an integer of `s`'s width.
fn width_mask(s: Scalar) -> u64 {
    match s.width {
        8 => u64::MAX,
        w => (1u64 << (8 * w as u32)) - 1,
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
    use hlsl_sema::types::Types;

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

    /// The interpreter's float results against an `f64` reference rounded
    /// to `f32`, over a sweep of each function's domain: the largest error
    /// in ULPs must stay within the tolerance docs/intrinsics.md records.
    #[test]
    fn float_tolerances() {
        use Intrinsic::*;
        type Reference = fn(f64, f64, f64) -> f64;
        type Range = (f64, f64);
        // (intrinsic, ULPs, domain of the first argument, of the second, reference)
        let table: &[(Intrinsic, u32, Range, Range, Reference)] = &[
            (Sqrt, 0, (0.0, 1e6), (0.0, 0.0), |x, _, _| x.sqrt()),
            (Rsqrt, 1, (1e-3, 1e6), (0.0, 0.0), |x, _, _| 1.0 / x.sqrt()),
            (Rcp, 0, (1e-3, 1e6), (0.0, 0.0), |x, _, _| 1.0 / x),
            (Exp, 2, (-80.0, 80.0), (0.0, 0.0), |x, _, _| x.exp()),
            (Exp2, 2, (-120.0, 120.0), (0.0, 0.0), |x, _, _| x.exp2()),
            (Log, 2, (1e-6, 1e6), (0.0, 0.0), |x, _, _| x.ln()),
            (Log2, 2, (1e-6, 1e6), (0.0, 0.0), |x, _, _| x.log2()),
            (Log10, 2, (1e-6, 1e6), (0.0, 0.0), |x, _, _| x.log10()),
            (Sin, 2, (-100.0, 100.0), (0.0, 0.0), |x, _, _| x.sin()),
            (Cos, 2, (-100.0, 100.0), (0.0, 0.0), |x, _, _| x.cos()),
            (Tan, 2, (-1.5, 1.5), (0.0, 0.0), |x, _, _| x.tan()),
            (Asin, 2, (-1.0, 1.0), (0.0, 0.0), |x, _, _| x.asin()),
            (Acos, 2, (-1.0, 1.0), (0.0, 0.0), |x, _, _| x.acos()),
            (Atan, 2, (-100.0, 100.0), (0.0, 0.0), |x, _, _| x.atan()),
            (Sinh, 2, (-80.0, 80.0), (0.0, 0.0), |x, _, _| x.sinh()),
            (Cosh, 2, (-80.0, 80.0), (0.0, 0.0), |x, _, _| x.cosh()),
            (Tanh, 3, (-10.0, 10.0), (0.0, 0.0), |x, _, _| x.tanh()),
            (Atan2, 2, (-10.0, 10.0), (-10.0, 10.0), |y, x, _| y.atan2(x)),
            (Pow, 2, (1e-3, 100.0), (-10.0, 10.0), |x, y, _| x.powf(y)),
            (Ldexp, 2, (-100.0, 100.0), (-20.0, 20.0), |x, e, _| {
                x * e.exp2()
            }),
            (Smoothstep, 4, (-1.0, 1.0), (0.0, 0.0), |lo, _, x| {
                let t = ((x - lo) / (2.0 - lo)).clamp(0.0, 1.0);
                t * t * (3.0 - 2.0 * t)
            }),
        ];
        let f = Scalar::F32;
        let enc = |x: f64| (x as f32).to_bits() as u64;
        let steps = 4001;
        let mut failures = Vec::new();
        for &(op, ulps, (a0, a1), (b0, b1), reference) in table {
            let mut worst = (0u64, 0.0, 0.0);
            for i in 0..steps {
                let t = i as f64 / (steps - 1) as f64;
                // Round the inputs to f32 first: the reference sees the same.
                let a = (a0 + (a1 - a0) * t) as f32 as f64;
                let b = (b0 + (b1 - b0) * (1.0 - t * t)) as f32 as f64;
                let c = (0.5 + 1.5 * t) as f32 as f64;
                let (x, y, z) = match op {
                    Smoothstep => (a, 2.0, c),
                    _ => (a, b, c),
                };
                let got = f32_of(component(op, f, f, enc(x), enc(y), enc(z)));
                let want = reference(x, y, z) as f32;
                if want.is_nan() && got.is_nan() {
                    continue;
                }
                let d = ulp_distance(got, want);
                if d > worst.0 {
                    worst = (d, x, y);
                }
            }
            if worst.0 > u64::from(ulps) {
                failures.push(format!(
                    "{} is {} ULPs off at ({}, {}); its tolerance is {ulps}",
                    op.name(),
                    worst.0,
                    worst.1,
                    worst.2
                ));
            }
        }
        assert!(failures.is_empty(), "{}", failures.join("\n"));
    }

    fn ulp_distance(a: f32, b: f32) -> u64 {
        let ordered = |x: f32| {
            let b = x.to_bits() as i32;
            i64::from(if b < 0 { i32::MIN.wrapping_sub(b) } else { b })
        };
        ordered(a).abs_diff(ordered(b))
    }

    /// Runs a cross-lane intrinsic over `lanes` float (or uint) values.
    fn cross(op: Intrinsic, values: &[f32], mask: &[bool], wave: usize) -> Vec<f32> {
        let types = Types::new();
        let structs = hlsl_base::Arena::default();
        let shapes = Shapes::new(&types, &structs, Default::default());
        let d = values.iter().map(|x| x.to_bits() as u64).collect();
        let arg = Vals { w: 1, d };
        let mut out = Vals::zeros(values.len(), 1);
        let mut members = Vec::new();
        let wave = Wave {
            size: wave,
            mask,
            members: &mut members,
        };
        cross_lane(op, &shapes, Some(Types::FLOAT), &[arg], &mut out, wave);
        out.d.iter().map(|&x| f32_of(x)).collect()
    }

    #[test]
    fn quads_and_derivatives() {
        use Intrinsic::*;
        // Lane l holds l * l: in each quad, x steps (0 → 1) and y steps (0 → 2).
        let v: Vec<f32> = (0..8).map(|l| (l * l) as f32).collect();
        let all = [true; 8];
        let x = cross(QuadReadAcrossX, &v, &all, 8);
        assert_eq!(x, [1.0, 0.0, 9.0, 4.0, 25.0, 16.0, 49.0, 36.0]);
        let diag = cross(QuadReadAcrossDiagonal, &v, &all, 8);
        assert_eq!(diag, [9.0, 4.0, 1.0, 0.0, 49.0, 36.0, 25.0, 16.0]);
        // Coarse: the quad's top row and left column; fine: the lane's own.
        assert_eq!(cross(DdxCoarse, &v, &all, 8)[..4], [1.0; 4]);
        assert_eq!(cross(DdxFine, &v, &all, 8)[..4], [1.0, 1.0, 5.0, 5.0]);
        assert_eq!(cross(DdyCoarse, &v, &all, 8)[..4], [4.0; 4]);
        assert_eq!(cross(DdyFine, &v, &all, 8)[..4], [4.0, 8.0, 4.0, 8.0]);
        assert_eq!(
            cross(Fwidth, &v, &all, 8)[4..],
            [(25.0 - 16.0) + (36.0 - 16.0); 4]
        );
        // An inactive lane reads as the reader's own value.
        let mut mask = all;
        mask[1] = false;
        let x = cross(QuadReadAcrossX, &v, &mask, 8);
        assert_eq!(x[0], 0.0);
        assert_eq!(x[1], 0.0, "inactive lanes get no result");
    }

    #[test]
    fn waves_use_active_lanes_only() {
        use Intrinsic::*;
        let v: Vec<f32> = (0..8).map(|l| l as f32).collect();
        let mut mask = [true; 8];
        mask[2] = false;
        // Two waves of 4: {0, 1, 3} and {4, 5, 6, 7}.
        let sum = cross(WaveActiveSum, &v, &mask, 4);
        assert_eq!(sum, [4.0, 4.0, 0.0, 4.0, 22.0, 22.0, 22.0, 22.0]);
        let prefix = cross(WavePrefixSum, &v, &mask, 4);
        assert_eq!(prefix, [0.0, 0.0, 0.0, 1.0, 0.0, 4.0, 9.0, 15.0]);
        let first = cross(
            WaveReadLaneFirst,
            &v,
            &[false, true, true, true, false, false, true, true],
            4,
        );
        assert_eq!(first, [0.0, 1.0, 1.0, 1.0, 0.0, 0.0, 6.0, 6.0]);
        let max = cross(WaveActiveMax, &v, &mask, 8);
        assert_eq!(max[0], 7.0);
    }
}
