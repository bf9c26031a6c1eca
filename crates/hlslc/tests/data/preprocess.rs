//! `tests/preprocess`: `hlslc preprocess` output compared with `NAME.out`.

use hlslc::verify::header_values;
use hlslc::{DiagnosticsFormat, Session};
use std::path::Path;

pub fn run(path: &Path) -> Result<(), String> {
    let text = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
    let options = hlslc::cli::options_from_flags(&header_values(&text, "flags"))?;
    let mut session = Session::new(options);
    let file = session.add_source(&path.display().to_string(), &text);
    let mut actual = session.preprocess(file).unwrap_or_default();
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
    let expected_path = path.with_extension("out");
    if std::env::var_os("UPDATE_SNAPSHOTS").is_some() {
        return std::fs::write(&expected_path, &actual).map_err(|e| e.to_string());
    }
    let expected = std::fs::read_to_string(&expected_path).unwrap_or_default();
    if expected == actual {
        return Ok(());
    }
    Err(format!(
        "{} differs (UPDATE_SNAPSHOTS=1 rewrites it)\n--- expected\n{expected}--- actual\n{actual}",
        expected_path.display()
    ))
}
