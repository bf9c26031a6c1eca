//! Local resource variables start undefined (the resource-constructors
//! spec's default constructor makes a poison handle) and are copied and
//! assigned by handle, so one must be assigned before it is used.
//!
//! A simple definite-assignment check while checking: a local of resource
//! type declared without an initializer is *unassigned* until a whole
//! assignment to it (`t = tex;`); any other mention of it while unassigned
//! (a method call, an index, an argument, the right side of an assignment)
//! is `err_resource_used_unassigned`, reported once per variable. Branches
//! merge (unassigned after an `if` when unassigned at the end of either arm
//! that reaches its end; likewise the cases of a `switch`, and the
//! selector falling past them all without a `default`); loops are
//! conservative: what their bodies assign does not count after them.
//! Assignments inside expressions (`c ? (t = a) : …`, `x && (t = a)…`)
//! count as definite; arrays and structs of resources are not tracked.

use super::Checker;
use crate::ir::{Block, LocalId, Stmt};
use crate::types::TypeKind;
use hlsl_base::{DiagCode, Diagnostic, FxHashSet, Span};
use hlsl_syntax::ast;

/// The unassigned resource locals at a point: (function index, local).
pub(super) type Unassigned = FxHashSet<(usize, LocalId)>;

impl Checker<'_> {
    fn fn_index(&self) -> Option<usize> {
        self.fx.as_ref().map(|fx| fx.index)
    }

    /// A local declared without an initializer: unassigned if it is a
    /// resource.
    pub(super) fn declare_resource_local(&mut self, local: LocalId, has_init: bool) {
        let Some(f) = self.fn_index() else { return };
        let ty = self.body_ref().locals[local].ty;
        if !has_init && matches!(self.program.types.get(ty), TypeKind::Resource { .. }) {
            self.unassigned.insert((f, local));
        }
    }

    /// A mention of `local` that reads it.
    pub(super) fn use_resource_local(&mut self, local: LocalId, span: Span) {
        let Some(f) = self.fn_index() else { return };
        if !self.unassigned.remove(&(f, local)) {
            return;
        }
        let l = &self.body_ref().locals[local];
        let (name, decl) = (l.name.clone(), l.span);
        let d = Diagnostic::new(DiagCode::err_resource_used_unassigned, span, &[&name]).with_note(
            Diagnostic::new(DiagCode::note_declared_here, decl, &[&name]),
        );
        self.push(d);
    }

    /// The unassigned resource local a plain assignment `lhs = …` writes,
    /// taken out of the set so that checking `lhs` is no use of it; give it
    /// back with [`Self::assigned_resource_local`] once the right side is
    /// checked.
    pub(super) fn take_assignment_target(&mut self, lhs: ast::ExprId) -> Option<LocalId> {
        let ast::ExprKind::Name(ident) = &self.unit.exprs[lhs].kind else {
            return None;
        };
        let f = self.fn_index()?;
        let fx = self.fx.as_ref()?;
        let local = fx
            .scopes
            .iter()
            .rev()
            .find_map(|s| s.get(&ident.sym).copied())?;
        self.unassigned.remove(&(f, local)).then_some(local)
    }

    /// Between checking an assignment's target and its value: the value
    /// may not use the target yet.
    pub(super) fn restore_assignment_target(&mut self, target: Option<LocalId>) {
        if let (Some(l), Some(f)) = (target, self.fn_index()) {
            self.unassigned.insert((f, l));
        }
    }

    /// After a plain assignment to `target`: it is assigned.
    pub(super) fn assigned_resource_local(&mut self, target: Option<LocalId>) {
        if let (Some(l), Some(f)) = (target, self.fn_index()) {
            self.unassigned.remove(&(f, l));
        }
    }

    /// Merges the states at the ends of the paths that reach the same point
    /// (those `ends` with `true`); with none, the point is unreachable and
    /// nothing is unassigned there.
    pub(super) fn merge_unassigned(&mut self, ends: Vec<(Unassigned, bool)>) {
        let mut merged = Unassigned::default();
        for (state, reaches) in ends {
            if reaches {
                merged.extend(state);
            }
        }
        self.unassigned = merged;
    }
}

/// Whether control leaves `block` only at its end or by a `break` that is
/// its last statement (so its state at the end is the state every exit to
/// after the enclosing switch sees).
pub(super) fn leaves_only_at_end(block: &Block) -> bool {
    let rest = match block.stmts.split_last() {
        Some((Stmt::Break, rest)) => rest,
        _ => &block.stmts[..],
    };
    !rest.iter().any(breaks_out)
}

/// Whether a switch case's body leaves the switch (by its end or a
/// `break`) rather than only by `return`, `continue` or `discard`.
pub(super) fn leaves_switch(block: &Block) -> bool {
    crate::flow::reaches_end(block) || block.stmts.iter().any(breaks_out)
}

/// Whether a statement holds a `break` of the enclosing switch (not one of
/// a nested loop or switch).
fn breaks_out(s: &Stmt) -> bool {
    match s {
        Stmt::Break => true,
        Stmt::Block(b) => b.stmts.iter().any(breaks_out),
        Stmt::If {
            then, otherwise, ..
        } => then.stmts.iter().chain(&otherwise.stmts).any(breaks_out),
        _ => false,
    }
}
