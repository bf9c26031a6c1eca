//! Types, type arguments, literals and `constexpr`.
//!
//! `thread int*[]` (the abbreviated form) is stored as `int* thread []
//! thread`: the leading address space is sugar for one after every `*`
//! and `[]`. A `>>` that closes two type-argument lists is split in two.

use super::Parser;
use crate::parser::MAX_DEPTH;
use crate::whlsl::ast::{AddressSpace, ConstExpr, LitKind, Literal, Type, TypeArg, TypeSuffix};
use crate::whlsl::token::Kind;
use hlsl_base::{DiagCode, Span};

impl Parser<'_, '_> {
    fn address_space(&mut self) -> Option<AddressSpace> {
        let space = match self.c.kind() {
            Kind::Constant => AddressSpace::Constant,
            Kind::Device => AddressSpace::Device,
            Kind::Threadgroup => AddressSpace::Threadgroup,
            Kind::Thread => AddressSpace::Thread,
            _ => return None,
        };
        self.c.bump();
        Some(space)
    }

    /// `type`; reports `expected a type` and returns `None` when none
    /// starts here.
    pub(super) fn ty(&mut self) -> Option<Type> {
        let lo = self.c.cur().span.lo;
        let lead = self.address_space();
        if !self.c.at(Kind::Ident) {
            let span = self.c.cur().span;
            self.error(DiagCode::err_expected_type, span, &[]);
            return None;
        }
        let t = self.c.bump();
        let name = self.ident_of(t);
        let args = if self.c.at(Kind::Lt) {
            self.type_args()
        } else {
            Vec::new()
        };
        let mut suffixes = Vec::new();
        loop {
            let t = self.c.cur();
            // Suffixes nest the type like brackets nest an expression.
            if suffixes.len() == MAX_DEPTH as usize {
                self.too_deep(t.span);
                suffixes.pop();
            }
            match t.kind {
                Kind::Star => {
                    self.c.bump();
                    let space = self.suffix_space(lead, "*", t.span);
                    suffixes.push(TypeSuffix::Pointer(space));
                }
                Kind::LBracket if self.c.nth(1) == Kind::RBracket => {
                    self.c.bump();
                    let close = self.c.bump();
                    let space = self.suffix_space(lead, "[]", t.span.to(close.span));
                    suffixes.push(TypeSuffix::ArrayRef(space));
                }
                Kind::LBracket if matches!(self.c.nth(1), Kind::IntLit | Kind::UIntLit) => {
                    self.c.bump();
                    let size = self.literal();
                    if self.c.at(Kind::Ident) {
                        // `int[3 x`: the name follows, so only the `]` is
                        // missing; skipping to it would take the name too.
                        self.report_unclosed(Kind::RBracket, t);
                    } else {
                        self.close(Kind::RBracket, t);
                    }
                    suffixes.push(TypeSuffix::Array(size));
                }
                _ => break,
            }
        }
        let span = self.c.span_from(lo);
        if lead.is_some() && suffixes.is_empty() {
            self.error(DiagCode::err_whlsl_address_space_needs_suffix, span, &[]);
        }
        Some(Type {
            name,
            args,
            suffixes,
            span,
        })
    }

    /// The address space of a `*` or `[]` suffix: the leading one, or the
    /// one that must follow it.
    fn suffix_space(&mut self, lead: Option<AddressSpace>, what: &str, at: Span) -> AddressSpace {
        if let Some(space) = lead {
            let t = self.c.cur();
            if t.kind.is_address_space() {
                self.error(DiagCode::err_whlsl_address_space_twice, t.span, &[&what]);
                self.c.bump();
            }
            return space;
        }
        self.address_space().unwrap_or_else(|| {
            self.error(DiagCode::err_whlsl_suffix_needs_address_space, at, &[&what]);
            AddressSpace::Thread
        })
    }

    /// `typeArguments` after the `<`: `<>`, or arguments closed by `>` or
    /// by half of a `>>`.
    fn type_args(&mut self) -> Vec<TypeArg> {
        let open = self.c.bump();
        let mut args = Vec::new();
        if !self.enter() {
            return args;
        }
        if !self.close_angle() {
            loop {
                match self.type_arg() {
                    Some(arg) => args.push(arg),
                    None => {
                        self.skip_to_angle();
                        break;
                    }
                }
                if !self.c.eat(Kind::Comma) {
                    if !self.close_angle() {
                        self.close(Kind::Gt, open);
                    }
                    break;
                }
            }
        }
        self.leave();
        args
    }

    /// Consumes a `>`, or the first half of a `>>`.
    fn close_angle(&mut self) -> bool {
        let t = self.c.cur();
        match t.kind {
            Kind::Gt => {
                self.c.bump();
                true
            }
            Kind::Shr => {
                let mid = t.span.lo + 1;
                self.c.toks[self.c.pos].kind = Kind::Gt;
                self.c.toks[self.c.pos].span = Span::new(mid, t.span.hi);
                self.c.prev_end = mid;
                true
            }
            _ => false,
        }
    }

    /// After a bad type argument: on to the `>` closing the list (consumed)
    /// or up to a `;`, `{`, `}` or `)`.
    fn skip_to_angle(&mut self) {
        let mut depth = 0u32;
        loop {
            match self.c.kind() {
                Kind::Eof | Kind::Semi | Kind::LBrace | Kind::RBrace | Kind::RParen => return,
                Kind::Lt => depth += 1,
                Kind::Gt | Kind::Shr if depth == 0 => {
                    self.close_angle();
                    return;
                }
                Kind::Gt => depth -= 1,
                Kind::Shr => depth = depth.saturating_sub(2),
                _ => {}
            }
            self.c.bump();
        }
    }

    /// `typeArgument: constexpr | type`.
    fn type_arg(&mut self) -> Option<TypeArg> {
        if self.c.kind().is_literal() || (self.c.at(Kind::Ident) && self.c.nth(1) == Kind::Dot) {
            return self.const_expr().map(TypeArg::Const);
        }
        self.ty().map(TypeArg::Type)
    }

    /// `constexpr: Literal | Identifier "." Identifier`.
    pub(super) fn const_expr(&mut self) -> Option<ConstExpr> {
        if self.c.kind().is_literal() {
            return Some(ConstExpr::Lit(self.literal()));
        }
        if self.c.at(Kind::Ident) && self.c.nth(1) == Kind::Dot {
            let t = self.c.bump();
            let enum_name = self.ident_of(t);
            self.c.bump();
            let value = self.expect_ident()?;
            return Some(ConstExpr::EnumValue(enum_name, value));
        }
        self.expected("a literal or an enum value 'Enum.value'");
        None
    }

    /// Consumes the current literal token and reads its value.
    pub(super) fn literal(&mut self) -> Literal {
        let t = self.c.bump();
        let text = self.text(t);
        let kind = match t.kind {
            Kind::IntLit => LitKind::Int(int_value(text).and_then(|v| i64::try_from(v).ok())),
            Kind::UIntLit => {
                let digits = text.strip_suffix('u').unwrap_or(text);
                LitKind::UInt(int_value(digits).and_then(|v| u64::try_from(v).ok()))
            }
            Kind::FloatLit => {
                let digits = text.trim_end_matches('f');
                LitKind::Float(digits.parse().unwrap_or(f64::NAN))
            }
            Kind::True => LitKind::True,
            Kind::False => LitKind::False,
            _ => LitKind::Null,
        };
        Literal { kind, span: t.span }
    }
}

/// The value of `-`? decimal or `0x` hex digits (a bad literal was
/// reported by the lexer and reads as `None`).
fn int_value(text: &str) -> Option<i128> {
    let (negative, digits) = match text.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, text),
    };
    let magnitude = match digits.strip_prefix("0x") {
        Some(hex) => i128::from_str_radix(hex, 16).ok()?,
        None => digits.parse::<i128>().ok()?,
    };
    Some(if negative { -magnitude } else { magnitude })
}
