//! `lower/whlsl-sweep`: every function and compute entry point of every
//! WHLSL program under `tests/` that checks clean is lowered to naga (each
//! function in a module of its own, with its callees), validated and
//! written as SPIR-V. Lowering may call a construct unsupported; naga must
//! never reject what lowering accepted. The counts are printed, and a
//! floor on the functions lowered keeps the sweep from going vacuous.

use hlslc::{FrontendOptions, Session};
use std::path::Path;

/// At least this many functions must lower (there are over 200).
const MIN_LOWERED: usize = 150;

pub fn run(tests: &Path) -> Result<(), String> {
    let files = super::discover(tests, &["whlsl"]);
    let (mut lowered, mut unsupported, mut failures) = (0, 0, Vec::new());
    for path in &files {
        let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
        let mut session = Session::new(FrontendOptions::default());
        let file = session.add_source(&path.display().to_string(), &text);
        let Some((unit, checked)) = session.check_whlsl_for_run(file) else {
            continue;
        };
        let sweep = hlsl_lower::sweep_whlsl(&unit, &checked);
        lowered += sweep.lowered;
        unsupported += sweep.unsupported.len();
        if std::env::var_os("WHLSL_SWEEP_VERBOSE").is_some() {
            for u in &sweep.unsupported {
                println!("unsupported: {}: {u}", path.display());
            }
        }
        for f in sweep.failures {
            failures.push(format!("{}: {f}", path.display()));
        }
    }
    println!(
        "whlsl-sweep: {lowered} lowered, {unsupported} unsupported, {} files",
        files.len()
    );
    if !failures.is_empty() {
        return Err(failures.join("\n"));
    }
    if lowered < MIN_LOWERED {
        return Err(format!(
            "only {lowered} functions lowered (at least {MIN_LOWERED} expected)"
        ));
    }
    Ok(())
}
