//! Effect-framework (FX, DX9/DX10) syntax that old SDK shaders still carry:
//! state blocks after a declarator (`SamplerState s { Filter = …; };`),
//! `sampler_state { … }` initializers, `technique`/`pass` blocks and
//! annotations (`float x < string UIName = "x"; >;`). They configure the
//! effect runtime, not the shader, and SPIR-V has no place for them (a
//! sampler's state comes from the API's sampler object), so, as DXC does,
//! each is read, dropped and reported with a `legacy-effects` warning.

use super::Parser;
use crate::token::TokenKind::*;
use hlsl_base::{DiagCode, Span};

impl Parser<'_, '_> {
    /// `technique`, `technique10` or `technique11` starting a block.
    pub(super) fn at_technique(&self) -> bool {
        self.c.at(Ident)
            && matches!(
                self.text(self.c.cur()),
                "technique" | "technique10" | "technique11"
            )
            && matches!(self.c.nth(1), Ident | LBrace | Lt)
    }

    /// `technique NAME <annotations> { pass P { … } … }`.
    pub(super) fn technique(&mut self) {
        let lo = self.c.bump().span.lo;
        self.c.eat(Ident);
        self.skip_effect_annotation(false);
        if self.c.at(LBrace) {
            self.skip_braces();
        } else {
            self.expected("'{'");
        }
        self.c.eat(Semi);
        let span = self.c.span_from(lo);
        self.error(DiagCode::warn_effect_technique, span, &[]);
    }

    /// `< … >` after a declarator: skipped with a warning (`report`).
    /// True when there was one.
    pub(super) fn skip_effect_annotation(&mut self, report: bool) -> bool {
        if !self.c.at(Lt) {
            return false;
        }
        let lo = self.c.bump().span.lo;
        while !matches!(self.c.kind(), Gt | Eof) {
            if self.c.at(LBrace) {
                self.skip_braces();
            } else {
                self.c.bump();
            }
        }
        self.c.eat(Gt);
        if report {
            let span = self.c.span_from(lo);
            self.error(DiagCode::warn_effect_annotation, span, &[]);
        }
        true
    }

    /// `{ Key = Value; … }` after a global declarator: skipped with a
    /// warning. True when there was one.
    pub(super) fn skip_state_block(&mut self) -> bool {
        if !self.c.at(LBrace) {
            return false;
        }
        let span = self.skip_braces();
        self.error(DiagCode::warn_effect_state_block, span, &[]);
        true
    }

    /// `sampler_state { … }` as an initializer: skipped with a warning.
    pub(super) fn skip_sampler_state(&mut self) -> bool {
        let at = self.c.at(Ident)
            && self.text(self.c.cur()) == "sampler_state"
            && self.c.nth(1) == LBrace;
        if !at {
            return false;
        }
        let lo = self.c.bump().span.lo;
        self.skip_braces();
        let span = self.c.span_from(lo);
        self.error(DiagCode::warn_effect_state_block, span, &[]);
        true
    }

    /// From `{` to its matching `}` (or the end of the file).
    fn skip_braces(&mut self) -> Span {
        let lo = self.c.cur().span.lo;
        let mut depth = 0usize;
        loop {
            match self.c.kind() {
                Eof => break,
                LBrace => depth += 1,
                RBrace => {
                    depth -= 1;
                    if depth == 0 {
                        self.c.bump();
                        break;
                    }
                }
                _ => {}
            }
            self.c.bump();
        }
        self.c.span_from(lo)
    }
}
