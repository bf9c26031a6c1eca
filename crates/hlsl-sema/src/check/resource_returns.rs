//! Calls of functions that return a resource. The IR has no resource
//! values, so such a call's value is a placeholder global
//! ([`GlobalKind::ResourceReturn`]) that stands for whatever global the
//! callee returns: `Comma { lhs: call, rhs: Global(placeholder) }`.
//! Legalization (`legalize/specialize.rs`) resolves the placeholder once
//! the callee is specialized. Where the value leaves no trace (a resource
//! local's initializer or assignment), the call stays as a statement of
//! its own, so that its other effects happen.

use super::{Checker, Typed};
use crate::ir::{ExprId, ExprKind, Global, GlobalKind};
use crate::types::TypeKind;
use hlsl_base::Span;

impl Checker<'_> {
    /// The value of a call: `call` itself, or for a resource, the call
    /// followed by the placeholder of what it returns.
    pub(super) fn resource_call_result(&mut self, call: Typed, span: Span) -> Typed {
        let handle = matches!(
            self.program.types.get(call.ty),
            TypeKind::Resource { kind, .. } if !kind.is_stage_object()
        );
        if !handle {
            return call;
        }
        let g = self.program.globals.alloc(Global {
            name: "the returned resource".to_string(),
            ty: call.ty,
            kind: GlobalKind::ResourceReturn,
            init: None,
            span,
        });
        let value = self.typed(ExprKind::Global(g), call.ty, span);
        self.typed(
            ExprKind::Comma {
                lhs: call.id,
                rhs: value.id,
            },
            call.ty,
            span,
        )
    }

    /// The call a resource value carries (see [`Self::resource_call_result`]).
    pub(super) fn resource_value_call(&self, value: ExprId) -> Option<ExprId> {
        match self.body_ref().exprs[value].kind {
            ExprKind::Comma { lhs, rhs }
                if matches!(self.body_ref().exprs[rhs].kind, ExprKind::Global(_)) =>
            {
                Some(lhs)
            }
            _ => None,
        }
    }

    /// A method called on a call's resource value (`Get().Load(0)`): the
    /// method on the placeholder, after the call.
    pub(super) fn method_on_call_result(
        &mut self,
        base: Typed,
        name: hlsl_syntax::ast::Ident,
        args: Vec<(Typed, Span)>,
        span: Span,
    ) -> Typed {
        let ExprKind::Comma { lhs: call, rhs } = self.body_ref().exprs[base.id].kind else {
            return self.error_expr(span);
        };
        let inner = Typed { id: rhs, ..base };
        let r = self.check_method(inner, name, args, span);
        if self.program.types.is_error(r.ty) {
            return r;
        }
        self.typed(
            ExprKind::Comma {
                lhs: call,
                rhs: r.id,
            },
            r.ty,
            span,
        )
    }

    /// An element of a call's resource value (`Get()[i]`): read after the
    /// call (a value, not a place: it cannot be written).
    pub(super) fn index_call_result(
        &mut self,
        base: Typed,
        index: Typed,
        span: Span,
    ) -> Option<Typed> {
        let TypeKind::Resource { kind, .. } = *self.program.types.get(base.ty) else {
            return None;
        };
        if kind.is_stage_object() {
            return None;
        }
        let call = self.resource_value_call(base.id)?;
        let ExprKind::Comma { rhs, .. } = self.body_ref().exprs[base.id].kind else {
            return None;
        };
        let r = self.check_index(Typed { id: rhs, ..base }, index, span);
        if self.program.types.is_error(r.ty) {
            return Some(r);
        }
        let v = self.rvalue(r);
        Some(self.typed(
            ExprKind::Comma {
                lhs: call,
                rhs: v.id,
            },
            v.ty,
            span,
        ))
    }
}
