//! Textures and samplers become naga images and samplers (handle-space
//! globals); texel reads and writes, sampling and size queries become
//! `ImageLoad`, `ImageStore`, `ImageSample` and `ImageQuery`. Byte-address
//! buffers are storage buffers of `u32` words (see `resources.rs`), so
//! their loads and stores are word accesses.
//!
//! * A `RWTexture*<T>` needs a storage format; it follows from T:
//!   `float`/`float2`/`float4` → `r32float`/`rg32float`/`rgba32float`, and
//!   the same for `uint` (`r32uint`, …) and `int` (`r32sint`, …). Three
//!   components get SPIR-V's unknown format, through a stand-in
//!   (`unknown_format.rs`); 16-bit elements are reported unsupported.
//!   Its access is what the program does with it (read, write or both).
//! * A texture used with `SampleCmp*` is a depth image (naga's
//!   `ImageClass::Depth`), whose reads give a scalar.
//! * Texel reads out of bounds give zero and writes are dropped (naga's
//!   `ReadZeroSkipWrite` policy for images).

use crate::func::{FnCtx, ModuleCtx};
use crate::place::Place;
use crate::resources::{span, GlobalRef};
use crate::types;
use crate::{unsupported, Lowered};
use hlsl_base::{FxHashSet, Span};
use hlsl_sema::ir::{
    AtomicOp, Binding, Body, Bound, ExprId, ExprKind, FunctionId, GlobalId, Program, ResourceOp,
};
use hlsl_sema::types::{ResourceKind, Scalar, ScalarKind, TextureShape, TypeId, TypeKind, Types};
use naga::{Block, Expression, Handle, ImageClass, ImageDimension, Statement, StorageFormat};

/// A texture's naga form, kept with its global.
#[derive(Clone, Copy, Debug)]
pub(crate) struct ImageInfo {
    pub shape: TextureShape,
    pub storage: bool,
    pub depth: bool,
    /// `Texture2DMS` and `Texture2DMSArray`: read by sample, no levels.
    pub multi: bool,
}

/// Creates the naga global for a texture or sampler; `None` for other
/// resources.
pub(crate) fn lower_image(
    m: &mut ModuleCtx,
    gid: GlobalId,
    b: &Binding,
) -> Lowered<Option<GlobalRef>> {
    let program = m.program;
    let g = &program.globals[gid];
    let TypeKind::Resource { kind, elem } = *program.types.get(g.ty) else {
        return Ok(None);
    };
    let inner = match kind {
        ResourceKind::SamplerState | ResourceKind::SamplerComparisonState => {
            naga::TypeInner::Sampler {
                comparison: kind == ResourceKind::SamplerComparisonState,
            }
        }
        _ => {
            let multi = matches!(
                kind,
                ResourceKind::Texture2DMS | ResourceKind::Texture2DMSArray
            );
            let shape = match kind.texture_shape() {
                Some(shape) => shape,
                None if multi => TextureShape {
                    dims: 2,
                    arrayed: kind == ResourceKind::Texture2DMSArray,
                    cube: false,
                },
                None => return Ok(None),
            };
            let (s, n) = texel_shape(program, elem).ok_or_else(|| crate::Unsupported {
                what: format!("the texture type '{}'", program.type_name(g.ty)),
                span: g.span,
            })?;
            let storage = kind.is_writable();
            let depth =
                !storage && used_for_comparison(program, deciding(program, &m.reachable, gid), gid);
            let class = if storage {
                let asked = crate::unknown_format::asked_format(program, gid);
                let format = match asked {
                    Some((name, span)) => Some(crate::unknown_format::named(name, s.kind, span)?),
                    None => storage_format(s, n),
                };
                let format = format.ok_or_else(|| crate::Unsupported {
                    what: format!(
                        "'{}' (storage textures need a 32-bit element)",
                        program.type_name(g.ty)
                    ),
                    span: g.span,
                })?;
                let (reads, writes) =
                    texel_access(program, deciding(program, &m.reachable, gid), gid);
                let mut access = naga::StorageAccess::empty();
                if reads {
                    access |= naga::StorageAccess::LOAD;
                }
                if writes || !reads {
                    access |= naga::StorageAccess::STORE;
                }
                if m.atomic_globals.contains(&gid) {
                    // `Interlocked*` on its texels (`atomic.rs`, naga's
                    // image atomics).
                    access |= naga::StorageAccess::ATOMIC;
                }
                ImageClass::Storage { format, access }
            } else if depth {
                ImageClass::Depth { multi: false }
            } else {
                ImageClass::Sampled {
                    kind: naga_kind(s.kind),
                    multi,
                }
            };
            let dim = match (shape.dims, shape.cube) {
                (1, _) => ImageDimension::D1,
                (2, _) => ImageDimension::D2,
                (_, false) => ImageDimension::D3,
                (_, true) => ImageDimension::Cube,
            };
            m.globals_info.insert(
                gid,
                ImageInfo {
                    shape,
                    storage,
                    depth,
                    multi,
                },
            );
            naga::TypeInner::Image {
                dim,
                arrayed: shape.arrayed,
                class,
            }
        }
    };
    let ty = m
        .module
        .types
        .insert(naga::Type { name: None, inner }, naga::Span::default());
    let (group, binding) = m
        .bindings
        .get(Bound::Global(gid))
        .unwrap_or_else(|| crate::vulkan_binding(b));
    let var = m.module.global_variables.append(
        naga::GlobalVariable {
            name: Some(g.name.clone()),
            space: naga::AddressSpace::Handle,
            binding: Some(naga::ResourceBinding { group, binding }),
            ty,
            init: None,
            memory_decorations: naga::MemoryDecorations::empty(),
        },
        span(g.span),
    );
    if kind.is_combined() {
        combined_samplers(m, gid);
    }
    Ok(Some(GlobalRef::Handle { var }))
}

/// The sampler half of a `vk::SampledTexture*`: a sampler global for
/// each kind of sampling the program does with it (naga types comparison
/// samplers apart), on the texture's own binding (stand-ins for it in the
/// naga module, see `bindings.rs`): in SPIR-V an image and a sampler
/// variable on one binding read a combined image sampler descriptor.
fn combined_samplers(m: &mut ModuleCtx, gid: GlobalId) {
    let g = &m.program.globals[gid];
    for comparison in [false, true] {
        let Some((group, binding)) = m.bindings.sampler(gid, comparison) else {
            continue;
        };
        let ty = m.module.types.insert(
            naga::Type {
                name: None,
                inner: naga::TypeInner::Sampler { comparison },
            },
            naga::Span::default(),
        );
        let var = m.module.global_variables.append(
            naga::GlobalVariable {
                name: Some(format!("{}_sampler", g.name)),
                space: naga::AddressSpace::Handle,
                binding: Some(naga::ResourceBinding { group, binding }),
                ty,
                init: None,
                memory_decorations: naga::MemoryDecorations::empty(),
            },
            span(g.span),
        );
        m.combined_samplers.insert((gid, comparison), var);
    }
}

/// Whether a sampling operation compares (takes a comparison sampler).
pub(crate) fn compares(op: ResourceOp) -> bool {
    match op {
        ResourceOp::SampleCmp
        | ResourceOp::SampleCmpLevelZero
        | ResourceOp::SampleCmpLevel
        | ResourceOp::SampleCmpBias
        | ResourceOp::SampleCmpGrad
        | ResourceOp::Gather { cmp: true, .. } => true,
        ResourceOp::ClampStatus { method, .. } => method.contains("Cmp"),
        _ => false,
    }
}

/// The scalar and component count of a texel type (`float4` when absent).
fn texel_shape(program: &Program, elem: TypeId) -> Option<(Scalar, u8)> {
    let (s, n) = match *program.types.get(elem) {
        TypeKind::Void => (Scalar::F32, 4),
        TypeKind::Scalar(s) => (s, 1),
        TypeKind::Vector(s, n) => (s, n),
        _ => return None,
    };
    (s.width == 4 && s.kind != ScalarKind::Bool).then_some((s, n))
}

fn storage_format(s: Scalar, n: u8) -> Option<StorageFormat> {
    use StorageFormat as F;
    Some(match (s.kind, n) {
        (ScalarKind::Float, 1) => F::R32Float,
        (ScalarKind::Float, 2) => F::Rg32Float,
        (ScalarKind::Float, 4) => F::Rgba32Float,
        (ScalarKind::Uint, 1) => F::R32Uint,
        (ScalarKind::Uint, 2) => F::Rg32Uint,
        (ScalarKind::Uint, 4) => F::Rgba32Uint,
        (ScalarKind::Sint, 1) => F::R32Sint,
        (ScalarKind::Sint, 2) => F::Rg32Sint,
        (ScalarKind::Sint, 4) => F::Rgba32Sint,
        (kind, 3) => return crate::unknown_format::stand_in(naga_kind(kind)),
        _ => return None,
    })
}

fn naga_kind(k: ScalarKind) -> naga::ScalarKind {
    match k {
        ScalarKind::Sint => naga::ScalarKind::Sint,
        ScalarKind::Uint => naga::ScalarKind::Uint,
        ScalarKind::Bool => naga::ScalarKind::Bool,
        ScalarKind::Float => naga::ScalarKind::Float,
    }
}

/// The bodies of the functions in `only` (every function when `None`).
fn bodies<'p>(
    program: &'p Program,
    only: Option<&'p FxHashSet<FunctionId>>,
) -> impl Iterator<Item = &'p Body> {
    program
        .functions
        .iter()
        .filter(move |(id, _)| only.is_none_or(|set| set.contains(id)))
        .map(|(_, f)| &f.body)
}

/// Which functions decide how texture `g` is declared for the entry
/// point that reaches `reachable`: those, when they use it; otherwise every
/// function. Another entry point's comparisons do not make a depth image
/// where this entry point samples it otherwise (`SampleBias`, which naga
/// refuses on depth images), as in DXC, which compiles one entry point at
/// a time; a texture this entry point does not use keeps the program's
/// choice, so that every entry point declares it alike (one bind group
/// layout serves them all).
fn deciding<'p>(
    program: &Program,
    reachable: &'p FxHashSet<FunctionId>,
    g: GlobalId,
) -> Option<&'p FxHashSet<FunctionId>> {
    let used_here = bodies(program, Some(reachable)).any(|b| {
        b.exprs.iter().any(|(_, e)| match e.kind {
            ExprKind::Global(x) => crate::binding_arrays::same_resource(program, x, g),
            ExprKind::ResourceOp { resource, .. } => {
                crate::binding_arrays::same_resource(program, resource, g)
            }
            _ => false,
        })
    });
    used_here.then_some(reachable)
}

/// Whether a `SampleCmp*` in `only` samples global `g`.
fn used_for_comparison(
    program: &Program,
    only: Option<&FxHashSet<FunctionId>>,
    g: GlobalId,
) -> bool {
    bodies(program, only).any(|b| {
        b.exprs.iter().any(|(_, e)| {
            matches!(e.kind, ExprKind::ResourceOp { op: ResourceOp::SampleCmp | ResourceOp::SampleCmpLevelZero | ResourceOp::Gather { cmp: true, .. }, resource, .. } if crate::binding_arrays::same_resource(program, resource, g))
        })
    })
}

/// The texture whose element the place `e` is in, if any.
fn texel_root(body: &Body, mut e: ExprId) -> Option<GlobalId> {
    loop {
        match body.exprs[e].kind {
            ExprKind::Index { base, .. } => {
                if let ExprKind::Global(g) = body.exprs[base].kind {
                    return Some(g);
                }
                e = base;
            }
            ExprKind::Field { base, .. } | ExprKind::Swizzle { base, .. } => e = base,
            _ => return None,
        }
    }
}

/// Whether the program reads and whether it writes elements of `g`.
fn texel_access(
    program: &Program,
    only: Option<&FxHashSet<FunctionId>>,
    g: GlobalId,
) -> (bool, bool) {
    let (mut reads, mut writes) = (false, false);
    // Every element of an array of textures counts (one naga type).
    let same = |r: Option<GlobalId>| {
        r.is_some_and(|r| crate::binding_arrays::same_resource(program, r, g))
    };
    for b in bodies(program, only) {
        for (_, e) in b.exprs.iter() {
            match e.kind {
                ExprKind::Load(p) if same(texel_root(b, p)) => reads = true,
                ExprKind::Assign { target, op, .. } if same(texel_root(b, target)) => {
                    writes = true;
                    // Writing part of a texel loads it first (`place.rs`,
                    // `target_place`).
                    let whole = matches!(b.exprs[target].kind, ExprKind::Index { base, .. }
                        if matches!(program.types.get(b.exprs[base].ty), TypeKind::Resource { .. }));
                    reads |= op.is_some() || !whole;
                }
                ExprKind::IncDec { target, .. } if same(texel_root(b, target)) => {
                    reads = true;
                    writes = true;
                }
                // An atomic's original value written to part of a texel.
                ExprKind::Atomic {
                    original: Some(o), ..
                } if same(texel_root(b, o)) => {
                    reads = true;
                    writes = true;
                }
                ExprKind::ResourceOp {
                    op: ResourceOp::InterlockedBytes { original: true, .. },
                    ref args,
                    ..
                } if args.last().is_some_and(|&o| same(texel_root(b, o))) => {
                    reads = true;
                    writes = true;
                }
                _ => {}
            }
        }
    }
    (reads, writes)
}

impl FnCtx<'_, '_> {
    fn image_info(
        &self,
        g: GlobalId,
        sp: Span,
    ) -> Lowered<(Handle<naga::GlobalVariable>, ImageInfo)> {
        match (self.m.globals.get(&g), self.m.globals_info.get(&g)) {
            (Some(&GlobalRef::Handle { var }), Some(&info)) => Ok((var, info)),
            _ => unsupported("this texture", sp),
        }
    }

    /// The element place `tex[coords]`.
    pub fn texel_place(
        &mut self,
        var: Handle<naga::GlobalVariable>,
        g: GlobalId,
        index: ExprId,
        ty: TypeId,
        sp: Span,
        block: &mut Block,
    ) -> Lowered<Place> {
        let (_, info) = self.image_info(g, sp)?;
        // The texture before its coordinates, as the code reads.
        let image = self.resource_var(g, var, sp, block)?;
        let coords = self.value(index, block)?;
        Ok(Place::Texel {
            image,
            info,
            coords,
            ty,
        })
    }

    /// Splits `coords` (dims components, then the layer) into naga's
    /// coordinate and array index.
    pub(crate) fn split_coords(
        &mut self,
        coords: Handle<Expression>,
        shape: TextureShape,
        sp: Span,
        block: &mut Block,
    ) -> (Handle<Expression>, Option<Handle<Expression>>) {
        if !shape.arrayed {
            return (coords, None);
        }
        let layer = self.add(
            Expression::AccessIndex {
                base: coords,
                index: shape.dims as u32,
            },
            sp,
            block,
        );
        let coordinate = match types::vector_size(shape.dims) {
            Some(size) => self.add(
                Expression::Swizzle {
                    size,
                    vector: coords,
                    pattern: [0, 1, 2, 3].map(crate::place::swizzle_component),
                },
                sp,
                block,
            ),
            None => self.add(
                Expression::AccessIndex {
                    base: coords,
                    index: 0,
                },
                sp,
                block,
            ),
        };
        (coordinate, Some(layer))
    }

    /// Takes the IR type's components from a naga texel (a `vec4`, or a
    /// scalar for depth images).
    fn texel_result(
        &mut self,
        v: Handle<Expression>,
        depth: bool,
        ty: TypeId,
        sp: Span,
        block: &mut Block,
    ) -> Lowered<Handle<Expression>> {
        let Some((_, n)) = types::shape(self.m.program, ty) else {
            return unsupported("this texel type", sp);
        };
        if depth {
            return Ok(match types::vector_size(n) {
                Some(size) => self.add(Expression::Splat { size, value: v }, sp, block),
                None => v,
            });
        }
        Ok(match n {
            0 => self.add(Expression::AccessIndex { base: v, index: 0 }, sp, block),
            4 => v,
            _ => {
                let size = types::vector_size(n).unwrap_or(naga::VectorSize::Bi);
                self.add(
                    Expression::Swizzle {
                        size,
                        vector: v,
                        pattern: [0, 1, 2, 3].map(crate::place::swizzle_component),
                    },
                    sp,
                    block,
                )
            }
        })
    }

    /// Reads `tex[coords]` (level 0 of a sampled texture).
    pub fn load_texel(
        &mut self,
        (image, info): (Handle<Expression>, ImageInfo),
        coords: Handle<Expression>,
        level: Option<Handle<Expression>>,
        ty: TypeId,
        sp: Span,
        block: &mut Block,
    ) -> Lowered<Handle<Expression>> {
        let (coordinate, array_index) = self.split_coords(coords, info.shape, sp, block);
        let level = if info.storage {
            None
        } else {
            Some(match level {
                Some(l) => l,
                None => self.add(Expression::Literal(naga::Literal::I32(0)), sp, block),
            })
        };
        let v = self.add(
            Expression::ImageLoad {
                image,
                coordinate,
                array_index,
                sample: None,
                level,
            },
            sp,
            block,
        );
        self.texel_result(v, info.depth, ty, sp, block)
    }

    /// Writes `value` (of IR type `ty`) to `tex[coords]`.
    pub fn store_texel(
        &mut self,
        (image, info): (Handle<Expression>, ImageInfo),
        coords: Handle<Expression>,
        ty: TypeId,
        value: Handle<Expression>,
        sp: Span,
        block: &mut Block,
    ) -> Lowered<()> {
        let Some((s, n)) = types::shape(self.m.program, ty) else {
            return unsupported("this texel type", sp);
        };
        let value = if n == 4 {
            value
        } else {
            let zero = match s.kind {
                ScalarKind::Sint => naga::Literal::I32(0),
                ScalarKind::Uint => naga::Literal::U32(0),
                _ => naga::Literal::F32(0.0),
            };
            let mut components = vec![value];
            for _ in n.max(1)..4 {
                components.push(self.add(Expression::Literal(zero), sp, block));
            }
            let vec4 = self.vec4(s, sp)?;
            self.add(
                Expression::Compose {
                    ty: vec4,
                    components,
                },
                sp,
                block,
            )
        };
        let (coordinate, array_index) = self.split_coords(coords, info.shape, sp, block);
        self.stmt(
            Statement::ImageStore {
                image,
                coordinate,
                array_index,
                value,
            },
            sp,
            block,
        );
        Ok(())
    }

    fn vec4(&mut self, s: Scalar, sp: Span) -> Lowered<Handle<naga::Type>> {
        let scalar = types::scalar(s, sp)?;
        Ok(self.m.module.types.insert(
            naga::Type {
                name: None,
                inner: naga::TypeInner::Vector {
                    size: naga::VectorSize::Quad,
                    scalar,
                },
            },
            naga::Span::default(),
        ))
    }

    fn u32_literal(&mut self, v: u32, sp: Span, block: &mut Block) -> Handle<Expression> {
        self.add(Expression::Literal(naga::Literal::U32(v)), sp, block)
    }

    /// A `ResourceOp` expression.
    pub fn resource_op(
        &mut self,
        e: ExprId,
        block: &mut Block,
    ) -> Lowered<Option<Handle<Expression>>> {
        let expr = &self.body.exprs[e];
        let (sp, ty) = (expr.span, expr.ty);
        let ExprKind::ResourceOp {
            op,
            resource,
            sampler,
            ref args,
            offset,
        } = expr.kind
        else {
            return unsupported("this resource operation", sp);
        };
        let what = match op {
            ResourceOp::Gather { status: true, .. } => Some("the status argument of 'Gather'"),
            ResourceOp::Gather {
                cmp: true,
                channel: 1..,
                ..
            } => Some("gathering a comparison of another channel than red"),
            ResourceOp::CalculateLod { .. } => Some("'CalculateLevelOfDetail'"),
            ResourceOp::SamplePosition => Some("'GetSamplePosition'"),
            // naga has no input attachments (SPIR-V's `SubpassData`).
            ResourceOp::SubpassLoad => Some("'SubpassLoad'"),
            _ => None,
        };
        if let Some(what) = what {
            return unsupported(what, sp);
        }
        if matches!(
            op,
            ResourceOp::Append
                | ResourceOp::Consume
                | ResourceOp::IncrementCounter
                | ResourceOp::DecrementCounter
        ) {
            let args = args.clone();
            return self.counter_op(op, resource, &args, ty, sp, block);
        }
        if matches!(op, ResourceOp::LoadBytesAs | ResourceOp::StoreBytesAs) {
            let args = args.clone();
            return self.bytes_as(op, resource, &args, ty, sp, block);
        }
        if let ResourceOp::InterlockedBytes { op, original } = op {
            let args = args.clone();
            self.interlocked_bytes(resource, op, original, &args, sp, block)?;
            return Ok(None);
        }
        if matches!(
            op,
            ResourceOp::SampleCmpLevel | ResourceOp::SampleCmpBias | ResourceOp::SampleCmpGrad
        ) {
            let what =
                format!("'{op:?}' (naga compares depth only at level zero or an implicit level)");
            return unsupported(what, sp);
        }
        if let ResourceOp::ClampStatus { method, clamp, .. } = op {
            // A multisampled texture's `Load` (see the checker's `load_sample`).
            let method = if method == "LoadSample" {
                "Load"
            } else {
                method
            };
            let what = if clamp {
                format!("the clamp argument of '{method}'")
            } else {
                format!("the status argument of '{method}'")
            };
            return unsupported(what, sp);
        }
        let args = args.clone();
        // The four offsets of a `Gather` are constants (`const_offset`),
        // not values.
        let valued = match op {
            ResourceOp::Gather {
                offsets4: true,
                cmp,
                ..
            } => 1 + usize::from(cmp),
            _ => args.len(),
        };
        let mut vals = Vec::with_capacity(valued);
        for &a in &args[..valued] {
            vals.push(self.value(a, block)?);
        }
        match op {
            ResourceOp::LoadBytes(n) => return self.load_words(resource, vals[0], n, sp, block),
            ResourceOp::StoreBytes(n) => {
                self.store_words(resource, vals[0], vals[1], n, sp, block)?;
                return Ok(None);
            }
            ResourceOp::Dimensions => {
                return self
                    .dimensions(resource, vals.first().copied(), sp, block)
                    .map(Some)
            }
            _ => {}
        }
        let (var, info) = self.image_info(resource, sp)?;
        if op == ResourceOp::LoadSample {
            // `Texture2DMS{,Array}.Load(coords, sample[, offset])`.
            let mut coords = vals[0];
            if let Some(off) = offset {
                coords = self.offset_coords(coords, off, info.shape, sp, block)?;
            }
            let image = self.resource_var(resource, var, sp, block)?;
            let (coordinate, array_index) = self.split_coords(coords, info.shape, sp, block);
            let v = self.add(
                Expression::ImageLoad {
                    image,
                    coordinate,
                    array_index,
                    sample: Some(vals[1]),
                    level: None,
                },
                sp,
                block,
            );
            return self.texel_result(v, false, ty, sp, block).map(Some);
        }
        if op == ResourceOp::Load {
            let n = info.shape.coords();
            let mip = self.add(
                Expression::AccessIndex {
                    base: vals[0],
                    index: n as u32,
                },
                sp,
                block,
            );
            let mut coords = match types::vector_size(n) {
                Some(size) => self.add(
                    Expression::Swizzle {
                        size,
                        vector: vals[0],
                        pattern: [0, 1, 2, 3].map(crate::place::swizzle_component),
                    },
                    sp,
                    block,
                ),
                None => self.add(
                    Expression::AccessIndex {
                        base: vals[0],
                        index: 0,
                    },
                    sp,
                    block,
                ),
            };
            if let Some(off) = offset {
                coords = self.offset_coords(coords, off, info.shape, sp, block)?;
            }
            let image = self.resource_var(resource, var, sp, block)?;
            let v = self.load_texel((image, info), coords, Some(mip), ty, sp, block)?;
            return Ok(Some(v));
        }
        let Some(sampler) = sampler else {
            return unsupported("sampling without a sampler", sp);
        };
        // naga samples float images only (Vulkan also samples integer
        // ones, with nearest filtering; gathering them naga does), and has
        // no bias in 1D.
        let texel = match *self
            .m
            .program
            .types
            .get(self.m.program.globals[resource].ty)
        {
            TypeKind::Resource { elem, .. } => texel_shape(self.m.program, elem),
            _ => None,
        };
        let gathers = matches!(op, ResourceOp::Gather { .. });
        if texel.is_some_and(|(s, _)| s.kind != ScalarKind::Float) && !info.depth && !gathers {
            return unsupported("sampling an integer texture", sp);
        }
        if op == ResourceOp::SampleBias && info.shape.dims == 1 {
            return unsupported("'SampleBias' on a 1D texture", sp);
        }
        // A `vk::SampledTexture*` is its own sampler (see
        // `combined_samplers`).
        let svar = match self.m.combined_samplers.get(&(sampler, compares(op))) {
            Some(&v) => v,
            None => match self.m.globals.get(&sampler) {
                Some(&GlobalRef::Handle { var }) if sampler != resource => var,
                _ => return unsupported("this sampler", sp),
            },
        };
        let image = self.resource_var(resource, var, sp, block)?;
        let sampler = match self.m.combined_samplers.get(&(sampler, compares(op))) {
            Some(_) => self.add(Expression::GlobalVariable(svar), sp, block),
            None => self.resource_var(sampler, svar, sp, block)?,
        };
        let (coordinate, layer) = self.split_coords(vals[0], info.shape, sp, block);
        let array_index = match layer {
            Some(l) => {
                // HLSL rounds the layer to the nearest integer.
                let r = self.add(
                    Expression::Math {
                        fun: naga::MathFunction::Round,
                        arg: l,
                        arg1: None,
                        arg2: None,
                        arg3: None,
                    },
                    sp,
                    block,
                );
                Some(self.add(
                    Expression::As {
                        expr: r,
                        kind: naga::ScalarKind::Sint,
                        convert: Some(4),
                    },
                    sp,
                    block,
                ))
            }
            None => None,
        };
        let (level, depth_ref) = match op {
            ResourceOp::Sample => (naga::SampleLevel::Auto, None),
            ResourceOp::SampleLevel => (naga::SampleLevel::Exact(vals[1]), None),
            ResourceOp::SampleBias => (naga::SampleLevel::Bias(vals[1]), None),
            ResourceOp::SampleGrad => (
                naga::SampleLevel::Gradient {
                    x: vals[1],
                    y: vals[2],
                },
                None,
            ),
            ResourceOp::SampleCmp => (naga::SampleLevel::Auto, Some(vals[1])),
            ResourceOp::Gather { cmp, .. } => (naga::SampleLevel::Zero, cmp.then(|| vals[1])),
            _ => (naga::SampleLevel::Zero, Some(vals[1])),
        };
        let gather = match op {
            ResourceOp::Gather { channel, .. } => Some(crate::place::swizzle_component(channel)),
            _ => None,
        };
        if let ResourceOp::Gather {
            offsets4: true,
            cmp,
            ..
        } = op
        {
            let sample = |offset| Expression::ImageSample {
                image,
                sampler,
                gather,
                coordinate,
                array_index,
                offset: Some(offset),
                level,
                depth_ref,
                clamp_to_edge: false,
            };
            let offsets = &args[1 + usize::from(cmp)..];
            return self
                .gather_offsets(offsets, sample, ty, sp, block)
                .map(Some);
        }
        let offset = match offset {
            Some(o) => Some(self.const_offset(o, block)?),
            None => None,
        };
        let v = self.add(
            Expression::ImageSample {
                image,
                sampler,
                gather,
                coordinate,
                array_index,
                offset,
                level,
                depth_ref,
                clamp_to_edge: false,
            },
            sp,
            block,
        );
        if gather.is_some() {
            // Four texels of one channel, whatever the texture holds.
            return Ok(Some(v));
        }
        Ok(Some(self.texel_result(v, info.depth, ty, sp, block)?))
    }

    /// `Gather*(s, uv, [ref,] o1, o2, o3, o4)`, as DXC writes it for
    /// SPIR-V: `OpImage*Gather` with `ConstOffsets`. That operand means
    /// what GLSL's `textureGatherOffsets` means (glslang writes one as the
    /// other): "each of the four texels is obtained by applying the offset
    /// in offsets as a (u, v) coordinate offset to P, identifying the
    /// four-texel LINEAR footprint, and then selecting the texel i0j0 of
    /// that footprint" (GLSL 4.60, 8.9.4). A gather returns its footprint
    /// as (i0j1, i1j1, i1j0, i0j0), so texel k is the last component of
    /// the gather moved by offset k: four gathers with one constant offset
    /// each, exactly (Mesa lowers `ConstOffsets` the same way,
    /// `lower_tg4_offsets`).
    fn gather_offsets(
        &mut self,
        offsets: &[ExprId],
        sample: impl Fn(Handle<Expression>) -> Expression,
        ty: TypeId,
        sp: Span,
        block: &mut Block,
    ) -> Lowered<Handle<Expression>> {
        let mut components = Vec::with_capacity(4);
        for &o in offsets {
            let offset = self.const_offset(o, block)?;
            let g = self.add(sample(offset), sp, block);
            components.push(self.add(Expression::AccessIndex { base: g, index: 3 }, sp, block));
        }
        let ty = self.m.ty(ty, types::Layout::Natural, sp)?;
        Ok(self.add(Expression::Compose { ty, components }, sp, block))
    }

    /// A sampling offset as literals: naga takes only a constant offset,
    /// and its SPIR-V writer only one made of constants (not arithmetic
    /// on them). DXC folds what inlining makes constant; this takes
    /// literals, `static const` globals and arithmetic on them.
    fn const_offset(&mut self, e: ExprId, block: &mut Block) -> Lowered<Handle<Expression>> {
        let sp = self.body.exprs[e].span;
        let folded = crate::resources::fold_components(self.m.program, self.body, e);
        let Some(values) = folded else {
            return unsupported(
                "a texel offset that is not a constant (a literal, a 'static const' or \
                 arithmetic on them)",
                sp,
            );
        };
        let mut components = Vec::with_capacity(values.len());
        for v in values {
            let l = crate::resources::literal(v, Scalar::I32, sp)?;
            components.push(self.add(Expression::Literal(l), sp, block));
        }
        if let [one] = components[..] {
            return Ok(one);
        }
        // The checker made the offset an `intN`.
        let ty = self
            .m
            .ty(self.body.exprs[e].ty, types::Layout::Natural, sp)?;
        Ok(self.add(Expression::Compose { ty, components }, sp, block))
    }

    /// Integer texel coordinates (with the layer last, when arrayed) moved
    /// by the `offset` expression: only the dimensions move, the layer stays.
    fn offset_coords(
        &mut self,
        coords: Handle<Expression>,
        offset: ExprId,
        shape: TextureShape,
        sp: Span,
        block: &mut Block,
    ) -> Lowered<Handle<Expression>> {
        let o = self.value(offset, block)?;
        let (c, layer) = self.split_coords(coords, shape, sp, block);
        let moved = self.add(
            Expression::Binary {
                op: naga::BinaryOperator::Add,
                left: c,
                right: o,
            },
            sp,
            block,
        );
        let Some(l) = layer else {
            return Ok(moved);
        };
        let ity = self.m.module.types.insert(
            naga::Type {
                name: None,
                inner: naga::TypeInner::Vector {
                    size: types::vector_size(shape.coords()).unwrap_or(naga::VectorSize::Bi),
                    scalar: naga::Scalar::I32,
                },
            },
            naga::Span::default(),
        );
        Ok(self.add(
            Expression::Compose {
                ty: ity,
                components: vec![moved, l],
            },
            sp,
            block,
        ))
    }

    /// `uint4(width, height, depth or layers, levels)` of a texture, or
    /// `(elements, stride, 1, 1)` of a buffer.
    fn dimensions(
        &mut self,
        g: GlobalId,
        mip: Option<Handle<Expression>>,
        sp: Span,
        block: &mut Block,
    ) -> Lowered<Handle<Expression>> {
        let program = self.m.program;
        let one = self.u32_literal(1, sp, block);
        let mut comps = [one; 4];
        match self.m.globals.get(&g).copied() {
            Some(GlobalRef::Handle { var }) => {
                let (_, info) = self.image_info(g, sp)?;
                let image = self.resource_var(g, var, sp, block)?;
                let size = self.add(
                    Expression::ImageQuery {
                        image,
                        query: naga::ImageQuery::Size { level: mip },
                    },
                    sp,
                    block,
                );
                let n = if info.shape.cube { 2 } else { info.shape.dims };
                if n == 1 {
                    comps[0] = size;
                } else {
                    for (i, c) in comps.iter_mut().enumerate().take(n as usize) {
                        *c = self.add(
                            Expression::AccessIndex {
                                base: size,
                                index: i as u32,
                            },
                            sp,
                            block,
                        );
                    }
                }
                // naga's SPIR-V writer queries the layers with a level,
                // which multisampled and storage images do not have (the
                // SPIR-V would be invalid).
                if info.shape.arrayed && info.multi {
                    return unsupported("the layer count of a multisampled texture array", sp);
                }
                if info.shape.arrayed && info.storage {
                    return unsupported("the layer count of a read-write texture array", sp);
                }
                if info.shape.arrayed {
                    comps[2] = self.add(
                        Expression::ImageQuery {
                            image,
                            query: naga::ImageQuery::NumLayers,
                        },
                        sp,
                        block,
                    );
                }
                // Multisampled textures have samples where others have levels.
                if info.multi || !info.storage {
                    let query = if info.multi {
                        naga::ImageQuery::NumSamples
                    } else {
                        naga::ImageQuery::NumLevels
                    };
                    comps[3] = self.add(Expression::ImageQuery { image, query }, sp, block);
                }
            }
            Some(GlobalRef::Buffer { var }) => {
                let TypeKind::Resource { kind, elem } = *program.types.get(program.globals[g].ty)
                else {
                    return unsupported("this buffer", sp);
                };
                let bytes = matches!(
                    kind,
                    ResourceKind::ByteAddressBuffer | ResourceKind::RWByteAddressBuffer
                );
                // Words, or elements (a buffer kept as words counts them
                // in strides).
                let gv = self.resource_var(g, var, sp, block)?;
                let len = self.buffer_len(var, gv, sp, block);
                if bytes {
                    let four = self.u32_literal(4, sp, block);
                    comps[0] = self.add(
                        Expression::Binary {
                            op: naga::BinaryOperator::Multiply,
                            left: len,
                            right: four,
                        },
                        sp,
                        block,
                    );
                    comps[1] = four;
                } else {
                    comps[0] = len;
                    let packing = self.m.buffer_packing.get(&var).copied();
                    let packing = packing.unwrap_or(hlsl_sema::layout::Packing::Structured);
                    let (types, structs) = (&program.types, &program.structs);
                    let stride = hlsl_sema::layout::array_stride(types, structs, elem, packing);
                    comps[1] = self.u32_literal(stride, sp, block);
                }
            }
            _ => return unsupported("'GetDimensions' on this resource", sp),
        }
        let ty = self.vec4(Scalar::U32, sp)?;
        Ok(self.add(
            Expression::Compose {
                ty,
                components: comps.to_vec(),
            },
            sp,
            block,
        ))
    }

    /// Pointer to word `offset / 4 + k` of a byte-address buffer.
    fn word_ptr(
        &mut self,
        g: GlobalId,
        offset: Handle<Expression>,
        k: u32,
        sp: Span,
        block: &mut Block,
    ) -> Lowered<Handle<Expression>> {
        let Some(GlobalRef::Buffer { var }) = self.m.globals.get(&g).copied() else {
            return unsupported("this byte-address buffer", sp);
        };
        let two = self.u32_literal(2, sp, block);
        let word = self.add(
            Expression::Binary {
                op: naga::BinaryOperator::ShiftRight,
                left: offset,
                right: two,
            },
            sp,
            block,
        );
        let index = if k == 0 {
            word
        } else {
            let k = self.u32_literal(k, sp, block);
            self.add(
                Expression::Binary {
                    op: naga::BinaryOperator::Add,
                    left: word,
                    right: k,
                },
                sp,
                block,
            )
        };
        let gv = self.resource_var(g, var, sp, block)?;
        let data = self.add(Expression::AccessIndex { base: gv, index: 0 }, sp, block);
        Ok(self.add(Expression::Access { base: data, index }, sp, block))
    }

    /// `Load<T>(offset)` and `Store<T>(offset, value)` of a type other
    /// than a 32-bit scalar or vector: the value's components read or
    /// written one word at a time, placed as in a structured buffer of `T`
    /// from the offset rounded down to a word (what the interpreter does;
    /// see `split.rs`). Types with 16- or 64-bit scalars are unsupported.
    fn bytes_as(
        &mut self,
        op: ResourceOp,
        g: GlobalId,
        args: &[ExprId],
        ty: TypeId,
        sp: Span,
        block: &mut Block,
    ) -> Lowered<Option<Handle<Expression>>> {
        let program = self.m.program;
        let value_ty = match op {
            ResourceOp::StoreBytesAs => self.body.exprs[args[1]].ty,
            _ => ty,
        };
        if !all_words(program, value_ty) {
            return unsupported(
                format!(
                    "a byte-address 'Load<T>' or 'Store<T>' of a type with 16-bit scalars \
                     ('{}')",
                    program.type_name(value_ty)
                ),
                sp,
            );
        }
        let Some(GlobalRef::Buffer { var }) = self.m.globals.get(&g).copied() else {
            return unsupported("this byte-address buffer", sp);
        };
        let offset = self.value(args[0], block)?;
        let value = match op {
            ResourceOp::StoreBytesAs => Some(self.value(args[1], block)?),
            _ => None,
        };
        let word = self.binary_u32(naga::BinaryOperator::ShiftRight, offset, 2, sp, block);
        let gv = self.resource_var(g, var, sp, block)?;
        let data = self.add(Expression::AccessIndex { base: gv, index: 0 }, sp, block);
        let place = crate::split::WordPlace {
            data,
            // `Load<T>`/`Store<T>` read T as DXC does under the rules.
            packing: program.layout.raw_buffer(),
            rows: false,
            dynamic: Some(word),
            words: 0,
            valid: None,
            ty: value_ty,
        };
        match value {
            Some(v) => {
                self.store_split(place, v, sp, block)?;
                Ok(None)
            }
            None => self.load_split(place, sp, block).map(Some),
        }
    }

    /// `RWByteAddressBuffer.Interlocked*`: the atomic on the word at the
    /// byte offset (the buffer's words are `atomic<u32>`, see
    /// [`crate::atomic::atomic_globals`]).
    fn interlocked_bytes(
        &mut self,
        g: GlobalId,
        op: AtomicOp,
        original: bool,
        args: &[ExprId],
        sp: Span,
        block: &mut Block,
    ) -> Lowered<()> {
        let offset = self.value(args[0], block)?;
        let (compare, value) = if op == AtomicOp::CompareExchange {
            (Some(self.value(args[1], block)?), args[2])
        } else {
            (None, args[1])
        };
        let value = self.value(value, block)?;
        let original = match original {
            true => {
                let o = args[args.len() - 1];
                Some((self.target_place(o, block)?, self.body.exprs[o].ty))
            }
            false => None,
        };
        let copy = self.texel_copy.take();
        let ptr = self.word_ptr(g, offset, 0, sp, block)?;
        self.atomic_at(ptr, Types::UINT, op, compare, value, original, sp, block)?;
        self.texel_copy = copy;
        self.store_texel_copy(sp, block)
    }

    fn load_words(
        &mut self,
        g: GlobalId,
        offset: Handle<Expression>,
        n: u8,
        sp: Span,
        block: &mut Block,
    ) -> Lowered<Option<Handle<Expression>>> {
        let mut words = Vec::with_capacity(n as usize);
        for k in 0..n as u32 {
            let p = self.word_ptr(g, offset, k, sp, block)?;
            words.push(self.load(p, sp, block));
        }
        if n == 1 {
            return Ok(words.pop());
        }
        let ty = self.m.module.types.insert(
            naga::Type {
                name: None,
                inner: naga::TypeInner::Vector {
                    size: types::vector_size(n).unwrap_or(naga::VectorSize::Bi),
                    scalar: naga::Scalar::U32,
                },
            },
            naga::Span::default(),
        );
        Ok(Some(self.add(
            Expression::Compose {
                ty,
                components: words,
            },
            sp,
            block,
        )))
    }

    fn store_words(
        &mut self,
        g: GlobalId,
        offset: Handle<Expression>,
        value: Handle<Expression>,
        n: u8,
        sp: Span,
        block: &mut Block,
    ) -> Lowered<()> {
        for k in 0..n as u32 {
            let p = self.word_ptr(g, offset, k, sp, block)?;
            let v = if n == 1 {
                value
            } else {
                self.add(
                    Expression::AccessIndex {
                        base: value,
                        index: k,
                    },
                    sp,
                    block,
                )
            };
            self.store(p, v, sp, block);
        }
        Ok(())
    }
}

/// Whether every scalar of `ty` is 32 or 64 bits wide (or a `bool`, a
/// word in buffers): what [`FnCtx::bytes_as`] can move as whole words.
fn all_words(program: &Program, ty: TypeId) -> bool {
    let word = |s: Scalar| s.width >= 4 || s.kind == ScalarKind::Bool;
    match *program.types.get(ty) {
        TypeKind::Scalar(s) | TypeKind::Vector(s, _) => word(s),
        TypeKind::Matrix { scalar, .. } => word(scalar),
        TypeKind::Array { elem, len } => len.is_some() && all_words(program, elem),
        TypeKind::Struct(sid) => program.structs[sid]
            .fields
            .iter()
            .all(|f| all_words(program, f.ty)),
        _ => false,
    }
}
