//! Files and spans.
//!
//! Every file added to the [`SourceMap`] gets a global base offset, so a
//! [`Span`] is two plain `u32`s that still map back to `file:line:col`.

use std::sync::Arc;

/// A file in the [`SourceMap`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct FileId(pub u32);

/// A half-open range of global byte offsets.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Span {
    pub lo: u32,
    pub hi: u32,
}

impl Span {
    pub const DUMMY: Span = Span { lo: 0, hi: 0 };

    pub fn new(lo: u32, hi: u32) -> Span {
        Span { lo, hi }
    }

    /// The smallest span covering both.
    pub fn to(self, other: Span) -> Span {
        Span {
            lo: self.lo.min(other.lo),
            hi: self.hi.max(other.hi),
        }
    }

    pub fn len(self) -> u32 {
        self.hi - self.lo
    }

    pub fn is_empty(self) -> bool {
        self.hi == self.lo
    }

    /// An empty span at the end of this one (where a missing `;` goes).
    pub fn end(self) -> Span {
        Span {
            lo: self.hi,
            hi: self.hi,
        }
    }
}

/// A one-based line and column (columns count bytes, as Clang's do).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LineCol {
    pub line: u32,
    pub col: u32,
}

#[derive(Clone, Debug)]
pub struct SourceFile {
    pub name: String,
    pub text: Arc<str>,
    pub base: u32,
    line_starts: Vec<u32>,
}

impl SourceFile {
    /// The line and column of a file-relative offset.
    pub fn line_col(&self, offset: u32) -> LineCol {
        let line = self.line_starts.partition_point(|&s| s <= offset) - 1;
        LineCol {
            line: line as u32 + 1,
            col: offset - self.line_starts[line] + 1,
        }
    }

    /// The text of a one-based line, without its line break.
    pub fn line_text(&self, line: u32) -> &str {
        let i = (line as usize)
            .saturating_sub(1)
            .min(self.line_starts.len() - 1);
        let start = self.line_starts[i] as usize;
        let end = self
            .line_starts
            .get(i + 1)
            .map_or(self.text.len(), |&e| e as usize);
        self.text[start..end].trim_end_matches(['\n', '\r'])
    }
}

/// Owns every file of a compilation. Offsets of different files never overlap
/// (one byte of gap separates them, so an end-of-file span stays inside).
#[derive(Clone, Debug, Default)]
pub struct SourceMap {
    files: Vec<SourceFile>,
    next_base: u32,
}

impl SourceMap {
    pub fn new() -> SourceMap {
        SourceMap::default()
    }

    pub fn add(&mut self, name: impl Into<String>, text: impl Into<Arc<str>>) -> FileId {
        let text: Arc<str> = text.into();
        let mut line_starts = vec![0];
        line_starts.extend(
            text.bytes()
                .enumerate()
                .filter(|&(_, b)| b == b'\n')
                .map(|(i, _)| i as u32 + 1),
        );
        let base = self.next_base;
        self.next_base = base.saturating_add(text.len() as u32 + 1);
        self.files.push(SourceFile {
            name: name.into(),
            text,
            base,
            line_starts,
        });
        FileId(self.files.len() as u32 - 1)
    }

    pub fn file(&self, id: FileId) -> &SourceFile {
        &self.files[id.0 as usize]
    }

    pub fn files(&self) -> impl Iterator<Item = (FileId, &SourceFile)> {
        self.files
            .iter()
            .enumerate()
            .map(|(i, f)| (FileId(i as u32), f))
    }

    /// The span of a whole file.
    pub fn file_span(&self, id: FileId) -> Span {
        let f = self.file(id);
        Span::new(f.base, f.base + f.text.len() as u32)
    }

    /// The file containing a global offset.
    pub fn file_of(&self, pos: u32) -> Option<FileId> {
        let i = self
            .files
            .partition_point(|f| f.base <= pos)
            .checked_sub(1)?;
        Some(FileId(i as u32))
    }

    /// The text a span covers (empty if it straddles files).
    pub fn text(&self, span: Span) -> &str {
        let Some(id) = self.file_of(span.lo) else {
            return "";
        };
        let f = self.file(id);
        let lo = (span.lo - f.base) as usize;
        let hi = (span.hi.saturating_sub(f.base) as usize).min(f.text.len());
        f.text.get(lo..hi.max(lo)).unwrap_or("")
    }

    /// `(file, line/column)` of a global offset.
    pub fn locate(&self, pos: u32) -> Option<(FileId, LineCol)> {
        let id = self.file_of(pos)?;
        let f = self.file(id);
        let off = (pos - f.base).min(f.text.len() as u32);
        Some((id, f.line_col(off)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spans_map_back_to_lines_across_files() {
        let mut sm = SourceMap::new();
        let a = sm.add("a.hlsl", "int x;\nfloat y;\n");
        let b = sm.add("b.hlsl", "\n\n  z");
        let fb = sm.file(b);
        let (id, lc) = sm.locate(fb.base + 4).unwrap();
        assert_eq!((id, lc), (b, LineCol { line: 3, col: 3 }));
        let (id, lc) = sm.locate(sm.file(a).base + 8).unwrap();
        assert_eq!((id, lc), (a, LineCol { line: 2, col: 2 }));
        assert_eq!(sm.file(a).line_text(2), "float y;");
        assert_eq!(sm.text(Span::new(fb.base + 4, fb.base + 5)), "z");
    }
}
