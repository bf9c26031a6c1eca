//! Globals: structured buffers become storage buffers holding a struct
//! that wraps a runtime-sized array with the D3D stride; each cbuffer
//! becomes one uniform-buffer struct with HLSL's member offsets (either
//! kept as 32-bit words where naga cannot express the layout, `split.rs`);
//! `groupshared` variables live in workgroup memory and statics in private
//! memory.

use crate::func::ModuleCtx;
use crate::types::{self, Layout};
use crate::{unsupported, Lowered};
use hlsl_base::FxHashMap;
use hlsl_base::Span;
use hlsl_sema::ir::{Bound, CBuffer, CBufferId, ExprKind, GlobalId, GlobalKind, Literal, UnaryOp};
use hlsl_sema::layout;
use hlsl_sema::types::{ResourceKind, Scalar, ScalarKind, TypeKind, Types};
use naga::{AddressSpace, Expression, GlobalVariable, Handle, ResourceBinding, StorageAccess};
use std::num::NonZeroU32;

/// How an IR global is reached in the naga module.
#[derive(Clone, Copy, Debug)]
pub(crate) enum GlobalRef {
    /// A variable that holds the global's value in `layout`.
    Var {
        var: Handle<GlobalVariable>,
        layout: Layout,
    },
    /// A structured buffer: member 0 of the variable is the element array.
    Buffer { var: Handle<GlobalVariable> },
    /// A texture or sampler (a handle-space global; see `images.rs`).
    Handle { var: Handle<GlobalVariable> },
    /// Member `index` of a cbuffer's uniform struct (or of the
    /// push-constant block's struct), laid out as `layout`.
    CBufferMember {
        var: Handle<GlobalVariable>,
        index: u32,
        layout: Layout,
    },
    /// A member of a cbuffer kept as words (see `split.rs`), starting at
    /// word `words`.
    CBufferWords {
        var: Handle<GlobalVariable>,
        words: u32,
        /// The cbuffer's layout.
        packing: layout::Packing,
        /// How the words are held: `vec4<u32>` rows, or (a push constant)
        /// one flat `u32` array.
        rows: bool,
    },
}

/// Creates a naga global for each IR global (and one per cbuffer).
pub(crate) fn lower_globals(m: &mut ModuleCtx) -> Lowered<()> {
    let program = m.program;
    let mut cbuffer_vars: Vec<(CBufferId, Handle<GlobalVariable>, bool)> = Vec::new();
    // An array of resources is one binding array, made from the first of
    // its elements that code uses (`binding_arrays.rs`); an array that no
    // code indexes is left out, as DXC leaves unused resources out.
    let arrays = program.used_resource_arrays();
    let unused_element = |g: GlobalId| {
        program
            .resource_elements
            .get(&g)
            .is_some_and(|(a, _)| !arrays.contains(a))
    };
    let mut array_cbuffers: FxHashMap<GlobalId, (Handle<GlobalVariable>, bool)> =
        FxHashMap::default();
    for (id, cb) in program.cbuffers.iter() {
        if cb.resource.is_some_and(unused_element) {
            continue;
        }
        let array = cb
            .resource
            .and_then(|r| crate::binding_arrays::array_of(program, r));
        if let Some(&(var, words)) = array.and_then(|a| array_cbuffers.get(&a)) {
            cbuffer_vars.push((id, var, words));
            continue;
        }
        if cb.members.is_empty() {
            // `cbuffer Empty {};` holds nothing to read, and naga's
            // structs need a member: no variable.
            continue;
        }
        if cb.is_push_constant() {
            crate::push_constants::check_size(cb)?;
        }
        // Typed members where naga can place every one at its HLSL offset,
        // else words (see `split.rs`); a failed attempt leaves no types.
        let saved = (m.module.types.clone(), m.types.clone());
        let (ty, words) = match typed_cbuffer(m, cb) {
            Ok(ty) => (ty, false),
            Err(_) => {
                (m.module.types, m.types) = saved;
                let words = match cb.is_push_constant() {
                    true => crate::push_constants::words(m, cb),
                    false => words_cbuffer(m, cb),
                };
                (words, true)
            }
        };
        // The push-constant block has no binding (`push_constants.rs`).
        let (space, binding) = if cb.is_push_constant() {
            (AddressSpace::Immediate, None)
        } else {
            let bound = crate::bindings::cbuffer_bound(program, id);
            let (group, binding) = m.binding(bound, &cb.binding);
            (
                AddressSpace::Uniform,
                Some(ResourceBinding { group, binding }),
            )
        };
        let var = m.module.global_variables.append(
            GlobalVariable {
                name: Some(cb.name.clone()),
                space,
                binding,
                ty,
                init: None,
                memory_decorations: naga::MemoryDecorations::empty(),
            },
            span(cb.span),
        );
        if let Some(a) = array {
            crate::binding_arrays::make_binding_array(m, a, var)?;
            array_cbuffers.insert(a, (var, words));
        }
        cbuffer_vars.push((id, var, words));
    }
    m.cbuffer_vars = cbuffer_vars.iter().map(|&(id, var, _)| (id, var)).collect();
    let mut array_refs: FxHashMap<GlobalId, GlobalRef> = FxHashMap::default();

    for (gid, g) in program.globals.iter() {
        let r = match g.kind {
            GlobalKind::CBufferMember {
                cbuffer,
                index,
                offset,
            } => {
                crate::matrix::check_external(program, g.ty, g.span)?;
                let Some(&(_, var, words)) = cbuffer_vars.iter().find(|(c, ..)| *c == cbuffer)
                else {
                    return unsupported(format!("cbuffer member '{}'", g.name), g.span);
                };
                if words {
                    GlobalRef::CBufferWords {
                        var,
                        words: offset / 4,
                        packing: program.cbuffers[cbuffer].packing,
                        rows: !program.cbuffers[cbuffer].is_push_constant(),
                    }
                } else {
                    GlobalRef::CBufferMember {
                        var,
                        index,
                        layout: cbuffer_layout(&program.cbuffers[cbuffer]),
                    }
                }
            }
            // Reached through its elements' globals (`resource_elements`).
            // An array that code never indexes is left out (DXC drops
            // unused resources too).
            GlobalKind::Resource(_)
                if arrays.contains(&gid)
                    || unused_element(gid)
                    || matches!(program.types.get(g.ty), TypeKind::Array { .. }) =>
            {
                continue
            }
            GlobalKind::Resource(b) if program.resource_elements.contains_key(&gid) => {
                let array = program.resource_elements[&gid].0;
                if program
                    .cbuffers
                    .iter()
                    .any(|(_, c)| c.resource == Some(gid))
                {
                    continue;
                }
                if let Some(&r) = array_refs.get(&array) {
                    if let Some(&first) = program
                        .resource_elements
                        .iter()
                        .find(|(e, (a, _))| *a == array && m.globals_info.contains_key(e))
                        .map(|(e, _)| e)
                    {
                        let info = m.globals_info[&first];
                        m.globals_info.insert(gid, info);
                    }
                    m.globals.insert(gid, r);
                    continue;
                }
                let r = match crate::images::lower_image(m, gid, &b)? {
                    Some(r) => r,
                    None => lower_buffer(m, gid, b)?,
                };
                let var = match r {
                    GlobalRef::Handle { var } | GlobalRef::Buffer { var } => var,
                    _ => {
                        return unsupported(
                            format!("the array of resources '{}'", program.globals[array].name),
                            g.span,
                        )
                    }
                };
                crate::binding_arrays::make_binding_array(m, array, var)?;
                array_refs.insert(array, r);
                r
            }
            // Reached through its hidden cbuffer's members.
            GlobalKind::Resource(_)
                if program
                    .cbuffers
                    .iter()
                    .any(|(_, c)| c.resource == Some(gid)) =>
            {
                continue
            }
            GlobalKind::Resource(b) => match crate::images::lower_image(m, gid, &b)? {
                Some(r) => r,
                None => lower_buffer(m, gid, b)?,
            },
            // Stands for a resource parameter while checking; no code
            // uses it after legalization.
            GlobalKind::ResourceParam { .. } | GlobalKind::ResourceReturn => continue,
            GlobalKind::Groupshared => {
                let layout = if m.atomic_globals.contains(&gid) {
                    Layout::NaturalAtomic
                } else {
                    Layout::Natural
                };
                let ty = m.types.get(&mut m.module, program, g.ty, layout, g.span)?;
                let var = m.module.global_variables.append(
                    GlobalVariable {
                        name: Some(g.name.clone()),
                        space: AddressSpace::WorkGroup,
                        binding: None,
                        ty,
                        init: None,
                        memory_decorations: naga::MemoryDecorations::empty(),
                    },
                    span(g.span),
                );
                GlobalRef::Var { var, layout }
            }
            // `static RWTexture2D<float4> t;` with no initializer holds
            // no resource; unused, it is nothing (DXC writes no store). A
            // use is reported below, as for any value of its type.
            GlobalKind::Private { .. }
                if g.init.is_none()
                    && matches!(program.types.get(g.ty), TypeKind::Resource { .. })
                    && !referenced(program, gid) =>
            {
                continue
            }
            GlobalKind::Private { .. } => {
                let ty = m
                    .types
                    .get(&mut m.module, program, g.ty, Layout::Natural, g.span)?;
                let runtime = g
                    .init
                    .filter(|&e| !foldable(program, &program.global_init, e));
                let init = match g.init {
                    Some(e) if runtime.is_none() => Some(const_expr(m, e)?),
                    _ => None,
                };
                let var = m.module.global_variables.append(
                    GlobalVariable {
                        name: Some(g.name.clone()),
                        space: AddressSpace::Private,
                        binding: None,
                        ty,
                        init,
                        memory_decorations: naga::MemoryDecorations::empty(),
                    },
                    span(g.span),
                );
                if runtime.is_some() {
                    m.runtime_statics.push((gid, var));
                }
                GlobalRef::Var {
                    var,
                    layout: Layout::Natural,
                }
            }
        };
        m.globals.insert(gid, r);
    }
    Ok(())
}

/// Whether any function names global `g`.
fn referenced(program: &hlsl_sema::ir::Program, g: GlobalId) -> bool {
    program.functions.iter().any(|(_, f)| {
        f.body
            .exprs
            .iter()
            .any(|(_, e)| matches!(e.kind, ExprKind::Global(x) if x == g))
    })
}

/// The layout of a cbuffer's members: uniform memory, or immediates for
/// the push-constant block, with the cbuffer's packing.
fn cbuffer_layout(cb: &CBuffer) -> Layout {
    match cb.is_push_constant() {
        true => Layout::Immediate(cb.packing),
        false => Layout::Uniform(cb.packing),
    }
}

/// A cbuffer's uniform struct with one member per HLSL member, at its
/// HLSL offset; unsupported where naga cannot place one there.
fn typed_cbuffer(m: &mut ModuleCtx, cb: &CBuffer) -> Lowered<Handle<naga::Type>> {
    let program = m.program;
    let mut members: Vec<naga::StructMember> = Vec::with_capacity(cb.members.len());
    for &gid in &cb.members {
        let g = &program.globals[gid];
        let GlobalKind::CBufferMember { offset, .. } = g.kind else {
            continue;
        };
        let layout = cbuffer_layout(cb);
        let (ty, nl) = m
            .types
            .get_with_layout(&mut m.module, program, g.ty, layout, g.span)?;
        let what = format!("cbuffer member '{}'", g.name);
        types::check_offset(program, &what, g.ty, offset, nl, g.span)?;
        // HLSL packs a member into the padding at the end of a struct
        // or array before it; naga's members do not overlap.
        if let Some(prev) = members.last() {
            let prev_end = prev.offset + m.module.types[prev.ty].inner.size(m.module.to_ctx());
            if offset < prev_end {
                let why = format!(
                    "{what} at offset {offset}, inside the padding of the member before it"
                );
                return unsupported(why, g.span);
            }
        }
        members.push(naga::StructMember {
            name: Some(g.name.clone()),
            ty,
            binding: None,
            offset,
        });
    }
    let end = members.last().map_or(0, |mb| mb.offset);
    // naga wants a struct's span to be a multiple of its alignment, which
    // a `double3` or `double4` member makes 32; the bytes after the HLSL
    // size are never read.
    // A push constant's size is exactly DXC's (the application's push
    // range must cover it); a cbuffer takes whole 16-byte rows.
    let rows = if cb.is_push_constant() { 4 } else { 16 };
    let align = struct_alignment(m, &members).max(rows);
    let size = cb.size.max(end).max(rows).next_multiple_of(align);
    let ty = m.module.types.insert(
        naga::Type {
            name: Some(format!("{}_t", cb.name)),
            inner: naga::TypeInner::Struct {
                members,
                span: size,
            },
        },
        naga::Span::default(),
    );
    // The WGSL and GLSL writers drop offsets and strides: a layout their
    // text would change (a scalar array's stride of 16, a gap from
    // `register(cN)`) is kept as words too, on every target.
    let portable = match cb.is_push_constant() {
        true => crate::text_layout::portable_immediate(&m.module, ty),
        false => crate::text_layout::portable_uniform(&m.module, ty),
    };
    if let Err(why) = portable {
        return unsupported(format!("cbuffer '{}': {why}", cb.name), cb.span);
    }
    Ok(ty)
}

/// The largest alignment naga's layout rules give one of `members`.
fn struct_alignment(m: &ModuleCtx, members: &[naga::StructMember]) -> u32 {
    let mut layouter = naga::proc::Layouter::default();
    if layouter.update(m.module.to_ctx()).is_err() {
        return 16;
    }
    members
        .iter()
        .map(|mb| layouter[mb.ty].alignment.round_up(1))
        .max()
        .unwrap_or(16)
}

/// A cbuffer kept as words: `struct { rows: array<vec4<u32>, N> }`, one
/// `vec4<u32>` per 16-byte register.
fn words_cbuffer(m: &mut ModuleCtx, cb: &CBuffer) -> Handle<naga::Type> {
    let row = naga::TypeInner::Vector {
        size: naga::VectorSize::Quad,
        scalar: naga::Scalar::U32,
    };
    words_struct(m, &cb.name, "rows", row, cb.size.div_ceil(16), 16)
}

/// `struct NAME_t { MEMBER: array<ELEM, count> }` with `stride`-byte
/// elements: how a buffer kept as words is declared.
pub(crate) fn words_struct(
    m: &mut ModuleCtx,
    name: &str,
    member: &str,
    elem: naga::TypeInner,
    count: u32,
    stride: u32,
) -> Handle<naga::Type> {
    let count = count.max(1);
    let base = m.module.types.insert(
        naga::Type {
            name: None,
            inner: elem,
        },
        naga::Span::default(),
    );
    let array = m.module.types.insert(
        naga::Type {
            name: None,
            inner: naga::TypeInner::Array {
                base,
                size: naga::ArraySize::Constant(NonZeroU32::MIN.saturating_add(count - 1)),
                stride,
            },
        },
        naga::Span::default(),
    );
    m.module.types.insert(
        naga::Type {
            name: Some(format!("{name}_t")),
            inner: naga::TypeInner::Struct {
                members: vec![naga::StructMember {
                    name: Some(member.into()),
                    ty: array,
                    binding: None,
                    offset: 0,
                }],
                span: count * stride,
            },
        },
        naga::Span::default(),
    )
}

fn lower_buffer(m: &mut ModuleCtx, gid: GlobalId, b: hlsl_sema::ir::Binding) -> Lowered<GlobalRef> {
    let program = m.program;
    let g = &program.globals[gid];
    let TypeKind::Resource { kind, elem } = *program.types.get(g.ty) else {
        return unsupported(format!("the global '{}'", g.name), g.span);
    };
    // Typed buffers are storage buffers of their element (DXC makes texel
    // buffers; naga has none); byte-address buffers are arrays of words.
    let elem = match kind {
        ResourceKind::ByteAddressBuffer | ResourceKind::RWByteAddressBuffer => Types::UINT,
        ResourceKind::Buffer | ResourceKind::RWBuffer if elem == Types::VOID => {
            match program.types.find(&TypeKind::Vector(Scalar::F32, 4)) {
                Some(t) => t,
                None => return unsupported(format!("the unused buffer '{}'", g.name), g.span),
            }
        }
        _ => elem,
    };
    let appends = matches!(
        kind,
        ResourceKind::AppendStructuredBuffer | ResourceKind::ConsumeStructuredBuffer
    );
    if !kind.is_usable() && !appends {
        return unsupported(
            format!("the resource type '{}'", program.type_name(g.ty)),
            g.span,
        );
    }
    if !matches!(
        kind,
        ResourceKind::ByteAddressBuffer | ResourceKind::RWByteAddressBuffer
    ) {
        crate::matrix::check_external(program, elem, g.span)?;
    }
    // Any element of an array of buffers makes the binding array atomic.
    let atomic = m
        .atomic_globals
        .iter()
        .any(|&a| crate::binding_arrays::same_resource(program, a, gid));
    // Structured and typed buffers (which are storage buffers here) lay
    // their elements out with the structured-buffer rule.
    let packing = program.layout.structured();
    let layout = if atomic {
        Layout::StorageAtomic(packing)
    } else {
        Layout::Storage(packing)
    };
    let stride = layout::array_stride(&program.types, &program.structs, elem, packing);
    // Typed elements where naga can lay them out with the D3D stride,
    // else `u32` words (see `split.rs`); a failed attempt leaves no types.
    let saved = (m.module.types.clone(), m.types.clone());
    let (elem_ty, align, words) = match typed_elements(m, g.ty, elem, layout, stride, g.span) {
        Ok((ty, align)) => (ty, align, false),
        Err(e) if atomic || !stride.is_multiple_of(4) || stride == 0 => return Err(e),
        Err(_) => {
            (m.module.types, m.types) = saved;
            let u32_ty = m.types.get(
                &mut m.module,
                program,
                Types::UINT,
                Layout::Storage(packing),
                g.span,
            )?;
            (u32_ty, 4, true)
        }
    };
    let elem_stride = stride;
    let stride = if words { 4 } else { stride };
    let array = m.module.types.insert(
        naga::Type {
            name: None,
            inner: naga::TypeInner::Array {
                base: elem_ty,
                size: naga::ArraySize::Dynamic,
                stride,
            },
        },
        naga::Span::default(),
    );
    let wrapper = m.module.types.insert(
        naga::Type {
            name: Some(format!("{}_t", g.name)),
            inner: naga::TypeInner::Struct {
                members: vec![naga::StructMember {
                    name: Some("data".into()),
                    ty: array,
                    binding: None,
                    offset: 0,
                }],
                span: stride.next_multiple_of(align),
            },
        },
        naga::Span::default(),
    );
    let access = if kind.is_writable() {
        StorageAccess::LOAD | StorageAccess::STORE
    } else {
        StorageAccess::LOAD
    };
    let (group, binding) = m.binding(Bound::Global(gid), &b);
    let var = m.module.global_variables.append(
        GlobalVariable {
            name: Some(g.name.clone()),
            space: AddressSpace::Storage { access },
            binding: Some(ResourceBinding { group, binding }),
            ty: wrapper,
            init: None,
            memory_decorations: naga::MemoryDecorations::empty(),
        },
        span(g.span),
    );
    if atomic {
        m.atomic_buffers.insert(var);
    }
    if words {
        m.word_buffers.insert(var, elem_stride / 4);
    }
    m.buffer_packing.insert(var, packing);
    // An element of an array has the array's counters (`counters.rs`).
    let owner = crate::binding_arrays::array_of(m.program, gid).unwrap_or(gid);
    if m.bindings.counter(owner).is_some() {
        crate::counters::lower_counter(m, owner)?;
    }
    Ok(GlobalRef::Buffer { var })
}

/// The naga type of a structured buffer's elements and its alignment;
/// unsupported where naga cannot lay them out `stride` bytes apart.
fn typed_elements(
    m: &mut ModuleCtx,
    buffer_ty: hlsl_sema::types::TypeId,
    elem: hlsl_sema::types::TypeId,
    layout: Layout,
    stride: u32,
    span: Span,
) -> Lowered<(Handle<naga::Type>, u32)> {
    let program = m.program;
    let (elem_ty, nl) = m
        .types
        .get_with_layout(&mut m.module, program, elem, layout, span)?;
    if !stride.is_multiple_of(nl.align) || stride < nl.size {
        return unsupported(
            format!(
                "'{}' with elements of {} bytes (naga needs the stride of '{}' to be a multiple \
                 of {} bytes)",
                program.type_name(buffer_ty),
                stride,
                program.type_name(elem),
                nl.align
            ),
            span,
        );
    }
    Ok((elem_ty, nl.align))
}

impl ModuleCtx<'_> {
    /// The (set, binding) of a declaration (the map has every one).
    fn binding(&self, bound: Bound, b: &hlsl_sema::ir::Binding) -> (u32, u32) {
        self.bindings
            .get(bound)
            .unwrap_or_else(|| crate::vulkan_binding(b))
    }
}

/// A naga span for an IR span (both are byte offsets in the source map).
pub(crate) fn span(s: Span) -> naga::Span {
    naga::Span::new(s.lo, s.hi)
}

/// Lowers a static's initializer into the module's constant expressions.
/// Scalars and vectors are folded to literals (naga's writers take
/// constant expressions made of literals, not arithmetic on them).
fn const_expr(m: &mut ModuleCtx, e: hlsl_sema::ir::ExprId) -> Lowered<Handle<Expression>> {
    let program = m.program;
    let body = &program.global_init;
    let expr = &body.exprs[e];
    let sp = span(expr.span);
    if let Some((s, n)) = types::shape(program, expr.ty) {
        let Some(values) = fold_components(program, body, e) else {
            return unsupported("this static initializer", expr.span);
        };
        let mut components = Vec::with_capacity(values.len());
        for v in values {
            let l = literal(v, s, expr.span)?;
            components.push(
                m.module
                    .global_expressions
                    .append(Expression::Literal(l), sp),
            );
        }
        if n == 0 {
            return Ok(components[0]);
        }
        let ty = m
            .types
            .get(&mut m.module, program, expr.ty, Layout::Natural, expr.span)?;
        let made = Expression::Compose { ty, components };
        return Ok(m.module.global_expressions.append(made, sp));
    }
    let made = match expr.kind {
        ExprKind::Compose(ref parts) => {
            let ty = m
                .types
                .get(&mut m.module, program, expr.ty, Layout::Natural, expr.span)?;
            let mut components = Vec::with_capacity(parts.len());
            for &p in parts {
                components.push(const_expr(m, p)?);
            }
            Expression::Compose { ty, components }
        }
        _ => return unsupported("this static initializer", expr.span),
    };
    Ok(m.module.global_expressions.append(made, sp))
}

/// Whether [`const_expr`] turns `e` into constant expressions; a static
/// initialised otherwise is assigned at the start of each entry point.
fn foldable(
    program: &hlsl_sema::ir::Program,
    body: &hlsl_sema::ir::Body,
    e: hlsl_sema::ir::ExprId,
) -> bool {
    let expr = &body.exprs[e];
    if types::shape(program, expr.ty).is_some() {
        return fold_components(program, body, e).is_some();
    }
    match expr.kind {
        ExprKind::Compose(ref parts) => parts.iter().all(|&p| foldable(program, body, p)),
        _ => false,
    }
}

/// The components of a constant scalar or vector expression of `body`,
/// each a literal of the expression's scalar type: literals, `static
/// const` globals, and negation, complement, conversion, splats, vectors,
/// swizzles and arithmetic on them, computed in the expression's type.
/// `None` for anything else, for an integer division by zero and for a
/// float result that is not finite.
pub(crate) fn fold_components(
    program: &hlsl_sema::ir::Program,
    body: &hlsl_sema::ir::Body,
    e: hlsl_sema::ir::ExprId,
) -> Option<Vec<Literal>> {
    let expr = &body.exprs[e];
    let (s, n) = types::shape(program, expr.ty)?;
    let n = usize::from(n.max(1));
    let fold = |e| fold_components(program, body, e);
    let values: Vec<Literal> = match expr.kind {
        ExprKind::Literal(l) => vec![convert_literal(l, s)],
        ExprKind::Unary { op, expr: inner } => fold(inner)?
            .into_iter()
            .map(|v| fold_unary(op, v, s))
            .collect::<Option<_>>()?,
        ExprKind::Convert(inner) => fold(inner)?
            .into_iter()
            .map(|v| convert_literal(v, s))
            .collect(),
        ExprKind::Splat(inner) => vec![*fold(inner)?.first()?; n],
        ExprKind::Compose(ref parts) => {
            let mut all = Vec::with_capacity(n);
            for &p in parts {
                all.extend(fold(p)?);
            }
            all
        }
        ExprKind::Swizzle { base, pattern, len } => {
            let b = fold(base)?;
            pattern[..usize::from(len)]
                .iter()
                .map(|&i| b.get(usize::from(i)).copied())
                .collect::<Option<_>>()?
        }
        ExprKind::Binary { op, lhs, rhs } => {
            let (a, b) = (fold(lhs)?, fold(rhs)?);
            let at = |v: &[Literal], i: usize| if v.len() == 1 { v[0] } else { v[i] };
            (0..n)
                .map(|i| fold_binary(op, at(&a, i), at(&b, i), s))
                .collect::<Option<_>>()?
        }
        ExprKind::Load(place) => match body.exprs[place].kind {
            // A specialization constant's value is the pipeline's.
            ExprKind::Global(g) if program.spec_id(g).is_some() => return None,
            ExprKind::Global(g) => match program.globals[g] {
                hlsl_sema::ir::Global {
                    kind: GlobalKind::Private { is_const: true },
                    init: Some(init),
                    ..
                } => fold_components(program, &program.global_init, init)?,
                _ => return None,
            },
            _ => return None,
        },
        _ => return None,
    };
    (values.len() == n).then_some(values)
}

fn fold_unary(op: UnaryOp, v: Literal, s: Scalar) -> Option<Literal> {
    Some(match (op, v) {
        (UnaryOp::Neg, Literal::Float(f)) => Literal::Float(-f),
        (UnaryOp::Neg, Literal::Sint(i)) => int_literal(i.wrapping_neg(), s)?,
        (UnaryOp::Neg, Literal::Uint(u)) => int_literal(u.wrapping_neg() as i64, s)?,
        (UnaryOp::BitNot, Literal::Sint(i)) => int_literal(!i, s)?,
        (UnaryOp::BitNot, Literal::Uint(u)) => int_literal(!u as i64, s)?,
        (UnaryOp::Not, Literal::Bool(b)) => Literal::Bool(!b),
        _ => return None,
    })
}

/// `op` on two literals of scalar type `s` (32-bit floats in `f32`).
fn fold_binary(op: hlsl_sema::ir::BinaryOp, x: Literal, y: Literal, s: Scalar) -> Option<Literal> {
    use hlsl_sema::ir::BinaryOp as B;
    Some(match (x, y) {
        (Literal::Float(a), Literal::Float(b)) => {
            let f = |a: f64, b: f64| match op {
                B::Add => Some(a + b),
                B::Sub => Some(a - b),
                B::Mul => Some(a * b),
                B::Div => Some(a / b),
                B::Rem => Some(a % b),
                _ => None,
            };
            let v = if s.width == 8 {
                f(a, b)?
            } else {
                f64::from(f(f64::from(a as f32), f64::from(b as f32))? as f32)
            };
            // naga takes no infinite or NaN literal: left unfolded.
            if !v.is_finite() {
                return None;
            }
            Literal::Float(v)
        }
        (Literal::Sint(_) | Literal::Uint(_), Literal::Sint(_) | Literal::Uint(_)) => {
            // Signed values sign-extended, unsigned ones zero-extended.
            let (a, b) = (int_value(int_of(x), s)?, int_value(int_of(y), s)?);
            let shift = (b as u32) & (u32::from(s.width) * 8 - 1);
            let v = match op {
                B::Shl => a << shift,
                B::Shr if s.kind == ScalarKind::Uint => ((a as u64) >> shift) as i64,
                B::Shr => a >> shift,
                B::Add => a.wrapping_add(b),
                B::Sub => a.wrapping_sub(b),
                B::Mul => a.wrapping_mul(b),
                B::Div => a.checked_div(b)?,
                B::Rem => a.checked_rem(b)?,
                B::BitAnd => a & b,
                B::BitOr => a | b,
                B::BitXor => a ^ b,
                _ => return None,
            };
            int_literal(v, s)?
        }
        _ => return None,
    })
}

fn int_of(l: Literal) -> i64 {
    match l {
        Literal::Sint(i) => i,
        Literal::Uint(u) => u as i64,
        _ => 0,
    }
}

/// An integer's value in `s` (sign- or zero-extended from its width).
fn int_value(v: i64, s: Scalar) -> Option<i64> {
    Some(match (s.kind, s.width) {
        (ScalarKind::Sint, 4) => i64::from(v as i32),
        (ScalarKind::Uint, 4) => i64::from(v as u32),
        (ScalarKind::Sint | ScalarKind::Uint, 8) => v,
        _ => return None,
    })
}

/// `v` wrapped to the integer type `s`.
fn int_literal(v: i64, s: Scalar) -> Option<Literal> {
    let v = int_value(v, s)?;
    Some(match s.kind {
        ScalarKind::Sint => Literal::Sint(v),
        _ => Literal::Uint(v as u64),
    })
}

fn convert_literal(v: Literal, to: Scalar) -> Literal {
    let as_f64 = match v {
        Literal::Bool(b) => b as u8 as f64,
        Literal::Sint(i) => i as f64,
        Literal::Uint(u) => u as f64,
        Literal::Float(f) => f,
    };
    let as_i64 = match v {
        Literal::Bool(b) => b as i64,
        Literal::Sint(i) => i,
        Literal::Uint(u) => u as i64,
        Literal::Float(f) => f as i64,
    };
    match to.kind {
        ScalarKind::Bool => Literal::Bool(as_f64 != 0.0),
        ScalarKind::Float => Literal::Float(as_f64),
        // Float-to-int saturates (Rust's `as` does too, NaN → 0).
        ScalarKind::Sint => Literal::Sint(match v {
            Literal::Float(f) => f as i32 as i64,
            _ => as_i64 as i32 as i64,
        }),
        ScalarKind::Uint => Literal::Uint(match v {
            Literal::Float(f) => f as u32 as u64,
            _ => as_i64 as u32 as u64,
        }),
    }
}

/// A naga literal of scalar type `s`.
pub(crate) fn literal(l: Literal, s: Scalar, sp: Span) -> Lowered<naga::Literal> {
    use naga::ScalarKind as K;
    let s = types::scalar(s, sp)?;
    // The checker gives each literal a value its type holds; casts between
    // the literal's kind and the type's are C's.
    let (int, uint, float) = match l {
        Literal::Bool(b) => return Ok(naga::Literal::Bool(b)),
        Literal::Sint(v) => (v, v as u64, v as f64),
        Literal::Uint(v) => (v as i64, v, v as f64),
        Literal::Float(v) => (v as i64, v as u64, v),
    };
    Ok(match (s.kind, s.width) {
        (K::Sint, 4) => naga::Literal::I32(int as i32),
        (K::Sint, 8) => naga::Literal::I64(int),
        (K::Uint, 4) => naga::Literal::U32(uint as u32),
        (K::Uint, 8) => naga::Literal::U64(uint),
        (K::Float, 4) => naga::Literal::F32(float as f32),
        (K::Float, 8) => naga::Literal::F64(float),
        (K::Sint, 2) => naga::Literal::I16(int as i16),
        (K::Uint, 2) => naga::Literal::U16(uint as u16),
        (K::Float, 2) => naga::Literal::F16(half::f16::from_f64(float)),
        _ => return unsupported("this literal", sp),
    })
}
