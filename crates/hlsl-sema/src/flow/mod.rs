//! Flow checks on the typed IR: a non-void function must not be able to
//! reach its end without returning; unreachable code and `out` parameters
//! not written on every path are warned about.

mod out_params;
mod unreachable;

use crate::ir::{Block, Body, ExprKind, Literal, Program, Stmt};
use crate::types::Types;
use hlsl_base::{DiagCode, Diagnostics};

pub(crate) fn check_returns(program: &Program, after_errors: bool, diags: &mut Diagnostics) {
    // As in Clang, the flow warnings wait for a program without errors:
    // a mistake can make code look unreachable or a write look missing.
    let warn = !after_errors && !diags.has_errors();
    for (_, f) in program.functions.iter() {
        if f.ret != Types::VOID
            && !program.types.is_error(f.ret)
            && falls_through(&f.body, &f.body.block)
        {
            diags.report(DiagCode::warn_missing_return, f.span, &[&f.name]);
        }
        if warn {
            unreachable::check(f, diags);
            out_params::check(f, diags);
        }
    }
}

/// Whether control can reach the end of `block`.
fn falls_through(body: &Body, block: &Block) -> bool {
    block.stmts.iter().all(|s| stmt_falls_through(body, s))
}

pub(super) fn stmt_falls_through(body: &Body, s: &Stmt) -> bool {
    match s {
        Stmt::Return(_) | Stmt::Discard | Stmt::Trap(_) => false,
        Stmt::Block(b) => falls_through(body, b),
        Stmt::If {
            then, otherwise, ..
        } => falls_through(body, then) || falls_through(body, otherwise),
        // A loop whose condition is missing or always true ends only by
        // `break` (or returns); a `do … while` tests its condition only
        // after a pass through the body that reaches the end or continues.
        Stmt::Loop {
            cond,
            test_first,
            body: b,
            ..
        } => {
            let endless = cond.is_none_or(|c| always_true(body, c));
            breaks(b) || (!endless && (*test_first || falls_through(body, b) || continues(b)))
        }
        // Without a default some selectors run no case; a case that breaks
        // or reaches its end leaves the switch.
        Stmt::Switch { cases, .. } => {
            !cases.iter().any(|c| c.is_default)
                || cases
                    .iter()
                    .any(|c| falls_through(body, &c.body) || breaks(&c.body))
        }
        _ => true,
    }
}

/// Whether a loop condition is a constant that holds (`while (true)`,
/// `for (;1;)`).
pub(super) fn always_true(body: &Body, cond: crate::ir::ExprId) -> bool {
    match &body.exprs[cond].kind {
        ExprKind::Literal(Literal::Bool(b)) => *b,
        ExprKind::Literal(Literal::Sint(v)) => *v != 0,
        ExprKind::Literal(Literal::Uint(v)) => *v != 0,
        ExprKind::Convert(x) => always_true(body, *x),
        _ => false,
    }
}

/// Whether control can reach the end of `block` without leaving it by
/// `break`, `continue`, `return` or `discard` (a switch case that does
/// would fall into the next case).
pub fn reaches_end(block: &Block) -> bool {
    block.stmts.iter().all(|s| match s {
        Stmt::Break | Stmt::Continue | Stmt::Return(_) | Stmt::Discard | Stmt::Trap(_) => false,
        Stmt::Block(b) => reaches_end(b),
        Stmt::If {
            then, otherwise, ..
        } => reaches_end(then) || reaches_end(otherwise),
        _ => true,
    })
}

/// Whether a loop body contains a `break` for this loop.
pub(super) fn breaks(block: &Block) -> bool {
    block.stmts.iter().any(|s| match s {
        Stmt::Break => true,
        Stmt::Block(b) => breaks(b),
        Stmt::If {
            then, otherwise, ..
        } => breaks(then) || breaks(otherwise),
        _ => false,
    })
}

/// Whether a loop body contains a `continue` for this loop (one in a
/// switch continues the loop too).
fn continues(block: &Block) -> bool {
    block.stmts.iter().any(|s| match s {
        Stmt::Continue => true,
        Stmt::Block(b) => continues(b),
        Stmt::If {
            then, otherwise, ..
        } => continues(then) || continues(otherwise),
        Stmt::Switch { cases, .. } => cases.iter().any(|c| continues(&c.body)),
        _ => false,
    })
}
