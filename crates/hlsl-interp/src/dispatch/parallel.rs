//! Workgroups on several threads (rayon) with exactly the result of
//! running them one after another in group order.
//!
//! The buffers move into shared memory for the dispatch
//! (`exec/shared.rs`): words the groups read and write in place, with
//! per-word stamps in the buffers the program may write
//! (`dispatch/writes.rs`). Groups run in batches of consecutive groups;
//! each thread of the pool takes the batch's next group not yet started
//! until none is left. A group that meets a conflict (it touched a word
//! another group of the batch wrote, or wrote a word another one touched,
//! after that group did), traps, or would take the step count past
//! `--max-steps` stops, and no group after it starts. When the batch is
//! done, every group before the first one that stopped saw only the
//! batch's starting memory and its own writes, which is what it would
//! have seen running alone in order: those are kept. The groups from the
//! first stopped one on are undone from their logs of first writes, the
//! stopped group runs again alone on the caller's thread (trapping there
//! if it traps in order), and the next batch starts after it. Atomic
//! operations are reads and writes of their word, so two groups of a batch
//! on one atomic counter conflict and the later one runs again: results,
//! atomics' returned values included, are those of the sequential order
//! whatever the number of threads.
//!
//! Programs that use resource methods (counters and `Append`/`Consume`,
//! byte-address buffers, textures), pick resources at run time, or have
//! textures bound run sequentially (`eligible`).

use super::{writes, Runner};
use crate::compile::Compiled;
use crate::exec::{Binding, Machine, Shared, SharedBuf, Undo, MAX_BATCH, MAX_EPOCH};
use crate::{Buffers, Limits, Trap};
use hlsl_sema::ir::{ExprKind, FunctionId, Program};
use std::ops::Range;
use std::sync::atomic::{AtomicU64, Ordering};

/// Groups per thread per batch, at most: a batch kept whole doubles the
/// next one's size up to this, a conflict halves it (down to one group
/// per thread), so groups that depend on each other waste little work.
const MAX_PER_WORKER: u64 = 256;

/// The most threads a dispatch uses (so a batch stays under
/// [`MAX_BATCH`] groups).
pub(crate) const MAX_THREADS: usize = (MAX_BATCH / MAX_PER_WORKER) as usize;

/// Whether a dispatch of `program` over `buffers` can run in parallel.
pub(crate) fn eligible(program: &Program, buffers: &Buffers) -> bool {
    // Resources chosen at run time bind per group of lanes
    // (`exec/dynamic.rs`), which the shared memory's layout does not.
    let dynamic = program
        .resource_elements
        .values()
        .any(|(_, k)| matches!(k, hlsl_sema::ir::ElementIndex::Dynamic(_)));
    buffers.textures.is_empty()
        && !dynamic
        && !program.functions.iter().any(|(_, f)| {
            f.body
                .exprs
                .iter()
                .any(|(_, e)| matches!(e.kind, ExprKind::ResourceOp { .. }))
        })
}

/// How one group of a batch ended.
struct Outcome {
    /// The group's index in the batch.
    index: u64,
    steps: u64,
    /// It met a conflict or trapped.
    stopped: bool,
    /// Where its first writes start in its worker's undo log.
    undo_from: usize,
}

/// What one thread did in a batch: the groups it ran, in order, and their
/// first writes, in the same order.
#[derive(Default)]
struct Log {
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
    let pool = if threads == rayon::current_num_threads() {
        None
    } else {
        match rayon::ThreadPoolBuilder::new().num_threads(threads).build() {
            Ok(pool) => Some(pool),
            // No threads to be had: one group after another still works.
            Err(_) => return super::sequential(machine, runner, groups),
        }
    };
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
        // One log per thread, kept from batch to batch for its capacity.
        let mut logs: Vec<Log> = (0..self.threads).map(|_| Log::default()).collect();
        let mut by_group = Vec::new();
        let (mut next, mut per_worker, mut epoch) = (0, 8, 0);
        while next < total {
            if epoch == MAX_EPOCH {
                self.mem.iter().for_each(SharedBuf::clear_stamps);
                epoch = 0;
            }
            epoch += 1;
            let batch = next..total.min(next + self.threads * per_worker);
            let budget = alone.max_steps - alone.steps;
            self.run_batch(&mut logs, batch.clone(), epoch, budget);
            let (keep, steps) = kept(&logs, batch.clone(), budget, &mut by_group);
            alone.steps += steps;
            undo_from(&logs, keep - batch.start, self.mem);
            next = if keep < batch.end {
                per_worker = (per_worker / 2).max(1);
                runner.run(&mut alone, group_id(keep, self.groups))?;
                keep + 1
            } else {
                per_worker = (per_worker * 2).min(MAX_PER_WORKER);
                batch.end
            };
        }
        machine.steps = alone.steps;
        Ok(())
    }

    /// Runs the groups of `batch` on the pool's threads, one log each.
    fn run_batch(&self, logs: &mut [Log], batch: Range<u64>, epoch: u32, budget: u64) {
        // The next group to start, and the first that stopped (the groups
        // after it are not started).
        let next = AtomicU64::new(batch.start);
        let stopped = AtomicU64::new(u64::MAX);
        let mut work = || {
            rayon::scope(|s| {
                for log in logs.iter_mut() {
                    let (next, stopped, batch) = (&next, &stopped, batch.clone());
                    s.spawn(move |_| self.work(log, batch, next, stopped, epoch, budget));
                }
            })
        };
        match self.pool {
            Some(pool) => pool.install(work),
            None => work(),
        }
    }

    /// Runs groups of the batch, taking the next one not yet started each
    /// time (so a thread the system lends elsewhere holds up one group, not
    /// a share of them), on a machine of its own, until one stops or a
    /// group before it in the batch has stopped.
    fn work(
        &self,
        log: &mut Log,
        batch: Range<u64>,
        next: &AtomicU64,
        stopped: &AtomicU64,
        epoch: u32,
        budget: u64,
    ) {
        log.outcomes.clear();
        log.undo.clear();
        let mut none = Buffers::default();
        let mut m = Machine::new(self.program, self.compiled, self.lanes, &mut none, budget);
        m.wave_size = self.limits.wave_size as usize;
        let undo = std::mem::take(&mut log.undo);
        m.attach(Shared::tracked(self.mem, epoch, undo), self.layout);
        // A runner that cannot start runs no group: the first one not run
        // runs again alone.
        if let Ok(mut runner) = Runner::new(&mut m, self.function, self.size) {
            loop {
                let g = next.fetch_add(1, Ordering::Relaxed);
                if g >= batch.end || g > stopped.load(Ordering::Relaxed) {
                    break;
                }
                let index = g - batch.start;
                m.start_tracked_group(index, budget);
                let undo_from = m.undo_len();
                let trapped = runner.run(&mut m, group_id(g, self.groups)).is_err();
                let halted = trapped || m.halted();
                log.outcomes.push(Outcome {
                    index,
                    steps: m.steps,
                    stopped: halted,
                    undo_from,
                });
                if halted {
                    stopped.fetch_min(g, Ordering::Relaxed);
                    break;
                }
            }
        }
        log.undo = m.take_undo();
    }
}

/// The first group of the batch not to keep (`batch.end` if all are
/// kept), and the steps of the groups before it: groups are kept in order
/// up to the first that stopped, did not run, or would pass the step
/// budget.
fn kept(
    logs: &[Log],
    batch: Range<u64>,
    budget: u64,
    by_group: &mut Vec<Option<(u64, bool)>>,
) -> (u64, u64) {
    by_group.clear();
    by_group.resize((batch.end - batch.start) as usize, None);
    for o in logs.iter().flat_map(|l| &l.outcomes) {
        by_group[o.index as usize] = Some((o.steps, o.stopped));
    }
    let mut steps = 0u64;
    for (g, o) in batch.clone().zip(by_group.iter()) {
        let Some((s, false)) = *o else {
            return (g, steps);
        };
        let after = steps.saturating_add(s);
        if after > budget {
            return (g, steps);
        }
        steps = after;
    }
    (batch.end, steps)
}

/// Undoes the writes of the groups from the batch's `keep`-th on.
fn undo_from(logs: &[Log], keep: u64, mem: &[SharedBuf]) {
    for log in logs {
        // A thread's groups are in order, and so are their first writes.
        let Some(o) = log.outcomes.iter().find(|o| o.index >= keep) else {
            continue;
        };
        for &(buf, word, old) in &log.undo[o.undo_from..] {
            mem[buf as usize].restore(word, old);
        }
    }
}
