//! Data-driven parser tests, one trial per file:
//!
//! * `tests/parse/NAME.hlsl` is parsed and its AST dump plus diagnostics are
//!   compared with `NAME.ast` (`UPDATE_SNAPSHOTS=1` rewrites them).
//! * every `.hlsl` under the repository's `tests/ui/` is parsed on a 2 MiB
//!   thread (what Rust test threads get) and must not panic. Files under `tests/ui/syntax/` hold only
//!   parse errors, so for them the `expected-error`/`expected-note`
//!   comments are checked exactly (a small stand-in for the `-verify`
//!   harness).
//! * `robustness::*` parses every prefix and many random mutations of the
//!   small inputs: no panic, and every span lies inside the file.

use hlsl_base::{Diagnostic, Diagnostics, SourceMap};
use hlsl_syntax::{ast::SourceUnit, Dialect};
use libtest_mimic::{Arguments, Failed, Trial};
use std::path::{Path, PathBuf};

fn main() {
    let args = Arguments::from_args();
    let crate_dir = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut trials = Vec::new();
    for path in files(&crate_dir.join("tests/parse")) {
        let name = format!("snapshot::{}", stem(&path));
        trials.push(Trial::test(name, move || snapshot(&path)));
    }
    let ui = crate_dir.join("../../tests/ui");
    for path in files(&ui) {
        let rel = path
            .strip_prefix(&ui)
            .unwrap_or(&path)
            .display()
            .to_string();
        let exact = rel.starts_with("syntax");
        trials.push(Trial::test(format!("ui::{rel}"), move || {
            ui_file(&path, exact)
        }));
    }
    let mut small: Vec<PathBuf> = files(&crate_dir.join("tests/parse"));
    small.extend(
        files(&ui)
            .into_iter()
            .filter(|p| std::fs::metadata(p).is_ok_and(|m| m.len() < 8192)),
    );
    for path in small {
        let name = format!("robustness::{}", stem(&path));
        trials.push(Trial::test(name, move || robustness(&path)));
    }
    libtest_mimic::run(&args, trials).exit();
}

/// Every `.hlsl` file under `dir`, recursively, sorted.
fn files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&d) else {
            continue;
        };
        for e in entries.flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == "hlsl") {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

fn stem(p: &Path) -> String {
    p.file_stem()
        .map_or(String::new(), |s| s.to_string_lossy().into_owned())
}

/// Parses `text` on a thread with a 2 MiB stack, turning a panic into an error.
fn parse_on_small_stack(
    name: String,
    text: String,
) -> Result<(SourceMap, SourceUnit, Diagnostics), Failed> {
    std::thread::Builder::new()
        .stack_size(2 << 20)
        .spawn(move || {
            let mut sources = SourceMap::new();
            let file = sources.add(name, text);
            let (unit, diags) = hlsl_syntax::parse(&sources, file, Dialect::Hlsl);
            // The dump walks the tree recursively, as later stages will.
            let _ = hlsl_syntax::dump(&unit);
            (sources, unit, diags)
        })
        .map_err(|e| Failed::from(format!("cannot spawn: {e}")))?
        .join()
        .map_err(|_| Failed::from("the parser panicked"))
}

/// `severity line:col: message`, notes indented below their diagnostic.
fn render(sources: &SourceMap, diags: &Diagnostics) -> String {
    fn one(sources: &SourceMap, d: &Diagnostic, indent: &str, out: &mut String) {
        let lc = sources
            .locate(d.span.lo)
            .map_or((0, 0), |(_, lc)| (lc.line, lc.col));
        out.push_str(&format!(
            "{indent}{} {}:{}: {}\n",
            d.severity.as_str(),
            lc.0,
            lc.1,
            d.message
        ));
        for n in &d.notes {
            one(sources, n, "  ", out);
        }
    }
    let mut out = String::new();
    for d in diags.iter() {
        one(sources, d, "", &mut out);
    }
    out
}

fn snapshot(path: &Path) -> Result<(), Failed> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let (sources, unit, diags) = parse_on_small_stack(stem(path), text)?;
    let mut actual = hlsl_syntax::dump(&unit);
    if !diags.is_empty() {
        actual.push_str("---\n");
        actual.push_str(&render(&sources, &diags));
    }
    let expected_path = path.with_extension("ast");
    if std::env::var_os("UPDATE_SNAPSHOTS").is_some() {
        std::fs::write(&expected_path, &actual).map_err(|e| e.to_string())?;
        return Ok(());
    }
    let expected = std::fs::read_to_string(&expected_path).unwrap_or_default();
    if expected == actual {
        return Ok(());
    }
    Err(format!(
        "{} differs (UPDATE_SNAPSHOTS=1 rewrites it)\n--- expected\n{expected}--- actual\n{actual}",
        expected_path.display()
    )
    .into())
}

fn ui_file(path: &Path, exact: bool) -> Result<(), Failed> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let mut expected = expectations(&text);
    let (sources, _, diags) = parse_on_small_stack(stem(path), text)?;
    if !exact {
        // Other folders expect errors from later stages; the `-verify`
        // harness in the hlslc crate checks them.
        return Ok(());
    }
    let mut actual = Vec::new();
    let mut stack: Vec<&Diagnostic> = diags.iter().collect();
    while let Some(d) = stack.pop() {
        let line = sources.locate(d.span.lo).map_or(0, |(_, lc)| lc.line);
        actual.push((d.severity.as_str().to_string(), line, d.message.clone()));
        stack.extend(d.notes.iter());
    }
    actual.sort();
    expected.sort();
    if actual == expected {
        return Ok(());
    }
    let show = |v: &[(String, u32, String)]| {
        v.iter()
            .map(|(s, l, m)| format!("  {s} line {l}: {m}\n"))
            .collect::<String>()
    };
    Err(format!(
        "diagnostics differ\nexpected:\n{}actual:\n{}",
        show(&expected),
        show(&actual)
    )
    .into())
}

/// `expected-<severity>[@[+-]N] [count] {{message}}` comments, as
/// `(severity, line, message)`, one entry per expected diagnostic.
fn expectations(text: &str) -> Vec<(String, u32, String)> {
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let this_line = i as u32 + 1;
        let mut rest = line;
        while let Some(at) = rest.find("expected-") {
            rest = &rest[at + "expected-".len()..];
            let Some(sev) = ["error", "warning", "note"]
                .into_iter()
                .find(|s| rest.starts_with(s))
            else {
                continue;
            };
            rest = &rest[sev.len()..];
            let mut target = this_line;
            if let Some(r) = rest.strip_prefix('@') {
                let end = r
                    .find(|c: char| !(c.is_ascii_digit() || c == '+' || c == '-'))
                    .unwrap_or(r.len());
                let spec = &r[..end];
                target = if let Some(n) = spec.strip_prefix('+') {
                    this_line + n.parse::<u32>().unwrap_or(0)
                } else if let Some(n) = spec.strip_prefix('-') {
                    this_line.saturating_sub(n.parse::<u32>().unwrap_or(0))
                } else {
                    spec.parse().unwrap_or(this_line)
                };
                rest = &r[end..];
            }
            let trimmed = rest.trim_start();
            let count_end = trimmed
                .find(|c: char| !c.is_ascii_digit())
                .unwrap_or(trimmed.len());
            let count = trimmed[..count_end].parse::<usize>().unwrap_or(1);
            let Some(open) = rest.find("{{") else {
                continue;
            };
            let Some(close) = rest[open..].find("}}") else {
                continue;
            };
            let msg = rest[open + 2..open + close].trim().to_string();
            for _ in 0..count {
                out.push((sev.to_string(), target, msg.clone()));
            }
            rest = &rest[open + close + 2..];
        }
    }
    out
}

/// Parses every prefix of the file and 300 random mutations of it.
fn robustness(path: &Path) -> Result<(), Failed> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let mut inputs: Vec<String> = (0..=text.len())
        .filter(|&i| text.is_char_boundary(i))
        .map(|i| text[..i].to_string())
        .collect();
    // A fixed xorshift generator: the same mutations every run.
    let mut state = 0x9e37_79b9_7f4a_7c15u64 ^ text.len() as u64;
    let mut next = move |n: usize| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        (state % n.max(1) as u64) as usize
    };
    let pieces = [
        "(", ")", "{", "}", "[", "]", ";", ",", "<", ">", ">>", "=", "+", "-", "*", "/*", "\"",
        "'", "#", "@", "\n", "\0", "float3", "struct", "if", "else", ".", ":", "?", "1e", "0x", "",
        "",
    ];
    for _ in 0..300 {
        let mut m = text.clone();
        for _ in 0..1 + next(4) {
            let mut at = next(m.len() + 1);
            while !m.is_char_boundary(at) {
                at -= 1;
            }
            let mut end = (at + next(6)).min(m.len());
            while !m.is_char_boundary(end) {
                end -= 1;
            }
            m.replace_range(at..end, pieces[next(pieces.len())]);
        }
        inputs.push(m);
    }
    std::thread::Builder::new()
        .stack_size(2 << 20)
        .spawn(move || {
            for input in inputs {
                let mut sources = SourceMap::new();
                let file = sources.add("mutated.hlsl", input.clone());
                let (unit, diags) = hlsl_syntax::parse(&sources, file, Dialect::Hlsl);
                let _ = hlsl_syntax::dump(&unit);
                let whole = sources.file_span(file);
                let inside =
                    |s: hlsl_base::Span| s.lo <= s.hi && s.lo >= whole.lo && s.hi <= whole.hi;
                let spans_ok = diags.iter().all(|d| inside(d.span))
                    && unit.exprs.iter().all(|(_, e)| inside(e.span))
                    && unit.stmts.iter().all(|(_, s)| inside(s.span));
                if !spans_ok {
                    return Err(format!("a span lies outside the file for input:\n{input}"));
                }
            }
            Ok(())
        })
        .map_err(|e| Failed::from(format!("cannot spawn: {e}")))?
        .join()
        .map_err(|_| Failed::from("the parser panicked"))?
        .map_err(Failed::from)
}
