//! The data-driven tests: every file below `tests/` at the repository root
//! is one test, named by its path (`ui/driver/unknown_warning.hlsl`).
//! Adding a test means adding a file. All run in process through the
//! `hlslc` library, each on a large-stack thread with panics contained.
//!
//! ## `tests/ui/**/*.hlsl`, `*.whlsl`: diagnostics
//! Clang `-verify` comments (see `hlslc_cli::verify`): `// expected-error {{msg}}`
//! on the line of the diagnostic, `expected-warning@+1`, `@-2`, `@12`
//! (absolute), `@*` (any line, or no location), a count
//! (`expected-warning 2 {{msg}}`), `expected-note`, and
//! `expected-no-diagnostics`. Messages match by substring. The file is
//! checked like `hlslc check`; flags for it go in its leading comment block:
//! `// flags: -T cs_6_0 -E main -Wno-conversion` (several lines add up).
//!
//! One more trial, `ui/coverage`, checks that every diagnostic in the
//! table is reported by some passing `tests/ui` file (see `coverage.rs`),
//! and `ui/whlsl/rules` that `tests/ui/whlsl/RULES.md`, the index of WHLSL
//! tests by specification rule, names passing files and the codes they
//! report (see `rules.rs`).
//!
//! ## `tests/run/**/*.hlsl`, `*.whlsl`: interpreter calls
//! ```text
//! // run: FN TYPE:VALUE TYPE:VALUE...   call FN with these arguments
//! // expect: TYPE:VALUE                 the result, exactly as `hlslc run` prints it
//! // expect-trap: SUBSTRING             or: the call traps with this in its reason
//! // max-steps: N                       optional; applies to the runs after it
//! // flags: ...                         optional, in the leading comment block
//! ```
//! Each `run:` is followed by one `expect:` or `expect-trap:`; a file holds
//! any number of such pairs, anywhere, and is checked once.
//!
//! One more, `lower/whlsl-sweep` (`sweep.rs`), lowers every function and
//! compute entry point of every WHLSL program under `tests/` that checks
//! clean, and fails if naga's validator or SPIR-V writer rejects one.
//!
//! ## Snapshots
//! `tests/preprocess`, `tests/ast`, `tests/reflect` and `tests/codegen`
//! compare outputs with committed files through expect-test
//! (`snapshot.rs`): a mismatch prints the file, the output and a diff.
//! `UPDATE_SNAPSHOTS=1` (or expect-test's `UPDATE_EXPECT=1`) rewrites them.
//!
//! ## `tests/preprocess/**/*.hlsl`: preprocessed text
//! The output of `hlslc preprocess` (flags from the `// flags:` header),
//! then, if there were diagnostics, `---` and their text with the test's
//! directory left out, compared with `NAME.out` beside it (a missing one
//! fails; `UPDATE_SNAPSHOTS=1` writes them). Included files are `.hlsli`.
//!
//! ## `tests/ast/**/*.hlsl`: syntax trees
//! The output of `hlslc ast` (preprocessed and parsed; flags from the
//! `// flags:` header), then `---` and any diagnostics, compared with
//! `NAME.ast` beside it, like `tests/preprocess`.
//!
//! ## `tests/reflect/**/*.hlsl`: reflection JSON
//! The output of `hlslc reflect` (flags from the `// flags:` header; without
//! `-T`, every entry point of the library), then `---` and any diagnostics,
//! compared with `NAME.json` beside it, like `tests/preprocess`. The schema
//! is docs/reflection.md.
//!
//! ## `tests/codegen/**/*.hlsl`, `*.whlsl`: generated code
//! One or more `// compile: -T vs_6_0 -E VSMain` lines. For each, the entry
//! point is compiled to WGSL, MSL and GLSL and compared with the committed
//! snapshots beside the input, named `NAME.ENTRY.STAGE.EXT`: the file stem,
//! the entry point, the profile's stage (`vs`, `ps`, `cs`) and `wgsl`, `msl`
//! or `glsl` (`vs_ps_pair.VSMain.vs.wgsl`), and the SPIR-V module's Vulkan
//! interface as a table (`interface`: sets, bindings, locations, built-ins,
//! push constants, spec constants; `interface.rs`). A missing snapshot fails; run
//! with `UPDATE_SNAPSHOTS=1` to write them. Every WGSL output is also parsed
//! back with naga's WGSL front end and validated.
//!
//! ## `tests/shaders/**/*.hlsl`: a corpus of vertex and pixel shaders
//! `// compile:` lines as in `tests/codegen`; each entry point must
//! compile to WGSL (which naga parses back and validates), MSL and GLSL,
//! with no snapshots. The GPU harness (`gpu-tests`, `codegen::shaders::`)
//! also runs spirv-val and glslangValidator over them.

mod codegen;
mod coverage;
mod interface;
mod rules;
mod run;
mod snapshot;
mod sweep;
mod text;
mod ui;

use libtest_mimic::{Arguments, Failed, Trial};
use std::path::{Path, PathBuf};

fn main() {
    hlslc::panic::install_quiet_hook();
    let args = Arguments::from_args();
    let tests = repo_root().join("tests");
    let mut trials = Vec::new();
    let kinds: [(&str, &[&str], Runner); 7] = [
        ("preprocess", &["hlsl"], text::preprocess),
        ("ast", &["hlsl"], text::ast),
        ("reflect", &["hlsl"], text::reflect),
        ("ui", &["hlsl", "whlsl"], ui::run),
        ("run", &["hlsl", "whlsl"], run::run),
        ("codegen", &["hlsl", "whlsl"], codegen::snapshots),
        ("shaders", &["hlsl"], codegen::outputs),
    ];
    for (dir, extensions, runner) in kinds {
        for path in discover(&tests.join(dir), extensions) {
            let name = path
                .strip_prefix(&tests)
                .unwrap_or(&path)
                .display()
                .to_string();
            trials.push(Trial::test(name, move || contained(path, runner)));
        }
    }
    let ui = tests.join("ui");
    trials.push(Trial::test("ui/coverage", move || {
        contained(ui, coverage::run)
    }));
    let root = tests.clone();
    trials.push(Trial::test("lower/whlsl-sweep", move || {
        contained(root, sweep::run)
    }));
    let rules = tests.join("ui/whlsl/RULES.md");
    trials.push(Trial::test("ui/whlsl/rules", move || {
        contained(rules, rules::run)
    }));
    libtest_mimic::run(&args, trials).exit();
}

/// Runs the test in one file.
type Runner = fn(&Path) -> Result<(), String>;

fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Runs one test on a large-stack thread; a panic is a failure.
fn contained(path: PathBuf, runner: Runner) -> Result<(), Failed> {
    match hlslc::panic::with_large_stack(move || runner(&path)) {
        Ok(Ok(())) => Ok(()),
        Ok(Err(message)) => Err(message.into()),
        Err(panic) => Err(format!("panicked: {}", panic.0).into()),
    }
}

/// Files below `dir` with one of `extensions`, sorted.
fn discover(dir: &Path, extensions: &[&str]) -> Vec<PathBuf> {
    let mut found = Vec::new();
    let mut pending = vec![dir.to_path_buf()];
    while let Some(d) = pending.pop() {
        let Ok(entries) = std::fs::read_dir(&d) else {
            continue;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() {
                pending.push(path);
            } else if path
                .extension()
                .and_then(|e| e.to_str())
                .is_some_and(|e| extensions.contains(&e))
            {
                found.push(path);
            }
        }
    }
    found.sort();
    found
}
