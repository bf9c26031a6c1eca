//! The Vulkan interface of a SPIR-V module as a table, for the
//! `tests/codegen` snapshots (`STEM.ENTRY.STAGE.interface`): what `dxc
//! -spirv` users compare (descriptor sets and bindings, locations,
//! built-ins, push constants, specialization constants), without the
//! rest of the module, which naga words differently from DXC anyway.
//!
//! One line per decorated global variable or spec constant, in the order
//! of their ids: `STORAGE NAME: set S binding B`, `location L`, `builtin
//! B`, or `spec_id N`; a per-vertex input adds `per_vertex`; a storage
//! image adds its format (`format Rgba32f`, `format Unknown`); a
//! `Coherent` variable (`globallycoherent`) adds `coherent`. The names are
//! naga's (`OpName`). Then the execution modes on the depth and stencil
//! tests, one a line (`mode EarlyFragmentTests`); the others
//! (`OriginUpperLeft`, `LocalSize`) say nothing a user chose.

use std::collections::BTreeMap;
use std::fmt::Write;

const OP_NAME: u32 = 5;
const OP_EXECUTION_MODE: u32 = 16;
const OP_SPEC_CONSTANT_TRUE: u32 = 48;
const OP_SPEC_CONSTANT_FALSE: u32 = 49;
const OP_SPEC_CONSTANT: u32 = 50;
const OP_FUNCTION: u32 = 54;
const OP_VARIABLE: u32 = 59;
const OP_DECORATE: u32 = 71;
const OP_TYPE_IMAGE: u32 = 25;
const OP_TYPE_POINTER: u32 = 32;

#[derive(Default)]
struct Item {
    name: String,
    storage: Option<&'static str>,
    set: Option<u32>,
    binding: Option<u32>,
    location: Option<u32>,
    /// `Index`: a dual-source blending output's.
    index: Option<u32>,
    /// `PerVertexKHR`: an input's values at each vertex.
    per_vertex: bool,
    /// `Coherent`: a `globallycoherent` UAV.
    coherent: bool,
    builtin: Option<u32>,
    spec_id: Option<u32>,
    spec: bool,
    /// The variable's pointer type.
    ty: Option<u32>,
}

/// The table for `words`, or why it cannot be read.
pub fn table(words: &[u32]) -> Result<String, String> {
    let mut items: BTreeMap<u32, Item> = BTreeMap::new();
    // Pointer type → pointee; storage image type → its format.
    let mut pointee: BTreeMap<u32, u32> = BTreeMap::new();
    let mut formats: BTreeMap<u32, u32> = BTreeMap::new();
    let mut modes = Vec::new();
    let mut at = 5;
    while at < words.len() {
        let count = (words[at] >> 16) as usize;
        let opcode = words[at] & 0xffff;
        if count == 0 || at + count > words.len() {
            return Err(format!("malformed instruction at word {at}"));
        }
        let ops = &words[at + 1..at + count];
        match opcode {
            OP_FUNCTION => break,
            OP_NAME => items.entry(ops[0]).or_default().name = string(&ops[1..]),
            OP_EXECUTION_MODE if ops.len() >= 2 => modes.extend(test_mode(ops[1])),
            OP_DECORATE if ops.len() >= 2 => {
                let item = items.entry(ops[0]).or_default();
                let value = ops.get(2).copied();
                match ops[1] {
                    1 => item.spec_id = value,
                    11 => item.builtin = value,
                    30 => item.location = value,
                    32 => item.index = value,
                    5285 => item.per_vertex = true,
                    23 => item.coherent = true,
                    33 => item.binding = value,
                    34 => item.set = value,
                    _ => {}
                }
            }
            OP_VARIABLE if ops.len() >= 3 => {
                let item = items.entry(ops[1]).or_default();
                item.storage = Some(storage_class(ops[2]));
                item.ty = Some(ops[0]);
            }
            OP_TYPE_POINTER if ops.len() >= 3 => {
                pointee.insert(ops[0], ops[2]);
            }
            // Sampled = 2: a storage image.
            OP_TYPE_IMAGE if ops.len() >= 8 && ops[6] == 2 => {
                formats.insert(ops[0], ops[7]);
            }
            OP_SPEC_CONSTANT | OP_SPEC_CONSTANT_TRUE | OP_SPEC_CONSTANT_FALSE => {
                items.entry(ops[1]).or_default().spec = true;
            }
            _ => {}
        }
        at += count;
    }
    let mut out = String::new();
    for item in items.values() {
        let name = if item.name.is_empty() {
            "_"
        } else {
            &item.name
        };
        let what = match (
            item.set,
            item.binding,
            item.location,
            item.builtin,
            item.spec_id,
        ) {
            (Some(s), Some(b), ..) => format!("set {s} binding {b}"),
            (None, Some(b), ..) => format!("binding {b}"),
            (_, _, Some(l), ..) => match (item.index, item.per_vertex) {
                (Some(i), _) => format!("location {l} index {i}"),
                (None, true) => format!("location {l} per_vertex"),
                (None, false) => format!("location {l}"),
            },
            (_, _, _, Some(b), _) => format!("builtin {}", builtin(b)),
            (.., Some(id)) if item.spec => format!("spec_id {id}"),
            _ if item.storage == Some("PushConstant") => "push constant".to_string(),
            _ => continue,
        };
        let format = item
            .ty
            .and_then(|p| pointee.get(&p))
            .and_then(|t| formats.get(t));
        let what = match format {
            Some(&f) => format!("{what} format {}", image_format(f)),
            None => what,
        };
        let what = match item.coherent {
            true => format!("{what} coherent"),
            false => what,
        };
        match item.storage {
            Some(storage) => writeln!(out, "{storage} {name}: {what}"),
            None => writeln!(out, "{name}: {what}"),
        }
        .map_err(|e| e.to_string())?;
    }
    for mode in modes {
        writeln!(out, "mode {mode}").map_err(|e| e.to_string())?;
    }
    Ok(out)
}

/// An execution mode on the depth and stencil tests, by name.
fn test_mode(mode: u32) -> Option<&'static str> {
    Some(match mode {
        9 => "EarlyFragmentTests",
        14 => "DepthGreater",
        15 => "DepthLess",
        16 => "DepthUnchanged",
        4446 => "PostDepthCoverage",
        5017 => "EarlyAndLateFragmentTestsAMD",
        5079 => "StencilRefUnchangedFrontAMD",
        5080 => "StencilRefGreaterFrontAMD",
        5081 => "StencilRefLessFrontAMD",
        5082 => "StencilRefUnchangedBackAMD",
        5083 => "StencilRefGreaterBackAMD",
        5084 => "StencilRefLessBackAMD",
        _ => return None,
    })
}

fn string(words: &[u32]) -> String {
    let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
    let end = bytes.iter().position(|&b| b == 0).unwrap_or(bytes.len());
    String::from_utf8_lossy(&bytes[..end]).into_owned()
}

fn image_format(format: u32) -> String {
    let name = match format {
        0 => "Unknown",
        1 => "Rgba32f",
        2 => "Rgba16f",
        3 => "R32f",
        4 => "Rgba8",
        5 => "Rgba8Snorm",
        7 => "Rg16f",
        8 => "R11fG11fB10f",
        9 => "R16f",
        15 => "R8",
        22 => "Rgba16i",
        31 => "Rgba16ui",
        6 => "Rg32f",
        21 => "Rgba32i",
        24 => "R32i",
        25 => "Rg32i",
        30 => "Rgba32ui",
        33 => "R32ui",
        35 => "Rg32ui",
        _ => return format!("#{format}"),
    };
    name.to_string()
}

fn storage_class(class: u32) -> &'static str {
    match class {
        0 => "UniformConstant",
        1 => "Input",
        2 => "Uniform",
        3 => "Output",
        4 => "Workgroup",
        6 => "Private",
        9 => "PushConstant",
        12 => "StorageBuffer",
        _ => "Other",
    }
}

fn builtin(b: u32) -> String {
    let name = match b {
        0 => "Position",
        1 => "PointSize",
        3 => "ClipDistance",
        4 => "CullDistance",
        5 => "VertexId",
        6 => "InstanceId",
        7 => "PrimitiveId",
        9 => "Layer",
        15 => "FragCoord",
        17 => "FrontFacing",
        18 => "SampleId",
        20 => "SampleMask",
        22 => "FragDepth",
        24 => "NumWorkgroups",
        26 => "WorkgroupId",
        27 => "LocalInvocationId",
        28 => "GlobalInvocationId",
        29 => "LocalInvocationIndex",
        42 => "VertexIndex",
        43 => "InstanceIndex",
        4424 => "BaseVertex",
        4425 => "BaseInstance",
        4426 => "DrawIndex",
        4440 => "ViewIndex",
        5286 => "BaryCoordKHR",
        5287 => "BaryCoordNoPerspKHR",
        _ => return b.to_string(),
    };
    name.to_string()
}
