//! Arrays of resources in code (`Texture2D ts[4]`, `RWStructuredBuffer<uint>
//! bufs[2]`, `ConstantBuffer<S> cbs[3]`).
//!
//! A one-dimensional array of at most [`MAX_ELEMENTS`] resources gets one
//! hidden resource global per element (`ts_2`), bound at the array's
//! register plus the index (`Program::resource_elements`). Indexing the
//! array with a constant is that element's global, so methods, element
//! places, lowering and the interpreter see an ordinary resource. A
//! non-constant index is `err_not_supported_yet`: it would need naga's
//! binding arrays (and a runtime choice of binding in the interpreter).

use super::{Checker, GlobalSym, Typed};
use crate::ir::{ExprKind, Global, GlobalId, GlobalKind};
use crate::types::TypeKind;
use hlsl_base::{DiagCode, Span};
use hlsl_syntax::ast::{self, ExprKind as K};

/// Larger arrays keep the whole-array diagnostic.
const MAX_ELEMENTS: u32 = 64;

impl Checker<'_> {
    /// Gives a global array of resources its element globals (see the
    /// module documentation).
    pub(super) fn declare_resource_elements(&mut self, g: GlobalId) {
        let global = &self.program.globals[g];
        let GlobalKind::Resource(binding) = global.kind else {
            return;
        };
        let TypeKind::Array {
            elem,
            len: Some(len),
        } = *self.program.types.get(global.ty)
        else {
            return;
        };
        let TypeKind::Resource { kind, .. } = *self.program.types.get(elem) else {
            return;
        };
        if len > MAX_ELEMENTS || (!kind.is_checked() && !is_buffer_view(kind)) {
            return;
        }
        let (name, span) = (global.name.clone(), global.span);
        for k in 0..len {
            let e = self.program.globals.alloc(Global {
                name: format!("{name}_{k}"),
                ty: elem,
                kind: GlobalKind::Resource(crate::ir::Binding {
                    range: 1,
                    ..binding
                }),
                init: None,
                span,
            });
            self.program.resource_elements.insert(e, (g, k));
            self.declare_buffer_view(e);
        }
    }

    /// The element global of array `g` at `k`.
    fn resource_element(&self, g: GlobalId, k: u32) -> Option<GlobalId> {
        self.program
            .resource_elements
            .iter()
            .find(|(_, &(a, i))| a == g && i == k)
            .map(|(&e, _)| e)
    }

    /// Elements take their array's binding plus their index once registers
    /// are assigned.
    pub(super) fn bind_resource_elements(&mut self) {
        let elements: Vec<(GlobalId, GlobalId, u32)> = self
            .program
            .resource_elements
            .iter()
            .map(|(&e, &(a, k))| (e, a, k))
            .collect();
        for (e, a, k) in elements {
            if let GlobalKind::Resource(b) = self.program.globals[a].kind {
                let b = crate::ir::Binding {
                    register: b.register.wrapping_add(k),
                    range: 1,
                    ..b
                };
                self.program.globals[e].kind = GlobalKind::Resource(b);
            }
        }
    }

    /// `arr[index]` where `arr` names a global array of resources that has
    /// element globals: that element (a `ConstantBuffer<T>` element read as
    /// its value). `None` when `base` is anything else.
    pub(super) fn check_resource_array_index(
        &mut self,
        base: ast::ExprId,
        index: ast::ExprId,
        span: Span,
    ) -> Option<Typed> {
        let K::Name(ident) = self.unit.exprs[base].kind else {
            return None;
        };
        // A local of that name hides the global.
        if self
            .fx
            .as_ref()
            .is_some_and(|fx| fx.scopes.iter().any(|s| s.contains_key(&ident.sym)))
        {
            return None;
        }
        let Some(&GlobalSym::Var(g)) = self.lookup(ident.sym) else {
            return None;
        };
        let TypeKind::Array { len: Some(len), .. } =
            *self.program.types.get(self.program.globals[g].ty)
        else {
            return None;
        };
        self.resource_element(g, 0)?;
        // Reports a use before the declaration, as any use does.
        let _ = self.resolve_global(ident);
        let ispan = self.span_of(index);
        let Some(k) = self.const_value(index, None) else {
            let i = self.value(index);
            if !self.program.types.is_error(i.ty) {
                let what = format!(
                    "indexing the array of resources '{}' with a non-constant index",
                    self.program.globals[g].name
                );
                self.error(DiagCode::err_not_supported_yet, ispan, &[&what]);
            }
            return Some(self.error_expr(span));
        };
        let element = u32::try_from(k)
            .ok()
            .filter(|&k| k < len)
            .and_then(|k| self.resource_element(g, k));
        let Some(e) = element else {
            let tn = self.type_name(self.program.globals[g].ty);
            self.error(DiagCode::err_index_out_of_range, ispan, &[&k, &tn]);
            return Some(self.error_expr(span));
        };
        if let Some(view) = self.buffer_view(e) {
            return Some(self.buffer_view_value(view, span));
        }
        let ty = self.program.globals[e].ty;
        Some(self.typed(ExprKind::Global(e), ty, span))
    }
}

fn is_buffer_view(kind: crate::types::ResourceKind) -> bool {
    use crate::types::ResourceKind::*;
    matches!(kind, ConstantBuffer | TextureBuffer)
}
