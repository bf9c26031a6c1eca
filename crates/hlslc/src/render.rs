//! Diagnostic rendering: from the compiler's diagnostics (spans into a
//! source map) to [`Diagnostic`] values, Clang's text format and a JSON
//! document for tools.
//!
//! A diagnostic whose span lies in the session's `<command line>` pseudo-file
//! (every `Span::DUMMY` does) has no source location; it is printed the way
//! Clang prints command-line problems: `warning: message [-Wgroup]`.

use crate::diagnostic::{Diagnostic, Diagnostics, Label, Severity, SourceSpan};
use crate::json::Json;
use hlsl_base::{Level, SourceMap, Span};

/// The name of the pseudo-file that holds located-nowhere diagnostics.
pub const COMMAND_LINE: &str = "<command line>";

/// Where a span starts and ends, if it lies in a real file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Location {
    /// The file's name.
    pub file: String,
    /// The line of the span's first byte (from 1).
    pub line: u32,
    /// The byte column of the span's first byte (from 1).
    pub column: u32,
    /// The line one past the span's last byte.
    pub end_line: u32,
    /// The column one past the span's last byte.
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

/// `span` as a [`SourceSpan`] (with its line's text), or `None` for the
/// command line.
pub fn source_span(sources: &SourceMap, span: Span) -> Option<SourceSpan> {
    let loc = locate(sources, span)?;
    let line_text = sources
        .file_of(span.lo)
        .map(|f| sources.file(f).line_text(loc.line).to_string())
        .unwrap_or_default();
    Some(SourceSpan {
        file: loc.file,
        line: loc.line,
        column: loc.column,
        end_line: loc.end_line,
        end_column: loc.end_column,
        line_text,
    })
}

/// A compiler diagnostic as a [`Diagnostic`] value.
pub fn to_value(sources: &SourceMap, d: &hlsl_base::Diagnostic) -> Diagnostic {
    let info = d.code.info();
    let severity = match d.severity {
        hlsl_base::Severity::Note => Severity::Note,
        hlsl_base::Severity::Warning => Severity::Warning,
        hlsl_base::Severity::Error => Severity::Error,
    };
    Diagnostic {
        severity,
        code: d.code.name(),
        group: info.group,
        message: d.message.clone(),
        span: source_span(sources, d.span),
        labels: d
            .labels
            .iter()
            .map(|l| Label {
                message: l.message.clone(),
                span: source_span(sources, l.span),
            })
            .collect(),
        notes: d.notes.iter().map(|n| to_value(sources, n)).collect(),
        promoted: severity == Severity::Error && info.level == Level::Warning,
    }
}

/// Compiler diagnostics as [`Diagnostics`] values.
pub fn to_values(sources: &SourceMap, diags: &[hlsl_base::Diagnostic]) -> Diagnostics {
    diags.iter().map(|d| to_value(sources, d)).collect()
}

/// Renders diagnostics as Clang does, followed by Clang's summary line
/// (`1 warning and 2 errors generated.`) when there were any.
pub fn render_text(sources: &SourceMap, diags: &[hlsl_base::Diagnostic]) -> String {
    to_values(sources, diags).to_string()
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
/// diagnostic without a source location has `file`, `line`, … null. The
/// keys are written in alphabetical order.
pub fn render_json(sources: &SourceMap, diags: &[hlsl_base::Diagnostic]) -> String {
    let values = to_values(sources, diags);
    let mut s = Json::Array(values.iter().map(diagnostic_json).collect()).pretty();
    s.push('\n');
    s
}

fn diagnostic_json(d: &Diagnostic) -> Json {
    let [column, end_column, end_line, file, line] = location_json(d.span.as_ref());
    Json::Object(vec![
        ("code", Json::String(d.code.into())),
        column,
        end_column,
        end_line,
        file,
        ("group", Json::opt_str(d.group)),
        (
            "labels",
            Json::Array(
                d.labels
                    .iter()
                    .map(|l| {
                        let mut fields = Vec::from(location_json(l.span.as_ref()));
                        fields.push(("message", Json::String(l.message.clone())));
                        Json::Object(fields)
                    })
                    .collect(),
            ),
        ),
        line,
        ("message", Json::String(d.message.clone())),
        (
            "notes",
            Json::Array(d.notes.iter().map(diagnostic_json).collect()),
        ),
        ("severity", Json::String(d.severity.as_str().into())),
    ])
}

/// `column`, `end_column`, `end_line`, `file` and `line` (null without a
/// location).
fn location_json(span: Option<&SourceSpan>) -> [(&'static str, Json); 5] {
    let num = |f: fn(&SourceSpan) -> u32| Json::opt_num(span.map(f));
    [
        ("column", num(|s| s.column)),
        ("end_column", num(|s| s.end_column)),
        ("end_line", num(|s| s.end_line)),
        ("file", Json::opt_str(span.map(|s| s.file.as_str()))),
        ("line", num(|s| s.line)),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use hlsl_base::{DiagCode, Diagnostic, DiagnosticPolicy};
    use serde_json::{json, Value};

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
