//! Declaration check states, after Slang's `ensureDecl`
//! (`spec/slang-semantic-checking.md`).
//!
//! Every top-level declaration (those inside namespaces included) has a
//! [`DeclState`]. [`Checker::check_all`] raises them all breadth-first:
//! every declaration to [`DeclState::Declared`] (names, types, signatures,
//! struct fields, global initializers), then every one to
//! [`DeclState::Checked`] (function bodies). Whatever needs a declaration
//! that is not far enough along raises it on demand with
//! [`Checker::ensure_decl`]; a declaration that is needed while it is
//! itself being declared is a cycle (`typedef A B; typedef B A;`, a
//! constant defined through itself), reported once, never a stack overflow.
//!
//! So the machinery does not depend on order. HLSL's rule sits on top of
//! it, as in DXC: a name must be declared before its use in the file (a
//! prototype suffices). A use of a name whose first declaration comes later
//! is one error that says where the declaration is; the name still
//! resolves, so nothing else is reported about that use.

use super::namespaces::NsId;
use super::{Checker, GlobalSym};
use hlsl_base::{DiagCode, Diagnostic, FxHashMap, FxHashSet, Span, Symbol};
use hlsl_syntax::ast::{self, Decl, UsingDecl};

/// Index into [`Order::decls`], in source order.
pub(super) type DeclId = usize;

/// How far a declaration has been checked (in order).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(super) enum DeclState {
    Unchecked,
    /// Being declared: needing it now is a cycle.
    Declaring,
    /// Its names are declared and its types and signatures known.
    Declared,
    CheckingBodies,
    /// Its function bodies are checked too.
    Checked,
}

struct DeclEntry<'a> {
    decl: &'a Decl,
    /// The namespace it is written in.
    ns: NsId,
    state: DeclState,
    /// Member functions and functions whose bodies its declaration found
    /// (indices into `Checker::funcs`), checked when raised to `Checked`.
    bodies: Vec<(usize, &'a ast::FunctionDecl)>,
}

/// The declarations and where each name is declared.
#[derive(Default)]
pub(super) struct Order<'a> {
    decls: Vec<DeclEntry<'a>>,
    /// Each name's declarations by namespace, in source order, with the
    /// name's span in each.
    pub(super) names: FxHashMap<(NsId, Symbol), Vec<(DeclId, Span)>>,
    /// The declaration being checked; uses are measured against it.
    current: Option<DeclId>,
    /// The declarations being declared, outermost first (a cycle's path).
    declaring: Vec<DeclId>,
    /// Uses already reported as early (a name folded twice is reported
    /// once).
    reported: FxHashSet<Span>,
    /// Cycles reported so far.
    cycles: u32,
}

/// A global name as a use in the current declaration finds it.
pub(super) enum Resolved {
    Found(GlobalSym),
    /// Not usable, and already diagnosed (a cycle).
    Reported,
    Missing,
}

impl<'a> Checker<'a> {
    /// Records every declaration of `decls` (in namespace `ns`), creating
    /// the namespaces they open.
    pub(super) fn collect_decls(&mut self, decls: &'a [Decl], ns: NsId) {
        for decl in decls {
            let id = self.order.decls.len();
            self.order.decls.push(DeclEntry {
                decl,
                ns,
                state: DeclState::Unchecked,
                bodies: Vec::new(),
            });
            let mut add = |i: ast::Ident| {
                self.order
                    .names
                    .entry((ns, i.sym))
                    .or_default()
                    .push((id, i.span));
            };
            match decl {
                Decl::Var(v) => add(v.name),
                Decl::Struct(s) => add(s.name),
                Decl::CBuffer(c) => c.members.iter().for_each(|m| add(m.name)),
                Decl::Function(f) if f.scope.is_empty() => add(f.name),
                Decl::Typedef(t) => add(t.name),
                Decl::Enum(e) => {
                    add(e.name);
                    if !e.scoped {
                        e.values.iter().for_each(|v| add(v.name));
                    }
                }
                Decl::Using(UsingDecl::Alias { name, .. }) => add(*name),
                Decl::Using(UsingDecl::Name { path, .. }) => {
                    if let Some(last) = path.last() {
                        add(*last);
                    }
                }
                Decl::Namespace(n) => {
                    let child = self.open_namespace(n, ns);
                    self.collect_decls(&n.decls, child);
                }
                Decl::Function(_) | Decl::Using(UsingDecl::Namespace { .. }) | Decl::Error(_) => {}
            }
        }
    }

    /// The global pass: every declaration to `Declared`, then every one to
    /// `Checked`.
    pub(super) fn check_all(&mut self) {
        for state in [DeclState::Declared, DeclState::Checked] {
            for id in 0..self.order.decls.len() {
                self.ensure_decl(id, state);
            }
        }
    }

    /// Raises declaration `id` to `state`; `false` if it is needed while
    /// being declared (the caller reports the cycle).
    pub(super) fn ensure_decl(&mut self, id: DeclId, state: DeclState) -> bool {
        let now = self.order.decls[id].state;
        if now >= state {
            return true;
        }
        if now == DeclState::Declaring {
            return false;
        }
        // It is checked in its own namespace, outside any function or
        // instance being checked.
        let saved = (
            self.ns,
            self.order.current.replace(id),
            self.leave_function(),
            std::mem::take(&mut self.template_env),
        );
        self.ns = self.order.decls[id].ns;
        if now < DeclState::Declared {
            self.order.decls[id].state = DeclState::Declaring;
            self.order.declaring.push(id);
            let decl = self.order.decls[id].decl;
            self.declare(decl);
            self.order.declaring.pop();
            self.order.decls[id].state = DeclState::Declared;
        }
        if state == DeclState::Checked {
            self.order.decls[id].state = DeclState::CheckingBodies;
            for (index, f) in std::mem::take(&mut self.order.decls[id].bodies) {
                self.check_body(index, f);
            }
            self.order.decls[id].state = DeclState::Checked;
        }
        self.ns = saved.0;
        self.order.current = saved.1;
        self.return_to_function(saved.2);
        self.template_env = saved.3;
        true
    }

    /// A body to check when declaration `id` is raised to `Checked`.
    /// The declaration `id` stands for.
    pub(super) fn decl_of(&self, id: DeclId) -> &'a Decl {
        self.order.decls[id].decl
    }

    pub(super) fn defer_body(&mut self, index: usize, f: &'a ast::FunctionDecl) {
        if let Some(id) = self.order.current {
            self.order.decls[id].bodies.push((index, f));
        }
    }

    /// The global name `ident` as a use here finds it: declared on demand
    /// if its declaration has not been reached, and reported if that
    /// declaration comes after the use.
    pub(super) fn resolve_global(&mut self, ident: ast::Ident) -> Resolved {
        if !self.declare_on_demand(ident, false) {
            return Resolved::Reported;
        }
        match self.lookup(ident.sym).cloned() {
            Some(sym) => {
                self.check_declared_before(ident);
                Resolved::Found(sym)
            }
            None => Resolved::Missing,
        }
    }

    /// Declares `ident`'s name now if lookup does not find it and a later
    /// declaration declares it (with `as_type`, only declarations of
    /// types: `a a;` names no type); `false` if that is a cycle
    /// (reported).
    pub(super) fn declare_on_demand(&mut self, ident: ast::Ident, as_type: bool) -> bool {
        if self.lookup(ident.sym).is_some() {
            return true;
        }
        let cycles = self.order.cycles;
        if !self.raise_forward(ident, as_type) {
            return false;
        }
        if self.order.cycles > cycles {
            // A cycle found while declaring it is the mistake, not the
            // early use.
            self.order.reported.insert(ident.span);
        }
        true
    }

    /// Declares the not yet declared declarations of `ident`'s name, as
    /// lookup from here would find them; `false` if that is a cycle
    /// (reported here).
    fn raise_forward(&mut self, ident: ast::Ident, as_type: bool) -> bool {
        let Some(ids) = self.declarations_of(ident.sym) else {
            return true;
        };
        let declares_type = |d: &Decl| {
            matches!(
                d,
                Decl::Struct(_) | Decl::Typedef(_) | Decl::Enum(_) | Decl::Using(_)
            )
        };
        for id in ids {
            if as_type && !declares_type(self.order.decls[id].decl) {
                continue;
            }
            if !self.ensure_decl(id, DeclState::Declared) {
                self.report_cycle(id, ident);
                return false;
            }
        }
        true
    }

    /// The declarations of `sym` in the first namespace, from the current
    /// one outward, that declares it.
    fn declarations_of(&self, sym: Symbol) -> Option<Vec<DeclId>> {
        self.namespace_chain().find_map(|ns| {
            let list = self.order.names.get(&(ns, sym))?;
            Some(list.iter().map(|&(id, _)| id).collect())
        })
    }

    /// Reports `ident` if the first declaration of its name comes after
    /// the declaration being checked (HLSL's declare-before-use rule).
    pub(super) fn check_declared_before(&mut self, ident: ast::Ident) {
        let Some(current) = self.order.current else {
            return;
        };
        let first = self.namespace_chain().find_map(|ns| {
            let list = self.order.names.get(&(ns, ident.sym))?;
            list.first().copied()
        });
        let Some((first, at)) = first else { return };
        if first <= current || !self.order.reported.insert(ident.span) {
            return;
        }
        let name = self.name(ident);
        let d = Diagnostic::new(DiagCode::err_use_before_declaration, ident.span, &[&name])
            .with_note(Diagnostic::new(DiagCode::note_declared_here, at, &[&name]));
        self.push(d);
    }

    /// `id` was needed, through `ident`, while it was being declared.
    fn report_cycle(&mut self, id: DeclId, ident: ast::Ident) {
        self.order.cycles += 1;
        if !self.order.reported.insert(ident.span) {
            return;
        }
        let name = self.name(ident);
        let mut d = Diagnostic::new(DiagCode::err_circular_declaration, ident.span, &[&name]);
        let start = self
            .order
            .declaring
            .iter()
            .position(|&d| d == id)
            .unwrap_or(0);
        let path: Vec<DeclId> = self.order.declaring[start + 1..].to_vec();
        for other in path.into_iter().rev() {
            if let Some(other_name) = self.decl_ident(other) {
                let text = self.name(other_name);
                d = d.with_note(Diagnostic::new(
                    DiagCode::note_needed_by,
                    other_name.span,
                    &[&text],
                ));
            }
        }
        self.push(d);
    }

    /// The name a declaration is known by in messages.
    fn decl_ident(&self, id: DeclId) -> Option<ast::Ident> {
        match self.order.decls[id].decl {
            Decl::Var(v) => Some(v.name),
            Decl::Struct(s) => Some(s.name),
            Decl::Function(f) => Some(f.name),
            Decl::Typedef(t) => Some(t.name),
            Decl::Enum(e) => Some(e.name),
            Decl::Using(UsingDecl::Alias { name, .. }) => Some(*name),
            Decl::CBuffer(c) => c.members.first().map(|m| m.name),
            _ => None,
        }
    }

    /// The overloads in `list` declared before the current declaration
    /// (a later overload is not a candidate yet, as in DXC); all of them
    /// if none is (that early use is reported at the name).
    pub(super) fn visible_overloads(&self, list: Vec<usize>) -> Vec<usize> {
        let Some(current) = self.order.current else {
            return list;
        };
        let visible: Vec<usize> = list
            .iter()
            .copied()
            .filter(|&i| self.funcs[i].decl.is_none_or(|d| d <= current))
            .collect();
        if visible.is_empty() {
            list
        } else {
            visible
        }
    }

    /// The declaration being checked.
    pub(super) fn current_decl(&self) -> Option<DeclId> {
        self.order.current
    }

    /// Checks the body of function `index`, defined by `f`, against the
    /// signature already declared.
    pub(super) fn check_body(&mut self, index: usize, f: &'a ast::FunctionDecl) {
        let params = self.own_params(index).to_vec();
        let (ret, name) = (self.funcs[index].ret, self.funcs[index].name.clone());
        self.check_function_body(index, f, &params, ret, name);
    }
}
