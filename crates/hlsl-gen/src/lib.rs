//! A grammar-aware, typed generator of HLSL programs for the `check` and
//! `compile` fuzz targets (docs/fuzzing.md, "The generator").
//!
//! The fuzzer's bytes are read as a stream of choices ([`Choices`]): every
//! decision (which statement, which type, which operator) takes the next
//! byte, and an exhausted stream answers 0, so choice 0 is always the
//! smallest one and generation always ends. The generator tracks what is in
//! scope (variables with their types and whether they may be written, user
//! functions, structs, resources) and builds every expression for a wanted
//! type, so most programs check clean and reach lowering and naga's
//! validator. It has no dependency beyond `std`, so a normal test can
//! include it (`crates/hlslc-cli/tests/generated.rs`).

use std::fmt::Write;

pub mod compute;
pub mod targeted;

/// The fuzzer's bytes as a stream of choices; 0 once they run out.
pub struct Choices<'a> {
    data: &'a [u8],
    pos: usize,
}

impl<'a> Choices<'a> {
    pub fn new(data: &'a [u8]) -> Choices<'a> {
        Choices { data, pos: 0 }
    }

    fn byte(&mut self) -> u8 {
        let b = self.data.get(self.pos).copied().unwrap_or(0);
        self.pos += 1;
        b
    }

    /// A number in `0..n` (0 when `n` is 0).
    fn below(&mut self, n: usize) -> usize {
        match n {
            0 | 1 => 0,
            2..=256 => self.byte() as usize % n,
            _ => (usize::from(self.byte()) << 8 | usize::from(self.byte())) % n,
        }
    }

    /// True about `num` times in `den`; false once the bytes run out.
    fn chance(&mut self, num: usize, den: usize) -> bool {
        self.exhausted_or(|c| c.below(den) >= den - num)
    }

    fn exhausted_or(&mut self, f: impl FnOnce(&mut Self) -> bool) -> bool {
        if self.pos >= self.data.len() {
            self.pos += 1;
            false
        } else {
            f(self)
        }
    }

    fn exhausted(&self) -> bool {
        self.pos >= self.data.len()
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Scalar {
    Bool,
    Int,
    Uint,
    Float,
}

impl Scalar {
    fn name(self) -> &'static str {
        match self {
            Scalar::Bool => "bool",
            Scalar::Int => "int",
            Scalar::Uint => "uint",
            Scalar::Float => "float",
        }
    }
    fn numeric(self) -> bool {
        self != Scalar::Bool
    }
    fn integer(self) -> bool {
        matches!(self, Scalar::Int | Scalar::Uint)
    }
}

#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Ty {
    Scalar(Scalar),
    Vector(Scalar, u8),
    Matrix(Scalar, u8, u8),
    Array(Box<Ty>, u32),
    Struct(usize),
}

impl Ty {
    /// Scalar kind and component count of a scalar or vector.
    fn shape(&self) -> Option<(Scalar, u8)> {
        match *self {
            Ty::Scalar(s) => Some((s, 1)),
            Ty::Vector(s, n) => Some((s, n)),
            _ => None,
        }
    }
    fn sv(s: Scalar, n: u8) -> Ty {
        if n == 1 {
            Ty::Scalar(s)
        } else {
            Ty::Vector(s, n)
        }
    }
}

#[derive(Clone)]
struct Var {
    name: String,
    ty: Ty,
    mutable: bool,
}

struct Struct {
    name: String,
    fields: Vec<(String, Ty)>,
}

#[derive(Clone, Copy, PartialEq)]
enum Qual {
    In,
    Out,
    InOut,
}

struct Func {
    name: String,
    ret: Option<Ty>,
    params: Vec<(Qual, Ty)>,
}

#[derive(Clone, Copy, PartialEq, Debug)]
pub enum Stage {
    Compute,
    Vertex,
    Pixel,
}

enum Res {
    /// `StructuredBuffer<T>` / `RWStructuredBuffer<T>`.
    Structured {
        elem: Ty,
        rw: bool,
    },
    /// `Buffer<T>` / `RWBuffer<T>` of a numeric scalar or vector.
    Typed {
        elem: Ty,
        rw: bool,
    },
    ByteAddress {
        rw: bool,
    },
    Texture2D,
    RWTexture2D,
    Sampler,
}

struct Resource {
    name: String,
    kind: Res,
}

/// One generated program and how to compile it.
pub struct Generated {
    pub source: String,
    pub stage: Stage,
    /// `cs_6_0`, `vs_6_0` or `ps_6_0`.
    pub profile: &'static str,
    pub entry: &'static str,
}

/// Generates a program from `data`.
pub fn generate(data: &[u8]) -> Generated {
    let mut g = Gen {
        c: Choices::new(data),
        out: String::new(),
        indent: 0,
        stage: Stage::Compute,
        structs: Vec::new(),
        funcs: Vec::new(),
        globals: Vec::new(),
        scopes: Vec::new(),
        resources: Vec::new(),
        next_name: 0,
        regs: [0; 1],
        budget: 600,
        loops: 0,
        in_switch: 0,
        ret: None,
        entry_level: false,
    };
    g.program();
    let (profile, stage) = match g.stage {
        Stage::Compute => ("cs_6_0", Stage::Compute),
        Stage::Vertex => ("vs_6_0", Stage::Vertex),
        Stage::Pixel => ("ps_6_0", Stage::Pixel),
    };
    Generated {
        source: g.out,
        stage,
        profile,
        entry: "main",
    }
}

/// `len` bytes from a fixed xorshift generator: what the determinism test
/// and `generate_corpus` feed [`generate`].
pub fn seeded_bytes(seed: u64, len: usize) -> Vec<u8> {
    let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    (0..len)
        .map(|_| {
            x ^= x >> 12;
            x ^= x << 25;
            x ^= x >> 27;
            (x.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 56) as u8
        })
        .collect()
}

const FLOATS: &[&str] = &[
    "0.0", "1.0", "0.5", "2.0", "-1.5", "3.25", "0.125", "100.0", "1e-3", "-0.0",
];
const INTS: &[&str] = &["0", "1", "2", "-1", "7", "-13", "42", "1000"];
const UINTS: &[&str] = &["0u", "1u", "2u", "3u", "255u", "0xFFFFu", "17u", "4096u"];
const SWIZZLE: [char; 4] = ['x', 'y', 'z', 'w'];

struct Gen<'a> {
    c: Choices<'a>,
    out: String,
    indent: usize,
    stage: Stage,
    structs: Vec<Struct>,
    funcs: Vec<Func>,
    globals: Vec<Var>,
    scopes: Vec<Vec<Var>>,
    resources: Vec<Resource>,
    next_name: usize,
    /// The last register number given (to any class).
    regs: [u32; 1],
    /// Expression nodes left: bounds the program's size.
    budget: usize,
    loops: usize,
    in_switch: usize,
    /// The current function's return type (`None`: void).
    ret: Option<Ty>,
    /// At the top level of the entry point's body (barriers go only there).
    entry_level: bool,
}

impl Gen<'_> {
    fn name(&mut self, prefix: &str) -> String {
        self.next_name += 1;
        format!("{prefix}{}", self.next_name)
    }

    fn line(&mut self, text: &str) {
        for _ in 0..self.indent {
            self.out.push_str("    ");
        }
        self.out.push_str(text);
        self.out.push('\n');
    }

    fn pick<'s>(&mut self, items: &[&'s str]) -> &'s str {
        items[self.c.below(items.len())]
    }

    fn ty_name(&self, ty: &Ty) -> String {
        match ty {
            Ty::Scalar(s) => s.name().into(),
            Ty::Vector(s, n) => format!("{}{n}", s.name()),
            Ty::Matrix(s, r, c) => format!("{}{r}x{c}", s.name()),
            Ty::Array(..) => unreachable!("arrays are declared with their name"),
            Ty::Struct(i) => self.structs[*i].name.clone(),
        }
    }

    /// `T name` or `T name[N]`.
    fn declarator(&self, ty: &Ty, name: &str) -> String {
        match ty {
            Ty::Array(elem, n) => format!("{} {name}[{n}]", self.ty_name(elem)),
            _ => format!("{} {name}", self.ty_name(ty)),
        }
    }

    // ---- types -------------------------------------------------------

    fn scalar(&mut self) -> Scalar {
        // Float first: the most operations apply to it.
        [Scalar::Float, Scalar::Int, Scalar::Uint, Scalar::Bool][self.c.below(4)]
    }

    fn numeric_scalar(&mut self) -> Scalar {
        [Scalar::Float, Scalar::Int, Scalar::Uint][self.c.below(3)]
    }

    /// A scalar, vector or (float) matrix type.
    fn basic_ty(&mut self) -> Ty {
        match self.c.below(8) {
            0..=2 => Ty::Scalar(self.scalar()),
            3..=5 => Ty::Vector(self.scalar(), 2 + self.c.below(3) as u8),
            6 => Ty::Matrix(
                Scalar::Float,
                2 + self.c.below(3) as u8,
                2 + self.c.below(3) as u8,
            ),
            _ => {
                // Rarely an integer matrix: the lowering does not take
                // them (naga's matrices are float only).
                let s = if self.c.chance(1, 16) {
                    Scalar::Int
                } else {
                    Scalar::Float
                };
                Ty::Matrix(s, 2 + self.c.below(3) as u8, 2 + self.c.below(3) as u8)
            }
        }
    }

    /// Any type for a local or a field: basic, array or struct.
    fn value_ty(&mut self) -> Ty {
        match self.c.below(10) {
            0..=6 => self.basic_ty(),
            7 if !self.structs.is_empty() => Ty::Struct(self.c.below(self.structs.len())),
            8 => {
                let elem = if !self.structs.is_empty() && self.c.chance(1, 3) {
                    Ty::Struct(self.c.below(self.structs.len()))
                } else {
                    self.basic_ty()
                };
                Ty::Array(Box::new(elem), 1 + self.c.below(5) as u32)
            }
            _ => self.basic_ty(),
        }
    }

    // ---- what is in scope ---------------------------------------------

    fn vars(&self) -> impl Iterator<Item = &Var> {
        self.globals.iter().chain(self.scopes.iter().flatten())
    }

    /// Every expression that names a part of a variable (`v`, `s.f`,
    /// `a[1]`, `a[1].f`, `m[0]`): its text, type and whether it may be
    /// written.
    fn paths(&self) -> Vec<(String, Ty, bool)> {
        let mut out = Vec::new();
        for v in self.vars() {
            self.expand(v.name.clone(), &v.ty, v.mutable, 2, &mut out);
        }
        out
    }

    fn expand(
        &self,
        text: String,
        ty: &Ty,
        mutable: bool,
        depth: u32,
        out: &mut Vec<(String, Ty, bool)>,
    ) {
        out.push((text.clone(), ty.clone(), mutable));
        if depth == 0 {
            return;
        }
        match ty {
            Ty::Struct(i) => {
                for (f, fty) in &self.structs[*i].fields {
                    self.expand(format!("{text}.{f}"), fty, mutable, depth - 1, out);
                }
            }
            Ty::Array(elem, n) => {
                let k = (text.len() as u32) % n;
                self.expand(format!("{text}[{k}]"), elem, mutable, depth - 1, out);
            }
            Ty::Matrix(s, r, c) => {
                let i = text.len() as u8 % r;
                out.push((format!("{text}[{i}]"), Ty::sv(*s, *c), mutable));
                let j = text.len() as u8 % c;
                out.push((format!("{text}[{i}][{j}]"), Ty::Scalar(*s), mutable));
                out.push((format!("{text}._m{i}{j}"), Ty::Scalar(*s), mutable));
            }
            _ => {}
        }
    }

    /// An expression naming a variable part of type `ty` (a swizzle of a
    /// vector included), if there is one.
    fn path_of(&mut self, ty: &Ty, writable: bool) -> Option<String> {
        let paths = self.paths();
        let mut found: Vec<String> = paths
            .iter()
            .filter(|(_, t, m)| t == ty && (*m || !writable))
            .map(|(p, _, _)| p.clone())
            .collect();
        if let Some((s, n)) = ty.shape() {
            // Swizzles of vectors of the same kind.
            for (p, t, m) in &paths {
                if let Ty::Vector(s2, m2) = t {
                    if *s2 == s && (*m || !writable) && (!writable || n <= *m2) {
                        let sw = self.swizzle(*m2, n, writable);
                        found.push(format!("{p}.{sw}"));
                    }
                }
            }
        }
        if found.is_empty() {
            return None;
        }
        let i = self.c.below(found.len());
        Some(found.swap_remove(i))
    }

    fn swizzle(&mut self, from: u8, n: u8, distinct: bool) -> String {
        let mut comps: Vec<char> = SWIZZLE[..from as usize].to_vec();
        let mut s = String::new();
        for _ in 0..n {
            if distinct {
                let i = self.c.below(comps.len());
                s.push(comps.remove(i));
            } else {
                s.push(comps[self.c.below(comps.len())]);
            }
        }
        s
    }

    // ---- expressions --------------------------------------------------

    fn literal(&mut self, s: Scalar) -> String {
        match s {
            Scalar::Bool => self.pick(&["true", "false"]).into(),
            Scalar::Int => self.pick(INTS).into(),
            Scalar::Uint => self.pick(UINTS).into(),
            Scalar::Float => self.pick(FLOATS).into(),
        }
    }

    /// An expression of type `ty`.
    fn expr(&mut self, ty: &Ty, depth: u32) -> String {
        if self.budget == 0 || depth == 0 || self.c.exhausted() {
            return self.leaf(ty);
        }
        self.budget -= 1;
        match ty.clone() {
            Ty::Scalar(s) | Ty::Vector(s, _) => {
                let (_, n) = ty.shape().unwrap();
                self.sv_expr(s, n, depth - 1)
            }
            Ty::Matrix(s, r, c) => match self.c.below(6) {
                0 => self.leaf(ty),
                1 if s == Scalar::Float => {
                    let a = self.expr(&Ty::Matrix(s, c, r), depth - 1);
                    format!("transpose({a})")
                }
                2 => {
                    let a = self.expr(ty, depth - 1);
                    let b = self.expr(ty, depth - 1);
                    let op = self.pick(&["+", "-", "*"]);
                    format!("({a} {op} {b})")
                }
                3 if s == Scalar::Float => {
                    let k = 2 + self.c.below(3) as u8;
                    let a = self.expr(&Ty::Matrix(s, r, k), depth - 1);
                    let b = self.expr(&Ty::Matrix(s, k, c), depth - 1);
                    format!("mul({a}, {b})")
                }
                4 => {
                    let args: Vec<String> = (0..r * c)
                        .map(|_| self.expr(&Ty::Scalar(s), depth - 1))
                        .collect();
                    format!("{}({})", self.ty_name(ty), args.join(", "))
                }
                _ => {
                    let a = self.expr(&Ty::Scalar(s), depth - 1);
                    format!("(({}){a})", self.ty_name(ty))
                }
            },
            Ty::Struct(_) | Ty::Array(..) => {
                if self.c.chance(1, 3) {
                    if let Some(f) = self.func_returning(ty) {
                        return self.call(f, depth - 1);
                    }
                }
                self.leaf(ty)
            }
        }
    }

    /// A leaf: a variable part, a resource read or a literal.
    fn leaf(&mut self, ty: &Ty) -> String {
        if !self.c.exhausted() && self.c.chance(2, 3) {
            if let Some(p) = self.path_of(ty, false) {
                return p;
            }
        }
        if ty.shape().is_some() && self.c.chance(1, 4) {
            if let Some(r) = self.resource_read(ty) {
                return r;
            }
        }
        match ty {
            Ty::Scalar(s) => self.literal(*s),
            Ty::Vector(s, n) => {
                if self.c.chance(1, 2) {
                    let l = self.literal(*s);
                    format!("(({}){l})", self.ty_name(ty))
                } else {
                    let parts: Vec<String> = (0..*n).map(|_| self.literal(*s)).collect();
                    format!("{}({})", self.ty_name(ty), parts.join(", "))
                }
            }
            Ty::Matrix(s, ..) => {
                let l = self.literal(*s);
                format!("(({}){l})", self.ty_name(ty))
            }
            Ty::Struct(_) => format!("(({})0)", self.ty_name(ty)),
            Ty::Array(..) => {
                // Arrays have no literal; only a variable will do.
                self.path_of(ty, false)
                    .expect("array expressions are asked for only with a variable in scope")
            }
        }
    }

    /// A scalar or vector expression of kind `s` and `n` components.
    fn sv_expr(&mut self, s: Scalar, n: u8, d: u32) -> String {
        let ty = Ty::sv(s, n);
        match self.c.below(16) {
            0 => self.leaf(&ty),
            1 | 2 if s.numeric() => {
                let a = self.expr(&ty, d);
                let b = self.expr(&ty, d);
                let op = self.pick(&["+", "-", "*", "/", "%"]);
                format!("({a} {op} {b})")
            }
            3 if s.integer() => {
                let a = self.expr(&ty, d);
                let b = self.expr(&ty, d);
                let op = self.pick(&["&", "|", "^", "<<", ">>"]);
                format!("({a} {op} {b})")
            }
            4 if n > 1 && s.numeric() => {
                // Vector and scalar: the scalar is splatted.
                let a = self.expr(&ty, d);
                let b = self.expr(&Ty::Scalar(s), d);
                let op = self.pick(&["+", "-", "*", "/"]);
                if self.c.chance(1, 2) {
                    format!("({a} {op} {b})")
                } else {
                    format!("({b} {op} {a})")
                }
            }
            5 => {
                let a = self.expr(&ty, d);
                match s {
                    Scalar::Bool => format!("(!{a})"),
                    Scalar::Float => format!("(-({a}))"),
                    _ => {
                        let op = self.pick(&["-", "~", "+"]);
                        format!("({op}({a}))")
                    }
                }
            }
            6 => {
                let c = self.expr(&Ty::Scalar(Scalar::Bool), d);
                let a = self.expr(&ty, d);
                let b = self.expr(&ty, d);
                if n > 1 && self.c.chance(1, 3) {
                    let c = self.expr(&Ty::Vector(Scalar::Bool, n), d);
                    format!("select({c}, {a}, {b})")
                } else {
                    format!("({c} ? {a} : {b})")
                }
            }
            7 => {
                // A conversion from another kind (or a splat, or a
                // truncation of a wider vector).
                let from = self.scalar();
                let from_n = match self.c.below(3) {
                    0 if n > 1 => 1,
                    1 if n < 4 => n + 1 + self.c.below((4 - n) as usize) as u8,
                    _ => n,
                };
                let a = self.expr(&Ty::sv(from, from_n), d);
                format!("(({}){a})", self.ty_name(&ty))
            }
            8 if n > 1 => {
                // A constructor from parts.
                let mut left = n;
                let mut parts = Vec::new();
                while left > 0 {
                    let k = 1 + self.c.below(left as usize) as u8;
                    let from = if self.c.chance(1, 4) {
                        self.scalar()
                    } else {
                        s
                    };
                    parts.push(self.expr(&Ty::sv(from, k), d));
                    left -= k;
                }
                format!("{}({})", self.ty_name(&ty), parts.join(", "))
            }
            9 => {
                // A swizzle of a vector expression.
                let m = 1 + self.c.below(4) as u8;
                let a = self.expr(&Ty::sv(s, m), d);
                let sw = self.swizzle(m, n, false);
                format!("({a}).{sw}")
            }
            10 | 11 => self.intrinsic(s, n, d),
            12 if s == Scalar::Bool => {
                let k = self.numeric_scalar();
                let a = self.expr(&Ty::sv(k, n), d);
                let b = self.expr(&Ty::sv(k, n), d);
                let op = self.pick(&["<", ">", "<=", ">=", "==", "!="]);
                format!("({a} {op} {b})")
            }
            13 if s == Scalar::Bool => {
                let a = self.expr(&ty, d);
                let b = self.expr(&ty, d);
                if n == 1 {
                    let op = self.pick(&["&&", "||", "==", "!="]);
                    format!("({a} {op} {b})")
                } else {
                    let f = self.pick(&["and", "or"]);
                    format!("{f}({a}, {b})")
                }
            }
            14 => match self.func_returning(&ty) {
                Some(f) => self.call(f, d),
                None => self.leaf(&ty),
            },
            15 if n == 1 && self.c.chance(1, 2) => {
                // An increment of a writable numeric variable.
                match self.path_of(&ty, true) {
                    Some(p) if s.numeric() => {
                        let op = self.pick(&["++", "--"]);
                        if self.c.chance(1, 2) {
                            format!("({op}{p})")
                        } else {
                            format!("({p}{op})")
                        }
                    }
                    _ => self.leaf(&ty),
                }
            }
            _ => {
                let a = self.expr(&ty, d);
                if self.c.chance(1, 2) {
                    a
                } else {
                    format!("({a})")
                }
            }
        }
    }

    fn intrinsic(&mut self, s: Scalar, n: u8, d: u32) -> String {
        let ty = Ty::sv(s, n);
        match s {
            Scalar::Float => match self.c.below(12) {
                0 => {
                    let f = self.pick(&[
                        "sin", "cos", "abs", "floor", "ceil", "frac", "saturate", "exp", "exp2",
                        "round", "trunc", "sqrt", "rsqrt", "log2", "tan", "ddx", "ddy", "fwidth",
                    ]);
                    let f =
                        if self.stage != Stage::Pixel && f.starts_with('d') | f.starts_with("fw") {
                            "abs"
                        } else {
                            f
                        };
                    let a = self.expr(&ty, d);
                    format!("{f}({a})")
                }
                1 => {
                    let f = self.pick(&["min", "max", "pow", "step", "atan2", "fmod"]);
                    let a = self.expr(&ty, d);
                    let b = self.expr(&ty, d);
                    format!("{f}({a}, {b})")
                }
                2 => {
                    let f = self.pick(&["lerp", "clamp", "smoothstep", "mad"]);
                    let a = self.expr(&ty, d);
                    let b = self.expr(&ty, d);
                    let c = self.expr(&ty, d);
                    format!("{f}({a}, {b}, {c})")
                }
                3 if n == 1 => {
                    let m = 2 + self.c.below(3) as u8;
                    let v = Ty::Vector(Scalar::Float, m);
                    let a = self.expr(&v, d);
                    match self.c.below(3) {
                        0 => format!("length({a})"),
                        1 => {
                            let b = self.expr(&v, d);
                            format!("dot({a}, {b})")
                        }
                        _ => {
                            let b = self.expr(&v, d);
                            format!("distance({a}, {b})")
                        }
                    }
                }
                4 if n > 1 => {
                    let a = self.expr(&ty, d);
                    if self.c.chance(1, 2) {
                        format!("normalize({a})")
                    } else {
                        let b = self.expr(&ty, d);
                        format!("reflect({a}, {b})")
                    }
                }
                5 if n == 3 => {
                    let a = self.expr(&ty, d);
                    let b = self.expr(&ty, d);
                    format!("cross({a}, {b})")
                }
                6 if n > 1 => {
                    // Matrix times vector, vector times matrix.
                    let k = 2 + self.c.below(3) as u8;
                    if self.c.chance(1, 2) {
                        let m = self.expr(&Ty::Matrix(Scalar::Float, n, k), d);
                        let v = self.expr(&Ty::Vector(Scalar::Float, k), d);
                        format!("mul({m}, {v})")
                    } else {
                        let v = self.expr(&Ty::Vector(Scalar::Float, k), d);
                        let m = self.expr(&Ty::Matrix(Scalar::Float, k, n), d);
                        format!("mul({v}, {m})")
                    }
                }
                7 if n == 1 => {
                    let k = 2 + self.c.below(3) as u8;
                    let m = self.expr(&Ty::Matrix(Scalar::Float, k, k), d);
                    format!("determinant({m})")
                }
                8 => {
                    let a = self.expr(&Ty::sv(Scalar::Uint, n), d);
                    format!("asfloat({a})")
                }
                9 => {
                    let a = self.expr(&Ty::sv(Scalar::Uint, n), d);
                    format!("f16tof32({a})")
                }
                _ => self.leaf(&ty),
            },
            Scalar::Int | Scalar::Uint => match self.c.below(7) {
                0 => {
                    let f = self.pick(&["min", "max"]);
                    let a = self.expr(&ty, d);
                    let b = self.expr(&ty, d);
                    format!("{f}({a}, {b})")
                }
                1 => {
                    let a = self.expr(&ty, d);
                    let b = self.expr(&ty, d);
                    let c = self.expr(&ty, d);
                    format!("clamp({a}, {b}, {c})")
                }
                2 if s == Scalar::Uint => {
                    let f = self.pick(&["countbits", "reversebits", "firstbithigh", "firstbitlow"]);
                    let a = self.expr(&ty, d);
                    format!("{f}({a})")
                }
                2 => {
                    let a = self.expr(&ty, d);
                    format!("abs({a})")
                }
                3 => {
                    let f = if s == Scalar::Uint { "asuint" } else { "asint" };
                    let a = self.expr(&Ty::sv(Scalar::Float, n), d);
                    format!("{f}({a})")
                }
                4 if s == Scalar::Int => {
                    let a = self.expr(&Ty::sv(Scalar::Float, n), d);
                    format!("sign({a})")
                }
                5 if s == Scalar::Uint => {
                    let a = self.expr(&Ty::sv(Scalar::Float, n), d);
                    format!("f32tof16({a})")
                }
                _ => self.leaf(&ty),
            },
            Scalar::Bool => match self.c.below(4) {
                0 if n == 1 => {
                    let m = 1 + self.c.below(4) as u8;
                    let f = self.pick(&["any", "all"]);
                    let k = self.scalar();
                    let a = self.expr(&Ty::sv(k, m), d);
                    format!("{f}({a})")
                }
                1 => {
                    let f = self.pick(&["isnan", "isinf", "isfinite"]);
                    let a = self.expr(&Ty::sv(Scalar::Float, n), d);
                    format!("{f}({a})")
                }
                _ => self.leaf(&ty),
            },
        }
    }

    fn func_returning(&mut self, ty: &Ty) -> Option<usize> {
        let found: Vec<usize> = (0..self.funcs.len())
            .filter(|&i| self.funcs[i].ret.as_ref() == Some(ty))
            .collect();
        (!found.is_empty()).then(|| found[self.c.below(found.len())])
    }

    /// A call of user function `f`; `None` when an `out` argument has no
    /// writable variable of its type.
    fn try_call(&mut self, f: usize, d: u32) -> Option<String> {
        let params: Vec<(Qual, Ty)> = self.funcs[f].params.clone();
        let mut args = Vec::new();
        for (q, ty) in &params {
            args.push(match q {
                Qual::In => {
                    if matches!(ty, Ty::Array(..)) {
                        self.path_of(ty, false)?
                    } else {
                        self.expr(ty, d)
                    }
                }
                Qual::Out | Qual::InOut => self.path_of(ty, true)?,
            });
        }
        Some(format!("{}({})", self.funcs[f].name, args.join(", ")))
    }

    fn call(&mut self, f: usize, d: u32) -> String {
        match self.try_call(f, d) {
            Some(c) => c,
            None => {
                let ty = self.funcs[f].ret.clone().expect("a function with a value");
                self.leaf(&ty)
            }
        }
    }

    /// A uint index expression, in `0..n` when `n` is known.
    fn index(&mut self, n: Option<u32>) -> String {
        let e = self.expr(&Ty::Scalar(Scalar::Uint), 2);
        match n {
            Some(n) if self.c.chance(1, 2) => format!("{}", self.c.below(n as usize)),
            Some(n) => format!("({e} % {n}u)"),
            None => e,
        }
    }

    /// A read of a resource giving `ty`.
    fn resource_read(&mut self, ty: &Ty) -> Option<String> {
        let mut found = Vec::new();
        for (i, r) in self.resources.iter().enumerate() {
            let ok = match &r.kind {
                Res::Structured { elem, .. } | Res::Typed { elem, .. } => elem == ty,
                Res::ByteAddress { .. } => {
                    matches!(ty.shape(), Some((Scalar::Uint, _)))
                }
                Res::Texture2D | Res::RWTexture2D => *ty == Ty::Vector(Scalar::Float, 4),
                Res::Sampler => false,
            };
            if ok {
                found.push(i);
            }
        }
        if found.is_empty() {
            return None;
        }
        let i = found[self.c.below(found.len())];
        let name = self.resources[i].name.clone();
        Some(match self.resources[i].kind {
            Res::Structured { .. } | Res::Typed { .. } => {
                let idx = self.index(None);
                if self.c.chance(1, 3) && matches!(self.resources[i].kind, Res::Typed { .. }) {
                    format!("{name}.Load({idx})")
                } else {
                    format!("{name}[{idx}]")
                }
            }
            Res::ByteAddress { .. } => {
                let n = ty.shape().unwrap().1;
                let idx = self.index(None);
                let suffix = if n == 1 { String::new() } else { n.to_string() };
                format!("{name}.Load{suffix}(({idx}) * 4u)")
            }
            Res::Texture2D => {
                let sampler = self
                    .resources
                    .iter()
                    .find(|r| matches!(r.kind, Res::Sampler))
                    .map(|r| r.name.clone());
                let uv = self.expr(&Ty::Vector(Scalar::Float, 2), 2);
                match (sampler, self.c.below(3)) {
                    (Some(s), 0) if self.stage == Stage::Pixel => {
                        format!("{name}.Sample({s}, {uv})")
                    }
                    (Some(s), 0 | 1) => {
                        let lod = self.expr(&Ty::Scalar(Scalar::Float), 1);
                        format!("{name}.SampleLevel({s}, {uv}, {lod})")
                    }
                    _ => {
                        let xy = self.expr(&Ty::Vector(Scalar::Int, 2), 2);
                        format!("{name}.Load(int3({xy}, 0))")
                    }
                }
            }
            Res::RWTexture2D => {
                let xy = self.expr(&Ty::Vector(Scalar::Uint, 2), 2);
                format!("{name}[{xy}]")
            }
            Res::Sampler => unreachable!(),
        })
    }

    // ---- statements ---------------------------------------------------

    fn block(&mut self, depth: u32) {
        self.scopes.push(Vec::new());
        self.indent += 1;
        let n = self.c.below(5);
        for _ in 0..n {
            self.stmt(depth);
        }
        self.indent -= 1;
        self.scopes.pop();
    }

    fn declare(&mut self, name: String, ty: Ty, mutable: bool) {
        self.scopes
            .last_mut()
            .expect("a scope")
            .push(Var { name, ty, mutable });
    }

    fn local(&mut self) {
        let ty = self.value_ty();
        let name = self.name("v");
        let decl = self.declarator(&ty, &name);
        match &ty {
            Ty::Array(elem, n) => {
                if self.c.chance(2, 3) && elem.shape().is_some() {
                    let elem = (**elem).clone();
                    let items: Vec<String> = (0..*n).map(|_| self.expr(&elem, 2)).collect();
                    self.line(&format!("{decl} = {{ {} }};", items.join(", ")));
                } else {
                    // Uninitialised, then written element by element.
                    self.line(&format!("{decl};"));
                    let elem = (**elem).clone();
                    for k in 0..*n {
                        let e = self.expr(&elem, 2);
                        self.line(&format!("{name}[{k}] = {e};"));
                    }
                }
            }
            _ => {
                let e = self.expr(&ty, 4);
                let konst = if self.c.chance(1, 8) { "const " } else { "" };
                self.line(&format!("{konst}{decl} = {e};"));
                self.declare(name, ty, konst.is_empty());
                return;
            }
        }
        self.declare(name, ty, true);
    }

    fn stmt(&mut self, depth: u32) {
        if self.budget == 0 {
            return;
        }
        self.budget -= 1;
        let d = depth.saturating_sub(1);
        let top = self.entry_level;
        self.entry_level = false;
        match self.c.below(18) {
            0..=3 => self.local(),
            4..=6 => self.assign(),
            7 if depth > 0 => {
                let c = self.expr(&Ty::Scalar(Scalar::Bool), 3);
                self.line(&format!("if ({c}) {{"));
                self.block(d);
                if self.c.chance(1, 2) {
                    self.line("} else {");
                    self.block(d);
                }
                self.line("}");
            }
            8 if depth > 0 => {
                let i = self.name("i");
                let k = 1 + self.c.below(8);
                let (t, lit) = if self.c.chance(1, 2) {
                    ("int", format!("{k}"))
                } else {
                    ("uint", format!("{k}u"))
                };
                let step = self.pick(&["++", "+= 1"]);
                self.line(&format!("for ({t} {i} = 0; {i} < {lit}; {i}{step}) {{"));
                self.scopes.push(vec![Var {
                    name: i,
                    ty: Ty::Scalar(if t == "int" {
                        Scalar::Int
                    } else {
                        Scalar::Uint
                    }),
                    mutable: false,
                }]);
                self.loops += 1;
                self.block(d);
                self.loops -= 1;
                self.scopes.pop();
                self.line("}");
            }
            9 if depth > 0 => {
                let w = self.name("w");
                let k = 1 + self.c.below(6);
                let do_while = self.c.chance(1, 2);
                self.line(&format!("int {w} = 0;"));
                if do_while {
                    self.line("do {");
                } else {
                    self.line(&format!("while ({w} < {k}) {{"));
                }
                self.indent += 1;
                self.line(&format!("{w}++;"));
                self.indent -= 1;
                self.loops += 1;
                self.block(d);
                self.loops -= 1;
                if do_while {
                    self.line(&format!("}} while ({w} < {k});"));
                } else {
                    self.line("}");
                }
                self.declare(w, Ty::Scalar(Scalar::Int), false);
            }
            10 if depth > 0 => {
                let s = if self.c.chance(1, 2) {
                    Scalar::Int
                } else {
                    Scalar::Uint
                };
                let e = self.expr(&Ty::Scalar(s), 3);
                self.line(&format!("switch ({e}) {{"));
                let cases = self.c.below(4);
                let mut used = Vec::new();
                for _ in 0..cases {
                    let v = self.c.below(6);
                    if used.contains(&v) {
                        continue;
                    }
                    used.push(v);
                    let suffix = if s == Scalar::Uint && self.c.chance(1, 2) {
                        "u"
                    } else {
                        ""
                    };
                    self.line(&format!("case {v}{suffix}:"));
                    self.case_body(d);
                }
                if cases == 0 || self.c.chance(1, 2) {
                    self.line("default:");
                    self.case_body(d);
                }
                self.line("}");
            }
            11 if self.loops > 0 => {
                let kw = if self.in_switch > 0 || self.c.chance(1, 2) {
                    "break"
                } else {
                    "continue"
                };
                // Inside a switch, `continue` reaches the loop around it;
                // keep to `break` there, which DXC accepts without fuss.
                let c = self.expr(&Ty::Scalar(Scalar::Bool), 2);
                self.line(&format!("if ({c}) {kw};"));
            }
            12 => self.resource_write(),
            13 => {
                // A call for its effect (out arguments) or discarded value.
                if self.funcs.is_empty() {
                    return self.assign();
                }
                let f = self.c.below(self.funcs.len());
                if let Some(c) = self.try_call(f, 2) {
                    self.line(&format!("{c};"));
                }
            }
            14 if self.stage == Stage::Compute && top => {
                let b = self.pick(&[
                    "GroupMemoryBarrierWithGroupSync()",
                    "DeviceMemoryBarrierWithGroupSync()",
                    "AllMemoryBarrierWithGroupSync()",
                    "GroupMemoryBarrier()",
                    "DeviceMemoryBarrier()",
                ]);
                self.line(&format!("{b};"));
            }
            14 if self.stage == Stage::Pixel => {
                if self.c.chance(1, 2) {
                    let n = 1 + self.c.below(4) as u8;
                    let v = self.expr(&Ty::sv(Scalar::Float, n), 2);
                    self.line(&format!("clip({v});"));
                } else {
                    let c = self.expr(&Ty::Scalar(Scalar::Bool), 2);
                    self.line(&format!("if ({c}) discard;"));
                }
            }
            15 if depth > 0 => {
                let c = self.expr(&Ty::Scalar(Scalar::Bool), 2);
                match self.ret.clone() {
                    Some(t) => {
                        let e = self.expr(&t, 3);
                        self.line(&format!("if ({c}) return {e};"));
                    }
                    None => self.line(&format!("if ({c}) return;")),
                }
            }
            16 => {
                self.line("{");
                self.block(d);
                self.line("}");
            }
            _ => self.assign(),
        }
        self.entry_level = top;
    }

    fn case_body(&mut self, d: u32) {
        self.indent += 1;
        self.line("{");
        self.in_switch += 1;
        self.block(d);
        self.in_switch -= 1;
        self.line("}");
        self.line("break;");
        self.indent -= 1;
    }

    fn assign(&mut self) {
        let paths: Vec<(String, Ty, bool)> =
            self.paths().into_iter().filter(|(_, _, m)| *m).collect();
        if paths.is_empty() {
            return self.local();
        }
        let (p, ty, _) = paths[self.c.below(paths.len())].clone();
        match ty.shape() {
            Some((s, n)) if n > 1 && self.c.chance(1, 3) => {
                // A swizzle write.
                let k = 1 + self.c.below(n as usize) as u8;
                let sw = self.swizzle(n, k, true);
                let e = self.expr(&Ty::sv(s, k), 3);
                self.line(&format!("{p}.{sw} = {e};"));
            }
            Some((s, n)) if s.numeric() && self.c.chance(1, 2) => {
                let ops: &[&str] = if s.integer() {
                    &["+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>="]
                } else {
                    &["+=", "-=", "*=", "/=", "%="]
                };
                let op = self.pick(ops);
                let rhs = if n > 1 && self.c.chance(1, 3) {
                    Ty::Scalar(s)
                } else {
                    ty.clone()
                };
                let e = self.expr(&rhs, 3);
                self.line(&format!("{p} {op} {e};"));
            }
            Some((s, 1)) if s.numeric() && self.c.chance(1, 3) => {
                let op = self.pick(&["++", "--"]);
                self.line(&format!("{p}{op};"));
            }
            _ => {
                let e = self.expr(&ty, 4);
                self.line(&format!("{p} = {e};"));
            }
        }
    }

    fn resource_write(&mut self) {
        let writable: Vec<usize> = (0..self.resources.len())
            .filter(|&i| {
                matches!(
                    self.resources[i].kind,
                    Res::Structured { rw: true, .. }
                        | Res::Typed { rw: true, .. }
                        | Res::ByteAddress { rw: true }
                        | Res::RWTexture2D
                )
            })
            .collect();
        if writable.is_empty() {
            return self.assign();
        }
        let i = writable[self.c.below(writable.len())];
        let name = self.resources[i].name.clone();
        match &self.resources[i].kind {
            Res::Structured { elem, .. } | Res::Typed { elem, .. } => {
                let elem = elem.clone();
                let idx = self.index(None);
                let atomic = matches!(elem, Ty::Scalar(Scalar::Int | Scalar::Uint));
                if atomic && self.c.chance(1, 3) {
                    let f = self.pick(&[
                        "InterlockedAdd",
                        "InterlockedMin",
                        "InterlockedMax",
                        "InterlockedAnd",
                        "InterlockedOr",
                        "InterlockedXor",
                        "InterlockedExchange",
                    ]);
                    let v = self.expr(&elem, 2);
                    match self.path_of(&elem, true) {
                        Some(old) if self.c.chance(1, 2) => {
                            self.line(&format!("{f}({name}[{idx}], {v}, {old});"))
                        }
                        _ => self.line(&format!("{f}({name}[{idx}], {v});")),
                    }
                    return;
                }
                // A field of a struct element, or the whole element.
                let (lhs, ty) = match &elem {
                    Ty::Struct(s) if self.c.chance(1, 2) && !self.structs[*s].fields.is_empty() => {
                        let fields = &self.structs[*s].fields;
                        let (f, t) = fields[self.c.below(fields.len())].clone();
                        (format!("{name}[{idx}].{f}"), t)
                    }
                    _ => (format!("{name}[{idx}]"), elem),
                };
                if matches!(ty, Ty::Array(..)) {
                    return;
                }
                let e = self.expr(&ty, 4);
                self.line(&format!("{lhs} = {e};"));
            }
            Res::ByteAddress { .. } => {
                let n = 1 + self.c.below(4) as u8;
                let idx = self.index(None);
                let v = self.expr(&Ty::sv(Scalar::Uint, n), 3);
                let suffix = if n == 1 { String::new() } else { n.to_string() };
                self.line(&format!("{name}.Store{suffix}(({idx}) * 4u, {v});"));
            }
            Res::RWTexture2D => {
                let xy = self.expr(&Ty::Vector(Scalar::Uint, 2), 2);
                let v = self.expr(&Ty::Vector(Scalar::Float, 4), 3);
                self.line(&format!("{name}[{xy}] = {v};"));
            }
            _ => unreachable!(),
        }
    }

    // ---- declarations -------------------------------------------------

    fn register(&mut self, class: usize) -> String {
        if self.c.chance(1, 4) {
            return String::new();
        }
        // One counter for every class: t1 and s1 would share a Vulkan
        // binding (a warning, then an error at lowering).
        let letter = ['t', 'u', 'b', 's'][class];
        self.regs[0] += 1 + self.c.below(2) as u32;
        let space = if self.c.chance(1, 5) { ", space1" } else { "" };
        format!(" : register({letter}{}{space})", self.regs[0])
    }

    fn program(&mut self) {
        self.stage = match self.c.below(8) {
            0..=4 => Stage::Compute,
            5 | 6 => Stage::Pixel,
            _ => Stage::Vertex,
        };
        self.scopes.push(Vec::new());
        for _ in 0..self.c.below(4) {
            self.struct_decl();
        }
        for _ in 0..self.c.below(7) {
            self.global_decl();
        }
        self.out.push('\n');
        for _ in 0..self.c.below(4) {
            self.function();
        }
        self.entry();
    }

    fn struct_decl(&mut self) {
        let name = self.name("S");
        let mut fields = Vec::new();
        let mut text = format!("struct {name} {{\n");
        for _ in 0..1 + self.c.below(4) {
            let ty = self.value_ty();
            let f = self.name("f");
            let _ = writeln!(text, "    {};", self.declarator(&ty, &f));
            fields.push((f, ty));
        }
        text.push_str("};\n");
        self.out.push_str(&text);
        self.structs.push(Struct { name, fields });
    }

    /// A struct for buffers: no bool (it has no memory layout in SPIR-V),
    /// rarely the generator still uses one to probe the lowering.
    fn buffer_elem(&mut self) -> Ty {
        if !self.structs.is_empty() && self.c.chance(1, 3) {
            return Ty::Struct(self.c.below(self.structs.len()));
        }
        let s = self.numeric_scalar();
        let n = 1 + self.c.below(4) as u8;
        Ty::sv(s, n)
    }

    fn global_decl(&mut self) {
        match self.c.below(10) {
            0 | 1 => {
                let name = self.name("CB");
                let reg = self.register(2);
                let mut text = format!("cbuffer {name}{reg} {{\n");
                for _ in 0..1 + self.c.below(4) {
                    let ty = self.value_ty();
                    let g = self.name("c");
                    let _ = writeln!(text, "    {};", self.declarator(&ty, &g));
                    self.globals.push(Var {
                        name: g,
                        ty,
                        mutable: false,
                    });
                }
                text.push_str("};\n");
                self.out.push_str(&text);
            }
            2 => {
                let ty = self.basic_ty();
                let name = self.name("g");
                let e = self.leaf_literal(&ty);
                let konst = self.c.chance(1, 2);
                let q = if konst { "static const" } else { "static" };
                let _ = writeln!(self.out, "{q} {} = {e};", self.declarator(&ty, &name));
                self.globals.push(Var {
                    name,
                    ty,
                    mutable: !konst,
                });
            }
            3 if self.stage == Stage::Compute => {
                let ty = self.value_ty();
                let name = self.name("gs");
                let _ = writeln!(self.out, "groupshared {};", self.declarator(&ty, &name));
                self.globals.push(Var {
                    name,
                    ty,
                    mutable: true,
                });
            }
            4 | 5 => {
                let elem = self.buffer_elem();
                let rw = self.c.chance(1, 2);
                let name = self.name("sb");
                let reg = self.register(if rw { 1 } else { 0 });
                let prefix = if rw { "RW" } else { "" };
                let _ = writeln!(
                    self.out,
                    "{prefix}StructuredBuffer<{}> {name}{reg};",
                    self.ty_name(&elem)
                );
                self.resources.push(Resource {
                    name,
                    kind: Res::Structured { elem, rw },
                });
            }
            6 => {
                let s = self.numeric_scalar();
                let elem = Ty::sv(s, 1 + self.c.below(4) as u8);
                let rw = self.c.chance(1, 2);
                let name = self.name("tb");
                let reg = self.register(if rw { 1 } else { 0 });
                let prefix = if rw { "RW" } else { "" };
                let _ = writeln!(
                    self.out,
                    "{prefix}Buffer<{}> {name}{reg};",
                    self.ty_name(&elem)
                );
                self.resources.push(Resource {
                    name,
                    kind: Res::Typed { elem, rw },
                });
            }
            7 => {
                let rw = self.c.chance(1, 2);
                let name = self.name("bab");
                let reg = self.register(if rw { 1 } else { 0 });
                let prefix = if rw { "RW" } else { "" };
                let _ = writeln!(self.out, "{prefix}ByteAddressBuffer {name}{reg};");
                self.resources.push(Resource {
                    name,
                    kind: Res::ByteAddress { rw },
                });
            }
            8 => {
                let name = self.name("tex");
                let reg = self.register(0);
                let _ = writeln!(self.out, "Texture2D<float4> {name}{reg};");
                self.resources.push(Resource {
                    name,
                    kind: Res::Texture2D,
                });
                if !self
                    .resources
                    .iter()
                    .any(|r| matches!(r.kind, Res::Sampler))
                {
                    let name = self.name("smp");
                    let reg = self.register(3);
                    let _ = writeln!(self.out, "SamplerState {name}{reg};");
                    self.resources.push(Resource {
                        name,
                        kind: Res::Sampler,
                    });
                }
            }
            _ => {
                let name = self.name("rwt");
                let reg = self.register(1);
                let _ = writeln!(self.out, "RWTexture2D<float4> {name}{reg};");
                self.resources.push(Resource {
                    name,
                    kind: Res::RWTexture2D,
                });
            }
        }
    }

    fn leaf_literal(&mut self, ty: &Ty) -> String {
        match ty {
            Ty::Scalar(s) => self.literal(*s),
            Ty::Vector(s, n) => {
                let parts: Vec<String> = (0..*n).map(|_| self.literal(*s)).collect();
                format!("{}({})", self.ty_name(ty), parts.join(", "))
            }
            Ty::Matrix(s, r, c) => {
                let parts: Vec<String> = (0..r * c).map(|_| self.literal(*s)).collect();
                format!("{}({})", self.ty_name(ty), parts.join(", "))
            }
            _ => format!("({})0", self.ty_name(ty)),
        }
    }

    fn function(&mut self) {
        let name = self.name("fn");
        let ret = if self.c.chance(1, 4) {
            None
        } else {
            Some(self.value_ty())
        };
        let ret = match ret {
            // Arrays are not returned in HLSL.
            Some(Ty::Array(..)) => Some(Ty::Scalar(Scalar::Float)),
            r => r,
        };
        let mut params = Vec::new();
        let mut text = Vec::new();
        self.scopes.push(Vec::new());
        for _ in 0..self.c.below(4) {
            let q = [Qual::In, Qual::In, Qual::Out, Qual::InOut][self.c.below(4)];
            let ty = self.value_ty();
            let p = self.name("p");
            let qs = match q {
                Qual::In => {
                    if self.c.chance(1, 4) {
                        "in "
                    } else {
                        ""
                    }
                }
                Qual::Out => "out ",
                Qual::InOut => "inout ",
            };
            text.push(format!("{qs}{}", self.declarator(&ty, &p)));
            self.declare(p, ty.clone(), true);
            params.push((q, ty));
        }
        let rname = match &ret {
            Some(t) => self.ty_name(t),
            None => "void".into(),
        };
        self.line(&format!("{rname} {name}({}) {{", text.join(", ")));
        self.ret = ret.clone();
        self.indent += 1;
        self.body(3);
        // Out parameters are written before the end.
        let outs: Vec<Var> = self.scopes[1]
            .iter()
            .zip(&params)
            .filter(|(_, (q, _))| *q == Qual::Out)
            .map(|(v, _)| v.clone())
            .collect();
        for v in outs {
            if let Ty::Array(elem, n) = &v.ty {
                for k in 0..*n {
                    let e = self.expr(elem, 2);
                    self.line(&format!("{}[{k}] = {e};", v.name));
                }
            } else {
                let e = self.expr(&v.ty, 2);
                self.line(&format!("{} = {e};", v.name));
            }
        }
        if let Some(t) = &ret {
            let e = self.expr(t, 4);
            self.line(&format!("return {e};"));
        }
        self.indent -= 1;
        self.line("}");
        self.scopes.pop();
        self.ret = None;
        self.funcs.push(Func { name, ret, params });
    }

    fn body(&mut self, depth: u32) {
        self.scopes.push(Vec::new());
        let n = 1 + self.c.below(8);
        for _ in 0..n {
            self.stmt(depth);
        }
        self.scopes.pop();
    }

    fn entry(&mut self) {
        self.scopes.push(Vec::new());
        match self.stage {
            Stage::Compute => {
                let (x, y, z) = [
                    (1, 1, 1),
                    (64, 1, 1),
                    (8, 8, 1),
                    (4, 4, 4),
                    (32, 1, 1),
                    (256, 1, 1),
                    (16, 16, 1),
                    (2, 2, 2),
                ][self.c.below(8)];
                let mut params = Vec::new();
                let svs: [(&str, Ty); 4] = [
                    ("SV_DispatchThreadID", Ty::Vector(Scalar::Uint, 3)),
                    ("SV_GroupIndex", Ty::Scalar(Scalar::Uint)),
                    ("SV_GroupID", Ty::Vector(Scalar::Uint, 3)),
                    ("SV_GroupThreadID", Ty::Vector(Scalar::Uint, 3)),
                ];
                for (sv, ty) in svs {
                    if params.is_empty() || self.c.chance(1, 2) {
                        let p = self.name("id");
                        params.push(format!("{} {p} : {sv}", self.ty_name(&ty)));
                        self.declare(p, ty, true);
                    }
                }
                self.line(&format!("[numthreads({x}, {y}, {z})]"));
                self.line(&format!("void main({}) {{", params.join(", ")));
                self.indent += 1;
                self.entry_body();
                self.indent -= 1;
                self.line("}");
            }
            Stage::Vertex => {
                let out = self.name("VSOut");
                let varyings = self.varyings();
                let mut text = format!("struct {out} {{\n    float4 pos : SV_Position;\n");
                for (i, (interp, ty, name)) in varyings.iter().enumerate() {
                    let _ = writeln!(
                        text,
                        "    {interp}{} {name} : TEXCOORD{i};",
                        self.ty_name(ty)
                    );
                }
                text.push_str("};\n");
                self.out.push_str(&text);
                let fields = std::iter::once(("pos".to_string(), Ty::Vector(Scalar::Float, 4)))
                    .chain(varyings.iter().map(|(_, t, n)| (n.clone(), t.clone())))
                    .collect();
                self.structs.push(Struct {
                    name: out.clone(),
                    fields,
                });
                let sidx = self.structs.len() - 1;
                let pos = self.name("position");
                let vid = self.name("vid");
                self.declare(pos.clone(), Ty::Vector(Scalar::Float, 3), true);
                self.declare(vid.clone(), Ty::Scalar(Scalar::Uint), true);
                self.line(&format!(
                    "{out} main(float3 {pos} : POSITION, uint {vid} : SV_VertexID) {{"
                ));
                self.indent += 1;
                let o = self.name("o");
                self.line(&format!("{out} {o} = ({out})0;"));
                self.declare(o.clone(), Ty::Struct(sidx), true);
                self.ret = Some(Ty::Struct(sidx));
                self.entry_body();
                let p = self.expr(&Ty::Vector(Scalar::Float, 4), 3);
                self.line(&format!("{o}.pos = {p};"));
                self.line(&format!("return {o};"));
                self.indent -= 1;
                self.line("}");
            }
            Stage::Pixel => {
                let varyings = self.varyings();
                let mut params = vec![];
                let pos = self.name("fragPos");
                params.push(format!("float4 {pos} : SV_Position"));
                self.declare(pos, Ty::Vector(Scalar::Float, 4), true);
                for (i, (interp, ty, name)) in varyings.iter().enumerate() {
                    params.push(format!("{interp}{} {name} : TEXCOORD{i}", self.ty_name(ty)));
                    self.declare(name.clone(), ty.clone(), true);
                }
                if self.c.chance(1, 4) {
                    let f = self.name("front");
                    params.push(format!("bool {f} : SV_IsFrontFace"));
                    self.declare(f, Ty::Scalar(Scalar::Bool), true);
                }
                let ty = Ty::Vector(Scalar::Float, 4);
                self.ret = Some(ty.clone());
                self.line(&format!(
                    "float4 main({}) : SV_Target {{",
                    params.join(", ")
                ));
                self.indent += 1;
                self.entry_body();
                let e = self.expr(&ty, 4);
                self.line(&format!("return {e};"));
                self.indent -= 1;
                self.line("}");
            }
        }
        self.scopes.pop();
    }

    /// Interpolated values between the vertex and pixel stages: integers
    /// are `nointerpolation`.
    fn varyings(&mut self) -> Vec<(&'static str, Ty, String)> {
        let mut out = Vec::new();
        for _ in 0..self.c.below(4) {
            let s = self.numeric_scalar();
            let ty = Ty::sv(s, 1 + self.c.below(4) as u8);
            let interp = if s.integer() {
                "nointerpolation "
            } else {
                [
                    "",
                    "",
                    "linear ",
                    "centroid ",
                    "nointerpolation ",
                    "noperspective ",
                ][self.c.below(6)]
            };
            let name = self.name("vary");
            out.push((interp, ty, name));
        }
        out
    }

    fn entry_body(&mut self) {
        self.scopes.push(Vec::new());
        let n = 1 + self.c.below(12);
        for _ in 0..n {
            self.entry_level = true;
            self.stmt(3);
        }
        self.entry_level = false;
        self.scopes.pop();
    }
}
