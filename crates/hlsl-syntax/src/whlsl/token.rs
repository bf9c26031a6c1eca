//! WHLSL tokens: a kind, flags and a span, like HLSL's (`crate::token`),
//! but with WHLSL's own keyword table and punctuation (`->`, `@`, and
//! signed literals that swallow their `-`).

use crate::token::flags;
use hlsl_base::Span;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    Ident,
    /// A signed integer literal (`5`, `-5`, `0x1F`, `-0x1`).
    IntLit,
    /// An unsigned integer literal (`5u`, `0xFFu`).
    UIntLit,
    FloatLit,

    // Top level.
    Struct,
    Typedef,
    Enum,
    Operator,
    Vertex,
    Fragment,
    Compute,
    Numthreads,
    // Control flow.
    If,
    Else,
    Switch,
    Case,
    Default,
    While,
    Do,
    For,
    Break,
    Continue,
    Fallthrough,
    Return,
    Trap,
    // Literals.
    Null,
    True,
    False,
    // Address spaces.
    Constant,
    Device,
    Threadgroup,
    Thread,
    // Qualifiers.
    NoInterpolation,
    NoPerspective,
    Centroid,
    Sample,
    Specialized,
    // Semantics.
    Attribute,
    Register,
    /// A built-in semantic name (`SV_Position`); its text says which.
    BuiltInSemantic,

    // Punctuation.
    LParen,
    RParen,
    LBracket,
    RBracket,
    LBrace,
    RBrace,
    Semi,
    Comma,
    Dot,
    Colon,
    Question,
    Arrow,
    At,
    Tilde,
    Bang,
    Plus,
    Minus,
    Star,
    Slash,
    Percent,
    Amp,
    Pipe,
    Caret,
    Lt,
    Gt,
    Eq,
    PlusPlus,
    MinusMinus,
    PlusEq,
    MinusEq,
    StarEq,
    SlashEq,
    PercentEq,
    AmpEq,
    PipeEq,
    CaretEq,
    ShlEq,
    ShrEq,
    Shl,
    Shr,
    EqEq,
    BangEq,
    LtEq,
    GtEq,
    AmpAmp,
    PipePipe,

    /// A character that starts no token, already reported by the lexer;
    /// the parser reports nothing at it (one error per mistake).
    Error,
    Eof,
}

/// The built-in semantics of the keyword table. The table's
/// `SV_DispatchThreadId` is read as the grammar's `SV_DispatchThreadID`
/// (docs/whlsl-notes.md).
pub const BUILT_IN_SEMANTICS: &[&str] = &[
    "SV_InstanceID",
    "SV_VertexID",
    "PSIZE",
    "SV_Position",
    "SV_IsFrontFace",
    "SV_SampleIndex",
    "SV_InnerCoverage",
    "SV_Target",
    "SV_Depth",
    "SV_Coverage",
    "SV_DispatchThreadID",
    "SV_GroupID",
    "SV_GroupIndex",
    "SV_GroupThreadID",
];

/// Words reserved for future extension: never identifiers.
pub const RESERVED: &[&str] = &[
    "protocol",
    "auto",
    "const",
    "static",
    "restricted",
    "native",
    "space",
    "uniform",
];

impl Kind {
    pub fn keyword(text: &str) -> Option<Kind> {
        use Kind::*;
        Some(match text {
            "struct" => Struct,
            "typedef" => Typedef,
            "enum" => Enum,
            "operator" => Operator,
            "vertex" => Vertex,
            "fragment" => Fragment,
            "compute" => Compute,
            "numthreads" => Numthreads,
            "if" => If,
            "else" => Else,
            "switch" => Switch,
            "case" => Case,
            "default" => Default,
            "while" => While,
            "do" => Do,
            "for" => For,
            "break" => Break,
            "continue" => Continue,
            "fallthrough" => Fallthrough,
            "return" => Return,
            "trap" => Trap,
            "null" => Null,
            "true" => True,
            "false" => False,
            "constant" => Constant,
            "device" => Device,
            "threadgroup" => Threadgroup,
            "thread" => Thread,
            "nointerpolation" => NoInterpolation,
            "noperspective" => NoPerspective,
            "centroid" => Centroid,
            "sample" => Sample,
            "specialized" => Specialized,
            "attribute" => Attribute,
            "register" => Register,
            _ if BUILT_IN_SEMANTICS.contains(&text) => BuiltInSemantic,
            _ => return None,
        })
    }

    pub fn is_keyword(self) -> bool {
        (self as u8) >= (Kind::Struct as u8) && (self as u8) <= (Kind::BuiltInSemantic as u8)
    }

    pub fn is_literal(self) -> bool {
        matches!(
            self,
            Kind::IntLit | Kind::UIntLit | Kind::FloatLit | Kind::Null | Kind::True | Kind::False
        )
    }

    pub fn is_address_space(self) -> bool {
        matches!(
            self,
            Kind::Constant | Kind::Device | Kind::Threadgroup | Kind::Thread
        )
    }

    pub fn is_assign_op(self) -> bool {
        use Kind::*;
        matches!(
            self,
            Eq | PlusEq
                | MinusEq
                | StarEq
                | SlashEq
                | PercentEq
                | AmpEq
                | PipeEq
                | CaretEq
                | ShlEq
                | ShrEq
        )
    }

    /// The fixed spelling of punctuation (for messages).
    pub fn spelling(self) -> &'static str {
        use Kind::*;
        match self {
            LParen => "(",
            RParen => ")",
            LBracket => "[",
            RBracket => "]",
            LBrace => "{",
            RBrace => "}",
            Semi => ";",
            Comma => ",",
            Dot => ".",
            Colon => ":",
            Question => "?",
            Arrow => "->",
            At => "@",
            Tilde => "~",
            Bang => "!",
            Plus => "+",
            Minus => "-",
            Star => "*",
            Slash => "/",
            Percent => "%",
            Amp => "&",
            Pipe => "|",
            Caret => "^",
            Lt => "<",
            Gt => ">",
            Eq => "=",
            PlusPlus => "++",
            MinusMinus => "--",
            PlusEq => "+=",
            MinusEq => "-=",
            StarEq => "*=",
            SlashEq => "/=",
            PercentEq => "%=",
            AmpEq => "&=",
            PipeEq => "|=",
            CaretEq => "^=",
            ShlEq => "<<=",
            ShrEq => ">>=",
            Shl => "<<",
            Shr => ">>",
            EqEq => "==",
            BangEq => "!=",
            LtEq => "<=",
            GtEq => ">=",
            AmpAmp => "&&",
            PipePipe => "||",
            Numthreads => "numthreads",
            Compute => "compute",
            While => "while",
            _ => "",
        }
    }
}

/// Punctuation, longest first so that the first match is the greedy one.
pub(crate) const PUNCTUATION: &[(&str, Kind)] = &[
    ("<<=", Kind::ShlEq),
    (">>=", Kind::ShrEq),
    ("->", Kind::Arrow),
    ("++", Kind::PlusPlus),
    ("--", Kind::MinusMinus),
    ("+=", Kind::PlusEq),
    ("-=", Kind::MinusEq),
    ("*=", Kind::StarEq),
    ("/=", Kind::SlashEq),
    ("%=", Kind::PercentEq),
    ("&=", Kind::AmpEq),
    ("|=", Kind::PipeEq),
    ("^=", Kind::CaretEq),
    ("<<", Kind::Shl),
    (">>", Kind::Shr),
    ("==", Kind::EqEq),
    ("!=", Kind::BangEq),
    ("<=", Kind::LtEq),
    (">=", Kind::GtEq),
    ("&&", Kind::AmpAmp),
    ("||", Kind::PipePipe),
    ("(", Kind::LParen),
    (")", Kind::RParen),
    ("[", Kind::LBracket),
    ("]", Kind::RBracket),
    ("{", Kind::LBrace),
    ("}", Kind::RBrace),
    (";", Kind::Semi),
    (",", Kind::Comma),
    (".", Kind::Dot),
    (":", Kind::Colon),
    ("?", Kind::Question),
    ("@", Kind::At),
    ("~", Kind::Tilde),
    ("!", Kind::Bang),
    ("+", Kind::Plus),
    ("-", Kind::Minus),
    ("*", Kind::Star),
    ("/", Kind::Slash),
    ("%", Kind::Percent),
    ("&", Kind::Amp),
    ("|", Kind::Pipe),
    ("^", Kind::Caret),
    ("<", Kind::Lt),
    (">", Kind::Gt),
    ("=", Kind::Eq),
];

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Token {
    pub kind: Kind,
    /// `crate::token::flags` (`LINE_START`, `IN_COMMENT` on `Eof`).
    pub flags: u8,
    pub span: Span,
}

impl Token {
    pub fn at_line_start(&self) -> bool {
        self.flags & flags::LINE_START != 0
    }
}

impl crate::cursor::CursorToken for Token {
    type Kind = Kind;

    fn kind(&self) -> Kind {
        self.kind
    }

    fn span(&self) -> Span {
        self.span
    }

    fn is_eof(&self) -> bool {
        self.kind == Kind::Eof
    }

    fn eof(at: u32) -> Token {
        Token {
            kind: Kind::Eof,
            flags: 0,
            span: Span::new(at, at),
        }
    }
}
