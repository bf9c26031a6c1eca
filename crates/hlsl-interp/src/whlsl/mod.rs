//! Executing WHLSL by the specification's dynamic rules: a validated unit
//! ([`hlsl_sema::whlsl::CheckedUnit`] with its syntax tree) is compiled
//! ([`compile`]) into the compact form of [`code`], then one call is
//! evaluated ([`eval`], scalar operations in [`ops`]). `hlslc run` reaches
//! it through [`call`]; arguments and results are written as in
//! [`values`].

mod code;
mod compile;
mod eval;
mod ops;
mod values;

use crate::{Limits, Trap};
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
    // Every user function the call may reach must have compiled.
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

/// The function a call names (for tests).
pub fn find(unit: &Unit, cu: &CheckedUnit, name: &str, args: &[String]) -> Option<FuncId> {
    values::select(unit, cu, name, args).ok()
}
