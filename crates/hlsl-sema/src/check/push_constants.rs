//! `[[vk::push_constant]]`: the push-constant block, with DXC's rules and
//! words.
//!
//! DXC takes the attribute on a global variable of struct type, `S pc;` or
//! `ConstantBuffer<S> pc;`, at most one per program, never with
//! `vk::binding`. The global becomes what a `ConstantBuffer<S>` is here: a
//! hidden cbuffer whose members are S's fields (`constant_buffers.rs`),
//! so code, lowering and the interpreter reach the fields as they reach
//! any cbuffer's. Two things differ: the members sit where DXC puts a
//! push constant's (its structured-buffer rule: by default std430 with
//! the relaxed vector rule, [`crate::layout::LayoutRules::push_constant`]),
//! and the cbuffer is marked `push_constant`, which makes lowering give it
//! naga's `Immediate` address space and no Vulkan binding. Its register stays what D3D would use (a root
//! constant), and the interpreter reads it there.

use super::Checker;
use crate::ir::{GlobalId, GlobalKind};
use crate::layout;
use crate::types::{ResourceKind, TypeId, TypeKind};
use hlsl_base::{DiagCode, Diagnostic};
use hlsl_syntax::ast::{self, Modifier};

impl<'a> Checker<'a> {
    /// For a global `v` of type `ty` marked `[[vk::push_constant]]`: the
    /// type it takes (`ConstantBuffer<S>`), once the attribute is checked.
    /// `None` when it has no such attribute or the attribute is in error.
    pub(super) fn push_constant_type(&mut self, v: &'a ast::VarDecl, ty: TypeId) -> Option<TypeId> {
        let a = v
            .attrs
            .iter()
            .find(|a| self.name(a.name) == "vk::push_constant")?;
        if !a.args.is_empty() {
            self.error(DiagCode::err_push_constant_args, a.span, &[]);
            return None;
        }
        if v.attrs.iter().any(|b| self.name(b.name) == "vk::binding") {
            self.error(DiagCode::err_push_constant_binding, a.span, &[]);
            return None;
        }
        let types = &self.program.types;
        let elem = match *types.get(ty) {
            TypeKind::Struct(_) => Some(ty),
            TypeKind::Resource {
                kind: ResourceKind::ConstantBuffer,
                elem,
            } if matches!(types.get(elem), TypeKind::Struct(_)) => Some(elem),
            _ => None,
        };
        let shared = v.has_modifier(Modifier::Static) || v.has_modifier(Modifier::Groupshared);
        let Some(elem) = elem.filter(|_| !shared) else {
            if !types.is_error(ty) {
                self.error(DiagCode::err_push_constant_misplaced, a.span, &[]);
            }
            return None;
        };
        if let Some(previous) = self.push_constant {
            let d = Diagnostic::new(DiagCode::err_push_constant_multiple, a.span, &[]).with_note(
                Diagnostic::new(DiagCode::note_push_constant_previous, previous, &[]),
            );
            self.push(d);
            return None;
        }
        self.push_constant = Some(a.span);
        Some(self.program.types.intern(TypeKind::Resource {
            kind: ResourceKind::ConstantBuffer,
            elem,
        }))
    }

    /// Lays out the hidden cbuffer of push-constant global `g` as DXC lays
    /// out a push-constant block.
    pub(super) fn make_push_constant(&mut self, g: GlobalId) {
        let Some(id) = self.buffer_view(g) else {
            return;
        };
        let TypeKind::Resource { elem, .. } = *self.program.types.get(self.program.globals[g].ty)
        else {
            return;
        };
        let (types, structs) = (&self.program.types, &self.program.structs);
        let packing = self.program.layout.push_constant();
        let offsets = layout::field_offsets(types, structs, elem, packing);
        let size = layout::size_of(types, structs, elem, packing);
        let cb = &mut self.program.cbuffers[id];
        cb.packing = packing;
        cb.push_constant = true;
        cb.size = size;
        for (&m, at) in cb.members.iter().zip(offsets) {
            if let GlobalKind::CBufferMember { offset, .. } = &mut self.program.globals[m].kind {
                *offset = at;
            }
        }
    }
}
