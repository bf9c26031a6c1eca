//! `[[vk::location(N)]]` and `[[vk::builtin("…")]]` on a stage input or
//! output (a parameter, a struct field, or a function for its return
//! value): read into the declaration's [`Semantic`], and checked against
//! the type and the signature point as DXC checks them (its words).

use super::Checker;
use crate::ir::{Semantic, VkBuiltIn, VkIo};
use crate::signature::SigPoint;
use crate::types::{ScalarKind, TypeId, TypeKind};
use hlsl_base::{DiagCode, Span};
use hlsl_syntax::ast::{self, Annotation};

impl Checker<'_> {
    /// The semantic among `annotations`, with what `attrs` say about its
    /// Vulkan location or built-in.
    pub(super) fn semantic_with_vk(
        &mut self,
        annotations: &[Annotation],
        attrs: &[ast::Attribute],
    ) -> Option<Semantic> {
        let mut sem = self.semantic_of(annotations);
        let (mut location, mut builtin) = (None, None);
        for a in attrs {
            match self.name(a.name) {
                "vk::location" => location = self.vk_location(a).map(|n| (n, a.span)),
                "vk::builtin" => builtin = self.vk_builtin(a).map(|b| (b, a.span)),
                _ => {}
            }
        }
        let vulkan = match (location, builtin) {
            (Some(_), Some((_, span))) => {
                self.error(DiagCode::err_vk_builtin_and_location, span, &[]);
                None
            }
            (Some((n, span)), None) => Some((VkIo::Location(n), span)),
            (None, Some((b, span))) => Some((VkIo::BuiltIn(b), span)),
            (None, None) => None,
        };
        if let Some(s) = sem.as_mut() {
            s.vulkan = vulkan;
        }
        sem
    }

    /// `(N)`: an integer constant that fits a location.
    fn vk_location(&mut self, a: &ast::Attribute) -> Option<u32> {
        let n = match a.args.as_slice() {
            [e] => self.const_int(*e).and_then(|n| u32::try_from(n).ok()),
            _ => None,
        };
        if n.is_none() {
            let what = "expects one non-negative integer constant";
            self.error(
                DiagCode::err_attribute_args,
                a.span,
                &[&"vk::location", &what],
            );
        }
        n
    }

    /// `("Name")`: one of the built-ins DXC knows.
    fn vk_builtin(&mut self, a: &ast::Attribute) -> Option<VkBuiltIn> {
        let text = match a.args.as_slice() {
            [e] => match self.unit.exprs[*e].kind {
                ast::ExprKind::StringLit(s) => Some(self.unit.names.resolve(s).to_string()),
                ast::ExprKind::Error => return None,
                _ => None,
            },
            _ => None,
        };
        let found = text
            .as_deref()
            .and_then(|t| VkBuiltIn::ALL.into_iter().find(|b| b.name() == t));
        if found.is_none() {
            let list: Vec<&str> = VkBuiltIn::ALL.iter().map(|b| b.name()).collect();
            self.error(
                DiagCode::err_hlsl_attribute_expects_string_literal_from_list,
                a.span,
                &[&"'vk::builtin'", &list.join(",")],
            );
        }
        found
    }

    /// A `[[vk::builtin]]` on a value of type `ty` at `point`: DXC's type
    /// and signature point rules.
    pub(super) fn check_vk_builtin(
        &mut self,
        b: VkBuiltIn,
        span: Span,
        ty: TypeId,
        point: SigPoint,
    ) -> bool {
        use SigPoint::*;
        let scalar = match *self.program.types.get(ty) {
            TypeKind::Scalar(s) => Some(s),
            _ => None,
        };
        let name = b.name();
        let (type_ok, type_words) = match b {
            VkBuiltIn::PointSize => (
                scalar.is_some_and(|s| s.kind == ScalarKind::Float && s.width == 4),
                "float type",
            ),
            VkBuiltIn::HelperInvocation => (
                scalar.is_some_and(|s| s.kind == ScalarKind::Bool),
                "boolean type",
            ),
            VkBuiltIn::BaseVertex
            | VkBuiltIn::BaseInstance
            | VkBuiltIn::DrawIndex
            | VkBuiltIn::DeviceIndex => (
                scalar.is_some_and(|s| {
                    matches!(s.kind, ScalarKind::Sint | ScalarKind::Uint) && s.width == 4
                }),
                "32-bit scalar integer type",
            ),
            VkBuiltIn::ViewportMaskNV => (
                matches!(*self.program.types.get(ty), TypeKind::Array { elem, .. }
                    if matches!(*self.program.types.get(elem), TypeKind::Scalar(s)
                        if s.kind == ScalarKind::Sint && s.width == 4)),
                "array of integer type",
            ),
        };
        let mut ok = true;
        if !type_ok {
            let what = format!("{name} builtin must be of {type_words}");
            self.error(DiagCode::err_vk_builtin_invalid, span, &[&what]);
            ok = false;
        }
        let where_ok = match b {
            VkBuiltIn::PointSize => matches!(
                point,
                VsOut | HsCpIn | HsCpOut | DsCpIn | DsOut | GsVIn | GsOut
            ),
            VkBuiltIn::HelperInvocation => point == PsIn,
            VkBuiltIn::BaseVertex | VkBuiltIn::BaseInstance | VkBuiltIn::DrawIndex => point == VsIn,
            VkBuiltIn::DeviceIndex => !point.is_output(),
            // Only mesh shaders' per-primitive outputs, which hlslc has not.
            VkBuiltIn::ViewportMaskNV => false,
        };
        if !where_ok {
            let what = match b {
                VkBuiltIn::HelperInvocation => {
                    format!("{name} builtin can only be used as pixel shader input")
                }
                VkBuiltIn::DeviceIndex => {
                    format!("{name} builtin can only be used as shader input")
                }
                _ => format!("{name} builtin cannot be used as {}", point.dxc_name()),
            };
            self.error(DiagCode::err_vk_builtin_invalid, span, &[&what]);
            ok = false;
        }
        ok
    }
}
