//! `Interlocked*` calls ([`ExprKind::Atomic`]).
//!
//! naga's atomic operations need atomic storage, so a global that is the
//! destination of any atomic in the program ([`atomic_globals`]) is
//! declared with a layout in which its 32-bit integers are `atomic<T>`
//! ([`Layout::NaturalAtomic`], [`Layout::StructuredAtomic`]). Plain reads
//! and writes of those integers stay `Load`/`Store`, which naga treats as
//! atomic loads and stores of an atomic pointer.
//!
//! naga's only compare-exchange is WGSL's *weak* one, which may fail
//! spuriously (MSL's does); HLSL's is strong, so it is retried while it
//! failed yet saw the expected value (at most [`MAX_TRIES`] times, since a
//! dropped out-of-bounds one looks like that forever).
//!
//! naga's SPIR-V writer cannot bounds-check atomics, so modules with
//! atomics are written for SPIR-V with naga's `Restrict` policy: there an
//! out-of-bounds index (of an atomic or any other access in that module)
//! is clamped to the last element rather than reading zero / dropping the
//! write as D3D and the interpreter do. The other back ends keep the
//! zero/drop policy.

use crate::func::FnCtx;
use crate::place::Place;
use crate::types::{self, Layout};
use crate::{unsupported, Lowered};
use hlsl_base::{FxHashSet, Span};
use hlsl_sema::ir::{AtomicOp, ExprId, ExprKind, GlobalId, Program, ResourceOp};
use hlsl_sema::types::{Scalar, ScalarKind, TypeId, TypeKind};
use naga::{AtomicFunction, Block, Expression, Handle, Statement};

/// How often a compare-exchange that failed spuriously is retried.
const MAX_TRIES: u32 = 64;

/// The globals that are the destination of an atomic anywhere in the
/// program (the whole program, so every entry point agrees on the types):
/// `Interlocked*` destinations and byte-address buffers with `Interlocked*`
/// methods (their words become `atomic<u32>`).
pub(crate) fn atomic_globals(program: &Program) -> FxHashSet<GlobalId> {
    let mut out = FxHashSet::default();
    for (_, f) in program.functions.iter() {
        for (_, e) in f.body.exprs.iter() {
            let dest = match e.kind {
                ExprKind::Atomic { dest, .. } => dest,
                ExprKind::ResourceOp {
                    op: ResourceOp::InterlockedBytes { .. },
                    resource,
                    ..
                } => {
                    out.insert(resource);
                    continue;
                }
                _ => continue,
            };
            if let ExprKind::Global(g) = f.body.exprs[f.body.place_root(dest)].kind {
                out.insert(g);
            }
        }
    }
    out
}

/// For a value moved between an atomic layout and another: true when it
/// passes unchanged (an integer scalar: `atomic<T>` loads and stores as
/// `T`); an error for an array or struct that holds atomics, which naga's
/// back ends cannot load or store whole (WGSL has no such load).
pub(crate) fn passes_through(program: &Program, ty: TypeId, sp: Span) -> Lowered<bool> {
    match *program.types.get(ty) {
        TypeKind::Scalar(s) | TypeKind::Vector(s, 1) => Ok(is_int(s)),
        TypeKind::Array { .. } | TypeKind::Struct(_) if holds_int(program, ty) => unsupported(
            format!(
                "reading or writing a whole '{}' in a variable that is the destination of \
                 atomic operations (access its integers one at a time)",
                program.type_name(ty)
            ),
            sp,
        ),
        _ => Ok(false),
    }
}

fn is_int(s: Scalar) -> bool {
    matches!(s.kind, ScalarKind::Sint | ScalarKind::Uint)
}

/// Whether a value of type `ty` has an integer scalar (an atomic, in an
/// atomic layout) in it.
fn holds_int(program: &Program, ty: TypeId) -> bool {
    match *program.types.get(ty) {
        TypeKind::Scalar(s) | TypeKind::Vector(s, 1) => is_int(s),
        TypeKind::Array { elem, .. } => holds_int(program, elem),
        TypeKind::Struct(sid) => program.structs[sid]
            .fields
            .iter()
            .any(|f| holds_int(program, f.ty)),
        _ => false,
    }
}

/// The operands of an [`ExprKind::Atomic`].
pub(crate) struct AtomicCall {
    pub op: AtomicOp,
    pub dest: ExprId,
    pub compare: Option<ExprId>,
    pub value: ExprId,
    pub original: Option<ExprId>,
}

impl FnCtx<'_, '_> {
    pub fn atomic(&mut self, a: AtomicCall, sp: Span, block: &mut Block) -> Lowered<()> {
        if self.through_vector_component(a.dest) {
            // The checker takes `InterlockedOr(shared4[i], v)` as DXC does;
            // naga has no atomic vectors, and the variable would have to
            // become an array of atomics with every other access adapted.
            return unsupported("an atomic on a component of a groupshared vector", sp);
        }
        let place = self.place(a.dest, block)?;
        if let Place::Texel {
            image,
            info,
            coords,
            ty,
        } = place
        {
            return self.image_atomic(a, image, info, coords, ty, sp, block);
        }
        let Place::Ptr { ptr, ty, layout } = place else {
            return unsupported("this atomic destination", sp);
        };
        if !layout.is_atomic() {
            return unsupported("an atomic on this destination", sp);
        }
        if !matches!(types::shape(self.m.program, ty), Some((_, 0))) {
            return unsupported("an atomic on this type", sp);
        }
        let compare = match a.compare {
            Some(c) => Some(self.value(c, block)?),
            None => None,
        };
        let value = self.value(a.value, block)?;
        let original = match a.original {
            // Part of a texel: its copy is stored back after the atomic
            // (`target_place`).
            Some(o) => Some((self.target_place(o, block)?, self.body.exprs[o].ty)),
            None => None,
        };
        let copy = self.texel_copy.take();
        self.atomic_at(ptr, ty, a.op, compare, value, original, sp, block)?;
        self.texel_copy = copy;
        self.store_texel_copy(sp, block)
    }

    /// The atomic `op` on the integer of type `ty` at `ptr` (in an atomic
    /// layout), its original value stored to `original` if given.
    #[allow(clippy::too_many_arguments)]
    pub fn atomic_at(
        &mut self,
        ptr: Handle<Expression>,
        ty: TypeId,
        op: AtomicOp,
        compare: Option<Handle<Expression>>,
        value: Handle<Expression>,
        original: Option<(Place, TypeId)>,
        sp: Span,
        block: &mut Block,
    ) -> Lowered<()> {
        let old = match compare {
            Some(cmp) => self.compare_exchange(ptr, cmp, value, ty, sp, block)?,
            None => {
                let fun = match op {
                    AtomicOp::Add => AtomicFunction::Add,
                    AtomicOp::Min => AtomicFunction::Min,
                    AtomicOp::Max => AtomicFunction::Max,
                    AtomicOp::And => AtomicFunction::And,
                    AtomicOp::Or => AtomicFunction::InclusiveOr,
                    AtomicOp::Xor => AtomicFunction::ExclusiveOr,
                    AtomicOp::Exchange | AtomicOp::CompareExchange => {
                        AtomicFunction::Exchange { compare: None }
                    }
                };
                let result_ty = self.m.ty(ty, Layout::Natural, sp)?;
                let result = self.atomic_stmt(ptr, fun, value, result_ty, false, sp, block);
                Some(result)
            }
        };
        if let (Some((place, place_ty)), Some(old)) = (original, old) {
            let v = self.convert(old, ty, place_ty, sp, block)?;
            self.store_place(place, v, sp, block)?;
        }
        Ok(())
    }

    /// `Interlocked*` on a texel of a read-write texture: naga's image
    /// atomics (`OpImageTexelPointer` and the atomic in SPIR-V). They
    /// return nothing and know no exchange, so the forms that give the
    /// original value or exchange are errors rather than a dropped result.
    #[allow(clippy::too_many_arguments)]
    fn image_atomic(
        &mut self,
        a: AtomicCall,
        image: Handle<Expression>,
        info: crate::images::ImageInfo,
        coords: Handle<Expression>,
        ty: TypeId,
        sp: Span,
        block: &mut Block,
    ) -> Lowered<()> {
        if a.original.is_some() {
            return unsupported(
                "an 'Interlocked*' on a texel with an 'original' value argument (naga's image \
                 atomics return no value)",
                sp,
            );
        }
        let fun = match a.op {
            AtomicOp::Add => AtomicFunction::Add,
            AtomicOp::Min => AtomicFunction::Min,
            AtomicOp::Max => AtomicFunction::Max,
            AtomicOp::And => AtomicFunction::And,
            AtomicOp::Or => AtomicFunction::InclusiveOr,
            AtomicOp::Xor => AtomicFunction::ExclusiveOr,
            AtomicOp::Exchange | AtomicOp::CompareExchange => {
                return unsupported(
                    "an exchange on a texel (naga's image atomics have no exchange)",
                    sp,
                )
            }
        };
        if !matches!(types::shape(self.m.program, ty), Some((s, 0 | 1)) if is_int(s)) {
            return unsupported("an atomic on this texel type", sp);
        }
        let value = self.value(a.value, block)?;
        let (coordinate, array_index) = self.split_coords(coords, info.shape, sp, block);
        self.stmt(
            Statement::ImageAtomic {
                image,
                coordinate,
                array_index,
                fun,
                value,
            },
            sp,
            block,
        );
        Ok(())
    }

    /// `Statement::Atomic` with its `AtomicResult` of type `result_ty`.
    #[allow(clippy::too_many_arguments)]
    pub fn atomic_stmt(
        &mut self,
        pointer: Handle<Expression>,
        fun: AtomicFunction,
        value: Handle<Expression>,
        result_ty: Handle<naga::Type>,
        comparison: bool,
        sp: Span,
        block: &mut Block,
    ) -> Handle<Expression> {
        self.flush(block);
        let result = self.f.expressions.append(
            Expression::AtomicResult {
                ty: result_ty,
                comparison,
            },
            crate::resources::span(sp),
        );
        block.push(
            Statement::Atomic {
                pointer,
                fun,
                value,
                result: Some(result),
            },
            crate::resources::span(sp),
        );
        self.start();
        result
    }

    /// A strong compare-exchange from naga's weak one: retried while it
    /// did not exchange although the old value equalled `cmp`. Returns the
    /// old value.
    fn compare_exchange(
        &mut self,
        ptr: Handle<Expression>,
        cmp: Handle<Expression>,
        value: Handle<Expression>,
        ty: TypeId,
        sp: Span,
        block: &mut Block,
    ) -> Lowered<Option<Handle<Expression>>> {
        let Some((scalar, _)) = types::shape(self.m.program, ty) else {
            return unsupported("an atomic on this type", sp);
        };
        let ns = types::scalar(scalar, sp)?;
        let result_ty = self
            .m
            .module
            .generate_predeclared_type(naga::PredeclaredType::AtomicCompareExchangeWeakResult(ns));
        let old_ty = self.m.ty(ty, Layout::Natural, sp)?;
        let tmp = self.temp(old_ty, "original", sp, block);
        let u32_ty = crate::types::u32_type(&mut self.m.module);
        let tries = self.temp(u32_ty, "tries", sp, block);
        let zero = self.add(Expression::Literal(naga::Literal::U32(0)), sp, block);
        self.store(tries, zero, sp, block);
        self.flush(block);
        let body = self.nested(|c, b| {
            let fun = AtomicFunction::Exchange { compare: Some(cmp) };
            let r = c.atomic_stmt(ptr, fun, value, result_ty, true, sp, b);
            let old = c.add(Expression::AccessIndex { base: r, index: 0 }, sp, b);
            let exchanged = c.add(Expression::AccessIndex { base: r, index: 1 }, sp, b);
            c.store(tmp, old, sp, b);
            let differs = c.add(
                Expression::Binary {
                    op: naga::BinaryOperator::NotEqual,
                    left: old,
                    right: cmp,
                },
                sp,
                b,
            );
            let done = c.add(
                Expression::Binary {
                    op: naga::BinaryOperator::LogicalOr,
                    left: exchanged,
                    right: differs,
                },
                sp,
                b,
            );
            // Bounded: an out-of-bounds compare-exchange that a back end
            // drops reports "not exchanged" with a zero old value forever.
            let one = c.add(Expression::Literal(naga::Literal::U32(1)), sp, b);
            let limit = c.add(Expression::Literal(naga::Literal::U32(MAX_TRIES)), sp, b);
            let n = c.load(tries, sp, b);
            let n = c.add(
                Expression::Binary {
                    op: naga::BinaryOperator::Add,
                    left: n,
                    right: one,
                },
                sp,
                b,
            );
            c.store(tries, n, sp, b);
            let spent = c.add(
                Expression::Binary {
                    op: naga::BinaryOperator::GreaterEqual,
                    left: n,
                    right: limit,
                },
                sp,
                b,
            );
            let done = c.add(
                Expression::Binary {
                    op: naga::BinaryOperator::LogicalOr,
                    left: done,
                    right: spent,
                },
                sp,
                b,
            );
            c.stmt(
                Statement::If {
                    condition: done,
                    accept: Block::from_vec(vec![Statement::Break]),
                    reject: Block::new(),
                },
                sp,
                b,
            );
            Ok(())
        })?;
        self.start();
        self.stmt(
            Statement::Loop {
                body,
                continuing: Block::new(),
                break_if: None,
            },
            sp,
            block,
        );
        Ok(Some(self.load(tmp, sp, block)))
    }
}

/// Whether any function of `module` performs an atomic operation.
pub(crate) fn module_has_atomics(module: &naga::Module) -> bool {
    crate::statements::find_statement(module, &|s| matches!(s, Statement::Atomic { .. })).is_some()
}

/// Where the first image atomic on an arrayed texture is: naga 30's MSL
/// writer drops its layer and its GLSL writer builds an `ivec2` of three
/// components, so those targets refuse it (SPIR-V and WGSL are right).
pub(crate) fn arrayed_image_atomic(module: &naga::Module) -> Option<Span> {
    let found = crate::statements::find_statement(module, &|s| {
        matches!(
            s,
            Statement::ImageAtomic {
                array_index: Some(_),
                ..
            }
        )
    })?;
    Some(
        found
            .to_range()
            .map_or(Span::DUMMY, |r| Span::new(r.start as u32, r.end as u32)),
    )
}

impl FnCtx<'_, '_> {
    /// Whether the place `dest` is a component of a vector (indexed or
    /// swizzled) somewhere on its way to its root.
    fn through_vector_component(&self, mut dest: ExprId) -> bool {
        let program = self.m.program;
        loop {
            match self.body.exprs[dest].kind {
                ExprKind::Index { base, .. } | ExprKind::Swizzle { base, .. } => {
                    if matches!(
                        program.types.get(self.body.exprs[base].ty),
                        TypeKind::Vector(_, n) if *n > 1
                    ) {
                        return true;
                    }
                    dest = base;
                }
                ExprKind::Field { base, .. } => dest = base,
                _ => return false,
            }
        }
    }
}
