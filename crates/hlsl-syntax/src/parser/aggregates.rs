//! Aggregates and the declarations that make types: `struct`, `class` and
//! `interface` (fields, methods, operators, static members, a base),
//! `enum` and `enum class`, and `template<…>` heads for structs and
//! functions.
//!
//! Types declared inside a struct (structs, enums, typedefs) are kept at the
//! enclosing scope, before the struct: the AST has no nested type scopes,
//! and HLSL code refers to them unqualified far more often than not.

use super::decls::DeclContext;
use super::exprs::PREC_ADDITIVE;
use super::Parser;
use crate::ast::{
    AggregateKind, Decl, EnumDecl, Enumerator, FunctionDecl, StructDecl, TemplateArg,
    TemplateParam, TemplateParams, TypeExpr, TypeExprKind, UsingDecl, VarDecl,
};
use crate::recover::Recover;
use crate::token::TokenKind::*;
use hlsl_base::DiagCode;

impl<'a> Parser<'a, '_> {
    /// At `struct`/`class`/`interface`: whether it defines or forward
    /// declares a type (`struct S {`, `struct S : Base {`, `struct S;`)
    /// rather than naming one in a declaration (`struct S s;`).
    pub(super) fn at_aggregate_definition(&self) -> bool {
        self.c.nth(1) == Ident && matches!(self.c.nth(2), LBrace | Semi | Colon)
            || (self.c.kind() != KwStruct && self.c.nth(1) == Ident)
            // `struct { … }`: reported as a missing name.
            || self.c.nth(1) == LBrace
    }

    /// At `{` after `struct`: whether a declarator follows the matching
    /// `}` (an unnamed struct that declares nothing stays an error).
    fn unnamed_struct_has_declarators(&self) -> bool {
        let mut depth = 0usize;
        let mut k = 0;
        loop {
            match self.c.nth(k) {
                LBrace => depth += 1,
                RBrace => {
                    depth -= 1;
                    if depth == 0 {
                        return self.c.nth(k + 1) == Ident;
                    }
                }
                Eof => return false,
                _ => {}
            }
            k += 1;
        }
    }

    /// A distinct name for an unnamed struct or enum, which no identifier
    /// can spell: `(unnamed struct #1)`.
    fn unnamed(&mut self, what: &str, span: hlsl_base::Span) -> crate::ast::Ident {
        self.unnamed_structs += 1;
        let text = format!("(unnamed {what} #{})", self.unnamed_structs);
        crate::ast::Ident {
            sym: self.unit.names.intern(&text),
            span,
        }
    }

    /// The name a struct or enum declares, now a type name; `None` (the
    /// declaration skipped, an error decl left) without one.
    fn declared_type_name(&mut self, lo: u32) -> Option<crate::ast::Ident> {
        let Some(name) = self.expect_ident() else {
            self.skip_decl();
            self.unit.decls.push(Decl::Error(self.c.span_from(lo)));
            return None;
        };
        self.declare_type(self.c.pos - 1);
        Some(name)
    }

    /// Adds the name in token `t` to the type names the parser knows.
    fn declare_type(&mut self, pos: usize) {
        let text: &'a str = self.text(self.c.toks[pos]);
        self.user_types.insert(text);
    }

    /// `struct S : Base { members };`, `class`, `interface`, also
    /// `struct S { … } a, b;` and `struct S;`. The keyword is current.
    pub(super) fn struct_decl(&mut self, template: Option<TemplateParams>) {
        self.struct_decl_with(template, Vec::new(), Vec::new());
    }

    /// [`Self::struct_decl`] where attributes and modifiers came before
    /// the keyword (`groupshared struct { … } g[4];`): they belong to the
    /// variables declared after the body.
    pub(super) fn struct_decl_with(
        &mut self,
        template: Option<TemplateParams>,
        attrs: Vec<crate::ast::Attribute>,
        mods: Vec<(crate::ast::Modifier, hlsl_base::Span)>,
    ) {
        let kw = self.c.bump();
        let lo = kw.span.lo;
        let kind = match kw.kind {
            KwClass => AggregateKind::Class,
            KwInterface => AggregateKind::Interface,
            _ => AggregateKind::Struct,
        };
        // `struct { … } v;`: an unnamed struct, usable only through the
        // variables declared with it. Its name cannot be written (it is
        // not an identifier), so it names nothing else.
        let unnamed = kind == AggregateKind::Struct
            && template.is_none()
            && self.c.at(LBrace)
            && self.unnamed_struct_has_declarators();
        let name = if unnamed {
            self.unnamed("struct", kw.span)
        } else {
            let Some(name) = self.declared_type_name(lo) else {
                return;
            };
            name
        };
        if template.is_some() {
            let text: &'a str = self.text(self.c.toks[self.c.pos - 1]);
            if self.c.at(Lt) && !self.template_types.contains(text) {
                // A specialization needs its template declared before.
                self.error(DiagCode::err_specialization_undeclared, name.span, &[&text]);
            }
            self.template_types.insert(text);
        }
        let specialization = if template.is_some() && self.c.at(Lt) {
            match self.template_args() {
                Some(args) => {
                    if template.as_ref().is_some_and(|t| !t.params.is_empty()) {
                        // `template <class T> struct S<T, int>`.
                        let what = "partial specialization of a struct template";
                        self.error(DiagCode::err_not_supported_yet, name.span, &[&what]);
                    }
                    Some(args)
                }
                None => {
                    self.skip_decl();
                    self.unit.decls.push(Decl::Error(self.c.span_from(lo)));
                    return;
                }
            }
        } else {
            None
        };
        if self.c.eat(Semi) {
            // A forward declaration adds nothing the AST keeps.
            return;
        }
        let mut bases = Vec::new();
        if self.c.eat(Colon) {
            loop {
                // `struct D : public B` is C++; HLSL has no access control.
                if !self.at_type() && !self.c.at(Ident) {
                    self.error(DiagCode::err_expected_type, self.c.cur().span, &[]);
                    break;
                }
                bases.push(self.parse_type());
                if !self.c.eat(Comma) {
                    break;
                }
            }
        }
        let Some((fields, methods, nested)) = self.struct_body(kind) else {
            // No body (reported); the rest of the declaration was skipped.
            self.unit.decls.push(Decl::Error(self.c.span_from(lo)));
            return;
        };
        self.unit.decls.push(Decl::Struct(StructDecl {
            kind,
            template,
            name,
            specialization,
            bases,
            fields,
            methods,
            nested,
            span: self.c.span_from(lo),
        }));
        if self.c.eat(Semi) {
            return;
        }
        // A name on the next line is a declarator only when what follows
        // it says so (`}` then `s;`): otherwise a missing `;` before the
        // next declaration would swallow that declaration's type.
        let declarator_next = matches!(self.c.nth(1), Semi | Comma | LBracket | Colon | Eq);
        if self.c.at(Ident) && (!self.c.cur().at_line_start() || declarator_next) {
            // `struct S { … } s;` declares variables of the new type.
            let ty = TypeExpr {
                kind: TypeExprKind::Named {
                    scope: Vec::new(),
                    name,
                    args: None,
                },
                span: name.span,
            };
            let vars = self.declarators(attrs, mods, ty, None, lo, DeclContext::TopLevel);
            self.unit.decls.extend(vars.into_iter().map(Decl::Var));
            self.end_of_declaration(DeclContext::TopLevel);
            return;
        }
        self.expected_after("';'", kind.keyword());
    }

    /// `{ members }`: fields, methods, operators, nested types.
    /// `None` (reported, rest of the declaration skipped) without a `{`.
    #[allow(clippy::type_complexity)]
    fn struct_body(
        &mut self,
        kind: AggregateKind,
    ) -> Option<(Vec<VarDecl>, Vec<FunctionDecl>, Vec<crate::ast::Ident>)> {
        let (mut fields, mut methods) = (Vec::new(), Vec::new());
        let first_nested = self.unit.decls.len();
        let Some(open) = self.c.at(LBrace).then(|| self.c.bump()) else {
            self.expected("'{'");
            self.skip_decl();
            return None;
        };
        while !self.c.at(RBrace) && !self.c.at(Eof) {
            let start = self.c.pos;
            let lo = self.c.cur().span.lo;
            match self.c.kind() {
                Semi => {
                    self.c.bump();
                }
                KwStruct | KwClass | KwInterface if self.at_aggregate_definition() => {
                    self.struct_decl(None)
                }
                KwTypedef => self.typedef_decl(),
                KwEnum => self.enum_decl(),
                KwUsing => self.using_decl(),
                KwTemplate => {
                    let (template, type_params) = self.template_params();
                    let scoped = self.template_scope(type_params);
                    if let Some(pos) = self.function_name_ahead() {
                        // `obj.name<T>(…)` takes template arguments.
                        let text: &'a str = self.text(self.c.toks[pos]);
                        self.template_funcs.insert(text);
                    }
                    methods.extend(self.member(kind, template, lo, &mut fields));
                    self.end_template_scope(scoped);
                }
                _ => methods.extend(self.member(kind, None, lo, &mut fields)),
            }
            if self.c.pos == start {
                self.c.bump();
            }
        }
        self.close(RBrace, open);
        let nested = self.unit.decls[first_nested..]
            .iter()
            .filter_map(|d| match d {
                Decl::Struct(s) => Some(s.name),
                Decl::Typedef(t) => Some(t.name),
                Decl::Enum(e) => Some(e.name),
                Decl::Using(UsingDecl::Alias { name, .. }) => Some(*name),
                _ => None,
            })
            .collect();
        Some((fields, methods, nested))
    }

    /// One field declaration (added to `fields`) or a method (returned).
    fn member(
        &mut self,
        kind: AggregateKind,
        template: Option<TemplateParams>,
        lo: u32,
        fields: &mut Vec<VarDecl>,
    ) -> Option<FunctionDecl> {
        let attrs = self.attributes();
        let mods = self.modifiers();
        if !self.at_type() && !self.c.at(Ident) {
            self.error(DiagCode::err_expected_type, self.c.cur().span, &[]);
            self.skip_stmt();
            return None;
        }
        let ty = self.parse_type();
        let name_at = self.c.cur().span;
        let (scope, name) = match self.decl_name() {
            Some(n) => n,
            None => {
                self.skip_stmt();
                return None;
            }
        };
        if let Some(first) = scope.first() {
            self.error(DiagCode::err_qualified_variable, first.span, &[]);
        }
        if self.c.at(LParen) {
            let f = self.function(attrs, template, mods, ty, Vec::new(), name, lo);
            if kind == AggregateKind::Interface {
                if let Some(body) = &f.body {
                    self.error(DiagCode::err_interface_method_body, body.span, &[]);
                }
            }
            return Some(f);
        }
        if let Some(t) = &template {
            self.error(DiagCode::err_template_not_function_or_struct, t.span, &[]);
        }
        if kind == AggregateKind::Interface {
            self.error(DiagCode::err_interface_field, name_at, &[]);
        }
        self.in_struct_fields = true;
        let declared = self.declarators(attrs, mods, ty, Some(name), lo, DeclContext::Member);
        self.in_struct_fields = false;
        fields.extend(declared);
        self.end_of_declaration(DeclContext::Member);
        None
    }

    /// `enum [class|struct] E [: base] { A, B = 2, }` with an optional
    /// declarator list and `;`.
    pub(super) fn enum_decl(&mut self) {
        let kw = self.c.bump();
        let lo = kw.span.lo;
        let scoped = self.c.eat(KwClass) || self.c.eat(KwStruct);
        let name = if !scoped && matches!(self.c.kind(), LBrace | Colon) {
            // `enum : uint { A = 1 };`: an unnamed enum, whose enumerators
            // are still constants of the enclosing scope (as in C++). Its
            // name cannot be written.
            self.unnamed("enum", kw.span)
        } else {
            let Some(name) = self.declared_type_name(lo) else {
                return;
            };
            name
        };
        let base = if self.c.eat(Colon) {
            if self.at_type() || self.c.at(Ident) {
                Some(self.parse_type())
            } else {
                self.error(DiagCode::err_expected_type, self.c.cur().span, &[]);
                None
            }
        } else {
            None
        };
        let mut values = Vec::new();
        if self.c.at(LBrace) {
            let open = self.c.bump();
            let mut closed = false;
            while !self.c.at(RBrace) && !self.c.at(Eof) {
                let vlo = self.c.cur().span.lo;
                let Some(vname) = self.expect_ident() else {
                    closed = self.skip_to_close(RBrace);
                    break;
                };
                let value = self.c.eat(Eq).then(|| self.assign());
                values.push(Enumerator {
                    name: vname,
                    value,
                    span: self.c.span_from(vlo),
                });
                if !self.c.eat(Comma) {
                    break;
                }
            }
            if !closed {
                self.close(RBrace, open);
            }
        } else if !self.c.at(Semi) {
            self.expected("'{'");
        }
        self.unit.decls.push(Decl::Enum(EnumDecl {
            scoped,
            name,
            base,
            values,
            span: self.c.span_from(lo),
        }));
        if !self.c.eat(Semi) {
            self.expected_after("';'", "enum");
        }
    }

    /// `template<…>` followed by a struct, class or function.
    pub(super) fn template_decl(&mut self) {
        let lo = self.c.cur().span.lo;
        let (template, type_params) = self.template_params();
        let scoped = self.template_scope(type_params);
        // `template <> struct S<int> {`: an explicit specialization (or a
        // partial one, reported).
        let specializes = template.is_some() && self.c.nth(1) == Ident && self.c.nth(2) == Lt;
        if self.c.at(KwUsing) {
            self.using_decl_with(template, lo);
        } else if matches!(self.c.kind(), KwStruct | KwClass)
            && (specializes || self.at_aggregate_definition())
        {
            self.struct_decl(template);
        } else {
            let attrs = self.attributes();
            let function_name = self.function_name_ahead();
            if let Some(pos) = function_name {
                let text: &'a str = self.text(self.c.toks[pos]);
                self.template_funcs.insert(text);
            }
            self.variable_or_function(attrs, template, lo);
        }
        self.end_template_scope(scoped);
    }

    /// The token index of the name in `[mods] Type name (` ahead, for a
    /// function template (found by scanning).
    fn function_name_ahead(&self) -> Option<usize> {
        let mut i = 0;
        while matches!(
            self.c.nth(i),
            Ident | ColonColon | Lt | Gt | Shr | Comma | IntLit
        ) || self.c.nth(i).is_keyword()
        {
            if self.c.nth(i) == Ident && self.c.nth(i + 1) == LParen {
                return Some(self.c.pos + i);
            }
            i += 1;
        }
        None
    }

    /// `template<typename T, class U = float, uint N = 4>`; the current
    /// token is `template`. `None` when the list cannot be read (reported).
    /// Also returns the type parameters' names, for
    /// [`Parser::template_scope`].
    pub(super) fn template_params(&mut self) -> (Option<TemplateParams>, Vec<&'a str>) {
        let mut type_params = Vec::new();
        let params = self.template_param_list(&mut type_params);
        (params, type_params)
    }

    fn template_param_list(&mut self, type_params: &mut Vec<&'a str>) -> Option<TemplateParams> {
        let lo = self.c.bump().span.lo;
        let Some(open) = self.c.at(Lt).then(|| self.c.bump()) else {
            self.expected_after("'<'", "'template'");
            return None;
        };
        let mut params = Vec::new();
        if !self.close_angle() {
            loop {
                let plo = self.c.cur().span.lo;
                let value_type = match self.c.kind() {
                    KwTypename | KwClass => {
                        self.c.bump();
                        None
                    }
                    _ if self.at_type() || (self.c.at(Ident) && self.c.nth(1) == Ident) => {
                        Some(self.parse_type())
                    }
                    _ => {
                        self.error(
                            DiagCode::err_template_param_expected,
                            self.c.cur().span,
                            &[],
                        );
                        self.skip_rest_of_angles();
                        return None;
                    }
                };
                let Some(name) = self.expect_ident() else {
                    self.skip_rest_of_angles();
                    return None;
                };
                if value_type.is_none() {
                    type_params.push(self.text(self.c.toks[self.c.pos - 1]));
                }
                let default = if self.c.eat(Eq) {
                    Some(if value_type.is_none() {
                        TemplateArg::Type(self.parse_type())
                    } else {
                        TemplateArg::Expr(self.binary(PREC_ADDITIVE))
                    })
                } else {
                    None
                };
                params.push(TemplateParam {
                    value_type,
                    name,
                    default,
                    span: self.c.span_from(plo),
                });
                if self.c.eat(Comma) {
                    continue;
                }
                // `template<typename T float f()` goes on to declare `f`.
                self.close_angle_or_report(open);
                break;
            }
        }
        Some(TemplateParams {
            params,
            span: self.c.span_from(lo),
        })
    }

    /// Makes template type parameters type names until
    /// [`Parser::end_template_scope`]; returns the names it added.
    fn template_scope(&mut self, type_params: Vec<&'a str>) -> Vec<&'a str> {
        type_params
            .into_iter()
            .filter(|&text| self.user_types.insert(text))
            .collect()
    }

    fn end_template_scope(&mut self, added: Vec<&'a str>) {
        for name in added {
            self.user_types.remove(name);
        }
    }
}
