//! A workgroup's private view of buffer memory for parallel dispatch
//! (`dispatch/parallel.rs`): reads see the group's own writes, else a
//! snapshot shared by the groups running at once; writes go to a private
//! log of 4-byte words. The words read from the snapshot are recorded, so
//! the group can be checked against the writes of the groups before it.

use crate::memory;
use hlsl_base::FxHashMap;
use hlsl_sema::types::Scalar;
use std::cell::RefCell;

/// A word of a buffer: (buffer, byte offset / 4).
pub(crate) type Word = (u32, u32);

pub(crate) struct Overlay<'s> {
    pub snapshot: &'s [Vec<u8>],
    /// The group's writes.
    pub words: FxHashMap<Word, u32>,
    /// Words read from the snapshot (repeats allowed).
    pub reads: RefCell<Vec<Word>>,
}

/// Bytes `at..at + 4` of `bytes`, zero past the end.
fn snapshot_word(bytes: &[u8], word: usize) -> u32 {
    let mut b = [0u8; 4];
    for (i, d) in b.iter_mut().enumerate() {
        *d = bytes.get(word * 4 + i).copied().unwrap_or(0);
    }
    u32::from_le_bytes(b)
}

impl<'s> Overlay<'s> {
    pub fn new(snapshot: &'s [Vec<u8>]) -> Overlay<'s> {
        Overlay {
            snapshot,
            words: FxHashMap::default(),
            reads: RefCell::new(Vec::new()),
        }
    }

    /// Forgets the log, for the next group.
    pub fn clear(&mut self) {
        self.words.clear();
        self.reads.get_mut().clear();
    }

    fn word(&self, buf: usize, word: usize) -> u32 {
        let key = (buf as u32, word as u32);
        match self.words.get(&key) {
            Some(&v) => v,
            None => {
                self.reads.borrow_mut().push(key);
                snapshot_word(&self.snapshot[buf], word)
            }
        }
    }

    /// [`memory::read`] of buffer `buf` as the group sees it.
    pub fn read(&self, buf: usize, at: usize, s: Scalar) -> u64 {
        let w = s.width as usize;
        let len = self.snapshot[buf].len();
        if at.checked_add(w).is_none_or(|end| end > len) {
            return 0;
        }
        let (first, last) = (at / 4, (at + w - 1) / 4);
        let mut tmp = [0u8; 12];
        for word in first..=last {
            let i = (word - first) * 4;
            tmp[i..i + 4].copy_from_slice(&self.word(buf, word).to_le_bytes());
        }
        memory::read(&tmp, at - first * 4, s)
    }

    /// [`memory::write`] to buffer `buf`, into the log.
    pub fn write(&mut self, buf: usize, at: usize, s: Scalar, v: u64) {
        let w = s.width as usize;
        let len = self.snapshot[buf].len();
        if at.checked_add(w).is_none_or(|end| end > len) {
            return;
        }
        let (first, last) = (at / 4, (at + w - 1) / 4);
        let mut tmp = [0u8; 12];
        // The bytes of the words that the write leaves alone are read
        // (and so checked) like any other read.
        let whole = at.is_multiple_of(4) && w.is_multiple_of(4);
        if !whole {
            for word in first..=last {
                let i = (word - first) * 4;
                tmp[i..i + 4].copy_from_slice(&self.word(buf, word).to_le_bytes());
            }
        }
        memory::write(&mut tmp, at - first * 4, s, v);
        for word in first..=last {
            let i = (word - first) * 4;
            let value = u32::from_le_bytes([tmp[i], tmp[i + 1], tmp[i + 2], tmp[i + 3]]);
            self.words.insert((buf as u32, word as u32), value);
        }
    }
}

/// Writes a logged word into `bytes` (the part inside it).
pub(crate) fn commit_word(bytes: &mut [u8], word: u32, value: u32) {
    let at = word as usize * 4;
    for (i, b) in value.to_le_bytes().into_iter().enumerate() {
        if let Some(d) = bytes.get_mut(at + i) {
            *d = b;
        }
    }
}
