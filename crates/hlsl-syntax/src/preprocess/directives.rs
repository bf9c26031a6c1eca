//! `#` lines: reading the file stack token by token, conditional groups,
//! and every directive but `#include`'s file lookup.

use super::{Cond, IncludeKind, Macro, PackMatrix, Preprocessor};
use crate::token::{Token, TokenKind};
use hlsl_base::{DiagCode, Diagnostic, Span};
use std::rc::Rc;

impl Preprocessor<'_> {
    /// The next token of the file stack outside directives and skipped
    /// groups; finished files are popped. `None` at the end of the main file.
    pub(crate) fn next_file_token(&mut self) -> Option<Token> {
        loop {
            let f = self.files.last_mut()?;
            let t = f.tokens[f.pos.min(f.tokens.len() - 1)];
            if t.kind == TokenKind::Eof {
                let f = self.files.pop()?;
                self.last_eof = Some(t);
                for c in f.conds {
                    self.report(DiagCode::err_pp_unterminated_conditional, c.at, &[]);
                }
                continue;
            }
            f.pos += 1;
            if t.kind == TokenKind::Hash && t.at_line_start() {
                self.directive(t);
                continue;
            }
            if !self.skipping() {
                return Some(t);
            }
        }
    }

    /// The next file token if it can continue a macro call (no directive
    /// or end of file comes first).
    pub(crate) fn peek_file_token(&self) -> Option<Token> {
        let f = self.files.last()?;
        let t = *f.tokens.get(f.pos)?;
        let stops = t.kind == TokenKind::Eof || (t.kind == TokenKind::Hash && t.at_line_start());
        (!stops).then_some(t)
    }

    pub(crate) fn take_file_token(&mut self) -> Option<Token> {
        let t = self.peek_file_token()?;
        if let Some(f) = self.files.last_mut() {
            f.pos += 1;
        }
        Some(t)
    }

    fn skipping(&self) -> bool {
        self.files
            .last()
            .and_then(|f| f.conds.last())
            .is_some_and(|c| c.skipping)
    }

    /// The rest of the current line.
    fn line_tokens(&mut self) -> Vec<Token> {
        let Some(f) = self.files.last_mut() else {
            return Vec::new();
        };
        let start = f.pos;
        while f.pos < f.tokens.len() {
            let t = f.tokens[f.pos];
            if t.kind == TokenKind::Eof || t.at_line_start() {
                break;
            }
            f.pos += 1;
        }
        f.tokens[start..f.pos].to_vec()
    }

    /// A directive, noting where a skipped group begins and ends.
    fn directive(&mut self, hash: Token) {
        let was_skipping = self.skipping();
        let depth = self.files.len();
        self.run_directive(hash);
        // An `#include` pushed a file whose groups are its own.
        if self.files.len() != depth {
            return;
        }
        match (was_skipping, self.skipping()) {
            (false, true) => {
                self.skip_start = self
                    .files
                    .last()
                    .map(|f| f.tokens[f.pos.min(f.tokens.len() - 1)].span.lo);
            }
            (true, false) => {
                if let Some(lo) = self.skip_start.take() {
                    self.info.skipped.push(Span::new(lo, hash.span.lo.max(lo)));
                }
            }
            _ => {}
        }
    }

    fn run_directive(&mut self, hash: Token) {
        let line = self.line_tokens();
        let Some(&name_tok) = line.first() else {
            return; // The null directive.
        };
        let name = self.spell(&name_tok).to_string();
        let rest = &line[1..];
        let at = hash.span.to(name_tok.span);
        if self.skipping() {
            match name.as_str() {
                "if" | "ifdef" | "ifndef" => self.push_cond(at, false, true),
                "elif" => self.elif(at, rest),
                "else" => self.else_(at, rest),
                "endif" => self.endif(at, rest),
                _ => {}
            }
            return;
        }
        match name.as_str() {
            "define" => self.define(at, rest),
            "undef" => {
                if let Some(n) = self.macro_name(at, rest, "undef") {
                    self.macros.remove(&n);
                }
            }
            "include" => self.include_directive(at, rest),
            "if" => {
                let v = self.eval_condition(at, rest);
                self.push_cond(at, v, false);
            }
            "ifdef" | "ifndef" => {
                let v = match self.macro_name(at, rest, &name) {
                    Some(n) => self.macros.contains_key(&n) == (name == "ifdef"),
                    None => false,
                };
                self.push_cond(at, v, false);
            }
            "elif" => self.elif(at, rest),
            "else" => self.else_(at, rest),
            "endif" => self.endif(at, rest),
            "error" => {
                let text = self.rest_text(rest);
                self.report(DiagCode::err_pp_error_directive, at, &[&text]);
            }
            "warning" => {
                let text = self.rest_text(rest);
                self.report(DiagCode::warn_pp_warning_directive, at, &[&text]);
            }
            "pragma" => self.pragma(at, rest),
            "line" => self.line_directive(hash, at, rest),
            _ => {
                if name_tok.kind == TokenKind::IntLit {
                    // GNU line markers (`# 12 "file"`), as a preprocessed file has them.
                    let mut all = vec![name_tok];
                    all.extend_from_slice(rest);
                    self.line_directive(hash, at, &all);
                } else {
                    self.report(DiagCode::err_pp_invalid_directive, at, &[&name]);
                }
            }
        }
    }

    /// The text of a directive's operands, as written.
    fn rest_text(&self, rest: &[Token]) -> String {
        match (rest.first(), rest.last()) {
            (Some(a), Some(b)) => self.sources.text(a.span.to(b.span)).to_string(),
            _ => String::new(),
        }
    }

    fn extra_tokens(&mut self, rest: &[Token], directive: &str) {
        if let Some(t) = rest.first() {
            self.report(DiagCode::warn_pp_extra_tokens, t.span, &[&directive]);
        }
    }

    /// The macro name operand of `#undef`/`#ifdef`/`#ifndef`.
    fn macro_name(
        &mut self,
        at: Span,
        rest: &[Token],
        directive: &str,
    ) -> Option<hlsl_base::Symbol> {
        let Some(t) = rest.first() else {
            self.report(DiagCode::err_pp_macro_name_missing, at, &[]);
            return None;
        };
        if !t.is_identifier_like() {
            self.report(DiagCode::err_pp_macro_not_identifier, t.span, &[]);
            return None;
        }
        self.extra_tokens(&rest[1..], directive);
        Some(self.sym(t))
    }

    fn push_cond(&mut self, at: Span, taken: bool, outer_skipping: bool) {
        if let Some(f) = self.files.last_mut() {
            f.conds.push(Cond {
                at,
                taken: taken || outer_skipping,
                skipping: !taken || outer_skipping,
                outer_skipping,
                seen_else: false,
            });
        }
    }

    /// The innermost conditional, or an error naming `directive`.
    fn top_cond(&mut self, at: Span, directive: &str) -> Option<Cond> {
        let c = self.files.last().and_then(|f| f.conds.last().copied());
        match c {
            None => {
                self.report(DiagCode::err_pp_else_without_if, at, &[&directive]);
                None
            }
            Some(c) if c.seen_else => {
                self.report(DiagCode::err_pp_else_after_else, at, &[&directive]);
                None
            }
            Some(c) => Some(c),
        }
    }

    fn set_top_cond(&mut self, c: Cond) {
        if let Some(top) = self.files.last_mut().and_then(|f| f.conds.last_mut()) {
            *top = c;
        }
    }

    fn elif(&mut self, at: Span, rest: &[Token]) {
        let Some(mut c) = self.top_cond(at, "elif") else {
            return;
        };
        if c.outer_skipping {
            return;
        }
        if c.taken {
            c.skipping = true;
        } else {
            // Evaluated as if in the enclosing (taken) group.
            c.skipping = false;
            self.set_top_cond(c);
            let v = self.eval_condition(at, rest);
            c.taken = v;
            c.skipping = !v;
        }
        self.set_top_cond(c);
    }

    fn else_(&mut self, at: Span, rest: &[Token]) {
        let Some(mut c) = self.top_cond(at, "else") else {
            return;
        };
        c.seen_else = true;
        if !c.outer_skipping {
            self.extra_tokens(rest, "else");
            c.skipping = c.taken;
            c.taken = true;
        }
        self.set_top_cond(c);
    }

    fn endif(&mut self, at: Span, rest: &[Token]) {
        let c = self.files.last_mut().and_then(|f| f.conds.pop());
        match c {
            None => self.report(DiagCode::err_pp_else_without_if, at, &[&"endif"]),
            Some(c) if !c.outer_skipping => self.extra_tokens(rest, "endif"),
            Some(_) => {}
        }
    }

    fn define(&mut self, at: Span, rest: &[Token]) {
        let Some(&name_tok) = rest.first() else {
            self.report(DiagCode::err_pp_macro_name_missing, at, &[]);
            return;
        };
        if !name_tok.is_identifier_like() {
            self.report(DiagCode::err_pp_macro_not_identifier, name_tok.span, &[]);
            return;
        }
        if self.spell(&name_tok) == "defined" {
            self.report(DiagCode::err_pp_defined_as_macro_name, name_tok.span, &[]);
            return;
        }
        let name = self.sym(&name_tok);
        let mut i = 1;
        let mut params = None;
        let mut variadic = false;
        if rest
            .get(1)
            .is_some_and(|t| t.kind == TokenKind::LParen && !t.space_before())
        {
            match self.macro_params(&rest[2..]) {
                Ok((ps, v, used)) => {
                    params = Some(ps);
                    variadic = v;
                    i = 2 + used;
                }
                Err(span) => {
                    self.report(DiagCode::err_pp_macro_params, span, &[]);
                    return;
                }
            }
        }
        let body = rest[i..].to_vec();
        if !self.check_body(&body, params.as_deref()) {
            return;
        }
        let m = Macro {
            defined_at: Some(name_tok.span),
            params,
            variadic,
            body,
            builtin: None,
        };
        if let Some(old) = self.macros.get(&name) {
            if !self.same_definition(old, &m) {
                let mut d = Diagnostic::new(
                    DiagCode::warn_pp_macro_redefined,
                    name_tok.span,
                    &[&self.names.resolve(name)],
                );
                if let Some(prev) = old.defined_at {
                    d = d.with_note(Diagnostic::new(
                        DiagCode::note_previous_definition,
                        prev,
                        &[],
                    ));
                }
                self.diags.push(d);
            }
        }
        self.macro_names.add(self.names.resolve(name).as_bytes());
        self.macros.insert(name, Rc::new(m));
    }

    /// `a, b, ...)`: the parameters, whether it is variadic, and how many
    /// tokens the list took; `Err` is where it went wrong.
    fn macro_params(
        &mut self,
        toks: &[Token],
    ) -> Result<(Vec<hlsl_base::Symbol>, bool, usize), Span> {
        let mut params = Vec::new();
        let mut i = 0;
        let end_span = toks.last().map_or(Span::DUMMY, |t| t.span.end());
        if toks.first().is_some_and(|t| t.kind == TokenKind::RParen) {
            return Ok((params, false, 1));
        }
        loop {
            let t = toks.get(i).ok_or(end_span)?;
            if is_ellipsis(&toks[i..]) {
                params.push(self.names.intern("__VA_ARGS__"));
                i += 3;
                return match toks.get(i) {
                    Some(t) if t.kind == TokenKind::RParen => Ok((params, true, i + 1)),
                    Some(t) => Err(t.span),
                    None => Err(end_span),
                };
            }
            if !t.is_identifier_like() {
                return Err(t.span);
            }
            let p = self.sym(t);
            if params.contains(&p) || self.names.resolve(p) == "__VA_ARGS__" {
                return Err(t.span);
            }
            params.push(p);
            i += 1;
            match toks.get(i) {
                Some(t) if t.kind == TokenKind::Comma => i += 1,
                Some(t) if t.kind == TokenKind::RParen => return Ok((params, false, i + 1)),
                Some(t) => return Err(t.span),
                None => return Err(end_span),
            }
        }
    }

    /// `#` must name a parameter; `##` cannot start or end the body.
    fn check_body(&mut self, body: &[Token], params: Option<&[hlsl_base::Symbol]>) -> bool {
        let hashhash_at_end = [body.first(), body.last()]
            .into_iter()
            .flatten()
            .find(|t| t.kind == TokenKind::HashHash);
        if let Some(t) = hashhash_at_end {
            self.report(DiagCode::err_pp_paste_at_end, t.span, &[]);
            return false;
        }
        let Some(params) = params else {
            return true;
        };
        for (k, t) in body.iter().enumerate() {
            if t.kind != TokenKind::Hash {
                continue;
            }
            let names_param = body.get(k + 1).is_some_and(|n| {
                n.is_identifier_like() && {
                    let s = self.spell(n).to_string();
                    params.iter().any(|&p| self.names.resolve(p) == s)
                }
            });
            if !names_param {
                self.report(DiagCode::err_pp_stringify_non_param, t.span, &[]);
                return false;
            }
        }
        true
    }

    fn same_definition(&self, a: &Macro, b: &Macro) -> bool {
        a.params == b.params
            && a.variadic == b.variadic
            && a.builtin == b.builtin
            && a.body.len() == b.body.len()
            && a.body.iter().zip(&b.body).enumerate().all(|(k, (x, y))| {
                self.spell(x) == self.spell(y) && (k == 0 || x.space_before() == y.space_before())
            })
    }

    fn include_directive(&mut self, at: Span, rest: &[Token]) {
        let mut toks: Vec<Token> = rest.to_vec();
        // A computed include: `#include MACRO`.
        if toks
            .first()
            .is_some_and(|t| t.kind != TokenKind::StringLit && t.kind != TokenKind::Lt)
        {
            toks = self.expand_line(rest);
        }
        let Some(first) = toks.first().copied() else {
            self.report(DiagCode::err_pp_expected_filename, at, &[]);
            return;
        };
        let (name, kind, used) = match first.kind {
            TokenKind::StringLit => {
                let text = self.spell(&first);
                let name = text
                    .strip_prefix('"')
                    .and_then(|s| s.strip_suffix('"'))
                    .unwrap_or(text)
                    .to_string();
                (name, IncludeKind::Quoted, 1)
            }
            TokenKind::Lt => match toks.iter().position(|t| t.kind == TokenKind::Gt) {
                Some(close) => {
                    let mut name = String::new();
                    for (k, t) in toks[1..close].iter().enumerate() {
                        if k > 0 && t.space_before() {
                            name.push(' ');
                        }
                        name.push_str(self.spell(t));
                    }
                    (name, IncludeKind::Angled, close + 1)
                }
                None => {
                    self.report(DiagCode::err_pp_expected_filename, first.span, &[]);
                    return;
                }
            },
            _ => {
                self.report(DiagCode::err_pp_expected_filename, first.span, &[]);
                return;
            }
        };
        if used < rest.len() && toks.len() == rest.len() {
            self.extra_tokens(&rest[used..], "include");
        }
        let span = at.to(rest
            .get(used.min(rest.len()).saturating_sub(1))
            .map_or(at, |t| t.span));
        self.include(&name, kind, span);
    }

    fn pragma(&mut self, at: Span, rest: &[Token]) {
        let Some(first) = rest.first() else {
            return;
        };
        let word = self.spell(first).to_string();
        match word.as_str() {
            "once" => {
                if let Some(f) = self.files.last() {
                    let id = f.id;
                    let name = self.sources.file(id).name.clone();
                    if !self.once.iter().any(|&o| self.sources.file(o).name == name) {
                        self.once.push(id);
                    }
                }
                self.extra_tokens(&rest[1..], "pragma once");
            }
            "pack_matrix" => {
                let kinds: Vec<TokenKind> = rest.iter().map(|t| t.kind).collect();
                let arg = rest.get(2).map(|t| self.spell(t).to_string());
                let value = match (kinds.get(1), arg.as_deref(), kinds.get(3)) {
                    (Some(TokenKind::LParen), Some("row_major"), Some(TokenKind::RParen)) => {
                        Some(PackMatrix::RowMajor)
                    }
                    (Some(TokenKind::LParen), Some("column_major"), Some(TokenKind::RParen)) => {
                        Some(PackMatrix::ColumnMajor)
                    }
                    _ => None,
                };
                match value {
                    Some(v) => {
                        self.info.pack_matrix.push((at.to(first.span), v));
                        self.extra_tokens(&rest[4..], "pragma pack_matrix");
                    }
                    None => self.report(DiagCode::warn_pp_pack_matrix_invalid, first.span, &[]),
                }
            }
            // What Clang and DXC accept and we have no use for.
            "warning" | "def" | "message" | "region" | "endregion" | "GCC" | "clang" | "STDC"
            | "comment" | "push_macro" | "pop_macro" | "dxc" => {}
            _ => self.report(DiagCode::warn_pp_unknown_pragma, first.span, &[]),
        }
    }

    /// `#line N ["file"]`, or a line marker `# N "file" flags…`.
    fn line_directive(&mut self, hash: Token, at: Span, rest: &[Token]) {
        let number = rest
            .first()
            .filter(|t| t.kind == TokenKind::IntLit)
            .and_then(|t| self.spell(t).parse::<u32>().ok())
            .filter(|&n| n > 0);
        let Some(number) = number else {
            let span = rest.first().map_or(at, |t| t.span);
            self.report(DiagCode::err_pp_line_invalid, span, &[]);
            return;
        };
        let name = rest
            .get(1)
            .filter(|t| t.kind == TokenKind::StringLit)
            .map(|t| {
                let s = self.spell(t);
                s.trim_start_matches('"').trim_end_matches('"').to_string()
            });
        let Some((_, lc)) = self.sources.locate(hash.span.lo) else {
            return;
        };
        if let Some(f) = self.files.last_mut() {
            f.line_delta = i64::from(number) - i64::from(lc.line + 1);
            if let Some(n) = name {
                f.presumed_name = n;
            }
        }
    }
}

/// `...` (three adjacent dots; the lexer has no ellipsis token).
fn is_ellipsis(toks: &[Token]) -> bool {
    toks.len() >= 3
        && toks[..3].iter().all(|t| t.kind == TokenKind::Dot)
        && toks[1].span.lo == toks[0].span.hi
        && toks[2].span.lo == toks[1].span.hi
}
