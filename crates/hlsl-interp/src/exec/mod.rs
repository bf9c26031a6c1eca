//! The lock-step executor.
//!
//! # Design
//!
//! A workgroup's invocations run together, SIMD-style: every expression is
//! evaluated once for all *lanes* (invocations) under an active mask, into
//! its slot of the frame's arena, which holds each lane's flat components
//! side by side (`compile/` lays the slots out and resolves everything the
//! evaluator needs, so evaluation looks nothing up and allocates nothing:
//! frames, masks and scratch are pooled). Control flow narrows the mask:
//! `if` runs each branch with the lanes that chose it,
//! `break`/`continue`/`return`/`discard` drop lanes from the mask until the
//! loop, iteration, function or invocation ends, and a loop iterates while
//! any lane is still in it. Scalar `&&`, `||` and `?:` evaluate their right
//! side only for the lanes that need it. Pure operations run over every
//! lane (`lanes.rs`); an inactive lane's slot components are never read.
//!
//! Because all lanes step through the same statement together, a
//! `*WithGroupSync` barrier is trivially respected: every lane's writes
//! before it are done before any lane executes what follows. A barrier
//! reached by only some of the group's lanes (divergent control flow, which
//! HLSL leaves undefined) traps instead of hanging. The cost of
//! interpretation is paid once per group rather than once per invocation,
//! which is what makes this the fast path for dispatches; a single
//! [`crate::call`] is a group of one lane.
//!
//! Places (l-values, `place.rs`) are a root (local, static, groupshared,
//! resource or cbuffer member), a per-lane base component offset and a
//! component pattern shared by all lanes (swizzles reorder it; dynamic
//! indices move the base). An out-of-bounds index marks a lane's base
//! invalid: reads give zero and writes are dropped, for resources (D3D)
//! and, like naga's `ReadZeroSkipWrite` policy, for local arrays and
//! vectors too. One-component places with per-lane bases, the bulk of
//! buffer and `groupshared` traffic, have loops of their own (`one.rs`).
//!
//! Steps: each statement executed and each loop iteration counts one step
//! for the whole group; the count is shared by a dispatch's groups.

mod atomic;
mod bound;
mod call;
mod dynamic;
mod expr;
mod lanes;
mod one;
mod place;
mod shared;

pub(crate) use bound::{Binding, ResInfo};
pub(crate) use place::PlaceRef;
pub(crate) use shared::{Shared, SharedBuf, Undo, MAX_BATCH, MAX_EPOCH};

use crate::compile::{Code, Compiled};
use crate::scalar;
use crate::shape::Shapes;
use crate::{Buffers, RegisterKey, Trap};
use hlsl_sema::ir::{Block, Body, ExprId, GlobalKind, Literal, Program, Stmt};
use std::cell::Cell;

pub(crate) use crate::compile::index_of;

pub type Mask = Vec<bool>;

/// Per-lane flat values: lane `l`'s components are `d[l * w..(l + 1) * w]`.
/// The currency of the colder paths (intrinsics, texture methods) and of
/// values entering and leaving the machine.
#[derive(Debug)]
pub struct Vals {
    pub w: usize,
    pub d: Vec<u64>,
}

impl Clone for Vals {
    fn clone(&self) -> Vals {
        Vals {
            w: self.w,
            d: self.d.clone(),
        }
    }

    /// Reuses the allocation (statics are reset this way for every group).
    fn clone_from(&mut self, other: &Vals) {
        self.w = other.w;
        self.d.clone_from(&other.d);
    }
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

pub fn any(mask: &Mask) -> bool {
    mask.iter().any(|&b| b)
}

pub(crate) fn active(mask: &Mask) -> impl Iterator<Item = usize> + '_ {
    mask.iter()
        .enumerate()
        .filter_map(|(l, &on)| on.then_some(l))
}

/// A lane's base after an out-of-bounds index.
const INVALID: usize = usize::MAX;

/// An index component of scalar type `s` as an element number, or
/// [`INVALID`] when negative. Integers are stored sign- or zero-extended,
/// so only a float needs converting.
#[inline]
fn element(s: hlsl_sema::types::Scalar, c: u64) -> usize {
    let i = if s.is_float() {
        scalar::convert(s, hlsl_sema::types::Scalar::I64, c) as i64
    } else {
        c as i64
    };
    usize::try_from(i).unwrap_or(INVALID)
}

/// One activation of a function, for all lanes.
pub struct Frame<'p> {
    pub(crate) body: &'p Body,
    pub(crate) code: &'p Code,
    /// The slots of the return value, the locals and every expression.
    pub(crate) arena: Vec<u64>,
    returned: Mask,
    /// Lanes that ran `continue`, one mask per enclosing loop.
    continued: Vec<Mask>,
}

impl<'p> Frame<'p> {
    fn new(body: &'p Body, code: &'p Code, lanes: usize) -> Frame<'p> {
        let mut arena = vec![0; code.size];
        for &(at, n, c) in &code.consts {
            arena[at..at + n].fill(c);
        }
        Frame {
            body,
            code,
            arena,
            returned: vec![false; lanes],
            continued: Vec::new(),
        }
    }

    /// [`Frame::split`] into `yes` and `no` at once.
    fn split_both(&self, e: ExprId, mask: &[bool], yes: &mut [bool], no: &mut [bool]) {
        let n = &self.code.nodes[index_of(e)];
        if n.w == 1 && !n.s.is_float() {
            let vals = &self.arena[n.at..n.at + mask.len()];
            for (((y, n), &m), &v) in yes.iter_mut().zip(no.iter_mut()).zip(mask).zip(vals) {
                *y = m && v != 0;
                *n = m && v == 0;
            }
            return;
        }
        self.split(e, mask, true, yes);
        self.split(e, mask, false, no);
    }

    /// Lane `l`'s first component of `e`'s value as a condition.
    fn truth(&self, e: ExprId, l: usize) -> bool {
        let n = &self.code.nodes[index_of(e)];
        n.w > 0 && scalar::truthy(n.s, self.arena[n.at + l * n.w])
    }

    /// Sets `out[l] = mask[l] && cond(l) == want` for every lane, where
    /// `cond` is `e`'s value as a condition.
    fn split(&self, e: ExprId, mask: &[bool], want: bool, out: &mut [bool]) {
        let n = &self.code.nodes[index_of(e)];
        if n.w == 0 {
            for (o, &m) in out.iter_mut().zip(mask) {
                *o = m && !want;
            }
            return;
        }
        if n.w == 1 && !n.s.is_float() {
            // The common scalar condition, over a plain slice.
            let vals = &self.arena[n.at..n.at + mask.len()];
            for ((o, &m), &v) in out.iter_mut().zip(mask).zip(vals) {
                *o = m && (v != 0) == want;
            }
            return;
        }
        let vals = self.arena[n.at..].iter().step_by(n.w);
        if n.s.is_float() {
            for ((o, &m), &v) in out.iter_mut().zip(mask).zip(vals) {
                *o = m && scalar::truthy(n.s, v) == want;
            }
        } else {
            for ((o, &m), &v) in out.iter_mut().zip(mask).zip(vals) {
                *o = m && (v != 0) == want;
            }
        }
    }
}

/// The state of one workgroup (or of a single call).
pub struct Machine<'p, 'b> {
    pub program: &'p Program,
    pub compiled: &'p Compiled,
    pub shapes: Shapes<'p>,
    pub lanes: usize,
    /// `static` globals: one value per lane.
    pub privates: Vec<Vals>,
    /// `groupshared` globals: one value per group.
    pub shared: Vec<Vec<u64>>,
    pub buffers: &'b mut Buffers,
    pub steps: u64,
    pub max_steps: u64,
    /// The step count past which [`Machine::step`] traps: `max_steps`, or
    /// 0 once a parallel worker's group has met a conflict
    /// (`shared.rs`), so that it stops at its next step.
    halt_at: Cell<u64>,
    /// Lanes that executed `discard`.
    pub killed: Mask,
    any_killed: bool,
    /// The workgroup being run, for trap messages (`None` for a call).
    pub group: Option<[u32; 3]>,
    /// Lanes per wave for the wave and quad intrinsics.
    pub wave_size: usize,
    /// Resources and constant-buffer members by global index, with their
    /// bytes moved out of `buffers` for the machine's life (`bound.rs`).
    /// Past the globals' entries, those of the elements that code picks
    /// at run time (`dynamic.rs`).
    res: Vec<ResInfo>,
    /// By dynamic element global, how it binds (`dynamic.rs`).
    dynamic: hlsl_base::FxHashMap<usize, dynamic::DynElem>,
    /// Globals bound, while a root that picks them runs, at another
    /// register than their own (`dynamic.rs`); the last entry wins.
    key_subst: Vec<(usize, RegisterKey)>,
    bufs: Vec<Vec<u8>>,
    buf_keys: Vec<RegisterKey>,
    /// Free masks of `lanes` entries.
    masks: Vec<Mask>,
    /// Free frames by function (the last for the static initializers).
    frames: Vec<Vec<Frame<'p>>>,
    /// The places of a call's `out` arguments, waiting for write-back.
    out_places: Vec<PlaceRef<'p>>,
    /// In a parallel dispatch: the buffers shared by the groups (then
    /// `bufs` is empty).
    pub(crate) mem: Option<Shared<'b>>,
    /// Intrinsics' arguments, copied out of the arena (kept for reuse).
    scratch: Vec<u64>,
    /// Memory of [`Vals`] no longer in use, for [`Machine::zeroed`]: the
    /// resource and cross-lane paths take their arguments and results as
    /// `Vals`, and would otherwise allocate on every call.
    spare: Vec<Vec<u64>>,
    /// Argument lists of those paths, kept empty for reuse.
    arg_lists: Vec<Vec<Vals>>,
    /// The active lanes of one wave (cross-lane intrinsics), kept for reuse.
    pub(crate) wave_members: Vec<usize>,
    /// Per lane, the texel a texture element place names (reused).
    pub(crate) texel_slots: Vec<Option<usize>>,
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
        compiled: &'p Compiled,
        lanes: usize,
        buffers: &'b mut Buffers,
        max_steps: u64,
    ) -> Self {
        let shapes = Shapes::new(&program.types, &program.structs, program.layout);
        let mut m = Machine {
            program,
            compiled,
            shapes,
            lanes,
            privates: Vec::new(),
            shared: Vec::new(),
            buffers,
            steps: 0,
            max_steps,
            halt_at: Cell::new(max_steps),
            killed: vec![false; lanes],
            any_killed: false,
            group: None,
            wave_size: crate::DEFAULT_WAVE_SIZE as usize,
            res: Vec::new(),
            dynamic: Default::default(),
            key_subst: Vec::new(),
            bufs: Vec::new(),
            buf_keys: Vec::new(),
            masks: Vec::new(),
            frames: (0..=compiled.functions.len()).map(|_| Vec::new()).collect(),
            out_places: Vec::new(),
            mem: None,
            scratch: Vec::new(),
            spare: Vec::new(),
            arg_lists: Vec::new(),
            wave_members: Vec::new(),
            texel_slots: Vec::new(),
            call_depth: 0,
        };
        m.bind();
        m.reset_group();
        m
    }

    /// Zeroes `groupshared` memory and static globals for a new group (the
    /// statics' initializers are applied by [`Machine::init_statics`]).
    pub fn reset_group(&mut self) {
        let program = self.program;
        if self.privates.len() != program.globals.len() {
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
        } else {
            for v in &mut self.privates {
                v.d.fill(0);
            }
            self.reset_shared_and_killed();
        }
        self.killed.fill(false);
        self.any_killed = false;
    }

    /// Starts a dispatch's group: statics from `statics` (their values
    /// after the initializers), `groupshared` memory zeroed, no lane
    /// discarded.
    pub(crate) fn start_group(&mut self, statics: &Vec<Vals>) {
        self.privates.clone_from(statics);
        self.reset_shared_and_killed();
    }

    fn reset_shared_and_killed(&mut self) {
        // Most globals are not `groupshared`: skip their empty fills.
        for s in self.shared.iter_mut().filter(|s| !s.is_empty()) {
            s.fill(0);
        }
        if self.any_killed {
            self.killed.fill(false);
            self.any_killed = false;
        }
    }

    /// Evaluates the initializers of static globals, in declaration order.
    pub fn init_statics(&mut self) -> Result<(), Trap> {
        let program = self.program;
        if let Some((what, _)) = program.unsupported.first() {
            return Err(Trap {
                reason: format!("{what} is not supported by the interpreter"),
            });
        }
        let code = &self.compiled.global_init;
        let mut frame = Frame::new(&program.global_init, code, self.lanes);
        let all = vec![true; self.lanes];
        for (id, g) in program.globals.iter() {
            if let (GlobalKind::Private { .. }, Some(init)) = (g.kind, g.init) {
                self.eval(&mut frame, init, &all)?;
                let n = &code.nodes[index_of(init)];
                self.privates[index_of(id)] = Vals {
                    w: n.w,
                    d: frame.arena[n.at..n.at + n.w * self.lanes].to_vec(),
                };
            }
        }
        Ok(())
    }

    pub fn step(&mut self) -> Result<(), Trap> {
        self.steps += 1;
        if self.steps > self.halt_at.get() {
            return Err(Trap {
                reason: if self.steps > self.max_steps {
                    format!("exceeded --max-steps ({})", self.max_steps)
                } else if self.mem.as_ref().is_some_and(|m| m.tracking.is_some()) {
                    "a conflict with another workgroup running at once".into()
                } else {
                    "internal error: a write to a buffer found read-only".into()
                },
            });
        }
        Ok(())
    }

    /// Zeroed [`Vals`] of `w` components per lane, in memory kept from
    /// earlier ones ([`Machine::recycle`]).
    pub(crate) fn zeroed(&mut self, w: usize) -> Vals {
        let mut d = self.spare.pop().unwrap_or_default();
        d.clear();
        d.resize(self.lanes * w, 0);
        Vals { w, d }
    }

    /// Keeps `v`'s memory for a later [`Machine::zeroed`].
    pub(crate) fn recycle(&mut self, v: Vals) {
        if v.d.capacity() > 0 {
            self.spare.push(v.d);
        }
    }

    /// An empty argument list (see `arg_lists`).
    pub(crate) fn arg_list(&mut self) -> Vec<Vals> {
        self.arg_lists.pop().unwrap_or_default()
    }

    /// Recycles an argument list and its values.
    pub(crate) fn recycle_args(&mut self, mut list: Vec<Vals>) {
        for v in list.drain(..) {
            self.recycle(v);
        }
        self.arg_lists.push(list);
    }

    /// Whether the group has met a conflict with another group of its
    /// parallel batch (it has then stopped, or stops at its next step).
    pub(crate) fn halted(&self) -> bool {
        self.mem.as_ref().is_some_and(Shared::refused)
    }

    /// Stops the group at its next step if a shared-memory access has just
    /// met a conflict.
    #[inline]
    pub(crate) fn check_conflict(&self) {
        if self.halted() {
            self.halt_at.set(0);
        }
    }

    /// The length of a parallel worker's log of first writes.
    pub(crate) fn undo_len(&self) -> usize {
        self.mem
            .as_ref()
            .and_then(|m| m.tracking.as_ref())
            .map_or(0, |t| t.undo.len())
    }

    /// Takes a parallel worker's log of first writes.
    pub(crate) fn take_undo(&mut self) -> Vec<Undo> {
        self.mem
            .as_mut()
            .and_then(|m| m.tracking.as_mut())
            .map(|t| std::mem::take(&mut t.undo))
            .unwrap_or_default()
    }

    /// Starts a parallel worker's next group (its index in the batch),
    /// with `budget` steps.
    pub(crate) fn start_tracked_group(&mut self, index: u64, budget: u64) {
        self.steps = 0;
        self.max_steps = budget;
        self.halt_at.set(budget);
        if let Some(m) = &mut self.mem {
            m.start_group(index);
        }
    }

    /// A mask of `lanes` entries with unspecified contents.
    fn take_mask(&mut self) -> Mask {
        self.masks.pop().unwrap_or_else(|| vec![false; self.lanes])
    }

    fn give_mask(&mut self, m: Mask) {
        self.masks.push(m);
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
        let lanes = self.lanes;
        match stmt {
            Stmt::Expr(e) => {
                self.step()?;
                self.eval(f, *e, mask)?;
            }
            Stmt::Local { local, init } => {
                self.step()?;
                let (at, w) = f.code.locals[index_of(*local)];
                match init {
                    Some(e) => {
                        self.eval(f, *e, mask)?;
                        let n = &f.code.nodes[index_of(*e)];
                        if n.w == w {
                            lanes::copy_masked(&mut f.arena, n.at, at, w, mask);
                        }
                    }
                    None => {
                        for l in active(mask) {
                            f.arena[at + l * w..at + (l + 1) * w].fill(0);
                        }
                    }
                }
            }
            Stmt::Block(b) => self.exec_block(f, b, mask)?,
            Stmt::If {
                cond,
                then,
                otherwise,
            } => {
                self.step()?;
                self.eval(f, *cond, mask)?;
                let mut then_mask = self.take_mask();
                let mut else_mask = self.take_mask();
                f.split_both(*cond, mask, &mut then_mask, &mut else_mask);
                if any(&then_mask) {
                    self.exec_block(f, then, &mut then_mask)?;
                }
                if any(&else_mask) {
                    self.exec_block(f, otherwise, &mut else_mask)?;
                }
                for (l, m) in mask.iter_mut().enumerate() {
                    *m = then_mask[l] || else_mask[l];
                }
                self.give_mask(then_mask);
                self.give_mask(else_mask);
            }
            Stmt::Loop {
                cond,
                test_first,
                body,
                continuing,
            } => {
                let mut entry = self.take_mask();
                entry.copy_from_slice(mask);
                let mut cont = self.take_mask();
                cont.fill(false);
                f.continued.push(cont);
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
                if let Some(cont) = f.continued.pop() {
                    self.give_mask(cont);
                }
                for (l, m) in mask.iter_mut().enumerate() {
                    *m = entry[l] && !f.returned[l] && !self.killed[l];
                }
                self.give_mask(entry);
            }
            Stmt::Switch { selector, cases } => {
                self.step()?;
                let mut entry = self.take_mask();
                entry.copy_from_slice(mask);
                self.eval(f, *selector, mask)?;
                let sel = &f.code.nodes[index_of(*selector)];
                // The case lane `l` enters: the first holding its value,
                // else the default (signed values are stored sign-extended).
                let target = |arena: &[u64], l: usize| {
                    let v = if sel.w > 0 {
                        arena[sel.at + l * sel.w]
                    } else {
                        return None;
                    };
                    let hit = cases.iter().position(|c| {
                        c.values.iter().any(|lit| match *lit {
                            Literal::Sint(x) => x as u64 == v,
                            Literal::Uint(x) => x == v,
                            _ => false,
                        })
                    });
                    hit.or_else(|| cases.iter().position(|c| c.is_default))
                };
                // Lanes that reach the end of a case fall into the next.
                let mut falling = self.take_mask();
                falling.fill(false);
                let mut m = self.take_mask();
                for (i, case) in cases.iter().enumerate() {
                    for l in 0..lanes {
                        m[l] = falling[l] || (entry[l] && target(&f.arena, l) == Some(i));
                    }
                    if any(&m) {
                        self.exec_block(f, &case.body, &mut m)?;
                    }
                    std::mem::swap(&mut falling, &mut m);
                }
                // Lanes that broke out come back; those that returned,
                // discarded or continued the enclosing loop do not.
                let continued = f.continued.last();
                for (l, m) in mask.iter_mut().enumerate() {
                    let cont = continued.is_some_and(|c| c[l]);
                    *m = entry[l] && !f.returned[l] && !self.killed[l] && !cont;
                }
                self.give_mask(entry);
                self.give_mask(falling);
                self.give_mask(m);
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
                    self.eval(f, *e, mask)?;
                    let n = &f.code.nodes[index_of(*e)];
                    let (at, w) = f.code.ret;
                    if n.w == w {
                        lanes::copy_masked(&mut f.arena, n.at, at, w, mask);
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
            // WHLSL's `trap;` ends the whole run (an inactive branch's
            // never runs: the mask is checked before statements run).
            Stmt::Trap(_) => {
                return Err(Trap {
                    reason: "the program executed 'trap'".into(),
                })
            }
        }
        Ok(())
    }

    /// Drops from `mask` the lanes for which `cond` is false.
    fn narrow(&mut self, f: &mut Frame<'p>, cond: ExprId, mask: &mut Mask) -> Result<(), Trap> {
        self.eval(f, cond, mask)?;
        let mut out = self.take_mask();
        f.split(cond, mask, true, &mut out);
        let old = std::mem::replace(mask, out);
        self.give_mask(old);
        Ok(())
    }

    pub(crate) fn scalar_of(&self, ty: hlsl_sema::types::TypeId) -> hlsl_sema::types::Scalar {
        self.program
            .types
            .scalar_of(ty)
            .unwrap_or(hlsl_sema::types::Scalar::U32)
    }

    fn group_name_or_call(&self) -> String {
        match self.group {
            Some([x, y, z]) => format!("workgroup ({x}, {y}, {z})"),
            None => "the call".into(),
        }
    }
}
