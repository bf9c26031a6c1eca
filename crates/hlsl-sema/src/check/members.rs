//! Member functions, operators, static members and single inheritance of
//! structs (and classes, which HLSL treats as structs).
//!
//! A member function is an ordinary function whose first parameter is the
//! object, `this`. It is passed `inout` when the body assigns to the object
//! (its fields, through `this`, or by calling a member function that does),
//! else `in`, so read-only functions can be called on constants and
//! temporaries. That is decided from the body's syntax before any body is
//! checked (bodies may call each other in any order); a write the syntax
//! does not show (through an `out` argument) is reported when the body is
//! checked. Lowering and the interpreter see plain functions.
//!
//! A derived struct holds its base's fields first, and gets its own copy of
//! each base member function it does not redeclare, checked with `this` of
//! the derived type.

use super::{Checker, GlobalSym, ThisParam, Typed};
use crate::ir::ExprKind;
use crate::types::{TypeId, TypeKind};
use hlsl_base::{DiagCode, Diagnostic, FxHashSet, Span, Symbol};
use hlsl_syntax::ast::{self, Decl, ExprKind as K, StmtKind};

impl<'a> Checker<'a> {
    /// The fields `ty` inherits from the base written in `s`, or `None`
    /// when it has none (a bad base is reported).
    pub(super) fn base_fields(&mut self, s: &ast::StructDecl) -> Option<TypeId> {
        // Interfaces add no fields (`check_interfaces` checks them).
        let bases: Vec<&ast::TypeExpr> = s
            .bases
            .iter()
            .filter(|b| self.interface_named(b).is_none())
            .collect();
        let (&base, extra) = bases.split_first()?;
        for extra in extra {
            self.error(
                DiagCode::err_not_supported_yet,
                extra.span,
                &[&"more than one base struct"],
            );
        }
        let ty = self.resolve_type(base);
        match self.program.types.get(ty) {
            TypeKind::Struct(_) => Some(ty),
            TypeKind::Error => None,
            _ => {
                let tn = self.type_name(ty);
                self.error(DiagCode::err_base_not_struct, base.span, &[&tn]);
                None
            }
        }
    }

    /// The interface a base names, if it names one.
    pub(super) fn interface_named(&self, t: &ast::TypeExpr) -> Option<&'a ast::StructDecl> {
        match &t.kind {
            ast::TypeExprKind::Named {
                scope,
                name,
                args: None,
            } if scope.is_empty() => self.interfaces.get(&name.sym).copied(),
            _ => None,
        }
    }

    /// Each interface `s` names as a base must have all its member
    /// functions implemented (same name and parameter count).
    fn check_interfaces(&mut self, s: &ast::StructDecl, ty: TypeId, prefix: &str) {
        for b in &s.bases {
            let Some(iface) = self.interface_named(b) else {
                continue;
            };
            for m in &iface.methods {
                let implemented = self.member_fns.get(&(ty, m.name.sym)).is_some_and(|list| {
                    list.iter()
                        .any(|&i| self.funcs[i].params.len() == m.params.len() + 1)
                });
                if !implemented {
                    let (name, iname) = (self.name(m.name), self.name(iface.name));
                    let d = Diagnostic::new(
                        DiagCode::err_interface_not_implemented,
                        b.span,
                        &[&prefix, &name, &iname],
                    )
                    .with_note(Diagnostic::new(
                        DiagCode::note_declared_here,
                        m.name.span,
                        &[&name],
                    ));
                    self.push(d);
                }
            }
        }
    }

    /// A struct's static members and member functions, after its fields.
    pub(super) fn check_members(
        &mut self,
        s: &'a ast::StructDecl,
        ty: TypeId,
        base: Option<TypeId>,
        prefix: &str,
    ) {
        self.struct_decls.insert(ty, s);
        if let Some(b) = base {
            self.struct_bases.insert(ty, b);
        }
        for f in s
            .fields
            .iter()
            .filter(|f| f.has_modifier(ast::Modifier::Static))
        {
            if let Some(id) = self.check_global_var_as(f, Some(prefix)) {
                self.statics.insert((ty, f.name.sym), id);
            }
        }
        let methods = self.methods_with_inherited(s);
        // Each with the definition that has its body: in the struct, or
        // out of line (`int S::f() { … }`) for an inherited one.
        let defs: Vec<&'a ast::FunctionDecl> = methods
            .iter()
            .map(|&(owner, m)| match m.body {
                Some(_) => m,
                None => self.out_of_line_def(owner, m).unwrap_or(m),
            })
            .collect();
        let mutating = self.mutating_methods(ty, &defs);
        let mut bodies = Vec::new();
        for (((owner, m), def), &is_mutating) in methods.iter().zip(&defs).zip(&mutating) {
            let inherited = !std::ptr::eq(*owner, s);
            if m.template.is_some() {
                // Instantiated per call (`call_member`).
                self.member_templates
                    .entry((ty, m.name.sym))
                    .or_default()
                    .push(m);
                continue;
            }
            if let Some(index) = self.declare_method(ty, prefix, m, is_mutating) {
                // Out-of-line bodies of the struct's own functions are
                // checked where they are written (`check_out_of_line`).
                if m.body.is_some() || (inherited && def.body.is_some()) {
                    bodies.push((index, *def));
                }
            }
        }
        self.check_interfaces(s, ty, prefix);
        for (index, m) in bodies {
            self.funcs[index].has_body = true;
            if self.template_env.is_empty() {
                // With the struct's other bodies (`order.rs`).
                self.defer_body(index, m);
            } else {
                // A template instance is checked whole, where it is used.
                self.check_body(index, m);
            }
        }
    }

    /// `s`'s member functions, then those of its bases it does not
    /// redeclare (same name and parameter count), each with the struct
    /// that declares it.
    #[allow(clippy::type_complexity)]
    fn methods_with_inherited(
        &self,
        s: &'a ast::StructDecl,
    ) -> Vec<(&'a ast::StructDecl, &'a ast::FunctionDecl)> {
        let mut out: Vec<_> = s.methods.iter().map(|m| (s, m)).collect();
        let mut seen: FxHashSet<(Symbol, usize)> = out
            .iter()
            .map(|(_, m)| (m.name.sym, m.params.len()))
            .collect();
        let mut base = s.bases.first().and_then(|b| self.struct_decl_named(b));
        let mut depth = 0;
        while let Some(b) = base {
            for m in &b.methods {
                if seen.insert((m.name.sym, m.params.len())) {
                    out.push((b, m));
                }
            }
            depth += 1;
            // A base chain cannot loop (a struct is complete before it is
            // a base), but stay bounded anyway.
            base = (depth < 64)
                .then(|| b.bases.first().and_then(|bb| self.struct_decl_named(bb)))
                .flatten();
        }
        out
    }

    fn struct_decl_named(&self, t: &ast::TypeExpr) -> Option<&'a ast::StructDecl> {
        let ast::TypeExprKind::Named { name, scope, .. } = &t.kind else {
            return None;
        };
        if !scope.is_empty() {
            return None;
        }
        self.struct_decls
            .values()
            .copied()
            .find(|d| d.name.sym == name.sym)
    }

    /// Declares one member function of `ty` (named `Prefix::name`).
    fn declare_method(
        &mut self,
        ty: TypeId,
        prefix: &str,
        m: &'a ast::FunctionDecl,
        mutating: bool,
    ) -> Option<usize> {
        let (ret, params) = self.signature_of(m);
        let is_static = m
            .modifiers
            .iter()
            .any(|&(md, _)| md == ast::Modifier::Static);
        // A static member function has no object.
        let this = (!is_static).then_some(ThisParam { ty, mutating });
        let list = self.member_fns.entry((ty, m.name.sym)).or_default().clone();
        let same = list.iter().copied().find(|&i| {
            self.own_params(i)
                .iter()
                .map(|p| p.0)
                .eq(params.iter().map(|p| p.0))
        });
        if let Some(i) = same {
            if m.body.is_some() && self.funcs[i].has_body {
                self.redefinition(self.name(m.name), m.name.span, self.funcs[i].span);
                return None;
            }
            self.funcs[i].has_body |= m.body.is_some();
            return Some(i);
        }
        let mut all_params: Vec<_> = this
            .map(|t| (ty, super::templates::this_mode(t)))
            .into_iter()
            .collect();
        all_params.extend(params);
        let index = self.funcs.len();
        let name = format!("{prefix}::{}", self.name(m.name));
        let mut entry = self.fn_entry(m, name, all_params, ret, this);
        entry.owner = Some(ty);
        self.funcs.push(entry);
        self.member_fns
            .entry((ty, m.name.sym))
            .or_default()
            .push(index);
        Some(index)
    }

    /// `float S::f() { … }`: the body of a member function declared in `S`.
    pub(super) fn check_out_of_line(&mut self, f: &'a ast::FunctionDecl) {
        let ty = match f.scope.as_slice() {
            [s] => self
                .struct_decls
                .iter()
                .find(|(_, d)| d.name.sym == s.sym)
                .map(|(&t, _)| t),
            _ => None,
        };
        let Some(ty) = ty else {
            // `float3 A::B::f() { … }`: a function of namespace `A::B`
            // defined outside it (C++, DXC), as if written inside.
            if let Some(ns) = self.namespace_path(&f.scope) {
                // As in C++, it must be declared there first.
                if !matches!(
                    self.table(ns).get(&f.name.sym),
                    Some(GlobalSym::Functions(_))
                ) {
                    let (name, scope) = (self.name(f.name), self.path_text(&f.scope));
                    self.error(
                        DiagCode::err_out_of_line_no_match,
                        f.name.span,
                        &[&name, &scope],
                    );
                    return;
                }
                let saved = std::mem::replace(&mut self.ns, ns);
                self.check_function(f);
                self.ns = saved;
                return;
            }
            let what = "a member function defined outside a struct declared before it";
            self.error(DiagCode::err_not_supported_yet, f.name.span, &[&what]);
            return;
        };
        let (_, params) = self.signature_of(f);
        let found = self.member_fns.get(&(ty, f.name.sym)).and_then(|list| {
            list.iter().copied().find(|&i| {
                self.own_params(i)
                    .iter()
                    .map(|p| p.0)
                    .eq(params.iter().map(|p| p.0))
            })
        });
        let Some(index) = found else {
            let (name, tn) = (self.name(f.name), self.type_name(ty));
            self.error(
                DiagCode::err_out_of_line_no_match,
                f.name.span,
                &[&name, &tn],
            );
            return;
        };
        if self.funcs[index].has_body {
            self.redefinition(self.name(f.name), f.name.span, self.funcs[index].span);
            return;
        }
        self.funcs[index].has_body = true;
        self.funcs[index].span = f.name.span;
        self.defer_body(index, f);
    }

    /// `obj.f(args)` on a struct value, and `f(args)` inside a member
    /// function of the same struct (then `base` is `this`).
    pub(super) fn call_member(
        &mut self,
        base: Typed,
        base_span: Span,
        name: ast::Ident,
        args: &[ast::ExprId],
        explicit: Option<&[ast::TemplateArg]>,
        span: Span,
    ) -> Typed {
        let list = self.member_fn_list(base.ty, name.sym);
        let ty = base.ty;
        let mut checked = vec![(base, base_span)];
        checked.extend(args.iter().map(|&a| (self.check_expr(a), self.span_of(a))));
        if explicit.is_some() || list.is_none() {
            if let Some(templates) = self.member_templates.get(&(ty, name.sym)).cloned() {
                return self.call_template_of(name, &templates, explicit, checked, Some(ty), span);
            }
        }
        if let Some(l) = &list {
            if l.iter().all(|&i| self.funcs[i].this.is_none()) {
                // Static member functions, called through an object.
                checked.remove(0);
                return self.call_user(name, l, checked, span);
            }
        }
        match list {
            Some(list) => self.call_user(name, &list, checked, span),
            None => {
                let (text, tn) = (self.name(name), self.type_name(base.ty));
                self.error(DiagCode::err_no_member, name.span, &[&text, &tn]);
                self.error_expr(span)
            }
        }
    }

    /// Function `i`'s parameters after its object, if it has one.
    pub(super) fn own_params(&self, i: usize) -> &[(TypeId, crate::ir::ParamMode)] {
        let f = &self.funcs[i];
        &f.params[usize::from(f.this.is_some())..]
    }

    /// A call of member functions `list` of `ty` without an object
    /// (`S::f(…)`, or `f(…)` in a static member function): only static
    /// ones can be called so.
    pub(super) fn call_static_member(
        &mut self,
        name: ast::Ident,
        ty: TypeId,
        args: &[ast::ExprId],
        span: Span,
    ) -> Typed {
        let checked: Vec<(Typed, Span)> = args
            .iter()
            .map(|&a| (self.check_expr(a), self.span_of(a)))
            .collect();
        let list = self.member_fn_list(ty, name.sym).unwrap_or_default();
        let statics: Vec<usize> = list
            .iter()
            .copied()
            .filter(|&i| self.funcs[i].this.is_none())
            .collect();
        if statics.is_empty() {
            let (text, tn) = (self.name(name), self.type_name(ty));
            self.error(
                DiagCode::err_member_call_without_object,
                name.span,
                &[&text, &tn],
            );
            return self.error_expr(span);
        }
        self.call_user(name, &statics, checked, span)
    }

    /// The member functions named `name` of struct type `ty`.
    pub(super) fn member_fn_list(&self, ty: TypeId, name: Symbol) -> Option<Vec<usize>> {
        self.member_fns.get(&(ty, name)).cloned()
    }

    /// Whether struct type `ty` has member functions or member function
    /// templates named `name`.
    pub(super) fn has_member_fn(&self, ty: TypeId, name: Symbol) -> bool {
        self.member_fns.contains_key(&(ty, name)) || self.member_templates.contains_key(&(ty, name))
    }

    /// `a op b` with a struct on the left that declares `operator op`.
    pub(super) fn call_operator(
        &mut self,
        op: &str,
        operands: Vec<(Typed, Span)>,
        span: Span,
    ) -> Option<Typed> {
        let ty = operands.first()?.0.ty;
        if !matches!(self.program.types.get(ty), TypeKind::Struct(_)) {
            return None;
        }
        let sym = self.unit.names.get(&format!("operator{op}"))?;
        let list = self.member_fn_list(ty, sym)?;
        let ident = ast::Ident { sym, span };
        Some(self.call_user(ident, &list, operands, span))
    }

    /// Inside a member function: `name` as a field or static member of the
    /// object.
    pub(super) fn implicit_member(&mut self, ident: ast::Ident) -> Option<Typed> {
        let owner = self.fx.as_ref()?.owner?;
        if let Some(g) = self.static_member(owner, ident.sym) {
            let ty = self.program.globals[g].ty;
            return Some(self.typed(ExprKind::Global(g), ty, ident.span));
        }
        let (local, this) = self.fx.as_ref()?.this?;
        let TypeKind::Struct(s) = *self.program.types.get(this.ty) else {
            return None;
        };
        let text = self.name(ident);
        self.program.structs[s]
            .fields
            .iter()
            .any(|f| f.name == text)
            .then(|| {
                let obj = self.typed(ExprKind::Local(local), this.ty, ident.span);
                self.check_member(obj, ident, ident.span)
            })
    }

    /// `S::name` of a static member (also inherited ones).
    pub(super) fn static_member(
        &self,
        mut ty: TypeId,
        name: Symbol,
    ) -> Option<crate::ir::GlobalId> {
        for _ in 0..64 {
            if let Some(&g) = self.statics.get(&(ty, name)) {
                return Some(g);
            }
            ty = *self.struct_bases.get(&ty)?;
        }
        None
    }

    /// The struct type a scope names (`S` in `S::kCount`, `NS::S`,
    /// `Outer::Inner`), also one a variable of its name hides.
    pub(super) fn scope_struct(&self, scope: &[ast::Ident]) -> Option<TypeId> {
        let (s, outer) = scope.split_last()?;
        if outer.is_empty() {
            if let Some(&t) = self.hidden_types.get(&s.sym) {
                return Some(t);
            }
        }
        let found = if outer.is_empty() {
            self.lookup(s.sym)
        } else if let Some(found) = self.lookup_qualified(outer, s.sym) {
            found
        } else {
            // `Outer::Inner`: a struct nested in a struct is declared
            // beside it (the parser's nested types), under its own name.
            let o = self.scope_struct(outer)?;
            let nested = &self.struct_decls.get(&o)?.nested;
            if !nested.iter().any(|n| n.sym == s.sym) {
                return None;
            }
            self.lookup(s.sym)
        };
        match found {
            Some(super::GlobalSym::Type(t))
                if matches!(self.program.types.get(*t), TypeKind::Struct(_)) =>
            {
                Some(*t)
            }
            _ => None,
        }
    }

    /// `sizeof(T)` and `sizeof expr` (not evaluated): the size in bytes of
    /// the type as a structured buffer lays it out (`sizeof(float3)` is
    /// 12, as in DXC), a `uint` constant.
    pub(super) fn check_sizeof(&mut self, arg: &ast::SizeOfArg, span: Span) -> Typed {
        let ty = match arg {
            ast::SizeOfArg::Type(t) => self.resolve_type(t),
            ast::SizeOfArg::Expr(e) => self.check_expr(*e).ty,
        };
        if self.program.types.is_error(ty) {
            return self.error_expr(span);
        }
        let Some(size) = self.size_of(ty) else {
            let tn = self.type_name(ty);
            self.error(DiagCode::err_sizeof_invalid, span, &[&tn]);
            return self.error_expr(span);
        };
        self.constant_expr(i128::from(size), crate::types::Types::UINT, span)
    }

    /// `sizeof(ty)` in bytes, as in a structured buffer; `None` for a type
    /// without a size (`void`, a resource, an unsized array, an error).
    pub(super) fn size_of(&self, ty: TypeId) -> Option<u32> {
        let sized = match *self.program.types.get(ty) {
            TypeKind::Void | TypeKind::Resource { .. } | TypeKind::Error => false,
            TypeKind::Array { len, .. } => len.is_some(),
            _ => true,
        };
        sized
            .then(|| crate::layout::structured(&self.program.types, &self.program.structs, ty).size)
    }

    /// `this`: the object inside a member function.
    pub(super) fn check_this(&mut self, span: Span) -> Typed {
        match self.fx.as_ref().and_then(|fx| fx.this) {
            Some((local, this)) => self.typed(ExprKind::Local(local), this.ty, span),
            None => {
                self.error(DiagCode::err_this_outside_member, span, &[]);
                self.error_expr(span)
            }
        }
    }

    /// Whether local `l` is the object of a member function that was
    /// classified as not assigning to it (a write there is reported).
    pub(super) fn is_readonly_this(&self, l: crate::ir::LocalId) -> bool {
        self.fx
            .as_ref()
            .and_then(|fx| fx.this)
            .is_some_and(|(local, this)| local == l && !this.mutating)
    }

    /// For each of `methods`, whether it assigns to the object: directly,
    /// or by calling one of `methods` that does (a fixpoint). Bodies of
    /// prototypes are looked up among the file's out-of-line definitions.
    pub(super) fn mutating_methods(
        &self,
        ty: TypeId,
        methods: &[&'a ast::FunctionDecl],
    ) -> Vec<bool> {
        let fields: FxHashSet<&str> = match self.program.types.get(ty) {
            TypeKind::Struct(s) => self.program.structs[*s]
                .fields
                .iter()
                .map(|f| f.name.as_str())
                .collect(),
            _ => FxHashSet::default(),
        };
        let bodies: Vec<Option<&'a ast::Block>> = methods.iter().map(|m| m.body.as_ref()).collect();
        let mut scan = Scan {
            checker: self,
            fields,
            mutating_names: FxHashSet::default(),
            methods: methods.iter().map(|m| m.name.sym).collect(),
        };
        let mut result = vec![false; methods.len()];
        loop {
            let mut changed = false;
            for (i, body) in bodies.iter().enumerate() {
                if !result[i] && body.is_some_and(|b| scan.block(b)) {
                    result[i] = true;
                    scan.mutating_names.insert(methods[i].name.sym);
                    changed = true;
                }
            }
            if !changed {
                return result;
            }
        }
    }

    /// The out-of-line definition (`T S::f(…) { … }`) of `owner`'s
    /// member function `m`, found by name and parameter count.
    fn out_of_line_def(
        &self,
        owner: &ast::StructDecl,
        m: &ast::FunctionDecl,
    ) -> Option<&'a ast::FunctionDecl> {
        self.unit.decls.iter().find_map(|d| match d {
            Decl::Function(f)
                if f.name.sym == m.name.sym
                    && matches!(f.scope.as_slice(), [s] if s.sym == owner.name.sym)
                    && f.params.len() == m.params.len()
                    && f.body.is_some() =>
            {
                Some(f)
            }
            _ => None,
        })
    }
}

/// The syntactic scan for writes to the object.
struct Scan<'c, 'a> {
    checker: &'c Checker<'a>,
    fields: FxHashSet<&'c str>,
    /// Member functions found to assign to the object so far.
    mutating_names: FxHashSet<Symbol>,
    /// All member functions' names (unqualified calls to others are calls
    /// on the object).
    methods: FxHashSet<Symbol>,
}

impl Scan<'_, '_> {
    fn block(&self, b: &ast::Block) -> bool {
        b.stmts.iter().any(|&s| self.stmt(s))
    }

    fn stmt(&self, s: ast::StmtId) -> bool {
        let unit = self.checker.unit;
        match &unit.stmts[s].kind {
            StmtKind::Expr(e) => self.expr(*e),
            StmtKind::Decl(vars) => vars.iter().any(|v| self.init(v.init.as_ref())),
            StmtKind::Block(b) => self.block(b),
            StmtKind::If {
                cond,
                then,
                otherwise,
            } => self.expr(*cond) || self.stmt(*then) || otherwise.is_some_and(|o| self.stmt(o)),
            StmtKind::For {
                init,
                cond,
                step,
                body,
            } => {
                init.is_some_and(|i| self.stmt(i))
                    || cond.is_some_and(|c| self.expr(c))
                    || step.is_some_and(|c| self.expr(c))
                    || self.stmt(*body)
            }
            StmtKind::While { cond, body } | StmtKind::DoWhile { body, cond } => {
                self.expr(*cond) || self.stmt(*body)
            }
            StmtKind::Switch { selector, body } => self.expr(*selector) || self.stmt(*body),
            StmtKind::Case(Some(e)) | StmtKind::Return(Some(e)) => self.expr(*e),
            _ => false,
        }
    }

    fn init(&self, i: Option<&ast::Initializer>) -> bool {
        match i {
            None => false,
            Some(ast::Initializer::Expr(e)) => self.expr(*e),
            Some(ast::Initializer::List { items, .. }) => items.iter().any(|i| self.init(Some(i))),
        }
    }

    fn expr(&self, e: ast::ExprId) -> bool {
        let unit = self.checker.unit;
        match &unit.exprs[e].kind {
            K::Assign { lhs, rhs, .. } => {
                self.is_object(*lhs) || self.expr(*lhs) || self.expr(*rhs)
            }
            K::IncDec { operand, .. } => self.is_object(*operand) || self.expr(*operand),
            K::Call { callee, args } => {
                let calls_mutating = match &unit.exprs[*callee].kind {
                    K::Name(n) => {
                        self.methods.contains(&n.sym) && self.mutating_names.contains(&n.sym)
                    }
                    K::Member { base, name } => {
                        matches!(unit.exprs[*base].kind, K::This)
                            && self.mutating_names.contains(&name.sym)
                    }
                    _ => false,
                };
                calls_mutating || self.expr(*callee) || args.iter().any(|&a| self.expr(a))
            }
            K::Unary { operand, .. } | K::Paren(operand) | K::Cast { operand, .. } => {
                self.expr(*operand)
            }
            K::Binary { lhs, rhs, .. } | K::Comma { lhs, rhs } => {
                self.expr(*lhs) || self.expr(*rhs)
            }
            K::Ternary {
                cond,
                then,
                otherwise,
            } => self.expr(*cond) || self.expr(*then) || self.expr(*otherwise),
            K::Construct { args, .. } => args.iter().any(|&a| self.expr(a)),
            K::Member { base, .. } | K::MemberTemplate { base, .. } => self.expr(*base),
            K::Index { base, index } => self.expr(*base) || self.expr(*index),
            _ => false,
        }
    }

    /// Whether a place is (part of) the object: rooted at `this` or at a
    /// field's name (a local of the same name counts too: conservative).
    fn is_object(&self, e: ast::ExprId) -> bool {
        let unit = self.checker.unit;
        match &unit.exprs[e].kind {
            K::This => true,
            K::Name(n) => self.fields.contains(unit.names.resolve(n.sym)),
            K::Member { base, .. } | K::Index { base, .. } | K::Paren(base) => {
                self.is_object(*base)
            }
            _ => false,
        }
    }
}
