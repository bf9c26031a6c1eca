//! The compiled expression: what the evaluator needs of each IR expression,
//! resolved (see `compile/mod.rs`).

use hlsl_sema::ir::{BinaryOp, ExprId, UnaryOp};
use hlsl_sema::types::{Scalar, TextureShape, TypeId};

/// One expression.
#[derive(Clone, Debug)]
pub struct Node {
    /// The arena index of lane 0's first component of the value.
    pub at: usize,
    /// Components per lane.
    pub w: usize,
    /// The value's scalar (`uint` for non-numeric types).
    pub s: Scalar,
    pub op: Op,
}

#[derive(Clone, Debug)]
pub enum Op {
    /// A literal, already in its slot.
    Const,
    /// A place; read as a value, it is copied into the slot.
    Place(Place),
    /// Reads the place.
    Load(ExprId),
    /// A field of a struct value, at component `off`.
    Field {
        base: ExprId,
        off: usize,
    },
    /// An element of an array, vector or matrix value.
    Index {
        base: ExprId,
        index: ExprId,
        idx_s: Scalar,
        len: usize,
        ew: usize,
    },
    /// Components of a value; the pattern is all zeros for a scalar.
    Swizzle {
        base: ExprId,
        pattern: [u8; 4],
    },
    Unary {
        op: UnaryOp,
        x: ExprId,
        s: Scalar,
    },
    /// `s` is the operands' scalar; `short` for scalar `&&` and `||`.
    Binary {
        op: BinaryOp,
        a: ExprId,
        b: ExprId,
        s: Scalar,
        short: bool,
    },
    /// `scalar` when the condition is a scalar (then only the chosen side
    /// runs, per lane).
    Select {
        cond: ExprId,
        accept: ExprId,
        reject: ExprId,
        scalar: bool,
        cs: Scalar,
    },
    Convert {
        x: ExprId,
        from: Scalar,
        to: Scalar,
    },
    Splat(ExprId),
    Compose(Box<[ExprId]>),
    /// Without `op`, the node shares the value's slot.
    Assign {
        target: ExprId,
        op: Option<BinaryOp>,
        value: ExprId,
        s: Scalar,
    },
    IncDec {
        target: ExprId,
        increment: bool,
        prefix: bool,
        s: Scalar,
    },
    /// Shares the right side's slot.
    Comma {
        lhs: ExprId,
        rhs: ExprId,
    },
    /// Calls, intrinsics, atomics and resource methods, run from the IR.
    Ir,
}

/// Where a place's components live: a root, a per-lane base offset (in the
/// base slot `base_at` when an index moved it, else 0) and a pattern of
/// component offsets from the base shared by all lanes.
#[derive(Clone, Debug)]
pub struct Place {
    pub root: Root,
    /// A range of `Code::patterns`.
    pub pattern: (u32, u32),
    pub step: Step,
    pub base_at: Option<usize>,
    pub ty: TypeId,
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Root {
    /// A local's slot: arena index and width.
    Local {
        at: usize,
        w: usize,
    },
    /// Globals by index.
    Private(usize),
    Shared(usize),
    Resource(usize),
    CBuffer(usize),
    /// Not a place (the checker never gives one).
    Invalid,
    /// What a null pointer points to (WHLSL's `*null`): using it traps.
    Null,
}

/// How a place's bases follow from its base place.
#[derive(Clone, Debug)]
pub enum Step {
    /// A root: base 0.
    Root,
    /// A field or swizzle: the base place's bases.
    Same(ExprId),
    /// An element: the base moves by the index; out of bounds (`len`, or
    /// the bound buffer's length when `None`) it becomes invalid.
    Index {
        base: ExprId,
        index: ExprId,
        idx_s: Scalar,
        len: Option<usize>,
        ew: usize,
        /// Whether the base place's pattern is a contiguous run.
        contiguous: bool,
    },
    /// A texel of texture global `g`.
    Texel {
        base: ExprId,
        index: ExprId,
        g: usize,
        shape: TextureShape,
        ew: usize,
    },
    /// An element of a resource held in a local (not implemented).
    ResourceInLocal,
}
