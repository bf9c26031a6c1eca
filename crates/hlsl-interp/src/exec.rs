//! The lock-step executor.
//!
//! # Design
//!
//! A workgroup's invocations run together, SIMD-style: every expression is
//! evaluated once for all *lanes* (invocations) under an active mask, giving
//! a [`Vals`] that holds each lane's flat components side by side. Control
//! flow narrows the mask: `if` runs each branch with the lanes that chose
//! it, `break`/`continue`/`return`/`discard` drop lanes from the mask until
//! the loop, iteration, function or invocation ends, and a loop iterates
//! while any lane is still in it. Scalar `&&`, `||` and `?:` evaluate their
//! right side only for the lanes that need it.
//!
//! Because all lanes step through the same statement together, a
//! `*WithGroupSync` barrier is trivially respected: every lane's writes
//! before it are done before any lane executes what follows. A barrier
//! reached by only some of the group's lanes (divergent control flow, which
//! HLSL leaves undefined) traps instead of hanging. The cost of
//! interpretation (matching on the IR) is paid once per group rather than
//! once per invocation, which is what makes this the fast path for
//! dispatches; a single [`crate::call`] is a group of one lane.
//!
//! Places (l-values) are a root (local, static, groupshared, resource or
//! cbuffer member), a per-lane base component offset and a component
//! pattern shared by all lanes (swizzles reorder it; dynamic indices move
//! the base). An out-of-bounds index marks a lane's base invalid: reads give
//! zero and writes are dropped, for resources (D3D) and, like naga's
//! `ReadZeroSkipWrite` policy, for local arrays and vectors too.
//!
//! Steps: each statement executed and each loop iteration counts one step
//! for the whole group; the count is shared by a dispatch's groups.

mod atomic;

use crate::intrinsics;
use crate::memory;
use crate::scalar;
use crate::shape::Shapes;
use crate::{Buffers, RegisterKey, Trap};
use hlsl_base::Idx;
use hlsl_sema::ir::{
    Arg, BinaryOp, Block, Body, ExprId, ExprKind, FunctionId, GlobalKind, Intrinsic, Literal,
    ParamMode, Program, RegisterClass, Stmt,
};
use hlsl_sema::types::{Scalar, TypeId, TypeKind};

pub type Mask = Vec<bool>;

/// Per-lane flat values: lane `l`'s components are `d[l * w..(l + 1) * w]`.
#[derive(Clone, Debug)]
pub struct Vals {
    pub w: usize,
    pub d: Vec<u64>,
}

impl Vals {
    pub fn zeros(lanes: usize, w: usize) -> Vals {
        Vals {
            w,
            d: vec![0; lanes * w],
        }
    }

    pub fn lane(&self, l: usize) -> &[u64] {
        &self.d[l * self.w..(l + 1) * self.w]
    }

    pub fn lane_mut(&mut self, l: usize) -> &mut [u64] {
        &mut self.d[l * self.w..(l + 1) * self.w]
    }
}

/// A buffer's flat component index as (element, component of the element).
/// Scalar elements skip the divisions, which dominated buffer reads.
#[inline]
fn split_component(c: usize, per_element: usize) -> (usize, usize) {
    if per_element == 1 {
        (c, 0)
    } else {
        (c / per_element, c % per_element)
    }
}

/// Converts every component of `v` from scalar `from` to `to`.
fn convert_all(v: &mut Vals, from: Scalar, to: Scalar) {
    if from != to {
        for c in v.d.iter_mut() {
            *c = scalar::convert(from, to, *c);
        }
    }
}

pub fn any(mask: &Mask) -> bool {
    mask.iter().any(|&b| b)
}

pub(crate) fn active(mask: &Mask) -> impl Iterator<Item = usize> + '_ {
    mask.iter()
        .enumerate()
        .filter_map(|(l, &on)| on.then_some(l))
}

pub(crate) fn index_of<T>(id: Idx<T>) -> usize {
    u32::from(id.into_raw()) as usize
}

const INVALID: usize = usize::MAX;

#[derive(Clone, Copy, Debug)]
enum Root {
    Local(usize),
    Private(usize),
    Shared(usize),
    Resource(usize),
    CBuffer(usize),
}

#[derive(Debug)]
struct Place {
    root: Root,
    /// Per lane: the component offset the pattern is relative to, or
    /// [`INVALID`] after an out-of-bounds index.
    base: Vec<usize>,
    pattern: Vec<u32>,
    ty: TypeId,
}

/// One activation of a function, for all lanes.
pub struct Frame<'p> {
    pub(crate) body: &'p Body,
    locals: Vec<Vals>,
    ret: Vals,
    returned: Mask,
    /// Lanes that ran `continue`, one mask per enclosing loop.
    continued: Vec<Mask>,
}

/// The state of one workgroup (or of a single call).
pub struct Machine<'p, 'b> {
    pub program: &'p Program,
    pub shapes: Shapes<'p>,
    pub lanes: usize,
    /// `static` globals: one value per lane.
    pub privates: Vec<Vals>,
    /// `groupshared` globals: one value per group.
    pub shared: Vec<Vec<u64>>,
    pub buffers: &'b mut Buffers,
    pub steps: u64,
    pub max_steps: u64,
    /// Lanes that executed `discard`.
    pub killed: Mask,
    any_killed: bool,
    /// Names the group in trap messages (`workgroup (1, 0, 0)`).
    pub group_name: String,
    /// Lanes per wave for the wave and quad intrinsics.
    pub wave_size: usize,
    /// Element counts of resources, by global index (computed on first use).
    resource_len: Vec<Option<usize>>,
    /// Calls in progress, bounded by [`crate::MAX_CALL_DEPTH`].
    call_depth: u32,
}

fn internal(what: &str) -> Trap {
    Trap {
        reason: format!("internal error: {what}"),
    }
}

impl<'p, 'b> Machine<'p, 'b> {
    pub fn new(
        program: &'p Program,
        lanes: usize,
        buffers: &'b mut Buffers,
        max_steps: u64,
    ) -> Self {
        let shapes = Shapes::new(&program.types, &program.structs);
        let mut m = Machine {
            program,
            shapes,
            lanes,
            privates: Vec::new(),
            shared: Vec::new(),
            buffers,
            steps: 0,
            max_steps,
            killed: vec![false; lanes],
            any_killed: false,
            group_name: String::new(),
            wave_size: crate::DEFAULT_WAVE_SIZE as usize,
            resource_len: vec![None; program.globals.len()],
            call_depth: 0,
        };
        m.reset_group();
        m
    }

    /// Zeroes `groupshared` memory and static globals for a new group (the
    /// statics' initializers are applied by [`Machine::init_statics`]).
    pub fn reset_group(&mut self) {
        let program = self.program;
        self.privates.clear();
        self.shared.clear();
        for (_, g) in program.globals.iter() {
            let flat = self.shapes.flat(g.ty);
            let (p, s) = match g.kind {
                GlobalKind::Private { .. } => (flat, 0),
                GlobalKind::Groupshared => (0, flat),
                _ => (0, 0),
            };
            self.privates.push(Vals::zeros(self.lanes, p));
            self.shared.push(vec![0; s]);
        }
        self.killed = vec![false; self.lanes];
        self.any_killed = false;
    }

    /// Evaluates the initializers of static globals, in declaration order.
    pub fn init_statics(&mut self) -> Result<(), Trap> {
        let program = self.program;
        let mut frame = Frame {
            body: &program.global_init,
            locals: Vec::new(),
            ret: Vals::zeros(self.lanes, 0),
            returned: vec![false; self.lanes],
            continued: Vec::new(),
        };
        let all = vec![true; self.lanes];
        for (id, g) in program.globals.iter() {
            if let (GlobalKind::Private { .. }, Some(init)) = (g.kind, g.init) {
                let v = self.eval(&mut frame, init, &all)?;
                self.privates[index_of(id)] = v;
            }
        }
        Ok(())
    }

    pub fn step(&mut self) -> Result<(), Trap> {
        self.steps += 1;
        if self.steps > self.max_steps {
            return Err(Trap {
                reason: format!("exceeded --max-steps ({})", self.max_steps),
            });
        }
        Ok(())
    }

    /// Runs `function` for the lanes in `mask` with per-parameter argument
    /// values; returns the return value and each parameter's final value.
    pub fn invoke(
        &mut self,
        function: FunctionId,
        args: Vec<Vals>,
        mask: &Mask,
    ) -> Result<(Vals, Vec<Vals>), Trap> {
        let program = self.program;
        let func = &program.functions[function];
        let body = &func.body;
        let mut locals: Vec<Vals> = body
            .locals
            .iter()
            .map(|(_, l)| Vals::zeros(self.lanes, self.shapes.flat(l.ty)))
            .collect();
        for (param, arg) in func.params.iter().zip(args) {
            let slot = &mut locals[index_of(param.local)];
            if arg.w == slot.w {
                *slot = arg;
            }
        }
        let mut frame = Frame {
            body,
            locals,
            ret: Vals::zeros(self.lanes, self.shapes.flat(func.ret)),
            returned: vec![false; self.lanes],
            continued: Vec::new(),
        };
        let mut m = mask.clone();
        // Each call nests the interpreter's own recursion a few frames
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
        self.call_depth += 1;
        let ran = self.exec_block(&mut frame, &body.block, &mut m);
        self.call_depth -= 1;
        ran?;
        let finals = func
            .params
            .iter()
            .map(|p| match p.mode {
                ParamMode::In => Vals::zeros(0, 0),
                _ => std::mem::replace(&mut frame.locals[index_of(p.local)], Vals::zeros(0, 0)),
            })
            .collect();
        Ok((frame.ret, finals))
    }

    fn exec_block(
        &mut self,
        f: &mut Frame<'p>,
        block: &'p Block,
        mask: &mut Mask,
    ) -> Result<(), Trap> {
        for stmt in &block.stmts {
            if !any(mask) {
                break;
            }
            self.exec_stmt(f, stmt, mask)?;
            if self.any_killed {
                // A callee's `discard` ends the invocation in its callers too.
                for (m, &k) in mask.iter_mut().zip(&self.killed) {
                    *m &= !k;
                }
            }
        }
        Ok(())
    }

    fn exec_stmt(
        &mut self,
        f: &mut Frame<'p>,
        stmt: &'p Stmt,
        mask: &mut Mask,
    ) -> Result<(), Trap> {
        match stmt {
            Stmt::Expr(e) => {
                self.step()?;
                self.eval(f, *e, mask)?;
            }
            Stmt::Local { local, init } => {
                self.step()?;
                let slot = index_of(*local);
                let w = f.locals[slot].w;
                let v = match init {
                    Some(e) => self.eval(f, *e, mask)?,
                    None => Vals::zeros(self.lanes, w),
                };
                let dst = &mut f.locals[slot];
                for l in active(mask) {
                    dst.lane_mut(l).copy_from_slice(v.lane(l));
                }
            }
            Stmt::Block(b) => self.exec_block(f, b, mask)?,
            Stmt::If {
                cond,
                then,
                otherwise,
            } => {
                self.step()?;
                let c = self.eval_cond(f, *cond, mask)?;
                let mut then_mask: Mask = mask.iter().zip(&c).map(|(&m, &c)| m && c).collect();
                let mut else_mask: Mask = mask.iter().zip(&c).map(|(&m, &c)| m && !c).collect();
                if any(&then_mask) {
                    self.exec_block(f, then, &mut then_mask)?;
                }
                if any(&else_mask) {
                    self.exec_block(f, otherwise, &mut else_mask)?;
                }
                for (l, m) in mask.iter_mut().enumerate() {
                    *m = then_mask[l] || else_mask[l];
                }
            }
            Stmt::Loop {
                cond,
                test_first,
                body,
                continuing,
            } => {
                let entry = mask.clone();
                f.continued.push(vec![false; self.lanes]);
                loop {
                    self.step()?;
                    if let (true, Some(c)) = (*test_first, cond) {
                        self.narrow(f, *c, mask)?;
                    }
                    if !any(mask) {
                        break;
                    }
                    self.exec_block(f, body, mask)?;
                    if let Some(cont) = f.continued.last_mut() {
                        for (m, c) in mask.iter_mut().zip(cont.iter_mut()) {
                            *m |= *c;
                            *c = false;
                        }
                    }
                    if any(mask) {
                        self.exec_block(f, continuing, mask)?;
                    }
                    if let (false, Some(c)) = (*test_first, cond) {
                        if any(mask) {
                            self.narrow(f, *c, mask)?;
                        }
                    }
                    if !any(mask) {
                        break;
                    }
                }
                f.continued.pop();
                for (l, m) in mask.iter_mut().enumerate() {
                    *m = entry[l] && !f.returned[l] && !self.killed[l];
                }
            }
            Stmt::Switch { selector, cases } => {
                self.step()?;
                let entry = mask.clone();
                let sel = self.eval(f, *selector, mask)?;
                // The case each lane enters: the first holding its value,
                // else the default (signed values are stored sign-extended).
                let target: Vec<Option<usize>> = (0..self.lanes)
                    .map(|l| {
                        let v = sel.d.get(l * sel.w).copied()?;
                        let hit = cases.iter().position(|c| {
                            c.values.iter().any(|lit| match *lit {
                                Literal::Sint(x) => x as u64 == v,
                                Literal::Uint(x) => x == v,
                                _ => false,
                            })
                        });
                        hit.or_else(|| cases.iter().position(|c| c.is_default))
                    })
                    .collect();
                // Lanes that reach the end of a case fall into the next.
                let mut falling = vec![false; self.lanes];
                for (i, case) in cases.iter().enumerate() {
                    let mut m: Mask = (0..self.lanes)
                        .map(|l| falling[l] || (entry[l] && target[l] == Some(i)))
                        .collect();
                    if any(&m) {
                        self.exec_block(f, &case.body, &mut m)?;
                    }
                    falling = m;
                }
                // Lanes that broke out come back; those that returned,
                // discarded or continued the enclosing loop do not.
                let continued = f.continued.last();
                for (l, m) in mask.iter_mut().enumerate() {
                    let cont = continued.is_some_and(|c| c[l]);
                    *m = entry[l] && !f.returned[l] && !self.killed[l] && !cont;
                }
            }
            Stmt::Break => mask.fill(false),
            Stmt::Continue => {
                if let Some(cont) = f.continued.last_mut() {
                    for (c, &m) in cont.iter_mut().zip(mask.iter()) {
                        *c |= m;
                    }
                }
                mask.fill(false);
            }
            Stmt::Return(e) => {
                self.step()?;
                if let Some(e) = e {
                    let v = self.eval(f, *e, mask)?;
                    if v.w == f.ret.w {
                        for l in active(mask) {
                            f.ret.lane_mut(l).copy_from_slice(v.lane(l));
                        }
                    }
                }
                for l in active(mask) {
                    f.returned[l] = true;
                }
                mask.fill(false);
            }
            Stmt::Discard => {
                for l in active(mask) {
                    self.killed[l] = true;
                }
                self.any_killed = true;
                mask.fill(false);
            }
        }
        Ok(())
    }

    /// Evaluates a scalar condition: one bool per lane.
    fn eval_cond(&mut self, f: &mut Frame<'p>, e: ExprId, mask: &Mask) -> Result<Vec<bool>, Trap> {
        let s = self.scalar_of(f.body.exprs[e].ty);
        let v = self.eval(f, e, mask)?;
        Ok((0..self.lanes)
            .map(|l| v.w > 0 && scalar::truthy(s, v.d[l * v.w]))
            .collect())
    }

    /// Drops from `mask` the lanes for which `cond` is false.
    fn narrow(&mut self, f: &mut Frame<'p>, cond: ExprId, mask: &mut Mask) -> Result<(), Trap> {
        let c = self.eval_cond(f, cond, mask)?;
        for (m, c) in mask.iter_mut().zip(c) {
            *m &= c;
        }
        Ok(())
    }

    pub(crate) fn scalar_of(&self, ty: TypeId) -> Scalar {
        self.program.types.scalar_of(ty).unwrap_or(Scalar::U32)
    }

    /// Evaluates `e` as a value for the lanes in `mask` (other lanes hold
    /// zeros or leftovers).
    pub fn eval(&mut self, f: &mut Frame<'p>, e: ExprId, mask: &Mask) -> Result<Vals, Trap> {
        let body = f.body;
        let expr = &body.exprs[e];
        let lanes = self.lanes;
        match &expr.kind {
            ExprKind::Literal(lit) => {
                let s = self.scalar_of(expr.ty);
                let c = match *lit {
                    Literal::Bool(b) => b as u64,
                    Literal::Sint(i) => scalar::wrap(s, i as u64),
                    Literal::Uint(u) => scalar::wrap(s, u),
                    Literal::Float(x) if s.is_float() => scalar::from_f64(s, x),
                    Literal::Float(x) => scalar::convert(Scalar::F64, s, x.to_bits()),
                };
                let w = self.shapes.flat(expr.ty).max(1);
                Ok(Vals {
                    w,
                    d: vec![c; lanes * w],
                })
            }
            ExprKind::Local(_) | ExprKind::Global(_) => {
                let p = self.place(f, e, mask)?;
                Ok(self.read(f, &p, mask))
            }
            ExprKind::Load(p) => {
                let p = self.place(f, *p, mask)?;
                Ok(self.read(f, &p, mask))
            }
            ExprKind::Field { base, index } => {
                if body.is_place(e) {
                    let p = self.place(f, e, mask)?;
                    return Ok(self.read(f, &p, mask));
                }
                let b = self.eval(f, *base, mask)?;
                let shape = self.shapes.get(body.exprs[*base].ty);
                let off = shape.fields.get(*index as usize).copied().unwrap_or(0);
                let w = self.shapes.flat(expr.ty);
                let mut out = Vals::zeros(lanes, w);
                for l in active(mask) {
                    if let Some(src) = b.lane(l).get(off..off + w) {
                        out.lane_mut(l).copy_from_slice(src);
                    }
                }
                Ok(out)
            }
            ExprKind::Index { base, index } => {
                if body.is_place(e) {
                    let p = self.place(f, e, mask)?;
                    return Ok(self.read(f, &p, mask));
                }
                let b = self.eval(f, *base, mask)?;
                let idx = self.eval_index(f, *index, mask)?;
                let shape = self.shapes.get(body.exprs[*base].ty);
                let ew = shape.elem_flat;
                let w = self.shapes.flat(expr.ty);
                let mut out = Vals::zeros(lanes, w);
                for l in active(mask) {
                    let i = idx[l];
                    if i < shape.len && w == ew {
                        out.lane_mut(l)
                            .copy_from_slice(&b.lane(l)[i * ew..(i + 1) * ew]);
                    }
                }
                Ok(out)
            }
            ExprKind::Swizzle { base, pattern, len } => {
                if body.is_place(e) {
                    let p = self.place(f, e, mask)?;
                    return Ok(self.read(f, &p, mask));
                }
                let b = self.eval(f, *base, mask)?;
                let n = *len as usize;
                let mut out = Vals::zeros(lanes, n);
                for l in active(mask) {
                    let src = b.lane(l);
                    for (k, &c) in pattern[..n].iter().enumerate() {
                        let c = if b.w == 1 { 0 } else { c as usize };
                        out.d[l * n + k] = src.get(c).copied().unwrap_or(0);
                    }
                }
                Ok(out)
            }
            ExprKind::Unary { op, expr: x } => {
                let s = self.scalar_of(body.exprs[*x].ty);
                let mut v = self.eval(f, *x, mask)?;
                for c in v.d.iter_mut() {
                    *c = scalar::unary(*op, s, *c);
                }
                Ok(v)
            }
            ExprKind::Binary { op, lhs, rhs } => self.eval_binary(f, e, *op, *lhs, *rhs, mask),
            ExprKind::Select {
                cond,
                accept,
                reject,
            } => {
                let cty = body.exprs[*cond].ty;
                let cs = self.scalar_of(cty);
                if matches!(self.program.types.get(cty), TypeKind::Scalar(_)) {
                    let c = self.eval_cond(f, *cond, mask)?;
                    let m_acc: Mask = mask.iter().zip(&c).map(|(&m, &c)| m && c).collect();
                    let m_rej: Mask = mask.iter().zip(&c).map(|(&m, &c)| m && !c).collect();
                    let w = self.shapes.flat(expr.ty);
                    let mut out = Vals::zeros(lanes, w);
                    for (m, x) in [(m_acc, *accept), (m_rej, *reject)] {
                        if any(&m) {
                            let v = self.eval(f, x, &m)?;
                            for l in active(&m) {
                                out.lane_mut(l).copy_from_slice(v.lane(l));
                            }
                        }
                    }
                    return Ok(out);
                }
                let c = self.eval(f, *cond, mask)?;
                let a = self.eval(f, *accept, mask)?;
                let mut r = self.eval(f, *reject, mask)?;
                if c.w == 0 || a.w == 0 {
                    return Ok(r);
                }
                for l in active(mask) {
                    for k in 0..r.w {
                        let ck = c.d[l * c.w + k.min(c.w - 1)];
                        if scalar::truthy(cs, ck) {
                            r.d[l * r.w + k] = a.d[l * a.w + k.min(a.w - 1)];
                        }
                    }
                }
                Ok(r)
            }
            ExprKind::Convert(x) => {
                let from = self.scalar_of(body.exprs[*x].ty);
                let to = self.scalar_of(expr.ty);
                let mut v = self.eval(f, *x, mask)?;
                if from != to {
                    for c in v.d.iter_mut() {
                        *c = scalar::convert(from, to, *c);
                    }
                }
                Ok(v)
            }
            ExprKind::Splat(x) => {
                let v = self.eval(f, *x, mask)?;
                let w = self.shapes.flat(expr.ty);
                let mut out = Vals::zeros(lanes, w);
                for l in active(mask) {
                    let c = v.lane(l).first().copied().unwrap_or(0);
                    out.lane_mut(l).fill(c);
                }
                Ok(out)
            }
            ExprKind::Compose(parts) => {
                let w = self.shapes.flat(expr.ty);
                let mut out = Vals::zeros(lanes, w);
                let mut at = 0;
                for &p in parts {
                    let v = self.eval(f, p, mask)?;
                    for l in active(mask) {
                        let dst = &mut out.d[l * w..(l + 1) * w];
                        let n = v.w.min(w.saturating_sub(at));
                        dst[at..at + n].copy_from_slice(&v.lane(l)[..n]);
                    }
                    at += v.w;
                }
                Ok(out)
            }
            ExprKind::Call { function, args } => self.eval_call(f, *function, args, mask),
            ExprKind::ResourceOp { .. } => self.resource_op(f, e, mask),
            ExprKind::Intrinsic { op, args } => {
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
                }
                let mut vals = Vec::with_capacity(args.len());
                let mut tys = Vec::with_capacity(args.len());
                for &a in args {
                    vals.push(self.eval(f, a, mask)?);
                    tys.push(body.exprs[a].ty);
                }
                if *op == Intrinsic::Clip {
                    // Like `discard` for the lanes with a negative component;
                    // the enclosing block drops them after this statement.
                    let s = self.scalar_of(body.exprs[args[0]].ty);
                    for l in active(mask) {
                        let neg = vals[0]
                            .lane(l)
                            .iter()
                            .any(|&x| scalar::float_value(s, x) < 0.0);
                        if neg {
                            self.killed[l] = true;
                            self.any_killed = true;
                        }
                    }
                    return Ok(Vals::zeros(lanes, 0));
                }
                if op.is_cross_lane() {
                    return Ok(intrinsics::cross_lane(
                        *op,
                        &self.shapes,
                        &tys,
                        &vals,
                        expr.ty,
                        mask,
                        self.wave_size,
                    ));
                }
                Ok(intrinsics::apply(
                    *op,
                    &self.shapes,
                    &tys,
                    &vals,
                    expr.ty,
                    lanes,
                    mask,
                ))
            }
            ExprKind::Assign { target, op, value } => {
                let p = self.place(f, *target, mask)?;
                let mut v = self.eval(f, *value, mask)?;
                if let Some(op) = op {
                    let old = self.read(f, &p, mask);
                    let s = self.scalar_of(p.ty);
                    let mut out = Vals::zeros(lanes, old.w);
                    for l in active(mask) {
                        for k in 0..old.w {
                            let b = v.d[l * v.w + k.min(v.w.saturating_sub(1))];
                            out.d[l * old.w + k] = scalar::binary(*op, s, old.d[l * old.w + k], b);
                        }
                    }
                    v = out;
                }
                self.write(f, &p, &v, mask);
                Ok(v)
            }
            ExprKind::IncDec {
                target,
                increment,
                prefix,
            } => {
                let p = self.place(f, *target, mask)?;
                let old = self.read(f, &p, mask);
                let s = self.scalar_of(p.ty);
                let op = if *increment {
                    BinaryOp::Add
                } else {
                    BinaryOp::Sub
                };
                let mut new = old.clone();
                for c in new.d.iter_mut() {
                    *c = scalar::binary(op, s, *c, scalar::one(s));
                }
                self.write(f, &p, &new, mask);
                Ok(if *prefix { new } else { old })
            }
            ExprKind::Comma { lhs, rhs } => {
                self.eval(f, *lhs, mask)?;
                self.eval(f, *rhs, mask)
            }
            ExprKind::Atomic {
                op,
                dest,
                compare,
                value,
                original,
            } => self.eval_atomic(f, (*op, *dest, *compare, *value, *original), mask),
        }
    }

    fn group_name_or_call(&self) -> String {
        if self.group_name.is_empty() {
            "the call".into()
        } else {
            self.group_name.clone()
        }
    }

    fn eval_binary(
        &mut self,
        f: &mut Frame<'p>,
        e: ExprId,
        op: BinaryOp,
        lhs: ExprId,
        rhs: ExprId,
        mask: &Mask,
    ) -> Result<Vals, Trap> {
        let body = f.body;
        let lty = body.exprs[lhs].ty;
        let s = self.scalar_of(lty);
        let lanes = self.lanes;
        let short = matches!(op, BinaryOp::LogicalAnd | BinaryOp::LogicalOr)
            && matches!(self.program.types.get(lty), TypeKind::Scalar(_));
        if short {
            let a = self.eval_cond(f, lhs, mask)?;
            let want_rhs = op == BinaryOp::LogicalAnd;
            let m2: Mask = mask
                .iter()
                .zip(&a)
                .map(|(&m, &a)| m && a == want_rhs)
                .collect();
            let mut out = Vals::zeros(lanes, 1);
            for l in active(mask) {
                out.d[l] = a[l] as u64;
            }
            if any(&m2) {
                let b = self.eval_cond(f, rhs, &m2)?;
                for l in active(&m2) {
                    out.d[l] = b[l] as u64;
                }
            }
            return Ok(out);
        }
        let a = self.eval(f, lhs, mask)?;
        let b = self.eval(f, rhs, mask)?;
        let w = self.shapes.flat(body.exprs[e].ty).max(a.w).max(b.w);
        let mut out = Vals::zeros(lanes, w);
        if a.w == 0 || b.w == 0 {
            return Ok(out);
        }
        for l in active(mask) {
            for k in 0..w {
                let x = a.d[l * a.w + k.min(a.w - 1)];
                let y = b.d[l * b.w + k.min(b.w - 1)];
                out.d[l * w + k] = scalar::binary(op, s, x, y);
            }
        }
        Ok(out)
    }

    fn eval_call(
        &mut self,
        f: &mut Frame<'p>,
        function: FunctionId,
        args: &'p [Arg],
        mask: &Mask,
    ) -> Result<Vals, Trap> {
        let callee = &self.program.functions[function];
        let mut values = Vec::with_capacity(args.len());
        let mut outs = Vec::new();
        for (i, arg) in args.iter().enumerate() {
            match *arg {
                Arg::In(x) => values.push(self.eval(f, x, mask)?),
                Arg::Out {
                    place,
                    mode,
                    copy_in,
                    write_back,
                } => {
                    let p = self.place(f, place, mask)?;
                    let ty = callee.params.get(i).map_or(p.ty, |prm| prm.ty);
                    let v = if mode == ParamMode::InOut {
                        let mut v = self.read(f, &p, mask);
                        if let Some(c) = copy_in {
                            let (from, to) = (self.scalar_of(c.from), self.scalar_of(c.to));
                            convert_all(&mut v, from, to);
                        }
                        v
                    } else {
                        Vals::zeros(self.lanes, self.shapes.flat(ty))
                    };
                    values.push(v);
                    let back = write_back.map(|c| (self.scalar_of(c.from), self.scalar_of(c.to)));
                    outs.push((i, p, back));
                }
            }
        }
        let (ret, finals) = self.invoke(function, values, mask)?;
        let alive: Mask = (0..self.lanes)
            .map(|l| mask[l] && !self.killed[l])
            .collect();
        for (i, p, back) in outs {
            if let Some(v) = finals.get(i) {
                let mut v = v.clone();
                if let Some((from, to)) = back {
                    convert_all(&mut v, from, to);
                }
                self.write(f, &p, &v, &alive);
            }
        }
        Ok(ret)
    }

    /// Evaluates an index operand: per lane, the index or `usize::MAX` when
    /// negative.
    fn eval_index(
        &mut self,
        f: &mut Frame<'p>,
        e: ExprId,
        mask: &Mask,
    ) -> Result<Vec<usize>, Trap> {
        let s = self.scalar_of(f.body.exprs[e].ty);
        let v = self.eval(f, e, mask)?;
        Ok((0..self.lanes)
            .map(|l| {
                let c = v.d.get(l * v.w).copied().unwrap_or(0);
                let c = scalar::convert(s, Scalar::I64, c) as i64;
                usize::try_from(c).unwrap_or(INVALID)
            })
            .collect())
    }

    fn place(&mut self, f: &mut Frame<'p>, e: ExprId, mask: &Mask) -> Result<Place, Trap> {
        let body = f.body;
        let expr = &body.exprs[e];
        let lanes = self.lanes;
        match &expr.kind {
            ExprKind::Local(id) => Ok(Place {
                root: Root::Local(index_of(*id)),
                base: vec![0; lanes],
                pattern: (0..self.shapes.flat(expr.ty) as u32).collect(),
                ty: expr.ty,
            }),
            ExprKind::Global(id) => {
                let g = &self.program.globals[*id];
                let i = index_of(*id);
                let root = match g.kind {
                    GlobalKind::Private { .. } => Root::Private(i),
                    GlobalKind::Groupshared => Root::Shared(i),
                    GlobalKind::Resource(_) => Root::Resource(i),
                    GlobalKind::CBufferMember { .. } => Root::CBuffer(i),
                };
                Ok(Place {
                    root,
                    base: vec![0; lanes],
                    pattern: (0..self.shapes.flat(expr.ty) as u32).collect(),
                    ty: expr.ty,
                })
            }
            ExprKind::Field { base, index } => {
                let mut p = self.place(f, *base, mask)?;
                let shape = self.shapes.get(p.ty);
                let off = shape.fields.get(*index as usize).copied().unwrap_or(0);
                let w = self.shapes.flat(expr.ty);
                p.pattern = p.pattern.get(off..off + w).unwrap_or(&[]).to_vec();
                p.ty = expr.ty;
                Ok(p)
            }
            ExprKind::Index { base, index } => {
                let mut p = self.place(f, *base, mask)?;
                if let (Root::Resource(g), &TypeKind::Resource { kind, elem }) =
                    (p.root, self.program.types.get(p.ty))
                {
                    if let Some(shape) = kind.texture_shape() {
                        // A texel: its components follow texel by texel.
                        let texels = self.texel_indices(f, g, shape, *index, mask)?;
                        let ew = self.shapes.flat(elem);
                        for l in active(mask) {
                            p.base[l] = match texels[l] {
                                Some(t) if p.base[l] != INVALID => t * ew,
                                _ => INVALID,
                            };
                        }
                        p.pattern = (0..ew as u32).collect();
                        p.ty = expr.ty;
                        return Ok(p);
                    }
                }
                let idx = self.eval_index(f, *index, mask)?;
                let (len, ew) = match *self.program.types.get(p.ty) {
                    TypeKind::Resource { elem, .. } => {
                        let Root::Resource(g) = p.root else {
                            // A local or parameter holding a resource.
                            return Err(Trap {
                                reason: "resources held in local variables or parameters are \
                                         not implemented in the interpreter yet"
                                    .to_string(),
                            });
                        };
                        (self.resource_len(g), self.shapes.flat(elem))
                    }
                    _ => {
                        let shape = self.shapes.get(p.ty);
                        (shape.len, shape.elem_flat)
                    }
                };
                let contiguous = p.pattern.windows(2).all(|w| w[1] == w[0] + 1);
                let first = p.pattern.first().copied().unwrap_or(0) as usize;
                for l in active(mask) {
                    let i = idx[l];
                    if p.base[l] == INVALID || i >= len {
                        p.base[l] = INVALID;
                    } else if contiguous {
                        p.base[l] += first + i * ew;
                    } else {
                        p.base[l] += p.pattern.get(i).copied().unwrap_or(0) as usize;
                    }
                }
                p.pattern = (0..ew as u32).collect();
                p.ty = expr.ty;
                Ok(p)
            }
            ExprKind::Swizzle { base, pattern, len } => {
                let mut p = self.place(f, *base, mask)?;
                let scalar_base = p.pattern.len() == 1;
                p.pattern = pattern[..*len as usize]
                    .iter()
                    .map(|&c| {
                        let c = if scalar_base { 0 } else { c as usize };
                        p.pattern.get(c).copied().unwrap_or(0)
                    })
                    .collect();
                p.ty = expr.ty;
                Ok(p)
            }
            _ => Err(internal("assignment to a value that is not a place")),
        }
    }

    pub(crate) fn resource_key(&self, g: usize) -> Option<RegisterKey> {
        let id = Idx::from_raw((g as u32).into());
        match self.program.globals[id].kind {
            GlobalKind::Resource(b) => Some(RegisterKey {
                class: b.class,
                space: b.space,
                register: b.register,
            }),
            GlobalKind::CBufferMember { cbuffer, .. } => {
                let b = self.program.cbuffers[cbuffer].binding;
                Some(RegisterKey {
                    class: RegisterClass::B,
                    space: b.space,
                    register: b.register,
                })
            }
            _ => None,
        }
    }

    /// The element type of resource global `g`.
    pub(crate) fn resource_elem(&self, g: usize) -> TypeId {
        let id = Idx::from_raw((g as u32).into());
        match *self.program.types.get(self.program.globals[id].ty) {
            TypeKind::Resource { elem, .. } => elem,
            _ => hlsl_sema::types::Types::VOID,
        }
    }

    /// How many whole elements the buffer bound to resource `g` holds; a
    /// resource with no buffer bound is empty.
    pub(crate) fn resource_len(&mut self, g: usize) -> usize {
        if let Some(n) = self.resource_len[g] {
            return n;
        }
        let stride = self.shapes.get(self.resource_elem(g)).stride as usize;
        let bytes = self
            .resource_key(g)
            .and_then(|k| self.buffers.bytes.get(&k))
            .map_or(0, |b| b.len());
        let n = bytes.checked_div(stride).unwrap_or(0);
        self.resource_len[g] = Some(n);
        n
    }

    fn read(&self, f: &Frame<'p>, p: &Place, mask: &Mask) -> Vals {
        let w = p.pattern.len();
        let mut out = Vals::zeros(self.lanes, w);
        let lanes = active(mask).filter(|&l| p.base[l] != INVALID);
        match p.root {
            Root::Local(i) | Root::Private(i) => {
                let src = match p.root {
                    Root::Local(_) => &f.locals[i],
                    _ => &self.privates[i],
                };
                for l in lanes {
                    let from = src.lane(l);
                    let base = p.base[l];
                    for (k, &q) in p.pattern.iter().enumerate() {
                        out.d[l * w + k] = from.get(base + q as usize).copied().unwrap_or(0);
                    }
                }
            }
            Root::Shared(i) => {
                let from = &self.shared[i];
                for l in lanes {
                    let base = p.base[l];
                    for (k, &q) in p.pattern.iter().enumerate() {
                        out.d[l * w + k] = from.get(base + q as usize).copied().unwrap_or(0);
                    }
                }
            }
            Root::Resource(g) => {
                if let Some(tex) = self.texture(g) {
                    let ef = self.shapes.flat(self.resource_elem(g)).max(1);
                    let per_texel = tex.format.texel_bytes();
                    for l in lanes {
                        for (k, &q) in p.pattern.iter().enumerate() {
                            let c = p.base[l] + q as usize;
                            let texel = tex.texel(c / ef * per_texel);
                            out.d[l * w + k] = tex.format.read(texel, c % ef);
                        }
                    }
                    return out;
                }
                let Some(bytes) = self
                    .resource_key(g)
                    .and_then(|k| self.buffers.bytes.get(&k))
                else {
                    return out;
                };
                let shape = self.shapes.get(self.resource_elem(g));
                let ef = shape.flat.max(1);
                for l in lanes {
                    for (k, &q) in p.pattern.iter().enumerate() {
                        let c = p.base[l] + q as usize;
                        let (elem, comp) = split_component(c, ef);
                        if let Some(&s) = shape.scalars.get(comp) {
                            let at = elem * shape.stride as usize + shape.structured[comp] as usize;
                            out.d[l * w + k] = memory::read(bytes, at, s);
                        }
                    }
                }
            }
            Root::CBuffer(g) => {
                let Some(bytes) = self
                    .resource_key(g)
                    .and_then(|k| self.buffers.bytes.get(&k))
                else {
                    return out;
                };
                let id = Idx::from_raw((g as u32).into());
                let global = &self.program.globals[id];
                let GlobalKind::CBufferMember { offset, .. } = global.kind else {
                    return out;
                };
                let shape = self.shapes.get(global.ty);
                for l in lanes {
                    for (k, &q) in p.pattern.iter().enumerate() {
                        let c = p.base[l] + q as usize;
                        if let Some(&s) = shape.scalars.get(c) {
                            let at = offset as usize + shape.cbuffer[c] as usize;
                            out.d[l * w + k] = memory::read(bytes, at, s);
                        }
                    }
                }
            }
        }
        out
    }

    fn write(&mut self, f: &mut Frame<'p>, p: &Place, v: &Vals, mask: &Mask) {
        let w = p.pattern.len();
        if v.w != w {
            return;
        }
        let lanes = active(mask).filter(|&l| p.base[l] != INVALID);
        match p.root {
            Root::Local(i) | Root::Private(i) => {
                let dst = match p.root {
                    Root::Local(_) => &mut f.locals[i],
                    _ => &mut self.privates[i],
                };
                for l in lanes {
                    let base = p.base[l];
                    let to = dst.lane_mut(l);
                    for (k, &q) in p.pattern.iter().enumerate() {
                        if let Some(slot) = to.get_mut(base + q as usize) {
                            *slot = v.d[l * w + k];
                        }
                    }
                }
            }
            Root::Shared(i) => {
                let lanes: Vec<usize> = lanes.collect();
                let to = &mut self.shared[i];
                for l in lanes {
                    let base = p.base[l];
                    for (k, &q) in p.pattern.iter().enumerate() {
                        if let Some(slot) = to.get_mut(base + q as usize) {
                            *slot = v.d[l * w + k];
                        }
                    }
                }
            }
            Root::Resource(g) => {
                let lanes: Vec<usize> = lanes.collect();
                let ef = self.shapes.flat(self.resource_elem(g)).max(1);
                if let Some(tex) = self.texture_mut(g) {
                    let per_texel = tex.format.texel_bytes();
                    for l in lanes {
                        for (k, &q) in p.pattern.iter().enumerate() {
                            let c = p.base[l] + q as usize;
                            let format = tex.format;
                            format.write(tex.texel_mut(c / ef * per_texel), c % ef, v.d[l * w + k]);
                        }
                    }
                    return;
                }
                let shape = self.shapes.get(self.resource_elem(g));
                let Some(bytes) = self
                    .resource_key(g)
                    .and_then(|k| self.buffers.bytes.get_mut(&k))
                else {
                    return;
                };
                let ef = shape.flat.max(1);
                for l in lanes {
                    for (k, &q) in p.pattern.iter().enumerate() {
                        let c = p.base[l] + q as usize;
                        let (elem, comp) = split_component(c, ef);
                        if let Some(&s) = shape.scalars.get(comp) {
                            let at = elem * shape.stride as usize + shape.structured[comp] as usize;
                            memory::write(bytes, at, s, v.d[l * w + k]);
                        }
                    }
                }
            }
            // Constant buffers are read-only (the checker rejects writes).
            Root::CBuffer(_) => {}
        }
    }
}
