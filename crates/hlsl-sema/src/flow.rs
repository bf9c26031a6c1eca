//! Flow checks on the typed IR: a non-void function must not be able to
//! reach its end without returning.

use crate::ir::{Block, Program, Stmt};
use crate::types::Types;
use hlsl_base::{DiagCode, Diagnostics};

pub(crate) fn check_returns(program: &Program, diags: &mut Diagnostics) {
    for (_, f) in program.functions.iter() {
        if f.ret != Types::VOID && !program.types.is_error(f.ret) && falls_through(&f.body.block) {
            diags.report(DiagCode::err_missing_return, f.span, &[&f.name]);
        }
    }
}

/// Whether control can reach the end of `block`.
fn falls_through(block: &Block) -> bool {
    block.stmts.iter().all(stmt_falls_through)
}

fn stmt_falls_through(s: &Stmt) -> bool {
    match s {
        Stmt::Return(_) | Stmt::Discard => false,
        Stmt::Block(b) => falls_through(b),
        Stmt::If {
            then, otherwise, ..
        } => falls_through(then) || falls_through(otherwise),
        // A loop without a condition ends only by `break` (or returns).
        Stmt::Loop {
            cond: None, body, ..
        } => breaks(body),
        // Without a default some selectors run no case; a case that breaks
        // or reaches its end leaves the switch.
        Stmt::Switch { cases, .. } => {
            !cases.iter().any(|c| c.is_default)
                || cases
                    .iter()
                    .any(|c| falls_through(&c.body) || breaks(&c.body))
        }
        _ => true,
    }
}

/// Whether control can reach the end of `block` without leaving it by
/// `break`, `continue`, `return` or `discard` (a switch case that does
/// would fall into the next case).
pub(crate) fn reaches_end(block: &Block) -> bool {
    block.stmts.iter().all(|s| match s {
        Stmt::Break | Stmt::Continue | Stmt::Return(_) | Stmt::Discard => false,
        Stmt::Block(b) => reaches_end(b),
        Stmt::If {
            then, otherwise, ..
        } => reaches_end(then) || reaches_end(otherwise),
        _ => true,
    })
}

/// Whether a loop body contains a `break` for this loop.
fn breaks(block: &Block) -> bool {
    block.stmts.iter().any(|s| match s {
        Stmt::Break => true,
        Stmt::Block(b) => breaks(b),
        Stmt::If {
            then, otherwise, ..
        } => breaks(then) || breaks(otherwise),
        _ => false,
    })
}
