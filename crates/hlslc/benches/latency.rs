//! In-process latency, as a hot-reloading renderer sees it: the time
//! `hlslc::compile_file` takes to turn one shader into SPIR-V, includes
//! read from disk. It compiles every `// compile:` line of the repository's
//! own shaders (`tests/shaders`; profile and entry point only) and, when
//! `HLSLC_CORPUS` names an extracted corpus (`../shared/tools/corpus`),
//! every production case (DirectX samples, FidelityFX, SDK samples) that
//! compiles. Each shader is compiled until it has taken 0.2 s (at least 5
//! and at most 50 times); the bench prints the median per shader with
//! `--all`, and always the median, 90th percentile and maximum over the
//! shaders, with the CPU.
//!
//! `cargo bench -p hlslc --bench latency [-- --all]` (docs/performance.md).

use hlslc::{CompileOptions, Define, EmitTarget, Profile};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

struct Case {
    name: String,
    path: PathBuf,
    options: CompileOptions,
}

fn main() {
    let all = std::env::args().any(|a| a == "--all");
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut groups = vec![("tests/shaders", own_shaders(&root.join("tests/shaders")))];
    if let Some(dir) = std::env::var_os("HLSLC_CORPUS") {
        groups.push(("production corpus", production(Path::new(&dir))));
    }
    println!("# in-process hlslc::compile_file to SPIR-V; CPU: {}", cpu());
    for (group, cases) in groups {
        let mut medians: Vec<(Duration, String)> = Vec::new();
        let mut rejected = 0;
        for case in &cases {
            match median(case) {
                Some(m) => medians.push((m, case.name.clone())),
                None => rejected += 1,
            }
        }
        medians.sort();
        if all {
            for (m, name) in &medians {
                println!("{:9.3} ms  {name}", ms(*m));
            }
        }
        let at = |q: f64| medians.get(((medians.len() as f64 - 1.0) * q).round() as usize);
        match (at(0.5), at(0.9), medians.last()) {
            (Some(p50), Some(p90), Some(max)) => println!(
                "{group}: {} shaders ({rejected} rejected, not timed): median {:.3} ms, \
                 90th percentile {:.3} ms, max {:.3} ms ({})",
                medians.len(),
                ms(p50.0),
                ms(p90.0),
                ms(max.0),
                max.1
            ),
            _ => println!("{group}: nothing compiled ({rejected} rejected)"),
        }
    }
}

/// The median time of one case, or `None` when it does not compile.
fn median(case: &Case) -> Option<Duration> {
    hlslc::compile_file(&case.path, &case.options).ok()?;
    let mut times = Vec::new();
    let started = Instant::now();
    while times.len() < 5 || (times.len() < 50 && started.elapsed() < Duration::from_millis(200)) {
        let t = Instant::now();
        let out = hlslc::compile_file(&case.path, &case.options);
        times.push(t.elapsed());
        std::hint::black_box(out.ok()?);
    }
    times.sort();
    Some(times[times.len() / 2])
}

fn options(profile: &str, entry: &str) -> Option<CompileOptions> {
    let profile: Profile = profile.parse().ok()?;
    let mut o = CompileOptions::new(profile, entry);
    o.target = Some(EmitTarget::Spirv);
    Some(o)
}

/// Every `// compile: -T P -E E ...` line of the shaders in `dir`.
fn own_shaders(dir: &Path) -> Vec<Case> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|d| d.filter_map(|e| e.ok().map(|e| e.path())).collect())
        .unwrap_or_default();
    files.sort();
    let mut cases = Vec::new();
    for path in files
        .into_iter()
        .filter(|p| p.extension().is_some_and(|e| e == "hlsl"))
    {
        let text = std::fs::read_to_string(&path).unwrap_or_default();
        for line in text.lines().filter_map(|l| l.strip_prefix("// compile:")) {
            let words: Vec<&str> = line.split_whitespace().collect();
            let value = |flag: &str| {
                let i = words.iter().position(|w| *w == flag)?;
                words.get(i + 1).copied()
            };
            let (Some(p), Some(e)) = (value("-T"), value("-E")) else {
                continue;
            };
            if let Some(options) = options(p, e) {
                let file = path.file_name().unwrap().to_string_lossy();
                cases.push(Case {
                    name: format!("{file} {e}"),
                    path: path.clone(),
                    options,
                });
            }
        }
    }
    cases
}

/// The production preset of an extracted corpus: its `manifest.json`
/// cases from the DirectX samples, FidelityFX and the SDK samples, with
/// their defines and include directories.
fn production(dir: &Path) -> Vec<Case> {
    let Ok(text) = std::fs::read_to_string(dir.join("manifest.json")) else {
        println!("HLSLC_CORPUS: no manifest.json in {}", dir.display());
        return Vec::new();
    };
    let manifest: serde_json::Value = serde_json::from_str(&text).expect("manifest.json");
    let mut cases = Vec::new();
    for c in manifest["cases"].as_array().into_iter().flatten() {
        let s = |k: &str| c[k].as_str().unwrap_or_default();
        let stage = s("stage");
        if !["dgs", "fidelityfx", "sdk"].contains(&s("corpus"))
            || !["vert", "frag", "comp", "geom", "tesc", "tese"].contains(&stage)
        {
            continue;
        }
        let Some(mut options) = options(s("profile"), s("entry")) else {
            continue;
        };
        let strings = |k: &str| -> Vec<String> {
            let list = c[k].as_array().into_iter().flatten();
            list.filter_map(|v| v.as_str().map(String::from)).collect()
        };
        options.defines = strings("defines")
            .iter()
            .filter_map(|d| d.parse::<Define>().ok())
            .collect();
        options.include_dirs = strings("include_dirs")
            .iter()
            .map(|d| dir.join(d))
            .collect();
        cases.push(Case {
            name: s("id").to_string(),
            path: dir.join(s("file")),
            options,
        });
    }
    cases
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

fn cpu() -> String {
    let info = std::fs::read_to_string("/proc/cpuinfo").unwrap_or_default();
    let model = info
        .lines()
        .find_map(|l| l.strip_prefix("model name"))
        .map(|l| l.trim_start_matches([' ', '\t', ':']).to_string())
        .unwrap_or_else(|| "unknown".into());
    let cores = std::thread::available_parallelism().map_or(0, |n| n.get());
    format!("{model}, {cores} cores")
}
