//! `globallycoherent`: a UAV whose writes other thread groups see
//! ([`crate::ir::Program::globally_coherent`]). Only UAVs (and arrays of
//! them) may be declared so (DXC's error otherwise). What the modifier
//! reaches is the global the declaration stands for: a global itself, the
//! resource a `static` aliases (`static_resources.rs`, a descriptor
//! heap's element), what a coherent local holds where it is used, and
//! the global a call passes for a coherent parameter (its placeholder is
//! marked here; `legalize/specialize.rs` marks what replaces it). As in
//! DXC's SPIR-V, the one variable that global is gets the decoration,
//! whoever else reads it.

use super::Checker;
use crate::ir::{GlobalId, GlobalKind, RegisterClass};
use crate::types::TypeId;
use hlsl_base::{DiagCode, Diagnostic, Span};
use hlsl_syntax::ast::Modifier;

impl Checker<'_> {
    /// Whether a declaration of type `ty` with these modifiers is
    /// `globallycoherent`: reports the modifier on anything but a UAV.
    pub(super) fn coherent_decl(&mut self, modifiers: &[(Modifier, Span)], ty: TypeId) -> bool {
        let Some(span) = modifiers
            .iter()
            .find(|(m, _)| *m == Modifier::GloballyCoherent)
            .map(|&(_, s)| s)
        else {
            return false;
        };
        if self.program.types.is_error(ty) {
            return false;
        }
        if matches!(self.resource_class_of(ty), Some((RegisterClass::U, _))) {
            return true;
        }
        let name = self.type_name(ty);
        let d = Diagnostic::new(DiagCode::err_globallycoherent_non_uav, span, &[&name]).with_note(
            Diagnostic::new(DiagCode::note_globallycoherent_uav, span, &[]),
        );
        self.push(d);
        false
    }

    /// Marks global `g` coherent: a resource, or a parameter's
    /// placeholder (legalization passes it on).
    pub(super) fn mark_coherent(&mut self, g: GlobalId) {
        if matches!(
            self.program.globals[g].kind,
            GlobalKind::Resource(_) | GlobalKind::ResourceParam { .. }
        ) {
            self.program.globally_coherent.insert(g);
        }
    }
}
