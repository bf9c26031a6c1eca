//! `Interlocked*` operations ([`ExprKind::Atomic`]).
//!
//! All active lanes of the group reach the operation together. Their
//! read-modify-write steps are applied one lane at a time in lane order,
//! each seeing the previous lanes' writes: the hardware runs them in some
//! order, and every order is a valid serialisation, so lane order is as
//! correct as any and keeps results deterministic. Groups run one after
//! another, so a dispatch's result is deterministic too.

use super::{active, index_of, Frame, Machine, Mask};
use crate::scalar;
use crate::Trap;
use hlsl_sema::ir::{AtomicOp, BinaryOp, ExprId};
use hlsl_sema::types::Scalar;

/// The new value of the destination, from its old value.
fn apply(op: AtomicOp, s: Scalar, old: u64, value: u64, compare: u64) -> u64 {
    let lt = |a, b| scalar::binary(BinaryOp::Lt, s, a, b) != 0;
    match op {
        AtomicOp::Add => scalar::binary(BinaryOp::Add, s, old, value),
        AtomicOp::Min => {
            if lt(value, old) {
                value
            } else {
                old
            }
        }
        AtomicOp::Max => {
            if lt(old, value) {
                value
            } else {
                old
            }
        }
        AtomicOp::And => scalar::binary(BinaryOp::BitAnd, s, old, value),
        AtomicOp::Or => scalar::binary(BinaryOp::BitOr, s, old, value),
        AtomicOp::Xor => scalar::binary(BinaryOp::BitXor, s, old, value),
        AtomicOp::Exchange => value,
        AtomicOp::CompareExchange => {
            if scalar::binary(BinaryOp::Eq, s, old, compare) != 0 {
                value
            } else {
                old
            }
        }
    }
}

impl<'p> Machine<'p, '_> {
    pub(super) fn eval_atomic(
        &mut self,
        f: &mut Frame<'p>,
        (op, dest, compare, value, original): (
            AtomicOp,
            ExprId,
            Option<ExprId>,
            ExprId,
            Option<ExprId>,
        ),
        mask: &Mask,
    ) -> Result<(), Trap> {
        let code = f.code;
        let slot = |x: ExprId| {
            let n = &code.nodes[index_of(x)];
            (n.at, n.w)
        };
        let p = self.place_of(f, dest, mask)?;
        let s = self.scalar_of(p.ty);
        if let Some(c) = compare {
            self.eval(f, c, mask)?;
        }
        self.eval(f, value, mask)?;
        let original = match original {
            Some(o) => Some((o, self.place_of(f, o, mask)?)),
            None => None,
        };
        // The old values go to the destination's value slot (one scalar).
        let (olds, ow) = slot(dest);
        let (v, vw) = slot(value);
        let mut one = self.take_mask();
        one.fill(false);
        for l in active(mask) {
            one[l] = true;
            self.read(f, &p, olds, &one);
            let old = if ow > 0 { f.arena[olds + l * ow] } else { 0 };
            let cmp = compare.map_or(0, |c| {
                let (ca, cw) = slot(c);
                if cw > 0 {
                    f.arena[ca + l * cw]
                } else {
                    0
                }
            });
            let new = apply(
                op,
                s,
                old,
                if vw > 0 { f.arena[v + l * vw] } else { 0 },
                cmp,
            );
            if ow > 0 {
                // Written from the same slot, then the old value restored.
                f.arena[olds + l * ow] = new;
                self.write(f, &p, olds, &one);
                f.arena[olds + l * ow] = old;
            }
            one[l] = false;
        }
        self.give_mask(one);
        if let Some((o, op)) = original {
            let (oa, ow2) = slot(o);
            let to = self.scalar_of(op.ty);
            if ow == 1 && ow2 == 1 {
                for l in active(mask) {
                    f.arena[oa + l] = scalar::convert(s, to, f.arena[olds + l]);
                }
                self.write(f, &op, oa, mask);
            }
        }
        Ok(())
    }
}

impl<'p> Machine<'p, '_> {
    /// `RWByteAddressBuffer.Interlocked*(offset, [compare,] value
    /// [, original])` on resource `g`: as [`Machine::eval_atomic`], one
    /// lane at a time in lane order, on the 32-bit word at `offset` (its
    /// low two bits ignored, as for `Load`). Out of bounds, nothing is
    /// written and the original is 0 (D3D's rule for buffer accesses).
    pub(crate) fn interlocked_bytes(
        &mut self,
        f: &mut Frame<'p>,
        g: usize,
        (op, original): (AtomicOp, bool),
        args: &'p [ExprId],
        mask: &Mask,
    ) -> Result<(), Trap> {
        let (inputs, out) = match (original, args.split_last()) {
            (true, Some((&out, inputs))) => (inputs, Some(out)),
            _ => (args, None),
        };
        let [offset, .., value] = *inputs else {
            return Err(Trap {
                reason: "internal error: a byte-address atomic without its operands".into(),
            });
        };
        for &a in inputs {
            self.eval(f, a, mask)?;
        }
        let out = match out {
            Some(o) => Some((o, self.place_of(f, o, mask)?)),
            None => None,
        };
        let at = |x: ExprId| f.code.nodes[index_of(x)].at;
        let (offsets, values) = (at(offset), at(value));
        let compares = (op == AtomicOp::CompareExchange).then(|| at(inputs[1]));
        // The old values go to the original's slot (one uint per lane).
        let olds = out.as_ref().map(|&(o, _)| at(o));
        // A buffer that is not bound is empty: every access out of bounds.
        let mut none = Vec::new();
        let bytes = match self.bytes_mut(g) {
            Some(b) => b,
            None => &mut none,
        };
        for l in active(mask) {
            let word = (f.arena[offsets + l] as u32 & !3) as usize;
            let in_bounds = word + 4 <= bytes.len();
            let old = crate::memory::read(bytes, word, Scalar::U32);
            if in_bounds {
                let cmp = compares.map_or(0, |c| f.arena[c + l]);
                let new = apply(op, Scalar::U32, old, f.arena[values + l], cmp);
                crate::memory::write(bytes, word, Scalar::U32, new);
            }
            if let Some(o) = olds {
                f.arena[o + l] = old;
            }
        }
        if let (Some(o), Some((_, place))) = (olds, out) {
            self.write(f, &place, o, mask);
        }
        Ok(())
    }
}
