//! The typed IR: what the checker produces and what lowering and the
//! interpreter consume.
//!
//! A [`Program`] only reaches those stages when it checked without errors,
//! so they may assume what the checker established:
//!
//! * Every expression has a concrete type (never [`Types::ERROR`]).
//! * Conversions are explicit ([`ExprKind::Convert`], [`ExprKind::Splat`]):
//!   the operands of a [`BinaryOp`] have the same type, except for the
//!   result of comparisons (bool of the operands' shape) and
//!   [`BinaryOp::Shl`]/[`BinaryOp::Shr`] (whose right side has the left's
//!   shape and an integer scalar of the same width).
//! * *Places* (l-values) are [`ExprKind::Local`], [`ExprKind::Global`], and
//!   [`ExprKind::Field`]/[`ExprKind::Index`]/[`ExprKind::Swizzle`] of a place.
//!   A place is read through an explicit [`ExprKind::Load`]; targets of
//!   [`ExprKind::Assign`], [`ExprKind::IncDec`] and [`Arg::Out`] are places.
//!   [`Body::is_place`] tells which an expression is.
//! * Evaluation order is left to right: operands, then arguments, then the
//!   call; an assignment evaluates its target's indices before its value.
//!
//! Semantics that back ends must implement the same way:
//!
//! * Integer arithmetic wraps. Shift amounts are taken modulo the bit width
//!   (D3D rules). Integer division by zero gives the dividend, remainder
//!   by zero gives 0 (WGSL's rule, which naga's back ends implement), and
//!   `INT_MIN / -1` gives `INT_MIN` (`INT_MIN % -1` gives 0).
//! * Float-to-integer conversions saturate (naga's and WGSL's rule) and NaN
//!   converts to 0.
//! * Reads of resource elements out of bounds give zero; writes out of
//!   bounds are dropped (D3D; naga's `ReadZeroSkipWrite`). HLSL leaves
//!   out-of-bounds indexing of local arrays and vectors undefined; both back
//!   ends apply the same zero/drop rule to them.
//! * [`BinaryOp::LogicalAnd`]/[`BinaryOp::LogicalOr`] on scalars
//!   short-circuit (HLSL 2021); [`ExprKind::Select`] with a scalar condition
//!   evaluates only the chosen operand.
//! * [`Program::bounds`] chooses what an out-of-bounds index, a null
//!   dereference and an integer division by zero do: HLSL's rules above
//!   ([`BoundsPolicy::ZeroReadSkipWrite`]), or WHLSL's trap
//!   ([`BoundsPolicy::Trap`]).
//!
//! WHLSL adds pointers and array references ([`crate::types::TypeKind::Pointer`],
//! [`crate::types::TypeKind::ArrayRef`], [`ExprKind::AddressOf`],
//! [`ExprKind::Deref`], [`ExprKind::MakeArrayRef`], [`ExprKind::ArrayLength`],
//! [`ExprKind::Null`]), 8-bit integers, [`Stmt::Trap`] and switch cases
//! that fall through ([`Stmt::Switch`]); docs/design.md ("One
//! IR for WHLSL") says how each back end implements them.

use crate::types::{Scalar, TypeId, Types};
use hlsl_base::{Arena, Idx, Span};

pub type FunctionId = Idx<Function>;
pub type GlobalId = Idx<Global>;
pub type CBufferId = Idx<CBuffer>;
pub type ExprId = Idx<Expr>;
pub type LocalId = Idx<Local>;

/// A checked program.
#[derive(Clone, Debug, Default)]
pub struct Program {
    pub types: Types,
    pub structs: Arena<StructDef>,
    pub globals: Arena<Global>,
    pub cbuffers: Arena<CBuffer>,
    /// Functions in callee-first order: a function only calls functions
    /// that come before it (HLSL has no recursion).
    pub functions: Arena<Function>,
    pub entry_points: Vec<EntryPoint>,
    /// Holds the expressions of global initializers ([`Global::init`]);
    /// its `block` is empty and it has no locals.
    pub global_init: Body,
    /// What resources and cbuffers say about their Vulkan binding beyond
    /// their register; a declaration that is absent says nothing.
    pub vulkan: hlsl_base::FxHashMap<Bound, VulkanDecl>,
    /// The hidden resource globals that stand for the elements of a
    /// one-dimensional array of resources (`check/resource_arrays.rs`):
    /// element global → (the array global, its index). A constant element
    /// is bound at the array's register plus its index (D3D's registers);
    /// in Vulkan the whole array is one descriptor array at the array's
    /// binding, as DXC makes it. The array global is what reflection lists
    /// and is never used in code.
    pub resource_elements: hlsl_base::FxHashMap<GlobalId, (GlobalId, ElementIndex)>,
    /// Shader Model 6.6's descriptor heaps as DXC's `-spirv` maps them
    /// (`check/descriptor_heaps.rs`): one hidden unbounded array of
    /// resources per heap and resource type that code reads from it, in
    /// the order they were made, with whether it is the sampler heap.
    /// Every array of one heap is on the heap's one binding; an element
    /// read from the heap is an element of its array
    /// ([`Program::resource_elements`]). The arrays have no register.
    pub descriptor_heaps: Vec<(GlobalId, bool)>,
    /// Global structs of resources (`struct S { Texture2D t; SamplerState
    /// s; }; S g;`, `check/resource_structs.rs`): the struct global → per
    /// member index, the hidden resource global that member is. Uses of
    /// `g.t` are uses of that global; the struct global itself holds no
    /// resource (a private variable of the stripped struct, which only
    /// calls pass on).
    pub resource_structs: hlsl_base::FxHashMap<GlobalId, Vec<(u32, GlobalId)>>,
    /// Declarations the checker accepts (as DXC does) whose meaning no
    /// back end of hlslc can express, such as a `vk::ext_decorate`
    /// attribute, with where each is written: lowering reports the first,
    /// and the interpreter refuses to run the program.
    pub unsupported: Vec<(String, hlsl_base::Span)>,
    /// `[[vk::constant_id(N)]]` globals (`check/spec_constants.rs`), in
    /// declaration order. Each is a read-only `Private` global whose
    /// initializer is its default; it is never folded as a constant,
    /// since the pipeline may set another value.
    pub spec_constants: Vec<SpecConstant>,
    /// The rules that lay out its buffers (DXC's `-fvk-use-*-layout`):
    /// each cbuffer's [`CBuffer::packing`] comes from them, and structured
    /// buffers use [`crate::layout::LayoutRules::structured`].
    pub layout: crate::layout::LayoutRules,
    /// The UAVs declared (or reached through a declaration that is)
    /// `globallycoherent` (`check/coherent.rs`): element globals of an
    /// array stand for the array. SPIR-V decorates their variables
    /// `Coherent`, as DXC does.
    pub globally_coherent: hlsl_base::FxHashSet<GlobalId>,
    /// What a run does on an out-of-bounds index, a null dereference or an
    /// integer division by zero.
    pub bounds: BoundsPolicy,
}

/// The dynamic rule for faults ([`Program::bounds`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum BoundsPolicy {
    /// HLSL (D3D, naga's `ReadZeroSkipWrite`): an out-of-bounds read gives
    /// zero and an out-of-bounds write is dropped; integer division by
    /// zero gives the dividend, remainder 0.
    #[default]
    ZeroReadSkipWrite,
    /// WHLSL: an out-of-bounds index, a null dereference and an integer
    /// division or remainder by zero trap. The interpreter stops the run
    /// with a trap; a GPU cannot, so lowering keeps naga's
    /// `ReadZeroSkipWrite` there (the documented deviation of
    /// docs/whlsl-notes.md).
    Trap,
}

/// The register space of a descriptor heap's arrays (class `t` for the
/// resource heap, `s` for the sampler heap): descriptor k of a heap is at
/// register k of it, which is how the interpreter binds them
/// (`hlslc dispatch` spells them `heapK` and `samplerheapK`). No source
/// can name these spaces; the Vulkan bindings of the heaps are their own
/// (`hlsl-lower/src/bindings.rs`).
pub const RESOURCE_HEAP_SPACE: u32 = u32::MAX - 1;
pub const SAMPLER_HEAP_SPACE: u32 = u32::MAX;

/// Which element of an array of resources an element global stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ElementIndex {
    Const(u32),
    /// Chosen at run time by `uint` expression `index` of the one function
    /// that uses the element global (each indexing in code makes a global
    /// of its own). The expression is side-effect free and is evaluated
    /// where the global is used; the checker keeps such a global out of
    /// resource locals, arguments and return values, where a later use
    /// would read the index late or in another function.
    Dynamic(ExprId),
}

impl ElementIndex {
    /// The index when it is a constant.
    pub fn constant(self) -> Option<u32> {
        match self {
            ElementIndex::Const(k) => Some(k),
            ElementIndex::Dynamic(_) => None,
        }
    }
}

/// A specialization constant: `global` with Vulkan `SpecId` `id`, and
/// its default as a value of the global's type.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SpecConstant {
    pub global: GlobalId,
    pub id: u32,
    pub default: Literal,
}

impl Program {
    /// The `SpecId` of `g`, if it is a specialization constant.
    pub fn spec_id(&self, g: GlobalId) -> Option<u32> {
        self.spec_constants
            .iter()
            .find(|s| s.global == g)
            .map(|s| s.id)
    }

    /// The entry point whose function has this name.
    pub fn entry_point(&self, name: &str) -> Option<&EntryPoint> {
        self.entry_points
            .iter()
            .find(|e| self.functions[e.function].name == name)
    }

    /// A function by name (the first, if overloaded).
    pub fn function_by_name(&self, name: &str) -> Option<FunctionId> {
        self.functions
            .iter()
            .find(|(_, f)| f.name == name)
            .map(|(id, _)| id)
    }

    /// The arrays of resources whose elements code uses (see
    /// [`Program::resource_elements`]): any function refers to an element
    /// global, its sampler, or a member of its hidden cbuffer.
    pub fn used_resource_arrays(&self) -> hlsl_base::FxHashSet<GlobalId> {
        let mut used = hlsl_base::FxHashSet::default();
        if self.resource_elements.is_empty() {
            return used;
        }
        let mut mark = |g: GlobalId| {
            let g = match self.globals[g].kind {
                GlobalKind::CBufferMember { cbuffer, .. } => {
                    match self.cbuffers[cbuffer].resource {
                        Some(r) => r,
                        None => return,
                    }
                }
                _ => g,
            };
            if let Some(&(array, _)) = self.resource_elements.get(&g) {
                used.insert(array);
            }
        };
        for (_, f) in self.functions.iter() {
            for (_, e) in f.body.exprs.iter() {
                match e.kind {
                    ExprKind::Global(g) => mark(g),
                    ExprKind::ResourceOp {
                        resource, sampler, ..
                    } => {
                        mark(resource);
                        if let Some(s) = sampler {
                            mark(s);
                        }
                    }
                    _ => {}
                }
            }
        }
        used
    }

    /// The resources that have a hidden counter (DXC's `-spirv` makes
    /// each a storage buffer of its own, bound beside the buffer): every
    /// `AppendStructuredBuffer` and `ConsumeStructuredBuffer`, and each
    /// `RWStructuredBuffer` whose `IncrementCounter` or `DecrementCounter`
    /// any function calls. For an array of such buffers (a descriptor
    /// heap's among them) it is the array: its counters are an array of
    /// counter buffers, as in DXC.
    pub fn counter_buffers(&self) -> hlsl_base::FxHashSet<GlobalId> {
        use crate::types::ResourceKind as R;
        let array = |g: GlobalId| self.resource_elements.get(&g).map_or(g, |&(a, _)| a);
        let counted = |ty: crate::types::TypeId| {
            matches!(
                self.types.get(ty),
                crate::types::TypeKind::Resource {
                    kind: R::AppendStructuredBuffer | R::ConsumeStructuredBuffer,
                    ..
                }
            )
        };
        let mut out: hlsl_base::FxHashSet<GlobalId> = self
            .globals
            .iter()
            .filter(|(id, g)| {
                matches!(g.kind, GlobalKind::Resource(_))
                    && !self.resource_elements.contains_key(id)
                    && match *self.types.get(g.ty) {
                        crate::types::TypeKind::Array { elem, .. } => counted(elem),
                        _ => counted(g.ty),
                    }
            })
            .map(|(id, _)| id)
            .collect();
        for (_, f) in self.functions.iter() {
            for (_, e) in f.body.exprs.iter() {
                if let ExprKind::ResourceOp {
                    op: ResourceOp::IncrementCounter | ResourceOp::DecrementCounter,
                    resource,
                    ..
                } = e.kind
                {
                    out.insert(array(resource));
                }
            }
        }
        out
    }

    /// The HLSL spelling of a type.
    pub fn type_name(&self, ty: TypeId) -> String {
        self.types.display(ty, &self.structs)
    }
}

#[derive(Clone, Debug)]
pub struct StructDef {
    pub name: String,
    pub fields: Vec<Field>,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub struct Field {
    pub name: String,
    pub ty: TypeId,
    pub semantic: Option<Semantic>,
    pub interpolation: Option<Interpolation>,
    pub span: Span,
}

/// `linear`, `nointerpolation`, … on a stage input or output (the
/// modifiers together: `noperspective centroid` is one mode).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Interpolation {
    Linear,
    NoInterpolation,
    NoPerspective,
    Centroid,
    Sample,
    /// `noperspective centroid`.
    NoPerspectiveCentroid,
    /// `noperspective sample`.
    NoPerspectiveSample,
}

/// A semantic as written (`TEXCOORD3`: name `TEXCOORD`, index 3) and the
/// system value it denotes, if any.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Semantic {
    /// The name without its trailing index, upper-cased (semantics are
    /// case-insensitive).
    pub name: String,
    pub index: u32,
    pub system: Option<SystemValue>,
    pub span: Span,
    /// As the source spells it (`SV_Position`, `TEXCOORD3`): what
    /// `-fspv-reflect`'s `HlslSemanticGOOGLE` decoration says, as DXC's.
    pub written: String,
    /// `[[vk::location(N)]]` or `[[vk::builtin("…")]]` on the declaration
    /// the semantic is written on (`check/vk_io.rs`), and where.
    pub vulkan: Option<(VkIo, Span)>,
}

/// What a Vulkan attribute on a stage input or output asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum VkIo {
    /// `[[vk::location(N)]]`: the location, instead of the next free one;
    /// with `[[vk::index(I)]]`, a pixel shader target's dual-source
    /// blending index.
    Location(u32, Option<u32>),
    /// `[[vk::builtin("…")]]`: a SPIR-V built-in instead of a location.
    BuiltIn(VkBuiltIn),
    /// `[[vk::ext_decorate(11, N)]]`: a built-in by its SPIR-V number,
    /// which no back end of hlslc writes (`Program::unsupported` has it);
    /// it takes no location.
    DecoratedBuiltIn,
}

/// The built-ins `[[vk::builtin]]` names (DXC's list).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum VkBuiltIn {
    PointSize,
    HelperInvocation,
    BaseVertex,
    BaseInstance,
    DrawIndex,
    DeviceIndex,
    ViewportMaskNV,
}

impl VkBuiltIn {
    pub const ALL: [VkBuiltIn; 7] = [
        VkBuiltIn::PointSize,
        VkBuiltIn::HelperInvocation,
        VkBuiltIn::BaseVertex,
        VkBuiltIn::BaseInstance,
        VkBuiltIn::DrawIndex,
        VkBuiltIn::DeviceIndex,
        VkBuiltIn::ViewportMaskNV,
    ];

    /// Its name, as written in the attribute.
    pub fn name(self) -> &'static str {
        match self {
            VkBuiltIn::PointSize => "PointSize",
            VkBuiltIn::HelperInvocation => "HelperInvocation",
            VkBuiltIn::BaseVertex => "BaseVertex",
            VkBuiltIn::BaseInstance => "BaseInstance",
            VkBuiltIn::DrawIndex => "DrawIndex",
            VkBuiltIn::DeviceIndex => "DeviceIndex",
            VkBuiltIn::ViewportMaskNV => "ViewportMaskNV",
        }
    }
}

/// The system-value semantics the back ends understand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SystemValue {
    DispatchThreadId,
    GroupThreadId,
    GroupId,
    GroupIndex,
    Position,
    /// `SV_Target[n]`; n is [`Semantic::index`].
    Target,
    Depth,
    VertexId,
    InstanceId,
    IsFrontFace,
    /// `SV_SampleIndex`: the sample a pixel shader runs for (sample-rate
    /// shading).
    SampleIndex,
    /// `SV_PrimitiveID` as a pixel shader input: the index of the
    /// primitive the pixel belongs to.
    PrimitiveId,
}

/// A register class: `t` (SRV), `u` (UAV), `b` (CBV), `s` (sampler).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum RegisterClass {
    /// `t`: shader resource views (textures, read-only buffers).
    T,
    /// `u`: unordered access views (read-write textures and buffers).
    U,
    /// `b`: constant buffers.
    B,
    /// `s`: samplers.
    S,
}

impl RegisterClass {
    pub fn letter(self) -> char {
        match self {
            RegisterClass::T => 't',
            RegisterClass::U => 'u',
            RegisterClass::B => 'b',
            RegisterClass::S => 's',
        }
    }
}

/// Where a resource or constant buffer is bound (see
/// `hlsl-resource-constructors.md`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Binding {
    pub class: RegisterClass,
    pub space: u32,
    pub register: u32,
    /// How many registers it takes (an array's length; 1 otherwise); 0
    /// for an unbounded array (`t[]`), which takes every register from
    /// `register` on.
    pub range: u32,
    /// True when the source named the register.
    pub explicit: bool,
    /// The resource's index in its range (`hlsl-resource-constructors.md`'s
    /// `Binding.index`): 0 for a declaration, which starts its range.
    pub index: u32,
    /// For an implicit binding, the spec's `order_id`: the resource's place
    /// among the implicitly bound declarations, in declaration order (0, 1,
    /// …); `None` for an explicit one.
    pub order_id: Option<u32>,
}

/// A declaration that takes a descriptor binding.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Bound {
    Global(GlobalId),
    CBuffer(CBufferId),
}

/// The Vulkan side of a bound declaration (see [`Program::vulkan`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct VulkanDecl {
    /// `[[vk::binding(binding, set)]]` as `(set, binding)`.
    pub binding: Option<(u32, u32)>,
    /// The register annotation named a space (`register(t0, space1)`);
    /// `-auto-binding-space` chooses the set of the others.
    pub space_written: bool,
    /// `[[vk::counter_binding(binding)]]`: the binding of the buffer's
    /// counter, in the buffer's set.
    pub counter_binding: Option<u32>,
    /// `[[vk::image_format("…")]]` on a storage texture: DXC's name of
    /// the format (`"rgba16f"`, `"unknown"`), and where it is written.
    pub image_format: Option<(&'static str, Span)>,
}

#[derive(Clone, Debug)]
pub struct Global {
    pub name: String,
    pub ty: TypeId,
    pub kind: GlobalKind,
    /// For statics: an expression in [`Program::global_init`]. Lowering may
    /// require it to be constant; the checker guarantees it is for statics.
    pub init: Option<ExprId>,
    pub span: Span,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GlobalKind {
    /// `static` (one copy per invocation); `is_const` for `static const`.
    Private { is_const: bool },
    /// `groupshared` (one copy per workgroup).
    Groupshared,
    /// A resource (its type is [`crate::types::TypeKind::Resource`]).
    Resource(Binding),
    /// Stands for a resource parameter (`local`, in the function whose
    /// body uses it) while checking: uses of the parameter are uses of
    /// this global. Legalization (`legalize/`) replaces it in each
    /// specialized copy of the function with the global the call passes,
    /// so lowering and the interpreter never reach one.
    ResourceParam { local: LocalId },
    /// Stands for the resource a call returns while checking: the call
    /// `c` of a function that returns a resource is `Comma { lhs: c, rhs:
    /// Global(this) }`, and uses of its value are uses of this global.
    /// Legalization resolves it to the one global every `return` of the
    /// (specialized) callee gives, and makes the callee return nothing.
    ResourceReturn,
    /// A member of a constant buffer: read-only, at `offset` bytes in it.
    CBufferMember {
        cbuffer: CBufferId,
        index: u32,
        offset: u32,
    },
}

/// A `cbuffer` block (or, later, the synthesised `$Globals`).
#[derive(Clone, Debug)]
pub struct CBuffer {
    pub name: String,
    pub binding: Binding,
    /// Its members, in declaration order.
    pub members: Vec<GlobalId>,
    /// Size in bytes, rounded up to 16.
    pub size: u32,
    pub span: Span,
    /// For the members of a `ConstantBuffer<T>` or `TextureBuffer<T>`
    /// global (`check/constant_buffers.rs`): that global. It owns the
    /// binding (this cbuffer copies it) and is what reflection lists; the
    /// cbuffer is how code, lowering and the interpreter reach T's fields.
    pub resource: Option<GlobalId>,
    /// How its members are laid out: the program's rule for cbuffers,
    /// tbuffers or (for the push-constant block) push constants
    /// ([`crate::layout::LayoutRules`]).
    pub packing: crate::layout::Packing,
    /// The push-constant block (`[[vk::push_constant]]`,
    /// `check/push_constants.rs`). It has no binding on Vulkan: lowering
    /// makes it naga's `Immediate` variable.
    pub push_constant: bool,
}

impl CBuffer {
    pub fn is_push_constant(&self) -> bool {
        self.push_constant
    }
}

impl Program {
    /// Whether global `g` is the push-constant block's (`[[vk::push_constant]]`):
    /// it takes no Vulkan binding.
    pub fn is_push_constant(&self, g: GlobalId) -> bool {
        self.cbuffers
            .iter()
            .any(|(_, c)| c.resource == Some(g) && c.is_push_constant())
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Stage {
    Vertex,
    Pixel,
    Compute,
    /// Geometry, hull and domain shaders are checked but not compiled:
    /// naga has no geometry or tessellation stages.
    Geometry,
    Hull,
    Domain,
}

impl Stage {
    pub fn name(self) -> &'static str {
        match self {
            Stage::Vertex => "vertex",
            Stage::Pixel => "pixel",
            Stage::Compute => "compute",
            Stage::Geometry => "geometry",
            Stage::Hull => "hull",
            Stage::Domain => "domain",
        }
    }
}

#[derive(Clone, Debug)]
pub struct EntryPoint {
    pub function: FunctionId,
    pub stage: Stage,
    /// `[numthreads(x, y, z)]`; `[1, 1, 1]` for other stages.
    pub workgroup_size: [u32; 3],
    /// `[RootSignature("...")]`, parsed.
    pub root_signature: Option<crate::root_signature::RootSignature>,
    /// A pixel shader's attributes on the depth and stencil tests; the
    /// default for other stages.
    pub fragment_tests: FragmentTests,
}

/// What a pixel shader's attributes ask of the depth and stencil tests
/// (`check/fragment_tests.rs`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FragmentTests {
    /// `[earlydepthstencil]`: the tests run before the shader, and only
    /// then. Where each attribute is written, for the targets that cannot
    /// say it.
    pub early: Option<Span>,
    /// `[[vk::early_and_late_tests]]`
    /// (`SPV_AMD_shader_early_and_late_fragment_tests`), where it is
    /// written.
    pub early_and_late: Option<Span>,
    /// `[[vk::depth_unchanged]]`: the shader leaves the depth as it is.
    pub depth_unchanged: Option<Span>,
    /// `[[vk::stencil_ref_*_front]]` and `[[vk::stencil_ref_*_back]]`.
    pub stencil_front: Option<(StencilRef, Span)>,
    pub stencil_back: Option<(StencilRef, Span)>,
    /// `[[vk::post_depth_coverage]]` (`SPV_KHR_post_depth_coverage`): the
    /// sample mask input holds the coverage after the early tests.
    pub post_depth_coverage: Option<Span>,
}

/// How a shader may change the stencil reference value, as the AMD
/// early-and-late-tests extension lets it promise.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StencilRef {
    Unchanged,
    GreaterEqual,
    LessEqual,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ParamMode {
    In,
    Out,
    InOut,
}

#[derive(Clone, Debug)]
pub struct Param {
    pub name: String,
    pub ty: TypeId,
    pub mode: ParamMode,
    pub semantic: Option<Semantic>,
    pub interpolation: Option<Interpolation>,
    /// The local that holds the parameter inside the body. For `out` and
    /// `inout` parameters the local is copied back to the caller's place
    /// when the function returns.
    pub local: LocalId,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub struct Function {
    pub name: String,
    pub params: Vec<Param>,
    pub ret: TypeId,
    pub ret_semantic: Option<Semantic>,
    pub body: Body,
    pub span: Span,
    /// Where `precise` is first written on the function, a parameter or a
    /// local: its float arithmetic must not be contracted or reassociated.
    pub precise: Option<Span>,
}

/// A function body: its expressions, its locals (parameters first, in
/// order) and its statements.
#[derive(Clone, Debug, Default)]
pub struct Body {
    pub exprs: Arena<Expr>,
    pub locals: Arena<Local>,
    pub block: Block,
    /// Calls of functions that return a struct with resource members: the
    /// call → per resource member index, the placeholder global
    /// ([`GlobalKind::ResourceReturn`]) that uses of that member of the
    /// call's value name. Legalization resolves them (`legalize/`).
    pub member_results: Vec<(ExprId, Vec<(u32, GlobalId)>)>,
    /// For a function that returns a struct with resource members: per
    /// `return`, per resource member index, the global it gives (`None`
    /// where the checker cannot tell).
    pub returned_members: Vec<Vec<(u32, Option<GlobalId>)>>,
}

impl Body {
    /// Whether `e` denotes a place (an l-value) rather than a value.
    pub fn is_place(&self, e: ExprId) -> bool {
        matches!(
            self.exprs[self.place_root(e)].kind,
            ExprKind::Local(_) | ExprKind::Global(_) | ExprKind::Deref(_)
        )
    }

    /// Where a chain of member, index and swizzle steps starts: `e` itself
    /// when it is no such step.
    pub fn place_root(&self, mut e: ExprId) -> ExprId {
        loop {
            match self.exprs[e].kind {
                ExprKind::Field { base, .. }
                | ExprKind::Index { base, .. }
                | ExprKind::Swizzle { base, .. } => e = base,
                _ => return e,
            }
        }
    }
}

impl ExprKind {
    /// Calls `f` on each operand, in evaluation order, with whether that
    /// operand is read through a `Load`: `Load`'s operand is; the base of
    /// a member, index or swizzle step is when the step itself is (`read`);
    /// no other operand is (a place there is written, or passed where it
    /// may be: an assignment's target, an `out` argument, an atomic's
    /// destination). Analyses of how places are used walk the IR with it.
    pub fn operands(&self, read: bool, mut f: impl FnMut(ExprId, bool)) {
        match *self {
            ExprKind::Literal(_) | ExprKind::Local(_) | ExprKind::Global(_) | ExprKind::Null => {}
            ExprKind::Load(p) => f(p, true),
            // The pointer is a value; the place it points to is not read
            // here. `&x` and `@x` take a place without reading it.
            ExprKind::Deref(x)
            | ExprKind::AddressOf(x)
            | ExprKind::MakeArrayRef(x)
            | ExprKind::ArrayLength(x) => f(x, false),
            ExprKind::Field { base, .. } | ExprKind::Swizzle { base, .. } => f(base, read),
            ExprKind::Index { base, index } => {
                f(base, read);
                f(index, false);
            }
            ExprKind::Unary { expr: x, .. } | ExprKind::Convert(x) | ExprKind::Splat(x) => {
                f(x, false)
            }
            ExprKind::IncDec { target: x, .. } => f(x, false),
            ExprKind::Binary { lhs, rhs, .. } | ExprKind::Comma { lhs, rhs } => {
                f(lhs, false);
                f(rhs, false);
            }
            ExprKind::Assign { target, value, .. } => {
                f(target, false);
                f(value, false);
            }
            ExprKind::Select {
                cond,
                accept,
                reject,
            } => {
                f(cond, false);
                f(accept, false);
                f(reject, false);
            }
            ExprKind::Compose(ref parts)
            | ExprKind::Intrinsic {
                args: ref parts, ..
            }
            | ExprKind::Unsupported {
                args: ref parts, ..
            } => {
                parts.iter().for_each(|&x| f(x, false));
            }
            ExprKind::Call { ref args, .. } => {
                for a in args {
                    match *a {
                        Arg::In(x) | Arg::Out { place: x, .. } => f(x, false),
                    }
                }
            }
            ExprKind::Atomic {
                dest,
                compare,
                value,
                original,
                ..
            } => {
                for x in [Some(dest), compare, Some(value), original]
                    .into_iter()
                    .flatten()
                {
                    f(x, false);
                }
            }
            ExprKind::ResourceOp {
                ref args, offset, ..
            } => {
                args.iter().chain(offset.iter()).for_each(|&x| f(x, false));
            }
        }
    }
}

#[derive(Clone, Debug)]
pub struct Local {
    pub name: String,
    pub ty: TypeId,
    pub span: Span,
}

#[derive(Clone, Debug, Default)]
pub struct Block {
    pub stmts: Vec<Stmt>,
}

#[derive(Clone, Debug)]
pub enum Stmt {
    /// Evaluate for side effects.
    Expr(ExprId),
    /// A local comes into scope; without an initializer its value is zero
    /// (HLSL leaves it undefined; zero is a valid choice and deterministic).
    Local {
        local: LocalId,
        init: Option<ExprId>,
    },
    Block(Block),
    If {
        cond: ExprId,
        then: Block,
        otherwise: Block,
    },
    /// A loop. With `test_first`, `cond` is evaluated before each iteration
    /// (`for`, `while`); otherwise after (`do … while`). `continuing` runs
    /// after each iteration, including one ended by `continue`, and before
    /// the next test. A missing `cond` loops until `break` or `return`.
    Loop {
        cond: Option<ExprId>,
        test_first: bool,
        body: Block,
        continuing: Block,
    },
    /// `switch`: each invocation runs the body of the case whose values
    /// hold its selector, or of the default case when none does (nothing
    /// when there is none). A case body whose end is reachable falls into
    /// the next case's body (WHLSL's `fallthrough;`, HLSL's empty cases);
    /// lowering copies the following bodies, since naga's WGSL writer
    /// rejects a fall-through case with a body. `break` in a body leaves the switch, and
    /// `continue` continues the enclosing loop. The selector is a 32-bit
    /// integer scalar and the values are literals of its type.
    Switch {
        selector: ExprId,
        cases: Vec<SwitchCase>,
    },
    /// Leaves the innermost loop or switch.
    Break,
    Continue,
    Return(Option<ExprId>),
    Discard,
    /// WHLSL's `trap;`: ends the invocation's run with a trap. The
    /// interpreter stops there; naga cannot end a dispatch, so lowering
    /// reports it as not supported. The span is where it is written.
    Trap(Span),
}

/// One group of `case` labels of a [`Stmt::Switch`] and the statements
/// after them.
#[derive(Clone, Debug)]
pub struct SwitchCase {
    pub values: Vec<Literal>,
    /// Whether `default:` is among the labels.
    pub is_default: bool,
    pub body: Block,
}

#[derive(Clone, Debug)]
pub struct Expr {
    pub kind: ExprKind,
    pub ty: TypeId,
    pub span: Span,
}

/// A literal scalar; its kind matches the expression's scalar type.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Literal {
    Bool(bool),
    /// Any signed integer width.
    Sint(i64),
    /// Any unsigned integer width.
    Uint(u64),
    /// Any float width (the value is exactly representable in it).
    Float(f64),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UnaryOp {
    /// Arithmetic negation.
    Neg,
    /// Logical not (`!`), on bool scalars and vectors.
    Not,
    /// Bitwise complement (`~`), on integers.
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
    pub fn is_comparison(self) -> bool {
        matches!(
            self,
            BinaryOp::Eq | BinaryOp::Ne | BinaryOp::Lt | BinaryOp::Le | BinaryOp::Gt | BinaryOp::Ge
        )
    }

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

/// An argument of a user function call.
#[derive(Clone, Copy, Debug)]
pub enum Arg {
    /// Passed by value.
    In(ExprId),
    /// An `out` or `inout` argument (`hlsl-function-calls.rst`'s
    /// `HLSLOutParamExpr`): the place whose value is copied into the
    /// parameter's temporary (for `inout`) and which receives the
    /// temporary's final value after the call, in parameter order. The
    /// place has the parameter's type, or the same numeric shape with
    /// another scalar type; then `copy_in` (for `inout`) and `write_back`
    /// are the element-wise conversions (`inout int3` given a `float3`
    /// truncates it on the way in and converts back on the way out).
    Out {
        place: ExprId,
        mode: ParamMode,
        copy_in: Option<Conversion>,
        write_back: Option<Conversion>,
    },
}

/// An element-wise conversion between two types of one numeric shape.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Conversion {
    pub from: TypeId,
    pub to: TypeId,
}

/// The intrinsic functions the IR knows. Each operates component-wise on
/// scalars and vectors unless its comment says otherwise; the checker
/// guarantees the argument types the comment names.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Intrinsic {
    /// `abs(x)`, float or signed integer.
    Abs,
    /// `min(a, b)`, `max(a, b)`: floats, or integers of one signedness.
    Min,
    Max,
    /// `clamp(x, lo, hi)` = `min(max(x, lo), hi)`.
    Clamp,
    /// `saturate(x)`: clamp a float to [0, 1].
    Saturate,
    /// Float-only unary math.
    Sqrt,
    Rsqrt,
    Floor,
    Ceil,
    Frac,
    Round,
    Trunc,
    Exp,
    Exp2,
    Log,
    Log2,
    Sin,
    Cos,
    Tan,
    /// `pow(x, y)`, float.
    Pow,
    /// `step(edge, x)` = `x >= edge ? 1 : 0`, float.
    Step,
    /// `fmod(x, y)`: `x - y * trunc(x / y)`, float (the sign of `x`).
    Fmod,
    /// `radians(x)`, `degrees(x)`, float.
    Radians,
    Degrees,
    /// `lerp(a, b, t)` = `a + (b - a) * t`, float.
    Lerp,
    /// `mad(a, b, c)` = `a * b + c` (may be fused).
    Mad,
    /// `dot(a, b)`: vectors of one float or integer type → scalar.
    Dot,
    /// `cross(a, b)`: float3.
    Cross,
    /// `length(v)`: float vector → float scalar.
    Length,
    /// `normalize(v)`: float vector.
    Normalize,
    /// `distance(a, b)`: float vectors → float scalar.
    Distance,
    /// `all(x)`, `any(x)`: any scalar or vector → bool (non-zero is true).
    All,
    Any,
    /// `asuint(x)`, `asint(x)`, `asfloat(x)`: 32-bit bit casts.
    AsUint,
    AsInt,
    AsFloat,
    /// `countbits`, `reversebits`, `firstbithigh`, `firstbitlow` on 32-bit integers.
    CountBits,
    ReverseBits,
    FirstBitHigh,
    FirstBitLow,
    /// `mul(a, b)` with a matrix operand (the checker turns the scalar and
    /// vector·vector overloads into `*` and `dot`). HLSL shapes: `mul(v, M)`
    /// with `v` of K components and `M` K×N treats `v` as a row and gives N
    /// components; `mul(M, v)` with `M` M×K gives M; `mul(A, B)` with A M×K
    /// and B K×N gives M×N. Both operands have one (non-bool) scalar type,
    /// and matrix operands are never `column_major`.
    Mul,
    /// `transpose(M)`: R×C → C×R.
    Transpose,
    /// `determinant(M)`: square float matrix → float scalar.
    Determinant,
    /// `GroupMemoryBarrierWithGroupSync()`: compute only; no arguments, void.
    GroupMemoryBarrierWithGroupSync,
    /// `GroupMemoryBarrier()`, `DeviceMemoryBarrier()`, `AllMemoryBarrier()`
    /// and their `WithGroupSync` forms.
    GroupMemoryBarrier,
    DeviceMemoryBarrier,
    DeviceMemoryBarrierWithGroupSync,
    AllMemoryBarrier,
    AllMemoryBarrierWithGroupSync,
    /// Float-only unary math (inverse trigonometric, hyperbolic, `log10`,
    /// `rcp` = `1 / x`).
    Asin,
    Acos,
    Atan,
    Sinh,
    Cosh,
    Tanh,
    Log10,
    Rcp,
    /// `atan2(y, x)`, float.
    Atan2,
    /// `sign(x)`: float or integer → `int` of the same shape (-1, 0, 1).
    Sign,
    /// `smoothstep(lo, hi, x)`: Hermite step, float.
    Smoothstep,
    /// `reflect(i, n)` = `i - 2 * dot(n, i) * n`: float vectors.
    Reflect,
    /// `refract(i, n, eta)`: float vectors and a scalar `eta`.
    Refract,
    /// `faceforward(n, i, ng)` = `dot(ng, i) < 0 ? n : -n`: float vectors.
    Faceforward,
    /// `ldexp(x, e)` = `x * exp2(e)`: float (the exponent is a float too).
    Ldexp,
    /// `fma(a, b, c)`: fused, `double` only.
    Fma,
    /// `isnan`, `isinf`, `isfinite`: float → bool of the same shape.
    IsNan,
    IsInf,
    IsFinite,
    /// `dst(a, b)` = `(1, a.y * b.y, a.z, b.w)`: float4.
    Dst,
    /// `lit(n_dot_l, n_dot_h, m)`: float scalars → float4
    /// `(1, max(n_dot_l, 0), n_dot_l < 0 || n_dot_h < 0 ? 0 : n_dot_h^m, 1)`.
    Lit,
    /// `D3DCOLORtoUBYTE4(c)` = `int4(c.zyxw * 255.001953)`: float4 → int4.
    ColorToUbyte4,
    /// `f32tof16(x)`: float → uint holding the half's bits in its low 16
    /// bits (round to nearest even); `f16tof32(x)`: the reverse, from the
    /// low 16 bits of a uint. Component-wise.
    F32ToF16,
    F16ToF32,
    /// The two results of `frexp(x, out e)`: the mantissa in [0.5, 1)
    /// with `x`'s sign, and the exponent as a float of `x`'s type (both 0
    /// for 0). The checker assigns `e` from `FrexpExponent`.
    FrexpMantissa,
    FrexpExponent,
    /// `asdouble(lo, hi)`: two uints (scalars or vectors) → double.
    AsDouble,
    /// The low and high 32 bits of a double: `asuint(d, out lo, out hi)`.
    SplitDoubleLow,
    SplitDoubleHigh,
    /// `msad4(reference: uint, source: uint2, accum: uint4)` → uint4: the
    /// masked sums of absolute byte differences at four byte offsets.
    Msad4,
    /// HLSL 2021 `and(a, b)`, `or(a, b)`: component-wise on bool scalars
    /// or vectors of one shape; both sides are evaluated.
    And,
    Or,
    /// HLSL 2021 `select(c, a, b)`: per component, `a` where the bool
    /// `c` holds, else `b` (all three of the result's shape); all three
    /// are evaluated.
    Select,
    /// Screen-space derivatives of a float scalar or vector over the
    /// 2×2 quad of the invocation (see [`Intrinsic::is_cross_lane`]):
    /// `ddx`/`ddy` (either precision), `_coarse` (one value per quad),
    /// `_fine` (per row or column), `fwidth` = `abs(ddx) + abs(ddy)`.
    Ddx,
    Ddy,
    DdxCoarse,
    DdxFine,
    DdyCoarse,
    DdyFine,
    Fwidth,
    /// `clip(x)`: discards the invocation when any component of the float
    /// scalar or vector `x` is negative; void. Pixel shaders only.
    Clip,
    /// Wave (subgroup) operations. A wave is a fixed-size group of
    /// invocations of one workgroup; the operations combine the values of
    /// the wave's *active* invocations only.
    /// A ray-tracing system value (`WorldRayOrigin()`,
    /// `DispatchRaysIndex()`, …), named by the string. Only ray-tracing
    /// stages have them, and hlslc compiles none: the checker rejects every
    /// entry point that reaches one, so a shared header may define helpers
    /// that use them for the stages that do.
    RayTracingValue(&'static str),
    /// `WaveGetLaneCount()`, `WaveGetLaneIndex()` → uint.
    WaveGetLaneCount,
    WaveGetLaneIndex,
    /// `WaveIsFirstLane()` → bool: the active lane with the lowest index.
    WaveIsFirstLane,
    /// `WaveActiveAnyTrue(bool)`, `WaveActiveAllTrue(bool)` → bool.
    WaveActiveAnyTrue,
    WaveActiveAllTrue,
    /// `WaveActiveBallot(bool)` → uint4: bit i (of the 128) set for each
    /// active lane i whose argument is true.
    WaveActiveBallot,
    /// `WaveReadLaneAt(x, lane: uint)`, `WaveReadLaneFirst(x)`: `x` from
    /// one lane (of `x`'s type, any numeric or bool scalar or vector).
    WaveReadLaneAt,
    WaveReadLaneFirst,
    /// `WaveActiveAllEqual(x)` → bool of `x`'s shape (component-wise).
    WaveActiveAllEqual,
    /// Reductions over the active lanes, of `x`'s type: sum, product,
    /// min, max (numeric); and, or, xor (integers).
    WaveActiveSum,
    WaveActiveProduct,
    WaveActiveMin,
    WaveActiveMax,
    WaveActiveBitAnd,
    WaveActiveBitOr,
    WaveActiveBitXor,
    /// `WaveActiveCountBits(bool)` → uint: the active lanes with `true`.
    WaveActiveCountBits,
    /// Exclusive scans over the active lanes of lower index: sum and
    /// product (numeric), and `WavePrefixCountBits(bool)` → uint.
    WavePrefixSum,
    WavePrefixProduct,
    WavePrefixCountBits,
    /// Quad operations: `x` from another invocation of the quad (lanes
    /// `4k..4k+3` of a wave, quad index `lane % 4` = `x + 2y`).
    QuadReadAcrossX,
    QuadReadAcrossY,
    QuadReadAcrossDiagonal,
    /// `QuadReadLaneAt(x, quad_lane: uint)`.
    QuadReadLaneAt,
    /// A geometry shader's `stream.Append(vertex)`: arguments the stream
    /// (a parameter) and the vertex. Geometry shaders are only checked.
    StreamAppend,
    /// `stream.RestartStrip()`: the argument is the stream.
    StreamRestartStrip,
    /// `isnormal(x)` → bool of `x`'s shape: neither zero, subnormal,
    /// infinite nor NaN.
    IsNormal,
    /// `asfloat16`, `asint16`, `asuint16`: 16 bits reinterpreted.
    AsFloat16,
    AsInt16,
    AsUint16,
    /// `dot2add(half2 a, half2 b, float acc)` → float: `acc` plus the dot
    /// product, computed in `float`.
    Dot2Add,
    /// `dot4add_u8packed(uint a, uint b, uint acc)` → uint and
    /// `dot4add_i8packed(uint a, uint b, int acc)` → int: `acc` plus the
    /// dot product of the four (unsigned or signed) bytes of `a` and `b`.
    Dot4AddU8Packed,
    Dot4AddI8Packed,
    /// Pixel-shader attribute evaluation, `x` of its own type:
    /// `EvaluateAttributeAtSample(x, uint sample)`,
    /// `EvaluateAttributeSnapped(x, int2 offset)`,
    /// `EvaluateAttributeCentroid(x)`, `GetAttributeAtVertex(x, uint v)`.
    EvaluateAttributeAtSample,
    EvaluateAttributeSnapped,
    EvaluateAttributeCentroid,
    GetAttributeAtVertex,
    /// `IsHelperLane()` → bool.
    IsHelperLane,
    /// `CheckAccessFullyMapped(uint status)` → bool, of the status a
    /// sparse (tiled) resource access returns.
    CheckAccessFullyMapped,
    /// `GetRenderTargetSampleCount()` → uint,
    /// `GetRenderTargetSamplePosition(int sample)` → float2.
    GetRenderTargetSampleCount,
    GetRenderTargetSamplePosition,
    /// `pack_s8(v)`, `pack_u8(v)`: the low bytes of a 16- or 32-bit
    /// integer 4-vector in one `uint` (x in the lowest byte);
    /// `pack_clamp_s8(v)`, `pack_clamp_u8(v)`: of a signed one, each
    /// clamped to [-128, 127] or [0, 255] first.
    PackS8,
    PackU8,
    PackClampS8,
    PackClampU8,
    /// `unpack_s8s16`, `unpack_s8s32` (sign-extended) and `unpack_u8u16`,
    /// `unpack_u8u32`: the four bytes of a `uint` as a 4-vector of the
    /// result's type.
    UnpackS8,
    UnpackU8,
    /// `QuadAny(bool)`, `QuadAll(bool)` → bool: the vote over the quad's
    /// four invocations (Shader Model 6.7).
    QuadAny,
    QuadAll,
    /// `AddUint64(a, b)` on `uint2` or `uint4`: each (low, high) pair of
    /// words added as one 64-bit integer, wrapping.
    AddUint64,
}

impl Intrinsic {
    /// The HLSL name.
    pub fn name(self) -> &'static str {
        use Intrinsic::*;
        match self {
            Abs => "abs",
            StreamAppend => "Append",
            StreamRestartStrip => "RestartStrip",
            Min => "min",
            Max => "max",
            Clamp => "clamp",
            Saturate => "saturate",
            Sqrt => "sqrt",
            Rsqrt => "rsqrt",
            Floor => "floor",
            Ceil => "ceil",
            Frac => "frac",
            Round => "round",
            Trunc => "trunc",
            Exp => "exp",
            Exp2 => "exp2",
            Log => "log",
            Log2 => "log2",
            Sin => "sin",
            Cos => "cos",
            Tan => "tan",
            Pow => "pow",
            Step => "step",
            Fmod => "fmod",
            Radians => "radians",
            Degrees => "degrees",
            Lerp => "lerp",
            Mad => "mad",
            Dot => "dot",
            Cross => "cross",
            Length => "length",
            Normalize => "normalize",
            Distance => "distance",
            All => "all",
            Any => "any",
            AsUint => "asuint",
            AsInt => "asint",
            AsFloat => "asfloat",
            CountBits => "countbits",
            ReverseBits => "reversebits",
            FirstBitHigh => "firstbithigh",
            FirstBitLow => "firstbitlow",
            Mul => "mul",
            Transpose => "transpose",
            Determinant => "determinant",
            GroupMemoryBarrierWithGroupSync => "GroupMemoryBarrierWithGroupSync",
            GroupMemoryBarrier => "GroupMemoryBarrier",
            DeviceMemoryBarrier => "DeviceMemoryBarrier",
            DeviceMemoryBarrierWithGroupSync => "DeviceMemoryBarrierWithGroupSync",
            AllMemoryBarrier => "AllMemoryBarrier",
            AllMemoryBarrierWithGroupSync => "AllMemoryBarrierWithGroupSync",
            Asin => "asin",
            Acos => "acos",
            Atan => "atan",
            Sinh => "sinh",
            Cosh => "cosh",
            Tanh => "tanh",
            Log10 => "log10",
            Rcp => "rcp",
            Atan2 => "atan2",
            Sign => "sign",
            Smoothstep => "smoothstep",
            Reflect => "reflect",
            Refract => "refract",
            Faceforward => "faceforward",
            Ldexp => "ldexp",
            Fma => "fma",
            IsNan => "isnan",
            IsInf => "isinf",
            IsFinite => "isfinite",
            Dst => "dst",
            Lit => "lit",
            ColorToUbyte4 => "D3DCOLORtoUBYTE4",
            F32ToF16 => "f32tof16",
            F16ToF32 => "f16tof32",
            FrexpMantissa => "frexp",
            FrexpExponent => "frexp",
            AsDouble => "asdouble",
            SplitDoubleLow => "asuint",
            SplitDoubleHigh => "asuint",
            Msad4 => "msad4",
            And => "and",
            Or => "or",
            Select => "select",
            Ddx => "ddx",
            Ddy => "ddy",
            DdxCoarse => "ddx_coarse",
            DdxFine => "ddx_fine",
            DdyCoarse => "ddy_coarse",
            DdyFine => "ddy_fine",
            Fwidth => "fwidth",
            Clip => "clip",
            RayTracingValue(name) => name,
            WaveGetLaneCount => "WaveGetLaneCount",
            WaveGetLaneIndex => "WaveGetLaneIndex",
            WaveIsFirstLane => "WaveIsFirstLane",
            WaveActiveAnyTrue => "WaveActiveAnyTrue",
            WaveActiveAllTrue => "WaveActiveAllTrue",
            WaveActiveBallot => "WaveActiveBallot",
            WaveReadLaneAt => "WaveReadLaneAt",
            WaveReadLaneFirst => "WaveReadLaneFirst",
            WaveActiveAllEqual => "WaveActiveAllEqual",
            WaveActiveSum => "WaveActiveSum",
            WaveActiveProduct => "WaveActiveProduct",
            WaveActiveMin => "WaveActiveMin",
            WaveActiveMax => "WaveActiveMax",
            WaveActiveBitAnd => "WaveActiveBitAnd",
            WaveActiveBitOr => "WaveActiveBitOr",
            WaveActiveBitXor => "WaveActiveBitXor",
            WaveActiveCountBits => "WaveActiveCountBits",
            WavePrefixSum => "WavePrefixSum",
            WavePrefixProduct => "WavePrefixProduct",
            WavePrefixCountBits => "WavePrefixCountBits",
            QuadReadAcrossX => "QuadReadAcrossX",
            QuadReadAcrossY => "QuadReadAcrossY",
            QuadReadAcrossDiagonal => "QuadReadAcrossDiagonal",
            QuadReadLaneAt => "QuadReadLaneAt",
            IsNormal => "isnormal",
            AsFloat16 => "asfloat16",
            AsInt16 => "asint16",
            AsUint16 => "asuint16",
            Dot2Add => "dot2add",
            Dot4AddU8Packed => "dot4add_u8packed",
            Dot4AddI8Packed => "dot4add_i8packed",
            EvaluateAttributeAtSample => "EvaluateAttributeAtSample",
            EvaluateAttributeSnapped => "EvaluateAttributeSnapped",
            EvaluateAttributeCentroid => "EvaluateAttributeCentroid",
            GetAttributeAtVertex => "GetAttributeAtVertex",
            IsHelperLane => "IsHelperLane",
            CheckAccessFullyMapped => "CheckAccessFullyMapped",
            GetRenderTargetSampleCount => "GetRenderTargetSampleCount",
            GetRenderTargetSamplePosition => "GetRenderTargetSamplePosition",
            PackS8 => "pack_s8",
            PackU8 => "pack_u8",
            PackClampS8 => "pack_clamp_s8",
            PackClampU8 => "pack_clamp_u8",
            UnpackS8 => "unpack_s8",
            UnpackU8 => "unpack_u8",
            QuadAny => "QuadAny",
            QuadAll => "QuadAll",
            AddUint64 => "AddUint64",
        }
    }

    /// Whether the result of one invocation depends on the values of
    /// others (wave and quad operations, derivatives): the interpreter
    /// evaluates these across lanes, and only active lanes take part.
    pub fn is_cross_lane(self) -> bool {
        use Intrinsic::*;
        matches!(
            self,
            Ddx | Ddy
                | DdxCoarse
                | DdxFine
                | DdyCoarse
                | DdyFine
                | Fwidth
                | WaveGetLaneCount
                | WaveGetLaneIndex
                | WaveIsFirstLane
                | WaveActiveAnyTrue
                | WaveActiveAllTrue
                | WaveActiveBallot
                | WaveReadLaneAt
                | WaveReadLaneFirst
                | WaveActiveAllEqual
                | WaveActiveSum
                | WaveActiveProduct
                | WaveActiveMin
                | WaveActiveMax
                | WaveActiveBitAnd
                | WaveActiveBitOr
                | WaveActiveBitXor
                | WaveActiveCountBits
                | WavePrefixSum
                | WavePrefixProduct
                | WavePrefixCountBits
                | QuadReadAcrossX
                | QuadReadAcrossY
                | QuadReadAcrossDiagonal
                | QuadReadLaneAt
                | QuadAny
                | QuadAll
        )
    }

    /// Whether it depends on rasterizer or sparse-residency state that
    /// neither naga nor the interpreter models: lowering reports it as
    /// unsupported, and the interpreter traps.
    pub fn needs_pipeline_state(self) -> bool {
        use Intrinsic::*;
        matches!(
            self,
            EvaluateAttributeAtSample
                | EvaluateAttributeSnapped
                | EvaluateAttributeCentroid
                | GetAttributeAtVertex
                | IsHelperLane
                | CheckAccessFullyMapped
                | GetRenderTargetSampleCount
                | GetRenderTargetSamplePosition
        )
    }

    /// Whether all invocations of a workgroup must reach it together.
    pub fn is_group_sync(self) -> bool {
        matches!(
            self,
            Intrinsic::GroupMemoryBarrierWithGroupSync
                | Intrinsic::DeviceMemoryBarrierWithGroupSync
                | Intrinsic::AllMemoryBarrierWithGroupSync
        )
    }
}

/// Operations on textures and byte-address buffers
/// ([`ExprKind::ResourceOp`]). Element reads and writes of textures and
/// typed buffers are [`ExprKind::Index`] places instead (`tex[uint2]`,
/// `buf[i]`, `RWTexture2D.Load(uint2)`, `Buffer.Load(i)`): a texture's
/// index is a `uintN` of its coordinates followed by its array layer.
///
/// Operand conventions (the checker guarantees the types):
/// * Coordinates for sampling are `floatN` (N = the texture's dimensions,
///   3 for cubes, plus 1 for an array layer); `offset` is an `intN` over the
///   dimensions (never on cubes).
/// * A texture's element type is a 32-bit scalar or vector (`float4` when
///   not written); sampling returns it, comparisons return `float`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ResourceOp {
    /// `Sample(s, uv)`: `args = [uv]`; pixel shaders only (implicit LOD).
    Sample,
    /// `SampleLevel(s, uv, lod)`: `args = [uv, lod: float]`.
    SampleLevel,
    /// `SampleBias(s, uv, bias)`: `args = [uv, bias: float]`; pixel only.
    SampleBias,
    /// `SampleGrad(s, uv, ddx, ddy)`: `args = [uv, ddx, ddy]` (`floatN`
    /// over the dimensions, without the layer).
    SampleGrad,
    /// `SampleCmp(s, uv, ref)`: `args = [uv, ref: float]` → `float`; pixel only.
    SampleCmp,
    /// `SampleCmpLevelZero(s, uv, ref)`: `args = [uv, ref: float]` → `float`.
    SampleCmpLevelZero,
    /// `SampleCmpLevel(s, uv, ref, lod)` (Shader Model 6.7),
    /// `SampleCmpBias(s, uv, ref, bias)` (6.8, pixel only),
    /// `SampleCmpGrad(s, uv, ref, ddx, ddy)` (6.8): `args = [uv, ref,
    /// then the level, bias or gradients]` → `float`. Not lowered (naga
    /// compares depth at level zero or an implicit level only) nor
    /// interpreted yet.
    SampleCmpLevel,
    SampleCmpBias,
    SampleCmpGrad,
    /// `Texture.Load(int3(x, y, mip))`: `args = [intN+1: the coordinates,
    /// the layer if arrayed, then the mip level]`; out of bounds (or a
    /// missing mip) gives zero.
    Load,
    /// `GetDimensions`: `args = [mip: uint]` or none → `uint4`. Textures:
    /// (width, height, depth or layers, mip levels, or sample count for
    /// multisampled textures), 1 where a dimension is absent. Buffers:
    /// (elements, element stride in bytes, 1, 1); a byte-address buffer
    /// counts bytes. The checker assigns the `out`
    /// arguments from it.
    Dimensions,
    /// `ByteAddressBuffer.Load{,2,3,4}(offset)`: `args = [offset: uint]`
    /// → `uint` or `uintN` (N = the count). The offset's two low bits are
    /// ignored; words out of bounds read zero.
    LoadBytes(u8),
    /// `RWByteAddressBuffer.Store{,2,3,4}(offset, value)`: `args = [offset:
    /// uint, value: uint or uintN]` → void; words out of bounds are dropped.
    StoreBytes(u8),
    /// `ByteAddressBuffer.Load<T>(offset)` for a `T` other than a 32-bit
    /// scalar or vector (those are [`ResourceOp::LoadBytes`] and a
    /// bitcast): `args = [offset: uint]` → `T`.
    LoadBytesAs,
    /// A texture's `Sample`, `SampleBias`, `SampleGrad` or `SampleCmp`
    /// (named by `method`) with a level-of-detail clamp, and any of these,
    /// `SampleLevel`, `SampleCmpLevelZero` or `Load` with an `out uint`
    /// status: `args` as for the method, then `clamp: float` when `clamp`,
    /// then the status place when `status`. Not lowered yet.
    ClampStatus {
        method: &'static str,
        clamp: bool,
        status: bool,
    },
    /// `RWByteAddressBuffer.Store<T>(offset, value)` for such a `T`:
    /// `args = [offset: uint, value: T]` → void.
    StoreBytesAs,
    /// `Gather{,Red,Green,Blue,Alpha}(s, uv[, offsets][, status])` and
    /// `GatherCmp…(s, uv, ref[, offsets][, status])` on `Texture2D`,
    /// `Texture2DArray`, `TextureCube` and `TextureCubeArray`: `args = [uv,
    /// ref: float if cmp]`, then the four `int2` offsets when `offsets4`
    /// (a single offset is `offset`), then the `out uint` status place when
    /// `status` → a 4-vector of the texel's scalar (`float4` for `cmp`).
    /// `channel` is the component gathered (0 for `Gather`, `GatherCmp`).
    Gather {
        channel: u8,
        cmp: bool,
        offsets4: bool,
        status: bool,
    },
    /// `Texture2DMS{,Array}.Load(coord, sample)` and `.sample[s][coord]`:
    /// `args = [coord: int2 or int3 (with the layer), sample: int]` → the
    /// texel; `offset` an optional `int2`.
    LoadSample,
    /// `AppendStructuredBuffer.Append(v)`: `args = [v: the element]` → void.
    Append,
    /// `ConsumeStructuredBuffer.Consume()` → the element.
    Consume,
    /// `RWStructuredBuffer.IncrementCounter()` → `uint` (the old counter).
    IncrementCounter,
    /// `RWStructuredBuffer.DecrementCounter()` → `uint` (the new counter).
    DecrementCounter,
    /// `RWByteAddressBuffer.Interlocked*(offset, [compare,] value
    /// [, original])`: `args = [offset: uint, compare: uint if the op is
    /// CompareExchange, value: uint]`, then the `out uint` place when
    /// `original` → void.
    InterlockedBytes {
        op: AtomicOp,
        original: bool,
    },
    /// `CalculateLevelOfDetail(s, uv)` (`clamped`) and
    /// `CalculateLevelOfDetailUnclamped(s, uv)`: `args = [uv: floatN over
    /// the dimensions, without the layer]` → `float`; implicit derivatives:
    /// pixel shaders, and compute from Shader Model 6.6.
    CalculateLod {
        clamped: bool,
    },
    /// `Texture2DMS{,Array}.GetSamplePosition(s)`: `args = [s: int]` →
    /// `float2`.
    SamplePosition,
    /// `SubpassInput<T>.SubpassLoad()`: `args = []`;
    /// `SubpassInputMS<T>.SubpassLoad(sample)`: `args = [sample: int]`.
    /// → T (pixel shaders).
    SubpassLoad,
}

#[derive(Clone, Debug)]
pub enum ExprKind {
    Literal(Literal),
    /// A place: a local or parameter.
    Local(LocalId),
    /// A place: a global (static, groupshared, resource, cbuffer member).
    Global(GlobalId),
    /// Reads a place.
    Load(ExprId),
    /// Member `index` of a struct (place or value).
    Field {
        base: ExprId,
        index: u32,
    },
    /// Element of an array, vector, matrix row (row i of a matrix, as a
    /// vector; the base is never a `column_major` matrix), or resource (a resource
    /// element is a place, read- or write-able as the resource allows).
    Index {
        base: ExprId,
        index: ExprId,
    },
    /// `v.zyx`: `len` components of a scalar or vector, picked by
    /// `pattern[..len]` (0 = x). On a scalar every component is 0. As a
    /// place (an assignment target) it has no repeated components.
    Swizzle {
        base: ExprId,
        pattern: [u8; 4],
        len: u8,
    },
    Unary {
        op: UnaryOp,
        expr: ExprId,
    },
    Binary {
        op: BinaryOp,
        lhs: ExprId,
        rhs: ExprId,
    },
    /// `cond ? accept : reject`; a vector `cond` selects per component.
    Select {
        cond: ExprId,
        accept: ExprId,
        reject: ExprId,
    },
    /// Component-wise numeric conversion to the expression's type (same
    /// shape as the operand). Between matrices it may also change only
    /// `column_major` (the value is the same; its memory order differs).
    Convert(ExprId),
    /// A scalar repeated into the expression's vector or matrix type.
    Splat(ExprId),
    /// A vector, matrix, struct or array built from parts. For a vector the
    /// parts are scalars and vectors of its scalar type whose sizes add up to
    /// its size; for a matrix, its rows as vectors; for a struct, one per
    /// field; for an array, one per element.
    Compose(Vec<ExprId>),
    /// A call of a user function; the expression's type is its return type.
    Call {
        function: FunctionId,
        args: Vec<Arg>,
    },
    Intrinsic {
        op: Intrinsic,
        args: Vec<ExprId>,
    },
    /// Stores `value` into the place `target` (after applying `op` to the
    /// old value and `value`, for compound assignment); its value is what
    /// was stored.
    Assign {
        target: ExprId,
        op: Option<BinaryOp>,
        value: ExprId,
    },
    /// `++x`, `x++`, `--x`, `x--` on a numeric place; the value is the new
    /// value for prefix forms and the old one for postfix forms.
    IncDec {
        target: ExprId,
        increment: bool,
        prefix: bool,
    },
    /// `a, b`: evaluates both, yields `b`.
    Comma {
        lhs: ExprId,
        rhs: ExprId,
    },
    /// An `Interlocked*` call; its type is void. `dest` is a place of type
    /// `int` or `uint` (32-bit scalar) inside a writable resource element or
    /// a `groupshared` variable, reached without swizzles or vector/matrix
    /// indexing; `value` and `compare` have `dest`'s type. The operation
    /// reads the old value of `dest`, writes the new one
    /// ([`AtomicOp`]) and, with `original`, stores the old value into that
    /// place like an `out` argument's write-back: `original` is a numeric
    /// scalar place, converted to from `dest`'s type. Evaluation order:
    /// `dest`'s indices, `compare`, `value`, `original`'s indices, then the
    /// operation. Across invocations the operations on one location happen
    /// one at a time in some order (back ends may choose any).
    Atomic {
        op: AtomicOp,
        dest: ExprId,
        compare: Option<ExprId>,
        value: ExprId,
        original: Option<ExprId>,
    },
    /// An operation the checker accepts (DXC does) but no back end of
    /// hlslc can express, such as an inline SPIR-V instruction: `args`
    /// are evaluated for their diagnostics only; lowering reports `what`
    /// at the expression's span.
    Unsupported {
        what: String,
        args: Vec<ExprId>,
    },
    /// The address of the place `place`: a value of type
    /// [`crate::types::TypeKind::Pointer`] (WHLSL's `&x`).
    AddressOf(ExprId),
    /// The place a pointer value points to (WHLSL's `*p`); a place root
    /// like a local. For an array-reference value it is the run of its
    /// elements, of type `Array { elem, len: None }`, which only
    /// [`ExprKind::Index`] (bounded by the reference's length) and
    /// [`ExprKind::ArrayLength`] use. A null pointer faults as an
    /// out-of-bounds index does ([`Program::bounds`]).
    Deref(ExprId),
    /// An array reference to the place `place` (WHLSL's `@x`): to its
    /// elements when it is an array, else to the one value.
    MakeArrayRef(ExprId),
    /// The length of an array reference value (0 for null), as `uint`.
    ArrayLength(ExprId),
    /// The null pointer or array reference of the expression's type.
    Null,
    /// A method of a texture or byte-address buffer (see [`ResourceOp`]).
    /// `resource` is a global of resource type, `sampler` a global of
    /// sampler type for the sampling operations.
    ResourceOp {
        op: ResourceOp,
        resource: GlobalId,
        sampler: Option<GlobalId>,
        args: Vec<ExprId>,
        offset: Option<ExprId>,
    },
}

/// What an [`ExprKind::Atomic`] computes from the old value `old` and
/// `value` (the new value of the destination). `Min`/`Max` compare with
/// the destination's signedness.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AtomicOp {
    /// `old + value`, wrapping.
    Add,
    Min,
    Max,
    And,
    Or,
    Xor,
    /// `value`.
    Exchange,
    /// `value` when `old == compare`, else `old` (unchanged);
    /// `InterlockedCompareExchange`, or `InterlockedCompareStore` without
    /// `original`. Always has a `compare` operand; no other op has one.
    CompareExchange,
}

/// A literal's scalar in this program's types, for convenience in back ends.
pub fn literal_scalar(types: &Types, ty: TypeId) -> Scalar {
    types.scalar_of(ty).expect("literal of non-scalar type")
}
