//! Diagnostics as data. Stages create them from the [`DiagCode`] table;
//! the driver applies a [`crate::DiagnosticPolicy`] and renders them.

use crate::{DiagCode, Level, Span};

/// The severity a diagnostic is reported with, after the policy is applied.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Severity {
    Note,
    Warning,
    Error,
}

impl Severity {
    pub fn as_str(self) -> &'static str {
        match self {
            Severity::Note => "note",
            Severity::Warning => "warning",
            Severity::Error => "error",
        }
    }
}

/// A secondary span with a short explanation.
#[derive(Clone, Debug, PartialEq)]
pub struct Label {
    pub span: Span,
    pub message: String,
}

/// One diagnostic: a code from the table, its message (the template with the
/// arguments filled in), a primary span, labels, and child notes.
#[derive(Clone, Debug, PartialEq)]
pub struct Diagnostic {
    pub code: DiagCode,
    pub severity: Severity,
    pub message: String,
    pub span: Span,
    pub labels: Vec<Label>,
    pub notes: Vec<Diagnostic>,
}

impl Diagnostic {
    /// A diagnostic with the table's default severity and message template,
    /// `{0}`, `{1}`, … replaced by `args`.
    pub fn new(code: DiagCode, span: Span, args: &[&dyn std::fmt::Display]) -> Diagnostic {
        let info = code.info();
        let severity = match info.level {
            Level::Error | Level::DefaultError => Severity::Error,
            Level::Warning => Severity::Warning,
            Level::Note => Severity::Note,
        };
        Diagnostic {
            code,
            severity,
            message: fill_template(info.template, args),
            span,
            labels: Vec::new(),
            notes: Vec::new(),
        }
    }

    pub fn with_label(mut self, span: Span, message: impl Into<String>) -> Diagnostic {
        self.labels.push(Label {
            span,
            message: message.into(),
        });
        self
    }

    pub fn with_note(mut self, note: Diagnostic) -> Diagnostic {
        self.notes.push(note);
        self
    }

    pub fn is_error(&self) -> bool {
        self.severity == Severity::Error
    }
}

fn fill_template(template: &str, args: &[&dyn std::fmt::Display]) -> String {
    let mut out = String::with_capacity(template.len() + 16);
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        match after
            .find('}')
            .and_then(|close| Some((after[..close].parse::<usize>().ok()?, close)))
        {
            Some((n, close)) => {
                if let Some(a) = args.get(n) {
                    out.push_str(&a.to_string());
                }
                rest = &after[close + 1..];
            }
            None => {
                out.push('{');
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

/// A list of diagnostics that a stage returns beside its result.
#[derive(Clone, Debug, Default)]
pub struct Diagnostics(pub Vec<Diagnostic>);

impl Diagnostics {
    pub fn new() -> Diagnostics {
        Diagnostics(Vec::new())
    }

    pub fn push(&mut self, d: Diagnostic) {
        self.0.push(d);
    }

    /// Shorthand for `push(Diagnostic::new(..))`.
    pub fn report(&mut self, code: DiagCode, span: Span, args: &[&dyn std::fmt::Display]) {
        self.0.push(Diagnostic::new(code, span, args));
    }

    pub fn has_errors(&self) -> bool {
        self.0.iter().any(Diagnostic::is_error)
    }

    pub fn extend(&mut self, other: Diagnostics) {
        self.0.extend(other.0);
    }

    pub fn iter(&self) -> std::slice::Iter<'_, Diagnostic> {
        self.0.iter()
    }

    pub fn len(&self) -> usize {
        self.0.len()
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn templates_fill_positional_arguments() {
        assert_eq!(
            fill_template("expected {0}, found {1}", &[&"';'", &"'}'"]),
            "expected ';', found '}'"
        );
        assert_eq!(
            fill_template("literal {braces} stay", &[]),
            "literal {braces} stay"
        );
    }
}
