//! Places of one component with per-lane bases (`x[i]`, `sums[ti]`), the
//! accesses that dominate buffer and `groupshared` kernels, and writes to
//! one component of a local. The root, and
//! for a buffer the element's scalar, are resolved once per access rather
//! than once per lane, and a 32-bit buffer element is loaded straight into
//! the slot. Other places, textures, other element scalars and a parallel
//! worker's unaligned elements take the general path in `place.rs`, which gives the
//! same results. In a parallel dispatch the buffer loops go through the
//! shared words (`shared.rs`).

use super::{Machine, Mask, PlaceRef, INVALID};
use crate::compile::Root;
use hlsl_sema::types::ScalarKind;

/// A buffer of 32-bit scalar elements: its element stride, the scalar's
/// byte offset in the element, and whether it is a signed integer (stored
/// sign-extended in slots).
#[derive(Clone, Copy)]
struct Words {
    buf: usize,
    stride: usize,
    off: usize,
    signed: bool,
}

/// Byte address of component `c` (a whole element) in a [`Words`] buffer.
#[inline]
fn address(c: usize, w: Words) -> Option<usize> {
    c.checked_mul(w.stride)?.checked_add(w.off)
}

/// The little-endian `u32` at byte `at`, if it lies inside `bytes`.
#[inline]
fn load(bytes: &[u8], at: usize) -> Option<u32> {
    let raw = bytes.get(at..at.checked_add(4)?)?;
    Some(u32::from_le_bytes(raw.try_into().ok()?))
}

/// Lane `l`'s base, or `None` when its index was out of bounds.
#[inline]
fn base(arena: &[u64], b: usize, l: usize, q: usize) -> Option<usize> {
    let base = arena[b + l] as usize;
    if base == INVALID {
        None
    } else {
        base.checked_add(q)
    }
}

/// The bytes lanes `0..lanes` of a [`Words`] buffer access with bases at
/// `b` (component `q` of each) cover, when every lane is active and the
/// bases are consecutive elements in bounds (`y[id.x]` over a whole
/// group): the byte range of lane 0's element to the last one's end. Such
/// an access is one tight loop over memory instead of a checked load per
/// lane.
#[inline]
fn consecutive(
    arena: &[u64],
    b: usize,
    q: usize,
    lanes: usize,
    mask: &Mask,
    w: Words,
    len: usize,
) -> Option<std::ops::Range<usize>> {
    // Folds without early exits, which the compiler vectorises.
    if lanes == 0 || !mask[..lanes].iter().fold(true, |all, &m| all & m) {
        return None;
    }
    let first = arena[b];
    // Consecutive values are never INVALID (usize::MAX) unless the last
    // one is, which the byte-range check below rules out.
    let mut next = first;
    let mut steps = true;
    for &v in &arena[b..b + lanes] {
        steps &= v == next;
        next = next.wrapping_add(1);
    }
    if !steps {
        return None;
    }
    let start = address((first as usize).checked_add(q)?, w)?;
    let end = start
        .checked_add((lanes - 1).checked_mul(w.stride)?)?
        .checked_add(4)?;
    (end <= len).then_some(start..end)
}

/// Loads the words of `bytes` (one per `stride` bytes, the last one may
/// end the slice) into `out`, sign-extended if `signed`.
#[inline]
fn load_run(out: &mut [u64], bytes: &[u8], stride: usize, signed: bool) {
    let word = |raw: &[u8]| u32::from_le_bytes([raw[0], raw[1], raw[2], raw[3]]);
    match (stride, signed) {
        // Tightly packed: chunks of a constant size, which vectorise.
        (4, false) => {
            for (d, raw) in out.iter_mut().zip(bytes.chunks_exact(4)) {
                *d = u32::from_le_bytes([raw[0], raw[1], raw[2], raw[3]]) as u64;
            }
        }
        (4, true) => {
            for (d, raw) in out.iter_mut().zip(bytes.chunks_exact(4)) {
                *d = i32::from_le_bytes([raw[0], raw[1], raw[2], raw[3]]) as i64 as u64;
            }
        }
        (_, false) => {
            for (d, raw) in out.iter_mut().zip(bytes.chunks(stride)) {
                *d = word(raw) as u64;
            }
        }
        (_, true) => {
            for (d, raw) in out.iter_mut().zip(bytes.chunks(stride)) {
                *d = word(raw) as i32 as i64 as u64;
            }
        }
    }
}

impl<'p> Machine<'p, '_> {
    /// Resource global `g` as a [`Words`] buffer, if it is one (aligned to
    /// words in a parallel dispatch, whose memory is words).
    fn words(&self, g: usize) -> Option<Words> {
        let info = &self.res[g];
        if info.texture || info.shape.flat != 1 {
            return None;
        }
        let shape = &info.shape;
        let aligned = || {
            shape.stride.is_multiple_of(4)
                && shape
                    .structured
                    .first()
                    .is_some_and(|o| o.is_multiple_of(4))
        };
        if self.mem.is_some() && !aligned() {
            return None;
        }
        let s = *info.shape.scalars.first()?;
        let signed = match (s.kind, s.width) {
            (ScalarKind::Float | ScalarKind::Uint, 4) => false,
            (ScalarKind::Sint, 4) => true,
            _ => return None,
        };
        Some(Words {
            buf: info.buf?,
            stride: info.shape.stride as usize,
            off: *info.shape.structured.first()? as usize,
            signed,
        })
    }

    /// Reads `p` into the slot at `dst` for the lanes in `mask` if it is a
    /// place this module handles (out-of-bounds lanes read zero); false
    /// otherwise.
    pub(super) fn read_one(
        &self,
        arena: &mut [u64],
        p: &PlaceRef<'p>,
        dst: usize,
        mask: &Mask,
    ) -> bool {
        let (Some(b), &[q]) = (p.base, p.pattern) else {
            return false;
        };
        let q = q as usize;
        let lanes = self.lanes;
        assert!(b + lanes <= arena.len() && dst + lanes <= arena.len() && mask.len() >= lanes);
        match p.root {
            Root::Resource(g) => {
                let Some(w) = self.words(g) else {
                    return false;
                };
                let bytes = match &self.mem {
                    None => &self.bufs[w.buf][..],
                    Some(m) => m.plain(w.buf).unwrap_or_default(),
                };
                if let (Some(m), true) = (&self.mem, bytes.is_empty()) {
                    for l in 0..lanes {
                        if !mask[l] {
                            continue;
                        }
                        let v = base(arena, b, l, q)
                            .and_then(|c| address(c, w))
                            .and_then(|at| m.read_u32(w.buf, at));
                        arena[dst + l] = match v {
                            Some(v) if w.signed => v as i32 as i64 as u64,
                            Some(v) => v as u64,
                            None => 0,
                        };
                    }
                    self.check_conflict();
                    return true;
                }
                if let Some(r) = consecutive(arena, b, q, lanes, mask, w, bytes.len()) {
                    load_run(&mut arena[dst..dst + lanes], &bytes[r], w.stride, w.signed);
                    return true;
                }
                for l in 0..lanes {
                    if !mask[l] {
                        continue;
                    }
                    let v = base(arena, b, l, q)
                        .and_then(|c| address(c, w))
                        .and_then(|at| load(bytes, at));
                    arena[dst + l] = match v {
                        Some(v) if w.signed => v as i32 as i64 as u64,
                        Some(v) => v as u64,
                        None => 0,
                    };
                }
            }
            Root::Shared(i) => {
                let from = &self.shared[i][..];
                for l in 0..lanes {
                    if mask[l] {
                        let c = base(arena, b, l, q);
                        arena[dst + l] = c.and_then(|c| from.get(c)).copied().unwrap_or(0);
                    }
                }
            }
            Root::Private(i) => {
                let v = &self.privates[i];
                for l in 0..lanes {
                    if mask[l] {
                        arena[dst + l] = match base(arena, b, l, q) {
                            Some(c) if c < v.w => v.d[l * v.w + c],
                            _ => 0,
                        };
                    }
                }
            }
            Root::Local { at, w: rw } => {
                for l in 0..lanes {
                    if mask[l] {
                        arena[dst + l] = match base(arena, b, l, q) {
                            Some(c) if c < rw => arena[at + l * rw + c],
                            _ => 0,
                        };
                    }
                }
            }
            _ => return false,
        }
        true
    }

    /// Writes the slot at `src` to `p` for the lanes in `mask` if it is a
    /// place this module handles (out-of-bounds lanes write nothing);
    /// false otherwise.
    pub(super) fn write_one(
        &mut self,
        arena: &mut [u64],
        p: &PlaceRef<'p>,
        src: usize,
        mask: &Mask,
    ) -> bool {
        let lanes = self.lanes;
        if let (None, Root::Local { at, w: rw }, &[q]) = (p.base, p.root, p.pattern) {
            // A scalar local or one component of one (`acc += ...`).
            let q = q as usize;
            if q < rw {
                assert!(at + lanes * rw <= arena.len() && src + lanes <= arena.len());
                for (l, &on) in mask.iter().enumerate().take(lanes) {
                    if on {
                        arena[at + l * rw + q] = arena[src + l];
                    }
                }
            }
            return true;
        }
        let (Some(b), &[q]) = (p.base, p.pattern) else {
            return false;
        };
        let q = q as usize;
        assert!(b + lanes <= arena.len() && src + lanes <= arena.len() && mask.len() >= lanes);
        match p.root {
            Root::Resource(g) => {
                let Some(w) = self.words(g) else {
                    return false;
                };
                if let Some(m) = &mut self.mem {
                    for l in 0..lanes {
                        if mask[l] {
                            if let Some(at) = base(arena, b, l, q).and_then(|c| address(c, w)) {
                                m.write_u32(w.buf, at, arena[src + l] as u32);
                            }
                        }
                    }
                    self.check_conflict();
                    return true;
                }
                let bytes = &mut self.bufs[w.buf][..];
                if let Some(r) = consecutive(arena, b, q, lanes, mask, w, bytes.len()) {
                    let from = &arena[src..src + lanes];
                    if w.stride == 4 {
                        for (&v, raw) in from.iter().zip(bytes[r].chunks_exact_mut(4)) {
                            raw.copy_from_slice(&(v as u32).to_le_bytes());
                        }
                    } else {
                        for (&v, raw) in from.iter().zip(bytes[r].chunks_mut(w.stride)) {
                            raw[..4].copy_from_slice(&(v as u32).to_le_bytes());
                        }
                    }
                    return true;
                }
                for l in 0..lanes {
                    if !mask[l] {
                        continue;
                    }
                    let raw = base(arena, b, l, q)
                        .and_then(|c| address(c, w))
                        .and_then(|at| bytes.get_mut(at..at.checked_add(4)?));
                    if let Some(raw) = raw {
                        raw.copy_from_slice(&(arena[src + l] as u32).to_le_bytes());
                    }
                }
            }
            Root::Shared(i) => {
                let to = &mut self.shared[i][..];
                for l in 0..lanes {
                    if mask[l] {
                        if let Some(slot) = base(arena, b, l, q).and_then(|c| to.get_mut(c)) {
                            *slot = arena[src + l];
                        }
                    }
                }
            }
            Root::Private(i) => {
                let v = &mut self.privates[i];
                for l in 0..lanes {
                    if mask[l] {
                        match base(arena, b, l, q) {
                            Some(c) if c < v.w => v.d[l * v.w + c] = arena[src + l],
                            _ => {}
                        }
                    }
                }
            }
            Root::Local { at, w: rw } => {
                for l in 0..lanes {
                    if mask[l] {
                        match base(arena, b, l, q) {
                            Some(c) if c < rw => arena[at + l * rw + c] = arena[src + l],
                            _ => {}
                        }
                    }
                }
            }
            _ => return false,
        }
        true
    }
}
