//! Types of the typed IR, interned: a [`TypeId`] compares equal exactly when
//! the types are the same.

use hlsl_base::FxHashMap;

/// The kind of a scalar; with a byte width it makes a [`Scalar`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ScalarKind {
    Bool,
    Sint,
    Uint,
    Float,
}

/// A scalar type. `bool` has width 4 (HLSL stores it as a 32-bit value).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Scalar {
    pub kind: ScalarKind,
    pub width: u8,
}

impl Scalar {
    pub const BOOL: Scalar = Scalar {
        kind: ScalarKind::Bool,
        width: 4,
    };
    pub const I32: Scalar = Scalar {
        kind: ScalarKind::Sint,
        width: 4,
    };
    pub const U32: Scalar = Scalar {
        kind: ScalarKind::Uint,
        width: 4,
    };
    pub const F32: Scalar = Scalar {
        kind: ScalarKind::Float,
        width: 4,
    };
    pub const F16: Scalar = Scalar {
        kind: ScalarKind::Float,
        width: 2,
    };
    pub const F64: Scalar = Scalar {
        kind: ScalarKind::Float,
        width: 8,
    };
    pub const I16: Scalar = Scalar {
        kind: ScalarKind::Sint,
        width: 2,
    };
    pub const U16: Scalar = Scalar {
        kind: ScalarKind::Uint,
        width: 2,
    };
    pub const I64: Scalar = Scalar {
        kind: ScalarKind::Sint,
        width: 8,
    };
    pub const U64: Scalar = Scalar {
        kind: ScalarKind::Uint,
        width: 8,
    };

    /// The HLSL spelling (`float`, `uint`, `int64_t`, …).
    pub fn name(self) -> &'static str {
        use ScalarKind::*;
        match (self.kind, self.width) {
            (Bool, _) => "bool",
            (Sint, 2) => "int16_t",
            (Sint, 8) => "int64_t",
            (Sint, _) => "int",
            (Uint, 2) => "uint16_t",
            (Uint, 8) => "uint64_t",
            (Uint, _) => "uint",
            (Float, 2) => "half",
            (Float, 8) => "double",
            (Float, _) => "float",
        }
    }

    pub fn is_float(self) -> bool {
        self.kind == ScalarKind::Float
    }

    pub fn is_integer(self) -> bool {
        matches!(self.kind, ScalarKind::Sint | ScalarKind::Uint)
    }
}

/// What a resource global is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ResourceKind {
    /// `StructuredBuffer<T>` (read-only, register `t`).
    StructuredBuffer,
    /// `RWStructuredBuffer<T>` (read-write, register `u`).
    RWStructuredBuffer,
}

impl ResourceKind {
    pub fn name(self) -> &'static str {
        match self {
            ResourceKind::StructuredBuffer => "StructuredBuffer",
            ResourceKind::RWStructuredBuffer => "RWStructuredBuffer",
        }
    }

    pub fn is_writable(self) -> bool {
        matches!(self, ResourceKind::RWStructuredBuffer)
    }

    /// The register class its binding lives in.
    pub fn register_class(self) -> crate::ir::RegisterClass {
        match self {
            ResourceKind::StructuredBuffer => crate::ir::RegisterClass::T,
            ResourceKind::RWStructuredBuffer => crate::ir::RegisterClass::U,
        }
    }
}

/// A handle to an interned type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TypeId(u32);

/// A handle to a struct definition in [`crate::ir::Program::structs`].
pub type StructId = hlsl_base::Idx<crate::ir::StructDef>;

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum TypeKind {
    /// The type of an erroneous expression; converts silently to anything.
    /// Never present in a program that checked clean.
    Error,
    Void,
    Scalar(Scalar),
    /// `floatN` etc., N in 1..=4.
    Vector(Scalar, u8),
    /// `floatRxC`: R rows of C columns, as HLSL writes it.
    /// `column_major` only matters in memory (cbuffers, structured
    /// buffers, and the fields and arrays that end up there): the checker
    /// sets it on declarations HLSL packs column by column and converts
    /// such values to the plain (`false`) type before computing with them;
    /// see `check/matrix.rs` and docs/design.md.
    Matrix {
        scalar: Scalar,
        rows: u8,
        cols: u8,
        column_major: bool,
    },
    /// `T[N]`, or `T[]` (unsized) where the language allows it.
    Array {
        elem: TypeId,
        len: Option<u32>,
    },
    Struct(StructId),
    Resource {
        kind: ResourceKind,
        elem: TypeId,
    },
}

/// The type interner. Each program owns one.
#[derive(Clone, Debug)]
pub struct Types {
    kinds: Vec<TypeKind>,
    map: FxHashMap<TypeKind, TypeId>,
}

impl Default for Types {
    fn default() -> Types {
        Types::new()
    }
}

impl Types {
    pub const ERROR: TypeId = TypeId(0);
    pub const VOID: TypeId = TypeId(1);
    pub const BOOL: TypeId = TypeId(2);
    pub const INT: TypeId = TypeId(3);
    pub const UINT: TypeId = TypeId(4);
    pub const FLOAT: TypeId = TypeId(5);

    pub fn new() -> Types {
        let mut t = Types {
            kinds: Vec::new(),
            map: FxHashMap::default(),
        };
        for k in [
            TypeKind::Error,
            TypeKind::Void,
            TypeKind::Scalar(Scalar::BOOL),
            TypeKind::Scalar(Scalar::I32),
            TypeKind::Scalar(Scalar::U32),
            TypeKind::Scalar(Scalar::F32),
        ] {
            t.intern(k);
        }
        t
    }

    pub fn intern(&mut self, kind: TypeKind) -> TypeId {
        if let Some(&id) = self.map.get(&kind) {
            return id;
        }
        let id = TypeId(self.kinds.len() as u32);
        self.kinds.push(kind.clone());
        self.map.insert(kind, id);
        id
    }

    pub fn get(&self, id: TypeId) -> &TypeKind {
        &self.kinds[id.0 as usize]
    }

    pub fn scalar(&mut self, s: Scalar) -> TypeId {
        self.intern(TypeKind::Scalar(s))
    }

    /// `vector<s, n>`; `n == 1` is still a vector type (`float1`).
    pub fn vector(&mut self, s: Scalar, n: u8) -> TypeId {
        self.intern(TypeKind::Vector(s, n))
    }

    /// A scalar for `n == 0`, else a vector: the shape of an operation's result.
    pub fn shaped(&mut self, s: Scalar, n: u8) -> TypeId {
        if n == 0 {
            self.scalar(s)
        } else {
            self.vector(s, n)
        }
    }

    /// The scalar of a scalar, vector or matrix type.
    pub fn scalar_of(&self, id: TypeId) -> Option<Scalar> {
        match *self.get(id) {
            TypeKind::Scalar(s) | TypeKind::Vector(s, _) => Some(s),
            TypeKind::Matrix { scalar, .. } => Some(scalar),
            _ => None,
        }
    }

    /// 0 for a scalar, N for a vector of N, `None` otherwise.
    pub fn vector_size(&self, id: TypeId) -> Option<u8> {
        match *self.get(id) {
            TypeKind::Scalar(_) => Some(0),
            TypeKind::Vector(_, n) => Some(n),
            _ => None,
        }
    }

    pub fn is_error(&self, id: TypeId) -> bool {
        matches!(self.get(id), TypeKind::Error)
    }

    /// The number of scalar components in a numeric type (1 for a scalar).
    pub fn component_count(&self, id: TypeId) -> Option<u32> {
        match *self.get(id) {
            TypeKind::Scalar(_) => Some(1),
            TypeKind::Vector(_, n) => Some(n as u32),
            TypeKind::Matrix { rows, cols, .. } => Some(rows as u32 * cols as u32),
            _ => None,
        }
    }

    /// The HLSL spelling of a type, for diagnostics.
    pub fn display(&self, id: TypeId, structs: &hlsl_base::Arena<crate::ir::StructDef>) -> String {
        match self.get(id) {
            TypeKind::Error => "<error>".into(),
            TypeKind::Void => "void".into(),
            TypeKind::Scalar(s) => s.name().into(),
            TypeKind::Vector(s, n) => format!("{}{}", s.name(), n),
            TypeKind::Matrix {
                scalar, rows, cols, ..
            } => {
                format!("{}{}x{}", scalar.name(), rows, cols)
            }
            TypeKind::Array { elem, len: Some(n) } => {
                format!("{}[{}]", self.display(*elem, structs), n)
            }
            TypeKind::Array { elem, len: None } => format!("{}[]", self.display(*elem, structs)),
            TypeKind::Struct(s) => structs[*s].name.clone(),
            TypeKind::Resource { kind, elem } => {
                format!("{}<{}>", kind.name(), self.display(*elem, structs))
            }
        }
    }
}
