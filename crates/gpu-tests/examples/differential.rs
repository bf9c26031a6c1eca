//! Differential testing (docs/differential.md): generated compute programs
//! (`hlsl_gen::compute`) run three ways on the same buffers, and their
//! output buffers must agree.
//!
//! ```sh
//! scripts/differential.sh N SEED [--out DIR] [--no-reduce] [--source FILE]
//! cargo run -p gpu-tests --example differential -- N SEED [--out DIR]
//! ```
//!
//! Program `i` is `hlsl_gen::compute::generate(SEED + i)`, or with
//! `--target NAME` a targeted generator's (`hlsl_gen::targeted`; `all`
//! takes each in turn). Each one runs
//!
//! * (a) in the interpreter, in process (`hlsl_interp::dispatch`), with
//!   waves of 32 lanes and again of 4 (the programs must not depend on
//!   the wave size: a difference there is the generator's fault);
//! * (b) as hlslc's SPIR-V (`hlslc::compile`) on Vulkan through wgpu: a
//!   real GPU when there is one, else lavapipe (`HLSL_GPU_ADAPTER`
//!   chooses);
//! * (c) as `glslangValidator -D -V -e main -S comp`'s SPIR-V on the same
//!   device, when glslangValidator is installed and accepts the program.
//!
//! Integers must be equal; floats within hlsl-testkit's default tolerance.
//! Every disagreement is reduced (statements and helpers are deleted while
//! the same two executions still disagree) and written to `--out`
//! (default `target/differential`) as `seed-N.hlsl` with a `seed-N.toml`
//! compute test whose `expect` is the interpreter's result.
//!
//! Exit status: 1 when the interpreter and hlslc's Vulkan run disagree (or
//! a program is rejected, traps, or fails on the device), 0 otherwise;
//! disagreements with glslang are reported but do not fail the run.

use gpu_tests::device::{gpu, Gpu};
use hlsl_gen::compute::{generate, Buffer, Elem, Program, CONSTRUCTS};
use hlsl_gen::targeted::TARGETS;
use hlsl_interp::{Buffers, Limits};
use hlsl_testkit::{ComputeTest, Register, ScalarKind, Tolerance, Value};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

/// The output buffers of one execution, by register.
type Outputs = BTreeMap<String, Vec<u8>>;

/// What an execution gave: outputs, or why it has none.
enum Run {
    Ok(Outputs),
    /// The execution could not happen (a compile error, a trap, a device
    /// error); the text says which.
    Failed(String),
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Pair {
    InterpHlslc,
    HlslcGlslang,
    InterpGlslang,
    WaveSize,
}

impl Pair {
    fn name(self) -> &'static str {
        match self {
            Pair::InterpHlslc => "interp-vs-hlslc",
            Pair::HlslcGlslang => "hlslc-vs-glslang",
            Pair::InterpGlslang => "interp-vs-glslang",
            Pair::WaveSize => "interp-wave32-vs-wave4",
        }
    }
}

struct Args {
    count: u64,
    seed: u64,
    out: PathBuf,
    reduce: bool,
    /// `--source FILE`: run this program instead of the generated one, on
    /// the seed's buffers (a hand-edited reduction while triaging).
    source: Option<PathBuf>,
    /// `--target NAME`: a targeted generator (`hlsl_gen::targeted`), or
    /// `all` for each in turn.
    target: Option<String>,
}

fn parse_args() -> Args {
    let mut pos = Vec::new();
    let mut out = hlsl_testkit::repo_root().join("target/differential");
    let mut reduce = true;
    let mut source = None;
    let mut target = None;
    let mut it = std::env::args().skip(1);
    while let Some(a) = it.next() {
        match a.as_str() {
            "--out" => out = PathBuf::from(it.next().expect("--out DIR")),
            "--no-reduce" => reduce = false,
            "--target" => target = Some(it.next().expect("--target NAME")),
            "--source" => source = Some(PathBuf::from(it.next().expect("--source FILE"))),
            _ => pos.push(a),
        }
    }
    let num = |i: usize, d: u64| pos.get(i).map_or(d, |s| s.parse().expect("a number"));
    Args {
        count: num(0, 50),
        seed: num(1, 1),
        out,
        reduce,
        source,
        target,
    }
}

fn main() {
    let args = parse_args();
    let gpu = match gpu() {
        Ok(g) => g,
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(2);
        }
    };
    let glslang = has_glslang();
    println!("device: {}", gpu.adapter);
    println!(
        "programs {} from seed {}; glslangValidator: {}",
        args.count,
        args.seed,
        if glslang { "yes" } else { "not installed" }
    );
    let work = std::env::temp_dir().join(format!("hlsl-differential-{}", std::process::id()));
    std::fs::create_dir_all(&work).expect("work directory");
    let start = Instant::now();
    let mut tally: BTreeMap<String, u64> = BTreeMap::new();
    let mut histogram: BTreeMap<&str, u64> = BTreeMap::new();
    let mut failed = false;
    for i in 0..args.count {
        let seed = args.seed + i;
        if i > 0 && i % 500 == 0 {
            eprintln!(
                "{i} programs, {:.0} s, interp-vs-hlslc disagreements: {}",
                start.elapsed().as_secs_f64(),
                tally.get("interp-vs-hlslc disagree").copied().unwrap_or(0)
            );
        }
        let mut p = match args.target.as_deref() {
            None => generate(seed),
            Some("all") => {
                let t = TARGETS[(i % TARGETS.len() as u64) as usize];
                hlsl_gen::targeted::generate(t, seed).expect("a target")
            }
            Some(t) => hlsl_gen::targeted::generate(t, seed).unwrap_or_else(|| {
                eprintln!("unknown target {t}; the targets: {}", TARGETS.join(", "));
                std::process::exit(2)
            }),
        };
        if let Some(f) = &args.source {
            p.source = std::fs::read_to_string(f).expect("read --source");
        }
        for c in &p.constructs {
            *histogram.entry(c).or_default() += 1;
        }
        let runs = execute(gpu, &p, &p.source, &work, glslang);
        let verdicts = judge(&p, &runs);
        for (what, _) in &verdicts {
            *tally.entry(what.clone()).or_default() += 1;
        }
        for (what, detail) in verdicts {
            let Some(detail) = detail else { continue };
            let pair = pair_of(&what);
            if pair.is_none_or(|p| p != Pair::HlslcGlslang && p != Pair::InterpGlslang) {
                failed = true;
            }
            println!("seed {seed}: {what}: {detail}");
            if let Some(pair) = pair {
                if args.reduce {
                    let reduced = reduce(gpu, &p, &work, pair, element(&detail));
                    let path = write_case(&args.out, seed, pair, &p, &reduced, gpu, &work);
                    println!(
                        "  reduced to {} lines: {}",
                        reduced.lines().count(),
                        path.display()
                    );
                }
            }
        }
    }
    let secs = start.elapsed().as_secs_f64();
    println!("\n{} programs in {secs:.1} s", args.count);
    println!("results:");
    for (what, n) in &tally {
        println!("  {what:<32} {n}");
    }
    println!("constructs (programs holding each):");
    // A targeted run holds its targets only: no 5 % rule.
    let (names, rule) = match args.target {
        None => (CONSTRUCTS, true),
        Some(_) => (TARGETS, false),
    };
    for c in names {
        let n = histogram.get(c).copied().unwrap_or(0);
        let pct = 100.0 * n as f64 / args.count.max(1) as f64;
        let low = if rule && pct < 5.0 {
            "  (below 5 %)"
        } else {
            ""
        };
        println!("  {c:<24} {n:>7} {pct:>6.1} %{low}");
        if rule && pct < 5.0 && args.count >= 40 {
            failed = true;
        }
    }
    let _ = std::fs::remove_dir_all(&work);
    if failed {
        std::process::exit(1);
    }
}

fn pair_of(what: &str) -> Option<Pair> {
    [
        Pair::InterpHlslc,
        Pair::HlslcGlslang,
        Pair::InterpGlslang,
        Pair::WaveSize,
    ]
    .into_iter()
    .find(|p| what == format!("{} disagree", p.name()))
}

struct Runs {
    interp: Run,
    interp4: Run,
    hlslc: Run,
    glslang: Option<Run>,
}

fn execute(gpu: &Gpu, p: &Program, source: &str, work: &Path, glslang: bool) -> Runs {
    let shader = work.join("program.hlsl");
    std::fs::write(&shader, source).expect("write the program");
    let test = compute_test(p, &shader, None);
    Runs {
        interp: interpret(p, source, 32),
        interp4: interpret(p, source, 4),
        hlslc: hlslc_vulkan(gpu, &test, source),
        glslang: glslang.then(|| glslang_vulkan(gpu, &test, &shader, work)),
    }
}

/// Each check's name, with a detail when it is a failure.
fn judge(p: &Program, r: &Runs) -> Vec<(String, Option<String>)> {
    let mut out = Vec::new();
    let mut pair = |name: Pair, a: &Run, b: &Run| {
        if let (Run::Ok(x), Run::Ok(y)) = (a, b) {
            match differ(p, x, y, name) {
                None => out.push((format!("{} agree", name.name()), None)),
                Some(d) => out.push((format!("{} disagree", name.name()), Some(d))),
            }
        }
    };
    pair(Pair::InterpHlslc, &r.interp, &r.hlslc);
    pair(Pair::WaveSize, &r.interp, &r.interp4);
    if let Some(g) = &r.glslang {
        pair(Pair::HlslcGlslang, &r.hlslc, g);
        pair(Pair::InterpGlslang, &r.interp, g);
    }
    if let Run::Failed(e) = &r.interp {
        out.push(("interpreter failed".into(), Some(first_lines(e))));
    }
    if let Run::Failed(e) = &r.hlslc {
        out.push(("hlslc-vulkan failed".into(), Some(first_lines(e))));
    }
    if let Some(Run::Failed(e)) = &r.glslang {
        // glslang rejecting a program, or its SPIR-V failing, is noted
        // (docs/differential.md explains the known cases), not a failure.
        out.push((format!("glslang: {}", glslang_reason(e)), None));
        if std::env::var_os("DIFFERENTIAL_VERBOSE").is_some() {
            eprintln!("glslang: {}", first_lines(e));
        }
    }
    out
}

fn first_lines(e: &str) -> String {
    e.lines().take(6).collect::<Vec<_>>().join("\n    ")
}

/// A short class for a glslang failure, for the tally.
fn glslang_reason(e: &str) -> &'static str {
    if e.starts_with("glslangValidator's SPIR-V is invalid") {
        "its SPIR-V is invalid"
    } else if e.starts_with("glslangValidator crashed") {
        "crashed"
    } else if e.starts_with("glslangValidator") {
        "rejects the program"
    } else {
        "its SPIR-V failed on the device"
    }
}

fn kind_of(elem: Elem) -> ScalarKind {
    match elem {
        Elem::Uint => ScalarKind::Uint,
        Elem::Int => ScalarKind::Int,
        Elem::Float => ScalarKind::Float,
    }
}

/// The first differing element of the first differing output, if any.
/// Against glslang, the counts bumped by the right operand of `&&`/`||`
/// are left out: glslang reads HLSL as before 2021, without
/// short-circuiting (docs/differential.md).
fn differ(p: &Program, a: &Outputs, b: &Outputs, pair: Pair) -> Option<String> {
    let tol = Tolerance::default();
    let glslang = matches!(pair, Pair::HlslcGlslang | Pair::InterpGlslang);
    let skip = |reg: &str, i: usize| {
        glslang && reg == "u3" && p.short_circuit_slots.contains(&(i % p.uint_slots.max(1)))
    };
    for buf in p.buffers.iter().filter(|b| b.output) {
        let (x, y) = (&a[&buf.register], &b[&buf.register]);
        if x.len() != y.len() {
            return Some(format!(
                "{}: {} bytes against {}",
                buf.register,
                x.len(),
                y.len()
            ));
        }
        let kind = kind_of(buf.elem);
        for (i, (x, y)) in x.chunks_exact(4).zip(y.chunks_exact(4)).enumerate() {
            let x = Value::from_bits(u32::from_le_bytes([x[0], x[1], x[2], x[3]]), kind);
            let y = Value::from_bits(u32::from_le_bytes([y[0], y[1], y[2], y[3]]), kind);
            if !tol.accepts(x, y) && !skip(&buf.register, i) {
                return Some(format!("{}[{i}]: {x:?} against {y:?}", buf.register));
            }
        }
    }
    None
}

/// The program as a compute test: its buffers, outputs expected to be
/// `expect` (or their initial contents, which only makes the GPU runner
/// read them back).
fn compute_test(p: &Program, shader: &Path, expect: Option<&Outputs>) -> ComputeTest {
    let text = toml_text(p, expect);
    ComputeTest::parse("differential", shader.to_path_buf(), &text).expect("a valid compute test")
}

fn toml_text(p: &Program, expect: Option<&Outputs>) -> String {
    let [x, y, z] = p.groups;
    let mut t = format!("groups = [{x}, {y}, {z}]\n");
    if let Some(push) = &p.push {
        t += &format!(
            "\n[[cbuffer]]\nregister = \"{}\"\n[cbuffer.members]\n{}",
            push.register, push.toml_members
        );
    }
    for b in &p.buffers {
        let data = b.toml_values().join(", ");
        t += &format!(
            "\n[[buffer]]\nregister = \"{}\"\ntype = {}\ndata = [{data}]\n",
            b.register,
            b.toml_type()
        );
        if b.output {
            let values = match expect.and_then(|e| e.get(&b.register)) {
                Some(bytes) => words_as_toml(b, bytes),
                None => data,
            };
            t += &format!("expect = [{values}]\n");
        }
    }
    t
}

fn words_as_toml(b: &Buffer, bytes: &[u8]) -> String {
    let words = bytes
        .chunks_exact(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect();
    Buffer { words, ..b.clone() }
        .toml_values()
        .iter()
        .map(|v| match v.as_str() {
            "NaN" => "nan".to_string(),
            "inf" => "inf".to_string(),
            "-inf" => "-inf".to_string(),
            _ => v.clone(),
        })
        .collect::<Vec<_>>()
        .join(", ")
}

fn interpret(p: &Program, source: &str, wave_size: u32) -> Run {
    let options = hlslc::FrontendOptions {
        profile: Some("cs_6_0".into()),
        entry: Some("main".into()),
        ..Default::default()
    };
    let mut session = hlslc::Session::new(options);
    let file = session.add_source("program.hlsl", source);
    let Some(program) = session.check(file) else {
        return Run::Failed(session.render(hlslc::DiagnosticsFormat::Text));
    };
    let mut buffers = Buffers::default();
    for b in &p.buffers {
        let key = hlslc_cli::buffers::parse_register(&b.register).expect("a register");
        let bytes = b.words.iter().flat_map(|w| w.to_le_bytes()).collect();
        buffers.bytes.insert(key, bytes);
    }
    // Push constants by member name, laid out by the compiler's rules (as
    // `hlslc dispatch --cbuffer` and the GPU runner do).
    if let Some(push) = &p.push {
        let key = hlslc_cli::buffers::parse_register(&push.register).expect("a register");
        match hlslc_cli::buffers::encode_json(&program, key, &push.json) {
            Ok(bytes) => {
                buffers.bytes.insert(key, bytes);
            }
            Err(e) => return Run::Failed(format!("push constants: {e}")),
        }
    }
    let limits = Limits {
        max_steps: 50_000_000,
        wave_size,
        threads: 1,
    };
    if let Err(trap) = hlsl_interp::dispatch(&program, "main", p.groups, &mut buffers, &limits) {
        return Run::Failed(format!("trap: {}", trap.reason));
    }
    let mut out = Outputs::new();
    for b in p.buffers.iter().filter(|b| b.output) {
        let key = hlslc_cli::buffers::parse_register(&b.register).expect("a register");
        out.insert(
            b.register.clone(),
            buffers.bytes.remove(&key).unwrap_or_default(),
        );
    }
    Run::Ok(out)
}

fn hlslc_vulkan(gpu: &Gpu, test: &ComputeTest, source: &str) -> Run {
    let profile = hlslc::Profile::new(hlslc::Stage::Compute, 6, 0);
    let options = hlslc::CompileOptions::new(profile, "main").with_target(hlslc::EmitTarget::Spirv);
    let words = match hlslc::compile(source, &options) {
        Ok(out) => match out.code {
            Some(hlslc::Code::Spirv(words)) => words,
            _ => return Run::Failed("hlslc gave no SPIR-V".into()),
        },
        Err(d) => return Run::Failed(format!("hlslc: {d}")),
    };
    // As for glslang: an invalid module is refused before the driver sees it.
    let spv = test.shader.with_extension("hlslc.spv");
    let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
    if let Err(e) = std::fs::write(&spv, bytes) {
        return Run::Failed(format!("{}: {e}", spv.display()));
    }
    if let Err(e) = gpu_tests::tools::spirv_val(&spv) {
        return Run::Failed(format!("hlslc's SPIR-V is invalid: {e}"));
    }
    on_device(gpu, test, &words)
}

/// Compiles the program at `shader` with glslangValidator and runs it.
/// glslang gets `srem` spelled without `%` on ints, which it reads as
/// OpSMod rather than HLSL's truncating remainder (docs/differential.md).
fn glslang_vulkan(gpu: &Gpu, test: &ComputeTest, shader: &Path, work: &Path) -> Run {
    let spv = work.join("glslang.spv");
    let Ok(source) = std::fs::read_to_string(shader) else {
        return Run::Failed("glslangValidator: cannot read the program".into());
    };
    let shader = &work.join("glslang.hlsl");
    let (ours, theirs) = hlsl_gen::compute::SREM_BODY;
    if std::fs::write(shader, source.replace(ours, theirs)).is_err() {
        return Run::Failed("glslangValidator: cannot write the program".into());
    }
    let _ = std::fs::remove_file(&spv);
    let out = Command::new("glslangValidator")
        // Vulkan 1.1 (SPIR-V 1.3): the wave operations' capabilities need it,
        // and glslang would otherwise declare them in a SPIR-V 1.0 module.
        .args([
            "-D",
            "-V",
            "--target-env",
            "vulkan1.1",
            "-e",
            "main",
            "-S",
            "comp",
            "-o",
        ])
        .arg(&spv)
        .arg(shader)
        .output();
    match out {
        Ok(o) if o.status.success() => {}
        Ok(o) if o.status.code().is_none() => {
            return Run::Failed(format!("glslangValidator crashed: {}", o.status))
        }
        Ok(o) => {
            return Run::Failed(format!(
                "glslangValidator: {}{}",
                String::from_utf8_lossy(&o.stdout),
                String::from_utf8_lossy(&o.stderr)
            ))
        }
        Err(e) => return Run::Failed(format!("glslangValidator: {e}")),
    }
    let bytes = match std::fs::read(&spv) {
        Ok(b) => b,
        Err(e) => return Run::Failed(format!("glslangValidator: {e}")),
    };
    // An invalid module could leave the device broken for every later
    // program: spirv-val first.
    if let Err(e) = gpu_tests::tools::spirv_val(&spv) {
        return Run::Failed(format!("glslangValidator's SPIR-V is invalid: {e}"));
    }
    match gpu_tests::spirv::words_from_bytes(&bytes) {
        Ok(words) => on_device(gpu, test, &words),
        Err(e) => Run::Failed(format!("glslangValidator: {e}")),
    }
}

fn on_device(gpu: &Gpu, test: &ComputeTest, words: &[u32]) -> Run {
    match gpu_tests::runner::run(gpu, test, words) {
        Ok(o) => Run::Ok(
            o.buffers
                .into_iter()
                .map(|(r, b): (Register, Vec<u8>)| (r.to_string(), b))
                .collect(),
        ),
        Err(e) => Run::Failed(format!("device: {e}")),
    }
}

fn has_glslang() -> bool {
    std::env::var_os("DIFFERENTIAL_NO_GLSLANG").is_none()
        && Command::new("glslangValidator")
            .arg("--version")
            .output()
            .is_ok_and(|o| o.status.success())
}

/// Whether `source` still makes the two executions of `pair` disagree.
/// Only a disagreement at the same element counts: a deletion that makes
/// the program read memory it never wrote (a groupshared array whose write
/// went) must not pass for the original disagreement.
fn still_disagrees(
    gpu: &Gpu,
    p: &Program,
    source: &str,
    work: &Path,
    pair: Pair,
    at: &str,
) -> bool {
    let shader = work.join("program.hlsl");
    if std::fs::write(&shader, source).is_err() {
        return false;
    }
    let test = compute_test(p, &shader, None);
    let (a, b) = match pair {
        Pair::InterpHlslc => (interpret(p, source, 32), hlslc_vulkan(gpu, &test, source)),
        Pair::WaveSize => (interpret(p, source, 32), interpret(p, source, 4)),
        Pair::HlslcGlslang => (
            hlslc_vulkan(gpu, &test, source),
            glslang_vulkan(gpu, &test, &shader, work),
        ),
        Pair::InterpGlslang => (
            interpret(p, source, 32),
            glslang_vulkan(gpu, &test, &shader, work),
        ),
    };
    match (a, b) {
        (Run::Ok(x), Run::Ok(y)) => differ(p, &x, &y, pair).is_some_and(|d| element(&d) == at),
        _ => false,
    }
}

/// The element a disagreement names (`u3[2]`).
fn element(detail: &str) -> &str {
    detail.split(':').next().unwrap_or(detail)
}

/// Delta reduction over the program's lines: a unit is one statement
/// line, or a line opening a block with everything to its closing line
/// (a whole `if`/`else`, loop, switch or helper). Units are deleted, the
/// largest first, while the disagreement persists; until nothing more
/// goes.
fn reduce(gpu: &Gpu, p: &Program, work: &Path, pair: Pair, at: &str) -> String {
    let mut lines: Vec<String> = p.source.lines().map(str::to_string).collect();
    loop {
        let mut changed = false;
        let mut units = units(&lines);
        units.sort_by_key(|&(s, e)| std::cmp::Reverse(e - s));
        let mut removed = vec![false; lines.len()];
        for (s, e) in units {
            if removed[s..=e].iter().any(|&r| r) {
                continue;
            }
            let candidate: String = lines
                .iter()
                .enumerate()
                .filter(|(i, _)| !removed[*i] && !(s..=e).contains(i))
                .map(|(_, l)| format!("{l}\n"))
                .collect();
            if still_disagrees(gpu, p, &candidate, work, pair, at) {
                removed[s..=e].iter_mut().for_each(|r| *r = true);
                changed = true;
            }
        }
        lines = lines
            .into_iter()
            .enumerate()
            .filter(|(i, _)| !removed[*i])
            .map(|(_, l)| l)
            .collect();
        if !changed {
            break;
        }
    }
    lines.iter().map(|l| format!("{l}\n")).collect()
}

/// The deletable units of `lines`: (first, last) line indices.
fn units(lines: &[String]) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    for (i, l) in lines.iter().enumerate() {
        let t = l.trim();
        if t.is_empty() || t.starts_with('}') || t.starts_with("//") {
            continue;
        }
        if t.ends_with('{') {
            let mut depth = 0i32;
            for (j, m) in lines.iter().enumerate().skip(i) {
                depth += m.matches('{').count() as i32 - m.matches('}').count() as i32;
                if depth <= 0 && j > i {
                    // An `} else {` keeps the block open.
                    if !m.trim().ends_with('{') {
                        out.push((i, j));
                        break;
                    }
                }
            }
        } else {
            out.push((i, i));
        }
    }
    out
}

/// Writes the reduced program, a compute test with the interpreter's
/// results as `expect`, and what each execution gave.
fn write_case(
    dir: &Path,
    seed: u64,
    pair: Pair,
    p: &Program,
    reduced: &str,
    gpu: &Gpu,
    work: &Path,
) -> PathBuf {
    std::fs::create_dir_all(dir).expect("output directory");
    let name = format!("seed-{seed}-{}", pair.name());
    let hlsl = dir.join(format!("{name}.hlsl"));
    std::fs::write(&hlsl, reduced).expect("write the reduced program");
    let interp = interpret(p, reduced, 32);
    let expect = match &interp {
        Run::Ok(o) => Some(o),
        Run::Failed(_) => None,
    };
    std::fs::write(dir.join(format!("{name}.toml")), toml_text(p, expect)).expect("write toml");
    let shader = work.join("program.hlsl");
    let _ = std::fs::write(&shader, reduced);
    let test = compute_test(p, &shader, None);
    let mut report = format!("seed {seed}, {}\n", pair.name());
    let mut show = |what: &str, r: &Run| match r {
        Run::Ok(o) => {
            for (reg, bytes) in o {
                let b = p
                    .buffers
                    .iter()
                    .find(|b| &b.register == reg)
                    .expect("buffer");
                report += &format!("{what} {reg}: [{}]\n", words_as_toml(b, bytes));
            }
        }
        Run::Failed(e) => report += &format!("{what}: {e}\n"),
    };
    show("interpreter", &interp);
    show("hlslc-vulkan", &hlslc_vulkan(gpu, &test, reduced));
    if has_glslang() {
        show("glslang-vulkan", &glslang_vulkan(gpu, &test, &shader, work));
    }
    std::fs::write(dir.join(format!("{name}.txt")), report).expect("write report");
    hlsl
}
