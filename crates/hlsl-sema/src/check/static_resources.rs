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
    pub(super) fn static_resource_alias(
        &mut self,
        init: ast::ExprId,
        ty: TypeId,
    ) -> Option<GlobalId> {
        let resource = matches!(self.program.types.get(ty),
            TypeKind::Resource { kind, .. } if kind.class().is_some());
        // `static Texture2D t = textures[2];`: that element of an array
        // of resources (a constant index: a static is set before any
        // function runs).
        if let ast::ExprKind::Index { base, index } = self.unit.exprs[init].kind {
            let ast::ExprKind::Name(n) = self.unit.exprs[base].kind else {
                return None;
            };
            let Some(&GlobalSym::Var(g)) = self.lookup(n.sym) else {
                return None;
            };
            if !resource || !self.is_resource_array(g) {
                return None;
            }
            let TypeKind::Array { elem, len } = *self.program.types.get(self.program.globals[g].ty)
            else {
                return None;
            };
            let k = u32::try_from(self.const_value(index, None)?).ok()?;
            let fits = elem == ty && len.is_none_or(|n| k < n);
            return fits.then(|| self.resource_element(g, k));
        }
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
