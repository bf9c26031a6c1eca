//! Constant-buffer contents given by member name: `hlslc dispatch
//! --cbuffer b0=values.json` (or `--buffer`) with a JSON object, and the
//! `[[cbuffer]]` tables of `tests/compute` (both runners pack through
//! [`encode_members`], so the interpreter and Vulkan see the same bytes).
//!
//! The object maps member names to values, packed with HLSL's
//! constant-buffer rules (`hlsl_sema::layout`):
//!
//! * a scalar: a number (`bool` also `true`/`false`);
//! * a vector: an array of its components (a 1-vector also a number);
//! * a matrix: its rows as nested arrays (`[[1, 0], [0, 1]]`) or all its
//!   elements row by row in one array, whatever its orientation in memory;
//! * an array: an array of its elements;
//! * a struct: an object of its fields.
//!
//! Members (and fields) left out are zero. Unknown names, values of the
//! wrong shape and numbers out of the scalar's range are errors naming the
//! member (`light.dir[1]`).

use crate::buffers::scalar_bytes;
use hlsl_sema::ir::{CBuffer, GlobalKind, Program};
use hlsl_sema::layout::{self, Packing};
use hlsl_sema::types::{TypeId, TypeKind};
use serde_json::{Map, Value};

/// The bytes of constant buffer `cb` with the members `values` names.
pub fn encode_members(
    program: &Program,
    cb: &CBuffer,
    values: &Map<String, Value>,
) -> Result<Vec<u8>, String> {
    let mut out = vec![0; cb.size as usize];
    for (name, value) in values {
        let member = cb
            .members
            .iter()
            .map(|&g| &program.globals[g])
            .find(|g| g.name == *name)
            .ok_or_else(|| {
                let names: Vec<&str> = cb
                    .members
                    .iter()
                    .map(|&g| program.globals[g].name.as_str())
                    .collect();
                format!(
                    "cbuffer '{}' has no member '{name}' (its members: {})",
                    cb.name,
                    names.join(", ")
                )
            })?;
        let GlobalKind::CBufferMember { offset, .. } = member.kind else {
            continue;
        };
        Packer {
            program,
            packing: cb.packing,
            out: &mut out,
        }
        .value(member.ty, offset, value, name)?;
    }
    Ok(out)
}

/// Writes values into a cbuffer's bytes.
struct Packer<'a> {
    program: &'a Program,
    /// The cbuffer's layout (a push-constant block's differs).
    packing: Packing,
    out: &'a mut [u8],
}

impl Packer<'_> {
    /// Writes `value` as a `ty` at byte `at`; `path` names it in errors.
    fn value(&mut self, ty: TypeId, at: u32, value: &Value, path: &str) -> Result<(), String> {
        let p = self.program;
        let shape_error = |what: &str| {
            format!(
                "member '{path}' ({}): expected {what}, found {}",
                p.type_name(ty),
                brief(value)
            )
        };
        match *p.types.get(ty) {
            TypeKind::Scalar(s) => self.scalar(s, at, value, path),
            TypeKind::Vector(s, n) => {
                let items = match value {
                    Value::Array(items) => items.as_slice(),
                    v if n == 1 && !v.is_array() => std::slice::from_ref(v),
                    _ => return Err(shape_error(&format!("an array of {n} numbers"))),
                };
                if items.len() != n as usize {
                    return Err(shape_error(&format!("an array of {n} numbers")));
                }
                for (i, item) in items.iter().enumerate() {
                    let at = at + i as u32 * s.width as u32;
                    self.scalar(s, at, item, &format!("{path}[{i}]"))?;
                }
                Ok(())
            }
            TypeKind::Matrix {
                scalar, rows, cols, ..
            } => {
                let (r, c) = (rows as usize, cols as usize);
                let wanted = format!("{r} rows of {c} numbers, or {} numbers row by row", r * c);
                let Value::Array(items) = value else {
                    return Err(shape_error(&wanted));
                };
                // Nested (one array per row) or flat, row by row.
                let elements: Vec<&Value> = if items.len() == r && items.iter().all(Value::is_array)
                {
                    let mut flat = Vec::with_capacity(r * c);
                    for row in items {
                        match row.as_array() {
                            Some(row) if row.len() == c => flat.extend(row),
                            _ => return Err(shape_error(&wanted)),
                        }
                    }
                    flat
                } else if items.len() == r * c && !items.iter().any(Value::is_array) {
                    items.iter().collect()
                } else {
                    return Err(shape_error(&wanted));
                };
                for (i, item) in elements.into_iter().enumerate() {
                    let (row, col) = ((i / c) as u32, (i % c) as u32);
                    let offset = layout::matrix_offset(&p.types, ty, self.packing, row, col);
                    self.scalar(scalar, at + offset, item, &format!("{path}[{row}][{col}]"))?;
                }
                Ok(())
            }
            TypeKind::Array {
                elem,
                len: Some(len),
            } => {
                let items = match value {
                    Value::Array(items) if items.len() == len as usize => items,
                    _ => return Err(shape_error(&format!("an array of {len} elements"))),
                };
                let stride = layout::array_stride(&p.types, &p.structs, elem, self.packing);
                for (i, item) in items.iter().enumerate() {
                    self.value(elem, at + i as u32 * stride, item, &format!("{path}[{i}]"))?;
                }
                Ok(())
            }
            TypeKind::Struct(s) => {
                let Value::Object(fields) = value else {
                    return Err(shape_error("an object of its fields"));
                };
                let def = &p.structs[s];
                let offsets = layout::field_offsets(&p.types, &p.structs, ty, self.packing);
                for (name, item) in fields {
                    let Some(i) = def.fields.iter().position(|f| f.name == *name) else {
                        let names: Vec<&str> = def.fields.iter().map(|f| f.name.as_str()).collect();
                        return Err(format!(
                            "member '{path}' ({}) has no field '{name}' (its fields: {})",
                            p.type_name(ty),
                            names.join(", ")
                        ));
                    };
                    let path = format!("{path}.{name}");
                    self.value(def.fields[i].ty, at + offsets[i], item, &path)?;
                }
                Ok(())
            }
            _ => Err(format!(
                "member '{path}' ({}) cannot be given a value",
                p.type_name(ty)
            )),
        }
    }

    fn scalar(
        &mut self,
        scalar: hlsl_sema::types::Scalar,
        at: u32,
        value: &Value,
        path: &str,
    ) -> Result<(), String> {
        let bytes = scalar_bytes(scalar, value).map_err(|e| format!("member '{path}': {e}"))?;
        let at = at as usize;
        self.out
            .get_mut(at..at + bytes.len())
            .ok_or_else(|| format!("internal error: member '{path}' lies outside the cbuffer"))?
            .copy_from_slice(&bytes);
        Ok(())
    }
}

/// A JSON value shortened for an error message.
fn brief(value: &Value) -> String {
    let text = value.to_string();
    match text.char_indices().nth(40) {
        Some((cut, _)) => format!("{}…", &text[..cut]),
        None => text,
    }
}
