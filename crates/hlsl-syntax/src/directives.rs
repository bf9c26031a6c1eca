//! Directive lines in text that is not preprocessed.
//!
//! WHLSL has no preprocessor. When WHLSL text is read with the HLSL parser
//! (`parse` with `Dialect::Whlsl`), every directive (a `#` that starts a
//! line) is reported as `err_pp_invalid_directive` naming it, and its line
//! is dropped, so the parser never sees directive tokens. HLSL text goes
//! through the preprocessor (`preprocess/`) instead.

use crate::token::{Token, TokenKind};
use hlsl_base::{DiagCode, Diagnostics, SourceMap};

/// Removes directive lines from `tokens`, reporting each one.
pub fn strip_directives(
    sources: &SourceMap,
    tokens: Vec<Token>,
    diags: &mut Diagnostics,
) -> Vec<Token> {
    if !tokens
        .iter()
        .any(|t| t.kind == TokenKind::Hash && t.at_line_start())
    {
        return tokens;
    }
    let mut out = Vec::with_capacity(tokens.len());
    let mut i = 0;
    while i < tokens.len() {
        let t = tokens[i];
        if t.kind != TokenKind::Hash || !t.at_line_start() {
            out.push(t);
            i += 1;
            continue;
        }
        // `#name`: the name is the next token if it is on the same line.
        // A lone `#` is C's null directive: nothing to report.
        if let Some(n) = tokens.get(i + 1) {
            if !n.at_line_start() && n.kind != TokenKind::Eof {
                let name = sources.text(n.span);
                diags.report(
                    DiagCode::err_pp_invalid_directive,
                    t.span.to(n.span),
                    &[&name],
                );
            }
        }
        i += 1;
        while i < tokens.len() && !tokens[i].at_line_start() && tokens[i].kind != TokenKind::Eof {
            i += 1;
        }
    }
    out
}
