//! Expressions: `expr`, `ternaryConditional` and the binary levels by
//! precedence climbing, with C++'s precedence (the grammar's `exprAdd`
//! rule is garbled) and one non-associative level for `< > <= >= == !=`.
//! Also `maybeEffectfulExpr`, the restricted form of expression
//! statements.

use super::Parser;
use crate::recover::Recover;
use crate::whlsl::ast::{BinOp, ExprId, ExprKind, LitKind, Literal, UnaryOp};
use crate::whlsl::token::Kind;
use hlsl_base::{DiagCode, Span};

const RELATIONAL: u8 = 6;
const ADDITIVE: u8 = 8;

fn binop(k: Kind) -> Option<(BinOp, u8)> {
    use BinOp::*;
    Some(match k {
        Kind::PipePipe => (Or, 1),
        Kind::AmpAmp => (And, 2),
        Kind::Pipe => (BitOr, 3),
        Kind::Caret => (BitXor, 4),
        Kind::Amp => (BitAnd, 5),
        Kind::Lt => (Lt, RELATIONAL),
        Kind::Gt => (Gt, RELATIONAL),
        Kind::LtEq => (Le, RELATIONAL),
        Kind::GtEq => (Ge, RELATIONAL),
        Kind::EqEq => (Eq, RELATIONAL),
        Kind::BangEq => (Ne, RELATIONAL),
        Kind::Shl => (Shl, 7),
        Kind::Shr => (Shr, 7),
        Kind::Plus => (Add, ADDITIVE),
        Kind::Minus => (Sub, ADDITIVE),
        Kind::Star => (Mul, 9),
        Kind::Slash => (Div, 9),
        Kind::Percent => (Rem, 9),
        _ => return None,
    })
}

fn assign_op(k: Kind) -> Option<Option<BinOp>> {
    use BinOp::*;
    Some(match k {
        Kind::Eq => None,
        Kind::PlusEq => Some(Add),
        Kind::MinusEq => Some(Sub),
        Kind::StarEq => Some(Mul),
        Kind::SlashEq => Some(Div),
        Kind::PercentEq => Some(Rem),
        Kind::AmpEq => Some(BitAnd),
        Kind::PipeEq => Some(BitOr),
        Kind::CaretEq => Some(BitXor),
        Kind::ShlEq => Some(Shl),
        Kind::ShrEq => Some(Shr),
        _ => return None,
    })
}

fn is_relational(op: BinOp) -> bool {
    use BinOp::*;
    matches!(op, Lt | Gt | Le | Ge | Eq | Ne)
}

impl Parser<'_, '_> {
    /// `expr: (expr ",")? ternaryConditional`.
    pub(super) fn expression(&mut self) -> ExprId {
        let mut e = self.ternary();
        let mut levels = 0;
        while self.c.eat(Kind::Comma) && self.chain_level(&mut levels) {
            let rhs = self.ternary();
            let span = self.span_of(e).to(self.span_of(rhs));
            e = self.expr(ExprKind::Comma { lhs: e, rhs }, span);
        }
        self.leave_levels(levels);
        e
    }

    /// One more link of an operator chain (`a + b + …`, `a.x.y…`), which
    /// nests the tree one level deeper: counted like any nesting, so later
    /// recursive walks stay bounded.
    fn chain_level(&mut self, levels: &mut u32) -> bool {
        let entered = self.enter();
        *levels += u32::from(entered);
        entered
    }

    fn leave_levels(&mut self, levels: u32) {
        for _ in 0..levels {
            self.leave();
        }
    }

    /// `ternaryConditional`.
    /// The level is entered before the first operand, which may itself
    /// hold a ternary (a call's arguments, `f(f(f(…)))`): entering only
    /// after it would let such chains recurse without bound.
    pub(super) fn ternary(&mut self) -> ExprId {
        let lo = self.c.cur().span.lo;
        if !self.enter() {
            return self.expr(ExprKind::Error, self.c.span_from(lo));
        }
        let first = self.prefix(false);
        let e = self.ternary_rest(first);
        self.leave();
        e
    }

    /// `ternaryConditional` whose first prefix expression is parsed.
    fn ternary_from(&mut self, first: ExprId) -> ExprId {
        let lo = self.span_of(first).lo;
        if !self.enter() {
            return self.expr(ExprKind::Error, self.c.span_from(lo));
        }
        let e = self.ternary_rest(first);
        self.leave();
        e
    }

    /// The rest of a `ternaryConditional` after its first operand, inside
    /// its nesting level.
    fn ternary_rest(&mut self, first: ExprId) -> ExprId {
        let lo = self.span_of(first).lo;
        let lhs = self.binary_from(first, 1);
        if self.c.eat(Kind::Question) {
            let then = self.expression();
            if !self.c.eat(Kind::Colon) {
                self.expected("':'");
            }
            let els = self.ternary();
            self.expr(
                ExprKind::Ternary {
                    cond: lhs,
                    then,
                    els,
                },
                self.c.span_from(lo),
            )
        } else if let Some(op) = assign_op(self.c.kind()) {
            // The left side is `exprPrefix`: no binary operator was read.
            if lhs != first {
                let t = self.c.cur();
                let spelling = t.kind.spelling();
                self.error(DiagCode::err_whlsl_assign_lhs, t.span, &[&spelling]);
            }
            self.c.bump();
            let rhs = self.ternary();
            self.expr(ExprKind::Assign { op, lhs, rhs }, self.c.span_from(lo))
        } else {
            lhs
        }
    }

    /// The binary operators of precedence `min` and up, after `lhs`.
    fn binary_from(&mut self, mut lhs: ExprId, min: u8) -> ExprId {
        let mut levels = 0;
        loop {
            let Some((op, prec)) = binop(self.c.kind()) else {
                if min <= ADDITIVE
                    && self.signed_literal_after_operand()
                    && self.chain_level(&mut levels)
                {
                    // Read as a subtraction of the literal, to go on.
                    let lit = self.literal();
                    let rhs = self.expr(ExprKind::Lit(lit), lit.span);
                    let span = self.span_of(lhs).to(lit.span);
                    let kind = ExprKind::Binary {
                        op: BinOp::Sub,
                        lhs,
                        rhs,
                    };
                    lhs = self.expr(kind, span);
                    continue;
                }
                break;
            };
            if prec < min || !self.chain_level(&mut levels) {
                break;
            }
            let t = self.c.cur();
            if prec == RELATIONAL {
                if let ExprKind::Binary { op: prev, .. } = self.unit.exprs[lhs].kind {
                    if is_relational(prev) {
                        let spelling = t.kind.spelling();
                        self.error(DiagCode::err_whlsl_relational_chain, t.span, &[&spelling]);
                    }
                }
            }
            self.c.bump();
            let first = self.prefix(false);
            let rhs = self.binary_from(first, prec + 1);
            let span = self.span_of(lhs).to(self.span_of(rhs));
            lhs = self.expr(ExprKind::Binary { op, lhs, rhs }, span);
        }
        self.leave_levels(levels);
        lhs
    }

    /// `exprPrefix`. `++e` and `--e` become `e += 1` and `e -= 1`. `head`
    /// is true at the start of an expression statement, where `f()++` is
    /// allowed (`effSuffix`).
    pub(super) fn prefix(&mut self, head: bool) -> ExprId {
        let t = self.c.cur();
        let op = match t.kind {
            Kind::PlusPlus | Kind::MinusMinus => None,
            Kind::Plus => Some(UnaryOp::Plus),
            Kind::Minus => Some(UnaryOp::Neg),
            Kind::Bang => Some(UnaryOp::Not),
            Kind::Tilde => Some(UnaryOp::BitNot),
            Kind::Star => Some(UnaryOp::Deref),
            Kind::Amp => Some(UnaryOp::AddressOf),
            Kind::At => Some(UnaryOp::ArrayRef),
            _ => return self.suffix(head),
        };
        if !self.enter() {
            return self.expr(ExprKind::Error, t.span);
        }
        self.c.bump();
        let operand = self.prefix(false);
        let span = self.c.span_from(t.span.lo);
        let kind = match op {
            Some(op) => ExprKind::Unary { op, operand },
            None => {
                let one = Literal {
                    kind: LitKind::Int(Some(1)),
                    span: t.span,
                };
                let rhs = self.expr(ExprKind::Lit(one), t.span);
                let op = if t.kind == Kind::PlusPlus {
                    BinOp::Add
                } else {
                    BinOp::Sub
                };
                ExprKind::Assign {
                    op: Some(op),
                    lhs: operand,
                    rhs,
                }
            }
        };
        self.leave();
        self.expr(kind, span)
    }

    /// `exprSuffix`: a call or a term, then `.x`, `->x`, `[e]` and (after a
    /// term) `++`/`--`. `x->y` becomes `(*x).y`.
    fn suffix(&mut self, head: bool) -> ExprId {
        let lo = self.c.cur().span.lo;
        let is_call = self.c.at(Kind::Ident) && self.c.nth(1) == Kind::LParen;
        let mut e = if is_call { self.call() } else { self.term() };
        if matches!(self.unit.exprs[e].kind, ExprKind::Error) {
            return e;
        }
        let mut levels = 0;
        loop {
            let t = self.c.cur();
            let suffix = matches!(
                t.kind,
                Kind::Dot
                    | Kind::Arrow
                    | Kind::LBracket
                    | Kind::PlusPlus
                    | Kind::MinusMinus
                    | Kind::LParen
            );
            if !suffix || !self.chain_level(&mut levels) {
                break;
            }
            let kind = match t.kind {
                Kind::Dot | Kind::Arrow => {
                    self.c.bump();
                    let Some(field) = self.expect_ident() else {
                        break;
                    };
                    let base = if t.kind == Kind::Arrow {
                        let span = self.span_of(e);
                        self.expr(
                            ExprKind::Unary {
                                op: UnaryOp::Deref,
                                operand: e,
                            },
                            span,
                        )
                    } else {
                        e
                    };
                    ExprKind::Member { base, field }
                }
                Kind::LBracket => {
                    self.c.bump();
                    let index = self.expression();
                    self.close(Kind::RBracket, t);
                    ExprKind::Index { base: e, index }
                }
                Kind::PlusPlus | Kind::MinusMinus => {
                    if is_call && !head {
                        let spelling = t.kind.spelling();
                        self.error(DiagCode::err_whlsl_postfix_on_call, t.span, &[&spelling]);
                    }
                    self.c.bump();
                    let inc = t.kind == Kind::PlusPlus;
                    let kind = ExprKind::Postfix { inc, operand: e };
                    e = self.expr(kind, self.c.span_from(lo));
                    if is_call {
                        break;
                    }
                    continue;
                }
                Kind::LParen => {
                    self.error(DiagCode::err_whlsl_callee_not_name, t.span, &[]);
                    self.c.bump();
                    self.skip_to_close(Kind::RParen);
                    ExprKind::Error
                }
                _ => break,
            };
            e = self.expr(kind, self.c.span_from(lo));
        }
        self.leave_levels(levels);
        e
    }

    /// `callExpression: Identifier "(" (ternaryConditional ("," …)*)? ")"`.
    fn call(&mut self) -> ExprId {
        let t = self.c.bump();
        let callee = self.ident_of(t);
        let open = self.c.bump();
        let mut args = Vec::new();
        if !self.c.at(Kind::RParen) {
            loop {
                args.push(self.ternary());
                if !self.c.eat(Kind::Comma) {
                    break;
                }
            }
        }
        self.close(Kind::RParen, open);
        self.expr(ExprKind::Call { callee, args }, self.c.span_from(t.span.lo))
    }

    /// `term: Literal | Identifier | "(" expr ")"`.
    fn term(&mut self) -> ExprId {
        let t = self.c.cur();
        match t.kind {
            k if k.is_literal() => {
                let lit = self.literal();
                self.expr(ExprKind::Lit(lit), t.span)
            }
            Kind::Ident => {
                self.c.bump();
                let name = self.ident_of(t);
                self.expr(ExprKind::Name(name), t.span)
            }
            Kind::LParen => {
                if !self.enter() {
                    return self.expr(ExprKind::Error, t.span);
                }
                self.c.bump();
                let inner = self.expression();
                self.close(Kind::RParen, t);
                self.leave();
                self.expr(ExprKind::Paren(inner), self.c.span_from(t.span.lo))
            }
            Kind::Error => {
                self.c.bump();
                self.expr(ExprKind::Error, t.span)
            }
            _ => {
                self.error(DiagCode::err_expected_expression, t.span, &[]);
                self.expr(ExprKind::Error, t.span)
            }
        }
    }

    /// `maybeEffectfulExpr` (not empty): `effAssignment ("," …)*`.
    pub(super) fn effectful(&mut self) -> ExprId {
        let mut e = self.eff_assignment();
        let mut levels = 0;
        while self.c.eat(Kind::Comma) && self.chain_level(&mut levels) {
            let rhs = self.eff_assignment();
            let span = self.span_of(e).to(self.span_of(rhs));
            e = self.expr(ExprKind::Comma { lhs: e, rhs }, span);
        }
        self.leave_levels(levels);
        e
    }

    /// `effAssignment: exprPrefix assignOperator expr | effPrefix`; the
    /// right side is read as `ternaryConditional` so that a `,` separates
    /// assignments (docs/whlsl-notes.md).
    fn eff_assignment(&mut self) -> ExprId {
        let first = self.prefix(true);
        if let Some(op) = assign_op(self.c.kind()) {
            self.c.bump();
            let rhs = self.ternary();
            let span = self.span_of(first).to(self.span_of(rhs));
            return self.expr(
                ExprKind::Assign {
                    op,
                    lhs: first,
                    rhs,
                },
                span,
            );
        }
        if matches!(self.unit.exprs[first].kind, ExprKind::Error) {
            return first;
        }
        // Read on as a general expression (for one precise error), then
        // keep what `effPrefix` allows: an assignment, `++`/`--`, a call
        // or a parenthesized expression.
        let errors = self.diags.len();
        let e = self.ternary_from(first);
        let effectful = match self.unit.exprs[e].kind {
            ExprKind::Assign { .. } | ExprKind::Error => true,
            ExprKind::Postfix { .. } | ExprKind::Call { .. } | ExprKind::Paren(_) => e == first,
            _ => false,
        };
        if !effectful && self.diags.len() == errors {
            let span = self.span_of(e);
            self.error(DiagCode::err_whlsl_effect_free_statement, span, &[]);
        }
        e
    }

    /// `a -1`: the greedy rule made `-1` one literal token, which cannot
    /// follow an operand. Reports it (once) and says so.
    fn signed_literal_after_operand(&mut self) -> bool {
        let t = self.c.cur();
        let text = self.text(t);
        if !matches!(t.kind, Kind::IntLit | Kind::FloatLit) || !text.starts_with('-') {
            return false;
        }
        let digits = &text[1..];
        self.error(
            DiagCode::err_whlsl_signed_literal_operand,
            t.span,
            &[&text, &digits],
        );
        true
    }

    fn span_of(&self, e: ExprId) -> Span {
        self.unit.exprs[e].span
    }

    /// A copy of `e` with fresh nodes (the `while` desugaring needs its
    /// condition twice). Depth is bounded as the parsed tree's is.
    pub(super) fn clone_expr(&mut self, e: ExprId) -> ExprId {
        let node = self.unit.exprs[e].clone();
        let kind = match node.kind {
            ExprKind::Paren(inner) => ExprKind::Paren(self.clone_expr(inner)),
            ExprKind::Call { callee, args } => ExprKind::Call {
                callee,
                args: args.into_iter().map(|a| self.clone_expr(a)).collect(),
            },
            ExprKind::Member { base, field } => ExprKind::Member {
                base: self.clone_expr(base),
                field,
            },
            ExprKind::Index { base, index } => ExprKind::Index {
                base: self.clone_expr(base),
                index: self.clone_expr(index),
            },
            ExprKind::Unary { op, operand } => ExprKind::Unary {
                op,
                operand: self.clone_expr(operand),
            },
            ExprKind::Postfix { inc, operand } => ExprKind::Postfix {
                inc,
                operand: self.clone_expr(operand),
            },
            ExprKind::Binary { op, lhs, rhs } => ExprKind::Binary {
                op,
                lhs: self.clone_expr(lhs),
                rhs: self.clone_expr(rhs),
            },
            ExprKind::Ternary { cond, then, els } => ExprKind::Ternary {
                cond: self.clone_expr(cond),
                then: self.clone_expr(then),
                els: self.clone_expr(els),
            },
            ExprKind::Assign { op, lhs, rhs } => ExprKind::Assign {
                op,
                lhs: self.clone_expr(lhs),
                rhs: self.clone_expr(rhs),
            },
            ExprKind::Comma { lhs, rhs } => ExprKind::Comma {
                lhs: self.clone_expr(lhs),
                rhs: self.clone_expr(rhs),
            },
            kind @ (ExprKind::Lit(_) | ExprKind::Name(_) | ExprKind::Error) => kind,
        };
        self.expr(kind, node.span)
    }
}
