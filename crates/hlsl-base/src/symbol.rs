//! Interned identifiers: a [`Symbol`] is a `u32`, compared and hashed as one.

use hashbrown::HashTable;
use std::hash::BuildHasher;

/// An interned string; resolve it with the [`Interner`] that made it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Symbol(u32);

/// Owns the text of every [`Symbol`] of one compilation: all names back
/// to back in one string, so a new name costs no allocation of its own
/// (the string and the tables grow by doubling).
#[derive(Clone, Debug, Default)]
pub struct Interner {
    /// The symbols, hashed by their text.
    table: HashTable<Symbol>,
    text: String,
    /// Where each symbol's text ends in `text` (it starts where the
    /// previous one ends).
    ends: Vec<u32>,
}

fn hash(text: &str) -> u64 {
    rustc_hash::FxBuildHasher.hash_one(text)
}

/// The text of `s` in an interner's parts (borrowed apart from the table).
fn name<'a>(text: &'a str, ends: &[u32], s: Symbol) -> &'a str {
    let i = s.0 as usize;
    let start = if i == 0 { 0 } else { ends[i - 1] as usize };
    &text[start..ends[i] as usize]
}

impl Interner {
    pub fn new() -> Interner {
        Interner::default()
    }

    pub fn intern(&mut self, text: &str) -> Symbol {
        let h = hash(text);
        let Interner {
            table,
            text: all,
            ends,
        } = self;
        if let Some(&s) = table.find(h, |&s| name(all, ends, s) == text) {
            return s;
        }
        let s = Symbol(ends.len() as u32);
        all.push_str(text);
        ends.push(all.len() as u32);
        table.insert_unique(h, s, |&s| hash(name(all, ends, s)));
        s
    }

    /// The symbol for `text` if it was ever interned.
    pub fn get(&self, text: &str) -> Option<Symbol> {
        let h = hash(text);
        self.table
            .find(h, |&s| name(&self.text, &self.ends, s) == text)
            .copied()
    }

    pub fn resolve(&self, s: Symbol) -> &str {
        name(&self.text, &self.ends, s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn interning_is_idempotent() {
        let mut i = Interner::new();
        let a = i.intern("float3");
        assert_eq!(i.intern("float3"), a);
        assert_ne!(i.intern("float4"), a);
        assert_eq!(i.resolve(a), "float3");
        assert_eq!(i.get("nope"), None);
    }
}
