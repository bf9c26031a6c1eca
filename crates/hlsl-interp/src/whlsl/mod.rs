//! Executing WHLSL by the specification's dynamic rules: a validated unit
//! ([`hlsl_sema::whlsl::CheckedUnit`] with its syntax tree) is compiled
//! ([`compile`]) into the compact form of [`code`], then one call is
//! evaluated ([`eval`], scalar operations in [`ops`]). `hlslc run` reaches
//! it through [`call`]; arguments and results are written as in
//! [`values`]. `hlslc dispatch` runs a compute entry point through
//! [`dispatch`]: its parameters are bound by [`entry`], and each
//! workgroup runs in lock step by [`group`].

mod code;
mod compile;
mod entry;
mod eval;
mod group;
mod ops;
mod values;

pub use entry::Resource;

use crate::{Buffers, Limits, Trap};
use hlsl_sema::whlsl::types::TyKind;
use hlsl_sema::whlsl::{CheckedUnit, FuncId};
use hlsl_syntax::whlsl::ast::Unit;

/// Why a WHLSL call produced no value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CallError {
    /// No such function, arguments that fit no overload, or a function
    /// using what the interpreter does not run.
    Usage(String),
    Trap(Trap),
}

/// Calls the user function `name` of a validated unit with arguments
/// written `TYPE:VALUE` (see [`values`]); returns the result printed the
/// same way.
pub fn call(
    unit: &Unit,
    cu: &CheckedUnit,
    name: &str,
    args: &[String],
    limits: &Limits,
) -> Result<String, CallError> {
    let id = values::select(unit, cu, name, args).map_err(CallError::Usage)?;
    let (code, errors) = compile::compile(unit, cu);
    runnable(cu, &errors, id)?;
    let func = code.funcs[id.0 as usize]
        .as_ref()
        .ok_or_else(|| CallError::Usage(format!("'{name}' is not a user function")))?;
    let mut machine = eval::Machine::new(&code, limits.max_steps);
    let fp = values::place_arguments(unit, cu, id, func, args, &mut machine)
        .map_err(CallError::Usage)?;
    machine.run(func, fp).map_err(CallError::Trap)?;
    let ret = cu.func(id).ret;
    if matches!(cu.types.kind(ret), TyKind::Void) {
        return Ok("void".into());
    }
    let cells = &machine.stack[fp..fp + func.ret_len as usize];
    Ok(values::format(unit, cu, ret, cells))
}

/// Every user function a call of `id` may reach must have compiled.
fn runnable(cu: &CheckedUnit, errors: &[Option<String>], id: FuncId) -> Result<(), CallError> {
    let mut todo = vec![id];
    let mut seen = vec![false; cu.funcs.len()];
    while let Some(f) = todo.pop() {
        if std::mem::replace(&mut seen[f.0 as usize], true) {
            continue;
        }
        if let Some(e) = &errors[f.0 as usize] {
            return Err(CallError::Usage(format!(
                "cannot run '{}': it uses {e}, which the WHLSL interpreter does not support",
                cu.func(f).name
            )));
        }
        todo.extend(cu.call_graph.get(&f).into_iter().flatten().map(|&(g, _)| g));
    }
    Ok(())
}

/// The most invocations a workgroup may have (D3D's limit): each runs on
/// its own thread when the program uses barriers.
pub const MAX_GROUP_INVOCATIONS: u64 = 1024;

/// The buffers the compute entry point `entry` binds, so that a caller
/// can encode their contents.
pub fn resources(unit: &Unit, cu: &CheckedUnit, entry: &str) -> Result<Vec<Resource>, CallError> {
    let (code, _) = compile::compile(unit, cu);
    let e = entry::find(unit, cu, &code, entry).map_err(CallError::Usage)?;
    Ok(e.resources)
}

/// Runs `groups` workgroups of the compute entry point `entry` over
/// `buffers` (by register, as for HLSL); the `device` buffers are written
/// back. Groups run one after another in group-id order (x fastest; the
/// `threads` limit is not used),
/// invocations in local-index order, one at a time, switching only at
/// control barriers; `limits.max_steps` bounds the steps of the whole
/// dispatch.
pub fn dispatch(
    unit: &Unit,
    cu: &CheckedUnit,
    entry: &str,
    groups: [u32; 3],
    buffers: &mut Buffers,
    limits: &Limits,
) -> Result<(), CallError> {
    let (code, errors) = compile::compile(unit, cu);
    let e = entry::find(unit, cu, &code, entry).map_err(CallError::Usage)?;
    runnable(cu, &errors, e.id)?;
    let invocations: u64 = e.numthreads.iter().map(|&n| n as u64).product();
    if invocations > MAX_GROUP_INVOCATIONS {
        return Err(CallError::Usage(format!(
            "'{entry}' has {invocations} invocations per workgroup; dispatch runs at most {MAX_GROUP_INVOCATIONS}"
        )));
    }
    let func = code.funcs[e.id.0 as usize]
        .as_ref()
        .ok_or_else(|| CallError::Usage(format!("'{entry}' was not compiled")))?;
    let mut memory = e.load(buffers).map_err(CallError::Usage)?;
    let mut spaces = std::mem::take(&mut memory.spaces);
    let mut steps = 0;
    let mut machine = eval::Machine::new(&code, limits.max_steps);
    for gz in 0..groups[2] {
        for gy in 0..groups[1] {
            for gx in 0..groups[0] {
                let id = [gx, gy, gz];
                let fill = |local: usize, frame: &mut [u64]| e.fill(&memory, id, local, frame);
                let g = group::Group {
                    code: &code,
                    func,
                    invocations: invocations as usize,
                    fill: &fill,
                    max_steps: limits.max_steps,
                    label: format!("({gx}, {gy}, {gz})"),
                };
                let run = if code.has_barriers {
                    group::run_lockstep(&g, &mut spaces, &mut steps)
                } else {
                    group::run_sequential(&g, &mut machine, &mut spaces, &mut steps)
                };
                run.map_err(CallError::Trap)?;
            }
        }
    }
    memory.spaces = spaces;
    e.store(&memory, buffers);
    Ok(())
}

/// The function a call names (for tests).
pub fn find(unit: &Unit, cu: &CheckedUnit, name: &str, args: &[String]) -> Option<FuncId> {
    values::select(unit, cu, name, args).ok()
}
