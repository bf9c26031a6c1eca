//! Lexing, preprocessing and parsing for both dialects.
//!
//! The public surface is [`parse`] (text → [`ast::SourceUnit`] plus
//! diagnostics) and the [`ast`] it builds. Parsing never fails: wrong text
//! gives diagnostics and `Error` nodes. The stages are public so a
//! preprocessor can sit between them: [`lexer::lex`] → tokens →
//! [`directives::strip_directives`] (the preprocessor's place) →
//! [`parser::parse_tokens`].

pub mod ast;
pub mod directives;
mod dump;
pub mod lexer;
pub mod literal;
pub mod parser;
pub mod token;
mod typenames;

pub use dump::dump;

use hlsl_base::{Diagnostics, FileId, SourceMap};

/// Which language a file is written in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Dialect {
    Hlsl,
    Whlsl,
}

impl Dialect {
    /// `.whlsl` files are WHLSL; everything else is HLSL.
    pub fn from_path(path: &str) -> Dialect {
        if path.ends_with(".whlsl") {
            Dialect::Whlsl
        } else {
            Dialect::Hlsl
        }
    }
}

/// Parses one file of the source map. (WHLSL has no parser of its own yet;
/// both dialects read HLSL syntax for now.)
pub fn parse(
    sources: &SourceMap,
    file: FileId,
    dialect: Dialect,
) -> (ast::SourceUnit, Diagnostics) {
    let _ = dialect;
    let mut diags = Diagnostics::new();
    let tokens = lexer::lex(sources, file, &mut diags);
    let tokens = directives::strip_directives(sources, tokens, &mut diags);
    let unit = parser::parse_tokens(sources, tokens, &mut diags);
    (unit, diags)
}
