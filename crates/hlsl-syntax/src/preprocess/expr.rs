//! `#if` expressions: C's integer constant expressions over 64-bit signed
//! and unsigned values, with `defined`. Names left after expansion are 0
//! (`true` is 1). Operands that are not evaluated (`0 && x/0`, the other
//! arm of `?:`) report no division by zero. Nesting is bounded.

use super::{PTok, Preprocessor};
use crate::token::{Token, TokenKind};
use hlsl_base::{DiagCode, Span};

/// The deepest nesting of parentheses and unary operators.
const MAX_EXPR_DEPTH: u32 = 256;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Value {
    bits: u64,
    unsigned: bool,
}

impl Value {
    fn int(v: i64) -> Value {
        Value {
            bits: v as u64,
            unsigned: false,
        }
    }

    fn truth(self) -> bool {
        self.bits != 0
    }
}

/// The evaluator over one expanded line.
struct Eval<'p, 'a> {
    pp: &'p mut Preprocessor<'a>,
    toks: Vec<Token>,
    pos: usize,
    /// Where the line ends (for "expected value" at the end).
    end: Span,
    depth: u32,
    failed: bool,
}

impl Preprocessor<'_> {
    /// Evaluates the operands of `#if`/`#elif` written at `at`.
    pub(crate) fn eval_condition(&mut self, at: Span, rest: &[Token]) -> bool {
        // A malformed `defined` was reported; the condition is false
        // without a second error about the operand.
        let Some(replaced) = self.replace_defined(rest) else {
            return false;
        };
        let expanded = self.expand_condition(&replaced);
        let end = rest.last().map_or(at, |t| t.span).end();
        let mut e = Eval {
            pp: self,
            toks: expanded,
            pos: 0,
            end,
            depth: 0,
            failed: false,
        };
        let v = e.conditional(true);
        if !e.failed {
            if let Some(t) = e.toks.get(e.pos).copied() {
                e.error(DiagCode::err_pp_expr_bad_token, t.span);
            }
        }
        !e.failed && v.truth()
    }

    /// Macro-expands a condition. A `defined` that a macro produced
    /// (`#define HAS_X defined(X)`) keeps its operand unexpanded, as in
    /// Clang and DXC, so the evaluator can test it.
    fn expand_condition(&mut self, toks: &[PTok]) -> Vec<Token> {
        let mut pending: Vec<PTok> = toks.iter().rev().copied().collect();
        let mut out = Vec::with_capacity(toks.len());
        while let Some(t) = self.expand_next(&mut pending, false, 0) {
            out.push(t.tok);
            if t.tok.is_identifier_like() && self.spell(&t.tok) == "defined" {
                if pending
                    .last()
                    .is_some_and(|n| n.tok.kind == TokenKind::LParen)
                {
                    out.extend(pending.pop().map(|p| p.tok));
                }
                out.extend(pending.pop().map(|p| p.tok));
            }
        }
        out
    }

    /// `defined X` and `defined(X)` become `1` or `0` before expansion;
    /// `None` when one has no macro name (reported).
    fn replace_defined(&mut self, rest: &[Token]) -> Option<Vec<PTok>> {
        let mut out = Vec::with_capacity(rest.len());
        let mut i = 0;
        while i < rest.len() {
            let t = rest[i];
            if t.kind == TokenKind::Ident && self.spell(&t) == "defined" {
                let paren = rest.get(i + 1).is_some_and(|n| n.kind == TokenKind::LParen);
                let name_at = i + 1 + usize::from(paren);
                let name = rest
                    .get(name_at)
                    .filter(|n| n.is_identifier_like())
                    .copied();
                let closed = !paren
                    || rest
                        .get(name_at + 1)
                        .is_some_and(|n| n.kind == TokenKind::RParen);
                match name {
                    Some(n) if closed => {
                        let sym = self.known_sym(&n);
                        let v = if sym.is_some_and(|s| self.macros.contains_key(&s)) {
                            "1"
                        } else {
                            "0"
                        };
                        let tok = self.scratch_token(TokenKind::IntLit, v, t.span, t.flags);
                        out.push(PTok { tok, hide: 0 });
                        i = name_at + 1 + usize::from(paren);
                        continue;
                    }
                    _ => {
                        let span = rest.get(name_at).map_or(t.span.end(), |n| n.span);
                        self.report(DiagCode::err_pp_macro_name_missing, span, &[]);
                        return None;
                    }
                }
            }
            out.push(PTok { tok: t, hide: 0 });
            i += 1;
        }
        Some(out)
    }
}

impl Eval<'_, '_> {
    fn peek(&self) -> Option<TokenKind> {
        self.toks.get(self.pos).map(|t| t.kind)
    }

    fn error(&mut self, code: DiagCode, span: Span) {
        if !self.failed {
            self.failed = true;
            self.pp.report(code, span, &[]);
        }
    }

    fn here(&self) -> Span {
        self.toks.get(self.pos).map_or(self.end, |t| t.span)
    }

    fn conditional(&mut self, live: bool) -> Value {
        if !self.enter() {
            return Value::int(0);
        }
        let c = self.binary(0, live);
        let v = if self.peek() == Some(TokenKind::Question) && !self.failed {
            self.pos += 1;
            let a = self.conditional(live && c.truth());
            if self.peek() != Some(TokenKind::Colon) {
                let at = self.here();
                if !self.failed {
                    self.failed = true;
                    self.pp.report(DiagCode::err_expected, at, &[&"':'"]);
                }
                return Value::int(0);
            }
            self.pos += 1;
            let b = self.conditional(live && !c.truth());
            let unsigned = a.unsigned || b.unsigned;
            let pick = if c.truth() { a } else { b };
            Value {
                bits: pick.bits,
                unsigned,
            }
        } else {
            c
        };
        self.depth -= 1;
        v
    }

    fn enter(&mut self) -> bool {
        self.depth += 1;
        if self.depth > MAX_EXPR_DEPTH {
            let at = self.here();
            if !self.failed {
                self.failed = true;
                self.pp
                    .report(DiagCode::err_nesting_too_deep, at, &[&MAX_EXPR_DEPTH]);
            }
            self.depth -= 1;
            return false;
        }
        true
    }

    /// Binary operators by precedence climbing; level 0 is `||`.
    fn binary(&mut self, min: u8, live: bool) -> Value {
        let mut lhs = self.unary(live);
        while let Some((op, prec)) = self.peek().and_then(binary_op) {
            if prec < min || self.failed {
                break;
            }
            let at = self.here();
            self.pos += 1;
            let rhs_live = match op {
                TokenKind::AmpAmp => live && lhs.truth(),
                TokenKind::PipePipe => live && !lhs.truth(),
                _ => live,
            };
            let rhs = self.binary(prec + 1, rhs_live);
            lhs = self.apply(op, lhs, rhs, rhs_live, at);
        }
        lhs
    }

    fn apply(&mut self, op: TokenKind, a: Value, b: Value, live: bool, at: Span) -> Value {
        use TokenKind::*;
        let unsigned = a.unsigned || b.unsigned;
        let (x, y) = (a.bits, b.bits);
        let (sx, sy) = (x as i64, y as i64);
        let arith = |bits: u64| Value { bits, unsigned };
        let boolean = |b: bool| Value::int(i64::from(b));
        match op {
            PipePipe => boolean(a.truth() || b.truth()),
            AmpAmp => boolean(a.truth() && b.truth()),
            Pipe => arith(x | y),
            Caret => arith(x ^ y),
            Amp => arith(x & y),
            EqEq => boolean(x == y),
            BangEq => boolean(x != y),
            Lt | Gt | LtEq | GtEq => {
                let ord = if unsigned { x.cmp(&y) } else { sx.cmp(&sy) };
                boolean(match op {
                    Lt => ord.is_lt(),
                    Gt => ord.is_gt(),
                    LtEq => ord.is_le(),
                    _ => ord.is_ge(),
                })
            }
            Shl | Shr => {
                let n = y.min(64) as u32;
                let bits = match (op, a.unsigned) {
                    (Shl, _) => x.checked_shl(n).unwrap_or(0),
                    (_, true) => x.checked_shr(n).unwrap_or(0),
                    _ => sx.checked_shr(n).unwrap_or(if sx < 0 { -1 } else { 0 }) as u64,
                };
                Value {
                    bits,
                    unsigned: a.unsigned,
                }
            }
            Plus => arith(x.wrapping_add(y)),
            Minus => arith(x.wrapping_sub(y)),
            Star => arith(x.wrapping_mul(y)),
            Slash | Percent => {
                if y == 0 {
                    if live {
                        self.error(DiagCode::err_pp_division_by_zero, at);
                    }
                    return Value::int(0);
                }
                let bits = match (op, unsigned) {
                    (Slash, true) => x / y,
                    (_, true) => x % y,
                    (Slash, false) => sx.wrapping_div(sy) as u64,
                    _ => sx.wrapping_rem(sy) as u64,
                };
                arith(bits)
            }
            _ => Value::int(0),
        }
    }

    fn unary(&mut self, live: bool) -> Value {
        let Some(&t) = self.toks.get(self.pos) else {
            self.error(DiagCode::err_pp_expected_expression, self.end);
            return Value::int(0);
        };
        match t.kind {
            TokenKind::Plus | TokenKind::Minus | TokenKind::Tilde | TokenKind::Bang => {
                if !self.enter() {
                    return Value::int(0);
                }
                self.pos += 1;
                let v = self.unary(live);
                self.depth -= 1;
                match t.kind {
                    TokenKind::Plus => v,
                    TokenKind::Minus => Value {
                        bits: v.bits.wrapping_neg(),
                        unsigned: v.unsigned,
                    },
                    TokenKind::Tilde => Value {
                        bits: !v.bits,
                        unsigned: v.unsigned,
                    },
                    _ => Value::int(i64::from(!v.truth())),
                }
            }
            TokenKind::LParen => {
                self.pos += 1;
                let v = self.conditional(live);
                if self.peek() == Some(TokenKind::RParen) {
                    self.pos += 1;
                } else if !self.failed {
                    let at = self.here();
                    self.failed = true;
                    self.pp.report(DiagCode::err_expected, at, &[&"')'"]);
                }
                v
            }
            TokenKind::IntLit => {
                self.pos += 1;
                let text = self.pp.spell(&t).to_string();
                match parse_int(&text) {
                    Some(v) => v,
                    None => {
                        self.error(DiagCode::err_pp_invalid_number, t.span);
                        Value::int(0)
                    }
                }
            }
            TokenKind::KwTrue => {
                self.pos += 1;
                Value::int(1)
            }
            _ if t.is_identifier_like() => {
                self.pos += 1;
                // `defined` that a macro produced: evaluate it here.
                if self.pp.spell(&t) == "defined" {
                    let paren = self.peek() == Some(TokenKind::LParen);
                    self.pos += usize::from(paren);
                    let name = self.toks.get(self.pos).copied();
                    let Some(n) = name.filter(|n| n.is_identifier_like()) else {
                        self.error(DiagCode::err_pp_macro_name_missing, self.here());
                        return Value::int(0);
                    };
                    self.pos += 1;
                    if paren {
                        if self.peek() == Some(TokenKind::RParen) {
                            self.pos += 1;
                        } else {
                            let at = self.here();
                            self.error(DiagCode::err_pp_macro_name_missing, at);
                        }
                    }
                    let sym = self.pp.known_sym(&n);
                    let defined = sym.is_some_and(|s| self.pp.macros.contains_key(&s));
                    return Value::int(i64::from(defined));
                }
                Value::int(0)
            }
            _ => {
                self.error(DiagCode::err_pp_expected_expression, t.span);
                Value::int(0)
            }
        }
    }
}

/// The binary operator of a token and its precedence (higher binds tighter).
fn binary_op(k: TokenKind) -> Option<(TokenKind, u8)> {
    use TokenKind::*;
    let prec = match k {
        PipePipe => 0,
        AmpAmp => 1,
        Pipe => 2,
        Caret => 3,
        Amp => 4,
        EqEq | BangEq => 5,
        Lt | Gt | LtEq | GtEq => 6,
        Shl | Shr => 7,
        Plus | Minus => 8,
        Star | Slash | Percent => 9,
        _ => return None,
    };
    Some((k, prec))
}

/// An integer literal: decimal, octal, `0x` hex or `0b` binary, with
/// `u`/`l` suffixes. Too large for 64 bits (or a float) gives `None`.
fn parse_int(text: &str) -> Option<Value> {
    let digits_end = text
        .char_indices()
        .rev()
        .take_while(|(_, c)| matches!(c, 'u' | 'U' | 'l' | 'L'))
        .last()
        .map_or(text.len(), |(i, _)| i);
    let (body, suffix) = text.split_at(digits_end);
    let mut unsigned = suffix.contains(['u', 'U']);
    let (digits, radix) = if let Some(h) = body.strip_prefix("0x").or(body.strip_prefix("0X")) {
        (h, 16)
    } else if let Some(b) = body.strip_prefix("0b").or(body.strip_prefix("0B")) {
        (b, 2)
    } else if body.len() > 1 && body.starts_with('0') {
        (&body[1..], 8)
    } else {
        (body, 10)
    };
    let bits = u64::from_str_radix(digits, radix).ok()?;
    if bits > i64::MAX as u64 {
        unsigned = true;
    }
    Some(Value { bits, unsigned })
}
