//! The public [`Value`] and its conversion to and from the flat component
//! encoding the interpreter runs on (see `scalar.rs`).

use crate::scalar;
use crate::shape::Shapes;
use hlsl_sema::types::{Scalar, ScalarKind, TypeId, TypeKind};

/// A run-time value.
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    Void,
    Bool(bool),
    /// WHLSL's `char` and `uchar`.
    I8(i8),
    U8(u8),
    I16(i16),
    U16(u16),
    I32(i32),
    U32(u32),
    I64(i64),
    U64(u64),
    /// A `half`, held as the `f32` of the same value.
    F16(f32),
    F32(f32),
    F64(f64),
    /// Scalar components.
    Vector(Vec<Value>),
    /// Rows, each a [`Value::Vector`].
    Matrix(Vec<Value>),
    /// Fields in declaration order.
    Struct(Vec<Value>),
    Array(Vec<Value>),
}

impl Value {
    /// The scalar `s` from its canonical component encoding.
    pub(crate) fn from_component(s: Scalar, v: u64) -> Value {
        match (s.kind, s.width) {
            (ScalarKind::Bool, _) => Value::Bool(v != 0),
            (ScalarKind::Sint, 1) => Value::I8(v as i8),
            (ScalarKind::Uint, 1) => Value::U8(v as u8),
            (ScalarKind::Sint, 2) => Value::I16(v as i16),
            (ScalarKind::Sint, 8) => Value::I64(v as i64),
            (ScalarKind::Sint, _) => Value::I32(v as i32),
            (ScalarKind::Uint, 2) => Value::U16(v as u16),
            (ScalarKind::Uint, 8) => Value::U64(v),
            (ScalarKind::Uint, _) => Value::U32(v as u32),
            (ScalarKind::Float, 2) => Value::F16(scalar::f32_of(v)),
            (ScalarKind::Float, 8) => Value::F64(scalar::f64_of(v)),
            (ScalarKind::Float, _) => Value::F32(scalar::f32_of(v)),
        }
    }

    /// A scalar value's own type and encoding.
    fn component(&self) -> Option<(Scalar, u64)> {
        Some(match *self {
            Value::Bool(b) => (Scalar::BOOL, b as u64),
            Value::I8(x) => (Scalar::I8, x as i64 as u64),
            Value::U8(x) => (Scalar::U8, x as u64),
            Value::I16(x) => (Scalar::I16, x as i64 as u64),
            Value::U16(x) => (Scalar::U16, x as u64),
            Value::I32(x) => (Scalar::I32, x as i64 as u64),
            Value::U32(x) => (Scalar::U32, x as u64),
            Value::I64(x) => (Scalar::I64, x as u64),
            Value::U64(x) => (Scalar::U64, x),
            Value::F16(x) => (Scalar::F16, scalar::round_half(x).to_bits() as u64),
            Value::F32(x) => (Scalar::F32, x.to_bits() as u64),
            Value::F64(x) => (Scalar::F64, x.to_bits()),
            _ => return None,
        })
    }

    /// The value as a component of scalar type `s`, converting if its own
    /// scalar differs.
    pub(crate) fn to_component(&self, s: Scalar) -> u64 {
        match self.component() {
            Some((own, v)) if own == s => v,
            Some((own, v)) => scalar::convert(own, s, v),
            None => 0,
        }
    }
}

/// Appends the flat components of `value` as type `ty` to `out`. Missing
/// parts are zero; a scalar given for a vector or matrix is splatted.
pub(crate) fn flatten(shapes: &Shapes, ty: TypeId, value: &Value, out: &mut Vec<u64>) {
    let shape = shapes.get(ty);
    let start = out.len();
    match (shapes.types.get(ty), value) {
        (TypeKind::Scalar(s), v) => out.push(first_scalar(v).to_component(*s)),
        (TypeKind::Vector(s, _), Value::Vector(parts))
        | (TypeKind::Matrix { scalar: s, .. }, Value::Vector(parts)) => {
            out.extend(parts.iter().map(|p| p.to_component(*s)));
        }
        (TypeKind::Matrix { scalar: s, .. }, Value::Matrix(rows)) => {
            for row in rows {
                match row {
                    Value::Vector(parts) => out.extend(parts.iter().map(|p| p.to_component(*s))),
                    v => out.push(v.to_component(*s)),
                }
            }
        }
        (TypeKind::Vector(s, _) | TypeKind::Matrix { scalar: s, .. }, v) => {
            let c = v.to_component(*s);
            out.extend(std::iter::repeat_n(c, shape.flat));
        }
        (TypeKind::Array { elem, .. }, Value::Array(items)) => {
            for item in items.iter().take(shape.len) {
                flatten(shapes, *elem, item, out);
            }
        }
        (TypeKind::Struct(sid), Value::Struct(fields)) => {
            for (f, v) in shapes.structs[*sid].fields.iter().zip(fields) {
                flatten(shapes, f.ty, v, out);
            }
        }
        _ => {}
    }
    out.resize(start + shape.flat, 0);
}

fn first_scalar(v: &Value) -> &Value {
    match v {
        Value::Vector(p) | Value::Matrix(p) | Value::Array(p) | Value::Struct(p) => {
            p.first().map_or(v, first_scalar)
        }
        _ => v,
    }
}

/// Builds the value of type `ty` from its flat components.
pub(crate) fn unflatten(shapes: &Shapes, ty: TypeId, flat: &[u64]) -> Value {
    let get = |i: usize| flat.get(i).copied().unwrap_or(0);
    match *shapes.types.get(ty) {
        TypeKind::Scalar(s) => Value::from_component(s, get(0)),
        TypeKind::Vector(s, n) => Value::Vector(
            (0..n as usize)
                .map(|i| Value::from_component(s, get(i)))
                .collect(),
        ),
        TypeKind::Matrix {
            scalar, rows, cols, ..
        } => Value::Matrix(
            (0..rows as usize)
                .map(|r| {
                    Value::Vector(
                        (0..cols as usize)
                            .map(|c| Value::from_component(scalar, get(r * cols as usize + c)))
                            .collect(),
                    )
                })
                .collect(),
        ),
        TypeKind::Array { elem, .. } => {
            let shape = shapes.get(ty);
            let ef = shape.elem_flat;
            Value::Array(
                (0..shape.len)
                    .map(|i| unflatten(shapes, elem, flat.get(i * ef..).unwrap_or(&[])))
                    .collect(),
            )
        }
        TypeKind::Struct(sid) => {
            let shape = shapes.get(ty);
            Value::Struct(
                shapes.structs[sid]
                    .fields
                    .iter()
                    .zip(&shape.fields)
                    .map(|(f, &off)| unflatten(shapes, f.ty, flat.get(off..).unwrap_or(&[])))
                    .collect(),
            )
        }
        // Pointers and array references are not values the interpreter
        // passes in or out yet.
        TypeKind::Error
        | TypeKind::Void
        | TypeKind::Resource { .. }
        | TypeKind::Pointer { .. }
        | TypeKind::ArrayRef { .. } => Value::Void,
    }
}
