//! The scalar types each target can write. Lowering maps `double`,
//! `int64_t` and `uint64_t` to naga's 64-bit scalars for every target;
//! SPIR-V takes them all (with the `Float64`/`Int64` capabilities, which
//! naga's writer adds), MSL has no `double`, GLSL no 64-bit integers
//! without an extension naga does not write, and WGSL neither. A module
//! using one the target lacks is reported at the first expression of that
//! type, before naga's writer would fail on it.

use crate::Target;
use hlsl_base::Span;
use naga::{Module, Scalar, ScalarKind, TypeInner};

/// Whether `target` can write scalar `s`.
fn writable(target: Target, s: Scalar) -> bool {
    if s.width != 8 {
        return true;
    }
    match target {
        Target::Spirv | Target::Naga => true,
        Target::Msl => s.kind != ScalarKind::Float,
        Target::Glsl => s.kind == ScalarKind::Float,
        Target::Wgsl => false,
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
    match s.kind {
        ScalarKind::Float => "double",
        ScalarKind::Sint => "int64_t",
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
