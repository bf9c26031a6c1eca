//! Methods of resources (`tex.Sample(s, uv)`, `buf.Load4(16)`, …), as a
//! table of signature templates over resource families rather than
//! hand-written cases. Element reads (`RWTexture2D.Load`, `Buffer.Load`)
//! become the same [`ExprKind::Index`] places as `tex[uv]`;
//! `GetDimensions` queries once into a temporary and assigns its `out`
//! arguments from it.

use super::convert::Shape;
use super::{Checker, Typed};
use crate::ir::{ExprKind, Local, ResourceOp, Stage};
use crate::types::{ResourceKind, Scalar, ScalarKind, TextureShape, TypeId, TypeKind, Types};
use hlsl_base::{DiagCode, Span};
use hlsl_syntax::ast;

/// Which resources a method belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Family {
    /// `Texture1D` … `TextureCubeArray` (read-only, sampled).
    Sampled,
    /// `RWTexture1D` … `RWTexture3D`.
    Storage,
    /// `Buffer<T>`, `RWBuffer<T>`.
    Typed,
    /// `ByteAddressBuffer`, `RWByteAddressBuffer`.
    Bytes,
    /// `RWByteAddressBuffer` only (stores).
    RwBytes,
    /// `StructuredBuffer<T>`, `RWStructuredBuffer<T>`.
    Structured,
}

fn families(kind: ResourceKind) -> &'static [Family] {
    use ResourceKind as R;
    match kind {
        R::RWByteAddressBuffer => &[Family::Bytes, Family::RwBytes],
        R::ByteAddressBuffer => &[Family::Bytes],
        R::Buffer | R::RWBuffer => &[Family::Typed],
        R::StructuredBuffer | R::RWStructuredBuffer => &[Family::Structured],
        k => match k.texture_shape() {
            Some(_) if k.is_writable() => &[Family::Storage],
            Some(_) => &[Family::Sampled],
            None => &[],
        },
    }
}

/// A parameter template.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Param {
    /// A `SamplerState` global.
    Sampler,
    /// A `SamplerComparisonState` global.
    CmpSampler,
    /// `floatN`: the sampling coordinate with its array layer.
    Coord,
    /// `floatN` over the dimensions (gradients).
    Grad,
    /// `float` (level, bias, comparison value).
    Float,
    /// `intN+1`: coordinate, layer and mip level (`Texture.Load`).
    LoadCoord,
    /// `uintN` (or `uint`): an element's index or texel coordinate.
    Index,
    /// `uint` (a byte offset).
    Uint,
    /// `uint` or `uintN` of the op's word count (stored words).
    Words,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Ret {
    Elem,
    Float,
    Words,
    Void,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Lowering {
    Op(ResourceOp),
    /// An element read through the [`ExprKind::Index`] place.
    Element,
}

struct Method {
    name: &'static str,
    family: Family,
    params: &'static [Param],
    /// Whether an `intN` texel offset may follow.
    offset: bool,
    ret: Ret,
    lowering: Lowering,
}

const fn m(
    name: &'static str,
    family: Family,
    params: &'static [Param],
    offset: bool,
    ret: Ret,
    lowering: Lowering,
) -> Method {
    Method {
        name,
        family,
        params,
        offset,
        ret,
        lowering,
    }
}

const TABLE: &[Method] = {
    use Family::*;
    use Lowering::*;
    use Param::*;
    use ResourceOp as O;
    &[
        m(
            "Sample",
            Sampled,
            &[Sampler, Coord],
            true,
            Ret::Elem,
            Op(O::Sample),
        ),
        m(
            "SampleLevel",
            Sampled,
            &[Sampler, Coord, Float],
            true,
            Ret::Elem,
            Op(O::SampleLevel),
        ),
        m(
            "SampleBias",
            Sampled,
            &[Sampler, Coord, Float],
            true,
            Ret::Elem,
            Op(O::SampleBias),
        ),
        m(
            "SampleGrad",
            Sampled,
            &[Sampler, Coord, Grad, Grad],
            true,
            Ret::Elem,
            Op(O::SampleGrad),
        ),
        m(
            "SampleCmp",
            Sampled,
            &[CmpSampler, Coord, Float],
            true,
            Ret::Float,
            Op(O::SampleCmp),
        ),
        m(
            "SampleCmpLevelZero",
            Sampled,
            &[CmpSampler, Coord, Float],
            true,
            Ret::Float,
            Op(O::SampleCmpLevelZero),
        ),
        m(
            "SampleCmpLevel",
            Sampled,
            &[CmpSampler, Coord, Float, Float],
            true,
            Ret::Float,
            Op(O::SampleCmpLevel),
        ),
        m(
            "SampleCmpBias",
            Sampled,
            &[CmpSampler, Coord, Float, Float],
            true,
            Ret::Float,
            Op(O::SampleCmpBias),
        ),
        m(
            "SampleCmpGrad",
            Sampled,
            &[CmpSampler, Coord, Float, Grad, Grad],
            true,
            Ret::Float,
            Op(O::SampleCmpGrad),
        ),
        m("Load", Sampled, &[LoadCoord], true, Ret::Elem, Op(O::Load)),
        m("Load", Storage, &[Index], false, Ret::Elem, Element),
        m("Load", Typed, &[Index], false, Ret::Elem, Element),
        m("Load", Structured, &[Index], false, Ret::Elem, Element),
        m(
            "Load",
            Bytes,
            &[Uint],
            false,
            Ret::Words,
            Op(O::LoadBytes(1)),
        ),
        m(
            "Load2",
            Bytes,
            &[Uint],
            false,
            Ret::Words,
            Op(O::LoadBytes(2)),
        ),
        m(
            "Load3",
            Bytes,
            &[Uint],
            false,
            Ret::Words,
            Op(O::LoadBytes(3)),
        ),
        m(
            "Load4",
            Bytes,
            &[Uint],
            false,
            Ret::Words,
            Op(O::LoadBytes(4)),
        ),
        m(
            "Store",
            RwBytes,
            &[Uint, Words],
            false,
            Ret::Void,
            Op(O::StoreBytes(1)),
        ),
        m(
            "Store2",
            RwBytes,
            &[Uint, Words],
            false,
            Ret::Void,
            Op(O::StoreBytes(2)),
        ),
        m(
            "Store3",
            RwBytes,
            &[Uint, Words],
            false,
            Ret::Void,
            Op(O::StoreBytes(3)),
        ),
        m(
            "Store4",
            RwBytes,
            &[Uint, Words],
            false,
            Ret::Void,
            Op(O::StoreBytes(4)),
        ),
    ]
};

/// The element type of a texture or typed buffer (`float4` when not
/// written).
pub(super) fn texel_type(types: &mut Types, elem: TypeId) -> TypeId {
    if elem == Types::VOID {
        types.vector(Scalar::F32, 4)
    } else {
        elem
    }
}

impl Checker<'_> {
    /// `base.name(args)` where `base` has a resource type.
    pub(super) fn check_method(
        &mut self,
        base: Typed,
        name: ast::Ident,
        args: Vec<(Typed, Span)>,
        span: Span,
    ) -> Typed {
        if self.resource_value_call(base.id).is_some() {
            return self.method_on_call_result(base, name, args, span);
        }
        let text = self.name(name).to_string();
        let TypeKind::Resource { kind, elem } = *self.program.types.get(base.ty) else {
            return self.error_expr(span);
        };
        // A `vk::SampledTexture*` has its texture's methods, the sampler
        // argument taken from the object itself.
        let combined = kind.is_combined();
        let kind = kind.plain();
        let mut args = args;
        // SPIR-V gathers comparisons of the first channel only; DXC
        // rejects the others on its Vulkan-only types (on the plain
        // textures lowering reports them).
        if combined && matches!(gather_kind(&text), Some((1.., true, _))) {
            self.error(DiagCode::err_vk_no_equivalent, name.span, &[&text]);
            return self.error_expr(span);
        }
        if combined {
            if let Some(s) = self.combined_sampler_arg(base, &text, span) {
                args.insert(0, s);
            }
        }
        let hidden = usize::from(args.first().is_some_and(|(a, _)| a.id == base.id));
        let fams = families(kind);
        let more = matches!(
            kind,
            ResourceKind::AppendStructuredBuffer
                | ResourceKind::ConsumeStructuredBuffer
                | ResourceKind::Texture2DMS
                | ResourceKind::Texture2DMSArray
        );
        if text == "GetDimensions" && (more || !fams.is_empty()) {
            return self.get_dimensions(base, kind, args, span);
        }
        if kind.is_stream() {
            return self.stream_method(base, elem, name, &args, span);
        }
        if let Some(t) = self.other_method(base, kind, elem, &text, &args, span) {
            return t;
        }
        let Some(method) = TABLE
            .iter()
            .find(|mt| mt.name == text && fams.contains(&mt.family))
        else {
            let tn = self.type_name(base.ty);
            self.error(DiagCode::err_no_member, name.span, &[&text, &tn]);
            return self.error_expr(span);
        };
        if args.iter().any(|(a, _)| self.program.types.is_error(a.ty)) {
            return self.error_expr(span);
        }
        let ExprKind::Global(resource) = self.body_ref().exprs[base.id].kind else {
            let what = format!("calling '{text}' on this expression");
            self.error(DiagCode::err_not_supported_yet, span, &[&what]);
            return self.error_expr(span);
        };
        let shape = kind.texture_shape();
        // After the offset (cubes have none): a level-of-detail clamp for
        // the sampling methods with an implicit or computed level, and an
        // `out uint` status for texture reads.
        let clamp_ok = matches!(
            method.lowering,
            Lowering::Op(
                ResourceOp::Sample
                    | ResourceOp::SampleBias
                    | ResourceOp::SampleGrad
                    | ResourceOp::SampleCmp
                    | ResourceOp::SampleCmpBias
                    | ResourceOp::SampleCmpGrad
            )
        );
        let status_ok =
            method.offset && shape.is_some() && matches!(method.lowering, Lowering::Op(_));
        let cube = shape.is_some_and(|s| s.cube);
        let most = method.params.len()
            + method.offset as usize
            + usize::from(clamp_ok)
            + usize::from(status_ok);
        let trailing = args.len().saturating_sub(method.params.len());
        let after_offset = if cube {
            trailing
        } else {
            trailing.saturating_sub(1)
        };
        let clamp = clamp_ok && after_offset >= 1;
        let status = status_ok && after_offset == usize::from(clamp) + 1;
        let extras = usize::from(clamp) + usize::from(status);
        if args.len() < method.params.len() || args.len() > most || after_offset > extras {
            let which = if args.len() < method.params.len() {
                "few"
            } else {
                "many"
            };
            self.error(
                DiagCode::err_wrong_arg_count,
                span,
                &[
                    &which,
                    &(method.params.len() - hidden),
                    &(args.len() - hidden),
                ],
            );
            return self.error_expr(span);
        }
        let implicit_lod = matches!(
            method.lowering,
            Lowering::Op(
                ResourceOp::Sample
                    | ResourceOp::SampleBias
                    | ResourceOp::SampleCmp
                    | ResourceOp::SampleCmpBias
            )
        );
        // The newer comparison methods come with Shader Model 6.7 and 6.8
        // (DXC takes them on its Vulkan combined image samplers at any).
        let since = match method.lowering {
            Lowering::Op(ResourceOp::SampleCmpLevel) => (6, 7),
            Lowering::Op(ResourceOp::SampleCmpBias | ResourceOp::SampleCmpGrad) => (6, 8),
            _ => (0, 0),
        };
        let old = self
            .opts
            .profile
            .is_some_and(|p| (p.major, p.minor) < since);
        if old && !combined {
            let what = format!("Shader Model {}.{} and later", since.0, since.1);
            self.error(DiagCode::err_stage_only_intrinsic, span, &[&text, &what]);
            return self.error_expr(span);
        }
        // Checked for each entry point that reaches the call; the message
        // names the entry point's stage. Pixel shaders only: DXC also takes
        // compute from Shader Model 6.6, but naga has no implicit-LOD
        // sampling outside fragment shaders.
        if implicit_lod {
            self.record_stage_use(super::StageUse {
                stages: &[Stage::Pixel],
                compute_sm: (0, 0),
                code: DiagCode::err_implicit_lod_stage,
                names_stage: true,
                args: vec![text.to_string()],
                span,
            });
        }
        if method.name == "Load" && shape.is_some_and(|s| s.cube) {
            let tn = self.type_name(base.ty);
            self.error(DiagCode::err_no_member, name.span, &[&text, &tn]);
            return self.error_expr(span);
        }
        let words = match method.lowering {
            Lowering::Op(ResourceOp::LoadBytes(n) | ResourceOp::StoreBytes(n)) => n,
            _ => 1,
        };
        let texel = texel_type(self.types(), elem);
        if shape.is_some() && !self.is_texel_type(texel) {
            let tn = self.type_name(base.ty);
            let what = format!("methods of '{tn}' (texel types are 32-bit scalars and vectors)");
            self.error(DiagCode::err_not_supported_yet, span, &[&what]);
            return self.error_expr(span);
        }
        let mut sampler = None;
        let mut values = Vec::new();
        let mut failed = false;
        let (main_args, extra_args) = args.split_at(args.len() - extras);
        for (i, &(a, aspan)) in main_args.iter().enumerate() {
            let param = method.params.get(i).copied();
            match param {
                Some(p @ (Param::Sampler | Param::CmpSampler)) => {
                    let want = if p == Param::Sampler {
                        ResourceKind::SamplerState
                    } else {
                        ResourceKind::SamplerComparisonState
                    };
                    match (
                        &self.body_ref().exprs[a.id].kind,
                        self.program.types.get(a.ty),
                    ) {
                        (ExprKind::Global(g), TypeKind::Resource { kind, .. }) if *kind == want => {
                            sampler = Some(*g)
                        }
                        _ => failed = true,
                    }
                }
                _ => {
                    let to = self.param_type(param, shape, words, kind);
                    if self.conversion_cost(a.ty, to).is_none() {
                        failed = true;
                    } else {
                        let v = self.rvalue(a);
                        values.push(self.coerce(v, to, aspan));
                    }
                }
            }
        }
        let mut extra_values = Vec::new();
        if clamp {
            let (a, aspan) = extra_args[0];
            if self.conversion_cost(a.ty, Types::FLOAT).is_none() {
                failed = true;
            } else {
                let v = self.rvalue(a);
                extra_values.push(self.coerce(v, Types::FLOAT, aspan));
            }
        }
        if status && !failed {
            let (a, aspan) = extra_args[extras - 1];
            if !self.is_status_type(a.ty) {
                failed = true;
            } else if !self.check_assignable(a, aspan) {
                return self.error_expr(span);
            } else {
                extra_values.push(a.id);
            }
        }
        if failed {
            let types: Vec<String> = args[hidden..]
                .iter()
                .map(|(a, _)| self.type_name(a.ty))
                .collect();
            let call = format!("{}.{}({})", self.type_name(base.ty), text, types.join(", "));
            self.error(DiagCode::err_no_matching_function, span, &[&call]);
            return self.error_expr(span);
        }
        let offset = if main_args.len() > method.params.len() {
            values.pop()
        } else {
            None
        };
        values.extend(extra_values);
        if let (Some(_), Some(s)) = (offset, shape) {
            if s.cube {
                let call = format!("{}.{}", self.type_name(base.ty), text);
                self.error(DiagCode::err_no_matching_function, span, &[&call]);
                return self.error_expr(span);
            }
        }
        let ret = match method.ret {
            Ret::Elem => texel,
            Ret::Float => Types::FLOAT,
            Ret::Words => self
                .types()
                .shaped(Scalar::U32, if words == 1 { 0 } else { words }),
            Ret::Void => Types::VOID,
        };
        match method.lowering {
            Lowering::Element => {
                let index = values[0];
                let place = self.typed(
                    ExprKind::Index {
                        base: base.id,
                        index,
                    },
                    ret,
                    span,
                );
                self.typed(ExprKind::Load(place.id), ret, span)
            }
            Lowering::Op(op) => {
                if matches!(
                    op,
                    ResourceOp::SampleCmp
                        | ResourceOp::SampleCmpLevelZero
                        | ResourceOp::SampleCmpLevel
                        | ResourceOp::SampleCmpBias
                        | ResourceOp::SampleCmpGrad
                ) && !matches!(self.program.types.get(texel), TypeKind::Scalar(s) if s.is_float())
                    && !matches!(self.program.types.get(texel), TypeKind::Vector(s, _) if s.is_float())
                {
                    let call = format!("{}.{}", self.type_name(base.ty), text);
                    self.error(DiagCode::err_no_matching_function, span, &[&call]);
                    return self.error_expr(span);
                }
                let op = if clamp || status {
                    ResourceOp::ClampStatus {
                        method: method.name,
                        clamp,
                        status,
                    }
                } else {
                    op
                };
                self.typed(
                    ExprKind::ResourceOp {
                        op,
                        resource,
                        sampler,
                        args: values,
                        offset,
                    },
                    ret,
                    span,
                )
            }
        }
    }

    /// A 32-bit numeric scalar or vector.
    pub(super) fn is_texel_type(&self, ty: TypeId) -> bool {
        matches!(self.numeric(ty), Some((s, Shape::Scalar | Shape::Vector(_)))
            if s.width == 4 && s.kind != ScalarKind::Bool)
    }

    /// The type an argument of template `p` converts to.
    fn param_type(
        &mut self,
        p: Option<Param>,
        shape: Option<TextureShape>,
        words: u8,
        kind: ResourceKind,
    ) -> TypeId {
        let s = shape.unwrap_or(TextureShape {
            dims: 1,
            arrayed: false,
            cube: false,
        });
        let t = self.types();
        match p {
            Some(Param::Coord) => t.shaped(Scalar::F32, vec_size(s.coords())),
            Some(Param::Grad) => t.shaped(Scalar::F32, vec_size(s.dims)),
            Some(Param::Float) => Types::FLOAT,
            Some(Param::LoadCoord) => t.shaped(Scalar::I32, vec_size(s.coords() + 1)),
            Some(Param::Index) => match shape {
                Some(s) if kind.texture_shape().is_some() => {
                    t.shaped(Scalar::U32, vec_size(s.coords()))
                }
                _ => Types::UINT,
            },
            Some(Param::Uint) => Types::UINT,
            Some(Param::Words) => t.shaped(Scalar::U32, vec_size(words)),
            // The optional offset.
            None => t.shaped(Scalar::I32, vec_size(s.dims)),
            Some(Param::Sampler | Param::CmpSampler) => Types::VOID,
        }
    }

    /// The coordinate type of `tex[...]` for a texture kind.
    pub(super) fn texel_index_type(&mut self, kind: ResourceKind) -> Option<TypeId> {
        let s = kind.texture_shape()?;
        Some(self.types().shaped(Scalar::U32, vec_size(s.coords())))
    }

    /// `GetDimensions(...)`: a `uint4` query into a temporary, then each
    /// `out` argument assigned (and converted) from its component.
    fn get_dimensions(
        &mut self,
        base: Typed,
        kind: ResourceKind,
        args: Vec<(Typed, Span)>,
        span: Span,
    ) -> Typed {
        if args.iter().any(|(a, _)| self.program.types.is_error(a.ty)) {
            return self.error_expr(span);
        }
        let ExprKind::Global(resource) = self.body_ref().exprs[base.id].kind else {
            let what = "calling 'GetDimensions' on this expression";
            self.error(DiagCode::err_not_supported_yet, span, &[&what]);
            return self.error_expr(span);
        };
        // Components of the query's uint4 that the size outputs take.
        let (sizes, mipped): (&[u8], bool) = match kind.texture_shape() {
            Some(s) => {
                let sizes: &[u8] = match (s.dims, s.arrayed, s.cube) {
                    (1, false, _) => &[0],
                    (1, true, _) => &[0, 2],
                    (2, false, _) | (3, false, true) => &[0, 1],
                    (2, true, _) | (3, _, _) => &[0, 1, 2],
                    _ => &[0],
                };
                (sizes, !kind.is_writable())
            }
            None if matches!(
                kind,
                ResourceKind::StructuredBuffer
                    | ResourceKind::RWStructuredBuffer
                    | ResourceKind::AppendStructuredBuffer
                    | ResourceKind::ConsumeStructuredBuffer
            ) =>
            {
                (&[0, 1], false)
            }
            // Width, height, (layers,) samples.
            None if kind == ResourceKind::Texture2DMS => (&[0, 1, 3], false),
            None if kind == ResourceKind::Texture2DMSArray => (&[0, 1, 2, 3], false),
            None => (&[0], false),
        };
        let with_mip = mipped && args.len() == sizes.len() + 2;
        if args.len() != sizes.len() && !with_mip {
            let types: Vec<String> = args.iter().map(|(a, _)| self.type_name(a.ty)).collect();
            let call = format!(
                "{}.GetDimensions({})",
                self.type_name(base.ty),
                types.join(", ")
            );
            self.error(DiagCode::err_no_matching_function, span, &[&call]);
            return self.error_expr(span);
        }
        let mut comps: Vec<u8> = sizes.to_vec();
        let outs = if with_mip {
            comps.push(3);
            &args[1..]
        } else {
            &args[..]
        };
        let mut query_args = Vec::new();
        if with_mip {
            let (a, aspan) = args[0];
            if self.conversion_cost(a.ty, Types::UINT).is_none() {
                let (from, to) = (self.type_name(a.ty), "uint".to_string());
                self.error(DiagCode::err_type_mismatch, aspan, &[&from, &to]);
                return self.error_expr(span);
            }
            query_args.push(self.coerce(a, Types::UINT, aspan));
        }
        for &(a, aspan) in outs {
            if !self.check_assignable(a, aspan) {
                return self.error_expr(span);
            }
            if !matches!(self.numeric(a.ty), Some((s, Shape::Scalar)) if s.kind != ScalarKind::Bool)
            {
                let (from, to) = ("uint".to_string(), self.type_name(a.ty));
                self.error(DiagCode::err_type_mismatch, aspan, &[&from, &to]);
                return self.error_expr(span);
            }
        }
        let uint4 = self.types().vector(Scalar::U32, 4);
        let tmp = self.body().locals.alloc(Local {
            name: "dimensions".into(),
            ty: uint4,
            span,
        });
        let query = self.typed(
            ExprKind::ResourceOp {
                op: ResourceOp::Dimensions,
                resource,
                sampler: None,
                args: query_args,
                offset: None,
            },
            uint4,
            span,
        );
        let target = self.typed(ExprKind::Local(tmp), uint4, span);
        let mut chain = self.typed(
            ExprKind::Assign {
                target: target.id,
                op: None,
                value: query.id,
            },
            uint4,
            span,
        );
        for (&(out, aspan), &c) in outs.iter().zip(&comps) {
            let local = self.typed(ExprKind::Local(tmp), uint4, aspan);
            let comp = self.typed(
                ExprKind::Swizzle {
                    base: local.id,
                    pattern: [c, 0, 0, 0],
                    len: 1,
                },
                Types::UINT,
                aspan,
            );
            let v = self.coerce(comp, out.ty, aspan);
            let assign = self.typed(
                ExprKind::Assign {
                    target: out.id,
                    op: None,
                    value: v,
                },
                out.ty,
                aspan,
            );
            chain = self.typed(
                ExprKind::Comma {
                    lhs: chain.id,
                    rhs: assign.id,
                },
                Types::VOID,
                span,
            );
        }
        Typed {
            ty: Types::VOID,
            ..chain
        }
    }
}

fn vec_size(n: u8) -> u8 {
    if n == 1 {
        0
    } else {
        n
    }
}

/// `Gather…` and `GatherCmp…`: the channel gathered, whether it compares,
/// and whether it is named by its channel (the forms with four offsets).
fn gather_kind(name: &str) -> Option<(u8, bool, bool)> {
    let (rest, cmp) = match name.strip_prefix("GatherCmp") {
        Some(r) => (r, true),
        None => (name.strip_prefix("Gather")?, false),
    };
    let channel = match rest {
        "" => return Some((0, cmp, false)),
        "Red" => 0,
        "Green" => 1,
        "Blue" => 2,
        "Alpha" => 3,
        _ => return None,
    };
    Some((channel, cmp, true))
}

/// The methods outside [`TABLE`]: gathers, multisampled loads, append and
/// consume buffers and structured-buffer counters.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Other {
    Gather { channel: u8, cmp: bool, named: bool },
    LoadSample,
    Append,
    Consume,
    Counter(ResourceOp),
    Interlocked,
    Lod { clamped: bool },
    SamplePosition,
    SubpassLoad,
}

impl Checker<'_> {
    /// A method outside [`TABLE`], or `None` when `text` names none of
    /// them for this kind.
    fn other_method(
        &mut self,
        base: Typed,
        kind: ResourceKind,
        elem: TypeId,
        text: &str,
        args: &[(Typed, Span)],
        span: Span,
    ) -> Option<Typed> {
        use ResourceKind as R;
        let which = match (text, kind) {
            (_, R::Texture2D | R::Texture2DArray | R::TextureCube | R::TextureCubeArray)
                if gather_kind(text).is_some() =>
            {
                let (channel, cmp, named) = gather_kind(text)?;
                Other::Gather {
                    channel,
                    cmp,
                    named,
                }
            }
            ("Load", R::Texture2DMS | R::Texture2DMSArray) => Other::LoadSample,
            ("Append", R::AppendStructuredBuffer) => Other::Append,
            ("Consume", R::ConsumeStructuredBuffer) => Other::Consume,
            ("IncrementCounter", R::RWStructuredBuffer) => {
                Other::Counter(ResourceOp::IncrementCounter)
            }
            ("DecrementCounter", R::RWStructuredBuffer) => {
                Other::Counter(ResourceOp::DecrementCounter)
            }
            (_, R::RWByteAddressBuffer) if super::atomics::atomic_signature(text).is_some() => {
                Other::Interlocked
            }
            ("CalculateLevelOfDetail" | "CalculateLevelOfDetailUnclamped", k)
                if k.texture_shape().is_some() && !k.is_writable() =>
            {
                Other::Lod {
                    clamped: text == "CalculateLevelOfDetail",
                }
            }
            ("GetSamplePosition", R::Texture2DMS | R::Texture2DMSArray) => Other::SamplePosition,
            ("SubpassLoad", R::SubpassInput | R::SubpassInputMS) => Other::SubpassLoad,
            _ => return None,
        };
        if args.iter().any(|(a, _)| self.program.types.is_error(a.ty)) {
            return Some(self.error_expr(span));
        }
        let ExprKind::Global(resource) = self.body_ref().exprs[base.id].kind else {
            let what = format!("calling '{text}' on this expression");
            self.error(DiagCode::err_not_supported_yet, span, &[&what]);
            return Some(self.error_expr(span));
        };
        let texel = texel_type(self.types(), elem);
        let op = |op, args| ExprKind::ResourceOp {
            op,
            resource,
            sampler: None,
            args,
            offset: None,
        };
        let t = match which {
            Other::Gather {
                channel,
                cmp,
                named,
            } => self.gather(base, kind, texel, (channel, cmp, named), text, args, span),
            Other::LoadSample => self.load_sample(base, kind, texel, args, span),
            Other::Interlocked => self.interlocked_bytes(base, resource, text, args, span),
            Other::Lod { clamped } => self.calculate_lod(base, kind, clamped, text, args, span),
            Other::SubpassLoad => {
                // The multisampled one reads a sample.
                let want = usize::from(kind == R::SubpassInputMS);
                if args.len() != want {
                    let few = if args.len() < want { "few" } else { "many" };
                    self.error(
                        DiagCode::err_wrong_arg_count,
                        span,
                        &[&few, &want, &args.len()],
                    );
                    return Some(self.error_expr(span));
                }
                let mut values = Vec::new();
                if let Some(&(a, aspan)) = args.first() {
                    if self.conversion_cost(a.ty, Types::INT).is_none() {
                        return Some(self.no_matching_method(base, text, args, span));
                    }
                    values.push(self.coerce(a, Types::INT, aspan));
                }
                self.record_stage_use(super::StageUse {
                    stages: &[Stage::Pixel],
                    compute_sm: (0, 0),
                    code: DiagCode::err_stage_only_intrinsic,
                    names_stage: false,
                    args: vec![text.to_string(), "pixel shaders".to_string()],
                    span,
                });
                self.typed(op(ResourceOp::SubpassLoad, values), texel, span)
            }
            Other::SamplePosition => {
                if args.len() != 1 {
                    let few = if args.is_empty() { "few" } else { "many" };
                    self.error(
                        DiagCode::err_wrong_arg_count,
                        span,
                        &[&few, &1, &args.len()],
                    );
                    return Some(self.error_expr(span));
                }
                let (a, aspan) = args[0];
                if self.conversion_cost(a.ty, Types::INT).is_none() {
                    return Some(self.no_matching_method(base, text, args, span));
                }
                let v = self.coerce(a, Types::INT, aspan);
                let float2 = self.types().vector(Scalar::F32, 2);
                self.typed(op(ResourceOp::SamplePosition, vec![v]), float2, span)
            }
            Other::Append | Other::Consume | Other::Counter(_) => {
                let want = usize::from(which == Other::Append);
                if args.len() != want {
                    let few = if args.len() < want { "few" } else { "many" };
                    self.error(
                        DiagCode::err_wrong_arg_count,
                        span,
                        &[&few, &want, &args.len()],
                    );
                    return Some(self.error_expr(span));
                }
                match which {
                    Other::Append => {
                        let (a, aspan) = args[0];
                        if self.conversion_cost(a.ty, elem).is_none() {
                            let (from, to) = (self.type_name(a.ty), self.type_name(elem));
                            self.error(DiagCode::err_type_mismatch, aspan, &[&from, &to]);
                            return Some(self.error_expr(span));
                        }
                        let v = self.coerce(a, elem, aspan);
                        self.typed(op(ResourceOp::Append, vec![v]), Types::VOID, span)
                    }
                    Other::Consume => self.typed(op(ResourceOp::Consume, vec![]), elem, span),
                    Other::Counter(c) => self.typed(op(c, vec![]), Types::UINT, span),
                    _ => unreachable!("matched above"),
                }
            }
        };
        Some(t)
    }

    /// The sampler argument a `vk::SampledTexture*`'s method `text` leaves
    /// out: the object itself, typed as the sampler the method takes, so
    /// the texture's own signatures apply and the operation's sampler is
    /// the combined global (lowering splits it into an image and a
    /// sampler). `None` for methods without a sampler, or a base that is
    /// not a global (reported where methods need one).
    fn combined_sampler_arg(
        &mut self,
        base: Typed,
        text: &str,
        span: Span,
    ) -> Option<(Typed, Span)> {
        let takes = text.starts_with("Sample")
            || gather_kind(text).is_some()
            || text.starts_with("CalculateLevelOfDetail");
        if !takes || !matches!(self.body_ref().exprs[base.id].kind, ExprKind::Global(_)) {
            return None;
        }
        let kind = if text.contains("Cmp") {
            ResourceKind::SamplerComparisonState
        } else {
            ResourceKind::SamplerState
        };
        let ty = self.types().intern(TypeKind::Resource {
            kind,
            elem: Types::VOID,
        });
        Some((Typed { ty, ..base }, span))
    }

    /// A geometry shader's output stream: `Append(vertex)` and
    /// `RestartStrip()`.
    fn stream_method(
        &mut self,
        base: Typed,
        elem: TypeId,
        name: ast::Ident,
        args: &[(Typed, Span)],
        span: Span,
    ) -> Typed {
        let text = self.name(name).to_string();
        let (op, want) = match text.as_str() {
            "Append" => (crate::ir::Intrinsic::StreamAppend, 1),
            "RestartStrip" => (crate::ir::Intrinsic::StreamRestartStrip, 0),
            _ => {
                let tn = self.type_name(base.ty);
                self.error(DiagCode::err_no_member, name.span, &[&text, &tn]);
                return self.error_expr(span);
            }
        };
        if args.len() != want {
            let few = if args.len() < want { "few" } else { "many" };
            self.error(
                DiagCode::err_wrong_arg_count,
                span,
                &[&few, &want, &args.len()],
            );
            return self.error_expr(span);
        }
        if args.iter().any(|(a, _)| self.program.types.is_error(a.ty)) {
            return self.error_expr(span);
        }
        let mut ir_args = vec![base.id];
        if let Some(&(a, aspan)) = args.first() {
            if self.conversion_cost(a.ty, elem).is_none() {
                let (from, to) = (self.type_name(a.ty), self.type_name(elem));
                self.error(DiagCode::err_type_mismatch, aspan, &[&from, &to]);
                return self.error_expr(span);
            }
            ir_args.push(self.coerce(a, elem, aspan));
        }
        let kind = ExprKind::Intrinsic { op, args: ir_args };
        self.typed(kind, Types::VOID, span)
    }

    /// A `SamplerState` (or, for `cmp`, `SamplerComparisonState`) global.
    fn sampler_arg(&self, a: Typed, cmp: bool) -> Option<crate::ir::GlobalId> {
        let want = if cmp {
            ResourceKind::SamplerComparisonState
        } else {
            ResourceKind::SamplerState
        };
        match (
            &self.body_ref().exprs[a.id].kind,
            self.program.types.get(a.ty),
        ) {
            (ExprKind::Global(g), TypeKind::Resource { kind, .. }) if *kind == want => Some(*g),
            _ => None,
        }
    }

    /// Reports that no form of `base.text` takes these arguments.
    fn no_matching_method(
        &mut self,
        base: Typed,
        text: &str,
        args: &[(Typed, Span)],
        span: Span,
    ) -> Typed {
        // Not the sampler a `vk::SampledTexture*` passes itself.
        let types: Vec<String> = args
            .iter()
            .filter(|(a, _)| a.id != base.id)
            .map(|(a, _)| self.type_name(a.ty))
            .collect();
        let call = format!("{}.{}({})", self.type_name(base.ty), text, types.join(", "));
        self.error(DiagCode::err_no_matching_function, span, &[&call]);
        self.error_expr(span)
    }

    /// Whether `ty` can take an `out uint` status (a numeric scalar).
    fn is_status_type(&self, ty: TypeId) -> bool {
        matches!(self.numeric(ty), Some((s, Shape::Scalar)) if s.kind != ScalarKind::Bool)
    }

    /// `Gather…(s, uv[, offset][, status])`, `Gather…(s, uv, o1, o2, o3,
    /// o4[, status])` and the `GatherCmp…` forms with a comparison value
    /// after `uv`. Cubes take no offsets.
    #[allow(clippy::too_many_arguments)]
    fn gather(
        &mut self,
        base: Typed,
        kind: ResourceKind,
        texel: TypeId,
        (channel, cmp, named): (u8, bool, bool),
        text: &str,
        args: &[(Typed, Span)],
        span: Span,
    ) -> Typed {
        let shape = kind.texture_shape().expect("a gatherable texture");
        let fixed = 2 + usize::from(cmp);
        let extra = args.len().saturating_sub(fixed);
        // (offsets, status) for each accepted count of trailing arguments.
        let form = match (args.len() >= fixed, shape.cube, extra) {
            (false, _, _) => None,
            (true, _, 0) => Some((0, false)),
            (true, true, 1) => Some((0, true)),
            (true, false, 1) => Some((1, false)),
            (true, false, 2) => Some((1, true)),
            (true, false, 4) if named => Some((4, false)),
            (true, false, 5) if named => Some((4, true)),
            _ => None,
        };
        let Some((offsets, status)) = form else {
            return self.no_matching_method(base, text, args, span);
        };
        let Some(sampler) = self.sampler_arg(args[0].0, cmp) else {
            return self.no_matching_method(base, text, args, span);
        };
        let scalar = match self.numeric(texel) {
            Some((s, Shape::Scalar | Shape::Vector(_))) if self.is_texel_type(texel) => s,
            _ => {
                let tn = self.type_name(base.ty);
                let what =
                    format!("methods of '{tn}' (texel types are 32-bit scalars and vectors)");
                self.error(DiagCode::err_not_supported_yet, span, &[&what]);
                return self.error_expr(span);
            }
        };
        if cmp && !scalar.is_float() {
            return self.no_matching_method(base, text, args, span);
        }
        let t = self.types();
        let mut wants = vec![t.shaped(Scalar::F32, vec_size(shape.coords()))];
        if cmp {
            wants.push(Types::FLOAT);
        }
        let int2 = t.vector(Scalar::I32, 2);
        wants.extend(std::iter::repeat_n(int2, offsets));
        let body_args = &args[1..args.len() - usize::from(status)];
        if body_args
            .iter()
            .zip(&wants)
            .any(|(&(a, _), &to)| self.conversion_cost(a.ty, to).is_none())
            || (status && !self.is_status_type(args[args.len() - 1].0.ty))
        {
            return self.no_matching_method(base, text, args, span);
        }
        let mut values: Vec<_> = body_args
            .iter()
            .zip(&wants)
            .map(|(&(a, aspan), &to)| self.coerce(a, to, aspan))
            .collect();
        if status {
            let (a, aspan) = args[args.len() - 1];
            if !self.check_assignable(a, aspan) {
                return self.error_expr(span);
            }
            values.push(a.id);
        }
        let offset = if offsets == 1 {
            Some(values.remove(1 + usize::from(cmp)))
        } else {
            None
        };
        let ret = if cmp {
            self.types().vector(Scalar::F32, 4)
        } else {
            self.types().vector(scalar, 4)
        };
        let ExprKind::Global(resource) = self.body_ref().exprs[base.id].kind else {
            return self.error_expr(span);
        };
        self.typed(
            ExprKind::ResourceOp {
                op: ResourceOp::Gather {
                    channel,
                    cmp,
                    offsets4: offsets == 4,
                    status,
                },
                resource,
                sampler: Some(sampler),
                args: values,
                offset,
            },
            ret,
            span,
        )
    }

    /// `CalculateLevelOfDetail{,Unclamped}(sampler, uv)`: either kind of
    /// sampler, the coordinates without the layer; derivatives, so pixel
    /// shaders, and compute shaders from Shader Model 6.6 (as DXC).
    fn calculate_lod(
        &mut self,
        base: Typed,
        kind: ResourceKind,
        clamped: bool,
        text: &str,
        args: &[(Typed, Span)],
        span: Span,
    ) -> Typed {
        if args.len() != 2 {
            let few = if args.len() < 2 { "few" } else { "many" };
            let hidden = usize::from(args.first().is_some_and(|(a, _)| a.id == base.id));
            self.error(
                DiagCode::err_wrong_arg_count,
                span,
                &[&few, &(2 - hidden), &(args.len() - hidden)],
            );
            return self.error_expr(span);
        }
        let shape = kind.texture_shape().expect("a texture");
        let sampler = self
            .sampler_arg(args[0].0, false)
            .or_else(|| self.sampler_arg(args[0].0, true));
        let coord = self.types().shaped(Scalar::F32, vec_size(shape.dims));
        let (a, aspan) = args[1];
        let Some(sampler) = sampler.filter(|_| self.conversion_cost(a.ty, coord).is_some()) else {
            return self.no_matching_method(base, text, args, span);
        };
        let v = self.coerce(a, coord, aspan);
        // Compute shaders have quad derivatives from Shader Model 6.6.
        self.record_stage_use(super::StageUse {
            stages: &[Stage::Pixel, Stage::Compute],
            compute_sm: (6, 6),
            code: DiagCode::err_implicit_lod_stage,
            names_stage: true,
            args: vec![text.to_string()],
            span,
        });
        let ExprKind::Global(resource) = self.body_ref().exprs[base.id].kind else {
            return self.error_expr(span);
        };
        self.typed(
            ExprKind::ResourceOp {
                op: ResourceOp::CalculateLod { clamped },
                resource,
                sampler: Some(sampler),
                args: vec![v],
                offset: None,
            },
            Types::FLOAT,
            span,
        )
    }

    /// `RWByteAddressBuffer.Interlocked*(offset, [compare,] value
    /// [, original])` on the `uint` at a byte offset.
    fn interlocked_bytes(
        &mut self,
        base: Typed,
        resource: crate::ir::GlobalId,
        text: &str,
        args: &[(Typed, Span)],
        span: Span,
    ) -> Typed {
        let Some((op, compare, (least, most))) = super::atomics::atomic_signature(text) else {
            return self.error_expr(span);
        };
        let fixed = 2 + usize::from(compare);
        let (min, max) = (fixed + least, fixed + most);
        if args.len() < min || args.len() > max {
            let which = if args.len() < min { "few" } else { "many" };
            let expected = if min == max {
                min.to_string()
            } else {
                format!("{min} or {max}")
            };
            self.error(
                DiagCode::err_wrong_arg_count,
                span,
                &[&which, &expected, &args.len()],
            );
            return self.error_expr(span);
        }
        if args[..fixed]
            .iter()
            .any(|&(a, _)| self.conversion_cost(a.ty, Types::UINT).is_none())
        {
            return self.no_matching_method(base, text, args, span);
        }
        let mut values: Vec<_> = args[..fixed]
            .iter()
            .map(|&(a, aspan)| self.coerce(a, Types::UINT, aspan))
            .collect();
        let original = args.get(fixed).copied();
        if let Some((o, ospan)) = original {
            if !self.body_ref().is_place(o.id) {
                self.error(
                    DiagCode::err_out_arg_not_lvalue,
                    ospan,
                    &[&"out", &"original_value"],
                );
                return self.error_expr(span);
            }
            if !self.check_assignable(o, ospan) {
                return self.error_expr(span);
            }
            if self.out_arg_cost(o.ty, Types::UINT).is_none() {
                let (have, want) = (self.type_name(o.ty), "uint".to_string());
                self.error(
                    DiagCode::err_out_arg_type,
                    ospan,
                    &[&"out", &"original_value", &have, &want],
                );
                return self.error_expr(span);
            }
            values.push(o.id);
        }
        self.typed(
            ExprKind::ResourceOp {
                op: ResourceOp::InterlockedBytes {
                    op,
                    original: original.is_some(),
                },
                resource,
                sampler: None,
                args: values,
                offset: None,
            },
            Types::VOID,
            span,
        )
    }

    /// `Texture2DMS{,Array}.Load(coord, sample[, offset])`.
    fn load_sample(
        &mut self,
        base: Typed,
        kind: ResourceKind,
        texel: TypeId,
        args: &[(Typed, Span)],
        span: Span,
    ) -> Typed {
        if args.len() < 2 || args.len() > 4 {
            let few = if args.len() < 2 { "few" } else { "many" };
            self.error(
                DiagCode::err_wrong_arg_count,
                span,
                &[&few, &2, &args.len()],
            );
            return self.error_expr(span);
        }
        let n = if kind == ResourceKind::Texture2DMSArray {
            3
        } else {
            2
        };
        let t = self.types();
        let wants = [
            t.vector(Scalar::I32, n),
            Types::INT,
            t.vector(Scalar::I32, 2),
        ];
        if args
            .iter()
            .zip(&wants)
            .any(|(&(a, _), &to)| self.conversion_cost(a.ty, to).is_none())
        {
            return self.no_matching_method(base, "Load", args, span);
        }
        // `Load(coord, sample, offset, status)`: an `out uint` status last.
        let status = args.get(3).copied();
        if let Some((a, aspan)) = status {
            if !self.is_status_type(a.ty) {
                return self.no_matching_method(base, "Load", args, span);
            }
            if !self.check_assignable(a, aspan) {
                return self.error_expr(span);
            }
        }
        let mut values: Vec<_> = args
            .iter()
            .zip(&wants)
            .map(|(&(a, aspan), &to)| self.coerce(a, to, aspan))
            .collect();
        let offset = (values.len() == 3).then(|| values.pop()).flatten();
        let Some((s, _)) = status else {
            return self.load_sample_op(base, texel, values, offset, span);
        };
        let t = self.load_sample_op(base, texel, values, offset, span);
        // The op with its status argument (which nothing runs yet: lowering
        // and the interpreter report it).
        let ExprKind::ResourceOp {
            op: ref mut op @ ResourceOp::LoadSample,
            ref mut args,
            ..
        } = self.body().exprs[t.id].kind
        else {
            return t;
        };
        *op = ResourceOp::ClampStatus {
            method: "LoadSample",
            clamp: false,
            status: true,
        };
        args.push(s.id);
        t
    }

    /// The [`ResourceOp::LoadSample`] of `base` (a texture global).
    fn load_sample_op(
        &mut self,
        base: Typed,
        texel: TypeId,
        args: Vec<crate::ir::ExprId>,
        offset: Option<crate::ir::ExprId>,
        span: Span,
    ) -> Typed {
        if !self.is_texel_type(texel) {
            let tn = self.type_name(base.ty);
            let what = format!("methods of '{tn}' (texel types are 32-bit scalars and vectors)");
            self.error(DiagCode::err_not_supported_yet, span, &[&what]);
            return self.error_expr(span);
        }
        let ExprKind::Global(resource) = self.body_ref().exprs[base.id].kind else {
            let what = "reading samples of this expression";
            self.error(DiagCode::err_not_supported_yet, span, &[&what]);
            return self.error_expr(span);
        };
        self.typed(
            ExprKind::ResourceOp {
                op: ResourceOp::LoadSample,
                resource,
                sampler: None,
                args,
                offset,
            },
            texel,
            span,
        )
    }

    /// `tex.mips[level][coord]` and `ms.sample[index][coord]`, or `None`
    /// when `base[index]` is not of that form. A non-resource `x.mips[i][j]`
    /// is checked as usual.
    pub(super) fn check_texture_subscript(
        &mut self,
        base: ast::ExprId,
        index: ast::ExprId,
        span: Span,
    ) -> Option<Typed> {
        use ast::ExprKind as K;
        let K::Index {
            base: inner,
            index: first,
        } = self.unit.exprs[base].kind
        else {
            return None;
        };
        let K::Member { base: obj, name } = self.unit.exprs[inner].kind else {
            return None;
        };
        let text = self.name(name).to_string();
        if text != "mips" && text != "sample" {
            return None;
        }
        let o = self.check_expr(obj);
        let TypeKind::Resource { kind, elem } = *self.program.types.get(o.ty) else {
            let m = self.check_member(o, name, self.span_of(inner));
            let f = self.value(first);
            let b = self.check_index(m, f, self.span_of(base));
            let i = self.value(index);
            return Some(self.check_index(b, i, span));
        };
        let kind = kind.plain();
        let level = self.value(first);
        let coord = self.value(index);
        if [level, coord]
            .iter()
            .any(|a| self.program.types.is_error(a.ty))
        {
            return Some(self.error_expr(span));
        }
        use ResourceKind as R;
        let texel = texel_type(self.types(), elem);
        let (lspan, cspan) = (self.span_of(first), self.span_of(index));
        let shape = kind.texture_shape();
        let n = match (text.as_str(), kind) {
            ("mips", k) if !k.is_writable() && shape.is_some_and(|s| !s.cube) => {
                shape.map_or(1, |s| s.coords())
            }
            ("sample", R::Texture2DMS) => 2,
            ("sample", R::Texture2DMSArray) => 3,
            _ => {
                let tn = self.type_name(o.ty);
                self.error(DiagCode::err_no_member, name.span, &[&text, &tn]);
                return Some(self.error_expr(span));
            }
        };
        let ucoord = self.types().shaped(Scalar::U32, vec_size(n));
        for (a, aspan, to) in [(level, lspan, Types::UINT), (coord, cspan, ucoord)] {
            if self.conversion_cost(a.ty, to).is_none() {
                let (from, to) = (self.type_name(a.ty), self.type_name(to));
                self.error(DiagCode::err_type_mismatch, aspan, &[&from, &to]);
                return Some(self.error_expr(span));
            }
        }
        let icoord = self.types().shaped(Scalar::I32, vec_size(n));
        let c = self.coerce(coord, icoord, cspan);
        let l = self.coerce(level, Types::INT, lspan);
        if text == "sample" {
            return Some(self.load_sample_op(o, texel, vec![c, l], None, span));
        }
        if !self.is_texel_type(texel) {
            let tn = self.type_name(o.ty);
            let what = format!("indexing '{tn}' (texel types are 32-bit scalars and vectors)");
            self.error(DiagCode::err_not_supported_yet, span, &[&what]);
            return Some(self.error_expr(span));
        }
        let ExprKind::Global(resource) = self.body_ref().exprs[o.id].kind else {
            let what = "reading mip levels of this expression";
            self.error(DiagCode::err_not_supported_yet, span, &[&what]);
            return Some(self.error_expr(span));
        };
        // `Load`'s operand: the coordinates, then the level.
        let with_level = self.types().vector(Scalar::I32, n + 1);
        let packed = self.typed(ExprKind::Compose(vec![c, l]), with_level, span);
        Some(self.typed(
            ExprKind::ResourceOp {
                op: ResourceOp::Load,
                resource,
                sampler: None,
                args: vec![packed.id],
                offset: None,
            },
            texel,
            span,
        ))
    }
}

impl Checker<'_> {
    /// `ByteAddressBuffer.Load<T>(offset)` and `RWByteAddressBuffer
    /// .Store<T>(offset, value)` (Shader Model 6.2). A 32-bit scalar or
    /// vector `T` is a word load or store and a bitcast; other types are
    /// [`ResourceOp::LoadBytesAs`] and [`ResourceOp::StoreBytesAs`].
    pub(super) fn templated_method(
        &mut self,
        base: Typed,
        name: ast::Ident,
        targs: &[ast::TemplateArg],
        args: Vec<(Typed, Span)>,
        span: Span,
    ) -> Typed {
        let text = self.name(name).to_string();
        let TypeKind::Resource { kind, .. } = *self.program.types.get(base.ty) else {
            return self.error_expr(span);
        };
        let store = text == "Store";
        let known = match kind {
            ResourceKind::ByteAddressBuffer => text == "Load",
            ResourceKind::RWByteAddressBuffer => store || text == "Load",
            _ => false,
        };
        if !known {
            let tn = self.type_name(base.ty);
            self.error(DiagCode::err_no_member, name.span, &[&text, &tn]);
            return self.error_expr(span);
        }
        if self
            .opts
            .profile
            .is_some_and(|p| (p.major, p.minor) < (6, 2))
        {
            let (what, sm) = (format!("{text}<T>"), "Shader Model 6.2 and later");
            self.error(DiagCode::err_stage_only_intrinsic, span, &[&what, &sm]);
            return self.error_expr(span);
        }
        let ty = match targs {
            [ast::TemplateArg::Type(t)] => Some(self.resolve_type(t)),
            [ast::TemplateArg::Expr(e)] => self.name_type_arg(*e),
            _ => None,
        };
        let Some(ty) = ty else {
            self.error(
                DiagCode::err_invalid_template_args,
                span,
                &[&text, &"expected one type"],
            );
            return self.error_expr(span);
        };
        if self.program.types.is_error(ty)
            || args.iter().any(|(a, _)| self.program.types.is_error(a.ty))
        {
            return self.error_expr(span);
        }
        if self.component_count(ty).is_none_or(|n| n == 0) {
            let why = format!(
                "'{}' is not a numeric, array or struct type",
                self.type_name(ty)
            );
            self.error(DiagCode::err_invalid_template_args, span, &[&text, &why]);
            return self.error_expr(span);
        }
        let want = if store { 2 } else { 1 };
        if args.len() != want {
            let which = if args.len() < want { "few" } else { "many" };
            self.error(
                DiagCode::err_wrong_arg_count,
                span,
                &[&which, &want, &args.len()],
            );
            return self.error_expr(span);
        }
        let params = [Types::UINT, ty];
        if args
            .iter()
            .zip(&params)
            .any(|(&(a, _), &p)| self.conversion_cost(a.ty, p).is_none())
        {
            let call = format!("{text}<{}>", self.type_name(ty));
            return self.no_matching_method(base, &call, &args, span);
        }
        // In the buffer a matrix has an orientation: the pack_matrix pragma
        // in force, else column-major, as DXC's SPIR-V back end reads and
        // writes matrices in raw buffers (struct members keep their own).
        let mem_ty = self.in_memory(ty, None, span);
        let params = [Types::UINT, mem_ty];
        let ExprKind::Global(resource) = self.body_ref().exprs[base.id].kind else {
            let what = format!("calling '{text}' on this expression");
            self.error(DiagCode::err_not_supported_yet, span, &[&what]);
            return self.error_expr(span);
        };
        let values: Vec<_> = args
            .iter()
            .zip(&params)
            .map(|(&(a, aspan), &p)| {
                let v = self.rvalue(a);
                self.coerce(v, p, aspan)
            })
            .collect();
        let op = |op, args| ExprKind::ResourceOp {
            op,
            resource,
            sampler: None,
            args,
            offset: None,
        };
        // A 32-bit scalar or vector: words and a bitcast.
        let words = match self.numeric(ty) {
            Some((s, Shape::Scalar)) if s.width == 4 && s.kind != ScalarKind::Bool => Some((s, 0)),
            Some((s, Shape::Vector(n @ 2..=4))) if s.width == 4 && s.kind != ScalarKind::Bool => {
                Some((s, n))
            }
            _ => None,
        };
        let Some((s, n)) = words else {
            return if store {
                self.typed(op(ResourceOp::StoreBytesAs, values), Types::VOID, span)
            } else {
                let loaded = self.typed(op(ResourceOp::LoadBytesAs, values), mem_ty, span);
                self.matrix_value(loaded)
            };
        };
        let uints = self.types().shaped(Scalar::U32, n);
        let count = n.max(1);
        if store {
            let mut values = values;
            if s.kind != ScalarKind::Uint {
                let v = values[1];
                let cast = crate::ir::Intrinsic::AsUint;
                let e = self.typed(
                    ExprKind::Intrinsic {
                        op: cast,
                        args: vec![v],
                    },
                    uints,
                    span,
                );
                values[1] = e.id;
            }
            return self.typed(op(ResourceOp::StoreBytes(count), values), Types::VOID, span);
        }
        let loaded = self.typed(op(ResourceOp::LoadBytes(count), values), uints, span);
        let cast = match s.kind {
            ScalarKind::Float => crate::ir::Intrinsic::AsFloat,
            ScalarKind::Sint => crate::ir::Intrinsic::AsInt,
            _ => return loaded,
        };
        self.typed(
            ExprKind::Intrinsic {
                op: cast,
                args: vec![loaded.id],
            },
            ty,
            span,
        )
    }
}
