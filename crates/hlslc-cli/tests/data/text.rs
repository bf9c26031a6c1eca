//! Text snapshots: `tests/preprocess` (the output of `hlslc preprocess`,
//! compared with `NAME.out`) and `tests/ast` (the output of `hlslc ast`,
//! compared with `NAME.ast`) and `tests/reflect` (the output of `hlslc
//! reflect`, compared with `NAME.json`). Diagnostics, if any, follow a
//! `---` line. `snapshot.rs` compares (a diff on failure) and updates.

use hlsl_base::FileId;
use hlslc::{DiagnosticsFormat, Session};
use hlslc_cli::verify::header_values;
use std::path::Path;

pub fn preprocess(path: &Path) -> Result<(), String> {
    snapshot(path, "out", |session, file| session.preprocess(file))
}

pub fn ast(path: &Path) -> Result<(), String> {
    snapshot(path, "ast", |session, file| {
        let profile = session.profile().ok()?;
        let unit = session.parse(file, profile.as_ref())?;
        Some(hlsl_syntax::dump(&unit))
    })
}

pub fn reflect(path: &Path) -> Result<(), String> {
    snapshot(path, "json", hlslc_cli::cli::reflect_json_source)
}

fn snapshot(
    path: &Path,
    extension: &str,
    produce: impl FnOnce(&mut Session, FileId) -> Option<String>,
) -> Result<(), String> {
    let text = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
    let options = hlslc_cli::cli::options_from_flags(&header_values(&text, "flags"))?;
    let mut session = Session::new(options);
    let file = session.add_source(&path.display().to_string(), &text);
    let mut actual = produce(&mut session, file).unwrap_or_default();
    let diags = session.render(DiagnosticsFormat::Text);
    if !diags.is_empty() {
        actual.push_str("---\n");
        actual.push_str(&diags);
    }
    // Snapshots must not depend on where the checkout is (`__FILE__` and
    // diagnostics name the file).
    let dir = path
        .parent()
        .map(|d| d.display().to_string())
        .unwrap_or_default();
    let actual = actual.replace(&format!("{dir}/"), "");
    crate::snapshot::check(&path.with_extension(extension), &actual)
}
