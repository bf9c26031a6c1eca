//! HLSL 2021 templates: struct and function templates, instantiated on use.
//!
//! A use binds each parameter to a type or an integer (explicit arguments,
//! then, for functions, deduction from the arguments' types, then
//! defaults), and the template's declaration is checked again with those
//! bindings in scope ([`Checker::template_env`]), as a struct named
//! `Box<float>` or a function named `max3<float>`. Each binding set is
//! instantiated once. Instantiation saves and restores the function being
//! checked, so it can happen in the middle of a body, and is limited in
//! depth (a template that instantiates itself with growing arguments).

use super::{Checker, GlobalSym, Typed};
use crate::ir::StructDef;
use crate::types::{TypeId, TypeKind, Types};
use hlsl_base::{DiagCode, FxHashMap, Span, Symbol};
use hlsl_syntax::ast::{self, TemplateArg, TypeExprKind};

/// How deep instantiations may nest.
pub(super) const MAX_INSTANTIATION_DEPTH: u32 = 64;

/// How many "in instantiation of" notes a diagnostic gets at most.
pub(super) const MAX_NOTES: usize = 4;

/// What a template parameter is bound to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) enum Binding {
    Type(TypeId),
    /// An integer, with the parameter's declared type.
    Value(i128, TypeId),
}

impl<'a> Checker<'a> {
    /// A template parameter's binding in the innermost instantiation.
    pub(super) fn template_binding(&self, sym: Symbol) -> Option<Binding> {
        self.template_env.last()?.get(&sym).copied()
    }

    /// `Box<float>`: the instance of a struct template.
    pub(super) fn instantiate_struct(
        &mut self,
        decl: &'a ast::StructDecl,
        args: Option<&[TemplateArg]>,
        span: Span,
    ) -> TypeId {
        let template_name = self.name(decl.name);
        let Some(args) = args else {
            self.error(
                DiagCode::err_template_args_required,
                span,
                &[&template_name],
            );
            return Types::ERROR;
        };
        let Some(params) = decl.template.as_ref() else {
            return Types::ERROR;
        };
        let mut bound = FxHashMap::default();
        if !self.bind_explicit(params, args, &mut bound, span)
            || !self.bind_defaults(params, &mut bound, span)
        {
            return Types::ERROR;
        }
        let key: Vec<Binding> = params.params.iter().map(|p| bound[&p.name.sym]).collect();
        if let Some(spec) = self.find_specialization(decl.name.sym, &key) {
            return self.instantiate_specialization(spec, &key, span);
        }
        let cache_key = (decl as *const ast::StructDecl as usize, key.clone());
        if let Some(&ty) = self.struct_instances.get(&cache_key) {
            return ty;
        }
        if !self.enter_instantiation(span) {
            return Types::ERROR;
        }
        let name = format!("{template_name}<{}>", self.bindings_text(&key));
        self.fill_instance(decl, cache_key, name, bound, span)
    }

    /// Makes the struct of one instance (or explicit specialization) of a
    /// template, `name`d, with `bound` its parameters in its body; cached
    /// under `cache_key` before its fields, so a field naming the same
    /// instance finds it (and is reported as a struct containing itself).
    /// The caller has entered the instantiation.
    pub(super) fn fill_instance(
        &mut self,
        decl: &'a ast::StructDecl,
        cache_key: (usize, Vec<Binding>),
        name: String,
        bound: FxHashMap<hlsl_base::Symbol, Binding>,
        span: Span,
    ) -> TypeId {
        let id = self.program.structs.alloc(StructDef {
            name: name.clone(),
            fields: Vec::new(),
            span: decl.name.span,
        });
        let ty = self.types().intern(TypeKind::Struct(id));
        self.struct_instances.insert(cache_key, ty);
        let saved = self.leave_function();
        self.template_env.push(bound);
        self.instantiations.push((name.clone(), span));
        self.fill_struct(decl, id, ty, &name);
        self.instantiations.pop();
        self.template_env.pop();
        self.return_to_function(saved);
        self.instantiation_depth -= 1;
        ty
    }

    /// A call of a function template: `max3(a, b, c)` (deduced) or
    /// `max3<float>(a, b, c)`.
    pub(super) fn call_template(
        &mut self,
        ident: ast::Ident,
        explicit: Option<&[TemplateArg]>,
        args: &[ast::ExprId],
        span: Span,
    ) -> Typed {
        let checked: Vec<(Typed, Span)> = args
            .iter()
            .map(|&a| (self.check_expr(a), self.span_of(a)))
            .collect();
        let candidates = self
            .fn_templates
            .get(&ident.sym)
            .cloned()
            .unwrap_or_default();
        self.call_template_of(ident, &candidates, explicit, checked, None, span)
    }

    /// A call of one of the function templates `candidates`; with `this`,
    /// they are member function templates of that struct and the first
    /// of `checked` is the object.
    pub(super) fn call_template_of(
        &mut self,
        ident: ast::Ident,
        candidates: &[&'a ast::FunctionDecl],
        explicit: Option<&[TemplateArg]>,
        checked: Vec<(Typed, Span)>,
        this: Option<TypeId>,
        span: Span,
    ) -> Typed {
        if checked
            .iter()
            .any(|(a, _)| self.program.types.is_error(a.ty))
        {
            return self.error_expr(span);
        }
        if let ([decl], None) = (candidates, this) {
            if let Some(ext) = self.ext_instruction(decl) {
                return self.call_ext_instruction_template(decl, ext, explicit, checked, span);
            }
        }
        let own_args = &checked[usize::from(this.is_some())..];
        let mut instances = Vec::new();
        let mut failure = None;
        for &decl in candidates {
            // Parameters past the arguments need default arguments.
            let defaulted = decl.params.get(own_args.len()..).is_some_and(|rest| {
                rest.iter()
                    .all(|p| matches!(p.init, Some(ast::Initializer::Expr(_))))
            });
            if !defaulted {
                continue;
            }
            match self.instantiate_function(decl, explicit, own_args, this, span) {
                Ok(Some(index)) => instances.push(index),
                Ok(None) => return self.error_expr(span),
                Err(param) => failure = failure.or(Some(param)),
            }
        }
        if instances.is_empty() {
            let name = self.name(ident);
            match failure {
                Some(param) => {
                    let p = self.name(param);
                    self.error(DiagCode::err_template_deduction, ident.span, &[&p, &name]);
                }
                None => {
                    self.error(DiagCode::err_no_matching_function, ident.span, &[&name]);
                }
            }
            return self.error_expr(span);
        }
        self.call_user(ident, &instances, checked, span)
    }

    /// The instance of `decl` for these arguments. `Err(param)` when a
    /// parameter could not be deduced; `Ok(None)` after another error.
    fn instantiate_function(
        &mut self,
        decl: &'a ast::FunctionDecl,
        explicit: Option<&[TemplateArg]>,
        args: &[(Typed, Span)],
        this: Option<TypeId>,
        span: Span,
    ) -> Result<Option<usize>, ast::Ident> {
        let Some(params) = decl.template.as_ref() else {
            return Ok(None);
        };
        let Some(bound) = self.bind_call(decl, explicit, args, span)? else {
            return Ok(None);
        };
        let key: Vec<Binding> = params.params.iter().map(|p| bound[&p.name.sym]).collect();
        // An inherited member template has an instance per object type.
        let object = this.map(Binding::Type);
        let cache_key = (
            decl as *const ast::FunctionDecl as usize,
            key.iter().copied().chain(object).collect(),
        );
        if let Some(&index) = self.fn_instances.get(&cache_key) {
            return Ok(Some(index));
        }
        if !self.enter_instantiation(span) {
            return Ok(None);
        }
        let mut name = format!("{}<{}>", self.name(decl.name), self.bindings_text(&key));
        let this = this.map(|ty| {
            name = format!("{}::{name}", self.type_name(ty));
            let mutating = self.mutating_methods(ty, &[decl])[0];
            super::ThisParam { ty, mutating }
        });
        let saved = self.leave_function();
        self.template_env.push(bound);
        let (ret, sig) = self.signature_of(decl);
        let index = self.funcs.len();
        let all_params = this
            .map(|t| (t.ty, this_mode(t)))
            .into_iter()
            .chain(sig.iter().copied())
            .collect();
        let entry = self.fn_entry(decl, name.clone(), all_params, ret, this);
        self.funcs.push(entry);
        self.fn_instances.insert(cache_key, index);
        self.instantiations.push((name.clone(), span));
        self.check_function_body(index, decl, &sig, ret, name);
        self.instantiations.pop();
        self.template_env.pop();
        self.return_to_function(saved);
        self.instantiation_depth -= 1;
        Ok(Some(index))
    }

    /// The bindings of function template `decl`'s parameters for a call
    /// with these arguments: explicit ones, then deduced, then defaults.
    /// `Err(param)` when a parameter could not be deduced; `Ok(None)`
    /// after another error.
    pub(super) fn bind_call(
        &mut self,
        decl: &'a ast::FunctionDecl,
        explicit: Option<&[TemplateArg]>,
        args: &[(Typed, Span)],
        span: Span,
    ) -> Result<Option<FxHashMap<Symbol, Binding>>, ast::Ident> {
        let Some(params) = decl.template.as_ref() else {
            return Ok(None);
        };
        let mut bound = FxHashMap::default();
        if let Some(explicit) = explicit {
            if !self.bind_explicit(params, explicit, &mut bound, span) {
                return Ok(None);
            }
        }
        // Each argument deduces on its own; two (not literals) that deduce
        // different bindings for a parameter not given explicitly make the
        // template not viable (DXC: "deduced conflicting types for
        // parameter"). Literals only fill what the others leave.
        let given = bound.clone();
        let ordered = decl
            .params
            .iter()
            .zip(args)
            .filter(|(_, (a, _))| !a.literal)
            .chain(decl.params.iter().zip(args).filter(|(_, (a, _))| a.literal));
        for (p, (a, _)) in ordered {
            let mut own = FxHashMap::default();
            self.deduce(params, &p.ty, a.ty, &mut own);
            for (k, v) in own {
                if given.contains_key(&k) {
                    continue;
                }
                match bound.get(&k) {
                    Some(prev) if *prev != v && !a.literal => {
                        let param = params.params.iter().find(|p| p.name.sym == k);
                        if let Some(param) = param {
                            return Err(param.name);
                        }
                    }
                    Some(_) => {}
                    None => {
                        bound.insert(k, v);
                    }
                }
            }
        }
        if let Some(missing) = params
            .params
            .iter()
            .find(|p| !bound.contains_key(&p.name.sym) && p.default.is_none())
        {
            return Err(missing.name);
        }
        if !self.bind_defaults(params, &mut bound, span) {
            return Ok(None);
        }
        Ok(Some(bound))
    }

    /// Binds explicit template arguments in order; reports too many or a
    /// kind mismatch.
    pub(super) fn bind_explicit(
        &mut self,
        params: &ast::TemplateParams,
        args: &[TemplateArg],
        bound: &mut FxHashMap<Symbol, Binding>,
        span: Span,
    ) -> bool {
        if args.len() > params.params.len() {
            let n = params.params.len();
            self.error(DiagCode::err_template_arg_count, span, &[&n, &args.len()]);
            return false;
        }
        for (p, a) in params.params.iter().zip(args) {
            match self.template_arg(p, a, bound) {
                Some(b) => {
                    bound.insert(p.name.sym, b);
                }
                None => return false,
            }
        }
        true
    }

    /// Binds the parameters still unbound to their defaults, or reports
    /// that an argument is missing.
    pub(super) fn bind_defaults(
        &mut self,
        params: &ast::TemplateParams,
        bound: &mut FxHashMap<Symbol, Binding>,
        span: Span,
    ) -> bool {
        for p in &params.params {
            if bound.contains_key(&p.name.sym) {
                continue;
            }
            let Some(default) = &p.default else {
                let n = params.params.len();
                self.error(DiagCode::err_template_arg_count, span, &[&n, &bound.len()]);
                return false;
            };
            // A default may name earlier parameters.
            self.template_env.push(bound.clone());
            let b = self.template_arg(p, default, &FxHashMap::default());
            self.template_env.pop();
            match b {
                Some(b) => {
                    bound.insert(p.name.sym, b);
                }
                None => return false,
            }
        }
        true
    }

    /// One argument for parameter `p`: a type for `typename T`, an integer
    /// constant for `uint N`.
    /// `earlier` holds the parameters bound before `p`, which `p`'s
    /// declared type may name (`template <class T, T v>`).
    fn template_arg(
        &mut self,
        p: &ast::TemplateParam,
        a: &TemplateArg,
        earlier: &FxHashMap<Symbol, Binding>,
    ) -> Option<Binding> {
        match (&p.value_type, a) {
            (None, TemplateArg::Type(t)) => {
                let ty = self.resolve_type(t);
                (!self.program.types.is_error(ty)).then_some(Binding::Type(ty))
            }
            (None, TemplateArg::Expr(e)) => {
                // A name the parser did not know as a type.
                if let ast::ExprKind::Name(n) = self.unit.exprs[*e].kind {
                    if let Some(GlobalSym::Type(t)) = self.lookup(n.sym) {
                        return Some(Binding::Type(*t));
                    }
                }
                let name = self.name(p.name);
                self.error(
                    DiagCode::err_template_arg_kind,
                    self.span_of(*e),
                    &[&"a type", &name],
                );
                None
            }
            (Some(vt), TemplateArg::Expr(e)) => {
                let ty = if earlier.is_empty() {
                    self.resolve_type(vt)
                } else {
                    // The type is written in the template's scope.
                    self.template_env.push(earlier.clone());
                    let ty = self.resolve_type(vt);
                    self.template_env.pop();
                    ty
                };
                match self.const_value(*e, None) {
                    Some(v) => Some(Binding::Value(v, ty)),
                    None => {
                        let name = self.name(p.name);
                        let what = "an integer constant";
                        self.error(
                            DiagCode::err_template_arg_kind,
                            self.span_of(*e),
                            &[&what, &name],
                        );
                        None
                    }
                }
            }
            (Some(_), TemplateArg::Type(t)) => {
                let name = self.name(p.name);
                let what = "an integer constant";
                self.error(DiagCode::err_template_arg_kind, t.span, &[&what, &name]);
                None
            }
        }
    }

    /// Deduces parameters from a function parameter's type as written and
    /// its argument's type: `T` from any type, `vector<T, N>` from a
    /// vector. What is already bound stays.
    fn deduce(
        &mut self,
        params: &ast::TemplateParams,
        written: &ast::TypeExpr,
        actual: TypeId,
        bound: &mut FxHashMap<Symbol, Binding>,
    ) {
        let TypeExprKind::Named { scope, name, args } = &written.kind else {
            return;
        };
        if !scope.is_empty() {
            return;
        }
        let param = |sym: Symbol| params.params.iter().find(|p| p.name.sym == sym);
        match args {
            None => {
                if param(name.sym).is_some_and(|p| p.value_type.is_none()) {
                    bound.entry(name.sym).or_insert(Binding::Type(actual));
                }
            }
            Some(args) if self.name(*name) == "vector" && args.len() == 2 => {
                let TypeKind::Vector(s, n) = *self.program.types.get(actual) else {
                    return;
                };
                if let TemplateArg::Type(t) = &args[0] {
                    if let TypeExprKind::Named {
                        name: tn,
                        args: None,
                        ..
                    } = &t.kind
                    {
                        if param(tn.sym).is_some() {
                            let st = self.types().scalar(s);
                            bound.entry(tn.sym).or_insert(Binding::Type(st));
                        }
                    }
                }
                if let TemplateArg::Expr(e) = &args[1] {
                    if let ast::ExprKind::Name(nn) = self.unit.exprs[*e].kind {
                        if param(nn.sym).is_some_and(|p| p.value_type.is_some()) {
                            bound
                                .entry(nn.sym)
                                .or_insert(Binding::Value(i128::from(n), Types::INT));
                        }
                    }
                }
            }
            // A buffer argument is read as its T (`constant_buffers.rs`).
            Some(args)
                if matches!(self.name(*name), "ConstantBuffer" | "TextureBuffer")
                    && args.len() == 1 =>
            {
                if let TemplateArg::Type(t) = &args[0] {
                    self.deduce(params, t, actual, bound);
                }
            }
            Some(_) => {}
        }
    }

    /// `float, 4`: the bindings as they appear in an instance's name.
    pub(super) fn bindings_text(&self, key: &[Binding]) -> String {
        let parts: Vec<String> = key
            .iter()
            .map(|b| match *b {
                Binding::Type(t) => self.type_name(t),
                Binding::Value(v, _) => v.to_string(),
            })
            .collect();
        parts.join(", ")
    }

    pub(super) fn enter_instantiation(&mut self, span: Span) -> bool {
        if self.instantiation_depth >= MAX_INSTANTIATION_DEPTH {
            self.error(
                DiagCode::err_template_depth,
                span,
                &[&MAX_INSTANTIATION_DEPTH],
            );
            return false;
        }
        self.instantiation_depth += 1;
        true
    }

    /// Steps out of the function being checked (an instantiation checks
    /// its own bodies); [`Self::return_to_function`] steps back in.
    pub(super) fn leave_function(&mut self) -> (Option<super::FnCx>, bool) {
        (self.fx.take(), std::mem::take(&mut self.in_global_init))
    }

    pub(super) fn return_to_function(&mut self, saved: (Option<super::FnCx>, bool)) {
        self.fx = saved.0;
        self.in_global_init = saved.1;
    }
}

/// How a member function's object is passed.
pub(super) fn this_mode(this: super::ThisParam) -> crate::ir::ParamMode {
    if this.mutating {
        crate::ir::ParamMode::InOut
    } else {
        crate::ir::ParamMode::In
    }
}
