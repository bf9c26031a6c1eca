//! Top-level declarations: `;`, typedefs, structs, enums and functions
//! (normal, entry points, operators and cast operators), parameters,
//! qualifiers and semantics.

use super::Parser;
use crate::recover::Recover;
use crate::whlsl::ast::{
    Decl, EnumDef, EnumElement, Field, FuncDef, FuncName, Param, Qualifier, Semantic, SemanticKind,
    Stage, StructDef, Typedef,
};
use crate::whlsl::token::Kind;
use hlsl_base::{DiagCode, Diagnostic};

impl Parser<'_, '_> {
    pub(super) fn unit_decls(&mut self) {
        while !self.c.at(Kind::Eof) {
            self.nesting_reported = false;
            let before = self.c.pos;
            if let Some(decl) = self.top_level_decl() {
                self.unit.decls.push(decl);
            }
            if self.c.pos == before {
                self.c.bump();
            }
        }
    }

    fn top_level_decl(&mut self) -> Option<Decl> {
        let lo = self.c.cur().span.lo;
        let decl = match self.c.kind() {
            Kind::Semi => {
                self.c.bump();
                return None;
            }
            Kind::Typedef => self.typedef(lo),
            Kind::Struct => self.struct_def(lo),
            Kind::Enum => self.enum_def(lo),
            Kind::Vertex | Kind::Fragment | Kind::LBracket | Kind::Operator => self.func(lo),
            k if k == Kind::Ident || k.is_address_space() => self.func(lo),
            _ => {
                let span = self.c.cur().span;
                self.error(DiagCode::err_expected_declaration, span, &[]);
                None
            }
        };
        if decl.is_none() {
            self.skip_decl();
        }
        decl
    }

    /// `"typedef" Identifier "=" type ";"`.
    fn typedef(&mut self, lo: u32) -> Option<Decl> {
        self.c.bump();
        let name = self.expect_ident()?;
        self.expect(Kind::Eq).then_some(())?;
        let ty = self.ty()?;
        if !self.c.eat(Kind::Semi) {
            self.expected_after("';'", "typedef");
        }
        let span = self.c.span_from(lo);
        Some(Decl::Typedef(Typedef { name, ty, span }))
    }

    /// `"struct" Identifier "{" structElement* "}"`.
    fn struct_def(&mut self, lo: u32) -> Option<Decl> {
        self.c.bump();
        let name = self.expect_ident()?;
        let open = self.c.cur();
        self.expect(Kind::LBrace).then_some(())?;
        let mut fields = Vec::new();
        while !matches!(self.c.kind(), Kind::RBrace | Kind::Eof) {
            match self.field() {
                Some(f) => fields.push(f),
                None => self.skip_stmt(),
            }
        }
        self.close(Kind::RBrace, open);
        let span = self.c.span_from(lo);
        Some(Decl::Struct(StructDef { name, fields, span }))
    }

    /// `structElement: type Identifier (":" semantic)? ";"`.
    fn field(&mut self) -> Option<Field> {
        let qualifiers = self.qualifiers();
        let ty = self.ty()?;
        let name = self.expect_ident()?;
        let semantic = self.opt_semantic()?;
        if !self.c.eat(Kind::Semi) {
            self.expected_after("';'", "struct field");
            return None;
        }
        Some(Field {
            qualifiers,
            ty,
            name,
            semantic,
        })
    }

    /// `"enum" Identifier (":" type)? "{" enumElement ("," enumElement)* "}"`.
    fn enum_def(&mut self, lo: u32) -> Option<Decl> {
        self.c.bump();
        let name = self.expect_ident()?;
        let base = if self.c.eat(Kind::Colon) {
            Some(self.ty()?)
        } else {
            None
        };
        let open = self.c.cur();
        self.expect(Kind::LBrace).then_some(())?;
        let mut elements = Vec::new();
        loop {
            let Some(name) = self.expect_ident() else {
                self.skip_to_close(Kind::RBrace);
                break;
            };
            let value = if self.c.eat(Kind::Eq) {
                self.const_expr()
            } else {
                None
            };
            elements.push(EnumElement { name, value });
            if !self.c.eat(Kind::Comma) {
                self.close(Kind::RBrace, open);
                break;
            }
        }
        let span = self.c.span_from(lo);
        Some(Decl::Enum(EnumDef {
            name,
            base,
            elements,
            span,
        }))
    }

    /// `funcDef: funcDecl "{" stmt* "}"`; the body is read as a block
    /// (declarations allowed, docs/whlsl-notes.md).
    fn func(&mut self, lo: u32) -> Option<Decl> {
        let stage = match self.c.kind() {
            Kind::Vertex => {
                self.c.bump();
                Some(Stage::Vertex)
            }
            Kind::Fragment => {
                self.c.bump();
                Some(Stage::Fragment)
            }
            Kind::LBracket => Some(self.numthreads()?),
            _ => None,
        };
        let (ret, name) = if stage.is_none() && self.c.at(Kind::Operator) {
            self.c.bump();
            (self.ty()?, FuncName::Cast)
        } else {
            let ret = self.ty()?;
            let name = if self.c.at(Kind::Operator) {
                if stage.is_some() {
                    let span = self.c.cur().span;
                    self.error(DiagCode::err_whlsl_entry_point_operator, span, &[]);
                }
                self.operator_name()?
            } else {
                FuncName::Ident(self.expect_ident()?)
            };
            (ret, name)
        };
        let params = self.params()?;
        let semantic = self.opt_semantic()?;
        if !self.c.at(Kind::LBrace) {
            self.expected("'{' (a function needs a body)");
            return None;
        }
        let body = self.block();
        let span = self.c.span_from(lo);
        Some(Decl::Func(FuncDef {
            stage,
            ret,
            name,
            params,
            semantic,
            body,
            span,
        }))
    }

    /// `"[" "numthreads" "(" IntLiteral "," IntLiteral "," IntLiteral ")" "]"
    /// "compute"`.
    fn numthreads(&mut self) -> Option<Stage> {
        let open = self.c.bump();
        self.expect(Kind::Numthreads).then_some(())?;
        let paren = self.c.cur();
        self.expect(Kind::LParen).then_some(())?;
        let mut sizes = Vec::new();
        for i in 0..3 {
            if i > 0 && !self.expect(Kind::Comma) {
                return None;
            }
            if !matches!(self.c.kind(), Kind::IntLit | Kind::UIntLit) {
                self.expected("an integer literal");
                return None;
            }
            sizes.push(self.literal());
        }
        self.close(Kind::RParen, paren).then_some(())?;
        self.close(Kind::RBracket, open).then_some(())?;
        self.expect(Kind::Compute).then_some(())?;
        Some(Stage::Compute([sizes[0], sizes[1], sizes[2]]))
    }

    /// `operatorName` after a return type: `operator` and one of the
    /// operators, `[]`, `[]=`, `&[]`, `.x`, `.x=` or `&.x`.
    fn operator_name(&mut self) -> Option<FuncName> {
        let lo = self.c.bump().span.lo;
        let t = self.c.cur();
        let name = match (t.kind, self.c.nth(1), self.c.nth(2)) {
            (Kind::LBracket, Kind::RBracket, Kind::Eq) => {
                self.c.pos += 2;
                self.c.bump();
                "[]=".to_string()
            }
            (Kind::LBracket, Kind::RBracket, _) => {
                self.c.bump();
                self.c.bump();
                "[]".to_string()
            }
            (Kind::Amp, Kind::LBracket, Kind::RBracket) => {
                self.c.pos += 2;
                self.c.bump();
                "&[]".to_string()
            }
            (Kind::Amp, Kind::Dot, _) => {
                self.c.pos += 2;
                let field = self.expect_ident()?;
                format!("&.{}", self.unit.names.resolve(field.sym))
            }
            (Kind::Dot, _, _) => {
                self.c.bump();
                let field = self.expect_ident()?;
                let setter = if self.c.eat(Kind::Eq) { "=" } else { "" };
                format!(".{}{setter}", self.unit.names.resolve(field.sym))
            }
            (k, _, _) if overloadable(k) => {
                self.c.bump();
                k.spelling().to_string()
            }
            _ => {
                let text = self.text(t);
                self.error(DiagCode::err_whlsl_operator_name, t.span, &[&text]);
                return None;
            }
        };
        let span = self.c.span_from(lo);
        Some(FuncName::Operator {
            name: format!("operator{name}"),
            span,
        })
    }

    /// `parameters: "(" ")" | "(" parameter ("," parameter)* ")"`.
    fn params(&mut self) -> Option<Vec<Param>> {
        let open = self.c.cur();
        self.expect(Kind::LParen).then_some(())?;
        let mut params = Vec::new();
        if self.c.eat(Kind::RParen) {
            return Some(params);
        }
        loop {
            let qualifiers = self.qualifiers();
            let ty = self.ty()?;
            let name = self.expect_ident()?;
            let semantic = self.opt_semantic()?;
            params.push(Param {
                qualifiers,
                ty,
                name,
                semantic,
            });
            if !self.c.eat(Kind::Comma) {
                break;
            }
        }
        self.close(Kind::RParen, open).then_some(params)
    }

    /// Interpolation qualifiers before a field or parameter (the prose's
    /// stage-in/out qualifiers, which the grammar leaves out).
    fn qualifiers(&mut self) -> Vec<Qualifier> {
        let mut out = Vec::new();
        loop {
            let q = match self.c.kind() {
                Kind::NoInterpolation => Qualifier::NoInterpolation,
                Kind::NoPerspective => Qualifier::NoPerspective,
                Kind::Centroid => Qualifier::Centroid,
                Kind::Sample => Qualifier::Sample,
                _ => return out,
            };
            self.c.bump();
            out.push(q);
        }
    }

    /// `(":" semantic)?`; `None` when a semantic is there but wrong.
    fn opt_semantic(&mut self) -> Option<Option<Semantic>> {
        if self.c.eat(Kind::Colon) {
            self.semantic().map(Some)
        } else {
            Some(None)
        }
    }

    /// `semantic` after its `:`.
    fn semantic(&mut self) -> Option<Semantic> {
        let t = self.c.cur();
        let kind = match t.kind {
            Kind::BuiltInSemantic => {
                self.c.bump();
                let name = self.ident_of(t);
                let index = if self.text(t) == "SV_Target" {
                    if !matches!(self.c.kind(), Kind::IntLit | Kind::UIntLit) {
                        self.expected_after("an integer literal", "'SV_Target'");
                        return None;
                    }
                    Some(self.literal())
                } else {
                    None
                };
                SemanticKind::BuiltIn { name, index }
            }
            Kind::Attribute => {
                self.c.bump();
                let open = self.c.cur();
                self.expect(Kind::LParen).then_some(())?;
                if !matches!(self.c.kind(), Kind::IntLit | Kind::UIntLit) {
                    self.expected("an integer literal");
                    return None;
                }
                let n = self.literal();
                self.close(Kind::RParen, open).then_some(())?;
                SemanticKind::Attribute(n)
            }
            Kind::Register => {
                self.c.bump();
                let open = self.c.cur();
                self.expect(Kind::LParen).then_some(())?;
                let reg = self.expect_ident()?;
                let space = if self.c.eat(Kind::Comma) {
                    Some(self.expect_ident()?)
                } else {
                    None
                };
                self.close(Kind::RParen, open).then_some(())?;
                SemanticKind::Register { reg, space }
            }
            Kind::Specialized => {
                self.c.bump();
                SemanticKind::Specialized
            }
            Kind::Ident => {
                let text = self.text(t);
                let mut d = Diagnostic::new(DiagCode::err_whlsl_unknown_semantic, t.span, &[&text]);
                if let Some(n) = text.strip_prefix("SV_Target") {
                    if !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()) {
                        let note = DiagCode::note_whlsl_sv_target_index;
                        d = d.with_note(Diagnostic::new(note, t.span, &[&n]));
                    }
                }
                self.report(d);
                self.c.bump();
                return None;
            }
            _ => {
                self.expected("a semantic");
                return None;
            }
        };
        let span = self.c.span_from(t.span.lo);
        Some(Semantic { kind, span })
    }
}

/// The operators of `operatorName` that are one token.
fn overloadable(k: Kind) -> bool {
    use Kind::*;
    matches!(
        k,
        Shr | Shl
            | Plus
            | Minus
            | Star
            | Slash
            | Percent
            | AmpAmp
            | PipePipe
            | Amp
            | Pipe
            | Caret
            | GtEq
            | LtEq
            | EqEq
            | BangEq
            | Gt
            | Lt
            | PlusPlus
            | MinusMinus
            | Bang
            | Tilde
    )
}
