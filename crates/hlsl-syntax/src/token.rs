//! Tokens: a kind, a few flags and a global span. Nothing is allocated per
//! token; the text of an identifier or literal is read back through the
//! source map when the parser needs it.

use hlsl_base::Span;

/// What a token is. Keywords are the HLSL words that can never be names;
/// type names (`float3`, `Texture2D`) stay identifiers and the parser
/// decides, because user types look the same.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TokenKind {
    Ident,
    IntLit,
    FloatLit,
    StringLit,

    // Declaration keywords.
    KwStruct,
    KwCbuffer,
    KwTbuffer,
    KwTypedef,
    KwVoid,
    KwTrue,
    KwFalse,
    KwClass,
    KwInterface,
    KwEnum,
    KwNamespace,
    KwUsing,
    KwTemplate,
    KwTypename,
    KwOperator,
    KwThis,
    KwSizeof,
    // Statement keywords.
    KwIf,
    KwElse,
    KwFor,
    KwWhile,
    KwDo,
    KwSwitch,
    KwCase,
    KwDefault,
    KwBreak,
    KwContinue,
    KwReturn,
    KwDiscard,
    // Modifier keywords.
    KwStatic,
    KwConst,
    KwUniform,
    KwExtern,
    KwGroupshared,
    KwVolatile,
    KwPrecise,
    KwShared,
    KwIn,
    KwOut,
    KwInOut,
    KwRowMajor,
    KwColumnMajor,
    KwNoInterpolation,
    KwNoPerspective,
    KwCentroid,
    KwInline,

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
    ColonColon,
    Question,
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
    /// `#`: starts a preprocessing directive at the start of a line.
    Hash,
    /// `##` (only meaningful to the preprocessor).
    HashHash,

    /// End of input; its span is empty, at the end of the file.
    Eof,
}

/// Token flags, for the preprocessor and for recovery.
pub mod flags {
    /// The first token on its line.
    pub const LINE_START: u8 = 1;
    /// Whitespace or a comment comes right before it.
    pub const SPACE_BEFORE: u8 = 2;
    /// On `Eof` only: the file ended inside a `/*` comment (already
    /// reported), so whatever the parser misses there is the same mistake.
    pub const IN_COMMENT: u8 = 4;
    /// Inside the preprocessor only: `spelling` is an offset into its
    /// scratch buffer of pasted and stringified tokens, not yet a global span.
    pub const SCRATCH: u8 = 8;
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Token {
    pub kind: TokenKind,
    pub flags: u8,
    /// Where the token is, for diagnostics: for a token that a macro
    /// expansion produced, the macro's use.
    pub span: Span,
    /// Where its text is written (the same as `span` except for tokens a
    /// macro expansion produced: there, the macro body or the preprocessor's
    /// `<scratch space>` file).
    pub spelling: Span,
}

impl Token {
    pub fn at_line_start(&self) -> bool {
        self.flags & flags::LINE_START != 0
    }

    pub fn space_before(&self) -> bool {
        self.flags & flags::SPACE_BEFORE != 0
    }

    /// A token that is written where it is (`span == spelling`).
    pub fn new(kind: TokenKind, flags: u8, span: Span) -> Token {
        Token {
            kind,
            flags,
            span,
            spelling: span,
        }
    }

    /// A name or a keyword: what a macro name can be.
    pub fn is_identifier_like(&self) -> bool {
        self.kind == TokenKind::Ident || self.kind.is_keyword()
    }
}

impl TokenKind {
    /// The keyword spelled `text`, if any.
    pub fn keyword(text: &str) -> Option<TokenKind> {
        use TokenKind::*;
        Some(match text {
            "struct" => KwStruct,
            "cbuffer" => KwCbuffer,
            "tbuffer" => KwTbuffer,
            "typedef" => KwTypedef,
            "void" => KwVoid,
            "true" => KwTrue,
            "false" => KwFalse,
            "class" => KwClass,
            "interface" => KwInterface,
            "enum" => KwEnum,
            "namespace" => KwNamespace,
            "using" => KwUsing,
            "template" => KwTemplate,
            "typename" => KwTypename,
            "operator" => KwOperator,
            "this" => KwThis,
            "sizeof" => KwSizeof,
            "if" => KwIf,
            "else" => KwElse,
            "for" => KwFor,
            "while" => KwWhile,
            "do" => KwDo,
            "switch" => KwSwitch,
            "case" => KwCase,
            "default" => KwDefault,
            "break" => KwBreak,
            "continue" => KwContinue,
            "return" => KwReturn,
            "discard" => KwDiscard,
            "static" => KwStatic,
            "const" => KwConst,
            "uniform" => KwUniform,
            "extern" => KwExtern,
            "groupshared" => KwGroupshared,
            "volatile" => KwVolatile,
            "precise" => KwPrecise,
            "shared" => KwShared,
            "in" => KwIn,
            "out" => KwOut,
            "inout" => KwInOut,
            "row_major" => KwRowMajor,
            "column_major" => KwColumnMajor,
            "nointerpolation" => KwNoInterpolation,
            "noperspective" => KwNoPerspective,
            "centroid" => KwCentroid,
            "inline" => KwInline,
            _ => return None,
        })
    }

    /// The fixed spelling of a keyword or punctuation token.
    pub fn spelling(self) -> Option<&'static str> {
        use TokenKind::*;
        Some(match self {
            Ident | IntLit | FloatLit | StringLit | Eof => return None,
            KwStruct => "struct",
            KwCbuffer => "cbuffer",
            KwTbuffer => "tbuffer",
            KwTypedef => "typedef",
            KwVoid => "void",
            KwTrue => "true",
            KwFalse => "false",
            KwClass => "class",
            KwInterface => "interface",
            KwEnum => "enum",
            KwNamespace => "namespace",
            KwUsing => "using",
            KwTemplate => "template",
            KwTypename => "typename",
            KwOperator => "operator",
            KwThis => "this",
            KwSizeof => "sizeof",
            KwIf => "if",
            KwElse => "else",
            KwFor => "for",
            KwWhile => "while",
            KwDo => "do",
            KwSwitch => "switch",
            KwCase => "case",
            KwDefault => "default",
            KwBreak => "break",
            KwContinue => "continue",
            KwReturn => "return",
            KwDiscard => "discard",
            KwStatic => "static",
            KwConst => "const",
            KwUniform => "uniform",
            KwExtern => "extern",
            KwGroupshared => "groupshared",
            KwVolatile => "volatile",
            KwPrecise => "precise",
            KwShared => "shared",
            KwIn => "in",
            KwOut => "out",
            KwInOut => "inout",
            KwRowMajor => "row_major",
            KwColumnMajor => "column_major",
            KwNoInterpolation => "nointerpolation",
            KwNoPerspective => "noperspective",
            KwCentroid => "centroid",
            KwInline => "inline",
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
            ColonColon => "::",
            Question => "?",
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
            Hash => "#",
            HashHash => "##",
        })
    }

    /// True for keywords (not punctuation, names or literals).
    pub fn is_keyword(self) -> bool {
        self.spelling()
            .is_some_and(|s| s.starts_with(|c: char| c.is_ascii_alphabetic()))
    }
}

impl crate::cursor::CursorToken for Token {
    type Kind = TokenKind;

    fn kind(&self) -> TokenKind {
        self.kind
    }

    fn span(&self) -> Span {
        self.span
    }

    fn is_eof(&self) -> bool {
        self.kind == TokenKind::Eof
    }

    fn eof(at: u32) -> Token {
        Token::new(TokenKind::Eof, 0, Span::new(at, at))
    }
}
