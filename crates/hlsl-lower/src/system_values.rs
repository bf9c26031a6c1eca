//! System-value semantics on entry-point inputs and outputs: the naga
//! built-in each one becomes, with the hardware type naga wants, and a
//! located error naming the semantic where naga 30 has no built-in for it.
//!
//! Clip and cull distances are not here: several semantics share one
//! built-in array (`clip_distance.rs`).

use hlsl_sema::ir::{Interpolation, Semantic, Stage, SystemValue};
use hlsl_sema::types::{Scalar, ScalarKind};
use naga::{BuiltIn, ConservativeDepth};

/// A system value read or written through a naga built-in.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Builtin {
    pub builtin: BuiltIn,
    /// The hardware scalar and component count (0: a scalar).
    pub scalar: Scalar,
    pub components: u8,
    /// The kind the declared value must have (the conversion to the
    /// hardware type changes only the sign, never the meaning): `None`
    /// takes any numeric kind.
    pub kind: Option<KindClass>,
    /// `SV_DepthGreaterEqual`/`SV_DepthLessEqual`: the promise the entry
    /// point makes about the depth it writes.
    pub conservative: Option<ConservativeDepth>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum KindClass {
    Integer,
    Float,
}

impl KindClass {
    pub(crate) fn accepts(self, s: Scalar) -> bool {
        match self {
            KindClass::Integer => matches!(s.kind, ScalarKind::Sint | ScalarKind::Uint),
            KindClass::Float => s.kind == ScalarKind::Float,
        }
    }
}

impl Builtin {
    /// A built-in of any numeric kind, with no depth promise.
    pub(crate) fn plain(builtin: BuiltIn, scalar: Scalar, components: u8) -> Builtin {
        Builtin {
            builtin,
            scalar,
            components,
            kind: None,
            conservative: None,
        }
    }
}

/// Whether the semantic is a clip or cull distance (`clip_distance.rs`).
pub(crate) fn is_distance(sem: &Semantic) -> bool {
    matches!(sem.name.as_str(), "SV_CLIPDISTANCE" | "SV_CULLDISTANCE")
}

/// The naga built-in for system value `sem` as an input (`is_output`
/// false) or output of a `stage` shader. `Ok(None)`: the semantic means
/// nothing there (the caller reports it); `Err`: naga has no way to say
/// it, the message names the semantic.
pub(crate) fn builtin(
    sem: &Semantic,
    stage: Stage,
    is_output: bool,
    interp: Option<Interpolation>,
) -> Result<Option<Builtin>, String> {
    use KindClass::{Float, Integer};
    use Stage::{Compute, Pixel, Vertex};
    let plain = |builtin, scalar, components| Builtin {
        builtin,
        scalar,
        components,
        kind: None,
        conservative: None,
    };
    let typed = |builtin, scalar, components, kind| Builtin {
        kind: Some(kind),
        ..plain(builtin, scalar, components)
    };
    if let Some(sv) = sem.system {
        use SystemValue as S;
        return Ok(Some(match (sv, stage, is_output) {
            (S::DispatchThreadId, Compute, false) => {
                plain(BuiltIn::GlobalInvocationId, Scalar::U32, 3)
            }
            (S::GroupThreadId, Compute, false) => plain(BuiltIn::LocalInvocationId, Scalar::U32, 3),
            (S::GroupId, Compute, false) => plain(BuiltIn::WorkGroupId, Scalar::U32, 3),
            (S::GroupIndex, Compute, false) => plain(BuiltIn::LocalInvocationIndex, Scalar::U32, 0),
            (S::Position, Vertex, true) | (S::Position, Pixel, false) => {
                plain(BuiltIn::Position { invariant: false }, Scalar::F32, 4)
            }
            (S::VertexId, Vertex, false) => plain(BuiltIn::VertexIndex, Scalar::U32, 0),
            (S::InstanceId, Vertex, false) => plain(BuiltIn::InstanceIndex, Scalar::U32, 0),
            (S::IsFrontFace, Pixel, false) => plain(BuiltIn::FrontFacing, Scalar::BOOL, 0),
            (S::SampleIndex, Pixel, false) => plain(BuiltIn::SampleIndex, Scalar::U32, 0),
            (S::PrimitiveId, Pixel, false) => plain(BuiltIn::PrimitiveIndex, Scalar::U32, 0),
            (S::Depth, Pixel, true) => plain(BuiltIn::FragDepth, Scalar::F32, 0),
            _ => return Ok(None),
        }));
    }
    let missing = |what: &str| {
        Err(format!(
            "the semantic '{}' (naga has no built-in for the {what})",
            sem.name
        ))
    };
    Ok(Some(match (sem.name.as_str(), stage, is_output) {
        // DXC: `ViewIndex` (SPV_KHR_multiview).
        ("SV_VIEWID", Vertex | Pixel, false) => typed(BuiltIn::ViewIndex, Scalar::U32, 0, Integer),
        // DXC: `SampleMask`, in and out (the first word of the mask).
        ("SV_COVERAGE", Pixel, _) => typed(BuiltIn::SampleMask, Scalar::U32, 0, Integer),
        // DXC: `BaseVertex` and `BaseInstance`.
        ("SV_STARTVERTEXLOCATION", Vertex, false) => {
            typed(BuiltIn::BaseVertex, Scalar::U32, 0, Integer)
        }
        ("SV_STARTINSTANCELOCATION", Vertex, false) => {
            typed(BuiltIn::BaseInstance, Scalar::U32, 0, Integer)
        }
        ("SV_BARYCENTRICS", Pixel, false) => {
            // naga's built-in has no centroid or sample variant: SPIR-V
            // gets the decoration in the words (`bary_sampling.rs`).
            let perspective = match interp {
                None
                | Some(Interpolation::Linear | Interpolation::Centroid | Interpolation::Sample) => {
                    true
                }
                Some(
                    Interpolation::NoPerspective
                    | Interpolation::NoPerspectiveCentroid
                    | Interpolation::NoPerspectiveSample,
                ) => false,
                Some(Interpolation::NoInterpolation) => return Ok(None),
            };
            typed(BuiltIn::Barycentric { perspective }, Scalar::F32, 3, Float)
        }
        ("SV_DEPTHGREATEREQUAL" | "SV_DEPTHLESSEQUAL", Pixel, true) => Builtin {
            conservative: Some(if sem.name == "SV_DEPTHGREATEREQUAL" {
                ConservativeDepth::GreaterEqual
            } else {
                ConservativeDepth::LessEqual
            }),
            ..typed(BuiltIn::FragDepth, Scalar::F32, 0, Float)
        },
        ("SV_RENDERTARGETARRAYINDEX", Vertex, true)
        | ("SV_RENDERTARGETARRAYINDEX", Pixel, false) => {
            return missing("render target array index")
        }
        ("SV_VIEWPORTARRAYINDEX", Vertex, true) | ("SV_VIEWPORTARRAYINDEX", Pixel, false) => {
            return missing("viewport index")
        }
        ("SV_STENCILREF", Pixel, true) => return missing("stencil reference"),
        ("SV_SHADINGRATE", Vertex, true) | ("SV_SHADINGRATE", Pixel, false) => {
            return missing("shading rate")
        }
        ("SV_INNERCOVERAGE", Pixel, false) => return missing("inner coverage"),
        ("SV_CULLPRIMITIVE", Pixel, false) => return missing("primitive culling in pixel shaders"),
        ("SV_CLIPDISTANCE" | "SV_CULLDISTANCE", Pixel, false) => {
            return Err(format!(
                "the semantic '{}' as an input of a pixel shader (naga has clip and cull \
                 distances only as vertex shader outputs)",
                sem.name
            ))
        }
        _ => return Ok(None),
    }))
}

/// `SV_Position` on a struct (DXC takes a struct that holds, through
/// single-field structs, one `float4`): the struct types from the outside
/// in, and the vector's type. `None` when `ty` is no such struct.
pub(crate) fn position_wrappers(
    program: &hlsl_sema::ir::Program,
    ty: hlsl_sema::types::TypeId,
) -> Option<(Vec<hlsl_sema::types::TypeId>, hlsl_sema::types::TypeId)> {
    use hlsl_sema::types::TypeKind;
    let mut structs = Vec::new();
    let mut ty = ty;
    while let TypeKind::Struct(sid) = *program.types.get(ty) {
        let [field] = &program.structs[sid].fields[..] else {
            return None;
        };
        structs.push(ty);
        ty = field.ty;
    }
    (!structs.is_empty()).then_some((structs, ty))
}

/// DXC reads `SV_Barycentrics` as `(x, y, 1 - x - y)` from the hardware
/// `(x, y, z)`; so does hlslc, for the same bits.
pub(crate) fn barycentrics_as_dxc(
    c: &mut crate::func::FnCtx,
    h: naga::Handle<naga::Expression>,
    sp: hlsl_base::Span,
    block: &mut naga::Block,
) -> naga::Handle<naga::Expression> {
    use naga::{BinaryOperator as Op, Expression as E};
    let x = c.add(E::AccessIndex { base: h, index: 0 }, sp, block);
    let y = c.add(E::AccessIndex { base: h, index: 1 }, sp, block);
    let xy = c.add(
        E::Binary {
            op: Op::Add,
            left: x,
            right: y,
        },
        sp,
        block,
    );
    let one = c.add(E::Literal(naga::Literal::F32(1.0)), sp, block);
    let z = c.add(
        E::Binary {
            op: Op::Subtract,
            left: one,
            right: xy,
        },
        sp,
        block,
    );
    let ty = c.m.module.types.insert(
        naga::Type {
            name: None,
            inner: naga::TypeInner::Vector {
                size: naga::VectorSize::Tri,
                scalar: naga::Scalar::F32,
            },
        },
        naga::Span::default(),
    );
    c.add(
        E::Compose {
            ty,
            components: vec![x, y, z],
        },
        sp,
        block,
    )
}

/// `-fvk-use-dx-position-w`: a pixel shader's position as D3D gives it,
/// `(x, y, z, 1 / w)` from Vulkan's `FragCoord` (whose w is `1 / w_clip`),
/// as DXC computes it.
pub(crate) fn position_w_as_dx(
    c: &mut crate::func::FnCtx,
    h: naga::Handle<naga::Expression>,
    sp: hlsl_base::Span,
    block: &mut naga::Block,
) -> naga::Handle<naga::Expression> {
    use naga::{BinaryOperator as Op, Expression as E};
    let mut components: Vec<_> = (0..4)
        .map(|index| c.add(E::AccessIndex { base: h, index }, sp, block))
        .collect();
    let one = c.add(E::Literal(naga::Literal::F32(1.0)), sp, block);
    components[3] = c.add(
        E::Binary {
            op: Op::Divide,
            left: one,
            right: components[3],
        },
        sp,
        block,
    );
    let ty = c.m.module.types.insert(
        naga::Type {
            name: None,
            inner: naga::TypeInner::Vector {
                size: naga::VectorSize::Quad,
                scalar: naga::Scalar::F32,
            },
        },
        naga::Span::default(),
    );
    c.add(E::Compose { ty, components }, sp, block)
}
