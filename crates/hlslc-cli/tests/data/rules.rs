//! `ui/whlsl/rules`: keeps `tests/ui/whlsl/RULES.md` true.
//!
//! RULES.md maps every numbered validation rule and every grammar
//! production of the WHLSL specification to tests. Each table row is
//! `| `id` | spec line | valid files | invalid files | codes |`; a file cell
//! lists backticked paths relative to `tests/ui/whlsl/`, or says
//! `n/a: REASON` where no such program can exist. This trial checks that:
//! * ids are unique and spec lines are numbers (`642` or `642-650`);
//! * every valid file expects no diagnostics and every invalid file expects
//!   at least one error, and both pass as `tests/ui` files;
//! * each listed code is reported by one of the row's invalid files, and
//!   each invalid file reports one of the row's codes (so the code column
//!   cannot drift from the tests); an `n/a` invalid cell has code `—`;
//! * every `.whlsl` file below `tests/ui/whlsl/` is named on the page, and
//!   every file named exists;
//! * there are at least 250 WHLSL test files (the acceptance).

use hlsl_base::DiagCode;
use hlslc_cli::verify::{check_and_verify_codes, header_values};
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// The acceptance: tests/ui and tests/run hold at least this many
/// WHLSL programs.
const MIN_WHLSL_FILES: usize = 250;

/// A reason must say something.
const MIN_REASON_LEN: usize = 12;

pub fn run(table: &Path) -> Result<(), String> {
    let text = std::fs::read_to_string(table).map_err(|e| format!("cannot read RULES.md: {e}"))?;
    let dir = table.parent().unwrap_or(Path::new("."));
    let mut problems = Vec::new();
    let mut ids = BTreeSet::new();
    let mut outcomes: BTreeMap<String, Result<Vec<DiagCode>, String>> = BTreeMap::new();
    let mut rows = 0;
    for (n, line) in text.lines().enumerate() {
        let Some(cells) = row_cells(line) else {
            continue;
        };
        rows += 1;
        let at = format!("RULES.md:{}", n + 1);
        if cells.len() != 5 {
            problems.push(format!("{at}: a row has 5 cells, not {}", cells.len()));
            continue;
        }
        let id = cells[0].trim_matches('`');
        if !id
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || ".-".contains(c))
        {
            problems.push(format!(
                "{at}: rule id `{id}` is not lowercase words with . and -"
            ));
        }
        if !ids.insert(id.to_string()) {
            problems.push(format!("{at}: rule id `{id}` is listed twice"));
        }
        if !is_line_ref(cells[1]) {
            problems.push(format!("{at}: spec line '{}' is not N or N-M", cells[1]));
        }
        let valid = file_cell(cells[2]);
        let invalid = file_cell(cells[3]);
        let codes = cells[4];
        for (cell, kind) in [(&valid, "valid"), (&invalid, "invalid")] {
            if let Err(e) = cell {
                problems.push(format!("{at}: {kind} cell: {e}"));
            }
        }
        let (Ok(valid), Ok(invalid)) = (valid, invalid) else {
            continue;
        };
        for file in &valid {
            match outcome(dir, file, &mut outcomes) {
                Err(e) => problems.push(format!("{at}: {file}: {e}")),
                Ok(_) if !expects(dir, file, "expected-no-diagnostics") => problems.push(format!(
                    "{at}: valid file {file} does not say expected-no-diagnostics"
                )),
                Ok(_) => {}
            }
        }
        let mut reported = Vec::new();
        for file in &invalid {
            match outcome(dir, file, &mut outcomes) {
                Err(e) => problems.push(format!("{at}: {file}: {e}")),
                Ok(_) if !expects(dir, file, "expected-error") => {
                    problems.push(format!("{at}: invalid file {file} expects no error"))
                }
                Ok(codes) => reported.push((file, codes)),
            }
        }
        if invalid.is_empty() {
            if codes != "—" {
                problems.push(format!(
                    "{at}: no invalid file, so the code cell must be '—'"
                ));
            }
            continue;
        }
        let listed: Vec<&str> = codes
            .split_whitespace()
            .map(|c| c.trim_matches('`'))
            .collect();
        let mut listed_codes = Vec::new();
        for name in &listed {
            match DiagCode::from_name(name) {
                Some(code) => listed_codes.push(code),
                None => problems.push(format!("{at}: '{name}' is not a diagnostic code")),
            }
        }
        if listed.is_empty() {
            problems.push(format!("{at}: the row has invalid files but no code"));
        }
        for code in &listed_codes {
            if !reported.iter().any(|(_, r)| r.contains(code)) {
                problems.push(format!(
                    "{at}: no invalid file of the row reports {}",
                    code.name()
                ));
            }
        }
        for (file, codes) in &reported {
            if !codes.iter().any(|c| listed_codes.contains(c)) {
                let names: Vec<&str> = codes.iter().map(|c| c.name()).collect();
                problems.push(format!(
                    "{at}: {file} reports none of the row's codes (it reports {names:?})"
                ));
            }
        }
    }
    if rows == 0 {
        problems.push("RULES.md has no rows".into());
    }
    let named = named_files(&text);
    for file in &named {
        if !dir.join(file).is_file() {
            problems.push(format!("RULES.md names {file}, which does not exist"));
        }
    }
    for path in crate::discover(dir, &["whlsl"]) {
        let file = path.strip_prefix(dir).unwrap_or(&path);
        let file = file.to_string_lossy().replace('\\', "/");
        if !named.contains(&file) {
            problems.push(format!(
                "{file} is not in RULES.md: add it to the row of the rule it tests"
            ));
        }
    }
    let root = crate::repo_root().join("tests");
    let whlsl = crate::discover(&root.join("ui"), &["whlsl"]).len()
        + crate::discover(&root.join("run"), &["whlsl"]).len();
    if whlsl < MIN_WHLSL_FILES {
        problems.push(format!(
            "only {whlsl} WHLSL test files in tests/ui and tests/run; the acceptance asks for {MIN_WHLSL_FILES}"
        ));
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(problems.join("\n"))
    }
}

/// The trimmed cells of a table row whose first cell is a backticked id;
/// `None` for any other line (text, headers, separators).
fn row_cells(line: &str) -> Option<Vec<&str>> {
    let inner = line.trim().strip_prefix('|')?.strip_suffix('|')?;
    let cells: Vec<&str> = inner.split('|').map(str::trim).collect();
    cells.first()?.starts_with('`').then_some(cells)
}

/// Every backticked `.whlsl` path on the page, in cells or reasons.
fn named_files(text: &str) -> BTreeSet<String> {
    text.split('`')
        .skip(1)
        .step_by(2)
        .filter(|s| s.ends_with(".whlsl") && s.contains('/') && !s.contains(' '))
        .map(str::to_string)
        .collect()
}

fn is_line_ref(cell: &str) -> bool {
    let number = |s: &str| s.parse::<u32>().ok().filter(|&n| n > 0);
    match cell.split_once('-') {
        Some((a, b)) => matches!((number(a), number(b)), (Some(a), Some(b)) if a <= b),
        None => number(cell).is_some(),
    }
}

/// The files of a cell (backticked, separated by spaces or commas), or
/// none for `n/a: REASON`.
fn file_cell(cell: &str) -> Result<Vec<String>, String> {
    if let Some(reason) = cell.strip_prefix("n/a:") {
        return if reason.trim().len() >= MIN_REASON_LEN {
            Ok(Vec::new())
        } else {
            Err("'n/a:' needs a reason".into())
        };
    }
    let files: Vec<String> = cell
        .split([' ', ','])
        .filter(|s| !s.is_empty())
        .map(|s| s.trim_matches('`').to_string())
        .collect();
    if files.is_empty() {
        return Err("lists no file (write 'n/a: REASON' if none can exist)".into());
    }
    match files.iter().find(|f| !f.ends_with(".whlsl")) {
        Some(f) => Err(format!("'{f}' is not a .whlsl path")),
        None => Ok(files),
    }
}

fn expects(dir: &Path, file: &str, what: &str) -> bool {
    std::fs::read_to_string(dir.join(file)).is_ok_and(|t| t.contains(what))
}

/// The codes `file` reports, if it passes as a `tests/ui` file; computed
/// once per file.
fn outcome(
    dir: &Path,
    file: &str,
    cache: &mut BTreeMap<String, Result<Vec<DiagCode>, String>>,
) -> Result<Vec<DiagCode>, String> {
    cache
        .entry(file.to_string())
        .or_insert_with(|| {
            let path = dir.join(file);
            let text = std::fs::read_to_string(&path).map_err(|e| format!("cannot read: {e}"))?;
            let options = hlslc_cli::cli::check_options(hlslc_cli::cli::options_from_flags(
                &header_values(&text, "flags"),
            )?);
            hlslc::panic::guard(|| check_and_verify_codes(&path, options))
                .map_err(|p| format!("panicked: {}", p.0))?
                .map_err(|e| format!("fails as a tests/ui file:\n{e}"))
        })
        .clone()
}
