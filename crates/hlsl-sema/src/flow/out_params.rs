//! `out` parameters written on every path: a function that can return (or
//! reach its end) without writing some part of an `out` parameter gets a
//! warning, once per parameter. Any write to a part of it (`r.x = 1`), and
//! passing it as an `out` or `inout` argument, count as writing it; loops
//! that may run no times write nothing for what follows them.

use super::always_true;
use crate::ir::{Block, Body, ExprId, ExprKind, Function, LocalId, ParamMode, Stmt};
use hlsl_base::{DiagCode, Diagnostics};

pub(super) fn check(f: &Function, diags: &mut Diagnostics) {
    for p in f.params.iter().filter(|p| p.mode == ParamMode::Out) {
        let mut walk = Walk {
            body: &f.body,
            param: p.local,
            missed: false,
            breaks: Vec::new(),
        };
        if let Some(false) = walk.block(&f.body.block, false) {
            walk.missed = true;
        }
        if walk.missed {
            diags.report(DiagCode::warn_out_param_not_written, p.span, &[&p.name]);
        }
    }
}

struct Walk<'a> {
    body: &'a Body,
    param: LocalId,
    /// A `return` was reached with the parameter not written.
    missed: bool,
    /// For each enclosing loop or switch, whether the parameter was
    /// written at each `break` out of it.
    breaks: Vec<Vec<bool>>,
}

impl Walk<'_> {
    /// Whether the parameter is written on every path that reaches the end
    /// of `b` (`None`: no path does), given `written` at its start.
    fn block(&mut self, b: &Block, mut written: bool) -> Option<bool> {
        for s in &b.stmts {
            written = self.stmt(s, written)?;
        }
        Some(written)
    }

    fn stmt(&mut self, s: &Stmt, written: bool) -> Option<bool> {
        match s {
            Stmt::Expr(e) => Some(written || self.writes(*e)),
            Stmt::Local { init, .. } => Some(written || init.is_some_and(|e| self.writes(e))),
            Stmt::Block(b) => self.block(b, written),
            Stmt::If {
                cond,
                then,
                otherwise,
            } => {
                let written = written || self.writes(*cond);
                let a = self.block(then, written);
                let b = self.block(otherwise, written);
                both(a, b)
            }
            Stmt::Loop {
                cond,
                test_first,
                body,
                continuing,
            } => {
                let cond_writes = cond.is_some_and(|c| self.writes(c));
                let endless = cond.is_none_or(|c| always_true(self.body, c));
                self.breaks.push(Vec::new());
                let start = written || (*test_first && cond_writes);
                let end = self.block(body, start);
                self.block(continuing, end.unwrap_or(start));
                let breaks = self.breaks.pop().unwrap_or_default();
                // Leaving by the condition: before any pass (`while`, which
                // may run no times) or after one (`do … while`).
                let by_cond = match (endless, *test_first) {
                    (true, _) => None,
                    (false, true) => Some(written || cond_writes),
                    (false, false) => end.map(|w| w || cond_writes),
                };
                met(by_cond.into_iter().chain(breaks))
            }
            Stmt::Switch { selector, cases } => {
                let written = written || self.writes(*selector);
                self.breaks.push(Vec::new());
                let mut ends = Vec::new();
                if !cases.iter().any(|c| c.is_default) {
                    ends.push(written);
                }
                for c in cases {
                    ends.extend(self.block(&c.body, written));
                }
                let breaks = self.breaks.pop().unwrap_or_default();
                met(ends.into_iter().chain(breaks))
            }
            Stmt::Return(e) => {
                let written = written || e.is_some_and(|e| self.writes(e));
                if !written {
                    self.missed = true;
                }
                None
            }
            // `discard` ends the invocation: nothing is returned.
            Stmt::Discard | Stmt::Trap(_) => None,
            Stmt::Break => {
                if let Some(frame) = self.breaks.last_mut() {
                    frame.push(written);
                }
                None
            }
            // Back to the loop's test: the next pass starts no better off
            // than the first, which the loop's analysis already covers.
            Stmt::Continue => None,
        }
    }

    /// Whether evaluating `e` writes (a part of) the parameter: it appears
    /// as a place that is not read (an assignment's target, an `out`
    /// argument, an atomic's `original`).
    fn writes(&self, e: ExprId) -> bool {
        self.place_use(e, false)
    }

    fn place_use(&self, e: ExprId, read: bool) -> bool {
        let kind = &self.body.exprs[e].kind;
        if let ExprKind::Local(l) = *kind {
            return l == self.param && !read;
        }
        let mut used = false;
        kind.operands(read, |x, r| used = used || self.place_use(x, r));
        used
    }
}

/// Where two branches meet: written if written on both (a branch that
/// does not reach the end does not count).
fn both(a: Option<bool>, b: Option<bool>) -> Option<bool> {
    met(a.into_iter().chain(b))
}

/// Where paths meet: written if written on all of them; `None` if there
/// are none.
fn met(paths: impl Iterator<Item = bool>) -> Option<bool> {
    paths.fold(None, |acc, w| Some(acc.unwrap_or(true) && w))
}
