//! WHLSL's side of error recovery: the shared skips (`crate::recover`)
//! over WHLSL tokens.

use super::Parser;
use crate::recover::{Class, Recover};
use crate::whlsl::token::Kind::{self, *};

impl Recover for Parser<'_, '_> {
    type Kind = Kind;

    fn cur_kind(&self) -> Kind {
        self.c.kind()
    }

    fn class(k: Kind) -> Class {
        match k {
            LParen => Class::LParen,
            RParen => Class::RParen,
            LBracket => Class::LBracket,
            RBracket => Class::RBracket,
            LBrace => Class::LBrace,
            RBrace => Class::RBrace,
            Semi => Class::Semi,
            Comma => Class::Comma,
            Else => Class::Else,
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
            Struct | Typedef | Enum | Vertex | Fragment | Operator | LBracket => true,
            k if k.is_address_space() => true,
            Ident => matches!(self.c.nth(1), Ident | Lt),
            _ => false,
        }
    }
}
