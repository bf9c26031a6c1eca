//! `SV_ClipDistance` and `SV_CullDistance` vertex shader outputs, packed
//! as DXC packs them: every output with the semantic goes into one `f32`
//! array (the `ClipDistance` or `CullDistance` built-in), in the order of
//! the semantic indices, each taking as many elements as it has scalars
//! (`float2 a : SV_ClipDistance0; float b : SV_ClipDistance1;` is
//! `[a.x, a.y, b]`; an array takes its elements' scalars in turn).

use crate::func::FnCtx;
use crate::{unsupported, Lowered};
use hlsl_base::Span;
use hlsl_sema::ir::Semantic;
use hlsl_sema::types::{Scalar, ScalarKind, TypeId, TypeKind};
use naga::{BuiltIn, Expression, Handle};

/// Vulkan's and naga's limit on each array.
const MAX: usize = 8;

/// One output with the semantic: its index and its scalars as `f32`s.
struct Part {
    index: u32,
    span: Span,
    values: Vec<Handle<Expression>>,
}

/// The distances an entry point writes, gathered until every output is
/// known.
#[derive(Default)]
pub(crate) struct Distances {
    clip: Vec<Part>,
    cull: Vec<Part>,
}

/// One packed array: its built-in, type, value and name.
pub(crate) struct Packed {
    pub builtin: BuiltIn,
    pub ty: Handle<naga::Type>,
    pub value: Handle<Expression>,
    pub name: &'static str,
}

impl Distances {
    /// Records output `v` of type `ty` with semantic `sem` (a clip or cull
    /// distance).
    pub(crate) fn add(
        &mut self,
        c: &mut FnCtx,
        sem: &Semantic,
        ty: TypeId,
        v: Handle<Expression>,
        block: &mut naga::Block,
    ) -> Lowered<()> {
        let mut values = Vec::new();
        scalars(c, sem, ty, v, &mut values, block)?;
        let list = if sem.name == "SV_CULLDISTANCE" {
            &mut self.cull
        } else {
            &mut self.clip
        };
        if list.iter().any(|p| p.index == sem.index) {
            return unsupported(
                format!(
                    "the semantic '{}{}' on more than one output",
                    sem.name, sem.index
                ),
                sem.span,
            );
        }
        list.push(Part {
            index: sem.index,
            span: sem.span,
            values,
        });
        Ok(())
    }

    /// The packed arrays (none, one or two).
    pub(crate) fn finish(mut self, c: &mut FnCtx, block: &mut naga::Block) -> Lowered<Vec<Packed>> {
        let mut out = Vec::new();
        for (parts, builtin, name) in [
            (&mut self.clip, BuiltIn::ClipDistances, "clip_distances"),
            (&mut self.cull, BuiltIn::CullDistance, "cull_distances"),
        ] {
            let Some(first) = parts.first() else {
                continue;
            };
            let span = first.span;
            parts.sort_by_key(|p| p.index);
            let components: Vec<_> = parts.iter().flat_map(|p| p.values.clone()).collect();
            if components.len() > MAX {
                let what = format!(
                    "{} {} distances (Vulkan and naga take at most {MAX})",
                    components.len(),
                    if builtin == BuiltIn::ClipDistances {
                        "clip"
                    } else {
                        "cull"
                    }
                );
                return unsupported(what, parts.last().map_or(span, |p| p.span));
            }
            let ty = array_type(c, components.len() as u32);
            let value = c.add(Expression::Compose { ty, components }, span, block);
            out.push(Packed {
                builtin,
                ty,
                value,
                name,
            });
        }
        Ok(out)
    }
}

fn array_type(c: &mut FnCtx, len: u32) -> Handle<naga::Type> {
    let types = &mut c.m.module.types;
    let base = types.insert(
        naga::Type {
            name: None,
            inner: naga::TypeInner::Scalar(naga::Scalar::F32),
        },
        naga::Span::default(),
    );
    let size = naga::ArraySize::Constant(std::num::NonZeroU32::new(len).expect("at least one"));
    types.insert(
        naga::Type {
            name: None,
            inner: naga::TypeInner::Array {
                base,
                size,
                stride: 4,
            },
        },
        naga::Span::default(),
    )
}

/// The scalars of `v` (a float scalar, vector, or array of them), in
/// order, as `f32`s.
fn scalars(
    c: &mut FnCtx,
    sem: &Semantic,
    ty: TypeId,
    v: Handle<Expression>,
    out: &mut Vec<Handle<Expression>>,
    block: &mut naga::Block,
) -> Lowered<()> {
    let program = c.m.program;
    let sp = sem.span;
    match *program.types.get(ty) {
        TypeKind::Scalar(s) | TypeKind::Vector(s, 1) if s.kind == ScalarKind::Float => {
            out.push(c.convert_scalar(v, s, Scalar::F32, 0, sp, block)?);
        }
        TypeKind::Vector(s, n) if s.kind == ScalarKind::Float => {
            for i in 0..u32::from(n) {
                let e = c.add(Expression::AccessIndex { base: v, index: i }, sp, block);
                out.push(c.convert_scalar(e, s, Scalar::F32, 0, sp, block)?);
            }
        }
        TypeKind::Array { elem, len: Some(n) } => {
            for i in 0..n {
                let e = c.add(Expression::AccessIndex { base: v, index: i }, sp, block);
                scalars(c, sem, elem, e, out, block)?;
            }
        }
        _ => {
            return unsupported(
                format!("the semantic '{}' on '{}'", sem.name, program.type_name(ty)),
                sp,
            )
        }
    }
    Ok(())
}
