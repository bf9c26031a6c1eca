//! Shader Model 6.6's dynamic resources: `ResourceDescriptorHeap[i]` and
//! `SamplerDescriptorHeap[i]` give a descriptor that converts to the
//! resource type it initialises or is assigned to
//! (`Texture2D t = ResourceDescriptorHeap[i];`), as in DXC.
//!
//! The IR has no resource values (`resource_locals.rs`): each conversion
//! makes a global of the target type ([`GlobalKind::DescriptorHeap`]), so
//! the resource's methods are checked as on any global. Its index is
//! checked and then dropped: lowering and the interpreter report these
//! globals as not supported rather than read the wrong resource.

use super::{Checker, Typed};
use crate::ir::{ExprKind, Global, GlobalKind, Literal};
use crate::types::{ResourceKind, TypeId, TypeKind, Types};
use hlsl_base::{DiagCode, Span};
use hlsl_syntax::ast;

impl Checker<'_> {
    /// The heap `name` denotes when nothing declared takes the name.
    pub(super) fn descriptor_heap(&mut self, name: &str, span: Span) -> Option<Typed> {
        let sampler = match name {
            "ResourceDescriptorHeap" => false,
            "SamplerDescriptorHeap" => true,
            _ => return None,
        };
        let ty = self.types().intern(TypeKind::Resource {
            kind: ResourceKind::DescriptorHeap {
                sampler,
                element: false,
            },
            elem: Types::VOID,
        });
        Some(self.typed(ExprKind::Literal(Literal::Uint(0)), ty, span))
    }

    /// `heap[index]`, or `None` when `base` is not a descriptor heap.
    pub(super) fn descriptor_heap_index(
        &mut self,
        base: Typed,
        index: Typed,
        index_span: Span,
        span: Span,
    ) -> Option<Typed> {
        let TypeKind::Resource {
            kind:
                ResourceKind::DescriptorHeap {
                    sampler,
                    element: false,
                },
            ..
        } = *self.program.types.get(base.ty)
        else {
            return None;
        };
        if self.program.types.is_error(index.ty) {
            return Some(self.error_expr(span));
        }
        if let Some(p) = self.opts.profile {
            if (p.major, p.minor) < (6, 6) {
                let name = ResourceKind::DescriptorHeap {
                    sampler,
                    element: false,
                }
                .name();
                let what = "Shader Model 6.6 and later";
                let at = self.expr_span(base.id);
                self.error(DiagCode::err_stage_only_intrinsic, at, &[&name, &what]);
                return Some(self.error_expr(span));
            }
        }
        self.coerce(index, Types::UINT, index_span);
        let ty = self.types().intern(TypeKind::Resource {
            kind: ResourceKind::DescriptorHeap {
                sampler,
                element: true,
            },
            elem: Types::VOID,
        });
        Some(self.typed(ExprKind::Literal(Literal::Uint(0)), ty, span))
    }

    /// `static T g = ResourceDescriptorHeap[i];` (T a resource type): the
    /// initializer checked, and whether it reads the sampler heap; `None`
    /// when `init` is not a heap element (the usual checks apply).
    pub(super) fn static_heap_resource(&mut self, init: ast::ExprId, ty: TypeId) -> Option<bool> {
        let ast::ExprKind::Index { base, .. } = self.unit.exprs[init].kind else {
            return None;
        };
        let ast::ExprKind::Name(n) = self.unit.exprs[base].kind else {
            return None;
        };
        let heap = matches!(
            self.name(n),
            "ResourceDescriptorHeap" | "SamplerDescriptorHeap"
        );
        let resource = matches!(self.program.types.get(ty),
            TypeKind::Resource { kind, .. } if kind.class().is_some());
        if !heap || !resource || self.lookup(n.sym).is_some() {
            return None;
        }
        self.in_global_init = true;
        let t = self.check_expr(init);
        self.in_global_init = false;
        match *self.program.types.get(t.ty) {
            TypeKind::Resource {
                kind: ResourceKind::DescriptorHeap { sampler, .. },
                ..
            } => Some(sampler),
            // Reported.
            _ => Some(false),
        }
    }

    /// Whether `from` is a heap element that converts to `to` (a resource
    /// with a binding: not a stream, patch or ray query).
    pub(super) fn heap_converts(&self, from: TypeId, to: TypeId) -> bool {
        matches!(
            self.program.types.get(from),
            TypeKind::Resource {
                kind: ResourceKind::DescriptorHeap { element: true, .. },
                ..
            }
        ) && matches!(self.program.types.get(to), TypeKind::Resource { kind, .. } if kind.class().is_some())
    }

    /// The resource a heap element `t` converts to: a new global of type
    /// `to` standing for the descriptor.
    pub(super) fn heap_resource(&mut self, t: Typed, to: TypeId, span: Span) -> crate::ir::ExprId {
        let TypeKind::Resource {
            kind: ResourceKind::DescriptorHeap { sampler, .. },
            ..
        } = *self.program.types.get(t.ty)
        else {
            return self.error_expr(span).id;
        };
        let name = if sampler {
            "SamplerDescriptorHeap"
        } else {
            "ResourceDescriptorHeap"
        };
        let g = self.program.globals.alloc(Global {
            name: name.into(),
            ty: to,
            kind: GlobalKind::DescriptorHeap { sampler },
            init: None,
            span: self.expr_span(t.id),
        });
        self.typed(ExprKind::Global(g), to, span).id
    }
}
