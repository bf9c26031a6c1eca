//! `hlslc reflect`: a checked program's resources, constant-buffer layouts
//! and entry-point signatures as JSON. The schema is documented in
//! docs/reflection.md and is stable: fields are only ever added, and
//! serialise in the order they are declared here.

use hlsl_lower::{BindingMap, VulkanBindings};
use hlsl_sema::ir::{Bound, EntryPoint, Interpolation, ParamMode, Program, Semantic, Stage};
use hlsl_sema::layout::{self, Packing};
use hlsl_sema::root_signature::{ParameterKind, RootSignature};
use hlsl_sema::types::{TypeId, TypeKind, Types};
use serde::Serialize;

/// The version of the schema; bumped only for incompatible changes.
pub const SCHEMA_VERSION: u32 = 1;

#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct Reflection {
    pub schema_version: u32,
    pub resources: Vec<Resource>,
    pub constant_buffers: Vec<ConstantBuffer>,
    pub entry_points: Vec<EntryPointInfo>,
    /// `[[vk::constant_id(N)]]` globals, in declaration order.
    pub specialization_constants: Vec<SpecializationConstant>,
}

/// A specialization constant. SPIR-V declares it (`OpSpecConstant`,
/// `SpecId`); WGSL, MSL and GLSL output is fixed at its default (with the
/// `spec-constant-default` warning).
#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct SpecializationConstant {
    pub name: String,
    /// The `SpecId`.
    pub id: u32,
    #[serde(rename = "type")]
    pub ty: String,
    /// A JSON boolean or number.
    pub default: serde_json::Value,
}

#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
pub struct Resource {
    pub name: String,
    /// The resource type's name without its template (`Texture2D`).
    pub kind: String,
    /// The template argument (`float4`, a struct's name), or null when
    /// none was written.
    pub element_type: Option<String>,
    pub class: String,
    pub space: u32,
    pub register: u32,
    pub range: u32,
    pub explicit: bool,
    pub vulkan: Option<VulkanBinding>,
    /// For `ConstantBuffer<T>` and `TextureBuffer<T>` (and arrays of them:
    /// one element's): T's members under constant-buffer packing.
    pub layout: Option<BufferLayout>,
    /// The Vulkan binding of its counter buffer, for the buffers that have
    /// one (`Program::counter_buffers`).
    pub counter: Option<VulkanBinding>,
    /// The push-constant block (`[[vk::push_constant]]`): no Vulkan
    /// binding, and its layout is DXC's push-constant layout.
    pub push_constant: bool,
}

/// The contents of a `ConstantBuffer<T>` or `TextureBuffer<T>`.
#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
pub struct BufferLayout {
    /// Bytes, rounded up to a whole 16-byte row (for the push-constant
    /// block: its std430 size).
    pub size: u32,
    /// T's fields; for a T that is not a struct, one member named like
    /// the resource.
    pub members: Vec<Member>,
}

#[derive(Clone, Copy, Debug, Serialize, PartialEq, Eq)]
pub struct VulkanBinding {
    pub set: u32,
    pub binding: u32,
}

#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
pub struct ConstantBuffer {
    pub name: String,
    pub space: u32,
    pub register: u32,
    pub explicit: bool,
    pub vulkan: Option<VulkanBinding>,
    /// Bytes, rounded up to a whole 16-byte row.
    pub size: u32,
    pub members: Vec<Member>,
}

#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
pub struct Member {
    pub name: String,
    #[serde(rename = "type")]
    pub ty: String,
    /// Bytes from the start of the constant buffer.
    pub offset: u32,
    /// Bytes it covers, without the padding after it.
    pub size: u32,
    /// For arrays: the element count and the bytes between elements.
    pub array_length: Option<u32>,
    pub array_stride: Option<u32>,
    /// For structs (and arrays of them: the first element's): the fields.
    pub members: Vec<Member>,
}

#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct EntryPointInfo {
    pub name: String,
    pub stage: String,
    /// `[numthreads(x, y, z)]` for compute entry points, else null.
    pub numthreads: Option<[u32; 3]>,
    pub inputs: Vec<SignatureElement>,
    pub outputs: Vec<SignatureElement>,
    /// `[RootSignature("...")]`, parsed; null when there is none.
    pub root_signature: Option<RootSignatureInfo>,
}

/// A root signature (D3D12's version 1.1 description). Enumerated values
/// are spelled as in the root signature language (`SHADER_VISIBILITY_ALL`).
#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct RootSignatureInfo {
    pub flags: Vec<String>,
    pub parameters: Vec<RootParameterInfo>,
    pub static_samplers: Vec<StaticSamplerInfo>,
}

#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
pub struct RootParameterInfo {
    /// `RootConstants`, `CBV`, `SRV`, `UAV` or `DescriptorTable`.
    pub kind: String,
    pub visibility: String,
    /// For all but descriptor tables.
    pub register: Option<u32>,
    pub space: Option<u32>,
    /// For `RootConstants`.
    pub num_32bit_values: Option<u32>,
    /// For `CBV`, `SRV` and `UAV`.
    pub flags: Vec<String>,
    /// For `DescriptorTable`.
    pub ranges: Vec<DescriptorRangeInfo>,
}

#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
pub struct DescriptorRangeInfo {
    /// `CBV`, `SRV`, `UAV` or `Sampler`.
    pub kind: String,
    pub register: u32,
    pub space: u32,
    /// Null for `unbounded`.
    pub num_descriptors: Option<u32>,
    /// Null for `DESCRIPTOR_RANGE_OFFSET_APPEND`.
    pub offset: Option<u32>,
    pub flags: Vec<String>,
}

#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct StaticSamplerInfo {
    pub register: u32,
    pub space: u32,
    pub visibility: String,
    pub filter: String,
    pub address_u: String,
    pub address_v: String,
    pub address_w: String,
    pub mip_lod_bias: f32,
    pub max_anisotropy: u32,
    pub comparison_func: String,
    pub border_color: String,
    pub min_lod: f32,
    pub max_lod: f32,
}

#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
pub struct SignatureElement {
    /// The parameter or `return`, with the field path to the element
    /// (`input.uv`, `return.position`).
    pub name: String,
    /// Upper-cased, without its index (`TEXCOORD`).
    pub semantic: String,
    pub semantic_index: u32,
    #[serde(rename = "type")]
    pub ty: String,
    pub system_value: bool,
    pub interpolation: Option<String>,
}

/// The reflection of a checked program under `vulkan`'s binding rules.
pub fn reflect(program: &Program, vulkan: &VulkanBindings) -> Reflection {
    let map = vulkan.assign(program);
    Reflection {
        schema_version: SCHEMA_VERSION,
        resources: resources(program, &map),
        constant_buffers: constant_buffers(program, &map),
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
                        hlsl_sema::ir::Literal::Bool(b) => b.into(),
                        hlsl_sema::ir::Literal::Sint(i) => i.into(),
                        hlsl_sema::ir::Literal::Uint(u) => u.into(),
                        hlsl_sema::ir::Literal::Float(f) => f.into(),
                    },
                }
            })
            .collect(),
    }
}

/// `reflect` as pretty-printed JSON with a trailing newline.
pub fn to_json(reflection: &Reflection) -> String {
    let mut text = serde_json::to_string_pretty(reflection).unwrap_or_default();
    text.push('\n');
    text
}

fn vulkan_of(map: &BindingMap, bound: Bound) -> Option<VulkanBinding> {
    map.get(bound)
        .map(|(set, binding)| VulkanBinding { set, binding })
}

fn resources(program: &Program, map: &BindingMap) -> Vec<Resource> {
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
                layout,
                counter: map
                    .counter(id)
                    .map(|(set, binding)| VulkanBinding { set, binding }),
                push_constant,
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

fn constant_buffers(program: &Program, map: &BindingMap) -> Vec<ConstantBuffer> {
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

    fn reflect_source(text: &str) -> Reflection {
        let mut session = Session::new(FrontendOptions::default());
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

    /// HLSL packs a member into the last row of a struct or array before
    /// it (not expressible in the lowered naga types yet, so not in
    /// tests/reflect, whose inputs must also compile).
    #[test]
    fn members_pack_into_the_last_row_of_a_struct_or_array() {
        let r = reflect_source(
            "struct L { float3 dir; float power; float2 range; };\n\
             cbuffer C { float t; L l; float u; float2 v; float a[2]; float w; };\n",
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
