//! `Interlocked*` operations ([`ExprKind::Atomic`]).
//!
//! All active lanes of the group reach the operation together. Their
//! read-modify-write steps are applied one lane at a time in lane order,
//! each seeing the previous lanes' writes: the hardware runs them in some
//! order, and every order is a valid serialisation, so lane order is as
//! correct as any and keeps results deterministic. Groups run one after
//! another, so a dispatch's result is deterministic too.

use super::{active, convert_all, Frame, Machine, Mask, Vals};
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
    ) -> Result<Vals, Trap> {
        let p = self.place(f, dest, mask)?;
        let s = self.scalar_of(p.ty);
        let compare = match compare {
            Some(c) => Some(self.eval(f, c, mask)?),
            None => None,
        };
        let value = self.eval(f, value, mask)?;
        let original = match original {
            Some(o) => Some(self.place(f, o, mask)?),
            None => None,
        };
        let mut olds = Vals::zeros(self.lanes, 1);
        let mut one: Mask = vec![false; self.lanes];
        for l in active(mask) {
            one[l] = true;
            let old = self.read(f, &p, &one);
            let old = old.d.get(l).copied().unwrap_or(0);
            let cmp = compare.as_ref().map_or(0, |c| c.d[l]);
            let new = apply(op, s, old, value.d[l], cmp);
            let mut v = Vals::zeros(self.lanes, 1);
            v.d[l] = new;
            self.write(f, &p, &v, &one);
            olds.d[l] = old;
            one[l] = false;
        }
        if let Some(o) = original {
            convert_all(&mut olds, s, self.scalar_of(o.ty));
            self.write(f, &o, &olds, mask);
        }
        Ok(Vals::zeros(self.lanes, 0))
    }
}
