//! WHLSL → naga: a validated unit (the syntax tree plus the checker's
//! [`CheckedUnit`] side tables) and one compute entry point become a
//! `naga::Module`, which then goes through the same validation and
//! writers as HLSL (`backends.rs`).
//!
//! * [`types`]: WHLSL types → naga types (the tight buffer layout).
//! * [`entry`]: the entry point's built-ins and resources, bound where
//!   hlslc binds the HLSL register of the same class and number.
//! * [`func`]: function state, locals and statements.
//! * [`exprs`]: expressions and left values (places).
//! * [`library`]: the standard library's operators, casts, accessors,
//!   barriers and atomics.
//!
//! Walks the tree as the interpreter's `whlsl/compile.rs` does (the same
//! side tables: `expr_types`, `callees`, `accesses`, `local_types`).
//! Pointers and array references never become naga values: a pointer is a
//! naga pointer expression, an array reference a pointer and a length,
//! and a local of either type names the expression it was initialized
//! with (WHLSL never reassigns them). What naga cannot express, or this
//! module does not lower yet, is `err_whlsl_lower_unsupported` at the
//! construct.

mod entry;
mod exprs;
mod func;
mod library;
mod types;

use crate::{backends, Compiled, Options, Target, Validation};
use hlsl_base::{DiagCode, Diagnostics, Span};
use hlsl_sema::whlsl::CheckedUnit;
use hlsl_syntax::whlsl::ast::Unit;
use naga::valid::ValidationFlags;

/// What lowering cannot express, with where.
#[derive(Clone, Debug)]
pub(crate) struct Unsupported {
    pub what: String,
    pub span: Span,
}

pub(crate) type W<T> = Result<T, Unsupported>;

pub(crate) fn unsupported<T>(what: impl Into<String>, span: Span) -> W<T> {
    Err(Unsupported {
        what: what.into(),
        span,
    })
}

/// Lowers the compute entry point `entry` of a WHLSL unit that checked
/// clean, validates the module and writes it for `target` when there is
/// one. `None` when an error was reported.
pub fn compile_module(
    unit: &Unit,
    cu: &CheckedUnit,
    entry: &str,
    target: Option<Target>,
    options: &Options,
) -> (Option<Compiled>, Diagnostics) {
    let mut diags = Diagnostics::new();
    let module = match entry::lower(unit, cu, entry, &options.vulkan) {
        Ok(m) => m,
        Err(entry::Failure::NotFound) => {
            diags.report(DiagCode::err_entry_not_found, Span::DUMMY, &[&entry]);
            return (None, diags);
        }
        Err(entry::Failure::Unsupported(u)) => {
            diags.report(DiagCode::err_whlsl_lower_unsupported, u.span, &[&u.what]);
            return (None, diags);
        }
    };
    // naga's uniformity analysis takes every load of a local as divergent,
    // so it rejects barriers under branches that WHLSL's dynamic rule
    // accepts (a condition on a copied `SV_GroupID`); that rule is the
    // interpreter's to check. The writers need nothing the pass computes.
    let flags = match options.validation {
        Validation::Full => ValidationFlags::all(),
        Validation::Release => ValidationFlags::all() - ValidationFlags::STRUCT_LAYOUTS,
    } - ValidationFlags::CONTROL_FLOW_UNIFORMITY;
    let Some(info) = backends::validate_with(&module, flags, &mut diags) else {
        return (None, diags);
    };
    let output = match target {
        Some(target) => {
            let stage = naga::ShaderStage::Compute;
            let written = backends::write(
                &module,
                &info,
                stage,
                target,
                options,
                backends::WordPasses::default(),
                &mut diags,
            );
            if written.is_none() {
                return (None, diags);
            }
            written
        }
        None => None,
    };
    (
        Some(Compiled {
            module,
            info,
            output,
        }),
        diags,
    )
}

/// What [`sweep`] found in one unit.
#[derive(Debug, Default)]
pub struct Sweep {
    /// Functions (and compute entry points) lowered, validated and written
    /// as SPIR-V.
    pub lowered: usize,
    /// Those lowering reports as unsupported, with the reason.
    pub unsupported: Vec<String>,
    /// naga validation or writer failures: bugs, since the unit checked
    /// clean and lowering accepted it.
    pub failures: Vec<String>,
}

/// Lowers every user function of a unit that checked clean (each in a
/// module of its own, with its callees) and every compute entry point,
/// validates each module and writes it as SPIR-V: a robustness sweep for
/// tests (a clean program must never fail naga's validation).
pub fn sweep(unit: &Unit, cu: &CheckedUnit) -> Sweep {
    let mut out = Sweep::default();
    let flags = ValidationFlags::all() - ValidationFlags::CONTROL_FLOW_UNIFORMITY;
    let check = |name: &str, module: naga::Module, out: &mut Sweep| {
        let mut diags = Diagnostics::new();
        let Some(info) = backends::validate_with(&module, flags, &mut diags) else {
            let msgs: Vec<String> = diags.0.iter().map(|d| d.message.clone()).collect();
            out.failures.push(format!("{name}: {}", msgs.join("; ")));
            return;
        };
        #[cfg(feature = "spirv")]
        match naga::back::spv::write_vec(&module, &info, &Default::default(), None) {
            Ok(_) => out.lowered += 1,
            Err(e) => out.failures.push(format!("{name}: the SPIR-V writer: {e}")),
        }
        // Without the SPIR-V writer, a validated module counts.
        #[cfg(not(feature = "spirv"))]
        {
            let _ = info;
            out.lowered += 1;
        }
    };
    for (id, f, _) in cu.user_funcs() {
        let stage = f.user.as_ref().and_then(|u| u.stage.as_ref());
        let result = match stage {
            Some(hlsl_syntax::whlsl::ast::Stage::Compute(_)) => {
                match entry::lower(unit, cu, &f.name, &crate::VulkanBindings::default()) {
                    Ok(m) => Ok(m),
                    Err(entry::Failure::Unsupported(u)) => Err(u),
                    Err(entry::Failure::NotFound) => continue,
                }
            }
            Some(_) => continue,
            None => func::function_module(unit, cu, id),
        };
        match result {
            Ok(m) => check(&f.name, m, &mut out),
            Err(u) => out.unsupported.push(format!("{}: {}", f.name, u.what)),
        }
    }
    out
}
