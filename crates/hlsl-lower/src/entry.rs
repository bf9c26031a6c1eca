//! The naga entry point: a wrapper function that takes the stage inputs
//! (builtins and locations), builds the HLSL entry function's arguments,
//! calls it, and returns its outputs.
//!
//! * Compute system values: the parameter may be narrower than the
//!   hardware `vec3<u32>` (`uint` takes `.x`, `uint2` `.xy`) or signed;
//!   the leading components are taken and converted.
//! * `SV_Position` is the position builtin, `SV_Target[n]` location n, and
//!   other (user) semantics get locations in declaration order, separately
//!   for the inputs and the outputs of the stage.

use crate::func::{FnCtx, ModuleCtx};
use crate::system_values;
use crate::types::{self, Layout};
use crate::{unsupported, Lowered};
use hlsl_base::{FxHashSet, Span};
use hlsl_sema::ir::{
    EntryPoint, ExprKind, FunctionId, Interpolation, ParamMode, Program, Semantic, Stage,
    SystemValue,
};
use hlsl_sema::signature::{self, Interpretation, SigPoint};
use hlsl_sema::types::{Scalar, ScalarKind, TypeId, TypeKind, Types};
use naga::{BuiltIn, Expression, Handle};

/// Lowers everything the entry point needs into a fresh module.
pub(crate) fn lower_program(
    program: &Program,
    ep: &EntryPoint,
    bindings: &crate::BindingMap,
    options: &crate::Options,
) -> Lowered<(naga::Module, crate::spirv_reflect::Reflection)> {
    let Some(stage) = crate::backends::naga_stage(ep.stage) else {
        let what = format!(
            "a {} shader (naga has no geometry or tessellation stages)",
            ep.stage.name()
        );
        return unsupported(what, program.functions[ep.function].span);
    };
    if let Some((what, span)) = program.unsupported.first() {
        return crate::unsupported(what.clone(), *span);
    }
    let mut m = ModuleCtx::new(program, bindings);
    m.stage = ep.stage;
    m.reachable = reachable_functions(program, ep.function);
    m.dx_position_w = options.dx_position_w;
    m.nonzero_base = options.nonzero_base;
    m.entry_function = Some(ep.function);
    crate::resources::lower_globals(&mut m)?;
    for (fid, f) in program.functions.iter() {
        if !m.reachable.contains(&fid) {
            continue;
        }
        let lowered = crate::func::lower_function(&mut m, fid)?;
        let h = m
            .module
            .functions
            .append(lowered, crate::resources::span(f.span));
        m.functions.insert(fid, h);
    }
    let f = &program.functions[ep.function];
    let (function, conservative) = wrapper(&mut m, ep)?;
    m.per_vertex.unfilled()?;
    let workgroup_size = match ep.stage {
        // naga takes the lane index only in one-dimensional groups (a
        // WGSL rule): the module gets a flat group of the same size, and
        // the SPIR-V word pass writes the real one back (`local_size.rs`).
        Stage::Compute if m.lane_vars.is_some() => crate::local_size::flat(ep.workgroup_size),
        Stage::Compute => ep.workgroup_size,
        _ => [0, 0, 0],
    };
    let mut entry = crate::emit::entry_point(
        options
            .entry_point_name
            .clone()
            .unwrap_or_else(|| f.name.clone()),
        stage,
        workgroup_size,
        function,
    );
    entry.early_depth_test = crate::fragment_tests::early_depth_test(&ep.fragment_tests)
        .or(conservative.map(|conservative| naga::EarlyDepthTest::Allow { conservative }));
    m.module.entry_points.push(entry);
    let reflection = crate::spirv_reflect::collect(&m);
    Ok((m.module, reflection))
}

/// The entry function and everything it calls (functions are callee-first,
/// so one backward pass finds them all).
pub(crate) fn reachable_functions(program: &Program, entry: FunctionId) -> FxHashSet<FunctionId> {
    let mut set = FxHashSet::default();
    set.insert(entry);
    let ids: Vec<FunctionId> = program.functions.iter().map(|(id, _)| id).collect();
    for &id in ids.iter().rev() {
        if !set.contains(&id) {
            continue;
        }
        for (_, e) in program.functions[id].body.exprs.iter() {
            if let ExprKind::Call { function, .. } = e.kind {
                set.insert(function);
            }
        }
    }
    set
}

/// One stage input or output.
struct Leaf {
    ty: Handle<naga::Type>,
    binding: naga::Binding,
    value: Handle<Expression>,
    name: String,
}

struct Io {
    stage: Stage,
    next_input: u32,
    next_output: u32,
    builtins_in: Vec<(BuiltIn, Handle<Expression>)>,
    distances: crate::clip_distance::Distances,
    /// The leaves of pixel shader outputs with user semantics, whose
    /// locations wait for every `SV_Target`'s.
    pending_outputs: Vec<usize>,
    /// What `SV_DepthGreaterEqual`/`SV_DepthLessEqual` promise.
    conservative: Option<naga::ConservativeDepth>,
    /// The input being built: its entry parameter, then fields and
    /// elements (`per_vertex.rs` names what it reads so).
    path: Vec<u32>,
    /// The semantic (as written) of each entry argument and output leaf
    /// that has one, by index, for `-fspv-reflect` (`spirv_reflect.rs`).
    arg_semantics: Vec<(usize, String)>,
    leaf_semantics: Vec<(usize, String)>,
}

/// The entry wrapper, and the conservative depth mode its outputs ask for.
fn wrapper(
    m: &mut ModuleCtx,
    ep: &EntryPoint,
) -> Lowered<(naga::Function, Option<naga::ConservativeDepth>)> {
    let program = m.program;
    let f = &program.functions[ep.function];
    let Some(&callee) = m.functions.get(&ep.function) else {
        return unsupported("this entry point", f.span);
    };
    let mut c = FnCtx::new(m, &f.body);
    c.f.name = Some(format!("{}_entry", f.name));
    let mut block = naga::Block::new();
    c.start();
    let mut io = Io {
        stage: ep.stage,
        next_input: 0,
        next_output: 0,
        builtins_in: Vec::new(),
        distances: Default::default(),
        pending_outputs: Vec::new(),
        conservative: None,
        path: Vec::new(),
        arg_semantics: Vec::new(),
        leaf_semantics: Vec::new(),
    };
    let mut args = Vec::with_capacity(f.params.len());
    let mut out_params = Vec::new();
    for (i, p) in f.params.iter().enumerate() {
        io.path = vec![i as u32];
        let value = if p.mode != ParamMode::Out {
            Some(input(
                &mut c,
                &mut io,
                p.ty,
                p.semantic.as_ref(),
                p.interpolation,
                &p.name,
                p.span,
                &mut block,
            )?)
        } else {
            None
        };
        match p.mode {
            ParamMode::In => match value {
                Some(v) => args.push(v),
                None => return unsupported("this entry parameter", p.span),
            },
            ParamMode::Out | ParamMode::InOut => {
                let ty = c.m.ty(p.ty, Layout::Natural, p.span)?;
                let tmp = c.temp(ty, &p.name, p.span, &mut block);
                if let Some(v) = value {
                    c.store(tmp, v, p.span, &mut block);
                }
                args.push(tmp);
                out_params.push((tmp, p));
            }
        }
    }
    if let Some(vars) = c.m.lane_vars {
        // WaveGetLaneIndex and WaveGetLaneCount read these globals.
        let u32_ty = crate::types::u32_type(&mut c.m.module);
        let builtins = [
            ("wave_lane_index", BuiltIn::SubgroupInvocationId),
            ("wave_lane_count", BuiltIn::SubgroupSize),
        ];
        for ((name, bi), g) in builtins.into_iter().zip(vars) {
            let index = c.f.arguments.len() as u32;
            c.f.arguments.push(naga::FunctionArgument {
                name: Some(name.into()),
                ty: u32_ty,
                binding: Some(naga::Binding::BuiltIn(bi)),
            });
            let v = c.add(Expression::FunctionArgument(index), f.span, &mut block);
            let pointer = c.add(Expression::GlobalVariable(g), f.span, &mut block);
            c.store(pointer, v, f.span, &mut block);
        }
    }
    crate::static_inits::assign(&mut c, &mut block)?;
    let result = c.call(callee, args, f.ret != Types::VOID, f.span, &mut block);

    let mut leaves = Vec::new();
    if let Some(r) = result {
        output(
            &mut c,
            &mut io,
            f.ret,
            f.ret_semantic.as_ref(),
            None,
            r,
            &f.name,
            f.span,
            &mut leaves,
            &mut block,
        )?;
    }
    for (tmp, p) in out_params {
        let v = c.load(tmp, p.span, &mut block);
        output(
            &mut c,
            &mut io,
            p.ty,
            p.semantic.as_ref(),
            p.interpolation,
            v,
            &p.name,
            p.span,
            &mut leaves,
            &mut block,
        )?;
    }
    assign_pending_locations(&mut leaves, &io.pending_outputs);
    for p in std::mem::take(&mut io.distances).finish(&mut c, &mut block)? {
        // DXC names the merged arrays by the semantic without its index.
        let written = match p.builtin {
            BuiltIn::CullDistance => "SV_CullDistance",
            _ => "SV_ClipDistance",
        };
        io.leaf_semantics.push((leaves.len(), written.into()));
        leaves.push(Leaf {
            ty: p.ty,
            binding: naga::Binding::BuiltIn(p.builtin),
            value: p.value,
            name: p.name.into(),
        });
    }
    if ep.stage == Stage::Vertex && !leaves.iter().any(|l| is_position(&l.binding)) {
        // naga (like WebGPU) requires a vertex shader to output a position;
        // DXC's has none when the HLSL writes none (a shader feeding stream
        // output, or a later stage that ignores it). Nothing rasterizes a
        // position the shader did not compute, so the stand-in is zero.
        let ty = hw_type(&mut c, Scalar::F32, 4, f.span)?;
        let value = c.add(Expression::ZeroValue(ty), f.span, &mut block);
        leaves.push(Leaf {
            ty,
            binding: naga::Binding::BuiltIn(BuiltIn::Position { invariant: false }),
            value,
            name: "position".into(),
        });
    }
    let value = match &leaves[..] {
        [] => None,
        [one] if f.ret != Types::VOID && f.ret_semantic.is_some() && leaves.len() == 1 => {
            c.f.result = Some(naga::FunctionResult {
                ty: one.ty,
                binding: Some(one.binding.clone()),
            });
            Some(one.value)
        }
        _ => {
            let mut members = Vec::with_capacity(leaves.len());
            let mut offset = 0u32;
            for l in &leaves {
                let (size, align) = leaf_layout(&c.m.module, l.ty);
                offset = offset.next_multiple_of(align);
                members.push(naga::StructMember {
                    name: Some(l.name.clone()),
                    ty: l.ty,
                    binding: Some(l.binding.clone()),
                    offset,
                });
                offset += size;
            }
            let ty = c.m.module.types.insert(
                naga::Type {
                    name: Some(format!("{}_out", f.name)),
                    inner: naga::TypeInner::Struct {
                        members,
                        span: offset.next_multiple_of(16),
                    },
                },
                naga::Span::default(),
            );
            c.f.result = Some(naga::FunctionResult { ty, binding: None });
            let components = leaves.iter().map(|l| l.value).collect();
            Some(c.add(Expression::Compose { ty, components }, f.span, &mut block))
        }
    };
    c.stmt(naga::Statement::Return { value }, f.span, &mut block);
    c.flush(&mut block);
    c.f.body = block;
    let mut semantics = Vec::new();
    for (i, written) in io.arg_semantics {
        if let Some(binding) = c.f.arguments.get(i).and_then(|a| a.binding.clone()) {
            semantics.push(crate::spirv_reflect::StageSemantic {
                output: false,
                binding,
                written,
            });
        }
    }
    for (i, written) in io.leaf_semantics {
        if let Some(l) = leaves.get(i) {
            semantics.push(crate::spirv_reflect::StageSemantic {
                output: true,
                binding: l.binding.clone(),
                written,
            });
        }
    }
    c.m.stage_semantics = semantics;
    Ok((c.f, io.conservative))
}

fn leaf_layout(module: &naga::Module, ty: Handle<naga::Type>) -> (u32, u32) {
    match module.types[ty].inner {
        naga::TypeInner::Scalar(s) => (s.width as u32, s.width as u32),
        naga::TypeInner::Vector { size, scalar } => {
            let n = size as u32;
            let w = scalar.width as u32;
            (n * w, if n == 2 { 2 * w } else { 4 * w })
        }
        // Clip and cull distances.
        naga::TypeInner::Array {
            size: naga::ArraySize::Constant(n),
            stride,
            ..
        } => (n.get() * stride, 4),
        _ => (16, 16),
    }
}

fn location_binding(
    location: u32,
    ty: &naga::TypeInner,
    interp: Option<Interpolation>,
    needs_interpolation: bool,
) -> naga::Binding {
    let (interpolation, sampling) = if !needs_interpolation {
        (None, None)
    } else if ty.scalar_kind() != Some(naga::ScalarKind::Float) {
        (Some(naga::Interpolation::Flat), None)
    } else {
        use naga::{Interpolation as NI, Sampling as NS};
        match interp {
            Some(Interpolation::NoInterpolation) => (Some(NI::Flat), None),
            Some(Interpolation::NoPerspective) => (Some(NI::Linear), Some(NS::Center)),
            Some(Interpolation::NoPerspectiveCentroid) => (Some(NI::Linear), Some(NS::Centroid)),
            Some(Interpolation::NoPerspectiveSample) => (Some(NI::Linear), Some(NS::Sample)),
            Some(Interpolation::Centroid) => (Some(NI::Perspective), Some(NS::Centroid)),
            Some(Interpolation::Sample) => (Some(NI::Perspective), Some(NS::Sample)),
            Some(Interpolation::Linear) | None => (Some(NI::Perspective), Some(NS::Center)),
        }
    };
    naga::Binding::Location {
        location,
        interpolation,
        sampling,
        blend_src: None,
        per_primitive: false,
    }
}

/// Builds the value of an entry parameter (or a field of one) of type `ty`
/// from stage inputs.
#[allow(clippy::too_many_arguments)]
fn input(
    c: &mut FnCtx,
    io: &mut Io,
    ty: TypeId,
    semantic: Option<&Semantic>,
    interp: Option<Interpolation>,
    name: &str,
    sp: Span,
    block: &mut naga::Block,
) -> Lowered<Handle<Expression>> {
    let before = c.f.arguments.len();
    let value = input_value(c, io, ty, semantic, interp, name, sp, block)?;
    if let Some(sem) = semantic {
        // The innermost semantic names an argument (recorded first).
        for i in before..c.f.arguments.len() {
            if !io.arg_semantics.iter().any(|&(j, _)| j == i) {
                io.arg_semantics.push((i, sem.written.clone()));
            }
        }
    }
    Ok(value)
}

#[allow(clippy::too_many_arguments)]
fn input_value(
    c: &mut FnCtx,
    io: &mut Io,
    ty: TypeId,
    semantic: Option<&Semantic>,
    interp: Option<Interpolation>,
    name: &str,
    sp: Span,
    block: &mut naga::Block,
) -> Lowered<Handle<Expression>> {
    let program = c.m.program;
    let Some(sem) = semantic else {
        let TypeKind::Struct(sid) = *program.types.get(ty) else {
            return unsupported(format!("entry parameter '{name}' without a semantic"), sp);
        };
        let mut components = Vec::new();
        for (j, fld) in program.structs[sid].fields.iter().enumerate() {
            io.path.push(j as u32);
            components.push(input(
                c,
                io,
                fld.ty,
                fld.semantic.as_ref(),
                fld.interpolation.or(interp),
                &fld.name,
                fld.span,
                block,
            )?);
            io.path.pop();
        }
        let nty = c.m.ty(ty, Layout::Natural, sp)?;
        return Ok(c.add(
            Expression::Compose {
                ty: nty,
                components,
            },
            sp,
            block,
        ));
    };
    let vk = crate::vk_io::builtin(sem)?;
    if vk.is_none() && is_user(sem, io.stage, false) {
        // `[[vk::location(N)]]`: the checker saw that all inputs give one.
        io.next_input = crate::vk_io::location(sem).unwrap_or(io.next_input);
        return input_user(c, io, ty, sem, interp, name, sp, block);
    }
    if sem.system == Some(SystemValue::Position) {
        if let Some((structs, inner)) = system_values::position_wrappers(program, ty) {
            // The position, then each struct around it.
            let mut v = input(c, io, inner, semantic, interp, name, sp, block)?;
            for &st in structs.iter().rev() {
                let nty = c.m.ty(st, Layout::Natural, sp)?;
                let components = vec![v];
                v = c.add(
                    Expression::Compose {
                        ty: nty,
                        components,
                    },
                    sp,
                    block,
                );
            }
            return Ok(v);
        }
    }
    // `[[vk::builtin]]` names the built-in itself.
    let sv = match vk {
        Some((builtin, scalar, components)) => {
            Some(system_values::Builtin::plain(builtin, scalar, components))
        }
        None => system_values::builtin(sem, io.stage, false, interp)
            .or_else(|what| unsupported(what, sem.span))?,
    };
    let Some(sv) = sv else {
        return unsupported(
            format!(
                "the semantic '{}' as an input of a {} shader",
                sem.name,
                io.stage.name()
            ),
            sem.span,
        );
    };
    let (s, n) = system_shape(program, ty, sem, &sv)?;
    let (bi, hw_s, hw_n) = (sv.builtin, sv.scalar, sv.components);
    let h = match io.builtins_in.iter().find(|(b, _)| *b == bi) {
        Some(&(_, h)) => h,
        // DXC takes both barycentrics (perspective and not); naga one.
        None if matches!(bi, BuiltIn::Barycentric { .. })
            && io
                .builtins_in
                .iter()
                .any(|(b, _)| matches!(b, BuiltIn::Barycentric { .. })) =>
        {
            return unsupported(
                "barycentrics with and without perspective in one shader",
                sem.span,
            );
        }
        None => {
            let hw_ty = hw_type(c, hw_s, hw_n, sem.span)?;
            let index = c.f.arguments.len() as u32;
            c.f.arguments.push(naga::FunctionArgument {
                name: Some(name.to_string()),
                ty: hw_ty,
                binding: Some(naga::Binding::BuiltIn(bi)),
            });
            let h = c.add(Expression::FunctionArgument(index), sem.span, block);
            let h = match bi {
                BuiltIn::Barycentric { .. } => {
                    system_values::barycentrics_as_dxc(c, h, sem.span, block)
                }
                BuiltIn::Position { .. } if c.m.dx_position_w && io.stage == Stage::Pixel => {
                    system_values::position_w_as_dx(c, h, sem.span, block)
                }
                BuiltIn::InstanceIndex | BuiltIn::VertexIndex
                    if io.stage == Stage::Vertex && c.m.nonzero_base.applies(bi) =>
                {
                    let base = if bi == BuiltIn::InstanceIndex {
                        BuiltIn::BaseInstance
                    } else {
                        BuiltIn::BaseVertex
                    };
                    let index = c.f.arguments.len() as u32;
                    c.f.arguments.push(naga::FunctionArgument {
                        name: Some(format!("{name}_base")),
                        ty: hw_ty,
                        binding: Some(naga::Binding::BuiltIn(base)),
                    });
                    let b = c.add(Expression::FunctionArgument(index), sem.span, block);
                    io.builtins_in.push((base, b));
                    let op = naga::BinaryOperator::Subtract;
                    let e = Expression::Binary {
                        op,
                        left: h,
                        right: b,
                    };
                    c.add(e, sem.span, block)
                }
                _ => h,
            };
            io.builtins_in.push((bi, h));
            h
        }
    };
    narrow(c, h, hw_s, hw_n, s, n, sem, block)
}

/// The declared shape of a system value, checked against what its
/// built-in can convert to.
fn system_shape(
    program: &Program,
    ty: TypeId,
    sem: &Semantic,
    sv: &system_values::Builtin,
) -> Lowered<(Scalar, u8)> {
    match types::shape(program, ty) {
        Some((s, n)) if sv.kind.is_none_or(|k| k.accepts(s)) => Ok((s, n)),
        _ => unsupported(
            format!("the semantic '{}' on '{}'", sem.name, program.type_name(ty)),
            sem.span,
        ),
    }
}

/// Whether `sem` is a user value (a location) where it is: a user
/// semantic, or a system value that means an ordinary value there
/// (`SV_Position` into a vertex shader). Outputs get locations only from
/// vertex shaders (pixel shaders write `SV_Target`s).
fn is_user(sem: &Semantic, stage: Stage, is_output: bool) -> bool {
    let point = SigPoint::of(stage, is_output);
    let arbitrary = signature::interpretation(&sem.name, point) == Interpretation::Arbitrary;
    // `SV_` names DXC does not know are taken as user semantics by the
    // checker; lowering does not guess what they mean.
    let known = !is_system_name(sem) || signature::is_system_value(&sem.name);
    arbitrary && known && (!is_output || stage == Stage::Vertex)
}

/// A stage input with a user semantic: a scalar or vector takes the next
/// location; an array or a matrix (by rows, as in DXC) one per element or
/// row; a struct (the semantic covers its fields) its fields' in turn.
#[allow(clippy::too_many_arguments)]
fn input_user(
    c: &mut FnCtx,
    io: &mut Io,
    ty: TypeId,
    sem: &Semantic,
    interp: Option<Interpolation>,
    name: &str,
    sp: Span,
    block: &mut naga::Block,
) -> Lowered<Handle<Expression>> {
    let program = c.m.program;
    let parts: Vec<Handle<Expression>> = match *program.types.get(ty) {
        TypeKind::Scalar(s) | TypeKind::Vector(s, _) => {
            if s.kind == ScalarKind::Bool {
                // A `uint` in the interface, as DXC has it (naga has no
                // bool stage values); the value is `!= 0`.
                let n = bool_io_width(program, ty);
                let nty = hw_type(c, Scalar::U32, n, sem.span)?;
                let v = input_location(c, io, nty, interp, name, sem.span, block);
                return c.convert_scalar(v, Scalar::U32, s, n, sp, block);
            }
            let nty = c.m.ty(ty, Layout::Natural, sp)?;
            return Ok(input_location(c, io, nty, interp, name, sem.span, block));
        }
        TypeKind::Array { elem, len: Some(n) } => {
            let mut parts = Vec::with_capacity(n as usize);
            for i in 0..n {
                io.path.push(i);
                let name = format!("{name}_{i}");
                parts.push(input_user(c, io, elem, sem, interp, &name, sp, block)?);
                io.path.pop();
            }
            parts
        }
        TypeKind::Matrix {
            scalar, rows, cols, ..
        } => {
            // One location per HLSL row (a `column_major` matrix is built
            // from its rows too).
            if scalar.kind == ScalarKind::Bool {
                return unsupported("a bool stage input", sem.span);
            }
            c.m.ty(ty, Layout::Natural, sp)?;
            let m = c.mat_shape(ty, sp)?;
            if cols == 1 && rows > 1 {
                // An Nx1 matrix is one vector of N in one location, as DXC
                // has it.
                let column = hw_type(c, scalar, rows, sem.span)?;
                let v = input_location(c, io, column, interp, name, sem.span, block);
                let rows_in = (0..rows)
                    .map(|k| c.line_component(v, rows, k, sp, block))
                    .collect();
                return c.mat_from_rows(rows_in, m, sp, block);
            }
            let row = hw_type(c, scalar, cols, sem.span)?;
            let rows_in: Vec<_> = (0..rows)
                .map(|i| {
                    io.path.push(i as u32);
                    let v =
                        input_location(c, io, row, interp, &format!("{name}_{i}"), sem.span, block);
                    io.path.pop();
                    v
                })
                .collect();
            return c.mat_from_rows(rows_in, m, sp, block);
        }
        TypeKind::Struct(sid) => {
            let fields = &program.structs[sid].fields;
            let mut parts = Vec::with_capacity(fields.len());
            for (j, f) in fields.iter().enumerate() {
                let fi = f.interpolation.or(interp);
                io.path.push(j as u32);
                parts.push(input_user(c, io, f.ty, sem, fi, &f.name, f.span, block)?);
                io.path.pop();
            }
            parts
        }
        _ => {
            return unsupported(
                format!("the semantic '{}' on '{}'", sem.name, program.type_name(ty)),
                sem.span,
            )
        }
    };
    let nty = c.m.ty(ty, Layout::Natural, sp)?;
    Ok(c.add(
        Expression::Compose {
            ty: nty,
            components: parts,
        },
        sp,
        block,
    ))
}

/// The component count of a bool scalar (0) or vector stage value.
fn bool_io_width(program: &hlsl_sema::ir::Program, ty: TypeId) -> u8 {
    match *program.types.get(ty) {
        TypeKind::Vector(_, n) => n,
        _ => 0,
    }
}

/// A value of naga type `nty` in the next input location.
fn input_location(
    c: &mut FnCtx,
    io: &mut Io,
    nty: Handle<naga::Type>,
    interp: Option<Interpolation>,
    name: &str,
    sp: Span,
    block: &mut naga::Block,
) -> Handle<Expression> {
    let location = io.next_input;
    io.next_input += location_slots(&c.m.module.types[nty].inner);
    if io.stage == Stage::Pixel
        && interp == Some(Interpolation::NoInterpolation)
        && c.m.per_vertex.active()
    {
        return per_vertex_input(c, io, nty, location, name, sp, block);
    }
    let binding = location_binding(
        location,
        &c.m.module.types[nty].inner,
        interp,
        io.stage == Stage::Pixel,
    );
    let index = c.f.arguments.len() as u32;
    c.f.arguments.push(naga::FunctionArgument {
        name: Some(name.to_string()),
        ty: nty,
        binding: Some(binding),
    });
    c.add(Expression::FunctionArgument(index), sp, block)
}

/// A `nointerpolation` input of an entry point that reads attributes at
/// vertices: its three values (`per_vertex.rs`), stored for
/// `GetAttributeAtVertex` when it reads this one; a plain read takes
/// vertex 0, as DXC's.
fn per_vertex_input(
    c: &mut FnCtx,
    io: &mut Io,
    nty: Handle<naga::Type>,
    location: u32,
    name: &str,
    sp: Span,
    block: &mut naga::Block,
) -> Handle<Expression> {
    let ty = crate::per_vertex::per_vertex_array(&mut c.m.module, nty);
    let index = c.f.arguments.len() as u32;
    c.f.arguments.push(naga::FunctionArgument {
        name: Some(name.to_string()),
        ty,
        binding: Some(naga::Binding::Location {
            location,
            interpolation: Some(naga::Interpolation::PerVertex),
            sampling: None,
            blend_src: None,
            per_primitive: false,
        }),
    });
    let all = c.add(Expression::FunctionArgument(index), sp, block);
    if let Some(g) = c.m.per_vertex.store_for(&io.path) {
        let pointer = c.add(Expression::GlobalVariable(g), sp, block);
        c.store(pointer, all, sp, block);
    }
    c.add(
        Expression::AccessIndex {
            base: all,
            index: 0,
        },
        sp,
        block,
    )
}

/// The locations a stage input or output of type `inner` takes: two for a
/// 64-bit vector of three or four components (Vulkan's rule, which DXC
/// follows), else one.
fn location_slots(inner: &naga::TypeInner) -> u32 {
    match *inner {
        naga::TypeInner::Vector { size, scalar } if scalar.width == 8 && size as u8 >= 3 => 2,
        _ => 1,
    }
}

/// The next output location for a value of type `nty`.
fn take_output(c: &FnCtx, io: &mut Io, nty: Handle<naga::Type>) -> u32 {
    let at = io.next_output;
    io.next_output += location_slots(&c.m.module.types[nty].inner);
    at
}

fn hw_type(c: &mut FnCtx, s: Scalar, n: u8, sp: Span) -> Lowered<Handle<naga::Type>> {
    let scalar = types::scalar(s, sp)?;
    let inner = match types::vector_size(n) {
        Some(size) => naga::TypeInner::Vector { size, scalar },
        None => naga::TypeInner::Scalar(scalar),
    };
    Ok(c.m
        .module
        .types
        .insert(naga::Type { name: None, inner }, naga::Span::default()))
}

/// Takes the leading components of a hardware value and converts them to
/// the declared type.
#[allow(clippy::too_many_arguments)]
fn narrow(
    c: &mut FnCtx,
    h: Handle<Expression>,
    hw_s: Scalar,
    hw_n: u8,
    s: Scalar,
    n: u8,
    sem: &Semantic,
    block: &mut naga::Block,
) -> Lowered<Handle<Expression>> {
    let sp = sem.span;
    if n > hw_n.max(1) || (hw_n == 0 && n > 0) {
        return unsupported(
            format!("the semantic '{}' on a {}-component value", sem.name, n),
            sp,
        );
    }
    let v = if n == hw_n {
        h
    } else if n == 0 {
        c.add(Expression::AccessIndex { base: h, index: 0 }, sp, block)
    } else {
        let size = types::vector_size(n).ok_or_else(|| crate::Unsupported {
            what: "this semantic".into(),
            span: sp,
        })?;
        c.add(
            Expression::Swizzle {
                size,
                vector: h,
                pattern: [0, 1, 2, 3].map(crate::place::swizzle_component),
            },
            sp,
            block,
        )
    };
    c.convert_scalar(v, hw_s, s, n, sp, block)
}

/// Adds the stage outputs for a value of type `ty`.
#[allow(clippy::too_many_arguments)]
fn output(
    c: &mut FnCtx,
    io: &mut Io,
    ty: TypeId,
    semantic: Option<&Semantic>,
    interp: Option<Interpolation>,
    v: Handle<Expression>,
    name: &str,
    sp: Span,
    leaves: &mut Vec<Leaf>,
    block: &mut naga::Block,
) -> Lowered<()> {
    let before = leaves.len();
    output_leaves(c, io, ty, semantic, interp, v, name, sp, leaves, block)?;
    if let Some(sem) = semantic {
        for i in before..leaves.len() {
            if !io.leaf_semantics.iter().any(|&(j, _)| j == i) {
                io.leaf_semantics.push((i, sem.written.clone()));
            }
        }
    }
    Ok(())
}

#[allow(clippy::too_many_arguments)]
fn output_leaves(
    c: &mut FnCtx,
    io: &mut Io,
    ty: TypeId,
    semantic: Option<&Semantic>,
    interp: Option<Interpolation>,
    v: Handle<Expression>,
    name: &str,
    sp: Span,
    leaves: &mut Vec<Leaf>,
    block: &mut naga::Block,
) -> Lowered<()> {
    let program = c.m.program;
    let Some(sem) = semantic else {
        let TypeKind::Struct(sid) = *program.types.get(ty) else {
            return unsupported(format!("entry output '{name}' without a semantic"), sp);
        };
        for (i, fld) in program.structs[sid].fields.iter().enumerate() {
            let part = c.add(
                Expression::AccessIndex {
                    base: v,
                    index: i as u32,
                },
                fld.span,
                block,
            );
            output(
                c,
                io,
                fld.ty,
                fld.semantic.as_ref(),
                fld.interpolation.or(interp),
                part,
                &fld.name,
                fld.span,
                leaves,
                block,
            )?;
        }
        return Ok(());
    };
    let vk = crate::vk_io::builtin(sem)?;
    if vk.is_none() && is_user(sem, io.stage, true) {
        io.next_output = crate::vk_io::location(sem).unwrap_or(io.next_output);
        return output_user(c, io, ty, sem, interp, v, name, sp, leaves, block);
    }
    if system_values::is_distance(sem) && io.stage == Stage::Vertex {
        return io.distances.add(c, sem, ty, v, block);
    }
    if sem.system == Some(SystemValue::Position) {
        if let Some((structs, inner)) = system_values::position_wrappers(program, ty) {
            let mut v = v;
            for _ in &structs {
                v = c.add(Expression::AccessIndex { base: v, index: 0 }, sp, block);
            }
            return output(c, io, inner, semantic, interp, v, name, sp, leaves, block);
        }
    }
    let sv = match vk {
        Some((builtin, scalar, components)) => {
            Some(system_values::Builtin::plain(builtin, scalar, components))
        }
        None => system_values::builtin(sem, io.stage, true, interp)
            .or_else(|what| unsupported(what, sem.span))?,
    };
    if let Some(sv) = sv {
        let (s, n) = system_shape(program, ty, sem, &sv)?;
        let (bi, hw_s, hw_n) = (sv.builtin, sv.scalar, sv.components);
        if sv.conservative.is_some() {
            io.conservative = sv.conservative;
        }
        if n != hw_n {
            return unsupported(
                format!(
                    "the semantic '{}' on a {}-component value",
                    sem.name,
                    n.max(1)
                ),
                sem.span,
            );
        }
        let value = c.convert_scalar(v, s, hw_s, n, sem.span, block)?;
        let ty = hw_type(c, hw_s, hw_n, sem.span)?;
        leaves.push(Leaf {
            ty,
            binding: naga::Binding::BuiltIn(bi),
            value,
            name: name.to_string(),
        });
        return Ok(());
    }
    let target = sem.system == Some(SystemValue::Target);
    if let (true, TypeKind::Struct(sid)) = (target, program.types.get(ty)) {
        // DXC: the fields take consecutive targets from the semantic's
        // index on, in place of their own semantics.
        let mut index = sem.index;
        for (i, fld) in program.structs[*sid].fields.iter().enumerate() {
            let part = c.add(
                Expression::AccessIndex {
                    base: v,
                    index: i as u32,
                },
                fld.span,
                block,
            );
            let fsem = Semantic {
                index,
                vulkan: None,
                ..sem.clone()
            };
            index += target_slots(program, fld.ty);
            let interp = fld.interpolation.or(interp);
            output(
                c,
                io,
                fld.ty,
                Some(&fsem),
                interp,
                part,
                &fld.name,
                fld.span,
                leaves,
                block,
            )?;
        }
        return Ok(());
    }
    let Some((s, _)) = types::shape(program, ty) else {
        return unsupported(
            format!("the semantic '{}' on '{}'", sem.name, program.type_name(ty)),
            sem.span,
        );
    };
    // A user semantic on a pixel shader output (`COLOR`, as in D3D9 code):
    // DXC's SPIR-V gives it a location, the first one no `SV_Target`
    // takes, in declaration order.
    let user = io.stage == Stage::Pixel
        && !is_system_name(sem)
        && signature::interpretation(&sem.name, SigPoint::PsOut) == Interpretation::Arbitrary;
    if !(user || target && io.stage == Stage::Pixel) {
        return unsupported(
            format!(
                "the semantic '{}' as an output of a {} shader",
                sem.name,
                io.stage.name()
            ),
            sem.span,
        );
    }
    if s.kind == ScalarKind::Bool {
        return unsupported("a bool stage output", sem.span);
    }
    let nty = c.m.ty(ty, Layout::Natural, sp)?;
    // `[[vk::location]]` places it itself.
    let vk_location = crate::vk_io::location(sem);
    if user && vk_location.is_none() {
        io.pending_outputs.push(leaves.len());
    }
    let location = vk_location.unwrap_or(sem.index);
    // DXC rejects two outputs on one location and blend index ("Multiple
    // stage variables have a duplicated pair of location and index").
    if !user || vk_location.is_some() {
        let blend = crate::vk_io::blend_index(sem);
        let taken = leaves.iter().enumerate().any(|(i, l)| {
            !io.pending_outputs.contains(&i)
                && matches!(l.binding, naga::Binding::Location { location: at, blend_src, .. }
                    if at == location && blend_src == blend)
        });
        if taken {
            return unsupported(
                format!("a second pixel shader output at location {location}"),
                sem.span,
            );
        }
    }
    push_location(c, location, nty, interp, v, name, leaves);
    if let Some(naga::Binding::Location { blend_src, .. }) =
        leaves.last_mut().map(|l| &mut l.binding)
    {
        *blend_src = crate::vk_io::blend_index(sem);
    }
    Ok(())
}

/// How many render targets an `SV_Target` value of `ty` fills (the
/// checker allowed only numbers and structs of them).
fn target_slots(program: &hlsl_sema::ir::Program, ty: TypeId) -> u32 {
    match program.types.get(ty) {
        TypeKind::Struct(sid) => program.structs[*sid]
            .fields
            .iter()
            .map(|f| target_slots(program, f.ty))
            .sum(),
        _ => 1,
    }
}

/// Gives the pixel shader outputs with user semantics the locations the
/// `SV_Target`s leave free, in declaration order.
fn assign_pending_locations(leaves: &mut [Leaf], pending: &[usize]) {
    let used: Vec<u32> = leaves
        .iter()
        .enumerate()
        .filter(|(i, _)| !pending.contains(i))
        .filter_map(|(_, l)| match l.binding {
            naga::Binding::Location { location, .. } => Some(location),
            _ => None,
        })
        .collect();
    let mut next = 0;
    for &i in pending {
        while used.contains(&next) {
            next += 1;
        }
        if let naga::Binding::Location { location, .. } = &mut leaves[i].binding {
            *location = next;
        }
        next += 1;
    }
}

/// A stage output with a user semantic, laid out like [`input_user`]'s
/// inputs.
#[allow(clippy::too_many_arguments)]
fn output_user(
    c: &mut FnCtx,
    io: &mut Io,
    ty: TypeId,
    sem: &Semantic,
    interp: Option<Interpolation>,
    v: Handle<Expression>,
    name: &str,
    sp: Span,
    leaves: &mut Vec<Leaf>,
    block: &mut naga::Block,
) -> Lowered<()> {
    let program = c.m.program;
    let part = |c: &mut FnCtx, i: u32, block: &mut naga::Block| {
        c.add(Expression::AccessIndex { base: v, index: i }, sp, block)
    };
    match *program.types.get(ty) {
        TypeKind::Scalar(s) | TypeKind::Vector(s, _) => {
            let (nty, v) = if s.kind == ScalarKind::Bool {
                // A `uint` in the interface (see `input_user`): 1 or 0.
                let n = bool_io_width(program, ty);
                let nty = hw_type(c, Scalar::U32, n, sem.span)?;
                (nty, c.convert_scalar(v, s, Scalar::U32, n, sp, block)?)
            } else {
                (c.m.ty(ty, Layout::Natural, sp)?, v)
            };
            let at = take_output(c, io, nty);
            push_location(c, at, nty, interp, v, name, leaves);
        }
        TypeKind::Array { elem, len: Some(n) } => {
            for i in 0..n {
                let p = part(c, i, block);
                let pname = format!("{name}_{i}");
                output_user(c, io, elem, sem, interp, p, &pname, sp, leaves, block)?;
            }
        }
        TypeKind::Matrix {
            scalar, rows, cols, ..
        } => {
            if scalar.kind == ScalarKind::Bool {
                return unsupported("a bool stage output", sem.span);
            }
            c.m.ty(ty, Layout::Natural, sp)?;
            let m = c.mat_shape(ty, sp)?;
            let plain_rows = c.mat_rows(v, m, sp, block)?;
            if cols == 1 && rows > 1 {
                // One vector location for an Nx1 matrix (see the input).
                let column = hw_type(c, scalar, rows, sem.span)?;
                let p = c.vector_of(scalar, plain_rows, sp, block)?;
                let at = take_output(c, io, column);
                push_location(c, at, column, interp, p, name, leaves);
                return Ok(());
            }
            let row = hw_type(c, scalar, cols, sem.span)?;
            for (i, p) in plain_rows.into_iter().enumerate().take(rows as usize) {
                let at = take_output(c, io, row);
                let pname = format!("{name}_{i}");
                push_location(c, at, row, interp, p, &pname, leaves);
            }
        }
        TypeKind::Struct(sid) => {
            for (i, f) in program.structs[sid].fields.iter().enumerate() {
                let p = part(c, i as u32, block);
                let fi = f.interpolation.or(interp);
                output_user(c, io, f.ty, sem, fi, p, &f.name, f.span, leaves, block)?;
            }
        }
        _ => {
            return unsupported(
                format!("the semantic '{}' on '{}'", sem.name, program.type_name(ty)),
                sem.span,
            )
        }
    }
    Ok(())
}

/// An output of naga type `nty` at `location`.
fn push_location(
    c: &mut FnCtx,
    location: u32,
    nty: Handle<naga::Type>,
    interp: Option<Interpolation>,
    value: Handle<Expression>,
    name: &str,
    leaves: &mut Vec<Leaf>,
) {
    let binding = location_binding(
        location,
        &c.m.module.types[nty].inner,
        interp,
        c.m.stage == Stage::Vertex,
    );
    leaves.push(Leaf {
        ty: nty,
        binding,
        value,
        name: name.to_string(),
    });
}

fn is_position(binding: &naga::Binding) -> bool {
    matches!(binding, naga::Binding::BuiltIn(BuiltIn::Position { .. }))
}

/// Whether a semantic is spelled as a system value (`SV_…`), known or not.
fn is_system_name(sem: &Semantic) -> bool {
    sem.name.starts_with("SV_")
}
