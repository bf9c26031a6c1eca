//! Parser robustness, one trial per file (the syntax-tree snapshots are the
//! repository's `tests/ast`, run by the hlslc crate's data harness):
//!
//! * every `.hlsl` and `.whlsl` under the repository's `tests/ui/` is
//!   parsed on a 2 MiB thread (what Rust test threads get) and must not
//!   panic.
//! * `robustness::*` parses every prefix and many random mutations of the
//!   small inputs (but those whose header says `// robustness: skip`): no
//!   panic, and every span lies inside the file.

use hlsl_base::{Diagnostics, SourceMap};
use hlsl_syntax::{ast::SourceUnit, Dialect};
use libtest_mimic::{Arguments, Failed, Trial};
use std::path::{Path, PathBuf};

fn main() {
    let args = Arguments::from_args();
    let crate_dir = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut trials = Vec::new();
    let ui = crate_dir.join("../../tests/ui");
    for path in files(&ui) {
        let rel = path
            .strip_prefix(&ui)
            .unwrap_or(&path)
            .display()
            .to_string();
        trials.push(Trial::test(format!("ui::{rel}"), move || ui_file(&path)));
    }
    let mut small: Vec<PathBuf> = files(&crate_dir.join("../../tests/ast"));
    small.extend(
        files(&ui)
            .into_iter()
            .filter(|p| std::fs::metadata(p).is_ok_and(|m| m.len() < 8192))
            .filter(|p| !skips_robustness(p)),
    );
    for path in small {
        let name = format!("robustness::{}", stem(&path));
        trials.push(Trial::test(name, move || robustness(&path)));
    }
    libtest_mimic::run(&args, trials).exit();
}

/// Every `.hlsl` and `.whlsl` file under `dir`, recursively, sorted.
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
            } else if p.extension().is_some_and(|x| x == "hlsl" || x == "whlsl") {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

/// Whether the file's leading comment block says `// robustness: skip`
/// (the preprocessor's limit tests, too slow to mutate hundreds of times).
fn skips_robustness(p: &Path) -> bool {
    let text = std::fs::read_to_string(p).unwrap_or_default();
    text.lines()
        .map(str::trim)
        .take_while(|l| l.is_empty() || l.starts_with("//"))
        .any(|l| l.starts_with("// robustness: skip"))
}

fn file_name(p: &Path) -> String {
    p.file_name()
        .map_or(String::new(), |s| s.to_string_lossy().into_owned())
}

fn stem(p: &Path) -> String {
    p.file_stem()
        .map_or(String::new(), |s| s.to_string_lossy().into_owned())
}

/// Parses `text` on a thread with a 2 MiB stack, turning a panic into an error.
fn parse_on_small_stack(name: String, text: String) -> Result<(), Failed> {
    std::thread::Builder::new()
        .stack_size(2 << 20)
        .spawn(move || {
            parse_and_dump(&name, text);
        })
        .map_err(|e| Failed::from(format!("cannot spawn: {e}")))?
        .join()
        .map_err(|_| Failed::from("the parser panicked"))
}

/// Parses `text` in the dialect its name says and dumps the tree (the
/// dump walks it recursively, as later stages will). Returns whether every
/// span lies inside the file.
fn parse_and_dump(name: &str, text: String) -> bool {
    let mut sources = SourceMap::new();
    let file = sources.add(name, text);
    let whole = sources.file_span(file);
    let inside = |s: hlsl_base::Span| s.lo <= s.hi && s.lo >= whole.lo && s.hi <= whole.hi;
    if Dialect::from_path(name) == Dialect::Whlsl {
        let (unit, diags) = hlsl_syntax::whlsl::parse(&sources, file);
        let _ = hlsl_syntax::whlsl::dump(&unit);
        return diags.iter().all(|d| inside(d.span))
            && unit.exprs.iter().all(|(_, e)| inside(e.span))
            && unit.stmts.iter().all(|(_, s)| inside(s.span));
    }
    let (unit, diags): (SourceUnit, Diagnostics) =
        hlsl_syntax::parse_source(&mut sources, file, Dialect::Hlsl);
    let _ = hlsl_syntax::dump(&unit);
    diags.iter().all(|d| inside(d.span))
        && unit.exprs.iter().all(|(_, e)| inside(e.span))
        && unit.stmts.iter().all(|(_, s)| inside(s.span))
}

/// Parses a UI test file on a small stack: it must not panic. Its
/// `-verify` expectations are checked by the harness in the hlslc crate,
/// which runs every stage.
fn ui_file(path: &Path) -> Result<(), Failed> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    parse_on_small_stack(file_name(path), text)
}

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
    let name = file_name(path);
    std::thread::Builder::new()
        .stack_size(2 << 20)
        .spawn(move || {
            for input in inputs {
                if !parse_and_dump(&name, input.clone()) {
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
