//! Buffers whose HLSL layout naga cannot express, kept as 32-bit words.
//!
//! naga checks explicit offsets and strides against its own alignment
//! rules (vec2 to 8 bytes, vec3/vec4 and uniform arrays to 16, structs to
//! their largest member, members may not overlap, matrix columns 8 or 16
//! bytes apart). HLSL places many things where those rules forbid: a
//! `float2` at offset 4 of a cbuffer, a scalar in the last row of an array
//! or struct, a `float2x2` with its rows in separate registers, a
//! `StructuredBuffer<float3>` with a stride of 12. When any member of a
//! buffer is placed like that, the whole buffer is lowered as words
//! instead of typed members:
//!
//! * a cbuffer is `struct { rows: array<vec4<u32>, N> }` (one `vec4<u32>`
//!   per 16-byte register, which every target's uniform layout accepts);
//! * a structured (or typed) buffer is `struct { data: array<u32> }`, its
//!   element `i` starting at word `i * stride / 4`.
//!
//! A place in such a buffer is a [`WordPlace`]: the IR type found there
//! and its word offset (a constant plus an optional dynamic part), both
//! computed from `hlsl_sema::layout`, the offsets the interpreter uses.
//! Reading it loads every 32-bit component and rebuilds the value (a
//! bitcast for `float`/`int`, `!= 0` for `bool`, `Compose` for vectors,
//! matrices, arrays and structs); writing it stores every component. An
//! index into an array, vector or matrix inside the buffer is checked
//! against its length: out of range, reads give zero and writes are
//! dropped, as for typed members. A structured buffer's element index is
//! left to naga's bounds-check policy on the word array (clamped so that
//! `index * stride` cannot wrap back into range).

use crate::func::FnCtx;
use crate::types::{self, Layout};
use crate::{unsupported, Lowered};
use hlsl_base::Span;
use hlsl_sema::ir::ExprId;
use hlsl_sema::layout::{self, Packing};
use hlsl_sema::types::{Scalar, ScalarKind, TypeId, TypeKind};
use naga::{BinaryOperator, Block, Expression, Handle, Statement};

/// A value of IR type `ty` inside a buffer that is kept as words.
#[derive(Clone, Copy, Debug)]
pub(crate) struct WordPlace {
    /// Pointer to the buffer's words: `array<vec4<u32>, N>` for a cbuffer
    /// (`rows`), `array<u32>` for a structured buffer or push constants.
    pub data: Handle<Expression>,
    /// The layout that places fields, elements and matrix lines.
    pub packing: Packing,
    pub rows: bool,
    /// The word offset: `dynamic` (a `u32`, if any) plus `words`.
    pub dynamic: Option<Handle<Expression>>,
    pub words: u32,
    /// Whether every index on the way was in range (`None`: statically).
    pub valid: Option<Handle<Expression>>,
    pub ty: TypeId,
}

impl WordPlace {
    /// The place `bytes` further on, holding a `ty`.
    fn at(self, bytes: u32, ty: TypeId) -> WordPlace {
        WordPlace {
            words: self.words + bytes / 4,
            ty,
            ..self
        }
    }
}

impl FnCtx<'_, '_> {
    fn u32_lit(&mut self, v: u32, sp: Span, block: &mut Block) -> Handle<Expression> {
        self.add(Expression::Literal(naga::Literal::U32(v)), sp, block)
    }

    pub fn binary_u32(
        &mut self,
        op: BinaryOperator,
        left: Handle<Expression>,
        right: u32,
        sp: Span,
        block: &mut Block,
    ) -> Handle<Expression> {
        let right = self.u32_lit(right, sp, block);
        self.add(Expression::Binary { op, left, right }, sp, block)
    }

    /// An index expression as a `u32` (a negative `int` becomes a large
    /// value, out of range like it).
    pub fn index_u32(&mut self, index: ExprId, block: &mut Block) -> Lowered<Handle<Expression>> {
        let idx = self.value(index, block)?;
        let e = &self.body.exprs[index];
        Ok(match types::shape(self.m.program, e.ty) {
            // A signed index, or one of another width (16- or 64-bit), as
            // the `uint` D3D takes.
            Some((s, _)) if s.kind == ScalarKind::Sint || s.width != 4 => self.add(
                Expression::As {
                    expr: idx,
                    kind: naga::ScalarKind::Uint,
                    convert: Some(4),
                },
                e.span,
                block,
            ),
            _ => idx,
        })
    }

    /// Element `idx` (a `u32` value) of a structured buffer kept as words,
    /// whose elements are `stride` words apart; `at` is the buffer's start.
    /// naga's bounds checks on the word array cover the element index.
    pub fn element_words(
        &mut self,
        at: WordPlace,
        mut idx: Handle<Expression>,
        stride: u32,
        sp: Span,
        block: &mut Block,
    ) -> WordPlace {
        if stride > 1 {
            // An index so large that `index * stride` would wrap is kept at
            // a word index past the end of any buffer (2^32 bytes at most),
            // so the bounds checks still see it as out of range.
            let limit = self.u32_lit((u32::MAX - (stride - 1)) / stride, sp, block);
            idx = self.add(
                Expression::Math {
                    fun: naga::MathFunction::Min,
                    arg: idx,
                    arg1: Some(limit),
                    arg2: None,
                    arg3: None,
                },
                sp,
                block,
            );
            idx = self.binary_u32(BinaryOperator::Multiply, idx, stride, sp, block);
        }
        WordPlace {
            dynamic: Some(idx),
            ..at
        }
    }

    /// Component `c` of the vector at `p`, a place of type `ty`.
    pub fn swizzle_component(&mut self, p: WordPlace, c: u8, ty: TypeId) -> WordPlace {
        let w = self
            .m
            .program
            .types
            .scalar_of(p.ty)
            .map_or(4, |s| s.width as u32);
        p.at(c as u32 * w, ty)
    }

    /// Field `index` of the struct at `p`.
    pub fn words_field(&mut self, p: WordPlace, index: u32, ty: TypeId) -> WordPlace {
        let program = self.m.program;
        let offsets = layout::field_offsets(&program.types, &program.structs, p.ty, p.packing);
        p.at(offsets.get(index as usize).copied().unwrap_or(0), ty)
    }

    /// Element `index` of the array, vector or (row_major) matrix at `p`:
    /// a place of type `ty`.
    pub fn words_index(
        &mut self,
        p: WordPlace,
        index: ExprId,
        const_index: Option<u32>,
        ty: TypeId,
        sp: Span,
        block: &mut Block,
    ) -> Lowered<WordPlace> {
        let program = self.m.program;
        let (stride, len) = match *program.types.get(p.ty) {
            TypeKind::Array { elem, len } => (
                layout::array_stride(&program.types, &program.structs, elem, p.packing),
                len,
            ),
            TypeKind::Vector(s, n) => (s.width as u32, Some(n as u32)),
            TypeKind::Matrix {
                rows,
                column_major: false,
                ..
            } => (
                layout::matrix_offset(&program.types, p.ty, p.packing, 1, 0),
                Some(rows as u32),
            ),
            _ => return unsupported("indexing this buffer member", sp),
        };
        if let Some(i) = const_index {
            let mut q = p.at(i * stride, ty);
            if len.is_some_and(|n| i >= n) {
                q.words = p.words;
                let f = self.add(Expression::Literal(naga::Literal::Bool(false)), sp, block);
                q.valid = Some(f);
            }
            return Ok(q);
        }
        let idx = self.index_u32(index, block)?;
        let mut q = p.at(0, ty);
        let step = if stride == 4 {
            idx
        } else {
            self.binary_u32(BinaryOperator::Multiply, idx, stride / 4, sp, block)
        };
        q.dynamic = Some(match p.dynamic {
            Some(d) => self.add(
                Expression::Binary {
                    op: BinaryOperator::Add,
                    left: d,
                    right: step,
                },
                sp,
                block,
            ),
            None => step,
        });
        if let Some(n) = len {
            let ok = self.binary_u32(BinaryOperator::Less, idx, n, sp, block);
            q.valid = Some(match p.valid {
                Some(v) => self.add(
                    Expression::Binary {
                        op: BinaryOperator::LogicalAnd,
                        left: v,
                        right: ok,
                    },
                    sp,
                    block,
                ),
                None => ok,
            });
        }
        Ok(q)
    }

    /// A pointer to the `u32` word at `p`.
    fn word_at(&mut self, p: WordPlace, sp: Span, block: &mut Block) -> Handle<Expression> {
        let data = p.data;
        match (p.dynamic, p.rows) {
            (None, true) => {
                let row = self.add(
                    Expression::AccessIndex {
                        base: data,
                        index: p.words / 4,
                    },
                    sp,
                    block,
                );
                self.add(
                    Expression::AccessIndex {
                        base: row,
                        index: p.words % 4,
                    },
                    sp,
                    block,
                )
            }
            // A push constant's words are one flat array, like a
            // structured buffer's (`push_constants.rs`).
            (None, false) => self.add(
                Expression::AccessIndex {
                    base: data,
                    index: p.words,
                },
                sp,
                block,
            ),
            (Some(d), rows) => {
                let word = if p.words == 0 {
                    d
                } else {
                    self.binary_u32(BinaryOperator::Add, d, p.words, sp, block)
                };
                if !rows {
                    return self.add(
                        Expression::Access {
                            base: data,
                            index: word,
                        },
                        sp,
                        block,
                    );
                }
                let r = self.binary_u32(BinaryOperator::ShiftRight, word, 2, sp, block);
                let c = self.binary_u32(BinaryOperator::And, word, 3, sp, block);
                let row = self.add(
                    Expression::Access {
                        base: data,
                        index: r,
                    },
                    sp,
                    block,
                );
                self.add(
                    Expression::Access {
                        base: row,
                        index: c,
                    },
                    sp,
                    block,
                )
            }
        }
    }

    /// Reads the value at `p` (in naga's natural layout).
    pub fn load_split(
        &mut self,
        p: WordPlace,
        sp: Span,
        block: &mut Block,
    ) -> Lowered<Handle<Expression>> {
        let program = self.m.program;
        let (types, structs) = (&program.types, &program.structs);
        let components = match *types.get(p.ty) {
            TypeKind::Scalar(s) | TypeKind::Vector(s, 1) => {
                return self.load_scalar(p, s, sp, block)
            }
            TypeKind::Vector(s, n) => {
                let mut c = Vec::with_capacity(n as usize);
                for k in 0..n as u32 {
                    c.push(self.load_scalar(p.at(k * s.width as u32, p.ty), s, sp, block)?);
                }
                c
            }
            TypeKind::Matrix {
                scalar,
                rows,
                cols,
                column_major,
            } => {
                // naga's columns are the HLSL rows, or the HLSL columns of
                // a column_major matrix (see matrix.rs).
                let (lines, len) = hlsl_sema::layout::matrix_lines(rows, cols, column_major);
                let mut c = Vec::with_capacity(lines as usize);
                for l in 0..lines as u32 {
                    let mut line = Vec::with_capacity(len as usize);
                    for k in 0..len as u32 {
                        let (r, col) = if column_major { (k, l) } else { (l, k) };
                        let off = layout::matrix_offset(types, p.ty, p.packing, r, col);
                        line.push(self.load_scalar(p.at(off, p.ty), scalar, sp, block)?);
                    }
                    c.push(self.vector_of(scalar, line, sp, block)?);
                }
                c
            }
            TypeKind::Array { elem, len } => {
                let Some(n) = len else {
                    return unsupported("reading a runtime-sized array", sp);
                };
                let stride = layout::array_stride(types, structs, elem, p.packing);
                let mut c = Vec::with_capacity(n as usize);
                for i in 0..n {
                    c.push(self.load_split(p.at(i * stride, elem), sp, block)?);
                }
                c
            }
            TypeKind::Struct(sid) => {
                let offsets = layout::field_offsets(types, structs, p.ty, p.packing);
                let mut c = Vec::with_capacity(offsets.len());
                for (f, off) in structs[sid].fields.iter().zip(offsets) {
                    c.push(self.load_split(p.at(off, f.ty), sp, block)?);
                }
                c
            }
            TypeKind::Resource { .. }
            | TypeKind::Void
            | TypeKind::Error
            | TypeKind::Pointer { .. }
            | TypeKind::ArrayRef { .. } => {
                return unsupported(format!("a value of type '{}'", program.type_name(p.ty)), sp)
            }
        };
        let ty = self.m.ty(p.ty, Layout::Natural, sp)?;
        Ok(self.add(Expression::Compose { ty, components }, sp, block))
    }

    fn load_scalar(
        &mut self,
        p: WordPlace,
        s: Scalar,
        sp: Span,
        block: &mut Block,
    ) -> Lowered<Handle<Expression>> {
        word_scalar(s, sp)?;
        if s.width == 8 {
            return self.load_scalar64(p, s, sp, block);
        }
        let ptr = self.word_at(p, sp, block);
        let word = self.load(ptr, sp, block);
        let v = match s.kind {
            ScalarKind::Uint => word,
            ScalarKind::Bool => self.binary_u32(BinaryOperator::NotEqual, word, 0, sp, block),
            ScalarKind::Sint | ScalarKind::Float => self.add(
                Expression::As {
                    expr: word,
                    kind: if s.kind == ScalarKind::Sint {
                        naga::ScalarKind::Sint
                    } else {
                        naga::ScalarKind::Float
                    },
                    convert: None,
                },
                sp,
                block,
            ),
        };
        self.zero_unless_valid(p, s, v, sp, block)
    }

    /// `v` read from `p`, or zero when an index on the way was out of
    /// range.
    fn zero_unless_valid(
        &mut self,
        p: WordPlace,
        s: Scalar,
        v: Handle<Expression>,
        sp: Span,
        block: &mut Block,
    ) -> Lowered<Handle<Expression>> {
        let Some(valid) = p.valid else {
            return Ok(v);
        };
        let zero = match (s.kind, s.width) {
            (ScalarKind::Bool, _) => naga::Literal::Bool(false),
            (ScalarKind::Uint, 8) => naga::Literal::U64(0),
            (ScalarKind::Sint, 8) => naga::Literal::I64(0),
            (ScalarKind::Float, 8) => naga::Literal::F64(0.0),
            (ScalarKind::Uint, _) => naga::Literal::U32(0),
            (ScalarKind::Sint, _) => naga::Literal::I32(0),
            (ScalarKind::Float, _) => naga::Literal::F32(0.0),
        };
        let zero = self.add(Expression::Literal(zero), sp, block);
        Ok(self.add(
            Expression::Select {
                condition: valid,
                accept: v,
                reject: zero,
            },
            sp,
            block,
        ))
    }

    /// A 64-bit scalar from two words, the low one first (little-endian,
    /// as D3D and Vulkan lay it out): `lo | hi << 32`, then a bitcast.
    fn load_scalar64(
        &mut self,
        p: WordPlace,
        s: Scalar,
        sp: Span,
        block: &mut Block,
    ) -> Lowered<Handle<Expression>> {
        let mut halves = [p, p.at(4, p.ty)].map(|q| (q, None));
        for (q, v) in &mut halves {
            let ptr = self.word_at(*q, sp, block);
            let word = self.load(ptr, sp, block);
            *v = Some(self.add(
                Expression::As {
                    expr: word,
                    kind: naga::ScalarKind::Uint,
                    convert: Some(8),
                },
                sp,
                block,
            ));
        }
        let [(_, Some(lo)), (_, Some(hi))] = halves else {
            return unsupported("a 64-bit value in a buffer", sp);
        };
        let shift = self.u32_lit(32, sp, block);
        let high = self.add(
            Expression::Binary {
                op: BinaryOperator::ShiftLeft,
                left: hi,
                right: shift,
            },
            sp,
            block,
        );
        let bits = self.add(
            Expression::Binary {
                op: BinaryOperator::InclusiveOr,
                left: lo,
                right: high,
            },
            sp,
            block,
        );
        let v = match s.kind {
            ScalarKind::Sint | ScalarKind::Float => self.add(
                Expression::As {
                    expr: bits,
                    kind: if s.kind == ScalarKind::Sint {
                        naga::ScalarKind::Sint
                    } else {
                        naga::ScalarKind::Float
                    },
                    convert: None,
                },
                sp,
                block,
            ),
            _ => bits,
        };
        self.zero_unless_valid(p, s, v, sp, block)
    }

    /// Writes a 64-bit scalar as two words, the low one first.
    fn store_scalar64(
        &mut self,
        p: WordPlace,
        s: Scalar,
        v: Handle<Expression>,
        sp: Span,
        block: &mut Block,
    ) {
        let bits = match s.kind {
            ScalarKind::Uint => v,
            _ => self.add(
                Expression::As {
                    expr: v,
                    kind: naga::ScalarKind::Uint,
                    convert: None,
                },
                sp,
                block,
            ),
        };
        let shift = self.u32_lit(32, sp, block);
        let high = self.add(
            Expression::Binary {
                op: BinaryOperator::ShiftRight,
                left: bits,
                right: shift,
            },
            sp,
            block,
        );
        for (q, part) in [(p, bits), (p.at(4, p.ty), high)] {
            let word = self.add(
                Expression::As {
                    expr: part,
                    kind: naga::ScalarKind::Uint,
                    convert: Some(4),
                },
                sp,
                block,
            );
            let ptr = self.word_at(q, sp, block);
            self.store(ptr, word, sp, block);
        }
    }

    /// Writes `value` (in naga's natural layout) to `p`; nothing is
    /// written when an index on the way was out of range.
    pub fn store_split(
        &mut self,
        p: WordPlace,
        value: Handle<Expression>,
        sp: Span,
        block: &mut Block,
    ) -> Lowered<()> {
        let Some(condition) = p.valid else {
            return self.store_split_in(p, value, sp, block);
        };
        self.flush(block);
        let p = WordPlace { valid: None, ..p };
        let accept = self.nested(|c, b| c.store_split_in(p, value, sp, b))?;
        block.push(
            Statement::If {
                condition,
                accept,
                reject: Block::new(),
            },
            crate::resources::span(sp),
        );
        self.start();
        Ok(())
    }

    /// Reads components `pattern[..len]` of the vector at `p` as a value
    /// of type `ty`.
    pub fn load_split_swizzle(
        &mut self,
        p: WordPlace,
        ty: TypeId,
        pattern: [u8; 4],
        len: u8,
        sp: Span,
        block: &mut Block,
    ) -> Lowered<Handle<Expression>> {
        let Some(s) = self.m.program.types.scalar_of(p.ty) else {
            return unsupported("this swizzle", sp);
        };
        let mut components = Vec::with_capacity(len as usize);
        for &c in &pattern[..len as usize] {
            let q = p.at(c as u32 * s.width as u32, p.ty);
            components.push(self.load_scalar(q, s, sp, block)?);
        }
        let ty = self.m.ty(ty, Layout::Natural, sp)?;
        Ok(self.add(Expression::Compose { ty, components }, sp, block))
    }

    /// Writes the components of `value` to components `pattern[..len]` of
    /// the vector at `p`.
    pub fn store_split_swizzle(
        &mut self,
        p: WordPlace,
        pattern: [u8; 4],
        len: u8,
        value: Handle<Expression>,
        sp: Span,
        block: &mut Block,
    ) -> Lowered<()> {
        let Some(s) = self.m.program.types.scalar_of(p.ty) else {
            return unsupported("this swizzle", sp);
        };
        let write = |c: &mut Self, b: &mut Block| -> Lowered<()> {
            for (j, &k) in pattern[..len as usize].iter().enumerate() {
                let v = c.add(
                    Expression::AccessIndex {
                        base: value,
                        index: j as u32,
                    },
                    sp,
                    b,
                );
                let q = WordPlace { valid: None, ..p }.at(k as u32 * s.width as u32, p.ty);
                c.store_scalar(q, s, v, sp, b)?;
            }
            Ok(())
        };
        let Some(condition) = p.valid else {
            return write(self, block);
        };
        self.flush(block);
        let accept = self.nested(write)?;
        block.push(
            Statement::If {
                condition,
                accept,
                reject: Block::new(),
            },
            crate::resources::span(sp),
        );
        self.start();
        Ok(())
    }

    fn store_split_in(
        &mut self,
        p: WordPlace,
        value: Handle<Expression>,
        sp: Span,
        block: &mut Block,
    ) -> Lowered<()> {
        let program = self.m.program;
        let (types, structs) = (&program.types, &program.structs);
        match *types.get(p.ty) {
            TypeKind::Scalar(s) | TypeKind::Vector(s, 1) => {
                self.store_scalar(p, s, value, sp, block)
            }
            TypeKind::Vector(s, n) => {
                for k in 0..n as u32 {
                    let v = self.add(
                        Expression::AccessIndex {
                            base: value,
                            index: k,
                        },
                        sp,
                        block,
                    );
                    self.store_scalar(p.at(k * s.width as u32, p.ty), s, v, sp, block)?;
                }
                Ok(())
            }
            TypeKind::Matrix {
                scalar,
                rows,
                cols,
                column_major,
            } => {
                let (lines, len) = hlsl_sema::layout::matrix_lines(rows, cols, column_major);
                for l in 0..lines as u32 {
                    let line = self.add(
                        Expression::AccessIndex {
                            base: value,
                            index: l,
                        },
                        sp,
                        block,
                    );
                    for k in 0..len as u32 {
                        let (r, col) = if column_major { (k, l) } else { (l, k) };
                        let off = layout::matrix_offset(types, p.ty, p.packing, r, col);
                        let v = self.line_component(line, len, k as u8, sp, block);
                        self.store_scalar(p.at(off, p.ty), scalar, v, sp, block)?;
                    }
                }
                Ok(())
            }
            TypeKind::Array { elem, len } => {
                let Some(n) = len else {
                    return unsupported("assigning a runtime-sized array", sp);
                };
                let stride = layout::array_stride(types, structs, elem, p.packing);
                for i in 0..n {
                    let v = self.add(
                        Expression::AccessIndex {
                            base: value,
                            index: i,
                        },
                        sp,
                        block,
                    );
                    self.store_split_in(p.at(i * stride, elem), v, sp, block)?;
                }
                Ok(())
            }
            TypeKind::Struct(sid) => {
                let offsets = layout::field_offsets(types, structs, p.ty, p.packing);
                for (i, (f, off)) in structs[sid].fields.iter().zip(offsets).enumerate() {
                    let v = self.add(
                        Expression::AccessIndex {
                            base: value,
                            index: i as u32,
                        },
                        sp,
                        block,
                    );
                    self.store_split_in(p.at(off, f.ty), v, sp, block)?;
                }
                Ok(())
            }
            TypeKind::Resource { .. }
            | TypeKind::Void
            | TypeKind::Error
            | TypeKind::Pointer { .. }
            | TypeKind::ArrayRef { .. } => {
                unsupported(format!("a value of type '{}'", program.type_name(p.ty)), sp)
            }
        }
    }

    fn store_scalar(
        &mut self,
        p: WordPlace,
        s: Scalar,
        v: Handle<Expression>,
        sp: Span,
        block: &mut Block,
    ) -> Lowered<()> {
        word_scalar(s, sp)?;
        if s.width == 8 {
            self.store_scalar64(p, s, v, sp, block);
            return Ok(());
        }
        let word = match s.kind {
            ScalarKind::Uint => v,
            ScalarKind::Bool => {
                let one = self.u32_lit(1, sp, block);
                let zero = self.u32_lit(0, sp, block);
                self.add(
                    Expression::Select {
                        condition: v,
                        accept: one,
                        reject: zero,
                    },
                    sp,
                    block,
                )
            }
            ScalarKind::Sint | ScalarKind::Float => self.add(
                Expression::As {
                    expr: v,
                    kind: naga::ScalarKind::Uint,
                    convert: None,
                },
                sp,
                block,
            ),
        };
        let ptr = self.word_at(p, sp, block);
        self.store(ptr, word, sp, block);
        Ok(())
    }
}

/// Words hold 32-bit scalars (and bools), and 64-bit ones in two; a
/// 16-bit one would take part of a word.
fn word_scalar(s: Scalar, sp: Span) -> Lowered<()> {
    types::scalar(s, sp)?;
    if s.width == 2 && s.kind != ScalarKind::Bool {
        return unsupported(
            format!(
                "a '{}' in a buffer whose layout naga cannot express (it is read as 32-bit words)",
                s.name()
            ),
            sp,
        );
    }
    Ok(())
}
