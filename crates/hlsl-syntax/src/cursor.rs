//! The token cursor both parsers (HLSL's and WHLSL's) read through: a
//! token vector that always ends in an end-of-file token, a position that
//! never moves past it, and the end of the last consumed token (where a
//! missing `;` is reported).

use hlsl_base::Span;

/// What the cursor needs of a token type.
pub(crate) trait CursorToken: Copy {
    type Kind: Copy + PartialEq;
    fn kind(&self) -> Self::Kind;
    fn span(&self) -> Span;
    fn is_eof(&self) -> bool;
    /// An end-of-file token at `at`.
    fn eof(at: u32) -> Self;
}

pub(crate) struct Cursor<T> {
    pub(crate) toks: Vec<T>,
    pub(crate) pos: usize,
    /// The end of the last consumed token.
    pub(crate) prev_end: u32,
}

impl<T: CursorToken> Cursor<T> {
    pub(crate) fn new(mut toks: Vec<T>) -> Self {
        if toks.last().is_none_or(|t| !t.is_eof()) {
            let end = toks.last().map_or(0, |t| t.span().hi);
            toks.push(T::eof(end));
        }
        let prev_end = toks[0].span().lo;
        Cursor {
            toks,
            pos: 0,
            prev_end,
        }
    }

    pub(crate) fn nth_tok(&self, n: usize) -> T {
        self.toks[(self.pos + n).min(self.toks.len() - 1)]
    }

    pub(crate) fn cur(&self) -> T {
        self.nth_tok(0)
    }

    pub(crate) fn kind(&self) -> T::Kind {
        self.cur().kind()
    }

    pub(crate) fn nth(&self, n: usize) -> T::Kind {
        self.nth_tok(n).kind()
    }

    pub(crate) fn at(&self, k: T::Kind) -> bool {
        self.kind() == k
    }

    /// Consumes the current token (never moves past the end of file).
    pub(crate) fn bump(&mut self) -> T {
        let t = self.cur();
        if !t.is_eof() {
            self.pos += 1;
            self.prev_end = t.span().hi;
        }
        t
    }

    pub(crate) fn eat(&mut self, k: T::Kind) -> bool {
        let found = self.at(k);
        if found {
            self.bump();
        }
        found
    }

    /// The span from `lo` to the end of the last consumed token.
    pub(crate) fn span_from(&self, lo: u32) -> Span {
        Span::new(lo, self.prev_end.max(lo))
    }
}
