//! The language server's analysis: from a position in a file to what is
//! there (rust-analyzer's `ide` crate is the model). It knows no protocol:
//! positions are byte offsets into a file's text, and `hlslc lsp`
//! (crates/hlslc-cli) converts them to the client's lines and columns
//! ([`line_index`]).
//!
//! An [`AnalysisHost`] holds the editor's open files (which shadow the
//! disk, for the main file and its includes alike) and how to configure a
//! file ([`Configure`]). [`AnalysisHost::analyze`] runs the driver's
//! session over one file — preprocessing with the editor's files,
//! parsing, checking with the checker's side tables — and returns a
//! [`FileAnalysis`] that answers each request, one module per feature:
//! [`diagnostics`], [`hover`], [`goto_definition`], [`references`],
//! [`document_symbols`].

#![forbid(unsafe_code)]

pub mod config;
pub mod diagnostics;
pub mod document_symbols;
pub mod goto_definition;
pub mod hover;
pub mod line_index;
mod macros;
mod overlay;
pub mod references;

use hlsl_base::{FileId, Span};
use hlslc::session::Analyzed;
use hlslc::{FrontendOptions, Session};
use std::collections::HashMap;
use std::sync::{Arc, RwLock};

pub use config::Configure;

/// A range of bytes in one file's text.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TextRange {
    pub start: u32,
    pub end: u32,
}

impl TextRange {
    pub fn new(start: u32, end: u32) -> TextRange {
        TextRange { start, end }
    }
}

/// A range in a named file (a path, as the analysis names files).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FileRange {
    pub file: String,
    pub range: TextRange,
}

/// The editor's open files and how files are configured.
pub struct AnalysisHost {
    files: Arc<RwLock<HashMap<String, Arc<str>>>>,
    configure: Box<dyn Configure>,
}

impl Default for AnalysisHost {
    fn default() -> Self {
        AnalysisHost::new(Box::new(config::FirstLineFlags::default()))
    }
}

impl AnalysisHost {
    /// A host that configures each file with `configure`.
    pub fn new(configure: Box<dyn Configure>) -> AnalysisHost {
        AnalysisHost {
            files: Default::default(),
            configure,
        }
    }

    /// Opens or changes a file: its text shadows the disk's.
    pub fn set_file(&self, path: &str, text: impl Into<Arc<str>>) {
        let mut files = self.files.write().unwrap_or_else(|e| e.into_inner());
        files.insert(path.to_string(), text.into());
    }

    /// Closes a file: the disk's text is read again.
    pub fn remove_file(&self, path: &str) {
        let mut files = self.files.write().unwrap_or_else(|e| e.into_inner());
        files.remove(path);
    }

    /// The open files' paths.
    pub fn open_files(&self) -> Vec<String> {
        let files = self.files.read().unwrap_or_else(|e| e.into_inner());
        files.keys().cloned().collect()
    }

    /// The text of an open file.
    pub fn file_text(&self, path: &str) -> Option<Arc<str>> {
        let files = self.files.read().unwrap_or_else(|e| e.into_inner());
        files.get(path).cloned()
    }

    /// Analyses the open file `path` (with the includes it reaches). `None`
    /// if it is not open.
    pub fn analyze(&self, path: &str) -> Option<FileAnalysis> {
        let text = self.file_text(path)?;
        let mut options = match self.configure.options(path, &text) {
            Ok(options) => options,
            Err(message) => {
                // A bad configuration is itself a diagnostic; the file is
                // still analysed as a library.
                let mut analysis = FileAnalysis::run(path, &text, self.library(path));
                analysis.config_error = Some(message);
                return Some(analysis);
            }
        };
        options.include_resolver = Some(Arc::new(overlay::Overlay {
            files: self.files.clone(),
        }));
        Some(FileAnalysis::run(path, &text, options))
    }

    fn library(&self, path: &str) -> FrontendOptions {
        FrontendOptions {
            include_resolver: Some(Arc::new(overlay::Overlay {
                files: self.files.clone(),
            })),
            ..self.configure.library(path)
        }
    }
}

/// One file analysed: the session's sources and diagnostics, and for HLSL
/// the checker's results.
pub struct FileAnalysis {
    pub(crate) session: Session,
    pub(crate) main: FileId,
    /// `None` for WHLSL and when a stage failed.
    pub(crate) analyzed: Option<Analyzed>,
    /// The configuration could not be read (it is shown as a diagnostic).
    pub(crate) config_error: Option<String>,
}

impl FileAnalysis {
    fn run(path: &str, text: &str, options: FrontendOptions) -> FileAnalysis {
        let mut session = Session::new(options);
        let main = session.add_source(path, text);
        let analyzed = if session.is_whlsl(main) {
            session.check(main);
            None
        } else {
            session.analyze(main)
        };
        FileAnalysis {
            session,
            main,
            analyzed,
            config_error: None,
        }
    }

    /// The main file's text.
    pub fn text(&self) -> &str {
        &self.session.sources.file(self.main).text
    }

    /// The global offset of `offset` in the main file.
    pub(crate) fn global(&self, offset: u32) -> u32 {
        self.session.sources.file(self.main).base + offset
    }

    /// A global span as a range in its file; `None` for dummy spans and
    /// the preprocessor's own buffers (`<built-in>`, `<scratch space>`).
    pub(crate) fn file_range(&self, span: Span) -> Option<FileRange> {
        if span == Span::DUMMY {
            return None;
        }
        let id = self.session.sources.file_of(span.lo)?;
        if id == FileId(0) {
            return None;
        }
        let f = self.session.sources.file(id);
        if f.name.starts_with('<') {
            return None;
        }
        let len = f.text.len() as u32;
        let start = (span.lo - f.base).min(len);
        let end = span.hi.saturating_sub(f.base).clamp(start, len);
        Some(FileRange {
            file: f.name.clone(),
            range: TextRange::new(start, end),
        })
    }

    /// A global span as a range in the main file, if it is in it.
    pub(crate) fn main_range(&self, span: Span) -> Option<TextRange> {
        let r = self.file_range(span)?;
        (self.session.sources.file_of(span.lo) == Some(self.main)).then_some(r.range)
    }

    /// The text of a file the analysis read, by name.
    pub fn file_text(&self, name: &str) -> Option<&str> {
        self.session
            .sources
            .files()
            .find(|(_, f)| f.name == name)
            .map(|(_, f)| &*f.text)
    }

    /// Every file the analysis read (the main file, then its includes).
    pub fn files(&self) -> Vec<String> {
        let mut files = vec![self.session.sources.file(self.main).name.clone()];
        if let Some(a) = &self.analyzed {
            files.extend(
                a.unit
                    .preprocess
                    .includes
                    .iter()
                    .map(|&f| self.session.sources.file(f).name.clone()),
            );
        }
        files
    }
}
