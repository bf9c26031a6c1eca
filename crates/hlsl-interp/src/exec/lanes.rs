//! Component loops over all lanes of a slot at once. Pure operations run
//! on every lane, active or not (an inactive lane's result is never read),
//! which keeps the loops free of mask tests; the common `float`, `int` and
//! `uint` operators get loops of their own so the operator is chosen once
//! per expression rather than once per component.

use crate::scalar::{self, f32_of};
use hlsl_sema::ir::BinaryOp;
use hlsl_sema::types::{Scalar, ScalarKind};

/// `arena[out + i] = f(arena[a + i], arena[b + i])` for `i < n`.
#[inline(always)]
fn zip(arena: &mut [u64], out: usize, a: usize, b: usize, n: usize, f: impl Fn(u64, u64) -> u64) {
    // One bounds check up front instead of three per component.
    assert!(out + n <= arena.len() && a + n <= arena.len() && b + n <= arena.len());
    for i in 0..n {
        arena[out + i] = f(arena[a + i], arena[b + i]);
    }
}

/// `arena[out + i] = f(arena[x + i])` for `i < n`.
#[inline(always)]
pub fn map(arena: &mut [u64], out: usize, x: usize, n: usize, f: impl Fn(u64) -> u64) {
    assert!(out + n <= arena.len() && x + n <= arena.len());
    // Disjoint slots (the usual case) as two slices: no bounds checks and
    // no reloads for fear of aliasing, so the loop vectorises.
    if out >= x + n {
        let (src, dst) = arena.split_at_mut(out);
        for (d, &v) in dst[..n].iter_mut().zip(&src[x..x + n]) {
            *d = f(v);
        }
    } else if x >= out + n {
        let (dst, src) = arena.split_at_mut(x);
        for (d, &v) in dst[out..out + n].iter_mut().zip(&src[..n]) {
            *d = f(v);
        }
    } else {
        for i in 0..n {
            arena[out + i] = f(arena[x + i]);
        }
    }
}

/// Copies `n` components from `from` to `to` (the ranges may overlap).
#[inline]
pub fn copy(arena: &mut [u64], from: usize, to: usize, n: usize) {
    if from == to {
        return;
    }
    // A lane's few components: a `memmove` call would cost more than the
    // copy.
    match n {
        0 => {}
        1 => arena[to] = arena[from],
        2 => fixed::<2>(arena, from, to),
        3 => fixed::<3>(arena, from, to),
        4 => fixed::<4>(arena, from, to),
        _ => arena.copy_within(from..from + n, to),
    }
}

/// `arena[to + l] = arena[from + l * stride]` for `l < n`: one component
/// of every lane of a slot `stride` wide, into a slot one wide.
pub fn gather(arena: &mut [u64], from: usize, stride: usize, to: usize, n: usize) {
    if n == 0 {
        return;
    }
    if stride == 1 {
        // A one-wide slot (a scalar local): a plain copy.
        arena.copy_within(from..from + n, to);
        return;
    }
    let end = from + (n - 1) * stride + 1;
    // Disjoint ranges (the usual case) as two slices, which keeps the
    // loop free of bounds checks.
    if to >= end {
        let (src, dst) = arena.split_at_mut(to);
        let src = src[from..end].iter().step_by(stride);
        for (d, &s) in dst[..n].iter_mut().zip(src) {
            *d = s;
        }
    } else if to + n <= from {
        let (dst, src) = arena.split_at_mut(from);
        let src = src[..end - from].iter().step_by(stride);
        for (d, &s) in dst[to..to + n].iter_mut().zip(src) {
            *d = s;
        }
    } else {
        for l in 0..n {
            arena[to + l] = arena[from + l * stride];
        }
    }
}

/// Copies each active lane's `w` components from the slot at `from` to
/// the slot at `to` (a local's or the return value's, whose inactive lanes
/// must keep their values).
pub fn copy_masked(arena: &mut [u64], from: usize, to: usize, w: usize, mask: &[bool]) {
    if w == 1 {
        let lanes = mask.len();
        assert!(from + lanes <= arena.len() && to + lanes <= arena.len());
        for (l, &on) in mask.iter().enumerate() {
            if on {
                arena[to + l] = arena[from + l];
            }
        }
        return;
    }
    for (l, &on) in mask.iter().enumerate() {
        if on {
            copy(arena, from + l * w, to + l * w, w);
        }
    }
}

#[inline(always)]
fn fixed<const N: usize>(arena: &mut [u64], from: usize, to: usize) {
    let mut tmp = [0u64; N];
    tmp.copy_from_slice(&arena[from..from + N]);
    arena[to..to + N].copy_from_slice(&tmp);
}

fn f32b(x: f32) -> u64 {
    x.to_bits() as u64
}

/// `a op b` over `lanes` lanes; a width-1 operand is broadcast over the
/// other's components.
pub fn binary(
    arena: &mut [u64],
    op: BinaryOp,
    s: Scalar,
    (a, aw): (usize, usize),
    (b, bw): (usize, usize),
    (out, w): (usize, usize),
    lanes: usize,
) {
    if aw == 0 || bw == 0 {
        arena[out..out + lanes * w].fill(0);
        return;
    }
    if aw != w || bw != w {
        for l in 0..lanes {
            for k in 0..w {
                let x = arena[a + l * aw + k.min(aw - 1)];
                let y = arena[b + l * bw + k.min(bw - 1)];
                arena[out + l * w + k] = scalar::binary(op, s, x, y);
            }
        }
        return;
    }
    let n = lanes * w;
    use BinaryOp::*;
    use ScalarKind::{Float, Sint, Uint};
    let z = |f: fn(u64, u64) -> u64, arena: &mut [u64]| zip(arena, out, a, b, n, f);
    match (s.kind, s.width, op) {
        (Float, 4, Add) => z(|x, y| f32b(f32_of(x) + f32_of(y)), arena),
        (Float, 4, Sub) => z(|x, y| f32b(f32_of(x) - f32_of(y)), arena),
        (Float, 4, Mul) => z(|x, y| f32b(f32_of(x) * f32_of(y)), arena),
        (Float, 4, Div) => z(|x, y| f32b(f32_of(x) / f32_of(y)), arena),
        (Float, 4, Lt) => z(|x, y| (f32_of(x) < f32_of(y)) as u64, arena),
        (Float, 4, Gt) => z(|x, y| (f32_of(x) > f32_of(y)) as u64, arena),
        (Uint, 4, Add) => z(|x, y| x.wrapping_add(y) as u32 as u64, arena),
        (Uint, 4, Sub) => z(|x, y| x.wrapping_sub(y) as u32 as u64, arena),
        (Uint, 4, Mul) => z(|x, y| x.wrapping_mul(y) as u32 as u64, arena),
        (Uint, 4, Shl) => z(|x, y| ((x as u32) << (y as u32 & 31)) as u64, arena),
        (Uint, 4, Shr) => z(|x, y| ((x as u32) >> (y as u32 & 31)) as u64, arena),
        (Uint, 4, BitXor) => z(|x, y| x ^ y, arena),
        (Uint, 4, BitAnd) => z(|x, y| x & y, arena),
        (Uint, 4, BitOr) => z(|x, y| x | y, arena),
        (Uint, 4, Lt) => z(|x, y| (x < y) as u64, arena),
        (Uint, 4, Gt) => z(|x, y| (x > y) as u64, arena),
        (Uint, 4, Le) => z(|x, y| (x <= y) as u64, arena),
        (Uint, 4, Ge) => z(|x, y| (x >= y) as u64, arena),
        (Uint | Sint, 4, Eq) => z(|x, y| (x == y) as u64, arena),
        (Uint | Sint, 4, Ne) => z(|x, y| (x != y) as u64, arena),
        (Sint, 4, Add) => z(|x, y| x.wrapping_add(y) as i32 as i64 as u64, arena),
        (Sint, 4, Sub) => z(|x, y| x.wrapping_sub(y) as i32 as i64 as u64, arena),
        (Sint, 4, Mul) => z(|x, y| x.wrapping_mul(y) as i32 as i64 as u64, arena),
        (Sint, 4, Lt) => z(|x, y| ((x as i64) < (y as i64)) as u64, arena),
        (Sint, 4, Gt) => z(|x, y| ((x as i64) > (y as i64)) as u64, arena),
        _ => zip(arena, out, a, b, n, |x, y| scalar::binary(op, s, x, y)),
    }
}

/// `arena[out + i] = arena[x + i] op 1` for `i < n` (`++` and `--`).
pub fn add_one(arena: &mut [u64], op: BinaryOp, s: Scalar, (x, out): (usize, usize), n: usize) {
    let up = op == BinaryOp::Add;
    match (s.kind, s.width) {
        (ScalarKind::Uint, 4) if up => map(arena, out, x, n, |c| (c as u32).wrapping_add(1) as u64),
        (ScalarKind::Sint, 4) if up => map(arena, out, x, n, |c| {
            (c as i32).wrapping_add(1) as i64 as u64
        }),
        _ => {
            let one = scalar::one(s);
            map(arena, out, x, n, |c| scalar::binary(op, s, c, one))
        }
    }
}
