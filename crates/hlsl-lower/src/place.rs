//! Places (l-values): naga pointers, plus swizzles of vector pointers,
//! which naga cannot store through (a swizzle store loads the vector,
//! builds the new one and stores it whole). Values in buffers may have a
//! different naga type than in registers (bool is u32; structs carry
//! explicit offsets), so loads and stores repack between layouts.

use crate::func::FnCtx;
use crate::resources::GlobalRef;
use crate::split::WordPlace;
use crate::types::{self, Layout};
use crate::{unsupported, Lowered};
use hlsl_base::Span;
use hlsl_sema::ir::{ExprId, ExprKind, Literal};
use hlsl_sema::layout::Packing;
use hlsl_sema::types::{ScalarKind, TypeId, TypeKind};
use naga::{Block, Expression, Handle};

#[derive(Clone, Copy, Debug)]
pub(crate) enum Place {
    /// A pointer to a value of IR type `ty` stored in `layout`.
    Ptr {
        ptr: Handle<Expression>,
        ty: TypeId,
        layout: Layout,
    },
    /// A value in a buffer kept as words (see `split.rs`).
    Words(WordPlace),
    /// Several components of the vector at a [`WordPlace`]; `ty` is the
    /// swizzle's type.
    WordsSwizzle {
        at: WordPlace,
        ty: TypeId,
        pattern: [u8; 4],
        len: u8,
    },
    /// Several components of the vector behind `ptr`.
    Swizzle {
        ptr: Handle<Expression>,
        vec_ty: TypeId,
        layout: Layout,
        pattern: [u8; 4],
        len: u8,
    },
    /// A whole structured buffer (only indexing it makes sense).
    Buffer {
        var: Handle<naga::GlobalVariable>,
        global: hlsl_sema::ir::GlobalId,
    },
    /// A texture or sampler (only indexing a texture makes sense).
    Image {
        var: Handle<naga::GlobalVariable>,
        global: hlsl_sema::ir::GlobalId,
    },
    /// The texel `coords` of a texture, of IR type `ty`.
    Texel {
        /// The image handle (an element of a binding array, or the
        /// global itself).
        image: Handle<Expression>,
        info: crate::images::ImageInfo,
        coords: Handle<Expression>,
        ty: TypeId,
    },
}

pub(crate) fn swizzle_component(c: u8) -> naga::SwizzleComponent {
    match c {
        0 => naga::SwizzleComponent::X,
        1 => naga::SwizzleComponent::Y,
        2 => naga::SwizzleComponent::Z,
        _ => naga::SwizzleComponent::W,
    }
}

/// A swizzle of the value behind `ptr` (of type `ty`), giving `result`.
struct SwizzleOf {
    ptr: Handle<Expression>,
    ty: TypeId,
    layout: Layout,
    pattern: [u8; 4],
    len: u8,
    result: TypeId,
}

impl FnCtx<'_, '_> {
    /// Lowers a place, evaluating its indices now.
    pub fn place(&mut self, e: ExprId, block: &mut Block) -> Lowered<Place> {
        let expr = &self.body.exprs[e];
        let sp = expr.span;
        Ok(match expr.kind {
            ExprKind::Local(l) => {
                let Some(&ptr) = self.locals.get(&l) else {
                    return unsupported("this local variable", sp);
                };
                Place::Ptr {
                    ptr,
                    ty: expr.ty,
                    layout: Layout::Natural,
                }
            }
            ExprKind::Global(g) => match self.m.globals.get(&g).copied() {
                Some(GlobalRef::Var { var, layout }) => {
                    let ptr = self.add(Expression::GlobalVariable(var), sp, block);
                    Place::Ptr {
                        ptr,
                        ty: expr.ty,
                        layout,
                    }
                }
                Some(GlobalRef::Buffer { var }) => Place::Buffer { var, global: g },
                Some(GlobalRef::Handle { var }) => Place::Image { var, global: g },
                Some(GlobalRef::CBufferMember { var, index, layout }) => {
                    let base = self.cbuffer_var(g, var, sp, block)?;
                    let ptr = self.add(Expression::AccessIndex { base, index }, sp, block);
                    Place::Ptr {
                        ptr,
                        ty: expr.ty,
                        layout,
                    }
                }
                Some(GlobalRef::CBufferWords {
                    var,
                    words,
                    packing,
                    rows,
                }) => {
                    let gv = self.cbuffer_var(g, var, sp, block)?;
                    let data = self.add(Expression::AccessIndex { base: gv, index: 0 }, sp, block);
                    Place::Words(WordPlace {
                        data,
                        packing,
                        rows,
                        dynamic: None,
                        words,
                        valid: None,
                        ty: expr.ty,
                    })
                }
                None => return unsupported("this global", sp),
            },
            ExprKind::Field { base, index } => match self.place(base, block)? {
                Place::Ptr { ptr, layout, .. } => {
                    let ptr = self.add(Expression::AccessIndex { base: ptr, index }, sp, block);
                    Place::Ptr {
                        ptr,
                        ty: expr.ty,
                        layout,
                    }
                }
                Place::Words(p) => Place::Words(self.words_field(p, index, expr.ty)),
                _ => return unsupported("this member access", sp),
            },
            ExprKind::Index { base, index } => {
                let base_place = self.place(base, block)?;
                let const_index = self.const_index(index);
                match base_place {
                    Place::Image { var, global } => {
                        return self.texel_place(var, global, index, expr.ty, sp, block);
                    }
                    Place::Texel { .. } => {
                        let p = self.texel_as_temp(base_place, sp, block)?;
                        self.note_texel_copy(base, base_place, &p);
                        let idx = self.value(index, block)?;
                        let Place::Ptr { ptr, layout, .. } = p else {
                            return unsupported("indexing this texel", sp);
                        };
                        let ptr = self.add(
                            Expression::Access {
                                base: ptr,
                                index: idx,
                            },
                            sp,
                            block,
                        );
                        Place::Ptr {
                            ptr,
                            ty: expr.ty,
                            layout,
                        }
                    }
                    Place::Buffer { var, global } => {
                        // The buffer before the index, as the code reads.
                        let gv = self.resource_var(global, var, sp, block)?;
                        // A negative constant as a `u32`, as D3D takes it:
                        // naga rejects a constant negative `i32` index
                        // (`sb[-1]`), which is element 2^32 - 1, out of
                        // bounds (read as zero, written nowhere). Found by
                        // the `compile` fuzz target (tests/cli.rs,
                        // negative_structured_buffer_index_pipeline).
                        let negative = matches!(
                            self.body.exprs[index].kind,
                            ExprKind::Literal(Literal::Sint(v)) if v < 0
                        );
                        let idx = if negative || self.m.word_buffers.contains_key(&var) {
                            self.index_u32(index, block)?
                        } else {
                            self.value(index, block)?
                        };
                        self.buffer_element(var, gv, idx, expr.ty, sp, block)
                    }
                    Place::Ptr { ptr, ty, layout } => {
                        if let Some((_, 0)) = types::shape(self.m.program, ty) {
                            // Indexing a one-component vector (a naga scalar).
                            let _ = self.value(index, block)?;
                            return Ok(Place::Ptr {
                                ptr,
                                ty: expr.ty,
                                layout,
                            });
                        }
                        let ptr = match const_index {
                            Some(i) => self.add(
                                Expression::AccessIndex {
                                    base: ptr,
                                    index: i,
                                },
                                sp,
                                block,
                            ),
                            None => {
                                let idx = self.index_value(index, ty, sp, block)?;
                                self.add(
                                    Expression::Access {
                                        base: ptr,
                                        index: idx,
                                    },
                                    sp,
                                    block,
                                )
                            }
                        };
                        Place::Ptr {
                            ptr,
                            ty: expr.ty,
                            layout,
                        }
                    }
                    Place::Words(p) => {
                        if let Some((_, 0)) = types::shape(self.m.program, p.ty) {
                            let _ = self.value(index, block)?;
                            return Ok(Place::Words(WordPlace { ty: expr.ty, ..p }));
                        }
                        let p = self.words_index(p, index, const_index, expr.ty, sp, block)?;
                        Place::Words(p)
                    }
                    Place::WordsSwizzle { at, pattern, .. } => match const_index {
                        Some(i) if i < 4 => {
                            Place::Words(self.swizzle_component(at, pattern[i as usize], expr.ty))
                        }
                        _ => return unsupported("dynamic indexing of a swizzle", sp),
                    },
                    Place::Swizzle {
                        ptr,
                        vec_ty,
                        layout,
                        pattern,
                        ..
                    } => match const_index {
                        Some(i) if i < 4 => {
                            let ptr = self.add(
                                Expression::AccessIndex {
                                    base: ptr,
                                    index: pattern[i as usize] as u32,
                                },
                                sp,
                                block,
                            );
                            let _ = vec_ty;
                            Place::Ptr {
                                ptr,
                                ty: expr.ty,
                                layout,
                            }
                        }
                        _ => return unsupported("dynamic indexing of a swizzle", sp),
                    },
                }
            }
            ExprKind::Swizzle { base, pattern, len } => match self.place(base, block)? {
                Place::Ptr { ptr, ty, layout } => {
                    let target = SwizzleOf {
                        ptr,
                        ty,
                        layout,
                        pattern,
                        len,
                        result: expr.ty,
                    };
                    self.swizzle_ptr(target, sp, block)?
                }
                Place::Swizzle {
                    ptr,
                    vec_ty,
                    layout,
                    pattern: outer,
                    ..
                } => {
                    let mut p = [0u8; 4];
                    for i in 0..len as usize {
                        p[i] = outer[(pattern[i] & 3) as usize];
                    }
                    if len == 1 {
                        let ptr = self.add(
                            Expression::AccessIndex {
                                base: ptr,
                                index: p[0] as u32,
                            },
                            sp,
                            block,
                        );
                        Place::Ptr {
                            ptr,
                            ty: expr.ty,
                            layout,
                        }
                    } else {
                        Place::Swizzle {
                            ptr,
                            vec_ty,
                            layout,
                            pattern: p,
                            len,
                        }
                    }
                }
                Place::Words(p) => {
                    let n = types::shape(self.m.program, p.ty).map_or(0, |(_, n)| n);
                    if len == 1 {
                        let c = if n == 0 { 0 } else { pattern[0] };
                        Place::Words(self.swizzle_component(p, c, expr.ty))
                    } else if n == 0 {
                        return unsupported("assigning to a swizzle of a scalar", sp);
                    } else {
                        Place::WordsSwizzle {
                            at: p,
                            ty: expr.ty,
                            pattern,
                            len,
                        }
                    }
                }
                Place::WordsSwizzle {
                    at, pattern: outer, ..
                } => {
                    let mut p = [0u8; 4];
                    for i in 0..len as usize {
                        p[i] = outer[(pattern[i] & 3) as usize];
                    }
                    if len == 1 {
                        Place::Words(self.swizzle_component(at, p[0], expr.ty))
                    } else {
                        Place::WordsSwizzle {
                            at,
                            ty: expr.ty,
                            pattern: p,
                            len,
                        }
                    }
                }
                Place::Buffer { .. } | Place::Image { .. } => {
                    return unsupported("a swizzle of a resource", sp)
                }
                texel @ Place::Texel { .. } => {
                    // Swizzle a copy; a write to it is stored back
                    // (`note_texel_copy`).
                    let p = self.texel_as_temp(texel, sp, block)?;
                    self.note_texel_copy(base, texel, &p);
                    let Place::Ptr { ptr, ty, layout } = p else {
                        return unsupported("this swizzle", sp);
                    };
                    let target = SwizzleOf {
                        ptr,
                        ty,
                        layout,
                        pattern,
                        len,
                        result: expr.ty,
                    };
                    self.swizzle_ptr(target, sp, block)?
                }
            },
            _ => {
                // Not a place: materialise the value in a temporary.
                let v = self.value(e, block)?;
                let ty = self.m.ty(expr.ty, Layout::Natural, sp)?;
                let ptr = self.temp(ty, "tmp", sp, block);
                self.store(ptr, v, sp, block);
                Place::Ptr {
                    ptr,
                    ty: expr.ty,
                    layout: Layout::Natural,
                }
            }
        })
    }

    /// Element `idx` (an integer value) of the structured buffer `var`,
    /// of IR type `ty`.
    pub fn buffer_element(
        &mut self,
        var: Handle<naga::GlobalVariable>,
        gv: Handle<Expression>,
        idx: Handle<Expression>,
        ty: TypeId,
        sp: Span,
        block: &mut Block,
    ) -> Place {
        let data = self.add(Expression::AccessIndex { base: gv, index: 0 }, sp, block);
        let packing = self.m.buffer_packing.get(&var).copied();
        let packing = packing.unwrap_or(Packing::Structured);
        if let Some(&stride) = self.m.word_buffers.get(&var) {
            let at = WordPlace {
                data,
                packing,
                rows: false,
                dynamic: None,
                words: 0,
                valid: None,
                ty,
            };
            return Place::Words(self.element_words(at, idx, stride, sp, block));
        }
        let ptr = self.add(
            Expression::Access {
                base: data,
                index: idx,
            },
            sp,
            block,
        );
        let layout = if self.m.atomic_buffers.contains(&var) {
            Layout::StorageAtomic(packing)
        } else {
            Layout::Storage(packing)
        };
        Place::Ptr { ptr, ty, layout }
    }

    /// A swizzle of the vector (or scalar) behind a pointer: one component
    /// is a pointer to it, several a [`Place::Swizzle`].
    fn swizzle_ptr(&mut self, s: SwizzleOf, sp: Span, block: &mut Block) -> Lowered<Place> {
        let n = types::shape(self.m.program, s.ty).map_or(0, |(_, n)| n);
        if s.len == 1 {
            // A scalar's `.x` is the scalar itself.
            let ptr = if n == 0 {
                s.ptr
            } else {
                let index = s.pattern[0] as u32;
                self.add(Expression::AccessIndex { base: s.ptr, index }, sp, block)
            };
            return Ok(Place::Ptr {
                ptr,
                ty: s.result,
                layout: s.layout,
            });
        }
        if n == 0 {
            return unsupported("assigning to a swizzle of a scalar", sp);
        }
        Ok(Place::Swizzle {
            ptr: s.ptr,
            vec_ty: s.ty,
            layout: s.layout,
            pattern: s.pattern,
            len: s.len,
        })
    }

    /// A copy of a texel in a temporary, for reading parts of it.
    /// The place an assignment writes, with the texel to store back when it
    /// writes part of one (`tex[p].x = v`, `tex[p][3] += 1`): the part is
    /// written in a copy of the texel, which `store_texel_copy` stores
    /// back whole after the write, a load, modify and store as DXC does.
    pub fn target_place(&mut self, target: ExprId, block: &mut Block) -> Lowered<Place> {
        self.texel_target = self.partial_texel_root(target);
        self.texel_copy = None;
        let p = self.place(target, block);
        self.texel_target = None;
        p
    }

    /// After the write to a [`FnCtx::target_place`]: stores the texel copy
    /// back, if the target was part of a texel.
    pub fn store_texel_copy(&mut self, sp: Span, block: &mut Block) -> Lowered<()> {
        if let Some((ptr, texel)) = self.texel_copy.take() {
            let v = self.load(ptr, sp, block);
            self.store_place(texel, v, sp, block)?;
        }
        Ok(())
    }

    /// The texel (`tex[p]`) a target writes part of, through swizzles,
    /// fields and vector indices; `None` for any other target.
    fn partial_texel_root(&self, mut e: ExprId) -> Option<ExprId> {
        let mut partial = false;
        loop {
            match self.body.exprs[e].kind {
                ExprKind::Swizzle { base, .. } | ExprKind::Field { base, .. } => {
                    partial = true;
                    e = base;
                }
                ExprKind::Index { base, .. } => {
                    let base_ty = self.body.exprs[base].ty;
                    if let TypeKind::Resource { kind, .. } = *self.m.program.types.get(base_ty) {
                        return (partial && kind.texture_shape().is_some()).then_some(e);
                    }
                    partial = true;
                    e = base;
                }
                _ => return None,
            }
        }
    }

    /// Remembers the copy `p` of `texel` when `base` is the texel the
    /// current assignment writes part of.
    fn note_texel_copy(&mut self, base: ExprId, texel: Place, p: &Place) {
        if self.texel_target == Some(base) {
            if let Place::Ptr { ptr, .. } = *p {
                self.texel_copy = Some((ptr, texel));
            }
        }
    }

    fn texel_as_temp(&mut self, p: Place, sp: Span, block: &mut Block) -> Lowered<Place> {
        let Place::Texel { ty, .. } = p else {
            return Ok(p);
        };
        let v = self.load_place(p, sp, block)?;
        let nty = self.m.ty(ty, Layout::Natural, sp)?;
        let ptr = self.temp(nty, "texel", sp, block);
        self.store(ptr, v, sp, block);
        Ok(Place::Ptr {
            ptr,
            ty,
            layout: Layout::Natural,
        })
    }

    /// The value of an index expression when it is an integer literal.
    /// Index `index` into a value of type `ty`, as naga must see it.
    /// * A 16- or 64-bit index becomes a `u32` (as D3D takes an index):
    ///   naga's bounds checks compare it with a 32-bit length, which
    ///   spirv-val rejects for other widths.
    /// * A literal out of range (a value local's constant, `uint i = 5;
    ///   v[i]`, which the checker does not see as constant) would fail
    ///   naga's validation, so it is read from a local variable and stays
    ///   a run-time index, out of bounds as HLSL's are (reads give zero,
    ///   writes are dropped). DXC accepts such an access in dead code.
    pub(crate) fn index_value(
        &mut self,
        index: ExprId,
        ty: hlsl_sema::types::TypeId,
        sp: Span,
        block: &mut Block,
    ) -> Lowered<Handle<Expression>> {
        let program = self.m.program;
        let wide =
            types::shape(program, self.body.exprs[index].ty).is_some_and(|(s, _)| s.width != 4);
        let idx = if wide {
            self.index_u32(index, block)?
        } else {
            self.value(index, block)?
        };
        let value = match self.f.expressions[idx] {
            Expression::Literal(naga::Literal::U32(v)) => v as i64,
            Expression::Literal(naga::Literal::I32(v)) => v as i64,
            _ => return Ok(idx),
        };
        let len = match *program.types.get(ty) {
            TypeKind::Vector(_, n) => n as i64,
            TypeKind::Matrix { rows, .. } => rows as i64,
            TypeKind::Array { len: Some(n), .. } => n as i64,
            _ => return Ok(idx),
        };
        if (0..len).contains(&value) {
            return Ok(idx);
        }
        let u32_ty = crate::types::u32_type(&mut self.m.module);
        let local = self.temp(u32_ty, "index", sp, block);
        let word = self.add(
            Expression::Literal(naga::Literal::U32(value as u32)),
            sp,
            block,
        );
        self.store(local, word, sp, block);
        Ok(self.load(local, sp, block))
    }

    fn const_index(&self, e: ExprId) -> Option<u32> {
        match self.body.exprs[e].kind {
            ExprKind::Literal(Literal::Sint(v)) => u32::try_from(v).ok(),
            ExprKind::Literal(Literal::Uint(v)) => u32::try_from(v).ok(),
            _ => None,
        }
    }

    /// Reads a place as a value in naga's natural layout.
    pub fn load_place(
        &mut self,
        p: Place,
        sp: Span,
        block: &mut Block,
    ) -> Lowered<Handle<Expression>> {
        match p {
            Place::Ptr { ptr, ty, layout } => {
                let v = self.load(ptr, sp, block);
                self.repack(v, ty, layout, Layout::Natural, sp, block)
            }
            Place::Swizzle {
                ptr,
                vec_ty,
                layout,
                pattern,
                len,
            } => {
                let v = self.load(ptr, sp, block);
                let v = self.repack(v, vec_ty, layout, Layout::Natural, sp, block)?;
                let Some(size) = types::vector_size(len) else {
                    return unsupported("this swizzle", sp);
                };
                Ok(self.add(
                    Expression::Swizzle {
                        size,
                        vector: v,
                        pattern: pattern.map(swizzle_component),
                    },
                    sp,
                    block,
                ))
            }
            Place::Words(p) => self.load_split(p, sp, block),
            Place::WordsSwizzle {
                at,
                ty,
                pattern,
                len,
            } => self.load_split_swizzle(at, ty, pattern, len, sp, block),
            Place::Buffer { .. } | Place::Image { .. } => {
                unsupported("reading a whole resource", sp)
            }
            Place::Texel {
                image,
                info,
                coords,
                ty,
            } => self.load_texel((image, info), coords, None, ty, sp, block),
        }
    }

    /// Writes a value (in naga's natural layout) to a place.
    pub fn store_place(
        &mut self,
        p: Place,
        value: Handle<Expression>,
        sp: Span,
        block: &mut Block,
    ) -> Lowered<()> {
        match p {
            Place::Ptr { ptr, ty, layout } => {
                let v = self.repack(value, ty, Layout::Natural, layout, sp, block)?;
                self.store(ptr, v, sp, block);
                Ok(())
            }
            Place::Swizzle {
                ptr,
                vec_ty,
                layout,
                pattern,
                len,
            } => {
                let old = self.load(ptr, sp, block);
                let old = self.repack(old, vec_ty, layout, Layout::Natural, sp, block)?;
                let n = types::shape(self.m.program, vec_ty).map_or(0, |(_, n)| n);
                let mut components = Vec::with_capacity(n as usize);
                for i in 0..n {
                    let from = pattern[..len as usize].iter().position(|&c| c == i);
                    let c = match from {
                        Some(j) => self.add(
                            Expression::AccessIndex {
                                base: value,
                                index: j as u32,
                            },
                            sp,
                            block,
                        ),
                        None => self.add(
                            Expression::AccessIndex {
                                base: old,
                                index: i as u32,
                            },
                            sp,
                            block,
                        ),
                    };
                    components.push(c);
                }
                let ty = self.m.ty(vec_ty, Layout::Natural, sp)?;
                let new = self.add(Expression::Compose { ty, components }, sp, block);
                let new = self.repack(new, vec_ty, Layout::Natural, layout, sp, block)?;
                self.store(ptr, new, sp, block);
                Ok(())
            }
            Place::Words(p) => self.store_split(p, value, sp, block),
            Place::WordsSwizzle {
                at, pattern, len, ..
            } => self.store_split_swizzle(at, pattern, len, value, sp, block),
            Place::Buffer { .. } | Place::Image { .. } => {
                unsupported("assigning a whole resource", sp)
            }
            Place::Texel {
                image,
                info,
                coords,
                ty,
            } => self.store_texel((image, info), coords, ty, value, sp, block),
        }
    }

    /// Converts a value of IR type `ty` from its naga type in one layout to
    /// its naga type in another (bool ↔ u32, struct offsets).
    pub fn repack(
        &mut self,
        v: Handle<Expression>,
        ty: TypeId,
        from: Layout,
        to: Layout,
        sp: Span,
        block: &mut Block,
    ) -> Lowered<Handle<Expression>> {
        if from == to {
            return Ok(v);
        }
        if (from.is_atomic() || to.is_atomic())
            && crate::atomic::passes_through(self.m.program, ty, sp)?
        {
            return Ok(v);
        }
        let to_ty = self.m.ty(ty, to, sp)?;
        let from_ty = self.m.ty(ty, from, sp)?;
        if to_ty == from_ty {
            return Ok(v);
        }
        let program = self.m.program;
        match *program.types.get(ty) {
            TypeKind::Scalar(s) | TypeKind::Vector(s, _) if s.kind == ScalarKind::Bool => {
                let n = types::shape(program, ty).map_or(0, |(_, n)| n);
                Ok(self.repack_bool(v, n, to, sp, block))
            }
            TypeKind::Struct(sid) => {
                let fields: Vec<TypeId> =
                    program.structs[sid].fields.iter().map(|f| f.ty).collect();
                let mut components = Vec::with_capacity(fields.len());
                for (i, fty) in fields.into_iter().enumerate() {
                    let part = self.add(
                        Expression::AccessIndex {
                            base: v,
                            index: i as u32,
                        },
                        sp,
                        block,
                    );
                    components.push(self.repack(part, fty, from, to, sp, block)?);
                }
                Ok(self.add(
                    Expression::Compose {
                        ty: to_ty,
                        components,
                    },
                    sp,
                    block,
                ))
            }
            TypeKind::Matrix {
                scalar,
                rows,
                cols,
                column_major,
            } => {
                // An array of lines (matrix.rs) whose stride differs by
                // layout; bool lines are u32 in buffers.
                let (lines, len) = hlsl_sema::layout::matrix_lines(rows, cols, column_major);
                let n = crate::matrix::vec_n(len);
                let mut components = Vec::with_capacity(lines as usize);
                for i in 0..lines as u32 {
                    let part = self.add(Expression::AccessIndex { base: v, index: i }, sp, block);
                    components.push(if scalar.kind == ScalarKind::Bool {
                        self.repack_bool(part, n, to, sp, block)
                    } else {
                        part
                    });
                }
                Ok(self.add(
                    Expression::Compose {
                        ty: to_ty,
                        components,
                    },
                    sp,
                    block,
                ))
            }
            TypeKind::Array { elem, len: Some(n) } => {
                let mut components = Vec::with_capacity(n as usize);
                for i in 0..n {
                    let part = self.add(Expression::AccessIndex { base: v, index: i }, sp, block);
                    components.push(self.repack(part, elem, from, to, sp, block)?);
                }
                Ok(self.add(
                    Expression::Compose {
                        ty: to_ty,
                        components,
                    },
                    sp,
                    block,
                ))
            }
            _ => unsupported(
                format!(
                    "copying a '{}' between memory layouts",
                    program.type_name(ty)
                ),
                sp,
            ),
        }
    }

    /// A bool scalar or vector of `n` (0 for a scalar) to its form in
    /// layout `to`: `bool` in registers, u32 in buffers.
    fn repack_bool(
        &mut self,
        v: Handle<Expression>,
        n: u8,
        to: Layout,
        sp: Span,
        block: &mut Block,
    ) -> Handle<Expression> {
        if to == Layout::Natural {
            let zero = self.splat_literal(naga::Literal::U32(0), n, sp, block);
            self.add(
                Expression::Binary {
                    op: naga::BinaryOperator::NotEqual,
                    left: v,
                    right: zero,
                },
                sp,
                block,
            )
        } else {
            let one = self.splat_literal(naga::Literal::U32(1), n, sp, block);
            let zero = self.splat_literal(naga::Literal::U32(0), n, sp, block);
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
    }

    /// A literal, splatted to `n` components when `n > 1`.
    pub fn splat_literal(
        &mut self,
        lit: naga::Literal,
        n: u8,
        sp: Span,
        block: &mut Block,
    ) -> Handle<Expression> {
        let value = self.add(Expression::Literal(lit), sp, block);
        match types::vector_size(n) {
            Some(size) => self.add(Expression::Splat { size, value }, sp, block),
            None => value,
        }
    }
}
