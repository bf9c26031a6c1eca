//! `static RWStructuredBuffer<S> s = g;`: a static resource initialized
//! with a global resource holds that global's handle. The IR has no
//! resource values (as for resource locals, `resource_locals.rs`), so the
//! static is another name for the global: it takes no binding of its own,
//! and an assignment to it is an assignment to a global resource, which
//! the checker rejects.

use super::{Checker, GlobalSym};
use crate::ir::{GlobalId, GlobalKind};
use crate::types::{TypeId, TypeKind};
use hlsl_syntax::ast;

impl Checker<'_> {
    /// The global a static resource of type `ty` initialized with `init`
    /// stands for, when `init` names a global resource of that type.
    pub(super) fn static_resource_alias(&self, init: ast::ExprId, ty: TypeId) -> Option<GlobalId> {
        let resource = matches!(self.program.types.get(ty),
            TypeKind::Resource { kind, .. } if kind.class().is_some());
        let ast::ExprKind::Name(n) = self.unit.exprs[init].kind else {
            return None;
        };
        let Some(&GlobalSym::Var(g)) = self.lookup(n.sym) else {
            return None;
        };
        let global = &self.program.globals[g];
        let same = global.ty == ty && matches!(global.kind, GlobalKind::Resource(_));
        (resource && same).then_some(g)
    }
}
