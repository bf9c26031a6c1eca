//! The side-by-side check of issue 26 (one IR for WHLSL and HLSL): every
//! WHLSL program of `tests/run/whlsl`, `tests/compute/whlsl` and
//! `tests/dispatch/whlsl` runs on the old path (the WHLSL interpreter,
//! `hlsl_interp::whlsl`) and on the new one (`hlsl_sema::whlsl::to_ir`,
//! then the HLSL interpreter). Where the translation supports a program,
//! both must agree on every run: the same printed result, or both trap
//! (the reasons may be worded differently), or the same buffers after a
//! dispatch. The test prints how many programs the new path supports and
//! why it does not support the others; [`FLOOR`] may only go up.

use hlsl_interp::{Buffers, Limits, RegisterKey, Value};
use hlsl_sema::ir::{FunctionId, Program, RegisterClass};
use hlsl_sema::whlsl::to_ir::{to_ir, Translated};
use hlsl_sema::whlsl::types::{Scalar, TyId, TyKind};
use hlsl_sema::whlsl::CheckedUnit;
use hlsl_syntax::whlsl::ast::Unit;
use hlslc::{FrontendOptions, Session};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// Programs the new path supports and agrees on (of 66: 54 run files, 7
/// compute and 5 dispatch tests); raise it as the translation grows.
const FLOOR: usize = 57;

enum Outcome {
    Agree,
    /// Not translated or not runnable on the new path yet: why.
    Unsupported(String),
    Disagree(String),
}

#[test]
fn whlsl_programs_agree_on_the_one_ir() {
    let root = hlsl_testkit::repo_root().join("tests");
    let mut results: Vec<(PathBuf, Outcome)> = Vec::new();
    for path in files(&root.join("run/whlsl")) {
        let outcome = run_file(&path);
        results.push((path, outcome));
    }
    let mut pairs = hlsl_testkit::discover_whlsl().expect("tests/compute/whlsl");
    pairs.extend(hlsl_testkit::discover_whlsl_dispatch().unwrap_or_default());
    for (toml, shader) in pairs {
        let outcome = dispatch_file(&toml, &shader);
        results.push((shader, outcome));
    }
    let total = results.len();
    let mut agree = 0;
    let mut reasons: BTreeMap<String, Vec<String>> = BTreeMap::new();
    let mut disagreements = Vec::new();
    for (path, o) in &results {
        let name = path
            .strip_prefix(&root)
            .unwrap_or(path)
            .display()
            .to_string();
        match o {
            Outcome::Agree => agree += 1,
            Outcome::Unsupported(why) => reasons.entry(why.clone()).or_default().push(name),
            Outcome::Disagree(d) => disagreements.push(format!("{name}: {d}")),
        }
    }
    println!("WHLSL on the one IR: {agree} of {total} programs supported and agreeing");
    for (why, names) in &reasons {
        println!(
            "  unsupported ({}): {why}: {}",
            names.len(),
            names.join(", ")
        );
    }
    assert!(
        disagreements.is_empty(),
        "the two paths disagree:\n{}",
        disagreements.join("\n")
    );
    assert!(
        agree >= FLOOR,
        "only {agree} WHLSL programs agree on the one IR; the floor is {FLOOR}"
    );
}

fn files(dir: &Path) -> Vec<PathBuf> {
    let mut out: Vec<PathBuf> = std::fs::read_dir(dir)
        .expect("a WHLSL test directory")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "whlsl"))
        .collect();
    out.sort();
    out
}

/// Parses, checks and translates a WHLSL file.
fn load(path: &Path) -> Result<(Unit, CheckedUnit, Translated), Outcome> {
    let text = std::fs::read_to_string(path).expect("a readable test");
    let mut session = Session::new(FrontendOptions::default());
    let file = session.add_source(&path.display().to_string(), &text);
    let Some((unit, cu)) = session.check_whlsl_for_run(file) else {
        return Err(Outcome::Disagree("the program does not check".into()));
    };
    match to_ir(&unit, &cu) {
        Ok(t) => Ok((unit, cu, t)),
        Err(u) => Err(Outcome::Unsupported(u.what)),
    }
}

/// One `// run:` line: the function, its arguments and the step limit.
struct Case {
    function: String,
    args: Vec<String>,
    max_steps: Option<u64>,
}

fn cases(text: &str) -> Vec<Case> {
    let mut out = Vec::new();
    let mut max_steps = None;
    for line in text.lines() {
        let Some(c) = line.trim().strip_prefix("//").map(str::trim) else {
            continue;
        };
        if let Some(n) = c.strip_prefix("max-steps:") {
            max_steps = n.trim().parse().ok();
        } else if let Some(call) = c.strip_prefix("run:") {
            let mut words = call.split_whitespace().map(String::from);
            if let Some(function) = words.next() {
                out.push(Case {
                    function,
                    args: words.collect(),
                    max_steps,
                });
            }
        }
    }
    out
}

fn run_file(path: &Path) -> Outcome {
    let (unit, cu, t) = match load(path) {
        Ok(x) => x,
        Err(o) => return o,
    };
    let text = std::fs::read_to_string(path).expect("a readable test");
    for case in cases(&text) {
        let mut limits = Limits::default();
        if let Some(n) = case.max_steps {
            limits.max_steps = n;
        }
        let old = hlsl_interp::whlsl::call(&unit, &cu, &case.function, &case.args, &limits);
        let new = match call_new(&unit, &cu, &t, &case, &limits) {
            Ok(r) => r,
            Err(why) => return Outcome::Unsupported(why),
        };
        let line = format!("{} {}", case.function, case.args.join(" "));
        match (old, new) {
            (Ok(a), Ok(b)) if a == b => {}
            (Err(hlsl_interp::whlsl::CallError::Trap(_)), Err(_)) => {}
            (old, new) => {
                return Outcome::Disagree(format!("{line}: old {old:?}, new {new:?}"));
            }
        }
    }
    Outcome::Agree
}

/// A call on the new path: `Err` when it cannot be made there (the
/// result or trap is in the `Ok`).
fn call_new(
    unit: &Unit,
    cu: &CheckedUnit,
    t: &Translated,
    case: &Case,
    limits: &Limits,
) -> Result<Result<String, String>, String> {
    let Some(id) = hlsl_interp::whlsl::find(unit, cu, &case.function, &case.args) else {
        return Err("a call the old path cannot resolve".into());
    };
    let Some(&function) = t.functions.get(&id) else {
        return Err("a function without a translation".into());
    };
    let params = &cu.func(id).params;
    let mut values = Vec::new();
    for (a, &ty) in case.args.iter().zip(params) {
        let (_, text) = a.split_once(':').unwrap_or(("", a));
        values.push(argument(unit, cu, ty, text)?);
    }
    let ret = cu.func(id).ret;
    Ok(
        match hlsl_interp::call(&t.program, function, &values, limits) {
            Ok(v) => Ok(format(unit, cu, &t.program, function, ret, &v)),
            Err(trap) => Err(trap.reason),
        },
    )
}

/// A `TYPE:VALUE` argument's value as the HLSL interpreter takes it.
fn argument(unit: &Unit, cu: &CheckedUnit, ty: TyId, text: &str) -> Result<Value, String> {
    let parts: Vec<&str> = text.split(',').map(str::trim).collect();
    let scalars = |s: Scalar, n: usize| -> Result<Vec<Value>, String> {
        if parts.len() != n {
            return Err("an argument of the wrong size".into());
        }
        parts.iter().map(|p| scalar_value(s, p)).collect()
    };
    match cu.types.kind(ty) {
        TyKind::Scalar(s) => Ok(scalars(s, 1)?.remove(0)),
        TyKind::Vector(s, n) => Ok(Value::Vector(scalars(s, n as usize)?)),
        TyKind::Matrix(s, r, c) => {
            let all = scalars(s, r as usize * c as usize)?;
            Ok(Value::Matrix(
                all.chunks(c as usize)
                    .map(|row| Value::Vector(row.to_vec()))
                    .collect(),
            ))
        }
        TyKind::Enum(e) => {
            let info = &cu.enums[e.0 as usize];
            match info
                .elements
                .iter()
                .find(|(n, _)| unit.names.resolve(*n) == text)
            {
                Some(&(_, v)) => scalar_value(info.base, &v.to_string()),
                None => scalar_value(info.base, text),
            }
        }
        _ => Err("pointer and array-reference arguments".into()),
    }
}

fn scalar_value(s: Scalar, p: &str) -> Result<Value, String> {
    let bad = || format!("the argument '{p}'");
    let int = || -> Result<i64, String> {
        match p.strip_prefix("0x") {
            Some(h) => i64::from_str_radix(h, 16).map_err(|_| bad()),
            None => p.parse().map_err(|_| bad()),
        }
    };
    Ok(match s {
        Scalar::Bool => Value::Bool(p == "true"),
        Scalar::Half => Value::F16(p.parse().map_err(|_| bad())?),
        Scalar::Float => Value::F32(p.parse().map_err(|_| bad())?),
        Scalar::UChar => Value::U8(int()? as u8),
        Scalar::Char => Value::I8(int()? as i8),
        Scalar::UShort => Value::U16(int()? as u16),
        Scalar::Short => Value::I16(int()? as i16),
        Scalar::UInt => Value::U32(int()? as u32),
        Scalar::Int => Value::I32(int()? as i32),
    })
}

/// A result printed as the WHLSL interpreter prints it (`values.rs`).
fn format(
    unit: &Unit,
    cu: &CheckedUnit,
    program: &Program,
    function: FunctionId,
    ty: TyId,
    v: &Value,
) -> String {
    if matches!(cu.types.kind(ty), TyKind::Void) {
        return "void".into();
    }
    let _ = function;
    let scalar = |v: &Value| -> String {
        // The HLSL interpreter prints a scalar by its value alone, as the
        // WHLSL one does; take its text.
        let text = hlsl_interp::format_value(program, hlsl_sema::types::Types::INT, v);
        text.split_once(':')
            .map_or(text.clone(), |(_, t)| t.to_string())
    };
    let body = match (cu.types.kind(ty), v) {
        (TyKind::Vector(..), Value::Vector(parts)) => {
            parts.iter().map(scalar).collect::<Vec<_>>().join(",")
        }
        _ => nested(unit, cu, ty, v, &scalar),
    };
    format!("{}:{body}", cu.type_name(unit, ty))
}

fn nested(
    unit: &Unit,
    cu: &CheckedUnit,
    ty: TyId,
    v: &Value,
    scalar: &dyn Fn(&Value) -> String,
) -> String {
    let braces = |items: Vec<String>| format!("{{{}}}", items.join(", "));
    match (cu.types.kind(ty), v) {
        (TyKind::Enum(e), v) => {
            let info = &cu.enums[e.0 as usize];
            let text = scalar(v);
            match info.elements.iter().find(|&&(_, x)| x.to_string() == text) {
                Some(&(n, _)) => unit.names.resolve(n).to_string(),
                None => text,
            }
        }
        (TyKind::Vector(..), Value::Vector(parts)) => braces(parts.iter().map(scalar).collect()),
        (TyKind::Matrix(..), Value::Matrix(rows)) => braces(
            rows.iter()
                .map(|r| match r {
                    Value::Vector(parts) => braces(parts.iter().map(scalar).collect()),
                    other => scalar(other),
                })
                .collect(),
        ),
        (TyKind::Struct(s), Value::Struct(fields)) => braces(
            cu.structs[s.0 as usize]
                .fields
                .iter()
                .zip(fields)
                .map(|(f, v)| {
                    format!(
                        "{}={}",
                        unit.names.resolve(f.name),
                        nested(unit, cu, f.ty, v, scalar)
                    )
                })
                .collect(),
        ),
        (TyKind::Array(e, _), Value::Array(items)) => braces(
            items
                .iter()
                .map(|v| nested(unit, cu, e, v, scalar))
                .collect(),
        ),
        (_, v) => scalar(v),
    }
}

fn dispatch_file(toml: &Path, shader: &Path) -> Outcome {
    let test = match hlsl_testkit::ComputeTest::load_with_shader(toml, shader) {
        Ok(t) => t,
        Err(e) => return Outcome::Disagree(format!("the test does not load: {e}")),
    };
    let (unit, cu, t) = match load(shader) {
        Ok(x) => x,
        Err(o) => return o,
    };
    if !test.cbuffers.is_empty() || !test.textures.is_empty() {
        return Outcome::Unsupported("constant buffers and textures in the test".into());
    }
    let mut buffers = Buffers::default();
    for b in &test.buffers {
        let r = b.register;
        let class = match r.class {
            hlsl_testkit::RegisterClass::U => RegisterClass::U,
            hlsl_testkit::RegisterClass::T => RegisterClass::T,
            hlsl_testkit::RegisterClass::B => RegisterClass::B,
            hlsl_testkit::RegisterClass::S => RegisterClass::S,
        };
        let key = RegisterKey {
            class,
            space: r.space,
            register: r.index,
        };
        buffers.bytes.insert(key, b.initial_bytes());
    }
    let mut limits = Limits {
        threads: 1,
        ..Limits::default()
    };
    if let Some(n) = test.max_steps {
        limits.max_steps = n;
    }
    let mut old = buffers.clone();
    let mut new = buffers;
    let a = hlsl_interp::whlsl::dispatch(&unit, &cu, &test.entry, test.groups, &mut old, &limits);
    let b = hlsl_interp::dispatch(&t.program, &test.entry, test.groups, &mut new, &limits);
    match (a, b) {
        (Ok(()), Ok(())) if old.bytes == new.bytes => Outcome::Agree,
        (Err(hlsl_interp::whlsl::CallError::Trap(_)), Err(_)) => Outcome::Agree,
        (Ok(()), Ok(())) => {
            let mut diff = Vec::new();
            for (k, v) in &old.bytes {
                if new.bytes.get(k) != Some(v) {
                    diff.push(k.to_string());
                }
            }
            Outcome::Disagree(format!("the buffers {} differ", diff.join(", ")))
        }
        (a, b) => Outcome::Disagree(format!("old {a:?}, new {b:?}")),
    }
}

/// Compute programs whose translation the one lowering compiles to
/// SPIR-V (validated) wherever the old WHLSL lowering does; raise it as
/// lowering learns the IR's WHLSL parts.
const LOWER_FLOOR: usize = 12;

/// Every compute WHLSL program the translation supports goes through the
/// one lowering (`hlsl_lower::compile_module`) and the old one
/// (`hlsl_lower::compile_whlsl`). Where the old one compiles it, the new
/// one must too or say why (a located "not supported"), never panic. It
/// prints the count; [`LOWER_FLOOR`] may only go up.
#[test]
fn translated_compute_programs_lower_through_the_one_lowering() {
    let mut pairs = hlsl_testkit::discover_whlsl().expect("tests/compute/whlsl");
    pairs.extend(hlsl_testkit::discover_whlsl_dispatch().unwrap_or_default());
    let (mut both, mut old_only, mut translated) = (0, Vec::new(), 0);
    for (toml, shader) in pairs {
        let Ok(test) = hlsl_testkit::ComputeTest::load_with_shader(&toml, &shader) else {
            continue;
        };
        let Ok((unit, cu, t)) = load(&shader) else {
            continue;
        };
        translated += 1;
        let options = hlsl_lower::Options::default();
        let target = Some(hlsl_lower::Target::Spirv);
        let (old, _) = hlsl_lower::compile_whlsl(&unit, &cu, &test.entry, target, &options);
        let (new, diags) = hlsl_lower::compile_module(t.program, &test.entry, target, &options);
        match (old.is_some(), new.is_some()) {
            (_, true) => both += 1,
            (true, false) => {
                let why: Vec<String> = diags.0.iter().map(|d| d.message.clone()).collect();
                old_only.push(format!("{}: {}", shader.display(), why.join("; ")));
            }
            (false, false) => {}
        }
    }
    println!("one lowering: {both} of {translated} translated compute programs compile");
    for o in &old_only {
        println!("  only the old lowering compiles {o}");
    }
    assert!(
        both >= LOWER_FLOOR,
        "only {both} translated programs lower; the floor is {LOWER_FLOOR}"
    );
}

/// The translation never panics: every WHLSL file under `tests/` that
/// checks clean is translated (or refused with a reason).
#[test]
fn translation_never_panics() {
    // An ordinary 8 MiB stack, as `tests/limits.rs` gives the compiler.
    std::thread::Builder::new()
        .stack_size(8 << 20)
        .spawn(translate_every_checked_file)
        .expect("a thread")
        .join()
        .expect("no panic");
}

fn translate_every_checked_file() {
    let root = hlsl_testkit::repo_root().join("tests");
    let mut stack = vec![root];
    let (mut checked, mut translated) = (0, 0);
    while let Some(dir) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        for e in entries.flatten() {
            let path = e.path();
            if path.is_dir() {
                stack.push(path);
                continue;
            }
            if path.extension().is_none_or(|x| x != "whlsl") {
                continue;
            }
            let text = std::fs::read_to_string(&path).unwrap_or_default();
            let mut session = Session::new(FrontendOptions::default());
            let file = session.add_source(&path.display().to_string(), &text);
            let Some((unit, cu)) = session.check_whlsl_for_run(file) else {
                continue;
            };
            checked += 1;
            if std::env::var_os("WHLSL_ONE_IR_TRACE").is_some() {
                eprintln!("translating {}", path.display());
            }
            let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| to_ir(&unit, &cu)));
            match r {
                Ok(Ok(_)) => translated += 1,
                Ok(Err(_)) => {}
                Err(_) => panic!("the translation panicked on {}", path.display()),
            }
        }
    }
    println!("translated {translated} of {checked} checked WHLSL files");
    assert!(checked > 0);
}

/// 8-bit integers on the new path: the interpreters agree on wrapping
/// arithmetic, shifts, negation and conversions of `char` and `uchar`,
/// and the one lowering compiles them (in 32 bits, wrapped: `bytes8.rs`)
/// to validated SPIR-V and WGSL. The old WHLSL lowering has no 8-bit
/// types, so this program cannot be a GPU compute test yet.
#[test]
fn bytes_wrap_on_both_interpreters_and_lower() {
    let text = r#"
uchar twice(uchar x) { return x + x; }
[numthreads(4, 1, 1)]
compute void main(uint i : SV_GroupIndex, device int[] out : register(u0)) {
    uchar a = uchar(250 + i);
    char b = char(int(i) * 60);
    uchar c = twice(a);
    char d = b * char(3);
    char e = -char(-128);
    uchar f = ~a;
    uchar g = a << uchar(i + 6);
    char h = char(float(i) * 100.0 - 150.0);
    uchar k = a;
    k++;
    out[i * 9] = int(c);
    out[i * 9 + 1] = int(d);
    out[i * 9 + 2] = int(e);
    out[i * 9 + 3] = int(f);
    out[i * 9 + 4] = int(g);
    out[i * 9 + 5] = int(h);
    out[i * 9 + 6] = int(k);
    out[i * 9 + 7] = int(b / char(-1));
    out[i * 9 + 8] = int(uint(b));
}
"#;
    let mut session = Session::new(FrontendOptions::default());
    let file = session.add_source("bytes.whlsl", text);
    let (unit, cu) = session
        .check_whlsl_for_run(file)
        .expect("the program checks");
    let t = to_ir(&unit, &cu).expect("the program translates");
    let key = RegisterKey {
        class: RegisterClass::U,
        space: 0,
        register: 0,
    };
    let mut old = Buffers::default();
    old.bytes.insert(key, vec![0; 36 * 4]);
    let mut new = old.clone();
    let limits = Limits::default();
    hlsl_interp::whlsl::dispatch(&unit, &cu, "main", [1, 1, 1], &mut old, &limits)
        .expect("the old path runs");
    hlsl_interp::dispatch(&t.program, "main", [1, 1, 1], &mut new, &limits)
        .expect("the new path runs");
    let ints = |b: &Buffers| -> Vec<i32> {
        b.bytes[&key]
            .chunks(4)
            .map(|w| i32::from_le_bytes([w[0], w[1], w[2], w[3]]))
            .collect()
    };
    assert_eq!(ints(&old), ints(&new));
    // i = 0: 250 + 250 wraps to 244; 0 * 3; -(-128) wraps to -128; ~250
    // = 5; 250 << 6 wraps to 128; -150 saturates to -128; 251; 0; 0.
    assert_eq!(&ints(&new)[..9], &[244, 0, -128, 5, 128, -128, 251, 0, 0]);
    for target in [hlsl_lower::Target::Spirv, hlsl_lower::Target::Wgsl] {
        let (compiled, diags) = hlsl_lower::compile_module(
            t.program.clone(),
            "main",
            Some(target),
            &hlsl_lower::Options::default(),
        );
        assert!(compiled.is_some(), "{target:?}: {:?}", diags.0);
    }
}
