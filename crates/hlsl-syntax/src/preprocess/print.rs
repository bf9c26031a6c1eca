//! Preprocessed tokens back to text (`hlslc preprocess`): one output line
//! per source line that produced tokens, spaces where the source had them
//! and where two tokens would otherwise run together.

use crate::lexer;
use crate::token::{Token, TokenKind};
use hlsl_base::{Diagnostics, SourceMap};

/// The text of `tokens` (the `Eof` is left out).
pub fn print_tokens(sources: &SourceMap, tokens: &[Token]) -> String {
    let mut out = String::new();
    let mut prev: Option<&str> = None;
    for t in tokens {
        if t.kind == TokenKind::Eof {
            break;
        }
        let text = sources.text(t.spelling);
        if let Some(p) = prev {
            if t.at_line_start() {
                out.push('\n');
            } else if t.space_before() || would_merge(p, text) {
                out.push(' ');
            }
        }
        out.push_str(text);
        prev = Some(text);
    }
    if prev.is_some() {
        out.push('\n');
    }
    out
}

/// Whether `a` directly followed by `b` would lex differently.
fn would_merge(a: &str, b: &str) -> bool {
    let joined = format!("{a}{b}");
    let mut diags = Diagnostics::new();
    let toks = lexer::lex_text(&joined, 0, &mut diags);
    toks.len() != 3 || toks[0].span.hi as usize != a.len()
}
