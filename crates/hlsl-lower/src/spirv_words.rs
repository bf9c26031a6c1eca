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

/// `OpFunction`: every type, constant, global variable and decoration of
/// a module comes before the first one.
const OP_FUNCTION: u32 = 54;

/// The instructions of `words` in order; `None` when the module is
/// malformed (a zero or overlong word count), so a pass can leave it as the
/// writer made it.
pub(crate) fn instructions(words: &[u32]) -> Option<Vec<Instruction>> {
    walk(words, |_| false).map(|(all, _)| all)
}

/// The instructions before the first function, and the word where the
/// functions start (`words.len()` without any): what a pass over types and
/// decorations needs, without walking (and storing) every function's
/// instructions. `None` when the module is malformed.
pub(crate) fn declarations(words: &[u32]) -> Option<(Vec<Instruction>, usize)> {
    walk(words, |opcode| opcode == OP_FUNCTION)
}

/// The instructions up to the first whose opcode `stop` accepts, and where
/// that one starts.
fn walk(words: &[u32], stop: impl Fn(u32) -> bool) -> Option<(Vec<Instruction>, usize)> {
    let mut out = Vec::new();
    let mut at = HEADER;
    while at < words.len() {
        let count = (words[at] >> 16) as usize;
        if count == 0 || at + count > words.len() {
            return None;
        }
        let opcode = words[at] & 0xffff;
        if stop(opcode) {
            break;
        }
        out.push(Instruction { at, opcode, count });
        at += count;
    }
    Some((out, at))
}
