//! Text → WHLSL tokens, by the specification's "Lexical analysis" section:
//! every token is as long as possible. So `-` followed by a digit starts a
//! signed literal (`a-1` is `a` `-1`; the parser explains that), `>>` is one
//! token (the type parser splits it), and `/* /* */` is one comment.
//!
//! Where greedy lexing would split an invalid literal into several tokens
//! (`007` → `0` `0` `7`, `0x` → `0` `x`, `5f` → `5` `f`), no valid program
//! has those tokens side by side, so the whole run is reported here once
//! as a bad literal instead of as a puzzling syntax error.

use super::token::{Kind, Token, PUNCTUATION, RESERVED};
use crate::token::flags;
use hlsl_base::{DiagCode, Diagnostics, FileId, SourceMap, Span};

/// Lexes one file of the source map. The last token is always `Eof`.
pub fn lex(sources: &SourceMap, file: FileId, diags: &mut Diagnostics) -> Vec<Token> {
    let f = sources.file(file);
    lex_text(&f.text, f.base, diags)
}

/// Lexes `text`, whose first byte has global offset `base`.
pub fn lex_text(text: &str, base: u32, diags: &mut Diagnostics) -> Vec<Token> {
    let mut lx = Lexer {
        text,
        bytes: text.as_bytes(),
        pos: 0,
        base,
        flags: flags::LINE_START,
        tokens: Vec::with_capacity(text.len() / 4 + 1),
        diags,
        unknown_line: None,
        line: 0,
    };
    lx.run();
    lx.tokens
}

struct Lexer<'a, 'd> {
    text: &'a str,
    bytes: &'a [u8],
    pos: usize,
    base: u32,
    flags: u8,
    tokens: Vec<Token>,
    diags: &'d mut Diagnostics,
    /// The line of the last unknown character reported (one per line).
    unknown_line: Option<u32>,
    line: u32,
}

fn ident_start(c: char) -> bool {
    c == '_' || c.is_ascii_alphabetic() || (!c.is_ascii() && c.is_alphabetic())
}

fn ident_continue(c: char) -> bool {
    ident_start(c) || c.is_ascii_digit() || (!c.is_ascii() && c.is_alphanumeric())
}

impl Lexer<'_, '_> {
    fn peek(&self, ahead: usize) -> u8 {
        self.bytes.get(self.pos + ahead).copied().unwrap_or(0)
    }

    fn char_at(&self, pos: usize) -> Option<char> {
        self.text.get(pos..).and_then(|s| s.chars().next())
    }

    fn span(&self, start: usize, end: usize) -> Span {
        Span::new(self.base + start as u32, self.base + end as u32)
    }

    fn push(&mut self, kind: Kind, start: usize) {
        let span = self.span(start, self.pos);
        self.tokens.push(Token {
            kind,
            flags: self.flags,
            span,
        });
        self.flags = 0;
    }

    fn run(&mut self) {
        loop {
            self.skip_trivia();
            if self.pos >= self.bytes.len() {
                break;
            }
            self.token();
        }
        let end = self.bytes.len();
        let span = self.span(end, end);
        self.tokens.push(Token {
            kind: Kind::Eof,
            flags: self.flags,
            span,
        });
    }

    /// Whitespace is space, tab, CR and LF only; comments are `//` to the
    /// end of the line and `/*` to the first `*/`.
    fn skip_trivia(&mut self) {
        loop {
            match self.peek(0) {
                b'\n' => {
                    self.pos += 1;
                    self.line += 1;
                    self.flags |= flags::LINE_START;
                }
                b' ' | b'\t' | b'\r' => self.pos += 1,
                b'/' if self.peek(1) == b'/' => {
                    while self.pos < self.bytes.len() && self.peek(0) != b'\n' {
                        self.pos += 1;
                    }
                }
                b'/' if self.peek(1) == b'*' => {
                    let start = self.pos;
                    match self.text[start + 2..].find("*/") {
                        Some(i) => {
                            let end = start + 2 + i + 2;
                            let lines = self.bytes[start..end].iter().filter(|&&b| b == b'\n');
                            let lines = lines.count() as u32;
                            if lines > 0 {
                                self.line += lines;
                                self.flags |= flags::LINE_START;
                            }
                            self.pos = end;
                        }
                        None => {
                            let span = self.span(start, start + 2);
                            self.diags
                                .report(DiagCode::err_unterminated_block_comment, span, &[]);
                            self.pos = self.bytes.len();
                            self.flags |= flags::IN_COMMENT;
                        }
                    }
                }
                _ => return,
            }
        }
    }

    fn token(&mut self) {
        let start = self.pos;
        let b = self.peek(0);
        let digit_after = |n: usize| self.peek(n).is_ascii_digit();
        if b.is_ascii_digit()
            || (b == b'.' && digit_after(1))
            || (b == b'-' && (digit_after(1) || (self.peek(1) == b'.' && digit_after(2))))
        {
            return self.number();
        }
        if b == b'#' {
            // No preprocessor: report the `#`. A directive's whole line is
            // dropped, so it gives one error.
            let span = self.span(start, start + 1);
            self.diags
                .report(DiagCode::err_whlsl_preprocessor, span, &[]);
            self.pos += 1;
            if self.flags & flags::LINE_START != 0 {
                while self.pos < self.bytes.len() && self.peek(0) != b'\n' {
                    self.pos += 1;
                }
                return;
            }
            return self.push(Kind::Error, start);
        }
        let c = self.char_at(start).unwrap_or('\0');
        if ident_start(c) {
            return self.word();
        }
        let rest = &self.text[start..];
        if let Some(&(p, kind)) = PUNCTUATION.iter().find(|(p, _)| rest.starts_with(p)) {
            self.pos += p.len();
            return self.push(kind, start);
        }
        self.pos += c.len_utf8().max(1);
        if self.unknown_line != Some(self.line) {
            self.unknown_line = Some(self.line);
            let span = self.span(start, self.pos);
            let shown = if c.is_control() {
                c.escape_debug().to_string()
            } else {
                c.to_string()
            };
            self.diags
                .report(DiagCode::err_unknown_character, span, &[&shown]);
        }
        if c == '"' {
            // WHLSL has no strings; take the would-be string as one bad
            // token so its contents give no further errors.
            let line_end = self.text[self.pos..]
                .find('\n')
                .map_or(self.bytes.len(), |i| self.pos + i);
            if let Some(i) = self.text[self.pos..line_end].find('"') {
                self.pos += i + 1;
            }
        }
        self.push(Kind::Error, start);
    }

    fn word(&mut self) {
        let start = self.pos;
        while let Some(c) = self.char_at(self.pos).filter(|&c| ident_continue(c)) {
            self.pos += c.len_utf8();
        }
        let text = &self.text[start..self.pos];
        let kind = Kind::keyword(text).unwrap_or(Kind::Ident);
        if kind == Kind::Ident && (text == "_" || RESERVED.contains(&text)) {
            // Reported once here; the parser then reads it as a name.
            let span = self.span(start, self.pos);
            self.diags
                .report(DiagCode::err_whlsl_reserved_word, span, &[&text]);
        }
        self.push(kind, start);
    }

    fn digits(&mut self, pred: fn(u8) -> bool) -> usize {
        let start = self.pos;
        while pred(self.peek(0)) {
            self.pos += 1;
        }
        self.pos - start
    }

    fn number(&mut self) {
        let start = self.pos;
        let negative = self.peek(0) == b'-';
        if negative {
            self.pos += 1;
        }
        let mut kind = Kind::IntLit;
        if self.peek(0) == b'0' && self.peek(1) == b'x' {
            self.pos += 2;
            if self.digits(|b| b.is_ascii_hexdigit()) == 0 {
                let span = self.span(self.pos - 2, self.pos);
                self.diags
                    .report(DiagCode::err_whlsl_hex_no_digits, span, &[]);
            }
        } else {
            let int_start = self.pos;
            let whole = self.digits(|b| b.is_ascii_digit());
            if self.peek(0) == b'.' && (whole > 0 || self.peek(1).is_ascii_digit()) {
                self.pos += 1;
                self.digits(|b| b.is_ascii_digit());
                kind = Kind::FloatLit;
                if self.peek(0) == b'f' {
                    self.pos += 1;
                }
            } else if whole > 1 && self.bytes[int_start] == b'0' {
                let span = self.span(start, self.pos);
                let text = &self.text[start..self.pos];
                self.diags
                    .report(DiagCode::err_whlsl_leading_zero, span, &[&text]);
            }
        }
        if kind == Kind::IntLit && !negative && self.peek(0) == b'u' {
            self.pos += 1;
            kind = Kind::UIntLit;
        }
        // Letters or digits glued to a literal never make a valid program:
        // report them as one bad suffix and keep them in the token.
        let suffix_start = self.pos;
        while let Some(c) = self.char_at(self.pos).filter(|&c| ident_continue(c)) {
            self.pos += c.len_utf8();
        }
        if self.pos > suffix_start {
            let what = match kind {
                Kind::FloatLit => "float",
                Kind::UIntLit => "unsigned integer",
                _ => "integer",
            };
            let span = self.span(suffix_start, self.pos);
            let suffix = &self.text[suffix_start..self.pos];
            self.diags
                .report(DiagCode::err_whlsl_literal_suffix, span, &[&suffix, &what]);
        }
        self.push(kind, start);
    }
}
