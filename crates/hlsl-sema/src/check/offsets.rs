//! Explicit offsets of constant-buffer members: `register(cN)` on a uniform
//! global (a member of `$Globals`) and `packoffset(cN.x)` on a member of a
//! `cbuffer`/`tbuffer`, and the layout of a buffer that has them
//! ([`crate::layout::members_layout`]: explicit members first, the
//! rest after the furthest of them, as DXC does).

use super::registers::Register;
use super::Checker;
use crate::ir::{CBufferId, GlobalId, GlobalKind};
use crate::types::{TypeId, TypeKind};
use hlsl_base::{DiagCode, Diagnostic, Span};
use hlsl_syntax::ast::Annotation;

impl Checker<'_> {
    /// The offset a uniform global's `register(cN)` gives (16 bytes a
    /// register), with the annotation's span: the first `c` annotation.
    pub(super) fn constant_register(regs: &[Register]) -> Option<(u32, Span)> {
        regs.iter().find_map(|r| match r.slot {
            Some(('c', n)) => Some((n.saturating_mul(16), r.span)),
            _ => None,
        })
    }

    /// The offset a cbuffer member's `packoffset(cN)` or
    /// `packoffset(cN.y)` gives, reporting malformed ones and components
    /// the type cannot start at.
    pub(super) fn read_packoffset(
        &mut self,
        annotations: &[Annotation],
        ty: TypeId,
    ) -> Option<(u32, Span)> {
        let (register, component, span) = annotations.iter().find_map(|a| match a {
            Annotation::PackOffset {
                register,
                component,
                span,
            } => Some((*register, *component, *span)),
            _ => None,
        })?;
        let text = self.name(register);
        let Some(row) = text
            .strip_prefix(['c', 'C'])
            .and_then(|n| n.parse::<u32>().ok())
        else {
            self.error(DiagCode::err_packoffset_register, register.span, &[&text]);
            return None;
        };
        let comp = match component.map(|c| self.name(c)) {
            None => 0,
            Some("x") => 0,
            Some("y") => 1,
            Some("z") => 2,
            Some("w") => 3,
            Some(other) => {
                let written = format!("{text}.{other}");
                self.error(DiagCode::err_packoffset_register, span, &[&written]);
                return None;
            }
        };
        if comp > 0 {
            // Structs, arrays and matrices start a register; a scalar or
            // vector must fit in the rest of it, aligned to its scalar.
            let types = &self.program.types;
            let vector = matches!(types.get(ty), TypeKind::Scalar(_) | TypeKind::Vector(..));
            // The register's components, whatever the layout rules.
            let size = crate::layout::cbuffer_size(types, &self.program.structs, ty);
            if !vector || comp * 4 + size > 16 {
                self.error(DiagCode::err_hlsl_packoffset_cross_reg_boundary, span, &[]);
                return None;
            }
            let scalar = types.scalar_of(ty).map_or(4, |s| s.width as u32);
            if !(comp * 4).is_multiple_of(scalar) {
                let letter = ["x", "y", "z", "w"][comp as usize];
                let sname = self.type_name(ty);
                let bits = scalar * 8;
                self.error(
                    DiagCode::err_hlsl_packoffset_alignment_mismatch,
                    span,
                    &[&letter, &bits, &sname],
                );
                return None;
            }
        }
        Some((row.saturating_mul(16) + comp * 4, span))
    }

    /// Lays out cbuffer `id`'s members with the explicit offsets recorded
    /// in `explicit_offsets`, reporting explicit members that overlap, and
    /// rounds its size up to whole rows. `mixed` (some members have a
    /// `packoffset`, some not) gives `warn_hlsl_packoffset_mix`.
    pub(super) fn layout_cbuffer_members(&mut self, id: CBufferId, mixed: bool) {
        let members: Vec<GlobalId> = self.program.cbuffers[id].members.clone();
        let spec: Vec<(TypeId, Option<u32>)> = members
            .iter()
            .map(|g| {
                let ty = self.program.globals[*g].ty;
                (ty, self.explicit_offsets.get(g).map(|e| e.0))
            })
            .collect();
        let (types, structs) = (&self.program.types, &self.program.structs);
        let packing = self.program.cbuffers[id].packing;
        let (offsets, end) = crate::layout::members_layout(types, structs, &spec, packing);
        for (&g, &at) in members.iter().zip(&offsets) {
            if let GlobalKind::CBufferMember { offset, .. } = &mut self.program.globals[g].kind {
                *offset = at;
            }
        }
        self.program.cbuffers[id].size = end.next_multiple_of(16);
        if mixed {
            let span = self.program.cbuffers[id].span;
            self.error(DiagCode::warn_hlsl_packoffset_mix, span, &[]);
        }
        self.report_overlaps(&members, packing);
    }

    /// Explicitly placed members that overlap one declared before them,
    /// reported at the later declaration and naming the first earlier
    /// one it overlaps, as DXC does ("packoffset overlap between 'o2',
    /// 'o1'"), whatever their order in the buffer.
    fn report_overlaps(&mut self, members: &[GlobalId], packing: crate::layout::Packing) {
        let placed: Vec<(u32, u32, GlobalId)> = members
            .iter()
            .filter_map(|g| {
                let (at, _) = *self.explicit_offsets.get(g)?;
                let ty = self.program.globals[*g].ty;
                let (types, structs) = (&self.program.types, &self.program.structs);
                let size = crate::layout::size_of(types, structs, ty, packing);
                (size > 0).then_some((at, size, *g))
            })
            .collect();
        let mut found = Vec::new();
        for (i, &(at, size, g)) in placed.iter().enumerate() {
            let earlier = placed[..i]
                .iter()
                .find(|&&(pat, psize, _)| at < pat + psize && pat < at + size);
            if let Some(&(pat, psize, pg)) = earlier {
                found.push((g, at, pg, pat, psize));
            }
        }
        for (g, at, pg, pat, psize) in found {
            let (name, prev) = (&self.program.globals[g], &self.program.globals[pg]);
            let span = self.explicit_offsets.get(&g).map_or(name.span, |e| e.1);
            let d = Diagnostic::new(
                DiagCode::err_constant_offset_overlap,
                span,
                &[&name.name, &at, &prev.name, &pat, &psize],
            )
            .with_note(Diagnostic::new(
                DiagCode::note_declared_here,
                prev.span,
                &[&prev.name],
            ));
            self.push(d);
        }
    }
}
