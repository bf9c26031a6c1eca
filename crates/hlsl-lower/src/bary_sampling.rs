//! `centroid` or `sample` barycentrics (`sample float3 b :
//! SV_Barycentrics`). naga's barycentric built-in has no sampling, so the
//! entry point lowers with the plain one and, for SPIR-V, this pass adds
//! the `Centroid` or `Sample` decoration DXC gives the variable; the text
//! targets (and the naga module itself) cannot say it, and refuse it.

use crate::spirv_words::declarations;
use hlsl_base::Span;
use hlsl_sema::ir::{EntryPoint, Interpolation, Program, Semantic};
use hlsl_sema::types::TypeKind;

const OP_CAPABILITY: u32 = 17;
const OP_DECORATE: u32 = 71;
const DECORATION_BUILT_IN: u32 = 11;
const DECORATION_CENTROID: u32 = 16;
const DECORATION_SAMPLE: u32 = 17;
const BARY_COORD: [u32; 2] = [5286, 5287];
const SAMPLE_RATE_SHADING: u32 = 35;

/// Where the barycentrics are sampled, when not at the pixel's centre.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Sampling {
    Centroid,
    Sample,
}

/// The sampling of the entry point's `SV_Barycentrics` input, with the
/// semantic's span, when it is centroid or sample.
pub(crate) fn of_entry(program: &Program, ep: &EntryPoint) -> Option<(Sampling, Span)> {
    let f = &program.functions[ep.function];
    f.params.iter().find_map(|p| {
        find(
            program,
            p.ty,
            p.semantic.as_ref(),
            p.interpolation,
            &mut Vec::new(),
        )
    })
}

fn find(
    program: &Program,
    ty: hlsl_sema::types::TypeId,
    sem: Option<&Semantic>,
    interp: Option<Interpolation>,
    seen: &mut Vec<hlsl_sema::types::TypeId>,
) -> Option<(Sampling, Span)> {
    if let Some(sem) = sem {
        if sem.name != "SV_BARYCENTRICS" {
            return None;
        }
        let sampling = match interp? {
            Interpolation::Centroid | Interpolation::NoPerspectiveCentroid => Sampling::Centroid,
            Interpolation::Sample | Interpolation::NoPerspectiveSample => Sampling::Sample,
            _ => return None,
        };
        return Some((sampling, sem.span));
    }
    let TypeKind::Struct(sid) = *program.types.get(ty) else {
        return None;
    };
    if seen.contains(&ty) {
        return None;
    }
    seen.push(ty);
    program.structs[sid].fields.iter().find_map(|f| {
        find(
            program,
            f.ty,
            f.semantic.as_ref(),
            f.interpolation.or(interp),
            seen,
        )
    })
}

/// Adds the decoration to the barycentric variable naga wrote.
pub(crate) fn decorate(words: &mut Vec<u32>, sampling: Sampling) {
    let Some((decls, _)) = declarations(words) else {
        return;
    };
    let Some((target, after)) = decls
        .iter()
        .filter(|i| i.opcode == OP_DECORATE)
        .find_map(|i| match i.operands(words) {
            [id, DECORATION_BUILT_IN, b] if BARY_COORD.contains(b) => Some((*id, i.at + i.count)),
            _ => None,
        })
    else {
        return;
    };
    let decoration = match sampling {
        Sampling::Centroid => DECORATION_CENTROID,
        Sampling::Sample => DECORATION_SAMPLE,
    };
    words.splice(after..after, [(3 << 16) | OP_DECORATE, target, decoration]);
    let capabilities: Vec<u32> = decls
        .iter()
        .filter(|i| i.opcode == OP_CAPABILITY)
        .map(|i| i.operands(words)[0])
        .collect();
    let last_capability = decls
        .iter()
        .rfind(|i| i.opcode == OP_CAPABILITY)
        .map(|i| i.at + i.count);
    if let (Sampling::Sample, false, Some(at)) = (
        sampling,
        capabilities.contains(&SAMPLE_RATE_SHADING),
        last_capability,
    ) {
        // Before the decoration: capabilities come first.
        words.splice(at..at, [(2 << 16) | OP_CAPABILITY, SAMPLE_RATE_SHADING]);
    }
}
