//! `[[vk::location(N)]]` and `[[vk::builtin("…")]]` on a stage input or
//! output: the location, and the naga built-in it names, where naga has
//! one. naga has no helper-invocation, device
//! index or viewport mask built-in: those are reported where written.

use crate::{unsupported, Lowered};
use hlsl_sema::ir::{Semantic, VkBuiltIn, VkIo};
use hlsl_sema::types::Scalar;
use naga::BuiltIn;

/// `sem`'s `[[vk::location(N)]]`.
pub(crate) fn location(sem: &Semantic) -> Option<u32> {
    match sem.vulkan {
        Some((VkIo::Location(n, _), _)) => Some(n),
        _ => None,
    }
}

/// `sem`'s `[[vk::index(I)]]`: a dual-source blending index.
pub(crate) fn blend_index(sem: &Semantic) -> Option<u32> {
    match sem.vulkan {
        Some((VkIo::Location(_, index), _)) => index,
        _ => None,
    }
}

/// The built-in `sem`'s `[[vk::builtin]]` names, with its hardware
/// scalar type and component count (0: a scalar), as `entry.rs` takes
/// system values; `None` without one.
pub(crate) fn builtin(sem: &Semantic) -> Lowered<Option<(BuiltIn, Scalar, u8)>> {
    let Some((VkIo::BuiltIn(b), span)) = sem.vulkan else {
        return Ok(None);
    };
    Ok(Some(match b {
        VkBuiltIn::PointSize => (BuiltIn::PointSize, Scalar::F32, 0),
        VkBuiltIn::BaseVertex => (BuiltIn::BaseVertex, Scalar::U32, 0),
        VkBuiltIn::BaseInstance => (BuiltIn::BaseInstance, Scalar::U32, 0),
        VkBuiltIn::DrawIndex => (BuiltIn::DrawIndex, Scalar::U32, 0),
        VkBuiltIn::HelperInvocation | VkBuiltIn::DeviceIndex | VkBuiltIn::ViewportMaskNV => {
            let what = format!("the built-in '{}' ([[vk::builtin]])", b.name());
            return unsupported(what, span);
        }
    }))
}

/// The first `[[vk::builtin]]` of entry point `ep`'s inputs and outputs
/// that `target`'s naga writer cannot write (WGSL has none of them; MSL
/// no draw index; GLSL before 4.60 no draw parameters), as (what, where)
/// for `err_lower_unsupported`: the writers would fail without a
/// location, or write GLSL that does not compile.
pub(crate) fn check_target(
    program: &hlsl_sema::ir::Program,
    ep: &hlsl_sema::ir::EntryPoint,
    target: crate::Target,
    versions: &crate::Versions,
) -> Result<(), (String, hlsl_base::Span)> {
    use crate::Target as T;
    let glsl_460 = versions.glsl.is_some_and(|v| v.is_desktop_460());
    let writes = |b: VkBuiltIn| match (target, b) {
        (T::Spirv | T::Naga, _) => true,
        (T::Wgsl, _) => false,
        (T::Msl, b) => b != VkBuiltIn::DrawIndex,
        (T::Glsl, VkBuiltIn::PointSize) => true,
        (T::Glsl, _) => glsl_460,
    };
    let f = &program.functions[ep.function];
    let mut found = None;
    let mut visit = |sem: &Semantic| {
        if let Some((VkIo::BuiltIn(b), span)) = sem.vulkan {
            if !writes(b) && found.is_none() {
                found = Some((
                    format!("the built-in '{}' ([[vk::builtin]])", b.name()),
                    span,
                ));
            }
        }
    };
    for (ty, sem) in f
        .params
        .iter()
        .map(|p| (p.ty, p.semantic.as_ref()))
        .chain(std::iter::once((f.ret, f.ret_semantic.as_ref())))
    {
        semantics(program, ty, sem, &mut visit, 0);
    }
    found.map_or(Ok(()), Err)
}

/// Dual-source blending as naga takes it: exactly two targets, at
/// location 0 with `[[vk::index]]` 0 and 1, and no other target; other
/// uses of `[[vk::index]]` are reported at the first, as (what, where).
pub(crate) fn check_dual_source(
    program: &hlsl_sema::ir::Program,
    ep: &hlsl_sema::ir::EntryPoint,
) -> Result<(), (String, hlsl_base::Span)> {
    use hlsl_sema::ir::{ParamMode, SystemValue};
    let f = &program.functions[ep.function];
    let (mut indices, mut targets, mut first) = (Vec::new(), 0, None);
    let mut visit = |sem: &Semantic| {
        if sem.system == Some(SystemValue::Target) {
            targets += 1;
        }
        if let Some((VkIo::Location(_, Some(i)), span)) = sem.vulkan {
            indices.push(i);
            first = first.or(Some(span));
        }
    };
    for (ty, sem) in f
        .params
        .iter()
        .filter(|p| p.mode != ParamMode::In)
        .map(|p| (p.ty, p.semantic.as_ref()))
        .chain(std::iter::once((f.ret, f.ret_semantic.as_ref())))
    {
        semantics(program, ty, sem, &mut visit, 0);
    }
    indices.sort_unstable();
    match first {
        Some(span) if indices != [0, 1] || targets != 2 => Err((
            "dual-source blending other than two targets with 'vk::index' 0 and 1".into(),
            span,
        )),
        _ => Ok(()),
    }
}

/// Calls `visit` on `sem` or, without one, on the semantics of a
/// struct's fields, nested structs included.
fn semantics(
    program: &hlsl_sema::ir::Program,
    ty: hlsl_sema::types::TypeId,
    sem: Option<&Semantic>,
    visit: &mut impl FnMut(&Semantic),
    depth: u32,
) {
    use hlsl_sema::types::TypeKind;
    if let Some(s) = sem {
        visit(s);
        return;
    }
    // Structs cannot contain themselves; the bound is a guard only.
    if depth > 64 {
        return;
    }
    if let TypeKind::Struct(sid) = *program.types.get(ty) {
        for fld in &program.structs[sid].fields {
            semantics(program, fld.ty, fld.semantic.as_ref(), visit, depth + 1);
        }
    }
}
