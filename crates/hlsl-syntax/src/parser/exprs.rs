//! Expressions, by precedence climbing over C's binary operators.
//!
//! comma < assignment (right) < `?:` (right) < `||` < `&&` < `|` < `^` < `&`
//! < equality < relational < shift < additive < multiplicative < unary and
//! casts < postfix (`.`, `[]`, calls, `++`/`--`) < primary.

use super::Parser;
use crate::ast::{BinaryOp, ExprId, ExprKind, SizeOfArg, StringPiece, TemplateArg, UnaryOp};
use crate::literal::{parse_float, parse_int, LiteralError};
use crate::recover::Recover;
use crate::token::{Token, TokenKind, TokenKind::*};
use hlsl_base::{DiagCode, Diagnostic, Span};

/// The binding power of the additive operators; template arguments are
/// parsed from here so that `>` and `>>` close the argument list.
pub(super) const PREC_ADDITIVE: u8 = 9;

fn binary_op(k: TokenKind) -> Option<(u8, BinaryOp)> {
    use BinaryOp as B;
    Some(match k {
        PipePipe => (1, B::LogicalOr),
        AmpAmp => (2, B::LogicalAnd),
        Pipe => (3, B::BitOr),
        Caret => (4, B::BitXor),
        Amp => (5, B::BitAnd),
        EqEq => (6, B::Eq),
        BangEq => (6, B::Ne),
        Lt => (7, B::Lt),
        Gt => (7, B::Gt),
        LtEq => (7, B::Le),
        GtEq => (7, B::Ge),
        Shl => (8, B::Shl),
        Shr => (8, B::Shr),
        Plus => (PREC_ADDITIVE, B::Add),
        Minus => (PREC_ADDITIVE, B::Sub),
        Star => (10, B::Mul),
        Slash => (10, B::Div),
        Percent => (10, B::Rem),
        _ => return None,
    })
}

fn assign_op(k: TokenKind) -> Option<Option<BinaryOp>> {
    use BinaryOp as B;
    Some(match k {
        Eq => None,
        PlusEq => Some(B::Add),
        MinusEq => Some(B::Sub),
        StarEq => Some(B::Mul),
        SlashEq => Some(B::Div),
        PercentEq => Some(B::Rem),
        AmpEq => Some(B::BitAnd),
        PipeEq => Some(B::BitOr),
        CaretEq => Some(B::BitXor),
        ShlEq => Some(B::Shl),
        ShrEq => Some(B::Shr),
        _ => return None,
    })
}

/// The function templates DXC declares in namespace `vk`.
const VK_FUNCTION_TEMPLATES: [&str; 2] = ["RawBufferLoad", "RawBufferStore"];

impl Parser<'_, '_> {
    /// A full expression, commas included.
    pub(super) fn parse_expr(&mut self) -> ExprId {
        let lo = self.c.cur().span.lo;
        let mut lhs = self.assign();
        let mut levels = 0;
        while self.c.at(Comma) {
            self.c.bump();
            if !self.enter(Self::skip_nested) {
                // `skip_nested` stops at commas; a comma chain ends at `;`
                // or a closing bracket.
                while self.c.eat(Comma) {
                    self.skip_nested();
                }
                lhs = self.error_expr(self.c.span_from(lo));
                break;
            }
            levels += 1;
            let rhs = self.assign();
            lhs = self.expr(ExprKind::Comma { lhs, rhs }, self.c.span_from(lo));
        }
        self.depth -= levels;
        lhs
    }

    /// An assignment expression (no top-level commas): initializers,
    /// arguments, array sizes.
    pub(super) fn assign(&mut self) -> ExprId {
        let lo = self.c.cur().span.lo;
        let lhs = self.ternary();
        let Some(op) = assign_op(self.c.kind()) else {
            return lhs;
        };
        if !self.enter(Self::skip_nested) {
            return self.error_expr(self.c.span_from(lo));
        }
        self.c.bump();
        let rhs = self.assign();
        self.leave();
        self.expr(ExprKind::Assign { op, lhs, rhs }, self.c.span_from(lo))
    }

    fn ternary(&mut self) -> ExprId {
        let lo = self.c.cur().span.lo;
        let cond = self.binary(1);
        if !self.c.at(Question) {
            return cond;
        }
        if !self.enter(Self::skip_nested) {
            return self.error_expr(self.c.span_from(lo));
        }
        let q = self.c.bump();
        let then = self.parse_expr();
        if !self.c.eat(Colon) {
            self.report(
                Diagnostic::new(DiagCode::err_expected, self.c.cur().span, &[&"':'"]).with_note(
                    Diagnostic::new(DiagCode::note_to_match_this, q.span, &[&"?"]),
                ),
            );
        }
        let otherwise = self.assign();
        self.leave();
        self.expr(
            ExprKind::Ternary {
                cond,
                then,
                otherwise,
            },
            self.c.span_from(lo),
        )
    }

    /// Binary operators binding at least as tightly as `min_prec`.
    pub(super) fn binary(&mut self, min_prec: u8) -> ExprId {
        let (lo, start) = (self.c.cur().span.lo, self.c.pos);
        let mut lhs = self.unary();
        if self.c.pos == start {
            // Nothing read (already reported): do not read operators.
            return lhs;
        }
        let mut levels = 0;
        while let Some((prec, op)) = binary_op(self.c.kind()) {
            if prec < min_prec || (self.in_template_arg && matches!(self.c.kind(), Gt | GtEq | Shr))
            {
                break;
            }
            // Each operator of a chain is one level deeper in the tree.
            if !self.enter(Self::skip_nested) {
                lhs = self.error_expr(self.c.span_from(lo));
                break;
            }
            self.c.bump();
            levels += 1;
            let rhs = self.binary(prec + 1);
            lhs = self.expr(ExprKind::Binary { op, lhs, rhs }, self.c.span_from(lo));
        }
        self.depth -= levels;
        lhs
    }

    fn unary(&mut self) -> ExprId {
        let t = self.c.cur();
        let lo = t.span.lo;
        let op = match t.kind {
            Plus => Some(UnaryOp::Plus),
            Minus => Some(UnaryOp::Neg),
            Bang => Some(UnaryOp::Not),
            Tilde => Some(UnaryOp::BitNot),
            PlusPlus | MinusMinus | LParen => None,
            _ => return self.postfix(),
        };
        if t.kind == LParen && !self.at_cast() {
            return self.postfix();
        }
        if !self.enter(Self::skip_nested) {
            return self.error_expr(self.c.span_from(lo));
        }
        self.c.bump();
        let kind = if t.kind == LParen {
            let ty = self.type_id();
            self.close(RParen, t);
            let operand = self.unary();
            ExprKind::Cast { ty, operand }
        } else {
            let operand = self.unary();
            match op {
                Some(op) => ExprKind::Unary { op, operand },
                None => ExprKind::IncDec {
                    increment: t.kind == PlusPlus,
                    prefix: true,
                    operand,
                },
            }
        };
        self.leave();
        self.expr(kind, self.c.span_from(lo))
    }

    fn postfix(&mut self) -> ExprId {
        let (lo, start) = (self.c.cur().span.lo, self.c.pos);
        let mut e = self.primary();
        if self.c.pos == start {
            return e;
        }
        let mut levels = 0;
        loop {
            let t = self.c.cur();
            if !matches!(t.kind, Dot | LBracket | LParen | PlusPlus | MinusMinus) {
                break;
            }
            if !self.enter(Self::skip_nested) {
                e = self.error_expr(self.c.span_from(lo));
                break;
            }
            self.c.bump();
            levels += 1;
            let kind = match t.kind {
                Dot => match self.expect_ident() {
                    Some(name) if self.at_explicit_member_template() => {
                        match self.template_args() {
                            Some(args) => ExprKind::MemberTemplate {
                                base: e,
                                name,
                                args,
                            },
                            None => ExprKind::Error,
                        }
                    }
                    Some(name) => ExprKind::Member { base: e, name },
                    None => ExprKind::Error,
                },
                LBracket => {
                    let outer = std::mem::replace(&mut self.in_template_arg, false);
                    let index = self.parse_expr();
                    self.in_template_arg = outer;
                    self.close(RBracket, t);
                    ExprKind::Index { base: e, index }
                }
                LParen => {
                    let args = self.call_args(t);
                    ExprKind::Call { callee: e, args }
                }
                _ => ExprKind::IncDec {
                    increment: t.kind == PlusPlus,
                    prefix: false,
                    operand: e,
                },
            };
            e = self.expr(kind, self.c.span_from(lo));
        }
        self.depth -= levels;
        e
    }

    /// A template argument's value: a binary expression in which `>` and
    /// `>>` end the argument list instead (`RayQuery<A | B>`) unless
    /// parenthesised.
    pub(super) fn template_arg_expr(&mut self) -> ExprId {
        let outer = std::mem::replace(&mut self.in_template_arg, true);
        let e = self.binary(1);
        self.in_template_arg = outer;
        e
    }

    /// Arguments after the `(` token `open` (already consumed), through `)`.
    pub(super) fn call_args(&mut self, open: Token) -> Vec<ExprId> {
        let mut args = Vec::new();
        if self.c.eat(RParen) {
            return args;
        }
        let outer = std::mem::replace(&mut self.in_template_arg, false);
        loop {
            args.push(self.assign());
            if self.c.eat(Comma) {
                continue;
            }
            self.close(RParen, open);
            self.in_template_arg = outer;
            return args;
        }
    }

    fn primary(&mut self) -> ExprId {
        let t = self.c.cur();
        match t.kind {
            IntLit | FloatLit => {
                self.c.bump();
                self.number(t)
            }
            KwTrue | KwFalse => {
                self.c.bump();
                self.expr(ExprKind::BoolLit(t.kind == KwTrue), t.span)
            }
            Ident if self.at_type_member(0) => {
                let last = self.c.bump();
                self.type_member(t.span.lo, Vec::new(), last)
            }
            Ident if self.c.nth(1) == ColonColon || self.at_explicit_template_call() => {
                self.path_expr()
            }
            Ident if self.is_type_name(t) && !self.names_value(t) => self.construct(),
            Ident => {
                self.c.bump();
                let name = self.ident_of(t);
                self.expr(ExprKind::Name(name), t.span)
            }
            KwThis => {
                self.c.bump();
                self.expr(ExprKind::This, t.span)
            }
            KwSizeof => self.sizeof(),
            StringLit => self.string_literal().0,
            LParen => {
                if !self.enter(Self::skip_nested) {
                    return self.error_expr(self.c.span_from(t.span.lo));
                }
                self.c.bump();
                let outer = std::mem::replace(&mut self.in_template_arg, false);
                let inner = self.parse_expr();
                self.in_template_arg = outer;
                self.close(RParen, t);
                self.leave();
                self.expr(ExprKind::Paren(inner), self.c.span_from(t.span.lo))
            }
            _ => {
                self.error(DiagCode::err_expected_expression, t.span, &[]);
                self.error_expr(Span::new(t.span.lo, t.span.lo))
            }
        }
    }

    /// At a user type's name `t` in an expression: whether it names a
    /// variable instead, which hides the type as in C++
    /// (`ConstantBuffer<Constants> Constants;` then `Constants.x`, or
    /// `f(Constants)`): when a member access or an index follows, which no
    /// type can take, or when a variable of that name was declared and no
    /// `(` or template arguments follow. (Otherwise it stays a type, for
    /// DXC's report of a missing `(` after a type in an expression.)
    pub(super) fn names_value(&self, t: Token) -> bool {
        let text = self.text(t);
        if crate::typenames::is_builtin_type(text) || text == "unsigned" {
            // A variable or member named like a built-in type
            // (`RWStructuredBuffer<uint> Buffer;` then `Buffer.Load(0)`),
            // where a type could not stand.
            let declared = || {
                self.unit
                    .names
                    .get(text)
                    .is_some_and(|s| self.type_named_vars.contains(&s))
            };
            return matches!(self.c.nth(1), Dot | LBracket) && declared();
        }
        match self.c.nth(1) {
            Dot | LBracket => true,
            LParen | Ident | ColonColon => false,
            Lt if self.takes_args(t) => false,
            _ => self
                .unit
                .names
                .get(text)
                .is_some_and(|s| self.type_named_vars.contains(&s)),
        }
    }

    /// At a function template's name: whether `<…>(` follows (then the
    /// `<` opens template arguments, not a comparison).
    fn at_explicit_template_call(&self) -> bool {
        self.c.nth(1) == Lt
            && self.template_funcs.contains(self.text(self.c.cur()))
            && self
                .angles_len(1)
                .is_some_and(|n| self.c.nth(1 + n) == LParen)
    }

    /// After `.name` (just consumed), a member function template's: whether
    /// `<…>(` follows.
    fn at_explicit_member_template(&self) -> bool {
        // `Load<T>` and `Store<T>` of byte-address buffers are built in.
        let name = self.text(self.c.toks[self.c.pos - 1]);
        self.c.at(Lt)
            && (self.template_funcs.contains(name) || matches!(name, "Load" | "Store"))
            && self.angles_len(0).is_some_and(|n| self.c.nth(n) == LParen)
    }

    /// `E::A`, `NS::f`, `S::kCount`, `max3<float>`: a name with
    /// qualifiers or template arguments.
    fn path_expr(&mut self) -> ExprId {
        let lo = self.c.cur().span.lo;
        let (scope, last) = self.path();
        if self.at_type_member(usize::MAX) {
            return self.type_member(lo, scope, last);
        }
        if self.c.at(ColonColon) {
            // `Outer::` with no name after it.
            self.c.bump();
            self.expected("identifier");
            return self.error_expr(self.c.span_from(lo));
        }
        let name = self.ident_of(last);
        // DXC's own function templates in `vk` (`vk::RawBufferLoad<T>(…)`).
        let vk_template = matches!(&scope[..], [ns] if self.unit.names.resolve(ns.sym) == "vk")
            && VK_FUNCTION_TEMPLATES.contains(&self.text(last));
        let args = if vk_template
            && self.c.at(Lt)
            && self.angles_len(0).is_some_and(|n| self.c.nth(n) == LParen)
        {
            self.template_args().map(Some)
        } else {
            self.explicit_call_args(last)
        };
        let Some(args) = args else {
            return self.error_expr(self.c.span_from(lo));
        };
        self.expr(ExprKind::Path { scope, name, args }, self.c.span_from(lo))
    }

    /// After function template `name` (consumed): its explicit template
    /// arguments when `<…>(` follows (`f<float>(x)`), `Some(None)` when
    /// none do; `None` after a syntax error in them.
    fn explicit_call_args(&mut self, name: Token) -> Option<Option<Vec<TemplateArg>>> {
        let explicit = self.c.at(Lt)
            && self.template_funcs.contains(self.text(name))
            && self.angles_len(0).is_some_and(|n| self.c.nth(n) == LParen);
        if !explicit {
            return Some(None);
        }
        self.template_args().map(Some)
    }

    /// At a struct template's name (`n` tokens ahead; `usize::MAX`: the
    /// name was just consumed): whether `<…>::` follows, a member of an
    /// instance (`S<float>::f`).
    pub(super) fn at_type_member(&self, n: usize) -> bool {
        let (name, after) = match n {
            usize::MAX => (self.c.toks[self.c.pos - 1], 0),
            n => (self.c.nth_tok(n), n + 1),
        };
        name.kind == Ident
            && self.c.nth(after) == Lt
            && self.template_types.contains(self.text(name))
            && self.angles_len(after).is_some_and(|len| {
                self.c.nth(after + len) == ColonColon && self.c.nth(after + len + 1) == Ident
            })
    }

    /// `S<float>::f`, `NS::S<float>::f<T>` after the struct's name `last`
    /// (consumed): the instance's type, then the member.
    fn type_member(&mut self, lo: u32, scope: Vec<crate::ast::Ident>, last: Token) -> ExprId {
        let ty = self.named_type(scope, last, lo);
        self.c.eat(ColonColon);
        let Some(name) = self.expect_ident() else {
            return self.error_expr(self.c.span_from(lo));
        };
        let Some(args) = self.explicit_call_args(self.c.toks[self.c.pos - 1]) else {
            return self.error_expr(self.c.span_from(lo));
        };
        self.expr(
            ExprKind::TypeMember { ty, name, args },
            self.c.span_from(lo),
        )
    }

    /// `sizeof(T)`, `sizeof(expr)`, `sizeof expr`.
    fn sizeof(&mut self) -> ExprId {
        let lo = self.c.bump().span.lo;
        let arg = if self.c.at(LParen) && {
            // `sizeof(T)` when a type follows and closes at `)`.
            let saved = self.c.pos;
            self.c.pos += 1;
            let is_type = self.at_type();
            self.c.pos = saved;
            is_type
        } {
            let open = self.c.bump();
            let ty = self.type_id();
            self.close(RParen, open);
            SizeOfArg::Type(ty)
        } else {
            if !self.enter(Self::skip_nested) {
                return self.error_expr(self.c.span_from(lo));
            }
            let e = self.unary();
            self.leave();
            SizeOfArg::Expr(e)
        };
        self.expr(ExprKind::SizeOf(arg), self.c.span_from(lo))
    }

    /// A terminated string literal's token: the text between the quotes.
    /// A string literal and the ones right after it, which concatenate as
    /// in C (`"a" "b"` is `"ab"`; a macro may expand to such a sequence,
    /// as root signatures are written). The expression is an error if one
    /// is unterminated (the lexer reported it); the flag says so, since
    /// such a string ate the rest of its line.
    pub(super) fn string_literal(&mut self) -> (ExprId, bool) {
        let lo = self.c.cur().span.lo;
        let mut text = String::new();
        let mut pieces = Vec::new();
        while self.c.at(StringLit) {
            let t = self.c.bump();
            if self.is_unterminated(t) {
                return (self.error_expr(self.c.span_from(lo)), true);
            }
            let spelled = self.text(t);
            let inner = spelled.get(1..spelled.len() - 1).unwrap_or("");
            // A backslash before a line break splices the lines (C's
            // translation phase 2), also inside a string: a root-signature
            // macro continues its string over several lines that way. Each
            // spliced segment is a piece of its own, so an offset in the
            // text still maps back to where it is written.
            let base = t.spelling.lo + 1;
            for (from, segment) in spliced_segments(inner) {
                let lo = base + from as u32;
                pieces.push(StringPiece {
                    offset: text.len() as u32,
                    spelling: Span::new(lo, lo + segment.len() as u32),
                    written_here: t.span == t.spelling,
                });
                text.push_str(segment);
            }
        }
        let sym = self.unit.names.intern(&text);
        let id = self.expr(ExprKind::StringLit(sym), self.c.span_from(lo));
        self.unit.string_pieces.insert(id, pieces);
        (id, false)
    }

    /// `float3(a, b, c)`, `vector<float, 2>(x, y)`.
    fn construct(&mut self) -> ExprId {
        let lo = self.c.cur().span.lo;
        if !self.enter(Self::skip_nested) {
            return self.error_expr(self.c.span_from(lo));
        }
        let ty = self.parse_type();
        let kind = if self.c.at(LParen) {
            let open = self.c.bump();
            let args = self.call_args(open);
            ExprKind::Construct { ty, args }
        } else {
            self.expected("'(' for function-style cast or type construction");
            ExprKind::Error
        };
        self.leave();
        self.expr(kind, self.c.span_from(lo))
    }

    /// A string token the lexer ended at the end of its line.
    pub(super) fn is_unterminated(&self, t: Token) -> bool {
        let text = self.text(t);
        text.len() < 2 || !text.ends_with('"')
    }

    fn number(&mut self, t: Token) -> ExprId {
        let text = self.text(t);
        let parsed = if t.kind == IntLit {
            parse_int(text).map(|(value, suffix)| ExprKind::IntLit { value, suffix })
        } else {
            parse_float(text).map(|(value, suffix)| ExprKind::FloatLit { value, suffix })
        };
        let kind = match parsed {
            Ok(kind) => kind,
            Err(e) => {
                // The literal is consumed; report it at its own token.
                let d = match e {
                    LiteralError::Invalid => {
                        Diagnostic::new(DiagCode::err_invalid_number, t.span, &[&text])
                    }
                    LiteralError::TooLarge => {
                        Diagnostic::new(DiagCode::err_integer_too_large, t.span, &[])
                    }
                };
                self.diags.push(d);
                ExprKind::Error
            }
        };
        self.expr(kind, t.span)
    }
}

/// The inside of a string literal as the segments left after removing
/// each backslash-newline, with the offset where each starts. A backslash
/// starts a two-character escape, so an escaped backslash (`\\`) before a
/// line break is no splice (the lexer ends such a string at the break).
fn spliced_segments(inner: &str) -> Vec<(usize, &str)> {
    let bytes = inner.as_bytes();
    let mut segments = Vec::new();
    let (mut start, mut i) = (0, 0);
    while i < bytes.len() {
        if bytes[i] != b'\\' {
            i += 1;
            continue;
        }
        let splice = match (bytes.get(i + 1), bytes.get(i + 2)) {
            (Some(b'\n'), _) => 2,
            (Some(b'\r'), Some(b'\n')) => 3,
            _ => 0,
        };
        if splice == 0 {
            i += 2;
            continue;
        }
        segments.push((start, &inner[start..i]));
        i += splice;
        start = i;
    }
    segments.push((start, &inner[start.min(inner.len())..]));
    segments
}
