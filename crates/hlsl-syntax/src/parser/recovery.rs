//! HLSL's side of error recovery: the shared skips (`crate::recover`) over
//! HLSL tokens, and the skips of `<…>` template arguments.
//!
//! An expression that reads nothing (its first token is wrong) ends there:
//! operators after it are not parsed, so `* / %` gives one error.

use super::Parser;
use crate::recover::{Class, Recover};
use crate::token::TokenKind::{self, *};

fn opens(k: TokenKind) -> bool {
    matches!(k, LParen | LBracket | LBrace)
}

fn closes(k: TokenKind) -> bool {
    matches!(k, RParen | RBracket | RBrace)
}

impl Parser<'_, '_> {
    /// Skips template arguments nested too deep: balanced `<…>` and
    /// brackets, up to the `>` closing them (consumed) or a `;`, `{`, `}`.
    pub(super) fn skip_angles(&mut self) {
        let (mut angles, mut brackets) = (0i32, 0u32);
        loop {
            match self.c.kind() {
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
            self.c.bump();
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
            match self.c.kind() {
                Eof | Semi | LBrace | RBrace => return,
                Gt | Shr if depth == 0 => {
                    self.close_angle();
                    return;
                }
                Lt => depth += 1,
                Gt => depth -= 1,
                _ => {}
            }
            self.c.bump();
        }
    }
}

impl Recover for Parser<'_, '_> {
    type Kind = TokenKind;

    fn cur_kind(&self) -> TokenKind {
        self.c.kind()
    }

    fn class(k: TokenKind) -> Class {
        match k {
            LParen => Class::LParen,
            RParen => Class::RParen,
            LBracket => Class::LBracket,
            RBracket => Class::RBracket,
            LBrace => Class::LBrace,
            RBrace => Class::RBrace,
            Semi => Class::Semi,
            Comma => Class::Comma,
            KwElse => Class::Else,
            Eof => Class::Eof,
            _ => Class::Other,
        }
    }

    fn advance(&mut self) {
        self.c.bump();
    }

    fn position(&self) -> usize {
        self.c.pos
    }

    fn at_line_start(&self) -> bool {
        self.c.cur().at_line_start()
    }

    fn starts_top_level_decl(&self) -> bool {
        match self.c.kind() {
            KwStruct | KwCbuffer | KwTbuffer | KwTypedef | KwStatic | KwConst | KwUniform
            | KwExtern | KwGroupshared | KwInline | LBracket | KwVoid => true,
            Ident => {
                (self.is_type_name(self.c.cur()) || self.c.nth(1) == Ident)
                    && matches!(self.c.nth(1), Ident | Lt)
            }
            _ => false,
        }
    }
}
