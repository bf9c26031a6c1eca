//! The scalar types each target can write. Lowering maps the 16- and
//! 64-bit HLSL scalars to naga's for every target; SPIR-V takes them all
//! (naga's writer adds the capabilities), MSL `half` and the 64-bit
//! integers, WGSL only
//! `f16`, GLSL only `double` (naga writes none of the extensions the others
//! need). A module using one the target lacks is reported at the first
//! expression of that type, before naga's writer would fail on it.

use crate::Target;
use hlsl_base::Span;
use naga::{Module, Scalar, ScalarKind, TypeInner};

/// Whether `target` can write scalar `s`.
fn writable(target: Target, s: Scalar) -> bool {
    let float = s.kind == ScalarKind::Float;
    match (target, s.width) {
        // 32-bit scalars, and `bool` (naga's is 1 byte wide).
        (_, 1 | 4) | (Target::Spirv | Target::Naga, _) => true,
        // MSL: `half` and `long`; no `double`, and naga's writer cannot
        // convert floats to 16-bit integers.
        (Target::Msl, 2) => float,
        (Target::Msl, _) => !float,
        // WGSL: `f16` (with `enable f16;`) only.
        (Target::Wgsl, 2) => float,
        // GLSL: `double` only (16-bit and 64-bit integer types need
        // extensions naga does not write).
        (Target::Glsl, 8) => float,
        _ => false,
    }
}

fn scalar_of(inner: &TypeInner) -> Option<Scalar> {
    match *inner {
        TypeInner::Scalar(s) | TypeInner::Vector { scalar: s, .. } => Some(s),
        TypeInner::Matrix { scalar, .. } => Some(scalar),
        TypeInner::Atomic(s) => Some(s),
        _ => None,
    }
}

/// The name HLSL gives a naga scalar this module cannot hold for `target`.
fn hlsl_name(s: Scalar) -> &'static str {
    match (s.kind, s.width) {
        (ScalarKind::Float, 2) => "half",
        (ScalarKind::Sint, 2) => "int16_t",
        (ScalarKind::Uint, 2) => "uint16_t",
        (ScalarKind::Float, _) => "double",
        (ScalarKind::Sint, _) => "int64_t",
        _ => "uint64_t",
    }
}

/// The first expression whose type `target` cannot write: what it is and
/// where.
pub(crate) fn check(
    module: &Module,
    info: &naga::valid::ModuleInfo,
    target: Target,
) -> Result<(), (String, Span)> {
    // Types reached only through a global (a buffer of `double`) are found
    // by the expressions that load them.
    let functions = module.functions.iter().map(|(h, f)| (f, &info[h])).chain(
        module
            .entry_points
            .iter()
            .enumerate()
            .map(|(i, e)| (&e.function, info.get_entry_point(i))),
    );
    for (function, fun_info) in functions {
        for (h, _) in function.expressions.iter() {
            let inner = fun_info[h].ty.inner_with(&module.types);
            if let Some(s) = scalar_of(inner).filter(|&s| !writable(target, s)) {
                let span = function
                    .expressions
                    .get_span(h)
                    .to_range()
                    .map_or(Span::DUMMY, |r| Span::new(r.start as u32, r.end as u32));
                return Err((format!("the scalar type '{}'", hlsl_name(s)), span));
            }
        }
    }
    Ok(())
}
