//! Types as written: `float3`, `void`, `MyStruct`, `vector<float, 3>`,
//! `RWStructuredBuffer<Particle>`, and the lookahead that tells a cast
//! `(T)x` from a parenthesised expression.

use super::exprs::PREC_ADDITIVE;
use super::Parser;
use crate::ast::{Ident, TemplateArg, TypeExpr, TypeExprKind};
use crate::token::{Token, TokenKind::*};
use crate::typenames::takes_template_args;
use hlsl_base::{DiagCode, Diagnostic, Span};

impl Parser<'_, '_> {
    /// Whether the current token starts a type the parser knows.
    pub(super) fn at_type(&self) -> bool {
        match self.c.kind() {
            KwVoid | KwStruct => true,
            // `NS::Type name`: a qualified name followed by a name.
            Ident if self.c.nth(1) == ColonColon => {
                let n = self.path_len(0);
                self.c.nth(n) == Ident
                    || (self.c.nth(n) == Lt && self.takes_args(self.c.nth_tok(n - 1)))
            }
            _ => self.is_type_name(self.c.cur()),
        }
    }

    /// The number of tokens in the name `A::B::c` starting `n` tokens
    /// ahead (0 if there is no name there).
    pub(super) fn path_len(&self, n: usize) -> usize {
        if self.c.nth(n) != Ident {
            return 0;
        }
        let mut len = 1;
        while self.c.nth(n + len) == ColonColon && self.c.nth(n + len + 1) == Ident {
            len += 2;
        }
        len
    }

    /// Whether the type named by token `t` takes `<arguments>`.
    pub(super) fn takes_args(&self, t: Token) -> bool {
        let text = self.text(t);
        takes_template_args(text) || self.template_types.contains(text)
    }

    /// Reads `A::B::c` (the current token is an identifier): the
    /// qualifiers and the last name.
    pub(super) fn path(&mut self) -> (Vec<Ident>, Token) {
        let mut scope = Vec::new();
        let mut last = self.c.bump();
        while self.c.at(ColonColon) && self.c.nth(1) == Ident {
            scope.push(self.ident_of(last));
            self.c.bump();
            last = self.c.bump();
        }
        (scope, last)
    }

    /// Parses a type; reports `expected a type` (consuming nothing) if
    /// there is none. An identifier is taken as a type name here even if
    /// unknown, so the checker can report `unknown type name`.
    pub(super) fn parse_type(&mut self) -> TypeExpr {
        let t = self.c.cur();
        match t.kind {
            KwVoid => {
                self.c.bump();
                TypeExpr {
                    kind: TypeExprKind::Void,
                    span: t.span,
                }
            }
            KwStruct if self.c.nth(1) == Ident => {
                // `struct S x;`: an elaborated type specifier.
                self.c.bump();
                let name = self.c.bump();
                self.named_type(Vec::new(), name, t.span.lo)
            }
            Ident => {
                let (scope, name) = self.path();
                self.named_type(scope, name, t.span.lo)
            }
            _ => {
                self.error(DiagCode::err_expected_type, t.span, &[]);
                TypeExpr {
                    kind: TypeExprKind::Error,
                    span: Span::new(t.span.lo, t.span.lo),
                }
            }
        }
    }

    /// The rest of a named type after its name (template arguments).
    fn named_type(&mut self, scope: Vec<Ident>, name_tok: Token, lo: u32) -> TypeExpr {
        let name = self.ident_of(name_tok);
        let args = if self.c.at(Lt) && self.takes_args(name_tok) {
            match self.template_args() {
                Some(args) => Some(args),
                None => {
                    return TypeExpr {
                        kind: TypeExprKind::Error,
                        span: self.c.span_from(lo),
                    }
                }
            }
        } else {
            None
        };
        TypeExpr {
            kind: TypeExprKind::Named { scope, name, args },
            span: self.c.span_from(lo),
        }
    }

    /// `<arg, …>`; a type argument if it starts with a type name, else a
    /// constant expression above the shift operators (so `>` and `>>` end
    /// it). `None` when nested too deep.
    pub(super) fn template_args(&mut self) -> Option<Vec<TemplateArg>> {
        if !self.enter(Self::skip_angles) {
            return None;
        }
        let open = self.c.bump();
        let mut args = Vec::new();
        if !self.close_angle() {
            loop {
                let arg = if self.at_normalized() {
                    TemplateArg::Type(self.normalized_type())
                } else if self.at_type() {
                    TemplateArg::Type(self.parse_type())
                } else {
                    TemplateArg::Expr(self.binary(PREC_ADDITIVE))
                };
                args.push(arg);
                if self.c.eat(Comma) {
                    continue;
                }
                // Nothing is skipped: `vector<float, 3 v;` goes on to
                // declare `v`.
                self.close_angle_or_report(open);
                break;
            }
        }
        self.leave();
        Some(args)
    }

    /// At `unorm`/`snorm` before a type name.
    fn at_normalized(&self) -> bool {
        self.c.at(Ident)
            && matches!(self.text(self.c.cur()), "unorm" | "snorm")
            && self.is_type_name(self.c.nth_tok(1))
    }

    /// `unorm float4` in a template argument.
    fn normalized_type(&mut self) -> TypeExpr {
        let t = self.c.bump();
        let signed = self.text(t) == "snorm";
        let inner = Box::new(self.parse_type());
        TypeExpr {
            kind: TypeExprKind::Normalized { signed, inner },
            span: self.c.span_from(t.span.lo),
        }
    }

    /// Consumes the `>` closing the list `open` began, or reports it
    /// missing (with a note at `open`) and skips nothing.
    pub(super) fn close_angle_or_report(&mut self, open: Token) {
        if !self.close_angle() {
            let d =
                Diagnostic::new(DiagCode::err_expected, self.c.cur().span, &[&"'>'"]).with_note(
                    Diagnostic::new(DiagCode::note_to_match_this, open.span, &[&"<"]),
                );
            self.report(d);
        }
    }

    /// Consumes one `>`, splitting `>>` so nested templates close
    /// (`Buffer<vector<float, 4>>`).
    pub(super) fn close_angle(&mut self) -> bool {
        match self.c.kind() {
            Gt => {
                self.c.bump();
                true
            }
            Shr | GtEq | ShrEq => {
                let t = &mut self.c.toks[self.c.pos];
                t.kind = match t.kind {
                    Shr => Gt,
                    ShrEq => GtEq,
                    _ => Eq,
                };
                t.span.lo += 1;
                self.c.prev_end = t.span.lo;
                true
            }
            _ => false,
        }
    }

    /// At `(`: whether a cast `(T)` follows, `T` a known type name with
    /// optional template arguments (found by scanning, not parsing).
    pub(super) fn at_cast(&self) -> bool {
        let name = self.c.nth_tok(1);
        if !self.is_type_name(name) {
            return false;
        }
        let mut i = 2;
        if self.c.nth(i) == Lt && self.takes_args(name) {
            match self.angles_len(i) {
                Some(n) => i += n,
                None => return false,
            }
        }
        self.c.nth(i) == RParen
    }

    /// The number of tokens in the balanced `<…>` starting `n` tokens
    /// ahead, found by scanning; `None` if it does not close before a
    /// `;`, `{`, `}` or the end.
    pub(super) fn angles_len(&self, n: usize) -> Option<usize> {
        let mut i = n;
        let mut depth = 0i32;
        loop {
            match self.c.nth(i) {
                Lt => depth += 1,
                Gt => depth -= 1,
                Shr => depth -= 2,
                Semi | LBrace | RBrace | Eof => return None,
                _ => {}
            }
            i += 1;
            if depth <= 0 {
                return Some(i - n);
            }
        }
    }
}
