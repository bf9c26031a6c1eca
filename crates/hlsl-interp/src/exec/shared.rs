//! Buffer memory shared by the workgroups of a parallel dispatch
//! (`dispatch/parallel.rs`), and a machine's access to it.
//!
//! Buffers are little-endian 32-bit words held as [`AtomicU32`]s, read and
//! written in place with relaxed operations (groups of a batch run at once
//! on several threads; atomics make that free of data races). A buffer the
//! program may write carries a *stamp* per word saying which group of the
//! current batch (epoch) touched it and how: read by one group, read by
//! several, or written by one. A group that reads a word another group of
//! its batch wrote, or writes a word another group read or wrote, has met a
//! conflict: it stores nothing more and halts. Stamps change only by
//! SeqCst read-modify-writes on the word's stamp, which are totally
//! ordered, so of two groups touching one word the later one always sees
//! the earlier one's stamp, and a group that does not halt has seen only
//! the batch's starting values and its own writes. Each group logs the old
//! value of every word it writes first, so the caller can undo it.
//!
//! Buffers the program never writes (`dispatch/writes.rs`) stay plain
//! bytes: reading them costs what it costs in a sequential dispatch. A
//! write to one (which that scan rules out) is refused as a conflict.

use crate::memory;
use hlsl_sema::types::Scalar;
use rayon::prelude::*;
use std::cell::Cell;
use std::sync::atomic::AtomicU32;
use std::sync::atomic::Ordering::{Relaxed, SeqCst};

/// A stamp is `epoch << EPOCH_SHIFT | state | group`, the group being its
/// index in the batch.
const EPOCH_SHIFT: u32 = 20;
const STATE_SHIFT: u32 = 18;
/// Groups per batch must stay below this.
pub(crate) const MAX_BATCH: u64 = 1 << STATE_SHIFT;
/// Epochs wrap here (the caller clears the stamps then).
pub(crate) const MAX_EPOCH: u32 = (1 << (32 - EPOCH_SHIFT)) - 1;
const READ: u32 = 1 << STATE_SHIFT;
const WRITTEN: u32 = 2 << STATE_SHIFT;
const SHARED: u32 = 3 << STATE_SHIFT;
const STATE: u32 = 3 << STATE_SHIFT;
const EPOCH: u32 = !((1 << EPOCH_SHIFT) - 1);

/// One buffer's memory.
pub(crate) enum SharedBuf {
    /// A buffer the program never writes.
    Plain(Vec<u8>),
    Words {
        /// The buffer's bytes before the dispatch, kept to write the words
        /// back into (its pages are already mapped, a new vector's not).
        bytes: Vec<u8>,
        /// The bytes as words, the last one padded with zeros.
        words: Vec<AtomicU32>,
        /// The length in bytes.
        len: usize,
        /// One stamp per word.
        stamps: Vec<AtomicU32>,
    },
}

impl SharedBuf {
    pub fn new(bytes: Vec<u8>, written: bool) -> SharedBuf {
        if !written {
            return SharedBuf::Plain(bytes);
        }
        // On every core: a large buffer takes a while to copy.
        let words: Vec<AtomicU32> = bytes
            .par_chunks(4)
            .map(|c| {
                // Whole words without a variable-length copy per word.
                let w = match *c {
                    [a, b, c, d] => [a, b, c, d],
                    _ => {
                        let mut w = [0u8; 4];
                        w[..c.len()].copy_from_slice(c);
                        w
                    }
                };
                AtomicU32::new(u32::from_le_bytes(w))
            })
            .collect();
        let stamps = (0..words.len())
            .into_par_iter()
            .map(|_| AtomicU32::new(0))
            .collect();
        SharedBuf::Words {
            len: bytes.len(),
            bytes,
            words,
            stamps,
        }
    }

    pub fn into_bytes(self) -> Vec<u8> {
        match self {
            SharedBuf::Plain(bytes) => bytes,
            SharedBuf::Words {
                mut bytes, words, ..
            } => {
                bytes.par_chunks_mut(4).zip(&words).for_each(|(b, w)| {
                    let v = w.load(Relaxed).to_le_bytes();
                    match b {
                        [a, b, c, d] => [*a, *b, *c, *d] = v,
                        _ => {
                            let n = b.len();
                            b.copy_from_slice(&v[..n]);
                        }
                    }
                });
                bytes
            }
        }
    }

    /// Forgets every stamp (when the epoch wraps; no group runs).
    pub fn clear_stamps(&self) {
        if let SharedBuf::Words { stamps, .. } = self {
            for s in stamps {
                s.store(0, Relaxed);
            }
        }
    }

    /// Puts back a word's value from before the batch (no group runs).
    pub fn restore(&self, word: u32, value: u32) {
        if let SharedBuf::Words { words, .. } = self {
            words[word as usize].store(value, Relaxed);
        }
    }
}

/// A word's value before its group first wrote it: (buffer, word, value).
pub(crate) type Undo = (u32, u32, u32);

/// A worker's current group of a batch: its stamps, and its log of
/// first writes.
pub(crate) struct Tracking {
    /// The batch's epoch, shifted into place.
    epoch: u32,
    /// The group's index in the batch.
    group: u32,
    pub undo: Vec<Undo>,
}

/// A machine's view of shared buffer memory: tracked in a batch's worker,
/// untracked on the caller's thread, where a group runs alone.
pub(crate) struct Shared<'s> {
    bufs: &'s [SharedBuf],
    pub tracking: Option<Tracking>,
    /// Set when the group meets a conflict, or writes a buffer found
    /// read-only: it then stores nothing more.
    refused: Cell<bool>,
}

impl<'s> Shared<'s> {
    pub fn direct(bufs: &'s [SharedBuf]) -> Shared<'s> {
        Shared {
            bufs,
            tracking: None,
            refused: Cell::new(false),
        }
    }

    /// A worker's view in batch `epoch`; `undo` is an empty log to fill
    /// (kept from an earlier batch for its capacity).
    pub fn tracked(bufs: &'s [SharedBuf], epoch: u32, undo: Vec<Undo>) -> Shared<'s> {
        Shared {
            bufs,
            tracking: Some(Tracking {
                epoch: epoch << EPOCH_SHIFT,
                group: 0,
                undo,
            }),
            refused: Cell::new(false),
        }
    }

    /// Starts the batch's group `group` (its index in the batch, below
    /// [`MAX_BATCH`]).
    pub fn start_group(&mut self, group: u64) {
        if let Some(t) = &mut self.tracking {
            t.group = group as u32;
        }
        self.refused.set(false);
    }

    /// Whether the current group has met a conflict (or written a buffer
    /// found read-only).
    pub fn refused(&self) -> bool {
        self.refused.get()
    }

    /// Claims word `word` of `stamps` for reading; false on a conflict.
    #[inline]
    fn claim_read(&self, stamps: &[AtomicU32], word: usize) -> bool {
        let Some(t) = &self.tracking else {
            return true;
        };
        if self.refused.get() {
            return false;
        }
        let stamp = &stamps[word];
        let (read, written) = (t.epoch | READ | t.group, t.epoch | WRITTEN | t.group);
        let mut s = stamp.load(SeqCst);
        loop {
            let new = if s == read || s == written {
                return true;
            } else if s & EPOCH != t.epoch {
                read
            } else {
                match s & STATE {
                    SHARED => return true,
                    READ => t.epoch | SHARED,
                    _ => {
                        self.refused.set(true);
                        return false;
                    }
                }
            };
            match stamp.compare_exchange(s, new, SeqCst, SeqCst) {
                Ok(_) => return true,
                Err(now) => s = now,
            }
        }
    }

    /// Claims word `word` of buffer `buf` for writing, logging its old
    /// value the first time; false on a conflict.
    #[inline]
    fn claim_write(
        &mut self,
        buf: usize,
        words: &[AtomicU32],
        stamps: &[AtomicU32],
        word: usize,
    ) -> bool {
        if self.refused.get() {
            return false;
        }
        let Some(t) = &mut self.tracking else {
            return true;
        };
        let stamp = &stamps[word];
        let (read, written) = (t.epoch | READ | t.group, t.epoch | WRITTEN | t.group);
        let mut s = stamp.load(SeqCst);
        loop {
            if s == written {
                return true;
            }
            if s != read && s & EPOCH == t.epoch {
                self.refused.set(true);
                return false;
            }
            match stamp.compare_exchange(s, written, SeqCst, SeqCst) {
                Ok(_) => {
                    let old = words[word].load(Relaxed);
                    t.undo.push((buf as u32, word as u32, old));
                    return true;
                }
                Err(now) => s = now,
            }
        }
    }

    /// The bytes of `buf` if the program never writes it.
    #[inline]
    pub fn plain(&self, buf: usize) -> Option<&'s [u8]> {
        match &self.bufs[buf] {
            SharedBuf::Plain(bytes) => Some(bytes),
            SharedBuf::Words { .. } => None,
        }
    }

    /// The 32-bit word at byte `at` (a multiple of 4 in a written buffer)
    /// if it lies inside the buffer; 0 on a conflict.
    #[inline]
    pub fn read_u32(&self, buf: usize, at: usize) -> Option<u32> {
        match &self.bufs[buf] {
            SharedBuf::Plain(bytes) => {
                let raw = bytes.get(at..at.checked_add(4)?)?;
                Some(u32::from_le_bytes([raw[0], raw[1], raw[2], raw[3]]))
            }
            SharedBuf::Words {
                words, len, stamps, ..
            } => {
                if at.checked_add(4)? > *len {
                    return None;
                }
                let word = at / 4;
                Some(if self.claim_read(stamps, word) {
                    words[word].load(Relaxed)
                } else {
                    0
                })
            }
        }
    }

    /// Stores the 32-bit word at byte `at` (a multiple of 4) if it lies
    /// inside the buffer and no conflict stops it.
    #[inline]
    pub fn write_u32(&mut self, buf: usize, at: usize, v: u32) {
        let bufs = self.bufs;
        let SharedBuf::Words {
            words, len, stamps, ..
        } = &bufs[buf]
        else {
            self.refused.set(true);
            return;
        };
        if at.checked_add(4).is_none_or(|end| end > *len) {
            return;
        }
        if self.claim_write(buf, words, stamps, at / 4) {
            words[at / 4].store(v, Relaxed);
        }
    }

    /// [`memory::read`] of `buf`.
    pub fn read(&self, buf: usize, at: usize, s: Scalar) -> u64 {
        let (words, len, stamps) = match &self.bufs[buf] {
            SharedBuf::Plain(bytes) => return memory::read(bytes, at, s),
            SharedBuf::Words {
                words, len, stamps, ..
            } => (words, *len, stamps),
        };
        let w = s.width as usize;
        if at.checked_add(w).is_none_or(|end| end > len) {
            return 0;
        }
        let (first, last) = (at / 4, (at + w - 1) / 4);
        let mut tmp = [0u8; 12];
        for (word, t) in (first..=last).zip(tmp.chunks_exact_mut(4)) {
            if !self.claim_read(stamps, word) {
                return 0;
            }
            t.copy_from_slice(&words[word].load(Relaxed).to_le_bytes());
        }
        memory::read(&tmp, at - first * 4, s)
    }

    /// [`memory::write`] to `buf`: the words it touches are claimed, then
    /// changed.
    pub fn write(&mut self, buf: usize, at: usize, s: Scalar, v: u64) {
        let bufs = self.bufs;
        let SharedBuf::Words {
            words, len, stamps, ..
        } = &bufs[buf]
        else {
            self.refused.set(true);
            return;
        };
        let w = s.width as usize;
        if at.checked_add(w).is_none_or(|end| end > *len) {
            return;
        }
        let (first, last) = (at / 4, (at + w - 1) / 4);
        for word in first..=last {
            if !self.claim_write(buf, words, stamps, word) {
                return;
            }
        }
        let touched = &words[first..=last];
        let mut tmp = [0u8; 12];
        for (word, t) in touched.iter().zip(tmp.chunks_exact_mut(4)) {
            t.copy_from_slice(&word.load(Relaxed).to_le_bytes());
        }
        memory::write(&mut tmp, at - first * 4, s, v);
        for (word, t) in touched.iter().zip(tmp.chunks_exact(4)) {
            word.store(u32::from_le_bytes([t[0], t[1], t[2], t[3]]), Relaxed);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn buffer(words: u32) -> Vec<SharedBuf> {
        let bytes = (0..words).flat_map(|i| i.to_le_bytes()).collect();
        vec![SharedBuf::new(bytes, true)]
    }

    #[test]
    fn a_word_written_by_one_group_and_read_by_another_conflicts() {
        let bufs = buffer(4);
        let mut a = Shared::tracked(&bufs, 1, Vec::new());
        let mut b = Shared::tracked(&bufs, 1, Vec::new());
        a.start_group(0);
        b.start_group(1);
        // Both read word 0: no conflict.
        assert_eq!(a.read_u32(0, 0), Some(0));
        assert_eq!(b.read_u32(0, 0), Some(0));
        assert!(!a.refused() && !b.refused());
        // a writes word 1 and reads it back; b reading it conflicts.
        a.write_u32(0, 4, 7);
        assert_eq!(a.read_u32(0, 4), Some(7));
        assert_eq!(b.read_u32(0, 4), Some(0));
        assert!(b.refused() && !a.refused());
        // Writing a word several groups read conflicts too.
        a.write_u32(0, 0, 9);
        assert!(a.refused());
        assert_eq!(a.read_u32(0, 0), Some(0), "not stored");
        // The undo log holds word 1's old value, once.
        let undo = a.tracking.as_ref().map(|t| t.undo.clone());
        assert_eq!(undo, Some(vec![(0, 1, 1)]));
        // A new epoch forgets the old stamps.
        let mut c = Shared::tracked(&bufs, 2, Vec::new());
        c.start_group(1);
        assert_eq!(c.read_u32(0, 4), Some(7));
        assert!(!c.refused());
    }

    #[test]
    fn buffers_found_read_only_refuse_writes() {
        let bufs = vec![SharedBuf::new(vec![1, 0, 0, 0], false)];
        let mut a = Shared::direct(&bufs);
        assert_eq!(a.read_u32(0, 0), Some(1));
        a.write_u32(0, 0, 5);
        assert!(a.refused());
        assert_eq!(a.read_u32(0, 0), Some(1));
    }

    #[test]
    fn partial_words_round_trip_and_bounds_hold() {
        let bufs = vec![SharedBuf::new(vec![0; 6], true)];
        let mut a = Shared::direct(&bufs);
        a.write(0, 4, Scalar::F16, 1.5f32.to_bits() as u64);
        assert_eq!(a.read(0, 4, Scalar::F16), 1.5f32.to_bits() as u64);
        a.write(0, 4, Scalar::U32, 1);
        assert_eq!(a.read_u32(0, 4), None);
        let mut bufs = bufs;
        let bytes = bufs.pop().map(SharedBuf::into_bytes);
        let half = half::f16::from_f32(1.5).to_bits().to_le_bytes();
        assert_eq!(bytes, Some(vec![0, 0, 0, 0, half[0], half[1]]));
    }
}
