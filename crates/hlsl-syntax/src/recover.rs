//! Error recovery shared by the HLSL and the WHLSL parser: where to resume
//! after a mistake. Every skip is a loop over tokens that keeps bracket
//! depths in counters (never recursion), so it is safe on any input. The
//! synchronisation points, from the innermost out:
//! * a construct nested too deep skips to the end of the enclosing
//!   bracket, `,` or `;` (`skip_nested`);
//! * a bracketed list skips to its closing bracket, but not past a `;`, `{`
//!   or `}` that belongs outside (`skip_to_close`);
//! * a statement skips past its `;` (and on through an `else`), or up to
//!   the `}` closing its block (`skip_stmt`);
//! * a top-level declaration skips past its `;`, past a `{…}` body, or up
//!   to a line that starts a new declaration (`skip_decl`).

/// What recovery needs to know of a token kind.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Class {
    LParen,
    RParen,
    LBracket,
    RBracket,
    LBrace,
    RBrace,
    Semi,
    Comma,
    Else,
    Eof,
    Other,
}

impl Class {
    fn opens(self) -> bool {
        matches!(self, Class::LParen | Class::LBracket | Class::LBrace)
    }

    fn closes(self) -> bool {
        matches!(self, Class::RParen | Class::RBracket | Class::RBrace)
    }
}

/// A parser's cursor, as recovery sees it; the skips are provided.
pub(crate) trait Recover {
    type Kind: Copy + PartialEq;

    fn cur_kind(&self) -> Self::Kind;
    fn class(k: Self::Kind) -> Class;
    /// Consumes the current token (never moves past the end).
    fn advance(&mut self);
    /// The index of the current token.
    fn position(&self) -> usize;
    fn at_line_start(&self) -> bool;
    /// Whether the current token clearly begins a top-level declaration.
    fn starts_top_level_decl(&self) -> bool;

    fn cur_class(&self) -> Class {
        Self::class(self.cur_kind())
    }

    /// Skips the rest of a too-deeply nested construct: balanced brackets,
    /// up to an unmatched closer, a `,` at depth 0, or any `;`.
    fn skip_nested(&mut self) {
        let mut depth = 0u32;
        loop {
            let c = self.cur_class();
            match c {
                Class::Eof | Class::Semi => return,
                Class::Comma if depth == 0 => return,
                _ if c.closes() => {
                    if depth == 0 {
                        return;
                    }
                    depth -= 1;
                }
                _ if c.opens() => depth += 1,
                _ => {}
            }
            self.advance();
        }
    }

    /// Skips to the `close` bracket at depth 0 and consumes it; stops before
    /// a `;`, `{`, `}` or a different closer at depth 0 (they belong to the
    /// enclosing construct: `[numthreads(1, 1, 1]`). Returns whether
    /// `close` was found.
    fn skip_to_close(&mut self, close: Self::Kind) -> bool {
        let mut depth = 0u32;
        loop {
            let k = self.cur_kind();
            let c = Self::class(k);
            if depth == 0 {
                if k == close {
                    self.advance();
                    return true;
                }
                if matches!(c, Class::Semi | Class::LBrace | Class::RBrace | Class::Eof)
                    || c.closes()
                {
                    return false;
                }
            }
            match c {
                Class::Eof => return false,
                _ if c.opens() => depth += 1,
                _ if c.closes() => depth = depth.saturating_sub(1),
                _ => {}
            }
            self.advance();
        }
    }

    /// Skips the rest of a statement: past its `;`, or up to the `}` that
    /// closes the enclosing block. Nested blocks are skipped whole.
    fn skip_stmt(&mut self) {
        let (mut parens, mut braces) = (0u32, 0u32);
        loop {
            match self.cur_class() {
                Class::Eof => return,
                Class::Semi if parens == 0 && braces == 0 => {
                    self.advance();
                    // An `if` goes on through its `else` branches.
                    if self.cur_class() != Class::Else {
                        return;
                    }
                }
                Class::RBrace if braces == 0 => return,
                Class::RBrace => braces -= 1,
                Class::LBrace => braces += 1,
                Class::LParen => parens += 1,
                Class::RParen => parens = parens.saturating_sub(1),
                _ => {}
            }
            self.advance();
        }
    }

    /// Skips the rest of a top-level declaration: past its `;`, past a
    /// `{…}` body, or up to a line that begins a new declaration.
    fn skip_decl(&mut self) {
        let start = self.position();
        let mut braces = 0u32;
        loop {
            match self.cur_class() {
                Class::Eof => return,
                Class::Semi if braces == 0 => {
                    self.advance();
                    return;
                }
                Class::LBrace => braces += 1,
                Class::RBrace => {
                    self.advance();
                    // A `}` closing a body ends the declaration; a stray
                    // one is skipped with the rest.
                    if braces == 1 {
                        return;
                    }
                    braces = braces.saturating_sub(1);
                    continue;
                }
                _ if braces == 0
                    && self.position() > start
                    && self.at_line_start()
                    && self.starts_top_level_decl() =>
                {
                    return
                }
                _ => {}
            }
            self.advance();
        }
    }
}
