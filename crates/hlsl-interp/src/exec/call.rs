//! Function calls: frames (pooled per function, so a call allocates
//! nothing once each function has run), arguments copied into the callee's
//! parameter slots, and `out`/`inout` write-back.

use super::{index_of, Frame, Machine, Mask, Vals};
use crate::scalar;
use crate::Trap;
use hlsl_sema::ir::{Arg, ExprId, FunctionId, ParamMode};

impl<'p> Machine<'p, '_> {
    /// A frame for `function` with its return value and locals zeroed.
    fn take_frame(&mut self, function: FunctionId) -> Frame<'p> {
        let mut frame = self.take_frame_unzeroed(function);
        let zeroed = frame.code.zeroed;
        frame.arena[..zeroed].fill(0);
        frame
    }

    /// A frame for `function` whose return value and locals hold whatever
    /// its last call left.
    fn take_frame_unzeroed(&mut self, function: FunctionId) -> Frame<'p> {
        let fi = index_of(function);
        let mut frame = self.frames[fi].pop().unwrap_or_else(|| {
            let body = &self.program.functions[function].body;
            Frame::new(body, &self.compiled.functions[fi], self.lanes)
        });
        frame.returned.fill(false);
        frame.continued.clear();
        frame
    }

    fn give_frame(&mut self, function: FunctionId, frame: Frame<'p>) {
        self.frames[index_of(function)].push(frame);
    }

    /// Runs the body of `function` in `frame` for the lanes in `mask`.
    fn run(
        &mut self,
        function: FunctionId,
        frame: &mut Frame<'p>,
        mask: &Mask,
    ) -> Result<(), Trap> {
        let func = &self.program.functions[function];
        // Each call nests the evaluator's own recursion a few Rust frames
        // deeper: a long chain of calls must trap, not overflow the stack.
        if self.call_depth >= crate::MAX_CALL_DEPTH {
            return Err(Trap {
                reason: format!(
                    "calls nested too deeply in '{}' (limit {})",
                    func.name,
                    crate::MAX_CALL_DEPTH
                ),
            });
        }
        let mut m = self.take_mask();
        m.copy_from_slice(mask);
        self.call_depth += 1;
        let ran = self.exec_block(frame, &func.body.block, &mut m);
        self.call_depth -= 1;
        ran?;
        self.give_mask(m);
        Ok(())
    }

    /// Runs `function` for the lanes in `mask` with per-parameter argument
    /// values; returns the return value and each parameter's final value
    /// (empty for `in` parameters).
    pub fn invoke(
        &mut self,
        function: FunctionId,
        args: &[Vals],
        mask: &Mask,
    ) -> Result<(Vals, Vec<Vals>), Trap> {
        let func = &self.program.functions[function];
        let frame = self.enter(function, args, mask)?;
        let code = frame.code;
        let slot = |(at, w): (usize, usize)| Vals {
            w,
            d: frame.arena[at..at + w * self.lanes].to_vec(),
        };
        let ret = slot(code.ret);
        let finals = func
            .params
            .iter()
            .map(|p| match p.mode {
                ParamMode::In => Vals::zeros(0, 0),
                _ => slot(code.locals[index_of(p.local)]),
            })
            .collect();
        self.give_frame(function, frame);
        Ok((ret, finals))
    }

    /// Runs entry point `function` for the lanes in `mask`, discarding
    /// its results (a dispatch's group).
    pub fn run_entry(
        &mut self,
        function: FunctionId,
        args: &[Vals],
        mask: &Mask,
    ) -> Result<(), Trap> {
        let frame = self.enter(function, args, mask)?;
        self.give_frame(function, frame);
        Ok(())
    }

    /// Runs `function` with `args` in a fresh frame; gives the frame.
    fn enter(
        &mut self,
        function: FunctionId,
        args: &[Vals],
        mask: &Mask,
    ) -> Result<Frame<'p>, Trap> {
        let func = &self.program.functions[function];
        let lanes = self.lanes;
        let mut frame = self.take_frame_unzeroed(function);
        let code = frame.code;
        // Zero the return value and the locals, except the parameters the
        // arguments fill (a dispatch does this once per group).
        let (at, w) = code.ret;
        frame.arena[at..at + w * lanes].fill(0);
        for (li, &(at, w)) in code.locals.iter().enumerate() {
            let filled = (func.params.iter().zip(args))
                .any(|(p, arg)| index_of(p.local) == li && arg.w == w);
            if !filled {
                frame.arena[at..at + w * lanes].fill(0);
            }
        }
        for (param, arg) in func.params.iter().zip(args) {
            let (at, w) = code.locals[index_of(param.local)];
            if arg.w == w {
                frame.arena[at..at + w * lanes].copy_from_slice(&arg.d);
            }
        }
        self.run(function, &mut frame, mask)?;
        Ok(frame)
    }

    /// A call expression `e`: its value goes to its slot.
    pub(super) fn eval_call(
        &mut self,
        f: &mut Frame<'p>,
        e: ExprId,
        function: FunctionId,
        args: &'p [Arg],
        mask: &Mask,
    ) -> Result<(), Trap> {
        let lanes = self.lanes;
        let code = f.code;
        let callee = &self.program.functions[function];
        let mut frame = self.take_frame(function);
        let param_slot = |i: usize| {
            callee
                .params
                .get(i)
                .map(|p| frame.code.locals[index_of(p.local)])
        };
        let outs = self.out_places.len();
        for (i, arg) in args.iter().enumerate() {
            let (x, copy_in) = match *arg {
                Arg::In(x) => {
                    self.eval(f, x, mask)?;
                    (x, None)
                }
                Arg::Out {
                    place,
                    mode,
                    copy_in,
                    ..
                } => {
                    let p = self.place_of(f, place, mask)?;
                    self.out_places.push(p);
                    if mode != ParamMode::InOut {
                        continue;
                    }
                    let at = code.nodes[index_of(place)].at;
                    self.read(f, &p, at, mask);
                    (place, copy_in)
                }
            };
            let n = &code.nodes[index_of(x)];
            let Some((pat, pw)) = param_slot(i) else {
                continue;
            };
            if n.w != pw {
                continue;
            }
            let src = &f.arena[n.at..n.at + pw * lanes];
            let dst = &mut frame.arena[pat..pat + pw * lanes];
            match copy_in {
                Some(c) => {
                    let (from, to) = (self.scalar_of(c.from), self.scalar_of(c.to));
                    for (d, &v) in dst.iter_mut().zip(src) {
                        *d = scalar::convert(from, to, v);
                    }
                }
                None => dst.copy_from_slice(src),
            }
        }
        self.run(function, &mut frame, mask)?;
        let node = &code.nodes[index_of(e)];
        let (rat, rw) = frame.code.ret;
        if rw == node.w {
            f.arena[node.at..node.at + rw * lanes]
                .copy_from_slice(&frame.arena[rat..rat + rw * lanes]);
        }
        let mut alive = self.take_mask();
        for (l, a) in alive.iter_mut().enumerate() {
            *a = mask[l] && !self.killed[l];
        }
        let mut k = outs;
        for (i, arg) in args.iter().enumerate() {
            let Arg::Out {
                place, write_back, ..
            } = *arg
            else {
                continue;
            };
            let p = self.out_places[k];
            k += 1;
            let (at, w) = {
                let n = &code.nodes[index_of(place)];
                (n.at, n.w)
            };
            let Some((pat, pw)) = param_slot(i) else {
                continue;
            };
            if pw != w {
                continue;
            }
            let src = &frame.arena[pat..pat + pw * lanes];
            let dst = &mut f.arena[at..at + w * lanes];
            match write_back {
                Some(c) => {
                    let (from, to) = (self.scalar_of(c.from), self.scalar_of(c.to));
                    for (d, &v) in dst.iter_mut().zip(src) {
                        *d = scalar::convert(from, to, v);
                    }
                }
                None => dst.copy_from_slice(src),
            }
            self.write(f, &p, at, &alive);
        }
        self.out_places.truncate(outs);
        self.give_mask(alive);
        self.give_frame(function, frame);
        Ok(())
    }
}
