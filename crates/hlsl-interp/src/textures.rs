//! Resource methods: byte-address-buffer word loads and stores (atomics in
//! `exec/atomic.rs`), buffer size queries, counters (`counters.rs`) and texture operations.
//!
//! Textures (`texture.rs`) support texel reads (`Load`, `tex[coord]`,
//! `tex.mips[m][coord]`), writes to `RWTexture*` elements, `GetDimensions`,
//! sampling with the sampler bound at its `s` register (`SampleLevel`,
//! `SampleGrad` with the level from its gradients (`lod.rs`), comparisons
//! (`SampleCmpLevelZero`), and `Sample`, `SampleBias` and `SampleCmp` at
//! level 0: there are no derivatives in a dispatch), gathers
//! (`gather.rs`), the level-of-detail clamp and the `out` status (always
//! 1: every texel is resident). Texel reads out of bounds give zero and
//! writes there are dropped (D3D). Cube textures (six layers per cube)
//! sample the face their direction meets (`texture::cube_face`), clamped
//! to its edges. `CalculateLevelOfDetail` takes coarse derivatives across
//! quads, as `ddx`/`ddy` do. Multisampled textures trap as not implemented.

use crate::exec::{active, index_of, Frame, Machine, Mask, Vals};
use crate::lod;
use crate::memory;
use crate::scalar;
use crate::texture::{cube_face, face_sampler, SamplePoint, Sampler, Texture};
use crate::Trap;
use hlsl_sema::ir::{ExprId, ExprKind, GlobalId, ResourceOp};
use hlsl_sema::types::{ResourceKind, Scalar, TextureShape, TypeId, TypeKind};

impl<'p> Machine<'p, '_> {
    pub(crate) fn resource_op(
        &mut self,
        f: &mut Frame<'p>,
        e: ExprId,
        mask: &Mask,
    ) -> Result<Vals, Trap> {
        let body = f.body;
        let ExprKind::ResourceOp {
            op,
            resource,
            sampler,
            ref args,
            offset,
        } = body.exprs[e].kind
        else {
            return Err(not_yet("this resource operation"));
        };
        let g = index_of(resource);
        let kind = match *self.program.types.get(self.program.globals[resource].ty) {
            TypeKind::Resource { kind, .. } => kind,
            _ => return Err(not_yet("this resource")),
        };
        if let Some(shape) = kind.texture_shape() {
            let call = TextureCall {
                op,
                texture: g,
                shape,
                sampler,
                args,
                offset,
                ty: body.exprs[e].ty,
            };
            return self.texture_op(f, &call, mask);
        }
        if matches!(
            kind,
            ResourceKind::Texture2DMS | ResourceKind::Texture2DMSArray
        ) {
            return Err(not_yet("multisampled texture operations"));
        }
        if let ResourceOp::InterlockedBytes { op, original } = op {
            self.interlocked_bytes(f, g, (op, original), args, mask)?;
            return Ok(Vals::zeros(self.lanes, 0));
        }
        let mut vals = self.arg_list();
        for &a in args {
            let v = self.eval_vals(f, a, mask)?;
            vals.push(v);
        }
        let out = match op {
            ResourceOp::LoadBytesAs => Ok(self.load_bytes_as(g, body.exprs[e].ty, &vals, mask)),
            ResourceOp::StoreBytesAs => {
                let ty = body.exprs[args[1]].ty;
                self.store_bytes_as(g, ty, &vals, mask);
                Ok(self.zeroed(0))
            }
            _ => self.buffer_op(op, g, kind, &vals, mask),
        };
        self.recycle_args(vals);
        out
    }

    /// `ByteAddressBuffer.Load<T>(offset)` of a type other than a 32-bit
    /// scalar or vector: each component at the offset (rounded down to a
    /// word, as for `Load`) plus its place in T's structured-buffer layout
    /// (the layout DXC gives `Load<T>`); zero past the end.
    fn load_bytes_as(&mut self, g: usize, ty: TypeId, vals: &[Vals], mask: &Mask) -> Vals {
        let shape = self.shapes.get(ty);
        let mut out = self.zeroed(shape.flat);
        let Some(bytes) = self.bytes(g) else {
            return out;
        };
        for l in active(mask) {
            let at = (vals[0].lane(l)[0] as u32 & !3) as usize;
            for (c, (&s, &off)) in shape.scalars.iter().zip(&shape.raw).enumerate() {
                out.lane_mut(l)[c] = memory::read(bytes, at + off as usize, s);
            }
        }
        out
    }

    /// `RWByteAddressBuffer.Store<T>(offset, value)`, laid out as
    /// [`Machine::load_bytes_as`] reads it; nothing is written past the end.
    fn store_bytes_as(&mut self, g: usize, ty: TypeId, vals: &[Vals], mask: &Mask) {
        let shape = self.shapes.get(ty);
        let Some(bytes) = self.bytes_mut(g) else {
            return;
        };
        for l in active(mask) {
            let at = (vals[0].lane(l)[0] as u32 & !3) as usize;
            let value = vals[1].lane(l);
            for (c, (&s, &off)) in shape.scalars.iter().zip(&shape.raw).enumerate() {
                memory::write(bytes, at + off as usize, s, value[c]);
            }
        }
    }

    /// A method of a buffer (not a texture), its arguments evaluated.
    fn buffer_op(
        &mut self,
        op: ResourceOp,
        g: usize,
        kind: ResourceKind,
        vals: &[Vals],
        mask: &Mask,
    ) -> Result<Vals, Trap> {
        match op {
            ResourceOp::Append
            | ResourceOp::Consume
            | ResourceOp::IncrementCounter
            | ResourceOp::DecrementCounter => self.counter_op(op, g, vals, mask),
            ResourceOp::LoadBytes(n) => {
                let n = n as usize;
                let mut out = self.zeroed(n);
                let Some(bytes) = self.bytes(g) else {
                    return Ok(out);
                };
                for l in active(mask) {
                    let at = (vals[0].lane(l)[0] as u32 & !3) as usize;
                    for k in 0..n {
                        out.lane_mut(l)[k] = memory::read(bytes, at + 4 * k, Scalar::U32);
                    }
                }
                Ok(out)
            }
            ResourceOp::StoreBytes(n) => {
                if let Some(bytes) = self.bytes_mut(g) {
                    for l in active(mask) {
                        let at = (vals[0].lane(l)[0] as u32 & !3) as usize;
                        for k in 0..n as usize {
                            let v = vals[1].lane(l).get(k).copied().unwrap_or(0);
                            memory::write(bytes, at + 4 * k, Scalar::U32, v);
                        }
                    }
                }
                Ok(self.zeroed(0))
            }
            ResourceOp::Dimensions => {
                let len = self.bytes(g).map_or(0, |b| b.len());
                let (count, stride) = match kind {
                    ResourceKind::ByteAddressBuffer | ResourceKind::RWByteAddressBuffer => {
                        (len & !3, 4)
                    }
                    _ => {
                        let stride = self.shapes.get(self.resource_elem(g)).stride as usize;
                        (len.checked_div(stride).unwrap_or(0), stride)
                    }
                };
                let mut out = self.zeroed(4);
                for l in 0..self.lanes {
                    out.lane_mut(l)
                        .copy_from_slice(&[count as u64, stride as u64, 1, 1]);
                }
                Ok(out)
            }
            _ => Err(not_yet("this resource operation")),
        }
    }

    /// A method of a (non-multisampled) texture.
    fn texture_op(
        &mut self,
        f: &mut Frame<'p>,
        call: &TextureCall<'p>,
        mask: &Mask,
    ) -> Result<Vals, Trap> {
        let &TextureCall {
            op,
            args,
            offset,
            ty: out_ty,
            ..
        } = call;
        let form = Form::of(op).ok_or_else(|| not_yet("this texture operation"))?;
        // The status is a place written after the read, not a value.
        let (args, status) = match (form.status, args.split_last()) {
            (true, Some((&st, rest))) => (rest, Some(st)),
            _ => (args, None),
        };
        let mut vals = self.arg_list();
        for &a in args {
            let v = self.eval_vals(f, a, mask)?;
            vals.push(v);
        }
        let offset = match offset {
            Some(o) => Some(self.eval_vals(f, o, mask)?),
            None => None,
        };
        let w = self.shapes.flat(out_ty);
        let out = self.zeroed(w);
        let result = self.texel_op(call, &form, &vals, offset.as_ref(), out, mask);
        self.recycle_args(vals);
        if let Some(o) = offset {
            self.recycle(o);
        }
        if let (Ok(_), Some(st)) = (&result, status) {
            self.write_status(f, st, mask)?;
        }
        result
    }

    /// Writes "fully mapped" to an `out uint status` place: every texel of
    /// an interpreter texture is resident, so each read reports 1.
    fn write_status(&mut self, f: &mut Frame<'p>, st: ExprId, mask: &Mask) -> Result<(), Trap> {
        let place = self.place_of(f, st, mask)?;
        let one = scalar::one(self.scalar_of(f.body.exprs[st].ty));
        let slot = f.code.nodes[index_of(st)].at;
        for l in active(mask) {
            f.arena[slot + l] = one;
        }
        self.write(f, &place, slot, mask);
        Ok(())
    }

    /// The sampler state bound to `s`, if the call samples: a trap when
    /// none is given, or a comparison needs a function it lacks.
    fn sampler_state(&self, s: Option<GlobalId>, form: &Form) -> Result<Option<Sampler>, Trap> {
        let Some(s) = s.filter(|_| form.samples()) else {
            return Ok(None);
        };
        let key = self.resource_key(index_of(s));
        let found = key.and_then(|k| self.buffers.samplers.get(&k)).copied();
        let name = &self.program.globals[s].name;
        let state = found.ok_or_else(|| Trap {
            reason: format!("no sampler state is given for '{name}' (hlslc dispatch --sampler)"),
        })?;
        if form.compares() && state.compare.is_none() {
            return Err(Trap {
                reason: format!(
                    "the sampler state given for '{name}' has no comparison function \
                     (hlslc dispatch --sampler REG=FILTER,ADDRESS,COMPARE)"
                ),
            });
        }
        Ok(Some(state))
    }

    /// [`Machine::texture_op`] once its arguments are evaluated: fills `out`.
    fn texel_op(
        &mut self,
        call: &TextureCall<'p>,
        form: &Form,
        vals: &[Vals],
        offset: Option<&Vals>,
        mut out: Vals,
        mask: &Mask,
    ) -> Result<Vals, Trap> {
        let &TextureCall {
            texture: g,
            shape,
            sampler,
            ty: out_ty,
            ..
        } = call;
        let elem = self.scalar_of(out_ty);
        let key = self.resource_key(g);
        let dims = shape.dims as usize;
        let sampler = self.sampler_state(sampler, form)?;
        let Some(tex) = key.and_then(|k| self.buffers.textures.get(&k)) else {
            return Ok(out);
        };
        // Gathering reads texels unfiltered; everything else that samples
        // filters, which an integer format cannot.
        if sampler.is_some()
            && !tex.format.is_float()
            && !matches!(form.op, Op::Gather { cmp: false, .. })
        {
            return Err(Trap {
                reason: format!("sampling a texture of integer format {}", tex.format.name()),
            });
        }
        for l in active(mask) {
            let coord = vals.first().map_or(&[][..], |v| v.lane(l));
            let moved = |d: usize| offset.as_ref().map_or(0, |o| signed(o.lane(l)[d]));
            match form.op {
                Op::Load => {
                    let mut at = [0i64; 3];
                    for (d, a) in at.iter_mut().enumerate().take(dims) {
                        *a = signed(coord[d]) + moved(d);
                    }
                    let layer = if shape.arrayed {
                        signed(coord[dims])
                    } else {
                        0
                    };
                    let mip = signed(coord[shape.coords() as usize]);
                    let (Ok(layer), Ok(mip)) = (u32::try_from(layer), u32::try_from(mip)) else {
                        continue;
                    };
                    if let Some(t) = tex.texel_at(mip, layer, at) {
                        let texel = tex.texel(t);
                        for (c, o) in out.lane_mut(l).iter_mut().enumerate() {
                            *o = tex.format.read(texel, c);
                        }
                    }
                }
                Op::Dimensions => {
                    let mip = vals.first().map_or(0, |v| v.lane(l)[0] as u32);
                    let size = tex.level_size(mip);
                    let third = match () {
                        // Cube arrays count cubes; a cube has no third size.
                        _ if shape.cube => tex.layers / 6,
                        _ if dims == 3 => size[2],
                        _ => tex.layers,
                    };
                    out.lane_mut(l).copy_from_slice(&[
                        size[0] as u64,
                        size[1] as u64,
                        third as u64,
                        tex.mips as u64,
                    ]);
                }
                Op::Gather {
                    channel,
                    cmp,
                    offsets4,
                } => {
                    let Some(s) = &sampler else { continue };
                    let (point, s) = sample_point(tex, shape, coord, moved, s);
                    let dref = cmp.then(|| scalar::f32_of(vals[1].lane(l)[0]));
                    let channel = channel as usize;
                    let texels = if offsets4 {
                        let first = 1 + usize::from(cmp);
                        let offsets = std::array::from_fn(|k| {
                            let o = vals[first + k].lane(l);
                            [signed(o[0]), signed(o[1])]
                        });
                        tex.gather_offsets(&s, &point, offsets, channel, dref)
                    } else {
                        tex.gather(&s, &point, channel, dref)
                    };
                    out.lane_mut(l).copy_from_slice(&texels);
                }
                Op::Lod { clamped } => {
                    let lod = quad_lod(tex, shape, &vals[0], l, mask);
                    let lod = if clamped {
                        lod.clamp(0.0, (tex.mips - 1) as f32)
                    } else {
                        lod
                    };
                    out.lane_mut(l)[0] = scalar::from_f32(elem, lod);
                }
                Op::Sample(how) => {
                    let Some(s) = &sampler else { continue };
                    let (point, s) = sample_point(tex, shape, coord, moved, s);
                    let arg = |i: usize, d: usize| scalar::f32_of(vals[i].lane(l)[d]);
                    let gradient = |i: usize| -> [f32; 3] {
                        std::array::from_fn(|d| if d < vals[i].w { arg(i, d) } else { 0.0 })
                    };
                    let mut lod = match how {
                        How::Level => arg(1, 0),
                        // No derivatives outside pixel shaders: level 0, biased.
                        How::Bias => arg(1, 0),
                        How::Grad if shape.cube => {
                            let dir = std::array::from_fn(|d| scalar::f32_of(coord[d]));
                            lod::cube_from_gradients(tex.size, dir, gradient(1), gradient(2))
                        }
                        How::Grad => lod::from_gradients(tex.size, dims, gradient(1), gradient(2)),
                        How::Implicit | How::Cmp | How::CmpLevelZero => 0.0,
                    };
                    if form.clamp {
                        // Vulkan's MinLod operand: a floor under λ.
                        let floor = arg(vals.len() - 1, 0);
                        lod = lod.max(floor);
                    }
                    let dref = matches!(how, How::Cmp | How::CmpLevelZero).then(|| arg(1, 0));
                    let value = tex.sample(&s, &point, lod, dref);
                    for (o, v) in out.lane_mut(l).iter_mut().zip(value) {
                        *o = scalar::from_f32(elem, v);
                    }
                }
            }
        }
        Ok(out)
    }

    /// Per lane, the texel a `tex[coord]` place names in texture `g`
    /// (numbered over level 0's layers), or `None` out of bounds; the
    /// caller hands the vector back to `texel_slots` for reuse.
    pub(crate) fn texel_indices(
        &mut self,
        f: &mut Frame<'p>,
        g: usize,
        shape: TextureShape,
        index: ExprId,
        mask: &Mask,
    ) -> Result<Vec<Option<usize>>, Trap> {
        let v = self.eval_vals(f, index, mask)?;
        let mut out = std::mem::take(&mut self.texel_slots);
        out.clear();
        out.resize(self.lanes, None);
        let Some(tex) = self
            .resource_key(g)
            .and_then(|k| self.buffers.textures.get(&k))
        else {
            self.recycle(v);
            return Ok(out);
        };
        let dims = shape.dims as usize;
        let per_texel = tex.format.texel_bytes();
        for l in active(mask) {
            let c = v.lane(l);
            let mut at = [0i64; 3];
            for (d, a) in at.iter_mut().enumerate().take(dims) {
                *a = c[d] as u32 as i64;
            }
            let layer = if shape.arrayed { c[dims] as u32 } else { 0 };
            out[l] = tex.texel_at(0, layer, at).map(|t| t / per_texel);
        }
        self.recycle(v);
        Ok(out)
    }

    /// The texture bound to resource `g`, if `g` is a texture with one.
    pub(crate) fn texture(&self, g: usize) -> Option<&Texture> {
        self.resource_key(g)
            .and_then(|k| self.buffers.textures.get(&k))
    }

    pub(crate) fn texture_mut(&mut self, g: usize) -> Option<&mut Texture> {
        self.resource_key(g)
            .and_then(|k| self.buffers.textures.get_mut(&k))
    }
}

/// A texture method call, as the IR gives it.
struct TextureCall<'p> {
    op: ResourceOp,
    /// The texture's global index.
    texture: usize,
    shape: TextureShape,
    sampler: Option<GlobalId>,
    args: &'p [ExprId],
    offset: Option<ExprId>,
    /// The result type.
    ty: TypeId,
}

/// How a sampling call finds its level of detail (and whether it compares).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum How {
    /// `Sample`: level 0, as there are no derivatives in the interpreter.
    Implicit,
    Level,
    Bias,
    Grad,
    /// `SampleCmp`: level 0, like `Sample`.
    Cmp,
    CmpLevelZero,
}

/// The texture operations the interpreter runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Op {
    Load,
    Dimensions,
    Sample(How),
    Gather {
        channel: u8,
        cmp: bool,
        offsets4: bool,
    },
    /// `CalculateLevelOfDetail{,Unclamped}`.
    Lod {
        clamped: bool,
    },
}

/// A texture method as the interpreter runs it: the operation, with or
/// without a level-of-detail clamp (the last value argument) and an
/// `out` status (the last argument).
struct Form {
    op: Op,
    clamp: bool,
    status: bool,
}

impl Form {
    /// The form of `op`, or `None` for one the interpreter does not run.
    fn of(op: ResourceOp) -> Option<Form> {
        let plain = |op| Form {
            op,
            clamp: false,
            status: false,
        };
        Some(match op {
            ResourceOp::Load => plain(Op::Load),
            ResourceOp::Dimensions => plain(Op::Dimensions),
            ResourceOp::Sample => plain(Op::Sample(How::Implicit)),
            ResourceOp::SampleLevel => plain(Op::Sample(How::Level)),
            ResourceOp::SampleBias => plain(Op::Sample(How::Bias)),
            ResourceOp::SampleGrad => plain(Op::Sample(How::Grad)),
            ResourceOp::SampleCmp => plain(Op::Sample(How::Cmp)),
            ResourceOp::SampleCmpLevelZero => plain(Op::Sample(How::CmpLevelZero)),
            ResourceOp::CalculateLod { clamped } => plain(Op::Lod { clamped }),
            ResourceOp::Gather {
                channel,
                cmp,
                offsets4,
                status,
            } => Form {
                op: Op::Gather {
                    channel,
                    cmp,
                    offsets4,
                },
                clamp: false,
                status,
            },
            ResourceOp::ClampStatus {
                method,
                clamp,
                status,
            } => {
                let op = match method {
                    "Load" => Op::Load,
                    "Sample" => Op::Sample(How::Implicit),
                    "SampleLevel" => Op::Sample(How::Level),
                    "SampleBias" => Op::Sample(How::Bias),
                    "SampleGrad" => Op::Sample(How::Grad),
                    "SampleCmp" => Op::Sample(How::Cmp),
                    "SampleCmpLevelZero" => Op::Sample(How::CmpLevelZero),
                    _ => return None,
                };
                Form { op, clamp, status }
            }
            _ => return None,
        })
    }

    fn samples(&self) -> bool {
        matches!(self.op, Op::Sample(_) | Op::Gather { .. } | Op::Lod { .. })
    }

    fn compares(&self) -> bool {
        matches!(
            self.op,
            Op::Sample(How::Cmp | How::CmpLevelZero) | Op::Gather { cmp: true, .. }
        )
    }
}

/// Where a sampling call reads in `tex`, and the sampler it reads with:
/// for a cube, the face `coord` points at, clamped to its edges, as a 2D
/// layer; else the coordinates over the shape's dimensions with the
/// offset, and the layer rounded to nearest even and clamped.
fn sample_point(
    tex: &Texture,
    shape: TextureShape,
    coord: &[u64],
    moved: impl Fn(usize) -> i64,
    s: &Sampler,
) -> (SamplePoint, Sampler) {
    let dims = shape.dims as usize;
    let layers = if shape.cube {
        tex.layers / 6
    } else {
        tex.layers
    };
    let layer = if shape.arrayed {
        let x = scalar::f32_of(coord[dims]).round_ties_even();
        x.clamp(0.0, layers.saturating_sub(1) as f32) as u32
    } else {
        0
    };
    if shape.cube {
        let dir = std::array::from_fn(|d| scalar::f32_of(coord[d]));
        let (face, st) = cube_face(dir);
        let point = SamplePoint {
            dims: 2,
            coord: [st[0], st[1], 0.0],
            offset: [0; 3],
            layer: layer * 6 + face,
        };
        return (point, face_sampler(s));
    }
    let point = SamplePoint {
        dims,
        coord: std::array::from_fn(|d| {
            coord
                .get(d)
                .filter(|_| d < dims)
                .map_or(0.0, |&c| scalar::f32_of(c))
        }),
        offset: std::array::from_fn(|d| if d < dims { moved(d) } else { 0 }),
        layer,
    };
    (point, *s)
}

/// The level of detail of `coord` at lane `l` from coarse derivatives
/// across its quad (four consecutive lanes, `x + 2y`, as `ddx` and `ddy`
/// take them; an inactive neighbour reads as the lane itself), as
/// `CalculateLevelOfDetail` computes it: λ before any clamp, -inf where
/// the coordinates do not change.
fn quad_lod(tex: &Texture, shape: TextureShape, coord: &Vals, l: usize, mask: &Mask) -> f32 {
    let quad = l & !3;
    let at = |q: usize| {
        let m = quad + q;
        let m = if mask.get(m).copied().unwrap_or(false) {
            m
        } else {
            l
        };
        let c = coord.lane(m);
        std::array::from_fn(|d| c.get(d).map_or(0.0, |&v| scalar::f32_of(v)))
    };
    let origin: [f32; 3] = at(0);
    let minus = |a: [f32; 3]| std::array::from_fn(|d| a[d] - origin[d]);
    let (ddx, ddy) = (minus(at(1)), minus(at(2)));
    if shape.cube {
        lod::cube_from_gradients(tex.size, origin, ddx, ddy)
    } else {
        lod::from_gradients(tex.size, shape.dims as usize, ddx, ddy)
    }
}

/// A signed coordinate in the interpreter's encoding (sign-extended).
fn signed(v: u64) -> i64 {
    v as i64
}

fn not_yet(what: &str) -> Trap {
    Trap {
        reason: format!("{what} are not implemented in the interpreter yet"),
    }
}
