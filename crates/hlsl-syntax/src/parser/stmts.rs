//! Statements and blocks.

use super::decls::DeclContext;
use super::Parser;
use crate::ast::{Block, ExprId, ExprKind, StmtId, StmtKind, UnaryOp, VarDecl};
use crate::recover::Recover;
use crate::token::TokenKind::*;
use hlsl_base::{DiagCode, Span};

impl Parser<'_, '_> {
    /// `{ statements }`; the current token is `{`.
    pub(super) fn block(&mut self) -> Block {
        let open = self.c.bump();
        let mut stmts = Vec::new();
        while !self.c.at(RBrace) && !self.c.at(Eof) {
            let start = self.c.pos;
            stmts.push(self.statement());
            if self.c.pos == start {
                self.c.bump();
            }
        }
        self.close(RBrace, open);
        Block {
            stmts,
            span: self.c.span_from(open.span.lo),
        }
    }

    pub(super) fn statement(&mut self) -> StmtId {
        let lo = self.c.cur().span.lo;
        if self.depth == 0 {
            // Each statement of a function body may report its own.
            self.nesting_reported = false;
        }
        if !self.enter(Self::skip_stmt) {
            return self.stmt(StmtKind::Error, self.c.span_from(lo));
        }
        let attrs = self.attributes();
        let kind = self.statement_kind();
        self.leave();
        let id = self.stmt(kind, self.c.span_from(lo));
        self.unit.stmts[id].attrs = attrs;
        id
    }

    fn statement_kind(&mut self) -> StmtKind {
        let t = self.c.cur();
        match t.kind {
            LBrace => StmtKind::Block(self.block()),
            Semi => {
                self.c.bump();
                StmtKind::Empty
            }
            KwIf => self.if_stmt(),
            KwFor => self.for_stmt(),
            KwWhile => {
                self.c.bump();
                if self.at_cond_decl() {
                    return self.while_with_decl();
                }
                let cond = self.paren_cond("'while'");
                let body = self.statement();
                StmtKind::While { cond, body }
            }
            KwDo => self.do_while(),
            KwSwitch => {
                let lo = self.c.bump().span.lo;
                if self.at_cond_decl() {
                    let (decl, selector) = self.cond_decl();
                    let body = self.statement();
                    let switch =
                        self.stmt(StmtKind::Switch { selector, body }, self.c.span_from(lo));
                    return self.decl_block(decl, switch);
                }
                let selector = self.paren_cond("'switch'");
                let body = self.statement();
                StmtKind::Switch { selector, body }
            }
            KwCase => {
                self.c.bump();
                let value = self.assign();
                self.label_colon("'case'");
                StmtKind::Case(Some(value))
            }
            KwDefault => {
                self.c.bump();
                self.label_colon("'default'");
                StmtKind::Case(None)
            }
            KwBreak | KwContinue | KwDiscard => {
                self.c.bump();
                let what = match t.kind {
                    KwBreak => "break statement",
                    KwContinue => "continue statement",
                    _ => "discard statement",
                };
                self.end_of_statement(what);
                match t.kind {
                    KwBreak => StmtKind::Break,
                    KwContinue => StmtKind::Continue,
                    _ => StmtKind::Discard,
                }
            }
            KwReturn => {
                self.c.bump();
                let value = (!self.c.at(Semi) && !self.c.at(RBrace)).then(|| self.parse_expr());
                self.end_of_statement("return statement");
                StmtKind::Return(value)
            }
            KwStruct | KwClass if self.at_aggregate_definition() => {
                // Local types are kept with the top-level declarations:
                // the AST has no local type declarations. The variables
                // of `struct S { … } s[n];` stay local.
                let before = self.unit.decls.len();
                self.struct_decl(None);
                let mut vars = Vec::new();
                let mut k = before;
                while k < self.unit.decls.len() {
                    if matches!(self.unit.decls[k], crate::ast::Decl::Var(_)) {
                        if let crate::ast::Decl::Var(v) = self.unit.decls.remove(k) {
                            vars.push(v);
                        }
                    } else {
                        k += 1;
                    }
                }
                if vars.is_empty() {
                    StmtKind::Empty
                } else {
                    StmtKind::Decl(vars)
                }
            }
            KwTypedef => {
                self.typedef_decl();
                StmtKind::Empty
            }
            KwEnum => {
                self.enum_decl();
                StmtKind::Empty
            }
            KwUsing => {
                self.using_decl();
                StmtKind::Empty
            }
            // `void f();`: a prototype (a `void` variable is no declaration).
            KwVoid if self.c.nth(1) == Ident && self.c.nth(2) == LParen => {
                let lo = self.c.cur().span.lo;
                let ty = self.parse_type();
                self.local_prototype(Vec::new(), ty, lo)
            }
            _ if self.at_local_decl() => {
                let lo = self.c.cur().span.lo;
                let mods = self.modifiers();
                let ty = self.parse_type();
                if self.at_prototype() {
                    return self.local_prototype(mods, ty, lo);
                }
                let vars = self.declarators(Vec::new(), mods, ty, None, lo, DeclContext::Local);
                self.end_of_local_decl();
                StmtKind::Decl(vars)
            }
            _ => {
                let start = self.c.pos;
                let e = self.parse_expr();
                if self.c.pos == start {
                    // Nothing was read (already reported): skip the rest.
                    self.skip_stmt();
                    return StmtKind::Error;
                }
                self.end_of_statement("expression");
                StmtKind::Expr(e)
            }
        }
    }

    /// Whether a declaration statement starts here: a modifier, a type
    /// name not followed by `(` (that is a constructor), or two names in a
    /// row (an unknown type name, left for the checker to report).
    fn at_local_decl(&self) -> bool {
        if self.at_modifier() {
            return true;
        }
        match self.c.kind() {
            KwStruct => self.c.nth(1) == Ident,
            // `S<int>::f();`, `NS::S<int>::k;`: an instance's member.
            Ident if self.at_type_member(0) => false,
            Ident if self.c.nth(1) == ColonColon => {
                let n = self.path_len(0);
                !(n > 0 && self.at_type_member(n - 1)) && self.at_type()
            }
            // A variable named like a type (`Constants.x = 1;`) hides it.
            Ident if self.is_type_name(self.c.cur()) => {
                self.c.nth(1) != LParen && !self.names_value(self.c.cur())
            }
            Ident => self.c.nth(1) == Ident,
            _ => false,
        }
    }

    /// Whether a function's name and parameter list follow (a type was
    /// read): `name()`, `name(void …`, `name(Type …` or `name(in …` (a
    /// parameter modifier).
    fn at_prototype(&self) -> bool {
        if !(self.c.at(Ident) && self.c.nth(1) == LParen) {
            return false;
        }
        let t = self.c.nth_tok(2);
        match t.kind {
            RParen | KwVoid | KwStruct => true,
            Ident => self.is_type_name(t),
            k => super::decls::modifier(k).is_some(),
        }
    }

    /// `float f(float x);` in a function body: a prototype of a global
    /// function (C++ block-scope function declaration), which DXC takes;
    /// it is declared at the top level, before the function around it.
    /// A body here is an error, as in C++.
    fn local_prototype(
        &mut self,
        mods: Vec<(crate::ast::Modifier, Span)>,
        ty: crate::ast::TypeExpr,
        lo: u32,
    ) -> StmtKind {
        let t = self.c.bump();
        let name = self.ident_of(t);
        let f = self.function(Vec::new(), None, mods, ty, Vec::new(), name, lo);
        if let Some(body) = &f.body {
            self.error(
                DiagCode::err_not_supported_yet,
                body.span,
                &[&"a function definition inside a function"],
            );
            return StmtKind::Error;
        }
        self.unit.decls.push(crate::ast::Decl::Function(f));
        StmtKind::Empty
    }

    /// Modifiers, a type and declarators, without the `;`.
    fn local_decl(&mut self) -> Vec<VarDecl> {
        let lo = self.c.cur().span.lo;
        let mods = self.modifiers();
        let ty = self.parse_type();
        self.declarators(Vec::new(), mods, ty, None, lo, DeclContext::Local)
    }

    fn end_of_local_decl(&mut self) {
        if self.c.eat(Semi) {
            return;
        }
        let span = Span::new(self.c.prev_end, self.c.prev_end);
        self.error(
            DiagCode::err_expected,
            span,
            &[&"';' at end of declaration"],
        );
        self.resync_after_missing_semi();
    }

    /// `;` ending a simple statement, or `expected ';' after <what>`.
    fn end_of_statement(&mut self, what: &str) {
        if self.c.eat(Semi) {
            return;
        }
        self.expected_after("';'", what);
        self.resync_after_missing_semi();
    }

    /// After a missing `;`: a token on a new line (or the block's `}`)
    /// starts the next statement as if the `;` were there; anything else on
    /// the same line is skipped through the next `;`.
    fn resync_after_missing_semi(&mut self) {
        let t = self.c.cur();
        if !t.at_line_start() && !matches!(t.kind, RBrace | Eof) {
            self.skip_stmt();
        }
    }

    /// `(expr)` after `if`, `while`, `switch`; a missing `(` is reported and
    /// the condition read anyway.
    fn paren_cond(&mut self, keyword: &str) -> ExprId {
        if !self.c.at(LParen) {
            self.expected_after("'('", keyword);
            let cond = self.parse_expr();
            // `if x > 0)`: the `)` is the other half of the same mistake.
            self.c.eat(RParen);
            return cond;
        }
        let open = self.c.bump();
        let cond = self.parse_expr();
        self.close(RParen, open);
        cond
    }

    fn if_stmt(&mut self) -> StmtKind {
        let lo = self.c.bump().span.lo;
        if self.at_cond_decl() {
            let (decl, cond) = self.cond_decl();
            let kind = self.if_rest(cond);
            let if_stmt = self.stmt(kind, self.c.span_from(lo));
            return self.decl_block(decl, if_stmt);
        }
        let cond = self.paren_cond("'if'");
        self.if_rest(cond)
    }

    /// The branches of an `if` after its condition.
    fn if_rest(&mut self, cond: ExprId) -> StmtKind {
        let then = self.statement();
        let otherwise = self.c.eat(KwElse).then(|| self.statement());
        StmtKind::If {
            cond,
            then,
            otherwise,
        }
    }

    // C++'s condition declarations (`if (int d = f())`, also in `switch`
    // and `while`) have no node of their own: the declaration goes in a
    // block around the statement, where it is in scope in every branch
    // and not after it, and the condition tests the variable.

    /// At `(` after `if`, `switch` or `while`: whether a declaration
    /// follows.
    fn at_cond_decl(&mut self) -> bool {
        if !self.c.at(LParen) {
            return false;
        }
        let saved = self.c.pos;
        self.c.pos += 1;
        let decl = self.at_local_decl();
        self.c.pos = saved;
        decl
    }

    /// `(T name = init)`: the declaration statement and the condition
    /// naming the variable.
    fn cond_decl(&mut self) -> (StmtId, ExprId) {
        let open = self.c.bump();
        let lo = self.c.cur().span.lo;
        let vars = self.local_decl();
        self.close(RParen, open);
        let name = vars.first().map(|v| v.name);
        let decl = self.stmt(StmtKind::Decl(vars), self.c.span_from(lo));
        let cond = match name {
            Some(n) => self.expr(ExprKind::Name(n), n.span),
            None => self.error_expr(Span::new(lo, lo)),
        };
        (decl, cond)
    }

    /// `{ decl; stmt }`.
    fn decl_block(&mut self, decl: StmtId, stmt: StmtId) -> StmtKind {
        let span = self.unit.stmts[decl].span.to(self.unit.stmts[stmt].span);
        StmtKind::Block(Block {
            stmts: vec![decl, stmt],
            span,
        })
    }

    /// `while (int a = f()) body` as `while (true) { int a = f(); if (!a)
    /// break; body }`: the declaration is evaluated before each iteration.
    fn while_with_decl(&mut self) -> StmtKind {
        let lo = self.c.cur().span.lo;
        let (decl, cond) = self.cond_decl();
        let cond_span = self.unit.exprs[cond].span;
        let not = self.expr(
            ExprKind::Unary {
                op: UnaryOp::Not,
                operand: cond,
            },
            cond_span,
        );
        let brk = self.stmt(StmtKind::Break, cond_span);
        let exit = self.stmt(
            StmtKind::If {
                cond: not,
                then: brk,
                otherwise: None,
            },
            cond_span,
        );
        let body = self.statement();
        let span = self.c.span_from(lo);
        let block = self.stmt(
            StmtKind::Block(Block {
                stmts: vec![decl, exit, body],
                span,
            }),
            span,
        );
        let always = self.expr(ExprKind::BoolLit(true), Span::new(lo, lo));
        StmtKind::While {
            cond: always,
            body: block,
        }
    }

    fn do_while(&mut self) -> StmtKind {
        self.c.bump();
        let body = self.statement();
        let cond = if self.c.eat(KwWhile) {
            self.paren_cond("'while'")
        } else {
            self.expected("'while' in do/while loop");
            let at = self.c.cur().span.lo;
            self.error_expr(Span::new(at, at))
        };
        self.end_of_statement("do/while statement");
        StmtKind::DoWhile { body, cond }
    }

    fn for_stmt(&mut self) -> StmtKind {
        self.c.bump();
        let open = if self.c.at(LParen) {
            Some(self.c.bump())
        } else {
            self.expected_after("'('", "'for'");
            None
        };
        let init = if self.c.at(Semi) {
            None
        } else {
            let lo = self.c.cur().span.lo;
            let kind = if self.at_local_decl() {
                StmtKind::Decl(self.local_decl())
            } else {
                StmtKind::Expr(self.parse_expr())
            };
            Some(self.stmt(kind, self.c.span_from(lo)))
        };
        // After a mistake in the header the rest is ambiguous: skip it.
        let (mut cond, mut step) = (None, None);
        let mut ok = self.for_semi();
        if ok {
            cond = (!self.c.at(Semi)).then(|| self.parse_expr());
            ok = self.for_semi();
        }
        if ok {
            step = (!self.c.at(RParen)).then(|| self.parse_expr());
        }
        match open {
            Some(open) if ok => {
                self.close(RParen, open);
            }
            Some(_) => self.skip_for_header(),
            None => {
                self.c.eat(RParen);
            }
        }
        let body = self.statement();
        StmtKind::For {
            init,
            cond,
            step,
            body,
        }
    }

    /// A `;` inside a `for (…)` header, or a report that it is missing.
    fn for_semi(&mut self) -> bool {
        if self.c.eat(Semi) {
            return true;
        }
        self.expected("';' in 'for' statement specifier");
        false
    }

    /// Skips the rest of a broken `for (…)` header, `;`s included, through
    /// its `)`; stops before a `{` or `}`.
    fn skip_for_header(&mut self) {
        let mut parens = 0u32;
        loop {
            match self.c.kind() {
                LBrace | RBrace | Eof => return,
                RParen if parens == 0 => {
                    self.c.bump();
                    return;
                }
                RParen => parens -= 1,
                LParen => parens += 1,
                _ => {}
            }
            self.c.bump();
        }
    }

    /// The `:` after a `case` value or `default`.
    fn label_colon(&mut self, keyword: &str) {
        if !self.c.eat(Colon) {
            self.expected_after("':'", keyword);
        }
    }
}
