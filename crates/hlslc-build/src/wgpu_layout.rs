//! `wgpu::BindGroupLayoutEntry` lists from a compiled module: one `const`
//! per bind group, with the bindings the compile produced (after the
//! binding options), so a renderer's layouts cannot drift from its
//! shaders.
//!
//! What the shader cannot say is chosen as most renderers want it: float
//! textures are `filterable`, samplers `Filtering` (or `Comparison`),
//! buffers have no dynamic offset or minimum size. A group holding
//! something an entry cannot state (an unbounded array of resources) gets
//! no list, and a comment says why.

use hlslc::naga;
use std::collections::BTreeMap;
use std::fmt::Write;

/// The Rust source of `GROUP<n>` constants (and `BIND_GROUPS`) for
/// `module`, whose entry point runs in `stage`.
pub fn write(module: &naga::Module, stage: hlslc::Stage, out: &mut String) {
    let visibility = match stage {
        hlslc::Stage::Vertex => "VERTEX",
        hlslc::Stage::Pixel => "FRAGMENT",
        _ => "COMPUTE",
    };
    let mut groups: BTreeMap<u32, Vec<(u32, Entry)>> = BTreeMap::new();
    for (_, var) in module.global_variables.iter() {
        let Some(binding) = &var.binding else {
            continue;
        };
        let entry = entry(module, var);
        groups
            .entry(binding.group)
            .or_default()
            .push((binding.binding, entry));
    }
    for (group, mut entries) in groups {
        entries.sort_by_key(|(b, _)| *b);
        if let Some((binding, Err(why))) = entries.iter().find(|(_, e)| e.is_err()) {
            // No list rather than a wrong one.
            let _ = writeln!(
                out,
                "// No `GROUP{group}`: binding {binding} is {why}, which a layout entry cannot state.\n"
            );
            continue;
        }
        let _ = writeln!(
            out,
            "/// The layout entries of bind group {group}, as this compile bound them.\n\
             pub const GROUP{group}: &[wgpu::BindGroupLayoutEntry] = &["
        );
        for (binding, e) in &entries {
            let ty = e.as_ref().map_or("", String::as_str);
            let _ = writeln!(
                out,
                "    wgpu::BindGroupLayoutEntry {{ binding: {binding}, visibility: wgpu::ShaderStages::{visibility}, {ty} }},"
            );
        }
        let _ = writeln!(out, "];\n");
    }
}

/// `ty: …, count: …` for a resource, or why there is none.
type Entry = Result<String, String>;

/// The entry of `var` (see [`Entry`]).
fn entry(module: &naga::Module, var: &naga::GlobalVariable) -> Entry {
    let mut ty = var.ty;
    let mut count = "None".to_string();
    if let naga::TypeInner::BindingArray { base, size } = module.types[ty].inner {
        match size {
            naga::ArraySize::Constant(n) => {
                count = format!("::core::num::NonZeroU32::new({n})");
            }
            _ => return Err("an unbounded array of resources".into()),
        }
        ty = base;
    }
    let binding_type = match (var.space, &module.types[ty].inner) {
        (naga::AddressSpace::Uniform, _) => "wgpu::BindingType::Buffer { ty: wgpu::BufferBindingType::Uniform, has_dynamic_offset: false, min_binding_size: None }".to_string(),
        (naga::AddressSpace::Storage { access }, _) => format!(
            "wgpu::BindingType::Buffer {{ ty: wgpu::BufferBindingType::Storage {{ read_only: {} }}, has_dynamic_offset: false, min_binding_size: None }}",
            !access.contains(naga::StorageAccess::STORE)
        ),
        (_, naga::TypeInner::Sampler { comparison }) => format!(
            "wgpu::BindingType::Sampler(wgpu::SamplerBindingType::{})",
            if *comparison { "Comparison" } else { "Filtering" }
        ),
        (_, naga::TypeInner::Image { dim, arrayed, class }) => {
            let view = view_dimension(*dim, *arrayed)?;
            match class {
                naga::ImageClass::Sampled { kind, multi } => {
                    let sample = match kind {
                        naga::ScalarKind::Float => "Float { filterable: true }",
                        naga::ScalarKind::Sint => "Sint",
                        naga::ScalarKind::Uint => "Uint",
                        _ => return Err("a texture of booleans".into()),
                    };
                    format!("wgpu::BindingType::Texture {{ sample_type: wgpu::TextureSampleType::{sample}, view_dimension: wgpu::TextureViewDimension::{view}, multisampled: {multi} }}")
                }
                naga::ImageClass::Depth { multi } => format!(
                    "wgpu::BindingType::Texture {{ sample_type: wgpu::TextureSampleType::Depth, view_dimension: wgpu::TextureViewDimension::{view}, multisampled: {multi} }}"
                ),
                naga::ImageClass::Storage { format, access } => {
                    let access = match (
                        access.contains(naga::StorageAccess::LOAD),
                        access.contains(naga::StorageAccess::STORE),
                    ) {
                        (true, true) => "ReadWrite",
                        (true, false) => "ReadOnly",
                        _ => "WriteOnly",
                    };
                    format!("wgpu::BindingType::StorageTexture {{ access: wgpu::StorageTextureAccess::{access}, format: wgpu::TextureFormat::{format:?}, view_dimension: wgpu::TextureViewDimension::{view} }}")
                }
                naga::ImageClass::External => return Err("an external texture".into()),
            }
        }
        _ => return Err("not a buffer, texture or sampler".into()),
    };
    Ok(format!("ty: {binding_type}, count: {count}"))
}

fn view_dimension(dim: naga::ImageDimension, arrayed: bool) -> Result<&'static str, String> {
    Ok(match (dim, arrayed) {
        (naga::ImageDimension::D1, false) => "D1",
        (naga::ImageDimension::D2, false) => "D2",
        (naga::ImageDimension::D2, true) => "D2Array",
        (naga::ImageDimension::D3, false) => "D3",
        (naga::ImageDimension::Cube, false) => "Cube",
        (naga::ImageDimension::Cube, true) => "CubeArray",
        _ => return Err("an array of 1D or 3D textures".into()),
    })
}
