//! Error recovery: where to resume after a mistake.
//!
//! Every skip is a loop over tokens that keeps bracket depths in counters
//! (never recursion), so it is safe on any input. The synchronisation
//! points, from the innermost out:
//! * an expression or type nested too deep skips to the end of the
//!   enclosing bracket, `,` or `;` (`skip_nested`);
//! * a bracketed list skips to its closing bracket, but not past a `;`, `{`
//!   or `}` that belongs outside (`skip_to_close`);
//! * a statement skips past its `;` or up to the `}` closing its block
//!   (`skip_stmt`);
//! * a top-level declaration skips past its `;`, past a `{…}` body, or up
//!   to a line that starts a new declaration (`skip_decl`).
//!
//! An expression that reads nothing (its first token is wrong) ends there:
//! operators after it are not parsed, so `* / %` gives one error.

use super::Parser;
use crate::token::TokenKind::{self, *};

fn opens(k: TokenKind) -> bool {
    matches!(k, LParen | LBracket | LBrace)
}

fn closes(k: TokenKind) -> bool {
    matches!(k, RParen | RBracket | RBrace)
}

impl Parser<'_, '_> {
    /// Skips the rest of a too-deeply nested expression or type: balanced
    /// brackets, up to an unmatched closer, a `,` at depth 0, or any `;`.
    pub(super) fn skip_nested(&mut self) {
        let mut depth = 0u32;
        loop {
            let k = self.kind();
            match k {
                Eof | Semi => return,
                Comma if depth == 0 => return,
                _ if closes(k) => {
                    if depth == 0 {
                        return;
                    }
                    depth -= 1;
                }
                _ if opens(k) => depth += 1,
                _ => {}
            }
            self.bump();
        }
    }

    /// Skips template arguments nested too deep: balanced `<…>` and
    /// brackets, up to the `>` closing them (consumed) or a `;`, `{`, `}`.
    pub(super) fn skip_angles(&mut self) {
        let (mut angles, mut brackets) = (0i32, 0u32);
        loop {
            match self.kind() {
                Eof | Semi | LBrace | RBrace => return,
                Lt => angles += 1,
                Gt => angles -= 1,
                Shr => angles -= 2,
                k if opens(k) => brackets += 1,
                k if closes(k) => {
                    if brackets == 0 {
                        return;
                    }
                    brackets -= 1;
                }
                _ => {}
            }
            self.bump();
            if angles <= 0 && brackets == 0 {
                return;
            }
        }
    }

    /// Skips the rest of a broken `<…>` list whose `<` is consumed:
    /// through the `>` that closes it, or up to a `;`, `{` or `}`.
    pub(super) fn skip_rest_of_angles(&mut self) {
        let mut depth = 0u32;
        loop {
            match self.kind() {
                Eof | Semi | LBrace | RBrace => return,
                Gt | Shr if depth == 0 => {
                    self.close_angle();
                    return;
                }
                Lt => depth += 1,
                Gt => depth -= 1,
                _ => {}
            }
            self.bump();
        }
    }

    /// Skips to the `close` bracket at depth 0 and consumes it; stops before
    /// a `;`, `{` or `}` at depth 0 (they belong to the enclosing
    /// construct). Returns whether `close` was found.
    pub(super) fn skip_to_close(&mut self, close: TokenKind) -> bool {
        let mut depth = 0u32;
        loop {
            let k = self.kind();
            if depth == 0 {
                if k == close {
                    self.bump();
                    return true;
                }
                // A different closer belongs to an enclosing bracket
                // (`[numthreads(1, 1, 1]`).
                if matches!(k, Semi | LBrace | RBrace | Eof) || closes(k) {
                    return false;
                }
            }
            match k {
                Eof => return false,
                _ if opens(k) => depth += 1,
                _ if closes(k) => depth = depth.saturating_sub(1),
                _ => {}
            }
            self.bump();
        }
    }

    /// Skips the rest of a statement: past its `;`, or up to the `}` that
    /// closes the enclosing block. Nested blocks are skipped whole.
    pub(super) fn skip_stmt(&mut self) {
        let (mut parens, mut braces) = (0u32, 0u32);
        loop {
            match self.kind() {
                Eof => return,
                Semi if parens == 0 && braces == 0 => {
                    self.bump();
                    // An `if` goes on through its `else` branches.
                    if !self.at(KwElse) {
                        return;
                    }
                }
                RBrace if braces == 0 => return,
                RBrace => braces -= 1,
                LBrace => braces += 1,
                LParen => parens += 1,
                RParen => parens = parens.saturating_sub(1),
                _ => {}
            }
            self.bump();
        }
    }

    /// Skips the rest of a top-level declaration: past its `;`, past a
    /// `{…}` body, or up to a line that begins a new
    /// declaration.
    pub(super) fn skip_decl(&mut self) {
        let start = self.pos;
        let mut braces = 0u32;
        loop {
            let t = self.cur();
            match t.kind {
                Eof => return,
                Semi if braces == 0 => {
                    self.bump();
                    return;
                }
                LBrace => braces += 1,
                RBrace => {
                    self.bump();
                    // A `}` closing a body ends the declaration; a stray
                    // one is skipped with the rest.
                    if braces == 1 {
                        return;
                    }
                    braces = braces.saturating_sub(1);
                    continue;
                }
                _ if braces == 0
                    && self.pos > start
                    && t.at_line_start()
                    && self.starts_top_level_decl() =>
                {
                    return
                }
                _ => {}
            }
            self.bump();
        }
    }

    /// Whether the current token clearly begins a top-level declaration.
    fn starts_top_level_decl(&self) -> bool {
        match self.kind() {
            KwStruct | KwCbuffer | KwTbuffer | KwTypedef | KwStatic | KwConst | KwUniform
            | KwExtern | KwGroupshared | KwInline | LBracket | KwVoid => true,
            Ident => {
                (self.is_type_name(self.cur()) || self.nth(1) == Ident)
                    && matches!(self.nth(1), Ident | Lt)
            }
            _ => false,
        }
    }
}
