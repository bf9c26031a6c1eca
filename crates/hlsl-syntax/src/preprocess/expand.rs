//! Macro expansion with hide sets (Prosser's algorithm): every token
//! carries the set of macros it came out of, and a macro name in its own
//! hide set is left alone. That is C's rule that a macro is not expanded
//! again inside its own expansion ("blue paint"), including the cases where
//! the name comes back through another macro's rescanning.

use super::{Builtin, MacroExpansion, PTok, Preprocessor};
use super::{MAX_ARGUMENT_DEPTH, MAX_EXPANSION_DEPTH, MAX_EXPANSION_TOKENS};
use crate::lexer;
use crate::token::{flags, Token, TokenKind};
use hlsl_base::{DiagCode, Diagnostic, Diagnostics, Span, Symbol};
use std::rc::Rc;

/// A piece of a substituted body before `##` is applied.
enum Item {
    Tok(PTok),
    /// An empty argument (C's placemarker).
    Empty,
    Paste,
}

impl Preprocessor<'_> {
    /// The next fully expanded token: from `pending` first, then (when
    /// `from_file`) the file stack. `None` when both are exhausted.
    pub(crate) fn expand_next(
        &mut self,
        pending: &mut Vec<PTok>,
        from_file: bool,
        depth: u32,
    ) -> Option<PTok> {
        loop {
            if self.budget_used > MAX_EXPANSION_TOKENS {
                pending.clear();
            }
            let t = match pending.pop() {
                Some(t) => t,
                None if from_file => {
                    self.budget_used = 0;
                    PTok {
                        tok: self.next_file_token()?,
                        hide: 0,
                    }
                }
                None => return None,
            };
            if !t.tok.is_identifier_like() || !self.may_name_macro(&t.tok) {
                return Some(t);
            }
            let Some(name) = self.known_sym(&t.tok) else {
                return Some(t);
            };
            let Some(m) = self.macros.get(&name).cloned() else {
                return Some(t);
            };
            if self.hide_sets[t.hide as usize].binary_search(&name).is_ok() {
                return Some(t);
            }
            if let Some(b) = m.builtin {
                return Some(self.builtin(b, t));
            }
            if self.total_expanded > self.total_limit {
                if !self.total_reported {
                    self.total_reported = true;
                    let text = self.names.resolve(name).to_string();
                    let limit = self.total_limit;
                    self.report(
                        DiagCode::err_pp_total_expansion_limit,
                        t.tok.span,
                        &[&limit, &text],
                    );
                }
                return Some(t);
            }
            if self.hide_sets[t.hide as usize].len() >= MAX_EXPANSION_DEPTH {
                if !self.depth_reported {
                    self.depth_reported = true;
                    let text = self.names.resolve(name).to_string();
                    self.report(
                        DiagCode::err_pp_expansion_depth,
                        t.tok.span,
                        &[&MAX_EXPANSION_DEPTH, &text],
                    );
                }
                return Some(t);
            }
            let (args, hide) = match &m.params {
                None => (Vec::new(), self.hide_add(t.hide, name)),
                Some(params) => {
                    let next = match pending.last() {
                        Some(p) => Some(p.tok),
                        None if from_file => self.peek_file_token(),
                        None => None,
                    };
                    if next.is_none_or(|n| n.kind != TokenKind::LParen) {
                        return Some(t);
                    }
                    let Some((args, rparen)) = self.collect_args(pending, from_file, t) else {
                        continue;
                    };
                    let Some(args) = self.match_args(args, params.len(), m.variadic, &m, t) else {
                        continue;
                    };
                    let common = self.hide_intersect(t.hide, rparen.hide);
                    (args, self.hide_add(common, name))
                }
            };
            if self.recorded.insert((t.tok.span, name)) {
                self.info.expansions.push(MacroExpansion {
                    use_span: t.tok.span,
                    name: self.names.resolve(name).to_string(),
                    defined_at: m.defined_at,
                });
            }
            if depth == 0 && t.hide == 0 {
                self.budget_owner = Some(name);
            }
            let out = self.subst(&m, name, t.tok, &args, hide, depth);
            self.budget_used += out.len();
            self.total_expanded += out.len();
            if self.budget_used > MAX_EXPANSION_TOKENS {
                if !self.budget_reported {
                    self.budget_reported = true;
                    let owner = self.budget_owner.unwrap_or(name);
                    let text = self.names.resolve(owner).to_string();
                    self.report(
                        DiagCode::err_pp_expansion_limit,
                        t.tok.span,
                        &[&text, &MAX_EXPANSION_TOKENS],
                    );
                }
                pending.clear();
                continue;
            }
            pending.extend(out.into_iter().rev());
        }
    }

    /// Fully expands a token list on its own (a macro argument, a `#if`
    /// line).
    pub(crate) fn expand_list(&mut self, toks: &[PTok], depth: u32) -> Vec<PTok> {
        if depth > MAX_ARGUMENT_DEPTH {
            if !self.budget_reported {
                self.budget_reported = true;
                let span = toks.first().map_or(Span::DUMMY, |t| t.tok.span);
                self.report(DiagCode::err_pp_nesting_limit, span, &[&MAX_ARGUMENT_DEPTH]);
            }
            return toks.to_vec();
        }
        let mut pending: Vec<PTok> = toks.iter().rev().copied().collect();
        let mut out = Vec::with_capacity(toks.len());
        while let Some(t) = self.expand_next(&mut pending, false, depth) {
            out.push(t);
        }
        out
    }

    /// The tokens of a directive line, macro-expanded.
    pub(crate) fn expand_line(&mut self, toks: &[Token]) -> Vec<Token> {
        let ptoks: Vec<PTok> = toks.iter().map(|&tok| PTok { tok, hide: 0 }).collect();
        self.expand_list(&ptoks, 0)
            .into_iter()
            .map(|p| p.tok)
            .collect()
    }

    /// After the macro name: `( args )`. Returns the raw arguments (split at
    /// top-level commas) and the `)`; reports an unterminated call.
    fn collect_args(
        &mut self,
        pending: &mut Vec<PTok>,
        from_file: bool,
        name: PTok,
    ) -> Option<(Vec<Vec<PTok>>, PTok)> {
        let next = |pp: &mut Self, pending: &mut Vec<PTok>| match pending.pop() {
            Some(t) => Some(t),
            None if from_file => pp.take_file_token().map(|tok| PTok { tok, hide: 0 }),
            None => None,
        };
        next(self, pending); // `(`
        let mut args = vec![Vec::new()];
        let mut depth = 0u32;
        loop {
            let Some(t) = next(self, pending) else {
                let text = self.spell(&name.tok).to_string();
                self.report(
                    DiagCode::err_pp_unterminated_macro_call,
                    name.tok.span,
                    &[&text],
                );
                return None;
            };
            match t.tok.kind {
                TokenKind::LParen => depth += 1,
                TokenKind::RParen if depth == 0 => return Some((args, t)),
                TokenKind::RParen => depth -= 1,
                TokenKind::Comma if depth == 0 => {
                    args.push(Vec::new());
                    continue;
                }
                _ => {}
            }
            if let Some(a) = args.last_mut() {
                a.push(t);
            }
        }
    }

    /// Checks the argument count; joins the variadic arguments (with their
    /// commas) into `__VA_ARGS__`.
    fn match_args(
        &mut self,
        mut args: Vec<Vec<PTok>>,
        nparams: usize,
        variadic: bool,
        m: &super::Macro,
        name: PTok,
    ) -> Option<Vec<Vec<PTok>>> {
        if nparams == 0 && args.len() == 1 && args[0].is_empty() {
            return Some(Vec::new());
        }
        if variadic && args.len() > nparams {
            // The commas were dropped while splitting: put them back.
            let extra = args.split_off(nparams);
            let mut va = Vec::new();
            for (k, a) in extra.into_iter().enumerate() {
                if k > 0 {
                    let comma = self.scratch_token(TokenKind::Comma, ",", name.tok.span, 0);
                    va.push(PTok {
                        tok: comma,
                        hide: 0,
                    });
                }
                va.extend(a);
            }
            if let Some(last) = args.last_mut() {
                // `args.len() == nparams` here; the last one is the first variadic piece.
                let mut joined = std::mem::take(last);
                let comma = self.scratch_token(TokenKind::Comma, ",", name.tok.span, 0);
                joined.push(PTok {
                    tok: comma,
                    hide: 0,
                });
                joined.extend(va);
                *last = joined;
            }
        }
        if variadic && args.len() + 1 == nparams {
            args.push(Vec::new());
        }
        if args.len() == nparams {
            return Some(args);
        }
        let text = self.spell(&name.tok).to_string();
        let expected = if variadic {
            format!("at least {}", nparams - 1)
        } else {
            nparams.to_string()
        };
        let mut d = Diagnostic::new(
            DiagCode::err_pp_macro_args,
            name.tok.span,
            &[&text, &expected, &args.len()],
        );
        if let Some(at) = m.defined_at {
            d = d.with_note(Diagnostic::new(
                DiagCode::note_pp_macro_defined_here,
                at,
                &[&text],
            ));
        }
        self.diags.push(d);
        None
    }

    /// The body of `m` with the arguments substituted, `#` and `##` applied,
    /// located at the use `at` and carrying hide set `hide`.
    fn subst(
        &mut self,
        m: &Rc<super::Macro>,
        _name: Symbol,
        at: Token,
        args: &[Vec<PTok>],
        hide: u32,
        depth: u32,
    ) -> Vec<PTok> {
        let params: Vec<Symbol> = m.params.clone().unwrap_or_default();
        let body = &m.body;
        let param_of = |pp: &mut Self, t: &Token| -> Option<usize> {
            if params.is_empty() || !t.is_identifier_like() {
                return None;
            }
            let s = pp.known_sym(t)?;
            params.iter().position(|&p| p == s)
        };
        let mut expanded: Vec<Option<Vec<PTok>>> = vec![None; args.len()];
        let mut items = Vec::with_capacity(body.len());
        let mut i = 0;
        while i < body.len() {
            let b = body[i];
            if m.params.is_some() && b.kind == TokenKind::Hash {
                if let Some(p) = body.get(i + 1).and_then(|n| param_of(self, n)) {
                    let s = self.stringify(&args[p], at.span, b.flags);
                    items.push(Item::Tok(PTok { tok: s, hide: 0 }));
                    i += 2;
                    continue;
                }
            }
            if b.kind == TokenKind::HashHash && i > 0 && i + 1 < body.len() {
                items.push(Item::Paste);
                i += 1;
                continue;
            }
            if let Some(p) = param_of(self, &b) {
                let pasted = (i > 0 && body[i - 1].kind == TokenKind::HashHash)
                    || body
                        .get(i + 1)
                        .is_some_and(|n| n.kind == TokenKind::HashHash);
                let toks = if pasted {
                    args[p].clone()
                } else {
                    if expanded[p].is_none() {
                        expanded[p] = Some(self.expand_list(&args[p], depth + 1));
                    }
                    expanded[p].clone().unwrap_or_default()
                };
                if toks.is_empty() {
                    items.push(Item::Empty);
                }
                for (k, mut a) in toks.into_iter().enumerate() {
                    a.tok.flags &= !flags::LINE_START;
                    if k == 0 {
                        a.tok.flags =
                            (a.tok.flags & !flags::SPACE_BEFORE) | (b.flags & flags::SPACE_BEFORE);
                    }
                    items.push(Item::Tok(a));
                }
                i += 1;
                continue;
            }
            let mut tok = b;
            tok.span = at.span;
            tok.flags &= !flags::LINE_START;
            items.push(Item::Tok(PTok { tok, hide: 0 }));
            i += 1;
        }
        // `##`, left to right.
        let mut pasted: Vec<Item> = Vec::with_capacity(items.len());
        let mut it = items.into_iter();
        while let Some(item) = it.next() {
            let Item::Paste = item else {
                pasted.push(item);
                continue;
            };
            let rhs = it.next().unwrap_or(Item::Empty);
            let lhs = pasted.pop().unwrap_or(Item::Empty);
            match (lhs, rhs) {
                (Item::Tok(a), Item::Tok(b)) => {
                    for t in self.paste(a, b) {
                        pasted.push(Item::Tok(t));
                    }
                }
                (Item::Tok(a), _) => pasted.push(Item::Tok(a)),
                (_, rhs) => pasted.push(rhs),
            }
        }
        let mut out: Vec<PTok> = Vec::with_capacity(pasted.len());
        for item in pasted {
            if let Item::Tok(mut t) = item {
                t.hide = self.hide_union(t.hide, hide);
                out.push(t);
            }
        }
        if let Some(first) = out.first_mut() {
            let keep = flags::LINE_START | flags::SPACE_BEFORE;
            first.tok.flags = (first.tok.flags & !keep) | (at.flags & keep);
        }
        out
    }

    /// `#param`: the argument's spelling as a string literal.
    fn stringify(&mut self, arg: &[PTok], span: Span, fl: u8) -> Token {
        let mut text = String::from("\"");
        for (k, t) in arg.iter().enumerate() {
            if k > 0 && t.tok.space_before() {
                text.push(' ');
            }
            let s = self.spell(&t.tok);
            if t.tok.kind == TokenKind::StringLit {
                for c in s.chars() {
                    if c == '"' || c == '\\' {
                        text.push('\\');
                    }
                    text.push(c);
                }
            } else {
                text.push_str(s);
            }
        }
        text.push('"');
        self.scratch_token(TokenKind::StringLit, &text, span, fl)
    }

    /// `a ## b`: one token, or (reported) both when they do not form one.
    fn paste(&mut self, a: PTok, b: PTok) -> Vec<PTok> {
        let text = format!("{}{}", self.spell(&a.tok), self.spell(&b.tok));
        let mut scratch_diags = Diagnostics::new();
        let toks = lexer::lex_text(&text, 0, &mut scratch_diags);
        let whole = toks.len() == 2
            && scratch_diags.is_empty()
            && toks[0].span == Span::new(0, text.len() as u32);
        if !whole {
            self.report(DiagCode::err_pp_bad_paste, a.tok.span, &[&text]);
            return vec![a, b];
        }
        let tok = self.scratch_token(toks[0].kind, &text, a.tok.span, a.tok.flags);
        let hide = self.hide_union(a.hide, b.hide);
        vec![PTok { tok, hide }]
    }

    fn builtin(&mut self, b: Builtin, t: PTok) -> PTok {
        let (kind, text) = match b {
            Builtin::Line => {
                let line = self
                    .sources
                    .locate(t.tok.span.lo)
                    .map_or(0, |(_, lc)| lc.line);
                let delta = self.files.last().map_or(0, |f| f.line_delta);
                (TokenKind::IntLit, (i64::from(line) + delta).to_string())
            }
            Builtin::File => {
                let name = self
                    .files
                    .last()
                    .map(|f| f.presumed_name.clone())
                    .unwrap_or_default();
                let escaped = name.replace('\\', "\\\\").replace('"', "\\\"");
                (TokenKind::StringLit, format!("\"{escaped}\""))
            }
            Builtin::Counter => {
                self.counter += 1;
                (TokenKind::IntLit, (self.counter - 1).to_string())
            }
        };
        let tok = self.scratch_token(kind, &text, t.tok.span, t.tok.flags);
        PTok { tok, hide: t.hide }
    }

    fn intern_hide(&mut self, set: Vec<Symbol>) -> u32 {
        if let Some(&id) = self.hide_ids.get(&set) {
            return id;
        }
        let id = self.hide_sets.len() as u32;
        self.hide_sets.push(set.clone());
        self.hide_ids.insert(set, id);
        id
    }

    fn hide_add(&mut self, h: u32, name: Symbol) -> u32 {
        let mut set = self.hide_sets[h as usize].clone();
        if let Err(at) = set.binary_search(&name) {
            set.insert(at, name);
        }
        self.intern_hide(set)
    }

    fn hide_union(&mut self, a: u32, b: u32) -> u32 {
        if a == b || b == 0 {
            return a;
        }
        if a == 0 {
            return b;
        }
        let mut set = self.hide_sets[a as usize].clone();
        set.extend_from_slice(&self.hide_sets[b as usize]);
        set.sort();
        set.dedup();
        self.intern_hide(set)
    }

    fn hide_intersect(&mut self, a: u32, b: u32) -> u32 {
        if a == b {
            return a;
        }
        let other = &self.hide_sets[b as usize];
        let set: Vec<Symbol> = self.hide_sets[a as usize]
            .iter()
            .filter(|s| other.binary_search(s).is_ok())
            .copied()
            .collect();
        self.intern_hide(set)
    }
}
