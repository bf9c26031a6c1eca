//! Structured-buffer counters: `Append`, `Consume`, `IncrementCounter` and
//! `DecrementCounter`. As in DXC's `-spirv`, each buffer with a counter
//! (`Program::counter_buffers`) gets a storage buffer of its own holding
//! one atomic `u32` (`struct { counter: atomic<u32> }`), bound where
//! `bindings.rs` places it.
//!
//! * `Append(v)`: `i = atomicAdd(counter, 1); buf[i] = v`.
//! * `Consume()`: `i = atomicSub(counter, 1) - 1; return buf[i]`.
//! * `IncrementCounter()` returns the counter before the increment,
//!   `DecrementCounter()` the counter after the decrement (as D3D).
//!
//! An array of such buffers (`Texture`-style arrays and descriptor heaps,
//! `binding_arrays.rs`) has an array of counter buffers of the same
//! length at its counter binding, as DXC's `counter_var_` arrays; an
//! element's counter is the counter array's element at its index.
//!
//! The element access is compared with the buffer's length explicitly: a
//! module with atomics is written for SPIR-V with naga's `Restrict` policy
//! (`atomic.rs`), which would clamp an index past the end onto the last
//! element, where D3D drops the write and reads zero.

use crate::func::{FnCtx, ModuleCtx};
use crate::resources::{span, GlobalRef};
use crate::{unsupported, Lowered};
use hlsl_base::Span;
use hlsl_sema::ir::{ExprId, GlobalId, ResourceOp};
use hlsl_sema::types::TypeId;
use naga::{AtomicFunction, BinaryOperator, Block, Expression, Handle, Statement};

/// Creates the counter buffer of structured buffer `gid` (the counter
/// buffers of array `gid`).
pub(crate) fn lower_counter(m: &mut ModuleCtx, gid: GlobalId) -> Lowered<()> {
    if m.counters.contains_key(&gid) {
        return Ok(());
    }
    let g = &m.program.globals[gid];
    let atomic = m.module.types.insert(
        naga::Type {
            name: None,
            inner: naga::TypeInner::Atomic(naga::Scalar::U32),
        },
        naga::Span::default(),
    );
    let name = crate::bindings::counter_name(&g.name);
    let ty = m.module.types.insert(
        naga::Type {
            name: Some(format!("{name}_t")),
            inner: naga::TypeInner::Struct {
                members: vec![naga::StructMember {
                    name: Some("counter".into()),
                    ty: atomic,
                    binding: None,
                    offset: 0,
                }],
                span: 4,
            },
        },
        naga::Span::default(),
    );
    let ty = match *m.program.types.get(g.ty) {
        hlsl_sema::types::TypeKind::Array { len, .. } => m.module.types.insert(
            naga::Type {
                name: None,
                inner: naga::TypeInner::BindingArray {
                    base: ty,
                    size: len
                        .and_then(std::num::NonZeroU32::new)
                        .map_or(naga::ArraySize::Dynamic, naga::ArraySize::Constant),
                },
            },
            naga::Span::default(),
        ),
        _ => ty,
    };
    // `assign` gives every counter buffer a binding.
    let (group, binding) = m.bindings.counter(gid).unwrap_or((0, 0));
    let var = m.module.global_variables.append(
        naga::GlobalVariable {
            name: Some(name),
            space: naga::AddressSpace::Storage {
                access: naga::StorageAccess::LOAD | naga::StorageAccess::STORE,
            },
            binding: Some(naga::ResourceBinding { group, binding }),
            ty,
            init: None,
            memory_decorations: naga::MemoryDecorations::empty(),
        },
        span(g.span),
    );
    m.counters.insert(gid, var);
    Ok(())
}

impl FnCtx<'_, '_> {
    /// `Append`, `Consume`, `IncrementCounter` or `DecrementCounter` on
    /// `resource`; `ty` is the expression's type.
    pub fn counter_op(
        &mut self,
        op: ResourceOp,
        resource: GlobalId,
        args: &[ExprId],
        ty: TypeId,
        sp: Span,
        block: &mut Block,
    ) -> Lowered<Option<Handle<Expression>>> {
        let owner = crate::binding_arrays::array_of(self.m.program, resource).unwrap_or(resource);
        let Some(&counter) = self.m.counters.get(&owner) else {
            return unsupported("this buffer's counter", sp);
        };
        // The appended value is evaluated before the counter moves.
        let appended = match (op, args) {
            (ResourceOp::Append, &[v]) => Some((self.value(v, block)?, self.body.exprs[v].ty)),
            _ => None,
        };
        let gv = self.resource_var(resource, counter, sp, block)?;
        let ptr = self.add(Expression::AccessIndex { base: gv, index: 0 }, sp, block);
        let one = self.add(Expression::Literal(naga::Literal::U32(1)), sp, block);
        let fun = match op {
            ResourceOp::Append | ResourceOp::IncrementCounter => AtomicFunction::Add,
            _ => AtomicFunction::Subtract,
        };
        let u32_ty = crate::types::u32_type(&mut self.m.module);
        let old = self.atomic_stmt(ptr, fun, one, u32_ty, false, sp, block);
        let index = match op {
            ResourceOp::Append | ResourceOp::IncrementCounter => old,
            _ => self.binary_u32(BinaryOperator::Subtract, old, 1, sp, block),
        };
        if matches!(
            op,
            ResourceOp::IncrementCounter | ResourceOp::DecrementCounter
        ) {
            return Ok(Some(index));
        }
        let Some(GlobalRef::Buffer { var }) = self.m.globals.get(&resource).copied() else {
            return unsupported("this append or consume buffer", sp);
        };
        let gv = self.resource_var(resource, var, sp, block)?;
        let len = self.buffer_len(var, gv, sp, block);
        let in_range = self.add(
            Expression::Binary {
                op: BinaryOperator::Less,
                left: index,
                right: len,
            },
            sp,
            block,
        );
        match appended {
            Some((value, elem)) => {
                self.flush(block);
                let accept = self.nested(|c, b| {
                    let gv = c.resource_var(resource, var, sp, b)?;
                    let p = c.buffer_element(var, gv, index, elem, sp, b);
                    c.store_place(p, value, sp, b)
                })?;
                self.guarded(in_range, accept, sp, block);
                Ok(None)
            }
            None => {
                // Out of range reads zero.
                let nty = self.m.ty(ty, crate::types::Layout::Natural, sp)?;
                let tmp = self.temp(nty, "consumed", sp, block);
                let zero = self.add(Expression::ZeroValue(nty), sp, block);
                self.store(tmp, zero, sp, block);
                self.flush(block);
                let accept = self.nested(|c, b| {
                    let gv = c.resource_var(resource, var, sp, b)?;
                    let p = c.buffer_element(var, gv, index, ty, sp, b);
                    let v = c.load_place(p, sp, b)?;
                    c.store(tmp, v, sp, b);
                    Ok(())
                })?;
                self.guarded(in_range, accept, sp, block);
                Ok(Some(self.load(tmp, sp, block)))
            }
        }
    }

    /// `if (condition) { accept }`, after the caller flushed `block`.
    fn guarded(
        &mut self,
        condition: Handle<Expression>,
        accept: Block,
        sp: Span,
        block: &mut Block,
    ) {
        block.push(
            Statement::If {
                condition,
                accept,
                reject: Block::new(),
            },
            span(sp),
        );
        self.start();
    }

    /// How many elements the structured buffer `var` holds (a buffer kept
    /// as words counts its words in strides).
    pub fn buffer_len(
        &mut self,
        var: Handle<naga::GlobalVariable>,
        gv: Handle<Expression>,
        sp: Span,
        block: &mut Block,
    ) -> Handle<Expression> {
        let data = self.add(Expression::AccessIndex { base: gv, index: 0 }, sp, block);
        let len = self.add(Expression::ArrayLength(data), sp, block);
        match self.m.word_buffers.get(&var).copied() {
            Some(words) if words > 1 => {
                self.binary_u32(BinaryOperator::Divide, len, words, sp, block)
            }
            _ => len,
        }
    }
}
