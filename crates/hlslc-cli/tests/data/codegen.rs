//! `tests/codegen`: generated WGSL/MSL/GLSL, and the SPIR-V module's
//! Vulkan interface (`interface.rs`), compared with committed snapshots
//! (`snapshot.rs`: a diff on failure, `UPDATE_SNAPSHOTS=1` rewrites them);
//! `tests/shaders`: the
//! same three outputs written without a snapshot. In both, WGSL is
//! re-validated with naga.

use hlslc::{DiagnosticsFormat, EmitTarget, Session};
use hlslc_cli::verify::directive_values;
use std::path::Path;

const TARGETS: [EmitTarget; 4] = [
    EmitTarget::Wgsl,
    EmitTarget::Msl,
    EmitTarget::Glsl,
    EmitTarget::Spirv,
];

/// `tests/codegen`: every output is compared with its snapshot.
pub fn snapshots(path: &Path) -> Result<(), String> {
    run(path, true)
}

/// `tests/shaders`: every output must be written (and the WGSL validate),
/// with no snapshot to compare.
pub fn outputs(path: &Path) -> Result<(), String> {
    run(path, false)
}

fn run(path: &Path, snapshots: bool) -> Result<(), String> {
    let text = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
    let compiles = directive_values(&text, "compile");
    if compiles.is_empty() {
        return Err("no '// compile:' line: the file tests nothing".into());
    }
    let stem = path
        .file_stem()
        .and_then(|s| s.to_str())
        .ok_or("file name is not UTF-8")?;
    let dir = path.parent().ok_or("no parent directory")?;
    let mut failures = Vec::new();
    // `// targets: spirv`: what the file tests exists only in SPIR-V (the
    // text targets refuse it; tests/ui says how).
    let spirv_only = directive_values(&text, "targets")
        .iter()
        .any(|(_, t)| t.trim() == "spirv");
    for (line, flags) in compiles {
        let mut options = hlslc_cli::cli::options_from_flags(&[flags])?;
        let profile = options
            .profile
            .clone()
            .ok_or(format!("line {line}: 'compile:' needs -T"))?;
        let stage = profile.split('_').next().unwrap_or("").to_string();
        let entry = options.entry.get_or_insert_with(|| "main".into()).clone();
        for target in TARGETS {
            // SPIR-V is snapshotted as its interface table (`tests/shaders`
            // has no snapshots, and spirv-val checks the words in gpu-tests).
            if target == EmitTarget::Spirv && !snapshots {
                continue;
            }
            if spirv_only && target != EmitTarget::Spirv {
                continue;
            }
            let extension = match target {
                EmitTarget::Spirv => "interface",
                _ => target.extension(),
            };
            let snapshot = dir.join(format!("{stem}.{entry}.{stage}.{extension}"));
            // A session per target, so one target's failure does not hide another's output.
            let mut session = Session::new(options.clone());
            let file = session.add_source(&path.display().to_string(), &text);
            let code = if session.is_whlsl(file) {
                session
                    .compile_whlsl(file, &entry, Some(target.lower_target()))
                    .and_then(|c| c.output)
            } else {
                match session.check(file) {
                    Some(program) => session.lower(program, &entry, target.lower_target()),
                    None => None,
                }
            };
            let code = match code {
                Some(hlsl_lower::Output::Text(code)) => code,
                Some(hlsl_lower::Output::Spirv(words)) => match crate::interface::table(&words) {
                    Ok(table) => table,
                    Err(e) => {
                        failures.push(format!("line {line}: unreadable SPIR-V: {e}"));
                        continue;
                    }
                },
                None => {
                    let diags = session.render(DiagnosticsFormat::Text);
                    failures.push(format!("line {line}: no {target:?} output:\n{diags}"));
                    continue;
                }
            };
            if target == EmitTarget::Wgsl {
                if let Err(e) = validate_wgsl(&code) {
                    failures.push(format!("line {line}: naga rejects the WGSL: {e}\n{code}"));
                }
            }
            if !snapshots {
                continue;
            }
            if let Err(e) = crate::snapshot::check(&snapshot, &code) {
                failures.push(format!("line {line}: {e}"));
            }
        }
    }
    if failures.is_empty() {
        Ok(())
    } else {
        Err(failures.join("\n"))
    }
}

fn validate_wgsl(code: &str) -> Result<(), String> {
    let module = naga::front::wgsl::parse_str(code).map_err(|e| e.emit_to_string(code))?;
    naga::valid::Validator::new(
        naga::valid::ValidationFlags::all(),
        naga::valid::Capabilities::all(),
    )
    .validate(&module)
    .map_err(|e| e.emit_to_string(code))?;
    Ok(())
}
