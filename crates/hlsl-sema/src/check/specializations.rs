//! Explicit specializations of struct templates, and members named
//! through a template's instance.
//!
//! `template <> struct S<half> { … }` gives `S<half>` its own definition:
//! its arguments are resolved where it is declared, and a use whose
//! bindings equal them gets it (checked once, like an instance) instead of
//! the primary template's. A template may be only declared
//! (`template <class T> struct S;`) and specialized, as DXC's
//! `vk/opcode_selector.h` does: a use must then match a specialization
//! (DXC: "implicit instantiation of undefined template").
//!
//! `S<float>::f(…)` and `S<float>::f<T>(…)` call a static member function
//! (template) of an instance; `S<float>::k` reads a static member.

use super::templates::Binding;
use super::{Checker, GlobalSym, Typed};
use crate::ir::ExprKind;
use crate::types::{TypeId, TypeKind, Types};
use hlsl_base::{DiagCode, FxHashMap, Span};
use hlsl_syntax::ast::{self, TemplateArg, TypeExprKind};

/// One explicit specialization and the bindings it is for.
pub(super) struct Specialization<'a> {
    pub(super) decl: &'a ast::StructDecl,
    pub(super) key: Vec<Binding>,
}

impl<'a> Checker<'a> {
    /// `template <> struct S<args> { … }`: records it under `S`.
    pub(super) fn declare_specialization(&mut self, s: &'a ast::StructDecl) {
        if s.template.as_ref().is_some_and(|t| !t.params.is_empty()) {
            // A partial specialization (reported by the parser).
            return;
        }
        let Some(args) = &s.specialization else {
            return;
        };
        let Some(key) = self.plain_key(args) else {
            return;
        };
        let list = self.struct_specializations.entry(s.name.sym).or_default();
        if let Some(prev) = list.iter().find(|p| same_key(&p.key, &key)) {
            // Without -enable-16bit-types `half` is `float` here, where
            // DXC keeps two types (`S<half>` and `S<float>` may both be
            // specialized): only the same spelling is a redefinition.
            let spelled = prev
                .decl
                .specialization
                .as_deref()
                .is_some_and(|p| p.len() == args.len() && p.iter().zip(args).all(spelled_same));
            if spelled {
                let name = format!("{}<{}>", self.name(s.name), self.bindings_text(&key));
                self.error(DiagCode::err_redefinition, s.name.span, &[&name]);
            }
            return;
        }
        list.push(Specialization { decl: s, key });
    }

    /// The bindings of template arguments written without a parameter
    /// list to bind them to: types, and integer constants.
    fn plain_key(&mut self, args: &[TemplateArg]) -> Option<Vec<Binding>> {
        let mut key = Vec::with_capacity(args.len());
        for a in args {
            let b = match a {
                TemplateArg::Type(t) => {
                    let ty = self.resolve_type(t);
                    if self.program.types.is_error(ty) {
                        return None;
                    }
                    Binding::Type(ty)
                }
                TemplateArg::Expr(e) => {
                    if let ast::ExprKind::Name(n) = self.unit.exprs[*e].kind {
                        // A name the parser did not know as a type.
                        if let Some(GlobalSym::Type(t)) = self.lookup(n.sym) {
                            key.push(Binding::Type(*t));
                            continue;
                        }
                    }
                    match self.const_value(*e, None) {
                        Some(v) => Binding::Value(v, Types::INT),
                        None => {
                            self.error(
                                DiagCode::err_template_arg_kind,
                                self.span_of(*e),
                                &[&"a type or an integer constant", &"(specialization)"],
                            );
                            return None;
                        }
                    }
                }
            };
            key.push(b);
        }
        Some(key)
    }

    /// The explicit specialization of template `name` for `key`.
    pub(super) fn find_specialization(
        &self,
        name: hlsl_base::Symbol,
        key: &[Binding],
    ) -> Option<&'a ast::StructDecl> {
        self.struct_specializations
            .get(&name)?
            .iter()
            .find(|s| same_key(&s.key, key))
            .map(|s| s.decl)
    }

    /// `S<args>` where `S` is only declared and specialized.
    pub(super) fn instantiate_declared_only(
        &mut self,
        name: ast::Ident,
        args: Option<&[TemplateArg]>,
        span: Span,
    ) -> TypeId {
        let text = self.name(name);
        let Some(args) = args else {
            self.error(DiagCode::err_template_args_required, span, &[&text]);
            return Types::ERROR;
        };
        let Some(key) = self.plain_key(args) else {
            return Types::ERROR;
        };
        match self.find_specialization(name.sym, &key) {
            Some(spec) => self.instantiate_specialization(spec, &key, span),
            None => {
                let full = format!("{text}<{}>", self.bindings_text(&key));
                self.error(DiagCode::err_template_undefined, span, &[&full]);
                Types::ERROR
            }
        }
    }

    /// The struct an explicit specialization defines (checked once).
    pub(super) fn instantiate_specialization(
        &mut self,
        decl: &'a ast::StructDecl,
        key: &[Binding],
        span: Span,
    ) -> TypeId {
        let cache_key = (decl as *const ast::StructDecl as usize, key.to_vec());
        if let Some(&ty) = self.struct_instances.get(&cache_key) {
            return ty;
        }
        if !self.enter_instantiation(span) {
            return Types::ERROR;
        }
        let name = format!("{}<{}>", self.name(decl.name), self.bindings_text(key));
        // No parameters are in scope in its body (nor the enclosing
        // instance's).
        self.fill_instance(decl, cache_key, name, FxHashMap::default(), span)
    }

    /// `A<args>` of alias template `A`: its type with the parameters
    /// bound.
    pub(super) fn instantiate_alias(
        &mut self,
        name: ast::Ident,
        (params, ty, ns): (
            &'a ast::TemplateParams,
            &'a ast::TypeExpr,
            super::namespaces::NsId,
        ),
        args: Option<&[TemplateArg]>,
        span: Span,
    ) -> TypeId {
        let Some(args) = args else {
            let text = self.name(name);
            self.error(DiagCode::err_template_args_required, span, &[&text]);
            return Types::ERROR;
        };
        let mut bound = FxHashMap::default();
        if !self.bind_explicit(params, args, &mut bound, span)
            || !self.bind_defaults(params, &mut bound, span)
        {
            return Types::ERROR;
        }
        if !self.enter_instantiation(span) {
            return Types::ERROR;
        }
        self.template_env.push(bound);
        // The alias's names are looked up where it is declared
        // (`vk::WorkgroupSpirvPointer` names `vk::StorageClassWorkgroup`).
        let here = std::mem::replace(&mut self.ns, ns);
        let t = self.resolve_type(ty);
        self.ns = here;
        self.template_env.pop();
        self.instantiation_depth -= 1;
        t
    }

    /// The struct type of `S<float>` in `S<float>::name`; `None` after
    /// reporting.
    fn member_owner(&mut self, ty: &ast::TypeExpr, name: ast::Ident) -> Option<TypeId> {
        let t = self.resolve_type(ty);
        if self.program.types.is_error(t) {
            return None;
        }
        if !matches!(self.program.types.get(t), TypeKind::Struct(_)) {
            let (text, tn) = (self.name(name), self.type_name(t));
            self.error(DiagCode::err_no_member, name.span, &[&text, &tn]);
            return None;
        }
        Some(t)
    }

    /// `S<float>::f(args)` or `S<float>::f<T>(args)`: a static member
    /// function (template) of an instance.
    pub(super) fn call_type_member(
        &mut self,
        ty: &ast::TypeExpr,
        name: ast::Ident,
        explicit: Option<&[TemplateArg]>,
        args: &[ast::ExprId],
        span: Span,
    ) -> Typed {
        let Some(owner) = self.member_owner(ty, name) else {
            for &a in args {
                self.check_expr(a);
            }
            return self.error_expr(span);
        };
        let templates = self
            .member_templates
            .get(&(owner, name.sym))
            .cloned()
            .unwrap_or_default();
        if !templates.is_empty() && (explicit.is_some() || !self.has_plain_member(owner, name)) {
            let statics: Vec<&'a ast::FunctionDecl> = templates
                .iter()
                .copied()
                .filter(|f| f.modifiers.iter().any(|(m, _)| *m == ast::Modifier::Static))
                .collect();
            let checked: Vec<(Typed, Span)> = args
                .iter()
                .map(|&a| (self.check_expr(a), self.span_of(a)))
                .collect();
            if statics.is_empty() {
                let (text, tn) = (self.name(name), self.type_name(owner));
                self.error(
                    DiagCode::err_member_call_without_object,
                    name.span,
                    &[&text, &tn],
                );
                return self.error_expr(span);
            }
            return self.call_template_of(name, &statics, explicit, checked, None, span);
        }
        if explicit.is_some() {
            for &a in args {
                self.check_expr(a);
            }
            let text = self.name(name);
            self.error(DiagCode::err_not_a_template, name.span, &[&text]);
            return self.error_expr(span);
        }
        if self.has_plain_member(owner, name) {
            return self.call_static_member(name, owner, args, span);
        }
        for &a in args {
            self.check_expr(a);
        }
        let (text, tn) = (self.name(name), self.type_name(owner));
        self.error(DiagCode::err_no_member, name.span, &[&text, &tn]);
        self.error_expr(span)
    }

    fn has_plain_member(&self, owner: TypeId, name: ast::Ident) -> bool {
        self.member_fns.contains_key(&(owner, name.sym))
    }

    /// `S<float>::k`: a static data member of an instance.
    pub(super) fn check_type_member(
        &mut self,
        ty: &ast::TypeExpr,
        name: ast::Ident,
        span: Span,
    ) -> Typed {
        let Some(owner) = self.member_owner(ty, name) else {
            return self.error_expr(span);
        };
        if let Some(g) = self.static_member(owner, name.sym) {
            let ty = self.program.globals[g].ty;
            return self.typed(ExprKind::Global(g), ty, span);
        }
        let (text, tn) = (self.name(name), self.type_name(owner));
        let is_field = match self.program.types.get(owner) {
            TypeKind::Struct(id) => self.program.structs[*id]
                .fields
                .iter()
                .any(|f| f.name == text),
            _ => false,
        };
        if self.has_member_fn(owner, name.sym) {
            self.error(DiagCode::err_not_a_value, name.span, &[&text]);
        } else if is_field {
            self.error(DiagCode::err_field_without_object, name.span, &[&text, &tn]);
        } else {
            self.error(DiagCode::err_no_member, name.span, &[&text, &tn]);
        }
        self.error_expr(span)
    }
}

/// Bindings compare by type, and by value for constants (a specialization
/// does not know its parameters' declared types).
fn same_key(a: &[Binding], b: &[Binding]) -> bool {
    a.len() == b.len()
        && a.iter().zip(b).all(|(x, y)| match (x, y) {
            (Binding::Type(s), Binding::Type(t)) => s == t,
            (Binding::Value(v, _), Binding::Value(w, _)) => v == w,
            _ => false,
        })
}

/// Whether two template arguments are written the same way (names, not
/// spans).
fn spelled_same((a, b): (&TemplateArg, &TemplateArg)) -> bool {
    match (a, b) {
        (TemplateArg::Type(s), TemplateArg::Type(t)) => match (&s.kind, &t.kind) {
            (
                TypeExprKind::Named {
                    scope: sa,
                    name: na,
                    args: aa,
                },
                TypeExprKind::Named {
                    scope: sb,
                    name: nb,
                    args: ab,
                },
            ) => {
                na.sym == nb.sym
                    && sa.len() == sb.len()
                    && sa.iter().zip(sb).all(|(x, y)| x.sym == y.sym)
                    && match (aa, ab) {
                        (None, None) => true,
                        (Some(x), Some(y)) => {
                            x.len() == y.len() && x.iter().zip(y).all(spelled_same)
                        }
                        _ => false,
                    }
            }
            _ => true,
        },
        _ => true,
    }
}
