//! The Vulkan side of bound declarations ([`crate::ir::Program::vulkan`]):
//! `[[vk::binding(binding, set)]]`, `[[vk::counter_binding(binding)]]` and
//! whether a register named its space.
//! Read in a pass of its own after the declarations, matching each
//! declaration to its global or cbuffer by the span of its name.

use super::Checker;
use crate::ir::{Bound, GlobalKind, VulkanDecl};
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

fn space_written(annotations: &[Annotation]) -> bool {
    annotations
        .iter()
        .any(|a| matches!(a, Annotation::Register { space: Some(_), .. }))
}
