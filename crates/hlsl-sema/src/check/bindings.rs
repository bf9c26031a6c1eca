//! Registers for resources and constant buffers declared without one
//! (`hlsl-resource-constructors.md`, "implicit binding").
//!
//! Implicit registers are assigned once every declaration is checked, after
//! all explicit ones, per register class and space, in declaration order:
//! each declaration takes the lowest register where its whole range is
//! free (an array of N takes N consecutive registers). An unbounded array
//! (`Texture2D t[]`) takes every register from its start on, so it starts
//! after the last register used in its space and nothing can follow it.

use super::Checker;
use crate::ir::{Binding, Bound, GlobalKind, RegisterClass};
use hlsl_base::{DiagCode, Diagnostic, FxHashMap, Span};

/// One past the last register of a space.
const END: u64 = 1 << 32;

/// A range of registers taken in one class and space: `[lo, hi)`, with the
/// declaration that took it (for notes).
#[derive(Clone, Debug)]
struct Taken {
    lo: u64,
    hi: u64,
    name: String,
    span: Span,
}

/// The registers a binding covers; an unbounded range (0) runs to the end
/// of the space.
fn extent(b: &Binding) -> (u64, u64) {
    let lo = u64::from(b.register);
    let hi = match b.range {
        0 => END,
        n => (lo + u64::from(n)).min(END),
    };
    (lo, hi)
}

/// The lowest register where `range` registers are free; for an unbounded
/// range (0), the register after the last one taken.
fn free_range(taken: &[Taken], range: u32) -> Option<u32> {
    if range == 0 {
        let start = taken.iter().map(|t| t.hi).max().unwrap_or(0);
        return (start < END).then_some(start as u32);
    }
    let n = u64::from(range);
    let fits = |s: u64| s + n <= END && taken.iter().all(|t| s + n <= t.lo || t.hi <= s);
    // The lowest fit starts at 0 or right after a taken range.
    std::iter::once(0)
        .chain(taken.iter().map(|t| t.hi))
        .filter(|&s| fits(s))
        .min()
        .map(|s| s as u32)
}

impl Checker<'_> {
    /// The binding, name and span of a bound declaration.
    fn bound_decl(&self, bound: Bound) -> Option<(Binding, String, Span)> {
        match bound {
            Bound::Global(id) => {
                let g = &self.program.globals[id];
                match g.kind {
                    GlobalKind::Resource(b) => Some((b, g.name.clone(), g.span)),
                    _ => None,
                }
            }
            Bound::CBuffer(id) => {
                let cb = &self.program.cbuffers[id];
                Some((cb.binding, cb.name.clone(), cb.span))
            }
        }
    }

    fn set_order_id(&mut self, bound: Bound, order: u32) {
        match bound {
            Bound::Global(id) => {
                if let GlobalKind::Resource(b) = &mut self.program.globals[id].kind {
                    b.order_id = Some(order);
                }
            }
            Bound::CBuffer(id) => self.program.cbuffers[id].binding.order_id = Some(order),
        }
    }

    fn set_register(&mut self, bound: Bound, register: u32) {
        match bound {
            Bound::Global(id) => {
                if let GlobalKind::Resource(b) = &mut self.program.globals[id].kind {
                    b.register = register;
                }
            }
            Bound::CBuffer(id) => self.program.cbuffers[id].binding.register = register,
        }
    }

    /// Resources and cbuffers without a register get the first free range
    /// of their class and space that fits, in declaration order, after all
    /// explicit ones are placed (see the module documentation).
    pub(super) fn assign_implicit_bindings(&mut self) {
        // `$Globals` is complete now: place its members (`offsets.rs`).
        let globals = self
            .program
            .cbuffers
            .iter()
            .find(|(_, c)| c.name == "$Globals")
            .map(|(id, _)| id);
        if let Some(id) = globals {
            self.layout_cbuffer_members(id, false);
        }
        let mut all: Vec<Bound> = self
            .program
            .globals
            .iter()
            .filter(|(id, g)| {
                matches!(g.kind, GlobalKind::Resource(_))
                    && !self.program.resource_elements.contains_key(id)
                    && !self.program.descriptor_heaps.iter().any(|&(h, _)| h == *id)
            })
            .map(|(id, _)| Bound::Global(id))
            .chain(
                self.program
                    .cbuffers
                    .iter()
                    .filter(|(_, c)| c.resource.is_none())
                    .map(|(id, _)| Bound::CBuffer(id)),
            )
            .collect();
        // Declaration order: globals and cbuffers interleave by span.
        all.sort_by_key(|&b| self.bound_decl(b).map_or(0, |d| d.2.lo));
        let mut taken: FxHashMap<(RegisterClass, u32), Vec<Taken>> = FxHashMap::default();
        let mut pending = Vec::new();
        for &bound in &all {
            let Some((b, name, span)) = self.bound_decl(bound) else {
                continue;
            };
            if b.explicit {
                let (lo, hi) = extent(&b);
                let ranges = taken.entry((b.class, b.space)).or_default();
                // Two unbounded arrays would overlap from the later start
                // on, as DXC reports.
                let other = ranges.iter().find(|t| t.hi == END).map(|t| t.name.clone());
                let this = name.clone();
                ranges.push(Taken { lo, hi, name, span });
                if let Some(first) = other.filter(|_| hi == END) {
                    self.error(
                        DiagCode::err_multiple_unbounded,
                        span,
                        &[&first, &this, &b.space],
                    );
                }
            } else {
                pending.push(bound);
            }
        }
        for (order, &bound) in pending.iter().enumerate() {
            self.set_order_id(bound, order as u32);
            let Some((b, name, span)) = self.bound_decl(bound) else {
                continue;
            };
            let ranges = taken.entry((b.class, b.space)).or_default();
            match free_range(ranges, b.range) {
                Some(register) => {
                    let (lo, hi) = extent(&Binding { register, ..b });
                    ranges.push(Taken { lo, hi, name, span });
                    self.set_register(bound, register);
                }
                None => {
                    let unbounded = ranges.iter().find(|t| t.hi == END).cloned();
                    self.report_unallocated(&b, &name, span, unbounded);
                }
            }
        }
        self.bind_resource_elements();
        self.bind_buffer_views();
    }

    /// `err_resource_not_allocated`, with a note naming the unbounded array
    /// that took the rest of the space, if one did.
    fn report_unallocated(&mut self, b: &Binding, name: &str, span: Span, rest: Option<Taken>) {
        let c = b.class.letter();
        let why = match b.range {
            0 => format!(
                "no '{c}' register in space {} is free after the last one used",
                b.space
            ),
            1 => format!("no '{c}' register in space {} is free", b.space),
            n => format!(
                "space {} has no {n} consecutive free '{c}' registers",
                b.space
            ),
        };
        let mut d = Diagnostic::new(DiagCode::err_resource_not_allocated, span, &[&name, &why]);
        if let Some(t) = rest {
            let spec = format!("{c}{}", t.lo);
            d = d.with_note(Diagnostic::new(
                DiagCode::note_unbounded_range,
                t.span,
                &[&t.name, &c, &spec],
            ));
        }
        self.push(d);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn taken(ranges: &[(u64, u64)]) -> Vec<Taken> {
        ranges
            .iter()
            .map(|&(lo, hi)| Taken {
                lo,
                hi,
                name: String::new(),
                span: Span::DUMMY,
            })
            .collect()
    }

    #[test]
    fn first_free_range_that_fits() {
        let t = taken(&[(0, 1), (3, 4)]);
        assert_eq!(free_range(&t, 1), Some(1));
        assert_eq!(free_range(&t, 2), Some(1));
        assert_eq!(free_range(&t, 3), Some(4));
        assert_eq!(free_range(&t, 0), Some(4));
        assert_eq!(free_range(&[], 5), Some(0));
        assert_eq!(free_range(&[], 0), Some(0));
    }

    #[test]
    fn nothing_fits_after_an_unbounded_range() {
        let t = taken(&[(2, END)]);
        assert_eq!(free_range(&t, 2), Some(0));
        assert_eq!(free_range(&t, 3), None);
        assert_eq!(free_range(&t, 0), None);
        assert_eq!(
            free_range(&taken(&[(0, END - 1)]), 1),
            Some((END - 1) as u32)
        );
    }
}
