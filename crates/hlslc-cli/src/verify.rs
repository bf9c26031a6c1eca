//! Clang's `-verify`: expectations written as comments in the source,
//! compared with the diagnostics the compiler reported.
//!
//! ```text
//! int x = y;  // expected-error {{use of undeclared identifier 'y'}}
//! // expected-warning@+1 {{implicit truncation}}
//! // expected-error@-2 2 {{...}}      two errors two lines up
//! // expected-note@12 {{...}}         on line 12
//! // expected-error@* {{invalid profile}}  anywhere, or without a location
//! // expected-no-diagnostics
//! ```
//!
//! A directive is recognised after `//` or `/*` on its line; several may
//! share a line. The text between `{{` and `}}` must be a substring of the
//! message (as in Clang). Severities are compared after the warning policy
//! (so under `-Werror` a warning is expected as `expected-error`); notes are
//! matched like diagnostics, labels are not. Every reported diagnostic must
//! be expected and every expectation seen; a file must either expect
//! something or say `expected-no-diagnostics`.

use crate::render::locate;
use crate::{DiagnosticsFormat, FrontendOptions, Session};
use hlsl_base::{DiagCode, Diagnostic, FileId, Severity, SourceMap};
use std::path::Path;

/// Checks the file at `path` with `options` and verifies its expectations
/// (`hlslc check --verify` and the `tests/ui` harness). The error is the
/// mismatch report followed by the rendered diagnostics.
pub fn check_and_verify(path: &Path, options: FrontendOptions) -> Result<(), String> {
    check_and_verify_codes(path, options).map(drop)
}

/// [`check_and_verify`], returning on success the code of every reported
/// diagnostic, notes included, in report order (the `tests/ui` coverage
/// check uses them).
pub fn check_and_verify_codes(
    path: &Path,
    options: FrontendOptions,
) -> Result<Vec<DiagCode>, String> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| format!("cannot read '{}': {e}", path.display()))?;
    let expected = parse_expectations(&text)?;
    let mut session = Session::new(options);
    let file = session.add_source(&path.display().to_string(), &text);
    session.check(file);
    // A clean WHLSL file with a profile (`// flags: -T cs_6_0`) is also
    // lowered to naga and validated, so lowering's diagnostics can be
    // expected too.
    let lower_whlsl = session.is_whlsl(file)
        && session.options.profile.is_some()
        && session.diagnostics().is_empty();
    if lower_whlsl {
        let entry = session
            .options
            .entry
            .clone()
            .unwrap_or_else(|| "main".into());
        session.compile_whlsl(file, &entry, None);
    }
    verify(&session.sources, file, session.diagnostics(), &expected).map_err(|report| {
        let rendered = match session.render(DiagnosticsFormat::Text) {
            r if r.is_empty() => "(none)\n".to_string(),
            r => r,
        };
        format!("{report}\nthe diagnostics were:\n{rendered}")
    })?;
    Ok(codes(session.diagnostics()))
}

/// The codes of `diags` and of their notes, depth first.
pub fn codes(diags: &[Diagnostic]) -> Vec<DiagCode> {
    fn walk(d: &Diagnostic, out: &mut Vec<DiagCode>) {
        out.push(d.code);
        for n in &d.notes {
            walk(n, out);
        }
    }
    let mut out = Vec::new();
    for d in diags {
        walk(d, &mut out);
    }
    out
}

/// One `expected-…` directive.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Expectation {
    pub severity: Severity,
    /// The line the diagnostic must be on; `None` for `@*`.
    pub line: Option<u32>,
    pub count: u32,
    pub text: String,
    /// Where the directive is written.
    pub directive_line: u32,
}

/// Every directive of a file.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Expectations {
    pub items: Vec<Expectation>,
    pub no_diagnostics: bool,
}

/// Parses the directives of a file. Malformed directives are errors (a
/// typo must not turn a test into one that cannot fail).
pub fn parse_expectations(text: &str) -> Result<Expectations, String> {
    let mut out = Expectations::default();
    for (i, line) in text.lines().enumerate() {
        let line_no = i as u32 + 1;
        let Some(comment) = comment_start(line) else {
            continue;
        };
        let mut rest = &line[comment..];
        while let Some(at) = rest.find("expected-") {
            rest = &rest[at + "expected-".len()..];
            let word_len = rest
                .find(|c: char| !(c.is_ascii_alphanumeric() || c == '-'))
                .unwrap_or(rest.len());
            let severity = match &rest[..word_len] {
                "error" => Severity::Error,
                "warning" => Severity::Warning,
                "note" => Severity::Note,
                "no-diagnostics" => {
                    out.no_diagnostics = true;
                    rest = &rest[word_len..];
                    continue;
                }
                _ => continue,
            };
            rest = &rest[word_len..];
            let (e, after) = parse_directive(rest, severity, line_no)
                .map_err(|m| format!("line {line_no}: {m}"))?;
            out.items.push(e);
            rest = after;
        }
    }
    if out.no_diagnostics && !out.items.is_empty() {
        return Err("'expected-no-diagnostics' together with other expectations".into());
    }
    Ok(out)
}

/// Where a `//` or `/*` comment starts on a line.
fn comment_start(line: &str) -> Option<usize> {
    [line.find("//"), line.find("/*")]
        .into_iter()
        .flatten()
        .min()
}

/// Parses `[@loc] [count] {{text}}` after the severity word.
fn parse_directive(
    rest: &str,
    severity: Severity,
    line: u32,
) -> Result<(Expectation, &str), String> {
    let mut rest = rest;
    let mut target = Some(line);
    if let Some(loc) = rest.strip_prefix('@') {
        let end = loc.find(char::is_whitespace).unwrap_or(loc.len());
        let spec = &loc[..end];
        let invalid = || format!("invalid location '@{spec}'");
        target = if spec == "*" {
            None
        } else {
            let line = match spec.as_bytes().first() {
                Some(b'+') => spec[1..].parse::<u32>().ok().map(|d| line + d),
                Some(b'-') => spec[1..]
                    .parse::<u32>()
                    .ok()
                    .and_then(|d| line.checked_sub(d)),
                _ => spec.parse::<u32>().ok(),
            };
            Some(line.filter(|&l| l > 0).ok_or_else(invalid)?)
        };
        rest = &loc[end..];
    }
    rest = rest.trim_start();
    let digits = rest
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(rest.len());
    let mut count = 1;
    if digits > 0 {
        count = rest[..digits]
            .parse::<u32>()
            .ok()
            .filter(|&n| n > 0)
            .ok_or_else(|| format!("invalid count '{}'", &rest[..digits]))?;
        rest = rest[digits..].trim_start();
    }
    let body = rest
        .strip_prefix("{{")
        .ok_or_else(|| "expected '{{' after the directive".to_string())?;
    let close = body
        .find("}}")
        .ok_or_else(|| "missing '}}' after the expected text".to_string())?;
    let e = Expectation {
        severity,
        line: target,
        count,
        text: body[..close].to_string(),
        directive_line: line,
    };
    Ok((e, &body[close + 2..]))
}

/// A reported diagnostic (or note) as `-verify` sees it.
struct Seen<'a> {
    severity: Severity,
    /// The line in the verified file; `None` elsewhere or without location.
    line: Option<u32>,
    message: &'a str,
    used: bool,
}

fn flatten<'a>(sources: &SourceMap, file: FileId, d: &'a Diagnostic, out: &mut Vec<Seen<'a>>) {
    let in_file = sources.file_of(d.span.lo) == Some(file);
    let line = locate(sources, d.span).filter(|_| in_file).map(|l| l.line);
    out.push(Seen {
        severity: d.severity,
        line,
        message: &d.message,
        used: false,
    });
    for n in &d.notes {
        flatten(sources, file, n, out);
    }
}

/// Compares diagnostics with expectations; the error lists both directions.
pub fn verify(
    sources: &SourceMap,
    file: FileId,
    diags: &[Diagnostic],
    expected: &Expectations,
) -> Result<(), String> {
    if expected.items.is_empty() && !expected.no_diagnostics {
        return Err(
            "the file asserts nothing: add 'expected-…' comments or 'expected-no-diagnostics'"
                .into(),
        );
    }
    let mut seen = Vec::new();
    for d in diags {
        flatten(sources, file, d, &mut seen);
    }
    let mut missing: Vec<(Severity, String)> = Vec::new();
    for e in &expected.items {
        let mut found = 0;
        for s in seen.iter_mut() {
            if found == e.count {
                break;
            }
            let line_ok = e.line.is_none() || s.line == e.line;
            if !s.used && s.severity == e.severity && line_ok && s.message.contains(&e.text) {
                s.used = true;
                found += 1;
            }
        }
        if found < e.count {
            let at = e.line.map_or("*".to_string(), |l| l.to_string());
            let times = if e.count > 1 {
                format!(" (seen {found} of {})", e.count)
            } else {
                String::new()
            };
            let text = format!(
                "Line {at} (directive on line {}): {}{times}",
                e.directive_line, e.text
            );
            missing.push((e.severity, text));
        }
    }
    let unexpected: Vec<(Severity, String)> = seen
        .iter()
        .filter(|s| !s.used)
        .map(|s| {
            let at = s.line.map_or("*".to_string(), |l| l.to_string());
            (s.severity, format!("Line {at}: {}", s.message))
        })
        .collect();
    let mut report = String::new();
    for (list, what) in [
        (&missing, "expected but not seen"),
        (&unexpected, "seen but not expected"),
    ] {
        for sev in [Severity::Error, Severity::Warning, Severity::Note] {
            let lines: Vec<&String> = list
                .iter()
                .filter(|(s, _)| *s == sev)
                .map(|(_, t)| t)
                .collect();
            if !lines.is_empty() {
                report.push_str(&format!("'{}' diagnostics {what}:\n", sev.as_str()));
                for l in lines {
                    report.push_str(&format!("  {l}\n"));
                }
            }
        }
    }
    if report.is_empty() {
        Ok(())
    } else {
        Err(report)
    }
}

/// The values of `// KEY: value` lines in the file's leading comment block
/// (lines before the first one that is neither blank nor a `//` comment).
pub fn header_values(text: &str, key: &str) -> Vec<String> {
    let prefix = format!("{key}:");
    text.lines()
        .map(str::trim)
        .take_while(|l| l.is_empty() || l.starts_with("//"))
        .filter_map(|l| l.strip_prefix("//"))
        .filter_map(|l| l.trim_start().strip_prefix(prefix.as_str()))
        .map(|v| v.trim().to_string())
        .collect()
}

/// The values of `// KEY: value` lines anywhere in the file, with their
/// line numbers.
pub fn directive_values(text: &str, key: &str) -> Vec<(u32, String)> {
    let prefix = format!("{key}:");
    text.lines()
        .enumerate()
        .filter_map(|(i, l)| {
            let v = l
                .trim()
                .strip_prefix("//")?
                .trim_start()
                .strip_prefix(prefix.as_str())?;
            Some((i as u32 + 1, v.trim().to_string()))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use hlsl_base::Span;

    fn exp(text: &str) -> Vec<(Severity, Option<u32>, u32, String)> {
        parse_expectations(text)
            .unwrap()
            .items
            .into_iter()
            .map(|e| (e.severity, e.line, e.count, e.text))
            .collect()
    }

    #[test]
    fn directives_parse() {
        let src = "int x; // expected-error {{a}} expected-note@+2 {{b}}\n\
                   \n\
                   // expected-warning@-1 2 {{c d}}\n\
                   // expected-error@1 {{e}}\n\
                   /* expected-error@* {{f}} */\n\
                   the words expected-error {{not in a comment}}\n";
        assert_eq!(
            exp(src),
            vec![
                (Severity::Error, Some(1), 1, "a".into()),
                (Severity::Note, Some(3), 1, "b".into()),
                (Severity::Warning, Some(2), 2, "c d".into()),
                (Severity::Error, Some(1), 1, "e".into()),
                (Severity::Error, None, 1, "f".into()),
            ]
        );
        let none = parse_expectations("// expected-no-diagnostics\n").unwrap();
        assert!(none.no_diagnostics && none.items.is_empty());
    }

    #[test]
    fn malformed_directives_are_errors() {
        for bad in [
            "// expected-error",
            "// expected-error {{unclosed",
            "// expected-error@+x {{a}}",
            "// expected-error@-1 {{a}}",
            "// expected-error 0 {{a}}",
            "// expected-no-diagnostics\n// expected-error {{a}}",
        ] {
            assert!(parse_expectations(bad).is_err(), "{bad}");
        }
    }

    fn check(src: &str, diags: &[(DiagCode, u32)]) -> Result<(), String> {
        let mut sm = SourceMap::new();
        sm.add(crate::render::COMMAND_LINE, "");
        let file = sm.add("t.hlsl", src);
        let base = sm.file(file).base;
        let starts: Vec<u32> = std::iter::once(0)
            .chain(src.match_indices('\n').map(|(i, _)| i as u32 + 1))
            .collect();
        let diags: Vec<Diagnostic> = diags
            .iter()
            .map(|&(code, line)| {
                let span = if line == 0 {
                    Span::DUMMY
                } else {
                    let at = base + starts[line as usize - 1];
                    Span::new(at, at)
                };
                Diagnostic::new(code, span, &[&"x", &"y", &"z"])
            })
            .collect();
        verify(&sm, file, &diags, &parse_expectations(src)?)
    }

    #[test]
    fn matching_reports_both_directions() {
        let undeclared = DiagCode::err_undeclared_identifier;
        let src = "a // expected-error {{undeclared identifier 'x'}}\n";
        assert_eq!(check(src, &[(undeclared, 1)]), Ok(()));
        let err = check(src, &[(undeclared, 2)]).unwrap_err();
        assert!(
            err.contains("'error' diagnostics expected but not seen:\n  Line 1"),
            "{err}"
        );
        assert!(
            err.contains("'error' diagnostics seen but not expected:\n  Line 2: use of"),
            "{err}"
        );
        let two = "a // expected-error 2 {{undeclared}}\n";
        assert_eq!(check(two, &[(undeclared, 1), (undeclared, 1)]), Ok(()));
        let err = check(two, &[(undeclared, 1)]).unwrap_err();
        assert!(err.contains("(seen 1 of 2)"), "{err}");
        let anywhere = "// expected-error@* {{invalid profile}}\n";
        assert_eq!(
            check(anywhere, &[(DiagCode::err_invalid_profile, 0)]),
            Ok(())
        );
        // A located-nowhere diagnostic only matches `@*`.
        let line1 = "// expected-error {{invalid profile}}\n";
        assert!(check(line1, &[(DiagCode::err_invalid_profile, 0)]).is_err());
        // Severity matters: a warning does not satisfy expected-error.
        let src = "// expected-error {{truncation}}\n";
        assert!(check(src, &[(DiagCode::warn_implicit_truncation, 1)]).is_err());
    }

    #[test]
    fn files_must_assert_something() {
        assert!(check("int x;\n", &[])
            .unwrap_err()
            .contains("asserts nothing"));
        assert_eq!(check("// expected-no-diagnostics\n", &[]), Ok(()));
        assert!(check(
            "// expected-no-diagnostics\n",
            &[(DiagCode::err_expected_type, 1)]
        )
        .is_err());
    }

    #[test]
    fn headers_and_directives() {
        let src =
            "// flags: -T cs_6_0\n\n// flags: -Werror\nint x;\n// flags: -w\n// run: f int:1\n";
        assert_eq!(header_values(src, "flags"), ["-T cs_6_0", "-Werror"]);
        assert_eq!(directive_values(src, "run"), [(6, "f int:1".to_string())]);
    }
}
