//! Statements and blocks, with the specification's desugarings: `if`
//! without `else` gets an empty one, `while (e) s` is
//! `if (e) do s while (e)`, a `for` initializer is hoisted into a block
//! around the loop (an empty condition is `true`, an empty step `null`),
//! and `T a, b;` is `T a; T b;`.

use super::Parser;
use crate::recover::Recover;
use crate::whlsl::ast::{ExprKind, LitKind, Literal, StmtId, StmtKind, SwitchCase, VarDecl};
use crate::whlsl::token::Kind;
use hlsl_base::{DiagCode, Span};

impl Parser<'_, '_> {
    /// `"{" (stmt | variableDecls ";")* "}"`.
    pub(super) fn block(&mut self) -> StmtId {
        let open = self.c.cur();
        let lo = open.span.lo;
        if !self.expect(Kind::LBrace) {
            return self.stmt(StmtKind::Error, open.span);
        }
        let mut items = Vec::new();
        while !matches!(self.c.kind(), Kind::RBrace | Kind::Eof) {
            let before = self.c.pos;
            if self.looks_like_decl() {
                self.var_decls(&mut items);
                self.end_stmt("declaration");
            } else {
                items.push(self.statement());
            }
            if self.c.pos == before {
                // Nothing was read (a stray token): skip it.
                self.c.bump();
            }
        }
        self.close(Kind::RBrace, open);
        self.stmt(StmtKind::Block(items), self.c.span_from(lo))
    }

    /// `stmt`.
    pub(super) fn statement(&mut self) -> StmtId {
        let t = self.c.cur();
        if !self.enter() {
            return self.stmt(StmtKind::Error, t.span);
        }
        let s = self.statement_inner(t);
        self.leave();
        s
    }

    fn statement_inner(&mut self, t: crate::whlsl::token::Token) -> StmtId {
        let lo = t.span.lo;
        let simple = match t.kind {
            Kind::LBrace => return self.block(),
            Kind::If => return self.if_stmt(),
            Kind::While => return self.while_stmt(),
            Kind::Do => return self.do_while(),
            Kind::For => return self.for_stmt(),
            Kind::Switch => return self.switch_stmt(),
            Kind::Semi => {
                self.c.bump();
                return self.stmt(StmtKind::Empty, t.span);
            }
            Kind::Break => StmtKind::Break,
            Kind::Continue => StmtKind::Continue,
            Kind::Fallthrough => StmtKind::Fallthrough,
            Kind::Trap => StmtKind::Trap,
            Kind::Return => {
                self.c.bump();
                let value = (!self.c.at(Kind::Semi)).then(|| self.expression());
                self.end_stmt("return statement");
                return self.stmt(StmtKind::Return(value), self.c.span_from(lo));
            }
            _ if self.looks_like_decl() => {
                self.error(DiagCode::err_whlsl_decl_not_in_block, t.span, &[]);
                let mut items = Vec::new();
                self.var_decls(&mut items);
                self.end_stmt("declaration");
                return self.stmt(StmtKind::Block(items), self.c.span_from(lo));
            }
            _ => {
                let e = self.effectful();
                self.end_stmt("expression");
                return self.stmt(StmtKind::Expr(e), self.c.span_from(lo));
            }
        };
        let kw = self.c.bump();
        let keyword = self.text(kw);
        self.end_stmt(&format!("'{keyword}'"));
        self.stmt(simple, self.c.span_from(lo))
    }

    /// The `;` ending a statement. When it is missing, the rest of the
    /// statement is skipped unless a new line starts there.
    fn end_stmt(&mut self, after: &str) {
        if self.c.eat(Kind::Semi) {
            return;
        }
        self.expected_after("';'", after);
        if !self.c.cur().at_line_start() && !self.c.at(Kind::RBrace) {
            self.skip_stmt();
        }
    }

    /// `"(" expr ")"` after `if`, `while` or `switch`.
    fn condition(&mut self) -> crate::whlsl::ast::ExprId {
        let open = self.c.cur();
        if !self.expect(Kind::LParen) {
            // Read the condition anyway, so that one error is reported.
            return self.expression();
        }
        let e = self.expression();
        self.close(Kind::RParen, open);
        e
    }

    fn empty_block(&mut self) -> StmtId {
        let at = Span::new(self.c.prev_end, self.c.prev_end);
        self.stmt(StmtKind::Block(Vec::new()), at)
    }

    fn if_stmt(&mut self) -> StmtId {
        let lo = self.c.bump().span.lo;
        let cond = self.condition();
        let then = self.statement();
        let els = if self.c.eat(Kind::Else) {
            self.statement()
        } else {
            self.empty_block()
        };
        self.stmt(StmtKind::If { cond, then, els }, self.c.span_from(lo))
    }

    fn while_stmt(&mut self) -> StmtId {
        let lo = self.c.bump().span.lo;
        let cond = self.condition();
        let body = self.statement();
        let span = self.c.span_from(lo);
        let again = self.clone_expr(cond);
        let loop_ = self.stmt(StmtKind::DoWhile { body, cond: again }, span);
        let els = self.empty_block();
        self.stmt(
            StmtKind::If {
                cond,
                then: loop_,
                els,
            },
            span,
        )
    }

    fn do_while(&mut self) -> StmtId {
        let lo = self.c.bump().span.lo;
        let body = self.statement();
        if !self.c.eat(Kind::While) {
            self.expected("'while' in do/while loop");
            self.skip_stmt();
            return self.stmt(StmtKind::Error, self.c.span_from(lo));
        }
        let cond = self.condition();
        self.end_stmt("do/while loop");
        self.stmt(StmtKind::DoWhile { body, cond }, self.c.span_from(lo))
    }

    fn for_stmt(&mut self) -> StmtId {
        let lo = self.c.bump().span.lo;
        let open = self.c.cur();
        if !self.expect(Kind::LParen) {
            self.skip_stmt();
            return self.stmt(StmtKind::Error, self.c.span_from(lo));
        }
        let mut init = Vec::new();
        if self.looks_like_decl() {
            self.var_decls(&mut init);
        } else if !self.c.at(Kind::Semi) {
            let init_lo = self.c.cur().span.lo;
            let e = self.effectful();
            init.push(self.stmt(StmtKind::Expr(e), self.c.span_from(init_lo)));
        }
        self.expect(Kind::Semi);
        let cond = self.optional_expr(Kind::Semi, LitKind::True);
        self.expect(Kind::Semi);
        let step = self.optional_expr(Kind::RParen, LitKind::Null);
        self.close(Kind::RParen, open);
        let body = self.statement();
        let span = self.c.span_from(lo);
        let loop_ = self.stmt(StmtKind::For { cond, step, body }, span);
        if init.is_empty() {
            return loop_;
        }
        init.push(loop_);
        self.stmt(StmtKind::Block(init), span)
    }

    /// An expression, or `empty` as a literal when `end` comes first.
    fn optional_expr(&mut self, end: Kind, empty: LitKind) -> crate::whlsl::ast::ExprId {
        if self.c.at(end) {
            let span = Span::new(self.c.prev_end, self.c.prev_end);
            let lit = Literal { kind: empty, span };
            return self.expr(ExprKind::Lit(lit), span);
        }
        self.expression()
    }

    fn switch_stmt(&mut self) -> StmtId {
        let lo = self.c.bump().span.lo;
        let value = self.condition();
        let open = self.c.cur();
        let mut cases = Vec::new();
        if !self.expect(Kind::LBrace) {
            self.skip_stmt();
            return self.stmt(StmtKind::Switch { value, cases }, self.c.span_from(lo));
        }
        while !matches!(self.c.kind(), Kind::RBrace | Kind::Eof) {
            let case_lo = self.c.cur().span.lo;
            let label = match self.c.kind() {
                Kind::Case => {
                    self.c.bump();
                    let value = self.const_expr();
                    if value.is_none() {
                        while !matches!(
                            self.c.kind(),
                            Kind::Colon | Kind::Semi | Kind::RBrace | Kind::Eof
                        ) {
                            self.c.bump();
                        }
                    }
                    value
                }
                Kind::Default => {
                    self.c.bump();
                    None
                }
                _ => {
                    self.expected("'case' or 'default'");
                    self.skip_stmt();
                    continue;
                }
            };
            if !self.c.eat(Kind::Colon) {
                self.expected_after("':'", "case label");
            }
            let mut body = Vec::new();
            while !matches!(
                self.c.kind(),
                Kind::Case | Kind::Default | Kind::RBrace | Kind::Eof
            ) {
                let before = self.c.pos;
                body.push(self.statement());
                if self.c.pos == before {
                    self.c.bump();
                }
            }
            cases.push(SwitchCase {
                value: label,
                body,
                span: self.c.span_from(case_lo),
            });
        }
        self.close(Kind::RBrace, open);
        self.stmt(StmtKind::Switch { value, cases }, self.c.span_from(lo))
    }

    /// `variableDecls: type variableDecl ("," variableDecl)*`, one `Var`
    /// statement per declarator, each with its own copy of the type.
    fn var_decls(&mut self, out: &mut Vec<StmtId>) {
        let lo = self.c.cur().span.lo;
        let Some(ty) = self.ty() else {
            self.skip_stmt();
            return;
        };
        loop {
            let Some(name) = self.expect_ident() else {
                return;
            };
            let init = self.c.eat(Kind::Eq).then(|| self.ternary());
            let var = VarDecl {
                ty: ty.clone(),
                name,
                init,
            };
            out.push(self.stmt(StmtKind::Var(var), self.c.span_from(lo)));
            if !self.c.eat(Kind::Comma) {
                return;
            }
        }
    }

    /// Whether a variable declaration starts here: an address space, or a
    /// name, type arguments and suffixes followed by a name (a token scan;
    /// expressions never look like that).
    pub(super) fn looks_like_decl(&self) -> bool {
        let k = self.c.kind();
        if k.is_address_space() {
            return true;
        }
        if k != Kind::Ident {
            return false;
        }
        let mut i = 1;
        if self.c.nth(i) == Kind::Lt {
            let mut depth = 0i32;
            loop {
                match self.c.nth(i) {
                    Kind::Lt => depth += 1,
                    Kind::Gt => depth -= 1,
                    Kind::Shr => depth -= 2,
                    Kind::Semi | Kind::LBrace | Kind::RBrace | Kind::Eof => return false,
                    _ => {}
                }
                i += 1;
                if depth <= 0 {
                    break;
                }
            }
        }
        loop {
            match (self.c.nth(i), self.c.nth(i + 1), self.c.nth(i + 2)) {
                (Kind::Star, s, _) if s.is_address_space() => i += 2,
                (Kind::Star, _, _) => i += 1,
                (Kind::LBracket, Kind::RBracket, s) if s.is_address_space() => i += 3,
                (Kind::LBracket, Kind::RBracket, _) => i += 2,
                (Kind::LBracket, Kind::IntLit | Kind::UIntLit, Kind::RBracket) => i += 3,
                _ => break,
            }
        }
        // A keyword there is a misused name (reported by `expect_ident`);
        // no expression statement has a name followed by a keyword.
        self.c.nth(i) == Kind::Ident || self.c.nth(i).is_keyword()
    }
}
