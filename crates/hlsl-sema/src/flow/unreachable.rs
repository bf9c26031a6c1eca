//! Unreachable code: a statement after one that never completes (`return`,
//! `discard`, `break`, `continue`, an `if` whose branches all leave, an
//! endless loop without `break`) is reported once per block, at the first
//! such statement that has a source position.

use super::{always_true, breaks, stmt_falls_through};
use crate::ir::{Block, Body, Function, Stmt};
use hlsl_base::{DiagCode, Diagnostics, Span};

pub(super) fn check(f: &Function, diags: &mut Diagnostics) {
    block(&f.body, &f.body.block, diags);
}

fn block(body: &Body, b: &Block, diags: &mut Diagnostics) {
    let mut reachable = true;
    for s in &b.stmts {
        if !reachable {
            if let Some(span) = stmt_span(body, s) {
                diags.report(DiagCode::warn_unreachable_code, span, &[]);
                return;
            }
            continue;
        }
        nested(body, s, diags);
        reachable = completes(body, s);
    }
}

/// Checks the blocks inside a reachable statement.
fn nested(body: &Body, s: &Stmt, diags: &mut Diagnostics) {
    match s {
        Stmt::Block(b) => block(body, b, diags),
        Stmt::If {
            then, otherwise, ..
        } => {
            block(body, then, diags);
            block(body, otherwise, diags);
        }
        Stmt::Loop {
            body: b,
            continuing,
            ..
        } => {
            block(body, b, diags);
            block(body, continuing, diags);
        }
        Stmt::Switch { cases, .. } => cases.iter().for_each(|c| block(body, &c.body, diags)),
        _ => {}
    }
}

/// Whether control can go on to the statement after `s`.
fn completes(body: &Body, s: &Stmt) -> bool {
    match s {
        Stmt::Break | Stmt::Continue | Stmt::Return(_) | Stmt::Discard | Stmt::Trap(_) => false,
        Stmt::Block(b) => b.stmts.iter().all(|s| completes(body, s)),
        Stmt::If {
            then, otherwise, ..
        } => {
            then.stmts.iter().all(|s| completes(body, s))
                || otherwise.stmts.iter().all(|s| completes(body, s))
        }
        Stmt::Loop { cond, body: b, .. } => !cond.is_none_or(|c| always_true(body, c)) || breaks(b),
        _ => stmt_falls_through(body, s),
    }
}

/// Where a statement is written: the span of its first expression or
/// local (`break;` and `return;` have none).
fn stmt_span(body: &Body, s: &Stmt) -> Option<Span> {
    match s {
        Stmt::Expr(e) | Stmt::Return(Some(e)) => Some(body.exprs[*e].span),
        Stmt::Local { local, .. } => Some(body.locals[*local].span),
        Stmt::If { cond, .. } => Some(body.exprs[*cond].span),
        Stmt::Switch { selector, .. } => Some(body.exprs[*selector].span),
        Stmt::Loop { cond, body: b, .. } => cond
            .map(|c| body.exprs[c].span)
            .or_else(|| b.stmts.iter().find_map(|s| stmt_span(body, s))),
        Stmt::Block(b) => b.stmts.iter().find_map(|s| stmt_span(body, s)),
        Stmt::Break | Stmt::Continue | Stmt::Return(None) | Stmt::Discard | Stmt::Trap(_) => None,
    }
}
