//! Workgroups on several threads with exactly the result of running them
//! one after another in group order.
//!
//! Groups run in batches. Every group of a batch runs on a worker against
//! the same snapshot of buffer memory (the state after the previous
//! batch), writing into a private log of words and recording the words it
//! read from the snapshot (`exec/overlay.rs`). Then the batch commits in
//! group order: a group whose reads miss no earlier group's writes of this
//! batch saw exactly what it would have seen running alone in order, so its
//! log is applied. The first group that read a word an earlier group of the
//! batch wrote, trapped, or would take the step count past `--max-steps`
//! runs again on the committed memory, on the caller's thread as in a
//! sequential dispatch (trapping there if it traps), and the groups after
//! it go to the next batch. Atomic operations are reads and writes of
//! their word, so two groups of a batch touching one atomic counter commit
//! only the first; the other runs again. Results, atomic return values
//! included, are those of the sequential order whatever the number of
//! threads.
//!
//! Programs that use resource methods (counters and `Append`/`Consume`,
//! byte-address buffers, textures) or have textures bound run sequentially.

use super::Runner;
use crate::compile::Compiled;
use crate::exec::{commit_word, Binding, Machine, Word};
use crate::{Buffers, Limits, Trap};
use hlsl_base::FxHashSet;
use hlsl_sema::ir::{ExprKind, Program};

/// Groups per worker per batch, at most: a batch that commits whole
/// doubles the next one's share up to this, a conflict halves it (down to
/// one), so groups that depend on each other waste little work.
const MAX_PER_WORKER: u64 = 64;

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

/// What one group did against the snapshot.
struct Outcome {
    /// Its writes, to commit.
    writes: Vec<(Word, u32)>,
    /// The snapshot words it read.
    reads: Vec<Word>,
    steps: u64,
    trapped: bool,
}

fn group_id(i: u64, groups: [u32; 3]) -> [u32; 3] {
    let (x, y) = (groups[0] as u64, groups[1] as u64);
    [(i % x) as u32, (i / x % y) as u32, (i / (x * y)) as u32]
}

pub(crate) fn dispatch(
    machine: &mut Machine,
    runner: &mut Runner,
    groups: [u32; 3],
    limits: &Limits,
) -> Result<(), Trap> {
    let total = groups.iter().map(|&n| n as u64).product::<u64>();
    let threads = limits.threads.max(1) as u64;
    let mut next = 0;
    let mut per_worker = 8;
    let mut written: FxHashSet<Word> = FxHashSet::default();
    while next < total {
        let end = total.min(next + threads * per_worker);
        let outcomes = run_batch(machine, runner, groups, next..end, per_worker, limits);
        written.clear();
        let mut rerun = None;
        for (k, o) in outcomes.into_iter().enumerate() {
            let g = next + k as u64;
            let conflict = o.trapped
                || machine.steps.saturating_add(o.steps) > machine.max_steps
                || o.reads.iter().any(|w| written.contains(w));
            if conflict {
                rerun = Some(g);
                break;
            }
            let bufs = machine.bufs_mut();
            for &((buf, word), value) in &o.writes {
                commit_word(&mut bufs[buf as usize], word, value);
                written.insert((buf, word));
            }
            machine.steps += o.steps;
        }
        next = match rerun {
            Some(g) => {
                per_worker = (per_worker / 2).max(1);
                runner.run(machine, group_id(g, groups))?;
                g + 1
            }
            None => {
                per_worker = (per_worker * 2).min(MAX_PER_WORKER);
                end
            }
        };
    }
    Ok(())
}

/// Runs groups `range` against the machine's memory, split over threads.
fn run_batch(
    machine: &Machine,
    runner: &Runner,
    groups: [u32; 3],
    range: std::ops::Range<u64>,
    per_worker: u64,
    limits: &Limits,
) -> Vec<Outcome> {
    let (snapshot, layout) = machine.layout();
    let (program, compiled, lanes) = (machine.program, machine.compiled, machine.lanes);
    let chunks: Vec<std::ops::Range<u64>> = (range.start..range.end)
        .step_by(per_worker as usize)
        .map(|s| s..range.end.min(s + per_worker))
        .collect();
    std::thread::scope(|scope| {
        let workers: Vec<_> = chunks
            .into_iter()
            .map(|chunk| {
                let layout = &layout;
                let function = runner.function;
                let size = runner.size;
                scope.spawn(move || {
                    let w = Worker {
                        program,
                        compiled,
                        lanes,
                        snapshot,
                        layout,
                    };
                    w.run(function, size, groups, chunk, limits)
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|h| h.join().unwrap_or_default())
            .collect()
    })
}

struct Worker<'a> {
    program: &'a Program,
    compiled: &'a Compiled,
    lanes: usize,
    snapshot: &'a [Vec<u8>],
    layout: &'a [Binding],
}

impl Worker<'_> {
    /// Runs groups `chunk` one after another, each against the snapshot
    /// alone. A group that cannot start (or whose statics trap) counts as
    /// trapped: it runs again on the caller's thread.
    fn run(
        &self,
        function: hlsl_sema::ir::FunctionId,
        size: [u32; 3],
        groups: [u32; 3],
        chunk: std::ops::Range<u64>,
        limits: &Limits,
    ) -> Vec<Outcome> {
        let mut own = Buffers::default();
        let mut m = Machine::new(
            self.program,
            self.compiled,
            self.lanes,
            &mut own,
            limits.max_steps,
        );
        m.wave_size = limits.wave_size as usize;
        m.attach(self.snapshot, self.layout);
        let Ok(mut runner) = Runner::new(&mut m, function, size) else {
            return Vec::new();
        };
        let mut out = Vec::new();
        for g in chunk {
            m.steps = 0;
            let trapped = runner.run(&mut m, group_id(g, groups)).is_err();
            let Some(o) = m.overlay.as_mut() else {
                break;
            };
            out.push(Outcome {
                writes: o.words.drain().collect(),
                reads: std::mem::take(o.reads.get_mut()),
                steps: m.steps,
                trapped,
            });
            o.clear();
            if trapped {
                break;
            }
        }
        out
    }
}
