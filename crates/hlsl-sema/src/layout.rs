//! Memory layouts HLSL defines, shared by lowering and the interpreter so
//! both read the same bytes.
//!
//! * Structured buffers (`StructuredBuffer<T>` and friends) use D3D's
//!   layout: C-like, each scalar aligned to its own size, vectors and
//!   matrices aligned like their scalar, structs like their largest member.
//!   `StructuredBuffer<float3>` has a stride of 12.
//! * Constant buffers use HLSL's packing: 16-byte rows; a member never
//!   straddles a row; structs and arrays start on a row; each array element
//!   but the last takes whole rows.
//! * Push constants (`[[vk::push_constant]]`) use DXC's layout for them:
//!   std430 with HLSL's relaxed rule for vectors ([`push_constant`]).

use crate::ir::StructDef;
use crate::types::{TypeId, TypeKind, Types};
use hlsl_base::Arena;

/// Size and alignment of a type in a structured buffer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SizeAlign {
    pub size: u32,
    pub align: u32,
}

/// The D3D structured-buffer layout of `ty`.
pub fn structured(types: &Types, structs: &Arena<StructDef>, ty: TypeId) -> SizeAlign {
    match *types.get(ty) {
        TypeKind::Scalar(s) => SizeAlign {
            size: s.width as u32,
            align: s.width as u32,
        },
        TypeKind::Vector(s, n) => SizeAlign {
            size: s.width as u32 * n as u32,
            align: s.width as u32,
        },
        TypeKind::Matrix {
            scalar, rows, cols, ..
        } => SizeAlign {
            size: scalar.width as u32 * rows as u32 * cols as u32,
            align: scalar.width as u32,
        },
        TypeKind::Array { elem, len } => {
            let e = structured(types, structs, elem);
            SizeAlign {
                size: e.size * len.unwrap_or(0),
                align: e.align,
            }
        }
        TypeKind::Struct(s) => {
            let mut offset: u32 = 0;
            let mut align: u32 = 1;
            for f in &structs[s].fields {
                let m = structured(types, structs, f.ty);
                offset = offset.next_multiple_of(m.align);
                offset += m.size;
                align = align.max(m.align);
            }
            SizeAlign {
                size: offset.next_multiple_of(align),
                align,
            }
        }
        TypeKind::Error | TypeKind::Void | TypeKind::Resource { .. } => {
            SizeAlign { size: 0, align: 1 }
        }
    }
}

/// Byte offsets of a struct's fields in the structured-buffer layout.
pub fn structured_field_offsets(types: &Types, structs: &Arena<StructDef>, ty: TypeId) -> Vec<u32> {
    let TypeKind::Struct(s) = *types.get(ty) else {
        return Vec::new();
    };
    let mut offset: u32 = 0;
    structs[s]
        .fields
        .iter()
        .map(|f| {
            let m = structured(types, structs, f.ty);
            offset = offset.next_multiple_of(m.align);
            let at = offset;
            offset += m.size;
            at
        })
        .collect()
}

/// A matrix's lines in memory and the components of each: its rows, or
/// its columns when it is `column_major`.
pub fn matrix_lines(rows: u8, cols: u8, column_major: bool) -> (u8, u8) {
    if column_major {
        (cols, rows)
    } else {
        (rows, cols)
    }
}

/// The size `ty` takes in a constant buffer, not counting padding after it.
pub fn cbuffer_size(types: &Types, structs: &Arena<StructDef>, ty: TypeId) -> u32 {
    match *types.get(ty) {
        TypeKind::Scalar(s) => s.width as u32,
        TypeKind::Vector(s, n) => s.width as u32 * n as u32,
        // Each row (row_major) or column (column_major) takes a 16-byte
        // register; the last one only what it holds.
        TypeKind::Matrix {
            scalar,
            rows,
            cols,
            column_major,
        } => {
            let (lines, len) = matrix_lines(rows, cols, column_major);
            16 * (lines as u32 - 1) + scalar.width as u32 * len as u32
        }
        TypeKind::Array { elem, len } => {
            let n = len.unwrap_or(1).max(1);
            let e = cbuffer_size(types, structs, elem);
            e.next_multiple_of(16) * (n - 1) + e
        }
        TypeKind::Struct(_) => {
            let (_, end) = cbuffer_struct_layout(types, structs, ty);
            end
        }
        TypeKind::Error | TypeKind::Void | TypeKind::Resource { .. } => 0,
    }
}

/// Places a member of size `size` (and type `ty`) after `offset` under the
/// packing rules; returns its offset.
pub fn cbuffer_place(types: &Types, offset: u32, size: u32, ty: TypeId) -> u32 {
    let starts_row = matches!(types.get(ty), TypeKind::Array { .. } | TypeKind::Struct(_));
    let scalar_align = types.scalar_of(ty).map_or(4, |s| s.width as u32);
    let mut at = offset.next_multiple_of(scalar_align);
    if starts_row || (!at.is_multiple_of(16) && at % 16 + size > 16) {
        at = at.next_multiple_of(16);
    }
    at
}

/// Offsets of a constant buffer's members, given as their types and any
/// explicit offset (`register(cN)` on a uniform global, `packoffset`), and
/// the end of the last one. As DXC does: members with an explicit offset
/// sit there; the others are packed in declaration order after the end of
/// the furthest explicit one (not into gaps between them).
pub fn cbuffer_members_layout(
    types: &Types,
    structs: &Arena<StructDef>,
    members: &[(TypeId, Option<u32>)],
) -> (Vec<u32>, u32) {
    let mut end: u32 = 0;
    for &(ty, at) in members {
        if let Some(at) = at {
            end = end.max(at.saturating_add(cbuffer_size(types, structs, ty)));
        }
    }
    let mut offsets = Vec::with_capacity(members.len());
    for &(ty, at) in members {
        let at = at.unwrap_or_else(|| {
            let size = cbuffer_size(types, structs, ty);
            let at = cbuffer_place(types, end, size, ty);
            end = at + size;
            at
        });
        offsets.push(at);
    }
    (offsets, end)
}

/// Offsets of a struct's fields in a constant buffer, and the end of the
/// last one.
pub fn cbuffer_struct_layout(
    types: &Types,
    structs: &Arena<StructDef>,
    ty: TypeId,
) -> (Vec<u32>, u32) {
    let TypeKind::Struct(s) = *types.get(ty) else {
        return (Vec::new(), 0);
    };
    let mut offset: u32 = 0;
    let mut offsets = Vec::new();
    for f in &structs[s].fields {
        let size = cbuffer_size(types, structs, f.ty);
        let at = cbuffer_place(types, offset, size, f.ty);
        offsets.push(at);
        offset = at + size;
    }
    (offsets, offset)
}

/// A memory layout: D3D's structured-buffer layout, HLSL's cbuffer
/// packing, or DXC's push-constant layout.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Packing {
    Structured,
    CBuffer,
    PushConstant,
}

/// std430's base alignment of a vector of `n` scalars of `w` bytes: a
/// three-component vector aligns like a four-component one.
fn std430_vector_align(w: u32, n: u8) -> u32 {
    match n {
        1 => w,
        2 => 2 * w,
        _ => 4 * w,
    }
}

/// The distance between a matrix's lines (rows, or columns when it is
/// `column_major`) under std430: each line is a vector, rounded up to
/// its alignment (a `float3` line takes 16 bytes).
fn std430_line_stride(w: u32, len: u8) -> u32 {
    (w * len as u32).next_multiple_of(std430_vector_align(w, len))
}

/// The layout DXC gives a push-constant block (`[[vk::push_constant]]`)
/// by default: std430 (arrays and structs aligned like their most aligned
/// element, no rounding to 16), with HLSL's relaxed rule for vectors
/// ([`push_constant_place`]). The alignment is std430's, which a struct
/// takes from its members.
pub fn push_constant(types: &Types, structs: &Arena<StructDef>, ty: TypeId) -> SizeAlign {
    match *types.get(ty) {
        TypeKind::Scalar(s) => SizeAlign {
            size: s.width as u32,
            align: s.width as u32,
        },
        TypeKind::Vector(s, n) => SizeAlign {
            size: s.width as u32 * n as u32,
            align: std430_vector_align(s.width as u32, n),
        },
        TypeKind::Matrix {
            scalar,
            rows,
            cols,
            column_major,
        } => {
            let (lines, len) = matrix_lines(rows, cols, column_major);
            let w = scalar.width as u32;
            SizeAlign {
                size: std430_line_stride(w, len) * lines as u32,
                align: std430_vector_align(w, len),
            }
        }
        TypeKind::Array { elem, len } => {
            let e = push_constant(types, structs, elem);
            SizeAlign {
                size: e.size.next_multiple_of(e.align) * len.unwrap_or(0),
                align: e.align,
            }
        }
        TypeKind::Struct(_) => {
            let (_, end, align) = push_constant_fields(types, structs, ty);
            SizeAlign {
                size: end.next_multiple_of(align),
                align,
            }
        }
        TypeKind::Error | TypeKind::Void | TypeKind::Resource { .. } => {
            SizeAlign { size: 0, align: 1 }
        }
    }
}

/// Places a push-constant member of type `ty` after `offset`. A vector
/// aligns only like its scalar (so a `float3` packs after a `float`)
/// unless that would straddle a 16-byte boundary (or, for a vector larger
/// than 16 bytes, not start on one): then it moves to the next 16. This
/// is DXC's "relaxed" rule, its default for every buffer.
pub fn push_constant_place(
    types: &Types,
    structs: &Arena<StructDef>,
    offset: u32,
    ty: TypeId,
) -> u32 {
    place_push_constant(types, offset, ty, push_constant(types, structs, ty))
}

/// [`push_constant_place`] of a member whose layout `sa` is known (each
/// struct level computes its fields' once, so deep nesting stays linear).
fn place_push_constant(types: &Types, offset: u32, ty: TypeId, sa: SizeAlign) -> u32 {
    let TypeKind::Vector(s, _) = *types.get(ty) else {
        return offset.next_multiple_of(sa.align);
    };
    let at = offset.next_multiple_of(s.width as u32);
    let straddles = if sa.size <= 16 {
        at / 16 != (at + sa.size - 1) / 16
    } else {
        !at.is_multiple_of(16)
    };
    if straddles {
        at.next_multiple_of(16)
    } else {
        at
    }
}

/// Offsets of a struct's fields in the push-constant layout, the end of
/// the last one, and the struct's alignment.
fn push_constant_fields(
    types: &Types,
    structs: &Arena<StructDef>,
    ty: TypeId,
) -> (Vec<u32>, u32, u32) {
    let TypeKind::Struct(s) = *types.get(ty) else {
        return (Vec::new(), 0, 1);
    };
    let (mut end, mut align) = (0u32, 1u32);
    let offsets = structs[s]
        .fields
        .iter()
        .map(|f| {
            let sa = push_constant(types, structs, f.ty);
            let at = place_push_constant(types, end, f.ty, sa);
            end = at + sa.size;
            align = align.max(sa.align);
            at
        })
        .collect();
    (offsets, end, align)
}

/// The byte offset and scalar of every scalar component of `ty`, in value
/// order: vectors by component, matrices row by row, structs field by
/// field, arrays element by element. Matrices follow their orientation
/// (a `column_major` one is stored column by column; in a cbuffer each
/// row or column takes a 16-byte register). The interpreter and the
/// driver's buffer encoder both read memory through this one table.
pub fn component_offsets(
    types: &Types,
    structs: &Arena<StructDef>,
    ty: TypeId,
    packing: Packing,
) -> Vec<(u32, crate::types::Scalar)> {
    let mut out = Vec::new();
    push_components(types, structs, ty, packing, 0, &mut out);
    out
}

/// The byte distance between elements of an array of `elem`.
pub fn array_stride(
    types: &Types,
    structs: &Arena<StructDef>,
    elem: TypeId,
    packing: Packing,
) -> u32 {
    match packing {
        Packing::Structured => structured(types, structs, elem).size,
        Packing::CBuffer => cbuffer_size(types, structs, elem).next_multiple_of(16),
        Packing::PushConstant => {
            let e = push_constant(types, structs, elem);
            e.size.next_multiple_of(e.align)
        }
    }
}

/// Byte offsets of a struct's fields.
pub fn field_offsets(
    types: &Types,
    structs: &Arena<StructDef>,
    ty: TypeId,
    packing: Packing,
) -> Vec<u32> {
    match packing {
        Packing::Structured => structured_field_offsets(types, structs, ty),
        Packing::CBuffer => cbuffer_struct_layout(types, structs, ty).0,
        Packing::PushConstant => push_constant_fields(types, structs, ty).0,
    }
}

/// The byte offset of element (`row`, `col`) in a matrix of type `ty`: a
/// `column_major` one is stored column by column; in a cbuffer each row or
/// column takes a 16-byte register, in a structured buffer they are tight.
pub fn matrix_offset(types: &Types, ty: TypeId, packing: Packing, row: u32, col: u32) -> u32 {
    let TypeKind::Matrix {
        scalar,
        rows,
        cols,
        column_major,
    } = *types.get(ty)
    else {
        return 0;
    };
    let w = scalar.width as u32;
    let (line, at, len) = if column_major {
        (col, row, rows as u32)
    } else {
        (row, col, cols as u32)
    };
    let line_size = match packing {
        Packing::Structured => len * w,
        Packing::CBuffer => 16,
        Packing::PushConstant => std430_line_stride(w, len as u8),
    };
    line * line_size + at * w
}

fn push_components(
    types: &Types,
    structs: &Arena<StructDef>,
    ty: TypeId,
    packing: Packing,
    base: u32,
    out: &mut Vec<(u32, crate::types::Scalar)>,
) {
    match *types.get(ty) {
        TypeKind::Scalar(s) => out.push((base, s)),
        TypeKind::Vector(s, n) => {
            out.extend((0..n as u32).map(|i| (base + i * s.width as u32, s)));
        }
        TypeKind::Matrix {
            scalar, rows, cols, ..
        } => {
            for r in 0..rows as u32 {
                for c in 0..cols as u32 {
                    out.push((base + matrix_offset(types, ty, packing, r, c), scalar));
                }
            }
        }
        TypeKind::Array { elem, len } => {
            let stride = array_stride(types, structs, elem, packing);
            for i in 0..len.unwrap_or(0) {
                push_components(types, structs, elem, packing, base + i * stride, out);
            }
        }
        TypeKind::Struct(s) => {
            let offsets = field_offsets(types, structs, ty, packing);
            for (f, off) in structs[s].fields.iter().zip(offsets) {
                push_components(types, structs, f.ty, packing, base + off, out);
            }
        }
        TypeKind::Error | TypeKind::Void | TypeKind::Resource { .. } => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::types::Scalar;

    #[test]
    fn cbuffer_rows_are_never_straddled() {
        let mut t = Types::new();
        let f = Types::FLOAT;
        let f2 = t.vector(Scalar::F32, 2);
        let f3 = t.vector(Scalar::F32, 3);
        let f4 = t.vector(Scalar::F32, 4);
        // float3 then float shares the row.
        assert_eq!(cbuffer_place(&t, 12, 4, f), 12);
        // float then float2 packs at 4; float3 after float2 moves to the next row.
        assert_eq!(cbuffer_place(&t, 4, 8, f2), 4);
        assert_eq!(cbuffer_place(&t, 8, 12, f3), 16);
        assert_eq!(cbuffer_place(&t, 4, 16, f4), 16);
        let arr = t.intern(TypeKind::Array {
            elem: f,
            len: Some(3),
        });
        assert_eq!(cbuffer_size(&t, &Arena::new(), arr), 36);
        assert_eq!(cbuffer_place(&t, 4, 36, arr), 16);
    }

    #[test]
    fn explicit_offsets_come_first_and_the_rest_follows_them() {
        let mut t = Types::new();
        let f = Types::FLOAT;
        let f4 = t.vector(Scalar::F32, 4);
        let structs = Arena::new();
        // float a : register(c2); float4 b; float c : register(c0); float d;
        let members = [(f, Some(32)), (f4, None), (f, Some(0)), (f, None)];
        let (offsets, end) = cbuffer_members_layout(&t, &structs, &members);
        assert_eq!(offsets, vec![32, 48, 0, 64]);
        assert_eq!(end, 68);
        // Without explicit offsets it is the plain packing.
        let members = [(f, None), (f4, None), (f, None)];
        assert_eq!(
            cbuffer_members_layout(&t, &structs, &members),
            (vec![0, 16, 32], 36)
        );
    }

    #[test]
    fn cbuffer_matrices_take_a_register_per_row_or_column() {
        let mut t = Types::new();
        let m43 = |t: &mut Types, column_major| {
            t.intern(TypeKind::Matrix {
                scalar: Scalar::F32,
                rows: 4,
                cols: 3,
                column_major,
            })
        };
        let (col, row) = (m43(&mut t, true), m43(&mut t, false));
        // column_major float4x3: 3 registers of 4; row_major: 4 of 3.
        assert_eq!(cbuffer_size(&t, &Arena::new(), col), 2 * 16 + 16);
        assert_eq!(cbuffer_size(&t, &Arena::new(), row), 3 * 16 + 12);
        assert_eq!(structured(&t, &Arena::new(), col).size, 48);
    }

    #[test]
    fn structured_layout_is_tight() {
        let mut t = Types::new();
        let f3 = t.vector(Scalar::F32, 3);
        assert_eq!(
            structured(&t, &Arena::new(), f3),
            SizeAlign { size: 12, align: 4 }
        );
    }

    #[test]
    fn push_constants_follow_relaxed_std430() {
        use crate::ir::Field;
        let mut t = Types::new();
        let f = Types::FLOAT;
        let f2 = t.vector(Scalar::F32, 2);
        let f3 = t.vector(Scalar::F32, 3);
        let mut structs: Arena<StructDef> = Arena::new();
        let mat = |t: &mut Types, scalar, rows, cols, column_major| {
            t.intern(TypeKind::Matrix {
                scalar,
                rows,
                cols,
                column_major,
            })
        };
        let m32c = mat(&mut t, Scalar::F32, 3, 2, true);
        let i32r = mat(&mut t, Scalar::I32, 3, 2, false);
        let m32r = mat(&mut t, Scalar::F32, 3, 2, false);
        let i23r = mat(&mut t, Scalar::I32, 2, 3, false);
        let m23r = mat(&mut t, Scalar::F32, 2, 3, false);
        let arr = |t: &mut Types, elem, n| t.intern(TypeKind::Array { elem, len: Some(n) });
        let field = |name: &str, ty| Field {
            name: name.into(),
            ty,
            semantic: None,
            interpolation: None,
            span: hlsl_base::Span::default(),
        };
        // The member offsets DXC gives this struct in a push-constant block
        // (its SPIR-V tests, vk.layout.push-constant.std430).
        let (a, b, c, d) = (
            arr(&mut t, f2, 3),
            arr(&mut t, m32c, 2),
            arr(&mut t, i32r, 2),
            arr(&mut t, m32r, 2),
        );
        let inner = structs.alloc(StructDef {
            name: "T".into(),
            fields: vec![
                field("f1", a),
                field("f2", b),
                field("f4", c),
                field("f3", d),
            ],
            span: hlsl_base::Span::default(),
        });
        let tt = t.intern(TypeKind::Struct(inner));
        assert_eq!(array_stride(&t, &structs, f2, Packing::PushConstant), 8);
        assert_eq!(array_stride(&t, &structs, m32c, Packing::PushConstant), 32);
        assert_eq!(array_stride(&t, &structs, i32r, Packing::PushConstant), 24);
        assert_eq!(
            field_offsets(&t, &structs, tt, Packing::PushConstant),
            vec![0, 32, 96, 144]
        );
        assert_eq!(
            push_constant(&t, &structs, tt),
            SizeAlign {
                size: 192,
                align: 16
            }
        );
        let outer = structs.alloc(StructDef {
            name: "S".into(),
            fields: vec![
                field("f1", f),
                field("f2", f3),
                field("f4", tt),
                field("f5", i23r),
                field("f3", m23r),
            ],
            span: hlsl_base::Span::default(),
        });
        let st = t.intern(TypeKind::Struct(outer));
        // DXC's default relaxed rule packs the float3 after the float (its
        // std430 offset, with -fvk-use-gl-layout, is 16); the rest follows.
        assert_eq!(
            field_offsets(&t, &structs, st, Packing::PushConstant),
            vec![0, 4, 16, 208, 240]
        );
        // A row_major float2x3 is two rows of float3, 16 bytes apart.
        assert_eq!(matrix_offset(&t, m23r, Packing::PushConstant, 1, 2), 24);
        // A float3 that would straddle 16 bytes moves to the next 16.
        assert_eq!(push_constant_place(&t, &structs, 8, f3), 16);
    }
}
