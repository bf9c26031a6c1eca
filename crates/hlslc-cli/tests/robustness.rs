//! Mutation robustness of the whole pipeline, one trial per test input.
//!
//! Every `.hlsl` and `.whlsl` file under the repository's `tests/` is mutated a fixed
//! number of times with a deterministic generator (deleted ranges and
//! lines, duplicated lines, inserted tokens). Each mutant is parsed and
//! checked as a library; when it checks clean, every entry point is
//! lowered to all four targets and compute entry points are dispatched in
//! the interpreter. The trial fails if any stage panics or reports an
//! internal error: a program that checked clean must lower and validate,
//! and bad input must only ever get diagnostics. A file whose header says
//! `// robustness: skip (why)` is left out.

use hlsl_base::DiagCode;
use hlsl_lower::Target;
use hlsl_sema::ir::Stage;
use hlslc::options::FrontendOptions;
use hlslc::session::Session;
use libtest_mimic::{Arguments, Failed, Trial};
use std::path::{Path, PathBuf};

const MUTANTS_PER_FILE: u64 = 300;

/// Tokens worth inserting: brackets, operators, keywords and types that
/// change what later stages see.
const INSERTS: &[&str] = &[
    "(",
    ")",
    "{",
    "}",
    "[",
    "]",
    ";",
    ",",
    "0",
    "1.5",
    "-1",
    "x",
    "float3",
    "uint",
    "return",
    "+",
    "*",
    "/",
    "%",
    "<<",
    "=",
    "+=",
    "++",
    ".xyz",
    ".w",
    "out",
    "static",
    "if",
    "for",
    "while",
    "break",
    "?",
    ":",
    "[numthreads(1,1,1)]",
    "GroupMemoryBarrierWithGroupSync();",
];

fn main() {
    let args = Arguments::from_args();
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests");
    let mut files = Vec::new();
    collect(&root, &mut files);
    files.sort();
    let trials = files
        .into_iter()
        // The generated deep-nesting files are large and covered by the
        // parser's own trials; files that say `// robustness: skip` in
        // their header are slow on purpose (the preprocessor's limits).
        .filter(|p| std::fs::metadata(p).is_ok_and(|m| m.len() < 16 * 1024))
        .filter(|p| {
            let text = std::fs::read_to_string(p).unwrap_or_default();
            !hlslc_cli::verify::header_values(&text, "robustness")
                .iter()
                .any(|v| v.starts_with("skip"))
        })
        .map(|path| {
            let name = path
                .strip_prefix(&root)
                .unwrap_or(&path)
                .display()
                .to_string();
            Trial::test(name, move || mutate_file(&path))
        })
        .collect();
    libtest_mimic::run(&args, trials).exit();
}

fn collect(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            collect(&p, out);
        } else if p.extension().is_some_and(|x| x == "hlsl" || x == "whlsl") {
            out.push(p);
        }
    }
}

/// xorshift64*: deterministic, so a failure names a reproducible mutant.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            (self.next() % n as u64) as usize
        }
    }
}

fn mutate(text: &str, rng: &mut Rng) -> String {
    let lines: Vec<&str> = text.lines().collect();
    let boundary = |s: &str, mut i: usize| {
        while i < s.len() && !s.is_char_boundary(i) {
            i += 1;
        }
        i.min(s.len())
    };
    match rng.below(4) {
        0 => {
            let lo = boundary(text, rng.below(text.len()));
            let hi = boundary(text, lo + 1 + rng.below(8));
            format!("{}{}", &text[..lo], &text[hi..])
        }
        1 if !lines.is_empty() => {
            let drop = rng.below(lines.len());
            lines
                .iter()
                .enumerate()
                .filter(|&(i, _)| i != drop)
                .map(|(_, l)| *l)
                .collect::<Vec<_>>()
                .join("\n")
        }
        2 if !lines.is_empty() => {
            let dup = rng.below(lines.len());
            let mut out: Vec<&str> = lines.clone();
            out.insert(dup, lines[dup]);
            out.join("\n")
        }
        _ => {
            let at = boundary(text, rng.below(text.len() + 1));
            let tok = INSERTS[rng.below(INSERTS.len())];
            format!("{} {tok} {}", &text[..at], &text[at..])
        }
    }
}

fn mutate_file(path: &Path) -> Result<(), Failed> {
    let text = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
    // `ROBUST_SEED` and `ROBUST_MUTANTS` widen the search by hand; CI runs
    // the fixed defaults.
    let env = |name: &str| std::env::var(name).ok().and_then(|v| v.parse::<u64>().ok());
    let seed = env("ROBUST_SEED").unwrap_or(0x9E37_79B9_7F4A_7C15);
    let mut rng = Rng(seed ^ text.len() as u64 | 1);
    for k in 0..env("ROBUST_MUTANTS").unwrap_or(MUTANTS_PER_FILE) {
        let mutant = mutate(&text, &mut rng);
        let outcome = std::panic::catch_unwind(|| run_pipeline(path, &mutant));
        match outcome {
            Ok(Ok(())) => {}
            Ok(Err(why)) => {
                return Err(format!("mutant {k}: {why}\n--- mutant ---\n{mutant}").into())
            }
            Err(_) => return Err(format!("mutant {k} panicked\n--- mutant ---\n{mutant}").into()),
        }
    }
    Ok(())
}

/// Runs every stage that the mutant gets through; `Err` names an internal
/// error.
fn run_pipeline(path: &Path, text: &str) -> Result<(), String> {
    if path.extension().is_some_and(|x| x == "whlsl") {
        // WHLSL is parsed and validated; a mutant that checks clean has
        // every function and compute entry point lowered, validated and
        // written (naga must never reject what lowering accepted).
        let mut session = Session::new(FrontendOptions::default());
        let file = session.add_source("mutant.whlsl", text);
        if session.check_whlsl_for_run(file).is_some() {
            // On a large stack, as `hlslc` runs: deep nesting that the
            // checker accepts recurses through lowering and naga.
            let text = text.to_string();
            let failures = hlslc::panic::with_large_stack(move || {
                let mut session = Session::new(FrontendOptions::default());
                let file = session.add_source("mutant.whlsl", &text);
                let (unit, checked) = session.check_whlsl_for_run(file)?;
                Some(hlsl_lower::sweep_whlsl(&unit, &checked).failures)
            })
            .map_err(|e| format!("lowering panicked: {}", e.0))?;
            if let Some(f) = failures.filter(|f| !f.is_empty()) {
                return Err(f.join("\n"));
            }
        }
        return internal_errors(&session);
    }
    // As a library, and once per `// compile: -T P -E E` header (vertex and
    // pixel shaders are entry points only with a profile).
    run_with(text, FrontendOptions::default())?;
    for line in text
        .lines()
        .filter_map(|l| l.trim().strip_prefix("// compile:"))
    {
        let words: Vec<&str> = line.split_whitespace().collect();
        let value = |flag: &str| {
            let at = words.iter().position(|w| *w == flag)?;
            words.get(at + 1).map(|v| v.to_string())
        };
        let options = FrontendOptions {
            profile: value("-T"),
            entry: value("-E"),
            ..Default::default()
        };
        run_with(text, options)?;
    }
    Ok(())
}

fn run_with(text: &str, options: FrontendOptions) -> Result<(), String> {
    let mut session = Session::new(options);
    let file = session.add_source("mutant.hlsl", text);
    let program = session.check(file);
    internal_errors(&session)?;
    let Some(program) = program else {
        return Ok(());
    };
    if std::env::var_os("ROBUST_STATS").is_some() {
        eprintln!("clean: {} entry points", program.entry_points.len());
    }
    for ep in &program.entry_points {
        let name = program.functions[ep.function].name.clone();
        for target in [Target::Spirv, Target::Wgsl, Target::Msl, Target::Glsl] {
            let mut s = Session::new(FrontendOptions::default());
            s.lower(program.clone(), &name, target);
            internal_errors(&s)?;
        }
        if ep.stage == Stage::Compute {
            let mut buffers = hlsl_interp::Buffers::default();
            let limits = hlsl_interp::Limits {
                max_steps: 10_000,
                ..Default::default()
            };
            // Traps are fine; panics are not (caught by the caller).
            let _ = hlsl_interp::dispatch(&program, &name, [2, 1, 1], &mut buffers, &limits);
        }
    }
    Ok(())
}

fn internal_errors(session: &Session) -> Result<(), String> {
    let internal = [
        DiagCode::err_internal_panic,
        DiagCode::err_internal_naga_validation,
        DiagCode::err_internal_backend,
    ];
    let found: Vec<String> = session
        .diagnostics()
        .iter()
        .filter(|d| internal.contains(&d.code))
        .map(|d| d.message.clone())
        .collect();
    if found.is_empty() {
        Ok(())
    } else {
        Err(found.join("\n"))
    }
}
