//! Programs from the fuzz generator (crate `hlsl-gen`, docs/fuzzing.md)
//! for fixed seeds: none may panic or report an internal error, and each
//! entry point that checks clean must compile to byte-identical SPIR-V
//! (and WGSL) twice. Also the generator's health: most of its programs
//! must check clean, or the fuzz targets would test only the parser.
//! `GEN_SEEDS=N` widens the search; `--nocapture` prints the proportions,
//! `GEN_VERBOSE=1` the errors of the programs that do not check or lower;
//! `GEN_PRINT=FILE` prints the program a fuzz input stands for;
//! `GEN_CORPUS=DIR` runs the generator inputs of a fuzz corpus instead.

use hlsl_gen as gen;

use hlsl_base::DiagCode;
use hlsl_lower::{Output, Target};
use hlslc::{DiagnosticsFormat, FrontendOptions, Session};

const SEEDS: u64 = 200;

fn main() {
    // `GEN_PRINT=FILE` prints the program a fuzz input (a file under
    // fuzz/artifacts or fuzz/corpus) stands for, and its profile.
    if let Some(path) = std::env::var_os("GEN_PRINT") {
        let bytes = std::fs::read(&path).expect("GEN_PRINT names a readable file");
        let g = gen::generate(&bytes);
        println!("// compile: -T {} -E {}\n{}", g.profile, g.entry, g.source);
        return;
    }
    hlslc::panic::install_quiet_hook();
    let seeds = std::env::var("GEN_SEEDS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(SEEDS);
    // `GEN_CORPUS=DIR`: the generator inputs of a fuzz corpus instead
    // (the files that do not start with `//`), for their proportions.
    let inputs: Vec<(String, Vec<u8>)> = match std::env::var_os("GEN_CORPUS") {
        Some(dir) => {
            let mut files: Vec<_> = std::fs::read_dir(dir)
                .expect("GEN_CORPUS names a directory")
                .flatten()
                .map(|e| e.path())
                .collect();
            files.sort();
            files
                .into_iter()
                .filter_map(|p| Some((p.display().to_string(), std::fs::read(&p).ok()?)))
                .filter(|(_, b)| !b.starts_with(b"//"))
                .collect()
        }
        None => (0..seeds)
            .map(|seed| (format!("seed {seed}"), gen::seeded_bytes(seed, 4096)))
            .collect(),
    };
    let count = inputs.len();
    let (mut clean, mut compiled) = (0, 0);
    let mut failures = Vec::new();
    for (name, bytes) in inputs {
        let g = gen::generate(&bytes);
        let source = g.source.clone();
        let profile = g.profile;
        let outcome = hlslc::panic::with_large_stack(move || compile_twice(&source, profile));
        match outcome {
            Ok(Ok((c, k))) => {
                clean += usize::from(c);
                compiled += usize::from(k);
            }
            Ok(Err(e)) => failures.push(format!("{name}: {e}\n{}", g.source)),
            Err(p) => failures.push(format!("{name}: panicked: {}\n{}", p.0, g.source)),
        }
    }
    let pct = |n: usize| 100.0 * n as f64 / count.max(1) as f64;
    println!(
        "generated: {count} programs, {clean} check clean ({:.1} %), {compiled} compile ({:.1} %)",
        pct(clean),
        pct(compiled)
    );
    if !failures.is_empty() {
        eprintln!("{}", failures.join("\n\n"));
        std::process::exit(1);
    }
    // The generator tracks types so that most programs check clean.
    if pct(clean) < 50.0 {
        eprintln!("only {:.1} % of generated programs check clean", pct(clean));
        std::process::exit(1);
    }
}

/// Whether it checked clean and whether it compiled; `Err` for an
/// internal error or output that differs between two compilations.
fn compile_twice(source: &str, profile: &str) -> Result<(bool, bool), String> {
    let mut outputs = Vec::new();
    for target in [Target::Spirv, Target::Spirv, Target::Wgsl, Target::Wgsl] {
        let mut session = Session::new(FrontendOptions {
            profile: Some(profile.into()),
            entry: Some("main".into()),
            spirv: target == Target::Spirv,
            ..Default::default()
        });
        let file = session.add_source("generated.hlsl", source);
        let program = session.check(file);
        internal_errors(&session)?;
        let Some(program) = program else {
            if std::env::var_os("GEN_VERBOSE").is_some() {
                let text = session.render(DiagnosticsFormat::Text);
                for l in text.lines().filter(|l| l.contains("error:")) {
                    eprintln!("not checked: {l}");
                }
                eprintln!("{source}");
            }
            return Ok((false, false));
        };
        let output = session.lower(program, "main", target);
        internal_errors(&session)?;
        match output {
            Some(o) => outputs.push(o),
            None => {
                // `GEN_VERBOSE=1` shows why lowering refused it.
                if std::env::var_os("GEN_VERBOSE").is_some() {
                    let text = session.render(DiagnosticsFormat::Text);
                    for l in text.lines().filter(|l| l.contains("error:")) {
                        eprintln!("not lowered: {l}");
                    }
                    eprintln!("{source}");
                }
                return Ok((true, false));
            }
        }
    }
    let same = |a: &Output, b: &Output| match (a, b) {
        (Output::Spirv(a), Output::Spirv(b)) => a == b,
        (Output::Text(a), Output::Text(b)) => a == b,
        _ => false,
    };
    if !same(&outputs[0], &outputs[1]) {
        return Err("two compilations gave different SPIR-V".into());
    }
    if !same(&outputs[2], &outputs[3]) {
        return Err("two compilations gave different WGSL".into());
    }
    Ok((true, true))
}

fn internal_errors(session: &Session) -> Result<(), String> {
    let internal = [
        DiagCode::err_internal_panic,
        DiagCode::err_internal_naga_validation,
        DiagCode::err_internal_backend,
    ];
    if session
        .diagnostics()
        .iter()
        .any(|d| internal.contains(&d.code))
    {
        return Err(session.render(DiagnosticsFormat::Text));
    }
    Ok(())
}
