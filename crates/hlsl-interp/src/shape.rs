//! The flattened shape of each type, computed once per type and cached.
//!
//! A value of any type is a flat run of scalar components: vectors in
//! component order, matrices row by row, structs field by field, arrays
//! element by element. A [`Shape`] says how many components a type has,
//! each one's scalar, and where each lives in a structured buffer and in a
//! constant buffer, so memory access is a table lookup per component.

use hlsl_base::{Arena, FxHashMap};
use hlsl_sema::ir::StructDef;
use hlsl_sema::layout;
use hlsl_sema::types::{Scalar, TypeId, TypeKind, Types};
use std::cell::RefCell;
use std::rc::Rc;

#[derive(Debug, Default)]
pub struct Shape {
    /// Number of scalar components.
    pub flat: usize,
    /// The scalar of each component.
    pub scalars: Vec<Scalar>,
    /// Byte offset of each component in the structured-buffer layout.
    pub structured: Vec<u32>,
    /// Size of the type in a structured buffer (an element's stride).
    pub stride: u32,
    /// Byte offset of each component in the constant-buffer layout.
    pub cbuffer: Vec<u32>,
    /// Component offset of each struct field.
    pub fields: Vec<usize>,
    /// For arrays, vectors and matrices: components per element (row for a
    /// matrix) and the number of elements.
    pub elem_flat: usize,
    pub len: usize,
}

pub struct Shapes<'p> {
    pub types: &'p Types,
    pub structs: &'p Arena<StructDef>,
    cache: RefCell<FxHashMap<TypeId, Rc<Shape>>>,
}

impl<'p> Shapes<'p> {
    pub fn new(types: &'p Types, structs: &'p Arena<StructDef>) -> Shapes<'p> {
        Shapes {
            types,
            structs,
            cache: RefCell::default(),
        }
    }

    pub fn get(&self, ty: TypeId) -> Rc<Shape> {
        if let Some(s) = self.cache.borrow().get(&ty) {
            return s.clone();
        }
        let s = Rc::new(self.compute(ty));
        self.cache.borrow_mut().insert(ty, s.clone());
        s
    }

    pub fn flat(&self, ty: TypeId) -> usize {
        match self.types.get(ty) {
            TypeKind::Scalar(_) => 1,
            TypeKind::Vector(_, n) => *n as usize,
            _ => self.get(ty).flat,
        }
    }

    fn compute(&self, ty: TypeId) -> Shape {
        let types = self.types;
        let stride = layout::structured(types, self.structs, ty).size;
        match *types.get(ty) {
            TypeKind::Scalar(s) => Shape {
                flat: 1,
                scalars: vec![s],
                structured: vec![0],
                stride,
                cbuffer: vec![0],
                fields: Vec::new(),
                elem_flat: 1,
                len: 1,
            },
            TypeKind::Vector(s, n) => {
                let offs: Vec<u32> = (0..n as u32).map(|i| i * s.width as u32).collect();
                Shape {
                    flat: n as usize,
                    scalars: vec![s; n as usize],
                    structured: offs.clone(),
                    stride,
                    cbuffer: offs,
                    fields: Vec::new(),
                    elem_flat: 1,
                    len: n as usize,
                }
            }
            // Components are row by row; memory is row by row, or column by
            // column for `column_major` (each row or column a 16-byte
            // register in a cbuffer), as `layout` sizes matrices.
            TypeKind::Matrix {
                scalar,
                rows,
                cols,
                column_major,
            } => {
                let w = scalar.width as u32;
                let mut structured = Vec::new();
                let mut cbuffer = Vec::new();
                for r in 0..rows as u32 {
                    for c in 0..cols as u32 {
                        let (line, at, len) = if column_major {
                            (c, r, rows as u32)
                        } else {
                            (r, c, cols as u32)
                        };
                        structured.push((line * len + at) * w);
                        cbuffer.push(line * 16 + at * w);
                    }
                }
                Shape {
                    flat: rows as usize * cols as usize,
                    scalars: vec![scalar; rows as usize * cols as usize],
                    structured,
                    stride,
                    cbuffer,
                    fields: Vec::new(),
                    elem_flat: cols as usize,
                    len: rows as usize,
                }
            }
            TypeKind::Array { elem, len } => {
                let e = self.get(elem);
                let n = len.unwrap_or(0) as usize;
                let e_cb = layout::cbuffer_size(types, self.structs, elem).next_multiple_of(16);
                let mut shape = Shape {
                    flat: e.flat * n,
                    stride,
                    elem_flat: e.flat,
                    len: n,
                    ..Shape::default()
                };
                for i in 0..n as u32 {
                    shape.scalars.extend_from_slice(&e.scalars);
                    shape
                        .structured
                        .extend(e.structured.iter().map(|o| o + i * e.stride));
                    shape.cbuffer.extend(e.cbuffer.iter().map(|o| o + i * e_cb));
                }
                shape
            }
            TypeKind::Struct(sid) => {
                let s_offs = layout::structured_field_offsets(types, self.structs, ty);
                let (c_offs, _) = layout::cbuffer_struct_layout(types, self.structs, ty);
                let mut shape = Shape {
                    stride,
                    ..Shape::default()
                };
                for (i, f) in self.structs[sid].fields.iter().enumerate() {
                    let fs = self.get(f.ty);
                    shape.fields.push(shape.flat);
                    shape.flat += fs.flat;
                    shape.scalars.extend_from_slice(&fs.scalars);
                    let so = s_offs.get(i).copied().unwrap_or(0);
                    let co = c_offs.get(i).copied().unwrap_or(0);
                    shape
                        .structured
                        .extend(fs.structured.iter().map(|o| o + so));
                    shape.cbuffer.extend(fs.cbuffer.iter().map(|o| o + co));
                }
                shape.len = shape.fields.len();
                shape
            }
            TypeKind::Error | TypeKind::Void | TypeKind::Resource { .. } => Shape::default(),
        }
    }
}
