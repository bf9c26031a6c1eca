//! Structured-buffer counters: `Append`, `Consume`, `IncrementCounter` and
//! `DecrementCounter`, on the counter kept in `Buffers::counters` under the
//! buffer's register (0 when none was given).
//!
//! * `Append(v)`: the element at the old counter becomes `v`; the counter
//!   goes up.
//! * `Consume()`: the counter goes down; the result is the element at the
//!   new counter.
//! * `IncrementCounter()` gives the counter before, `DecrementCounter()`
//!   after (D3D). The counter wraps around at 2^32.
//!
//! An element past the end reads zero and a write there is dropped. As
//! for atomics (`exec/atomic.rs`), the active lanes move the counter one at
//! a time in lane order: one valid order of many, and deterministic.

use crate::exec::{active, Machine, Mask, Vals};
use crate::memory;
use crate::Trap;
use hlsl_sema::ir::ResourceOp;

impl Machine<'_, '_> {
    /// `op` on resource global `g`; `vals` are the evaluated arguments.
    pub(crate) fn counter_op(
        &mut self,
        op: ResourceOp,
        g: usize,
        vals: &[Vals],
        mask: &Mask,
    ) -> Result<Vals, Trap> {
        let Some(key) = self.resource_key(g) else {
            return Err(Trap {
                reason: "internal error: a counter on a resource without a register".into(),
            });
        };
        let shape = self.shapes.get(self.resource_elem(g));
        let len = self.resource_len(g);
        let up = matches!(op, ResourceOp::Append | ResourceOp::IncrementCounter);
        let w = match op {
            ResourceOp::Append => 0,
            ResourceOp::Consume => shape.flat,
            _ => 1,
        };
        let mut out = self.zeroed(w);
        for l in active(mask) {
            let counter = self.buffers.counters.entry(key).or_insert(0);
            let old = *counter;
            *counter = if up {
                old.wrapping_add(1)
            } else {
                old.wrapping_sub(1)
            };
            let index = if up { old } else { *counter };
            let elem = index as usize;
            let at = |k: usize| elem * shape.stride as usize + shape.structured[k] as usize;
            match op {
                ResourceOp::Append if elem < len => {
                    if let Some(bytes) = self.bytes_mut(g) {
                        for (k, &s) in shape.scalars.iter().enumerate() {
                            memory::write(bytes, at(k), s, vals[0].lane(l)[k]);
                        }
                    }
                }
                ResourceOp::Consume if elem < len => {
                    if let Some(bytes) = self.bytes(g) {
                        for (k, &s) in shape.scalars.iter().enumerate() {
                            out.lane_mut(l)[k] = memory::read(bytes, at(k), s);
                        }
                    }
                }
                ResourceOp::IncrementCounter | ResourceOp::DecrementCounter => {
                    out.lane_mut(l)[0] = index as u64;
                }
                _ => {}
            }
        }
        Ok(out)
    }
}
