//! Diagnostic rendering: Clang's text format and a JSON document for tools.
//!
//! A diagnostic whose span lies in the session's `<command line>` pseudo-file
//! (every `Span::DUMMY` does) has no source location; it is printed the way
//! Clang prints command-line problems: `warning: message [-Wgroup]`.

use hlsl_base::{Diagnostic, Level, Severity, SourceMap, Span};
use serde_json::{json, Value};
use std::fmt::Write;

/// The name of the pseudo-file that holds located-nowhere diagnostics.
pub const COMMAND_LINE: &str = "<command line>";

/// Where a span starts and ends, if it lies in a real file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Location {
    pub file: String,
    pub line: u32,
    pub column: u32,
    /// One past the span's last byte.
    pub end_line: u32,
    pub end_column: u32,
}

/// The location of `span`, or `None` for the command line.
pub fn locate(sources: &SourceMap, span: Span) -> Option<Location> {
    let (file, start) = sources.locate(span.lo)?;
    let f = sources.file(file);
    if f.name == COMMAND_LINE {
        return None;
    }
    let end = sources
        .locate(span.hi)
        .filter(|(id, _)| *id == file)
        .map_or(start, |(_, lc)| lc);
    Some(Location {
        file: f.name.clone(),
        line: start.line,
        column: start.col,
        end_line: end.line,
        end_column: end.col,
    })
}

/// Renders diagnostics as Clang does, followed by Clang's summary line
/// (`1 warning and 2 errors generated.`) when there were any.
pub fn render_text(sources: &SourceMap, diags: &[Diagnostic]) -> String {
    let mut out = String::new();
    for d in diags {
        render_one(&mut out, sources, d);
    }
    let count = |s: Severity| diags.iter().filter(|d| d.severity == s).count();
    let (warnings, errors) = (count(Severity::Warning), count(Severity::Error));
    let plural = |n: usize, what: &str| format!("{n} {what}{}", if n == 1 { "" } else { "s" });
    let summary = match (warnings, errors) {
        (0, 0) => None,
        (w, 0) => Some(plural(w, "warning")),
        (0, e) => Some(plural(e, "error")),
        (w, e) => Some(format!(
            "{} and {}",
            plural(w, "warning"),
            plural(e, "error")
        )),
    };
    if let Some(s) = summary {
        let _ = writeln!(out, "{s} generated.");
    }
    out
}

fn render_one(out: &mut String, sources: &SourceMap, d: &Diagnostic) {
    let message = format!("{}{}", d.message, group_suffix(d));
    header(out, sources, d.span, d.severity.as_str(), &message);
    for label in &d.labels {
        header(out, sources, label.span, "note", &label.message);
    }
    for note in &d.notes {
        render_one(out, sources, note);
    }
}

/// `file:line:col: severity: message`, then the source line and the caret line.
fn header(out: &mut String, sources: &SourceMap, span: Span, severity: &str, message: &str) {
    match locate(sources, span) {
        Some(loc) => {
            let _ = writeln!(
                out,
                "{}:{}:{}: {severity}: {message}",
                loc.file, loc.line, loc.column
            );
            snippet(out, sources, span, &loc);
        }
        None => {
            let _ = writeln!(out, "{severity}: {message}");
        }
    }
}

/// ` [-Wgroup]` for warnings (and default-error warnings), and
/// ` [-Werror,-Wgroup]` for warnings that `-Werror` made errors.
fn group_suffix(d: &Diagnostic) -> String {
    let info = d.code.info();
    let Some(group) = info.group else {
        return String::new();
    };
    let promoted = d.severity == Severity::Error && info.level == Level::Warning;
    if promoted {
        format!(" [-Werror,-W{group}]")
    } else {
        format!(" [-W{group}]")
    }
}

/// The source line of the span's start and a caret line under it: `^` at
/// the column, `~` under the rest of the span on that line. Tabs are kept
/// in the caret line so the two lines align in any terminal.
fn snippet(out: &mut String, sources: &SourceMap, span: Span, loc: &Location) {
    let Some(file) = sources.file_of(span.lo) else {
        return;
    };
    let text = sources.file(file).line_text(loc.line);
    let start = (loc.column as usize - 1).min(text.len());
    let end = if loc.end_line == loc.line {
        (loc.end_column as usize - 1).clamp(start, text.len())
    } else {
        text.len()
    };
    let before = text.get(..start).unwrap_or(text);
    let covered = text.get(start..end).unwrap_or("");
    let mut caret: String = before
        .chars()
        .map(|c| if c == '\t' { '\t' } else { ' ' })
        .collect();
    caret.push('^');
    caret.extend(covered.chars().skip(1).map(|_| '~'));
    let _ = writeln!(out, "{text}");
    let _ = writeln!(out, "{caret}");
}

/// One JSON array with an object per diagnostic:
///
/// ```json
/// [{"code": "err_undeclared_identifier", "severity": "error",
///   "message": "use of undeclared identifier 'x'", "group": null,
///   "file": "a.hlsl", "line": 3, "column": 10, "end_line": 3, "end_column": 11,
///   "labels": [{"message": "…", "file": …, "line": …, "column": …,
///               "end_line": …, "end_column": …}],
///   "notes": [ /* diagnostics of the same shape */ ]}]
/// ```
///
/// Lines and columns are one-based byte columns; the end is exclusive. A
/// diagnostic without a source location has `file`, `line`, … null.
pub fn render_json(sources: &SourceMap, diags: &[Diagnostic]) -> String {
    let doc = Value::Array(diags.iter().map(|d| diagnostic_json(sources, d)).collect());
    let mut s = serde_json::to_string_pretty(&doc).unwrap_or_else(|_| "[]".into());
    s.push('\n');
    s
}

fn diagnostic_json(sources: &SourceMap, d: &Diagnostic) -> Value {
    let mut v = location_json(sources, d.span);
    v["code"] = json!(d.code.name());
    v["severity"] = json!(d.severity.as_str());
    v["message"] = json!(d.message);
    v["group"] = json!(d.code.info().group);
    v["labels"] = Value::Array(
        d.labels
            .iter()
            .map(|l| {
                let mut lv = location_json(sources, l.span);
                lv["message"] = json!(l.message);
                lv
            })
            .collect(),
    );
    v["notes"] = Value::Array(
        d.notes
            .iter()
            .map(|n| diagnostic_json(sources, n))
            .collect(),
    );
    v
}

fn location_json(sources: &SourceMap, span: Span) -> Value {
    match locate(sources, span) {
        Some(l) => json!({
            "file": l.file, "line": l.line, "column": l.column,
            "end_line": l.end_line, "end_column": l.end_column,
        }),
        None => json!({
            "file": null, "line": null, "column": null, "end_line": null, "end_column": null,
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use hlsl_base::{DiagCode, DiagnosticPolicy};

    /// A source map like a session's: the command line, then `a.hlsl`.
    fn sources() -> (SourceMap, u32) {
        let mut sm = SourceMap::new();
        sm.add(COMMAND_LINE, "");
        let f = sm.add("a.hlsl", "int x;\n\tfloat y = zed + 1;\n");
        let base = sm.file(f).base;
        (sm, base)
    }

    #[test]
    fn text_has_location_source_line_and_caret() {
        let (sm, base) = sources();
        // `zed` is at byte 18..21 of the file: line 2, column 12 (after a tab).
        let d = Diagnostic::new(
            DiagCode::err_undeclared_identifier,
            Span::new(base + 18, base + 21),
            &[&"zed"],
        )
        .with_note(Diagnostic::new(
            DiagCode::note_declared_here,
            Span::new(base + 4, base + 5),
            &[&"x"],
        ));
        let text = render_text(&sm, &[d]);
        assert_eq!(
            text,
            "a.hlsl:2:12: error: use of undeclared identifier 'zed'\n\
             \tfloat y = zed + 1;\n\
             \t          ^~~\n\
             a.hlsl:1:5: note: 'x' is declared here\n\
             int x;\n    ^\n\
             1 error generated.\n"
        );
    }

    #[test]
    fn groups_and_promotion_are_shown() {
        let (sm, base) = sources();
        let span = Span::new(base, base + 3);
        let w = Diagnostic::new(DiagCode::warn_implicit_truncation, span, &[]);
        let text = render_text(&sm, std::slice::from_ref(&w));
        assert!(text.starts_with(
            "a.hlsl:1:1: warning: implicit truncation of vector type [-Wconversion]\n"
        ));
        assert!(text.ends_with("1 warning generated.\n"));
        let mut p = DiagnosticPolicy::new();
        p.apply_flag("error");
        let e = p.apply(vec![w.clone(), w]);
        let text = render_text(&sm, &e);
        assert!(text.contains("error: implicit truncation of vector type [-Werror,-Wconversion]"));
        assert!(text.ends_with("2 errors generated.\n"));
    }

    #[test]
    fn command_line_diagnostics_have_no_location() {
        let (sm, _) = sources();
        let d = Diagnostic::new(
            DiagCode::warn_unknown_warning_option,
            Span::DUMMY,
            &[&"-Wx"],
        );
        let text = render_text(&sm, &[d]);
        assert!(text.starts_with(
            "warning: unknown warning group '-Wx' [-Wunknown-warning-option]\n1 warning"
        ));
    }

    #[test]
    fn spans_past_the_line_end_stop_there() {
        let (sm, base) = sources();
        let d = Diagnostic::new(
            DiagCode::err_expected,
            Span::new(base + 4, base + 12),
            &[&"x"],
        );
        let text = render_text(&sm, &[d]);
        assert!(text.contains("int x;\n    ^~\n"), "{text}");
        // An empty span at the end of a line still gets a caret.
        let d = Diagnostic::new(
            DiagCode::err_expected,
            Span::new(base + 6, base + 6),
            &[&"x"],
        );
        assert!(render_text(&sm, &[d]).contains("int x;\n      ^\n"));
    }

    #[test]
    fn json_has_the_documented_shape() {
        let (sm, base) = sources();
        let d = Diagnostic::new(
            DiagCode::warn_implicit_truncation,
            Span::new(base + 18, base + 21),
            &[],
        )
        .with_label(Span::new(base + 4, base + 5), "here");
        let v: Value = serde_json::from_str(&render_json(&sm, &[d])).unwrap();
        let d = &v[0];
        assert_eq!(d["code"], "warn_implicit_truncation");
        assert_eq!(d["severity"], "warning");
        assert_eq!(d["group"], "conversion");
        assert_eq!(d["file"], "a.hlsl");
        assert_eq!(
            (d["line"].as_u64(), d["column"].as_u64()),
            (Some(2), Some(12))
        );
        assert_eq!(
            (d["end_line"].as_u64(), d["end_column"].as_u64()),
            (Some(2), Some(15))
        );
        assert_eq!(d["labels"][0]["message"], "here");
        assert_eq!(d["labels"][0]["line"], 1);
        assert_eq!(d["notes"], json!([]));
        let v: Value = serde_json::from_str(&render_json(&sm, &[])).unwrap();
        assert_eq!(v, json!([]));
    }
}
