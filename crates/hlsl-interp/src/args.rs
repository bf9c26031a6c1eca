//! `TYPE:VALUE` arguments on the command line and in results:
//! `int:-3`, `float3:1,2,3`, `bool2:true,false`.

use crate::shape::Shapes;
use crate::value::Value;
use hlsl_sema::ir::Program;
use hlsl_sema::types::{Scalar, ScalarKind, TypeId, TypeKind, Types};

/// Scalar type names the parser accepts (vector forms append 1 to 4).
const SCALARS: &[(&str, Scalar)] = &[
    ("bool", Scalar::BOOL),
    ("int", Scalar::I32),
    ("uint", Scalar::U32),
    ("dword", Scalar::U32),
    ("float", Scalar::F32),
    ("half", Scalar::F16),
    ("double", Scalar::F64),
    ("int16_t", Scalar::I16),
    ("uint16_t", Scalar::U16),
    ("int32_t", Scalar::I32),
    ("uint32_t", Scalar::U32),
    ("int64_t", Scalar::I64),
    ("uint64_t", Scalar::U64),
    ("float16_t", Scalar::F16),
    ("float32_t", Scalar::F32),
    ("float64_t", Scalar::F64),
    // WHLSL's names for the 16-bit integers (`hlslc run f short:-2`).
    ("short", Scalar::I16),
    ("ushort", Scalar::U16),
];

/// Splits `float3` into (`float`, 3) and `float` into (`float`, 0).
fn parse_type(name: &str) -> Option<(Scalar, u8)> {
    if let Some(&(_, s)) = SCALARS.iter().find(|(n, _)| *n == name) {
        return Some((s, 0));
    }
    let (base, n) = name.split_at(name.len().checked_sub(1)?);
    let n: u8 = n.parse().ok().filter(|n| (1..=4).contains(n))?;
    let &(_, s) = SCALARS.iter().find(|(b, _)| *b == base)?;
    Some((s, n))
}

pub fn parse_argument(text: &str, types: &mut Types) -> Result<(TypeId, Value), String> {
    let Some((ty_name, value)) = text.split_once(':') else {
        return Err(format!(
            "argument '{text}' is not of the form TYPE:VALUE (e.g. int:3, float3:1,2,3)"
        ));
    };
    let ty_name = ty_name.trim();
    let Some((s, n)) = parse_type(ty_name) else {
        return Err(format!(
            "unknown argument type '{ty_name}' (expected a scalar or vector type such as \
             int, uint, float, bool, double, half, float3)"
        ));
    };
    let parts: Vec<&str> = value.split(',').map(str::trim).collect();
    let want = n.max(1) as usize;
    if parts.len() != want {
        return Err(format!(
            "'{ty_name}' needs {want} component{}, got {} in '{value}'",
            if want == 1 { "" } else { "s" },
            parts.len()
        ));
    }
    let comps = parts
        .iter()
        .map(|p| parse_scalar(s, p).map_err(|e| format!("{e} (in argument '{text}')")))
        .collect::<Result<Vec<_>, _>>()?;
    let ty = types.shaped(s, n);
    let value = if n == 0 {
        comps.into_iter().next().unwrap_or(Value::Void)
    } else {
        Value::Vector(comps)
    };
    Ok((ty, value))
}

fn parse_scalar(s: Scalar, text: &str) -> Result<Value, String> {
    let bad = || format!("'{text}' is not a valid {}", s.name());
    if text.is_empty() {
        return Err(format!("missing {} value", s.name()));
    }
    match s.kind {
        ScalarKind::Bool => match text {
            "true" => Ok(Value::Bool(true)),
            "false" => Ok(Value::Bool(false)),
            _ => Err(format!("'{text}' is not a valid bool (use true or false)")),
        },
        ScalarKind::Sint | ScalarKind::Uint => {
            let v = parse_int(text).ok_or_else(bad)?;
            let (lo, hi): (i128, i128) = match (s.kind, s.width) {
                (ScalarKind::Sint, 2) => (i16::MIN.into(), i16::MAX.into()),
                (ScalarKind::Sint, 4) => (i32::MIN.into(), i32::MAX.into()),
                (ScalarKind::Sint, _) => (i64::MIN.into(), i64::MAX.into()),
                (_, 2) => (0, u16::MAX.into()),
                (_, 4) => (0, u32::MAX.into()),
                _ => (0, u64::MAX.into()),
            };
            if v < lo || v > hi {
                return Err(format!(
                    "{text} is out of range for {} ({lo} to {hi})",
                    s.name()
                ));
            }
            Ok(Value::from_component(s, v as u64))
        }
        ScalarKind::Float => {
            // Rust's float syntax, plus the spellings `nan`, `inf`, `-inf`.
            let ok = text
                .chars()
                .all(|c| c.is_ascii_digit() || "+-.eE".contains(c))
                || matches!(
                    text.to_ascii_lowercase().as_str(),
                    "nan" | "inf" | "+inf" | "-inf" | "infinity" | "+infinity" | "-infinity"
                );
            if !ok {
                return Err(bad());
            }
            match s.width {
                8 => text.parse::<f64>().map(Value::F64).map_err(|_| bad()),
                2 => text
                    .parse::<f32>()
                    .map(|x| Value::F16(crate::scalar::round_half(x)))
                    .map_err(|_| bad()),
                _ => text.parse::<f32>().map(Value::F32).map_err(|_| bad()),
            }
        }
    }
}

/// A decimal or `0x` hexadecimal integer with an optional sign.
fn parse_int(text: &str) -> Option<i128> {
    let (neg, digits) = match text.as_bytes().first()? {
        b'-' => (true, &text[1..]),
        b'+' => (false, &text[1..]),
        _ => (false, text),
    };
    let magnitude = match digits
        .strip_prefix("0x")
        .or_else(|| digits.strip_prefix("0X"))
    {
        Some(hex) if !hex.is_empty() && hex.bytes().all(|b| b.is_ascii_hexdigit()) => {
            i128::from_str_radix(hex, 16).ok()?
        }
        Some(_) => return None,
        None if !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()) => {
            digits.parse::<i128>().ok()?
        }
        None => return None,
    };
    Some(if neg { -magnitude } else { magnitude })
}

pub fn format_value(program: &Program, ty: TypeId, value: &Value) -> String {
    if matches!(program.types.get(ty), TypeKind::Void) || *value == Value::Void {
        return "void".into();
    }
    let shapes = Shapes::new(&program.types, &program.structs, program.layout);
    let body = match (program.types.get(ty), value) {
        // Top-level vectors print bare: `float3:1.0,2.0,3.0`.
        (TypeKind::Vector(..), Value::Vector(parts)) => parts
            .iter()
            .map(format_scalar)
            .collect::<Vec<_>>()
            .join(","),
        _ => format_nested(&shapes, Some(ty), value),
    };
    format!("{}:{body}", program.type_name(ty))
}

/// A value inside a struct, array or matrix: aggregates in braces, struct
/// fields named.
fn format_nested(shapes: &Shapes, ty: Option<TypeId>, value: &Value) -> String {
    let kind = ty.map(|t| shapes.types.get(t));
    match value {
        Value::Vector(parts) | Value::Matrix(parts) | Value::Array(parts) => {
            let elem = match kind {
                Some(TypeKind::Array { elem, .. }) => Some(*elem),
                _ => None,
            };
            let inner: Vec<String> = parts
                .iter()
                .map(|p| format_nested(shapes, elem, p))
                .collect();
            format!("{{{}}}", inner.join(", "))
        }
        Value::Struct(fields) => {
            let defs = match kind {
                Some(TypeKind::Struct(sid)) => Some(&shapes.structs[*sid].fields),
                _ => None,
            };
            let inner: Vec<String> = fields
                .iter()
                .enumerate()
                .map(|(i, v)| match defs.and_then(|d| d.get(i)) {
                    Some(f) => format!("{}={}", f.name, format_nested(shapes, Some(f.ty), v)),
                    None => format_nested(shapes, None, v),
                })
                .collect();
            format!("{{{}}}", inner.join(", "))
        }
        v => format_scalar(v),
    }
}

fn format_scalar(v: &Value) -> String {
    match *v {
        Value::Void => "void".into(),
        Value::Bool(b) => b.to_string(),
        Value::I8(x) => x.to_string(),
        Value::U8(x) => x.to_string(),
        Value::I16(x) => x.to_string(),
        Value::U16(x) => x.to_string(),
        Value::I32(x) => x.to_string(),
        Value::U32(x) => x.to_string(),
        Value::I64(x) => x.to_string(),
        Value::U64(x) => x.to_string(),
        Value::F16(x) => format_half(x),
        Value::F32(x) => format_float(x as f64, format!("{x:?}")),
        Value::F64(x) => format_float(x, format!("{x:?}")),
        Value::Vector(_) | Value::Matrix(_) | Value::Struct(_) | Value::Array(_) => String::new(),
    }
}

/// Rust's shortest round-trip `{:?}` form, with `nan` in lower case.
fn format_float(x: f64, debug: String) -> String {
    if x.is_nan() {
        "nan".into()
    } else {
        debug
    }
}

/// The shortest decimal that reads back as the same binary16 value.
pub(crate) fn format_half(x: f32) -> String {
    if !x.is_finite() {
        return format_float(x as f64, format!("{x:?}"));
    }
    let h = half::f16::from_f32(x);
    for digits in 0..12 {
        let text = format!("{x:.digits$e}");
        if let Ok(back) = text.parse::<f32>() {
            if half::f16::from_f32(back) == h {
                // Re-print through f32 to get `0.1` rather than `1e-1`.
                return format!("{back:?}");
            }
        }
    }
    format!("{x:?}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn type_names() {
        assert_eq!(parse_type("float3"), Some((Scalar::F32, 3)));
        assert_eq!(parse_type("uint64_t"), Some((Scalar::U64, 0)));
        assert_eq!(parse_type("int16_t2"), Some((Scalar::I16, 2)));
        assert_eq!(parse_type("float5"), None);
        assert_eq!(parse_type("vec3"), None);
        assert_eq!(parse_type(""), None);
    }

    #[test]
    fn half_prints_shortest() {
        assert_eq!(format_half(crate::scalar::round_half(0.1)), "0.1");
        assert_eq!(format_half(1.0), "1.0");
        assert_eq!(format_half(65504.0), "65500.0");
    }
}
