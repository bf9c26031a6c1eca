//! A cheap first test of membership in a set of names: the pairs of first
//! byte and length its names have. A name whose pair no member has is
//! certainly not a member; one whose pair a member has may be. The
//! preprocessor asks it before looking an identifier up among the macros,
//! and the parser before comparing one with the built-in type names: most
//! identifiers are neither, and this rules them out without a hash or a
//! string comparison.

#[derive(Clone)]
pub(crate) struct NameFilter {
    /// Bit `n` when some member's length is `n` (63 stands for 63 and up).
    lengths: u64,
    /// The same, for the members starting with each byte.
    by_first: [u64; 256],
}

impl NameFilter {
    pub const EMPTY: NameFilter = NameFilter {
        lengths: 0,
        by_first: [0; 256],
    };

    pub const fn add(&mut self, name: &[u8]) {
        if let [first, ..] = name {
            self.add_pair(*first, name.len());
        }
    }

    /// Adds what a name starting with `first`, `len` bytes long, adds.
    pub const fn add_pair(&mut self, first: u8, len: usize) {
        let bit = 1 << length_bit(len);
        self.lengths |= bit;
        self.by_first[first as usize] |= bit;
    }

    /// Whether some member has length `len`: a test that needs no text.
    pub fn has_length(&self, len: usize) -> bool {
        self.lengths & (1 << length_bit(len)) != 0
    }

    /// Whether `name` may be a member.
    pub fn may_contain(&self, name: &[u8]) -> bool {
        match name {
            [first, ..] => self.by_first[usize::from(*first)] & (1 << length_bit(name.len())) != 0,
            [] => false,
        }
    }
}

const fn length_bit(len: usize) -> usize {
    if len < 63 {
        len
    } else {
        63
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn members_pass_and_other_first_bytes_or_lengths_do_not() {
        let mut f = NameFilter::EMPTY;
        for name in ["FOO", "__LINE__", "x"] {
            f.add(name.as_bytes());
        }
        for name in ["FOO", "FAB", "__LINE__", "x", "y"] {
            assert_eq!(f.may_contain(name.as_bytes()), name != "y", "{name}");
        }
        assert!(!f.may_contain(b"FOOD"));
        assert!(!f.may_contain(b"Xoo"));
        assert!(!f.may_contain(b""));
        assert!(f.has_length(8) && !f.has_length(2));
        let long = "L".repeat(70);
        f.add(long.as_bytes());
        assert!(f.may_contain("L".repeat(64).as_bytes()));
    }
}
