//! The compiler's limits (docs/limits.md): each over-limit input, generated
//! here rather than committed, must get its diagnostic at the right line,
//! quickly, and never a panic, an internal error or a stack overflow.
//!
//! Every case runs as a library call on a thread with an ordinary 8 MiB
//! stack (a process's main thread; the `hlslc` binary gives its compiler
//! thread 256 MiB), so a stage that recursed once per nesting level past
//! a limit would overflow here. Checked programs are also lowered to
//! SPIR-V and their compute entry points dispatched in the interpreter.

use hlsl_base::DiagCode;
use hlsl_lower::Target;
use hlsl_sema::ir::Stage;
use hlslc::{DiagnosticsFormat, FrontendOptions, Session};
use std::time::{Duration, Instant};

/// Deep enough to be far past every nesting limit (256).
const DEEP: usize = 20_000;

/// A hang guard, not a speed check (speed is measured by the benches,
/// never timed in tests): each case takes milliseconds in a release build
/// and well under a second in a debug build, but a loaded CI machine may
/// stretch that many times over. A blow-up past a limit (exponential
/// expansion, a loop that never ends) still fails here instead of stalling
/// the whole run.
const SLOW: Duration = Duration::from_secs(300);

/// What a case produced: the rendered diagnostics and whether the program
/// checked, lowered and ran cleanly.
struct Outcome {
    rendered: String,
    compiled: bool,
    /// Why the dispatch trapped (the step limit, for instance).
    trap: Option<String>,
}

/// Runs `text` (named `name`, whose extension picks the dialect) through
/// check, lowering to SPIR-V and, for compute entry points, a dispatch
/// bounded by `max_steps`.
fn run(name: &'static str, text: String, max_steps: u64) -> Outcome {
    let start = Instant::now();
    let worker = std::thread::Builder::new()
        .stack_size(8 << 20)
        .spawn(move || {
            let mut session = Session::new(FrontendOptions::default());
            let file = session.add_source(name, &text);
            let mut compiled = false;
            let mut trap = None;
            if let Some(program) = session.check(file) {
                compiled = true;
                for ep in &program.entry_points {
                    let entry = program.functions[ep.function].name.clone();
                    compiled &= session
                        .lower(program.clone(), &entry, Target::Spirv)
                        .is_some();
                    if ep.stage == Stage::Compute {
                        let mut buffers = hlsl_interp::Buffers::default();
                        let limits = hlsl_interp::Limits {
                            max_steps,
                            ..Default::default()
                        };
                        let r = hlsl_interp::dispatch(
                            &program,
                            &entry,
                            [1, 1, 1],
                            &mut buffers,
                            &limits,
                        );
                        if let Err(t) = r {
                            trap = Some(t.reason);
                        }
                    }
                }
            }
            let internal = session.diagnostics().iter().any(|d| {
                matches!(
                    d.code,
                    DiagCode::err_internal_panic
                        | DiagCode::err_internal_naga_validation
                        | DiagCode::err_internal_backend
                )
            });
            let rendered = session.render(DiagnosticsFormat::Text);
            (rendered, compiled && trap.is_none(), internal, trap)
        })
        .expect("spawn");
    let (rendered, compiled, internal, trap) = worker.join().expect("the compiler thread panicked");
    let elapsed = start.elapsed();
    assert!(elapsed < SLOW, "{name}: took {elapsed:?}");
    assert!(!internal, "{name}: internal error\n{rendered}");
    Outcome {
        rendered,
        compiled,
        trap,
    }
}

/// Asserts that `text` gets exactly one error, `message`, at `line`.
fn expect_error(name: &'static str, text: String, line: usize, message: &str) {
    let o = run(name, text, 100_000);
    let errors: Vec<&str> = o
        .rendered
        .lines()
        .filter(|l| l.contains(": error: "))
        .collect();
    let want = format!("{name}:{line}:");
    assert!(
        errors.len() == 1 && errors[0].starts_with(&want) && errors[0].contains(message),
        "{name}: want one error `{message}` at line {line}, got:\n{}",
        o.rendered.chars().take(4000).collect::<String>()
    );
}

fn repeat(s: &str, n: usize) -> String {
    s.repeat(n)
}

// ---------------------------------------------------------------------------
// HLSL statements and expressions (the parser's MAX_DEPTH, 256)
// ---------------------------------------------------------------------------

const NESTING: &str = "nesting is too deep (limit 256)";

#[test]
fn hlsl_nested_for_loops() {
    let text = format!(
        "void f() {{\n{}\n}}\n",
        repeat("for (int i = 0; i < 1; i++) ", DEEP) + ";"
    );
    expect_error("for.hlsl", text, 2, NESTING);
}

#[test]
fn hlsl_nested_while_do_switch() {
    let text = format!(
        "void f(int x) {{\n{}\n}}\n",
        repeat("while (x) do switch (x) { case 0: ", DEEP)
    );
    let o = run("loops.hlsl", text, 1);
    assert!(o.rendered.contains(NESTING), "{}", o.rendered);
}

#[test]
fn hlsl_nested_ternaries_and_assignments() {
    let text = format!("void f(int x) {{\nx = {}x;\n}}\n", repeat("x ? x : ", DEEP));
    expect_error("ternary.hlsl", text, 2, NESTING);
    let text = format!("void f(int x) {{\n{}x;\n}}\n", repeat("x = ", DEEP));
    expect_error("assign.hlsl", text, 2, NESTING);
    let text = format!("void f(int x) {{\n{}x;\n}}\n", repeat("x += ", DEEP));
    expect_error("compound.hlsl", text, 2, NESTING);
}

#[test]
fn hlsl_nested_indexes_and_members() {
    let text = format!(
        "static const int a[1] = {{ 0 }};\nint f() {{\nreturn {}0{};\n}}\n",
        repeat("a[", DEEP),
        repeat("]", DEEP)
    );
    expect_error("index.hlsl", text, 3, NESTING);
    let text = format!(
        "struct S {{ float4 v; }};\nfloat f(S s) {{\nreturn s.v{};\n}}\n",
        repeat(".x", DEEP)
    );
    let o = run("swizzles.hlsl", text, 1);
    assert!(!o.compiled);
    assert!(o.rendered.contains("swizzles.hlsl:3:"), "{}", o.rendered);
}

#[test]
fn hlsl_array_dimensions() {
    let text = format!("void f() {{\nfloat a{};\n}}\n", repeat("[1]", DEEP));
    expect_error("dims.hlsl", text, 2, NESTING);
}

#[test]
fn hlsl_nested_template_arguments() {
    let text = format!(
        "template <typename T> struct B {{ T v; }};\n{}float{} g;\n",
        repeat("B<", DEEP),
        repeat(">", DEEP)
    );
    let o = run("targs.hlsl", text, 1);
    assert!(!o.compiled);
    assert!(
        o.rendered.contains("targs.hlsl:2:") && o.rendered.contains(NESTING),
        "{}",
        o.rendered.chars().take(2000).collect::<String>()
    );
}

/// Struct members of struct type nest a type without nesting brackets;
/// the checker bounds that depth like the parser's.
fn nested_structs(n: usize) -> String {
    let mut text = String::from("struct S0 { float v; };\n");
    for k in 1..n {
        text += &format!("struct S{k} {{ S{} inner; float v; }};\n", k - 1);
    }
    text
}

#[test]
fn hlsl_deeply_nested_structs() {
    let mut text = nested_structs(300);
    text += "static S299 s;\n";
    // S256 is the first struct 257 levels deep (S0 is one level).
    expect_error(
        "structs.hlsl",
        text,
        257,
        "'S256' nests arrays and structs too deeply (limit 256)",
    );
    // Typedefs of arrays nest one dimension per line.
    let mut text = String::from("typedef float A0[1];\n");
    for k in 1..300 {
        text += &format!("typedef A{} A{k}[1];\n", k - 1);
    }
    expect_error(
        "typedefs.hlsl",
        text,
        257,
        "nests arrays and structs too deeply (limit 256)",
    );
}

/// Within the limits, deep structs and a long chain of calls (not
/// nesting at all) compile and run; nothing may overflow.
#[test]
fn hlsl_deep_types_and_call_chains_compile() {
    const DEPTH: usize = 200;
    const CALLS: usize = 120;
    let mut text = nested_structs(DEPTH);
    text += "float f0(float x) { return x + 1; }\n";
    for k in 1..CALLS {
        text += &format!("float f{k}(float x) {{ return f{}(x) + 1; }}\n", k - 1);
    }
    text += &format!(
        "RWStructuredBuffer<float> o : register(u0);\n\
         [numthreads(1, 1, 1)] void main() {{ S{d} s = (S{d})0; o[0] = f{c}(s.v); }}\n",
        d = DEPTH - 1,
        c = CALLS - 1
    );
    let o = run("chains.hlsl", text.clone(), 1_000_000);
    assert!(o.compiled, "{} {:?}", o.rendered, o.trap);
}

/// A chain of calls longer than the interpreter's call depth compiles
/// (lowering does not recurse through calls) and traps when run.
#[test]
fn call_chains_past_the_interpreter_limit_trap() {
    const CALLS: usize = 5_000;
    let mut text = String::from("float f0(float x) { return x + 1; }\n");
    for k in 1..CALLS {
        text += &format!("float f{k}(float x) {{ return f{}(x) + 1; }}\n", k - 1);
    }
    text += &format!(
        "RWStructuredBuffer<float> o : register(u0);\n\
         [numthreads(1, 1, 1)] void main() {{ o[0] = f{}(0); }}\n",
        CALLS - 1
    );
    let o = run("calls.hlsl", text, 1_000_000);
    let trap = o.trap.expect("traps");
    assert!(
        trap.contains("calls nested too deeply in 'f") && trap.contains("(limit 128)"),
        "{trap}"
    );
}

// ---------------------------------------------------------------------------
// WHLSL's parser (the same MAX_DEPTH)
// ---------------------------------------------------------------------------

#[test]
fn whlsl_nested_blocks_and_statements() {
    let text = format!("void f() {{\n{}\n}}\n", repeat("{", DEEP));
    let o = run("blocks.whlsl", text, 1);
    assert!(o.rendered.contains("blocks.whlsl:2:") && o.rendered.contains(NESTING));
    for (name, stmt) in [
        ("if.whlsl", "if (true) "),
        ("else.whlsl", "if (true) ; else "),
        ("while.whlsl", "while (true) "),
        ("for.whlsl", "for (;;) "),
        ("do.whlsl", "do "),
    ] {
        let text = format!("void f() {{\n{};\n}}\n", repeat(stmt, DEEP));
        let o = run(name, text, 1);
        assert!(
            o.rendered.contains(&format!("{name}:2:")) && o.rendered.contains(NESTING),
            "{name}: {}",
            o.rendered.chars().take(2000).collect::<String>()
        );
    }
}

#[test]
fn whlsl_nested_expressions() {
    for (name, open, close) in [
        ("unary.whlsl", "-", ""),
        ("not.whlsl", "!", ""),
        ("calls.whlsl", "f(", ")"),
        ("index.whlsl", "a[", "]"),
        ("ternary.whlsl", "x ? x : ", ""),
        ("assign.whlsl", "x = ", ""),
        ("cast.whlsl", "int(", ")"),
    ] {
        let text = format!(
            "int f(int x) {{\nx = {}x{};\nreturn x;\n}}\n",
            repeat(open, DEEP),
            repeat(close, DEEP)
        );
        let o = run(name, text, 1);
        assert!(
            o.rendered.contains(&format!("{name}:2:")) && o.rendered.contains(NESTING),
            "{name}: {}",
            o.rendered.chars().take(2000).collect::<String>()
        );
    }
}

#[test]
fn whlsl_nested_types() {
    for (name, ty) in [
        ("arrays.whlsl", format!("int{}", repeat("[1]", DEEP))),
        ("pointers.whlsl", format!("int{}", repeat("* thread", DEEP))),
        (
            "targs.whlsl",
            format!("{}int{}", repeat("vector<", DEEP), repeat(", 2>", DEEP)),
        ),
    ] {
        let text = format!("void f() {{\n{ty} x;\n}}\n");
        let o = run(name, text, 1);
        assert!(
            o.rendered.contains(&format!("{name}:2:")) && o.rendered.contains(NESTING),
            "{name}: {}",
            o.rendered.chars().take(2000).collect::<String>()
        );
    }
}

// ---------------------------------------------------------------------------
// The preprocessor
// ---------------------------------------------------------------------------

/// A chain of object-like macros, each expanding to the next.
fn macro_chain(n: usize) -> String {
    let mut text = String::new();
    for k in 0..n {
        text += &format!("#define M{k} M{}\n", k + 1);
    }
    text + &format!("#define M{n} 1\nstatic const int x = M0;\n")
}

/// Each level of a chain keeps a hide set one macro larger (quadratic
/// memory): 1,024 levels expand, more stop at the limit.
#[test]
fn macro_expansion_depth() {
    let o = run("chain.hlsl", macro_chain(1_000), 1);
    assert!(o.compiled, "{}", o.rendered);
    // The name left as written is then an undeclared identifier.
    let o = run("deep-chain.hlsl", macro_chain(DEEP), 1);
    let first = o.rendered.lines().find(|l| l.contains(": error: "));
    let want = format!("deep-chain.hlsl:{}:", DEEP + 2);
    assert!(
        first.is_some_and(|l| l.starts_with(&want)
            && l.contains("macros expand within each other too deeply (limit 1024); 'M1024' is left unexpanded")),
        "{}",
        o.rendered
    );
}

#[test]
fn nested_conditionals_and_if_expressions() {
    let text = format!(
        "{}static const int x = 1;\n{}",
        repeat("#if 1\n", DEEP),
        repeat("#endif\n", DEEP)
    );
    let o = run("ifs.hlsl", text, 1);
    assert!(o.compiled, "{}", o.rendered);
    let text = format!("#if {}1{}\n#endif\n", repeat("(", DEEP), repeat(")", DEEP));
    let o = run("ifexpr.hlsl", text, 1);
    assert!(!o.compiled);
    assert!(o.rendered.contains("ifexpr.hlsl:1:"), "{}", o.rendered);
}

// ---------------------------------------------------------------------------
// Array sizes: an object's size in bytes must fit the layouts' arithmetic
// ---------------------------------------------------------------------------

const TOO_LARGE: &str = "is too large";

#[test]
fn huge_arrays_are_rejected() {
    // 2^30 × 2^30 elements: the element count overflows.
    expect_error(
        "count.hlsl",
        "void f() {\nfloat a[0x40000000][0x40000000];\n}\n".into(),
        2,
        TOO_LARGE,
    );
    // 2^30 float4s: 16 GiB, the byte size overflows 32 bits.
    expect_error(
        "bytes.hlsl",
        "struct S { float4 v; };\nStructuredBuffer<S> b;\ngroupshared float4 g[0x40000000];\n"
            .into(),
        3,
        TOO_LARGE,
    );
    expect_error(
        "cbuffer.hlsl",
        "cbuffer C {\n  float a[0x20000000];\n};\n".into(),
        2,
        TOO_LARGE,
    );
    // Each member fits; the struct does not.
    expect_error(
        "members.hlsl",
        "struct S {\n  float4 a[0x8000000];\n  float4 b[0x8000000];\n};\n".into(),
        1,
        TOO_LARGE,
    );
}

#[test]
fn large_arrays_that_fit_compile() {
    // 256 MiB of groupshared memory is absurd but representable: it is
    // the target's limits (and the checker's groupshared limit) that
    // apply, not an overflow.
    let o = run(
        "fits.hlsl",
        "RWStructuredBuffer<float4> o : register(u0);\n\
         [numthreads(1, 1, 1)] void main() { float4 a[0x100000]; a[0] = 1; o[0] = a[0]; }\n"
            .into(),
        10_000,
    );
    assert!(!o.rendered.contains(TOO_LARGE), "{}", o.rendered);
}

// ---------------------------------------------------------------------------
// Loops: `[unroll]` is a hint, and the interpreter counts steps
// ---------------------------------------------------------------------------

#[test]
fn unroll_of_huge_loops_is_not_expanded() {
    let text = "RWStructuredBuffer<uint> o : register(u0);\n\
                [numthreads(1, 1, 1)] void main() {\n\
                \x20   uint s = 0;\n\
                \x20   [unroll] for (uint i = 0; i < 0xFFFFFFFF; i++) s += i;\n\
                \x20   [unroll(4294967295)] for (uint j = 0; j < 0xFFFFFFFF; j++) s += j;\n\
                \x20   o[0] = s;\n}\n";
    let start = Instant::now();
    let mut session = Session::new(FrontendOptions::default());
    let file = session.add_source("unroll.hlsl", text);
    let program = session.check(file).expect("checks");
    let spirv = session.lower(program.clone(), "main", Target::Spirv);
    assert!(
        spirv.is_some(),
        "{}",
        session.render(DiagnosticsFormat::Text)
    );
    assert!(start.elapsed() < SLOW);
    // Running it hits the step limit: a trap, not a hang.
    let mut buffers = hlsl_interp::Buffers::default();
    let limits = hlsl_interp::Limits {
        max_steps: 100_000,
        ..Default::default()
    };
    let r = hlsl_interp::dispatch(&program, "main", [1, 1, 1], &mut buffers, &limits);
    let trap = r.expect_err("the step limit traps").reason;
    assert!(trap.contains("step"), "{trap}");
}
