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
    /// WHLSL's `char` and `uchar`. naga has no 8-bit scalars: lowering
    /// computes them in 32 bits and wraps each result to 8 (see
    /// docs/design.md, "One IR for WHLSL").
    pub const I8: Scalar = Scalar {
        kind: ScalarKind::Sint,
        width: 1,
    };
    pub const U8: Scalar = Scalar {
        kind: ScalarKind::Uint,
        width: 1,
    };

    /// The HLSL spelling (`float`, `uint`, `int64_t`, …).
    pub fn name(self) -> &'static str {
        use ScalarKind::*;
        match (self.kind, self.width) {
            (Bool, _) => "bool",
            (Sint, 1) => "int8_t",
            (Uint, 1) => "uint8_t",
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

/// What a resource (or other built-in object) type is. Only the two
/// structured buffers can be used in code yet; the others are declared and
/// analysed for register bindings (`check/registers.rs`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ResourceKind {
    /// `StructuredBuffer<T>` (read-only, register `t`).
    StructuredBuffer,
    /// `RWStructuredBuffer<T>` (read-write, register `u`).
    RWStructuredBuffer,
    Buffer,
    RWBuffer,
    ByteAddressBuffer,
    RWByteAddressBuffer,
    AppendStructuredBuffer,
    ConsumeStructuredBuffer,
    ConstantBuffer,
    TextureBuffer,
    Texture1D,
    Texture1DArray,
    Texture2D,
    Texture2DArray,
    Texture2DMS,
    Texture2DMSArray,
    Texture3D,
    TextureCube,
    TextureCubeArray,
    RWTexture1D,
    RWTexture1DArray,
    RWTexture2D,
    RWTexture2DArray,
    RWTexture3D,
    SamplerState,
    SamplerComparisonState,
    RaytracingAccelerationStructure,
    /// `RayQuery<flags>`: an object that is not a resource (class `other`).
    RayQuery(u32),
    /// Geometry and tessellation stream/patch objects (class `other`).
    /// `InputPatch<T, N>`, `OutputPatch<T, N>`: N control points.
    InputPatch(u32),
    OutputPatch(u32),
    PointStream,
    LineStream,
    TriangleStream,
    /// `vk::SampledTexture2D<T>` and the others (DXC's Vulkan-only
    /// combined image samplers): a texture of the kind [`VkSampled::base`]
    /// with its sampler in one object, so the sampling methods take no
    /// sampler argument.
    VkSampled(VkSampled),
    /// Shader Model 6.6's `ResourceDescriptorHeap` and
    /// `SamplerDescriptorHeap` (`sampler`), and with `element` what
    /// indexing one gives: a descriptor that converts to the resource type
    /// it initialises (`check/descriptor_heaps.rs`). Never a declared type.
    DescriptorHeap {
        sampler: bool,
        element: bool,
    },
    /// DXC's Vulkan input attachments (`[[vk::input_attachment_index(N)]]
    /// SubpassInput<T>`), read with `SubpassLoad()` in pixel shaders; the
    /// multisampled one takes a sample index.
    SubpassInput,
    SubpassInputMS,
}

/// The texture kinds DXC's `vk::SampledTexture*` types combine with a
/// sampler.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum VkSampled {
    Texture1D,
    Texture1DArray,
    Texture2D,
    Texture2DArray,
    Texture2DMS,
    Texture2DMSArray,
    Texture3D,
    TextureCube,
    TextureCubeArray,
}

impl VkSampled {
    /// The plain texture kind it samples like.
    pub fn base(self) -> ResourceKind {
        use ResourceKind as R;
        match self {
            VkSampled::Texture1D => R::Texture1D,
            VkSampled::Texture1DArray => R::Texture1DArray,
            VkSampled::Texture2D => R::Texture2D,
            VkSampled::Texture2DArray => R::Texture2DArray,
            VkSampled::Texture2DMS => R::Texture2DMS,
            VkSampled::Texture2DMSArray => R::Texture2DMSArray,
            VkSampled::Texture3D => R::Texture3D,
            VkSampled::TextureCube => R::TextureCube,
            VkSampled::TextureCubeArray => R::TextureCubeArray,
        }
    }
}

impl ResourceKind {
    /// Every kind with a fixed name, for lookup by name.
    const NAMED: &'static [ResourceKind] = &[
        ResourceKind::StructuredBuffer,
        ResourceKind::RWStructuredBuffer,
        ResourceKind::Buffer,
        ResourceKind::RWBuffer,
        ResourceKind::ByteAddressBuffer,
        ResourceKind::RWByteAddressBuffer,
        ResourceKind::AppendStructuredBuffer,
        ResourceKind::ConsumeStructuredBuffer,
        ResourceKind::ConstantBuffer,
        ResourceKind::TextureBuffer,
        ResourceKind::Texture1D,
        ResourceKind::Texture1DArray,
        ResourceKind::Texture2D,
        ResourceKind::Texture2DArray,
        ResourceKind::Texture2DMS,
        ResourceKind::Texture2DMSArray,
        ResourceKind::Texture3D,
        ResourceKind::TextureCube,
        ResourceKind::TextureCubeArray,
        ResourceKind::RWTexture1D,
        ResourceKind::RWTexture1DArray,
        ResourceKind::RWTexture2D,
        ResourceKind::RWTexture2DArray,
        ResourceKind::RWTexture3D,
        ResourceKind::SamplerState,
        ResourceKind::SamplerComparisonState,
        ResourceKind::RaytracingAccelerationStructure,
        ResourceKind::RayQuery(0),
        ResourceKind::InputPatch(0),
        ResourceKind::OutputPatch(0),
        ResourceKind::PointStream,
        ResourceKind::LineStream,
        ResourceKind::TriangleStream,
        ResourceKind::SubpassInput,
        ResourceKind::SubpassInputMS,
        ResourceKind::VkSampled(VkSampled::Texture1D),
        ResourceKind::VkSampled(VkSampled::Texture1DArray),
        ResourceKind::VkSampled(VkSampled::Texture2D),
        ResourceKind::VkSampled(VkSampled::Texture2DArray),
        ResourceKind::VkSampled(VkSampled::Texture2DMS),
        ResourceKind::VkSampled(VkSampled::Texture2DMSArray),
        ResourceKind::VkSampled(VkSampled::Texture3D),
        ResourceKind::VkSampled(VkSampled::TextureCube),
        ResourceKind::VkSampled(VkSampled::TextureCubeArray),
    ];

    /// The kind a built-in type name denotes (`RayQuery` with flags 0).
    pub fn from_name(name: &str) -> Option<ResourceKind> {
        Self::NAMED.iter().copied().find(|k| k.name() == name)
    }

    pub fn name(self) -> &'static str {
        use ResourceKind::*;
        match self {
            StructuredBuffer => "StructuredBuffer",
            RWStructuredBuffer => "RWStructuredBuffer",
            Buffer => "Buffer",
            RWBuffer => "RWBuffer",
            ByteAddressBuffer => "ByteAddressBuffer",
            RWByteAddressBuffer => "RWByteAddressBuffer",
            AppendStructuredBuffer => "AppendStructuredBuffer",
            ConsumeStructuredBuffer => "ConsumeStructuredBuffer",
            ConstantBuffer => "ConstantBuffer",
            TextureBuffer => "TextureBuffer",
            Texture1D => "Texture1D",
            Texture1DArray => "Texture1DArray",
            Texture2D => "Texture2D",
            Texture2DArray => "Texture2DArray",
            Texture2DMS => "Texture2DMS",
            Texture2DMSArray => "Texture2DMSArray",
            Texture3D => "Texture3D",
            TextureCube => "TextureCube",
            TextureCubeArray => "TextureCubeArray",
            RWTexture1D => "RWTexture1D",
            RWTexture1DArray => "RWTexture1DArray",
            RWTexture2D => "RWTexture2D",
            RWTexture2DArray => "RWTexture2DArray",
            RWTexture3D => "RWTexture3D",
            SamplerState => "SamplerState",
            SamplerComparisonState => "SamplerComparisonState",
            RaytracingAccelerationStructure => "RaytracingAccelerationStructure",
            RayQuery(_) => "RayQuery",
            InputPatch(_) => "InputPatch",
            OutputPatch(_) => "OutputPatch",
            PointStream => "PointStream",
            LineStream => "LineStream",
            TriangleStream => "TriangleStream",
            SubpassInput => "SubpassInput",
            SubpassInputMS => "SubpassInputMS",
            DescriptorHeap {
                sampler: false,
                element: false,
            } => "ResourceDescriptorHeap",
            DescriptorHeap {
                sampler: true,
                element: false,
            } => "SamplerDescriptorHeap",
            // DXC's names for the elements' types.
            DescriptorHeap {
                sampler: false,
                element: true,
            } => ".Resource",
            DescriptorHeap {
                sampler: true,
                element: true,
            } => ".Sampler",
            VkSampled(v) => match v {
                self::VkSampled::Texture1D => "vk::SampledTexture1D",
                self::VkSampled::Texture1DArray => "vk::SampledTexture1DArray",
                self::VkSampled::Texture2D => "vk::SampledTexture2D",
                self::VkSampled::Texture2DArray => "vk::SampledTexture2DArray",
                self::VkSampled::Texture2DMS => "vk::SampledTexture2DMS",
                self::VkSampled::Texture2DMSArray => "vk::SampledTexture2DMSArray",
                self::VkSampled::Texture3D => "vk::SampledTexture3D",
                self::VkSampled::TextureCube => "vk::SampledTextureCUBE",
                self::VkSampled::TextureCubeArray => "vk::SampledTextureCUBEArray",
            },
        }
    }

    pub fn is_writable(self) -> bool {
        self.class() == Some(crate::ir::RegisterClass::U)
    }

    /// Whether code may use it yet (index it, pass it); the other kinds are
    /// only declared and bound.
    pub fn is_usable(self) -> bool {
        use ResourceKind::*;
        matches!(
            self,
            StructuredBuffer
                | RWStructuredBuffer
                | Buffer
                | RWBuffer
                | ByteAddressBuffer
                | RWByteAddressBuffer
                | SamplerState
                | SamplerComparisonState
        ) || self.texture_shape().is_some()
    }

    /// Whether the checker accepts code that uses it: the usable kinds, and
    /// those only their own methods use (append and consume buffers, and
    /// multisampled textures, which lowering does not support yet).
    pub fn is_checked(self) -> bool {
        use ResourceKind::*;
        self.is_usable()
            || matches!(
                self.plain(),
                AppendStructuredBuffer
                    | ConsumeStructuredBuffer
                    | Texture2DMS
                    | Texture2DMSArray
                    | SubpassInput
                    | SubpassInputMS
            )
    }

    /// The texture kind a `vk::SampledTexture*` samples like; any other
    /// kind itself. Methods and indexing follow this kind.
    pub fn plain(self) -> ResourceKind {
        match self {
            ResourceKind::VkSampled(v) => v.base(),
            k => k,
        }
    }

    /// Whether it is a `vk::SampledTexture*` (a texture with its sampler).
    pub fn is_combined(self) -> bool {
        matches!(self, ResourceKind::VkSampled(_))
    }

    /// The shape of a (non-multisampled) texture kind.
    pub fn texture_shape(self) -> Option<TextureShape> {
        use ResourceKind::*;
        let (dims, arrayed, cube) = match self.plain() {
            Texture1D | RWTexture1D => (1, false, false),
            Texture1DArray | RWTexture1DArray => (1, true, false),
            Texture2D | RWTexture2D => (2, false, false),
            Texture2DArray | RWTexture2DArray => (2, true, false),
            Texture3D | RWTexture3D => (3, false, false),
            TextureCube => (3, false, true),
            TextureCubeArray => (3, true, true),
            _ => return None,
        };
        Some(TextureShape {
            dims,
            arrayed,
            cube,
        })
    }

    /// What its template takes: `Some(true)` a required element type,
    /// `Some(false)` an optional one, `None` no type (no template, or
    /// `RayQuery`'s flags).
    pub fn element_arg(self) -> Option<bool> {
        use ResourceKind::*;
        match self {
            StructuredBuffer
            | RWStructuredBuffer
            | AppendStructuredBuffer
            | ConsumeStructuredBuffer
            | ConstantBuffer
            | TextureBuffer
            | InputPatch(_)
            | OutputPatch(_)
            | PointStream
            | LineStream
            | TriangleStream => Some(true),
            Buffer | RWBuffer | Texture1D | Texture1DArray | Texture2D | Texture2DArray
            | Texture2DMS | Texture2DMSArray | Texture3D | TextureCube | TextureCubeArray
            | RWTexture1D | RWTexture1DArray | RWTexture2D | RWTexture2DArray | RWTexture3D
            | SubpassInput | SubpassInputMS => Some(false),
            ByteAddressBuffer
            | RWByteAddressBuffer
            | SamplerState
            | SamplerComparisonState
            | RaytracingAccelerationStructure
            | RayQuery(_)
            | DescriptorHeap { .. } => None,
            VkSampled(v) => v.base().element_arg(),
        }
    }

    /// Patches and output streams: objects a shader stage receives as
    /// parameters, not resources.
    pub fn is_stage_object(self) -> bool {
        use ResourceKind::*;
        matches!(
            self,
            InputPatch(_) | OutputPatch(_) | PointStream | LineStream | TriangleStream
        )
    }

    pub fn is_stream(self) -> bool {
        use ResourceKind::*;
        matches!(self, PointStream | LineStream | TriangleStream)
    }

    /// The register class its binding lives in; `None` for objects that are
    /// not resources (`RayQuery`, streams, patches).
    pub fn class(self) -> Option<crate::ir::RegisterClass> {
        use crate::ir::RegisterClass as R;
        use ResourceKind::*;
        match self {
            StructuredBuffer
            | Buffer
            | ByteAddressBuffer
            | TextureBuffer
            | Texture1D
            | Texture1DArray
            | Texture2D
            | Texture2DArray
            | Texture2DMS
            | Texture2DMSArray
            | Texture3D
            | TextureCube
            | TextureCubeArray
            | SubpassInput
            | SubpassInputMS
            | RaytracingAccelerationStructure => Some(R::T),
            RWStructuredBuffer
            | RWBuffer
            | RWByteAddressBuffer
            | AppendStructuredBuffer
            | ConsumeStructuredBuffer
            | RWTexture1D
            | RWTexture1DArray
            | RWTexture2D
            | RWTexture2DArray
            | RWTexture3D => Some(R::U),
            ConstantBuffer => Some(R::B),
            SamplerState | SamplerComparisonState => Some(R::S),
            // DXC binds them like textures (`register(t0)`).
            VkSampled(_) => Some(R::T),
            RayQuery(_)
            | InputPatch(_)
            | OutputPatch(_)
            | PointStream
            | LineStream
            | TriangleStream
            | DescriptorHeap { .. } => None,
        }
    }

    /// The register class its binding lives in (`t` for the objects that
    /// are not resources, which never get a binding).
    pub fn register_class(self) -> crate::ir::RegisterClass {
        self.class().unwrap_or(crate::ir::RegisterClass::T)
    }
}

/// How a texture is addressed: `dims` coordinates (3 for cubes, which are
/// sampled with a direction), plus an array layer when `arrayed`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TextureShape {
    pub dims: u8,
    pub arrayed: bool,
    pub cube: bool,
}

impl TextureShape {
    /// Components of a sampling coordinate (with the layer).
    pub fn coords(self) -> u8 {
        self.dims + self.arrayed as u8
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
    /// A resource or other built-in object. `elem` is [`Types::VOID`] when
    /// the type has no element type or it was not written (`Texture2D`).
    Resource {
        kind: ResourceKind,
        elem: TypeId,
    },
    /// A pointer to a `pointee` in `space` (WHLSL's `T* space`); its zero
    /// value is null. Only WHLSL makes them (see [`crate::ir::ExprKind::AddressOf`]).
    Pointer {
        pointee: TypeId,
        space: AddressSpace,
    },
    /// An array reference (WHLSL's `T[] space`): a pointer to the first of
    /// a run of `elem`s and its length, known at run time; its zero value
    /// is null with length 0.
    ArrayRef {
        elem: TypeId,
        space: AddressSpace,
    },
}

/// Where a pointer or an array reference points: WHLSL's address spaces.
/// `Thread` is a variable of one invocation (a local or a `static`),
/// `Threadgroup` a variable shared by a workgroup (`groupshared`),
/// `Device` a writable buffer and `Constant` a read-only one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AddressSpace {
    Thread,
    Threadgroup,
    Device,
    Constant,
}

impl AddressSpace {
    /// The WHLSL spelling.
    pub fn name(self) -> &'static str {
        match self {
            AddressSpace::Thread => "thread",
            AddressSpace::Threadgroup => "threadgroup",
            AddressSpace::Device => "device",
            AddressSpace::Constant => "constant",
        }
    }
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

    /// The id of a type that is already interned.
    pub fn find(&self, kind: &TypeKind) -> Option<TypeId> {
        self.map.get(kind).copied()
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
            TypeKind::Resource {
                kind: ResourceKind::RayQuery(flags),
                ..
            } => format!("RayQuery<{flags}>"),
            TypeKind::Resource {
                kind: kind @ (ResourceKind::InputPatch(n) | ResourceKind::OutputPatch(n)),
                elem,
            } => format!("{}<{}, {n}>", kind.name(), self.display(*elem, structs)),
            TypeKind::Resource { kind, elem } if *elem == Types::VOID => kind.name().into(),
            TypeKind::Resource { kind, elem } => {
                format!("{}<{}>", kind.name(), self.display(*elem, structs))
            }
            TypeKind::Pointer { pointee, space } => {
                format!("{}* {}", self.display(*pointee, structs), space.name())
            }
            TypeKind::ArrayRef { elem, space } => {
                format!("{}[] {}", self.display(*elem, structs), space.name())
            }
        }
    }
}
