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

/// Whether the module holds a binding array (asked by the MSL and GLSL
/// writers only).
#[cfg(any(feature = "msl", feature = "glsl"))]
pub(crate) fn has_binding_arrays(module: &naga::Module) -> bool {
    module.global_variables.iter().any(|(_, v)| {
        matches!(
            module.types[v.ty].inner,
            naga::TypeInner::BindingArray { .. }
        )
    })
}

/// A binding array naga's MSL writer cannot write, with where it is
/// declared and why: one of buffers (storage or uniform), whose elements
/// it takes only as structs ending in a runtime-sized array, or one of
/// unbounded size (`Texture2D t[]`). Its writer fails inside on both.
pub(crate) fn msl_unwritable(module: &naga::Module) -> Option<(hlsl_base::Span, &'static str)> {
    module.global_variables.iter().find_map(|(h, v)| {
        let naga::TypeInner::BindingArray { size, .. } = module.types[v.ty].inner else {
            return None;
        };
        let what = if v.space != naga::AddressSpace::Handle {
            "an array of buffers (naga's MSL writer has no binding arrays of them)"
        } else if size == naga::ArraySize::Dynamic {
            "an unbounded array of resources (naga's MSL writer has no runtime-sized binding arrays)"
        } else {
            return None;
        };
        let span = module
            .global_variables
            .get_span(h)
            .to_range()
            .map_or(hlsl_base::Span::DUMMY, |r| {
                hlsl_base::Span::new(r.start as u32, r.end as u32)
            });
        Some((span, what))
    })
}

/// The SPIR-V writer's index checks with runtime descriptor arrays
/// (`Texture2D t[]`): naga takes a binding array's length for its checks,
/// which it cannot for a runtime one, so indices into binding arrays go
/// unchecked, as DXC leaves them (an index past the descriptors bound is
/// undefined in Vulkan and D3D alike). naga also checks an index into a
/// buffer reached through a binding array (a pointer in the storage or
/// uniform space) with the binding array's policy for buffers; where the
/// module has a runtime array of buffers, buffer indices go unchecked too,
/// as in DXC's code, and Vulkan's robust buffer access keeps them in
/// bounds.
pub(crate) fn policies(
    module: &naga::Module,
    p: naga::proc::BoundsCheckPolicies,
) -> naga::proc::BoundsCheckPolicies {
    use naga::proc::BoundsCheckPolicy::Unchecked;
    let runtime = |buffers: bool| {
        module.global_variables.iter().any(|(_, v)| {
            matches!(
                module.types[v.ty].inner,
                naga::TypeInner::BindingArray {
                    size: naga::ArraySize::Dynamic,
                    ..
                }
            ) && (!buffers || v.space != naga::AddressSpace::Handle)
        })
    };
    naga::proc::BoundsCheckPolicies {
        binding_array: if runtime(false) {
            Unchecked
        } else {
            p.binding_array
        },
        buffer: if runtime(true) { Unchecked } else { p.buffer },
        ..p
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
