//! The HLSL parser: hand-written recursive descent over a token vector,
//! with precedence climbing for binary operators.
//!
//! It never fails. Each mistake is reported once, where it is (a missing
//! `;` at the end of the token before it, Clang style), and leaves an
//! `Error` node; recovery skips to a synchronisation point (`recovery.rs`).
//! Three rules keep one mistake to one diagnostic: a second error at the
//! token where the last one was reported is dropped, nothing is reported at
//! an end of file inside an unterminated comment, and recovery skips
//! balanced brackets.
//!
//! Nesting is bounded: every construct that nests (parentheses, unary
//! operators, operator chains, statements, template arguments, initializer
//! lists) counts one level, and past [`MAX_DEPTH`] levels the parser reports
//! `err_nesting_too_deep` and skips the nested text instead of recursing.
//! The limit bounds the depth of the tree too, so later stages can walk it
//! recursively.

mod aggregates;
mod decls;
mod exprs;
mod legacy_effects;
mod recovery;
mod scopes;
mod stmts;
mod types;

use crate::ast::{Expr, ExprId, ExprKind, Ident, SourceUnit, Stmt, StmtId, StmtKind};
use crate::cursor::Cursor;
use crate::recover::Recover;
use crate::token::{Token, TokenKind};
use hlsl_base::{DiagCode, Diagnostic, Diagnostics, FxHashSet, SourceMap, Span};

/// The deepest nesting the parser accepts (Clang's default bracket depth).
pub const MAX_DEPTH: u32 = 256;

/// Parses a token vector (ending in `Eof`) into a source unit.
pub fn parse_tokens(
    sources: &SourceMap,
    tokens: Vec<Token>,
    diags: &mut Diagnostics,
) -> SourceUnit {
    let mut p = Parser::new(sources, tokens, diags);
    p.parse_unit();
    p.unit
}

pub(crate) struct Parser<'a, 'd> {
    sources: &'a SourceMap,
    c: Cursor<Token>,
    unit: SourceUnit,
    diags: &'d mut Diagnostics,
    /// Struct, enum, typedef and template-parameter names seen so far.
    user_types: FxHashSet<&'a str>,
    /// Parsing a struct's fields, where `uint flags : 8;` is a bit-field.
    in_struct_fields: bool,
    /// Struct templates (`Pair<float>` takes arguments).
    template_types: FxHashSet<&'a str>,
    /// Function templates (`max3<float>(…)` is an explicit instantiation,
    /// not a comparison).
    template_funcs: FxHashSet<&'a str>,
    /// Variables (and parameters, fields) named like a type seen so far,
    /// which hide it in expressions (`exprs.rs`, `names_value`).
    type_named_vars: FxHashSet<hlsl_base::Symbol>,
    depth: u32,
    /// Parsing a template argument's value outside parentheses: `>` and
    /// `>>` close the list rather than compare or shift.
    in_template_arg: bool,
    /// The token index of the last error, to drop a second one there.
    last_error_at: Option<usize>,
    /// `err_nesting_too_deep` was reported in this top-level declaration
    /// or function-body statement (one deep construct can hit the limit on
    /// several paths).
    nesting_reported: bool,
    /// How many unnamed structs (`struct { … } v;`) and enums were parsed: each
    /// gets a distinct name no identifier can spell.
    unnamed_structs: u32,
}

impl<'a, 'd> Parser<'a, 'd> {
    fn new(sources: &'a SourceMap, toks: Vec<Token>, diags: &'d mut Diagnostics) -> Self {
        Parser {
            sources,
            c: Cursor::new(toks),
            unit: SourceUnit::default(),
            diags,
            user_types: FxHashSet::default(),
            in_struct_fields: false,
            template_types: FxHashSet::default(),
            template_funcs: FxHashSet::default(),
            type_named_vars: FxHashSet::default(),
            depth: 0,
            in_template_arg: false,
            last_error_at: None,
            nesting_reported: false,
            unnamed_structs: 0,
        }
    }

    // ---- tokens ----

    fn text(&self, t: Token) -> &'a str {
        self.sources.text(t.spelling)
    }

    fn ident_of(&mut self, t: Token) -> Ident {
        let sym = self.unit.names.intern(self.sources.text(t.spelling));
        Ident { sym, span: t.span }
    }

    // ---- diagnostics ----

    /// Reports `d` unless an error was already reported at this token.
    fn report(&mut self, d: Diagnostic) {
        let t = self.c.cur();
        if self.last_error_at == Some(self.c.pos)
            || (t.kind == TokenKind::Eof && t.flags & crate::token::flags::IN_COMMENT != 0)
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

    /// Consumes the `close` token matching `open`, or reports it missing
    /// with a note at `open` and skips to it (see `skip_to_close`).
    fn close(&mut self, close: TokenKind, open: Token) -> bool {
        if self.c.eat(close) {
            return true;
        }
        let (c, o) = (
            close.spelling().unwrap_or(""),
            open.kind.spelling().unwrap_or(""),
        );
        let d = Diagnostic::new(
            DiagCode::err_expected,
            self.c.cur().span,
            &[&format!("'{c}'")],
        )
        .with_note(Diagnostic::new(
            DiagCode::note_to_match_this,
            open.span,
            &[&o],
        ));
        self.report(d);
        self.skip_to_close(close)
    }

    /// Consumes an identifier, or reports `expected identifier`.
    fn expect_ident(&mut self) -> Option<Ident> {
        if self.c.at(TokenKind::Ident) {
            let t = self.c.bump();
            Some(self.ident_of(t))
        } else {
            self.expected("identifier");
            None
        }
    }

    // ---- nesting ----

    /// Enters one nesting level. Past the limit, reports it, skips the
    /// nested text (`skip`) and returns false; the caller then returns an
    /// error node without calling [`Parser::leave`].
    fn enter(&mut self, skip: fn(&mut Self)) -> bool {
        if self.depth < MAX_DEPTH {
            self.depth += 1;
            return true;
        }
        self.too_deep(self.c.cur().span);
        skip(self);
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

    fn error_expr(&mut self, at: Span) -> ExprId {
        self.expr(ExprKind::Error, at)
    }

    fn stmt(&mut self, kind: StmtKind, span: Span) -> StmtId {
        self.unit.stmts.alloc(Stmt {
            kind,
            attrs: Vec::new(),
            span,
        })
    }

    // ---- type names ----

    /// Whether token `t` names a type: a built-in, `unsigned` (which
    /// starts one) or a struct/typedef seen.
    fn is_type_name(&self, t: Token) -> bool {
        t.kind == TokenKind::Ident && {
            let text = self.text(t);
            crate::typenames::is_builtin_type(text)
                || self.user_types.contains(text)
                || text == "unsigned"
        }
    }
}

#[cfg(test)]
mod tests;
