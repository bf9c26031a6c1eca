//! DXC's inline SPIR-V types: `vk::SpirvType<opcode, size, alignment,
//! operands…>` and `vk::SpirvOpaqueType<opcode, operands…>`, whose
//! operands are types, `vk::integral_constant<T, v>` (a constant's id) and
//! `vk::Literal<vk::integral_constant<T, v>>` (a literal word). DXC's
//! `vk/spirv.h` builds its `WorkgroupSpirvPointer<T>` so.
//!
//! Each distinct spelling is one opaque type: it can be declared, copied,
//! passed and returned, and given to or taken from inline SPIR-V
//! instructions (`spirv_ops.rs`), and it has no members. No back end of
//! hlslc can write such a type, so resolving one records it in
//! [`crate::ir::Program::unsupported`] and lowering reports it there.

use super::{Checker, GlobalSym};
use crate::ir::StructDef;
use crate::types::{TypeId, TypeKind, Types};
use hlsl_base::{DiagCode, Span};
use hlsl_syntax::ast::{self, TemplateArg, TypeExprKind};

/// The names this module resolves in namespace `vk`.
pub(super) fn is_spirv_type_name(name: &str) -> bool {
    matches!(
        name,
        "SpirvType" | "SpirvOpaqueType" | "Literal" | "integral_constant"
    )
}

impl<'a> Checker<'a> {
    /// `vk::SpirvType<…>` or `vk::SpirvOpaqueType<…>`; `vk::Literal` and
    /// `vk::integral_constant` only name operands of those.
    pub(super) fn resolve_spirv_type(
        &mut self,
        name: &str,
        args: Option<&[TemplateArg]>,
        span: Span,
    ) -> TypeId {
        let full = format!("vk::{name}");
        let (opaque, words) = match name {
            "SpirvType" => (false, 3),
            "SpirvOpaqueType" => (true, 1),
            _ => {
                let what = format!("'{full}' outside the operands of an inline SPIR-V type");
                self.error(DiagCode::err_not_supported_yet, span, &[&what]);
                return Types::ERROR;
            }
        };
        let Some(args) = args.filter(|a| a.len() >= words) else {
            let why = if opaque {
                "expected an opcode and operands"
            } else {
                "expected an opcode, a size, an alignment and operands"
            };
            self.error(DiagCode::err_invalid_template_args, span, &[&full, &why]);
            return Types::ERROR;
        };
        let mut parts = Vec::with_capacity(args.len());
        for a in &args[..words] {
            let value = match a {
                TemplateArg::Expr(e) => self.const_value(*e, None),
                TemplateArg::Type(_) => None,
            };
            let Some(value) = value.filter(|v| u32::try_from(*v).is_ok()) else {
                let why = "expected an integer constant for the opcode, size and alignment";
                self.error(DiagCode::err_invalid_template_args, span, &[&full, &why]);
                return Types::ERROR;
            };
            parts.push(value.to_string());
        }
        for a in &args[words..] {
            match self.spirv_operand(a) {
                Some(text) => parts.push(text),
                None => {
                    let why = "expected a type, 'vk::integral_constant' or 'vk::Literal' operand";
                    self.error(DiagCode::err_invalid_template_args, span, &[&full, &why]);
                    return Types::ERROR;
                }
            }
        }
        let text = format!("{full}<{}>", parts.join(", "));
        if let Some(&ty) = self.spirv_types.get(&text) {
            return ty;
        }
        let id = self.program.structs.alloc(StructDef {
            name: text.clone(),
            fields: Vec::new(),
            span,
        });
        let ty = self.types().intern(TypeKind::Struct(id));
        self.spirv_types.insert(text, ty);
        let what = format!("the inline SPIR-V type '{full}'");
        self.program.unsupported.push((what, span));
        ty
    }

    /// Whether `ty` is an inline SPIR-V type (or an array of them).
    pub(super) fn is_spirv_type(&self, ty: TypeId) -> bool {
        match self.program.types.get(ty) {
            TypeKind::Array { elem, .. } => self.is_spirv_type(*elem),
            TypeKind::Struct(_) => self.spirv_types.values().any(|&t| t == ty),
            _ => false,
        }
    }

    /// One operand of an inline SPIR-V type, as text for the type's name
    /// (`None` if it is not one).
    fn spirv_operand(&mut self, a: &TemplateArg) -> Option<String> {
        let t = match a {
            TemplateArg::Type(t) => t,
            TemplateArg::Expr(e) => {
                // A name the parser did not know as a type.
                if let ast::ExprKind::Name(n) = self.unit.exprs[*e].kind {
                    if let Some(GlobalSym::Type(t)) = self.lookup(n.sym) {
                        let t = *t;
                        return Some(self.type_name(t));
                    }
                    if let Some(super::templates::Binding::Type(t)) = self.template_binding(n.sym) {
                        return Some(self.type_name(t));
                    }
                }
                return None;
            }
        };
        if let TypeExprKind::Named {
            scope,
            name,
            args: Some(args),
        } = &t.kind
        {
            if matches!(&scope[..], [ns] if self.name(*ns) == "vk") {
                match self.name(*name) {
                    "Literal" => {
                        return match &args[..] {
                            [TemplateArg::Type(inner)] => self
                                .integral_constant(inner)
                                .map(|c| format!("vk::Literal<{c}>")),
                            _ => None,
                        };
                    }
                    "integral_constant" => return self.integral_constant(t),
                    _ => {}
                }
            }
        }
        let ty = self.resolve_type(t);
        (!self.program.types.is_error(ty)).then(|| self.type_name(ty))
    }

    /// `vk::integral_constant<T, v>`: a scalar type and a constant of it.
    fn integral_constant(&mut self, t: &ast::TypeExpr) -> Option<String> {
        let TypeExprKind::Named {
            scope,
            name,
            args: Some(args),
        } = &t.kind
        else {
            return None;
        };
        let vk = matches!(&scope[..], [ns] if self.name(*ns) == "vk");
        if !vk || self.name(*name) != "integral_constant" {
            return None;
        }
        let [TemplateArg::Type(ty), TemplateArg::Expr(v)] = &args[..] else {
            return None;
        };
        let ty = self.resolve_type(ty);
        if !matches!(self.program.types.get(ty), TypeKind::Scalar(_)) {
            return None;
        }
        let v = self.const_value(*v, None)?;
        Some(format!(
            "vk::integral_constant<{}, {v}>",
            self.type_name(ty)
        ))
    }
}
