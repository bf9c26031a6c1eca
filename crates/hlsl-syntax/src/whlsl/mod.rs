//! WHLSL: its own lexer (`lexer`), tokens, syntax tree (`ast`) and parser,
//! by the specification's "Grammar" section. There is no preprocessor.
//! Validation (the specification's "Validation" section) is
//! `hlsl_sema::whlsl`.

pub mod ast;
mod dump;
pub mod lexer;
pub mod parser;
pub mod token;

pub use dump::dump;

use hlsl_base::{Diagnostics, FileId, SourceMap};

/// Lexes and parses one WHLSL file of the source map.
pub fn parse(sources: &SourceMap, file: FileId) -> (ast::Unit, Diagnostics) {
    let mut diags = Diagnostics::new();
    let tokens = lexer::lex(sources, file, &mut diags);
    let unit = parser::parse_tokens(sources, tokens, &mut diags);
    (unit, diags)
}
