//! Resource members of struct locals (`struct P { RWByteAddressBuffer b;
//! uint o; }; P p; p.b = g; p.b.Load(p.o)`): like a resource local
//! (`resource_locals.rs`), each such member holds one global, tracked per
//! (local, member) in the same source map so that branches and loops
//! merge it the same way; `p.b = g;` leaves no trace in the IR and each
//! `p.b` becomes the global it holds. Legalization then drops the
//! resource members from the struct (`legalize/strip_members.rs`).
//! Parameters, returned structs, initializer lists and global structs of
//! resources give their members' globals through `resource_structs.rs`.

use super::resource_locals::Source;
use super::{Checker, Typed};
use crate::ir::{Block, ExprId, ExprKind, LocalId, Stmt};
use crate::types::TypeKind;
use hlsl_base::{DiagCode, Span};
use hlsl_syntax::ast;

impl Checker<'_> {
    /// Member `index` of struct type `ty`, if it is a resource (other than
    /// a stage object).
    fn resource_member(
        &self,
        ty: crate::types::TypeId,
        name: &str,
    ) -> Option<(u32, crate::types::TypeId)> {
        let TypeKind::Struct(s) = self.program.types.get(ty) else {
            return None;
        };
        let i = self.program.structs[*s]
            .fields
            .iter()
            .position(|f| f.name == name)?;
        let fty = self.program.structs[*s].fields[i].ty;
        matches!(self.program.types.get(fty), TypeKind::Resource { kind, .. } if !kind.is_stage_object())
            .then_some((i as u32, fty))
    }

    /// A local declared here: its resource members (if any) count as
    /// declared at this loop depth.
    pub(super) fn declare_struct_local(&mut self, local: LocalId) {
        let ty = self.body_ref().locals[local].ty;
        if !matches!(self.program.types.get(ty), TypeKind::Struct(_)) {
            return;
        }
        let loops = self.fx.as_ref().map_or(0, |fx| fx.loops);
        if let Some(s) = self.sources() {
            s.declared_in_loops.insert(local, loops);
        }
    }

    /// `p.b = value;` as a statement, `p` a struct local and `b` a resource
    /// member: records the global `p.b` now holds. False (nothing checked)
    /// for anything else.
    pub(super) fn resource_member_assignment(&mut self, e: ast::ExprId, out: &mut Block) -> bool {
        let ast::ExprKind::Assign { op: None, lhs, rhs } = &self.unit.exprs[e].kind else {
            return false;
        };
        let ast::ExprKind::Member { base, name } = self.unit.exprs[*lhs].kind else {
            return false;
        };
        let ast::ExprKind::Name(ident) = self.unit.exprs[base].kind else {
            return false;
        };
        let Some(local) = self.fx.as_ref().and_then(|fx| {
            fx.scopes
                .iter()
                .rev()
                .find_map(|s| s.get(&ident.sym).copied())
        }) else {
            return false;
        };
        // Parameters are not tracked (an `out` one would hand the handle
        // back to the caller).
        let declared = self
            .fx
            .as_ref()
            .is_some_and(|fx| fx.resource_sources.declared_in_loops.contains_key(&local));
        if !declared {
            return false;
        }
        let lty = self.body_ref().locals[local].ty;
        let text = self.name(name).to_string();
        let Some((index, ty)) = self.resource_member(lty, &text) else {
            return false;
        };
        let value = self.check_expr(*rhs);
        let span = self.span_of(*rhs);
        let value = self.coerce(value, ty, span);
        let span = self.span_of(e);
        if self.assigns_inout_struct(local, span) {
            return true;
        }
        self.assign_resource_source((local, Some(index)), value, span);
        if let Some(call) = self.resource_value_call(value) {
            out.stmts.push(Stmt::Expr(call));
        }
        true
    }

    /// `p.b` with `p` a struct local whose resource member `b` was
    /// assigned in this function: the global it holds. `None` when it is
    /// not tracked (the caller builds the plain member access).
    pub(super) fn resource_member_value(
        &mut self,
        b: &Typed,
        index: u32,
        span: Span,
    ) -> Option<Typed> {
        let local = self.plain_local(b.id)?;
        let source = self.fx.as_ref().and_then(|fx| {
            fx.resource_sources
                .current
                .get(&(local, Some(index)))
                .copied()
        })?;
        match source {
            Source::Global(g) => {
                let ty = self.program.globals[g].ty;
                Some(self.typed(ExprKind::Global(g), ty, span))
            }
            Source::Ambiguous => {
                let first = self.sources().is_some_and(|s| s.reported.insert(local));
                if first {
                    let name = self.member_name(local, index);
                    self.error(DiagCode::err_resource_local_ambiguous, span, &[&name]);
                }
                Some(self.error_expr(span))
            }
        }
    }

    /// A struct local written as a whole (`q = value`, or passed to an
    /// `out`/`inout` parameter with `value` `None`): its members now hold
    /// what `value`'s do when that is a tracked struct local, and nothing
    /// known otherwise (reads of them are then errors, never a stale
    /// global).
    pub(super) fn struct_written(&mut self, target: ExprId, value: Option<ExprId>) {
        if let Some(q) = self.plain_local(target) {
            let span = self.body_ref().exprs[target].span;
            if self.assigns_inout_struct(q, span) {
                return;
            }
            self.struct_local_holds(q, value);
        }
    }

    /// Struct local `q` now holds `value` (`None`: something unknown):
    /// its resource members hold what `value`'s do, where that is known
    /// (`resource_structs.rs`).
    pub(super) fn struct_local_holds(&mut self, q: LocalId, value: Option<ExprId>) {
        let from = value.map(|v| self.member_sources(v)).unwrap_or_default();
        let Some(s) = self.sources() else { return };
        s.current.retain(|&(l, f), _| l != q || f.is_none());
        s.current
            .extend(from.into_iter().map(|(f, src)| ((q, Some(f)), src)));
    }

    /// `q.b`, for diagnostics.
    pub(super) fn member_name(&self, local: LocalId, index: u32) -> String {
        let l = &self.body_ref().locals[local];
        let field = match self.program.types.get(l.ty) {
            TypeKind::Struct(s) => self.program.structs[*s].fields[index as usize].name.clone(),
            _ => String::new(),
        };
        format!("{}.{field}", l.name)
    }

    /// The local `e` is (or is the value of).
    fn plain_local(&self, e: ExprId) -> Option<LocalId> {
        let exprs = &self.body_ref().exprs;
        let inner = match exprs[e].kind {
            ExprKind::Load(inner) => inner,
            _ => e,
        };
        match exprs[inner].kind {
            ExprKind::Local(l) => Some(l),
            _ => None,
        }
    }
}
