//! The compact form WHLSL is executed in: per function a tree of
//! expression nodes ([`X`]), places ([`P`]) and statements ([`S`]) in which
//! every variable is a fixed cell offset in its frame (the spec's store
//! identifiers), every call a function index, every library operator a
//! specialised operation on typed cells and every literal a run of cells.
//! Each expression node owns a cell range of the frame (`tmp`) where its
//! value lands, so evaluating needs no lookups and no allocation.

use hlsl_sema::whlsl::types::Scalar;

/// A cell offset within a frame.
pub type Off = u32;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Op1 {
    Neg,
    Not,
    BitNot,
    Inc,
    Dec,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Op2 {
    Add,
    Sub,
    Mul,
    Div,
    Rem,
    Shl,
    Shr,
    And,
    Or,
    Xor,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cmp {
    Lt,
    Gt,
    Le,
    Ge,
    Eq,
    Ne,
}

/// The operation of an `Interlocked*` call: the same set as HLSL's.
pub use hlsl_sema::ir::AtomicOp;

/// An expression: evaluating it leaves its value at `tmp` in the frame.
#[derive(Clone, Debug)]
pub enum X {
    /// `len` cells of the constant pool from `at`.
    Const {
        tmp: Off,
        at: u32,
        len: u32,
    },
    /// A value another node already put at `tmp`.
    Slot {
        tmp: Off,
    },
    /// Loads a place; `fix` is the enum (its element values) whose invalid
    /// values read as its default.
    Read {
        tmp: Off,
        place: Box<P>,
        len: u32,
        fix: Option<u32>,
    },
    /// `&e`
    AddrOf {
        tmp: Off,
        place: Box<P>,
    },
    /// `@e`: a reference to `count` elements.
    RefOf {
        tmp: Off,
        place: Box<P>,
        count: u32,
    },
    /// A thread pointer to the frame cells at `target` (the parameter of a
    /// generated getter or setter, passed to its address taker).
    ThreadPtr {
        tmp: Off,
        target: Off,
    },
    Unary {
        tmp: Off,
        op: Op1,
        s: Scalar,
        lanes: u32,
        a: Box<X>,
    },
    Binary {
        tmp: Off,
        op: Op2,
        s: Scalar,
        lanes: u32,
        a: Box<X>,
        b: Box<X>,
    },
    /// Comparisons give one `bool` (`==` on vectors: all lanes equal).
    Compare {
        tmp: Off,
        op: Cmp,
        s: Scalar,
        lanes: u32,
        a: Box<X>,
        b: Box<X>,
    },
    And {
        tmp: Off,
        a: Box<X>,
        b: Box<X>,
    },
    Or {
        tmp: Off,
        a: Box<X>,
        b: Box<X>,
    },
    Ternary {
        tmp: Off,
        cond: Box<X>,
        a: Box<X>,
        b: Box<X>,
        len: u32,
    },
    Comma {
        a: Box<X>,
        b: Box<X>,
    },
    /// A user function (index into [`Code::funcs`]).
    Call {
        tmp: Off,
        func: u32,
        args: Vec<X>,
    },
    /// Lane-wise scalar conversion.
    Convert {
        tmp: Off,
        from: Scalar,
        to: Scalar,
        lanes: u32,
        a: Box<X>,
    },
    /// Constructors from pieces of the same element type, and casts that
    /// keep the bits (enum to base type and back).
    Concat {
        tmp: Off,
        parts: Vec<(X, u32)>,
    },
    Swizzle {
        tmp: Off,
        base: Box<X>,
        comps: [u8; 4],
        len: u8,
    },
    /// `operator.xy=`: the vector with the components replaced.
    SwizzleSet {
        tmp: Off,
        base: Box<X>,
        val: Box<X>,
        comps: [u8; 4],
        len: u8,
        width: u32,
    },
    /// `operator[]` on a vector, matrix or array value.
    IndexGet {
        tmp: Off,
        base: Box<X>,
        index: Box<X>,
        elem: u32,
        count: u32,
    },
    /// `operator[]=`: the value with one element replaced.
    IndexSet {
        tmp: Off,
        base: Box<X>,
        index: Box<X>,
        val: Box<X>,
        elem: u32,
        count: u32,
    },
    /// A generated field address taker called directly.
    FieldPtr {
        tmp: Off,
        ptr: Box<X>,
        offset: u32,
    },
    /// The library's `operator&[]` on a pointer to an array.
    ElemPtr {
        tmp: Off,
        ptr: Box<X>,
        index: Box<X>,
        elem: u32,
        count: u32,
    },
    /// A generated getter: its arguments, then its address taker (which
    /// reads them through slots), then a load through the result.
    GenGet {
        tmp: Off,
        args: Vec<X>,
        taker: Box<X>,
        len: u32,
        fix: Option<u32>,
    },
    /// A generated setter: stores the new value through the address taker
    /// into its copy of the first argument, which is the result.
    GenSet {
        tmp: Off,
        args: Vec<X>,
        taker: Box<X>,
        len: u32,
    },
    /// A control barrier (`sync`: `…WithGroupSync()`) or a memory fence
    /// (a no-op: one invocation runs at a time, so memory is always
    /// sequentially consistent).
    Barrier {
        tmp: Off,
        sync: bool,
    },
    /// `Interlocked*`: `args` are the atomic's pointer, the operand (for
    /// `CompareExchange` the compare value, then the new value) and, when
    /// `original` is set, the `thread` pointer the old value goes to.
    Atomic {
        tmp: Off,
        op: AtomicOp,
        signed: bool,
        args: Vec<X>,
        original: bool,
    },
    /// `place = rhs`; the value is the right side's.
    Assign {
        place: Box<P>,
        rhs: Box<X>,
        len: u32,
    },
    /// `place op= rhs`: the place, then `rhs`, then a load into `cur`,
    /// then `op` (reading `cur` and `rhs` through slots), then the store.
    Compound {
        place: Box<P>,
        cur: Off,
        rhs: Box<X>,
        op: Box<X>,
        len: u32,
        fix: Option<u32>,
    },
    /// `place++`: the old value (at `cur`) is the result.
    Postfix {
        place: Box<P>,
        cur: Off,
        op: Box<X>,
        len: u32,
        fix: Option<u32>,
    },
}

impl X {
    pub fn tmp(&self) -> Off {
        match self {
            X::Const { tmp, .. }
            | X::Slot { tmp }
            | X::Read { tmp, .. }
            | X::AddrOf { tmp, .. }
            | X::RefOf { tmp, .. }
            | X::ThreadPtr { tmp, .. }
            | X::Unary { tmp, .. }
            | X::Binary { tmp, .. }
            | X::Compare { tmp, .. }
            | X::And { tmp, .. }
            | X::Or { tmp, .. }
            | X::Ternary { tmp, .. }
            | X::Call { tmp, .. }
            | X::Convert { tmp, .. }
            | X::Concat { tmp, .. }
            | X::Swizzle { tmp, .. }
            | X::SwizzleSet { tmp, .. }
            | X::IndexGet { tmp, .. }
            | X::IndexSet { tmp, .. }
            | X::FieldPtr { tmp, .. }
            | X::ElemPtr { tmp, .. }
            | X::GenGet { tmp, .. }
            | X::GenSet { tmp, .. }
            | X::Barrier { tmp, .. }
            | X::Atomic { tmp, .. } => *tmp,
            X::Comma { b, .. } => b.tmp(),
            X::Assign { rhs, .. } => rhs.tmp(),
            X::Compound { op, .. } => op.tmp(),
            X::Postfix { cur, .. } => *cur,
        }
    }
}

/// A place: what a left value or an abstract left value denotes.
#[derive(Clone, Debug)]
pub enum P {
    /// A variable or parameter of the frame.
    Local { off: Off },
    /// `*e`; null traps.
    Deref { ptr: X },
    /// A struct field through the generated address taker.
    Field { base: Box<P>, offset: u32 },
    /// An array element through the library's `operator&[]` (bounds
    /// checked).
    Elem {
        base: Box<P>,
        index: X,
        elem: u32,
        count: u32,
    },
    /// `r[i]` on an array reference (null and out of bounds trap).
    RefIndex { r: X, index: X, elem: u32 },
    /// A user address taker: the base's address goes to `ptr_tmp`, which
    /// `call` reads as its first argument.
    Taker { base: Box<P>, ptr_tmp: Off, call: X },
    /// An abstract left value: a getter reads it, a setter writes it
    /// back into `base`. `loc_tmp` remembers where `base` resolved to.
    Setter(Box<SetterPlace>),
}

#[derive(Clone, Debug)]
pub struct SetterPlace {
    pub base: P,
    pub loc_tmp: Off,
    pub base_tmp: Off,
    pub base_len: u32,
    pub base_fix: Option<u32>,
    pub val_tmp: Off,
    pub index: Option<X>,
    pub getter: X,
    pub setter: X,
}

/// A statement.
#[derive(Clone, Debug)]
pub enum S {
    Block(Vec<S>),
    /// A variable: its initializer, or its type's default value (zeros).
    Var {
        off: Off,
        len: u32,
        init: Option<X>,
    },
    Expr(X),
    If {
        cond: X,
        then: Box<S>,
        els: Box<S>,
    },
    DoWhile {
        body: Box<S>,
        cond: X,
    },
    For {
        cond: X,
        step: Option<X>,
        body: Box<S>,
    },
    /// Case values as cells (`None` is `default`), in source order.
    Switch {
        value: X,
        cases: Vec<(Option<u64>, S)>,
    },
    Break,
    Continue,
    Fallthrough,
    Return(Option<(X, u32)>),
    Trap,
    Empty,
}

/// A compiled function.
#[derive(Clone, Debug)]
pub struct Func {
    /// Cells of the whole frame: the return value at 0, then the
    /// parameters, variables and expression temporaries.
    pub frame: u32,
    /// Each parameter's offset and size.
    pub params: Vec<(Off, u32)>,
    pub ret_len: u32,
    pub body: S,
}

/// A compiled program.
#[derive(Clone, Debug, Default)]
pub struct Code {
    /// By the checker's function index (`None` for generated functions,
    /// which are expanded where they are called, and unused slots).
    pub funcs: Vec<Option<Func>>,
    pub pool: Vec<u64>,
    /// Whether some function calls a control barrier (a dispatch without
    /// one runs its invocations one after another, without threads).
    pub has_barriers: bool,
    /// Each enum's element values as cells (the first is the zero one).
    pub enums: Vec<Vec<u64>>,
}
