//! The Vulkan side of bound declarations ([`crate::ir::Program::vulkan`]):
//! `[[vk::binding(binding, set)]]`, `[[vk::counter_binding(binding)]]` and
//! whether a register named its space.
//! Read in a pass of its own after the declarations, matching each
//! declaration to its global or cbuffer by the span of its name.

use super::Checker;
use crate::ir::{Bound, GlobalKind, VulkanDecl};
use crate::types::ScalarKind;
use hlsl_base::{DiagCode, FxHashMap, Span};
use hlsl_syntax::ast::{self, Annotation, Decl};

impl<'a> Checker<'a> {
    pub(super) fn read_vulkan_attrs(&mut self) {
        let mut by_span: FxHashMap<Span, Bound> = FxHashMap::default();
        for (id, g) in self.program.globals.iter() {
            // Element globals of arrays of resources share the array's span.
            if matches!(g.kind, GlobalKind::Resource(_))
                && !self.program.resource_elements.contains_key(&id)
            {
                by_span.insert(g.span, Bound::Global(id));
            }
        }
        for (id, cb) in self.program.cbuffers.iter() {
            // A `ConstantBuffer<T>`'s hidden cbuffer shares its global's span.
            if cb.name != "$Globals" && cb.resource.is_none() {
                by_span.insert(cb.span, Bound::CBuffer(id));
            }
        }
        for decl in &self.unit.decls {
            let (attrs, name, annotations): (&[ast::Attribute], _, _) = match decl {
                Decl::Var(v) => (&v.attrs, v.name, &v.annotations),
                Decl::CBuffer(cb) => (&cb.attrs, cb.name, &cb.annotations),
                _ => continue,
            };
            let bound = by_span.get(&name.span).copied();
            let mut vk = VulkanDecl {
                binding: None,
                space_written: space_written(annotations),
                counter_binding: None,
                image_format: None,
            };
            for a in attrs {
                match self.name(a.name) {
                    "vk::binding" => match (bound, self.vk_binding_args(&a.args)) {
                        (Some(_), Some(b)) => vk.binding = Some(b),
                        _ => self.error(DiagCode::err_vk_binding_invalid, a.span, &[]),
                    },
                    "vk::counter_binding" => {
                        let number = match &a.args[..] {
                            [n] => self.const_int(*n).and_then(|n| u32::try_from(n).ok()),
                            _ => None,
                        };
                        match number.filter(|_| bound.is_some_and(|b| self.may_have_counter(b))) {
                            Some(n) => vk.counter_binding = Some(n),
                            None => {
                                self.error(DiagCode::err_vk_counter_binding_invalid, a.span, &[])
                            }
                        }
                    }
                    "vk::image_format" => vk.image_format = self.image_format(a, bound),
                    _ => {}
                }
            }
            if let Some(bound) = bound {
                if vk != VulkanDecl::default() {
                    self.program.vulkan.insert(bound, vk);
                }
            }
        }
    }

    /// Whether a declaration is a buffer that can have a counter.
    fn may_have_counter(&self, bound: Bound) -> bool {
        use crate::types::{ResourceKind as R, TypeKind};
        let Bound::Global(g) = bound else {
            return false;
        };
        matches!(
            self.program.types.get(self.program.globals[g].ty),
            TypeKind::Resource {
                kind: R::RWStructuredBuffer
                    | R::AppendStructuredBuffer
                    | R::ConsumeStructuredBuffer,
                ..
            }
        )
    }

    /// `(binding)` or `(binding, set)` as `(set, binding)`.
    fn vk_binding_args(&mut self, args: &[ast::ExprId]) -> Option<(u32, u32)> {
        let mut number = |e: &ast::ExprId| self.const_int(*e).and_then(|n| u32::try_from(n).ok());
        match args {
            [b] => Some((0, number(b)?)),
            [b, s] => Some((number(s)?, number(b)?)),
            _ => None,
        }
    }
}

/// DXC's image format names, with the texel scalar each takes:
/// `Some((kind, 64-bit))`, `None` for `unknown` (any texel).
const IMAGE_FORMATS: &[(&str, Option<(ScalarKind, bool)>)] = &[
    ("unknown", None),
    ("rgba32f", Some((ScalarKind::Float, false))),
    ("rgba16f", Some((ScalarKind::Float, false))),
    ("r32f", Some((ScalarKind::Float, false))),
    ("rgba8", Some((ScalarKind::Float, false))),
    ("rgba8snorm", Some((ScalarKind::Float, false))),
    ("rg32f", Some((ScalarKind::Float, false))),
    ("rg16f", Some((ScalarKind::Float, false))),
    ("r11g11b10f", Some((ScalarKind::Float, false))),
    ("r16f", Some((ScalarKind::Float, false))),
    ("rgba16", Some((ScalarKind::Float, false))),
    ("rgb10a2", Some((ScalarKind::Float, false))),
    ("rg16", Some((ScalarKind::Float, false))),
    ("rg8", Some((ScalarKind::Float, false))),
    ("r16", Some((ScalarKind::Float, false))),
    ("r8", Some((ScalarKind::Float, false))),
    ("rgba16snorm", Some((ScalarKind::Float, false))),
    ("rg16snorm", Some((ScalarKind::Float, false))),
    ("rg8snorm", Some((ScalarKind::Float, false))),
    ("r16snorm", Some((ScalarKind::Float, false))),
    ("r8snorm", Some((ScalarKind::Float, false))),
    ("rgba32i", Some((ScalarKind::Sint, false))),
    ("rgba16i", Some((ScalarKind::Sint, false))),
    ("rgba8i", Some((ScalarKind::Sint, false))),
    ("r32i", Some((ScalarKind::Sint, false))),
    ("rg32i", Some((ScalarKind::Sint, false))),
    ("rg16i", Some((ScalarKind::Sint, false))),
    ("rg8i", Some((ScalarKind::Sint, false))),
    ("r16i", Some((ScalarKind::Sint, false))),
    ("r8i", Some((ScalarKind::Sint, false))),
    ("r64i", Some((ScalarKind::Sint, true))),
    ("rgba32ui", Some((ScalarKind::Uint, false))),
    ("rgba16ui", Some((ScalarKind::Uint, false))),
    ("rgb10a2ui", Some((ScalarKind::Uint, false))),
    ("rgba8ui", Some((ScalarKind::Uint, false))),
    ("r32ui", Some((ScalarKind::Uint, false))),
    ("rg32ui", Some((ScalarKind::Uint, false))),
    ("rg16ui", Some((ScalarKind::Uint, false))),
    ("rg8ui", Some((ScalarKind::Uint, false))),
    ("r16ui", Some((ScalarKind::Uint, false))),
    ("r8ui", Some((ScalarKind::Uint, false))),
    ("r64ui", Some((ScalarKind::Uint, true))),
];

impl Checker<'_> {
    /// `[[vk::image_format("name")]]` on `bound`: a known name, on a
    /// storage texture or buffer whose texel scalar it holds (DXC's rule
    /// and words). On another declaration it means nothing (a warning).
    fn image_format(
        &mut self,
        a: &ast::Attribute,
        bound: Option<Bound>,
    ) -> Option<(&'static str, Span)> {
        use crate::types::TypeKind;
        let Ok(text) = self.string_attr_arg(a) else {
            return None;
        };
        let Some(&(name, want)) = IMAGE_FORMATS
            .iter()
            .find(|(n, _)| Some(*n) == text.as_deref())
        else {
            let list: Vec<&str> = IMAGE_FORMATS.iter().map(|(n, _)| *n).collect();
            self.error(
                DiagCode::err_hlsl_attribute_expects_string_literal_from_list,
                a.span,
                &[&"'vk::image_format'", &list.join(",")],
            );
            return None;
        };
        use crate::types::ResourceKind as R;
        let mut ty = match bound {
            Some(Bound::Global(g)) => Some(self.program.globals[g].ty),
            _ => None,
        };
        // An array of textures: its elements'.
        while let Some(TypeKind::Array { elem, .. }) = ty.map(|t| self.program.types.get(t)) {
            ty = Some(*elem);
        }
        // (the texel scalar, whether DXC checks it against the format).
        let texel = match ty.map(|t| self.program.types.get(t)) {
            Some(&TypeKind::Resource { kind, elem })
                if kind.texture_shape().is_some() && kind.is_writable()
                    || matches!(kind, R::RWBuffer | R::Buffer) =>
            {
                let s = match *self.program.types.get(elem) {
                    TypeKind::Scalar(s) | TypeKind::Vector(s, _) => s,
                    // `RWTexture2D` without a texel type holds `float4`.
                    _ => crate::types::Scalar::F32,
                };
                Some((s, kind.is_writable()))
            }
            _ => None,
        };
        let Some(texel) = texel else {
            self.error(DiagCode::warn_image_format_ignored, a.name.span, &[]);
            return None;
        };
        let (texel, checked) = texel;
        if let (Some((kind, wide)), true) = (want, checked) {
            if texel.kind != kind || wide != (texel.width == 8) {
                self.error(DiagCode::err_image_format_incompatible, a.span, &[]);
                return None;
            }
        }
        Some((name, a.span))
    }
}

fn space_written(annotations: &[Annotation]) -> bool {
    annotations
        .iter()
        .any(|a| matches!(a, Annotation::Register { space: Some(_), .. }))
}
