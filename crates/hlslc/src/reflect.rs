//! Reflection: a checked program's resources, constant-buffer layouts,
//! entry-point signatures and specialization constants as typed values
//! ([`Reflection`], also in [`Output::reflection`](crate::Output::reflection)).
//!
//! With the `serde` feature they serialise; `hlslc reflect` prints them as
//! JSON. That schema is documented in docs/reflection.md and is stable:
//! fields are only ever added, and serialise in the order they are
//! declared here. Type names are HLSL's spellings (`float4`,
//! `row_major float4x4`).

use hlsl_lower::{BindingMap, VulkanBindings};
use hlsl_sema::ir::{Bound, EntryPoint, Interpolation, ParamMode, Program, Semantic, Stage};
use hlsl_sema::layout::{self, Packing};
use hlsl_sema::root_signature::{ParameterKind, RootSignature};
use hlsl_sema::types::{TypeId, TypeKind, Types};

/// The version of the schema; bumped only for incompatible changes.
pub const SCHEMA_VERSION: u32 = 1;

#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
/// What a program declares for the host to bind and fill.
pub struct Reflection {
    /// [`SCHEMA_VERSION`].
    pub schema_version: u32,
    /// Every resource (textures, buffers, samplers, `ConstantBuffer<T>`),
    /// in declaration order; an array of resources is one entry.
    pub resources: Vec<Resource>,
    /// The `cbuffer` blocks.
    pub constant_buffers: Vec<ConstantBuffer>,
    /// The entry points (one, once compiled).
    pub entry_points: Vec<EntryPointInfo>,
    /// `[[vk::constant_id(N)]]` globals, in declaration order.
    pub specialization_constants: Vec<SpecializationConstant>,
}

/// A specialization constant. SPIR-V declares it (`OpSpecConstant`,
/// `SpecId`); WGSL, MSL and GLSL output is fixed at its default (with the
/// `spec-constant-default` warning).
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct SpecializationConstant {
    /// The global's name.
    pub name: String,
    /// The `SpecId`.
    pub id: u32,
    /// Its HLSL type (serialised as `type`).
    #[cfg_attr(feature = "serde", serde(rename = "type"))]
    pub ty: String,
    /// The default value (a JSON boolean or number when serialised).
    pub default: ConstantValue,
}

/// A specialization constant's default value.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize), serde(untagged))]
pub enum ConstantValue {
    /// A `bool` constant.
    Bool(bool),
    /// A signed integer constant.
    Sint(i64),
    /// An unsigned integer constant.
    Uint(u64),
    /// A floating-point constant (a non-finite value serialises as null).
    Float(f64),
}

#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
/// A resource and where it is bound.
pub struct Resource {
    /// The global's name.
    pub name: String,
    /// The resource type's name without its template (`Texture2D`).
    pub kind: String,
    /// The template argument (`float4`, a struct's name), or null when
    /// none was written.
    pub element_type: Option<String>,
    /// The register class: `t`, `u`, `b` or `s`.
    pub class: String,
    /// The register space.
    pub space: u32,
    /// The (first) register.
    pub register: u32,
    /// How many registers it takes (an array's length; 0 for an unbounded
    /// array).
    pub range: u32,
    /// Whether the source wrote the register (`register(u0)`), rather
    /// than hlslc assigning it.
    pub explicit: bool,
    /// The Vulkan descriptor set and binding (the module's binding for
    /// every target); `None` for the push-constant block.
    pub vulkan: Option<VulkanBinding>,
    /// Where WGSL, MSL, GLSL and the library's naga module (what wgpu
    /// takes) put it, when that is not `vulkan`: they cannot put two
    /// resources on one binding, so the later one moves to the lowest free
    /// binding of its set (the `binding-moved` warning). Absent when it
    /// stays; the same for every entry point of the source.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub moved_to: Option<VulkanBinding>,
    /// For `ConstantBuffer<T>` and `TextureBuffer<T>` (and arrays of them:
    /// one element's): T's members under constant-buffer packing.
    pub layout: Option<BufferLayout>,
    /// The Vulkan binding of its counter buffer, for the buffers that have
    /// one (`Program::counter_buffers`).
    pub counter: Option<VulkanBinding>,
    /// Where the targets that cannot share a binding put its counter,
    /// when that is not `counter` (as [`Resource::moved_to`]).
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub counter_moved_to: Option<VulkanBinding>,
    /// The push-constant block (`[[vk::push_constant]]`): no Vulkan
    /// binding, and its layout is DXC's push-constant layout.
    pub push_constant: bool,
    /// For structured buffers (and arrays of them) of a struct: the
    /// element's fields under the program's structured-buffer rule (DXC's
    /// relaxed std430 by default), `size` the stride. `layout` says the
    /// same in the JSON; this field is for `hlslc-build`'s structs.
    #[cfg_attr(feature = "serde", serde(skip))]
    pub element_layout: Option<BufferLayout>,
    /// For an array of a Shader Model 6.6 descriptor heap (one per
    /// resource type code reads from it): `"resource"` or `"sampler"`.
    /// It has no register (the register fields are zero); `vulkan` is
    /// the heap's binding, which all its arrays share.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub descriptor_heap: Option<&'static str>,
}

/// The contents of a `ConstantBuffer<T>` or `TextureBuffer<T>`.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct BufferLayout {
    /// Bytes, rounded up to a whole 16-byte row (for the push-constant
    /// block: its std430 size).
    pub size: u32,
    /// T's fields; for a T that is not a struct, one member named like
    /// the resource.
    pub members: Vec<Member>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
/// A Vulkan descriptor set and binding (WGSL's `@group` and `@binding`).
pub struct VulkanBinding {
    /// The descriptor set (`@group`).
    pub set: u32,
    /// The binding in the set.
    pub binding: u32,
}

#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
/// A `cbuffer` block and its layout under HLSL's constant-buffer packing.
pub struct ConstantBuffer {
    /// The block's name.
    pub name: String,
    /// The register space.
    pub space: u32,
    /// The `b` register.
    pub register: u32,
    /// Whether the source wrote the register.
    pub explicit: bool,
    /// The Vulkan descriptor set and binding.
    pub vulkan: Option<VulkanBinding>,
    /// As [`Resource::moved_to`].
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub moved_to: Option<VulkanBinding>,
    /// Bytes, rounded up to a whole 16-byte row.
    pub size: u32,
    /// The block's variables, at their offsets.
    pub members: Vec<Member>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
/// A variable of a constant buffer, or a field of one.
pub struct Member {
    /// Its name.
    pub name: String,
    /// Its HLSL type, with a matrix's orientation (serialised as `type`).
    #[cfg_attr(feature = "serde", serde(rename = "type"))]
    pub ty: String,
    /// Bytes from the start of the constant buffer.
    pub offset: u32,
    /// Bytes it covers, without the padding after it.
    pub size: u32,
    /// For arrays: the element count.
    pub array_length: Option<u32>,
    /// For arrays: the bytes between elements.
    pub array_stride: Option<u32>,
    /// For structs (and arrays of them: the first element's): the fields.
    pub members: Vec<Member>,
}

#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
/// An entry point's stage and signature.
pub struct EntryPointInfo {
    /// The function's name.
    pub name: String,
    /// `vertex`, `pixel`, `compute`, ….
    pub stage: String,
    /// `[numthreads(x, y, z)]` for compute entry points, else null.
    pub numthreads: Option<[u32; 3]>,
    /// The values it reads (parameters, flattened to their semantics).
    pub inputs: Vec<SignatureElement>,
    /// The values it writes (`out` parameters and the return value).
    pub outputs: Vec<SignatureElement>,
    /// `[RootSignature("...")]`, parsed; null when there is none.
    pub root_signature: Option<RootSignatureInfo>,
}

/// A root signature (D3D12's version 1.1 description). Enumerated values
/// are spelled as in the root signature language (`SHADER_VISIBILITY_ALL`).
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct RootSignatureInfo {
    /// `ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT`, ….
    pub flags: Vec<String>,
    /// The root parameters, in order.
    pub parameters: Vec<RootParameterInfo>,
    /// The static samplers, in order.
    pub static_samplers: Vec<StaticSamplerInfo>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
/// A root parameter.
pub struct RootParameterInfo {
    /// `RootConstants`, `CBV`, `SRV`, `UAV` or `DescriptorTable`.
    pub kind: String,
    /// `SHADER_VISIBILITY_ALL`, ….
    pub visibility: String,
    /// For all but descriptor tables.
    pub register: Option<u32>,
    /// For all but descriptor tables.
    pub space: Option<u32>,
    /// For `RootConstants`.
    pub num_32bit_values: Option<u32>,
    /// For `CBV`, `SRV` and `UAV`.
    pub flags: Vec<String>,
    /// For `DescriptorTable`.
    pub ranges: Vec<DescriptorRangeInfo>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
/// A range of a descriptor table.
pub struct DescriptorRangeInfo {
    /// `CBV`, `SRV`, `UAV` or `Sampler`.
    pub kind: String,
    /// The first register.
    pub register: u32,
    /// The register space.
    pub space: u32,
    /// Null for `unbounded`.
    pub num_descriptors: Option<u32>,
    /// Null for `DESCRIPTOR_RANGE_OFFSET_APPEND`.
    pub offset: Option<u32>,
    /// `DATA_VOLATILE`, `DESCRIPTORS_VOLATILE`, ….
    pub flags: Vec<String>,
}

#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
/// A static sampler, its fields as the root signature language names them.
pub struct StaticSamplerInfo {
    /// The `s` register.
    pub register: u32,
    /// The register space.
    pub space: u32,
    /// `SHADER_VISIBILITY_…`.
    pub visibility: String,
    /// `FILTER_…`.
    pub filter: String,
    /// `TEXTURE_ADDRESS_…` for u.
    pub address_u: String,
    /// `TEXTURE_ADDRESS_…` for v.
    pub address_v: String,
    /// `TEXTURE_ADDRESS_…` for w.
    pub address_w: String,
    /// `mipLODBias`.
    pub mip_lod_bias: f32,
    /// `maxAnisotropy`.
    pub max_anisotropy: u32,
    /// `COMPARISON_…`.
    pub comparison_func: String,
    /// `STATIC_BORDER_COLOR_…`.
    pub border_color: String,
    /// `minLOD`.
    pub min_lod: f32,
    /// `maxLOD`.
    pub max_lod: f32,
}

#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
/// A value crossing an entry point's boundary.
pub struct SignatureElement {
    /// The parameter or `return`, with the field path to the element
    /// (`input.uv`, `return.position`).
    pub name: String,
    /// Upper-cased, without its index (`TEXCOORD`).
    pub semantic: String,
    /// The semantic's index (`TEXCOORD1` is 1).
    pub semantic_index: u32,
    /// Its HLSL type (serialised as `type`).
    #[cfg_attr(feature = "serde", serde(rename = "type"))]
    pub ty: String,
    /// A system value (`SV_…`).
    pub system_value: bool,
    /// Its interpolation modifier (`linear`, `nointerpolation`, …), if
    /// written.
    pub interpolation: Option<String>,
}

/// The reflection of a checked program under `vulkan`'s binding rules.
pub fn reflect(program: &Program, vulkan: &VulkanBindings) -> Reflection {
    let map = vulkan.assign(program);
    let moved = hlsl_lower::moved_bindings(program, &map);
    Reflection {
        schema_version: SCHEMA_VERSION,
        resources: resources(program, &map, &moved),
        constant_buffers: constant_buffers(program, &map, &moved),
        entry_points: program
            .entry_points
            .iter()
            .map(|ep| entry_point(program, ep))
            .collect(),
        specialization_constants: program
            .spec_constants
            .iter()
            .map(|s| {
                let g = &program.globals[s.global];
                SpecializationConstant {
                    name: g.name.clone(),
                    id: s.id,
                    ty: type_name(program, g.ty),
                    default: match s.default {
                        hlsl_sema::ir::Literal::Bool(b) => ConstantValue::Bool(b),
                        hlsl_sema::ir::Literal::Sint(i) => ConstantValue::Sint(i),
                        hlsl_sema::ir::Literal::Uint(u) => ConstantValue::Uint(u),
                        hlsl_sema::ir::Literal::Float(f) => ConstantValue::Float(f),
                    },
                }
            })
            .collect(),
    }
}

fn vulkan_of(map: &BindingMap, bound: Bound) -> Option<VulkanBinding> {
    map.get(bound)
        .map(|(set, binding)| VulkanBinding { set, binding })
}

/// Where `moved` puts `bound`, when that is not where `map` does.
fn moved_of(map: &BindingMap, moved: &BindingMap, bound: Bound) -> Option<VulkanBinding> {
    vulkan_of(moved, bound).filter(|_| moved.get(bound) != map.get(bound))
}

fn resources(program: &Program, map: &BindingMap, moved: &BindingMap) -> Vec<Resource> {
    let mut found: Vec<_> = program
        .globals
        .iter()
        // Elements of arrays of resources: listed as the array.
        .filter(|(id, _)| !program.resource_elements.contains_key(id))
        .filter_map(|(id, g)| match g.kind {
            hlsl_sema::ir::GlobalKind::Resource(b) => Some((id, g, b)),
            _ => None,
        })
        .collect();
    found.sort_by_key(|(_, g, _)| g.span.lo);
    found
        .into_iter()
        .map(|(id, g, b)| {
            let (kind, elem) = resource_of(&program.types, g.ty);
            let push_constant = program.is_push_constant(id);
            let layout = buffer_layout(program, &g.name, g.ty, push_constant);
            let element_layout = structured_layout(program, g.ty);
            let descriptor_heap = program
                .descriptor_heaps
                .iter()
                .find(|&&(h, _)| h == id)
                .map(|&(_, sampler)| if sampler { "sampler" } else { "resource" });
            // A heap's arrays have no register in the source: the
            // interpreter's heap space is not reported.
            let b = match descriptor_heap {
                Some(_) => hlsl_sema::ir::Binding {
                    space: 0,
                    explicit: false,
                    ..b
                },
                None => b,
            };
            Resource {
                name: g.name.clone(),
                kind,
                element_type: elem.map(|e| type_name(program, e)),
                class: b.class.letter().to_string(),
                space: b.space,
                register: b.register,
                range: b.range,
                explicit: b.explicit,
                vulkan: vulkan_of(map, Bound::Global(id)),
                moved_to: moved_of(map, moved, Bound::Global(id)),
                layout,
                counter: map
                    .counter(id)
                    .map(|(set, binding)| VulkanBinding { set, binding }),
                counter_moved_to: moved
                    .counter(id)
                    .filter(|&c| map.counter(id) != Some(c))
                    .map(|(set, binding)| VulkanBinding { set, binding }),
                push_constant,
                element_layout,
                descriptor_heap,
            }
        })
        .collect()
}

/// The members of a `ConstantBuffer<T>` or `TextureBuffer<T>` (or an array
/// of them) named `name`, laid out with the program's rule for it (the
/// push-constant block's when `push_constant`); for a structured or typed
/// buffer, its element's, with the element stride as the size. `None`
/// for other resources.
fn buffer_layout(
    program: &Program,
    name: &str,
    ty: TypeId,
    push_constant: bool,
) -> Option<BufferLayout> {
    use hlsl_sema::types::ResourceKind as K;
    let rules = program.layout;
    let (types, structs) = (&program.types, &program.structs);
    let (elem, packing) = match *types.get(ty) {
        TypeKind::Array { elem, .. } => return buffer_layout(program, name, elem, push_constant),
        TypeKind::Resource {
            kind: K::ConstantBuffer,
            elem,
        } if push_constant => (elem, rules.push_constant()),
        TypeKind::Resource {
            kind: K::ConstantBuffer,
            elem,
        } => (elem, rules.cbuffer()),
        TypeKind::Resource {
            kind: K::TextureBuffer,
            elem,
        } => (elem, rules.tbuffer()),
        TypeKind::Resource {
            kind:
                K::StructuredBuffer
                | K::RWStructuredBuffer
                | K::AppendStructuredBuffer
                | K::ConsumeStructuredBuffer
                | K::Buffer
                | K::RWBuffer,
            elem,
        } if elem != Types::VOID => {
            let packing = rules.structured();
            let size = layout::array_stride(types, structs, elem, packing);
            let members = match *types.get(elem) {
                TypeKind::Struct(_) => member(program, name, elem, 0, packing).members,
                _ => vec![member(program, name, elem, 0, packing)],
            };
            return Some(BufferLayout { size, members });
        }
        _ => return None,
    };
    let size = layout::size_of(types, structs, elem, packing);
    let size = match push_constant {
        true => size,
        false => size.next_multiple_of(16),
    };
    let members = match *program.types.get(elem) {
        // The struct's fields are the buffer's members, at offsets from
        // the start of the buffer.
        TypeKind::Struct(_) => member(program, name, elem, 0, packing).members,
        _ => vec![member(program, name, elem, 0, packing)],
    };
    Some(BufferLayout { size, members })
}

/// The element layout of a structured buffer of structs (or an array of
/// them); `None` for other resources.
fn structured_layout(program: &Program, ty: TypeId) -> Option<BufferLayout> {
    use hlsl_sema::types::ResourceKind;
    let elem = match *program.types.get(ty) {
        TypeKind::Array { elem, .. } => return structured_layout(program, elem),
        TypeKind::Resource {
            kind:
                ResourceKind::StructuredBuffer
                | ResourceKind::RWStructuredBuffer
                | ResourceKind::AppendStructuredBuffer
                | ResourceKind::ConsumeStructuredBuffer,
            elem,
        } => elem,
        _ => return None,
    };
    if !matches!(program.types.get(elem), TypeKind::Struct(_)) {
        return None;
    }
    // The program's structured-buffer rule (DXC's relaxed std430 unless a
    // -fvk-use-*-layout flag chose another); `size` is the element stride.
    let packing = program.layout.structured();
    let size = layout::array_stride(&program.types, &program.structs, elem, packing);
    let members = member(program, "", elem, 0, packing).members;
    Some(BufferLayout { size, members })
}

/// The kind's name and element type of a resource or array of resources.
fn resource_of(types: &Types, ty: TypeId) -> (String, Option<TypeId>) {
    match types.get(ty) {
        TypeKind::Array { elem, .. } => resource_of(types, *elem),
        TypeKind::Resource { kind, elem } => {
            let elem = (*elem != Types::VOID).then_some(*elem);
            (kind.name().to_string(), elem)
        }
        _ => (String::new(), None),
    }
}

fn constant_buffers(
    program: &Program,
    map: &BindingMap,
    moved: &BindingMap,
) -> Vec<ConstantBuffer> {
    program
        .cbuffers
        .iter()
        // A `ConstantBuffer<T>`'s hidden cbuffer: listed as the resource.
        .filter(|(_, cb)| cb.resource.is_none())
        .map(|(id, cb)| ConstantBuffer {
            name: cb.name.clone(),
            space: cb.binding.space,
            register: cb.binding.register,
            explicit: cb.binding.explicit,
            vulkan: vulkan_of(map, Bound::CBuffer(id)),
            moved_to: moved_of(map, moved, Bound::CBuffer(id)),
            size: cb.size,
            members: cb
                .members
                .iter()
                .map(|&m| {
                    let g = &program.globals[m];
                    let offset = match g.kind {
                        hlsl_sema::ir::GlobalKind::CBufferMember { offset, .. } => offset,
                        _ => 0,
                    };
                    member(program, &g.name, g.ty, offset, cb.packing)
                })
                .collect(),
        })
        .collect()
}

/// A member of type `ty` at `offset`, with its fields at their offsets,
/// laid out as `packing` (a cbuffer's, or the push-constant block's).
fn member(program: &Program, name: &str, ty: TypeId, offset: u32, packing: Packing) -> Member {
    let (types, structs) = (&program.types, &program.structs);
    let size = layout::size_of(types, structs, ty, packing);
    let (array_length, array_stride, inner) = match *types.get(ty) {
        TypeKind::Array { elem, len } => (
            len,
            Some(layout::array_stride(types, structs, elem, packing)),
            elem,
        ),
        _ => (None, None, ty),
    };
    let members = match *types.get(inner) {
        TypeKind::Struct(s) => {
            let offsets = layout::field_offsets(types, structs, inner, packing);
            structs[s]
                .fields
                .iter()
                .zip(offsets)
                .map(|(f, at)| member(program, &f.name, f.ty, offset + at, packing))
                .collect()
        }
        _ => Vec::new(),
    };
    Member {
        name: name.to_string(),
        ty: type_name(program, ty),
        offset,
        size,
        array_length,
        array_stride,
        members,
    }
}

/// The HLSL spelling of a type, with a matrix's orientation written out
/// (`column_major float4x3`), since it decides the layout.
fn type_name(program: &Program, ty: TypeId) -> String {
    let mut inner = ty;
    while let TypeKind::Array { elem, .. } = *program.types.get(inner) {
        inner = elem;
    }
    let name = program.type_name(ty);
    match *program.types.get(inner) {
        TypeKind::Matrix {
            column_major: true, ..
        } => format!("column_major {name}"),
        TypeKind::Matrix { .. } => format!("row_major {name}"),
        _ => name,
    }
}

fn entry_point(program: &Program, ep: &EntryPoint) -> EntryPointInfo {
    let f = &program.functions[ep.function];
    let mut inputs = Vec::new();
    let mut outputs = Vec::new();
    for p in &f.params {
        let at = Signature {
            name: &p.name,
            ty: p.ty,
            semantic: p.semantic.as_ref(),
            interpolation: p.interpolation,
        };
        if matches!(p.mode, ParamMode::In | ParamMode::InOut) {
            flatten(program, &at, &mut inputs);
        }
        if matches!(p.mode, ParamMode::Out | ParamMode::InOut) {
            flatten(program, &at, &mut outputs);
        }
    }
    let ret = Signature {
        name: "return",
        ty: f.ret,
        semantic: f.ret_semantic.as_ref(),
        interpolation: None,
    };
    flatten(program, &ret, &mut outputs);
    EntryPointInfo {
        name: f.name.clone(),
        stage: ep.stage.name().to_string(),
        numthreads: (ep.stage == Stage::Compute).then_some(ep.workgroup_size),
        inputs,
        outputs,
        root_signature: ep.root_signature.as_ref().map(root_signature),
    }
}

fn strings(names: &[&str]) -> Vec<String> {
    names.iter().map(|n| n.to_string()).collect()
}

fn root_signature(rs: &RootSignature) -> RootSignatureInfo {
    let parameters = rs
        .parameters
        .iter()
        .map(|p| {
            let mut info = RootParameterInfo {
                kind: String::new(),
                visibility: p.visibility.to_string(),
                register: None,
                space: None,
                num_32bit_values: None,
                flags: Vec::new(),
                ranges: Vec::new(),
            };
            match &p.kind {
                ParameterKind::Constants {
                    register,
                    num_32bit_values,
                } => {
                    info.kind = "RootConstants".into();
                    info.register = Some(register.index);
                    info.space = Some(register.space);
                    info.num_32bit_values = Some(*num_32bit_values);
                }
                ParameterKind::Descriptor {
                    class,
                    register,
                    flags,
                } => {
                    info.kind = class.name().into();
                    info.register = Some(register.index);
                    info.space = Some(register.space);
                    info.flags = strings(flags);
                }
                ParameterKind::DescriptorTable(ranges) => {
                    info.kind = "DescriptorTable".into();
                    info.ranges = ranges
                        .iter()
                        .map(|r| DescriptorRangeInfo {
                            kind: r.class.name().into(),
                            register: r.register.index,
                            space: r.register.space,
                            num_descriptors: r.num_descriptors,
                            offset: r.offset,
                            flags: strings(&r.flags),
                        })
                        .collect();
                }
            }
            info
        })
        .collect();
    let static_samplers = rs
        .static_samplers
        .iter()
        .map(|s| StaticSamplerInfo {
            register: s.register.index,
            space: s.register.space,
            visibility: s.visibility.into(),
            filter: s.filter.into(),
            address_u: s.address_u.into(),
            address_v: s.address_v.into(),
            address_w: s.address_w.into(),
            mip_lod_bias: s.mip_lod_bias,
            max_anisotropy: s.max_anisotropy,
            comparison_func: s.comparison_func.into(),
            border_color: s.border_color.into(),
            min_lod: s.min_lod,
            max_lod: s.max_lod,
        })
        .collect();
    RootSignatureInfo {
        flags: strings(&rs.flags),
        parameters,
        static_samplers,
    }
}

/// A value crossing the entry point's boundary.
struct Signature<'a> {
    name: &'a str,
    ty: TypeId,
    semantic: Option<&'a Semantic>,
    interpolation: Option<Interpolation>,
}

/// The signature elements of a parameter or return value: itself when it
/// has a semantic, else its struct fields (recursively); nothing for
/// `void` or values without semantics.
fn flatten(program: &Program, at: &Signature, out: &mut Vec<SignatureElement>) {
    if let Some(s) = at.semantic {
        out.push(SignatureElement {
            name: at.name.to_string(),
            semantic: s.name.clone(),
            semantic_index: s.index,
            ty: type_name(program, at.ty),
            system_value: s.system.is_some() || s.name.starts_with("SV_"),
            interpolation: at.interpolation.map(|i| interpolation_name(i).to_string()),
        });
        return;
    }
    let TypeKind::Struct(s) = *program.types.get(at.ty) else {
        return;
    };
    for field in &program.structs[s].fields {
        let name = format!("{}.{}", at.name, field.name);
        let inner = Signature {
            name: &name,
            ty: field.ty,
            semantic: field.semantic.as_ref(),
            interpolation: field.interpolation.or(at.interpolation),
        };
        flatten(program, &inner, out);
    }
}

fn interpolation_name(i: Interpolation) -> &'static str {
    match i {
        Interpolation::Linear => "linear",
        Interpolation::NoInterpolation => "nointerpolation",
        Interpolation::NoPerspective => "noperspective",
        Interpolation::Centroid => "centroid",
        Interpolation::Sample => "sample",
        Interpolation::NoPerspectiveCentroid => "noperspective centroid",
        Interpolation::NoPerspectiveSample => "noperspective sample",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{FrontendOptions, Session};

    fn reflect_with(text: &str, options: FrontendOptions) -> Reflection {
        let mut session = Session::new(options);
        let file = session.add_source("t.hlsl", text);
        let program = session.check(file);
        assert!(!session.has_errors(), "{:?}", session.diagnostics());
        let program = program.unwrap_or_default();
        reflect(&program, &VulkanBindings::new())
    }

    fn offsets(members: &[Member]) -> Vec<(String, u32, u32)> {
        members
            .iter()
            .map(|m| (m.name.clone(), m.offset, m.size))
            .collect()
    }

    /// FXC's packing (-fvk-use-dx-layout) puts a member into the last row
    /// of a struct or array before it; DXC's default std140 starts it on
    /// a new row (tests/reflect/layout_* have both).
    #[test]
    fn members_pack_into_the_last_row_of_a_struct_or_array() {
        let mut options = FrontendOptions::default();
        options.dxc.layout = Some(hlsl_sema::layout::LayoutRules::Dx);
        let r = reflect_with(
            "struct L { float3 dir; float power; float2 range; };\n\
             cbuffer C { float t; L l; float u; float2 v; float a[2]; float w; };\n",
            options,
        );
        let cb = &r.constant_buffers[0];
        let expected = [
            ("t", 0, 4),
            ("l", 16, 24),
            ("u", 40, 4),
            ("v", 48, 8),
            ("a", 64, 20),
            ("w", 84, 4),
        ];
        let expected: Vec<_> = expected
            .iter()
            .map(|&(n, o, s)| (n.to_string(), o, s))
            .collect();
        assert_eq!(offsets(&cb.members), expected);
        assert_eq!(cb.size, 96);
        let fields = offsets(&cb.members[1].members);
        assert_eq!(fields[2], ("range".to_string(), 32, 8));
    }
}
