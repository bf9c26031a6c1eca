//! Front-end throughput on a large generated input with includes and
//! macros (`pp_main.hlsl` and its headers, which `benches/corpus/gen_pp.py`
//! writes into a scratch folder when the bench starts): lexing, preprocessing, parsing the preprocessed tokens,
//! and preprocess + parse together, as `hlsl_syntax::parse` runs them.
//!
//! `cargo bench -p hlsl-syntax --bench parse` (docs/performance.md). Files
//! are served from memory, loaded before timing. Each bench counts the
//! same input: the bytes and lines of every file as the preprocessor reads
//! it (the main file, and each header once per `#include` that reads it;
//! a `#pragma once` header is read once), so the columns compare.

use divan::counter::{BytesCount, ItemsCount};
use divan::{black_box, Bencher};
use hlsl_base::{Diagnostics, FileId, SourceMap};
use hlsl_syntax::preprocess::{self, IncludeKind, IncludeResolver};
use hlsl_syntax::token::Token;
use hlsl_syntax::{lexer, parser, Dialect, ParseOptions};
use std::collections::HashMap;
use std::sync::LazyLock;

fn main() {
    LazyLock::force(&INPUT);
    divan::Divan::from_args()
        .bytes_format(divan::counter::BytesFormat::Decimal)
        .main();
}

const MAIN: &str = "pp_main.hlsl";

/// Serves the corpus from memory and notes what it served.
struct Corpus<'a> {
    files: &'a HashMap<String, String>,
    served: Vec<String>,
}

impl IncludeResolver for Corpus<'_> {
    fn resolve(&mut self, name: &str, _: IncludeKind, _: &str) -> Result<(String, String), String> {
        let text = self.files.get(name).ok_or("not in the corpus")?;
        self.served.push(name.to_string());
        Ok((name.to_string(), text.clone()))
    }
}

/// The corpus, loaded and checked once.
struct Input {
    files: HashMap<String, String>,
    /// A source map holding only the main file (parsing adds to a copy).
    sources: SourceMap,
    main: FileId,
    /// Every file read, in order, with repeats (for the lexer bench).
    read: SourceMap,
    read_ids: Vec<FileId>,
    bytes: usize,
    lines: usize,
    /// The preprocessor's output, for the parse-only bench.
    tokens: Vec<Token>,
    tokens_sources: SourceMap,
}

static INPUT: LazyLock<Input> = LazyLock::new(load);

fn load() -> Input {
    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/benches/corpus/gen_pp.py");
    let dir = std::env::temp_dir().join(format!("hlslc-bench-parse-{}", std::process::id()));
    let status = std::process::Command::new("python3")
        .arg(script)
        .arg(&dir)
        .stdout(std::process::Stdio::null())
        .status()
        .expect("the parse bench runs python3 benches/corpus/gen_pp.py");
    assert!(status.success(), "gen_pp.py failed");
    let mut files = HashMap::new();
    for entry in std::fs::read_dir(&dir).expect("the generated corpus") {
        let path = entry.expect("corpus entry").path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        if name.starts_with("pp_") {
            files.insert(name, std::fs::read_to_string(&path).expect("corpus file"));
        }
    }
    let mut sources = SourceMap::new();
    let main = sources.add(MAIN, files[MAIN].clone());

    // One checked run: no diagnostics at all, and what was read.
    let mut check = sources.clone();
    let mut corpus = Corpus {
        files: &files,
        served: Vec::new(),
    };
    let options = ParseOptions::new(Dialect::Hlsl);
    let (unit, diags) = hlsl_syntax::parse(&mut check, main, &options, &mut corpus);
    assert!(
        diags.is_empty(),
        "the corpus must parse cleanly: {:#?}",
        diags.iter().take(5).collect::<Vec<_>>()
    );
    assert!(unit.decls.len() > 100);

    let mut read = SourceMap::new();
    let mut read_ids = vec![read.add(MAIN, files[MAIN].clone())];
    for name in &corpus.served {
        read_ids.push(read.add(name.clone(), files[name].clone()));
    }
    let texts = read_ids.iter().map(|&id| read.file(id).text.clone());
    let (bytes, lines) = texts.fold((0, 0), |(b, l), t| (b + t.len(), l + t.lines().count()));

    let mut tokens_sources = sources.clone();
    let mut diags = Diagnostics::new();
    let (tokens, _) = preprocess::preprocess(
        &mut tokens_sources,
        main,
        &options.preprocess,
        &mut Corpus {
            files: &files,
            served: Vec::new(),
        },
        &mut diags,
    );
    let printed = preprocess::print_tokens(&tokens_sources, &tokens);
    eprintln!(
        "corpus: {} files read ({} distinct), {bytes} bytes, {lines} lines; \
         preprocessed: {} lines, {} tokens",
        read_ids.len(),
        files.len(),
        printed.lines().count(),
        tokens.len()
    );
    Input {
        files,
        sources,
        main,
        read,
        read_ids,
        bytes,
        lines,
        tokens,
        tokens_sources,
    }
}

fn counted<'a, 'b>(bencher: Bencher<'a, 'b>, input: &Input) -> Bencher<'a, 'b> {
    bencher
        .counter(BytesCount::new(input.bytes))
        .counter(ItemsCount::new(input.lines))
}

/// Lexing every file read (no directives or macros applied).
#[divan::bench]
fn lex(bencher: Bencher) {
    let input = &*INPUT;
    counted(bencher, input).bench_local(|| {
        let mut diags = Diagnostics::new();
        let mut n = 0;
        for &id in &input.read_ids {
            n += lexer::lex(&input.read, id, &mut diags).len();
        }
        black_box(n)
    });
}

/// Lexing and preprocessing (includes, conditionals, macro expansion).
#[divan::bench]
fn preprocess(bencher: Bencher) {
    let input = &*INPUT;
    let options = ParseOptions::new(Dialect::Hlsl);
    counted(bencher, input)
        .with_inputs(|| input.sources.clone())
        .bench_local_values(|mut sources| {
            let mut diags = Diagnostics::new();
            let mut corpus = Corpus {
                files: &input.files,
                served: Vec::new(),
            };
            let out = preprocess::preprocess(
                &mut sources,
                input.main,
                &options.preprocess,
                &mut corpus,
                &mut diags,
            );
            (out, sources)
        });
}

/// Parsing the preprocessed tokens only.
#[divan::bench]
fn parse_tokens(bencher: Bencher) {
    let input = &*INPUT;
    counted(bencher, input)
        .with_inputs(|| input.tokens.clone())
        .bench_local_values(|tokens| {
            let mut diags = Diagnostics::new();
            let unit = parser::parse_tokens(&input.tokens_sources, tokens, &mut diags);
            (unit, diags)
        });
}

/// `hlsl_syntax::parse`: preprocess and parse, as the driver runs them.
#[divan::bench]
fn preprocess_parse(bencher: Bencher) {
    let input = &*INPUT;
    let options = ParseOptions::new(Dialect::Hlsl);
    counted(bencher, input)
        .with_inputs(|| input.sources.clone())
        .bench_local_values(|mut sources| {
            let mut corpus = Corpus {
                files: &input.files,
                served: Vec::new(),
            };
            let out = hlsl_syntax::parse(&mut sources, input.main, &options, &mut corpus);
            (out, sources)
        });
}
