//! The WHLSL syntax tree, after the specification's syntactic desugarings:
//! `if` always has an `else`, `while` is `if` + `do`-`while`, a `for`
//! initializer is hoisted into an enclosing block, one declaration
//! declares one variable, a leading address space is moved onto every type
//! suffix, `++e`/`--e` are `e += 1`/`e -= 1`, and `x->y` is `(*x).y`.
//! Expressions and statements live in arenas; spans are global offsets.

use crate::ast::Ident;
use hlsl_base::{Arena, Idx, Interner, Span};

pub type ExprId = Idx<Expr>;
pub type StmtId = Idx<Stmt>;

#[derive(Debug, Default)]
pub struct Unit {
    pub decls: Vec<Decl>,
    pub exprs: Arena<Expr>,
    pub stmts: Arena<Stmt>,
    pub names: Interner,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AddressSpace {
    Constant,
    Device,
    Threadgroup,
    Thread,
}

#[derive(Clone, Debug)]
pub struct Type {
    pub name: Ident,
    pub args: Vec<TypeArg>,
    pub suffixes: Vec<TypeSuffix>,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub enum TypeArg {
    Const(ConstExpr),
    Type(Type),
}

#[derive(Clone, Debug)]
pub enum TypeSuffix {
    /// `* space`
    Pointer(AddressSpace),
    /// `[] space` (an array reference)
    ArrayRef(AddressSpace),
    /// `[N]`
    Array(Literal),
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub enum LitKind {
    /// A signed integer; `None` when it does not fit in 64 bits (the
    /// range of its type is validation's business).
    Int(Option<i64>),
    UInt(Option<u64>),
    Float(f64),
    Null,
    True,
    False,
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Literal {
    pub kind: LitKind,
    pub span: Span,
}

/// `constexpr`: a literal or an enum value `E.x`.
#[derive(Clone, Debug)]
pub enum ConstExpr {
    Lit(Literal),
    EnumValue(Ident, Ident),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UnaryOp {
    Plus,
    Neg,
    Not,
    BitNot,
    /// `*e`
    Deref,
    /// `&e`
    AddressOf,
    /// `@e`
    ArrayRef,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BinOp {
    Mul,
    Div,
    Rem,
    Add,
    Sub,
    Shl,
    Shr,
    Lt,
    Gt,
    Le,
    Ge,
    Eq,
    Ne,
    BitAnd,
    BitXor,
    BitOr,
    And,
    Or,
}

#[derive(Clone, Debug)]
pub struct Expr {
    pub kind: ExprKind,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub enum ExprKind {
    Lit(Literal),
    Name(Ident),
    /// `(e)`: kept, because parentheses matter to the grammar (a
    /// parenthesized expression may be a statement; relational operators
    /// chain only through them).
    Paren(ExprId),
    Call {
        callee: Ident,
        args: Vec<ExprId>,
    },
    Member {
        base: ExprId,
        field: Ident,
    },
    Index {
        base: ExprId,
        index: ExprId,
    },
    Unary {
        op: UnaryOp,
        operand: ExprId,
    },
    /// `e++` (`inc`) or `e--`.
    Postfix {
        inc: bool,
        operand: ExprId,
    },
    Binary {
        op: BinOp,
        lhs: ExprId,
        rhs: ExprId,
    },
    Ternary {
        cond: ExprId,
        then: ExprId,
        els: ExprId,
    },
    /// `lhs = rhs` (`op` is `None`) or `lhs op= rhs`.
    Assign {
        op: Option<BinOp>,
        lhs: ExprId,
        rhs: ExprId,
    },
    Comma {
        lhs: ExprId,
        rhs: ExprId,
    },
    Error,
}

#[derive(Clone, Debug)]
pub struct Stmt {
    pub kind: StmtKind,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub enum StmtKind {
    Block(Vec<StmtId>),
    /// One variable (several declarators become several statements).
    Var(VarDecl),
    /// An effectful expression statement.
    Expr(ExprId),
    /// `;`: an empty `maybeEffectfulExpr` (the spec's `null`).
    Empty,
    /// `else` is an empty block when the source has none.
    If {
        cond: ExprId,
        then: StmtId,
        els: StmtId,
    },
    DoWhile {
        body: StmtId,
        cond: ExprId,
    },
    /// A `for` after hoisting: an empty condition is `true` and an empty
    /// step is `null`.
    For {
        cond: ExprId,
        step: ExprId,
        body: StmtId,
    },
    Switch {
        value: ExprId,
        cases: Vec<SwitchCase>,
    },
    Break,
    Continue,
    Fallthrough,
    Return(Option<ExprId>),
    Trap,
    Error,
}

#[derive(Clone, Debug)]
pub struct VarDecl {
    pub ty: Type,
    pub name: Ident,
    pub init: Option<ExprId>,
}

#[derive(Clone, Debug)]
pub struct SwitchCase {
    /// `None` for `default`.
    pub value: Option<ConstExpr>,
    pub body: Vec<StmtId>,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub enum Decl {
    Typedef(Typedef),
    Struct(StructDef),
    Enum(EnumDef),
    Func(FuncDef),
}

#[derive(Clone, Debug)]
pub struct Typedef {
    pub name: Ident,
    pub ty: Type,
    pub span: Span,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Qualifier {
    NoInterpolation,
    NoPerspective,
    Centroid,
    Sample,
}

#[derive(Clone, Debug)]
pub struct Field {
    pub qualifiers: Vec<Qualifier>,
    pub ty: Type,
    pub name: Ident,
    pub semantic: Option<Semantic>,
}

#[derive(Clone, Debug)]
pub struct StructDef {
    pub name: Ident,
    pub fields: Vec<Field>,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub struct EnumElement {
    pub name: Ident,
    pub value: Option<ConstExpr>,
}

#[derive(Clone, Debug)]
pub struct EnumDef {
    pub name: Ident,
    pub base: Option<Type>,
    pub elements: Vec<EnumElement>,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub enum SemanticKind {
    /// `SV_Position`, …; `index` is `SV_Target`'s number.
    BuiltIn {
        name: Ident,
        index: Option<Literal>,
    },
    /// `attribute(n)`
    Attribute(Literal),
    /// `register(u0)` or `register(u0, space1)`
    Register {
        reg: Ident,
        space: Option<Ident>,
    },
    Specialized,
}

#[derive(Clone, Debug)]
pub struct Semantic {
    pub kind: SemanticKind,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub enum Stage {
    Vertex,
    Fragment,
    /// `[numthreads(x, y, z)] compute`
    Compute([Literal; 3]),
}

/// What a function is called.
#[derive(Clone, Debug)]
pub enum FuncName {
    Ident(Ident),
    /// `operator+`, `operator[]`, `operator.x=`, …: the name as written
    /// without spaces (`operator.x=`), which is what the environment keys on.
    Operator {
        name: String,
        span: Span,
    },
    /// `operator T(...)`: the name is the return type.
    Cast,
}

#[derive(Clone, Debug)]
pub struct Param {
    pub qualifiers: Vec<Qualifier>,
    pub ty: Type,
    pub name: Ident,
    pub semantic: Option<Semantic>,
}

#[derive(Clone, Debug)]
pub struct FuncDef {
    pub stage: Option<Stage>,
    pub ret: Type,
    pub name: FuncName,
    pub params: Vec<Param>,
    pub semantic: Option<Semantic>,
    /// A `Block` statement.
    pub body: StmtId,
    pub span: Span,
}
