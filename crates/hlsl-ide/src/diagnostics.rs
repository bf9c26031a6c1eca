//! The session's diagnostics, each in the file it points into (an error
//! in an included file is shown there), with its notes as related
//! locations; and the groups `#if` skipped, which editors grey out.

use crate::{FileAnalysis, FileRange, TextRange};
use hlsl_base::Severity;

/// One diagnostic for the editor.
#[derive(Clone, Debug, PartialEq)]
pub struct Diagnostic {
    /// Where it points; problems without a place (a bad `-T`) point at the
    /// main file's start.
    pub at: FileRange,
    pub severity: Severity,
    /// Its stable name (`err_undeclared_identifier`).
    pub code: String,
    pub message: String,
    /// The notes that have a place, with their messages.
    pub related: Vec<(FileRange, String)>,
}

impl FileAnalysis {
    /// Every diagnostic of the analysis.
    pub fn diagnostics(&self) -> Vec<Diagnostic> {
        let main_start = FileRange {
            file: self.session.sources.file(self.main).name.clone(),
            range: TextRange::new(0, 0),
        };
        let mut out = Vec::new();
        if let Some(message) = &self.config_error {
            out.push(Diagnostic {
                at: main_start.clone(),
                severity: Severity::Error,
                code: "config".to_string(),
                message: message.clone(),
                related: Vec::new(),
            });
        }
        for d in self.session.diagnostics() {
            let related = d
                .notes
                .iter()
                .filter_map(|n| Some((self.file_range(n.span)?, n.message.clone())))
                .collect();
            out.push(Diagnostic {
                at: self
                    .file_range(d.span)
                    .unwrap_or_else(|| main_start.clone()),
                severity: d.severity,
                code: d.code.name().to_string(),
                message: d.message.clone(),
                related,
            });
        }
        out
    }
}

impl FileAnalysis {
    /// The groups the preprocessor skipped (`#if 0 … #endif`), in the main
    /// file and its includes.
    pub fn inactive_regions(&self) -> Vec<FileRange> {
        let Some(analyzed) = &self.analyzed else {
            return Vec::new();
        };
        analyzed
            .unit
            .preprocess
            .skipped
            .iter()
            .filter_map(|&span| self.file_range(span))
            .filter(|r| r.range.start < r.range.end)
            .collect()
    }
}
