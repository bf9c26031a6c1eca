//! Interned identifiers: a [`Symbol`] is a `u32`, compared and hashed as one.

use rustc_hash::FxHashMap;

/// An interned string; resolve it with the [`Interner`] that made it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Symbol(u32);

/// Owns the text of every [`Symbol`] of one compilation.
#[derive(Clone, Debug, Default)]
pub struct Interner {
    map: FxHashMap<Box<str>, Symbol>,
    names: Vec<Box<str>>,
}

impl Interner {
    pub fn new() -> Interner {
        Interner::default()
    }

    pub fn intern(&mut self, text: &str) -> Symbol {
        if let Some(&s) = self.map.get(text) {
            return s;
        }
        let s = Symbol(self.names.len() as u32);
        self.names.push(text.into());
        self.map.insert(text.into(), s);
        s
    }

    /// The symbol for `text` if it was ever interned.
    pub fn get(&self, text: &str) -> Option<Symbol> {
        self.map.get(text).copied()
    }

    pub fn resolve(&self, s: Symbol) -> &str {
        &self.names[s.0 as usize]
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
