//! Runs one `tests/vulkan` test (the compute-test format, plus
//! `[specialization]` and `[render]`, see `tests/vulkan/README.md`)
//! through the raw Vulkan runner ([`crate::vk`]): hlslc's exact SPIR-V,
//! every resource placed where hlslc puts its register with the test's
//! flags, as `runner.rs` does for wgpu.

use crate::vk::descriptors::{self, Descriptor, Placed};
use crate::vk::pipelines::{self, Specialization};
use crate::vk::resources::{HostBuffer, COLOR_LAYERS};
use crate::vk::{self as raw, Scratch};
use crate::{runner, spirv, tools};
use ash::vk;
use hlsl_testkit::{ComputeTest, Register, RegisterClass, SpecValue, TextureDim, TextureSpec};
use std::collections::BTreeMap;
use std::ffi::CString;
use std::path::Path;

/// SPIR-V execution models.
const VERTEX: u32 = 0;
const FRAGMENT: u32 = 4;

/// Compiles, runs and checks `test`, leaving the modules in `work`.
pub fn run_test(test: &ComputeTest, work: &Path) -> Result<(), String> {
    let vk = raw::context()?;
    tools::fresh_dir(work)?;
    // The entry points: a dispatch's one, or a draw's vertex and pixel shaders.
    let stages: Vec<(&str, &str)> = match &test.render {
        Some(r) => vec![("vs_6_0", &r.vertex), ("ps_6_0", &r.pixel)],
        None => vec![(&test.profile, &test.entry)],
    };
    let mut modules = Vec::new();
    for &(profile, entry) in &stages {
        modules.push(compile(test, profile, entry, work)?);
    }
    let (profile, entry) = stages[stages.len() - 1];
    let program = runner::check_program_as(test, profile, entry)?;
    let bindings = hlslc_cli::cli::options_from_flags(&test.flags)?.vulkan_bindings();
    let reflection = hlslc::reflect::reflect(&program, &bindings);
    if let Some(r) = reflection.resources.iter().find(|r| r.counter.is_some()) {
        return Err(format!(
            "{}: counter buffers are not supported by the raw Vulkan runner",
            r.name
        ));
    }

    let mut s = Scratch::new(vk)?;
    let mut placed = Vec::new();
    let mut outputs: BTreeMap<Register, HostBuffer> = BTreeMap::new();
    let place = |r: Register| bindings.explicit(&runner::register_binding(r));
    for b in &test.buffers {
        let uniform = b.register.class == RegisterClass::B;
        let usage = if uniform {
            vk::BufferUsageFlags::UNIFORM_BUFFER
        } else {
            vk::BufferUsageFlags::STORAGE_BUFFER
        };
        let buffer = s.buffer(&b.initial_bytes(), usage)?;
        let (set, binding) = place(b.register);
        placed.push(Placed {
            set,
            binding,
            what: b.register.to_string(),
            descriptor: Descriptor::Buffer {
                buffer: buffer.buffer,
                size: buffer.size,
                uniform,
            },
        });
        outputs.insert(b.register, buffer);
    }
    // The push-constant block's bytes, set with vkCmdPushConstants.
    let mut push: Option<Vec<u8>> = None;
    for c in &test.cbuffers {
        let key = hlslc_cli::buffers::parse_register(&c.register.to_string())?;
        let bytes = hlslc_cli::buffers::encode_json(&program, key, &c.json())
            .map_err(|e| format!("cbuffer {}: {e}", c.register))?;
        if runner::push_constant_at(&program, c.register) {
            push = Some(bytes);
            continue;
        }
        let buffer = s.buffer(&bytes, vk::BufferUsageFlags::UNIFORM_BUFFER)?;
        let (set, binding) = place(c.register);
        placed.push(Placed {
            set,
            binding,
            what: c.register.to_string(),
            descriptor: Descriptor::Buffer {
                buffer: buffer.buffer,
                size: buffer.size,
                uniform: true,
            },
        });
    }
    for t in &test.textures {
        let format = texture_format(t)?;
        let size = [t.size[0], t.size[1]];
        let image = s.image(
            format,
            size,
            vk::ImageUsageFlags::SAMPLED | vk::ImageUsageFlags::TRANSFER_DST,
        )?;
        s.upload(image, size, &t.initial_bytes())?;
        let view = s.view(image, format)?;
        let (set, binding) = place(t.register);
        placed.push(Placed {
            set,
            binding,
            what: t.register.to_string(),
            descriptor: Descriptor::Image(view),
        });
    }
    for sampler in &test.samplers {
        let handle = s.sampler(sampler)?;
        let (set, binding) = place(sampler.register);
        placed.push(Placed {
            set,
            binding,
            what: sampler.register.to_string(),
            descriptor: Descriptor::Sampler(handle),
        });
    }
    let placed = descriptors::combine(placed)?;
    let sets = descriptors::create(&mut s, &placed)?;
    let spec = specialization(test, &reflection)?;
    let push_stages = match test.render {
        Some(_) => vk::ShaderStageFlags::VERTEX | vk::ShaderStageFlags::FRAGMENT,
        None => vk::ShaderStageFlags::COMPUTE,
    };
    let push_range = push.as_ref().map(|p| (push_stages, p.len() as u32));
    let layout = pipelines::layout(&mut s, &sets, push_range)?;

    let target = match &test.render {
        None => {
            let entry = spirv::pick_entry(&modules[0], &test.entry)?;
            let module = s.module(&modules[0])?;
            let name = c_name(&entry.name)?;
            let pipeline = pipelines::compute(&mut s, module, &name, layout, &spec)?;
            record(
                &s,
                vk::PipelineBindPoint::COMPUTE,
                pipeline,
                layout,
                &sets.sets,
            );
            push_constants(&s, layout, push_stages, push.as_deref());
            let [x, y, z] = test.groups;
            // SAFETY: recording into the scratch's command buffer, with
            // the pipeline and its sets bound.
            unsafe { vk.device.cmd_dispatch(s.cmd, x, y, z) };
            None
        }
        Some(r) => {
            let vs = entry_name(&modules[0], VERTEX, &r.vertex)?;
            let ps = entry_name(&modules[1], FRAGMENT, &r.pixel)?;
            let vs_module = s.module(&modules[0])?;
            let ps_module = s.module(&modules[1])?;
            let target = pipelines::target(&mut s, r.size)?;
            let pipeline = pipelines::graphics(
                &mut s,
                [(vs_module, &vs), (ps_module, &ps)],
                layout,
                &target,
                &spec,
            )?;
            let clear = vk::ClearValue {
                color: vk::ClearColorValue {
                    float32: r.clear.map(|b| f32::from(b) / 255.0),
                },
            };
            let area = vk::Rect2D {
                offset: vk::Offset2D { x: 0, y: 0 },
                extent: vk::Extent2D {
                    width: r.size[0],
                    height: r.size[1],
                },
            };
            let begin = vk::RenderPassBeginInfo::default()
                .render_pass(target.render_pass)
                .framebuffer(target.framebuffer)
                .render_area(area)
                .clear_values(std::slice::from_ref(&clear));
            // SAFETY: recording into the scratch's command buffer; the
            // pass and framebuffer match the pipeline's.
            unsafe {
                vk.device
                    .cmd_begin_render_pass(s.cmd, &begin, vk::SubpassContents::INLINE)
            };
            record(
                &s,
                vk::PipelineBindPoint::GRAPHICS,
                pipeline,
                layout,
                &sets.sets,
            );
            push_constants(&s, layout, push_stages, push.as_deref());
            let readback = s.buffer(
                &vec![0; (r.size[0] * r.size[1] * 4) as usize],
                vk::BufferUsageFlags::TRANSFER_DST,
            )?;
            let region = vk::BufferImageCopy::default()
                .image_subresource(COLOR_LAYERS)
                .image_extent(vk::Extent3D {
                    width: r.size[0],
                    height: r.size[1],
                    depth: 1,
                });
            // SAFETY: as above; the pass leaves the target in
            // TRANSFER_SRC_OPTIMAL, and its dependency orders the copy.
            unsafe {
                vk.device.cmd_draw(s.cmd, r.vertices, 1, 0, 0);
                vk.device.cmd_end_render_pass(s.cmd);
                vk.device.cmd_copy_image_to_buffer(
                    s.cmd,
                    target.image,
                    vk::ImageLayout::TRANSFER_SRC_OPTIMAL,
                    readback.buffer,
                    &[region],
                );
            }
            Some((r, readback))
        }
    };
    s.host_barrier();
    s.finish()?;

    let mut report = String::new();
    if let Some((r, readback)) = target {
        if let Err(e) = r.compare(&readback.read()) {
            report.push_str(&e);
        }
    }
    let expects_buffers = test.buffers.iter().any(|b| b.expect.is_some());
    if expects_buffers || test.render.is_none() {
        let checked = test.check(
            |reg| {
                outputs
                    .get(&reg)
                    .map(|b| b.read())
                    .ok_or_else(|| format!("{reg}: not read back"))
            },
            |reg| {
                Err(format!(
                    "{reg}: counters are not supported by the raw Vulkan runner"
                ))
            },
        );
        if let Err(e) = checked {
            report.push_str(&e);
        }
    }
    if report.is_empty() {
        Ok(())
    } else {
        Err(format!(
            "{}: wrong results on {}\n{report}",
            test.name, vk.name
        ))
    }
}

/// hlslc's SPIR-V for one entry point with the test's flags, validated
/// by spirv-val.
fn compile(
    test: &ComputeTest,
    profile: &str,
    entry: &str,
    work: &Path,
) -> Result<Vec<u32>, String> {
    let spv = work.join(format!("{entry}.spv"));
    let mut args = ["-T", profile, "-E", entry].map(str::to_string).to_vec();
    args.extend(test.flags.iter().cloned());
    tools::hlslc_compile(&test.shader, &args, &spv)?;
    tools::spirv_val(&spv)?;
    let bytes = std::fs::read(&spv).map_err(|e| format!("{}: {e}", spv.display()))?;
    spirv::words_from_bytes(&bytes)
}

/// Binds the pipeline and its descriptor sets.
fn record(
    s: &Scratch,
    point: vk::PipelineBindPoint,
    pipeline: vk::Pipeline,
    layout: vk::PipelineLayout,
    sets: &[vk::DescriptorSet],
) {
    // SAFETY: recording into the scratch's command buffer; the sets were
    // allocated with the layout's set layouts.
    unsafe {
        s.vk.device.cmd_bind_pipeline(s.cmd, point, pipeline);
        if !sets.is_empty() {
            s.vk.device
                .cmd_bind_descriptor_sets(s.cmd, point, layout, 0, sets, &[]);
        }
    }
}

fn push_constants(
    s: &Scratch,
    layout: vk::PipelineLayout,
    stages: vk::ShaderStageFlags,
    bytes: Option<&[u8]>,
) {
    if let Some(bytes) = bytes {
        // SAFETY: the layout's push-constant range covers these bytes for
        // these stages.
        unsafe {
            s.vk.device
                .cmd_push_constants(s.cmd, layout, stages, 0, bytes)
        };
    }
}

/// The entry point of `model` in `words` (the HLSL function's name,
/// unless flags renamed it).
fn entry_name(words: &[u32], model: u32, hlsl: &str) -> Result<CString, String> {
    let names = spirv::entry_names(words, model);
    let name = names
        .iter()
        .find(|n| *n == hlsl)
        .or(names.first())
        .ok_or_else(|| format!("{hlsl}: the module has no entry point of its stage"))?;
    c_name(name)
}

fn c_name(name: &str) -> Result<CString, String> {
    CString::new(name).map_err(|e| format!("entry point name {name:?}: {e}"))
}

/// The Vulkan format of a sampled 2D texture; what else a compute test's
/// `[[texture]]` can be is not supported here.
fn texture_format(t: &TextureSpec) -> Result<vk::Format, String> {
    let unsupported = |what: &str| {
        Err(format!(
            "{}: {what} is not supported by the raw Vulkan runner (sampled 2D textures \
             of one level and layer only)",
            t.register
        ))
    };
    if t.register.class != RegisterClass::T {
        return unsupported("a storage texture");
    }
    if t.dim != TextureDim::D2 || t.mips != 1 || t.layers != 1 {
        return unsupported("this shape");
    }
    Ok(match t.format.name() {
        "rgba8unorm" => vk::Format::R8G8B8A8_UNORM,
        "rg8unorm" => vk::Format::R8G8_UNORM,
        "r8unorm" => vk::Format::R8_UNORM,
        "r32float" => vk::Format::R32_SFLOAT,
        "rg32float" => vk::Format::R32G32_SFLOAT,
        "rgba32float" => vk::Format::R32G32B32A32_SFLOAT,
        "r32uint" => vk::Format::R32_UINT,
        "rgba32uint" => vk::Format::R32G32B32A32_UINT,
        "r32sint" => vk::Format::R32_SINT,
        "rgba32sint" => vk::Format::R32G32B32A32_SINT,
        other => return unsupported(&format!("format {other}")),
    })
}

/// `[specialization]` encoded as each constant's type (from hlslc's
/// reflection) has it: `bool` as a 32-bit `VkBool32`.
fn specialization(
    test: &ComputeTest,
    reflection: &hlslc::reflect::Reflection,
) -> Result<Specialization, String> {
    let mut spec = Specialization::default();
    for &(id, value) in &test.specialization {
        let c = reflection
            .specialization_constants
            .iter()
            .find(|c| c.id == id)
            .ok_or_else(|| format!("[specialization]: the shader has no constant_id({id})"))?;
        let wrong = || {
            format!(
                "[specialization]: {id} = {value:?} does not fit '{}' ({})",
                c.name, c.ty
            )
        };
        let bytes: Vec<u8> = match (c.ty.as_str(), value) {
            ("bool", SpecValue::Bool(b)) => u32::from(b).to_le_bytes().to_vec(),
            ("int", SpecValue::Int(i)) => i32::try_from(i)
                .map_err(|_| wrong())?
                .to_le_bytes()
                .to_vec(),
            ("uint", SpecValue::Int(i)) => u32::try_from(i)
                .map_err(|_| wrong())?
                .to_le_bytes()
                .to_vec(),
            ("int64_t", SpecValue::Int(i)) => i.to_le_bytes().to_vec(),
            ("uint64_t", SpecValue::Int(i)) => u64::try_from(i)
                .map_err(|_| wrong())?
                .to_le_bytes()
                .to_vec(),
            ("float", SpecValue::Float(f)) => (f as f32).to_le_bytes().to_vec(),
            ("float", SpecValue::Int(i)) => (i as f32).to_le_bytes().to_vec(),
            ("double", SpecValue::Float(f)) => f.to_le_bytes().to_vec(),
            _ => return Err(wrong()),
        };
        spec.push(id, &bytes);
    }
    Ok(spec)
}
