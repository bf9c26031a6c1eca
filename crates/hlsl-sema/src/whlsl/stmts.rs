//! "Typing statements" with their sets of behaviours: {Nothing,
//! Return T, Break, Continue, Fallthrough}, exactly as the spec's rules
//! compose them, and the function-level rule (a non-void function's body
//! has exactly {Return T}). Each behaviour keeps the span of a statement
//! that produced it, so a misplaced `break` or a missing return is
//! reported where it is.

use super::types::{TyId, TyKind, Types};
use super::{Checker, FuncId};
use hlsl_base::{DiagCode, FxHashMap, Span, Symbol};
use hlsl_syntax::whlsl::ast::{Decl, StmtId, StmtKind};

/// A set of behaviours.
#[derive(Clone, Debug, Default)]
pub struct Behaviours {
    pub nothing: bool,
    pub brk: Option<Span>,
    pub cont: Option<Span>,
    pub fall: Option<Span>,
    /// `Return T` for each T, with a `return` of it.
    pub rets: Vec<(TyId, Span)>,
}

impl Behaviours {
    fn nothing() -> Behaviours {
        Behaviours {
            nothing: true,
            ..Default::default()
        }
    }

    pub fn union(mut self, o: Behaviours) -> Behaviours {
        self.nothing |= o.nothing;
        self.brk = self.brk.or(o.brk);
        self.cont = self.cont.or(o.cont);
        self.fall = self.fall.or(o.fall);
        for r in o.rets {
            if !self.rets.iter().any(|x| x.0 == r.0) {
                self.rets.push(r);
            }
        }
        self
    }
}

impl Checker<'_> {
    pub(super) fn check_bodies(&mut self) {
        for i in 0..self.out.funcs.len() {
            let super::FuncOrigin::User(d) = self.out.funcs[i].origin else {
                continue;
            };
            let Decl::Func(f) = &self.unit.decls[d] else {
                unreachable!()
            };
            let id = FuncId(i as u32);
            self.out.call_graph.entry(id).or_default();
            self.current = Some(id);
            self.ret = self.out.funcs[i].ret;
            let mut scope: FxHashMap<Symbol, TyId> = FxHashMap::default();
            let params = self.out.funcs[i].user.as_ref().unwrap().params.clone();
            for (k, p) in params.iter().enumerate() {
                if let Some(prev) = params[..k].iter().find(|q| q.name == p.name) {
                    let (at, before) = (f.params[k].name.span, prev.span);
                    self.error_with_note(
                        DiagCode::err_whlsl_duplicate_param,
                        at,
                        &[&self.name(p.name)],
                        before,
                        DiagCode::note_previous_definition,
                        &[],
                    );
                }
                scope.insert(p.name, p.ty);
            }
            self.scopes = vec![scope];
            let StmtKind::Block(body) = &self.unit.stmts[f.body].kind else {
                continue;
            };
            let b = self.check_block(body);
            self.scopes.clear();
            self.current = None;
            self.check_function_behaviours(b, f.name_span(self.out.funcs[i].span), i);
        }
    }

    /// A void function: {Nothing, Return void}; otherwise {Return T}.
    fn check_function_behaviours(&mut self, b: Behaviours, name_span: Span, i: usize) {
        if let Some(s) = b.brk {
            self.error(
                DiagCode::err_whlsl_stray_jump,
                s,
                &[&"break", &"a loop or switch"],
            );
        }
        if let Some(s) = b.cont {
            self.error(DiagCode::err_whlsl_stray_jump, s, &[&"continue", &"a loop"]);
        }
        if let Some(s) = b.fall {
            self.error(
                DiagCode::err_whlsl_stray_jump,
                s,
                &[&"fallthrough", &"a switch case"],
            );
        }
        let ret = self.out.funcs[i].ret;
        if ret != Types::VOID && ret != Types::ERROR && b.nothing {
            let name = self.out.funcs[i].name.clone();
            self.error(DiagCode::err_whlsl_missing_return, name_span, &[&name]);
        }
    }

    /// The block rules: variable declarations scope over the rest of the
    /// block; every statement but the last must be able to do Nothing and
    /// must not fall through.
    pub(crate) fn check_block(&mut self, stmts: &[StmtId]) -> Behaviours {
        self.scopes.push(FxHashMap::default());
        let mut declared: FxHashMap<Symbol, Span> = FxHashMap::default();
        let mut acc = Behaviours::default();
        let mut reported_unreachable = false;
        for (k, &s) in stmts.iter().enumerate() {
            let mut b = if let StmtKind::Var(v) = &self.unit.stmts[s].kind {
                if let Some(&prev) = declared.get(&v.name.sym) {
                    self.error_with_note(
                        DiagCode::err_whlsl_duplicate_local,
                        v.name.span,
                        &[&self.name(v.name.sym)],
                        prev,
                        DiagCode::note_previous_definition,
                        &[],
                    );
                }
                declared.insert(v.name.sym, v.name.span);
                self.check_var(s);
                Behaviours::nothing()
            } else {
                self.check_stmt(s)
            };
            if reported_unreachable {
                // Statements after one that never completes cannot let the
                // block complete either: counting their Nothing would add a
                // "does not return on every path" to the unreachable error.
                b.nothing = false;
            }
            if k + 1 == stmts.len() {
                acc = acc.union(b);
                break;
            }
            if !b.nothing && b.fall.is_none() && !reported_unreachable {
                let next = self.unit.stmts[stmts[k + 1]].span;
                self.error(DiagCode::err_whlsl_unreachable, next, &[]);
                reported_unreachable = true;
            }
            b.nothing = false;
            if let Some(f) = b.fall.take() {
                self.error(DiagCode::err_whlsl_fallthrough_not_last, f, &[]);
            }
            acc = acc.union(b);
        }
        if stmts.is_empty() {
            acc.nothing = true;
        }
        self.scopes.pop();
        acc
    }

    fn check_var(&mut self, s: StmtId) {
        let StmtKind::Var(v) = &self.unit.stmts[s].kind else {
            unreachable!()
        };
        let ty = self.resolve_type(&v.ty, false);
        self.out.local_types.insert(s, ty);
        // The variable is in scope in its own initializer, as the spec's
        // order has it.
        self.scopes.last_mut().unwrap().insert(v.name.sym, ty);
        match v.init {
            None => {
                if matches!(self.kind(ty), TyKind::Pointer(..) | TyKind::ArrayRef(..)) {
                    let shown = self.ty_name(ty);
                    self.error(
                        DiagCode::err_whlsl_pointer_uninitialized,
                        v.name.span,
                        &[&shown],
                    );
                }
            }
            Some(init) => {
                let want = (ty != Types::ERROR).then_some(ty);
                let t = self.check_rvalue(init, want);
                let span = self.unit.exprs[init].span;
                self.coerce(init, t, ty, span, "the initializer");
            }
        }
    }

    pub(crate) fn check_stmt(&mut self, s: StmtId) -> Behaviours {
        let stmt = &self.unit.stmts[s];
        let span = stmt.span;
        match &stmt.kind {
            StmtKind::Block(list) => {
                let list = list.clone();
                self.check_block(&list)
            }
            StmtKind::Var(_) => {
                // Only reachable through a block.
                self.check_var(s);
                Behaviours::nothing()
            }
            StmtKind::Expr(e) => {
                let e = *e;
                let t = self.check_expr(e, None);
                self.settle_default(e, t);
                Behaviours::nothing()
            }
            StmtKind::Empty | StmtKind::Error => Behaviours::nothing(),
            StmtKind::If { cond, then, els } => {
                let (cond, then, els) = (*cond, *then, *els);
                self.check_condition(cond, "the condition of 'if'");
                let a = self.check_stmt(then);
                let b = self.check_stmt(els);
                let mut u = a.union(b);
                self.no_pointer_return(&mut u);
                u
            }
            StmtKind::DoWhile { body, cond } => {
                let (body, cond) = (*body, *cond);
                let b = self.check_stmt(body);
                self.check_condition(cond, "the condition of 'while'");
                self.loop_behaviours(b)
            }
            StmtKind::For { cond, step, body } => {
                let (cond, step, body) = (*cond, *step, *body);
                self.check_condition(cond, "the condition of 'for'");
                if !matches!(
                    self.unit.exprs[step].kind,
                    hlsl_syntax::whlsl::ast::ExprKind::Lit(_)
                ) {
                    let t = self.check_expr(step, None);
                    self.settle_default(step, t);
                }
                let b = self.check_stmt(body);
                self.loop_behaviours(b)
            }
            StmtKind::Switch { value, cases } => {
                let (value, cases) = (*value, cases.clone());
                self.check_switch(value, &cases, span)
            }
            StmtKind::Break => Behaviours {
                brk: Some(span),
                ..Default::default()
            },
            StmtKind::Continue => Behaviours {
                cont: Some(span),
                ..Default::default()
            },
            StmtKind::Fallthrough => Behaviours {
                fall: Some(span),
                ..Default::default()
            },
            StmtKind::Return(None) => {
                if self.ret != Types::VOID && self.ret != Types::ERROR {
                    let want = self.ty_name(self.ret);
                    self.error(DiagCode::err_whlsl_return_type, span, &[&"void", &want]);
                }
                Behaviours {
                    rets: vec![(Types::VOID, span)],
                    ..Default::default()
                }
            }
            StmtKind::Return(Some(e)) => {
                let e = *e;
                let want = self.ret;
                let t = self.check_rvalue(e, (want != Types::ERROR).then_some(want));
                let espan = self.unit.exprs[e].span;
                let ok = if want == Types::VOID {
                    if t.ty != Types::ERROR {
                        let have = self.ty_name(t.ty);
                        self.error(DiagCode::err_whlsl_return_type, espan, &[&have, &"void"]);
                    }
                    false
                } else {
                    self.coerce(e, t, want, espan, "the returned value")
                };
                let ty = if ok { want } else { Types::ERROR };
                Behaviours {
                    rets: vec![(ty, span)],
                    ..Default::default()
                }
            }
            // The spec's commented-out rule: `trap` behaves as a return of
            // whichever type the function returns.
            StmtKind::Trap => Behaviours {
                rets: vec![(self.ret, span)],
                ..Default::default()
            },
        }
    }

    /// Loops: Break becomes Nothing, as the spec says. Continue is
    /// removed too, but (a documented choice) it also adds Nothing: after
    /// a `continue` the condition runs again and can end the loop, so
    /// `for (…) { s += i; continue; }` can complete.
    fn loop_behaviours(&mut self, mut b: Behaviours) -> Behaviours {
        self.no_pointer_return(&mut b);
        if b.cont.take().is_some() {
            b.nothing = true;
        }
        if b.brk.take().is_some() {
            b.nothing = true;
        }
        b
    }

    /// Returns of pointers or array references are only allowed outside
    /// branches, loops and switches.
    /// Each offending return is reported once (its type becomes the
    /// error type).
    pub(crate) fn no_pointer_return(&mut self, b: &mut Behaviours) {
        for r in &mut b.rets {
            if matches!(
                self.out.types.kind(r.0),
                TyKind::Pointer(..) | TyKind::ArrayRef(..)
            ) {
                let shown = self.out.type_name(self.unit, r.0);
                self.diags
                    .report(DiagCode::err_whlsl_pointer_return_branch, r.1, &[&shown]);
                r.0 = Types::ERROR;
            }
        }
    }
}

trait NameSpan {
    fn name_span(&self, fallback: Span) -> Span;
}

impl NameSpan for hlsl_syntax::whlsl::ast::FuncDef {
    fn name_span(&self, fallback: Span) -> Span {
        match &self.name {
            hlsl_syntax::whlsl::ast::FuncName::Ident(id) => id.span,
            _ => fallback,
        }
    }
}
