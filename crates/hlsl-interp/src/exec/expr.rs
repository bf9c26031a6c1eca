//! Evaluating a compiled expression into its slot (see `compile/`).

use super::{active, any, element, index_of, lanes, Frame, Machine, Mask, Vals};
use crate::compile::Op;
use crate::intrinsics::{self, View};
use crate::scalar;
use crate::Trap;
use hlsl_sema::ir::{BinaryOp, ExprId, ExprKind, Intrinsic};
use hlsl_sema::types::Types;

impl<'p> Machine<'p, '_> {
    /// Evaluates `e` into its slot for the lanes in `mask` (other lanes'
    /// components are unspecified).
    pub fn eval(&mut self, f: &mut Frame<'p>, e: ExprId, mask: &Mask) -> Result<(), Trap> {
        let code = f.code;
        if let Some(Some(elems)) = code.dynamic.get(index_of(e)) {
            return self.eval_dynamic(f, e, elems, mask);
        }
        self.eval_node(f, e, mask)
    }

    /// [`Machine::eval`] once the resources `e` uses are bound.
    pub(super) fn eval_node(
        &mut self,
        f: &mut Frame<'p>,
        e: ExprId,
        mask: &Mask,
    ) -> Result<(), Trap> {
        let code = f.code;
        let node = &code.nodes[index_of(e)];
        let (at, w, lanes) = (node.at, node.w, self.lanes);
        let slot = |x: ExprId| {
            let n = &code.nodes[index_of(x)];
            (n.at, n.w)
        };
        match node.op {
            Op::Const => {}
            Op::Place(ref p) => {
                let p = self.place(f, p, mask)?;
                self.read(f, &p, at, mask);
            }
            Op::Load(x) => {
                let p = self.place_of(f, x, mask)?;
                self.read(f, &p, at, mask);
            }
            Op::Field { base, off } => {
                self.eval(f, base, mask)?;
                let (b, bw) = slot(base);
                for l in active(mask) {
                    if off + w <= bw {
                        lanes::copy(&mut f.arena, b + l * bw + off, at + l * w, w);
                    } else {
                        f.arena[at + l * w..at + (l + 1) * w].fill(0);
                    }
                }
            }
            Op::Index {
                base,
                index,
                idx_s,
                len,
                ew,
            } => {
                self.eval(f, base, mask)?;
                self.eval(f, index, mask)?;
                let (b, bw) = slot(base);
                let (ix, iw) = slot(index);
                let trap = self.program.bounds == hlsl_sema::ir::BoundsPolicy::Trap;
                for l in active(mask) {
                    let c = if iw > 0 { f.arena[ix + l * iw] } else { 0 };
                    let i = element(idx_s, c);
                    if trap && i >= len {
                        return Err(Trap {
                            reason: format!(
                                "array index {} is out of bounds (the array has {len} elements)",
                                scalar::convert(idx_s, hlsl_sema::types::Scalar::I64, c) as i64
                            ),
                        });
                    }
                    if i < len && w == ew && (i + 1) * ew <= bw {
                        lanes::copy(&mut f.arena, b + l * bw + i * ew, at + l * w, w);
                    } else {
                        f.arena[at + l * w..at + (l + 1) * w].fill(0);
                    }
                }
            }
            Op::Swizzle { base, pattern } => {
                self.eval(f, base, mask)?;
                let (b, bw) = slot(base);
                for l in active(mask) {
                    for (k, &c) in pattern[..w].iter().enumerate() {
                        let c = c as usize;
                        f.arena[at + l * w + k] = if c < bw { f.arena[b + l * bw + c] } else { 0 };
                    }
                }
            }
            Op::Unary { op, x, s } => {
                self.eval(f, x, mask)?;
                let (xa, xw) = slot(x);
                lanes::map(&mut f.arena, at, xa, lanes * w.min(xw), |c| {
                    scalar::unary(op, s, c)
                });
            }
            Op::Binary {
                op,
                a,
                b,
                short: true,
                ..
            } => {
                // Scalar `&&` / `||`: the right side only where it decides.
                self.eval(f, a, mask)?;
                let want_rhs = op == BinaryOp::LogicalAnd;
                let mut m2 = self.take_mask();
                f.split(a, mask, want_rhs, &mut m2);
                for l in 0..lanes {
                    f.arena[at + l * w] = f.truth(a, l) as u64;
                }
                if any(&m2) {
                    self.eval(f, b, &m2)?;
                    for l in active(&m2) {
                        f.arena[at + l * w] = f.truth(b, l) as u64;
                    }
                }
                self.give_mask(m2);
            }
            Op::Binary { op, a, b, s, .. } => {
                self.eval(f, a, mask)?;
                self.eval(f, b, mask)?;
                if matches!(op, BinaryOp::Div | BinaryOp::Rem)
                    && s.is_integer()
                    && self.program.bounds == hlsl_sema::ir::BoundsPolicy::Trap
                {
                    let (bb, bw) = slot(b);
                    for l in active(mask) {
                        if f.arena[bb + l * bw..bb + (l + 1) * bw].contains(&0) {
                            return Err(Trap {
                                reason: "integer division by zero".into(),
                            });
                        }
                    }
                }
                lanes::binary(&mut f.arena, op, s, slot(a), slot(b), (at, w), lanes);
            }
            Op::Select {
                cond,
                accept,
                reject,
                scalar: true,
                ..
            } => {
                self.eval(f, cond, mask)?;
                let mut m_acc = self.take_mask();
                let mut m_rej = self.take_mask();
                f.split_both(cond, mask, &mut m_acc, &mut m_rej);
                for (m, x) in [(&m_acc, accept), (&m_rej, reject)] {
                    if any(m) {
                        self.eval(f, x, m)?;
                        let (xa, xw) = slot(x);
                        if xw == w {
                            lanes::copy_masked(&mut f.arena, xa, at, w, m);
                        }
                    }
                }
                self.give_mask(m_acc);
                self.give_mask(m_rej);
            }
            Op::Select {
                cond,
                accept,
                reject,
                cs,
                ..
            } => {
                self.eval(f, cond, mask)?;
                self.eval(f, accept, mask)?;
                self.eval(f, reject, mask)?;
                let ((c, cw), (a, aw), (r, rw)) = (slot(cond), slot(accept), slot(reject));
                for l in active(mask) {
                    for k in 0..w {
                        let rk = if rw > 0 {
                            f.arena[r + l * rw + k.min(rw - 1)]
                        } else {
                            0
                        };
                        let v = if cw == 0 || aw == 0 {
                            rk
                        } else if scalar::truthy(cs, f.arena[c + l * cw + k.min(cw - 1)]) {
                            f.arena[a + l * aw + k.min(aw - 1)]
                        } else {
                            rk
                        };
                        f.arena[at + l * w + k] = v;
                    }
                }
            }
            Op::Convert { x, from, to } => {
                self.eval(f, x, mask)?;
                let (xa, xw) = slot(x);
                let n = lanes * w.min(xw);
                if from == to {
                    lanes::copy(&mut f.arena, xa, at, n);
                } else {
                    lanes::map(&mut f.arena, at, xa, n, |c| scalar::convert(from, to, c));
                }
            }
            Op::Splat(x) => {
                self.eval(f, x, mask)?;
                let (xa, xw) = slot(x);
                for l in 0..lanes {
                    let c = if xw > 0 { f.arena[xa + l * xw] } else { 0 };
                    f.arena[at + l * w..at + (l + 1) * w].fill(c);
                }
            }
            Op::Compose(ref parts) => {
                let mut off = 0;
                for &p in parts.iter() {
                    self.eval(f, p, mask)?;
                    let (pa, pw) = slot(p);
                    let n = pw.min(w.saturating_sub(off));
                    for l in 0..lanes {
                        lanes::copy(&mut f.arena, pa + l * pw, at + l * w + off, n);
                    }
                    off += pw;
                }
            }
            Op::Assign {
                target,
                op,
                value,
                s,
            } => {
                let p = self.place_of(f, target, mask)?;
                self.eval(f, value, mask)?;
                let Some(op) = op else {
                    // This node shares the value's slot.
                    if slot(value).1 == p.pattern.len() {
                        self.write(f, &p, at, mask);
                    }
                    return Ok(());
                };
                let (old, ow) = slot(target);
                self.read(f, &p, old, mask);
                if ow == w {
                    lanes::binary(&mut f.arena, op, s, (old, ow), slot(value), (at, w), lanes);
                    self.write(f, &p, at, mask);
                }
            }
            Op::IncDec {
                target,
                increment,
                prefix,
                s,
            } => {
                let p = self.place_of(f, target, mask)?;
                let (old, ow) = slot(target);
                self.read(f, &p, old, mask);
                let op = if increment {
                    BinaryOp::Add
                } else {
                    BinaryOp::Sub
                };
                let n = lanes * w.min(ow);
                lanes::add_one(&mut f.arena, op, s, (old, at), n);
                self.write(f, &p, at, mask);
                if !prefix {
                    lanes::copy(&mut f.arena, old, at, n);
                }
            }
            Op::Comma { lhs, rhs } => {
                self.eval(f, lhs, mask)?;
                self.eval(f, rhs, mask)?;
            }
            Op::Ir => match f.body.exprs[e].kind {
                ExprKind::Call { function, ref args } => {
                    self.eval_call(f, e, function, args, mask)?
                }
                ExprKind::Intrinsic { op, ref args } => {
                    self.eval_intrinsic(f, e, op, args, mask)?
                }
                ExprKind::ResourceOp { .. } => {
                    let v = self.resource_op(f, e, mask)?;
                    put(f, at, w, &v);
                    self.recycle(v);
                }
                ExprKind::Atomic {
                    op,
                    dest,
                    compare,
                    value,
                    original,
                } => self.eval_atomic(f, (op, dest, compare, value, original), mask)?,
                ExprKind::Unsupported { ref what, .. } => {
                    return Err(Trap {
                        reason: format!("{what} is not supported by the interpreter"),
                    })
                }
                ExprKind::AddressOf(_)
                | ExprKind::Deref(_)
                | ExprKind::MakeArrayRef(_)
                | ExprKind::ArrayLength(_)
                | ExprKind::Null => {
                    return Err(Trap {
                        reason: "pointers and array references are not implemented in the \
                                 interpreter yet"
                            .into(),
                    })
                }
                _ => return Err(super::internal("an expression the compiler left to the IR")),
            },
        }
        Ok(())
    }

    /// Evaluates `e` into a fresh [`Vals`] (for the paths that take them).
    pub(crate) fn eval_vals(
        &mut self,
        f: &mut Frame<'p>,
        e: ExprId,
        mask: &Mask,
    ) -> Result<Vals, Trap> {
        self.eval(f, e, mask)?;
        let n = &f.code.nodes[index_of(e)];
        let mut v = self.zeroed(n.w);
        v.d.copy_from_slice(&f.arena[n.at..n.at + n.w * self.lanes]);
        Ok(v)
    }

    fn eval_intrinsic(
        &mut self,
        f: &mut Frame<'p>,
        e: ExprId,
        op: Intrinsic,
        args: &'p [ExprId],
        mask: &Mask,
    ) -> Result<(), Trap> {
        let lanes = self.lanes;
        if let Intrinsic::RayTracingValue(name) = op {
            // The checker rejects every entry point that reaches one.
            return Err(Trap {
                reason: format!("{name}() exists only in ray-tracing stages"),
            });
        }
        if op.needs_pipeline_state() {
            return Err(Trap {
                reason: format!(
                    "{}() needs rasterizer or sparse-residency state, which the \
                     interpreter does not model",
                    op.name()
                ),
            });
        }
        if op.is_group_sync() {
            let reached = active(mask).count();
            if reached != lanes {
                return Err(Trap {
                    reason: format!(
                        "{}() reached by {} of the {} invocations of {} \
                         (a barrier in divergent control flow)",
                        op.name(),
                        reached,
                        lanes,
                        self.group_name_or_call()
                    ),
                });
            }
            // Lock-step execution has already synchronised the group.
            return Ok(());
        }
        let body = f.body;
        let node = &f.code.nodes[index_of(e)];
        let ty = body.exprs[e].ty;
        if op.is_cross_lane() || args.len() > intrinsics::MAX_ARGS {
            // Per wave: these take their arguments as `Vals`.
            let mut vals = self.arg_list();
            for &a in args {
                let v = self.eval_vals(f, a, mask)?;
                vals.push(v);
            }
            // The first argument's type gives the scalar kind.
            let first = args.first().map(|&a| body.exprs[a].ty);
            let mut out = self.zeroed(node.w);
            if op.is_cross_lane() {
                let mut members = std::mem::take(&mut self.wave_members);
                let wave = intrinsics::Wave {
                    size: self.wave_size,
                    mask,
                    members: &mut members,
                };
                intrinsics::cross_lane(op, &self.shapes, first, &vals, &mut out, wave);
                self.wave_members = members;
            }
            put(f, node.at, node.w, &out);
            self.recycle(out);
            self.recycle_args(vals);
            return Ok(());
        }
        for &a in args {
            self.eval(f, a, mask)?;
        }
        // The arguments are copied out of the arena (the result goes into
        // it) into scratch memory kept between calls.
        let mut scratch = std::mem::take(&mut self.scratch);
        scratch.clear();
        let mut spans = [(0, 0); intrinsics::MAX_ARGS];
        let mut tys = [Types::VOID; intrinsics::MAX_ARGS];
        for (i, &a) in args.iter().enumerate() {
            let n = &f.code.nodes[index_of(a)];
            spans[i] = (scratch.len(), n.w);
            scratch.extend_from_slice(&f.arena[n.at..n.at + n.w * lanes]);
            tys[i] = body.exprs[a].ty;
        }
        let views: [View; intrinsics::MAX_ARGS] = std::array::from_fn(|i| {
            let (at, w) = spans[i];
            View {
                w,
                d: &scratch[at..at + w * lanes],
            }
        });
        let n = args.len();
        if op == Intrinsic::Clip {
            // Like `discard` for the lanes with a negative component;
            // the enclosing block drops them after this statement.
            let s = self.scalar_of(tys[0]);
            for l in active(mask) {
                let neg = views[0]
                    .lane(l)
                    .iter()
                    .any(|&x| scalar::float_value(s, x) < 0.0);
                if neg {
                    self.killed[l] = true;
                    self.any_killed = true;
                }
            }
        } else {
            let out = &mut f.arena[node.at..node.at + node.w * lanes];
            intrinsics::apply(
                op,
                &self.shapes,
                &tys[..n],
                &views[..n],
                ty,
                node.w,
                mask,
                out,
            );
        }
        self.scratch = scratch;
        Ok(())
    }
}

/// Copies `v` into the slot at `at` (when it has the slot's width).
pub(super) fn put(f: &mut Frame, at: usize, w: usize, v: &Vals) {
    if v.w == w && v.d.len() <= f.arena.len() - at {
        f.arena[at..at + v.d.len()].copy_from_slice(&v.d);
    }
}
