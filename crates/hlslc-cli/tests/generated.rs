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
    compute_programs();
}

/// The differential generator's programs (`hlsl_gen::compute`,
/// docs/differential.md) without a device: each must compile to SPIR-V
/// without a diagnostic, and run in the interpreter without a trap and
/// alike with waves of 32 and of 4 lanes (results that depend on the wave
/// size would be the generator's fault). `scripts/differential.sh` runs
/// them on Vulkan too.
fn compute_programs() {
    let seeds = std::env::var("GEN_COMPUTE_SEEDS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(30u64);
    let mut failures = Vec::new();
    for seed in 0..seeds {
        let p = gen::compute::generate(seed);
        if let Err(e) = compute_program(&p) {
            failures.push(format!("compute seed {seed}: {e}\n{}", p.source));
        }
    }
    println!("compute programs: {seeds}, {} failed", failures.len());
    if !failures.is_empty() {
        eprintln!("{}", failures.join("\n\n"));
        std::process::exit(1);
    }
}

fn compute_program(p: &gen::compute::Program) -> Result<(), String> {
    let profile = hlslc::Profile::new(hlslc::Stage::Compute, 6, 0);
    let options = hlslc::CompileOptions::new(profile, "main").with_target(hlslc::EmitTarget::Spirv);
    let out = hlslc::compile(&p.source, &options).map_err(|d| d.to_string())?;
    if !out.warnings.list.is_empty() {
        return Err(out.warnings.to_string());
    }
    let mut session = Session::new(FrontendOptions {
        profile: Some("cs_6_0".into()),
        entry: Some("main".into()),
        ..Default::default()
    });
    let file = session.add_source("compute.hlsl", &p.source);
    let program = session
        .check(file)
        .ok_or_else(|| session.render(DiagnosticsFormat::Text))?;
    let run = |wave_size| {
        let mut buffers = hlsl_interp::Buffers::default();
        for b in &p.buffers {
            let key = hlslc_cli::buffers::parse_register(&b.register)?;
            let bytes = b.words.iter().flat_map(|w| w.to_le_bytes()).collect();
            buffers.bytes.insert(key, bytes);
        }
        let limits = hlsl_interp::Limits {
            wave_size,
            threads: 1,
            ..Default::default()
        };
        hlsl_interp::dispatch(&program, "main", p.groups, &mut buffers, &limits)
            .map_err(|t| format!("trap: {}", t.reason))?;
        Ok::<_, String>(buffers.bytes)
    };
    if run(32)? != run(4)? {
        return Err("waves of 32 and of 4 lanes give different results".into());
    }
    Ok(())
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
