//! Declarations: top-level variables and functions, structs, constant
//! buffers, typedefs, and the pieces they share (attributes, modifiers,
//! declarators, annotations, initializers).

use super::Parser;
use crate::ast::{
    Annotation, Attribute, CBufferDecl, Decl, ExprId, FunctionDecl, Ident, Initializer, Modifier,
    TemplateParams, TypeExpr, TypeExprKind, TypedefDecl, VarDecl,
};
use crate::recover::Recover;
use crate::token::{Token, TokenKind, TokenKind::*};
use hlsl_base::{DiagCode, Span};

/// Where a run of declarators ends, for the missing-`;` message.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum DeclContext {
    TopLevel,
    /// Struct fields and constant-buffer members.
    Member,
    Local,
    Param,
}

pub(super) fn modifier(k: TokenKind) -> Option<Modifier> {
    use Modifier as M;
    Some(match k {
        KwStatic => M::Static,
        KwConst => M::Const,
        KwUniform => M::Uniform,
        KwExtern => M::Extern,
        KwGroupshared => M::Groupshared,
        KwVolatile => M::Volatile,
        KwPrecise => M::Precise,
        KwShared => M::Shared,
        KwIn => M::In,
        KwOut => M::Out,
        KwInOut => M::InOut,
        KwRowMajor => M::RowMajor,
        KwColumnMajor => M::ColumnMajor,
        KwNoInterpolation => M::NoInterpolation,
        KwNoPerspective => M::NoPerspective,
        KwCentroid => M::Centroid,
        KwInline => M::Inline,
        _ => return None,
    })
}

impl<'a> Parser<'a, '_> {
    pub(super) fn parse_unit(&mut self) {
        while !self.c.at(Eof) {
            let start = self.c.pos;
            self.nesting_reported = false;
            self.top_level_decl();
            if self.c.pos == start {
                // Never loop without consuming (recovery always should).
                self.c.bump();
            }
        }
    }

    /// One declaration at namespace scope (the file or a `namespace`).
    pub(super) fn top_level_decl(&mut self) {
        let lo = self.c.cur().span.lo;
        match self.c.kind() {
            Semi => {
                self.c.bump();
            }
            KwStruct | KwClass | KwInterface if self.at_aggregate_definition() => {
                self.struct_decl(None)
            }
            KwCbuffer | KwTbuffer => self.cbuffer_decl(Vec::new()),
            KwTypedef => self.typedef_decl(),
            KwEnum => self.enum_decl(),
            KwNamespace => self.namespace_decl(),
            KwUsing => self.using_decl(),
            KwTemplate => self.template_decl(),
            Ident if self.at_technique() => self.technique(),
            RBrace => {
                self.expected("a declaration");
                self.c.bump();
                self.unit.decls.push(Decl::Error(self.c.span_from(lo)));
            }
            _ => {
                let attrs = self.attributes();
                if matches!(self.c.kind(), KwCbuffer | KwTbuffer) {
                    // `[[vk::binding(0)]] cbuffer C { … }`.
                    self.cbuffer_decl(attrs);
                    return;
                }
                if self.c.at(KwTypedef) && !attrs.is_empty() {
                    // `[[vk::ext_capability(N)]] typedef vk::SpirvType<…> T;`.
                    self.typedef_decl_with(attrs, lo);
                    return;
                }
                let export = self.export_keyword();
                let before = self.unit.decls.len();
                self.variable_or_function(attrs, None, lo);
                if let Some(span) = export {
                    if matches!(self.unit.decls.get(before), Some(Decl::Var(_))) {
                        self.error(DiagCode::err_export_not_function, span, &[]);
                    }
                }
            }
        }
    }

    /// `export` before a function: it gives the function external
    /// linkage in a library, which a single-entry compile has no use for
    /// (every function is inlined into the entry point), so it is read and
    /// dropped. Returns its span.
    fn export_keyword(&mut self) -> Option<Span> {
        let at = self.c.at(Ident)
            && self.text(self.c.cur()) == "export"
            && (self.c.nth(1) == Ident || self.c.nth(1).is_keyword());
        at.then(|| self.c.bump().span)
    }

    /// A global variable or function after its attributes (and template
    /// parameters, for a function template).
    pub(super) fn variable_or_function(
        &mut self,
        attrs: Vec<Attribute>,
        template: Option<TemplateParams>,
        lo: u32,
    ) {
        let mods = self.modifiers();
        if self.c.at(KwStruct) && self.at_aggregate_definition() && template.is_none() {
            // `groupshared struct { … } g[4];`, `static struct S { … } s;`.
            self.struct_decl_with(None, attrs, mods);
            return;
        }
        let starts = self.at_type()
            || (self.c.at(Ident) && matches!(self.c.nth(1), Ident | LParen | KwOperator))
            || (!mods.is_empty() && self.c.at(Ident));
        if !starts {
            let span = self.c.cur().span;
            if mods.is_empty() && template.is_none() {
                self.error(DiagCode::err_expected_declaration, span, &[]);
            } else {
                self.error(DiagCode::err_expected_type, span, &[]);
            }
            self.skip_decl();
            self.unit.decls.push(Decl::Error(self.c.span_from(lo)));
            return;
        }
        // `f(…)` with no return type: C's implicit int, not HLSL.
        let ty = if self.c.at(Ident) && self.c.nth(1) == LParen {
            self.error(DiagCode::err_expected_type, self.c.cur().span, &[]);
            TypeExpr {
                kind: TypeExprKind::Error,
                span: Span::new(lo, lo),
            }
        } else {
            self.parse_type()
        };
        let qualified = match template {
            Some(_) => self.template_member_name(),
            None => None,
        };
        let Some((scope, name)) = qualified.or_else(|| self.decl_name()) else {
            self.skip_decl();
            self.unit.decls.push(Decl::Error(self.c.span_from(lo)));
            return;
        };
        if self.c.at(LParen) {
            let f = self.function(attrs, template, mods, ty, scope, name, lo);
            self.unit.decls.push(Decl::Function(f));
            return;
        }
        // A template of anything but a function, a struct or a static member
        // defined out of line (`S<T>::k`, which has a scope): reported
        // before the declarators, whose own diagnostics (an annotation
        // warning on `f<T, 4>`, say) would otherwise take its place.
        let unscoped_template = match (&template, scope.is_empty()) {
            (Some(t), true) => {
                self.error(DiagCode::err_template_not_function_or_struct, t.span, &[]);
                true
            }
            _ => false,
        };
        let mut vars = self.declarators(attrs, mods, ty, Some(name), lo, DeclContext::TopLevel);
        // `template<typename T> const T S<T>::k = …;`: a static member of
        // a struct template, defined out of line.
        let misplaced = match &template {
            _ if unscoped_template => true,
            Some(t) if self.define_static_member(&scope, &mut vars, Some(t)) => {
                self.end_of_declaration(DeclContext::TopLevel);
                return;
            }
            Some(t) => {
                self.error(DiagCode::err_template_not_function_or_struct, t.span, &[]);
                true
            }
            None => false,
        };
        if misplaced {
            // Already reported: the checker does not see these.
            self.unit.decls.push(Decl::Error(self.c.span_from(lo)));
        } else if scope.is_empty() {
            self.unit.decls.extend(vars.into_iter().map(Decl::Var));
        } else if !self.define_static_member(&scope, &mut vars, None) {
            self.error(DiagCode::err_qualified_variable, scope[0].span, &[]);
            self.unit.decls.push(Decl::Error(self.c.span_from(lo)));
        }
        self.end_of_declaration(DeclContext::TopLevel);
    }

    /// `const int S::SIX = 6;`: the definition of a static member that
    /// struct `S` (declared before, in this scope) declares without an
    /// initializer. The initializer moves to the member's declaration,
    /// where the checker reads it (for a struct template, `template`, with
    /// the same parameter names: each instance checks it with its
    /// arguments). False (nothing changed) for anything else, which the
    /// caller reports.
    fn define_static_member(
        &mut self,
        scope: &[Ident],
        vars: &mut Vec<VarDecl>,
        template: Option<&crate::ast::TemplateParams>,
    ) -> bool {
        let ([owner], [var]) = (scope, vars.as_mut_slice()) else {
            return false;
        };
        let Some(init) = var.init.take() else {
            return false;
        };
        let names = |t: &crate::ast::TemplateParams| -> Vec<hlsl_base::Symbol> {
            t.params.iter().map(|p| p.name.sym).collect()
        };
        let wanted = template.map(names);
        let member = self.unit.decls.iter_mut().rev().find_map(|d| match d {
            Decl::Struct(s)
                if s.name.sym == owner.sym
                    && s.specialization.is_none()
                    && s.template.as_ref().map(names) == wanted =>
            {
                s.fields.iter_mut().find(|f| f.name.sym == var.name.sym)
            }
            _ => None,
        });
        match member {
            Some(f) if f.has_modifier(Modifier::Static) && f.init.is_none() => {
                f.init = Some(init);
                true
            }
            _ => {
                var.init = Some(init);
                false
            }
        }
    }

    /// After `template<…> T`: `S<args>::name`, a member of struct template
    /// `S` defined out of line (the arguments repeat the parameters; the
    /// caller matches them by name). `None`, reading nothing, otherwise.
    fn template_member_name(&mut self) -> Option<(Vec<Ident>, Ident)> {
        if !(self.c.at(Ident) && self.c.nth(1) == Lt) {
            return None;
        }
        let mut depth = 0usize;
        let mut n = 1;
        loop {
            match self.c.nth(n) {
                Lt => depth += 1,
                Gt => depth -= 1,
                Shr if depth >= 2 => depth -= 2,
                Semi | LBrace | RBrace | Eof => return None,
                _ => {}
            }
            n += 1;
            if depth == 0 {
                break;
            }
        }
        if !(self.c.nth(n) == ColonColon && self.c.nth(n + 1) == Ident) {
            return None;
        }
        let owner = self.c.bump();
        for _ in 1..=n {
            self.c.bump();
        }
        let name = self.c.bump();
        Some((vec![self.ident_of(owner)], self.ident_of(name)))
    }

    /// The name being declared: `name`, `S::name` (an out-of-line member
    /// function) or `operator+`. Reports `expected identifier` if none.
    pub(super) fn decl_name(&mut self) -> Option<(Vec<Ident>, Ident)> {
        if self.c.at(KwOperator) {
            return self.operator_name().map(|n| (Vec::new(), n));
        }
        if !self.c.at(Ident) {
            self.expected("identifier");
            return None;
        }
        let (mut scope, last) = self.path();
        if self.c.at(ColonColon) && self.c.nth(1) == KwOperator {
            // `bool S::operator==(S other) { … }`.
            scope.push(self.ident_of(last));
            self.c.bump();
            return self.operator_name().map(|n| (scope, n));
        }
        Some((scope, self.ident_of(last)))
    }

    /// `operator` and the operator it names: `+`, `==`, `[]`, `()`, ….
    /// The name is interned without spaces (`operator[]`).
    pub(super) fn operator_name(&mut self) -> Option<Ident> {
        let kw = self.c.bump();
        let t = self.c.cur();
        let spelled = match t.kind {
            LBracket if self.c.nth(1) == RBracket => "[]",
            LParen if self.c.nth(1) == RParen => "()",
            k if k.spelling().is_some() && !k.is_keyword() && is_overloadable(k) => {
                k.spelling().unwrap_or_default()
            }
            _ => {
                self.expected("an overloadable operator after 'operator'");
                return None;
            }
        };
        self.c.bump();
        if matches!(spelled, "[]" | "()") {
            self.c.bump();
        }
        let sym = self.unit.names.intern(&format!("operator{spelled}"));
        Some(Ident {
            sym,
            span: kw.span.to(Span::new(self.c.prev_end, self.c.prev_end)),
        })
    }

    /// `;` after declarators, or a Clang-style report at the end of the
    /// previous token. A token on the same line is skipped to `;`; a new
    /// line is taken as the next declaration.
    pub(super) fn end_of_declaration(&mut self, ctx: DeclContext) {
        if self.c.eat(Semi) {
            return;
        }
        match ctx {
            DeclContext::TopLevel => self.expected_after("';'", "top level declarator"),
            _ => {
                let span = Span::new(self.c.prev_end, self.c.prev_end);
                self.error(
                    DiagCode::err_expected,
                    span,
                    &[&"';' at end of declaration"],
                );
            }
        }
        let t = self.c.cur();
        if !t.at_line_start() && !matches!(t.kind, RBrace | Eof) {
            if ctx == DeclContext::TopLevel {
                self.skip_decl();
            } else {
                self.skip_stmt();
            }
        }
    }

    /// `[name]`, `[name(args)]`, `[[ns::name(args)]]`, repeated.
    pub(super) fn attributes(&mut self) -> Vec<Attribute> {
        let mut attrs = Vec::new();
        while self.c.at(LBracket) {
            let open = self.c.bump();
            let double = self.c.eat(LBracket);
            let mut break_closing = false;
            // `[a, b(1)]` holds several attributes.
            loop {
                let lo = self.c.cur().span.lo;
                let Some(name) = self.attribute_name() else {
                    break;
                };
                let mut args = Vec::new();
                let mut unterminated = false;
                if self.c.at(LParen) {
                    let paren = self.c.bump();
                    if !self.c.eat(RParen) {
                        loop {
                            let (arg, open_string) = self.attribute_arg();
                            args.push(arg);
                            unterminated |= open_string;
                            if unterminated || !self.c.eat(Comma) {
                                break;
                            }
                        }
                        if !unterminated {
                            self.close(RParen, paren);
                        }
                    }
                }
                attrs.push(Attribute {
                    name,
                    args,
                    span: self.c.span_from(lo),
                });
                if unterminated {
                    // The string ate the rest of the line, `)]` included:
                    // the lexer's report covers it.
                    break_closing = true;
                    break;
                }
                if !self.c.eat(Comma) {
                    break;
                }
            }
            if !break_closing && self.close(RBracket, open) && double {
                self.close(RBracket, open);
            }
        }
        attrs
    }

    /// `name` or `ns::name` (interned as written, `vk::binding`).
    fn attribute_name(&mut self) -> Option<Ident> {
        let first = self.c.cur();
        let mut name = self.expect_ident()?;
        let mut text = self.text(first).to_string();
        while self.c.at(ColonColon) {
            self.c.bump();
            if !self.c.at(Ident) {
                self.expected("identifier");
                return None;
            }
            let last = self.c.bump();
            let span = first.span.to(last.span);
            text = format!("{text}::{}", self.text(last));
            name = Ident {
                sym: self.unit.names.intern(&text),
                span,
            };
        }
        // HLSL's own attributes are case-insensitive (`[NumThreads]`, as
        // DXC takes it); namespaced ones (`vk::binding`) are not.
        if !text.contains("::") && text.bytes().any(|b| b.is_ascii_uppercase()) {
            name.sym = self.unit.names.intern(&text.to_ascii_lowercase());
        }
        Some(name)
    }

    /// An attribute argument, and whether it is an unterminated string. A
    /// string literal (`[shader("compute")]`, adjacent ones concatenated)
    /// becomes a `StringLit` holding the unquoted text.
    fn attribute_arg(&mut self) -> (ExprId, bool) {
        if self.c.at(StringLit) {
            return self.string_literal();
        }
        (self.assign(), false)
    }

    /// The modifier at the current token. `linear` and `sample` are
    /// modifiers only before another word (they are common names).
    fn modifier_here(&self) -> Option<Modifier> {
        if let Some(m) = modifier(self.c.kind()) {
            return Some(m);
        }
        let next = self.c.nth(1);
        if !self.c.at(Ident) || !(next == Ident || next.is_keyword()) {
            return None;
        }
        match self.text(self.c.cur()) {
            "linear" => Some(Modifier::Linear),
            "sample" => Some(Modifier::Sample),
            "snorm" => Some(Modifier::Snorm),
            "globallycoherent" => Some(Modifier::GloballyCoherent),
            "unorm" => Some(Modifier::Unorm),
            // Geometry shader input primitives; a type of the same name
            // (`struct point`) keeps its meaning.
            word @ ("point" | "line" | "triangle" | "lineadj" | "triangleadj")
                if !self.user_types.contains(word) =>
            {
                Some(match word {
                    "point" => Modifier::Point,
                    "line" => Modifier::Line,
                    "triangle" => Modifier::Triangle,
                    "lineadj" => Modifier::LineAdj,
                    _ => Modifier::TriangleAdj,
                })
            }
            _ => None,
        }
    }

    pub(super) fn at_modifier(&self) -> bool {
        self.modifier_here().is_some()
    }

    pub(super) fn modifiers(&mut self) -> Vec<(Modifier, Span)> {
        let mut mods = Vec::new();
        while let Some(m) = self.modifier_here() {
            let t = self.c.bump();
            if m == Modifier::In && self.c.at(KwOut) {
                // `in out` is `inout`.
                let out = self.c.bump();
                mods.push((Modifier::InOut, t.span.to(out.span)));
                continue;
            }
            mods.push((m, t.span));
        }
        mods
    }

    /// One or more declarators sharing `ty`: `a`, `b[2] : SEM = 1`, …
    /// `first` is the first name when the caller already read it.
    pub(super) fn declarators(
        &mut self,
        attrs: Vec<crate::ast::Attribute>,
        modifiers: Vec<(Modifier, Span)>,
        ty: TypeExpr,
        first: Option<Ident>,
        lo: u32,
        ctx: DeclContext,
    ) -> Vec<VarDecl> {
        // Nearly every declaration declares one name; a `Vec`'s first
        // growth would make room for four (a VarDecl is about 220 bytes).
        let mut out = Vec::with_capacity(1);
        let mut name = first;
        loop {
            let name_here = match name.take() {
                Some(n) => n,
                None => match self.expect_ident() {
                    Some(n) => n,
                    None => break,
                },
            };
            out.push(self.declarator_rest(
                attrs.clone(),
                modifiers.clone(),
                ty.clone(),
                name_here,
                lo,
            ));
            if ctx == DeclContext::TopLevel && out.last().is_some_and(|v| v.init.is_none()) {
                // `SamplerState s { Filter = …; };`: an effect state block.
                self.skip_state_block();
            }
            if ctx == DeclContext::Param || !self.c.eat(Comma) {
                break;
            }
        }
        out
    }

    /// After a declarator's name: array dimensions, annotations, initializer.
    fn declarator_rest(
        &mut self,
        attrs: Vec<Attribute>,
        modifiers: Vec<(Modifier, Span)>,
        ty: TypeExpr,
        name: Ident,
        lo: u32,
    ) -> VarDecl {
        let text = self.unit.names.resolve(name.sym);
        if self.user_types.contains(text) || crate::typenames::is_builtin_type(text) {
            self.type_named_vars.insert(name.sym);
        }
        let array_dims = self.array_dims();
        let annotations = self.annotations();
        self.skip_effect_annotation(true);
        let init = if self.c.eat(Eq) {
            if self.skip_sampler_state() {
                None
            } else {
                Some(self.initializer())
            }
        } else {
            None
        };
        VarDecl {
            attrs,
            modifiers,
            ty,
            name,
            array_dims,
            annotations,
            init,
            span: self.c.span_from(lo),
        }
    }

    /// `[N]` and `[]` suffixes.
    pub(super) fn array_dims(&mut self) -> Vec<Option<ExprId>> {
        let mut dims = Vec::new();
        while self.c.at(LBracket) {
            let open = self.c.bump();
            let dim = if self.c.eat(RBracket) {
                None
            } else {
                let e = self.parse_expr();
                self.close(RBracket, open);
                Some(e)
            };
            // Each dimension nests the type one level (the checker and the
            // layouts walk it recursively), so they count like nesting.
            if dims.len() < super::MAX_DEPTH as usize {
                dims.push(dim);
            } else {
                self.too_deep(open.span);
            }
        }
        dims
    }

    /// `: SEMANTIC`, `: register(…)`, `: packoffset(…)`, repeated.
    pub(super) fn annotations(&mut self) -> Vec<Annotation> {
        let mut out = Vec::new();
        while self.c.at(Colon) {
            self.c.bump();
            let t = self.c.cur();
            if t.kind == IntLit {
                // `uint flags : 8;`: a bit-field (HLSL 2021), only in a
                // struct (the checker lays them out).
                let width = self.assign();
                let span = self.unit.exprs[width].span;
                if self.in_struct_fields {
                    out.push(Annotation::BitField { width, span });
                } else {
                    self.error(
                        DiagCode::err_not_supported_yet,
                        span,
                        &[&"a bit-field outside a struct"],
                    );
                }
                continue;
            }
            if t.kind != Ident {
                self.expected("a semantic, register or packoffset");
                break;
            }
            let word = self.text(t);
            let annotation = if self.c.nth(1) == LParen && word == "register" {
                self.register()
            } else if self.c.nth(1) == LParen && word == "packoffset" {
                self.packoffset()
            } else {
                self.c.bump();
                Some(Annotation::Semantic(self.ident_of(t)))
            };
            out.extend(annotation);
        }
        out
    }

    /// `register(u0)`, `register(t1, space2)`, `register(space3)`; an
    /// argument spelled `spaceN` is the space, the other is the slot.
    fn register(&mut self) -> Option<Annotation> {
        let lo = self.c.bump().span.lo;
        let open = self.c.bump();
        let (mut slot, mut space) = (None, None);
        loop {
            let Some(id) = self.expect_ident() else {
                self.skip_to_close(RParen);
                return None;
            };
            let text = self.unit.name(id);
            let is_space = text
                .strip_prefix("space")
                .is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()));
            if is_space {
                space = Some(id);
            } else {
                slot = Some(id);
            }
            if !self.c.eat(Comma) {
                break;
            }
        }
        if !self.close(RParen, open) {
            return None;
        }
        Some(Annotation::Register {
            slot,
            space,
            span: self.c.span_from(lo),
        })
    }

    /// `packoffset(c0)`, `packoffset(c1.y)`.
    fn packoffset(&mut self) -> Option<Annotation> {
        let lo = self.c.bump().span.lo;
        let open = self.c.bump();
        let Some(register) = self.expect_ident() else {
            self.skip_to_close(RParen);
            return None;
        };
        let component = if self.c.eat(Dot) {
            let c = self.expect_ident();
            if c.is_none() {
                self.skip_to_close(RParen);
                return None;
            }
            c
        } else {
            None
        };
        if !self.close(RParen, open) {
            return None;
        }
        Some(Annotation::PackOffset {
            register,
            component,
            span: self.c.span_from(lo),
        })
    }

    /// `= expr` or `= { a, { b, c }, }` (the `=` is consumed).
    pub(super) fn initializer(&mut self) -> Initializer {
        if !self.c.at(LBrace) {
            return Initializer::Expr(self.assign());
        }
        let lo = self.c.cur().span.lo;
        if !self.enter(Self::skip_nested) {
            return Initializer::Expr(self.error_expr(self.c.span_from(lo)));
        }
        let open = self.c.bump();
        let mut items = Vec::new();
        while !self.c.at(RBrace) && !self.c.at(Eof) {
            items.push(self.initializer());
            if !self.c.eat(Comma) {
                break;
            }
        }
        self.close(RBrace, open);
        self.leave();
        Initializer::List {
            items,
            span: self.c.span_from(lo),
        }
    }

    /// A function after its name; `(` is the current token.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn function(
        &mut self,
        attrs: Vec<Attribute>,
        template: Option<TemplateParams>,
        modifiers: Vec<(Modifier, Span)>,
        ret: TypeExpr,
        scope: Vec<Ident>,
        name: Ident,
        lo: u32,
    ) -> FunctionDecl {
        let open = self.c.bump();
        let params = self.params(open);
        let annotations = self.annotations();
        let body = if self.c.at(LBrace) {
            Some(self.block())
        } else {
            if !self.c.eat(Semi) {
                self.expected_after("function body", "function declarator");
                self.skip_decl();
            }
            None
        };
        FunctionDecl {
            attrs,
            template,
            modifiers,
            ret,
            scope,
            name,
            params,
            annotations,
            body,
            span: self.c.span_from(lo),
        }
    }

    /// Parameters after `(` through `)`; `(void)` is none.
    fn params(&mut self, open: Token) -> Vec<VarDecl> {
        let mut params = Vec::new();
        if self.c.eat(RParen) {
            return params;
        }
        if self.c.at(KwVoid) && self.c.nth(1) == RParen {
            self.c.bump();
            self.c.bump();
            return params;
        }
        loop {
            let lo = self.c.cur().span.lo;
            let attrs = self.attributes();
            let mods = self.modifiers();
            if !self.at_type() && !self.c.at(Ident) {
                self.error(DiagCode::err_expected_type, self.c.cur().span, &[]);
                // Resume at the next parameter.
                while !matches!(self.c.kind(), Comma | RParen | Semi | LBrace | RBrace | Eof) {
                    self.c.bump();
                }
            } else {
                let ty = self.parse_type();
                // A prototype may leave a parameter unnamed.
                let name = if self.c.at(Ident) {
                    let t = self.c.bump();
                    self.ident_of(t)
                } else {
                    Ident {
                        sym: self.unit.names.intern(""),
                        span: Span::new(self.c.prev_end, self.c.prev_end),
                    }
                };
                params.push(self.declarator_rest(attrs, mods, ty, name, lo));
            }
            if !self.c.eat(Comma) {
                break;
            }
        }
        self.close(RParen, open);
        params
    }

    /// `{ member; … }` of a constant buffer, and the functions defined
    /// among them (DXC takes those as global functions).
    fn member_block(&mut self) -> (Vec<VarDecl>, Vec<FunctionDecl>) {
        let mut members = Vec::new();
        let mut functions = Vec::new();
        let Some(open) = self.c.at(LBrace).then(|| self.c.bump()) else {
            self.expected("'{'");
            self.skip_decl();
            return (members, functions);
        };
        while !self.c.at(RBrace) && !self.c.at(Eof) {
            let start = self.c.pos;
            let lo = self.c.cur().span.lo;
            if self.c.at(KwStruct) && self.at_aggregate_definition() {
                // A `struct Inner { … };` in a cbuffer is declared before
                // it, at the enclosing scope; the variables of
                // `struct Inner { … } m;` are members of the cbuffer.
                let before = self.unit.decls.len();
                self.struct_decl(None);
                let mut i = before;
                while i < self.unit.decls.len() {
                    if matches!(self.unit.decls[i], Decl::Var(_)) {
                        if let Decl::Var(v) = self.unit.decls.remove(i) {
                            members.push(v);
                        }
                    } else {
                        i += 1;
                    }
                }
                continue;
            }
            let attrs = self.attributes();
            let mods = self.modifiers();
            if !self.at_type() && !self.c.at(Ident) {
                let span = self.c.cur().span;
                self.error(DiagCode::err_expected_type, span, &[]);
                self.skip_stmt();
            } else {
                let ty = self.parse_type();
                if self.c.at(Ident) && self.c.nth(1) == LParen {
                    // `float4 get() { return member; }`: a global function.
                    let t = self.c.bump();
                    let name = self.ident_of(t);
                    functions.push(self.function(attrs, None, mods, ty, Vec::new(), name, lo));
                    continue;
                }
                members.extend(self.declarators(attrs, mods, ty, None, lo, DeclContext::Member));
                self.end_of_declaration(DeclContext::Member);
            }
            if self.c.pos == start {
                self.c.bump();
            }
        }
        self.close(RBrace, open);
        (members, functions)
    }

    /// `cbuffer Name : register(b0) { members }` with an optional `;`.
    fn cbuffer_decl(&mut self, attrs: Vec<Attribute>) {
        let kw = self.c.bump();
        let lo = kw.span.lo;
        let Some(name) = self.expect_ident() else {
            self.skip_decl();
            self.unit.decls.push(Decl::Error(self.c.span_from(lo)));
            return;
        };
        let annotations = self.annotations();
        let (members, functions) = self.member_block();
        self.c.eat(Semi);
        self.unit.decls.push(Decl::CBuffer(CBufferDecl {
            attrs,
            is_tbuffer: kw.kind == KwTbuffer,
            name,
            annotations,
            members,
            span: self.c.span_from(lo),
        }));
        // After the buffer, whose members they read.
        self.unit
            .decls
            .extend(functions.into_iter().map(Decl::Function));
    }

    /// `typedef T Name[N], Other;`
    pub(super) fn typedef_decl(&mut self) {
        let lo = self.c.cur().span.lo;
        self.typedef_decl_with(Vec::new(), lo);
    }

    /// `typedef …` after its attributes (starting at `lo`).
    pub(super) fn typedef_decl_with(&mut self, attrs: Vec<Attribute>, lo: u32) {
        self.c.bump();
        // `typedef const float F;`: the qualifier has nowhere to go in the
        // AST and changes nothing a typedef name can be used for here.
        self.modifiers();
        let ty = self.parse_type();
        if matches!(ty.kind, TypeExprKind::Error) {
            self.skip_decl();
            self.unit.decls.push(Decl::Error(self.c.span_from(lo)));
            return;
        }
        while let Some(name) = self.expect_ident() {
            let text: &'a str = self.text(self.c.toks[self.c.pos - 1]);
            self.user_types.insert(text);
            let array_dims = self.array_dims();
            self.unit.decls.push(Decl::Typedef(TypedefDecl {
                attrs: attrs.clone(),
                ty: ty.clone(),
                name,
                array_dims,
                span: self.c.span_from(lo),
            }));
            if !self.c.eat(Comma) {
                break;
            }
        }
        self.end_of_declaration(DeclContext::TopLevel);
    }
}

/// Operators a struct may overload (`operator` followed by one token).
fn is_overloadable(k: TokenKind) -> bool {
    matches!(
        k,
        Plus | Minus
            | Star
            | Slash
            | Percent
            | Caret
            | Amp
            | Pipe
            | Tilde
            | Bang
            | Eq
            | Lt
            | Gt
            | PlusEq
            | MinusEq
            | StarEq
            | SlashEq
            | PercentEq
            | CaretEq
            | AmpEq
            | PipeEq
            | Shl
            | Shr
            | ShlEq
            | ShrEq
            | EqEq
            | BangEq
            | LtEq
            | GtEq
            | AmpAmp
            | PipePipe
            | PlusPlus
            | MinusMinus
            | Comma
    )
}
