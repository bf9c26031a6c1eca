//! `#include`: the resolver trait the driver implements, and the file stack.

use super::{FileState, Preprocessor, MAX_INCLUDE_DEPTH};
use crate::lexer;
use hlsl_base::{DiagCode, FileId, Span};

/// How the file was named.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IncludeKind {
    /// `#include "name"`: beside the including file, then the `-I` dirs.
    Quoted,
    /// `#include <name>`: the `-I` dirs only.
    Angled,
}

/// Finds included files. The driver reads the file system; a library user
/// can serve files from memory. A resolver may find a file whose name
/// differs from the one written only in case (as Windows does; code
/// written there relies on it): the path it returns then ends in the
/// name as spelled on disk, and the preprocessor warns
/// (`-Wnonportable-include-path`).
pub trait IncludeResolver {
    /// The path (as it should appear in diagnostics and dependency files)
    /// and text of `name`, included by the file whose path is `includer`;
    /// `Err` holds why it was not found.
    fn resolve(
        &mut self,
        name: &str,
        kind: IncludeKind,
        includer: &str,
    ) -> Result<(String, String), String>;
}

/// A resolver that finds nothing (every `#include` is an error).
#[derive(Clone, Copy, Debug, Default)]
pub struct NoIncludes;

impl IncludeResolver for NoIncludes {
    fn resolve(&mut self, _: &str, _: IncludeKind, _: &str) -> Result<(String, String), String> {
        Err("no include resolver".into())
    }
}

impl Preprocessor<'_> {
    /// Starts reading `id` (lexing it).
    pub(crate) fn push_file(&mut self, id: FileId) {
        let tokens = lexer::lex(self.sources, id, self.diags);
        let presumed_name = self.sources.file(id).name.clone();
        self.files.push(FileState {
            id,
            tokens,
            pos: 0,
            conds: Vec::new(),
            presumed_name,
            line_delta: 0,
        });
    }

    /// Handles `#include` of `name` written at `span`.
    pub(crate) fn include(&mut self, name: &str, kind: IncludeKind, span: Span) {
        // After the depth error, no more includes: a file that includes
        // itself twice would otherwise take exponential time.
        if self.include_depth_reported {
            return;
        }
        if self.files.len() > MAX_INCLUDE_DEPTH {
            self.include_depth_reported = true;
            self.report(DiagCode::err_pp_include_depth, span, &[&MAX_INCLUDE_DEPTH]);
            return;
        }
        let includer = self
            .files
            .last()
            .map(|f| self.sources.file(f.id).name.clone())
            .unwrap_or_default();
        let (path, text) = match self.resolver.resolve(name, kind, &includer) {
            Ok(found) => found,
            Err(_) => {
                self.report(DiagCode::err_pp_include_not_found, span, &[&name]);
                return;
            }
        };
        if let Some(np) = nonportable(name, &path) {
            let (code, fixed) = match np {
                NonPortable::Case(f) => (DiagCode::warn_pp_nonportable_path, f),
                NonPortable::Separators(f) => (DiagCode::warn_pp_nonportable_separator, f),
            };
            let shown = match kind {
                IncludeKind::Quoted => format!("\"{fixed}\""),
                IncludeKind::Angled => format!("<{fixed}>"),
            };
            self.report(code, span, &[&shown]);
        }
        // `#pragma once` files are known by path.
        let once = self.once.iter().any(|&f| self.sources.file(f).name == path);
        if once {
            return;
        }
        let id = self.sources.add(path, text);
        let first = !self
            .info
            .includes
            .iter()
            .any(|&f| self.sources.file(f).name == self.sources.file(id).name);
        if first {
            self.info.includes.push(id);
        }
        self.push_file(id);
    }
}

/// How a name was found other than as written.
#[derive(Debug, PartialEq, Eq)]
enum NonPortable {
    /// `name` with the case of the file's name on disk.
    Case(String),
    /// `name` with `/` for its `\` separators.
    Separators(String),
}

/// How `name` differs from the last components of `path`, the file it
/// found, if they spell the same names in another case or with `\` for
/// `/` (`None` when they match exactly or are not the same names: a
/// resolver that maps names to other paths).
fn nonportable(name: &str, path: &str) -> Option<NonPortable> {
    let is_name = |c: &&str| !c.is_empty() && *c != ".";
    let written: Vec<&str> = name.split(['/', '\\']).filter(is_name).collect();
    let found: Vec<&str> = path.split(['/', '\\']).filter(is_name).collect();
    let tail = found.get(found.len().checked_sub(written.len())?..)?;
    let same_ignoring_case = written
        .iter()
        .zip(tail)
        .all(|(w, f)| w.eq_ignore_ascii_case(f));
    if !same_ignoring_case {
        return None;
    }
    // Keep what was written (`./`), fixing each name's case and using `/`.
    let mut fixed = tail.iter();
    let parts: Vec<&str> = name
        .split(['/', '\\'])
        .map(|c| {
            if is_name(&c) {
                fixed.next().copied().unwrap_or(c)
            } else {
                c
            }
        })
        .collect();
    let fixed = parts.join("/");
    if written.as_slice() != tail {
        Some(NonPortable::Case(fixed))
    } else if name.contains('\\') && !path.contains(name) {
        Some(NonPortable::Separators(fixed))
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::{nonportable, NonPortable};

    #[test]
    fn names_differing_in_case_or_separators_are_fixed() {
        let case = |s: &str| Some(NonPortable::Case(s.to_string()));
        assert_eq!(nonportable("a.h", "/d/a.h"), None);
        assert_eq!(nonportable("A.h", "/d/a.h"), case("a.h"));
        assert_eq!(nonportable("./Inc/x.H", "/d/./inc/x.h"), case("./inc/x.h"));
        assert_eq!(nonportable("../x.h", "/d/../x.h"), None);
        assert_eq!(nonportable("b.h", "/d/a.h"), None);
        assert_eq!(nonportable("a/b/c.h", "c.h"), None);
        assert_eq!(nonportable("Inc\\X.h", "/d/Inc/x.h"), case("Inc/x.h"));
        assert_eq!(
            nonportable("Inc\\x.h", "/d/Inc/x.h"),
            Some(NonPortable::Separators("Inc/x.h".to_string()))
        );
        // Found as written (a resolver where `\\` separates).
        assert_eq!(nonportable("Inc\\x.h", "C:\\d\\Inc\\x.h"), None);
    }
}
