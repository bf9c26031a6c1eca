//! HLSL's built-in type names: `float`, `uint3`, `half2x2`, `min16float4`.

use crate::types::Scalar;

/// A built-in numeric type spelled as one identifier.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum BuiltinName {
    Scalar(Scalar),
    Vector(Scalar, u8),
    Matrix(Scalar, u8, u8),
}

/// The scalar a scalar type name denotes. `half` and the `min*` types are
/// 32-bit unless `sixteen` (`-enable-16bit-types`), as in DXC.
fn scalar_name(name: &str, sixteen: bool) -> Option<Scalar> {
    Some(match name {
        "bool" => Scalar::BOOL,
        "half" | "min16float" | "min10float" if sixteen => Scalar::F16,
        "min16int" | "min12int" if sixteen => Scalar::I16,
        "min16uint" if sixteen => Scalar::U16,
        "int" | "int32_t" | "min16int" | "min12int" => Scalar::I32,
        "uint" | "dword" | "uint32_t" | "min16uint" => Scalar::U32,
        "float" | "float32_t" | "half" | "min16float" | "min10float" => Scalar::F32,
        "double" | "float64_t" => Scalar::F64,
        "int16_t" => Scalar::I16,
        "uint16_t" => Scalar::U16,
        "float16_t" => Scalar::F16,
        "int64_t" => Scalar::I64,
        "uint64_t" => Scalar::U64,
        _ => return None,
    })
}

pub(super) fn builtin_type(name: &str, sixteen: bool) -> Option<BuiltinName> {
    // Shader Model 6.6's four packed bytes: 32-bit words (no vector forms).
    if matches!(name, "int8_t4_packed" | "uint8_t4_packed") {
        return Some(BuiltinName::Scalar(Scalar::U32));
    }
    if let Some(s) = scalar_name(name, sixteen) {
        return Some(BuiltinName::Scalar(s));
    }
    let digits = name.trim_end_matches(|c: char| c.is_ascii_digit() || c == 'x');
    let scalar = scalar_name(digits, sixteen)?;
    let dims = &name[digits.len()..];
    let dim = |t: &str| -> Option<u8> {
        let n: u8 = t.parse().ok()?;
        (1..=4).contains(&n).then_some(n)
    };
    match dims.split_once('x') {
        None => Some(BuiltinName::Vector(scalar, dim(dims)?)),
        Some((r, c)) => Some(BuiltinName::Matrix(scalar, dim(r)?, dim(c)?)),
    }
}

/// The scalar of a `vector<T, N>`/`matrix<T, R, C>` element name.
pub(super) fn template_scalar(name: &str, sixteen: bool) -> Option<Scalar> {
    scalar_name(name, sixteen)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names() {
        assert_eq!(
            builtin_type("float3", false),
            Some(BuiltinName::Vector(Scalar::F32, 3))
        );
        assert_eq!(
            builtin_type("uint", false),
            Some(BuiltinName::Scalar(Scalar::U32))
        );
        assert_eq!(
            builtin_type("int2x3", false),
            Some(BuiltinName::Matrix(Scalar::I32, 2, 3))
        );
        assert_eq!(
            builtin_type("min16float4", false),
            Some(BuiltinName::Vector(Scalar::F32, 4))
        );
        assert_eq!(
            builtin_type("int64_t2", false),
            Some(BuiltinName::Vector(Scalar::I64, 2))
        );
        assert_eq!(
            builtin_type("half3", false),
            Some(BuiltinName::Vector(Scalar::F32, 3))
        );
        assert_eq!(
            builtin_type("half3", true),
            Some(BuiltinName::Vector(Scalar::F16, 3))
        );
        assert_eq!(
            builtin_type("min16uint", true),
            Some(BuiltinName::Scalar(Scalar::U16))
        );
        for bad in ["float5", "float0", "floatx", "float2x", "Float3", "x3"] {
            assert_eq!(builtin_type(bad, false), None, "{bad}");
        }
    }
}
