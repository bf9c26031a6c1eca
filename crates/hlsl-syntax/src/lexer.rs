//! Text → tokens. Whitespace and comments are dropped (they only set token
//! flags); characters that start no token are reported (the first on each
//! line) and dropped, so the parser sees the tokens around them.
//! Identifiers may contain non-ASCII letters and digits, as in Clang.
//! Numbers are lexed as C "pp-numbers" (digits, a fraction, an exponent and
//! any suffix letters); their value and validity are the parser's business
//! (see `literal.rs`), so a bad literal is reported once.

use crate::token::{flags, Token, TokenKind};
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
        // About one token per 4 bytes in shaders; more room costs nothing
        // until it is written (untouched pages are never faulted in), while
        // a growth copies everything into fresh pages.
        tokens: Vec::with_capacity(text.len() / 3 + 16),
        diags,
        line: 0,
        unknown_reported_on: None,
    };
    lx.run();
    lx.tokens
}

struct Lexer<'a, 'd> {
    text: &'a str,
    bytes: &'a [u8],
    pos: usize,
    base: u32,
    /// Flags for the next token.
    flags: u8,
    tokens: Vec<Token>,
    diags: &'d mut Diagnostics,
    /// Zero-based line of `pos`.
    line: u32,
    /// The line where an unknown character was last reported.
    unknown_reported_on: Option<u32>,
}

impl Lexer<'_, '_> {
    fn peek(&self, ahead: usize) -> u8 {
        self.bytes.get(self.pos + ahead).copied().unwrap_or(0)
    }

    fn at_end(&self) -> bool {
        self.pos >= self.bytes.len()
    }

    fn span(&self, start: usize, end: usize) -> Span {
        Span::new(self.base + start as u32, self.base + end as u32)
    }

    fn push(&mut self, kind: TokenKind, start: usize) {
        let span = self.span(start, self.pos);
        self.tokens.push(Token::new(kind, self.flags, span));
        self.flags = 0;
    }

    fn run(&mut self) {
        while !self.at_end() {
            self.skip_trivia();
            if self.at_end() {
                break;
            }
            self.token();
        }
        let end = self.bytes.len();
        self.tokens
            .push(Token::new(TokenKind::Eof, self.flags, self.span(end, end)));
    }

    /// Skips whitespace, comments and line splices, recording them in flags.
    fn skip_trivia(&mut self) {
        loop {
            match self.peek(0) {
                b'\n' => {
                    self.pos += 1;
                    self.line += 1;
                    self.flags |= flags::LINE_START | flags::SPACE_BEFORE;
                }
                b' ' | b'\t' | b'\r' | 0x0b | 0x0c => {
                    self.pos += 1;
                    self.flags |= flags::SPACE_BEFORE;
                }
                b'\\' if self.splice_len() > 0 => {
                    self.pos += self.splice_len();
                    self.line += 1;
                    self.flags |= flags::SPACE_BEFORE;
                }
                b'/' if self.peek(1) == b'/' => {
                    while !self.at_end() && self.peek(0) != b'\n' {
                        self.pos += 1;
                    }
                    self.flags |= flags::SPACE_BEFORE;
                }
                b'/' if self.peek(1) == b'*' => {
                    let start = self.pos;
                    match self.text.get(start + 2..).and_then(|s| s.find("*/")) {
                        Some(i) => {
                            let body = &self.bytes[start..start + 2 + i];
                            let lines = body.iter().filter(|&&b| b == b'\n').count();
                            if lines > 0 {
                                self.flags |= flags::LINE_START;
                                self.line += lines as u32;
                            }
                            self.pos = start + 2 + i + 2;
                        }
                        None => {
                            let span = self.span(start, start + 2);
                            self.diags
                                .report(DiagCode::err_unterminated_block_comment, span, &[]);
                            self.pos = self.bytes.len();
                            self.flags |= flags::IN_COMMENT;
                        }
                    }
                    self.flags |= flags::SPACE_BEFORE;
                }
                _ => return,
            }
        }
    }

    /// The length of a backslash-newline line splice at `pos`, or 0.
    fn splice_len(&self) -> usize {
        match (self.peek(1), self.peek(2)) {
            (b'\n', _) => 2,
            (b'\r', b'\n') => 3,
            _ => 0,
        }
    }

    fn token(&mut self) {
        use TokenKind::*;
        let start = self.pos;
        let c = self.peek(0);
        let kind = match c {
            b'a'..=b'z' | b'A'..=b'Z' | b'_' => {
                self.ident_chars();
                TokenKind::keyword(&self.text[start..self.pos]).unwrap_or(Ident)
            }
            b'0'..=b'9' => self.number(),
            b'.' if self.peek(1).is_ascii_digit() => self.number(),
            b'"' => self.string(),
            0x80.. if self.char_at_pos().is_some_and(char::is_alphanumeric) => {
                self.ident_chars();
                Ident
            }
            _ => match self.punct() {
                Some(kind) => kind,
                None => {
                    self.unknown();
                    return;
                }
            },
        };
        self.push(kind, start);
    }

    fn number(&mut self) -> TokenKind {
        let hex = self.peek(0) == b'0' && matches!(self.peek(1), b'x' | b'X');
        if hex {
            self.pos += 2;
            self.ident_chars();
            return TokenKind::IntLit;
        }
        let mut float = false;
        while self.peek(0).is_ascii_digit() {
            self.pos += 1;
        }
        if self.peek(0) == b'.' && !self.swizzle_follows() {
            float = true;
            self.pos += 1;
            while self.peek(0).is_ascii_digit() {
                self.pos += 1;
            }
        }
        if matches!(self.peek(0), b'e' | b'E') {
            let sign = usize::from(matches!(self.peek(1), b'+' | b'-'));
            if self.peek(1 + sign).is_ascii_digit() {
                float = true;
                self.pos += 1 + sign;
                while self.peek(0).is_ascii_digit() {
                    self.pos += 1;
                }
            }
        }
        // Suffix letters (valid or not) belong to the literal.
        self.ident_chars();
        if float {
            TokenKind::FloatLit
        } else {
            TokenKind::IntLit
        }
    }

    /// At the `.` after an integer's digits: whether a swizzle follows
    /// (`0.xxxx`, `3.rgb`), which makes the `.` a member access on the
    /// integer literal rather than its fraction, as in DXC.
    fn swizzle_follows(&self) -> bool {
        let rest = &self.text.as_bytes()[self.pos + 1..];
        let len = rest
            .iter()
            .take_while(|b| b.is_ascii_alphanumeric() || **b == b'_')
            .count();
        let word = &rest[..len];
        (1..=4).contains(&len)
            && (word.iter().all(|b| b"xyzw".contains(b))
                || word.iter().all(|b| b"rgba".contains(b)))
            && rest.get(len).is_none_or(|&b| b < 0x80)
    }

    /// Identifier characters: ASCII letters, digits and `_`, and non-ASCII
    /// letters and digits.
    fn ident_chars(&mut self) {
        loop {
            match self.peek(0) {
                b'a'..=b'z' | b'A'..=b'Z' | b'_' | b'0'..=b'9' => self.pos += 1,
                0x80.. => match self.char_at_pos() {
                    Some(c) if c.is_alphanumeric() => self.pos += c.len_utf8(),
                    _ => return,
                },
                _ => return,
            }
        }
    }

    /// The character at `pos` (`None` off a character boundary or at the end).
    fn char_at_pos(&self) -> Option<char> {
        self.text.get(self.pos..).and_then(|s| s.chars().next())
    }

    fn string(&mut self) -> TokenKind {
        let start = self.pos;
        self.pos += 1;
        loop {
            match self.peek(0) {
                b'"' => {
                    self.pos += 1;
                    return TokenKind::StringLit;
                }
                b'\\' => self.pos = (self.pos + 2).min(self.bytes.len()),
                b'\n' => break,
                _ if self.at_end() => break,
                _ => self.pos += 1,
            }
        }
        let span = self.span(start, start + 1);
        self.diags
            .report(DiagCode::err_unterminated_string, span, &[]);
        TokenKind::StringLit
    }

    fn punct(&mut self) -> Option<TokenKind> {
        use TokenKind::*;
        let (kind, len) = match (self.peek(0), self.peek(1), self.peek(2)) {
            (b'<', b'<', b'=') => (ShlEq, 3),
            (b'>', b'>', b'=') => (ShrEq, 3),
            (b'<', b'<', _) => (Shl, 2),
            (b'>', b'>', _) => (Shr, 2),
            (b'<', b'=', _) => (LtEq, 2),
            (b'>', b'=', _) => (GtEq, 2),
            (b'=', b'=', _) => (EqEq, 2),
            (b'!', b'=', _) => (BangEq, 2),
            (b'&', b'&', _) => (AmpAmp, 2),
            (b'|', b'|', _) => (PipePipe, 2),
            (b'+', b'+', _) => (PlusPlus, 2),
            (b'-', b'-', _) => (MinusMinus, 2),
            (b'+', b'=', _) => (PlusEq, 2),
            (b'-', b'=', _) => (MinusEq, 2),
            (b'*', b'=', _) => (StarEq, 2),
            (b'/', b'=', _) => (SlashEq, 2),
            (b'%', b'=', _) => (PercentEq, 2),
            (b'&', b'=', _) => (AmpEq, 2),
            (b'|', b'=', _) => (PipeEq, 2),
            (b'^', b'=', _) => (CaretEq, 2),
            (b':', b':', _) => (ColonColon, 2),
            (b'#', b'#', _) => (HashHash, 2),
            (b'(', _, _) => (LParen, 1),
            (b')', _, _) => (RParen, 1),
            (b'[', _, _) => (LBracket, 1),
            (b']', _, _) => (RBracket, 1),
            (b'{', _, _) => (LBrace, 1),
            (b'}', _, _) => (RBrace, 1),
            (b';', _, _) => (Semi, 1),
            (b',', _, _) => (Comma, 1),
            (b'.', _, _) => (Dot, 1),
            (b':', _, _) => (Colon, 1),
            (b'?', _, _) => (Question, 1),
            (b'~', _, _) => (Tilde, 1),
            (b'!', _, _) => (Bang, 1),
            (b'+', _, _) => (Plus, 1),
            (b'-', _, _) => (Minus, 1),
            (b'*', _, _) => (Star, 1),
            (b'/', _, _) => (Slash, 1),
            (b'%', _, _) => (Percent, 1),
            (b'&', _, _) => (Amp, 1),
            (b'|', _, _) => (Pipe, 1),
            (b'^', _, _) => (Caret, 1),
            (b'<', _, _) => (Lt, 1),
            (b'>', _, _) => (Gt, 1),
            (b'=', _, _) => (Eq, 1),
            (b'#', _, _) => (Hash, 1),
            _ => return None,
        };
        self.pos += len;
        Some(kind)
    }

    /// Reports the character at `pos` (the first on its line) and skips it.
    fn unknown(&mut self) {
        let start = self.pos;
        // `start` is always on a character boundary; stay total anyway.
        let ch = self.char_at_pos();
        self.pos += ch.map_or(1, char::len_utf8);
        let ch = ch.unwrap_or('\u{fffd}');
        if self.unknown_reported_on != Some(self.line) {
            self.unknown_reported_on = Some(self.line);
            let span = self.span(start, self.pos);
            self.diags
                .report(DiagCode::err_unknown_character, span, &[&show_char(ch)]);
        }
        self.flags |= flags::SPACE_BEFORE;
    }
}

/// A character as a diagnostic shows it: itself when printable, else `U+XXXX`.
fn show_char(c: char) -> String {
    if c.is_control() || c.is_whitespace() || c == '\u{fffd}' {
        format!("U+{:04X}", c as u32)
    } else {
        c.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use TokenKind::*;

    fn kinds(text: &str) -> (Vec<(TokenKind, &str)>, Vec<String>) {
        let mut d = Diagnostics::new();
        let toks = lex_text(text, 10, &mut d);
        let out = toks
            .iter()
            .map(|t| {
                let s = &text[(t.span.lo - 10) as usize..(t.span.hi - 10) as usize];
                (t.kind, s)
            })
            .collect();
        (out, d.iter().map(|d| d.message.clone()).collect())
    }

    #[test]
    fn punctuation_takes_the_longest_match() {
        let (k, d) = kinds("a>>=b>>c>=d<<e<f::g");
        let got: Vec<_> = k.iter().map(|t| t.0).collect();
        assert_eq!(
            got,
            [
                Ident, ShrEq, Ident, Shr, Ident, GtEq, Ident, Shl, Ident, Lt, Ident, ColonColon,
                Ident, Eof
            ]
        );
        assert!(d.is_empty());
    }

    #[test]
    fn numbers_are_pp_numbers() {
        let (k, d) = kinds("1 0x1Fu 1.0 1. .5 1e-3 1.5f 2.0h 1.0L 017 1.0.xx 3e 1f 0.xxxx 2.rg");
        assert_eq!(
            k,
            [
                (IntLit, "1"),
                (IntLit, "0x1Fu"),
                (FloatLit, "1.0"),
                (FloatLit, "1."),
                (FloatLit, ".5"),
                (FloatLit, "1e-3"),
                (FloatLit, "1.5f"),
                (FloatLit, "2.0h"),
                (FloatLit, "1.0L"),
                (IntLit, "017"),
                (FloatLit, "1.0"),
                (Dot, "."),
                (Ident, "xx"),
                (IntLit, "3e"),
                (IntLit, "1f"),
                (IntLit, "0"),
                (Dot, "."),
                (Ident, "xxxx"),
                (IntLit, "2"),
                (Dot, "."),
                (Ident, "rg"),
                (Eof, ""),
            ]
        );
        assert!(d.is_empty());
    }

    #[test]
    fn spans_are_global_and_flags_track_lines() {
        let mut d = Diagnostics::new();
        let toks = lex_text("float x;\n  /* c\n */ y", 100, &mut d);
        assert_eq!(toks[0].span, Span::new(100, 105));
        assert!(toks[0].at_line_start());
        assert_eq!(toks[1].span, Span::new(106, 107));
        assert!(!toks[1].at_line_start());
        assert_eq!(toks[3].span, Span::new(120, 121));
        assert!(toks[3].at_line_start());
        assert_eq!(toks[4].kind, Eof);
        assert_eq!(toks[4].span, Span::new(121, 121));
    }

    #[test]
    fn keywords_and_comments() {
        let (k, _) = kinds("struct S // x\n{ inout int y; } if else");
        let got: Vec<_> = k.iter().map(|t| t.0).collect();
        assert_eq!(
            got,
            [KwStruct, Ident, LBrace, KwInOut, Ident, Ident, Semi, RBrace, KwIf, KwElse, Eof]
        );
    }

    #[test]
    fn bad_input_is_reported_not_fatal() {
        let (k, d) = kinds("a @$ b \u{1}\n§ é \"open\n/* never closed");
        let got: Vec<_> = k.iter().map(|t| t.0).collect();
        assert_eq!(got, [Ident, Ident, Ident, StringLit, Eof]);
        assert_eq!(
            d,
            [
                "unknown character '@'",
                "unknown character '§'",
                "missing terminating '\"' character",
                "unterminated /* comment",
            ]
        );
    }

    #[test]
    fn strings_and_escapes() {
        let (k, d) = kinds(r#""compute" "a\"b""#);
        assert_eq!(
            k,
            [
                (StringLit, "\"compute\""),
                (StringLit, r#""a\"b""#),
                (Eof, "")
            ]
        );
        assert!(d.is_empty());
    }
}
