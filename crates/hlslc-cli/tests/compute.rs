//! Runs every `tests/compute/*.toml` case (and the interpreter-only
//! `tests/dispatch` ones) through the CPU interpreter with `hlslc dispatch`
//! and compares the buffers and textures it writes with the expectation.
//! The format is documented in the `hlsl-testkit` crate.

use hlsl_testkit::ComputeTest;
use libtest_mimic::{Arguments, Failed, Trial};
use std::path::{Path, PathBuf};
use std::process::Command;

fn main() {
    let args = Arguments::from_args();
    let dir = hlsl_testkit::compute_dir();
    let mut trials: Vec<Trial> = match hlsl_testkit::discover(&dir) {
        Ok(files) if files.is_empty() => vec![Trial::test("compute::discover", move || {
            Err(format!("no tests in {}", dir.display()).into())
        })],
        Ok(files) => files.into_iter().map(trial).collect(),
        Err(e) => vec![Trial::test("compute::discover", move || Err(e.into()))],
    };
    let whlsl = match hlsl_testkit::discover_whlsl() {
        Ok(pairs) => pairs
            .into_iter()
            .map(|p| whlsl_trial("compute", p))
            .collect(),
        Err(e) => vec![Trial::test("compute::whlsl::discover", move || {
            Err(e.into())
        })],
    };
    trials.extend(whlsl);
    // HLSL dispatches only the interpreter runs (tests/dispatch/*.toml).
    match hlsl_testkit::discover(&hlsl_testkit::dispatch_dir()) {
        Ok(files) => trials.extend(files.into_iter().map(|toml| {
            let name = toml
                .file_stem()
                .map(|s| s.to_string_lossy().into_owned())
                .unwrap_or_default();
            Trial::test(format!("dispatch::{name}"), move || {
                run(ComputeTest::load(&toml)?)
            })
        })),
        Err(e) => trials.push(Trial::test("dispatch::discover", move || Err(e.into()))),
    }
    match hlsl_testkit::discover_whlsl_dispatch() {
        Ok(pairs) if pairs.is_empty() => trials
            .push(Trial::test("dispatch::whlsl::discover", || {
                Err("no tests in tests/dispatch/whlsl".into())
            })),
        Ok(pairs) => trials.extend(pairs.into_iter().map(|p| whlsl_trial("dispatch", p))),
        Err(e) => trials.push(Trial::test("dispatch::whlsl::discover", move || {
            Err(e.into())
        })),
    }
    libtest_mimic::run(&args, trials).exit();
}

fn trial(toml: PathBuf) -> Trial {
    let name = toml
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default();
    Trial::test(format!("compute::{name}"), move || {
        run(ComputeTest::load(&toml)?)
    })
}

/// A WHLSL test: `tests/{compute,dispatch}/whlsl/NAME.whlsl` with its
/// TOML file, as `{kind}::whlsl::NAME`.
fn whlsl_trial(kind: &str, (toml, shader): (PathBuf, PathBuf)) -> Trial {
    let name = shader
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default();
    let compute = kind == "compute";
    Trial::test(format!("{kind}::whlsl::{name}"), move || {
        let test = ComputeTest::load_with_shader(&toml, &shader)?;
        if compute && (test.expect_trap.is_some() || test.max_steps.is_some()) {
            return Err(
                "`expect_trap` and `max_steps` cannot hold on a GPU: move the test to \
                        tests/dispatch/whlsl"
                    .into(),
            );
        }
        run(test)
    })
}

fn run(mut test: ComputeTest) -> Result<(), Failed> {
    if let Some(why) = test.raw_vulkan_only() {
        return Err(format!(
            "{}: the interpreter cannot run this test: {why}; such tests belong in \
             tests/vulkan (gpu-tests runs them through raw Vulkan)",
            test.name
        )
        .into());
    }
    // Encode and read the buffers as the compiler lays them out (the
    // test's flags may pick other layout rules).
    if !test.is_whlsl() {
        if let Some(program) = check_program(&test) {
            test.set_layouts(|reg| hlslc_cli::buffers::memory_layout(&program, reg));
        }
    }
    let kind = if test.is_whlsl() {
        "compute-whlsl"
    } else {
        "compute"
    };
    let work = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(kind)
        .join(&test.name);
    // A stale output from an earlier run must not pass for this one's.
    let _ = std::fs::remove_dir_all(&work);
    let out_dir = work.join("out");
    std::fs::create_dir_all(&out_dir).map_err(|e| format!("{}: {e}", out_dir.display()))?;

    let [x, y, z] = test.groups;
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_hlslc"));
    cmd.arg("dispatch")
        .arg(&test.shader)
        .args(["-E", &test.entry])
        .args(["-T", &test.profile])
        .args(["--groups", &format!("{x},{y},{z}")])
        .args(&test.flags);
    for b in &test.buffers {
        let input = work.join(format!("{}.json", b.register));
        std::fs::write(&input, b.initial_json())
            .map_err(|e| format!("{}: {e}", input.display()))?;
        cmd.arg("--buffer")
            .arg(format!("{}={}", b.register, input.display()));
        if let Some(n) = b.counter {
            cmd.arg("--counter").arg(format!("{}={n}", b.register));
        }
    }
    for c in &test.cbuffers {
        let input = work.join(format!("{}.cbuffer.json", c.register));
        std::fs::write(&input, c.json()).map_err(|e| format!("{}: {e}", input.display()))?;
        cmd.arg("--cbuffer")
            .arg(format!("{}={}", c.register, input.display()));
    }
    if let Some(n) = test.wave_size {
        cmd.args(["--wave-size", &n.to_string()]);
    }
    for t in &test.textures {
        let input = work.join(format!("{}.texture.json", t.register));
        std::fs::write(&input, t.initial_json())
            .map_err(|e| format!("{}: {e}", input.display()))?;
        cmd.arg("--texture")
            .arg(format!("{}={}", t.register, input.display()));
    }
    for s in &test.samplers {
        cmd.arg("--sampler").arg(s.dispatch_arg());
    }
    if let Some(n) = test.max_steps {
        cmd.args(["--max-steps", &n.to_string()]);
    }
    cmd.arg("--out-dir").arg(&out_dir);

    let output = cmd.output().map_err(|e| format!("cannot run hlslc: {e}"))?;
    if let Some(want) = &test.expect_trap {
        let stderr = String::from_utf8_lossy(&output.stderr);
        let trapped = output.status.code() == Some(3)
            && stderr
                .lines()
                .any(|l| l.starts_with("trap: ") && l.contains(want.as_str()));
        return if trapped {
            Ok(())
        } else {
            Err(format!(
                "{}: expected a trap with '{want}', got {}:\n{stderr}",
                test.name, output.status
            )
            .into())
        };
    }
    if !output.status.success() {
        return Err(format!(
            "hlslc dispatch failed ({}):\n{}{}",
            output.status,
            String::from_utf8_lossy(&output.stdout),
            String::from_utf8_lossy(&output.stderr)
        )
        .into());
    }
    let read_counter = |reg| {
        let path = out_dir.join(format!("{reg}.counter"));
        let text = std::fs::read_to_string(&path)
            .map_err(|e| format!("{reg}: cannot read {}: {e}", path.display()))?;
        text.trim()
            .parse()
            .map_err(|_| format!("{reg}: {} holds '{text}'", path.display()))
    };
    test.check(
        |reg| {
            let path = out_dir.join(format!("{reg}.bin"));
            std::fs::read(&path).map_err(|e| format!("{reg}: cannot read {}: {e}", path.display()))
        },
        read_counter,
    )
    .map_err(|report| {
        format!(
            "{}: wrong results from the interpreter\n{report}",
            test.name
        )
        .into()
    })
}

/// The test's shader checked in-process with the test's flags (`None` if
/// it does not check: the run reports that).
fn check_program(test: &ComputeTest) -> Option<hlsl_sema::ir::Program> {
    let mut options = hlslc_cli::cli::options_from_flags(&test.flags).ok()?;
    options.profile = Some(test.profile.clone());
    options.entry = Some(test.entry.clone());
    let mut session = hlslc::Session::new(options);
    let file = session.load(&test.shader)?;
    session.check(file)
}
