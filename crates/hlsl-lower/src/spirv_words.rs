//! Walking the instructions of a SPIR-V module as words, for the passes
//! that adjust naga's SPIR-V after it is written (`precise.rs`,
//! `spirv_layout.rs`).

/// Words before the first instruction: magic, version, generator, bound,
/// schema.
pub(crate) const HEADER: usize = 5;

/// One instruction: where it starts, its opcode and its word count.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Instruction {
    pub at: usize,
    pub opcode: u32,
    pub count: usize,
}

impl Instruction {
    /// Its operands (the words after the opcode word).
    pub fn operands<'w>(&self, words: &'w [u32]) -> &'w [u32] {
        &words[self.at + 1..self.at + self.count]
    }
}

/// The instructions of `words` in order; `None` when the module is
/// malformed (a zero or overlong word count), so a pass can leave it as the
/// writer made it.
pub(crate) fn instructions(words: &[u32]) -> Option<Vec<Instruction>> {
    let mut out = Vec::new();
    let mut at = HEADER;
    while at < words.len() {
        let count = (words[at] >> 16) as usize;
        if count == 0 || at + count > words.len() {
            return None;
        }
        out.push(Instruction {
            at,
            opcode: words[at] & 0xffff,
            count,
        });
        at += count;
    }
    Some(out)
}
