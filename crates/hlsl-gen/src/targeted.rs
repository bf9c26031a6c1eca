//! Targeted generators (issue 25, item 3): compute programs that each
//! exercise one risky rule many times over, with the buffers and output
//! scheme of [`crate::compute`], so the differential runner compares the
//! interpreter and Vulkan on them unchanged (`--target NAME`).
//!
//! * `conversions`: implicit conversions in every operator and call
//!   position (binary operators of mixed types, comparisons, compound
//!   assignments, initialisers, arguments, returns, `?:`, conditions,
//!   indices, vector splats and truncations, intrinsics of mixed types);
//! * `copy_back`: `out`/`inout` parameters whose arguments have another
//!   type (conversion in and back), are vector components or swizzles,
//!   array elements, struct members, matrix elements or buffer elements,
//!   and two arguments naming one variable (the write-backs happen left to
//!   right: `/work/shared/spec/hlsl-function-calls.rst`);
//! * `packing`: a random struct read member by member from a structured
//!   buffer and from a constant buffer whose memory is given raw, so that
//!   each path's layout decides which words are read;
//! * `matrix`: matrix construction, element, row and swizzle access, every
//!   `mul` form, `transpose`, casts between sizes, and matrices read from
//!   structured buffers in both orientations;
//! * `swizzle`: swizzle assignment (compound, of swizzles, to scalars,
//!   to array elements, struct members and matrix elements, self swaps).
//!
//! The programs are free of undefined behaviour as [`crate::compute`]'s
//! are: ints mixed with floats are small, floats are multiples of 0.25 in
//! [-64, 64] and products of at most two of them are summed (exact, so
//! FMA contraction and reassociation cannot change a result), float to
//! `uint` conversions are of absolute values, divisors are never 0.

use crate::compute::{input_buffer, Buffer, Elem, Program, Rng, INPUT_LEN, PRELUDE, TOTALS};
use std::collections::BTreeSet;
use std::fmt::Write;

/// The targeted generators, by name.
pub const TARGETS: &[&str] = &["conversions", "copy_back", "packing", "matrix", "swizzle"];

/// The program of target `name` for `seed`; `None` for an unknown name.
pub fn generate(name: &str, seed: u64) -> Option<Program> {
    let target = *TARGETS.iter().find(|t| **t == name)?;
    let mut g = T::new(seed);
    let items = 6 + g.rng.below(10);
    for _ in 0..items {
        match target {
            "conversions" => g.conversion(),
            "copy_back" => g.copy_back(),
            "packing" => {
                g.packing();
                break;
            }
            "matrix" => g.matrix(),
            _ => g.swizzle(),
        }
    }
    Some(g.finish(target))
}

/// A program under construction.
struct T {
    rng: Rng,
    body: String,
    helpers: String,
    /// Helper names already defined (each is written once).
    defined: BTreeSet<String>,
    /// Declarations after the prelude (extra resources, structs).
    decls: String,
    extra_buffers: Vec<Buffer>,
    slots: [usize; 3],
    next: usize,
}

/// HLSL scalar element types the targets mix.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum S {
    B,
    I,
    U,
    F,
}

impl S {
    fn name(self) -> &'static str {
        match self {
            S::B => "bool",
            S::I => "int",
            S::U => "uint",
            S::F => "float",
        }
    }
    fn vec(self, n: usize) -> String {
        if n == 1 {
            self.name().to_string()
        } else {
            format!("{}{n}", self.name())
        }
    }
}

const ALL: [S; 4] = [S::B, S::I, S::U, S::F];

impl T {
    fn new(seed: u64) -> T {
        T {
            rng: Rng(seed ^ 0x7A26_E7ED_0DD5_EED5),
            body: String::new(),
            helpers: String::new(),
            defined: BTreeSet::new(),
            decls: String::new(),
            extra_buffers: Vec::new(),
            slots: [0; 3],
            next: 0,
        }
    }

    fn fresh(&mut self, p: &str) -> String {
        self.next += 1;
        format!("{p}{}", self.next)
    }

    fn line(&mut self, l: &str) {
        let _ = writeln!(self.body, "    {l}");
    }

    fn helper(&mut self, name: &str, text: &str) {
        if self.defined.insert(name.to_string()) {
            let _ = writeln!(self.helpers, "{text}\n");
        }
    }

    fn k(&mut self) -> usize {
        self.rng.below(INPUT_LEN)
    }

    /// A value of scalar type `s` read from the inputs, small enough to
    /// mix with floats: ints within ±1000, floats in [-64, 64].
    fn small(&mut self, s: S) -> String {
        let k = self.k();
        match (s, self.rng.below(3)) {
            (S::B, 0) => format!("(in_f[{k}] > 0.0)"),
            (S::B, _) => format!("((in_u[{k}] & 1u) != 0u)"),
            (S::I, 0) => format!("{}", self.rng.below(41) as i32 - 20),
            (S::I, _) => format!("clamp(in_i[{k}], -1000, 1000)"),
            (S::U, 0) => format!("{}u", self.rng.below(20)),
            (S::U, _) => format!("min(in_u[{k}], 1000u)"),
            (S::F, 0) => format!("{:?}", (self.rng.below(129) as f32 - 64.0) / 4.0),
            (S::F, _) => format!("in_f[{k}]"),
        }
    }

    /// A value of scalar type `s` over its whole range (ints not mixed
    /// with floats).
    fn wide(&mut self, s: S) -> String {
        let k = self.k();
        match s {
            S::I => format!("in_i[{k}]"),
            S::U => format!("in_u[{k}]"),
            _ => self.small(s),
        }
    }

    /// A vector of `n` small components of type `s`.
    fn small_vec(&mut self, s: S, n: usize) -> String {
        if n == 1 {
            return self.small(s);
        }
        let parts: Vec<String> = (0..n).map(|_| self.small(s)).collect();
        format!("{}({})", s.vec(n), parts.join(", "))
    }

    /// Records `e` of scalar type `s` in this thread's next output slot
    /// (bools as 0/1, through an explicit, defined conversion).
    fn record(&mut self, s: S, e: &str) {
        let (buf, base, i, e) = match s {
            S::B => ("out_u", "ou", 0, format!("(({e}) ? 1u : 0u)")),
            S::U => ("out_u", "ou", 0, e.to_string()),
            S::I => ("out_i", "oi", 1, e.to_string()),
            S::F => ("out_f", "of", 2, e.to_string()),
        };
        let k = self.slots[i];
        self.slots[i] += 1;
        self.line(&format!("{buf}[{base} + {k}u] = {e};"));
    }

    /// Records every component of variable `v`, a vector of `n` `s`.
    fn record_vec(&mut self, s: S, n: usize, v: &str) {
        if n == 1 {
            self.record(s, v);
        } else {
            for c in ["x", "y", "z", "w"].iter().take(n) {
                self.record(s, &format!("{v}.{c}"));
            }
        }
    }

    // ---- conversions ---------------------------------------------------

    /// The type of `a OP b` for arithmetic on two scalar types (HLSL's
    /// usual arithmetic conversions: float over uint over int; bool is int).
    fn arith(a: S, b: S) -> S {
        match (a, b) {
            (S::F, _) | (_, S::F) => S::F,
            (S::U, _) | (_, S::U) => S::U,
            _ => S::I,
        }
    }

    fn conversion(&mut self) {
        let v = self.fresh("c");
        match self.rng.below(12) {
            0 => {
                // A binary operator on two types; the result is declared
                // as a third type (a conversion on initialisation).
                let (a, b) = (*self.rng.pick(&ALL), *self.rng.pick(&ALL));
                let r = Self::arith(a, b);
                let ops: &[&str] = if r == S::F {
                    &["+", "-", "*"]
                } else {
                    &["+", "-", "*", "&", "|", "^"]
                };
                let op = *self.rng.pick(ops);
                let (x, y) = if r == S::F {
                    (self.small(a), self.small(b))
                } else {
                    (self.wide(a), self.wide(b))
                };
                let to = if r == S::F {
                    *self.rng.pick(&[S::F, S::I, S::B])
                } else {
                    *self.rng.pick(&[S::I, S::U, S::B])
                };
                self.line(&format!("{} {v} = {x} {op} {y};", to.name()));
                self.record(to, &v);
            }
            1 => {
                // Comparisons convert both sides: int against uint
                // compares as uint (-1 > 0u).
                let (a, b) = (*self.rng.pick(&ALL), *self.rng.pick(&ALL));
                let (x, y) = if Self::arith(a, b) == S::F {
                    (self.small(a), self.small(b))
                } else {
                    (self.wide(a), self.wide(b))
                };
                let op = self.rng.pick(&["<", "<=", ">", ">=", "==", "!="]);
                self.line(&format!("bool {v} = {x} {op} {y};"));
                self.record(S::B, &v);
            }
            2 => {
                // Compound assignment: computed in the operands' common
                // type, converted back to the target's.
                let t = *self.rng.pick(&[S::I, S::U, S::F]);
                let a = *self.rng.pick(&ALL);
                let init = self.small(t);
                self.line(&format!("{} {v} = {init};", t.name()));
                let r = Self::arith(t, a);
                let op = if r == S::F && t == S::U {
                    // A uint never goes below 0 through a float.
                    *self.rng.pick(&["+=", "*="])
                } else if r == S::F {
                    *self.rng.pick(&["+=", "-=", "*="])
                } else {
                    *self.rng.pick(&["+=", "-=", "*=", "&=", "|=", "^="])
                };
                // An int times a float stays in range: both are small.
                let x = self.small(a);
                let x = if t == S::U && r == S::F {
                    format!("abs({x})")
                } else {
                    x
                };
                self.line(&format!("{v} {op} {x};"));
                self.record(t, &v);
            }
            3 => {
                // Arguments and returns convert to the parameter's and the
                // function's types.
                let p = *self.rng.pick(&ALL);
                let r = *self.rng.pick(&ALL);
                let name = format!("pass_{}_{}", p.name(), r.name());
                let ret = if r == S::U && p == S::F {
                    "abs(x)"
                } else {
                    "x"
                };
                let text = format!(
                    "{} {name}({} x) {{\n    return {ret};\n}}",
                    r.name(),
                    p.name()
                );
                self.helper(&name, &text);
                let a = *self.rng.pick(&ALL);
                let arg = if p == S::U && a == S::F {
                    format!("abs({})", self.small(a))
                } else {
                    self.small(a)
                };
                self.line(&format!("{} {v} = {name}({arg});", r.name()));
                self.record(r, &v);
            }
            4 => {
                // `?:` converts both arms to their common type.
                let (a, b) = (*self.rng.pick(&ALL), *self.rng.pick(&ALL));
                let c = self.small(S::B);
                let (x, y) = (self.small(a), self.small(b));
                let r = Self::arith(a, b);
                self.line(&format!("{} {v} = {c} ? {x} : {y};", r.name()));
                self.record(r, &v);
            }
            5 => {
                // Conditions of every type: `if`, `!`, `&&`, `||`.
                let (a, b) = (*self.rng.pick(&ALL), *self.rng.pick(&ALL));
                let (x, y) = (self.wide(a), self.wide(b));
                let form = self.rng.below(3);
                let e = match form {
                    0 => format!("{x} && {y}"),
                    1 => format!("{x} || !{y}"),
                    _ => format!("!{x}"),
                };
                self.line(&format!("uint {v} = 0u;"));
                self.line(&format!("if ({e}) {v} = 1u;"));
                self.record(S::U, &v);
            }
            6 => {
                // A float or int index converts to uint (truncating).
                let a = self.fresh("arr");
                let items: Vec<String> = (0..8).map(|_| self.wide(S::I)).collect();
                self.line(&format!("int {a}[8] = {{ {} }};", items.join(", ")));
                let k = self.k();
                let idx = match self.rng.below(3) {
                    0 => format!("abs(in_f[{k}]) / 8.5"),
                    1 => format!("(in_i[{k}] & 7)"),
                    _ => format!("(in_f[{k}] > 0.0)"),
                };
                self.line(&format!("int {v} = {a}[{idx}];"));
                self.record(S::I, &v);
            }
            7 => {
                // Vector splats and mixed vector-scalar operators.
                let n = 2 + self.rng.below(3);
                let (a, b) = (*self.rng.pick(&ALL), *self.rng.pick(&ALL));
                let r = Self::arith(a, b);
                let x = self.small_vec(a, n);
                let y = self.small(b);
                let op = if r == S::F { "+" } else { "^" };
                let (x, y) = if self.rng.chance(1, 2) {
                    (x, y)
                } else {
                    (y, x)
                };
                self.line(&format!("{} {v} = {x} {op} {y};", r.vec(n)));
                self.record_vec(r, n, &v);
            }
            8 => {
                // Vector truncation (warns) and vector conversion.
                let n = 3 + self.rng.below(2);
                let m = 1 + self.rng.below(n - 1);
                let (a, r) = (*self.rng.pick(&ALL), *self.rng.pick(&ALL));
                let r = if r == S::U && a == S::F { S::I } else { r };
                let x = self.small_vec(a, n);
                self.line(&format!("{} {v} = {x};", r.vec(m)));
                self.record_vec(r, m, &v);
            }
            9 => {
                // Initialiser lists convert each element.
                let a = self.fresh("arr");
                let t = *self.rng.pick(&[S::I, S::F, S::B]);
                let items: Vec<String> = (0..3)
                    .map(|_| {
                        let s = *self.rng.pick(&[S::I, S::F, S::B]);
                        self.small(s)
                    })
                    .collect();
                self.line(&format!(
                    "{} {a}[3] = {{ {} }};",
                    t.name(),
                    items.join(", ")
                ));
                for i in 0..3 {
                    self.record(t, &format!("{a}[{i}]"));
                }
            }
            10 => {
                // Intrinsics of mixed argument types.
                let (a, b) = (*self.rng.pick(&ALL), *self.rng.pick(&ALL));
                let r = Self::arith(a, b);
                let (x, y) = (self.small(a), self.small(b));
                let f = self.rng.pick(&["min", "max"]);
                self.line(&format!("{} {v} = {f}({x}, {y});", r.name()));
                self.record(r, &v);
            }
            _ => {
                // Shifts: the result has the left operand's type; the
                // amount converts (and is masked).
                let a = *self.rng.pick(&[S::I, S::U]);
                let b = *self.rng.pick(&[S::I, S::U, S::B]);
                let (x, y) = (self.wide(a), self.wide(b));
                let op = self.rng.pick(&["<<", ">>"]);
                self.line(&format!("{} {v} = {x} {op} ({y} & 31);", a.name()));
                self.record(a, &v);
            }
        }
    }

    // ---- out/inout copy-back -------------------------------------------

    /// A helper `void NAME(inout T p)` that changes `p` in a way defined
    /// for every value it can get.
    fn inout_helper(&mut self, mode: &str, s: S, n: usize) -> String {
        let name = format!("{mode}_{}", s.vec(n));
        let body = match (mode, s) {
            ("out", S::B) => "true",
            ("out", S::I) => "-5",
            ("out", S::U) => "9u",
            ("out", _) => "2.5",
            (_, S::B) => "!p",
            (_, S::I) => "p * 3 - 1",
            (_, S::U) => "p * 3u + 7u",
            _ => "p * 2.0 + 0.5",
        };
        let body = format!("    p = {body};");
        let text = format!("void {name}({mode} {} p) {{\n{body}\n}}", s.vec(n));
        self.helper(&name, &text);
        name
    }

    fn copy_back(&mut self) {
        let mode = *self.rng.pick(&["inout", "inout", "out"]);
        let v = self.fresh("a");
        match self.rng.below(7) {
            0 => {
                // A scalar argument of another type: converted in and back.
                let p = *self.rng.pick(&ALL);
                let a = *self.rng.pick(&ALL);
                // No negative float into a uint, and no float out of an
                // int's range.
                let (p, a) = if p == S::U && a == S::F {
                    (S::I, a)
                } else {
                    (p, a)
                };
                let h = self.inout_helper(mode, p, 1);
                let init = self.small(a);
                self.line(&format!("{} {v} = {init};", a.name()));
                self.line(&format!("{h}({v});"));
                self.record(a, &v);
            }
            1 => {
                // A vector component or swizzle as the argument.
                let n = 2 + self.rng.below(3);
                let a = *self.rng.pick(&[S::I, S::F]);
                let p = *self.rng.pick(&[S::I, S::F]);
                let init = self.small_vec(a, n);
                self.line(&format!("{} {v} = {init};", a.vec(n)));
                let m = 1 + self.rng.below(2);
                let comps = ["x", "y", "z", "w"];
                let mut sw = String::new();
                let mut used = Vec::new();
                while sw.len() < m {
                    let c = self.rng.below(n);
                    if !used.contains(&c) {
                        used.push(c);
                        sw.push_str(comps[c]);
                    }
                }
                let h = self.inout_helper(mode, p, m);
                self.line(&format!("{h}({v}.{sw});"));
                self.record_vec(a, n, &v);
            }
            2 => {
                // An array element, at a computed index.
                let a = *self.rng.pick(&[S::I, S::U, S::F]);
                let p = *self.rng.pick(&[S::I, S::F]);
                let items: Vec<String> = (0..4).map(|_| self.small(a)).collect();
                self.line(&format!(
                    "{} {v}[4] = {{ {} }};",
                    a.name(),
                    items.join(", ")
                ));
                let k = self.k();
                let p = if a == S::U && p == S::F { S::I } else { p };
                let h = self.inout_helper(mode, p, 1);
                self.line(&format!("{h}({v}[in_u[{k}] & 3u]);"));
                for i in 0..4 {
                    self.record(a, &format!("{v}[{i}]"));
                }
            }
            3 => {
                // A struct member.
                let p = *self.rng.pick(&[S::I, S::U, S::F]);
                let init = (self.small(S::U), self.small(S::I), self.small(S::F));
                self.line(&format!(
                    "Rec {v} = {{ {}, {}, {}, float2(1.5, -2.0) }};",
                    init.0, init.1, init.2
                ));
                let (member, ms) = *self.rng.pick(&[("a", S::U), ("b", S::I), ("c", S::F)]);
                let p = if ms == S::F && p == S::U { S::I } else { p };
                let h = self.inout_helper(mode, p, 1);
                self.line(&format!("{h}({v}.{member});"));
                self.record(S::U, &format!("{v}.a"));
                self.record(S::I, &format!("{v}.b"));
                self.record(S::F, &format!("{v}.c"));
            }
            4 => {
                // A matrix element or row.
                let items: Vec<String> = (0..4).map(|_| self.small(S::F)).collect();
                self.line(&format!("float2x2 {v} = float2x2({});", items.join(", ")));
                let p = *self.rng.pick(&[S::I, S::F]);
                if self.rng.chance(1, 2) {
                    let h = self.inout_helper(mode, p, 1);
                    let e = self.rng.pick(&["[0][1]", "[1][0]", "._m11", "._12"]);
                    self.line(&format!("{h}({v}{e});"));
                } else {
                    let h = self.inout_helper(mode, p, 2);
                    let r = self.rng.below(2);
                    self.line(&format!("{h}({v}[{r}]);"));
                }
                for e in ["_m00", "_m01", "_m10", "_m11"] {
                    self.record(S::F, &format!("{v}.{e}"));
                }
            }
            5 => {
                // An output buffer element as the argument: the write-back
                // is a buffer store.
                let p = *self.rng.pick(&[S::I, S::U, S::F]);
                let h = self.inout_helper(mode, p, 1);
                let k = self.slots[1];
                self.slots[1] += 1;
                let init = self.wide(S::I);
                let init = if p == S::F {
                    // A float holds the int exactly.
                    format!("clamp({init}, -4096, 4096)")
                } else {
                    init
                };
                self.line(&format!("out_i[oi + {k}u] = {init};"));
                self.line(&format!("{h}(out_i[oi + {k}u]);"));
            }
            _ => {
                // One variable passed twice: the write-backs happen left to
                // right, so the second parameter's value stays.
                let s = *self.rng.pick(&[S::I, S::U, S::F]);
                let name = format!("both_{}", s.name());
                let (one, two) = match s {
                    S::I => ("-3", "11"),
                    S::U => ("4u", "6u"),
                    _ => ("0.25", "-8.5"),
                };
                let text = format!(
                    "void {name}(inout {t} x, inout {t} y) {{\n    y = {two};\n    x = {one};\n}}",
                    t = s.name()
                );
                self.helper(&name, &text);
                let init = self.small(s);
                self.line(&format!("{} {v} = {init};", s.name()));
                self.line(&format!("{name}({v}, {v});"));
                self.record(s, &v);
            }
        }
    }

    // ---- packing -------------------------------------------------------

    /// A random struct, its members read back one by one from a
    /// structured buffer (`t7`) and from a constant buffer (`b8`) whose
    /// memory is raw words: each path's layout picks the words.
    fn packing(&mut self) {
        // Members: (type, count of scalars, element type, array length).
        let mut members: Vec<(String, S, usize, usize)> = Vec::new();
        let mut inner = String::new();
        if self.rng.chance(1, 2) {
            // A nested struct.
            let n = 1 + self.rng.below(3);
            let mut fields = Vec::new();
            for i in 0..n {
                let s = *self.rng.pick(&[S::I, S::U, S::F]);
                let w = 1 + self.rng.below(4);
                fields.push((format!("q{i}"), s, w));
            }
            let _ = writeln!(inner, "struct Inner {{");
            for (name, s, w) in &fields {
                let _ = writeln!(inner, "    {} {name};", s.vec(*w));
            }
            let _ = writeln!(inner, "}};\n");
            members.push(("Inner".into(), S::F, 0, 0));
            // Remember the fields through the name.
            for (name, s, w) in fields {
                members.push((format!("@{name}"), s, w, 0));
            }
        }
        let n = 2 + self.rng.below(6);
        for _ in 0..n {
            let s = *self.rng.pick(&[S::I, S::U, S::F]);
            let w = 1 + self.rng.below(4);
            let arr = if self.rng.chance(1, 5) {
                2 + self.rng.below(2)
            } else {
                0
            };
            members.push((s.vec(w), s, w, arr));
        }
        if self.rng.chance(1, 3) {
            members.push(("float2x2".into(), S::F, 4, 0));
        }
        // Shuffle the order of the plain members after a possible nested one.
        let start = members
            .iter()
            .position(|m| !m.0.starts_with('@') && m.0 != "Inner")
            .unwrap_or(0);
        for i in (start + 1..members.len()).rev() {
            let j = start + self.rng.below(i - start + 1);
            members.swap(i, j);
        }
        let mut decl = inner;
        let _ = writeln!(decl, "struct Packed {{");
        let mut reads: Vec<(String, S)> = Vec::new();
        for (i, (ty, s, w, arr)) in members.iter().enumerate() {
            if ty.starts_with('@') {
                continue;
            }
            let name = format!("m{i}");
            if ty == "Inner" {
                let _ = writeln!(decl, "    Inner {name};");
                for (fty, fs, fw, _) in members
                    .iter()
                    .skip(i + 1)
                    .take_while(|m| m.0.starts_with('@'))
                {
                    let f = &fty[1..];
                    for c in comps(*fw) {
                        reads.push((format!("{name}.{f}{c}"), *fs));
                    }
                }
                continue;
            }
            if ty == "float2x2" {
                let _ = writeln!(decl, "    float2x2 {name};");
                for e in ["_m00", "_m01", "_m10", "_m11"] {
                    reads.push((format!("{name}.{e}"), S::F));
                }
                continue;
            }
            if *arr > 0 {
                let _ = writeln!(decl, "    {ty} {name}[{arr}];");
                for k in 0..*arr {
                    for c in comps(*w) {
                        reads.push((format!("{name}[{k}]{c}"), *s));
                    }
                }
            } else {
                let _ = writeln!(decl, "    {ty} {name};");
                for c in comps(*w) {
                    reads.push((format!("{name}{c}"), *s));
                }
            }
        }
        let _ = writeln!(decl, "}};\n");
        let _ = writeln!(decl, "StructuredBuffer<Packed> packed : register(t7);");
        let _ = writeln!(decl, "cbuffer PackedCB : register(b8) {{");
        let _ = writeln!(decl, "    float cb_lead;");
        let _ = writeln!(decl, "    Packed cb_s;");
        let _ = writeln!(decl, "    float cb_tail;");
        let _ = writeln!(decl, "}};\n");
        self.decls.push_str(&decl);
        // Every word a distinct float that is also a distinct int, so a
        // word read from the wrong place shows.
        let words: Vec<u32> = (0..512)
            .map(|i| (i as f32 * 0.25 + 1.0).to_bits())
            .collect();
        self.extra_buffers.push(Buffer {
            register: "t7".into(),
            elem: Elem::Uint,
            words: words.clone(),
            output: false,
            toml_type: None,
        });
        // The constant buffer as 128 raw 16-byte rows (2 KiB): more than
        // any layout of the struct needs.
        let rows = vec!["\"uint4\""; 128].join(", ");
        self.extra_buffers.push(Buffer {
            register: "b8".into(),
            elem: Elem::Uint,
            words,
            output: false,
            toml_type: Some(format!("[{rows}]")),
        });
        let e = self.rng.below(3);
        self.line(&format!("Packed p = packed[(tid + {e}u) % 3u];"));
        for (r, s) in &reads {
            self.record(*s, &format!("p.{r}"));
            self.record(*s, &format!("cb_s.{r}"));
        }
        self.record(S::F, "cb_lead");
        self.record(S::F, "cb_tail");
        // A whole copy of a structured element, member by member.
        self.line("Packed q = packed[2];");
        if let Some((r, s)) = reads.last() {
            self.record(*s, &format!("q.{r}"));
        }
    }

    // ---- matrices ------------------------------------------------------

    fn matrix(&mut self) {
        let (r, c) = (2 + self.rng.below(3), 2 + self.rng.below(3));
        let m = self.fresh("m");
        let items: Vec<String> = (0..r * c).map(|_| self.small(S::F)).collect();
        match self.rng.below(3) {
            0 => self.line(&format!(
                "float{r}x{c} {m} = float{r}x{c}({});",
                items.join(", ")
            )),
            1 => {
                let rows: Vec<String> = items
                    .chunks(c)
                    .map(|row| format!("float{c}({})", row.join(", ")))
                    .collect();
                self.line(&format!(
                    "float{r}x{c} {m} = float{r}x{c}({});",
                    rows.join(", ")
                ));
            }
            _ => self.line(&format!("float{r}x{c} {m} = {{ {} }};", items.join(", "))),
        }
        let out = self.fresh("mv");
        match self.rng.below(10) {
            0 => {
                let v = self.small_vec(S::F, c);
                self.line(&format!("float{r} {out} = mul({m}, {v});"));
                self.record_vec(S::F, r, &out);
            }
            1 => {
                let v = self.small_vec(S::F, r);
                self.line(&format!("float{c} {out} = mul({v}, {m});"));
                self.record_vec(S::F, c, &out);
            }
            2 => {
                // A matrix product, of small integer-valued matrices so
                // that the sums stay exact.
                let k = 2 + self.rng.below(3);
                let n = self.fresh("n");
                let items: Vec<String> = (0..c * k)
                    .map(|_| format!("floor({} / 8.0)", self.small(S::F)))
                    .collect();
                self.line(&format!(
                    "float{c}x{k} {n} = float{c}x{k}({});",
                    items.join(", ")
                ));
                self.line(&format!("float{r}x{k} {out} = mul({m}, {n});"));
                for i in 0..r {
                    for j in 0..k {
                        self.record(S::F, &format!("{out}[{i}][{j}]"));
                    }
                }
            }
            3 => {
                let s = self.small(S::F);
                let form = if self.rng.chance(1, 2) {
                    format!("mul({s}, {m})")
                } else {
                    format!("mul({m}, {s})")
                };
                self.line(&format!("float{r}x{c} {out} = {form};"));
                self.record(S::F, &format!("{out}._m00 + {out}[{}][{}]", r - 1, c - 1));
            }
            4 => {
                self.line(&format!("float{c}x{r} {out} = transpose({m});"));
                for i in 0..c {
                    self.record_vec(S::F, r, &format!("{out}[{i}]"));
                }
            }
            5 => {
                // Elements, 0- and 1-based names, rows and swizzles of rows.
                let (i, j) = (self.rng.below(r), self.rng.below(c));
                self.record(S::F, &format!("{m}[{i}][{j}]"));
                self.record(S::F, &format!("{m}._m{i}{j}"));
                self.record(S::F, &format!("{m}._{}{}", i + 1, j + 1));
                self.record(S::F, &format!("{m}[{i}].x"));
                self.record_vec(S::F, 2, &format!("{m}._m00_m{i}{j}"));
            }
            6 => {
                // A cast to a smaller matrix keeps the top-left corner.
                let (a, b) = (1 + self.rng.below(r), 1 + self.rng.below(c));
                let (a, b) = (a.max(2), b.max(2));
                self.line(&format!("float{a}x{b} {out} = (float{a}x{b}){m};"));
                for i in 0..a {
                    for j in 0..b {
                        self.record(S::F, &format!("{out}[{i}][{j}]"));
                    }
                }
            }
            7 => {
                // Element-wise `*` and a dot of two vectors through mul.
                let items: Vec<String> = (0..r * c).map(|_| self.small(S::F)).collect();
                self.line(&format!(
                    "float{r}x{c} {out} = {m} * float{r}x{c}({});",
                    items.join(", ")
                ));
                self.record(S::F, &format!("{out}[{}][0]", r - 1));
                let (x, y) = (self.small_vec(S::F, c), self.small_vec(S::F, c));
                self.record(S::F, &format!("mul({x}, {y})"));
            }
            8 => {
                // Row and element writes, then reads.
                let i = self.rng.below(r);
                let v = self.small_vec(S::F, c);
                self.line(&format!("{m}[{i}] = {v};"));
                let j = self.rng.below(c);
                let x = self.small(S::F);
                self.line(&format!("{m}._m{}{j} = {x};", r - 1 - i));
                for i in 0..r {
                    self.record_vec(S::F, c, &format!("{m}[{i}]"));
                }
            }
            _ => {
                // Matrices read from structured buffers, column-major (the
                // default) and row-major: memory orientation.
                let major = if self.rng.chance(1, 2) {
                    "row_major "
                } else {
                    ""
                };
                let reg = self.fresh("mb");
                let t = 9 + self.extra_buffers.len();
                let _ = writeln!(
                    self.decls,
                    "StructuredBuffer<{major}float{r}x{c}> {reg} : register(t{t});"
                );
                let words: Vec<u32> = (0..64).map(|i| (i as f32 * 0.5 - 8.0).to_bits()).collect();
                self.extra_buffers.push(Buffer {
                    register: format!("t{t}"),
                    elem: Elem::Float,
                    words,
                    output: false,
                    toml_type: None,
                });
                self.line(&format!("float{r}x{c} {out} = {reg}[tid % 2u];"));
                for i in 0..r {
                    self.record_vec(S::F, c, &format!("{out}[{i}]"));
                }
                let v = self.small_vec(S::F, c);
                self.record_vec(S::F, 2, &format!("mul({reg}[1], {v}).xy"));
            }
        }
    }

    // ---- swizzles ------------------------------------------------------

    fn swizzle(&mut self) {
        let n = 2 + self.rng.below(3);
        let s = *self.rng.pick(&[S::I, S::U, S::F]);
        let v = self.fresh("v");
        let init = self.small_vec(s, n);
        self.line(&format!("{} {v} = {init};", s.vec(n)));
        let sw = |g: &mut T, m: usize| -> String {
            let mut idx: Vec<usize> = (0..n).collect();
            for i in (1..n).rev() {
                let j = g.rng.below(i + 1);
                idx.swap(i, j);
            }
            idx.iter()
                .take(m)
                .map(|&i| ["x", "y", "z", "w"][i])
                .collect()
        };
        let m = 1 + self.rng.below(n);
        let a = sw(self, m);
        match self.rng.below(8) {
            0 => {
                let e = self.small_vec(s, m);
                self.line(&format!("{v}.{a} = {e};"));
            }
            1 => {
                // Compound assignment through a swizzle.
                let e = self.small_vec(s, m);
                let op = self.rng.pick(&["+=", "-=", "*="]);
                self.line(&format!("{v}.{a} {op} {e};"));
            }
            2 => {
                // A self swap: the right side is read before any write.
                let b = sw(self, m);
                self.line(&format!("{v}.{a} = {v}.{b};"));
            }
            3 => {
                // A swizzle of a swizzle as the target.
                let b = sw(self, n);
                let rgba: String = (0..m)
                    .map(|i| ["r", "g", "b", "a"][(i + 1) % n.min(4)])
                    .collect::<String>();
                let uniq: BTreeSet<char> = rgba.chars().collect();
                if uniq.len() == rgba.len() {
                    let e = self.small_vec(s, m);
                    self.line(&format!("{v}.{b}.{rgba} = {e};"));
                } else {
                    let e = self.small_vec(s, m);
                    self.line(&format!("{v}.{a} = {e};"));
                }
            }
            4 => {
                // Increments of swizzled components.
                self.line(&format!("{v}.{a}++;"));
                let b = sw(self, 1);
                self.line(&format!("--{v}.{b};"));
            }
            5 => {
                // Array element and struct member targets.
                let arr = self.fresh("sa");
                self.line(&format!("{} {arr}[2] = {{ {v}, {v} }};", s.vec(n)));
                let k = self.k();
                let e = self.small_vec(s, m);
                self.line(&format!("{arr}[in_u[{k}] & 1u].{a} = {e};"));
                self.line(&format!("{v} = {arr}[0] + {arr}[1];"));
            }
            6 => {
                // A scalar's swizzle, read and written.
                let x = self.fresh("x");
                let e = self.small(s);
                self.line(&format!("{} {x} = {e};", s.name()));
                let e = self.small(s);
                self.line(&format!("{x}.x = {e};"));
                self.line(&format!("{v}.{a} = {x}.{};", "x".repeat(m)));
            }
            _ => {
                // Matrix swizzles as targets.
                let mm = self.fresh("ms");
                let items: Vec<String> = (0..4).map(|_| self.small(S::F)).collect();
                self.line(&format!("float2x2 {mm} = float2x2({});", items.join(", ")));
                let e = self.small_vec(S::F, 2);
                let t = self
                    .rng
                    .pick(&["_m00_m11", "_m10_m01", "_12_21", "_m11_m00"]);
                self.line(&format!("{mm}.{t} = {e};"));
                for e in ["_m00", "_m01", "_m10", "_m11"] {
                    self.record(S::F, &format!("{mm}.{e}"));
                }
            }
        }
        self.record_vec(s, n, &v);
    }

    // ---- the program ---------------------------------------------------

    fn finish(mut self, target: &'static str) -> Program {
        let threads = *self.rng.pick(&[1usize, 4, 8]);
        let groups = *self.rng.pick(&[1u32, 2]);
        for (i, s) in [S::U, S::I, S::F].into_iter().enumerate() {
            if self.slots[i] == 0 {
                let e = self.wide(s);
                self.record(s, &e);
            }
        }
        let mut src = String::new();
        src.push_str(PRELUDE);
        src.push_str(&self.decls);
        src.push_str(&self.helpers);
        let _ = writeln!(
            src,
            "[numthreads({threads}, 1, 1)]\nvoid main(uint3 dtid : SV_DispatchThreadID) {{"
        );
        let _ = writeln!(src, "    uint tid = dtid.x;");
        let _ = writeln!(src, "    uint ou = tid * {}u;", self.slots[0]);
        let _ = writeln!(src, "    uint oi = tid * {}u;", self.slots[1]);
        let _ = writeln!(src, "    uint of = tid * {}u;", self.slots[2]);
        src.push_str(&self.body);
        src.push_str("}\n");
        let total = threads * groups as usize;
        let mut buffers = vec![
            input_buffer(&mut self.rng, "t0", Elem::Uint),
            input_buffer(&mut self.rng, "t1", Elem::Int),
            input_buffer(&mut self.rng, "t2", Elem::Float),
        ];
        for (i, (reg, elem)) in [("u3", Elem::Uint), ("u4", Elem::Int), ("u5", Elem::Float)]
            .into_iter()
            .enumerate()
        {
            buffers.push(Buffer {
                register: reg.into(),
                elem,
                words: vec![0; total * self.slots[i]],
                output: true,
                toml_type: None,
            });
        }
        buffers.push(Buffer {
            register: "u6".into(),
            elem: Elem::Uint,
            words: vec![0; TOTALS],
            output: true,
            toml_type: None,
        });
        buffers.extend(self.extra_buffers);
        Program {
            source: src,
            groups: [groups, 1, 1],
            buffers,
            constructs: [target].into_iter().collect(),
            short_circuit_slots: Vec::new(),
            uint_slots: self.slots[0],
            push: None,
        }
    }
}

/// The component suffixes of a `w`-wide value (`""` for a scalar).
fn comps(w: usize) -> Vec<&'static str> {
    if w == 1 {
        vec![""]
    } else {
        [".x", ".y", ".z", ".w"].into_iter().take(w).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_target_generates() {
        for t in TARGETS {
            for seed in 0..20 {
                let p = generate(t, seed).expect("a known target");
                assert!(p.source.contains("void main"), "{t} {seed}");
                assert_eq!(generate(t, seed).unwrap().source, p.source);
            }
        }
        assert!(generate("nothing", 1).is_none());
    }
}
