//! Arrays of resources as naga binding arrays: one descriptor array at the
//! array's binding, as DXC's `-spirv` emits them (DXC's SPIR-V doc: an
//! array of N resources takes one binding number; an unbounded array is a
//! runtime descriptor array).
//!
//! The checker gives each indexing of an array an element global
//! (`Program::resource_elements`). The elements of one array share one
//! naga variable: the first element the globals pass meets is lowered as
//! any resource (with what every element does to it: texel access,
//! comparison, atomics), and its type is then wrapped in a binding array.
//! Each use of an element global reaches its element through
//! [`FnCtx::resource_var`].

use crate::func::{FnCtx, ModuleCtx};
use crate::Lowered;
use hlsl_base::Span;
use hlsl_sema::ir::{ElementIndex, GlobalId, GlobalKind, Program};
use hlsl_sema::types::TypeKind;
use naga::{Block, Expression, Handle};
use std::num::NonZeroU32;

/// Whether `a` and `b` are one resource for the analyses that decide a
/// naga type: the same global, or two elements of one array.
pub(crate) fn same_resource(program: &Program, a: GlobalId, b: GlobalId) -> bool {
    a == b || array_of(program, a).is_some_and(|x| array_of(program, b) == Some(x))
}

/// The array global `g` is an element of.
pub(crate) fn array_of(program: &Program, g: GlobalId) -> Option<GlobalId> {
    program.resource_elements.get(&g).map(|&(a, _)| a)
}

/// Makes `var` (lowered for the first element of `array`) the binding
/// array itself: its type wraps the element type, and it takes the
/// array's name.
pub(crate) fn make_binding_array(
    m: &mut ModuleCtx,
    array: GlobalId,
    var: Handle<naga::GlobalVariable>,
) -> Lowered<()> {
    let g = &m.program.globals[array];
    let size = match *m.program.types.get(g.ty) {
        TypeKind::Array { len: Some(n), .. } => {
            NonZeroU32::new(n).map_or(naga::ArraySize::Dynamic, naga::ArraySize::Constant)
        }
        _ => naga::ArraySize::Dynamic,
    };
    // naga checks an index into a buffer with the buffer's length, which
    // its SPIR-V writer cannot take through a runtime descriptor array.
    if size == naga::ArraySize::Dynamic
        && m.module.global_variables[var].space != naga::AddressSpace::Handle
    {
        return crate::unsupported(
            format!("the unbounded array of buffers '{}'", g.name),
            g.span,
        );
    }
    let base = m.module.global_variables[var].ty;
    let ty = m.module.types.insert(
        naga::Type {
            name: None,
            inner: naga::TypeInner::BindingArray { base, size },
        },
        naga::Span::default(),
    );
    // The array's binding, after shared bindings are resolved (its
    // elements keep the binding it had before).
    let binding = m
        .bindings
        .get(hlsl_sema::ir::Bound::Global(array))
        .map(|(group, binding)| naga::ResourceBinding { group, binding });
    let v = &mut m.module.global_variables[var];
    v.ty = ty;
    v.name = Some(g.name.clone());
    if binding.is_some() {
        v.binding = binding;
    }
    Ok(())
}

/// Whether the module holds a binding array.
pub(crate) fn has_binding_arrays(module: &naga::Module) -> bool {
    module.global_variables.iter().any(|(_, v)| {
        matches!(
            module.types[v.ty].inner,
            naga::TypeInner::BindingArray { .. }
        )
    })
}

/// How the SPIR-V writer checks indices into binding arrays: clamped
/// (naga's `Restrict`) when every one has a length, else unchecked, as DXC
/// leaves them (naga cannot take the length of a runtime descriptor array,
/// and an index past the descriptors bound is undefined in Vulkan and D3D
/// alike).
pub(crate) fn policy(module: &naga::Module) -> naga::proc::BoundsCheckPolicy {
    let runtime = module.global_variables.iter().any(|(_, v)| {
        matches!(
            module.types[v.ty].inner,
            naga::TypeInner::BindingArray {
                size: naga::ArraySize::Dynamic,
                ..
            }
        )
    });
    if runtime {
        naga::proc::BoundsCheckPolicy::Unchecked
    } else {
        naga::proc::BoundsCheckPolicy::Restrict
    }
}

impl FnCtx<'_, '_> {
    /// The handle (texture, sampler) or pointer (buffer) of resource
    /// global `g`, held in naga variable `var`: the variable itself, or
    /// for an element of an array of resources, that element of the
    /// binding array, its index evaluated here.
    pub(crate) fn resource_var(
        &mut self,
        g: GlobalId,
        var: Handle<naga::GlobalVariable>,
        sp: Span,
        block: &mut Block,
    ) -> Lowered<Handle<Expression>> {
        let gv = self.add(Expression::GlobalVariable(var), sp, block);
        let index = self.m.program.resource_elements.get(&g).map(|&(_, k)| k);
        Ok(match index {
            None => gv,
            Some(ElementIndex::Const(index)) => {
                self.add(Expression::AccessIndex { base: gv, index }, sp, block)
            }
            Some(ElementIndex::Dynamic(e)) => {
                let index = self.value(e, block)?;
                self.add(Expression::Access { base: gv, index }, sp, block)
            }
        })
    }

    /// The uniform block that cbuffer member `member` is in (see
    /// [`Self::resource_var`]: a `ConstantBuffer<T>` element's block is
    /// an element of the binding array).
    pub(crate) fn cbuffer_var(
        &mut self,
        member: GlobalId,
        var: Handle<naga::GlobalVariable>,
        sp: Span,
        block: &mut Block,
    ) -> Lowered<Handle<Expression>> {
        let program = self.m.program;
        let owner = match program.globals[member].kind {
            GlobalKind::CBufferMember { cbuffer, .. } => program.cbuffers[cbuffer].resource,
            _ => None,
        };
        match owner {
            Some(r) => self.resource_var(r, var, sp, block),
            None => Ok(self.add(Expression::GlobalVariable(var), sp, block)),
        }
    }
}
