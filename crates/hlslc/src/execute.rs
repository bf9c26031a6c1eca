//! Running checked programs in the interpreter: `hlslc run` (call one
//! function with arguments from the command line) and `hlslc dispatch`.

use crate::panic::guard;
use crate::session::Session;
use hlsl_interp::{Buffers, Limits, Trap};
use hlsl_sema::ir::{FunctionId, Program};
use hlsl_sema::types::TypeId;

/// Why a call produced no value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CallError {
    /// The request does not fit the program (no such function, argument
    /// types that match no overload, an unparsable argument): exit 2.
    Usage(String),
    /// The interpreter trapped: exit 3.
    Trap(String),
    /// A stage panicked; the session holds the internal-error diagnostic.
    Internal,
}

/// Calls the function `name` of a checked program with arguments written
/// `TYPE:VALUE` (`int:-3`, `float3:1,2,3`), one per parameter (also for
/// `out` parameters, whose value is ignored). Among overloads, the one whose
/// parameter types are exactly the argument types is called. Returns the
/// result formatted `TYPE:VALUE` (`void` for void functions).
pub fn call_function(
    session: &mut Session,
    program: &mut Program,
    name: &str,
    args: &[String],
    limits: &Limits,
) -> Result<String, CallError> {
    let parsed = match guard(|| parse_arguments(program, args)) {
        Ok(r) => r.map_err(CallError::Usage)?,
        Err(e) => return Err(internal(session, &e.0)),
    };
    let types: Vec<TypeId> = parsed.iter().map(|(t, _)| *t).collect();
    let function = select_overload(program, name, &types).map_err(CallError::Usage)?;
    let values: Vec<_> = parsed.into_iter().map(|(_, v)| v).collect();
    let program: &Program = program;
    let ret = program.functions[function].ret;
    let result = guard(|| {
        hlsl_interp::call(program, function, &values, limits)
            .map(|v| hlsl_interp::format_value(program, ret, &v))
    });
    match result {
        Ok(Ok(text)) => Ok(text),
        Ok(Err(Trap { reason })) => Err(CallError::Trap(reason)),
        Err(e) => Err(internal(session, &e.0)),
    }
}

/// [`call_function`] for a validated WHLSL unit: run by the spec's
/// dynamic rules (`hlsl_interp::whlsl`).
pub fn call_whlsl(
    session: &mut Session,
    unit: &hlsl_syntax::whlsl::ast::Unit,
    checked: &hlsl_sema::whlsl::CheckedUnit,
    name: &str,
    args: &[String],
    limits: &Limits,
) -> Result<String, CallError> {
    use hlsl_interp::whlsl::CallError as E;
    match guard(|| hlsl_interp::whlsl::call(unit, checked, name, args, limits)) {
        Ok(Ok(text)) => Ok(text),
        Ok(Err(E::Usage(m))) => Err(CallError::Usage(m)),
        Ok(Err(E::Trap(Trap { reason }))) => Err(CallError::Trap(reason)),
        Err(e) => Err(internal(session, &e.0)),
    }
}

/// Dispatches `groups` workgroups of the compute entry point `entry`.
pub fn dispatch(
    session: &mut Session,
    program: &Program,
    entry: &str,
    groups: [u32; 3],
    buffers: &mut Buffers,
    limits: &Limits,
) -> Result<(), CallError> {
    if program.entry_point(entry).is_none() {
        return Err(CallError::Usage(format!(
            "'{entry}' is not a compute entry point of this program"
        )));
    }
    match guard(|| hlsl_interp::dispatch(program, entry, groups, buffers, limits)) {
        Ok(Ok(())) => Ok(()),
        Ok(Err(Trap { reason })) => Err(CallError::Trap(reason)),
        Err(e) => Err(internal(session, &e.0)),
    }
}

/// The buffers a WHLSL compute entry point binds.
pub fn whlsl_resources(
    session: &mut Session,
    unit: &hlsl_syntax::whlsl::ast::Unit,
    checked: &hlsl_sema::whlsl::CheckedUnit,
    entry: &str,
) -> Result<Vec<hlsl_interp::whlsl::Resource>, CallError> {
    use hlsl_interp::whlsl::CallError as E;
    match guard(|| hlsl_interp::whlsl::resources(unit, checked, entry)) {
        Ok(Ok(r)) => Ok(r),
        Ok(Err(E::Usage(m))) => Err(CallError::Usage(m)),
        Ok(Err(E::Trap(Trap { reason }))) => Err(CallError::Trap(reason)),
        Err(e) => Err(internal(session, &e.0)),
    }
}

/// [`dispatch`] for a validated WHLSL unit (`hlsl_interp::whlsl::dispatch`).
pub fn dispatch_whlsl(
    session: &mut Session,
    unit: &hlsl_syntax::whlsl::ast::Unit,
    checked: &hlsl_sema::whlsl::CheckedUnit,
    entry: &str,
    groups: [u32; 3],
    buffers: &mut Buffers,
    limits: &Limits,
) -> Result<(), CallError> {
    use hlsl_interp::whlsl::CallError as E;
    match guard(|| hlsl_interp::whlsl::dispatch(unit, checked, entry, groups, buffers, limits)) {
        Ok(Ok(())) => Ok(()),
        Ok(Err(E::Usage(m))) => Err(CallError::Usage(m)),
        Ok(Err(E::Trap(Trap { reason }))) => Err(CallError::Trap(reason)),
        Err(e) => Err(internal(session, &e.0)),
    }
}

fn internal(session: &mut Session, message: &str) -> CallError {
    session.internal_error("interpreter", message);
    CallError::Internal
}

type Parsed = Vec<(TypeId, hlsl_interp::Value)>;

fn parse_arguments(program: &mut Program, args: &[String]) -> Result<Parsed, String> {
    args.iter()
        .map(|a| {
            hlsl_interp::parse_argument(a, &mut program.types)
                .map_err(|e| format!("invalid argument '{a}': {e}"))
        })
        .collect()
}

/// The function named `name` whose parameter types are `args`.
fn select_overload(program: &Program, name: &str, args: &[TypeId]) -> Result<FunctionId, String> {
    let candidates: Vec<FunctionId> = program
        .functions
        .iter()
        .filter(|(_, f)| f.name == name)
        .map(|(id, _)| id)
        .collect();
    if candidates.is_empty() {
        return Err(format!("no function named '{name}'"));
    }
    let fits = |id: &FunctionId| {
        let params = &program.functions[*id].params;
        params.len() == args.len() && params.iter().zip(args).all(|(p, a)| p.ty == *a)
    };
    if let Some(id) = candidates.iter().copied().find(fits) {
        return Ok(id);
    }
    // Otherwise the one overload whose parameters have the arguments'
    // shapes: the interpreter converts each scalar (`short:-2` for `int`).
    let same_shape = |id: &FunctionId| {
        let params = &program.functions[*id].params;
        params.len() == args.len()
            && params.iter().zip(args).all(|(p, a)| {
                let shape = |t| program.types.vector_size(t);
                shape(p.ty).is_some() && shape(p.ty) == shape(*a)
            })
    };
    let convertible: Vec<FunctionId> = candidates.iter().copied().filter(same_shape).collect();
    if let [id] = convertible.as_slice() {
        return Ok(*id);
    }
    let given = type_list(program, args.iter().copied());
    let signatures: Vec<String> = candidates
        .iter()
        .map(|id| {
            let f = &program.functions[*id];
            format!(
                "{}{}",
                f.name,
                type_list(program, f.params.iter().map(|p| p.ty))
            )
        })
        .collect();
    Err(format!(
        "the arguments {given} match no function '{name}'; it takes {}",
        signatures.join(" or ")
    ))
}

fn type_list(program: &Program, types: impl Iterator<Item = TypeId>) -> String {
    let names: Vec<String> = types.map(|t| program.type_name(t)).collect();
    format!("({})", names.join(", "))
}
