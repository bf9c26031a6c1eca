//! Evaluates compiled WHLSL for one invocation. Memory is one store of
//! cells per address space: `thread` is the stack of frames, the others
//! hold what the caller put there. A pointer is one cell (space and cell
//! index, 0 for null), an array reference two (pointer and length).
//! Traps — `trap;`, null dereferences, out-of-bounds indices, integer
//! division by zero, the step limit — end the run with a reason.
//!
//! The machine keeps the spec's divergence stack ([`Div`]) and hands
//! control barriers to a [`BarrierHook`]: the lock-step scheduler of a
//! dispatch (`super::group`); without one (a single `run` call) a barrier
//! has nothing to wait for.

use super::code::{AtomicOp, Code, Func, Off, SetterPlace, P, S, X};
use super::ops;
use crate::Trap;

pub const THREAD: u64 = 0;
pub const SPACE_NAMES: [&str; 4] = ["thread", "threadgroup", "device", "constant"];

/// The cell of a pointer to cell `index` of `space`.
pub fn pointer(space: u64, index: usize) -> u64 {
    (space << 56) | (index as u64 + 1)
}

fn split(p: u64) -> (usize, usize) {
    ((p >> 56) as usize, ((p & ((1 << 56) - 1)) - 1) as usize)
}

/// Where a place resolved to.
#[derive(Clone, Copy)]
enum Loc {
    Addr(u64),
    /// A setter place; its base's location is in its `loc_tmp`.
    Abstract,
}

enum Flow {
    Next,
    Break,
    Continue,
    Fallthrough,
    Return,
}

fn trap(reason: impl Into<String>) -> Trap {
    Trap {
        reason: reason.into(),
    }
}

/// One run of divergence-stack entries: (divergence point, value,
/// repetitions). A loop pushes `(loop, true)` once per iteration (the
/// spec's `if` inside `Loop`); keeping the count instead of the copies
/// keeps memory flat however long the loop runs. A divergence point is
/// the address of its node in the [`Code`] every invocation shares.
pub type Div = (usize, u64, u64);

/// Where an invocation waits at a control barrier.
pub trait BarrierHook {
    /// Called at control barrier `id` (its node's address) with the
    /// divergence stack `div`; hands the shared memory and the step count
    /// over and returns when the whole group may go on past the barrier.
    fn arrive(
        &mut self,
        id: usize,
        div: &[Div],
        spaces: &mut [Vec<u64>; 4],
        steps: &mut u64,
    ) -> R<()>;
}

pub struct Machine<'c> {
    code: &'c Code,
    /// The `thread` store: the frames.
    pub stack: Vec<u64>,
    /// The `threadgroup`, `device` and `constant` stores (index 0 unused).
    pub spaces: [Vec<u64>; 4],
    fp: usize,
    pub steps: u64,
    max_steps: u64,
    pub div: Vec<Div>,
    pub hook: Option<Box<dyn BarrierHook + 'c>>,
}

type R<T> = Result<T, Trap>;

impl<'c> Machine<'c> {
    pub fn new(code: &'c Code, max_steps: u64) -> Machine<'c> {
        Machine {
            code,
            stack: Vec::with_capacity(1 << 16),
            spaces: Default::default(),
            fp: 0,
            steps: 0,
            max_steps,
            div: Vec::with_capacity(256),
            hook: None,
        }
    }

    /// The address of a node, its divergence point or barrier identifier.
    fn id<T>(node: &T) -> usize {
        node as *const T as usize
    }

    /// Runs `f` with `(id, value)` pushed on the divergence stack. The
    /// stack is kept only where a barrier hook reads it (a lock-step
    /// dispatch), so a plain `run` pays nothing for it.
    #[inline]
    fn diverged<T>(&mut self, id: usize, value: u64, f: impl FnOnce(&mut Self) -> R<T>) -> R<T> {
        if self.hook.is_none() {
            return f(self);
        }
        let depth = self.div.len();
        self.div.push((id, value, 1));
        let r = f(self);
        self.div.truncate(depth);
        r
    }

    /// One more iteration of the loop whose entries start at `depth`.
    fn iterate(&mut self, id: usize, depth: usize) {
        if self.hook.is_none() {
            return;
        }
        match self.div.get_mut(depth) {
            Some(e) => e.2 += 1,
            None => self.div.push((id, 1, 1)),
        }
    }

    /// Runs `func` with its frame, parameters filled in, at the top of
    /// the stack from `fp`; the result is left at `fp`.
    pub fn run(&mut self, func: &Func, fp: usize) -> R<()> {
        self.fp = fp;
        self.exec(&func.body).map(|_| ())
    }

    fn step(&mut self) -> R<()> {
        self.steps += 1;
        if self.steps > self.max_steps {
            return Err(trap(format!("exceeded --max-steps ({})", self.max_steps)));
        }
        Ok(())
    }

    fn cell(&self, off: Off) -> u64 {
        self.stack[self.fp + off as usize]
    }

    fn set(&mut self, off: Off, v: u64) {
        let i = self.fp + off as usize;
        self.stack[i] = v;
    }

    /// Copies `len` frame cells from `src` to `dst`.
    fn copy(&mut self, src: Off, dst: Off, len: u32) {
        let (s, d) = (self.fp + src as usize, self.fp + dst as usize);
        self.stack.copy_within(s..s + len as usize, d);
    }

    fn checked(&self, p: u64, len: u32) -> R<(usize, usize)> {
        let (space, i) = split(p);
        let store = if space == THREAD as usize {
            &self.stack
        } else {
            &self.spaces[space]
        };
        if i + len as usize > store.len() {
            return Err(trap(format!(
                "an access outside the {} memory",
                SPACE_NAMES[space]
            )));
        }
        Ok((space, i))
    }

    /// Loads `len` cells at `p` into the frame at `dst`.
    fn load(&mut self, p: u64, dst: Off, len: u32) -> R<()> {
        let (space, i) = self.checked(p, len)?;
        let d = self.fp + dst as usize;
        let n = len as usize;
        if space == THREAD as usize {
            self.stack.copy_within(i..i + n, d);
        } else {
            self.stack[d..d + n].copy_from_slice(&self.spaces[space][i..i + n]);
        }
        Ok(())
    }

    /// Stores `len` frame cells from `src` at `p`.
    fn store(&mut self, p: u64, src: Off, len: u32) -> R<()> {
        let (space, i) = self.checked(p, len)?;
        let s = self.fp + src as usize;
        let n = len as usize;
        if space == THREAD as usize {
            self.stack.copy_within(s..s + n, i);
        } else {
            self.spaces[space][i..i + n].copy_from_slice(&self.stack[s..s + n]);
        }
        Ok(())
    }

    fn load_cell(&self, p: u64) -> R<u64> {
        let (space, i) = self.checked(p, 1)?;
        Ok(if space == THREAD as usize {
            self.stack[i]
        } else {
            self.spaces[space][i]
        })
    }

    fn store_cell(&mut self, p: u64, v: u64) -> R<()> {
        let (space, i) = self.checked(p, 1)?;
        if space == THREAD as usize {
            self.stack[i] = v;
        } else {
            self.spaces[space][i] = v;
        }
        Ok(())
    }

    fn fix_enum(&mut self, fix: Option<u32>, at: Off) {
        if let Some(e) = fix {
            let v = self.cell(at);
            if !self.code.enums[e as usize].contains(&v) {
                // An invalid value reads as the enum's default, its zero
                // element.
                self.set(at, 0);
            }
        }
    }

    fn exec(&mut self, s: &S) -> R<Flow> {
        self.step()?;
        match s {
            S::Block(list) => {
                for s in list {
                    match self.exec(s)? {
                        Flow::Next => {}
                        f => return Ok(f),
                    }
                }
            }
            S::Var { off, len, init } => match init {
                Some(x) => {
                    self.eval(x)?;
                    self.copy(x.tmp(), *off, *len);
                }
                None => {
                    let at = self.fp + *off as usize;
                    self.stack[at..at + *len as usize].fill(0);
                }
            },
            S::Expr(x) => self.eval(x)?,
            S::Empty => {}
            S::If { cond, then, els } => {
                self.eval(cond)?;
                let c = self.cell(cond.tmp());
                let arm = if c != 0 { then } else { els };
                return self.diverged(Self::id(s), c, |m| m.exec(arm));
            }
            S::DoWhile { .. } | S::For { .. } => {
                let depth = self.div.len();
                let r = self.exec_loop(s, depth);
                self.div.truncate(depth);
                return r;
            }
            S::Switch { value, cases } => {
                self.eval(value)?;
                let v = self.cell(value.tmp());
                return self.diverged(Self::id(s), v, |m| m.exec_cases(cases, v));
            }
            S::Break => return Ok(Flow::Break),
            S::Continue => return Ok(Flow::Continue),
            S::Fallthrough => return Ok(Flow::Fallthrough),
            S::Return(value) => {
                if let Some((x, len)) = value {
                    self.eval(x)?;
                    self.copy(x.tmp(), 0, *len);
                }
                return Ok(Flow::Return);
            }
            S::Trap => return Err(trap("the program executed 'trap'")),
        }
        Ok(Flow::Next)
    }

    /// A `for` or `do while` loop; its divergence entries start at `depth`.
    fn exec_loop(&mut self, s: &S, depth: usize) -> R<Flow> {
        let id = Self::id(s);
        match s {
            S::DoWhile { body, cond } => loop {
                self.step()?;
                match self.exec(body)? {
                    Flow::Break => break,
                    Flow::Return => return Ok(Flow::Return),
                    _ => {}
                }
                self.eval(cond)?;
                if self.cell(cond.tmp()) == 0 {
                    break;
                }
                self.iterate(id, depth);
            },
            S::For { cond, step, body } => loop {
                self.step()?;
                self.eval(cond)?;
                if self.cell(cond.tmp()) == 0 {
                    break;
                }
                self.iterate(id, depth);
                match self.exec(body)? {
                    Flow::Break => break,
                    Flow::Return => return Ok(Flow::Return),
                    _ => {}
                }
                if let Some(x) = step {
                    self.eval(x)?;
                }
            },
            _ => return Err(ops::internal("a loop that is not a loop")),
        }
        Ok(Flow::Next)
    }

    fn exec_cases(&mut self, cases: &[(Option<u64>, S)], v: u64) -> R<Flow> {
        // No case and no default only for an enum value made by a cast and
        // never loaded: it runs as its zero element would.
        let start = cases
            .iter()
            .position(|(c, _)| *c == Some(v))
            .or_else(|| cases.iter().position(|(c, _)| c.is_none()))
            .or_else(|| cases.iter().position(|(c, _)| *c == Some(0)))
            .unwrap_or(0);
        for (_, body) in &cases[start..] {
            match self.exec(body)? {
                Flow::Fallthrough => {}
                Flow::Break | Flow::Next => return Ok(Flow::Next),
                f => return Ok(f),
            }
        }
        Ok(Flow::Next)
    }

    fn call(&mut self, func: u32, args: &[X], dst: Off) -> R<()> {
        let Some(Some(f)) = self.code.funcs.get(func as usize) else {
            return Err(ops::internal("a call of a function that was not compiled"));
        };
        let base = self.stack.len();
        self.stack.resize(base + f.frame as usize, 0);
        for (a, &(off, len)) in args.iter().zip(&f.params) {
            let s = self.fp + a.tmp() as usize;
            self.stack
                .copy_within(s..s + len as usize, base + off as usize);
        }
        let caller = self.fp;
        self.fp = base;
        let r = self.exec(&f.body);
        self.fp = caller;
        r?;
        let d = caller + dst as usize;
        self.stack.copy_within(base..base + f.ret_len as usize, d);
        self.stack.truncate(base);
        Ok(())
    }

    fn resolve(&mut self, p: &P) -> R<Loc> {
        Ok(match p {
            P::Local { off } => Loc::Addr(pointer(THREAD, self.fp + *off as usize)),
            P::Deref { ptr } => {
                self.eval(ptr)?;
                match self.cell(ptr.tmp()) {
                    0 => return Err(trap("a null pointer was dereferenced")),
                    a => Loc::Addr(a),
                }
            }
            P::Field { base, offset } => Loc::Addr(self.address(base)? + *offset as u64),
            P::Elem {
                base,
                index,
                elem,
                count,
            } => {
                let a = self.address(base)?;
                self.eval(index)?;
                let i = self.cell(index.tmp());
                if i >= *count as u64 {
                    return Err(trap(format!(
                        "array index {i} is out of bounds (the array has {count} elements)"
                    )));
                }
                Loc::Addr(a + i * *elem as u64)
            }
            P::RefIndex { r, index, elem } => {
                self.eval(r)?;
                self.eval(index)?;
                let (a, n) = (self.cell(r.tmp()), self.cell(r.tmp() + 1));
                let i = self.cell(index.tmp());
                if a == 0 {
                    return Err(trap("a null array reference was indexed"));
                }
                if i >= n {
                    return Err(trap(format!(
                        "array reference index {i} is out of bounds (length {n})"
                    )));
                }
                Loc::Addr(a + i * *elem as u64)
            }
            P::Taker {
                base,
                ptr_tmp,
                call,
            } => {
                let a = self.address(base)?;
                self.set(*ptr_tmp, a);
                self.eval(call)?;
                match self.cell(call.tmp()) {
                    0 => return Err(trap("an address taker returned null")),
                    a => Loc::Addr(a),
                }
            }
            P::Setter(sp) => {
                let loc = match self.resolve(&sp.base)? {
                    Loc::Addr(a) => a,
                    Loc::Abstract => 0,
                };
                self.set(sp.loc_tmp, loc);
                if let Some(i) = &sp.index {
                    self.eval(i)?;
                }
                Loc::Abstract
            }
        })
    }

    /// The address of a place that has one (a left value).
    fn address(&mut self, p: &P) -> R<u64> {
        match self.resolve(p)? {
            Loc::Addr(a) => Ok(a),
            Loc::Abstract => Err(ops::internal("the address of an abstract left value")),
        }
    }

    fn read(&mut self, p: &P, loc: Loc, dst: Off, len: u32, fix: Option<u32>) -> R<()> {
        match loc {
            Loc::Addr(a) => self.load(a, dst, len)?,
            Loc::Abstract => {
                let sp = setter(p)?;
                self.read_base(sp)?;
                self.eval(&sp.getter)?;
                self.copy(sp.getter.tmp(), dst, len);
            }
        }
        self.fix_enum(fix, dst);
        Ok(())
    }

    fn base_loc(&self, sp: &SetterPlace) -> Loc {
        match self.cell(sp.loc_tmp) {
            0 => Loc::Abstract,
            a => Loc::Addr(a),
        }
    }

    fn read_base(&mut self, sp: &SetterPlace) -> R<()> {
        let loc = self.base_loc(sp);
        self.read(&sp.base, loc, sp.base_tmp, sp.base_len, sp.base_fix)
    }

    fn write(&mut self, p: &P, loc: Loc, src: Off, len: u32) -> R<()> {
        match loc {
            Loc::Addr(a) => self.store(a, src, len),
            Loc::Abstract => {
                let sp = setter(p)?;
                self.copy(src, sp.val_tmp, len);
                self.read_base(sp)?;
                self.eval(&sp.setter)?;
                let loc = self.base_loc(sp);
                self.write(&sp.base, loc, sp.setter.tmp(), sp.base_len)
            }
        }
    }

    /// Loads the value of an abstract left value's base into its
    /// `base_tmp` (through the inner getter when the base is abstract
    /// too, after reading the inner base the same way).
    fn read_bases(&mut self, p: &P) -> R<()> {
        let sp = setter(p)?;
        match self.base_loc(sp) {
            Loc::Addr(a) => self.load(a, sp.base_tmp, sp.base_len)?,
            Loc::Abstract => {
                self.read_bases(&sp.base)?;
                let inner = setter(&sp.base)?;
                self.eval(&inner.getter)?;
                self.copy(inner.getter.tmp(), sp.base_tmp, sp.base_len);
            }
        }
        self.fix_enum(sp.base_fix, sp.base_tmp);
        Ok(())
    }

    /// Runs the setters of an abstract left value whose bases
    /// [`Self::read_bases`] loaded, innermost first, and stores the
    /// outermost result.
    fn commit(&mut self, p: &P, src: Off, len: u32) -> R<()> {
        let sp = setter(p)?;
        self.copy(src, sp.val_tmp, len);
        self.eval(&sp.setter)?;
        match self.base_loc(sp) {
            Loc::Addr(a) => self.store(a, sp.setter.tmp(), sp.base_len),
            Loc::Abstract => self.commit(&sp.base, sp.setter.tmp(), sp.base_len),
        }
    }

    fn index(&mut self, index: &X, count: u32) -> R<u64> {
        self.eval(index)?;
        let i = self.cell(index.tmp());
        if i >= count as u64 {
            return Err(trap(format!(
                "index {i} is out of bounds (the value has {count} elements)"
            )));
        }
        Ok(i)
    }

    fn eval(&mut self, x: &X) -> R<()> {
        match x {
            X::Const { tmp, at, len } => {
                let d = self.fp + *tmp as usize;
                let (a, n) = (*at as usize, *len as usize);
                self.stack[d..d + n].copy_from_slice(&self.code.pool[a..a + n]);
            }
            X::Slot { .. } => {}
            X::Read {
                tmp,
                place,
                len,
                fix,
            } => {
                let loc = self.resolve(place)?;
                self.read(place, loc, *tmp, *len, *fix)?;
            }
            X::AddrOf { tmp, place } => {
                let a = self.address(place)?;
                self.set(*tmp, a);
            }
            X::RefOf { tmp, place, count } => {
                let a = self.address(place)?;
                self.set(*tmp, a);
                self.set(*tmp + 1, *count as u64);
            }
            X::ThreadPtr { tmp, target } => {
                let p = pointer(THREAD, self.fp + *target as usize);
                self.set(*tmp, p);
            }
            X::Unary {
                tmp,
                op,
                s,
                lanes,
                a,
            } => {
                self.eval(a)?;
                for i in 0..*lanes {
                    let v = ops::unary(*op, *s, self.cell(a.tmp() + i));
                    self.set(*tmp + i, v);
                }
            }
            X::Binary {
                tmp,
                op,
                s,
                lanes,
                a,
                b,
            } => {
                self.eval(a)?;
                self.eval(b)?;
                for i in 0..*lanes {
                    let v = ops::binary(*op, *s, self.cell(a.tmp() + i), self.cell(b.tmp() + i))?;
                    self.set(*tmp + i, v);
                }
            }
            X::Compare {
                tmp,
                op,
                s,
                lanes,
                a,
                b,
            } => {
                self.eval(a)?;
                self.eval(b)?;
                let mut all = true;
                let mut any = false;
                for i in 0..*lanes {
                    let r = ops::compare(*op, *s, self.cell(a.tmp() + i), self.cell(b.tmp() + i));
                    all &= r;
                    any |= r;
                }
                let r = if *op == super::code::Cmp::Ne {
                    any
                } else {
                    all
                };
                self.set(*tmp, r as u64);
            }
            X::And { tmp, a, b } | X::Or { tmp, a, b } => {
                self.eval(a)?;
                let first = self.cell(a.tmp()) != 0;
                let decided = if matches!(x, X::And { .. }) {
                    !first
                } else {
                    first
                };
                let v = if decided {
                    first as u64
                } else {
                    self.diverged(Self::id(x), first as u64, |m| m.eval(b))?;
                    self.cell(b.tmp())
                };
                self.set(*tmp, v);
            }
            X::Ternary {
                tmp,
                cond,
                a,
                b,
                len,
            } => {
                self.eval(cond)?;
                let c = self.cell(cond.tmp());
                let arm = if c != 0 { a } else { b };
                self.diverged(Self::id(x), c, |m| m.eval(arm))?;
                self.copy(arm.tmp(), *tmp, *len);
            }
            X::Barrier { sync, .. } => {
                if let (true, Some(hook)) = (*sync, self.hook.as_mut()) {
                    hook.arrive(Self::id(x), &self.div, &mut self.spaces, &mut self.steps)?;
                }
            }
            X::Atomic {
                op,
                signed,
                args,
                original,
                ..
            } => {
                for a in args {
                    self.eval(a)?;
                }
                let arg = |m: &Self, i: usize| m.cell(args[i].tmp());
                let (v, cmp) = match op {
                    AtomicOp::CompareExchange => (arg(self, 2), arg(self, 1)),
                    _ => (arg(self, 1), 0),
                };
                let p = arg(self, 0);
                if p == 0 {
                    return Err(trap("a null pointer was passed to an atomic operation"));
                }
                let old = self.load_cell(p)?;
                self.store_cell(p, ops::atomic(*op, *signed, old, v, cmp))?;
                if *original {
                    match arg(self, args.len() - 1) {
                        0 => {
                            return Err(trap(
                                "a null pointer was passed for an atomic's original value",
                            ))
                        }
                        out => self.store_cell(out, old)?,
                    }
                }
            }
            X::Comma { a, b } => {
                self.eval(a)?;
                self.eval(b)?;
            }
            X::Call { tmp, func, args } => {
                for a in args {
                    self.eval(a)?;
                }
                self.call(*func, args, *tmp)?;
            }
            X::Convert {
                tmp,
                from,
                to,
                lanes,
                a,
            } => {
                self.eval(a)?;
                for i in 0..*lanes {
                    let v = ops::convert(*from, *to, self.cell(a.tmp() + i));
                    self.set(*tmp + i, v);
                }
            }
            X::Concat { tmp, parts } => {
                let mut at = *tmp;
                for (p, len) in parts {
                    self.eval(p)?;
                    self.copy(p.tmp(), at, *len);
                    at += len;
                }
            }
            X::Swizzle {
                tmp,
                base,
                comps,
                len,
            } => {
                self.eval(base)?;
                for (i, &c) in comps.iter().take(*len as usize).enumerate() {
                    let v = self.cell(base.tmp() + c as u32);
                    self.set(*tmp + i as u32, v);
                }
            }
            X::SwizzleSet {
                tmp,
                base,
                val,
                comps,
                len,
                width,
            } => {
                self.eval(base)?;
                self.eval(val)?;
                self.copy(base.tmp(), *tmp, *width);
                for (i, &c) in comps.iter().take(*len as usize).enumerate() {
                    let v = self.cell(val.tmp() + i as u32);
                    self.set(*tmp + c as u32, v);
                }
            }
            X::IndexGet {
                tmp,
                base,
                index,
                elem,
                count,
            } => {
                self.eval(base)?;
                let i = self.index(index, *count)? as u32;
                self.copy(base.tmp() + i * elem, *tmp, *elem);
            }
            X::IndexSet {
                tmp,
                base,
                index,
                val,
                elem,
                count,
            } => {
                self.eval(base)?;
                let i = self.index(index, *count)? as u32;
                self.eval(val)?;
                self.copy(base.tmp(), *tmp, elem * count);
                self.copy(val.tmp(), *tmp + i * elem, *elem);
            }
            X::FieldPtr { tmp, ptr, offset } => {
                self.eval(ptr)?;
                let p = self.cell(ptr.tmp());
                if p == 0 {
                    return Err(trap("a null pointer was passed to a field address taker"));
                }
                self.set(*tmp, p + *offset as u64);
            }
            X::ElemPtr {
                tmp,
                ptr,
                index,
                elem,
                count,
            } => {
                self.eval(ptr)?;
                let i = self.index(index, *count)?;
                let p = self.cell(ptr.tmp());
                if p == 0 {
                    return Err(trap("a null pointer was indexed"));
                }
                self.set(*tmp, p + i * *elem as u64);
            }
            X::GenGet {
                tmp,
                args,
                taker,
                len,
                fix,
            } => {
                for a in args {
                    self.eval(a)?;
                }
                self.eval(taker)?;
                let p = self.cell(taker.tmp());
                if p == 0 {
                    return Err(trap("an address taker returned null"));
                }
                self.load(p, *tmp, *len)?;
                self.fix_enum(*fix, *tmp);
            }
            X::GenSet {
                args, taker, len, ..
            } => {
                for a in args {
                    self.eval(a)?;
                }
                self.eval(taker)?;
                let p = self.cell(taker.tmp());
                if p == 0 {
                    return Err(trap("an address taker returned null"));
                }
                let val = args.last().map_or(0, X::tmp);
                self.store(p, val, *len)?;
            }
            X::Assign { place, rhs, len } => match self.resolve(place)? {
                Loc::Addr(a) => {
                    self.eval(rhs)?;
                    self.store(a, rhs.tmp(), *len)?;
                }
                Loc::Abstract => {
                    // `e3.f = e2` is `e3 = operator.f=(e3, e2)`: the
                    // setter's arguments, the base's value first, are
                    // evaluated left to right before the right side.
                    self.read_bases(place)?;
                    self.eval(rhs)?;
                    self.commit(place, rhs.tmp(), *len)?;
                }
            },
            X::Compound {
                place,
                cur,
                rhs,
                op,
                len,
                fix,
            } => {
                let loc = self.resolve(place)?;
                self.eval(rhs)?;
                self.read(place, loc, *cur, *len, *fix)?;
                self.eval(op)?;
                self.write(place, loc, op.tmp(), *len)?;
            }
            X::Postfix {
                place,
                cur,
                op,
                len,
                fix,
            } => {
                let loc = self.resolve(place)?;
                self.read(place, loc, *cur, *len, *fix)?;
                self.eval(op)?;
                self.write(place, loc, op.tmp(), *len)?;
            }
        }
        Ok(())
    }
}

fn setter(p: &P) -> R<&SetterPlace> {
    match p {
        P::Setter(sp) => Ok(sp),
        _ => Err(ops::internal("an abstract location of a plain place")),
    }
}
