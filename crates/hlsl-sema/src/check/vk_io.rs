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
        let (mut location, mut builtin, mut index) = (None, None, None);
        let mut decorated = None;
        for a in attrs {
            match self.name(a.name) {
                // Decoration 11 is BuiltIn.
                "vk::ext_decorate"
                    if a.args.first().and_then(|&e| self.const_int(e)) == Some(11) =>
                {
                    decorated = Some(a.span)
                }
                "vk::location" => location = self.vk_location(a).map(|n| (n, a.span)),
                "vk::index" => index = self.vk_index(a).map(|n| (n, a.span)),
                "vk::builtin" => builtin = self.vk_builtin(a).map(|b| (b, a.span)),
                _ => {}
            }
        }
        let vulkan = match (location, builtin) {
            (Some(_), Some((_, span))) => {
                self.error(DiagCode::err_vk_builtin_and_location, span, &[]);
                None
            }
            (Some((n, span)), None) => Some((VkIo::Location(n, index.map(|i| i.0)), span)),
            (None, Some((b, span))) => Some((VkIo::BuiltIn(b), span)),
            (None, None) => decorated.map(|span| (VkIo::DecoratedBuiltIn, span)),
        };
        if let (Some((_, span)), None) = (index, location) {
            self.error(DiagCode::err_vk_index_without_location, span, &[]);
        }
        // A built-in needs no semantic (glslang takes
        // `[[vk::builtin("PointSize")]] float main()`): it stands for one.
        if let (None, Some((VkIo::BuiltIn(b), span))) = (&sem, vulkan) {
            sem = Some(super::decls::parse_semantic(b.name(), span));
        }
        if let Some(s) = sem.as_mut() {
            s.vulkan = vulkan;
        }
        sem
    }

    /// `(N)`: an integer constant that fits a location.
    fn vk_location(&mut self, a: &ast::Attribute) -> Option<u32> {
        self.u32_attr_arg(a, "vk::location")
    }

    /// `[[vk::index(I)]]`: an integer constant.
    fn vk_index(&mut self, a: &ast::Attribute) -> Option<u32> {
        let n = match a.args.as_slice() {
            [e] => self.const_int(*e).and_then(|n| u32::try_from(n).ok()),
            _ => None,
        };
        if n.is_none() {
            let what = "expects one non-negative integer constant";
            self.error(DiagCode::err_attribute_args, a.span, &[&"vk::index", &what]);
        }
        n
    }

    /// A `[[vk::location(L), vk::index(I)]]` at `point`: dual-source
    /// blending, DXC's rules and words.
    pub(super) fn check_vk_index(
        &mut self,
        location: u32,
        index: u32,
        span: Span,
        point: SigPoint,
    ) -> bool {
        if point != SigPoint::PsOut {
            self.error(DiagCode::err_vk_index_stage, span, &[]);
            return false;
        }
        let mut ok = true;
        if location != 0 {
            self.error(DiagCode::err_vk_index_location, span, &[]);
            ok = false;
        }
        if index > 1 {
            self.error(DiagCode::err_vk_index_value, span, &[]);
            ok = false;
        }
        ok
    }

    /// `("Name")`: one of the built-ins DXC knows.
    fn vk_builtin(&mut self, a: &ast::Attribute) -> Option<VkBuiltIn> {
        let Ok(text) = self.string_attr_arg(a) else {
            return None;
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

/// One stage input or output that takes locations: where its semantic is
/// written, as shown in messages, and its explicit first location.
struct Located {
    text: String,
    span: Span,
    explicit: Option<u32>,
    count: u32,
}

impl Checker<'_> {
    /// DXC's rules for `[[vk::location]]` on entry point `function`, a
    /// `stage` shader, for its inputs and then its outputs: all or none
    /// of the values that take locations give one, and no two overlap.
    pub(super) fn check_vk_locations(
        &mut self,
        stage: crate::ir::Stage,
        function: &crate::ir::Function,
    ) -> bool {
        use crate::ir::ParamMode;
        let mut ok = true;
        for output in [false, true] {
            let point = SigPoint::of(stage, output);
            let mut found = Vec::new();
            // DXC's order: the return value before the parameters.
            if output && function.ret != crate::types::Types::VOID {
                self.located(
                    function.ret,
                    function.ret_semantic.as_ref(),
                    point,
                    &mut found,
                    0,
                );
            }
            for p in &function.params {
                let here = match p.mode {
                    ParamMode::In => !output,
                    ParamMode::Out => output,
                    ParamMode::InOut => true,
                };
                if here {
                    self.located(p.ty, p.semantic.as_ref(), point, &mut found, 0);
                }
            }
            let dir = if output { "output" } else { "input" };
            let explicit = found.iter().filter(|l| l.explicit.is_some()).count();
            if explicit == 0 {
                continue;
            }
            if explicit < found.len() {
                let span = found
                    .iter()
                    .find(|l| l.explicit.is_none())
                    .map_or(function.span, |l| l.span);
                self.error(DiagCode::err_vk_location_partial, span, &[&dir]);
                ok = false;
                continue;
            }
            let mut taken: Vec<(u32, u32, &str)> = Vec::new();
            for l in &found {
                let start = l.explicit.unwrap_or(0);
                let end = start.saturating_add(l.count);
                let clash = taken
                    .iter()
                    .find(|(s, e, _)| start < *e && *s < end)
                    .map(|&(s, _, by)| (start.max(s), by));
                match clash {
                    Some((n, by)) => {
                        let by = by.to_string();
                        self.error(DiagCode::err_vk_location_taken, l.span, &[&dir, &n, &by]);
                        ok = false;
                    }
                    None => taken.push((start, end, &l.text)),
                }
            }
        }
        ok
    }

    /// Adds the values of type `ty` with `sem` (or its fields') that take
    /// locations at `point`: user semantics, not built-ins.
    fn located(
        &self,
        ty: TypeId,
        sem: Option<&Semantic>,
        point: SigPoint,
        out: &mut Vec<Located>,
        depth: u32,
    ) {
        use crate::signature::{interpretation, Interpretation};
        let Some(sem) = sem else {
            // Structs cannot contain themselves; the bound is a guard.
            if let (TypeKind::Struct(s), true) = (self.program.types.get(ty), depth < 64) {
                for f in &self.program.structs[*s].fields {
                    self.located(f.ty, f.semantic.as_ref(), point, out, depth + 1);
                }
            }
            return;
        };
        let explicit = match sem.vulkan {
            Some((VkIo::BuiltIn(_) | VkIo::DecoratedBuiltIn, _)) => return,
            Some((VkIo::Location(n, _), _)) => Some(n),
            None => None,
        };
        if interpretation(&sem.name, point) != Interpretation::Arbitrary {
            return;
        }
        out.push(Located {
            text: self.sem_text(sem),
            span: sem.vulkan.map_or(sem.span, |(_, s)| s),
            explicit,
            count: self.location_count(ty, 0),
        });
    }

    /// How many locations a value of type `ty` takes, as DXC counts them:
    /// one a scalar or vector (two a 64-bit vector of 3 or 4), one per
    /// matrix row and array element, the sum of a struct's fields.
    fn location_count(&self, ty: TypeId, depth: u32) -> u32 {
        let vector = |s: crate::types::Scalar, n: u8| if s.width == 8 && n >= 3 { 2 } else { 1 };
        match *self.program.types.get(ty) {
            TypeKind::Scalar(_) => 1,
            TypeKind::Vector(s, n) => vector(s, n),
            TypeKind::Matrix {
                scalar, rows, cols, ..
            } => u32::from(rows) * vector(scalar, cols),
            TypeKind::Array { elem, len } => len
                .unwrap_or(1)
                .saturating_mul(self.location_count(elem, depth + 1)),
            TypeKind::Struct(s) if depth < 64 => self.program.structs[s]
                .fields
                .iter()
                .map(|f| self.location_count(f.ty, depth + 1))
                .fold(0u32, u32::saturating_add),
            _ => 1,
        }
    }
}
