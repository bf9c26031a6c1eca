//! The shared body of the fuzz targets: one input through the front end
//! with include files and `-D` defines, then the invariants every input
//! must keep ([`check`]); a generated (or raw) program through the
//! checker ([`check_program`]) and the whole compile path
//! ([`compile_program`]). See docs/fuzzing.md.

pub use hlsl_gen as gen;

use hlsl_base::{DiagCode, Diagnostic, SourceMap, Span};
use hlsl_syntax::preprocess::{
    self, CommandLineMacro, IncludeKind, IncludeResolver, PreprocessOptions,
};
use hlsl_syntax::token::Token;
use hlsl_syntax::{directives, lexer, Dialect, ParseOptions};

/// Include files served from memory: a guarded header with macros, a
/// `#pragma once` header, an angled system header, one that includes
/// itself (the depth limit) and one that includes the others.
pub const INCLUDES: &[(&str, &str)] = &[
    (
        "common.hlsli",
        "#ifndef COMMON_HLSLI\n#define COMMON_HLSLI\n\
         #define SQR(x) ((x) * (x))\n#define CAT(a, b) a ## b\n\
         #define STR(x) #x\n#define VA(f, ...) f(__VA_ARGS__)\n\
         struct Common { float4 v; uint n; };\n\
         float sqr1(float x) { return SQR(x); }\n#endif\n",
    ),
    (
        "once.hlsli",
        "#pragma once\nstatic const int ONCE_VALUE = __LINE__;\n\
         int once_fn(int a) { return a + __COUNTER__; }\n",
    ),
    (
        "sys.hlsli",
        "#if defined(FUZZ) && N > 2\ncbuffer Sys : register(b0) { float4 sys_v; };\n\
         #else\n#error sys without FUZZ\n#endif\n",
    ),
    ("self.hlsli", "#include \"self.hlsli\"\nint self_x;\n"),
    (
        "all.hlsli",
        "#include \"common.hlsli\"\n#include \"once.hlsli\"\n#include \"once.hlsli\"\n\
         #include <sys.hlsli>\n",
    ),
];

/// [`INCLUDES`] by name, whichever way they are named.
pub struct MemoryIncludes;

impl IncludeResolver for MemoryIncludes {
    fn resolve(
        &mut self,
        name: &str,
        _kind: IncludeKind,
        _includer: &str,
    ) -> Result<(String, String), String> {
        INCLUDES
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(n, text)| (format!("inc/{n}"), text.to_string()))
            .ok_or_else(|| format!("{name}: not found"))
    }
}

/// `-D FUZZ -D N=4 -D STRV="s" -D EMPTY= -U UNDEFINED`, as the driver
/// passes them.
pub fn options(dialect: Dialect) -> ParseOptions {
    let mut o = ParseOptions::new(dialect);
    o.preprocess = PreprocessOptions {
        stage: Some("cs".into()),
        shader_model: Some((6, 0)),
        spirv: false,
        enable_16bit_types: false,
        macros: vec![
            CommandLineMacro::Define("FUZZ".into(), None),
            CommandLineMacro::Define("N".into(), Some("4".into())),
            CommandLineMacro::Define("STRV".into(), Some("\"s\"".into())),
            CommandLineMacro::Define("EMPTY".into(), Some(String::new())),
            CommandLineMacro::Undefine("UNDEFINED".into()),
        ],
    };
    o
}

/// One input: parsed (and the tree printed), and separately preprocessed
/// (and the tokens printed). Panics if an invariant does not hold.
pub fn check(data: &[u8], dialect: Dialect) {
    let text = String::from_utf8_lossy(data).into_owned();
    if dialect == Dialect::Whlsl {
        return check_whlsl(text);
    }
    let options = options(dialect);

    let mut sources = SourceMap::new();
    let file = sources.add("fuzz.hlsl", text);
    let mut pp_sources = sources.clone();

    let (unit, diags) = hlsl_syntax::parse(&mut sources, file, &options, &mut MemoryIncludes);
    let _ = hlsl_syntax::dump(&unit);
    let end = total_end(&sources);
    for d in diags.iter() {
        check_diagnostic(&sources, end, d);
    }

    // The token stream `hlslc preprocess` prints. Not for an input that
    // reaches the expansion limits: its millions of tokens were checked by
    // `parse` and would only halve the fuzzer's speed again.
    let limited = diags.iter().any(|d| {
        matches!(
            d.code,
            DiagCode::err_pp_expansion_limit | DiagCode::err_pp_total_expansion_limit
        )
    });
    if limited {
        return;
    }
    let mut pp_diags = hlsl_base::Diagnostics::new();
    let tokens = match dialect {
        Dialect::Hlsl => {
            preprocess::preprocess(
                &mut pp_sources,
                file,
                &options.preprocess,
                &mut MemoryIncludes,
                &mut pp_diags,
            )
            .0
        }
        Dialect::Whlsl => {
            let tokens = lexer::lex(&pp_sources, file, &mut pp_diags);
            directives::strip_directives(&pp_sources, tokens, &mut pp_diags)
        }
    };
    let end = total_end(&pp_sources);
    check_tokens(end, &tokens);
    for d in pp_diags.iter() {
        check_diagnostic(&pp_sources, end, d);
    }
    let _ = preprocess::print_tokens(&pp_sources, &tokens);
}

/// WHLSL's own lexer and parser (no preprocessor), then validation of a
/// tree without syntax errors: every diagnostic inside the file, and the
/// tree printable.
fn check_whlsl(text: String) {
    let mut sources = SourceMap::new();
    let file = sources.add("fuzz.whlsl", text);
    let (unit, diags) = hlsl_syntax::whlsl::parse(&sources, file);
    let _ = hlsl_syntax::whlsl::dump(&unit);
    let end = total_end(&sources);
    for d in diags.iter() {
        check_diagnostic(&sources, end, d);
    }
    if !diags.has_errors() {
        let (_, diags) = hlsl_sema::whlsl::check(&unit);
        for d in diags.iter() {
            check_diagnostic(&sources, end, d);
        }
    }
}

/// What happened to one program in [`check_program`] or
/// [`compile_program`]: counted by the corpus statistics.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Outcome {
    /// It checked without errors.
    pub clean: bool,
    /// Every target asked for was written (and validated).
    pub compiled: bool,
}

/// The program an input stands for, with the flags to check it with.
/// Input starting with `//` is HLSL text as written (its first
/// `// compile:` line gives the flags; without one, `-T cs_6_0 -E main`
/// if it has a `[numthreads]` `main`, else it is checked as a library);
/// anything else drives the generator ([`gen::generate`]).
pub fn program(data: &[u8]) -> (String, hlslc::FrontendOptions) {
    if data.starts_with(b"//") {
        let text = String::from_utf8_lossy(data).into_owned();
        let flags: Vec<String> = text
            .lines()
            .find_map(|l| l.trim().strip_prefix("// compile:"))
            .map(|f| vec![f.to_string()])
            .unwrap_or_default();
        let mut options = hlslc_cli::cli::options_from_flags(&flags).unwrap_or_default();
        // The compute tests have no `// compile:` line.
        if flags.is_empty() && text.contains("[numthreads") && text.contains(" main(") {
            options.profile = Some("cs_6_0".into());
            options.entry = Some("main".into());
        }
        return (text, options);
    }
    let g = gen::generate(data);
    let options = hlslc::FrontendOptions {
        profile: Some(g.profile.into()),
        entry: Some(g.entry.into()),
        ..Default::default()
    };
    (g.source, options)
}

/// The `check` target: preprocess, parse and check. Panics (the fuzzer's
/// crash) on an internal error, or a diagnostic outside the file.
pub fn check_program(text: &str, options: &hlslc::FrontendOptions) -> Outcome {
    let mut session = hlslc::Session::new(options.clone());
    let file = session.add_source("fuzz.hlsl", text);
    let program = session.check(file);
    assert_no_internal_error(&session, text);
    let base = session.sources.file(file).base;
    let end = total_end(&session.sources);
    for d in session.diagnostics() {
        check_diagnostic(&session.sources, end, d);
        // Only a command-line problem (a bad -T, -E or -W in a text
        // input's `// compile:` line) has no location.
        let command_line = matches!(
            d.code,
            DiagCode::err_invalid_profile | DiagCode::err_entry_not_found
        ) || d.code.name().starts_with("warn_unknown");
        assert!(
            d.span.lo >= base || command_line,
            "diagnostic {:?} ({}) has no location in the file\n{text}",
            d.code,
            d.message
        );
    }
    Outcome {
        clean: program.is_some(),
        compiled: false,
    }
}

/// The `compile` target: [`check_program`], then, when the program checked
/// clean, its entry point lowered, validated by naga and written as
/// SPIR-V and as WGSL; the WGSL is parsed back and validated by naga
/// again. Panics on an internal error (naga rejected a module built from a
/// program that checked clean, a writer failed, a stage panicked) and on
/// WGSL naga does not take back.
pub fn compile_program(text: &str, options: &hlslc::FrontendOptions) -> Outcome {
    let mut outcome = check_program(text, options);
    if !outcome.clean {
        return outcome;
    }
    let Some(entry) = options.entry.clone() else {
        return outcome;
    };
    let mut written = 0;
    for target in [hlsl_lower::Target::Spirv, hlsl_lower::Target::Wgsl] {
        let mut session = hlslc::Session::new(hlslc::FrontendOptions {
            spirv: target == hlsl_lower::Target::Spirv,
            ..options.clone()
        });
        let file = session.add_source("fuzz.hlsl", text);
        let program = session.check(file).expect("checked clean the first time");
        let output = session.lower(&program, &entry, target);
        assert_no_internal_error(&session, text);
        match output {
            Some(hlsl_lower::Output::Text(wgsl)) => match validate_wgsl_contained(&wgsl) {
                Ok(()) => written += 1,
                Err(e) if wgsl_const_eval_finding(&e) => {}
                Err(e) => {
                    panic!("naga rejects the WGSL written: {e}\n{wgsl}\n--- from ---\n{text}")
                }
            },
            Some(_) => written += 1,
            None => {}
        }
    }
    outcome.compiled = written == 2;
    outcome
}

/// The open finding "WGSL constant expressions" (docs/fuzzing.md): a
/// constant HLSL expression that is infinite, NaN, overflows, divides an
/// integer by zero or is outside a function's domain (`1.0 / 0.0`,
/// `pow(-1.5, 0.0)`, `clamp(x, 2, 1)`, an index `sb[-1]`) is written to WGSL as a constant
/// expression, which WGSL evaluates when the shader is created and
/// rejects. Not a crash until it is fixed, so that the fuzzer goes on
/// looking for others; `HLSLC_FUZZ_STRICT_WGSL=1` makes it one.
pub fn wgsl_const_eval_finding(error: &str) -> bool {
    // naga's constant evaluator on values outside an operation's domain.
    let known = [
        "is infinite",
        "is NaN",
        "overflow",
        "Division by zero",
        "Remainder by zero",
        "out of valid range",
        "is greater than `high`",
        "RHS of shift operation",
        // A constant index out of a runtime-sized array's bounds
        // (`sb[-1]`, written as `sb.data[4294967295u]`).
        "Accessing index",
    ];
    std::env::var_os("HLSLC_FUZZ_STRICT_WGSL").is_none() && known.iter().any(|k| error.contains(k))
}

/// [`validate_wgsl`], with a panic in naga's WGSL front end caught: it
/// is naga's bug, not hlslc's (open finding "naga's WGSL front end panics",
/// docs/fuzzing.md), and the fuzzer should go on. `Ok` then, unless
/// `HLSLC_FUZZ_STRICT_WGSL` is set. libFuzzer's panic hook aborts, so it
/// is set aside for the call.
fn validate_wgsl_contained(wgsl: &str) -> Result<(), String> {
    let hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(|_| {}));
    let result = std::panic::catch_unwind(|| validate_wgsl(wgsl));
    std::panic::set_hook(hook);
    match result {
        Ok(r) => r,
        Err(_) if std::env::var_os("HLSLC_FUZZ_STRICT_WGSL").is_none() => Ok(()),
        Err(_) => Err("naga's WGSL front end panicked".into()),
    }
}

/// WGSL text parsed and validated by naga.
pub fn validate_wgsl(wgsl: &str) -> Result<(), String> {
    let module = naga::front::wgsl::parse_str(wgsl).map_err(|e| e.emit_to_string(wgsl))?;
    naga::valid::Validator::new(
        naga::valid::ValidationFlags::all(),
        naga::valid::Capabilities::all(),
    )
    .validate(&module)
    .map_err(|e| e.emit_to_string(wgsl))?;
    Ok(())
}

fn assert_no_internal_error(session: &hlslc::Session, text: &str) {
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
        panic!(
            "internal error:\n{}\n--- program ---\n{text}",
            session.render(hlslc::DiagnosticsFormat::Text)
        );
    }
}

/// One past the last byte of the last file.
fn total_end(sources: &SourceMap) -> u32 {
    sources
        .files()
        .map(|(_, f)| f.base + f.text.len() as u32)
        .max()
        .unwrap_or(0)
}

fn check_span(sources: &SourceMap, end: u32, span: Span, what: &dyn Fn() -> String) {
    assert!(
        span.lo <= span.hi && span.hi <= end,
        "{} has span {span:?} outside 0..={end}",
        what()
    );
    // What a renderer does with it.
    if let Some((id, lc)) = sources.locate(span.lo) {
        let _ = sources.file(id).line_text(lc.line);
    }
    let _ = sources.text(span);
}

fn check_diagnostic(sources: &SourceMap, end: u32, d: &Diagnostic) {
    let what = || format!("diagnostic {:?} ({})", d.code, d.message);
    check_span(sources, end, d.span, &what);
    for l in &d.labels {
        check_span(sources, end, l.span, &what);
    }
    for n in &d.notes {
        check_diagnostic(sources, end, n);
    }
}

fn check_tokens(end: u32, tokens: &[Token]) {
    for t in tokens {
        for s in [t.span, t.spelling] {
            assert!(
                s.lo <= s.hi && s.hi <= end,
                "token {:?} has span {s:?} outside 0..={end}",
                t.kind
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn includes_and_defines_are_exercised() {
        let src = "#include \"all.hlsli\"\n#include \"self.hlsli\"\n\
                   float f() { return SQR(N) + CAT(sqr, 1)(2); }\n";
        check(src.as_bytes(), Dialect::Hlsl);
        check(src.as_bytes(), Dialect::Whlsl);
        check(b"\xff\xfe#define X(", Dialect::Hlsl);
    }

    // The generator (crates/hlsl-gen) through the fuzz targets' own path.
    #[test]
    fn empty_input_gives_a_program() {
        let g = gen::generate(&[]);
        assert!(g.source.contains("main"), "{}", g.source);
    }

    #[test]
    fn seeded_programs_are_stable_and_compile() {
        let a = gen::generate(&gen::seeded_bytes(7, 512));
        let b = gen::generate(&gen::seeded_bytes(7, 512));
        assert_eq!(a.source, b.source);
        let (text, options) = program(&gen::seeded_bytes(7, 512));
        compile_program(&text, &options);
    }
}
