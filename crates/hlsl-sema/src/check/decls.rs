//! Top-level declarations: structs, typedefs, globals, constant buffers,
//! functions, and register bindings.

use super::registers::{DeclClass, Flags, Scope};
use super::{Checker, FnCx, FnEntry, GlobalSym};
use crate::ir::{
    Binding, CBuffer, Field, Function, Global, GlobalKind, Interpolation, Local, Param, ParamMode,
    RegisterClass, Semantic, StructDef,
};
use crate::types::{ScalarKind, TypeId, TypeKind, Types};
use hlsl_base::{DiagCode, Diagnostic, FxHashMap, Span};
use hlsl_syntax::ast::{self, Annotation, Decl, Modifier};

impl<'a> Checker<'a> {
    /// Templates came with HLSL 2021: before it (`-HV 2018`) DXC takes
    /// `template` for a reserved word, as it does every C++ keyword HLSL
    /// lacks. Reported once per declaration, at the keyword.
    fn templates_before_2021(&mut self, decl: &Decl) {
        if self.opts.hlsl_version >= 2021 {
            return;
        }
        let template = match decl {
            Decl::Struct(s) => s
                .template
                .as_ref()
                .or_else(|| s.methods.iter().find_map(|m| m.template.as_ref())),
            Decl::Function(f) => f.template.as_ref(),
            Decl::Using(ast::UsingDecl::Alias { template, .. }) => template.as_ref(),
            _ => None,
        };
        if let Some(t) = template {
            let keyword = Span::new(t.span.lo, t.span.lo + "template".len() as u32);
            self.error(DiagCode::err_hlsl_reserved_keyword, keyword, &[&"template"]);
        }
    }

    /// Operator overloading came with HLSL 2021: before it DXC refuses
    /// every `operator` member function, with its wording for the
    /// operators 2021 still refuses. Reported at the name.
    fn operators_before_2021(&mut self, decl: &Decl) {
        if self.opts.hlsl_version >= 2021 {
            return;
        }
        let methods: &[ast::FunctionDecl] = match decl {
            Decl::Struct(s) => &s.methods,
            _ => return,
        };
        for m in methods {
            let name = self.name(m.name).to_string();
            if name.starts_with("operator")
                && name[8..].starts_with(|c: char| !c.is_alphanumeric() && c != '_')
            {
                self.error(
                    DiagCode::err_hlsl_operator_overloading_before_2021,
                    m.name.span,
                    &[&name],
                );
            }
        }
    }

    /// Raises `decl` to `Declared` (`order.rs`): its names, types and
    /// signatures; function bodies are deferred to the next state.
    pub(super) fn declare(&mut self, decl: &'a Decl) {
        self.templates_before_2021(decl);
        self.operators_before_2021(decl);
        match decl {
            Decl::Struct(s) if s.kind == ast::AggregateKind::Interface => {
                // A set of member functions classes promise (`members.rs`),
                // not a type values can have.
                self.interfaces.insert(s.name.sym, s);
            }
            Decl::Struct(s) if s.specialization.is_some() => self.declare_specialization(s),
            Decl::Struct(s) if s.template.is_some() => {
                // Checked once per instance, on use (`templates.rs`).
                self.struct_templates.insert(s.name.sym, s);
            }
            Decl::Function(f) if f.template.is_some() => {
                self.fn_templates.entry(f.name.sym).or_default().push(f);
            }
            Decl::Struct(s) => self.check_struct(s),
            Decl::Typedef(t) => {
                let ty = self.resolve_type(&t.ty);
                let ty = self.apply_array_dims(ty, &t.array_dims);
                // Repeating a typedef of the same type is allowed, as in C++.
                if let Some(GlobalSym::Type(prev)) = self.table(self.ns).get(&t.name.sym) {
                    if *prev == ty {
                        return;
                    }
                }
                self.declare_global(t.name, GlobalSym::Type(ty));
            }
            Decl::Var(v) => self.check_global_var(v),
            Decl::CBuffer(cb) => self.check_cbuffer(cb),
            Decl::Function(f) if !f.scope.is_empty() => self.check_out_of_line(f),
            Decl::Function(f) => self.check_function(f),
            Decl::Enum(e) => self.check_enum(e),
            Decl::Namespace(n) => self.check_namespace_name(n),
            Decl::Using(u) => self.check_using(u),
            Decl::Error(_) => {}
        }
    }

    /// Adds a global name, reporting a redefinition.
    pub(super) fn declare_global(&mut self, ident: ast::Ident, sym: GlobalSym) -> bool {
        if let (Some(&GlobalSym::Type(t)), GlobalSym::Var(_)) =
            (self.table(self.ns).get(&ident.sym), &sym)
        {
            if matches!(self.program.types.get(t), TypeKind::Struct(_)) {
                // A variable named like a struct hides it (C++).
                self.hidden_types.insert(ident.sym, t);
                self.table_mut(self.ns).insert(ident.sym, sym);
                return true;
            }
        }
        if let Some(prev) = self.table(self.ns).get(&ident.sym) {
            let mut prev_span = match self.enums.get(&ident.sym) {
                Some(e) => e.span,
                None => self.global_span(prev),
            };
            if prev_span == Span::DUMMY {
                // A typedef: the first declaration of the name.
                if let Some(&(_, at)) = self
                    .order
                    .names
                    .get(&(self.ns, ident.sym))
                    .and_then(|v| v.first())
                {
                    prev_span = at;
                }
            }
            self.redefinition(self.name(ident), ident.span, prev_span);
            return false;
        }
        self.table_mut(self.ns).insert(ident.sym, sym);
        true
    }

    /// What the checker keeps of function `f` named `name` before its body
    /// is checked; `params` include the object of a member function
    /// (`this`).
    pub(super) fn fn_entry(
        &self,
        f: &ast::FunctionDecl,
        name: String,
        params: Vec<(TypeId, ParamMode)>,
        ret: TypeId,
        this: Option<super::ThisParam>,
    ) -> FnEntry {
        let own = f.params.iter().map(|p| self.name(p.name).to_string());
        FnEntry {
            name,
            params,
            param_names: this
                .map(|_| "this".to_string())
                .into_iter()
                .chain(own)
                .collect(),
            nointerpolation: this
                .map(|_| false)
                .into_iter()
                .chain(
                    f.params
                        .iter()
                        .map(|p| p.has_modifier(Modifier::NoInterpolation)),
                )
                .collect(),
            ret,
            function: None,
            attrs: f.attrs.clone(),
            span: f.name.span,
            calls: Vec::new(),
            this,
            defaults: param_defaults(f, this.is_some()),
            has_body: f.body.is_some(),
            stage_uses: Vec::new(),
            decl: self.current_decl(),
            owner: this.map(|t| t.ty),
            primitives: this
                .map(|_| None)
                .into_iter()
                .chain(f.params.iter().map(|p| {
                    p.modifiers
                        .iter()
                        .find(|(m, _)| m.primitive_vertices().is_some())
                        .copied()
                }))
                .collect(),
        }
    }

    /// `redefinition of 'name'` at `span`, noting the previous definition.
    pub(super) fn redefinition(&mut self, name: &str, span: Span, previous: Span) {
        let d = Diagnostic::new(DiagCode::err_redefinition, span, &[&name]).with_note(
            Diagnostic::new(DiagCode::note_previous_definition, previous, &[]),
        );
        self.push(d);
    }

    fn global_span(&self, sym: &GlobalSym) -> Span {
        match sym {
            GlobalSym::Var(g) => self.program.globals[*g].span,
            GlobalSym::Functions(f) => f.first().map_or(Span::DUMMY, |&i| self.funcs[i].span),
            GlobalSym::Const { span, .. } => *span,
            GlobalSym::Type(t) => match self.program.types.get(*t) {
                TypeKind::Struct(s) => self.program.structs[*s].span,
                _ => Span::DUMMY,
            },
        }
    }

    fn check_struct(&mut self, s: &'a ast::StructDecl) {
        let name = self.qualified(s.name);
        let id = self.program.structs.alloc(StructDef {
            name: name.clone(),
            fields: Vec::new(),
            span: s.name.span,
        });
        let ty = self.types().intern(TypeKind::Struct(id));
        if !self.declare_global(s.name, GlobalSym::Type(ty)) {
            return;
        }
        self.fill_struct(s, id, ty, &name);
    }

    /// A struct's fields and members, once its type exists (`name` is how
    /// messages and member functions name it: `Box<float>` for a template
    /// instance).
    pub(super) fn fill_struct(
        &mut self,
        s: &'a ast::StructDecl,
        id: crate::types::StructId,
        ty: TypeId,
        name: &str,
    ) {
        // `static const uint N = 4; float4 a[N];`: static members are
        // checked after the fields, but array sizes need their values now.
        let mut consts = FxHashMap::default();
        for f in s
            .fields
            .iter()
            .filter(|f| f.has_modifier(Modifier::Static) && f.has_modifier(Modifier::Const))
        {
            if let Some(ast::Initializer::Expr(e)) = f.init {
                self.struct_consts.push(consts.clone());
                let value = self.const_value(e, None);
                self.struct_consts.pop();
                if let Some(v) = value {
                    consts.insert(f.name.sym, v);
                }
            }
        }
        self.struct_consts.push(consts);
        self.declare_fields(s, id, ty, name);
        self.struct_consts.pop();
    }

    /// [`Self::fill_struct`]'s fields, base first.
    fn declare_fields(
        &mut self,
        s: &'a ast::StructDecl,
        id: crate::types::StructId,
        ty: TypeId,
        name: &str,
    ) {
        let base = self.base_fields(s);
        self.incomplete.insert(ty);
        let mut fields = Vec::new();
        let mut seen: FxHashMap<hlsl_base::Symbol, Span> = FxHashMap::default();
        let mut bits = Vec::new();
        let mut open_unit = None;
        if let Some(TypeKind::Struct(b)) = base.map(|b| self.program.types.get(b).clone()) {
            // The base's fields come first, as in DXC's layout.
            fields = self.program.structs[b].fields.clone();
            bits = self.bit_fields.get(&b).cloned().unwrap_or_default();
        }
        for f in s
            .fields
            .iter()
            .filter(|f| !f.has_modifier(Modifier::Static))
        {
            let fty = self.resolve_type(&f.ty);
            let fty = self.apply_array_dims(fty, &f.array_dims);
            let fty = self.complete_field_type(fty, f.ty.span);
            if fty == Types::VOID {
                self.error(
                    DiagCode::err_void_variable,
                    f.name.span,
                    &[&self.name(f.name)],
                );
            }
            if let Some(&prev) = seen.get(&f.name.sym) {
                self.redefinition(self.name(f.name), f.name.span, prev);
                continue;
            }
            seen.insert(f.name.sym, f.name.span);
            let width = f.annotations.iter().find_map(|a| match a {
                Annotation::BitField { width, span } => Some((*width, *span)),
                _ => None,
            });
            if let Some(width) = width {
                self.declare_bit_field(f, fty, width, &mut fields, &mut open_unit, &mut bits);
                continue;
            }
            open_unit = None;
            if self.coherent_decl(&f.modifiers, fty) {
                let span = modifier_span(&f.modifiers, Modifier::GloballyCoherent);
                let span = span.unwrap_or(f.name.span);
                let what = "a struct member";
                self.error(DiagCode::warn_globallycoherent_ignored, span, &[&what]);
            }
            let semantic = self.semantic_with_vk(&f.annotations, &f.attrs);
            self.reject_packoffset(&f.annotations);
            let type_name = self.type_name(fty);
            self.check_registers(&f.annotations, fty, &type_name, Scope::Member);
            fields.push(Field {
                name: self.name(f.name).to_string(),
                ty: self.in_memory(fty, Some(&f.modifiers), f.name.span),
                semantic,
                interpolation: interpolation_of(f),
                span: f.name.span,
            });
        }
        self.incomplete.remove(&ty);
        self.program.structs[id].fields = fields;
        if !bits.is_empty() {
            self.bit_fields.insert(id, bits);
        }
        self.measure_struct(id, ty, s.name.span);
        self.check_members(s, ty, base, name);
    }

    /// A field's type, or the error type if it is (an array of) a struct
    /// whose fields are still being checked: a struct containing itself,
    /// directly or through another.
    fn complete_field_type(&mut self, ty: TypeId, span: Span) -> TypeId {
        let mut elem = ty;
        while let TypeKind::Array { elem: e, .. } = *self.program.types.get(elem) {
            elem = e;
        }
        if !self.incomplete.contains(&elem) {
            return ty;
        }
        let name = self.type_name(elem);
        self.error(DiagCode::err_recursive_struct, span, &[&name]);
        Types::ERROR
    }

    /// The semantic among a declarator's annotations.
    pub(super) fn semantic_of(&mut self, annotations: &[Annotation]) -> Option<Semantic> {
        annotations.iter().find_map(|a| match a {
            Annotation::Semantic(i) => Some(parse_semantic(self.name(*i), i.span)),
            _ => None,
        })
    }

    fn reject_registers(&mut self, annotations: &[Annotation]) {
        for a in annotations {
            if let Annotation::Register { span, .. } | Annotation::PackOffset { span, .. } = a {
                self.error(
                    DiagCode::err_invalid_storage_class,
                    *span,
                    &[&"a register annotation"],
                );
            }
        }
    }

    fn reject_packoffset(&mut self, annotations: &[Annotation]) {
        for a in annotations {
            if let Annotation::PackOffset { span, .. } = a {
                self.error(DiagCode::err_invalid_storage_class, *span, &[&"packoffset"]);
            }
        }
    }

    fn check_global_var(&mut self, v: &'a ast::VarDecl) {
        self.check_global_var_as(v, None);
    }

    /// A global variable, or with `member_of` (`S`) a static member named
    /// `S::name` that is not a global name (`members.rs` records it).
    pub(super) fn check_global_var_as(
        &mut self,
        v: &'a ast::VarDecl,
        member_of: Option<&str>,
    ) -> Option<crate::ir::GlobalId> {
        let id = self.global_var_as(v, member_of)?;
        // A `static` resource is the global it aliases (`coherent.rs`).
        let ty = self.program.globals[id].ty;
        if self.coherent_decl(&v.modifiers, ty) {
            self.mark_coherent(id);
        }
        Some(id)
    }

    fn global_var_as(
        &mut self,
        v: &'a ast::VarDecl,
        member_of: Option<&str>,
    ) -> Option<crate::ir::GlobalId> {
        let ty = self.resolve_type(&v.ty);
        let ty = self.apply_array_dims(ty, &v.array_dims);
        let ty = self.size_array_from_initializer(ty, v);
        let ty = self.global_in_memory(ty, v);
        // `[[vk::push_constant]] S pc;` is a `ConstantBuffer<S>` laid out
        // as a push constant (`push_constants.rs`).
        let push_constant = match member_of {
            None => self.push_constant_type(v, ty),
            Some(_) => None,
        };
        let ty = push_constant.unwrap_or(ty);
        let name = match member_of {
            Some(s) => format!("{s}::{}", self.name(v.name)),
            None => self.qualified(v.name),
        };
        if ty == Types::VOID {
            self.error(DiagCode::err_void_variable, v.name.span, &[&name]);
        }
        let is_static = v.has_modifier(Modifier::Static);
        let is_const = v.has_modifier(Modifier::Const);
        // An input attachment is bound by the pipeline (DXC: "must be
        // externally visible").
        if is_static
            && matches!(
                self.program.types.get(ty),
                TypeKind::Resource {
                    kind: crate::types::ResourceKind::SubpassInput
                        | crate::types::ResourceKind::SubpassInputMS,
                    ..
                }
            )
        {
            self.error(
                DiagCode::err_invalid_storage_class,
                v.name.span,
                &[&"static"],
            );
        }
        // `Some(id)` for a `[[vk::constant_id]]` global, `Some(None)` for
        // one in error (`spec_constants.rs`).
        let spec = match self.constant_id_attr(v) {
            Some(a) if member_of.is_none() => self.spec_constant_decl(v, a, ty),
            _ => None,
        };
        let type_name = self.type_name(ty);
        let regs = self.check_registers(&v.annotations, ty, &type_name, Scope::Global);
        // `static Texture2D t = ResourceDescriptorHeap[i];`: a resource
        // from a descriptor heap (`descriptor_heaps.rs`), with no binding.
        if let (true, Some(ast::Initializer::Expr(e))) = (is_static, &v.init) {
            if let Some(element) = self.static_heap_resource(*e, ty) {
                let element = element?;
                if member_of.is_none() {
                    self.declare_global(v.name, GlobalSym::Var(element));
                }
                return Some(element);
            }
            if let Some(g) = self.static_resource_alias(*e, ty) {
                if member_of.is_none() {
                    self.declare_global(v.name, GlobalSym::Var(g));
                }
                return Some(g);
            }
        }
        let spec_id = spec.flatten();
        let kind = if spec.is_some() {
            // Read-only; never folded (`spec_constants.rs`).
            GlobalKind::Private { is_const: true }
        } else if let Some((class, range)) = self.resource_class_of(ty) {
            self.reject_non_register(&v.annotations);
            GlobalKind::Resource(Self::binding_from(&regs, class, range))
        } else if matches!(self.program.types.get(ty), TypeKind::Resource { .. }) {
            // An object that is not a resource (`RayQuery`) has no binding.
            GlobalKind::Private { is_const: false }
        } else if v.has_modifier(Modifier::Groupshared) {
            GlobalKind::Groupshared
        } else if !is_static && self.is_resource_struct(ty) {
            // Its members are hidden resource globals (`resource_structs.rs`).
            GlobalKind::Private { is_const: false }
        } else if is_static {
            GlobalKind::Private { is_const }
        } else if self.program.types.is_error(ty) {
            GlobalKind::Private { is_const: false }
        } else {
            // A plain global is a uniform: a member of the implicit
            // `$Globals` constant buffer, as in DXC.
            self.globals_cbuffer_member(ty, v.name.span)
        };
        if !matches!(kind, GlobalKind::Resource(_)) {
            self.reject_packoffset(&v.annotations);
        }
        // `register(cN)` places a uniform in `$Globals` (`offsets.rs`).
        let explicit_offset = match kind {
            GlobalKind::CBufferMember { .. } => Self::constant_register(&regs),
            _ => None,
        };
        let mut const_value = None;
        let builtin = self.inline_builtin(v);
        let init = match (&v.init, kind) {
            // A built-in input's value is the pipeline's (a mistake in
            // the attribute is reported once, there).
            (None, GlobalKind::Private { is_const: true }) if self.names_inline_builtin(v) => None,
            // Reported as a specialization constant's missing default.
            (None, _) if spec.is_some() => None,
            (None, GlobalKind::Private { is_const: true }) => {
                self.error(DiagCode::err_const_without_init, v.name.span, &[&name]);
                None
            }
            (None, _) => None,
            (Some(init), GlobalKind::Private { .. }) => {
                let reported = self.diags.len();
                self.in_global_init = true;
                let e = self.check_initializer(init, ty);
                self.in_global_init = false;
                if is_const && spec.is_none() {
                    const_value = self.fold_static_const(ty, e, reported);
                }
                Some(e)
            }
            (Some(init), GlobalKind::CBufferMember { .. }) => {
                // A uniform global: `$Globals` holds what the application
                // writes; DXC drops the initializer with this warning.
                let span = initializer_span(self, init);
                let name = self.name(v.name).to_string();
                self.error(DiagCode::warn_global_init_ignored, span, &[&name]);
                None
            }
            (Some(init), _) => {
                let span = initializer_span(self, init);
                self.error(
                    DiagCode::err_invalid_storage_class,
                    span,
                    &[&"an initializer"],
                );
                None
            }
        };
        let id = self.program.globals.alloc(Global {
            name,
            ty,
            kind,
            init,
            span: v.name.span,
        });
        if let GlobalKind::CBufferMember { cbuffer, .. } = kind {
            self.program.cbuffers[cbuffer].members.push(id);
        }
        if let (Some(n), Some(init)) = (spec_id, &v.init) {
            let span = initializer_span(self, init);
            self.record_spec_constant(id, n, span);
        }
        self.declare_buffer_view(id);
        if push_constant.is_some() {
            self.make_push_constant(id);
        }
        self.declare_resource_elements(id);
        if !is_static {
            self.declare_resource_struct(id);
        }
        if let Some(e) = explicit_offset {
            self.explicit_offsets.insert(id, e);
        }
        if let Some(value) = const_value {
            self.const_globals.insert(id, value);
        }
        if let Some(b) = builtin {
            self.inline_builtins.insert(id, b);
        }
        if member_of.is_none() {
            self.declare_global(v.name, GlobalSym::Var(id));
        }
        Some(id)
    }

    /// The value of a `static const` integer or `bool` global, for
    /// constant folding (array sizes, template arguments, `[numthreads]`):
    /// `Some(None)` if its initializer was in error (diagnostics past
    /// `reported`), so uses report nothing more; `None` if it is not an
    /// integer constant.
    fn fold_static_const(
        &mut self,
        ty: TypeId,
        init: crate::ir::ExprId,
        reported: usize,
    ) -> Option<Option<i128>> {
        let TypeKind::Scalar(scalar) = *self.program.types.get(ty) else {
            return None;
        };
        if scalar.kind == ScalarKind::Float {
            return None;
        }
        if self.diags.iter().skip(reported).any(Diagnostic::is_error) {
            return Some(None);
        }
        let v = self.ir_const_value(init, 0)?;
        // The value as the global's type holds it.
        let bits = u32::from(scalar.width) * 8;
        let v = match scalar.kind {
            ScalarKind::Bool => i128::from(v != 0),
            ScalarKind::Uint => v & ((1i128 << bits) - 1),
            _ => {
                let shift = 128 - bits;
                (v << shift) >> shift
            }
        };
        Some(Some(v))
    }

    /// The register class and register count of a resource or an array
    /// of resources (0 for an unbounded one); an unannotated one is bound later
    /// ([`Self::assign_implicit_bindings`]).
    pub(super) fn resource_class_of(&self, ty: TypeId) -> Option<(RegisterClass, u32)> {
        match *self.program.types.get(ty) {
            TypeKind::Resource { kind, .. } => kind.class().map(|c| (c, 1)),
            // An unbounded array (`t[]`) has range 0: every register from
            // its start on.
            TypeKind::Array { elem, len } => self
                .resource_class_of(elem)
                .map(|(c, n)| (c, len.map_or(0, |len| n.saturating_mul(len)))),
            _ => None,
        }
    }

    /// Semantics and `packoffset` on a resource or buffer.
    fn reject_non_register(&mut self, annotations: &[Annotation]) {
        for a in annotations {
            match a {
                Annotation::Semantic(i) => {
                    self.error(
                        DiagCode::err_invalid_storage_class,
                        i.span,
                        &[&"a semantic"],
                    );
                }
                Annotation::PackOffset { span, .. } => {
                    self.error(DiagCode::err_invalid_storage_class, *span, &[&"packoffset"]);
                }
                Annotation::Register { .. } | Annotation::BitField { .. } => {}
            }
        }
    }

    fn check_cbuffer(&mut self, cb: &'a ast::CBufferDecl) {
        let name = self.name(cb.name).to_string();
        // A cbuffer is a CBV (`b`), a tbuffer an SRV (`t`); the type named
        // in a message is the keyword.
        let (class, keyword) = if cb.is_tbuffer {
            (RegisterClass::T, "tbuffer")
        } else {
            (RegisterClass::B, "cbuffer")
        };
        self.reject_non_register(&cb.annotations);
        let regs = self.read_registers(&cb.annotations);
        let flags = Flags {
            class: DeclClass::Resource(class),
            default_globals: false,
            is_member: false,
        };
        self.diagnose_registers(&regs, flags, keyword);
        let binding = Self::binding_from(&regs, class, 1);
        let id = self.program.cbuffers.alloc(CBuffer {
            name,
            binding,
            members: Vec::new(),
            size: 0,
            span: cb.name.span,
            resource: None,
            packing: match cb.is_tbuffer {
                true => self.program.layout.tbuffer(),
                false => self.program.layout.cbuffer(),
            },
            push_constant: false,
        });
        let mut members = Vec::new();
        for m in &cb.members {
            let ty = self.resolve_type(&m.ty);
            let ty = self.apply_array_dims(ty, &m.array_dims);
            let ty = self.in_memory(ty, Some(&m.modifiers), m.name.span);
            let mname = self.name(m.name).to_string();
            if let Some(init) = &m.init {
                // DXC: the buffer's contents come from the application;
                // the initializer is dropped, with this warning.
                let span = initializer_span(self, init);
                let kind = if cb.is_tbuffer { "tbuffer" } else { "cbuffer" };
                self.error(DiagCode::warn_buffer_member_init_ignored, span, &[&kind]);
            }
            let type_name = self.type_name(ty);
            self.check_registers(&m.annotations, ty, &type_name, Scope::Buffer);
            // A resource is reported below; anything else is no UAV.
            if !matches!(self.program.types.get(ty), TypeKind::Resource { .. }) {
                self.coherent_decl(&m.modifiers, ty);
            }
            if matches!(self.program.types.get(ty), TypeKind::Resource { .. }) {
                self.error(
                    DiagCode::err_invalid_storage_class,
                    m.name.span,
                    &[&"a resource in a cbuffer"],
                );
            }
            if ty == Types::VOID {
                self.error(DiagCode::err_void_variable, m.name.span, &[&mname]);
            }
            let packoffset = self.read_packoffset(&m.annotations, ty);
            let index = members.len() as u32;
            let g = self.program.globals.alloc(Global {
                name: mname,
                ty,
                // The offset is set with the others' below.
                kind: GlobalKind::CBufferMember {
                    cbuffer: id,
                    index,
                    offset: 0,
                },
                init: None,
                span: m.name.span,
            });
            if let Some(e) = packoffset {
                self.explicit_offsets.insert(g, e);
            }
            members.push(g);
            self.declare_global(m.name, GlobalSym::Var(g));
        }
        self.program.cbuffers[id].members = members;
        let packed = |m: &ast::VarDecl| {
            m.annotations
                .iter()
                .any(|a| matches!(a, Annotation::PackOffset { .. }))
        };
        let mixed = cb.members.iter().any(packed) && !cb.members.iter().all(packed);
        self.layout_cbuffer_members(id, mixed);
    }

    /// Places a uniform global in `$Globals` (made on first use, bound like
    /// an unannotated cbuffer) and returns its kind.
    fn globals_cbuffer_member(&mut self, ty: TypeId, span: Span) -> GlobalKind {
        let existing = self
            .program
            .cbuffers
            .iter()
            .find(|(_, c)| c.name == "$Globals");
        let id = match existing {
            Some((id, _)) => id,
            None => self.program.cbuffers.alloc(CBuffer {
                name: "$Globals".to_string(),
                binding: Binding {
                    class: RegisterClass::B,
                    space: 0,
                    register: 0,
                    range: 1,
                    explicit: false,
                    index: 0,
                    order_id: None,
                },
                members: Vec::new(),
                size: 0,
                span,
                resource: None,
                packing: self.program.layout.cbuffer(),
                push_constant: false,
            }),
        };
        let (types, structs) = (&self.program.types, &self.program.structs);
        let packing = self.program.cbuffers[id].packing;
        let size = crate::layout::size_of(types, structs, ty, packing);
        let end = self.program.cbuffers[id].size;
        let at = crate::layout::place(types, structs, end, ty, packing);
        let cb = &mut self.program.cbuffers[id];
        let index = cb.members.len() as u32;
        // `size` is the end of the last member until the bindings are
        // assigned, when it is rounded up to whole rows.
        cb.size = at + size;
        GlobalKind::CBufferMember {
            cbuffer: id,
            index,
            offset: at,
        }
    }

    /// The return type and parameter types and modes of a function as
    /// written (without a member function's `this`).
    pub(super) fn signature_of(
        &mut self,
        f: &ast::FunctionDecl,
    ) -> (TypeId, Vec<(TypeId, ParamMode)>) {
        let ret = self.resolve_type(&f.ret);
        let ret = self.buffer_view_by_value(ret);
        let mut params = Vec::new();
        for p in &f.params {
            let ty = self.resolve_type(&p.ty);
            let ty = self.apply_array_dims(ty, &p.array_dims);
            if ty == Types::VOID {
                self.error(
                    DiagCode::err_void_variable,
                    p.name.span,
                    &[&self.name(p.name)],
                );
            }
            let mode = param_mode(p);
            let ty = match mode {
                ParamMode::In => self.buffer_view_by_value(ty),
                _ => ty,
            };
            params.push((ty, mode));
        }
        (ret, params)
    }

    pub(super) fn check_function(&mut self, f: &'a ast::FunctionDecl) {
        let (ret, params) = self.signature_of(f);
        let name = self.qualified(f.name);
        // An earlier prototype or definition with the same parameter types.
        let existing = match self.table(self.ns).get(&f.name.sym) {
            Some(GlobalSym::Functions(list)) => list.iter().copied().find(|&i| {
                self.funcs[i]
                    .params
                    .iter()
                    .map(|p| p.0)
                    .eq(params.iter().map(|p| p.0))
            }),
            Some(_) => {
                self.declare_global(f.name, GlobalSym::Functions(Vec::new()));
                return;
            }
            None => None,
        };
        let index = match existing {
            Some(i) => {
                if f.body.is_some() && self.funcs[i].has_body {
                    self.redefinition(&name, f.name.span, self.funcs[i].span);
                    return;
                }
                if f.body.is_some() {
                    self.funcs[i].has_body = true;
                    self.funcs[i].span = f.name.span;
                    self.funcs[i].attrs.extend(f.attrs.iter().cloned());
                }
                i
            }
            None => {
                let i = self.funcs.len();
                let entry = self.fn_entry(f, name.clone(), params.clone(), ret, None);
                self.funcs.push(entry);
                let ns = self.ns;
                match self.table_mut(ns).get_mut(&f.name.sym) {
                    Some(GlobalSym::Functions(list)) => list.push(i),
                    _ => {
                        self.table_mut(ns)
                            .insert(f.name.sym, GlobalSym::Functions(vec![i]));
                    }
                }
                i
            }
        };
        if f.body.is_some() {
            self.defer_body(index, f);
        }
    }

    /// Checks the body of `f`, the function `index` of `self.funcs`, whose
    /// parameters (after a member function's `this`) are `params`.
    pub(super) fn check_function_body(
        &mut self,
        index: usize,
        f: &'a ast::FunctionDecl,
        params: &[(TypeId, ParamMode)],
        ret: TypeId,
        name: String,
    ) {
        let Some(block) = &f.body else { return };
        if self.coherent_decl(&f.modifiers, ret) {
            let span = modifier_span(&f.modifiers, Modifier::GloballyCoherent);
            let span = span.unwrap_or(f.name.span);
            let what = "a function's return type";
            self.error(DiagCode::warn_globallycoherent_ignored, span, &[&what]);
        }
        self.fx = Some(FnCx {
            index,
            body: Default::default(),
            scopes: vec![FxHashMap::default()],
            const_locals: Default::default(),
            nointerp_locals: Default::default(),
            flat_params: Default::default(),
            coherent_locals: Default::default(),
            const_values: Default::default(),
            ret,
            loops: 0,
            switches: 0,
            this: None,
            owner: self.funcs[index].owner,
            static_locals: Default::default(),
            resource_sources: Default::default(),
            precise: modifier_span(&f.modifiers, Modifier::Precise),
            for_init: false,
        });
        let mut ir_params = Vec::new();
        if let Some(this) = self.funcs[index].this {
            let local = self.body().locals.alloc(Local {
                name: "this".to_string(),
                ty: this.ty,
                span: f.name.span,
            });
            if let Some(fx) = self.fx.as_mut() {
                fx.this = Some((local, this));
            }
            ir_params.push(Param {
                name: "this".to_string(),
                ty: this.ty,
                mode: if this.mutating {
                    ParamMode::InOut
                } else {
                    ParamMode::In
                },
                semantic: None,
                interpolation: None,
                local,
                span: f.name.span,
            });
        }
        for (p, &(ty, mode)) in f.params.iter().zip(params) {
            let pname = self.name(p.name).to_string();
            let local = self.body().locals.alloc(Local {
                name: pname.clone(),
                ty,
                span: p.name.span,
            });
            self.note_parameter(p.name.span);
            self.bind_local(p.name, local);
            if self.is_resource_local(local) {
                let coherent = self.coherent_decl(&p.modifiers, ty);
                self.declare_resource_param(local, mode, p.name.span, coherent);
            } else {
                self.coherent_decl(&p.modifiers, ty);
            }
            self.note_precise(&p.modifiers);
            if p.has_modifier(Modifier::Const) {
                self.fx.as_mut().map(|fx| fx.const_locals.insert(local));
            }
            let is_struct = matches!(self.program.types.get(ty), TypeKind::Struct(..));
            if p.has_modifier(Modifier::NoInterpolation) {
                self.fx.as_mut().map(|fx| fx.flat_params.insert(local));
            }
            if p.has_modifier(Modifier::NoInterpolation) || is_struct {
                self.fx.as_mut().map(|fx| fx.nointerp_locals.insert(local));
            }
            self.reject_registers(&p.annotations);
            match &p.init {
                // A default argument is checked against the parameter's
                // type here, and again in each call that uses it.
                Some(ast::Initializer::Expr(e)) => {
                    let t = self.value(*e);
                    let span = self.span_of(*e);
                    self.coerce(t, ty, span);
                }
                Some(init @ ast::Initializer::List { .. }) => {
                    let span = initializer_span(self, init);
                    let what = "an initializer list as a default argument";
                    self.error(DiagCode::err_not_supported_yet, span, &[&what]);
                }
                None => {}
            }
            ir_params.push(Param {
                name: pname,
                ty,
                mode,
                semantic: self.semantic_with_vk(&p.annotations, &p.attrs),
                interpolation: interpolation_of(p),
                local,
                span: p.name.span,
            });
        }
        self.hidden_resource_params(&mut ir_params);
        let ret_semantic = self.semantic_with_vk(&f.annotations, &f.attrs);
        self.reject_registers(&f.annotations);
        let block = self.check_block_in_scope(block);
        let fx = self.fx.take().expect("function context");
        self.funcs[index].function = Some(Function {
            name,
            params: ir_params,
            ret,
            ret_semantic,
            body: crate::ir::Body { block, ..fx.body },
            span: f.name.span,
            precise: fx.precise,
        });
    }

    /// Records the first `precise` of the function being checked.
    pub(super) fn note_precise(&mut self, modifiers: &[(Modifier, Span)]) {
        if let (Some(span), Some(fx)) = (
            modifier_span(modifiers, Modifier::Precise),
            self.fx.as_mut(),
        ) {
            fx.precise.get_or_insert(span);
        }
    }

    /// Brings a local into the innermost scope, reporting a redefinition in
    /// the same scope.
    pub(super) fn bind_local(&mut self, ident: ast::Ident, local: crate::ir::LocalId) {
        let name = self.name(ident);
        let fx = self.fx.as_mut().expect("in a function");
        let scope = fx.scopes.last_mut().expect("a scope");
        if let Some(&prev) = scope.get(&ident.sym) {
            if fx.for_init {
                // Before HLSL 2021 a `for` loop's declaration is one of the
                // enclosing scope: DXC takes it for a redeclaration whose
                // most recent declaration wins, and warns.
                scope.insert(ident.sym, local);
                self.error(DiagCode::warn_hlsl_for_redefinition, ident.span, &[&name]);
                return;
            }
            let prev_span = fx.body.locals[prev].span;
            self.redefinition(name, ident.span, prev_span);
            return;
        }
        scope.insert(ident.sym, local);
        self.note_local(ident.span, local);
    }
}

fn param_mode(p: &ast::VarDecl) -> ParamMode {
    let out = p.has_modifier(Modifier::Out);
    let inp = p.has_modifier(Modifier::In);
    if p.has_modifier(Modifier::InOut) || (out && inp) {
        ParamMode::InOut
    } else if out {
        ParamMode::Out
    } else {
        ParamMode::In
    }
}

/// The interpolation mode the modifiers make together (`noperspective
/// centroid` is both; `linear` is the perspective-correct default).
fn interpolation_of(v: &ast::VarDecl) -> Option<Interpolation> {
    let has = |want: Modifier| v.modifiers.iter().any(|&(m, _)| m == want);
    let no_perspective = has(Modifier::NoPerspective);
    Some(if has(Modifier::NoInterpolation) {
        Interpolation::NoInterpolation
    } else if has(Modifier::Sample) {
        if no_perspective {
            Interpolation::NoPerspectiveSample
        } else {
            Interpolation::Sample
        }
    } else if has(Modifier::Centroid) {
        if no_perspective {
            Interpolation::NoPerspectiveCentroid
        } else {
            Interpolation::Centroid
        }
    } else if no_perspective {
        Interpolation::NoPerspective
    } else if has(Modifier::Linear) {
        Interpolation::Linear
    } else {
        return None;
    })
}

/// Each parameter's default argument (after the object of a member
/// function, which has none).
fn param_defaults(f: &ast::FunctionDecl, has_this: bool) -> Vec<Option<ast::ExprId>> {
    let own = f.params.iter().map(|p| match &p.init {
        Some(ast::Initializer::Expr(e)) => Some(*e),
        _ => None,
    });
    has_this.then_some(None).into_iter().chain(own).collect()
}

fn initializer_span(c: &Checker<'_>, init: &ast::Initializer) -> Span {
    match init {
        ast::Initializer::Expr(e) => c.unit.exprs[*e].span,
        ast::Initializer::List { span, .. } => *span,
    }
}

/// Splits `TEXCOORD3` into name and index and recognises system values.
pub(super) fn parse_semantic(text: &str, span: Span) -> Semantic {
    use crate::ir::SystemValue as S;
    let upper = text.to_ascii_uppercase();
    let stem = upper.trim_end_matches(|c: char| c.is_ascii_digit());
    let index = upper[stem.len()..].parse().unwrap_or(0);
    let system = match stem {
        "SV_DISPATCHTHREADID" => Some(S::DispatchThreadId),
        "SV_GROUPTHREADID" => Some(S::GroupThreadId),
        "SV_GROUPID" => Some(S::GroupId),
        "SV_GROUPINDEX" => Some(S::GroupIndex),
        "SV_POSITION" => Some(S::Position),
        "SV_TARGET" => Some(S::Target),
        "SV_DEPTH" => Some(S::Depth),
        "SV_VERTEXID" => Some(S::VertexId),
        "SV_INSTANCEID" => Some(S::InstanceId),
        "SV_ISFRONTFACE" => Some(S::IsFrontFace),
        "SV_SAMPLEINDEX" => Some(S::SampleIndex),
        "SV_PRIMITIVEID" => Some(S::PrimitiveId),
        _ => None,
    };
    Semantic {
        name: stem.to_string(),
        index,
        system,
        span,
        written: text.to_string(),
        vulkan: None,
    }
}

/// Where `m` is written in `modifiers`, if it is.
fn modifier_span(modifiers: &[(Modifier, Span)], m: Modifier) -> Option<Span> {
    modifiers.iter().find(|&&(x, _)| x == m).map(|&(_, s)| s)
}
