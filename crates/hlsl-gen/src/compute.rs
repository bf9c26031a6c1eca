//! Complete compute shaders with observable results, for differential
//! testing (docs/differential.md): the interpreter, hlslc's SPIR-V on
//! Vulkan and glslang's SPIR-V must leave the same output buffers.
//!
//! A program is defined by its seed ([`generate`]). It reads seeded input
//! buffers and writes every intermediate result it computes into one of
//! three output buffers (`uint`, `int`, `float`), each thread into its own
//! slots, so no two threads write the same element. The programs are free
//! of undefined behaviour by construction, since a disagreement must mean
//! a bug rather than two legal readings:
//!
//! * divisors are guarded (never 0, never -1 for `int`), shift amounts
//!   masked, array and buffer indices masked into bounds;
//! * floats stay finite and small: float variables are clamped on every
//!   assignment (`fb`), products take leaves only, divisions are by powers
//!   of two, and conversions to integers are from clamped values (to `uint`
//!   from an absolute value); inexact intrinsics (`sqrt`) are only
//!   recorded, never computed with further;
//! * float sums stay exact, since SPIR-V lets a driver reassociate float
//!   arithmetic (`a - (a + c)` into `-c`) unless it is `NoContraction`:
//!   ints converted to float are clamped (`fb`), also when an `out` int
//!   parameter is copied back into a float variable (seed 863); an int
//!   passed to a float parameter is small, so its copy-back stays in range
//!   (seed 631);
//! * groupshared memory is written at the thread's own index, and read
//!   only after a barrier; barriers and wave operations appear only at the
//!   top level of `main` (uniform control flow);
//! * wave operations take values that are the same on every lane
//!   (literals, `const` locals of such values, inputs at constant
//!   indices), so their results do not depend on the wave size;
//! * atomics only accumulate (`InterlockedAdd`, `Or`, `Max`, ...) into a
//!   totals buffer, one operation per element, without reading the original value: the totals do not
//!   depend on the order of the threads;
//! * `out` parameters are written first in their helper, and no variable
//!   is passed twice to one call.

use std::collections::BTreeSet;
use std::fmt::Write;

/// The constructs a program may contain; the runner prints how many
/// programs hold each (every one must be in at least 5 % of them).
pub const CONSTRUCTS: &[&str] = &[
    "struct",
    "array",
    "matrix",
    "out_inout",
    "out_inout_conversion",
    "loop_break_continue",
    "switch",
    "short_circuit",
    "groupshared_barrier",
    "wave",
    "atomic",
    "int_intrinsic",
    "float_intrinsic",
    "resource_param",
    "push_constant",
];

/// The element type of a buffer.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Elem {
    Uint,
    Int,
    Float,
}

impl Elem {
    pub fn name(self) -> &'static str {
        match self {
            Elem::Uint => "uint",
            Elem::Int => "int",
            Elem::Float => "float",
        }
    }
}

/// One buffer of a program: its register (`t0`, `u3`), element type,
/// initial contents as 32-bit words, and whether it is compared after the
/// dispatch.
#[derive(Clone, Debug)]
pub struct Buffer {
    pub register: String,
    pub elem: Elem,
    pub words: Vec<u32>,
    pub output: bool,
    /// The TOML `type` when it is not [`Elem::name`]: a constant buffer
    /// given as raw 16-byte rows (`["uint4", "uint4", ...]`).
    pub toml_type: Option<String>,
}

impl Buffer {
    /// The TOML `type` of the buffer.
    pub fn toml_type(&self) -> String {
        self.toml_type
            .clone()
            .unwrap_or_else(|| format!("\"{}\"", self.elem.name()))
    }

    /// The contents as TOML numbers (floats written exactly).
    pub fn toml_values(&self) -> Vec<String> {
        self.words
            .iter()
            .map(|&w| match self.elem {
                Elem::Uint => w.to_string(),
                Elem::Int => (w as i32).to_string(),
                Elem::Float => format!("{:?}", f32::from_bits(w)),
            })
            .collect()
    }
}

/// A generated compute program: entry `main`, profile `cs_6_0`.
#[derive(Clone, Debug)]
pub struct Program {
    pub source: String,
    pub groups: [u32; 3],
    pub buffers: Vec<Buffer>,
    /// The names from [`CONSTRUCTS`] the program contains.
    pub constructs: BTreeSet<&'static str>,
    /// Slots of the `uint` output (per thread: element `t * uint_slots +
    /// k`) holding a count that the right operand of `&&`/`||` bumps:
    /// they depend on short-circuiting, which HLSL 2021 has and earlier
    /// HLSL (glslang's reading) has not.
    pub short_circuit_slots: Vec<usize>,
    /// `uint` output slots per thread.
    pub uint_slots: usize,
    /// The `[[vk::push_constant]]` block's values, when the program has one.
    pub push: Option<PushConstants>,
}

/// A push-constant block's register and member values, as a compute
/// test's `[[cbuffer]]` table (TOML) and as `hlslc dispatch --cbuffer`
/// JSON (tests/compute/README.md).
#[derive(Clone, Debug)]
pub struct PushConstants {
    pub register: String,
    pub toml_members: String,
    pub json: String,
}

/// `srem`'s body in [`Program::source`], and the same spelled without `%`
/// on ints, for glslang (which reads that `%` as OpSMod).
pub const SREM_BODY: (&str, &str) = (
    "    return a % safe_div(b);",
    "    return a - (a / safe_div(b)) * safe_div(b);",
);

/// The program for `seed`; the same seed always gives the same program.
pub fn generate(seed: u64) -> Program {
    let mut g = Gen::new(seed);
    g.program()
}

/// splitmix64: small, fast, and stable across platforms.
pub(crate) struct Rng(pub(crate) u64);

impl Rng {
    pub(crate) fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    pub(crate) fn below(&mut self, n: usize) -> usize {
        if n <= 1 {
            0
        } else {
            (self.next() % n as u64) as usize
        }
    }
    pub(crate) fn chance(&mut self, num: usize, den: usize) -> bool {
        self.below(den) < num
    }
    pub(crate) fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Ty {
    U,
    I,
    F,
    B,
    F2,
    U2,
    M22,
    S,
    ArrU,
    ArrI,
}

impl Ty {
    fn name(self) -> &'static str {
        match self {
            Ty::U => "uint",
            Ty::I => "int",
            Ty::F => "float",
            Ty::B => "bool",
            Ty::F2 => "float2",
            Ty::U2 => "uint2",
            Ty::M22 => "float2x2",
            Ty::S => "Rec",
            Ty::ArrU => "uint",
            Ty::ArrI => "int",
        }
    }
    fn scalar(self) -> bool {
        matches!(self, Ty::U | Ty::I | Ty::F | Ty::B)
    }
}

#[derive(Clone, Debug)]
struct Var {
    name: String,
    ty: Ty,
    mutable: bool,
    /// The same value on every thread (only `const` locals).
    uniform: bool,
}

/// A helper with `inout`/`out` parameters: `ret name(inout a, out b, c)`.
#[derive(Clone, Debug)]
struct Helper {
    name: String,
    ret: Ty,
    params: Vec<(Param, Ty)>,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Param {
    In,
    Out,
    InOut,
}

pub(crate) const INPUT_LEN: usize = 64;
const ARRAY_LEN: usize = 8;
pub(crate) const TOTALS: usize = 8;

struct Gen {
    rng: Rng,
    body: String,
    indent: usize,
    vars: Vec<Var>,
    next_name: usize,
    /// Output slots per thread so far: uint, int, float.
    slots: [usize; 3],
    constructs: BTreeSet<&'static str>,
    helpers_src: String,
    helpers: Vec<Helper>,
    /// Inside `main` (records allowed) rather than a helper.
    in_main: bool,
    /// Nesting depth of blocks in the current function.
    depth: usize,
    loop_depth: usize,
    /// Statements left in the program's budget.
    budget: usize,
    threads: usize,
    need_bump: bool,
    short_circuit_slots: Vec<usize>,
    /// Push-constant values (`uint`, `int`, `float`, `float2`, `uint2`),
    /// drawn from their own generator so that a program without them is
    /// the same as before they existed.
    push: Option<PushValues>,
}

/// The members of the push-constant block: `pa` to `pe`.
type PushValues = (u32, i32, f32, [f32; 2], [u32; 2]);

impl Gen {
    fn new(seed: u64) -> Gen {
        Gen {
            rng: Rng(seed ^ 0x5DEE_CE66_D1CE_4E5B),
            body: String::new(),
            indent: 1,
            vars: Vec::new(),
            next_name: 0,
            slots: [0; 3],
            constructs: BTreeSet::new(),
            helpers_src: String::new(),
            helpers: Vec::new(),
            in_main: true,
            depth: 0,
            loop_depth: 0,
            budget: 0,
            threads: 1,
            need_bump: false,
            short_circuit_slots: Vec::new(),
            push: {
                let mut r = Rng(seed ^ 0x9C0F_FEE5_0B57_AC1E);
                let f = |r: &mut Rng| (r.below(513) as f32 - 256.0) / 4.0;
                r.chance(1, 3).then(|| {
                    (
                        uint_value(&mut r),
                        uint_value(&mut r) as i32,
                        f(&mut r),
                        [f(&mut r), f(&mut r)],
                        [uint_value(&mut r), uint_value(&mut r)],
                    )
                })
            },
        }
    }

    fn fresh(&mut self, prefix: &str) -> String {
        self.next_name += 1;
        format!("{prefix}{}", self.next_name)
    }

    fn line(&mut self, text: &str) {
        for _ in 0..self.indent {
            self.body.push_str("    ");
        }
        self.body.push_str(text);
        self.body.push('\n');
    }

    fn program(&mut self) -> Program {
        self.threads = *self.rng.pick(&[1usize, 4, 8, 16, 32, 64]);
        let groups = *self.rng.pick(&[1u32, 1, 2, 3]);
        // Helpers first (main calls them), each generated with its own
        // scope; their text goes before main.
        let helper_count = self.rng.below(4);
        for _ in 0..helper_count {
            self.helper();
        }
        self.in_main = true;
        self.body.clear();
        self.indent = 1;
        self.vars.clear();
        self.depth = 0;
        self.budget = 12 + self.rng.below(28);
        // The write through a resource parameter is always there: an
        // interpreter that drops it must fail every batch.
        let e = self.expr(Ty::U, 2, false);
        self.record_via_param(Ty::U, &e);
        if self.push.is_some() {
            self.push_constants();
        }
        while self.budget > 0 {
            self.statement();
        }
        // Every output buffer has at least one slot per thread.
        for (i, ty) in [Ty::U, Ty::I, Ty::F].into_iter().enumerate() {
            if self.slots[i] == 0 {
                let e = self.expr(ty, 1, false);
                self.record(ty, &e);
            }
        }
        let total = self.threads * groups as usize;
        let mut src = String::new();
        src.push_str(PRELUDE);
        if self.need_bump {
            src.push_str(BUMP);
        }
        if self.push.is_some() {
            src.push_str(PUSH);
        }
        let _ = writeln!(
            src,
            "groupshared uint gsu[{t}];\ngroupshared float gsf[{t}];\ngroupshared uint gacc;\n",
            t = self.threads
        );
        src.push_str(&self.helpers_src);
        let _ = writeln!(
            src,
            "[numthreads({}, 1, 1)]\nvoid main(uint3 dtid : SV_DispatchThreadID, uint gi : SV_GroupIndex) {{",
            self.threads
        );
        let _ = writeln!(src, "    uint tid = dtid.x;");
        let _ = writeln!(src, "    uint ou = tid * {}u;", self.slots[0]);
        let _ = writeln!(src, "    uint oi = tid * {}u;", self.slots[1]);
        let _ = writeln!(src, "    uint of = tid * {}u;", self.slots[2]);
        src.push_str(&self.body);
        src.push_str("}\n");

        let mut buffers = vec![
            self.input("t0", Elem::Uint),
            self.input("t1", Elem::Int),
            self.input("t2", Elem::Float),
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
        Program {
            source: src,
            groups: [groups, 1, 1],
            buffers,
            constructs: std::mem::take(&mut self.constructs),
            short_circuit_slots: std::mem::take(&mut self.short_circuit_slots),
            uint_slots: self.slots[0],
            push: self.push.map(|(a, b, c, d, e)| PushConstants {
                register: "b7".into(),
                toml_members: format!(
                    "pa = {a}\npb = {b}\npc = {c:?}\npd = [{:?}, {:?}]\npe = [{}, {}]\n",
                    d[0], d[1], e[0], e[1]
                ),
                json: format!(
                    "{{\"pa\": {a}, \"pb\": {b}, \"pc\": {c:?}, \"pd\": [{:?}, {:?}], \"pe\": [{}, {}]}}",
                    d[0], d[1], e[0], e[1]
                ),
            }),
        }
    }

    /// Reads the push-constant block: every member recorded, and the
    /// scalars kept as `const` locals (the same on every thread, so wave
    /// operations may take them). An ignored `[[vk::push_constant]]`
    /// (a uniform buffer nobody binds) shows in every such program.
    fn push_constants(&mut self) {
        self.constructs.insert("push_constant");
        for (ty, member) in [(Ty::U, "pa"), (Ty::I, "pb"), (Ty::F, "pc")] {
            let name = self.fresh("pk");
            self.line(&format!("const {} {name} = push.{member};", ty.name()));
            self.record(ty, &name);
            self.vars.push(Var {
                name,
                ty,
                mutable: false,
                uniform: true,
            });
        }
        self.record(Ty::F, "push.pd.y - push.pd.x");
        self.record(Ty::U, "push.pe.x ^ push.pe.y");
    }

    fn input(&mut self, register: &str, elem: Elem) -> Buffer {
        input_buffer(&mut self.rng, register, elem)
    }

    fn uint_value(&mut self) -> u32 {
        uint_value(&mut self.rng)
    }

    // ---- helpers -------------------------------------------------------

    fn helper(&mut self) {
        self.in_main = false;
        self.body.clear();
        self.indent = 1;
        self.vars.clear();
        self.depth = 0;
        self.budget = 3 + self.rng.below(6);
        let name = self.fresh("h");
        let ret = *self.rng.pick(&[Ty::U, Ty::I, Ty::F]);
        let nparams = 1 + self.rng.below(3);
        let mut params = Vec::new();
        let mut sig = Vec::new();
        for _ in 0..nparams {
            let ty = *self.rng.pick(&[Ty::U, Ty::I, Ty::F, Ty::S]);
            let kind = *self.rng.pick(&[Param::In, Param::Out, Param::InOut]);
            let pname = self.fresh("p");
            let q = match kind {
                Param::In => "",
                Param::Out => "out ",
                Param::InOut => "inout ",
            };
            sig.push(format!("{q}{} {pname}", ty.name()));
            params.push((kind, ty, pname));
        }
        // `out` parameters hold nothing on entry: write them first.
        for (kind, ty, pname) in &params {
            if *kind == Param::Out {
                let e = self.expr(*ty, 2, false);
                // Floats stay clamped, so a copy-back into an int is defined.
                let e = if *ty == Ty::F { format!("fb({e})") } else { e };
                self.line(&format!("{pname} = {e};"));
            }
        }
        for (_, ty, pname) in &params {
            self.vars.push(Var {
                name: pname.clone(),
                ty: *ty,
                mutable: true,
                uniform: false,
            });
        }
        while self.budget > 0 {
            self.statement();
        }
        let e = self.expr(ret, 2, false);
        self.line(&format!("return {e};"));
        let _ = writeln!(
            self.helpers_src,
            "{} {name}({}) {{\n{}}}\n",
            ret.name(),
            sig.join(", "),
            self.body
        );
        self.helpers.push(Helper {
            name,
            ret,
            params: params.into_iter().map(|(k, t, _)| (k, t)).collect(),
        });
    }

    // ---- statements ----------------------------------------------------

    fn statement(&mut self) {
        self.budget = self.budget.saturating_sub(1);
        let top = self.in_main && self.depth == 0;
        match self.rng.below(22) {
            0..=3 => self.declare(),
            4..=5 => self.assign(),
            6..=7 => {
                let ty = *self.rng.pick(&[Ty::U, Ty::I, Ty::F, Ty::B]);
                let e = self.expr(ty, 3, false);
                self.record(ty, &e);
            }
            8 => self.if_else(),
            9 => self.for_loop(),
            10 => self.while_loop(),
            11 => self.switch(),
            12 => self.call_helper(),
            13 if self.in_main => self.short_circuit(),
            14 => self.structs(),
            15 => self.array(),
            16 => self.matrix(),
            17 if self.in_main => self.atomic(),
            18 if top => self.groupshared(),
            19 if top => self.wave(),
            20 if self.in_main => {
                let ty = *self.rng.pick(&[Ty::U, Ty::I, Ty::F]);
                let e = self.expr(ty, 2, false);
                self.record_via_param(ty, &e);
            }
            _ => self.declare(),
        }
    }

    fn declare(&mut self) {
        let ty = *self.rng.pick(&[Ty::U, Ty::I, Ty::F, Ty::B, Ty::F2, Ty::U2]);
        // A `const` of a thread-independent value can feed wave operations.
        let uniform = self.in_main && ty.scalar() && self.rng.chance(1, 4);
        let e = self.expr(ty, 3, uniform);
        let name = self.fresh("v");
        let e = if ty == Ty::F { format!("fb({e})") } else { e };
        if uniform {
            self.line(&format!("const {} {name} = {e};", ty.name()));
        } else {
            self.line(&format!("{} {name} = {e};", ty.name()));
        }
        let v = Var {
            name,
            ty,
            mutable: !uniform,
            uniform,
        };
        self.vars.push(v.clone());
        if self.rng.chance(1, 2) {
            self.record_var(&v);
        }
    }

    fn record_var(&mut self, v: &Var) {
        match v.ty {
            Ty::F2 => {
                let c = self.rng.pick(&["x", "y"]);
                self.record(Ty::F, &format!("{}.{c}", v.name));
            }
            Ty::U2 => {
                let c = self.rng.pick(&["x", "y"]);
                self.record(Ty::U, &format!("{}.{c}", v.name));
            }
            ty if ty.scalar() => self.record(ty, &v.name.clone()),
            _ => {}
        }
    }

    fn mutable_var(&mut self, tys: &[Ty]) -> Option<Var> {
        let c: Vec<&Var> = self
            .vars
            .iter()
            .filter(|v| v.mutable && tys.contains(&v.ty))
            .collect();
        if c.is_empty() {
            None
        } else {
            Some(c[self.rng.below(c.len())].clone())
        }
    }

    fn assign(&mut self) {
        let Some(v) = self.mutable_var(&[Ty::U, Ty::I, Ty::F, Ty::B, Ty::F2, Ty::U2]) else {
            self.declare();
            return;
        };
        match v.ty {
            Ty::U | Ty::I => {
                let e = self.expr(v.ty, 3, false);
                let op = self.rng.pick(&["=", "+=", "-=", "*=", "^=", "|=", "&="]);
                self.line(&format!("{} {op} {e};", v.name));
            }
            Ty::F => {
                let e = self.expr(Ty::F, 3, false);
                self.line(&format!("{} = fb({e});", v.name));
            }
            Ty::B => {
                let e = self.expr(Ty::B, 3, false);
                self.line(&format!("{} = {e};", v.name));
            }
            Ty::F2 => {
                let a = self.expr(Ty::F, 2, false);
                let b = self.expr(Ty::F, 2, false);
                let sw = self.rng.pick(&["xy", "yx"]);
                self.line(&format!("{}.{sw} = float2(fb({a}), fb({b}));", v.name));
            }
            _ => {
                let a = self.expr(Ty::U, 2, false);
                let c = self.rng.pick(&["x", "y"]);
                self.line(&format!("{}.{c} = {a};", v.name));
            }
        }
        if self.rng.chance(1, 2) {
            self.record_var(&v);
        }
    }

    /// Writes `e` (of `ty`) into this thread's next slot of the output
    /// buffer for `ty`. Helpers have no slots: there a value is folded
    /// into a mutable parameter or variable instead.
    fn record(&mut self, ty: Ty, e: &str) {
        if !self.in_main {
            if let Some(v) = self.mutable_var(&[Ty::U]) {
                let e = to_uint(ty, e);
                self.line(&format!("{} ^= {e};", v.name));
            }
            return;
        }
        let (buf, base, i) = slot_of(ty);
        let k = self.slots[i];
        self.slots[i] += 1;
        let e = match ty {
            Ty::B => format!("({e}) ? 1u : 0u"),
            _ => e.to_string(),
        };
        self.line(&format!("{buf}[{base} + {k}u] = {e};"));
    }

    /// Like [`Gen::record`], through a helper that takes the buffer as a
    /// parameter.
    fn record_via_param(&mut self, ty: Ty, e: &str) {
        let (buf, base, i) = slot_of(ty);
        let k = self.slots[i];
        self.slots[i] += 1;
        self.constructs.insert("resource_param");
        let put = match ty {
            Ty::U | Ty::B => "put_u",
            Ty::I => "put_i",
            _ => "put_f",
        };
        self.line(&format!("{put}({buf}, {base} + {k}u, {e});"));
    }

    fn block(&mut self, f: impl FnOnce(&mut Gen)) {
        let saved = self.vars.len();
        self.indent += 1;
        self.depth += 1;
        f(self);
        self.depth -= 1;
        self.indent -= 1;
        self.vars.truncate(saved);
    }

    fn statements(&mut self, n: usize) {
        for _ in 0..n {
            if self.budget == 0 {
                break;
            }
            self.statement();
        }
    }

    fn if_else(&mut self) {
        let c = self.expr(Ty::B, 3, false);
        self.line(&format!("if ({c}) {{"));
        let n = 1 + self.rng.below(3);
        self.block(|g| g.statements(n));
        if self.rng.chance(1, 2) {
            self.line("} else {");
            let n = 1 + self.rng.below(3);
            self.block(|g| g.statements(n));
        }
        self.line("}");
    }

    fn loop_body(&mut self) {
        let n = 1 + self.rng.below(3);
        self.loop_depth += 1;
        self.block(|g| {
            for _ in 0..n {
                if g.rng.chance(1, 4) {
                    let c = g.expr(Ty::B, 2, false);
                    let what = g.rng.pick(&["break", "continue"]);
                    g.constructs.insert("loop_break_continue");
                    g.line(&format!("if ({c}) {what};"));
                }
                g.statements(1);
            }
            if g.rng.chance(1, 3) {
                let c = g.expr(Ty::B, 2, false);
                g.constructs.insert("loop_break_continue");
                g.line(&format!("if ({c}) break;"));
            }
        });
        self.loop_depth -= 1;
    }

    fn for_loop(&mut self) {
        let i = self.fresh("i");
        let n = 1 + self.rng.below(6);
        self.line(&format!("for (uint {i} = 0u; {i} < {n}u; {i}++) {{"));
        self.vars.push(Var {
            name: i,
            ty: Ty::U,
            mutable: false,
            uniform: false,
        });
        self.loop_body();
        self.vars.pop();
        self.line("}");
    }

    fn while_loop(&mut self) {
        let k = self.fresh("k");
        let n = 1 + self.rng.below(6);
        // The count goes up first, so a `continue` cannot skip it.
        self.line(&format!("uint {k} = 0u;"));
        self.line(&format!("while ({k} < {n}u) {{"));
        self.indent += 1;
        self.line(&format!("{k}++;"));
        self.indent -= 1;
        self.vars.push(Var {
            name: k,
            ty: Ty::U,
            mutable: false,
            uniform: false,
        });
        self.loop_body();
        self.line("}");
    }

    fn switch(&mut self) {
        self.constructs.insert("switch");
        let signed = self.rng.chance(1, 2);
        let e = if signed {
            format!("int(({}) & 3)", self.expr(Ty::I, 2, false))
        } else {
            format!("(({}) & 3u)", self.expr(Ty::U, 2, false))
        };
        self.line(&format!("switch ({e}) {{"));
        let mut labels: Vec<u32> = (0..4).filter(|_| self.rng.chance(2, 3)).collect();
        if labels.is_empty() {
            labels.push(0);
        }
        let mut idx = 0;
        while idx < labels.len() {
            self.line(&format!("case {}:", labels[idx]));
            // Sometimes two labels share a body (an empty case falls through).
            if idx + 1 < labels.len() && self.rng.chance(1, 4) {
                idx += 1;
                self.line(&format!("case {}:", labels[idx]));
            }
            self.line("{");
            let n = 1 + self.rng.below(2);
            self.block(|g| {
                g.statements(n);
                g.line("break;");
            });
            self.line("}");
            idx += 1;
        }
        if self.rng.chance(1, 2) {
            self.line("default:");
            self.line("{");
            self.block(|g| {
                g.statements(1);
                g.line("break;");
            });
            self.line("}");
        }
        self.line("}");
    }

    fn call_helper(&mut self) {
        if self.helpers.is_empty() {
            self.declare();
            return;
        }
        let h = self.helpers[self.rng.below(self.helpers.len())].clone();
        let mut args = Vec::new();
        let mut copied_back = Vec::new();
        for (kind, ty) in &h.params {
            match kind {
                Param::In => args.push(self.expr(*ty, 2, false)),
                _ => {
                    self.constructs.insert("out_inout");
                    // A fresh variable per out/inout argument: no aliasing.
                    let name = self.fresh("a");
                    // Sometimes of another type: the argument is converted
                    // on the way in and the parameter on the way back.
                    // Only conversions defined for every value the program
                    // can hold (no negative float to uint).
                    let arg_ty = match ty {
                        Ty::I => *self.rng.pick(&[Ty::I, Ty::U, Ty::F]),
                        Ty::U => *self.rng.pick(&[Ty::U, Ty::I]),
                        Ty::F => *self.rng.pick(&[Ty::F, Ty::I]),
                        other => *other,
                    };
                    if arg_ty != *ty {
                        self.constructs.insert("out_inout_conversion");
                    }
                    let init = match arg_ty {
                        Ty::S => "(Rec)0".to_string(),
                        Ty::F => format!("fb({})", self.expr(Ty::F, 2, false)),
                        // An int for a float parameter stays small: a float
                        // holds it exactly, and the copy-back cannot leave
                        // the int's range (2147483647 is 2^31 as a float:
                        // seed 631, undefined in HLSL and SPIR-V).
                        Ty::I if *ty == Ty::F => {
                            format!("clamp({}, -4096, 4096)", self.expr(Ty::I, 2, false))
                        }
                        _ => self.expr(arg_ty, 2, false),
                    };
                    self.line(&format!("{} {name} = {init};", arg_ty.name()));
                    args.push(name.clone());
                    copied_back.push((name, arg_ty, *ty));
                }
            }
        }
        let r = self.fresh("r");
        self.line(&format!(
            "{} {r} = {}({});",
            h.ret.name(),
            h.name,
            args.join(", ")
        ));
        self.record(h.ret, &r);
        for (name, ty, param_ty) in copied_back {
            match ty {
                Ty::S => {
                    self.record(Ty::U, &format!("{name}.a"));
                    self.record(Ty::F, &format!("{name}.c"));
                }
                _ => self.record(ty, &name),
            }
            if ty == Ty::F && param_ty != Ty::F {
                // An int copied back into a float variable can be large:
                // clamped like every float assignment, so that later sums
                // stay exact (a driver may reassociate `a - (a + c)` into
                // `-c`, which rounding tells apart: seed 863).
                self.line(&format!("{name} = fb({name});"));
            }
            self.vars.push(Var {
                name,
                ty,
                mutable: true,
                uniform: false,
            });
        }
    }

    fn short_circuit(&mut self) {
        // The right operand has a side effect: an operator that does not
        // short-circuit leaves a different count.
        self.constructs.insert("short_circuit");
        self.need_bump = true;
        let c = self.fresh("c");
        let init = self.expr(Ty::U, 1, false);
        self.line(&format!("uint {c} = {init};"));
        let l = self.expr(Ty::B, 2, false);
        let op = self.rng.pick(&["&&", "||"]);
        let b = self.fresh("s");
        self.line(&format!("bool {b} = ({l}) {op} bump({c});"));
        self.record(Ty::B, &b);
        // The count is only recorded (not computed with further), so the
        // comparison with a peer that does not short-circuit can leave
        // out just its slot.
        self.short_circuit_slots.push(self.slots[0]);
        self.record(Ty::U, &c);
    }

    fn structs(&mut self) {
        self.constructs.insert("struct");
        let s = self.fresh("st");
        let (a, b, c, d) = (
            self.expr(Ty::U, 2, false),
            self.expr(Ty::I, 2, false),
            self.expr(Ty::F, 2, false),
            self.expr(Ty::F, 1, false),
        );
        if self.rng.chance(1, 2) {
            self.line(&format!(
                "Rec {s} = {{ {a}, {b}, fb({c}), float2(fb({d}), 1.5) }};"
            ));
        } else {
            self.line(&format!("Rec {s} = mkrec({a}, fb({c}));"));
            self.line(&format!("{s}.b = {b};"));
        }
        if self.rng.chance(1, 2) {
            let t = self.fresh("st");
            self.line(&format!("Rec {t} = {s};"));
            let e = self.expr(Ty::U, 2, false);
            self.line(&format!("{t}.a += {e};"));
            self.record(Ty::U, &format!("{s}.a"));
            self.record(Ty::U, &format!("{t}.a"));
        }
        self.record(Ty::I, &format!("{s}.b"));
        self.record(Ty::F, &format!("{s}.d.x + {s}.c"));
        self.vars.push(Var {
            name: s,
            ty: Ty::S,
            mutable: true,
            uniform: false,
        });
    }

    fn array(&mut self) {
        self.constructs.insert("array");
        let ty = *self.rng.pick(&[Ty::ArrU, Ty::ArrI]);
        let elem = if ty == Ty::ArrU { Ty::U } else { Ty::I };
        let a = self.fresh("arr");
        if self.rng.chance(1, 2) {
            let items: Vec<String> = (0..ARRAY_LEN).map(|_| self.expr(elem, 1, false)).collect();
            self.line(&format!(
                "{} {a}[{ARRAY_LEN}] = {{ {} }};",
                elem.name(),
                items.join(", ")
            ));
        } else {
            let i = self.fresh("i");
            self.line(&format!("{} {a}[{ARRAY_LEN}];", elem.name()));
            self.line(&format!(
                "for (uint {i} = 0u; {i} < {ARRAY_LEN}u; {i}++) {{"
            ));
            self.vars.push(Var {
                name: i.clone(),
                ty: Ty::U,
                mutable: false,
                uniform: false,
            });
            let e = self.expr(elem, 2, false);
            self.vars.pop();
            self.indent += 1;
            self.line(&format!("{a}[{i}] = {e};"));
            self.indent -= 1;
            self.line("}");
        }
        let idx = self.expr(Ty::U, 2, false);
        let e = self.expr(elem, 2, false);
        self.line(&format!("{a}[({idx}) & {}u] = {e};", ARRAY_LEN - 1));
        let idx = self.expr(Ty::U, 2, false);
        self.record(elem, &format!("{a}[({idx}) % {ARRAY_LEN}u]"));
        self.vars.push(Var {
            name: a,
            ty,
            mutable: true,
            uniform: false,
        });
    }

    fn matrix(&mut self) {
        self.constructs.insert("matrix");
        let m = self.fresh("m");
        let items: Vec<String> = (0..4)
            .map(|_| format!("fb({})", self.expr(Ty::F, 1, false)))
            .collect();
        self.line(&format!("float2x2 {m} = float2x2({});", items.join(", ")));
        match self.rng.below(3) {
            0 => {
                let e = self.expr(Ty::F, 1, false);
                self.line(&format!("{m}[1] = float2(fb({e}), 0.5);"));
            }
            1 => {
                let e = self.expr(Ty::F, 1, false);
                self.line(&format!("{m}._m01 = fb({e});"));
            }
            _ => {}
        }
        let (x, y) = (self.expr(Ty::F, 1, false), self.expr(Ty::F, 1, false));
        let v = format!("float2(fb({x}), fb({y}))");
        let e = match self.rng.below(4) {
            0 => format!("mul({m}, {v}).x"),
            1 => format!("mul({v}, {m}).y"),
            2 => format!("transpose({m})[0][1]"),
            _ => format!("mul({m}, {m})[1][0]"),
        };
        self.record(Ty::F, &e);
        self.record(Ty::F, &format!("{m}._m10 + {m}[0].x"));
        self.vars.push(Var {
            name: m,
            ty: Ty::M22,
            mutable: true,
            uniform: false,
        });
    }

    fn atomic(&mut self) {
        self.constructs.insert("atomic");
        let e = self.expr(Ty::U, 2, false);
        // One operation per slot: different operations on one slot (an
        // add and a max) give a total that depends on the threads' order.
        let k = self.rng.below(TOTALS);
        let op = [
            "InterlockedAdd",
            "InterlockedAdd",
            "InterlockedOr",
            "InterlockedAnd",
            "InterlockedXor",
            "InterlockedMax",
            "InterlockedMin",
            "InterlockedAdd",
        ][k];
        self.line(&format!("{op}(totals[{k}], {e});"));
    }

    fn groupshared(&mut self) {
        self.constructs.insert("groupshared_barrier");
        let t = self.threads;
        let c = 1 + self.rng.below(t.max(2) - 1);
        if self.rng.chance(1, 3) {
            // An order-independent sum over the group.
            self.line("if (gi == 0u) gacc = 0u;");
            self.line("GroupMemoryBarrierWithGroupSync();");
            let e = self.expr(Ty::U, 2, false);
            self.line(&format!("InterlockedAdd(gacc, {e});"));
            self.line("GroupMemoryBarrierWithGroupSync();");
            self.record(Ty::U, "gacc");
            self.line("GroupMemoryBarrierWithGroupSync();");
            return;
        }
        let float = self.rng.chance(1, 2);
        let (arr, ty) = if float {
            ("gsf", Ty::F)
        } else {
            ("gsu", Ty::U)
        };
        let e = self.expr(ty, 2, false);
        let e = if float { format!("fb({e})") } else { e };
        self.line(&format!("{arr}[gi] = {e};"));
        self.line("GroupMemoryBarrierWithGroupSync();");
        let v = self.fresh("g");
        self.line(&format!("{} {v} = {arr}[(gi + {c}u) % {t}u];", ty.name()));
        self.line("GroupMemoryBarrierWithGroupSync();");
        self.record(ty, &v);
        self.vars.push(Var {
            name: v,
            ty,
            mutable: false,
            uniform: false,
        });
    }

    fn wave(&mut self) {
        self.constructs.insert("wave");
        let v = self.fresh("w");
        match self.rng.below(6) {
            0 => {
                let c = self.expr(Ty::B, 2, true);
                self.line(&format!("bool {v} = WaveActiveAllTrue({c});"));
                self.record(Ty::B, &v);
            }
            1 => {
                let c = self.expr(Ty::B, 2, true);
                self.line(&format!("bool {v} = WaveActiveAnyTrue({c});"));
                self.record(Ty::B, &v);
            }
            2 => {
                let e = self.expr(Ty::U, 2, true);
                let op = self.rng.pick(&[
                    "WaveActiveMax",
                    "WaveActiveMin",
                    "WaveActiveBitOr",
                    "WaveActiveBitAnd",
                    "WaveReadLaneFirst",
                ]);
                self.line(&format!("uint {v} = {op}({e});"));
                self.record(Ty::U, &v);
            }
            3 => {
                let e = self.expr(Ty::I, 2, true);
                let op = self
                    .rng
                    .pick(&["WaveActiveMax", "WaveActiveMin", "WaveReadLaneFirst"]);
                self.line(&format!("int {v} = {op}({e});"));
                self.record(Ty::I, &v);
            }
            4 => {
                let e = self.expr(Ty::F, 2, true);
                let op = self
                    .rng
                    .pick(&["WaveActiveMax", "WaveActiveMin", "WaveReadLaneFirst"]);
                self.line(&format!("float {v} = {op}({e});"));
                self.record(Ty::F, &v);
            }
            _ => {
                let e = self.expr(Ty::U, 2, true);
                self.line(&format!("bool {v} = WaveActiveAllEqual({e});"));
                self.record(Ty::B, &v);
            }
        }
    }

    // ---- expressions ---------------------------------------------------

    /// An expression of type `ty` (a scalar, `float2` or `uint2`). With
    /// `uniform`, it reads only what every thread sees alike.
    fn expr(&mut self, ty: Ty, depth: usize, uniform: bool) -> String {
        match ty {
            Ty::F2 => {
                let (a, b) = (
                    self.expr(Ty::F, depth, uniform),
                    self.expr(Ty::F, depth, uniform),
                );
                format!("float2(fb({a}), fb({b}))")
            }
            Ty::U2 => {
                let (a, b) = (
                    self.expr(Ty::U, depth, uniform),
                    self.expr(Ty::U, depth, uniform),
                );
                format!("uint2({a}, {b})")
            }
            Ty::U | Ty::I => self.int_expr(ty, depth, uniform),
            Ty::F => self.float_expr(depth, uniform),
            Ty::B => self.bool_expr(depth, uniform),
            Ty::S => {
                let (a, c) = (
                    self.expr(Ty::U, depth, uniform),
                    self.expr(Ty::F, depth, uniform),
                );
                format!("mkrec({a}, fb({c}))")
            }
            _ => unreachable!("no expressions of {ty:?}"),
        }
    }

    fn var_of(&mut self, ty: Ty, uniform: bool) -> Option<String> {
        let c: Vec<&Var> = self
            .vars
            .iter()
            .filter(|v| v.ty == ty && (!uniform || v.uniform))
            .collect();
        if c.is_empty() {
            None
        } else {
            Some(c[self.rng.below(c.len())].name.clone())
        }
    }

    /// A leaf of scalar type `ty`.
    fn leaf(&mut self, ty: Ty, uniform: bool) -> String {
        let input = |g: &mut Gen, buf: &str| {
            if uniform || g.rng.chance(1, 3) {
                format!("{buf}[{}]", g.rng.below(INPUT_LEN))
            } else {
                let i = g.int_expr(Ty::U, 1, false);
                format!("{buf}[({i}) & {}u]", INPUT_LEN - 1)
            }
        };
        for _ in 0..4 {
            let choice = self.rng.below(10);
            let got = match (ty, choice) {
                (_, 0..=2) => self.var_of(ty, uniform),
                (Ty::U, 3) => Some(input(self, "in_u")),
                (Ty::I, 3) => Some(input(self, "in_i")),
                (Ty::F, 3) => Some(input(self, "in_f")),
                (Ty::U, 4) if !uniform && self.in_main => {
                    Some(self.rng.pick(&["tid", "gi"]).to_string())
                }
                (Ty::U, 5) => self.var_of(Ty::U2, uniform).map(|v| format!("{v}.y")),
                (Ty::F, 5) => self.var_of(Ty::F2, uniform).map(|v| format!("{v}.x")),
                (Ty::U, 6) if !uniform => self.var_of(Ty::S, false).map(|v| format!("{v}.a")),
                (Ty::I, 6) if !uniform => self.var_of(Ty::S, false).map(|v| format!("{v}.b")),
                (Ty::F, 6) if !uniform => self.var_of(Ty::S, false).map(|v| format!("{v}.c")),
                (Ty::U, 7) if !uniform => self.var_of(Ty::ArrU, false).map(|v| {
                    let i = self.rng.below(ARRAY_LEN);
                    format!("{v}[{i}]")
                }),
                (Ty::I, 7) if !uniform => self.var_of(Ty::ArrI, false).map(|v| {
                    let i = self.rng.below(ARRAY_LEN);
                    format!("{v}[{i}]")
                }),
                (Ty::F, 7) if !uniform => self.var_of(Ty::M22, false).map(|v| {
                    let (r, c) = (self.rng.below(2), self.rng.below(2));
                    format!("{v}[{r}][{c}]")
                }),
                (Ty::U, 8) if !uniform && self.in_main => {
                    // Read back through a helper's resource parameter.
                    self.constructs.insert("resource_param");
                    let i = self.int_expr(Ty::U, 1, false);
                    Some(format!("get_u(in_u, {i})"))
                }
                _ => None,
            };
            if let Some(g) = got {
                return g;
            }
        }
        self.literal(ty)
    }

    fn literal(&mut self, ty: Ty) -> String {
        match ty {
            Ty::U => match self.rng.below(5) {
                0 => format!("0x{:X}u", self.uint_value()),
                _ => format!("{}u", self.rng.below(20)),
            },
            Ty::I => match self.rng.below(5) {
                0 => format!("int(0x{:X})", self.uint_value()),
                _ => format!("{}", self.rng.below(40) as i32 - 20),
            },
            Ty::F => {
                let v = (self.rng.below(129) as f32 - 64.0) / 4.0;
                format!("{v:?}")
            }
            _ => self.rng.pick(&["true", "false"]).to_string(),
        }
    }

    fn int_expr(&mut self, ty: Ty, depth: usize, uniform: bool) -> String {
        if depth == 0 || self.rng.chance(1, 4) {
            return self.leaf(ty, uniform);
        }
        let d = depth - 1;
        let suffix = if ty == Ty::U { "u" } else { "" };
        match self.rng.below(12) {
            0..=3 => {
                let (a, b) = (self.int_expr(ty, d, uniform), self.int_expr(ty, d, uniform));
                let op = self.rng.pick(&["+", "-", "*", "&", "|", "^"]);
                format!("({a} {op} {b})")
            }
            4 => {
                let (a, b) = (self.int_expr(ty, d, uniform), self.int_expr(ty, d, uniform));
                let op = self.rng.pick(&["/", "%"]);
                // Never by 0, and never INT_MIN / -1.
                if ty == Ty::U {
                    format!("({a} {op} max({b}, 1u))")
                } else if *op == "%" {
                    format!("srem({a}, {b})")
                } else {
                    format!("({a} / safe_div({b}))")
                }
            }
            5 => {
                let (a, b) = (
                    self.int_expr(ty, d, uniform),
                    self.int_expr(Ty::U, d, uniform),
                );
                let op = self.rng.pick(&["<<", ">>"]);
                format!("({a} {op} ({b} & 31u))")
            }
            6 => {
                let a = self.int_expr(ty, d, uniform);
                let op = self.rng.pick(&["~", "-"]);
                format!("({op}({a}))")
            }
            7 => {
                let c = self.bool_expr(d, uniform);
                let (a, b) = (self.int_expr(ty, d, uniform), self.int_expr(ty, d, uniform));
                format!("(({c}) ? {a} : {b})")
            }
            8 => {
                // Conversions: from the other integer type, from a bool, or
                // from a clamped float (to uint: its absolute value).
                match (ty, self.rng.below(3)) {
                    (Ty::U, 0) => format!("(uint){}", self.int_expr(Ty::I, d, uniform)),
                    (Ty::I, 0) => format!("(int){}", self.int_expr(Ty::U, d, uniform)),
                    (Ty::U, 1) => format!("(uint)abs(fb({}))", self.float_expr(d, uniform)),
                    (Ty::I, 1) => format!("(int)fb({})", self.float_expr(d, uniform)),
                    _ => format!("({} ? 1{suffix} : 0{suffix})", self.bool_expr(d, uniform)),
                }
            }
            9 if ty == Ty::I => {
                // Mixed signedness: int + uint is uint, converted back.
                let (a, b) = (
                    self.int_expr(Ty::I, d, uniform),
                    self.int_expr(Ty::U, d, uniform),
                );
                format!("int({a} + {b})")
            }
            _ => {
                self.constructs.insert("int_intrinsic");
                let a = self.int_expr(ty, d, uniform);
                let b = self.int_expr(ty, d, uniform);
                match self.rng.below(8) {
                    0 => format!("min({a}, {b})"),
                    1 => format!("max({a}, {b})"),
                    2 if ty == Ty::U => format!("clamp({a}, 3u, 17u)"),
                    2 => format!("clamp({a}, -5, 9)"),
                    3 if ty == Ty::U => format!("countbits({a})"),
                    3 => format!("int(countbits({a}))"),
                    4 if ty == Ty::U => format!("firstbithigh({a})"),
                    4 => format!("int(firstbithigh({a}))"),
                    5 if ty == Ty::U => format!("firstbitlow({a})"),
                    5 => format!("int(firstbitlow({a}))"),
                    6 if ty == Ty::U => format!("reversebits({a})"),
                    // abs(INT_MIN) is not representable: keep it odd.
                    _ if ty == Ty::I => format!("abs({a} | 1)"),
                    _ => format!("(uint)abs((int)({a} | 1u))"),
                }
            }
        }
    }

    /// Float expressions stay exact or nearly so: see the module comment.
    fn float_expr(&mut self, depth: usize, uniform: bool) -> String {
        if depth == 0 || self.rng.chance(1, 4) {
            return self.leaf(Ty::F, uniform);
        }
        let d = depth - 1;
        match self.rng.below(10) {
            0..=2 => {
                let (a, b) = (self.float_expr(d, uniform), self.float_expr(d, uniform));
                let op = self.rng.pick(&["+", "-"]);
                format!("({a} {op} {b})")
            }
            3 => {
                // One factor a short literal: the product is exact, so a
                // driver that contracts it into an FMA gets the same sum.
                let (a, b) = (self.leaf(Ty::F, uniform), self.literal(Ty::F));
                format!("({a} * {b})")
            }
            4 => {
                let a = self.float_expr(d, uniform);
                let p = self.rng.pick(&["2.0", "4.0", "0.5", "-8.0"]);
                format!("({a} / {p})")
            }
            5 => {
                let c = self.bool_expr(d, uniform);
                let (a, b) = (self.float_expr(d, uniform), self.float_expr(d, uniform));
                format!("(({c}) ? {a} : {b})")
            }
            6 => {
                // Clamped: a large int gives a float whose sums round,
                // and a driver may reassociate float sums (SPIR-V allows
                // it without NoContraction; seed 863).
                let ty = *self.rng.pick(&[Ty::U, Ty::I]);
                let i = self.int_expr(ty, d, uniform);
                format!("fb((float){i})")
            }
            7 => format!("(-({}))", self.float_expr(d, uniform)),
            _ => {
                self.constructs.insert("float_intrinsic");
                let a = self.float_expr(d, uniform);
                match self.rng.below(12) {
                    0 => format!("abs({a})"),
                    1 => format!("floor({a})"),
                    2 => format!("ceil({a})"),
                    3 => format!("trunc({a})"),
                    4 => format!("round({a})"),
                    5 => format!("frac({a})"),
                    6 => format!("sign({a})"),
                    7 => format!("saturate({a})"),
                    8 => {
                        let b = self.float_expr(d, uniform);
                        format!("min({a}, {b})")
                    }
                    9 => {
                        let b = self.float_expr(d, uniform);
                        format!("max({a}, {b})")
                    }
                    10 => {
                        let (b, c) = (self.literal(Ty::F), self.leaf(Ty::F, uniform));
                        format!("mad({b}, {c}, {a})")
                    }
                    _ => {
                        let b = self.float_expr(d, uniform);
                        format!("dot(float2({a}, 1.0), float2(0.5, {b}))")
                    }
                }
            }
        }
    }

    fn bool_expr(&mut self, depth: usize, uniform: bool) -> String {
        if depth == 0 || self.rng.chance(1, 5) {
            if let Some(v) = self.var_of(Ty::B, uniform) {
                return v;
            }
        }
        let d = depth.saturating_sub(1);
        match self.rng.below(6) {
            0..=2 => {
                let ty = *self.rng.pick(&[Ty::U, Ty::I, Ty::F]);
                let (a, b) = (self.expr(ty, d, uniform), self.expr(ty, d, uniform));
                let op = self.rng.pick(&["<", "<=", ">", ">=", "==", "!="]);
                format!("({a} {op} {b})")
            }
            3 if depth > 0 => {
                let (a, b) = (self.bool_expr(d, uniform), self.bool_expr(d, uniform));
                let op = self.rng.pick(&["&&", "||"]);
                format!("({a} {op} {b})")
            }
            4 if depth > 0 => format!("(!{})", self.bool_expr(d, uniform)),
            _ => self.literal(Ty::B),
        }
    }
}

/// A seeded input buffer: `uint`/`int` words mixing edge values, small
/// and random ones; floats are multiples of 0.25 in [-64, 64].
pub(crate) fn input_buffer(rng: &mut Rng, register: &str, elem: Elem) -> Buffer {
    let words = (0..INPUT_LEN)
        .map(|_| match elem {
            Elem::Uint => uint_value(rng),
            Elem::Int => uint_value(rng),
            Elem::Float => ((rng.below(513) as f32 - 256.0) / 4.0).to_bits(),
        })
        .collect();
    Buffer {
        register: register.into(),
        elem,
        words,
        output: false,
        toml_type: None,
    }
}

fn uint_value(rng: &mut Rng) -> u32 {
    match rng.below(6) {
        0 => *rng.pick(&[0, 1, 2, 0x7FFF_FFFF, 0x8000_0000, 0xFFFF_FFFF]),
        1 => rng.next() as u32,
        2 => (rng.below(100) as i32 - 50) as u32,
        _ => rng.below(40) as u32,
    }
}

/// The output buffer, thread base and slot counter index for `ty`.
fn slot_of(ty: Ty) -> (&'static str, &'static str, usize) {
    match ty {
        Ty::U | Ty::B => ("out_u", "ou", 0),
        Ty::I => ("out_i", "oi", 1),
        _ => ("out_f", "of", 2),
    }
}

fn to_uint(ty: Ty, e: &str) -> String {
    match ty {
        Ty::U => e.to_string(),
        Ty::I => format!("(uint)({e})"),
        Ty::B => format!("(({e}) ? 1u : 0u)"),
        _ => format!("(uint)abs(fb({e}))"),
    }
}

pub(crate) const PRELUDE: &str = "\
struct Rec {
    uint a;
    int b;
    float c;
    float2 d;
};

StructuredBuffer<uint> in_u : register(t0);
StructuredBuffer<int> in_i : register(t1);
StructuredBuffer<float> in_f : register(t2);
RWStructuredBuffer<uint> out_u : register(u3);
RWStructuredBuffer<int> out_i : register(u4);
RWStructuredBuffer<float> out_f : register(u5);
RWStructuredBuffer<uint> totals : register(u6);

// Keeps floats finite and small, so no operation overflows.
float fb(float x) {
    return clamp(x, -4096.0, 4096.0);
}

// A divisor that is neither 0 nor -1.
int safe_div(int d) {
    return (d == 0 || d == -1) ? 7 : d;
}

// The signed remainder (truncating, as in C and DXC). glslang reads `%`
// on ints as OpSMod (the sign of the divisor): the differential runner
// gives glslang this body spelled with a division instead
// (docs/differential.md).
int srem(int a, int b) {
    return a % safe_div(b);
}

Rec mkrec(uint a, float c) {
    Rec r;
    r.a = a;
    r.b = (int)a;
    r.c = c;
    r.d = float2(c, 2.0);
    return r;
}

void put_u(RWStructuredBuffer<uint> b, uint i, uint v) {
    b[i] = v;
}

void put_i(RWStructuredBuffer<int> b, uint i, int v) {
    b[i] = v;
}

void put_f(RWStructuredBuffer<float> b, uint i, float v) {
    b[i] = v;
}

uint get_u(StructuredBuffer<uint> b, uint i) {
    return b[i & 63u];
}

";

const PUSH: &str = "\
// Push constants, at a register of their own (tests/compute/push_constant).
struct PushData {
    uint pa;
    int pb;
    float pc;
    float2 pd;
    uint2 pe;
};

[[vk::push_constant]] PushData push : register(b7);

";

const BUMP: &str = "\
// A side effect for the right operand of && and ||.
bool bump(inout uint c) {
    c += 1u;
    return (c & 1u) != 0u;
}

";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seeds_are_stable() {
        assert_eq!(generate(3).source, generate(3).source);
        assert_ne!(generate(3).source, generate(4).source);
    }

    #[test]
    fn every_program_writes_through_a_resource_parameter() {
        for seed in 0..50 {
            let p = generate(seed);
            assert!(p.constructs.contains("resource_param"));
            assert!(p.source.contains("put_u(out_u"), "{}", p.source);
        }
    }
}
