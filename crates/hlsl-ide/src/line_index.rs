//! Byte offsets to the client's positions and back: zero-based lines, and
//! columns in UTF-16 code units (the protocol's default) or in bytes (when
//! the client offers UTF-8).

/// How a client counts columns.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Encoding {
    Utf8,
    Utf16,
}

/// A zero-based line and column.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LineCol {
    pub line: u32,
    pub col: u32,
}

/// The line starts of one text.
pub struct LineIndex<'a> {
    text: &'a str,
    starts: Vec<u32>,
}

impl<'a> LineIndex<'a> {
    pub fn new(text: &'a str) -> LineIndex<'a> {
        let mut starts = vec![0];
        starts.extend(
            text.bytes()
                .enumerate()
                .filter(|&(_, b)| b == b'\n')
                .map(|(i, _)| i as u32 + 1),
        );
        LineIndex { text, starts }
    }

    /// The position of byte `offset` (clamped to the text, and back to a
    /// character boundary).
    pub fn line_col(&self, offset: u32, encoding: Encoding) -> LineCol {
        let mut offset = offset.min(self.text.len() as u32) as usize;
        while !self.text.is_char_boundary(offset) {
            offset -= 1;
        }
        let line = self.starts.partition_point(|&s| s as usize <= offset) - 1;
        let start = self.starts[line] as usize;
        let prefix = &self.text[start..offset];
        let col = match encoding {
            Encoding::Utf8 => prefix.len(),
            Encoding::Utf16 => prefix.encode_utf16().count(),
        };
        LineCol {
            line: line as u32,
            col: col as u32,
        }
    }

    /// The byte offset of a position; a column past the line's end is its
    /// end, a line past the text's end is the text's end.
    pub fn offset(&self, pos: LineCol, encoding: Encoding) -> u32 {
        let Some(&start) = self.starts.get(pos.line as usize) else {
            return self.text.len() as u32;
        };
        let end = self
            .starts
            .get(pos.line as usize + 1)
            .map_or(self.text.len(), |&e| e as usize);
        let line = &self.text[start as usize..end];
        let line = line.strip_suffix('\n').unwrap_or(line);
        let mut units = 0u32;
        for (i, c) in line.char_indices() {
            if units >= pos.col {
                return start + i as u32;
            }
            units += match encoding {
                Encoding::Utf8 => c.len_utf8() as u32,
                Encoding::Utf16 => c.len_utf16() as u32,
            };
        }
        start + line.len() as u32
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn utf16_and_utf8_columns() {
        // `é` is 2 bytes and 1 UTF-16 unit; `𝄞` is 4 bytes and 2 units.
        let text = "a\né𝄞x\n";
        let index = LineIndex::new(text);
        let x = text.find('x').unwrap() as u32;
        assert_eq!(
            index.line_col(x, Encoding::Utf16),
            LineCol { line: 1, col: 3 }
        );
        assert_eq!(
            index.line_col(x, Encoding::Utf8),
            LineCol { line: 1, col: 6 }
        );
        assert_eq!(
            index.offset(LineCol { line: 1, col: 3 }, Encoding::Utf16),
            x
        );
        assert_eq!(index.offset(LineCol { line: 1, col: 6 }, Encoding::Utf8), x);
        // Past the end of a line: its end; past the last line: the end.
        assert_eq!(
            index.offset(LineCol { line: 0, col: 9 }, Encoding::Utf16),
            1
        );
        assert_eq!(
            index.offset(LineCol { line: 9, col: 0 }, Encoding::Utf16),
            text.len() as u32
        );
    }
}
