//! Executes the typed IR on the CPU: calling one function, and dispatching
//! compute shaders over buffers.
//!
//! Functions are first compiled to a compact slot-based form (`compile/`),
//! which the evaluator (`exec/`) runs lock-step over a workgroup's
//! invocations with an active mask (see `exec/mod.rs` for the design), so `groupshared` memory and
//! `*WithGroupSync` barriers behave as on a GPU. Values are flat runs of
//! scalar components (`scalar.rs`, `shape.rs`); buffers hold raw bytes in
//! the D3D structured layout and HLSL's constant-buffer packing
//! (`memory.rs`, using `hlsl_sema::layout`). Textures hold texels in a
//! format (`texture.rs`, `texel.rs`); `textures.rs` runs their methods.
#![forbid(unsafe_code)]

mod args;
mod compile;
mod counters;
mod dispatch;
mod exec;
mod gather;
mod intrinsics;
mod lod;
mod memory;
mod scalar;
mod shape;
mod texel;
mod texture;
mod textures;
mod value;
pub mod whlsl;

use exec::{Machine, Vals};
use hlsl_base::FxHashMap;
use hlsl_sema::ir::{FunctionId, Program, RegisterClass};
use hlsl_sema::types::{TypeId, Types};

pub use texel::{ChannelKind, TexelFormat};
pub use texture::{Address, Compare, Filter, Sampler, Texture};
pub use value::Value;

/// Why execution stopped early (`hlslc run` prints `trap: REASON`, exit 3).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Trap {
    pub reason: String,
}

/// Bounds on one execution.
#[derive(Clone, Debug)]
pub struct Limits {
    /// Steps (statements executed and loop iterations) before the run
    /// traps. In a dispatch a step of a workgroup counts once for all its
    /// invocations, and the count runs across all workgroups.
    pub max_steps: u64,
    /// Lanes per wave (a power of two from 4 to 128): a workgroup's
    /// invocations form waves of this many consecutive lanes (by
    /// `SV_GroupIndex`) for the wave and quad intrinsics.
    pub wave_size: u32,
    /// Threads running a dispatch's workgroups: 0 (the default) for one
    /// per core, 1 for one after another on the caller's thread. Any
    /// number gives the same result as 1 (`dispatch/parallel.rs`).
    pub threads: usize,
}

/// The deepest chain of calls a run may make (HLSL has no recursion, so
/// only a very long chain of distinct functions reaches it); deeper calls
/// trap. A level costs the interpreter's recursion about 35 KB of stack
/// in a debug build, so 128 levels fit an 8 MiB stack.
pub const MAX_CALL_DEPTH: u32 = 128;

/// The default of [`Limits::wave_size`].
pub const DEFAULT_WAVE_SIZE: u32 = 32;

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            max_steps: 100_000_000,
            wave_size: DEFAULT_WAVE_SIZE,
            threads: 0,
        }
    }
}

/// Where a resource or constant buffer is bound: `u3_space1` is
/// `(RegisterClass::U, 1, 3)`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct RegisterKey {
    pub class: RegisterClass,
    pub space: u32,
    pub register: u32,
}

/// The canonical spelling: `u3`, or `u3_space1` (the command line's and the
/// output files' names).
impl std::fmt::Display for RegisterKey {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        match self.space {
            hlsl_sema::ir::RESOURCE_HEAP_SPACE => return write!(f, "heap{}", self.register),
            hlsl_sema::ir::SAMPLER_HEAP_SPACE => return write!(f, "samplerheap{}", self.register),
            _ => {}
        }
        write!(f, "{}{}", self.class.letter(), self.register)?;
        if self.space != 0 {
            write!(f, "_space{}", self.space)?;
        }
        Ok(())
    }
}

/// The memory of every bound buffer, as raw little-endian bytes, the
/// counters of the buffers that have one, and the bound textures and
/// samplers.
#[derive(Clone, Debug, Default)]
pub struct Buffers {
    pub bytes: FxHashMap<RegisterKey, Vec<u8>>,
    /// The hidden counters of append, consume and counted structured
    /// buffers (`Program::counter_buffers`), by the buffer's register; a
    /// missing one starts at 0.
    pub counters: FxHashMap<RegisterKey, u32>,
    /// Textures by register (`t` and `u`); a missing one reads as zeros,
    /// has size 0 and drops writes.
    pub textures: FxHashMap<RegisterKey, Texture>,
    /// Sampler states by `s` register; sampling with a missing one traps.
    pub samplers: FxHashMap<RegisterKey, Sampler>,
}

/// Calls `function` with `args` (already of the parameter types; an
/// argument of another scalar type is converted, a missing one is zero).
/// Resources read as empty buffers and constant buffers as zeros;
/// `out` parameters' final values are discarded.
pub fn call(
    program: &Program,
    function: FunctionId,
    args: &[Value],
    limits: &Limits,
) -> Result<Value, Trap> {
    let mut buffers = Buffers::default();
    let compiled = compile::Compiled::new(
        program,
        &shape::Shapes::new(&program.types, &program.structs, program.layout),
        1,
    );
    let mut machine = Machine::new(program, &compiled, 1, &mut buffers, limits.max_steps);
    machine.wave_size = limits.wave_size as usize;
    machine.init_statics()?;
    let func = &program.functions[function];
    let vals: Vec<Vals> = func
        .params
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let mut d = Vec::new();
            if let Some(v) = args.get(i) {
                value::flatten(&machine.shapes, p.ty, v, &mut d);
            } else {
                d.resize(machine.shapes.flat(p.ty), 0);
            }
            Vals { w: d.len(), d }
        })
        .collect();
    let (ret, _) = machine.invoke(function, &vals, &vec![true])?;
    if machine.killed[0] {
        return Err(Trap {
            reason: "the invocation executed discard".into(),
        });
    }
    Ok(match program.types.get(func.ret) {
        hlsl_sema::types::TypeKind::Void => Value::Void,
        _ => value::unflatten(&machine.shapes, func.ret, &ret.d),
    })
}

/// Runs the compute entry point `entry` over `groups` workgroups, with
/// the result of running them one at a time in x-fastest order (on
/// [`Limits::threads`] threads). A resource without a buffer
/// in `buffers` is an empty buffer: reads give zero, writes are dropped.
pub fn dispatch(
    program: &Program,
    entry: &str,
    groups: [u32; 3],
    buffers: &mut Buffers,
    limits: &Limits,
) -> Result<(), Trap> {
    dispatch::dispatch(program, entry, groups, buffers, limits)
}

/// Parses a command-line argument `TYPE:VALUE` (`int:-3`, `float3:1,2,3`).
pub fn parse_argument(text: &str, types: &mut Types) -> Result<(TypeId, Value), String> {
    args::parse_argument(text, types)
}

/// Prints a value as `TYPE:VALUE` (`float:1.5`, `int3:1,2,3`, `void`).
pub fn format_value(program: &Program, ty: TypeId, value: &Value) -> String {
    args::format_value(program, ty, value)
}
