//! The standard library's functions, made by rule instead of thousands of
//! declarations: for an operator name and arity, for a cast's target type,
//! or for an accessor's first parameter type, the functions below list
//! exactly the declarations the library has, so overload resolution,
//! duplicate-signature and coherence checks see the same set as if every
//! one were written out. What the library holds (and what it leaves out)
//! is listed in `docs/whlsl-notes.md`.

use super::signatures::{classify, OpName};
use super::types::{AddressSpace, Scalar, TyId, TyKind, Types};
use super::Checker;
use hlsl_base::FxHashMap;
use std::rc::Rc;

/// A library function declaration.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LibSig {
    pub name: String,
    pub params: Vec<TyId>,
    pub ret: TyId,
}

/// Memoised candidate lists.
#[derive(Debug, Default)]
pub struct Library {
    ops: FxHashMap<(String, usize), Rc<[LibSig]>>,
    casts: FxHashMap<TyId, Rc<[LibSig]>>,
}

impl Checker<'_> {
    /// Scalars and vectors (sizes 2..=4) whose element satisfies `keep`.
    fn scalars_and_vectors(&mut self, keep: impl Fn(Scalar) -> bool) -> Vec<TyId> {
        let mut out = Vec::new();
        for s in Scalar::ALL.into_iter().filter(|&s| keep(s)) {
            for n in 1..=4 {
                out.push(self.out.types.vector(s, n));
            }
        }
        out
    }

    /// The library's functions named `name` (an operator) with `arity`
    /// parameters.
    pub(crate) fn library_operators(&mut self, name: &str, arity: usize) -> Rc<[LibSig]> {
        if let Some(c) = self.lib.ops.get(&(name.to_string(), arity)) {
            return c.clone();
        }
        let list: Rc<[LibSig]> = self.make_operators(name, arity).into();
        self.lib.ops.insert((name.to_string(), arity), list.clone());
        list
    }

    fn make_operators(&mut self, name: &str, arity: usize) -> Vec<LibSig> {
        let Some(op) = name.strip_prefix("operator") else {
            return Vec::new();
        };
        let mut out = Vec::new();
        let mut same = |tys: Vec<TyId>, ret: Option<TyId>| {
            for t in tys {
                out.push(LibSig {
                    name: name.to_string(),
                    params: vec![t; arity],
                    ret: ret.unwrap_or(t),
                });
            }
        };
        let numeric = |s: Scalar| s != Scalar::Bool;
        match (op, arity) {
            ("+" | "-" | "*" | "/" | "%", 2) => {
                let mut tys = self.scalars_and_vectors(numeric);
                if matches!(op, "+" | "-") {
                    tys.extend(self.matrices());
                }
                same(tys, None);
            }
            ("+" | "++" | "--", 1) => same(self.scalars_and_vectors(numeric), None),
            ("-", 1) => same(self.scalars_and_vectors(Scalar::is_signed), None),
            ("&" | "|" | "^", 2) => same(
                self.scalars_and_vectors(|s| s == Scalar::Bool || s.is_integer()),
                None,
            ),
            ("<<" | ">>", 2) => same(self.scalars_and_vectors(Scalar::is_integer), None),
            ("~", 1) => same(self.scalars_and_vectors(Scalar::is_integer), None),
            ("!", 1) => same(vec![Types::BOOL], None),
            ("==" | "!=", 2) => {
                let mut tys = self.scalars_and_vectors(|_| true);
                for e in 0..self.out.enums.len() {
                    tys.push(self.intern(TyKind::Enum(super::types::EnumId(e as u32))));
                }
                same(tys, Some(Types::BOOL));
            }
            ("<" | ">" | "<=" | ">=", 2) => {
                let tys = Scalar::NUMERIC.map(|s| self.out.types.scalar(s)).to_vec();
                same(tys, Some(Types::BOOL));
            }
            _ => {}
        }
        out
    }

    /// The library's named functions (not operators): a documented
    /// extension, since the spec's "Built-in Functions" section is empty.
    /// HLSL's control barriers and fences, and its `Interlocked*` atomics
    /// on `atomic_int`/`atomic_uint` in `device` or `threadgroup` memory;
    /// the forms ending in `thread T*` store the original value there.
    pub(crate) fn library_named(&mut self, name: &str) -> Rc<[LibSig]> {
        let key = (name.to_string(), usize::MAX);
        if let Some(c) = self.lib.ops.get(&key) {
            return c.clone();
        }
        let list: Rc<[LibSig]> = self.make_named(name).into();
        self.lib.ops.insert(key, list.clone());
        list
    }

    fn make_named(&mut self, name: &str) -> Vec<LibSig> {
        let sig = |params: Vec<TyId>| LibSig {
            name: name.to_string(),
            params,
            ret: Types::VOID,
        };
        if BARRIERS.contains(&name) {
            return vec![sig(Vec::new())];
        }
        let Some(op) = name.strip_prefix("Interlocked") else {
            return Vec::new();
        };
        let exchange = op == "CompareExchange";
        if !exchange && !ATOMIC_OPS.contains(&op) {
            return Vec::new();
        }
        let mut out = Vec::new();
        for (signed, value) in [(true, Types::INT), (false, Types::UINT)] {
            let atomic = self.intern(TyKind::Atomic(signed));
            let original = self.intern(TyKind::Pointer(value, AddressSpace::Thread));
            for space in [AddressSpace::Device, AddressSpace::Threadgroup] {
                let ptr = self.intern(TyKind::Pointer(atomic, space));
                if exchange {
                    out.push(sig(vec![ptr, value, value, original]));
                } else {
                    out.push(sig(vec![ptr, value]));
                    out.push(sig(vec![ptr, value, original]));
                }
            }
        }
        out
    }

    fn matrices(&mut self) -> Vec<TyId> {
        let mut out = Vec::new();
        for s in [Scalar::Half, Scalar::Float] {
            for r in 2..=4 {
                for c in 2..=4 {
                    out.push(self.intern(TyKind::Matrix(s, r, c)));
                }
            }
        }
        out
    }

    /// The library's casts and constructors to `target` (`float4(…)`,
    /// `int(…)`, `E(…)`).
    pub(crate) fn library_casts(&mut self, target: TyId) -> Rc<[LibSig]> {
        if let Some(c) = self.lib.casts.get(&target) {
            return c.clone();
        }
        let name = format!("operator {}", self.ty_name(target));
        let mut lists: Vec<Vec<TyId>> = Vec::new();
        match self.kind(target) {
            // Every scalar converts to every scalar; an enum converts to
            // its base type.
            TyKind::Scalar(s) => {
                for u in Scalar::ALL {
                    lists.push(vec![self.out.types.scalar(u)]);
                }
                let enums: Vec<u32> = (0..self.out.enums.len() as u32)
                    .filter(|&e| self.out.enums[e as usize].base == s)
                    .collect();
                for e in enums {
                    lists.push(vec![self.intern(TyKind::Enum(super::types::EnumId(e)))]);
                }
            }
            TyKind::Enum(e) => {
                let base = self.out.enums[e.0 as usize].base;
                lists.push(vec![self.out.types.scalar(base)]);
                lists.push(vec![target]);
            }
            // A vector from any pieces of its element type adding up to its
            // size (`float4(float2, float, float)`), or from a vector of the
            // same size of another element type.
            TyKind::Vector(s, n) => {
                for parts in compositions(n) {
                    let l = parts.iter().map(|&k| self.out.types.vector(s, k)).collect();
                    lists.push(l);
                }
                for u in Scalar::ALL.into_iter().filter(|&u| u != s) {
                    lists.push(vec![self.out.types.vector(u, n)]);
                }
            }
            // `floatRxC`: from its R rows (vectors of C) or its R×C scalars.
            TyKind::Matrix(s, r, c) => {
                lists.push(vec![target]);
                let row = self.out.types.vector(s, c);
                lists.push(vec![row; r as usize]);
                lists.push(vec![self.out.types.scalar(s); (r * c) as usize]);
            }
            _ => {}
        }
        let list: Rc<[LibSig]> = lists
            .into_iter()
            .map(|params| LibSig {
                name: name.clone(),
                params,
                ret: target,
            })
            .collect::<Vec<_>>()
            .into();
        self.lib.casts.insert(target, list.clone());
        list
    }

    /// The library accessor named `name` whose first parameter is `first`:
    /// vector swizzle getters and setters, `[]` getters and setters on
    /// vectors, matrices and arrays, and `&[]` on pointers to arrays.
    pub(crate) fn library_accessor(&mut self, name: &str, first: TyId) -> Option<LibSig> {
        let sig = |params: Vec<TyId>, ret: TyId| {
            Some(LibSig {
                name: name.to_string(),
                params,
                ret,
            })
        };
        match (classify(name), self.kind(first)) {
            (OpName::Getter(f), TyKind::Vector(s, n)) => {
                let (len, _) = swizzle(f, n)?;
                let ret = self.out.types.vector(s, len);
                sig(vec![first], ret)
            }
            (OpName::Setter(f), TyKind::Vector(s, n)) => {
                let (len, distinct) = swizzle(f, n)?;
                if !distinct {
                    return None;
                }
                let part = self.out.types.vector(s, len);
                sig(vec![first, part], first)
            }
            (OpName::IndexGetter, k) => {
                let elem = self.element_of(k)?;
                sig(vec![first, Types::UINT], elem)
            }
            (OpName::IndexSetter, k) => {
                let elem = self.element_of(k)?;
                sig(vec![first, Types::UINT, elem], first)
            }
            (OpName::IndexAddressTaker, TyKind::Pointer(a, space)) => match self.kind(a) {
                TyKind::Array(elem, _) => {
                    let ret = self.intern(TyKind::Pointer(elem, space));
                    sig(vec![first, Types::UINT], ret)
                }
                _ => None,
            },
            _ => None,
        }
    }

    /// What `[]` on a vector, matrix (a row) or array gives.
    fn element_of(&mut self, k: TyKind) -> Option<TyId> {
        match k {
            TyKind::Vector(s, _) => Some(self.out.types.scalar(s)),
            TyKind::Matrix(s, _, c) => Some(self.out.types.vector(s, c)),
            TyKind::Array(e, _) => Some(e),
            _ => None,
        }
    }

    /// The library function with exactly this name and these parameters.
    pub(crate) fn library_function(&mut self, name: &str, params: &[TyId]) -> Option<LibSig> {
        match classify(name) {
            OpName::Getter(_)
            | OpName::Setter(_)
            | OpName::AddressTaker(_)
            | OpName::IndexGetter
            | OpName::IndexSetter
            | OpName::IndexAddressTaker => {
                let sig = self.library_accessor(name, *params.first()?)?;
                (sig.params == params).then_some(sig)
            }
            OpName::Symbol(_) => self
                .library_operators(name, params.len())
                .iter()
                .find(|s| s.params == params)
                .cloned(),
            OpName::None => self
                .library_named(name)
                .iter()
                .find(|s| s.params == params)
                .cloned(),
        }
    }
}

/// The control barriers (`…WithGroupSync`) and memory fences.
pub const BARRIERS: [&str; 6] = [
    "AllMemoryBarrier",
    "AllMemoryBarrierWithGroupSync",
    "DeviceMemoryBarrier",
    "DeviceMemoryBarrierWithGroupSync",
    "GroupMemoryBarrier",
    "GroupMemoryBarrierWithGroupSync",
];

/// `Interlocked` + one of these takes (pointer, value[, original]);
/// `InterlockedCompareExchange` takes (pointer, compare, value, original).
pub const ATOMIC_OPS: [&str; 7] = ["Add", "And", "Or", "Xor", "Min", "Max", "Exchange"];

/// The parameters of a named library function in words, for the note of
/// a call that matches none.
pub(crate) fn named_signatures(name: &str) -> Option<&'static str> {
    if BARRIERS.contains(&name) {
        return Some("no arguments");
    }
    match name.strip_prefix("Interlocked")? {
        "CompareExchange" => Some(
            "(device or threadgroup atomic_uint* p, uint compare, uint value, thread uint* \
             original), or the same with atomic_int and int",
        ),
        op if ATOMIC_OPS.contains(&op) => Some(
            "(device or threadgroup atomic_uint* p, uint value) or (…, thread uint* \
             original), or the same with atomic_int and int",
        ),
        _ => None,
    }
}

/// `xyzw`/`rgba` components within a vector of `n`: the result's length
/// and whether no component repeats (only then can it be assigned).
fn swizzle(field: &str, n: u8) -> Option<(u8, bool)> {
    let len = field.len();
    if !(1..=4).contains(&len) {
        return None;
    }
    let sets = ["xyzw", "rgba"];
    sets.iter()
        .find(|s| field.chars().all(|c| s[..n as usize].contains(c)))?;
    let mut seen = [false; 4];
    let mut distinct = true;
    for c in field.chars() {
        let i = sets.iter().find_map(|s| s.find(c))?;
        distinct &= !seen[i];
        seen[i] = true;
    }
    Some((len as u8, distinct))
}

/// The ordered ways to write `n` as a sum of parts of 1..=4.
fn compositions(n: u8) -> Vec<Vec<u8>> {
    if n == 0 {
        return vec![Vec::new()];
    }
    let mut out = Vec::new();
    for first in 1..=n.min(4) {
        for mut rest in compositions(n - first) {
            rest.insert(0, first);
            out.push(rest);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn swizzles_respect_the_vector_size_and_sets() {
        assert_eq!(swizzle("xy", 2), Some((2, true)));
        assert_eq!(swizzle("xx", 2), Some((2, false)));
        assert_eq!(swizzle("z", 2), None);
        assert_eq!(swizzle("rgba", 4), Some((4, true)));
        assert_eq!(swizzle("xg", 4), None);
        assert_eq!(swizzle("xyzwx", 4), None);
    }

    #[test]
    fn compositions_of_four() {
        assert_eq!(compositions(4).len(), 8);
        assert!(compositions(3).contains(&vec![1, 2]));
    }
}
