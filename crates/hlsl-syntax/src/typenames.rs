//! The built-in type names of HLSL. The parser needs them to tell a cast
//! `(float3)x` from a parenthesised expression, and a declaration
//! `float3 v;` from an expression statement.

use crate::name_filter::NameFilter;

const SCALARS: &[&str] = &[
    "bool",
    "int",
    "uint",
    "dword",
    "half",
    "float",
    "double",
    "min16float",
    "min10float",
    "min16int",
    "min12int",
    "min16uint",
    "int16_t",
    "int32_t",
    "int64_t",
    "uint16_t",
    "uint32_t",
    "uint64_t",
    "float16_t",
    "float32_t",
    "float64_t",
];

/// Built-in types that take template arguments (`vector<float, 3>`,
/// `RWStructuredBuffer<T>`); most may also be written without them.
const TEMPLATES: &[&str] = &[
    "vector",
    "matrix",
    // DXC's rasterizer-ordered views (`check/typeexpr.rs`).
    "RasterizerOrderedBuffer",
    "RasterizerOrderedStructuredBuffer",
    "RasterizerOrderedTexture1D",
    "RasterizerOrderedTexture1DArray",
    "RasterizerOrderedTexture2D",
    "RasterizerOrderedTexture2DArray",
    "RasterizerOrderedTexture3D",
    "Buffer",
    "RWBuffer",
    "StructuredBuffer",
    "RWStructuredBuffer",
    "AppendStructuredBuffer",
    "ConsumeStructuredBuffer",
    "ConstantBuffer",
    "TextureBuffer",
    "Texture1D",
    "Texture1DArray",
    "Texture2D",
    "Texture2DArray",
    "Texture2DMS",
    "Texture2DMSArray",
    "Texture3D",
    "TextureCube",
    "TextureCubeArray",
    "RWTexture1D",
    "RWTexture1DArray",
    "RWTexture2D",
    "RWTexture2DArray",
    "RWTexture3D",
    "FeedbackTexture2D",
    "FeedbackTexture2DArray",
    "InputPatch",
    "OutputPatch",
    "PointStream",
    "LineStream",
    "TriangleStream",
    "RayQuery",
    "SubpassInput",
    "SubpassInputMS",
];

/// DXC's built-in templates in namespace `vk` (written `vk::Name<T>`).
const VK_TEMPLATES: &[&str] = &[
    "SampledTexture1D",
    "SampledTexture1DArray",
    "SampledTexture2D",
    "SampledTexture2DArray",
    "SampledTexture2DMS",
    "SampledTexture2DMSArray",
    "SampledTexture3D",
    "SampledTextureCUBE",
    "SampledTextureCUBEArray",
    // The result id of an inline SPIR-V instruction, a `T` value.
    "ext_result_id",
    // Inline SPIR-V types (`check/spirv_types.rs`) and their operands.
    "SpirvType",
    "SpirvOpaqueType",
    "Literal",
    "integral_constant",
];

/// Built-in types without template arguments (beside scalars, vectors and
/// matrices).
const OTHERS: &[&str] = &[
    "ByteAddressBuffer",
    "RWByteAddressBuffer",
    "RasterizerOrderedByteAddressBuffer",
    "SamplerState",
    "SamplerComparisonState",
    "sampler",
    "sampler1D",
    "sampler2D",
    "sampler3D",
    "samplerCUBE",
    "texture",
    "string",
    "RaytracingAccelerationStructure",
];

/// `float`, `float3`, `int2x2`, `Texture2D`, `vector`, …
pub fn is_builtin_type(name: &str) -> bool {
    BUILTINS.may_contain(name.as_bytes())
        && (is_numeric(name) || TEMPLATES.contains(&name) || OTHERS.contains(&name))
}

/// The built-in type names' first bytes and lengths (scalars also with
/// their vector and matrix suffixes, `float3`, `float3x3`): the parser asks
/// about every identifier in an expression, and this rules out most of
/// them without comparing strings.
const BUILTINS: NameFilter = {
    let mut filter = NameFilter::EMPTY;
    let lists: [(&[&str], &[usize]); 3] =
        [(SCALARS, &[0, 1, 3]), (TEMPLATES, &[0]), (OTHERS, &[0])];
    let mut l = 0;
    while l < lists.len() {
        let (names, suffixes) = lists[l];
        let mut i = 0;
        while i < names.len() {
            let name = names[i].as_bytes();
            let mut k = 0;
            while k < suffixes.len() {
                filter.add_pair(name[0], name.len() + suffixes[k]);
                k += 1;
            }
            i += 1;
        }
        l += 1;
    }
    filter
};

/// Built-in types that may be followed by `<template args>`.
pub fn takes_template_args(name: &str) -> bool {
    TEMPLATES.contains(&name)
}

/// Built-in types of namespace `vk` that may be followed by
/// `<template args>` (`vk::SampledTexture2D<float4>`).
pub fn takes_vk_template_args(name: &str) -> bool {
    VK_TEMPLATES.contains(&name)
}

/// A scalar, vector (`float3`) or matrix (`float4x4`) name.
fn is_numeric(name: &str) -> bool {
    split_numeric(name).is_some()
}

/// A numeric type name's scalar and shape suffix: `("int", "4x2")` for
/// `int4x2`, `("float", "")` for `float`.
pub fn split_numeric(name: &str) -> Option<(&str, &str)> {
    let b = name.as_bytes();
    let dim = |c: u8| (b'1'..=b'4').contains(&c);
    let split = match b {
        [.., d1, b'x', d2] if dim(*d1) && dim(*d2) => name.len() - 3,
        [.., d] if dim(*d) => name.len() - 1,
        _ => name.len(),
    };
    let (base, shape) = name.split_at(split);
    SCALARS.contains(&base).then_some((base, shape))
}

/// The scalar `unsigned base` names (`unsigned int` is `uint`), if
/// `base` is an integer scalar DXC lets `unsigned` modify.
pub fn unsigned_scalar(base: &str) -> Option<&'static str> {
    Some(match base {
        "int" | "uint" => "uint",
        "dword" => "dword",
        "min16int" | "min16uint" => "min16uint",
        "int16_t" | "uint16_t" => "uint16_t",
        "int32_t" | "uint32_t" => "uint32_t",
        "int64_t" | "uint64_t" => "uint64_t",
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numeric_names() {
        for n in [
            "float",
            "float3",
            "int2",
            "uint",
            "bool4",
            "half",
            "double2x2",
            "min16float",
            "float4x4",
            "int64_t",
            "uint16_t",
            "uint16_t4",
            "float16_t2x3",
            "dword",
        ] {
            assert!(is_builtin_type(n), "{n}");
        }
        for n in [
            "float5", "float0", "float4x5", "floatx", "foo", "int3x", "x4", "Float3",
        ] {
            assert!(!is_builtin_type(n), "{n}");
        }
        assert!(is_builtin_type("RWStructuredBuffer"));
        assert!(takes_template_args("vector"));
        assert!(!takes_template_args("float"));
    }
}
