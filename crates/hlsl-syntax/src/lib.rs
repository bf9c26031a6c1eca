//! Lexing, preprocessing and parsing for both dialects.
//!
//! The public surface is [`parse`] (text → [`ast::SourceUnit`] plus
//! diagnostics) and the [`ast`] it builds. Parsing never fails: wrong text
//! gives diagnostics and `Error` nodes. The stages are public so a
//! preprocessor can sit between them: [`lexer::lex`] → tokens →
//! [`preprocess::preprocess`] → [`parser::parse_tokens`].
//!
//! WHLSL has a lexer, syntax tree and parser of its own: [`whlsl::parse`].
#![forbid(unsafe_code)]

pub mod ast;
mod cursor;
pub mod directives;
mod dump;
pub mod lexer;
pub mod literal;
mod name_filter;
pub mod parser;
pub mod preprocess;
mod recover;
pub mod token;
mod typenames;
pub mod whlsl;

pub use dump::dump;

use hlsl_base::{Diagnostics, FileId, SourceMap};
use preprocess::{IncludeResolver, NoIncludes, PreprocessOptions};

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

/// How to read a file: its dialect and, for HLSL, the preprocessor's options.
#[derive(Clone, Debug)]
pub struct ParseOptions {
    pub dialect: Dialect,
    pub preprocess: PreprocessOptions,
}

impl ParseOptions {
    pub fn new(dialect: Dialect) -> ParseOptions {
        ParseOptions {
            dialect,
            preprocess: PreprocessOptions::default(),
        }
    }
}

/// Parses one file of the source map, preprocessing it first (HLSL):
/// included files come from `resolver` and are added to `sources`, as are
/// the `<built-in>` and `<scratch space>` buffers. What the preprocessor
/// recorded is in the unit's `preprocess`; diagnostics that land on a macro
/// use carry `note_pp_expanded_from` notes. This is the HLSL front end:
/// with [`Dialect::Whlsl`] it only strips `#` lines and reads HLSL syntax;
/// WHLSL's own parser is [`whlsl::parse`], which `hlslc` uses.
pub fn parse(
    sources: &mut SourceMap,
    file: FileId,
    options: &ParseOptions,
    resolver: &mut dyn IncludeResolver,
) -> (ast::SourceUnit, Diagnostics) {
    let mut diags = Diagnostics::new();
    let (tokens, info) = match options.dialect {
        Dialect::Hlsl => {
            preprocess::preprocess(sources, file, &options.preprocess, resolver, &mut diags)
        }
        Dialect::Whlsl => {
            let tokens = lexer::lex(sources, file, &mut diags);
            let tokens = directives::strip_directives(sources, tokens, &mut diags);
            (tokens, preprocess::PreprocessInfo::default())
        }
    };
    let before = diags.len();
    let mut unit = parser::parse_tokens(sources, tokens, &mut diags);
    if !info.expansions.is_empty() {
        for d in &mut diags.0[before..] {
            info.add_macro_notes(d);
        }
    }
    unit.preprocess = info;
    (unit, diags)
}

/// [`parse`] with default options and no include files.
pub fn parse_source(
    sources: &mut SourceMap,
    file: FileId,
    dialect: Dialect,
) -> (ast::SourceUnit, Diagnostics) {
    parse(sources, file, &ParseOptions::new(dialect), &mut NoIncludes)
}
