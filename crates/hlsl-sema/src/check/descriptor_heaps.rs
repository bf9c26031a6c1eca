//! Shader Model 6.6's dynamic resources: `ResourceDescriptorHeap[i]` and
//! `SamplerDescriptorHeap[i]` give a descriptor that converts to the
//! resource type it initialises or is assigned to
//! (`Texture2D t = ResourceDescriptorHeap[i];`), as in DXC.
//!
//! DXC's `-spirv` makes each heap one descriptor binding holding one
//! runtime array per resource type read from it (SPIR-V.rst; its
//! `sm6_6.descriptorheap.*` tests): the arrays of a heap share its
//! binding. So does hlslc: each (heap, resource type) pair is a hidden
//! unbounded array of resources ([`Program::descriptor_heaps`]) and a
//! heap access is an element of it, as `arr[i]` is
//! (`resource_arrays.rs`), so lowering makes it a binding array and
//! everything that works on an element works on it. A texture read
//! through the sampler heap is in the sampler heap's array of textures,
//! as in DXC. Lowering places the heaps (`hlsl-lower/src/bindings.rs`).
//!
//! A non-constant index is stored in a hidden `uint` local where the
//! descriptor is read, and the element reads that local, so a resource
//! local may hold the element (`Texture2D t = ResourceDescriptorHeap[i];`
//! then `i` changing does not change `t`). It may not leave the function
//! (an argument or a returned value), as for other elements chosen at run
//! time.

use super::{Checker, Typed};
use crate::ir::{Binding, ElementIndex, ExprId, ExprKind, Global, GlobalId, GlobalKind, Literal};
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
        let index = self.coerce(index, Types::UINT, index_span);
        let ty = self.types().intern(TypeKind::Resource {
            kind: ResourceKind::DescriptorHeap {
                sampler,
                element: true,
            },
            elem: Types::VOID,
        });
        let element = self.typed(ExprKind::Literal(Literal::Uint(0)), ty, span);
        self.heap_indices.insert(element.id, index);
        Some(element)
    }

    /// `static T g = ResourceDescriptorHeap[i];` (T a resource type): the
    /// element global `g` names (its index must be a constant: a static
    /// initializer runs before any function); `None` when `init` is not a
    /// heap element (the usual checks apply).
    pub(super) fn static_heap_resource(
        &mut self,
        init: ast::ExprId,
        ty: TypeId,
    ) -> Option<Option<GlobalId>> {
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
        if !matches!(
            self.program.types.get(t.ty),
            TypeKind::Resource {
                kind: ResourceKind::DescriptorHeap { .. },
                ..
            }
        ) {
            // Reported.
            return Some(None);
        }
        let span = self.expr_span(t.id);
        let e = self.heap_resource(t, ty, span);
        match self.body_ref().exprs[e].kind {
            ExprKind::Global(g) => Some(Some(g)),
            // Reported.
            _ => Some(None),
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

    /// The resource a heap element `t` converts to: the element of the
    /// heap's array of type `to` that its index names.
    pub(super) fn heap_resource(&mut self, t: Typed, to: TypeId, span: Span) -> ExprId {
        let TypeKind::Resource {
            kind: ResourceKind::DescriptorHeap { sampler, .. },
            ..
        } = *self.program.types.get(t.ty)
        else {
            return self.error_expr(span).id;
        };
        let Some(index) = self.heap_indices.remove(&t.id) else {
            return self.error_expr(span).id;
        };
        let at = self.expr_span(t.id);
        let array = self.heap_array(sampler, to, at);
        if let Some(k) = self.constant_index(index) {
            let e = self.heap_element(array, ElementIndex::Const(k));
            return self.typed(ExprKind::Global(e), to, span).id;
        }
        if self.fx.is_none() {
            let what = format!(
                "a non-constant index into '{}' outside a function",
                heap_name(sampler)
            );
            self.error(DiagCode::err_not_supported_yet, at, &[&what]);
            // Element 0 stands in, so that uses of a static it initialises
            // are not reported as well.
            let e = self.heap_element(array, ElementIndex::Const(0));
            return self.typed(ExprKind::Global(e), to, span).id;
        }
        // The index is read here, into a local of its own that the element
        // reads wherever it is used.
        let tmp = self.body().locals.alloc(crate::ir::Local {
            name: "heap_index".into(),
            ty: Types::UINT,
            span: at,
        });
        let read = self.read_temp(tmp, Types::UINT, at);
        let e = self.heap_element(array, ElementIndex::Dynamic(read));
        self.heap_snapshots.insert(e);
        let target = self.typed(ExprKind::Local(tmp), Types::UINT, at);
        let store = self.typed(
            ExprKind::Assign {
                target: target.id,
                op: None,
                value: index,
            },
            Types::UINT,
            at,
        );
        let g = self.typed(ExprKind::Global(e), to, span);
        self.typed(
            ExprKind::Comma {
                lhs: store.id,
                rhs: g.id,
            },
            to,
            span,
        )
        .id
    }

    /// The value of `uint` expression `e` when it is a literal.
    fn constant_index(&self, e: ExprId) -> Option<u32> {
        let body = self.body_ref();
        let mut e = e;
        while let ExprKind::Convert(x) = body.exprs[e].kind {
            e = x;
        }
        match body.exprs[e].kind {
            ExprKind::Literal(Literal::Uint(v)) => u32::try_from(v).ok(),
            ExprKind::Literal(Literal::Sint(v)) => u32::try_from(v).ok(),
            _ => None,
        }
    }

    /// The hidden array of heap `sampler` holding resources of type `to`,
    /// made on first use.
    fn heap_array(&mut self, sampler: bool, to: TypeId, span: Span) -> GlobalId {
        let ty = self.types().intern(TypeKind::Array {
            elem: to,
            len: None,
        });
        let found = self
            .program
            .descriptor_heaps
            .iter()
            .find(|&&(g, s)| s == sampler && self.program.globals[g].ty == ty)
            .map(|&(g, _)| g);
        if let Some(g) = found {
            return g;
        }
        // Descriptor k of a heap is register k of its space, whatever the
        // type read from it (`RESOURCE_HEAP_SPACE`).
        let (class, space) = match sampler {
            false => (crate::ir::RegisterClass::T, crate::ir::RESOURCE_HEAP_SPACE),
            true => (crate::ir::RegisterClass::S, crate::ir::SAMPLER_HEAP_SPACE),
        };
        let g = self.program.globals.alloc(Global {
            name: heap_name(sampler).into(),
            ty,
            kind: GlobalKind::Resource(Binding {
                class,
                space,
                register: 0,
                range: 0,
                explicit: true,
                index: 0,
                order_id: None,
            }),
            init: None,
            span,
        });
        self.program.descriptor_heaps.push((g, sampler));
        g
    }
}

fn heap_name(sampler: bool) -> &'static str {
    if sampler {
        "SamplerDescriptorHeap"
    } else {
        "ResourceDescriptorHeap"
    }
}
