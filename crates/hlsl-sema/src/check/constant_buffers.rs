//! `ConstantBuffer<T>` and `TextureBuffer<T>` in code.
//!
//! Each such global (not an array of them) gets a hidden cbuffer whose
//! members are T's fields at their constant-buffer offsets (a non-struct T
//! is one member named like the global), with `CBuffer::resource` naming
//! the global. The global keeps the binding (`bindings.rs` copies it to the
//! cbuffer once registers are assigned) and stays what reflection lists;
//! code reaches T's fields as those members, so lowering and the
//! interpreter treat them as any cbuffer's: `cb.a` is the member `a` (a
//! place, so `cb.arr[i]` and `cb.inner.x` index and select in place), and
//! `cb` as a value is T composed from its members.

use super::Checker;
use crate::ir::{
    self, Binding, CBuffer, CBufferId, ExprKind, Global, GlobalId, GlobalKind, RegisterClass,
};
use crate::types::{ResourceKind, TypeId, TypeKind};
use hlsl_base::Span;

use super::Typed;

impl Checker<'_> {
    /// Gives `g` its hidden cbuffer if it is a `ConstantBuffer<T>` or
    /// `TextureBuffer<T>` (see the module documentation).
    pub(super) fn declare_buffer_view(&mut self, g: GlobalId) {
        let global = &self.program.globals[g];
        let TypeKind::Resource {
            kind: kind @ (ResourceKind::ConstantBuffer | ResourceKind::TextureBuffer),
            elem,
        } = *self.program.types.get(global.ty)
        else {
            return;
        };
        let GlobalKind::Resource(binding) = global.kind else {
            return;
        };
        // A T holding a resource keeps `err_not_supported_yet` on use.
        if self.program.types.is_error(elem) || self.holds_unusable_object(elem) {
            return;
        }
        let (name, span) = (global.name.clone(), global.span);
        let (types, structs) = (&self.program.types, &self.program.structs);
        let packing = match kind {
            ResourceKind::TextureBuffer => self.program.layout.tbuffer(),
            _ => self.program.layout.cbuffer(),
        };
        let fields: Vec<(String, TypeId, u32)> = match *types.get(elem) {
            TypeKind::Struct(s) => {
                let offsets = crate::layout::field_offsets(types, structs, elem, packing);
                structs[s]
                    .fields
                    .iter()
                    .zip(offsets)
                    .map(|(f, at)| (f.name.clone(), f.ty, at))
                    .collect()
            }
            _ => vec![(name.clone(), elem, 0)],
        };
        let size = crate::layout::size_of(types, structs, elem, packing);
        let id = self.program.cbuffers.alloc(CBuffer {
            name: name.clone(),
            binding: Binding {
                class: RegisterClass::B,
                ..binding
            },
            members: Vec::new(),
            size: size.max(1).next_multiple_of(16),
            span,
            resource: Some(g),
            packing,
            push_constant: false,
        });
        let members = fields
            .into_iter()
            .enumerate()
            .map(|(index, (fname, ty, offset))| {
                self.program.globals.alloc(Global {
                    name: fname,
                    ty,
                    kind: GlobalKind::CBufferMember {
                        cbuffer: id,
                        index: index as u32,
                        offset,
                    },
                    init: None,
                    span,
                })
            })
            .collect();
        self.program.cbuffers[id].members = members;
    }

    /// The hidden cbuffer of a `ConstantBuffer<T>`/`TextureBuffer<T>` global.
    pub(super) fn buffer_view(&self, g: GlobalId) -> Option<CBufferId> {
        self.program
            .cbuffers
            .iter()
            .find(|(_, c)| c.resource == Some(g))
            .map(|(id, _)| id)
    }

    /// Hidden cbuffers take their global's binding, once registers are
    /// assigned (the class stays the global's: `t` for a `TextureBuffer`).
    pub(super) fn bind_buffer_views(&mut self) {
        let views: Vec<(CBufferId, GlobalId)> = self
            .program
            .cbuffers
            .iter()
            .filter_map(|(id, c)| Some((id, c.resource?)))
            .collect();
        for (id, g) in views {
            if let GlobalKind::Resource(b) = self.program.globals[g].kind {
                self.program.cbuffers[id].binding = b;
            }
        }
    }

    /// The type a function takes or returns for `ConstantBuffer<T>` or
    /// `TextureBuffer<T>` (`ty` otherwise): T, by value. Code reads such
    /// a buffer as T composed from its members (`buffer_view_value`), and
    /// nothing writes one, so a copy reads what the buffer holds: the
    /// callee's `p.field`, `T copy = p;` and a returned buffer all work
    /// as they do on the global. A T that the hidden cbuffer cannot hold
    /// keeps the buffer type (and its errors on use).
    pub(super) fn buffer_view_by_value(&self, ty: TypeId) -> TypeId {
        match *self.program.types.get(ty) {
            TypeKind::Resource {
                kind: ResourceKind::ConstantBuffer | ResourceKind::TextureBuffer,
                elem,
            } if !self.program.types.is_error(elem) && !self.holds_unusable_object(elem) => elem,
            _ => ty,
        }
    }

    /// `cb` (a global with a hidden cbuffer) read as a value: T composed
    /// from the members (or the one member, for a non-struct T).
    pub(super) fn buffer_view_value(&mut self, view: CBufferId, span: Span) -> Typed {
        let members = self.program.cbuffers[view].members.clone();
        let g = self.program.cbuffers[view]
            .resource
            .expect("a hidden cbuffer names its global");
        let TypeKind::Resource { elem, .. } = *self.program.types.get(self.program.globals[g].ty)
        else {
            return self.error_expr(span);
        };
        let loads: Vec<ir::ExprId> = members
            .iter()
            .map(|&m| {
                let ty = self.program.globals[m].ty;
                let place = self.typed(ExprKind::Global(m), ty, span);
                self.rvalue(place).id
            })
            .collect();
        match (self.program.types.get(elem), &loads[..]) {
            (TypeKind::Struct(_), _) => self.typed(ExprKind::Compose(loads), elem, span),
            (_, &[one]) => Typed {
                id: one,
                ty: elem,
                literal: false,
            },
            _ => self.error_expr(span),
        }
    }

    /// `cb.name` where `value` is `cb` read as a value
    /// ([`Self::buffer_view_value`] of a struct T): the member, a place,
    /// rather than a field of the composed value. `None` otherwise, or
    /// when T has no such field (the caller reports it).
    pub(super) fn buffer_view_member(
        &mut self,
        value: ir::ExprId,
        name: &str,
        span: Span,
    ) -> Option<Typed> {
        let body = self.body_ref();
        let ExprKind::Compose(parts) = &body.exprs[value].kind else {
            return None;
        };
        let ExprKind::Load(first) = body.exprs[*parts.first()?].kind else {
            return None;
        };
        let ExprKind::Global(m0) = body.exprs[first].kind else {
            return None;
        };
        let GlobalKind::CBufferMember { cbuffer, .. } = self.program.globals[m0].kind else {
            return None;
        };
        let cb = &self.program.cbuffers[cbuffer];
        if cb.resource.is_none()
            || cb.members.first() != Some(&m0)
            || cb.members.len() != parts.len()
        {
            return None;
        }
        let m = *cb
            .members
            .iter()
            .find(|&&m| self.program.globals[m].name == name)?;
        let ty = self.program.globals[m].ty;
        Some(self.typed(ExprKind::Global(m), ty, span))
    }
}
