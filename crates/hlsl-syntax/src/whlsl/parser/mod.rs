//! The WHLSL parser: recursive descent over the token vector, by the
//! specification's grammar, with the conventions of the HLSL parser
//! (`crate::parser`): it never fails, reports each mistake once where it
//! is (a missing `;` at the end of the token before it), drops a second
//! error at the token of the last one and any error at an end of file
//! inside an unterminated comment, and bounds nesting by
//! [`crate::parser::MAX_DEPTH`].
//!
//! The syntactic desugarings of the specification happen here, as nodes
//! are built (see `super::ast`).

mod decls;
mod exprs;
mod recovery;
mod stmts;
mod types;

use super::ast::{Expr, ExprId, ExprKind, Stmt, StmtId, StmtKind, Unit};
use super::token::{Kind, Token};
use crate::ast::Ident;
use crate::parser::MAX_DEPTH;
use crate::recover::Recover;
use crate::token::flags;
use hlsl_base::{DiagCode, Diagnostic, Diagnostics, SourceMap, Span};

/// Parses a WHLSL token vector (ending in `Eof`).
pub fn parse_tokens(sources: &SourceMap, tokens: Vec<Token>, diags: &mut Diagnostics) -> Unit {
    let mut p = Parser::new(sources, tokens, diags);
    p.unit_decls();
    p.unit
}

pub(super) struct Parser<'a, 'd> {
    sources: &'a SourceMap,
    toks: Vec<Token>,
    pos: usize,
    /// The end of the last consumed token.
    prev_end: u32,
    unit: Unit,
    diags: &'d mut Diagnostics,
    depth: u32,
    last_error_at: Option<usize>,
    /// `err_nesting_too_deep` was reported in this top-level declaration.
    nesting_reported: bool,
}

impl<'a, 'd> Parser<'a, 'd> {
    fn new(sources: &'a SourceMap, mut toks: Vec<Token>, diags: &'d mut Diagnostics) -> Self {
        if toks.last().is_none_or(|t| t.kind != Kind::Eof) {
            let end = toks.last().map_or(0, |t| t.span.hi);
            toks.push(Token {
                kind: Kind::Eof,
                flags: 0,
                span: Span::new(end, end),
            });
        }
        let prev_end = toks[0].span.lo;
        Parser {
            sources,
            toks,
            pos: 0,
            prev_end,
            unit: Unit::default(),
            diags,
            depth: 0,
            last_error_at: None,
            nesting_reported: false,
        }
    }

    // ---- tokens ----

    fn nth_tok(&self, n: usize) -> Token {
        self.toks[(self.pos + n).min(self.toks.len() - 1)]
    }

    fn cur(&self) -> Token {
        self.nth_tok(0)
    }

    fn kind(&self) -> Kind {
        self.cur().kind
    }

    fn nth(&self, n: usize) -> Kind {
        self.nth_tok(n).kind
    }

    fn at(&self, k: Kind) -> bool {
        self.kind() == k
    }

    /// Consumes the current token (never moves past `Eof`).
    fn bump(&mut self) -> Token {
        let t = self.cur();
        if t.kind != Kind::Eof {
            self.pos += 1;
            self.prev_end = t.span.hi;
        }
        t
    }

    fn eat(&mut self, k: Kind) -> bool {
        let found = self.at(k);
        if found {
            self.bump();
        }
        found
    }

    fn text(&self, t: Token) -> &'a str {
        self.sources.text(t.span)
    }

    fn ident_of(&mut self, t: Token) -> Ident {
        let sym = self.unit.names.intern(self.sources.text(t.span));
        Ident { sym, span: t.span }
    }

    fn span_from(&self, lo: u32) -> Span {
        Span::new(lo, self.prev_end.max(lo))
    }

    // ---- diagnostics ----

    /// Reports `d` unless an error was already reported at this token, or
    /// this is the end of a file that ends inside a comment.
    fn report(&mut self, d: Diagnostic) {
        let t = self.cur();
        if self.last_error_at == Some(self.pos)
            || t.kind == Kind::Error
            || (t.kind == Kind::Eof && t.flags & flags::IN_COMMENT != 0)
        {
            return;
        }
        self.last_error_at = Some(self.pos);
        self.diags.push(d);
    }

    fn error(&mut self, code: DiagCode, span: Span, args: &[&dyn std::fmt::Display]) {
        self.report(Diagnostic::new(code, span, args));
    }

    /// `expected X` at the current token.
    fn expected(&mut self, what: &str) {
        let span = self.cur().span;
        self.error(DiagCode::err_expected, span, &[&what]);
    }

    /// `expected X after Y` at the end of the previous token.
    fn expected_after(&mut self, what: &str, after: &str) {
        let span = Span::new(self.prev_end, self.prev_end);
        self.error(DiagCode::err_expected_after, span, &[&what, &after]);
    }

    /// Consumes `k` or reports `expected 'k'` at the current token.
    fn expect(&mut self, k: Kind) -> bool {
        if self.eat(k) {
            return true;
        }
        self.expected(&format!("'{}'", k.spelling()));
        false
    }

    /// Consumes the `close` bracket matching `open`, or reports it missing
    /// with a note at `open` and skips to it.
    fn close(&mut self, close: Kind, open: Token) -> bool {
        if self.eat(close) {
            return true;
        }
        let d = Diagnostic::new(
            DiagCode::err_expected,
            self.cur().span,
            &[&format!("'{}'", close.spelling())],
        )
        .with_note(Diagnostic::new(
            DiagCode::note_to_match_this,
            open.span,
            &[&open.kind.spelling()],
        ));
        self.report(d);
        self.skip_to_close(close)
    }

    /// Consumes an identifier. A keyword there is reported as one and
    /// read as the name, so the rest of the declaration still parses.
    fn expect_ident(&mut self) -> Option<Ident> {
        let t = self.cur();
        if t.kind == Kind::Ident {
            self.bump();
            return Some(self.ident_of(t));
        }
        if t.kind.is_keyword() {
            let text = self.text(t);
            self.error(DiagCode::err_whlsl_keyword_as_identifier, t.span, &[&text]);
            self.bump();
            return Some(self.ident_of(t));
        }
        self.expected("identifier");
        None
    }

    // ---- nesting ----

    /// Enters one nesting level; past the limit, reports it, skips the
    /// nested text and returns false (the caller makes an error node and
    /// does not call [`Parser::leave`]).
    fn enter(&mut self) -> bool {
        if self.depth < MAX_DEPTH {
            self.depth += 1;
            return true;
        }
        if !self.nesting_reported {
            self.nesting_reported = true;
            let span = self.cur().span;
            self.error(DiagCode::err_nesting_too_deep, span, &[&MAX_DEPTH]);
        }
        self.skip_nested();
        false
    }

    fn leave(&mut self) {
        self.depth -= 1;
    }

    // ---- nodes ----

    fn expr(&mut self, kind: ExprKind, span: Span) -> ExprId {
        self.unit.exprs.alloc(Expr { kind, span })
    }

    fn stmt(&mut self, kind: StmtKind, span: Span) -> StmtId {
        self.unit.stmts.alloc(Stmt { kind, span })
    }
}

#[cfg(test)]
mod tests;
