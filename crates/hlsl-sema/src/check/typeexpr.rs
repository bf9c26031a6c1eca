//! Resolving types as written ([`ast::TypeExpr`]) to interned [`TypeId`]s.

use super::names::{builtin_type, template_scalar, BuiltinName};
use super::{Checker, GlobalSym};
use crate::types::{ResourceKind, TypeId, TypeKind, Types};
use hlsl_base::{DiagCode, Span};
use hlsl_syntax::ast::{self, TemplateArg, TypeExprKind};

impl<'a> Checker<'a> {
    /// The type a type expression names; [`Types::ERROR`] after reporting.
    pub(super) fn resolve_type(&mut self, te: &ast::TypeExpr) -> TypeId {
        match &te.kind {
            TypeExprKind::Void => Types::VOID,
            TypeExprKind::Error => Types::ERROR,
            TypeExprKind::Named { scope, name, args } if !scope.is_empty() => {
                self.resolve_qualified(scope, *name, args.as_deref(), te.span)
            }
            TypeExprKind::Named { name, args, .. } => {
                let ty = self.resolve_named(*name, args.as_deref(), te.span);
                self.note_type(name.span, ty);
                ty
            }
            // The element's value type; normalisation only changes how a
            // typed resource stores it.
            TypeExprKind::Normalized { inner, .. } => self.resolve_type(inner),
            TypeExprKind::Oriented {
                column_major,
                inner,
            } => {
                let ty = self.resolve_type(inner);
                self.oriented(ty, *column_major)
            }
            TypeExprKind::Array { inner, dims } => {
                let elem = self.resolve_type(inner);
                self.apply_array_dims(elem, dims)
            }
        }
    }

    fn resolve_named(
        &mut self,
        name: ast::Ident,
        args: Option<&[TemplateArg]>,
        span: hlsl_base::Span,
    ) -> TypeId {
        let text = self.name(name);
        if let Some(b) = self.template_binding(name.sym) {
            return match b {
                super::templates::Binding::Type(t) if args.is_none() => t,
                _ => {
                    self.error(DiagCode::err_not_a_type, name.span, &[&text]);
                    Types::ERROR
                }
            };
        }
        if !self.declare_on_demand(name, true) {
            return Types::ERROR;
        }
        if self.interfaces.contains_key(&name.sym) {
            self.check_declared_before(name);
            self.error(DiagCode::err_interface_as_type, name.span, &[&text]);
            return Types::ERROR;
        }
        if let Some(decl) = self.struct_templates.get(&name.sym).copied() {
            self.check_declared_before(name);
            return self.instantiate_struct(decl, args, span);
        }
        if let Some((params, ty, ns)) = self.alias_templates.get(&name.sym).copied() {
            self.check_declared_before(name);
            return self.instantiate_alias(name, (params, ty, ns), args, span);
        }
        if self.struct_specializations.contains_key(&name.sym) {
            // Only declared (`template <class T> struct S;`) and
            // specialized.
            return self.instantiate_declared_only(name, args, span);
        }
        if args.is_none() {
            if let Some(b) = builtin_type(text, self.opts.enable_16bit_types) {
                return match b {
                    BuiltinName::Scalar(s) => self.types().scalar(s),
                    BuiltinName::Vector(s, n) => self.types().vector(s, n),
                    BuiltinName::Matrix(s, r, c) => self.types().intern(TypeKind::Matrix {
                        scalar: s,
                        rows: r,
                        cols: c,
                        column_major: false,
                    }),
                };
            }
        }
        match text {
            "vector" | "matrix" => return self.resolve_vector_matrix(text, args, span),
            _ => {}
        }
        // `sampler` and the DX9 names `sampler1D` … `samplerCUBE` are
        // DXC's names for `SamplerState` (DX9's combined texture-sampler
        // meaning, `tex2D(s, uv)`, is not HLSL 6: no `tex*` intrinsic).
        let text = if matches!(
            text,
            "sampler" | "sampler1D" | "sampler2D" | "sampler3D" | "samplerCUBE"
        ) {
            "SamplerState"
        } else {
            text
        };
        if let Some(kind) = ResourceKind::from_name(text) {
            return self.resolve_resource(kind, args, span);
        }
        // DXC's rasterizer-ordered views are its RW resources whose
        // accesses pixel shaders make in primitive order (fragment shader
        // interlock in SPIR-V). They check as those RW resources; no back
        // end of hlslc can write the ordering, so lowering reports them.
        if let Some(rw) = text.strip_prefix("RasterizerOrdered") {
            if let Some(kind) = ResourceKind::from_name(&format!("RW{rw}")) {
                let what = format!("the rasterizer-ordered resource type '{text}'");
                self.program.unsupported.push((what, span));
                let ty = self.resolve_resource(kind, args, span);
                // DXC (-spirv) checks a typed view's texels where it is
                // declared: nothing uses them here to check them later.
                if let TypeKind::Resource { elem, .. } = *self.program.types.get(ty) {
                    let typed =
                        !matches!(kind, ResourceKind::RWStructuredBuffer) && elem != Types::VOID;
                    let texel = matches!(
                        self.program.types.get(elem),
                        TypeKind::Scalar(_) | TypeKind::Vector(..)
                    );
                    if typed && !texel {
                        let why =
                            "elements of typed buffers and textures must be scalars or vectors";
                        self.error(DiagCode::err_invalid_template_args, span, &[&text, &why]);
                        return Types::ERROR;
                    }
                }
                return ty;
            }
        }
        let found = match self.lookup(name.sym).cloned() {
            Some(GlobalSym::Var(_)) if self.hidden_types.contains_key(&name.sym) => {
                Some(GlobalSym::Type(self.hidden_types[&name.sym]))
            }
            found => found,
        };
        if found.is_some() {
            self.check_declared_before(name);
        } else if args.is_none() {
            let text = self.name(name).to_string();
            if let Some(ty) = self.builtin_struct(&text, span) {
                return ty;
            }
        }
        self.named_type(found.as_ref(), name, args, span)
    }

    /// `NS::T` (or a type nested in a struct, not supported yet).
    fn resolve_qualified(
        &mut self,
        scope: &[ast::Ident],
        name: ast::Ident,
        args: Option<&[TemplateArg]>,
        span: hlsl_base::Span,
    ) -> TypeId {
        // DXC's built-in Vulkan types (`vk::SampledTexture2D<T>`).
        if let [ns] = scope {
            if self.name(*ns) == "vk" {
                let full = format!("vk::{}", self.name(name));
                if let Some(kind) = ResourceKind::from_name(&full) {
                    return self.resolve_resource(kind, args, span);
                }
                let short = self.name(name);
                if super::spirv_types::is_spirv_type_name(short) && self.is_vk_builtin(scope, name)
                {
                    return self.resolve_spirv_type(short, args, span);
                }
                // `vk::ext_result_id<T>`: a `T` that DXC keeps as the
                // result id of an inline SPIR-V instruction; its value is
                // the `T`, and the instructions are lowering's to report.
                if full == "vk::ext_result_id" && self.is_implicit_vk(scope) {
                    if let Some([TemplateArg::Type(t)]) = args {
                        return self.resolve_type(t);
                    }
                    let text = "vk::ext_result_id";
                    self.error(
                        DiagCode::err_invalid_template_args,
                        span,
                        &[&text, &"expected one type"],
                    );
                    return Types::ERROR;
                }
            }
        }
        let template = self.struct_templates.contains_key(&name.sym)
            || self.struct_specializations.contains_key(&name.sym)
            || self.alias_templates.contains_key(&name.sym);
        if template && self.namespace_path(scope).is_some() {
            // Templates are found by their unqualified names
            // (`namespaces.rs`).
            return self.resolve_named(name, args, span);
        }
        match self.lookup_qualified(scope, name.sym) {
            Some(found) => {
                let found = found.cloned();
                self.named_type(found.as_ref(), name, args, span)
            }
            None if self.scope_struct(scope).is_some() => self.nested_type(scope, name, args, span),
            None => {
                self.unknown_namespace(scope, span);
                Types::ERROR
            }
        }
    }

    /// `Outer::Inner`: a type declared in struct `Outer`'s body (the parser
    /// keeps it beside the struct, so it resolves by its own name).
    fn nested_type(
        &mut self,
        scope: &[ast::Ident],
        name: ast::Ident,
        args: Option<&[TemplateArg]>,
        span: hlsl_base::Span,
    ) -> TypeId {
        let outer = self
            .scope_struct(scope)
            .and_then(|t| self.struct_decls.get(&t));
        if outer.is_some_and(|s| s.nested.iter().any(|n| n.sym == name.sym)) {
            return self.resolve_named(name, args, span);
        }
        let (text, outer) = (self.name(name), self.path_text(scope));
        self.error(DiagCode::err_no_member, name.span, &[&text, &outer]);
        Types::ERROR
    }

    /// The type a global name denotes.
    fn named_type(
        &mut self,
        found: Option<&GlobalSym>,
        name: ast::Ident,
        args: Option<&[TemplateArg]>,
        span: hlsl_base::Span,
    ) -> TypeId {
        let text = self.name(name);
        match found {
            Some(GlobalSym::Type(t)) => {
                if args.is_some() {
                    self.error(
                        DiagCode::err_invalid_template_args,
                        span,
                        &[&text, &"it is not a template"],
                    );
                    return Types::ERROR;
                }
                *t
            }
            Some(_) => {
                self.error(DiagCode::err_not_a_type, name.span, &[&text]);
                Types::ERROR
            }
            None => {
                self.error(DiagCode::err_unknown_type, name.span, &[&text]);
                Types::ERROR
            }
        }
    }

    fn resolve_vector_matrix(
        &mut self,
        which: &str,
        args: Option<&[TemplateArg]>,
        span: hlsl_base::Span,
    ) -> TypeId {
        let is_vector = which == "vector";
        // `vector` alone is float4; `matrix` alone is float4x4.
        let Some(args) = args else {
            let f = crate::types::Scalar::F32;
            return if is_vector {
                self.types().vector(f, 4)
            } else {
                self.types().intern(TypeKind::Matrix {
                    scalar: f,
                    rows: 4,
                    cols: 4,
                    column_major: false,
                })
            };
        };
        // A template argument the parser could not read was diagnosed there.
        let unreadable = args.iter().any(|a| match a {
            TemplateArg::Type(t) => t.kind == TypeExprKind::Error,
            TemplateArg::Expr(e) => matches!(self.unit.exprs[*e].kind, ast::ExprKind::Error),
        });
        if unreadable {
            return Types::ERROR;
        }
        let want = if is_vector { 2 } else { 3 };
        let usage = if is_vector {
            "expected <scalar type, size>"
        } else {
            "expected <scalar type, rows, columns>"
        };
        if args.len() != want {
            self.error(DiagCode::err_invalid_template_args, span, &[&which, &usage]);
            return Types::ERROR;
        }
        let scalar = match &args[0] {
            TemplateArg::Type(t) => match &t.kind {
                TypeExprKind::Named {
                    name, args: None, ..
                } if self.template_binding(name.sym).is_none()
                    && template_scalar(self.name(*name), self.opts.enable_16bit_types)
                        .is_some() =>
                {
                    template_scalar(self.name(*name), self.opts.enable_16bit_types)
                }
                // A typedef or template parameter naming a scalar type.
                _ => {
                    let ty = self.resolve_type(t);
                    if self.program.types.is_error(ty) {
                        return Types::ERROR;
                    }
                    match *self.program.types.get(ty) {
                        TypeKind::Scalar(s) => Some(s),
                        _ => None,
                    }
                }
            },
            TemplateArg::Expr(e) => match self.name_type_arg(*e) {
                Some(ty) if self.program.types.is_error(ty) => return Types::ERROR,
                Some(ty) => match *self.program.types.get(ty) {
                    TypeKind::Scalar(s) => Some(s),
                    _ => None,
                },
                None => None,
            },
        };
        let mut dims = Vec::new();
        for a in &args[1..] {
            let n = match a {
                TemplateArg::Expr(e) => self.const_int(*e),
                TemplateArg::Type(_) => None,
            };
            match n {
                Some(n @ 1..=4) => dims.push(n as u8),
                _ => {
                    self.error(
                        DiagCode::err_invalid_template_args,
                        span,
                        &[&which, &"sizes must be 1 to 4"],
                    );
                    return Types::ERROR;
                }
            }
        }
        let Some(scalar) = scalar else {
            self.error(DiagCode::err_invalid_template_args, span, &[&which, &usage]);
            return Types::ERROR;
        };
        if is_vector {
            self.types().vector(scalar, dims[0])
        } else {
            self.types().intern(TypeKind::Matrix {
                scalar,
                rows: dims[0],
                cols: dims[1],
                column_major: false,
            })
        }
    }

    fn resolve_resource(
        &mut self,
        mut kind: ResourceKind,
        args: Option<&[TemplateArg]>,
        span: hlsl_base::Span,
    ) -> TypeId {
        // `move`: the patches' counts update `kind` below.
        let bad_args = move |this: &mut Self, why: &str| {
            this.error(
                DiagCode::err_invalid_template_args,
                span,
                &[&kind.name(), &why],
            );
            Types::ERROR
        };
        let elem = match (kind.element_arg(), args) {
            (_, Some(args)) if args.iter().any(|a| self.unreadable_arg(a)) => return Types::ERROR,
            (None, None) => Types::VOID,
            (None, Some([TemplateArg::Expr(e)])) if matches!(kind, ResourceKind::RayQuery(_)) => {
                return match self.const_int(*e).and_then(|n| u32::try_from(n).ok()) {
                    Some(flags) => self.types().intern(TypeKind::Resource {
                        kind: ResourceKind::RayQuery(flags),
                        elem: Types::VOID,
                    }),
                    None => bad_args(self, "expected constant ray flags"),
                };
            }
            (None, Some(_)) if matches!(kind, ResourceKind::RayQuery(_)) => {
                return bad_args(self, "expected constant ray flags");
            }
            (None, Some(_)) => return bad_args(self, "it is not a template"),
            (Some(false), None | Some([])) => Types::VOID,
            (Some(_), Some([TemplateArg::Type(t)])) => self.resolve_type(t),
            (Some(_), Some([TemplateArg::Expr(e)])) => match self.name_type_arg(*e) {
                Some(ty) => ty,
                None => return bad_args(self, "expected one element type"),
            },
            // `Texture2DMS<T, Samples>`: the sample count is a constant.
            (Some(_), Some([TemplateArg::Type(t), TemplateArg::Expr(n)]))
                if matches!(
                    kind.plain(),
                    ResourceKind::Texture2DMS | ResourceKind::Texture2DMSArray
                ) =>
            {
                if self.const_reported(*n) {
                    return Types::ERROR;
                }
                if self.const_int(*n).is_none() {
                    return bad_args(self, "the sample count must be an integer constant");
                }
                self.resolve_type(t)
            }
            // `InputPatch<T, N>` and `OutputPatch<T, N>` also give a count.
            (Some(_), Some([TemplateArg::Type(t), TemplateArg::Expr(n)]))
                if matches!(
                    kind,
                    ResourceKind::InputPatch(_) | ResourceKind::OutputPatch(_)
                ) =>
            {
                if self.const_reported(*n) {
                    return Types::ERROR;
                }
                let count = self.const_int(*n).and_then(|c| u32::try_from(c).ok());
                let (input, count) = match (kind, count) {
                    (ResourceKind::InputPatch(_), Some(c)) => (true, c),
                    (_, Some(c)) => (false, c),
                    _ => {
                        return bad_args(
                            self,
                            "the control point count must be an integer constant",
                        )
                    }
                };
                if count == 0 {
                    let code = if input {
                        DiagCode::err_hlsl_inputpatch_size
                    } else {
                        DiagCode::err_hlsl_outputpatch_size
                    };
                    self.error(code, span, &[]);
                    return Types::ERROR;
                }
                if count > 32 {
                    self.error(DiagCode::err_hlsl_controlpoints_size, span, &[&count]);
                    return Types::ERROR;
                }
                kind = if input {
                    ResourceKind::InputPatch(count)
                } else {
                    ResourceKind::OutputPatch(count)
                };
                self.resolve_type(t)
            }
            _ => return bad_args(self, "expected one element type"),
        };
        if elem == Types::VOID {
            return self.types().intern(TypeKind::Resource { kind, elem });
        }
        if self.program.types.is_error(elem) {
            return Types::ERROR;
        }
        // An element written `row_major T` keeps that orientation.
        let oriented = matches!(
            args,
            Some([
                TemplateArg::Type(ast::TypeExpr {
                    kind: TypeExprKind::Oriented { .. },
                    ..
                }),
                ..
            ])
        );
        let elem = if oriented {
            elem
        } else {
            self.in_memory(elem, None, span)
        };
        // DXC's own check for the Vulkan combined image samplers (the
        // plain textures' texel types are checked where they are used).
        if (kind.is_combined()
            || matches!(
                kind,
                ResourceKind::SubpassInput | ResourceKind::SubpassInputMS
            ))
            && !matches!(
                self.program.types.get(elem),
                TypeKind::Scalar(_) | TypeKind::Vector(..)
            )
        {
            let why = "elements of typed buffers and textures must be scalars or vectors";
            self.error(
                DiagCode::err_invalid_template_args,
                span,
                &[&kind.name(), &why],
            );
            return Types::ERROR;
        }
        match self.program.types.get(elem) {
            TypeKind::Scalar(_)
            | TypeKind::Vector(..)
            | TypeKind::Matrix { .. }
            | TypeKind::Struct(_) => {}
            TypeKind::Array { .. } => {}
            _ => {
                let elem_name = self.type_name(elem);
                let why = format!("'{elem_name}' cannot be an element type");
                self.error(
                    DiagCode::err_invalid_template_args,
                    span,
                    &[&kind.name(), &why],
                );
                return Types::ERROR;
            }
        }
        self.types().intern(TypeKind::Resource { kind, elem })
    }

    /// A template argument the parser read as an expression that is a
    /// bare name (`RWBuffer<Unknown>`): the type it names, or an error
    /// type after reporting an unknown name; `None` if it names a value.
    pub(super) fn name_type_arg(&mut self, e: ast::ExprId) -> Option<TypeId> {
        let ast::ExprKind::Name(name) = self.unit.exprs[e].kind else {
            return None;
        };
        if self.template_binding(name.sym).is_some() {
            return None;
        }
        if !self.declare_on_demand(name, false) {
            return Some(Types::ERROR);
        }
        match self.lookup(name.sym).cloned() {
            Some(GlobalSym::Type(t)) => {
                self.check_declared_before(name);
                Some(t)
            }
            Some(_) => None,
            None => {
                let text = self.name(name);
                self.error(DiagCode::err_unknown_type, name.span, &[&text]);
                Some(Types::ERROR)
            }
        }
    }

    /// A template argument the parser could not read (diagnosed there).
    fn unreadable_arg(&self, a: &TemplateArg) -> bool {
        match a {
            TemplateArg::Type(t) => t.kind == TypeExprKind::Error,
            TemplateArg::Expr(e) => matches!(self.unit.exprs[*e].kind, ast::ExprKind::Error),
        }
    }

    /// Evaluates a constant integer expression of the syntax tree (array
    /// sizes, template sizes, attribute arguments). Literals, unary minus,
    /// parentheses and basic arithmetic only, for now.
    pub(super) fn const_int(&mut self, e: ast::ExprId) -> Option<u64> {
        self.const_value(e, None)
            .and_then(|v| u64::try_from(v).ok())
    }

    /// `T x[] = {a, b, c}` takes its size from the initializer list: its
    /// items' scalar components, nested lists flattened, fill whole
    /// elements (`float2 a[] = {1, 2, 3, 4}` has 2), as in DXC. Any
    /// other unsized array outside a resource declaration is an error (as
    /// in Clang): only resource arrays may be unbounded.
    pub(super) fn size_array_from_initializer(
        &mut self,
        ty: TypeId,
        v: &'a ast::VarDecl,
    ) -> TypeId {
        let TypeKind::Array { elem, len: None } = *self.program.types.get(ty) else {
            return ty;
        };
        if let Some(ast::Initializer::List { items, .. }) = &v.init {
            let mut len = items.len() as u32;
            // The initializer is checked here only where it will be (a
            // local, a static global); its items are kept for that check.
            let global = self.fx.is_none();
            if !global || v.has_modifier(ast::Modifier::Static) {
                let (mut leaves, mut failed) = (Vec::new(), false);
                // A static's initializer (a function's static too) lives in
                // the globals' initializer body, where it is checked again.
                let before = self.in_global_init;
                self.in_global_init = global || v.has_modifier(ast::Modifier::Static);
                self.init_leaves(items, &mut leaves, &mut failed);
                self.in_global_init = before;
                let have = leaves
                    .iter()
                    .try_fold(0u32, |acc, l| acc.checked_add(self.component_count(l.ty)?));
                if let (false, Some(have), Some(per @ 1..)) =
                    (failed, have, self.component_count(elem))
                {
                    len = have.div_ceil(per).max(1);
                }
                self.sized_init = Some((items.as_ptr() as usize, leaves, failed));
            }
            let len = Some(len);
            return self.types().intern(TypeKind::Array { elem, len });
        }
        if matches!(self.program.types.get(elem), TypeKind::Resource { .. }) {
            return ty;
        }
        self.error(DiagCode::err_array_size_missing, v.name.span, &[]);
        Types::ERROR
    }

    /// Applies `[N]` suffixes (outermost first) to a type.
    pub(super) fn apply_array_dims(
        &mut self,
        mut ty: TypeId,
        dims: &[Option<ast::ExprId>],
    ) -> TypeId {
        for dim in dims.iter().rev() {
            if self.program.types.is_error(ty) {
                return ty;
            }
            let len = match dim {
                None => None,
                Some(e) => match self.const_value(*e, None) {
                    Some(n) if n <= 0 => {
                        self.error(
                            DiagCode::err_array_size_not_positive,
                            self.unit.exprs[*e].span,
                            &[],
                        );
                        return Types::ERROR;
                    }
                    Some(n) if n <= i128::from(u32::MAX) => Some(n as u32),
                    None if self.const_reported(*e) => return Types::ERROR,
                    _ => {
                        self.error(
                            DiagCode::err_array_size_not_constant,
                            self.unit.exprs[*e].span,
                            &[],
                        );
                        return Types::ERROR;
                    }
                },
            };
            ty = self.types().intern(TypeKind::Array { elem: ty, len });
            let at = dim.map_or(Span::DUMMY, |e| self.unit.exprs[e].span);
            if !self.within_type_limits(ty, at) {
                return Types::ERROR;
            }
        }
        ty
    }
}
