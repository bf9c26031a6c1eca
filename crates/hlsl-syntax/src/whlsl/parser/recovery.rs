//! Where to resume after a mistake; the same synchronisation points as the
//! HLSL parser's `recovery.rs` (bracket depths in counters, never
//! recursion): the end of a too-deep nested construct, a closing bracket,
//! the end of a statement, the end of a top-level declaration.

use super::Parser;
use crate::whlsl::token::Kind::{self, *};

fn opens(k: Kind) -> bool {
    matches!(k, LParen | LBracket | LBrace)
}

fn closes(k: Kind) -> bool {
    matches!(k, RParen | RBracket | RBrace)
}

impl Parser<'_, '_> {
    /// Skips the rest of a too-deeply nested construct: balanced brackets,
    /// up to an unmatched closer, a `,` at depth 0, or any `;`.
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

    /// Skips to the `close` bracket at depth 0 and consumes it; stops before
    /// a `;`, `{`, `}` or other closer at depth 0. Returns whether found.
    pub(super) fn skip_to_close(&mut self, close: Kind) -> bool {
        let mut depth = 0u32;
        loop {
            let k = self.kind();
            if depth == 0 {
                if k == close {
                    self.bump();
                    return true;
                }
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
                    return;
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
    /// `{…}` body, or up to a line that begins a new declaration.
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
            Struct | Typedef | Enum | Vertex | Fragment | Operator | LBracket => true,
            k if k.is_address_space() => true,
            Ident => matches!(self.nth(1), Ident | Lt),
            _ => false,
        }
    }
}
