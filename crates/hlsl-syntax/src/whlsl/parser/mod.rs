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
use crate::cursor::Cursor;
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
    c: Cursor<Token>,
    unit: Unit,
    diags: &'d mut Diagnostics,
    depth: u32,
    last_error_at: Option<usize>,
    /// `err_nesting_too_deep` was reported in this top-level declaration.
    nesting_reported: bool,
}

impl<'a, 'd> Parser<'a, 'd> {
    fn new(sources: &'a SourceMap, toks: Vec<Token>, diags: &'d mut Diagnostics) -> Self {
        Parser {
            sources,
            c: Cursor::new(toks),
            unit: Unit::default(),
            diags,
            depth: 0,
            last_error_at: None,
            nesting_reported: false,
        }
    }

    // ---- tokens ----

    fn text(&self, t: Token) -> &'a str {
        self.sources.text(t.span)
    }

    fn ident_of(&mut self, t: Token) -> Ident {
        let sym = self.unit.names.intern(self.sources.text(t.span));
        Ident { sym, span: t.span }
    }

    // ---- diagnostics ----

    /// Reports `d` unless an error was already reported at this token, this
    /// is the end of a file that ends inside a comment, or `d` is at the
    /// end of a bad token just read (the lexer reported that token: `$`
    /// at the start of a statement is not also a missing `;`).
    fn report(&mut self, d: Diagnostic) {
        let t = self.c.cur();
        let after_bad_token = self.c.pos > 0
            && self.c.toks[self.c.pos - 1].kind == Kind::Error
            && d.span.lo == self.c.prev_end;
        if self.last_error_at == Some(self.c.pos)
            || t.kind == Kind::Error
            || after_bad_token
            || (t.kind == Kind::Eof && t.flags & flags::IN_COMMENT != 0)
        {
            return;
        }
        self.last_error_at = Some(self.c.pos);
        self.diags.push(d);
    }

    fn error(&mut self, code: DiagCode, span: Span, args: &[&dyn std::fmt::Display]) {
        self.report(Diagnostic::new(code, span, args));
    }

    /// `expected X` at the current token.
    fn expected(&mut self, what: &str) {
        let span = self.c.cur().span;
        self.error(DiagCode::err_expected, span, &[&what]);
    }

    /// `expected X after Y` at the end of the previous token.
    fn expected_after(&mut self, what: &str, after: &str) {
        let span = Span::new(self.c.prev_end, self.c.prev_end);
        self.error(DiagCode::err_expected_after, span, &[&what, &after]);
    }

    /// Consumes `k` or reports `expected 'k'` at the current token.
    fn expect(&mut self, k: Kind) -> bool {
        if self.c.eat(k) {
            return true;
        }
        self.expected(&format!("'{}'", k.spelling()));
        false
    }

    /// Consumes the `close` bracket matching `open`, or reports it missing
    /// with a note at `open` and skips to it.
    fn close(&mut self, close: Kind, open: Token) -> bool {
        if self.c.eat(close) {
            return true;
        }
        self.report_unclosed(close, open);
        self.skip_to_close(close)
    }

    /// `expected ')'` (or the like) at the current token, with a note at
    /// `open`; nothing is skipped.
    fn report_unclosed(&mut self, close: Kind, open: Token) {
        let d = Diagnostic::new(
            DiagCode::err_expected,
            self.c.cur().span,
            &[&format!("'{}'", close.spelling())],
        )
        .with_note(Diagnostic::new(
            DiagCode::note_to_match_this,
            open.span,
            &[&open.kind.spelling()],
        ));
        self.report(d);
    }

    /// Consumes an identifier. A keyword there is reported as one and
    /// read as the name, so the rest of the declaration still parses.
    fn expect_ident(&mut self) -> Option<Ident> {
        let t = self.c.cur();
        if t.kind == Kind::Ident {
            self.c.bump();
            return Some(self.ident_of(t));
        }
        if t.kind.is_keyword() {
            let text = self.text(t);
            self.error(DiagCode::err_whlsl_keyword_as_identifier, t.span, &[&text]);
            self.c.bump();
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
        self.too_deep(self.c.cur().span);
        self.skip_nested();
        false
    }

    fn leave(&mut self) {
        self.depth -= 1;
    }

    /// Reports the nesting limit (once per file): past [`Parser::enter`]'s
    /// depth, or a flat list of type suffixes (`[1][1]…`) as long, which
    /// would nest the type as deeply.
    fn too_deep(&mut self, span: Span) {
        if !self.nesting_reported {
            self.nesting_reported = true;
            self.error(DiagCode::err_nesting_too_deep, span, &[&MAX_DEPTH]);
        }
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
