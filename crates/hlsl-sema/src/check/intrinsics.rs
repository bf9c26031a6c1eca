//! Intrinsic functions, as one table of signature templates (a shape rule
//! over an element-type class) with the stages that allow each, rather
//! than hand-written cases. `docs/intrinsics.md` lists them all. The forms
//! with `out` parameters (`sincos`, `modf`, `frexp`, the 3-argument
//! `asuint`) are in `intrinsic_outs.rs`; matrix ones in `matrix.rs`;
//! `Interlocked*` in `atomics.rs`.

use super::convert::Shape;
use super::{Checker, Typed};
use crate::ir::{ExprKind, Intrinsic, Stage};
use crate::types::{Scalar, ScalarKind, TypeId, TypeKind, Types};
use hlsl_base::{DiagCode, Diagnostic, Span};

/// Which scalar types a template's `T` ranges over.
#[derive(Clone, Copy, PartialEq)]
enum Class {
    /// float types (integers are converted to float).
    Float,
    /// 16- and 32-bit float types: integers and `double` are converted to
    /// float (the transcendental functions, which SPIR-V's GLSL.std.450
    /// and DXIL define for no wider type).
    Float32,
    /// float or integer (bool is converted to int).
    Numeric,
    /// float or signed integer.
    Signed,
    /// 32-bit integer; the result is uint.
    Bits,
    /// 32-bit integer whose signedness matters (`firstbithigh` of a
    /// negative int finds the highest clear bit); the result is uint.
    SignedBits,
    /// `double` only.
    Double,
    /// integers (bool is converted to int).
    Integer,
    /// any numeric or bool scalar type, unchanged.
    Any,
}

/// A type fixed by a signature.
#[derive(Clone, Copy, PartialEq)]
enum Fix {
    Float,
    Float3,
    Float4,
    Float3x4,
    Float4x3,
    Uint3,
    Uint,
    Uint2,
    Uint4,
    Int,
    Int2,
    Int4,
    Float2,
    Half2,
    Bool,
}

/// A signature template.
#[derive(Clone, Copy)]
enum Sig {
    /// `T f(T, T, ...)`: all arguments and the result share one type.
    Same { arity: usize, class: Class },
    /// `floatN f(floatN, ...)`: vectors only (normalize, reflect, faceforward).
    Vectors { arity: usize },
    /// `floatN refract(floatN, floatN, float)`.
    Refract,
    /// `scalar dot(vector, vector)`.
    Dot,
    /// `float3 cross(float3, float3)`.
    Cross,
    /// `scalar f(floatN[, floatN])`: length, distance.
    Reduce { arity: usize },
    /// `bool f(T)`: all, any.
    Test,
    /// `T' f(T)` reinterpreting 32 bits as `to`.
    Bitcast { to: Scalar },
    /// `intN sign(T)`.
    ToInt,
    /// `boolN f(floatN)`: isnan, isinf, isfinite.
    Classify,
    /// `toN f(fromN)`: f32tof16, f16tof32.
    Convert { from: Scalar, to: Scalar },
    /// `doubleN asdouble(uintN, uintN)`.
    AsDouble,
    /// Fixed parameter and result types.
    Fixed { params: &'static [Fix], ret: Fix },
    /// `void f()`.
    Barrier,
    /// `void clip(floatN)`.
    Clip,
    /// `R f()`: wave queries.
    Query { ret: Fix },
    /// `R f(bool)`: wave votes and bit counts.
    Vote { ret: Fix },
    /// `T f(T, uint)`: WaveReadLaneAt, QuadReadLaneAt.
    Lane,
    /// `boolN f(TN)`: WaveActiveAllEqual.
    AllEqual,
    /// `boolN f(boolN, boolN)`: HLSL 2021 `and`, `or`.
    Logical,
    /// `TN select(boolN, TN, TN)` (HLSL 2021).
    Select,
    /// `T f(T[, extra])`: pixel-shader attribute evaluation of any
    /// numeric value.
    Attribute { extra: Option<Fix> },
    /// `uint f(T4)` over 16- or 32-bit integers (signed ones when
    /// `signed`): the byte packs.
    Pack { signed: bool },
    /// `to4 f(uint)`: the byte unpacks.
    Unpack { to: Scalar },
    /// `uintN f(uintN, uintN)` for N = 2 or 4: `AddUint64`.
    WordPairs,
}

impl Sig {
    /// Whether DXC declares the signature over any shape (`T<>`), so
    /// matrices too, element-wise; vector-only and fixed signatures not.
    fn takes_matrices(self) -> bool {
        !matches!(
            self,
            Sig::Vectors { .. }
                | Sig::Refract
                | Sig::Dot
                | Sig::Cross
                | Sig::Reduce { .. }
                | Sig::Fixed { .. }
                | Sig::Barrier
                | Sig::Query { .. }
                | Sig::Vote { .. }
                | Sig::Pack { .. }
                | Sig::Unpack { .. }
                | Sig::WordPairs
        )
    }
}

/// Where an intrinsic may be called.
#[derive(Clone, Copy, PartialEq)]
enum Rule {
    Anywhere,
    /// Compute shaders (group-shared barriers).
    Compute,
    /// Pixel shaders, and compute shaders from Shader Model 6.6.
    Derivative,
    /// Pixel shaders (`clip`).
    Pixel,
    /// Shader Model 6.0 and later, any stage.
    Wave,
    /// Shader Model 6.0 and later, pixel and compute shaders.
    Quad,
    /// Ray-tracing stages, which hlslc does not compile: accepted in
    /// helpers that no entry point reaches.
    RayTracing,
    /// This Shader Model and later, any stage.
    Since(u8, u8),
    /// This Shader Model and later, pixel and compute shaders.
    QuadSince(u8, u8),
}

const fn same(arity: usize, class: Class) -> Sig {
    Sig::Same { arity, class }
}

/// `T f(T)` over floats, callable anywhere.
const fn float1(name: &'static str, op: Intrinsic) -> Entry {
    (name, op, same(1, Class::Float), Rule::Anywhere)
}

/// `T f(T)` over 16- and 32-bit floats, callable anywhere.
const fn float32(name: &'static str, op: Intrinsic) -> Entry {
    (name, op, same(1, Class::Float32), Rule::Anywhere)
}

type Entry = (&'static str, Intrinsic, Sig, Rule);

const TABLE: &[Entry] = {
    use Class::*;
    use Intrinsic as I;
    use Rule::{Anywhere as A, Compute, Derivative, Pixel, Quad, RayTracing, Wave};
    /// A ray-tracing system value: `RET NAME()`.
    const fn ray(name: &'static str, ret: Fix) -> Entry {
        (
            name,
            I::RayTracingValue(name),
            Sig::Query { ret },
            RayTracing,
        )
    }
    &[
        ray("WorldRayOrigin", Fix::Float3),
        ray("WorldRayDirection", Fix::Float3),
        ray("ObjectRayOrigin", Fix::Float3),
        ray("ObjectRayDirection", Fix::Float3),
        ray("RayTMin", Fix::Float),
        ray("RayTCurrent", Fix::Float),
        ray("DispatchRaysIndex", Fix::Uint3),
        ray("DispatchRaysDimensions", Fix::Uint3),
        ray("InstanceIndex", Fix::Uint),
        ray("InstanceID", Fix::Uint),
        ray("GeometryIndex", Fix::Uint),
        ray("PrimitiveIndex", Fix::Uint),
        ray("HitKind", Fix::Uint),
        ray("RayFlags", Fix::Uint),
        ray("ObjectToWorld", Fix::Float3x4),
        ray("ObjectToWorld3x4", Fix::Float3x4),
        ray("ObjectToWorld4x3", Fix::Float4x3),
        ray("WorldToObject", Fix::Float3x4),
        ray("WorldToObject3x4", Fix::Float3x4),
        ray("WorldToObject4x3", Fix::Float4x3),
        ("abs", I::Abs, same(1, Signed), A),
        ("min", I::Min, same(2, Numeric), A),
        ("max", I::Max, same(2, Numeric), A),
        ("clamp", I::Clamp, same(3, Numeric), A),
        float1("saturate", I::Saturate),
        float1("sqrt", I::Sqrt),
        float1("rsqrt", I::Rsqrt),
        float1("rcp", I::Rcp),
        float1("floor", I::Floor),
        float1("ceil", I::Ceil),
        float1("frac", I::Frac),
        float1("round", I::Round),
        float1("trunc", I::Trunc),
        float32("exp", I::Exp),
        float32("exp2", I::Exp2),
        float32("log", I::Log),
        float32("log2", I::Log2),
        float32("log10", I::Log10),
        float32("sin", I::Sin),
        float32("cos", I::Cos),
        float32("tan", I::Tan),
        float32("asin", I::Asin),
        float32("acos", I::Acos),
        float32("atan", I::Atan),
        float32("sinh", I::Sinh),
        float32("cosh", I::Cosh),
        float32("tanh", I::Tanh),
        float32("radians", I::Radians),
        float32("degrees", I::Degrees),
        ("atan2", I::Atan2, same(2, Float32), A),
        ("pow", I::Pow, same(2, Float32), A),
        ("fmod", I::Fmod, same(2, Float), A),
        ("step", I::Step, same(2, Float), A),
        ("ldexp", I::Ldexp, same(2, Float32), A),
        ("lerp", I::Lerp, same(3, Float), A),
        ("smoothstep", I::Smoothstep, same(3, Float), A),
        ("mad", I::Mad, same(3, Numeric), A),
        ("fma", I::Fma, same(3, Double), A),
        ("sign", I::Sign, Sig::ToInt, A),
        ("isnan", I::IsNan, Sig::Classify, A),
        ("isinf", I::IsInf, Sig::Classify, A),
        ("isfinite", I::IsFinite, Sig::Classify, A),
        ("normalize", I::Normalize, Sig::Vectors { arity: 1 }, A),
        ("reflect", I::Reflect, Sig::Vectors { arity: 2 }, A),
        ("faceforward", I::Faceforward, Sig::Vectors { arity: 3 }, A),
        ("refract", I::Refract, Sig::Refract, A),
        ("dot", I::Dot, Sig::Dot, A),
        ("cross", I::Cross, Sig::Cross, A),
        ("length", I::Length, Sig::Reduce { arity: 1 }, A),
        ("distance", I::Distance, Sig::Reduce { arity: 2 }, A),
        ("all", I::All, Sig::Test, A),
        ("and", I::And, Sig::Logical, A),
        ("or", I::Or, Sig::Logical, A),
        ("select", I::Select, Sig::Select, A),
        ("any", I::Any, Sig::Test, A),
        ("asuint", I::AsUint, Sig::Bitcast { to: Scalar::U32 }, A),
        ("asint", I::AsInt, Sig::Bitcast { to: Scalar::I32 }, A),
        ("asfloat", I::AsFloat, Sig::Bitcast { to: Scalar::F32 }, A),
        ("asdouble", I::AsDouble, Sig::AsDouble, A),
        (
            "f32tof16",
            I::F32ToF16,
            Sig::Convert {
                from: Scalar::F32,
                to: Scalar::U32,
            },
            A,
        ),
        (
            "f16tof32",
            I::F16ToF32,
            Sig::Convert {
                from: Scalar::U32,
                to: Scalar::F32,
            },
            A,
        ),
        ("countbits", I::CountBits, same(1, Bits), A),
        ("reversebits", I::ReverseBits, same(1, Bits), A),
        ("firstbithigh", I::FirstBitHigh, same(1, SignedBits), A),
        ("firstbitlow", I::FirstBitLow, same(1, Bits), A),
        (
            "dst",
            I::Dst,
            Sig::Fixed {
                params: &[Fix::Float4, Fix::Float4],
                ret: Fix::Float4,
            },
            A,
        ),
        (
            "lit",
            I::Lit,
            Sig::Fixed {
                params: &[Fix::Float, Fix::Float, Fix::Float],
                ret: Fix::Float4,
            },
            A,
        ),
        (
            "D3DCOLORtoUBYTE4",
            I::ColorToUbyte4,
            Sig::Fixed {
                params: &[Fix::Float4],
                ret: Fix::Int4,
            },
            A,
        ),
        (
            "msad4",
            I::Msad4,
            Sig::Fixed {
                params: &[Fix::Uint, Fix::Uint2, Fix::Uint4],
                ret: Fix::Uint4,
            },
            A,
        ),
        // Derivatives are 16- or 32-bit: a double converts to float (with
        // DXC's loss-of-data warning), as DXC does.
        ("ddx", I::Ddx, same(1, Float32), Derivative),
        ("ddy", I::Ddy, same(1, Float32), Derivative),
        ("ddx_coarse", I::DdxCoarse, same(1, Float32), Derivative),
        ("ddx_fine", I::DdxFine, same(1, Float32), Derivative),
        ("ddy_coarse", I::DdyCoarse, same(1, Float32), Derivative),
        ("ddy_fine", I::DdyFine, same(1, Float32), Derivative),
        ("fwidth", I::Fwidth, same(1, Float32), Derivative),
        ("clip", I::Clip, Sig::Clip, Pixel),
        (
            "GroupMemoryBarrierWithGroupSync",
            I::GroupMemoryBarrierWithGroupSync,
            Sig::Barrier,
            Compute,
        ),
        (
            "GroupMemoryBarrier",
            I::GroupMemoryBarrier,
            Sig::Barrier,
            Compute,
        ),
        (
            "DeviceMemoryBarrier",
            I::DeviceMemoryBarrier,
            Sig::Barrier,
            A,
        ),
        (
            "DeviceMemoryBarrierWithGroupSync",
            I::DeviceMemoryBarrierWithGroupSync,
            Sig::Barrier,
            Compute,
        ),
        ("AllMemoryBarrier", I::AllMemoryBarrier, Sig::Barrier, A),
        (
            "AllMemoryBarrierWithGroupSync",
            I::AllMemoryBarrierWithGroupSync,
            Sig::Barrier,
            Compute,
        ),
        (
            "WaveGetLaneCount",
            I::WaveGetLaneCount,
            Sig::Query { ret: Fix::Uint },
            Wave,
        ),
        (
            "WaveGetLaneIndex",
            I::WaveGetLaneIndex,
            Sig::Query { ret: Fix::Uint },
            Wave,
        ),
        (
            "WaveIsFirstLane",
            I::WaveIsFirstLane,
            Sig::Query { ret: Fix::Bool },
            Wave,
        ),
        (
            "WaveActiveAnyTrue",
            I::WaveActiveAnyTrue,
            Sig::Vote { ret: Fix::Bool },
            Wave,
        ),
        (
            "WaveActiveAllTrue",
            I::WaveActiveAllTrue,
            Sig::Vote { ret: Fix::Bool },
            Wave,
        ),
        (
            "WaveActiveBallot",
            I::WaveActiveBallot,
            Sig::Vote { ret: Fix::Uint4 },
            Wave,
        ),
        (
            "WaveActiveCountBits",
            I::WaveActiveCountBits,
            Sig::Vote { ret: Fix::Uint },
            Wave,
        ),
        (
            "WavePrefixCountBits",
            I::WavePrefixCountBits,
            Sig::Vote { ret: Fix::Uint },
            Wave,
        ),
        ("WaveReadLaneAt", I::WaveReadLaneAt, Sig::Lane, Wave),
        (
            "WaveReadLaneFirst",
            I::WaveReadLaneFirst,
            same(1, Any),
            Wave,
        ),
        (
            "WaveActiveAllEqual",
            I::WaveActiveAllEqual,
            Sig::AllEqual,
            Wave,
        ),
        ("WaveActiveSum", I::WaveActiveSum, same(1, Numeric), Wave),
        (
            "WaveActiveProduct",
            I::WaveActiveProduct,
            same(1, Numeric),
            Wave,
        ),
        ("WaveActiveMin", I::WaveActiveMin, same(1, Numeric), Wave),
        ("WaveActiveMax", I::WaveActiveMax, same(1, Numeric), Wave),
        (
            "WaveActiveBitAnd",
            I::WaveActiveBitAnd,
            same(1, Integer),
            Wave,
        ),
        (
            "WaveActiveBitOr",
            I::WaveActiveBitOr,
            same(1, Integer),
            Wave,
        ),
        (
            "WaveActiveBitXor",
            I::WaveActiveBitXor,
            same(1, Integer),
            Wave,
        ),
        ("WavePrefixSum", I::WavePrefixSum, same(1, Numeric), Wave),
        (
            "WavePrefixProduct",
            I::WavePrefixProduct,
            same(1, Numeric),
            Wave,
        ),
        ("QuadReadAcrossX", I::QuadReadAcrossX, same(1, Any), Quad),
        ("QuadReadAcrossY", I::QuadReadAcrossY, same(1, Any), Quad),
        (
            "QuadReadAcrossDiagonal",
            I::QuadReadAcrossDiagonal,
            same(1, Any),
            Quad,
        ),
        ("QuadReadLaneAt", I::QuadReadLaneAt, Sig::Lane, Quad),
        (
            "QuadAny",
            I::QuadAny,
            Sig::Vote { ret: Fix::Bool },
            Rule::QuadSince(6, 7),
        ),
        (
            "QuadAll",
            I::QuadAll,
            Sig::Vote { ret: Fix::Bool },
            Rule::QuadSince(6, 7),
        ),
        ("isnormal", I::IsNormal, Sig::Classify, A),
        ("AddUint64", I::AddUint64, Sig::WordPairs, A),
        (
            "pack_s8",
            I::PackS8,
            Sig::Pack { signed: false },
            Rule::Since(6, 6),
        ),
        (
            "pack_u8",
            I::PackU8,
            Sig::Pack { signed: false },
            Rule::Since(6, 6),
        ),
        (
            "pack_clamp_s8",
            I::PackClampS8,
            Sig::Pack { signed: true },
            Rule::Since(6, 6),
        ),
        (
            "pack_clamp_u8",
            I::PackClampU8,
            Sig::Pack { signed: true },
            Rule::Since(6, 6),
        ),
        (
            "unpack_s8s16",
            I::UnpackS8,
            Sig::Unpack { to: Scalar::I16 },
            Rule::Since(6, 6),
        ),
        (
            "unpack_s8s32",
            I::UnpackS8,
            Sig::Unpack { to: Scalar::I32 },
            Rule::Since(6, 6),
        ),
        (
            "unpack_u8u16",
            I::UnpackU8,
            Sig::Unpack { to: Scalar::U16 },
            Rule::Since(6, 6),
        ),
        (
            "unpack_u8u32",
            I::UnpackU8,
            Sig::Unpack { to: Scalar::U32 },
            Rule::Since(6, 6),
        ),
        (
            "asfloat16",
            I::AsFloat16,
            Sig::Bitcast { to: Scalar::F16 },
            A,
        ),
        ("asint16", I::AsInt16, Sig::Bitcast { to: Scalar::I16 }, A),
        ("asuint16", I::AsUint16, Sig::Bitcast { to: Scalar::U16 }, A),
        (
            "dot2add",
            I::Dot2Add,
            Sig::Fixed {
                params: &[Fix::Half2, Fix::Half2, Fix::Float],
                ret: Fix::Float,
            },
            Rule::Since(6, 4),
        ),
        (
            "dot4add_u8packed",
            I::Dot4AddU8Packed,
            Sig::Fixed {
                params: &[Fix::Uint, Fix::Uint, Fix::Uint],
                ret: Fix::Uint,
            },
            Rule::Since(6, 4),
        ),
        (
            "dot4add_i8packed",
            I::Dot4AddI8Packed,
            Sig::Fixed {
                params: &[Fix::Uint, Fix::Uint, Fix::Int],
                ret: Fix::Int,
            },
            Rule::Since(6, 4),
        ),
        (
            "EvaluateAttributeAtSample",
            I::EvaluateAttributeAtSample,
            Sig::Attribute {
                extra: Some(Fix::Uint),
            },
            Pixel,
        ),
        (
            "EvaluateAttributeSnapped",
            I::EvaluateAttributeSnapped,
            Sig::Attribute {
                extra: Some(Fix::Int2),
            },
            Pixel,
        ),
        (
            "EvaluateAttributeCentroid",
            I::EvaluateAttributeCentroid,
            Sig::Attribute { extra: None },
            Pixel,
        ),
        (
            "GetAttributeAtVertex",
            I::GetAttributeAtVertex,
            Sig::Attribute {
                extra: Some(Fix::Uint),
            },
            Pixel,
        ),
        (
            "IsHelperLane",
            I::IsHelperLane,
            Sig::Query { ret: Fix::Bool },
            // DXC takes it from Shader Model 6.0 when targeting SPIR-V.
            A,
        ),
        (
            "CheckAccessFullyMapped",
            I::CheckAccessFullyMapped,
            Sig::Fixed {
                params: &[Fix::Uint],
                ret: Fix::Bool,
            },
            A,
        ),
        (
            "GetRenderTargetSampleCount",
            I::GetRenderTargetSampleCount,
            Sig::Query { ret: Fix::Uint },
            Pixel,
        ),
        (
            "GetRenderTargetSamplePosition",
            I::GetRenderTargetSamplePosition,
            Sig::Fixed {
                params: &[Fix::Int],
                ret: Fix::Float2,
            },
            Pixel,
        ),
    ]
};

/// Intrinsics checked apart from the table.
const SPECIAL: &[&str] = &["NonUniformResourceIndex", "sincos", "modf", "frexp"];

/// The table's row named `name`, through an index built once (a call
/// site looks its name up twice; the table has a few hundred rows).
fn row(name: &str) -> Option<&'static Entry> {
    static INDEX: std::sync::OnceLock<hlsl_base::FxHashMap<&'static str, usize>> =
        std::sync::OnceLock::new();
    let index = INDEX.get_or_init(|| {
        let mut map = hlsl_base::FxHashMap::default();
        for (i, e) in TABLE.iter().enumerate() {
            map.entry(e.0).or_insert(i);
        }
        map
    });
    index.get(name).map(|&i| &TABLE[i])
}

pub(super) fn is_intrinsic(name: &str) -> bool {
    row(name).is_some()
        || SPECIAL.contains(&name)
        || super::matrix::MATRIX_INTRINSICS.contains(&name)
}

impl Checker<'_> {
    /// A call of the intrinsic `name`; the arguments are as checked (places
    /// stay places, for the `out` forms).
    pub(super) fn call_intrinsic(
        &mut self,
        name: &str,
        args: Vec<(Typed, Span)>,
        span: Span,
    ) -> Typed {
        if args.iter().any(|(a, _)| self.program.types.is_error(a.ty)) {
            return self.error_expr(span);
        }
        if self.out_intrinsic(name, &args) {
            return self.call_out_intrinsic(name, args, span);
        }
        let args: Vec<Typed> = args.into_iter().map(|(a, _)| self.rvalue(a)).collect();
        if super::matrix::MATRIX_INTRINSICS.contains(&name) {
            return self.matrix_intrinsic(name, args, span);
        }
        if name == "NonUniformResourceIndex" {
            // Only a hint to the back end: the index itself.
            if args.len() != 1 {
                return self.arity_error(1, args.len(), span);
            }
            let id = self.coerce(args[0], Types::UINT, span);
            return Typed {
                id,
                ty: Types::UINT,
                literal: false,
            };
        }
        let Some(&(_, op, sig, rule)) = row(name) else {
            return self.error_expr(span);
        };
        let arity = match sig {
            Sig::Same { arity, .. } | Sig::Reduce { arity } | Sig::Vectors { arity } => arity,
            Sig::Dot | Sig::Cross | Sig::AsDouble | Sig::Lane | Sig::Logical => 2,
            Sig::Attribute { extra } => 1 + usize::from(extra.is_some()),
            Sig::Pack { .. } | Sig::Unpack { .. } => 1,
            Sig::WordPairs => 2,
            Sig::Refract | Sig::Select => 3,
            Sig::Fixed { params, .. } => params.len(),
            Sig::Test
            | Sig::Bitcast { .. }
            | Sig::ToInt
            | Sig::Classify
            | Sig::Convert { .. }
            | Sig::Clip
            | Sig::Vote { .. }
            | Sig::AllEqual => 1,
            Sig::Barrier | Sig::Query { .. } => 0,
        };
        if args.len() != arity {
            return self.arity_error(arity, args.len(), span);
        }
        // DXC's SPIR-V back end rejects these, and every back end of
        // hlslc (SPIR-V, WGSL, MSL, GLSL) lacks them alike.
        if matches!(
            op,
            Intrinsic::GetRenderTargetSampleCount | Intrinsic::GetRenderTargetSamplePosition
        ) {
            self.error(DiagCode::err_no_vulkan_equivalent, span, &[&name]);
            return self.error_expr(span);
        }
        // DXC: the attribute read at a vertex is one not interpolated.
        if op == Intrinsic::GetAttributeAtVertex && !self.is_nointerpolation(args[0].id) {
            self.error(DiagCode::err_nointerpolation_arg, span, &[&0, &name]);
            return self.error_expr(span);
        }
        // After the arity: a call that is wrong anyway is not also a use
        // in the stage.
        if !self.check_intrinsic_stage(name, rule, span) {
            return self.error_expr(span);
        }
        let no_match = |c: &mut Self| {
            let types: Vec<String> = args.iter().map(|a| c.type_name(a.ty)).collect();
            let call = format!("{name}({})", types.join(", "));
            let sig = c.intrinsic_signature(name, sig);
            let note = Diagnostic::new(DiagCode::note_candidate, Span::DUMMY, &[&sig]);
            c.push(
                Diagnostic::new(DiagCode::err_no_matching_function, span, &[&call]).with_note(note),
            );
            c.error_expr(span)
        };
        // Signatures of fixed types: each argument converts to its own.
        let fixed: Option<(Vec<TypeId>, TypeId)> = match sig {
            Sig::Barrier => Some((Vec::new(), Types::VOID)),
            Sig::Query { ret } => Some((Vec::new(), self.fixed_type(ret))),
            Sig::Vote { ret } => Some((vec![Types::BOOL], self.fixed_type(ret))),
            Sig::Unpack { to } => Some((vec![Types::UINT], self.types().vector(to, 4))),
            Sig::Fixed { params, ret } => {
                let ps = params.iter().map(|&p| self.fixed_type(p)).collect();
                Some((ps, self.fixed_type(ret)))
            }
            _ => None,
        };
        if let Some((params, ret)) = fixed {
            for (a, &p) in args.iter().zip(&params) {
                if self.conversion_cost(a.ty, p).is_none() {
                    return no_match(self);
                }
            }
            return self.build_intrinsic(op, &args, &params, ret, span);
        }
        // The common scalar and shape of the arguments (for `refract`, of
        // the two vectors; for the lane reads, of the value).
        let shared = match sig {
            Sig::Refract | Sig::Lane | Sig::Attribute { extra: Some(_) } => &args[..args.len() - 1],
            _ => &args[..],
        };
        let mut common: Option<(Scalar, Shape)> = None;
        let mut acc: Option<Typed> = None;
        for &a in shared {
            let Some((s, shape)) = self.numeric(a.ty) else {
                return no_match(self);
            };
            // Matrices only where DXC declares the intrinsic over `T<>`
            // (any shape): the element-wise ones, and `all`/`any`.
            if matches!(shape, Shape::Matrix(..)) && !sig.takes_matrices() {
                return no_match(self);
            }
            common = Some(match (acc, common) {
                (Some(prev), Some(_)) => match self.common_type(prev, a, span) {
                    Some(c) => c,
                    None => return no_match(self),
                },
                _ => (s, shape),
            });
            let (cs, csh) = common.expect("set above");
            let ty = self.make_type(cs, csh);
            acc = Some(Typed {
                id: a.id,
                ty,
                literal: acc.is_some_and(|p| p.literal) && a.literal,
            });
        }
        let literal = acc.is_some_and(|a| a.literal);
        let (scalar, shape) = common.unwrap_or((Scalar::F32, Shape::Scalar));
        let shape = if shape == Shape::Vector(1) {
            Shape::Scalar
        } else {
            shape
        };
        let float_scalar = if scalar.is_float() {
            scalar
        } else {
            Scalar::F32
        };
        let bool_as_int = if scalar.kind == ScalarKind::Bool {
            Scalar::I32
        } else {
            scalar
        };
        let (arg_ty, ret) = match sig {
            Sig::Same { class, .. } => {
                let s = match class {
                    Class::Float => float_scalar,
                    Class::Float32 if float_scalar.width == 8 => Scalar::F32,
                    Class::Float32 => float_scalar,
                    Class::Double if scalar == Scalar::F64 || literal => Scalar::F64,
                    Class::Double => return no_match(self),
                    Class::Integer if scalar.is_float() => return no_match(self),
                    Class::Numeric | Class::Signed | Class::Integer => bool_as_int,
                    Class::Bits => Scalar::U32,
                    Class::SignedBits => bool_as_int,
                    Class::Any => scalar,
                };
                let bits = matches!(class, Class::Bits | Class::SignedBits);
                // DXC's `any_int<>`: 16-, 32- and 64-bit integers; a float
                // argument converts to `int`, the first of them
                // (`firstbithigh(f)` is `FindSMsb` of `int(f)`).
                let float_bits = bits && scalar.is_float();
                let int_width =
                    !float_bits && scalar.kind != ScalarKind::Bool && matches!(scalar.width, 2 | 8);
                if bits && !float_bits && scalar.width != 4 && !int_width {
                    return no_match(self);
                }
                let s = if float_bits { Scalar::I32 } else { s };
                // SPIR-V's FindSMsb/FindUMsb/FindILsb take 32-bit
                // components only; DXC reports it for these two.
                if int_width && matches!(op, Intrinsic::FirstBitHigh | Intrinsic::FirstBitLow) {
                    self.error(DiagCode::err_bit_search_width, span, &[&name]);
                    return self.error_expr(span);
                }
                let s = if class == Class::Bits && int_width {
                    Scalar {
                        kind: ScalarKind::Uint,
                        width: scalar.width,
                    }
                } else {
                    s
                };
                let t = self.make_type(s, shape);
                if bits && !(op == Intrinsic::ReverseBits && int_width) {
                    (t, self.make_type(Scalar::U32, shape))
                } else {
                    // `reversebits` of a 16- or 64-bit value keeps its type.
                    (t, t)
                }
            }
            Sig::Vectors { arity } => {
                // DXC's `float_like<c>` takes one component too, but only
                // `normalize` of a scalar has an obvious meaning (`x / |x|`).
                if shape == Shape::Scalar && arity != 1 {
                    return no_match(self);
                }
                let t = self.make_type(float_scalar, shape);
                (t, t)
            }
            Sig::Refract => {
                if shape == Shape::Scalar {
                    return no_match(self);
                }
                let t = self.make_type(float_scalar, shape);
                let eta = self.types().scalar(float_scalar);
                return self.build_intrinsic(op, &args, &[t, t, eta], t, span);
            }
            Sig::Lane => {
                let t = self.make_type(scalar, shape);
                return self.build_intrinsic(op, &args, &[t, Types::UINT], t, span);
            }
            Sig::WordPairs => {
                let ok = matches!(shape, Shape::Vector(2 | 4))
                    && matches!(scalar.kind, ScalarKind::Sint | ScalarKind::Uint)
                    && scalar.width == 4;
                if !ok {
                    return no_match(self);
                }
                let t = self.make_type(Scalar::U32, shape);
                (t, t)
            }
            Sig::Pack { signed } => {
                let ok = shape == Shape::Vector(4)
                    && matches!(scalar.kind, ScalarKind::Sint | ScalarKind::Uint)
                    && matches!(scalar.width, 2 | 4)
                    && (!signed || scalar.kind == ScalarKind::Sint);
                if !ok {
                    return no_match(self);
                }
                let t = self.make_type(scalar, shape);
                return self.build_intrinsic(op, &args, &[t], Types::UINT, span);
            }
            Sig::Attribute { extra } => {
                if scalar.kind == ScalarKind::Bool {
                    return no_match(self);
                }
                let t = self.make_type(scalar, shape);
                let mut params = vec![t];
                if let Some(x) = extra {
                    let xt = self.fixed_type(x);
                    if self.conversion_cost(args[1].ty, xt).is_none() {
                        return no_match(self);
                    }
                    params.push(xt);
                }
                return self.build_intrinsic(op, &args, &params, t, span);
            }
            Sig::Logical => {
                let t = self.make_type(Scalar::BOOL, shape);
                (t, t)
            }
            Sig::Select => {
                // The values' common scalar type; the shape is all three's.
                let as_scalar = |c: &mut Self, a: Typed| {
                    let s = c.numeric(a.ty).map_or(Scalar::F32, |(s, _)| s);
                    Typed {
                        ty: c.types().scalar(s),
                        ..a
                    }
                };
                let (a, b) = (as_scalar(self, args[1]), as_scalar(self, args[2]));
                let Some((vs, _)) = self.common_type(a, b, span) else {
                    return no_match(self);
                };
                let t = self.make_type(vs, shape);
                let c = self.make_type(Scalar::BOOL, shape);
                return self.build_intrinsic(op, &args, &[c, t, t], t, span);
            }
            Sig::Dot => {
                let shape = if shape == Shape::Scalar {
                    Shape::Vector(1)
                } else {
                    shape
                };
                let t = self.make_type(bool_as_int, shape);
                (t, self.types().scalar(bool_as_int))
            }
            Sig::Cross => {
                let t = self.types().vector(float_scalar, 3);
                if shape != Shape::Vector(3) {
                    return no_match(self);
                }
                (t, t)
            }
            Sig::Reduce { .. } => {
                let t = self.make_type(float_scalar, shape);
                (t, self.types().scalar(float_scalar))
            }
            Sig::Test => (self.make_type(scalar, shape), Types::BOOL),
            Sig::AllEqual => (
                self.make_type(scalar, shape),
                self.make_type(Scalar::BOOL, shape),
            ),
            Sig::Bitcast { to } => {
                if scalar.width != to.width || scalar.kind == ScalarKind::Bool {
                    return no_match(self);
                }
                (self.make_type(scalar, shape), self.make_type(to, shape))
            }
            Sig::ToInt => (
                self.make_type(bool_as_int, shape),
                self.make_type(Scalar::I32, shape),
            ),
            Sig::Classify => (
                self.make_type(float_scalar, shape),
                self.make_type(Scalar::BOOL, shape),
            ),
            Sig::Convert { from, to } => (self.make_type(from, shape), self.make_type(to, shape)),
            Sig::AsDouble => {
                if scalar.is_float() {
                    return no_match(self);
                }
                (
                    self.make_type(Scalar::U32, shape),
                    self.make_type(Scalar::F64, shape),
                )
            }
            Sig::Clip => (self.make_type(float_scalar, shape), Types::VOID),
            Sig::Barrier
            | Sig::Query { .. }
            | Sig::Vote { .. }
            | Sig::Fixed { .. }
            | Sig::Unpack { .. } => {
                unreachable!("fixed signatures are handled above")
            }
        };
        let params = vec![arg_ty; args.len()];
        self.build_intrinsic(op, &args, &params, ret, span)
    }

    /// How a candidate note shows the signature template `sig` of the
    /// intrinsic `name`: `N` is a vector size (or a scalar), `T` an
    /// element type the trailing comment names.
    fn intrinsic_signature(&mut self, name: &str, sig: Sig) -> String {
        let list = |n: usize, p: &str| vec![p; n].join(", ");
        let scalar = |c: &mut Self, s: Scalar| {
            let t = c.types().scalar(s);
            c.type_name(t)
        };
        match sig {
            Sig::Same { arity, class } => {
                let (ret, what) = match class {
                    Class::Float => ("TN", "a float type"),
                    Class::Float32 => ("TN", "a 16- or 32-bit float type"),
                    Class::Numeric => ("TN", "a numeric type"),
                    Class::Signed => ("TN", "a float or signed integer type"),
                    Class::Bits | Class::SignedBits => {
                        ("uintN", "a 16-, 32- or 64-bit integer type")
                    }
                    Class::Double => ("TN", "double"),
                    Class::Integer => ("TN", "an integer type"),
                    Class::Any => ("TN", "a numeric or bool type"),
                };
                format!("{ret} {name}({}) (T: {what})", list(arity, "TN"))
            }
            Sig::Vectors { arity } => format!("floatN {name}({})", list(arity, "floatN")),
            Sig::Refract => format!("floatN {name}(floatN, floatN, float)"),
            Sig::Dot => format!("T {name}(TN, TN) (T: a numeric type)"),
            Sig::Cross => format!("float3 {name}(float3, float3)"),
            Sig::Reduce { arity } => format!("float {name}({})", list(arity, "floatN")),
            Sig::Test => format!("bool {name}(TN)"),
            Sig::Bitcast { to } => {
                let bits = to.width * 8;
                let to = scalar(self, to);
                format!("{to}N {name}(TN) (T: a {bits}-bit numeric type)")
            }
            Sig::ToInt => format!("intN {name}(TN) (T: a numeric type)"),
            Sig::Classify => format!("boolN {name}(floatN)"),
            Sig::Convert { from, to } => {
                let (from, to) = (scalar(self, from), scalar(self, to));
                format!("{to}N {name}({from}N)")
            }
            Sig::AsDouble => format!("doubleN {name}(uintN, uintN)"),
            Sig::Fixed { params, ret } => {
                let ps: Vec<String> = params
                    .iter()
                    .map(|&p| {
                        let t = self.fixed_type(p);
                        self.type_name(t)
                    })
                    .collect();
                let r = self.fixed_type(ret);
                format!("{} {name}({})", self.type_name(r), ps.join(", "))
            }
            Sig::Barrier => format!("void {name}()"),
            Sig::Clip => format!("void {name}(floatN)"),
            Sig::Query { ret } => {
                let r = self.fixed_type(ret);
                format!("{} {name}()", self.type_name(r))
            }
            Sig::Vote { ret } => {
                let r = self.fixed_type(ret);
                format!("{} {name}(bool)", self.type_name(r))
            }
            Sig::Lane => format!("TN {name}(TN, uint)"),
            Sig::AllEqual => format!("boolN {name}(TN)"),
            Sig::Logical => format!("boolN {name}(boolN, boolN)"),
            Sig::Select => format!("TN {name}(boolN, TN, TN)"),
            Sig::Attribute { extra: None } => format!("TN {name}(TN)"),
            Sig::Pack { signed: false } => {
                format!("uint {name}(T4) (T: a 16- or 32-bit integer type)")
            }
            Sig::Pack { signed: true } => {
                format!("uint {name}(T4) (T: a 16- or 32-bit signed integer type)")
            }
            Sig::Unpack { to } => {
                let t = self.types().vector(to, 4);
                format!("{} {name}(uint)", self.type_name(t))
            }
            Sig::WordPairs => format!("uintN {name}(uintN, uintN) (N: 2 or 4)"),
            Sig::Attribute { extra: Some(x) } => {
                let x = self.fixed_type(x);
                format!("TN {name}(TN, {})", self.type_name(x))
            }
        }
    }

    /// The intrinsic call with each argument converted to its parameter
    /// type; on matrices, one call per row (`matrix_elementwise.rs`), except
    /// `all`/`any`, which lowering reduces whole.
    fn build_intrinsic(
        &mut self,
        op: Intrinsic,
        args: &[Typed],
        params: &[TypeId],
        ret: TypeId,
        span: Span,
    ) -> Typed {
        let on_matrix = params.iter().any(|&p| self.matrix_dims(p).is_some());
        if on_matrix && !matches!(op, Intrinsic::All | Intrinsic::Any) {
            return self.rowwise_intrinsic(op, args, params, ret, span);
        }
        let ir_args = args
            .iter()
            .zip(params)
            .map(|(&a, &p)| {
                let aspan = self.expr_span(a.id);
                self.coerce(a, p, aspan)
            })
            .collect();
        self.typed(ExprKind::Intrinsic { op, args: ir_args }, ret, span)
    }

    pub(super) fn arity_error(&mut self, expected: usize, got: usize, span: Span) -> Typed {
        let which = if got < expected { "few" } else { "many" };
        self.error(
            DiagCode::err_wrong_arg_count,
            span,
            &[&which, &expected, &got],
        );
        self.error_expr(span)
    }

    fn fixed_type(&mut self, f: Fix) -> TypeId {
        match f {
            Fix::Float => Types::FLOAT,
            Fix::Uint => Types::UINT,
            Fix::Bool => Types::BOOL,
            Fix::Float3 => self.types().vector(Scalar::F32, 3),
            Fix::Float4 => self.types().vector(Scalar::F32, 4),
            Fix::Float3x4 => self.types().intern(TypeKind::Matrix {
                scalar: Scalar::F32,
                rows: 3,
                cols: 4,
                column_major: false,
            }),
            Fix::Float4x3 => self.types().intern(TypeKind::Matrix {
                scalar: Scalar::F32,
                rows: 4,
                cols: 3,
                column_major: false,
            }),
            Fix::Uint3 => self.types().vector(Scalar::U32, 3),
            Fix::Uint2 => self.types().vector(Scalar::U32, 2),
            Fix::Uint4 => self.types().vector(Scalar::U32, 4),
            Fix::Int4 => self.types().vector(Scalar::I32, 4),
            Fix::Int => Types::INT,
            Fix::Int2 => self.types().vector(Scalar::I32, 2),
            Fix::Float2 => self.types().vector(Scalar::F32, 2),
            Fix::Half2 => self.types().vector(Scalar::F16, 2),
        }
    }

    /// Checks where `rule` allows the call: the Shader Model now, the
    /// stage for each entry point that reaches the call
    /// ([`Self::require_stage`]). True unless reported here.
    fn check_intrinsic_stage(&mut self, name: &str, rule: Rule, span: Span) -> bool {
        let sm = self.opts.profile.map(|p| (p.major, p.minor));
        let min_sm = match rule {
            Rule::Wave | Rule::Quad => Some((6, 0)),
            Rule::Since(major, minor) | Rule::QuadSince(major, minor) => Some((major, minor)),
            _ => None,
        };
        if let Some((major, minor)) = min_sm {
            if sm.is_some_and(|sm| sm < (major, minor)) {
                let what = format!("Shader Model {major}.{minor} and later");
                self.error(DiagCode::err_stage_only_intrinsic, span, &[&name, &what]);
                return false;
            }
        }
        let (stages, compute_sm, what): (&'static [Stage], (u8, u8), &str) = match rule {
            Rule::Anywhere | Rule::Wave | Rule::Since(..) => return true,
            Rule::Compute => (&[Stage::Compute], (0, 0), "compute shaders"),
            Rule::Derivative => (
                &[Stage::Pixel, Stage::Compute],
                (6, 6),
                "pixel shaders, and compute shaders from Shader Model 6.6",
            ),
            Rule::Pixel => (&[Stage::Pixel], (0, 0), "pixel shaders"),
            Rule::RayTracing => (&[], (0, 0), "ray-tracing shaders"),
            Rule::Quad | Rule::QuadSince(..) => (
                &[Stage::Pixel, Stage::Compute],
                (0, 0),
                "pixel and compute shaders",
            ),
        };
        let args = vec![name.to_string(), what.to_string()];
        self.require_stage(
            stages,
            compute_sm,
            DiagCode::err_stage_only_intrinsic,
            args,
            span,
        );
        true
    }
}
