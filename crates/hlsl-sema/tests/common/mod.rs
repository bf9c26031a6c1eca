//! Checks a source text as a library (no profile) and returns the program,
//! asserting that it parses and checks without errors.

use hlsl_base::SourceMap;
use hlsl_sema::ir::Program;
use hlsl_sema::CheckOptions;
use hlsl_syntax::{parse_source, Dialect};

pub fn check_clean(name: &str, source: &str) -> Program {
    let mut sources = SourceMap::new();
    let file = sources.add(name.to_string(), source.to_string());
    let (unit, diags) = parse_source(&mut sources, file, Dialect::Hlsl);
    assert!(diags.0.is_empty(), "{diags:?}");
    let options = CheckOptions {
        dialect: Dialect::Hlsl,
        profile: None,
        entry: None,
        after_errors: false,
        enable_16bit_types: false,
        hlsl_version: 2021,
        layout: Default::default(),
    };
    let (program, diags) = hlsl_sema::check(&unit, &options);
    assert!(!diags.has_errors(), "{diags:?}");
    program
}
