//! Limits that the data tests cannot show cheaply.

use super::*;

fn run(text: &str) -> (SourceMap, Vec<Token>, Diagnostics) {
    let mut sources = SourceMap::new();
    let file = sources.add("t.hlsl", text);
    let mut diags = Diagnostics::new();
    let options = PreprocessOptions::default();
    let (toks, _) = preprocess(&mut sources, file, &options, &mut NoIncludes, &mut diags);
    (sources, toks, diags)
}

#[test]
fn exponential_expansion_stops_at_the_limit() {
    let mut text = String::from("#define m0 x x\n");
    for i in 1..=24 {
        text.push_str(&format!("#define m{i} m{} m{}\n", i - 1, i - 1));
    }
    text.push_str("m24\nafter\n");
    let (sources, toks, diags) = run(&text);
    let codes: Vec<_> = diags.iter().map(|d| d.code).collect();
    assert_eq!(codes, [DiagCode::err_pp_expansion_limit]);
    assert!(toks.len() <= MAX_EXPANSION_TOKENS + 3);
    let last = toks[toks.len() - 2];
    assert_eq!(sources.text(last.spelling), "after");
}

/// Found by fuzzing (docs/fuzzing.md): 40 uses of a macro that expands
/// to a million tokens, each under the per-use limit, took seconds and
/// hundreds of megabytes; 2,000 uses (4 KB of text) would take gigabytes.
/// Past the total limit, macro names are left unexpanded.
#[test]
fn total_expansion_is_bounded() {
    let mut text = String::from("#define a x x x x x x x x x x\n");
    text.push_str("#define b a a a a a a a a a a\n");
    text.push_str("#define F(p) b p b\n");
    text.push_str(&"b ".repeat(100));
    text.push_str("\nF(1) F(2) after\n");
    let mut sources = SourceMap::new();
    let file = sources.add("t.hlsl", text);
    let mut diags = Diagnostics::new();
    let options = PreprocessOptions::default();
    let limit = 5_000;
    let (toks, _) = preprocess_limited(
        &mut sources,
        file,
        &options,
        &mut NoIncludes,
        &mut diags,
        limit,
    );
    let codes: Vec<_> = diags.iter().map(|d| d.code).collect();
    assert_eq!(codes, [DiagCode::err_pp_total_expansion_limit]);
    // A use of `b` counts 110 tokens (its body, then each `a`'s): 45 uses
    // and half of the 46th fit; the rest of the file is left as written.
    let spelled: Vec<&str> = toks.iter().map(|t| sources.text(t.spelling)).collect();
    let count = |word: &str| spelled.iter().filter(|s| **s == word).count();
    assert_eq!(count("x"), 4_550);
    assert_eq!((count("a"), count("b"), count("F")), (5, 54, 2));
    assert_eq!(spelled[spelled.len() - 2..], ["after", ""]);
    let message = &diags.0[0].message;
    assert!(message.contains("(limit 5000); 'a' and later macros are not expanded"));
}

#[test]
fn deeply_nested_arguments_are_bounded() {
    let depth = 400;
    let text = format!(
        "#define F(x) x\n{}1{}\n",
        "F(".repeat(depth),
        ")".repeat(depth)
    );
    let (_, _, diags) = run(&text);
    let codes: Vec<_> = diags.iter().map(|d| d.code).collect();
    assert_eq!(codes, [DiagCode::err_pp_nesting_limit]);
}

#[test]
fn self_including_file_hits_the_depth_limit_once() {
    struct Loop;
    impl IncludeResolver for Loop {
        fn resolve(
            &mut self,
            _: &str,
            _: IncludeKind,
            _: &str,
        ) -> Result<(String, String), String> {
            Ok((
                "loop.hlsli".into(),
                "#include \"loop.hlsli\"\n#include \"loop.hlsli\"\n".into(),
            ))
        }
    }
    let mut sources = SourceMap::new();
    let file = sources.add("t.hlsl", "#include \"loop.hlsli\"\n");
    let mut diags = Diagnostics::new();
    let options = PreprocessOptions::default();
    preprocess(&mut sources, file, &options, &mut Loop, &mut diags);
    let codes: Vec<_> = diags.iter().map(|d| d.code).collect();
    assert_eq!(codes, [DiagCode::err_pp_include_depth]);
}

#[test]
fn deep_if_expressions_are_bounded() {
    let text = format!("#if {}1{}\n#endif\n", "(".repeat(1000), ")".repeat(1000));
    let (_, _, diags) = run(&text);
    let codes: Vec<_> = diags.iter().map(|d| d.code).collect();
    assert_eq!(codes, [DiagCode::err_nesting_too_deep]);
    let text = format!("#if {}1\n#endif\n", "-".repeat(1000));
    let (_, _, diags) = run(&text);
    assert_eq!(diags.len(), 1);
}
