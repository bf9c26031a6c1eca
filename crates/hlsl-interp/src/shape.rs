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
    /// Byte offset of each component in the structured-buffer layout of
    /// the program's rules (`LayoutRules::structured`).
    pub structured: Vec<u32>,
    /// The distance between elements of the type in a structured buffer.
    pub stride: u32,
    /// Byte offset of each component where `ByteAddressBuffer::Load<T>`
    /// reads it (`LayoutRules::raw_buffer`).
    pub raw: Vec<u32>,
    /// Byte offset of each component under each packing the program's
    /// cbuffers, tbuffers and push constants use.
    pub buffer: Vec<(layout::Packing, Vec<u32>)>,
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
    pub rules: layout::LayoutRules,
    cache: RefCell<FxHashMap<TypeId, Rc<Shape>>>,
}

impl Shape {
    /// Byte offset of component `c` in a constant buffer laid out with
    /// `packing`.
    pub fn cbuffer_offset(&self, c: usize, packing: layout::Packing) -> u32 {
        self.buffer
            .iter()
            .find(|(p, _)| *p == packing)
            .map_or(0, |(_, offsets)| offsets[c])
    }
}

impl<'p> Shapes<'p> {
    pub fn new(
        types: &'p Types,
        structs: &'p Arena<StructDef>,
        rules: layout::LayoutRules,
    ) -> Shapes<'p> {
        Shapes {
            types,
            structs,
            rules,
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
        let comps = |packing| layout::component_offsets(types, self.structs, ty, packing);
        let offsets = |packing| comps(packing).iter().map(|&(o, _)| o).collect::<Vec<_>>();
        let sb = self.rules.structured();
        let structured_comps = comps(sb);
        let mut buffer: Vec<(layout::Packing, Vec<u32>)> = Vec::new();
        // FXC's packing too: a program built by hand may pack a cbuffer
        // so whatever its rules (`CBuffer::packing` decides).
        for p in [
            self.rules.cbuffer(),
            self.rules.tbuffer(),
            self.rules.push_constant(),
            layout::Packing::CBuffer,
        ] {
            if !buffer.iter().any(|(q, _)| *q == p) {
                buffer.push((p, offsets(p)));
            }
        }
        let mut shape = Shape {
            flat: structured_comps.len(),
            scalars: structured_comps.iter().map(|&(_, s)| s).collect(),
            structured: structured_comps.iter().map(|&(o, _)| o).collect(),
            stride: layout::array_stride(types, self.structs, ty, sb),
            raw: offsets(self.rules.raw_buffer()),
            buffer,
            ..Shape::default()
        };
        match *types.get(ty) {
            TypeKind::Scalar(_) => {
                shape.elem_flat = 1;
                shape.len = 1;
            }
            TypeKind::Vector(_, n) => {
                shape.elem_flat = 1;
                shape.len = n as usize;
            }
            TypeKind::Matrix { rows, cols, .. } => {
                shape.elem_flat = cols as usize;
                shape.len = rows as usize;
            }
            TypeKind::Array { elem, len } => {
                shape.elem_flat = self.get(elem).flat;
                shape.len = len.unwrap_or(0) as usize;
            }
            TypeKind::Struct(sid) => {
                let mut at = 0;
                for f in &self.structs[sid].fields {
                    shape.fields.push(at);
                    at += self.get(f.ty).flat;
                }
                shape.len = shape.fields.len();
            }
            TypeKind::Error
            | TypeKind::Void
            | TypeKind::Resource { .. }
            | TypeKind::Pointer { .. }
            | TypeKind::ArrayRef { .. } => {}
        }
        shape
    }
}
