//! `tests/run`: call functions in the interpreter and compare the results.

use hlsl_interp::Limits;
use hlslc::execute::{call_function, call_whlsl, CallError};
use hlslc::{DiagnosticsFormat, Session};
use hlslc_cli::verify::header_values;
use std::path::Path;

enum Expect {
    Value(String),
    Trap(String),
}

struct Case {
    line: u32,
    function: String,
    args: Vec<String>,
    expect: Expect,
    max_steps: Option<u64>,
    /// Float components may differ from the expectation by this many ULPs.
    ulps: u32,
}

/// Reads the `run:`/`expect:`/`expect-trap:`/`max-steps:`/`ulps:` directives.
fn cases(text: &str) -> Result<Vec<Case>, String> {
    let mut cases = Vec::new();
    let mut pending: Option<(u32, Vec<String>)> = None;
    let mut max_steps = None;
    let mut ulps = 0;
    for (i, line) in text.lines().enumerate() {
        let line_no = i as u32 + 1;
        let Some(comment) = line.trim().strip_prefix("//").map(str::trim) else {
            continue;
        };
        let at = |m: &str| format!("line {line_no}: {m}");
        if let Some(call) = comment.strip_prefix("run:") {
            if pending.is_some() {
                return Err(at("'run:' before the previous run's 'expect:'"));
            }
            let words: Vec<String> = call.split_whitespace().map(String::from).collect();
            if words.is_empty() {
                return Err(at("'run:' needs a function name"));
            }
            pending = Some((line_no, words));
        } else if let Some(n) = comment.strip_prefix("max-steps:") {
            max_steps = Some(n.trim().parse().map_err(|_| at("invalid max-steps"))?);
        } else if let Some(n) = comment.strip_prefix("ulps:") {
            ulps = n.trim().parse().map_err(|_| at("invalid ulps"))?;
        } else {
            let expect = if let Some(v) = comment.strip_prefix("expect:") {
                Expect::Value(v.trim().to_string())
            } else if let Some(v) = comment.strip_prefix("expect-trap:") {
                Expect::Trap(v.trim().to_string())
            } else {
                continue;
            };
            let (line, mut words) = pending
                .take()
                .ok_or_else(|| at("'expect' without a 'run:' before it"))?;
            let function = words.remove(0);
            cases.push(Case {
                line,
                function,
                args: words,
                expect,
                max_steps,
                ulps,
            });
        }
    }
    if let Some((line, _)) = pending {
        return Err(format!("line {line}: 'run:' without an 'expect:'"));
    }
    if cases.is_empty() {
        return Err("no '// run:' directives: the file tests nothing".into());
    }
    Ok(cases)
}

pub fn run(path: &Path) -> Result<(), String> {
    let text = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
    let cases = cases(&text)?;
    let options = hlslc_cli::cli::options_from_flags(&header_values(&text, "flags"))?;
    let mut session = Session::new(options);
    let file = session.add_source(&path.display().to_string(), &text);
    let rejected = |session: &Session| {
        format!(
            "the program was rejected:\n{}",
            session.render(DiagnosticsFormat::Text)
        )
    };
    // WHLSL runs on its validated tree; HLSL on the typed IR.
    let mut whlsl = None;
    let mut program = None;
    if session.is_whlsl(file) {
        whlsl = Some(
            session
                .check_whlsl_for_run(file)
                .ok_or_else(|| rejected(&session))?,
        );
    } else {
        program = Some(session.check(file).ok_or_else(|| rejected(&session))?);
    }
    let mut failures = Vec::new();
    for case in &cases {
        let mut limits = Limits::default();
        if let Some(n) = case.max_steps {
            limits.max_steps = n;
        }
        let got = match (&whlsl, &mut program) {
            (Some((unit, checked)), _) => call_whlsl(
                &mut session,
                unit,
                checked,
                &case.function,
                &case.args,
                &limits,
            ),
            (None, Some(program)) => {
                call_function(&mut session, program, &case.function, &case.args, &limits)
            }
            (None, None) => unreachable!(),
        };
        let call = format!(
            "line {}: {} {}",
            case.line,
            case.function,
            case.args.join(" ")
        );
        match (&case.expect, got) {
            (Expect::Value(want), Ok(v)) if *want == v || close(want, &v, case.ulps) => {}
            (Expect::Trap(want), Err(CallError::Trap(r))) if r.contains(want.as_str()) => {}
            (Expect::Value(want), got) => {
                failures.push(format!("{call}\n  expected {want}\n  got      {got:?}"))
            }
            (Expect::Trap(want), got) => failures.push(format!(
                "{call}\n  expected a trap with '{want}'\n  got {got:?}"
            )),
        }
    }
    if failures.is_empty() {
        Ok(())
    } else {
        let diags = session.render(DiagnosticsFormat::Text);
        Err(format!("{}\n{diags}", failures.join("\n")))
    }
}

/// Whether two printed values (`float3:1.0,2.5,nan`) have the same type
/// and components, where floats may differ by up to `ulps` units in the
/// last place of `f32` (for double results too: the tolerances are the
/// float ones).
fn close(want: &str, got: &str, ulps: u32) -> bool {
    let (Some((wt, wv)), Some((gt, gv))) = (want.split_once(':'), got.split_once(':')) else {
        return false;
    };
    if ulps == 0 || wt != gt || !(wt.starts_with("float") || wt.starts_with("double")) {
        return false;
    }
    let (w, g): (Vec<&str>, Vec<&str>) = (wv.split(',').collect(), gv.split(',').collect());
    w.len() == g.len()
        && w.iter()
            .zip(&g)
            .all(|(a, b)| match (a.parse::<f32>(), b.parse::<f32>()) {
                (Ok(x), Ok(y)) if x.is_nan() || y.is_nan() => x.is_nan() && y.is_nan(),
                (Ok(x), Ok(y)) => ordered(x).abs_diff(ordered(y)) <= u64::from(ulps),
                _ => a == b,
            })
}

/// The bits of `x` as a position on the line of all floats in order.
fn ordered(x: f32) -> i64 {
    let b = x.to_bits() as i32;
    i64::from(if b < 0 { i32::MIN.wrapping_sub(b) } else { b })
}
