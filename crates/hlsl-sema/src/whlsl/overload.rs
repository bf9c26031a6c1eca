//! Overload resolution, the spec's rule: of the functions with the name
//! and the number of arguments, keep those whose every parameter the
//! argument can be given; exactly one must remain. Where only standard-
//! library candidates remain (so `1 + 2` alone), two documented
//! tie-breakers apply in turn: the type the context expects of the result,
//! then the literals' default types (`int`, `uint`, `float`). A user
//! function is never chosen by them: `foo(42)` with `foo(int)` and
//! `foo(short)` is ambiguous, as the spec says.

use super::literals::default_type;
use super::stdlib::LibSig;
use super::types::{ExprTy, TyId, TyKind, Types};
use super::{Callee, Checker, FuncId};
use hlsl_base::{DiagCode, Diagnostic, Span};
use hlsl_syntax::whlsl::ast::ExprId;

/// A candidate: its callee, parameters and return type.
#[derive(Clone, Debug)]
pub struct Candidate {
    pub callee: Callee,
    pub params: Vec<TyId>,
    pub ret: TyId,
}

impl Checker<'_> {
    pub(crate) fn user_candidates(&self, name: &str, arity: usize) -> Vec<Candidate> {
        let Some(set) = self.env.funcs.get(name) else {
            return Vec::new();
        };
        self.func_candidates(set, arity)
    }

    pub(crate) fn func_candidates(&self, set: &[FuncId], arity: usize) -> Vec<Candidate> {
        set.iter()
            .map(|&id| (id, &self.out.funcs[id.0 as usize]))
            .filter(|(_, f)| f.params.len() == arity)
            .map(|(id, f)| Candidate {
                callee: Callee::Func(id),
                params: f.params.clone(),
                ret: f.ret,
            })
            .collect()
    }

    pub(crate) fn lib_candidates(sigs: &[LibSig], arity: usize) -> Vec<Candidate> {
        sigs.iter()
            .filter(|s| s.params.len() == arity)
            .map(|s| Candidate {
                callee: Callee::Library(s.clone()),
                params: s.params.clone(),
                ret: s.ret,
            })
            .collect()
    }

    /// Picks the one candidate the arguments match; reports `name` at
    /// `span` otherwise. Settles literal arguments to the chosen types.
    pub(crate) fn resolve(
        &mut self,
        name: &str,
        span: Span,
        candidates: Vec<Candidate>,
        args: &[ExprId],
        arg_tys: &[ExprTy],
        expected: Option<TyId>,
    ) -> Option<Candidate> {
        if arg_tys.iter().any(|a| a.ty == Types::ERROR) {
            return None;
        }
        let mut left: Vec<Candidate> = candidates
            .into_iter()
            .filter(|c| {
                c.params
                    .iter()
                    .zip(arg_tys)
                    .all(|(&p, a)| self.matches(a.ty, p))
            })
            .collect();
        let all_library =
            |l: &[Candidate]| l.iter().all(|c| matches!(c.callee, Callee::Library(_)));
        if left.len() > 1 && all_library(&left) {
            if let Some(want) = expected {
                let fit: Vec<Candidate> = left.iter().filter(|c| c.ret == want).cloned().collect();
                if !fit.is_empty() {
                    left = fit;
                }
            }
        }
        if left.len() > 1 && all_library(&left) {
            let defaulted: Vec<Candidate> = left
                .iter()
                .filter(|c| {
                    c.params
                        .iter()
                        .zip(arg_tys)
                        .all(|(&p, a)| match self.kind(a.ty) {
                            TyKind::Literal(l) => default_type(l) == Some(p),
                            _ => true,
                        })
                })
                .cloned()
                .collect();
            if defaulted.len() == 1 {
                left = defaulted;
            }
        }
        match left.len() {
            1 => {
                let c = left.pop().unwrap();
                for (&a, &p) in args.iter().zip(&c.params) {
                    self.settle(a, p);
                }
                Some(c)
            }
            0 => {
                let shown = self.arg_list(arg_tys);
                let mut d = Diagnostic::new(
                    DiagCode::err_whlsl_no_matching_function,
                    span,
                    &[&name, &shown],
                );
                if let Some(takes) = super::stdlib::named_signatures(name) {
                    d = d.with_note(Diagnostic::new(
                        DiagCode::note_whlsl_library_takes,
                        span,
                        &[&name, &takes],
                    ));
                }
                self.diags.push(d);
                None
            }
            n => {
                let shown = self.arg_list(arg_tys);
                let mut d = Diagnostic::new(
                    DiagCode::err_whlsl_ambiguous_call,
                    span,
                    &[&name, &shown, &n],
                );
                // Notes for the program's own candidates (the library's
                // have no location).
                for c in left.iter().take(4) {
                    let Callee::Func(f) = &c.callee else { continue };
                    let sig = format!("{}({})", name, self.ty_list(&c.params));
                    let at = self.out.funcs[f.0 as usize].span;
                    d = d.with_note(Diagnostic::new(DiagCode::note_candidate, at, &[&sig]));
                }
                self.diags.push(d);
                None
            }
        }
    }

    fn arg_list(&self, args: &[ExprTy]) -> String {
        let tys: Vec<TyId> = args.iter().map(|a| a.ty).collect();
        self.ty_list(&tys)
    }
}
