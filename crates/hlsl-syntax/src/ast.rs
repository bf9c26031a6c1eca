//! The syntax tree: what the parser builds and the checker reads.
//!
//! Expressions and statements live in arenas of the [`SourceUnit`] and are
//! referred to by [`ExprId`]/[`StmtId`]; declarations are plain values. The
//! tree is syntactic only: names are unresolved [`Ident`]s and types are
//! [`TypeExpr`]s as written (`float3`, `vector<float, 3>`,
//! `RWStructuredBuffer<Particle>`). The parser never fails: where the text
//! is wrong it reports a diagnostic and leaves an `Error` node, which the
//! checker accepts silently (it never reports a second error for it).

use hlsl_base::{Arena, FxHashMap, Idx, Interner, Span, Symbol};

pub type ExprId = Idx<Expr>;
pub type StmtId = Idx<Stmt>;

/// One parsed translation unit.
#[derive(Clone, Debug, Default)]
pub struct SourceUnit {
    /// Top-level declarations in source order.
    pub decls: Vec<Decl>,
    pub exprs: Arena<Expr>,
    pub stmts: Arena<Stmt>,
    /// The text of every [`Symbol`] in the tree.
    pub names: Interner,
    /// What the preprocessor recorded (`#pragma pack_matrix`, included
    /// files, macro expansions for diagnostics' notes).
    pub preprocess: crate::preprocess::PreprocessInfo,
    /// For each `StringLit` expression, the literals it was written as.
    pub string_pieces: FxHashMap<ExprId, Vec<StringPiece>>,
}

impl SourceUnit {
    pub fn name(&self, ident: Ident) -> &str {
        self.names.resolve(ident.sym)
    }
}

/// One literal of a `StringLit` expression (adjacent literals
/// concatenate): where its text starts in the expression's text and where
/// that text (between the quotes) is spelled, so a diagnostic about a
/// part of a string can point into it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StringPiece {
    pub offset: u32,
    pub spelling: Span,
    /// Spelled where it is used (not produced by a macro).
    pub written_here: bool,
}

impl SourceUnit {
    /// Where byte `at` of the text of `StringLit` expression `e` is
    /// spelled, and whether the literal holding it was written in place;
    /// `None` if `e` has no recorded pieces.
    pub fn string_byte(&self, e: ExprId, at: u32) -> Option<(u32, bool)> {
        let pieces = self.string_pieces.get(&e)?;
        let p = pieces.iter().rev().find(|p| p.offset <= at)?;
        let pos = (p.spelling.lo + (at - p.offset)).min(p.spelling.hi);
        Some((pos, p.written_here))
    }
}

/// A name as written, with where it was written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Ident {
    pub sym: Symbol,
    pub span: Span,
}

/// A type as written.
#[derive(Clone, Debug, PartialEq)]
pub struct TypeExpr {
    pub kind: TypeExprKind,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub enum TypeExprKind {
    /// `float`, `float3`, `uint2x2`, `MyStruct`, and templates such as
    /// `vector<float, 3>` or `RWStructuredBuffer<T>` (with `args`).
    /// `args` is `None` without angle brackets and `Some(vec![])` for `T<>`.
    /// `scope` holds the qualifiers of `NS::S` or `Outer::Inner`
    /// (outermost first; empty for a plain name).
    Named {
        scope: Vec<Ident>,
        name: Ident,
        args: Option<Vec<TemplateArg>>,
    },
    /// `unorm float4`, `snorm float` (texture and typed-buffer elements).
    Normalized { signed: bool, inner: Box<TypeExpr> },
    /// `row_major float3x3`, `column_major float3x4` as a template
    /// argument (a structured buffer's element).
    Oriented {
        column_major: bool,
        inner: Box<TypeExpr>,
    },
    /// `float[4]` in a cast `(float[4])x`: a type with array dimensions.
    Array {
        inner: Box<TypeExpr>,
        dims: Vec<Option<ExprId>>,
    },
    /// `void`.
    Void,
    /// The parser could not read a type here (already diagnosed).
    Error,
}

#[derive(Clone, Debug, PartialEq)]
pub enum TemplateArg {
    Type(TypeExpr),
    /// A constant expression (`vector<float, 3>`).
    Expr(ExprId),
}

/// A keyword that modifies a declaration.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Modifier {
    Static,
    Const,
    Uniform,
    Extern,
    Groupshared,
    Volatile,
    Precise,
    Shared,
    /// Parameter directions.
    In,
    Out,
    InOut,
    /// Matrix orientation.
    RowMajor,
    ColumnMajor,
    /// Interpolation modifiers.
    Linear,
    NoInterpolation,
    NoPerspective,
    Centroid,
    Sample,
    Inline,
    /// `snorm float`, `unorm float4`: normalised resource element types.
    Snorm,
    Unorm,
    /// `globallycoherent RWBuffer<…>`: UAV writes visible across groups.
    GloballyCoherent,
    /// A geometry shader's input primitive: `triangle VSOut v[3]`.
    Point,
    Line,
    Triangle,
    LineAdj,
    TriangleAdj,
}

impl Modifier {
    /// For an input primitive modifier, the vertices its primitive has.
    pub fn primitive_vertices(self) -> Option<u32> {
        match self {
            Modifier::Point => Some(1),
            Modifier::Line => Some(2),
            Modifier::Triangle => Some(3),
            Modifier::LineAdj => Some(4),
            Modifier::TriangleAdj => Some(6),
            _ => None,
        }
    }
}

/// `[name(args)]` before a declaration or statement.
#[derive(Clone, Debug, PartialEq)]
pub struct Attribute {
    pub name: Ident,
    pub args: Vec<ExprId>,
    pub span: Span,
}

/// What follows a `:` after a declarator.
#[derive(Clone, Debug, PartialEq)]
pub enum Annotation {
    /// `: SV_Position`, `: TEXCOORD0`.
    Semantic(Ident),
    /// `: register(u0)`, `: register(t3, space1)`, `: register(space2)`.
    /// `slot` is the register as written (`u0`), `space` the space as
    /// written (`space1`); either may be missing (not both).
    Register {
        slot: Option<Ident>,
        space: Option<Ident>,
        span: Span,
    },
    /// `: packoffset(c0.y)`: the register and optional component.
    PackOffset {
        register: Ident,
        component: Option<Ident>,
        span: Span,
    },
    /// `: 8` after a struct field: a bit-field of that many bits.
    BitField { width: ExprId, span: Span },
}

impl Annotation {
    pub fn span(&self) -> Span {
        match self {
            Annotation::Semantic(i) => i.span,
            Annotation::Register { span, .. }
            | Annotation::PackOffset { span, .. }
            | Annotation::BitField { span, .. } => *span,
        }
    }
}

/// A variable, parameter or field: one declarator with the type and
/// modifiers written before it (`static const float a = 1, b[2];` makes two).
#[derive(Clone, Debug, PartialEq)]
pub struct VarDecl {
    pub attrs: Vec<Attribute>,
    pub modifiers: Vec<(Modifier, Span)>,
    pub ty: TypeExpr,
    pub name: Ident,
    /// `[N]` suffixes, outermost first; `None` for `[]`.
    pub array_dims: Vec<Option<ExprId>>,
    pub annotations: Vec<Annotation>,
    pub init: Option<Initializer>,
    pub span: Span,
}

impl VarDecl {
    pub fn has_modifier(&self, m: Modifier) -> bool {
        self.modifiers.iter().any(|&(x, _)| x == m)
    }
}

#[derive(Clone, Debug, PartialEq)]
pub enum Initializer {
    Expr(ExprId),
    /// `{ a, b, { c } }`.
    List {
        items: Vec<Initializer>,
        span: Span,
    },
}

/// Which keyword introduced an aggregate.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AggregateKind {
    Struct,
    Class,
    Interface,
}

impl AggregateKind {
    pub fn keyword(self) -> &'static str {
        match self {
            AggregateKind::Struct => "struct",
            AggregateKind::Class => "class",
            AggregateKind::Interface => "interface",
        }
    }
}

/// `struct S : Base { fields; methods }`, also `class` and `interface`,
/// optionally a template. Types declared inside it (structs, enums,
/// typedefs) are kept at the enclosing scope, in `Decl` order before it.
#[derive(Clone, Debug, PartialEq)]
pub struct StructDecl {
    pub kind: AggregateKind,
    pub template: Option<TemplateParams>,
    pub name: Ident,
    /// `template <> struct S<half> { … }`: an explicit specialization's
    /// arguments (then `template` holds an empty parameter list). Uses of
    /// `S` with these arguments get this definition instead of the
    /// primary template's.
    pub specialization: Option<Vec<TemplateArg>>,
    /// `: Base` (HLSL allows one base struct; classes may also list
    /// interfaces).
    pub bases: Vec<TypeExpr>,
    /// Data members in order; `static` ones carry the modifier.
    pub fields: Vec<VarDecl>,
    /// Member functions and operators (`operator+`, `operator[]`).
    pub methods: Vec<FunctionDecl>,
    /// The types declared in its body (kept before it, at the enclosing
    /// scope), which `S::Inner` names.
    pub nested: Vec<Ident>,
    pub span: Span,
}

/// `template<typename T, uint N = 4>`.
#[derive(Clone, Debug, PartialEq)]
pub struct TemplateParams {
    pub params: Vec<TemplateParam>,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub struct TemplateParam {
    /// `None` for `typename T`/`class T`; the value's type for `uint N`.
    pub value_type: Option<TypeExpr>,
    pub name: Ident,
    pub default: Option<TemplateArg>,
    pub span: Span,
}

/// `enum E : uint { A, B = 2 }` and `enum class E { … }`.
#[derive(Clone, Debug, PartialEq)]
pub struct EnumDecl {
    pub scoped: bool,
    pub name: Ident,
    pub base: Option<TypeExpr>,
    pub values: Vec<Enumerator>,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Enumerator {
    pub name: Ident,
    pub value: Option<ExprId>,
    pub span: Span,
}

/// `namespace N { decls }`.
#[derive(Clone, Debug, PartialEq)]
pub struct NamespaceDecl {
    pub name: Ident,
    pub decls: Vec<Decl>,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub enum UsingDecl {
    /// `using namespace A::B;`
    Namespace { path: Vec<Ident>, span: Span },
    /// `using Alias = Type;`, or an alias template
    /// (`template <class T> using Alias = Box<T>;`).
    Alias {
        template: Option<TemplateParams>,
        name: Ident,
        /// `using U [[vk::ext_capability(N)]] = …;` (DXC's inline SPIR-V).
        attrs: Vec<Attribute>,
        ty: TypeExpr,
        span: Span,
    },
    /// `using A::name;`
    Name { path: Vec<Ident>, span: Span },
}

/// `cbuffer Name : register(b0) { members }` (or `tbuffer`).
#[derive(Clone, Debug, PartialEq)]
pub struct CBufferDecl {
    /// `[[vk::binding(0, 1)]]` written before the keyword.
    pub attrs: Vec<Attribute>,
    pub is_tbuffer: bool,
    pub name: Ident,
    pub annotations: Vec<Annotation>,
    pub members: Vec<VarDecl>,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub struct FunctionDecl {
    pub attrs: Vec<Attribute>,
    pub template: Option<TemplateParams>,
    pub modifiers: Vec<(Modifier, Span)>,
    pub ret: TypeExpr,
    /// The struct qualifiers of an out-of-line member definition
    /// (`float S::get()`); empty otherwise.
    pub scope: Vec<Ident>,
    /// The name; an operator is named as written without spaces
    /// (`operator+`, `operator[]`, `operator()`).
    pub name: Ident,
    pub params: Vec<VarDecl>,
    /// Annotations after the parameter list (`: SV_Target`).
    pub annotations: Vec<Annotation>,
    /// `None` for a declaration without a body (`float f(float x);`).
    pub body: Option<Block>,
    pub span: Span,
}

/// `typedef T Name[N];`
#[derive(Clone, Debug, PartialEq)]
pub struct TypedefDecl {
    /// `[[vk::ext_capability(N)]] typedef …` (DXC's inline SPIR-V).
    pub attrs: Vec<Attribute>,
    pub ty: TypeExpr,
    pub name: Ident,
    pub array_dims: Vec<Option<ExprId>>,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Decl {
    Var(VarDecl),
    Struct(StructDecl),
    CBuffer(CBufferDecl),
    Function(FunctionDecl),
    Typedef(TypedefDecl),
    Enum(EnumDecl),
    Namespace(NamespaceDecl),
    Using(UsingDecl),
    /// Text the parser skipped (already diagnosed).
    Error(Span),
}

impl Decl {
    pub fn span(&self) -> Span {
        match self {
            Decl::Var(v) => v.span,
            Decl::Struct(s) => s.span,
            Decl::CBuffer(c) => c.span,
            Decl::Function(f) => f.span,
            Decl::Typedef(t) => t.span,
            Decl::Enum(e) => e.span,
            Decl::Namespace(n) => n.span,
            Decl::Using(
                UsingDecl::Namespace { span, .. }
                | UsingDecl::Alias { span, .. }
                | UsingDecl::Name { span, .. },
            ) => *span,
            Decl::Error(span) => *span,
        }
    }
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct Block {
    pub stmts: Vec<StmtId>,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Stmt {
    pub kind: StmtKind,
    /// `[unroll]`, `[loop]`, `[branch]`, … written before the statement.
    pub attrs: Vec<Attribute>,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub enum StmtKind {
    /// `;`
    Empty,
    Expr(ExprId),
    /// One declaration statement (`float a = 1, b;` holds two declarators).
    Decl(Vec<VarDecl>),
    Block(Block),
    If {
        cond: ExprId,
        then: StmtId,
        otherwise: Option<StmtId>,
    },
    /// `init` is a `Decl` or `Expr` statement.
    For {
        init: Option<StmtId>,
        cond: Option<ExprId>,
        step: Option<ExprId>,
        body: StmtId,
    },
    While {
        cond: ExprId,
        body: StmtId,
    },
    DoWhile {
        body: StmtId,
        cond: ExprId,
    },
    Switch {
        selector: ExprId,
        body: StmtId,
    },
    /// `case value:`; `None` is `default:`.
    Case(Option<ExprId>),
    Break,
    Continue,
    Return(Option<ExprId>),
    Discard,
    /// Text the parser skipped (already diagnosed).
    Error,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Expr {
    pub kind: ExprKind,
    pub span: Span,
}

/// A literal's suffix as written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IntSuffix {
    None,
    /// `u`/`U`
    U,
    /// `l`/`L`
    L,
    /// `ul`/`UL`/`lu`…
    UL,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FloatSuffix {
    None,
    /// `f`/`F`
    F,
    /// `h`/`H`
    H,
    /// `l`/`L` (double)
    L,
}

#[derive(Clone, Debug, PartialEq)]
pub enum SizeOfArg {
    Type(TypeExpr),
    Expr(ExprId),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UnaryOp {
    /// `+x`
    Plus,
    /// `-x`
    Neg,
    /// `!x`
    Not,
    /// `~x`
    BitNot,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BinaryOp {
    Add,
    Sub,
    Mul,
    Div,
    Rem,
    BitAnd,
    BitOr,
    BitXor,
    Shl,
    Shr,
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
    LogicalAnd,
    LogicalOr,
}

impl BinaryOp {
    pub fn symbol(self) -> &'static str {
        use BinaryOp::*;
        match self {
            Add => "+",
            Sub => "-",
            Mul => "*",
            Div => "/",
            Rem => "%",
            BitAnd => "&",
            BitOr => "|",
            BitXor => "^",
            Shl => "<<",
            Shr => ">>",
            Eq => "==",
            Ne => "!=",
            Lt => "<",
            Le => "<=",
            Gt => ">",
            Ge => ">=",
            LogicalAnd => "&&",
            LogicalOr => "||",
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub enum ExprKind {
    /// An integer literal; `value` is exact (the parser reports literals
    /// that do not fit in 64 bits).
    IntLit {
        value: u64,
        suffix: IntSuffix,
    },
    FloatLit {
        value: f64,
        suffix: FloatSuffix,
    },
    BoolLit(bool),
    /// `"text"` (attribute arguments such as `[shader("compute")]`, and
    /// `printf`'s format); the symbol holds the text between the quotes.
    StringLit(Symbol),
    /// A variable, function or enum-constant name.
    Name(Ident),
    /// A qualified or explicitly instantiated name: `E::A`, `NS::f`,
    /// `S::kCount`, `max3<float>` (`args` as written; `scope` outermost
    /// first, possibly empty).
    Path {
        scope: Vec<Ident>,
        name: Ident,
        args: Option<Vec<TemplateArg>>,
    },
    /// `S<float>::f` or `NS::S<float>::f<T>`: a static member of a
    /// template struct's instance (`ty`), with the member's own explicit
    /// template arguments if written (only as a callee).
    TypeMember {
        ty: TypeExpr,
        name: Ident,
        args: Option<Vec<TemplateArg>>,
    },
    /// `this` inside a member function.
    This,
    /// `sizeof(T)` or `sizeof expr`.
    SizeOf(SizeOfArg),
    Unary {
        op: UnaryOp,
        operand: ExprId,
    },
    /// `++x`, `--x`, `x++`, `x--`.
    IncDec {
        increment: bool,
        prefix: bool,
        operand: ExprId,
    },
    Binary {
        op: BinaryOp,
        lhs: ExprId,
        rhs: ExprId,
    },
    /// `a = b`, and `a += b` etc. with `op`.
    Assign {
        op: Option<BinaryOp>,
        lhs: ExprId,
        rhs: ExprId,
    },
    /// `c ? a : b`
    Ternary {
        cond: ExprId,
        then: ExprId,
        otherwise: ExprId,
    },
    /// `a, b`
    Comma {
        lhs: ExprId,
        rhs: ExprId,
    },
    /// `f(args)`, `obj.Method(args)` (callee is a `Member`).
    Call {
        callee: ExprId,
        args: Vec<ExprId>,
    },
    /// `float3(a, b, c)`: a type used as a function.
    Construct {
        ty: TypeExpr,
        args: Vec<ExprId>,
    },
    /// `(float3)x`
    Cast {
        ty: TypeExpr,
        operand: ExprId,
    },
    /// `base.name` (fields, swizzles, methods).
    Member {
        base: ExprId,
        name: Ident,
    },
    /// `base.name<args>`: a member function template with explicit
    /// arguments (only as a callee).
    MemberTemplate {
        base: ExprId,
        name: Ident,
        args: Vec<TemplateArg>,
    },
    /// `base[index]`
    Index {
        base: ExprId,
        index: ExprId,
    },
    /// `(e)`: kept so diagnostics and `-Wparentheses`-style checks can see it.
    Paren(ExprId),
    /// The parser could not read an expression here (already diagnosed).
    Error,
}
