//! Workgroups on several threads (rayon) with exactly the result of
//! running them one after another in group order.
//!
//! The buffers move into shared memory for the dispatch
//! (`exec/shared.rs`): words the groups read and write in place, with
//! per-word stamps in the buffers the program may write
//! (`dispatch/writes.rs`). Groups run in batches of consecutive groups,
//! split into one chunk per worker. A group that meets a conflict (it
//! touched a word another group of the batch wrote, or wrote a word
//! another one touched, after that group did), traps, or would take the
//! step count past `--max-steps` stops. When the batch is done, every group
//! before the first one that stopped saw only the batch's starting memory
//! and its own writes, which is what it would have seen running alone in
//! order: those are kept. The groups from the first stopped one on are
//! undone from their logs of first writes, the stopped group runs again
//! alone on the caller's thread (trapping there if it traps in order),
//! and the next batch starts after it. Atomic operations are reads and
//! writes of their word, so two groups of a batch on one atomic counter
//! conflict and the later one runs again: results, atomics' returned
//! values included, are those of the sequential order whatever the number
//! of threads.
//!
//! Programs that use resource methods (counters and `Append`/`Consume`,
//! byte-address buffers, textures) or have textures bound run
//! sequentially.

use super::{writes, Runner};
use crate::compile::Compiled;
use crate::exec::{Binding, Machine, Shared, SharedBuf, Undo, MAX_BATCH, MAX_EPOCH};
use crate::{Buffers, Limits, Trap};
use hlsl_sema::ir::{ExprKind, FunctionId, Program};
use std::ops::Range;
use std::sync::atomic::{AtomicU64, Ordering};

/// Groups per worker per batch, at most: a batch that commits whole
/// doubles the next one's share up to this, a conflict halves it (down to
/// one), so groups that depend on each other waste little work.
const MAX_PER_WORKER: u64 = 64;

/// The most threads a dispatch uses (so a batch stays under
/// [`MAX_BATCH`] groups).
pub(crate) const MAX_THREADS: usize = (MAX_BATCH / MAX_PER_WORKER) as usize;

/// Whether a dispatch of `program` over `buffers` can run in parallel.
pub(crate) fn eligible(program: &Program, buffers: &Buffers) -> bool {
    buffers.textures.is_empty()
        && !program.functions.iter().any(|(_, f)| {
            f.body
                .exprs
                .iter()
                .any(|(_, e)| matches!(e.kind, ExprKind::ResourceOp { .. }))
        })
}

/// How one group of a batch ended.
struct Outcome {
    steps: u64,
    /// It met a conflict or trapped.
    stopped: bool,
    /// Where its first writes start in its worker's undo log.
    undo_from: usize,
}

/// What one worker did with its chunk of a batch: the outcomes of the
/// chunk's first groups (all of them unless it stopped early), and their
/// first writes in order.
#[derive(Default)]
struct Chunk {
    groups: Range<u64>,
    outcomes: Vec<Outcome>,
    undo: Vec<Undo>,
}

fn group_id(i: u64, groups: [u32; 3]) -> [u32; 3] {
    let (x, y) = (groups[0] as u64, groups[1] as u64);
    [(i % x) as u32, (i / x % y) as u32, (i / (x * y)) as u32]
}

/// Runs the dispatch on `threads` threads (2 to [`MAX_THREADS`]).
pub(crate) fn dispatch(
    machine: &mut Machine,
    runner: &mut Runner,
    groups: [u32; 3],
    threads: usize,
    limits: &Limits,
) -> Result<(), Trap> {
    let written = writes::written_globals(machine.program);
    let layout = machine.layout();
    let mut bufs: Vec<(Vec<u8>, bool)> = machine
        .take_bufs()
        .into_iter()
        .map(|b| (b, false))
        .collect();
    for (&(buf, _), &w) in layout.iter().zip(&written) {
        if let (Some(b), true) = (buf, w) {
            bufs[b].1 = true;
        }
    }
    let mem: Vec<SharedBuf> = bufs
        .into_iter()
        .map(|(bytes, w)| SharedBuf::new(bytes, w))
        .collect();
    let pool = if threads == rayon::current_num_threads() {
        None
    } else {
        match rayon::ThreadPoolBuilder::new().num_threads(threads).build() {
            Ok(pool) => Some(pool),
            Err(e) => {
                machine.put_bufs(mem.into_iter().map(SharedBuf::into_bytes).collect());
                return Err(Trap {
                    reason: format!("cannot start {threads} threads: {e}"),
                });
            }
        }
    };
    let batches = Batches {
        program: machine.program,
        compiled: machine.compiled,
        lanes: machine.lanes,
        function: runner.function,
        size: runner.size,
        groups,
        threads: threads as u64,
        mem: &mem,
        layout: &layout,
        limits,
        pool: pool.as_ref(),
    };
    let result = batches.run(machine, runner);
    machine.put_bufs(mem.into_iter().map(SharedBuf::into_bytes).collect());
    result
}

/// A dispatch in progress.
struct Batches<'a> {
    program: &'a Program,
    compiled: &'a Compiled,
    lanes: usize,
    function: FunctionId,
    size: [u32; 3],
    groups: [u32; 3],
    threads: u64,
    mem: &'a [SharedBuf],
    layout: &'a [Binding],
    limits: &'a Limits,
    /// None: rayon's global pool, which has the wanted number of threads.
    pool: Option<&'a rayon::ThreadPool>,
}

impl Batches<'_> {
    fn run(&self, machine: &mut Machine, runner: &mut Runner) -> Result<(), Trap> {
        let total = self.groups.iter().map(|&n| n as u64).product::<u64>();
        // Groups that run alone run on this machine, over the shared memory.
        let mut alone_buffers = Buffers::default();
        let mut alone = Machine::new(
            self.program,
            self.compiled,
            self.lanes,
            &mut alone_buffers,
            machine.max_steps,
        );
        alone.wave_size = machine.wave_size;
        alone.attach(Shared::direct(self.mem), self.layout);
        alone.steps = machine.steps;
        let mut chunks: Vec<Chunk> = Vec::new();
        let (mut next, mut per_worker, mut epoch) = (0, 8, 0);
        while next < total {
            if epoch == MAX_EPOCH {
                self.mem.iter().for_each(SharedBuf::clear_stamps);
                epoch = 0;
            }
            epoch += 1;
            let end = total.min(next + self.threads * per_worker);
            let budget = alone.max_steps - alone.steps;
            chunks.clear();
            chunks.extend((next..end).step_by(per_worker as usize).map(|s| Chunk {
                groups: s..end.min(s + per_worker),
                ..Chunk::default()
            }));
            self.run_batch(&mut chunks, next, epoch, budget);
            let (keep, steps) = kept(&chunks, budget, end);
            alone.steps += steps;
            undo_from(&chunks, keep, self.mem);
            next = if keep < end {
                per_worker = (per_worker / 2).max(1);
                runner.run(&mut alone, group_id(keep, self.groups))?;
                keep + 1
            } else {
                per_worker = (per_worker * 2).min(MAX_PER_WORKER);
                end
            };
        }
        machine.steps = alone.steps;
        Ok(())
    }

    /// Runs a batch's chunks on the pool's threads; `first` is the batch's
    /// first group.
    fn run_batch(&self, chunks: &mut [Chunk], first: u64, epoch: u32, budget: u64) {
        // The first group that stopped: the workers skip the groups after it.
        let stopped = AtomicU64::new(u64::MAX);
        let mut work = || {
            rayon::scope(|s| {
                for chunk in chunks.iter_mut() {
                    let stopped = &stopped;
                    s.spawn(move |_| self.work(chunk, first, epoch, budget, stopped));
                }
            })
        };
        match self.pool {
            Some(pool) => pool.install(work),
            None => work(),
        }
    }

    /// Runs a chunk's groups in order on a machine of its own, until one
    /// stops or a group before it in the batch has stopped.
    fn work(&self, chunk: &mut Chunk, first: u64, epoch: u32, budget: u64, stopped: &AtomicU64) {
        let mut none = Buffers::default();
        let mut m = Machine::new(self.program, self.compiled, self.lanes, &mut none, budget);
        m.wave_size = self.limits.wave_size as usize;
        m.attach(Shared::tracked(self.mem, epoch), self.layout);
        // A runner that cannot start runs no group: the first one runs
        // again alone.
        let Ok(mut runner) = Runner::new(&mut m, self.function, self.size) else {
            return;
        };
        for g in chunk.groups.clone() {
            if g > stopped.load(Ordering::Relaxed) {
                break;
            }
            m.start_tracked_group(g - first, budget);
            let undo_from = m.undo_len();
            let trapped = runner.run(&mut m, group_id(g, self.groups)).is_err();
            let halted = trapped || m.halted();
            chunk.outcomes.push(Outcome {
                steps: m.steps,
                stopped: halted,
                undo_from,
            });
            if halted {
                stopped.fetch_min(g, Ordering::Relaxed);
                break;
            }
        }
        chunk.undo = m.take_undo();
    }
}

/// The first group of the batch not to keep (`end` if all are kept), and
/// the steps of the groups before it: groups are kept in order up to the
/// first that stopped, did not run, or would pass the step budget.
fn kept(chunks: &[Chunk], budget: u64, end: u64) -> (u64, u64) {
    let mut steps = 0u64;
    for c in chunks {
        for (g, o) in c.groups.clone().zip(&c.outcomes) {
            let after = steps.saturating_add(o.steps);
            if o.stopped || after > budget {
                return (g, steps);
            }
            steps = after;
        }
        if (c.outcomes.len() as u64) < c.groups.end - c.groups.start {
            return (c.groups.start + c.outcomes.len() as u64, steps);
        }
    }
    (end, steps)
}

/// Undoes the writes of groups `keep..`.
fn undo_from(chunks: &[Chunk], keep: u64, mem: &[SharedBuf]) {
    for c in chunks.iter().filter(|c| c.groups.end > keep) {
        let skip = keep.saturating_sub(c.groups.start) as usize;
        let Some(o) = c.outcomes.get(skip) else {
            continue;
        };
        for &(buf, word, old) in &c.undo[o.undo_from..] {
            mem[buf as usize].restore(word, old);
        }
    }
}
