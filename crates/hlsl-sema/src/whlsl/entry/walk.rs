//! A read-only walk over a function body's statements and expressions,
//! in source order, for the rules that look at every local declaration,
//! expression or `return` (threadgroup uses, library-type restrictions).

use hlsl_syntax::whlsl::ast::{ExprId, ExprKind, StmtId, StmtKind, Unit};

/// What the walk visits.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Node {
    Stmt(StmtId),
    Expr(ExprId),
}

/// Visits `s` and everything inside it, parents before children.
pub(crate) fn walk_stmt(unit: &Unit, s: StmtId, f: &mut dyn FnMut(Node)) {
    f(Node::Stmt(s));
    match &unit.stmts[s].kind {
        StmtKind::Block(list) => list.iter().for_each(|&c| walk_stmt(unit, c, f)),
        StmtKind::Var(v) => {
            if let Some(init) = v.init {
                walk_expr(unit, init, f);
            }
        }
        StmtKind::Expr(e) => walk_expr(unit, *e, f),
        StmtKind::If { cond, then, els } => {
            walk_expr(unit, *cond, f);
            walk_stmt(unit, *then, f);
            walk_stmt(unit, *els, f);
        }
        StmtKind::DoWhile { body, cond } => {
            walk_stmt(unit, *body, f);
            walk_expr(unit, *cond, f);
        }
        StmtKind::For { cond, step, body } => {
            walk_expr(unit, *cond, f);
            walk_expr(unit, *step, f);
            walk_stmt(unit, *body, f);
        }
        StmtKind::Switch { value, cases } => {
            walk_expr(unit, *value, f);
            for c in cases {
                c.body.iter().for_each(|&b| walk_stmt(unit, b, f));
            }
        }
        StmtKind::Return(Some(e)) => walk_expr(unit, *e, f),
        StmtKind::Return(None)
        | StmtKind::Empty
        | StmtKind::Break
        | StmtKind::Continue
        | StmtKind::Fallthrough
        | StmtKind::Trap
        | StmtKind::Error => {}
    }
}

/// Visits `e` and its operands, parents before children.
pub(crate) fn walk_expr(unit: &Unit, e: ExprId, f: &mut dyn FnMut(Node)) {
    f(Node::Expr(e));
    match &unit.exprs[e].kind {
        ExprKind::Lit(_) | ExprKind::Name(_) | ExprKind::Error => {}
        ExprKind::Paren(x)
        | ExprKind::Member { base: x, .. }
        | ExprKind::Unary { operand: x, .. }
        | ExprKind::Postfix { operand: x, .. } => walk_expr(unit, *x, f),
        ExprKind::Call { args, .. } => args.iter().for_each(|&a| walk_expr(unit, a, f)),
        ExprKind::Index { base, index } => {
            walk_expr(unit, *base, f);
            walk_expr(unit, *index, f);
        }
        ExprKind::Binary { lhs, rhs, .. }
        | ExprKind::Assign { lhs, rhs, .. }
        | ExprKind::Comma { lhs, rhs } => {
            walk_expr(unit, *lhs, f);
            walk_expr(unit, *rhs, f);
        }
        ExprKind::Ternary { cond, then, els } => {
            walk_expr(unit, *cond, f);
            walk_expr(unit, *then, f);
            walk_expr(unit, *els, f);
        }
    }
}
