//! `include_hlsl!`: an HLSL file compiled with [`hlslc`] while the crate
//! builds, its code embedded in the program.
//!
//! ```
//! // SPIR-V words for the compute entry point `main`:
//! const DOUBLE: &[u32] = hlslc_macros::include_hlsl!("tests/double.hlsl", "cs_6_0", "main");
//! assert_eq!(DOUBLE[0], 0x0723_0203);
//! // Another target's text:
//! const WGSL: &str = hlslc_macros::include_hlsl!("tests/double.hlsl", "cs_6_0", "main", "wgsl");
//! assert!(WGSL.contains("@compute @workgroup_size(64, 1, 1)"));
//! ```
//!
//! The path is relative to the crate's directory (`CARGO_MANIFEST_DIR`),
//! and includes are found beside the file. Every file read (includes too)
//! is also embedded with `include_bytes!`, so that editing one recompiles
//! the crate. A shader that does not compile is a `compile_error!` at the
//! macro call, with hlslc's diagnostics:
//!
//! ```compile_fail
//! const BAD: &[u32] = hlslc_macros::include_hlsl!("tests/bad.hlsl", "cs_6_0", "main");
//! ```
#![forbid(unsafe_code)]
#![warn(missing_docs)]

use proc_macro::{TokenStream, TokenTree};
use std::fmt::Write;
use std::path::PathBuf;

/// `include_hlsl!("path.hlsl", "profile", "entry")` is the SPIR-V words
/// (`&'static [u32]`); with a fourth argument, `"wgsl"`, `"msl"` or
/// `"glsl"`, that target's text (`&'static str`).
#[proc_macro]
pub fn include_hlsl(input: TokenStream) -> TokenStream {
    match expand(input) {
        Ok(code) => code
            .parse()
            .unwrap_or_else(|_| error("internal error: bad expansion")),
        Err(message) => error(&message),
    }
}

/// `compile_error!(message)` at the macro call.
fn error(message: &str) -> TokenStream {
    format!("compile_error!({message:?})")
        .parse()
        .unwrap_or_default()
}

fn expand(input: TokenStream) -> Result<String, String> {
    let args = string_arguments(input)?;
    let (path, profile, entry, target) = match args.as_slice() {
        [p, t, e] => (p, t, e, "spirv"),
        [p, t, e, target] => (p, t, e, target.as_str()),
        _ => {
            return Err(
                "include_hlsl! takes (\"path.hlsl\", \"profile\", \"entry\"[, \"target\"])".into(),
            )
        }
    };
    let profile: hlslc::Profile = profile.parse().map_err(|e| format!("{e}"))?;
    let target: hlslc::EmitTarget = target
        .parse()
        .map_err(|e| format!("{e} (spirv, wgsl, msl or glsl)"))?;
    let root = std::env::var_os("CARGO_MANIFEST_DIR")
        .map(PathBuf::from)
        .unwrap_or_default();
    let file = root.join(path);
    let options = hlslc::CompileOptions::new(profile, entry.as_str()).with_target(target);
    let out = hlslc::compile_file(&file, &options).map_err(|d| d.to_string())?;
    let mut code = String::from("{\n");
    for read in &out.files {
        let read = if read.is_absolute() {
            read.clone()
        } else {
            root.join(read)
        };
        // rustc records the file, so an edit recompiles the crate.
        let _ = writeln!(
            code,
            "    const _: &[u8] = include_bytes!({:?});",
            read.display().to_string()
        );
    }
    match out.code {
        Some(hlslc::Code::Spirv(words)) => {
            code.push_str("    const CODE: &[u32] = &[");
            for w in words {
                let _ = write!(code, "{w:#010x}, ");
            }
            code.push_str("];\n    CODE\n}");
        }
        Some(hlslc::Code::Text(text)) => {
            let _ = write!(code, "    const CODE: &str = {text:?};\n    CODE\n}}");
        }
        None => return Err("hlslc wrote no code".into()),
    }
    Ok(code)
}

/// The string literals of the arguments, separated by commas.
fn string_arguments(input: TokenStream) -> Result<Vec<String>, String> {
    let mut args = Vec::new();
    let mut expect_literal = true;
    for token in input {
        match token {
            TokenTree::Literal(lit) if expect_literal => {
                args.push(unquote(&lit.to_string())?);
                expect_literal = false;
            }
            TokenTree::Punct(p) if !expect_literal && p.as_char() == ',' => expect_literal = true,
            TokenTree::Group(g) if g.delimiter() == proc_macro::Delimiter::None => {
                // A literal passed through a `macro_rules!` argument.
                args.extend(string_arguments(g.stream())?);
                expect_literal = false;
            }
            other => {
                return Err(format!(
                    "include_hlsl! expected a string literal, found `{other}`"
                ))
            }
        }
    }
    Ok(args)
}

/// The value of a string literal: `"…"` with `\\`, `\"`, `\n` and `\t`
/// escapes, or a raw `r"…"`/`r#"…"#`.
fn unquote(lit: &str) -> Result<String, String> {
    if let Some(raw) = lit.strip_prefix('r') {
        let hashes = raw.len() - raw.trim_start_matches('#').len();
        let inner = &raw[hashes..raw.len() - hashes];
        return inner
            .strip_prefix('"')
            .and_then(|s| s.strip_suffix('"'))
            .map(str::to_string)
            .ok_or_else(|| format!("include_hlsl! expected a string literal, found `{lit}`"));
    }
    let inner = lit
        .strip_prefix('"')
        .and_then(|s| s.strip_suffix('"'))
        .ok_or_else(|| format!("include_hlsl! expected a string literal, found `{lit}`"))?;
    let mut out = String::new();
    let mut chars = inner.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('\\') => out.push('\\'),
            Some('"') => out.push('"'),
            Some('n') => out.push('\n'),
            Some('t') => out.push('\t'),
            other => {
                return Err(format!(
                    "include_hlsl! does not read the escape `\\{}` in `{lit}`",
                    other.map(String::from).unwrap_or_default()
                ))
            }
        }
    }
    Ok(out)
}
