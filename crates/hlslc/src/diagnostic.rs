//! Diagnostics as values: what [`compile`](crate::compile) returns on
//! failure (and with its warnings on success). Each one knows where it
//! points (file, line, column and the text of that line), so it renders
//! itself in Clang's format with `Display`, without the sources.
//!
//! ```
//! let options = hlslc::CompileOptions::new("cs_6_0".parse().unwrap(), "main");
//! let errors = hlslc::compile("[numthreads(1, 1, 1)] void main() { x = 1; }", &options)
//!     .unwrap_err();
//! let first = &errors.list[0];
//! assert_eq!(first.severity, hlslc::Severity::Error);
//! assert_eq!(first.code, "err_undeclared_identifier");
//! assert_eq!(first.span.as_ref().map(|s| (s.line, s.column)), Some((1, 37)));
//! assert_eq!(
//!     errors.to_string(),
//!     "shader.hlsl:1:37: error: use of undeclared identifier 'x'\n\
//!      [numthreads(1, 1, 1)] void main() { x = 1; }\n\
//!      \x20                                   ^\n\
//!      1 error generated.\n"
//! );
//! ```

use std::fmt;

/// How serious a [`Diagnostic`] is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum Severity {
    /// Extra information attached to another diagnostic.
    Note,
    /// The compilation goes on; `-Werror` (a `"error"` entry in
    /// [`CompileOptions::warnings`](crate::CompileOptions::warnings))
    /// makes warnings errors.
    Warning,
    /// The compilation fails.
    Error,
}

impl Severity {
    /// `error`, `warning` or `note`, as Clang prints it.
    pub fn as_str(self) -> &'static str {
        match self {
            Severity::Note => "note",
            Severity::Warning => "warning",
            Severity::Error => "error",
        }
    }
}

impl fmt::Display for Severity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Where a diagnostic or label points: a range of one source file.
///
/// Lines and columns count from 1; columns count bytes. The end is
/// exclusive.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[non_exhaustive]
pub struct SourceSpan {
    /// The file's name as the compiler knows it: the path it was read
    /// from, the name given to [`compile`](crate::compile), or the path an
    /// [`IncludeResolver`](crate::IncludeResolver) returned.
    pub file: String,
    /// The line of the first byte.
    pub line: u32,
    /// The column of the first byte.
    pub column: u32,
    /// The line one past the last byte.
    pub end_line: u32,
    /// The column one past the last byte.
    pub end_column: u32,
    /// The text of line `line`, without its line break (for the source
    /// line and caret of the Clang format).
    pub line_text: String,
}

/// A secondary place a diagnostic points at, with what it says there.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[non_exhaustive]
pub struct Label {
    /// What is at that place.
    pub message: String,
    /// The place; `None` when it is in no file.
    pub span: Option<SourceSpan>,
}

/// One error, warning or note.
///
/// `Display` renders it as Clang does: `file:line:col: severity: message`,
/// the source line, a caret line, then its labels and notes.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[non_exhaustive]
pub struct Diagnostic {
    /// Error, warning or note (after the warning options: `-Werror` makes
    /// warnings errors).
    pub severity: Severity,
    /// The stable name of the diagnostic (`err_undeclared_identifier`,
    /// `warn_implicit_truncation`), as in `hlslc`'s JSON output.
    pub code: &'static str,
    /// For warnings, the group that turns them off or into errors
    /// (`conversion` for `-Wno-conversion`).
    pub group: Option<&'static str>,
    /// The message, without location or group.
    pub message: String,
    /// Where it points; `None` for problems with the options themselves.
    pub span: Option<SourceSpan>,
    /// Further places it points at.
    pub labels: Vec<Label>,
    /// Notes that belong to it (where a macro was defined, where a name
    /// was declared).
    pub notes: Vec<Diagnostic>,
    /// A warning that the warning options made an error (`-Werror`): its
    /// group prints as `[-Werror,-Wgroup]`.
    pub promoted: bool,
}

impl Diagnostic {
    /// Whether it is an error.
    pub fn is_error(&self) -> bool {
        self.severity == Severity::Error
    }

    /// The message with its warning group: `message [-Wgroup]`.
    fn message_with_group(&self) -> String {
        match (self.group, self.promoted) {
            (Some(g), true) => format!("{} [-Werror,-W{g}]", self.message),
            (Some(g), false) => format!("{} [-W{g}]", self.message),
            (None, _) => self.message.clone(),
        }
    }
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        header(
            f,
            self.span.as_ref(),
            self.severity.as_str(),
            &self.message_with_group(),
        )?;
        for label in &self.labels {
            header(f, label.span.as_ref(), "note", &label.message)?;
        }
        for note in &self.notes {
            write!(f, "{note}")?;
        }
        Ok(())
    }
}

impl std::error::Error for Diagnostic {}

/// `file:line:col: severity: message`, then the source line and the caret
/// line; `severity: message` when there is no location.
fn header(
    f: &mut fmt::Formatter<'_>,
    span: Option<&SourceSpan>,
    severity: &str,
    message: &str,
) -> fmt::Result {
    let Some(span) = span else {
        return writeln!(f, "{severity}: {message}");
    };
    writeln!(
        f,
        "{}:{}:{}: {severity}: {message}",
        span.file, span.line, span.column
    )?;
    writeln!(f, "{}", span.line_text)?;
    writeln!(f, "{}", caret_line(span))
}

/// `^` under the span's first column, `~` under the rest of it on that
/// line. Tabs are kept so the two lines align in any terminal.
fn caret_line(span: &SourceSpan) -> String {
    let text = span.line_text.as_str();
    let start = (span.column as usize).saturating_sub(1).min(text.len());
    let end = if span.end_line == span.line {
        (span.end_column as usize)
            .saturating_sub(1)
            .clamp(start, text.len())
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
    caret
}

/// The diagnostics of one compilation, in the order they were reported.
///
/// `Display` renders them all in Clang's format followed by Clang's
/// summary line (`1 warning and 2 errors generated.`), exactly as the
/// `hlslc` command prints them.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(transparent))]
pub struct Diagnostics {
    /// Every diagnostic (notes are inside the diagnostic they belong to).
    pub list: Vec<Diagnostic>,
}

impl Diagnostics {
    /// Whether any is an error.
    pub fn has_errors(&self) -> bool {
        self.list.iter().any(Diagnostic::is_error)
    }

    /// The errors.
    pub fn errors(&self) -> impl Iterator<Item = &Diagnostic> {
        self.list.iter().filter(|d| d.is_error())
    }

    /// The warnings.
    pub fn warnings(&self) -> impl Iterator<Item = &Diagnostic> {
        self.list.iter().filter(|d| d.severity == Severity::Warning)
    }

    /// Every diagnostic.
    pub fn iter(&self) -> std::slice::Iter<'_, Diagnostic> {
        self.list.iter()
    }

    /// How many there are.
    pub fn len(&self) -> usize {
        self.list.len()
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.list.is_empty()
    }
}

impl fmt::Display for Diagnostics {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for d in &self.list {
            write!(f, "{d}")?;
        }
        let count = |s: Severity| self.list.iter().filter(|d| d.severity == s).count();
        let (warnings, errors) = (count(Severity::Warning), count(Severity::Error));
        let plural = |n: usize, what: &str| format!("{n} {what}{}", if n == 1 { "" } else { "s" });
        match (warnings, errors) {
            (0, 0) => Ok(()),
            (w, 0) => writeln!(f, "{} generated.", plural(w, "warning")),
            (0, e) => writeln!(f, "{} generated.", plural(e, "error")),
            (w, e) => writeln!(
                f,
                "{} and {} generated.",
                plural(w, "warning"),
                plural(e, "error")
            ),
        }
    }
}

impl std::error::Error for Diagnostics {}

impl<'a> IntoIterator for &'a Diagnostics {
    type Item = &'a Diagnostic;
    type IntoIter = std::slice::Iter<'a, Diagnostic>;
    fn into_iter(self) -> Self::IntoIter {
        self.list.iter()
    }
}

impl IntoIterator for Diagnostics {
    type Item = Diagnostic;
    type IntoIter = std::vec::IntoIter<Diagnostic>;
    fn into_iter(self) -> Self::IntoIter {
        self.list.into_iter()
    }
}

impl FromIterator<Diagnostic> for Diagnostics {
    fn from_iter<I: IntoIterator<Item = Diagnostic>>(iter: I) -> Diagnostics {
        Diagnostics {
            list: iter.into_iter().collect(),
        }
    }
}

#[cfg(all(test, feature = "serde"))]
mod tests {
    use crate::{compile, CompileOptions, Profile, Stage};

    #[test]
    fn diagnostics_serialise() {
        let options = CompileOptions::new(Profile::new(Stage::Compute, 6, 0), "main");
        let e = compile("[numthreads(1, 1, 1)] void main() { x = 1; }", &options).unwrap_err();
        let v = serde_json::to_value(&e).unwrap();
        assert_eq!(v[0]["severity"], "error");
        assert_eq!(v[0]["code"], "err_undeclared_identifier");
        assert_eq!(v[0]["span"]["line"], 1);
        assert_eq!(v[0]["span"]["column"], 37);
    }
}
