//! `ui/coverage`: every diagnostic in the table (`DiagCode::ALL`) is
//! reported, and expected, by at least one `tests/ui` file, or is exempted
//! below with the test that covers it in another layer.
//!
//! Each `tests/ui/**/*.{hlsl,whlsl}` file is checked as `ui.rs` checks it;
//! the codes of the diagnostics reported (notes included) by the files
//! whose expectations pass count as covered. A failing file covers nothing
//! (its own trial reports why). A file in `tests/ui/diagnostics/` is named
//! after a code and must report it.

use hlsl_base::DiagCode;
use hlslc::verify::{check_and_verify_codes, header_values};
use std::collections::BTreeSet;
use std::path::Path;

/// A diagnostic that no `tests/ui` file can report, with the test that
/// covers it instead: `file` (relative to the repository root) must exist
/// and contain every fixed piece of the code's message template, so the
/// exemption cannot outlive its test.
struct Exemption {
    code: DiagCode,
    file: &'static str,
    reason: &'static str,
}

const EXEMPT: &[Exemption] = &[
    Exemption {
        code: DiagCode::err_binding_collision,
        file: "crates/hlslc/tests/cli.rs",
        reason: "Vulkan bindings are assigned when lowering, which `check` does not do",
    },
    Exemption {
        code: DiagCode::warn_vulkan_binding_collision,
        file: "crates/hlslc/tests/cli.rs",
        reason: "Vulkan bindings are assigned when lowering, which `check` does not do",
    },
    Exemption {
        code: DiagCode::err_lower_unsupported,
        file: "crates/hlslc/tests/cli.rs",
        reason: "a lowering error: `check` does not lower",
    },
    Exemption {
        code: DiagCode::err_file_not_found,
        file: "crates/hlslc/tests/cli.rs",
        reason: "the driver's: a tests/ui file is read before it is checked",
    },
    Exemption {
        code: DiagCode::err_internal_panic,
        file: "crates/hlslc/src/session.rs",
        reason: "no input may reach it (tests/robustness.rs looks for it); a unit test \
                 makes a stage panic",
    },
    Exemption {
        code: DiagCode::err_internal_naga_validation,
        file: "crates/hlsl-lower/tests/lower.rs",
        reason: "no input may reach it (tests/robustness.rs looks for it); a test spoils \
                 a lowered module",
    },
    Exemption {
        code: DiagCode::err_internal_backend,
        file: "crates/hlsl-lower/tests/lower.rs",
        reason: "no input may reach it (tests/robustness.rs looks for it); a test spoils \
                 a lowered module",
    },
];

pub fn run(ui: &Path) -> Result<(), String> {
    let mut covered = BTreeSet::new();
    let mut problems = Vec::new();
    let dedicated = ui.join("diagnostics");
    for path in crate::discover(ui, &["hlsl", "whlsl"]) {
        let codes = reported(&path).unwrap_or_default();
        // `tests/ui/diagnostics/CODE.hlsl` is named after the code it tests.
        if path.parent() == Some(dedicated.as_path()) {
            let name = path.strip_prefix(ui).unwrap_or(&path).display();
            let stem = path.file_stem().and_then(|s| s.to_str()).unwrap_or("");
            match DiagCode::from_name(stem) {
                None => problems.push(format!("ui/{name} is not named after a diagnostic code")),
                Some(code) if !codes.contains(&code) => problems.push(format!(
                    "ui/{name} does not report {stem} (or its expectations fail)"
                )),
                Some(_) => {}
            }
        }
        covered.extend(codes);
    }
    let root = crate::repo_root();
    for e in EXEMPT {
        let info = e.code.info();
        if covered.contains(&e.code) {
            problems.push(format!(
                "{} is exempted ({}) but a tests/ui file covers it: remove the exemption",
                info.name, e.reason
            ));
            continue;
        }
        let text = match std::fs::read_to_string(root.join(e.file)) {
            Ok(text) => join_continued_lines(&text),
            Err(err) => {
                problems.push(format!(
                    "{} is exempted as covered by {}, which cannot be read: {err}",
                    info.name, e.file
                ));
                continue;
            }
        };
        let absent: Vec<&str> = fixed_pieces(info.template)
            .into_iter()
            .filter(|p| !text.contains(p))
            .collect();
        if !absent.is_empty() {
            problems.push(format!(
                "{} is exempted as covered by {}, which does not contain {absent:?} of \"{}\"",
                info.name, e.file, info.template
            ));
        }
    }
    let uncovered: Vec<String> = DiagCode::ALL
        .iter()
        .filter(|c| !covered.contains(c) && !EXEMPT.iter().any(|e| e.code == **c))
        .map(|c| format!("  {}: \"{}\"", c.name(), c.info().template))
        .collect();
    if !uncovered.is_empty() {
        problems.push(format!(
            "{} diagnostics are reported by no passing tests/ui file (add one, e.g. \
             tests/ui/diagnostics/CODE.hlsl, or delete the code if nothing emits it):\n{}",
            uncovered.len(),
            uncovered.join("\n")
        ));
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(problems.join("\n"))
    }
}

/// The codes a `tests/ui` file reports, if its expectations pass.
fn reported(path: &Path) -> Option<Vec<DiagCode>> {
    let text = std::fs::read_to_string(path).ok()?;
    let options = hlslc::cli::options_from_flags(&header_values(&text, "flags")).ok()?;
    hlslc::panic::guard(|| check_and_verify_codes(path, options))
        .ok()?
        .ok()
}

/// Rust's string continuations (`\` at the end of a line, then the next
/// line's leading spaces) removed, so a message split over lines in a test
/// reads as one.
fn join_continued_lines(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find("\\\n") {
        out.push_str(&rest[..at]);
        rest = rest[at + 2..].trim_start();
    }
    out.push_str(rest);
    out
}

/// The text of a template between its `{N}` placeholders, trimmed of
/// quotes, punctuation and spaces; pieces without a letter are dropped
/// (`"cannot open '{0}': {1}"` gives `["cannot open"]`).
fn fixed_pieces(template: &str) -> Vec<&str> {
    let mut pieces = Vec::new();
    let mut rest = template;
    loop {
        let (piece, after) = match rest.find('{') {
            Some(open) => match rest[open..].find('}') {
                Some(close) => (&rest[..open], Some(&rest[open + close + 1..])),
                None => (rest, None),
            },
            None => (rest, None),
        };
        let piece = piece.trim_matches(|c: char| !c.is_alphanumeric());
        if piece.chars().any(char::is_alphabetic) {
            pieces.push(piece);
        }
        match after {
            Some(a) => rest = a,
            None => return pieces,
        }
    }
}
