//! Types as written: `float3`, `void`, `MyStruct`, `vector<float, 3>`,
//! `RWStructuredBuffer<Particle>`, and the lookahead that tells a cast
//! `(T)x` from a parenthesised expression.

use super::Parser;
use crate::ast::{Ident, TemplateArg, TypeExpr, TypeExprKind};
use crate::token::{Token, TokenKind::*};
use crate::typenames::{takes_template_args, takes_vk_template_args};
use hlsl_base::{DiagCode, Diagnostic, Span};

impl Parser<'_, '_> {
    /// Whether the current token starts a type the parser knows.
    pub(super) fn at_type(&self) -> bool {
        match self.c.kind() {
            KwVoid | KwStruct => true,
            // `NS::Type name`: a qualified name followed by a name.
            Ident if self.c.nth(1) == ColonColon => {
                let n = self.path_len(0);
                let last = self.c.nth_tok(n - 1);
                let vk = n == 3
                    && self.text(self.c.cur()) == "vk"
                    && takes_vk_template_args(self.text(last));
                self.c.nth(n) == Ident || (self.c.nth(n) == Lt && (vk || self.takes_args(last)))
            }
            // `::Type name`.
            ColonColon if self.c.nth(1) == Ident => {
                let n = 1 + self.path_len(1);
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
            ColonColon if self.c.nth(1) == Ident => {
                // `::Name`: looked up from the global namespace, which an
                // empty first qualifier stands for.
                self.c.bump();
                let global = Ident {
                    sym: self.unit.names.intern(""),
                    span: t.span,
                };
                let (mut scope, name) = self.path();
                scope.insert(0, global);
                self.named_type(scope, name, t.span.lo)
            }
            Ident if self.text(t) == "unsigned" => self.unsigned_type(),
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

    /// `unsigned int`, `unsigned min16int4`, `unsigned` alone (`uint`): as
    /// in DXC, `unsigned` before an integer scalar, vector or matrix name
    /// names its unsigned counterpart; before another numeric type it is an
    /// error (`'float' cannot be signed or unsigned`).
    fn unsigned_type(&mut self) -> TypeExpr {
        let kw = self.c.bump();
        let next = self.c.cur();
        let (sym_text, span) = if next.kind == Ident && self.is_type_name(next) {
            let text = self.text(next);
            let (base, shape) = crate::typenames::split_numeric(text).unwrap_or((text, ""));
            match crate::typenames::unsigned_scalar(base) {
                Some(u) => {
                    self.c.bump();
                    (format!("{u}{shape}"), kw.span.to(next.span))
                }
                None => {
                    // Reported; the type stays as written.
                    self.error(DiagCode::err_invalid_sign_spec, next.span, &[&base]);
                    return self.parse_type();
                }
            }
        } else {
            ("uint".to_string(), kw.span)
        };
        let name = Ident {
            sym: self.unit.names.intern(&sym_text),
            span,
        };
        TypeExpr {
            kind: TypeExprKind::Named {
                scope: Vec::new(),
                name,
                args: None,
            },
            span,
        }
    }

    /// The rest of a named type after its name (template arguments).
    pub(super) fn named_type(&mut self, scope: Vec<Ident>, name_tok: Token, lo: u32) -> TypeExpr {
        let name = self.ident_of(name_tok);
        let vk = matches!(&scope[..], [ns] if self.unit.names.resolve(ns.sym) == "vk")
            && takes_vk_template_args(self.text(name_tok));
        let args = if self.c.at(Lt) && (vk || self.takes_args(name_tok)) {
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
    /// constant expression in which `>` and `>>` end the list. `None` when
    /// nested too deep.
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
                } else if matches!(self.c.nth(0), KwRowMajor | KwColumnMajor)
                    && self.is_type_name(self.c.nth_tok(1))
                {
                    TemplateArg::Type(self.oriented_type())
                } else if self.at_type() {
                    TemplateArg::Type(self.type_id())
                } else {
                    TemplateArg::Expr(self.template_arg_expr())
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

    /// `row_major float3x3` in a template argument.
    fn oriented_type(&mut self) -> TypeExpr {
        let t = self.c.bump();
        let row_major = t.kind == KwRowMajor;
        let inner = Box::new(self.parse_type());
        TypeExpr {
            kind: TypeExprKind::Oriented { row_major, inner },
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

    /// At `(`: whether a cast `(T)` follows (found by scanning, not
    /// parsing): `T` a known type name with optional template arguments
    /// and array dimensions (`(float[4])`), after optional `row_major` or
    /// `column_major`; `unsigned int`; or `void`.
    pub(super) fn at_cast(&self) -> bool {
        let mut i = 1;
        while matches!(self.c.nth(i), KwRowMajor | KwColumnMajor) {
            i += 1;
        }
        if self.c.nth(i) == KwVoid {
            return self.c.nth(i + 1) == RParen;
        }
        let name = self.c.nth_tok(i);
        if !self.is_type_name(name) {
            return false;
        }
        i += 1;
        if self.text(name) == "unsigned" && self.is_type_name(self.c.nth_tok(i)) {
            i += 1;
        }
        if self.c.nth(i) == Lt && self.takes_args(name) {
            match self.angles_len(i) {
                Some(n) => i += n,
                None => return false,
            }
        }
        while self.c.nth(i) == LBracket {
            match self.brackets_len(i) {
                Some(n) => i += n,
                None => return false,
            }
        }
        self.c.nth(i) == RParen
    }

    /// The number of tokens in the balanced `[…]` starting `n` tokens
    /// ahead; `None` if it does not close before a `;`, `{`, `}` or the end.
    fn brackets_len(&self, n: usize) -> Option<usize> {
        let mut i = n;
        let mut depth = 0u32;
        loop {
            match self.c.nth(i) {
                LBracket => depth += 1,
                RBracket => depth -= 1,
                Semi | LBrace | RBrace | Eof => return None,
                _ => {}
            }
            i += 1;
            if depth == 0 {
                return Some(i - n);
            }
        }
    }

    /// A type without a declarator (C++'s type-id), in a cast, `sizeof` or
    /// a template argument: matrix orientation keywords (which change
    /// nothing about a value, as in DXC), the type, and array dimensions
    /// (`(float4[2])x`, `Load<float[3]>`).
    pub(super) fn type_id(&mut self) -> TypeExpr {
        while matches!(self.c.kind(), KwRowMajor | KwColumnMajor) {
            self.c.bump();
        }
        let lo = self.c.cur().span.lo;
        let ty = self.parse_type();
        if !self.c.at(LBracket) {
            return ty;
        }
        let dims = self.array_dims();
        TypeExpr {
            kind: TypeExprKind::Array {
                inner: Box::new(ty),
                dims,
            },
            span: self.c.span_from(lo),
        }
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
