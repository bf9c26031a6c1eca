//! Built-ins a target has no (working) spelling for in naga 30's
//! writers: WGSL has no cull distance, base vertex or base instance, MSL
//! no cull distance; the GLSL writer neither sizes `gl_CullDistance` nor
//! converts `gl_SampleMask` (an `int` array) and writes `gl_BaseVertex`
//! without the extension GLSL 4.50 needs, and neither GLSL nor MSL before
//! 4.0 has per-vertex inputs (`sample_mask.rs` mends the
//! SPIR-V writer's sample mask). A module using one is reported at the entry input or output that needs
//! it, before the writer would fail or write something invalid.

use crate::Target;
use hlsl_base::Span;
use naga::{Binding, BuiltIn, Expression, Module, Statement};

/// What the built-in is, as the HLSL source says it, when `target`
/// cannot write it.
fn unwritable(target: Target, b: BuiltIn) -> Option<&'static str> {
    use Target::{Glsl, Msl, Wgsl};
    match (target, b) {
        (Wgsl | Msl | Glsl, BuiltIn::CullDistance) => Some("'SV_CullDistance'"),
        (Wgsl | Glsl, BuiltIn::BaseVertex) => Some("'SV_StartVertexLocation'"),
        (Wgsl | Glsl, BuiltIn::BaseInstance) => Some("'SV_StartInstanceLocation'"),
        (Glsl, BuiltIn::SampleMask) => {
            Some("'SV_Coverage' (naga's GLSL writer mistypes the sample mask)")
        }
        _ => None,
    }
}

fn span_of(f: &naga::Function, e: naga::Handle<Expression>) -> Span {
    f.expressions
        .get_span(e)
        .to_range()
        .map_or(Span::DUMMY, |r| Span::new(r.start as u32, r.end as u32))
}

/// The first entry input or output `target` cannot write: what it is and
/// where.
pub(crate) fn check(module: &Module, target: Target) -> Result<(), (String, Span)> {
    for ep in &module.entry_points {
        let f = &ep.function;
        for (i, arg) in f.arguments.iter().enumerate() {
            let what = match arg.binding {
                Some(Binding::BuiltIn(b)) => unwritable(target, b),
                // `GetAttributeAtVertex` (`per_vertex.rs`): naga's GLSL
                // writer has no per-vertex inputs (it panics), its MSL
                // writer none before MSL 4.0.
                Some(Binding::Location {
                    interpolation: Some(naga::Interpolation::PerVertex),
                    ..
                }) if matches!(target, Target::Glsl | Target::Msl) => {
                    Some("'GetAttributeAtVertex' (a per-vertex input)")
                }
                _ => None,
            };
            if let Some(what) = what {
                let span = f
                    .expressions
                    .iter()
                    .find(|(_, e)| matches!(e, Expression::FunctionArgument(n) if *n as usize == i))
                    .map_or(Span::DUMMY, |(h, _)| span_of(f, h));
                return Err((what.into(), span));
            }
        }
        let Some(result) = &f.result else {
            continue;
        };
        // The entry wrappers (entry.rs) end in one `Return` of the outputs,
        // composed into a struct when there are several.
        let value = f.body.iter().find_map(|s| match s {
            Statement::Return { value } => *value,
            _ => None,
        });
        let outputs: Vec<(BuiltIn, Option<naga::Handle<Expression>>)> =
            match (&result.binding, value) {
                (Some(Binding::BuiltIn(b)), v) => vec![(*b, v)],
                (None, v) => {
                    let naga::TypeInner::Struct { members, .. } = &module.types[result.ty].inner
                    else {
                        continue;
                    };
                    let parts = match v.map(|v| &f.expressions[v]) {
                        Some(Expression::Compose { components, .. }) => components.clone(),
                        _ => Vec::new(),
                    };
                    members
                        .iter()
                        .enumerate()
                        .filter_map(|(i, m)| match m.binding {
                            Some(Binding::BuiltIn(b)) => Some((b, parts.get(i).copied())),
                            _ => None,
                        })
                        .collect()
                }
                _ => Vec::new(),
            };
        for (b, v) in outputs {
            if let Some(what) = unwritable(target, b) {
                return Err((what.into(), v.map_or(Span::DUMMY, |v| span_of(f, v))));
            }
        }
    }
    Ok(())
}
