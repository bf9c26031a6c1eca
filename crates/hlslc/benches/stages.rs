//! Per-stage compile times on the corpus in `benches/corpus/` (about 50 to
//! 20,000 lines): parse (lex + parse), check, lower (IR → naga module),
//! naga validation (full and release), SPIR-V writing, and the whole
//! pipeline; and, for comparison, naga's own WGSL path on the same program
//! as WGSL (`j_naga_wgsl`). Each stage is timed on the previous stage's
//! output, prepared once outside the timed loop.
//!
//! `cargo bench -p hlslc --bench stages` (see docs/performance.md). The
//! throughput column is lines per second: it must stay flat from the small
//! inputs to the large ones (compile time linear in the input).

use divan::counter::ItemsCount;
use divan::{black_box, Bencher};
use hlsl_base::{FileId, SourceMap};
use hlsl_lower::{Options, Target, Validation};
use hlsl_sema::ir::Program;
use hlsl_sema::{CheckOptions, Profile};
use hlsl_syntax::{ast::SourceUnit, Dialect};

fn main() {
    divan::main();
}

/// The corpus, small to large; `raymarch_Nx` holds N copies of the ray
/// marcher's library (`benches/corpus/gen.py`).
const INPUTS: &[&str] = &[
    "small",
    "raymarch_1x",
    "raymarch_3x",
    "raymarch_13x",
    "raymarch_54x",
];

const FULL: Options = Options {
    validation: Validation::Full,
    vulkan: hlsl_lower::VulkanBindings::new(),
    versions: hlsl_lower::Versions::AUTOMATIC,
    invert_y: false,
    dx_position_w: false,
    nonzero_base: hlsl_lower::NonzeroBase {
        instance: false,
        vertex: false,
    },
    entry_point_name: None,
};
const RELEASE: Options = Options {
    validation: Validation::Release,
    vulkan: hlsl_lower::VulkanBindings::new(),
    versions: hlsl_lower::Versions::AUTOMATIC,
    invert_y: false,
    dx_position_w: false,
    nonzero_base: hlsl_lower::NonzeroBase {
        instance: false,
        vertex: false,
    },
    entry_point_name: None,
};

/// One corpus file in a source map, and its line count.
struct Input {
    sources: SourceMap,
    file: FileId,
    lines: usize,
}

fn load(name: &str) -> Input {
    let path = format!(
        "{}/benches/corpus/{name}.cs.hlsl",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let lines = text.lines().count();
    let mut sources = SourceMap::new();
    let file = sources.add(path, text);
    Input {
        sources,
        file,
        lines,
    }
}

fn check_options() -> CheckOptions {
    CheckOptions {
        dialect: Dialect::Hlsl,
        profile: Profile::parse("cs_6_0"),
        entry: Some("main".into()),
        after_errors: false,
        enable_16bit_types: false,
        hlsl_version: 2021,
        layout: Default::default(),
    }
}

/// Preprocesses and parses into a copy of the input's source map (parsing
/// adds the preprocessor's buffers to the map it is given).
fn parse_fresh(input: &Input) -> (SourceUnit, hlsl_base::Diagnostics) {
    let mut sources = input.sources.clone();
    hlsl_syntax::parse_source(&mut sources, input.file, Dialect::Hlsl)
}

fn parse(input: &Input) -> SourceUnit {
    let (unit, diags) = parse_fresh(input);
    assert!(!diags.has_errors(), "the corpus must parse");
    unit
}

fn check(input: &Input) -> Program {
    let (program, diags) = hlsl_sema::check(&parse(input), &check_options());
    assert!(!diags.has_errors(), "the corpus must check");
    program
}

fn lower(input: &Input) -> naga::Module {
    let (module, _) = hlsl_lower::lower_to_naga(&check(input), "main");
    module.expect("the corpus must lower")
}

fn validate(module: &naga::Module, options: &Options) -> naga::valid::ModuleInfo {
    let (info, _) = hlsl_lower::validate(module, options);
    info.expect("the corpus must validate")
}

#[divan::bench(args = INPUTS)]
fn a_parse(bencher: Bencher, name: &str) {
    let input = load(name);
    bencher
        .counter(ItemsCount::new(input.lines))
        .bench(|| parse_fresh(&input));
}

#[divan::bench(args = INPUTS)]
fn b_check(bencher: Bencher, name: &str) {
    let input = load(name);
    let unit = parse(&input);
    let options = check_options();
    bencher
        .counter(ItemsCount::new(input.lines))
        .bench(|| hlsl_sema::check(&unit, &options));
}

/// Parsing and checking together: the checker's throughput as a user
/// sees it (source text to typed IR), in lines per second.
#[divan::bench(args = INPUTS)]
fn b_parse_and_check(bencher: Bencher, name: &str) {
    let input = load(name);
    let options = check_options();
    bencher.counter(ItemsCount::new(input.lines)).bench(|| {
        let (unit, _) = parse_fresh(&input);
        hlsl_sema::check(&unit, &options)
    });
}

#[divan::bench(args = INPUTS)]
fn c_lower(bencher: Bencher, name: &str) {
    let input = load(name);
    let program = check(&input);
    bencher
        .counter(ItemsCount::new(input.lines))
        .bench(|| hlsl_lower::lower_to_naga(&program, "main"));
}

#[divan::bench(args = INPUTS)]
fn d_validate_full(bencher: Bencher, name: &str) {
    let input = load(name);
    let module = lower(&input);
    bencher
        .counter(ItemsCount::new(input.lines))
        .bench(|| hlsl_lower::validate(&module, &FULL));
}

#[divan::bench(args = INPUTS)]
fn e_validate_release(bencher: Bencher, name: &str) {
    let input = load(name);
    let module = lower(&input);
    bencher
        .counter(ItemsCount::new(input.lines))
        .bench(|| hlsl_lower::validate(&module, &RELEASE));
}

#[divan::bench(args = INPUTS)]
fn f_write_spirv(bencher: Bencher, name: &str) {
    let input = load(name);
    let module = lower(&input);
    let info = validate(&module, &FULL);
    bencher
        .counter(ItemsCount::new(input.lines))
        .bench(|| hlsl_lower::write(&module, &info, Target::Spirv));
}

/// Everything before naga's validator: parse, check, lower.
#[divan::bench(args = INPUTS)]
fn g_front_end(bencher: Bencher, name: &str) {
    let input = load(name);
    let options = check_options();
    bencher.counter(ItemsCount::new(input.lines)).bench(|| {
        let (unit, _) = parse_fresh(&input);
        let (program, _) = hlsl_sema::check(&unit, &options);
        hlsl_lower::lower_to_naga(&program, "main")
    });
}

/// Source text to SPIR-V words, as `hlslc compile` does it (in process).
fn whole(bencher: Bencher, name: &str, options: &Options) {
    let input = load(name);
    let check_options = check_options();
    bencher.counter(ItemsCount::new(input.lines)).bench(|| {
        let (unit, _) = parse_fresh(&input);
        let (program, _) = hlsl_sema::check(&unit, &check_options);
        let (out, diags) = hlsl_lower::compile(program, "main", Target::Spirv, options);
        black_box(diags);
        out
    });
}

#[divan::bench(args = INPUTS)]
fn h_compile_full(bencher: Bencher, name: &str) {
    whole(bencher, name, &FULL);
}

#[divan::bench(args = INPUTS)]
fn i_compile_release(bencher: Bencher, name: &str) {
    whole(bencher, name, &RELEASE);
}

/// The same program as WGSL (hlslc's own WGSL output for the input), for
/// naga's WGSL path below.
fn wgsl_of(input: &Input) -> String {
    match hlsl_lower::compile(check(input), "main", Target::Wgsl, &FULL).0 {
        Some(hlsl_lower::Output::Text(text)) => text,
        _ => panic!("the corpus must compile to WGSL"),
    }
}

/// naga's WGSL path, WGSL text to SPIR-V words (what `naga in.wgsl
/// out.spv` does, with naga-cli's full validation): naga's WGSL front end,
/// its validator, its SPIR-V writer. The yardstick for
/// `h_compile_full`; counted in the HLSL input's lines so the throughputs
/// compare.
#[divan::bench(args = INPUTS)]
fn j_naga_wgsl(bencher: Bencher, name: &str) {
    let input = load(name);
    let wgsl = wgsl_of(&input);
    bencher.counter(ItemsCount::new(input.lines)).bench(|| {
        let module = naga::front::wgsl::parse_str(&wgsl).expect("naga parses its own WGSL");
        let info = validate(&module, &FULL);
        hlsl_lower::write(&module, &info, Target::Spirv)
    });
}
