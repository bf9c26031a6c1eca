//! WHLSL's resolved types, interned: a [`TyId`] is compared and hashed as a
//! `u32`, and `float4` and `vector<float, 4>` are the same id. Typedefs
//! are gone by the time a type is interned (the spec resolves them before
//! typing).

use hlsl_base::FxHashMap;
pub use hlsl_syntax::whlsl::ast::AddressSpace;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Scalar {
    Bool,
    UChar,
    UShort,
    UInt,
    Char,
    Short,
    Int,
    Half,
    Float,
}

impl Scalar {
    pub const ALL: [Scalar; 9] = [
        Scalar::Bool,
        Scalar::UChar,
        Scalar::UShort,
        Scalar::UInt,
        Scalar::Char,
        Scalar::Short,
        Scalar::Int,
        Scalar::Half,
        Scalar::Float,
    ];
    /// Every numeric scalar (not `bool`).
    pub const NUMERIC: [Scalar; 8] = [
        Scalar::UChar,
        Scalar::UShort,
        Scalar::UInt,
        Scalar::Char,
        Scalar::Short,
        Scalar::Int,
        Scalar::Half,
        Scalar::Float,
    ];
    pub const INTEGER: [Scalar; 6] = [
        Scalar::UChar,
        Scalar::UShort,
        Scalar::UInt,
        Scalar::Char,
        Scalar::Short,
        Scalar::Int,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Scalar::Bool => "bool",
            Scalar::UChar => "uchar",
            Scalar::UShort => "ushort",
            Scalar::UInt => "uint",
            Scalar::Char => "char",
            Scalar::Short => "short",
            Scalar::Int => "int",
            Scalar::Half => "half",
            Scalar::Float => "float",
        }
    }

    pub fn from_name(name: &str) -> Option<Scalar> {
        Scalar::ALL.into_iter().find(|s| s.name() == name)
    }

    pub fn is_integer(self) -> bool {
        self.range().is_some()
    }

    pub fn is_float(self) -> bool {
        matches!(self, Scalar::Half | Scalar::Float)
    }

    pub fn is_signed(self) -> bool {
        matches!(
            self,
            Scalar::Char | Scalar::Short | Scalar::Int | Scalar::Half | Scalar::Float
        )
    }

    /// The representable values of an integer type.
    pub fn range(self) -> Option<(i64, i64)> {
        Some(match self {
            Scalar::UChar => (0, u8::MAX as i64),
            Scalar::UShort => (0, u16::MAX as i64),
            Scalar::UInt => (0, u32::MAX as i64),
            Scalar::Char => (i8::MIN as i64, i8::MAX as i64),
            Scalar::Short => (i16::MIN as i64, i16::MAX as i64),
            Scalar::Int => (i32::MIN as i64, i32::MAX as i64),
            _ => return None,
        })
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TextureKind {
    Texture1D,
    RWTexture1D,
    Texture1DArray,
    RWTexture1DArray,
    Texture2D,
    RWTexture2D,
    Texture2DArray,
    RWTexture2DArray,
    Texture3D,
    RWTexture3D,
    TextureCube,
    TextureDepth2D,
    RWTextureDepth2D,
    TextureDepth2DArray,
    RWTextureDepth2DArray,
    TextureDepthCube,
}

impl TextureKind {
    pub const ALL: [TextureKind; 16] = [
        TextureKind::Texture1D,
        TextureKind::RWTexture1D,
        TextureKind::Texture1DArray,
        TextureKind::RWTexture1DArray,
        TextureKind::Texture2D,
        TextureKind::RWTexture2D,
        TextureKind::Texture2DArray,
        TextureKind::RWTexture2DArray,
        TextureKind::Texture3D,
        TextureKind::RWTexture3D,
        TextureKind::TextureCube,
        TextureKind::TextureDepth2D,
        TextureKind::RWTextureDepth2D,
        TextureKind::TextureDepth2DArray,
        TextureKind::RWTextureDepth2DArray,
        TextureKind::TextureDepthCube,
    ];

    pub fn name(self) -> &'static str {
        match self {
            TextureKind::Texture1D => "Texture1D",
            TextureKind::RWTexture1D => "RWTexture1D",
            TextureKind::Texture1DArray => "Texture1DArray",
            TextureKind::RWTexture1DArray => "RWTexture1DArray",
            TextureKind::Texture2D => "Texture2D",
            TextureKind::RWTexture2D => "RWTexture2D",
            TextureKind::Texture2DArray => "Texture2DArray",
            TextureKind::RWTexture2DArray => "RWTexture2DArray",
            TextureKind::Texture3D => "Texture3D",
            TextureKind::RWTexture3D => "RWTexture3D",
            TextureKind::TextureCube => "TextureCube",
            TextureKind::TextureDepth2D => "TextureDepth2D",
            TextureKind::RWTextureDepth2D => "RWTextureDepth2D",
            TextureKind::TextureDepth2DArray => "TextureDepth2DArray",
            TextureKind::RWTextureDepth2DArray => "RWTextureDepth2DArray",
            TextureKind::TextureDepthCube => "TextureDepthCube",
        }
    }

    pub fn from_name(name: &str) -> Option<TextureKind> {
        TextureKind::ALL.into_iter().find(|k| k.name() == name)
    }

    /// Depth textures hold `float` only.
    pub fn is_depth(self) -> bool {
        self.name().contains("Depth")
    }

    pub fn is_writable(self) -> bool {
        self.name().starts_with("RW")
    }
}

/// Index of a struct in [`crate::whlsl::CheckedUnit::structs`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct StructId(pub u32);

/// Index of an enum in [`crate::whlsl::CheckedUnit::enums`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct EnumId(pub u32);

/// A right-value type (the spec's "right-value types"; left-value-ness is
/// [`Category`]'s).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TyKind {
    Void,
    Scalar(Scalar),
    /// `vector<T, n>`, n in 2..=4.
    Vector(Scalar, u8),
    /// `matrix<T, columns, rows>` (the spec's order), each in 2..=4.
    Matrix(Scalar, u8, u8),
    /// `atomic_int` (`true`) or `atomic_uint`.
    Atomic(bool),
    Enum(EnumId),
    Struct(StructId),
    /// `T[N]`, N a positive 32-bit number.
    Array(TyId, u32),
    /// `T* space`
    Pointer(TyId, AddressSpace),
    /// `T[] space`
    ArrayRef(TyId, AddressSpace),
    Texture(TextureKind, TyId),
    Sampler,
    /// A literal not yet given a type by its context: it takes any type
    /// that can hold it (see `literals.rs`).
    Literal(LiteralTy),
    /// The type of something already reported as wrong: it matches
    /// anything, so one mistake gives one diagnostic.
    Error,
}

/// The type of a literal still open.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LiteralTy {
    /// An int literal (`None`: too large for 64 bits).
    Int(Option<i64>),
    UInt(Option<u64>),
    /// Float literals are any floating-point type.
    Float,
    /// `null`: any pointer or array reference.
    Null,
}

/// An interned [`TyKind`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TyId(pub u32);

/// The value category of an expression's type (the spec's left-value,
/// abstract left-value and right-value types).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Category {
    RValue,
    /// Can be assigned to but has no address (a setter's result).
    AbstractLValue,
    /// Has an address in this address space.
    LValue(AddressSpace),
}

/// An expression's type: its right-value type and its category.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ExprTy {
    pub ty: TyId,
    pub cat: Category,
}

impl ExprTy {
    pub fn rvalue(ty: TyId) -> ExprTy {
        ExprTy {
            ty,
            cat: Category::RValue,
        }
    }

    /// Whether it can be given an abstract left-value type: a left value
    /// not in `constant`, or an abstract left value.
    pub fn is_assignable(self) -> bool {
        match self.cat {
            Category::RValue => false,
            Category::AbstractLValue => true,
            Category::LValue(space) => space != AddressSpace::Constant,
        }
    }
}

/// The interner of types, with the ids of the common ones fixed.
#[derive(Clone, Debug)]
pub struct Types {
    kinds: Vec<TyKind>,
    map: FxHashMap<TyKind, TyId>,
}

impl Default for Types {
    fn default() -> Self {
        Types::new()
    }
}

impl Types {
    pub const VOID: TyId = TyId(0);
    pub const ERROR: TyId = TyId(1);
    pub const BOOL: TyId = TyId(2);
    pub const UCHAR: TyId = TyId(3);
    pub const USHORT: TyId = TyId(4);
    pub const UINT: TyId = TyId(5);
    pub const CHAR: TyId = TyId(6);
    pub const SHORT: TyId = TyId(7);
    pub const INT: TyId = TyId(8);
    pub const HALF: TyId = TyId(9);
    pub const FLOAT: TyId = TyId(10);

    pub fn new() -> Types {
        let mut t = Types {
            kinds: Vec::new(),
            map: FxHashMap::default(),
        };
        t.intern(TyKind::Void);
        t.intern(TyKind::Error);
        for s in Scalar::ALL {
            t.intern(TyKind::Scalar(s));
        }
        t
    }

    pub fn intern(&mut self, kind: TyKind) -> TyId {
        if let Some(&id) = self.map.get(&kind) {
            return id;
        }
        let id = TyId(self.kinds.len() as u32);
        self.kinds.push(kind);
        self.map.insert(kind, id);
        id
    }

    pub fn kind(&self, id: TyId) -> TyKind {
        self.kinds[id.0 as usize]
    }

    pub fn scalar(&mut self, s: Scalar) -> TyId {
        self.intern(TyKind::Scalar(s))
    }

    /// A vector of `n` (2..=4) or, for 1, the scalar itself.
    pub fn vector(&mut self, s: Scalar, n: u8) -> TyId {
        if n == 1 {
            self.scalar(s)
        } else {
            self.intern(TyKind::Vector(s, n))
        }
    }

    pub fn as_scalar(&self, id: TyId) -> Option<Scalar> {
        match self.kind(id) {
            TyKind::Scalar(s) => Some(s),
            _ => None,
        }
    }

    /// The element scalar and count of a scalar (1) or vector.
    pub fn as_scalar_or_vector(&self, id: TyId) -> Option<(Scalar, u8)> {
        match self.kind(id) {
            TyKind::Scalar(s) => Some((s, 1)),
            TyKind::Vector(s, n) => Some((s, n)),
            _ => None,
        }
    }

    pub fn is_pointer_or_array_ref(&self, id: TyId) -> bool {
        matches!(
            self.kind(id),
            TyKind::Pointer(..) | TyKind::ArrayRef(..) | TyKind::Literal(LiteralTy::Null)
        )
    }

    pub fn is_error(&self, id: TyId) -> bool {
        matches!(self.kind(id), TyKind::Error)
    }

    pub fn is_literal(&self, id: TyId) -> bool {
        matches!(self.kind(id), TyKind::Literal(_))
    }

    /// Whether a value of type `ty` is an integer type of the given list
    /// (the operator rules' "one of uchar, ushort, uint, char, short or int").
    pub fn is_integer_scalar(&self, ty: TyId) -> bool {
        self.as_scalar(ty).is_some_and(Scalar::is_integer)
    }

    /// The type as WHLSL source would spell it.
    pub fn display(&self, id: TyId, names: &dyn Fn(TyKind) -> String) -> String {
        match self.kind(id) {
            TyKind::Void => "void".into(),
            TyKind::Scalar(s) => s.name().into(),
            TyKind::Vector(s, n) => format!("{}{n}", s.name()),
            TyKind::Matrix(s, c, r) => format!("{}{c}x{r}", s.name()),
            TyKind::Atomic(true) => "atomic_int".into(),
            TyKind::Atomic(false) => "atomic_uint".into(),
            k @ (TyKind::Enum(_) | TyKind::Struct(_)) => names(k),
            TyKind::Array(t, n) => format!("{}[{n}]", self.display(t, names)),
            TyKind::Pointer(t, s) => format!("{}* {}", self.display(t, names), space_name(s)),
            TyKind::ArrayRef(t, s) => format!("{}[] {}", self.display(t, names), space_name(s)),
            TyKind::Texture(k, t) => format!("{}<{}>", k.name(), self.display(t, names)),
            TyKind::Sampler => "sampler".into(),
            TyKind::Literal(LiteralTy::Int(_)) => "an integer literal".into(),
            TyKind::Literal(LiteralTy::UInt(_)) => "an unsigned integer literal".into(),
            TyKind::Literal(LiteralTy::Float) => "a float literal".into(),
            TyKind::Literal(LiteralTy::Null) => "null".into(),
            TyKind::Error => "<error>".into(),
        }
    }
}

pub fn space_name(s: AddressSpace) -> &'static str {
    match s {
        AddressSpace::Constant => "constant",
        AddressSpace::Device => "device",
        AddressSpace::Threadgroup => "threadgroup",
        AddressSpace::Thread => "thread",
    }
}

pub const SPACES: [AddressSpace; 4] = [
    AddressSpace::Constant,
    AddressSpace::Device,
    AddressSpace::Threadgroup,
    AddressSpace::Thread,
];
