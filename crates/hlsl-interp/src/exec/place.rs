//! Places at run time: evaluating a compiled place's indices into its
//! per-lane bases, and reading and writing its components (see
//! `compile/node.rs` for the parts of a place).

use super::{active, element, index_of, internal, Frame, Machine, Mask, INVALID};
use crate::compile::{Op, Place, Root, Step};
use crate::memory;
use crate::Trap;
use hlsl_sema::ir::{BoundsPolicy, ExprId};
use hlsl_sema::types::TypeId;

/// An evaluated place: its bases, if any, are in the frame's arena at
/// `base + lane`.
#[derive(Clone, Copy, Debug)]
pub(crate) struct PlaceRef<'p> {
    pub root: Root,
    pub pattern: &'p [u32],
    pub base: Option<usize>,
    pub ty: TypeId,
}

impl PlaceRef<'_> {
    #[inline]
    fn base(&self, arena: &[u64], l: usize) -> usize {
        self.base.map_or(0, |b| arena[b + l] as usize)
    }
}

/// A buffer's flat component index as (element, component of the element).
/// Scalar elements skip the divisions, which dominated buffer reads.
#[inline]
fn split_component(c: usize, per_element: usize) -> (usize, usize) {
    if per_element == 1 {
        (c, 0)
    } else {
        (c / per_element, c % per_element)
    }
}

/// Copies lane 0's `w` components of the slot at `at` to every lane.
fn broadcast(arena: &mut [u64], at: usize, w: usize, lanes: usize) {
    if w == 1 {
        let v = arena[at];
        arena[at..at + lanes].fill(v);
    } else {
        for l in 1..lanes {
            super::lanes::copy(arena, at, at + l * w, w);
        }
    }
}

impl<'p> Machine<'p, '_> {
    /// Evaluates place expression `e` for the lanes in `mask`.
    pub(crate) fn place_of(
        &mut self,
        f: &mut Frame<'p>,
        e: ExprId,
        mask: &Mask,
    ) -> Result<PlaceRef<'p>, Trap> {
        let code = f.code;
        match &code.nodes[index_of(e)].op {
            Op::Place(p) => self.place(f, p, mask),
            _ => Err(internal("assignment to a value that is not a place")),
        }
    }

    pub(crate) fn place(
        &mut self,
        f: &mut Frame<'p>,
        p: &'p Place,
        mask: &Mask,
    ) -> Result<PlaceRef<'p>, Trap> {
        // The interpreter runs an operation or traps with a reason; it
        // never skips one. A place it could not compile would read zero
        // and drop writes, a silent wrong answer.
        if matches!(p.root, Root::Null) {
            return Err(Trap {
                reason: "a null pointer was dereferenced".to_string(),
            });
        }
        if matches!(p.root, Root::Invalid) {
            return Err(Trap {
                reason: "the interpreter cannot evaluate this place (a value that is not a \
                         local, a global or an element of one)"
                    .to_string(),
            });
        }
        let code = f.code;
        match p.step {
            Step::Root => {}
            Step::Same(base) => {
                self.place_of(f, base, mask)?;
            }
            Step::Index {
                base,
                index,
                idx_s,
                len,
                ew,
                contiguous,
            } => {
                let b = self.place_of(f, base, mask)?;
                self.eval(f, index, mask)?;
                let len = match (len, b.root) {
                    (Some(n), _) => n,
                    (None, Root::Resource(g)) => self.resource_len(g),
                    (None, _) => 0,
                };
                let first = b.pattern.first().copied().unwrap_or(0) as usize;
                let ix = &code.nodes[index_of(index)];
                let dst = p.base_at.unwrap_or(0);
                let lanes = self.lanes;
                // Every lane: an inactive lane's base is never used.
                let arena = &mut f.arena;
                match (ix.w, b.base, contiguous) {
                    (0, _, _) => arena[dst..dst + lanes].fill(INVALID as u64),
                    (iw, None, true) => {
                        let index = |c: u64| {
                            let i = element(idx_s, c);
                            if i < len {
                                (first + i * ew) as u64
                            } else {
                                INVALID as u64
                            }
                        };
                        if iw == 1 && !idx_s.is_float() {
                            // Integer indices are stored extended: a
                            // negative one is huge as unsigned, so one
                            // comparison bounds it.
                            let (first, ew, len) = (first, ew, len);
                            super::lanes::map(arena, dst, ix.at, lanes, move |i| {
                                let i = i as usize;
                                if i < len {
                                    (first + i * ew) as u64
                                } else {
                                    INVALID as u64
                                }
                            });
                        } else {
                            for l in 0..lanes {
                                arena[dst + l] = index(arena[ix.at + l * iw]);
                            }
                        }
                    }
                    // An index into an indexed array (`tile[y][x]`), the
                    // common case of the arm below without its per-lane
                    // tests of the index's scalar and the step's kind.
                    (1, Some(bb), true) if !idx_s.is_float() => {
                        assert!(
                            ix.at + lanes <= arena.len()
                                && bb + lanes <= arena.len()
                                && dst + lanes <= arena.len()
                        );
                        for l in 0..lanes {
                            let i = arena[ix.at + l] as usize;
                            let old = arena[bb + l] as usize;
                            arena[dst + l] = if old == INVALID || i >= len {
                                INVALID as u64
                            } else {
                                (old + first + i * ew) as u64
                            };
                        }
                    }
                    (iw, _, _) => {
                        for l in 0..lanes {
                            let i = element(idx_s, arena[ix.at + l * iw]);
                            let old = b.base(arena, l);
                            let new = if old == INVALID || i >= len {
                                INVALID
                            } else if contiguous {
                                old + first + i * ew
                            } else {
                                old + b.pattern.get(i).copied().unwrap_or(0) as usize
                            };
                            arena[dst + l] = new as u64;
                        }
                    }
                }
                if self.program.bounds == BoundsPolicy::Trap {
                    self.trap_out_of_bounds(f, dst, b.base, index, idx_s, len, mask)?;
                }
            }
            Step::Texel {
                base,
                index,
                g,
                shape,
                ew,
            } => {
                let b = self.place_of(f, base, mask)?;
                let texels = self.texel_indices(f, g, shape, index, mask)?;
                let dst = p.base_at.unwrap_or(0);
                for l in active(mask) {
                    let old = b.base(&f.arena, l);
                    let new = match texels[l] {
                        Some(t) if old != INVALID => t * ew,
                        _ => INVALID,
                    };
                    f.arena[dst + l] = new as u64;
                }
                self.texel_slots = texels;
            }
            Step::ResourceInLocal => {
                return Err(Trap {
                    reason: "resources held in local variables or parameters are not \
                             implemented in the interpreter yet"
                        .to_string(),
                })
            }
        }
        Ok(PlaceRef {
            root: p.root,
            pattern: code.pattern(p),
            base: p.base_at,
            ty: p.ty,
        })
    }

    /// [`BoundsPolicy::Trap`] (WHLSL): an active lane whose index step
    /// left its base invalid traps, unless its base was invalid already
    /// (an earlier step trapped for it then).
    #[allow(clippy::too_many_arguments)]
    fn trap_out_of_bounds(
        &self,
        f: &Frame<'p>,
        dst: usize,
        parent: Option<usize>,
        index: ExprId,
        idx_s: hlsl_sema::types::Scalar,
        len: usize,
        mask: &Mask,
    ) -> Result<(), Trap> {
        let ix = &f.code.nodes[index_of(index)];
        for l in active(mask) {
            let was_valid = parent.is_none_or(|b| f.arena[b + l] != INVALID as u64);
            if f.arena[dst + l] == INVALID as u64 && was_valid {
                let c = if ix.w > 0 {
                    f.arena[ix.at + l * ix.w]
                } else {
                    0
                };
                let i = crate::scalar::convert(idx_s, hlsl_sema::types::Scalar::I64, c) as i64;
                return Err(Trap {
                    reason: format!(
                        "array index {i} is out of bounds (the array has {len} elements)"
                    ),
                });
            }
        }
        Ok(())
    }

    /// Reads place `p` into the slot at `dst` (width: the pattern's length)
    /// for the lanes in `mask`; out-of-bounds lanes read zero.
    pub(crate) fn read(&self, f: &mut Frame<'p>, p: &PlaceRef<'p>, dst: usize, mask: &Mask) {
        let w = p.pattern.len();
        let arena = &mut f.arena;
        if p.base.is_none() && self.read_unindexed(arena, p, dst) {
            return;
        }
        if self.read_one(arena, p, dst, mask) {
            return;
        }
        // Lanes out of bounds read zero.
        if p.base.is_some() {
            for l in active(mask) {
                if p.base(arena, l) == INVALID {
                    arena[dst + l * w..dst + (l + 1) * w].fill(0);
                }
            }
        }
        let valid = |arena: &[u64], l: usize| p.base(arena, l) != INVALID;
        match p.root {
            Root::Local { at, w: rw } => {
                for l in active(mask) {
                    let base = p.base(arena, l);
                    if base == INVALID {
                        continue;
                    }
                    for (k, &q) in p.pattern.iter().enumerate() {
                        let c = base + q as usize;
                        arena[dst + l * w + k] = if c < rw { arena[at + l * rw + c] } else { 0 };
                    }
                }
            }
            Root::Private(i) => {
                let src = &self.privates[i];
                for l in active(mask) {
                    if !valid(arena, l) {
                        continue;
                    }
                    let base = p.base(arena, l);
                    let from = src.lane(l);
                    for (k, &q) in p.pattern.iter().enumerate() {
                        arena[dst + l * w + k] = from.get(base + q as usize).copied().unwrap_or(0);
                    }
                }
            }
            Root::Shared(i) => {
                let from = &self.shared[i];
                for l in active(mask) {
                    if !valid(arena, l) {
                        continue;
                    }
                    let base = p.base(arena, l);
                    for (k, &q) in p.pattern.iter().enumerate() {
                        arena[dst + l * w + k] = from.get(base + q as usize).copied().unwrap_or(0);
                    }
                }
            }
            Root::Resource(g) => {
                let info = self.res(g);
                if info.texture {
                    if let Some(tex) = self.texture(g) {
                        let ef = info.shape.flat.max(1);
                        let per_texel = tex.format.texel_bytes();
                        for l in active(mask) {
                            if !valid(arena, l) {
                                continue;
                            }
                            for (k, &q) in p.pattern.iter().enumerate() {
                                let c = p.base(arena, l) + q as usize;
                                let texel = tex.texel(c / ef * per_texel);
                                arena[dst + l * w + k] = tex.format.read(texel, c % ef);
                            }
                        }
                        return;
                    }
                }
                let shape = &*info.shape;
                let Some(buf) = info.buf else {
                    for l in active(mask) {
                        arena[dst + l * w..dst + (l + 1) * w].fill(0);
                    }
                    return;
                };
                let ef = shape.flat.max(1);
                let stride = shape.stride as usize;
                for l in active(mask) {
                    if !valid(arena, l) {
                        continue;
                    }
                    let base = p.base(arena, l);
                    for (k, &q) in p.pattern.iter().enumerate() {
                        let (elem, comp) = split_component(base + q as usize, ef);
                        arena[dst + l * w + k] = match shape.scalars.get(comp) {
                            Some(&s) => {
                                let at = elem * stride + shape.structured[comp] as usize;
                                self.read_buf(buf, at, s)
                            }
                            None => 0,
                        };
                    }
                }
                self.check_conflict();
            }
            Root::CBuffer(g) => {
                let info = self.res(g);
                let shape = &*info.shape;
                for l in active(mask) {
                    if !valid(arena, l) {
                        continue;
                    }
                    let base = p.base(arena, l);
                    for (k, &q) in p.pattern.iter().enumerate() {
                        let c = base + q as usize;
                        arena[dst + l * w + k] = match (info.buf, shape.scalars.get(c)) {
                            (Some(b), Some(&s)) => {
                                let at = shape.cbuffer_offset(c, info.packing);
                                self.read_buf(b, info.offset + at as usize, s)
                            }
                            _ => 0,
                        };
                    }
                }
            }
            Root::Invalid | Root::Null => {
                for l in active(mask) {
                    arena[dst + l * w..dst + (l + 1) * w].fill(0);
                }
            }
        }
    }

    /// Reads a place without indices for every lane (reading a lane that
    /// is not active is harmless and saves testing the mask), if its root
    /// is memory of the group or of the lanes; false otherwise.
    fn read_unindexed(&self, arena: &mut [u64], p: &PlaceRef<'p>, dst: usize) -> bool {
        let w = p.pattern.len();
        let lanes = self.lanes;
        match p.root {
            Root::Local { at, w: rw } => {
                if p.pattern.iter().any(|&q| q as usize >= rw) {
                    return false;
                }
                if let [q] = *p.pattern {
                    super::lanes::gather(arena, at + q as usize, rw, dst, lanes);
                } else {
                    for l in 0..lanes {
                        for (k, &q) in p.pattern.iter().enumerate() {
                            arena[dst + l * w + k] = arena[at + l * rw + q as usize];
                        }
                    }
                }
            }
            Root::Private(i) => {
                let v = &self.privates[i];
                if p.pattern.iter().any(|&q| q as usize >= v.w) {
                    return false;
                }
                for l in 0..lanes {
                    for (k, &q) in p.pattern.iter().enumerate() {
                        arena[dst + l * w + k] = v.d[l * v.w + q as usize];
                    }
                }
            }
            // The same components for every lane: read once, broadcast.
            Root::Shared(i) => {
                let from = &self.shared[i];
                for (k, &q) in p.pattern.iter().enumerate() {
                    arena[dst + k] = from.get(q as usize).copied().unwrap_or(0);
                }
                broadcast(arena, dst, w, lanes);
            }
            Root::CBuffer(g) => {
                let info = self.res(g);
                let shape = &*info.shape;
                for (k, &q) in p.pattern.iter().enumerate() {
                    let c = q as usize;
                    arena[dst + k] = match (info.buf, shape.scalars.get(c)) {
                        (Some(b), Some(&s)) => {
                            let at = shape.cbuffer_offset(c, info.packing);
                            self.read_buf(b, info.offset + at as usize, s)
                        }
                        _ => 0,
                    };
                }
                broadcast(arena, dst, w, lanes);
            }
            _ => return false,
        }
        true
    }

    /// Writes the slot at `src` (width: the pattern's length) to place `p`
    /// for the lanes in `mask`; out-of-bounds lanes write nothing.
    pub(crate) fn write(&mut self, f: &mut Frame<'p>, p: &PlaceRef<'p>, src: usize, mask: &Mask) {
        let w = p.pattern.len();
        let arena = &mut f.arena;
        if self.write_one(arena, p, src, mask) {
            return;
        }
        match p.root {
            Root::Local { at, w: rw } => {
                for l in active(mask) {
                    let base = p.base(arena, l);
                    if base == INVALID {
                        continue;
                    }
                    for (k, &q) in p.pattern.iter().enumerate() {
                        let c = base + q as usize;
                        if c < rw {
                            arena[at + l * rw + c] = arena[src + l * w + k];
                        }
                    }
                }
            }
            Root::Private(_) | Root::Shared(_) => {
                let (to, per_lane) = match p.root {
                    Root::Private(i) => {
                        let v = &mut self.privates[i];
                        (&mut v.d, v.w)
                    }
                    Root::Shared(i) => (&mut self.shared[i], 0),
                    _ => return,
                };
                for l in active(mask) {
                    let base = p.base(arena, l);
                    if base == INVALID {
                        continue;
                    }
                    for (k, &q) in p.pattern.iter().enumerate() {
                        let c = base + q as usize;
                        if per_lane == 0 || c < per_lane {
                            if let Some(slot) = to.get_mut(l * per_lane + c) {
                                *slot = arena[src + l * w + k];
                            }
                        }
                    }
                }
            }
            Root::Resource(g) => {
                let info = self.res[g].clone();
                let ef = info.shape.flat.max(1);
                if info.texture {
                    if let Some(tex) = self.texture_mut(g) {
                        let per_texel = tex.format.texel_bytes();
                        for l in active(mask) {
                            let base = p.base(arena, l);
                            if base == INVALID {
                                continue;
                            }
                            for (k, &q) in p.pattern.iter().enumerate() {
                                let c = base + q as usize;
                                let format = tex.format;
                                let v = arena[src + l * w + k];
                                format.write(tex.texel_mut(c / ef * per_texel), c % ef, v);
                            }
                        }
                        return;
                    }
                }
                let shape = &*info.shape;
                let stride = shape.stride as usize;
                let Some(buf) = info.buf else {
                    return;
                };
                if let Some(m) = &mut self.mem {
                    for l in active(mask) {
                        let base = p.base(arena, l);
                        if base == INVALID {
                            continue;
                        }
                        for (k, &q) in p.pattern.iter().enumerate() {
                            let (elem, comp) = split_component(base + q as usize, ef);
                            if let Some(&s) = shape.scalars.get(comp) {
                                let at = elem * stride + shape.structured[comp] as usize;
                                m.write(buf, at, s, arena[src + l * w + k]);
                            }
                        }
                    }
                    self.check_conflict();
                    return;
                }
                let bytes = &mut self.bufs[buf];
                for l in active(mask) {
                    let base = p.base(arena, l);
                    if base == INVALID {
                        continue;
                    }
                    for (k, &q) in p.pattern.iter().enumerate() {
                        let (elem, comp) = split_component(base + q as usize, ef);
                        if let Some(&s) = shape.scalars.get(comp) {
                            let at = elem * stride + shape.structured[comp] as usize;
                            memory::write(bytes, at, s, arena[src + l * w + k]);
                        }
                    }
                }
            }
            // Constant buffers are read-only (the checker rejects writes).
            Root::CBuffer(_) | Root::Invalid | Root::Null => {}
        }
    }
}
