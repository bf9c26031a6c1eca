//! Compute dispatch: runs an entry point's workgroups one after another,
//! each as one lock-step [`Machine`] group (see `exec/mod.rs`), feeding the
//! compute system values; on several threads (by default every core) with
//! the same result (`parallel.rs`, `writes.rs`).
//!
//! A declared resource with no buffer in [`Buffers`] behaves as an empty
//! buffer: every read gives zero and every write is dropped. A missing
//! constant buffer reads as zeros.

mod parallel;
mod writes;

use crate::compile::Compiled;
use crate::exec::{Machine, Mask, Vals};
use crate::scalar;
use crate::shape::Shapes;
use crate::{Buffers, Limits, Trap};
use hlsl_sema::ir::{FunctionId, Program, Semantic, Stage, SystemValue};
use hlsl_sema::types::{Scalar, TypeId, TypeKind};

/// The most invocations a workgroup may have (D3D's limit).
const MAX_GROUP_SIZE: u64 = 1024;

pub fn dispatch(
    program: &Program,
    entry: &str,
    groups: [u32; 3],
    buffers: &mut Buffers,
    limits: &Limits,
) -> Result<(), Trap> {
    let trap = |reason: String| Err(Trap { reason });
    let Some(ep) = program.entry_point(entry) else {
        return trap(format!("no entry point named '{entry}'"));
    };
    if ep.stage != Stage::Compute {
        return trap(format!(
            "'{entry}' is a {} entry point, not a compute one",
            ep.stage.name()
        ));
    }
    let size = ep.workgroup_size;
    let lanes64 = size.iter().map(|&n| n as u64).product::<u64>();
    if lanes64 == 0 || lanes64 > MAX_GROUP_SIZE {
        return trap(format!(
            "numthreads({}, {}, {}) gives {lanes64} invocations per group; \
             1 to {MAX_GROUP_SIZE} are allowed",
            size[0], size[1], size[2]
        ));
    }
    let lanes = lanes64 as usize;

    let compiled = Compiled::new(
        program,
        &Shapes::new(&program.types, &program.structs, program.layout),
        lanes,
    );
    let mut machine = Machine::new(program, &compiled, lanes, buffers, limits.max_steps);
    machine.wave_size = limits.wave_size as usize;
    let mut runner = Runner::new(&mut machine, ep.function, size)?;
    let total = groups.iter().map(|&n| n as u64).product::<u64>();
    let threads = threads(limits).min(total.min(usize::MAX as u64) as usize);
    if threads > 1 && parallel::eligible(program, machine.buffers) {
        return parallel::dispatch(&mut machine, &mut runner, groups, threads, limits);
    }
    sequential(&mut machine, &mut runner, groups)
}

/// Runs the groups one after another in x-fastest order.
fn sequential(machine: &mut Machine, runner: &mut Runner, groups: [u32; 3]) -> Result<(), Trap> {
    for gz in 0..groups[2] {
        for gy in 0..groups[1] {
            for gx in 0..groups[0] {
                runner.run(machine, [gx, gy, gz])?;
            }
        }
    }
    Ok(())
}

/// The threads a dispatch may use: [`Limits::threads`], where 0 means
/// every core.
fn threads(limits: &Limits) -> usize {
    let n = match limits.threads {
        0 => std::thread::available_parallelism().map_or(1, |n| n.get()),
        n => n,
    };
    n.min(parallel::MAX_THREADS)
}

/// Runs one workgroup after another on a machine.
pub(crate) struct Runner {
    function: FunctionId,
    size: [u32; 3],
    all: Mask,
    /// The static globals after their initializers, the same for every
    /// group.
    statics: Vec<Vals>,
    /// Each lane's SV_GroupThreadID, the same in every group.
    local: Vec<[u32; 3]>,
    feeds: Vec<Feed>,
    /// The entry point's arguments, made once and refilled for every group.
    args: Vec<Vals>,
}

impl Runner {
    pub(crate) fn new(
        m: &mut Machine,
        function: FunctionId,
        size: [u32; 3],
    ) -> Result<Runner, Trap> {
        // Static initializers are the same for every invocation: evaluate
        // them once.
        m.init_statics()?;
        let lanes = m.lanes;
        let func = &m.program.functions[function];
        let mut feeds = Vec::new();
        let mut args: Vec<Vals> = Vec::new();
        for (i, p) in func.params.iter().enumerate() {
            plan(m, p.ty, p.semantic.as_ref(), (i, 0), &mut feeds);
            args.push(Vals::zeros(lanes, m.shapes.flat(p.ty)));
        }
        let local: Vec<[u32; 3]> = (0..lanes as u32)
            .map(|l| [l % size[0], l / size[0] % size[1], l / (size[0] * size[1])])
            .collect();
        for feed in feeds.iter().filter(|f| !f.per_group()) {
            feed.fill(&mut args[feed.param], size, [0; 3], &local);
        }
        Ok(Runner {
            function,
            size,
            all: vec![true; lanes],
            statics: m.privates.clone(),
            local,
            feeds,
            args,
        })
    }

    /// Runs workgroup `group`.
    pub(crate) fn run(&mut self, m: &mut Machine, group: [u32; 3]) -> Result<(), Trap> {
        // Starting a group is a step, so even an empty shader over a huge
        // grid ends under --max-steps.
        m.step()?;
        m.start_group(&self.statics);
        m.group = Some(group);
        for feed in self.feeds.iter().filter(|f| f.per_group()) {
            feed.fill(&mut self.args[feed.param], self.size, group, &self.local);
        }
        m.run_entry(self.function, &self.args, &self.all)
    }
}

/// A compute system value in an entry point's arguments: parameter
/// `param`'s components from `offset`.
struct Feed {
    param: usize,
    offset: usize,
    value: SystemValue,
    scalar: Scalar,
    /// Components (at most 3).
    n: usize,
}

impl Feed {
    /// Whether the value differs between groups (the others are filled
    /// once, when the runner is made).
    fn per_group(&self) -> bool {
        matches!(
            self.value,
            SystemValue::DispatchThreadId | SystemValue::GroupId
        )
    }

    /// Writes the value into every lane's argument.
    fn fill(&self, arg: &mut Vals, size: [u32; 3], group: [u32; 3], local: &[[u32; 3]]) {
        if self.scalar == Scalar::U32 {
            self.fill_with(arg, size, group, local, |v| v as u64);
        } else {
            let s = self.scalar;
            self.fill_with(arg, size, group, local, |v| {
                scalar::convert(Scalar::U32, s, v as u64)
            });
        }
    }

    #[inline(always)]
    fn fill_with(
        &self,
        arg: &mut Vals,
        size: [u32; 3],
        group: [u32; 3],
        local: &[[u32; 3]],
        conv: impl Fn(u32) -> u64,
    ) {
        let (n, offset) = (self.n, self.offset);
        if arg.w == 0 || offset + n > arg.w {
            return;
        }
        let first: [u32; 3] = std::array::from_fn(|k| group[k].wrapping_mul(size[k]));
        let lanes = arg
            .d
            .chunks_exact_mut(arg.w)
            .map(|d| &mut d[offset..offset + n]);
        // One loop per system value rather than a match per lane.
        match self.value {
            SystemValue::DispatchThreadId => {
                for (d, local) in lanes.zip(local) {
                    for k in 0..n {
                        d[k] = conv(first[k].wrapping_add(local[k]));
                    }
                }
            }
            SystemValue::GroupThreadId => {
                for (d, local) in lanes.zip(local) {
                    for k in 0..n {
                        d[k] = conv(local[k]);
                    }
                }
            }
            SystemValue::GroupId => {
                for d in lanes.take(local.len()) {
                    for k in 0..n {
                        d[k] = conv(group[k]);
                    }
                }
            }
            // SV_GroupIndex: the lane, then zeros.
            _ => {
                for (lane, d) in lanes.take(local.len()).enumerate() {
                    for (k, d) in d.iter_mut().enumerate() {
                        *d = conv(if k == 0 { lane as u32 } else { 0 });
                    }
                }
            }
        }
    }
}

/// Finds the compute system values in a parameter (or struct of
/// parameters) of type `ty`; anything else stays zero.
fn plan(
    m: &Machine,
    ty: TypeId,
    semantic: Option<&Semantic>,
    (param, offset): (usize, usize),
    out: &mut Vec<Feed>,
) {
    if let TypeKind::Struct(sid) = *m.program.types.get(ty) {
        let shape = m.shapes.get(ty);
        for (f, &off) in m.program.structs[sid].fields.iter().zip(&shape.fields) {
            plan(m, f.ty, f.semantic.as_ref(), (param, offset + off), out);
        }
        return;
    }
    let Some(value) = semantic.and_then(|s| s.system) else {
        return;
    };
    if matches!(
        value,
        SystemValue::DispatchThreadId
            | SystemValue::GroupThreadId
            | SystemValue::GroupId
            | SystemValue::GroupIndex
    ) {
        out.push(Feed {
            param,
            offset,
            value,
            scalar: m.program.types.scalar_of(ty).unwrap_or(Scalar::U32),
            n: m.shapes.flat(ty).min(3),
        });
    }
}
