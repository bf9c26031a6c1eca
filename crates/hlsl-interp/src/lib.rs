//! Executes the typed IR on the CPU: calling one function, and dispatching
//! compute shaders over buffers.
//!
//! (Interface stub; the interpreter replaces the bodies.)

use hlsl_base::FxHashMap;
use hlsl_sema::ir::{FunctionId, Program, RegisterClass};
use hlsl_sema::types::{TypeId, Types};

/// A run-time value.
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    Void,
}

/// Why execution stopped early (`hlslc run` prints `trap: REASON`, exit 3).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Trap {
    pub reason: String,
}

/// Bounds on one execution.
#[derive(Clone, Debug)]
pub struct Limits {
    /// Statements and expressions evaluated before the run traps.
    pub max_steps: u64,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            max_steps: 100_000_000,
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

/// The memory of every bound buffer, as raw little-endian bytes.
#[derive(Clone, Debug, Default)]
pub struct Buffers(pub FxHashMap<RegisterKey, Vec<u8>>);

/// Calls `function` with `args` (already of the parameter types).
pub fn call(
    program: &Program,
    function: FunctionId,
    args: &[Value],
    limits: &Limits,
) -> Result<Value, Trap> {
    let _ = (program, function, args, limits);
    Err(Trap {
        reason: "interpreter not built yet".into(),
    })
}

/// Runs the compute entry point `entry` over `groups` workgroups.
pub fn dispatch(
    program: &Program,
    entry: &str,
    groups: [u32; 3],
    buffers: &mut Buffers,
    limits: &Limits,
) -> Result<(), Trap> {
    let _ = (program, entry, groups, buffers, limits);
    Err(Trap {
        reason: "interpreter not built yet".into(),
    })
}

/// Parses a command-line argument `TYPE:VALUE` (`int:-3`, `float3:1,2,3`).
pub fn parse_argument(text: &str, types: &mut Types) -> Result<(TypeId, Value), String> {
    let _ = (text, types);
    Err("interpreter not built yet".into())
}

/// Prints a value as `TYPE:VALUE` (`float:1.5`, `int3:1,2,3`, `void`).
pub fn format_value(program: &Program, ty: TypeId, value: &Value) -> String {
    let _ = (program, ty, value);
    "void".into()
}
