//! Pipelines: a pipeline layout (descriptor sets and a push-constant
//! range), a compute pipeline, and a graphics pipeline drawing into an
//! RGBA8 unorm target through a one-subpass render pass. Each stage gets
//! the test's specialization info.

use super::descriptors::Sets;
use super::resources::{Object, Scratch};
use ash::vk;
use std::ffi::CStr;

/// The target format of render tests.
pub const TARGET_FORMAT: vk::Format = vk::Format::R8G8B8A8_UNORM;

/// `VkSpecializationInfo`'s map and data: (SpecId, offset, size) entries
/// into `data`.
#[derive(Default)]
pub struct Specialization {
    pub entries: Vec<vk::SpecializationMapEntry>,
    pub data: Vec<u8>,
}

impl Specialization {
    /// Adds the value of `id` (its bytes as the constant's type has them).
    pub fn push(&mut self, id: u32, bytes: &[u8]) {
        self.entries.push(vk::SpecializationMapEntry {
            constant_id: id,
            offset: self.data.len() as u32,
            size: bytes.len(),
        });
        self.data.extend_from_slice(bytes);
    }

    fn info(&self) -> vk::SpecializationInfo<'_> {
        vk::SpecializationInfo::default()
            .map_entries(&self.entries)
            .data(&self.data)
    }
}

/// The layout of `sets`, with one push-constant range of `push` bytes
/// visible to `stages` when there is a push-constant block.
pub fn layout(
    s: &mut Scratch,
    sets: &Sets,
    push: Option<(vk::ShaderStageFlags, u32)>,
) -> Result<vk::PipelineLayout, String> {
    let ranges: Vec<vk::PushConstantRange> = push
        .map(|(stage_flags, size)| vk::PushConstantRange {
            stage_flags,
            offset: 0,
            size,
        })
        .into_iter()
        .collect();
    if let Some(r) = ranges.first() {
        let max = s.vk.limits.max_push_constants_size;
        if r.size > max {
            return Err(format!(
                "{}: the push-constant block has {} bytes, the device takes {max}",
                s.vk.name, r.size
            ));
        }
    }
    let info = vk::PipelineLayoutCreateInfo::default()
        .set_layouts(&sets.layouts)
        .push_constant_ranges(&ranges);
    // SAFETY: live set layouts; tracked for destruction.
    let layout = unsafe { s.vk.device.create_pipeline_layout(&info, None) }
        .map_err(|e| format!("vkCreatePipelineLayout: {e}"))?;
    s.track(Object::PipelineLayout(layout));
    Ok(layout)
}

/// A compute pipeline of `entry` in `module`.
pub fn compute(
    s: &mut Scratch,
    module: vk::ShaderModule,
    entry: &CStr,
    layout: vk::PipelineLayout,
    spec: &Specialization,
) -> Result<vk::Pipeline, String> {
    let spec = spec.info();
    let stage = vk::PipelineShaderStageCreateInfo::default()
        .stage(vk::ShaderStageFlags::COMPUTE)
        .module(module)
        .name(entry)
        .specialization_info(&spec);
    let info = vk::ComputePipelineCreateInfo::default()
        .stage(stage)
        .layout(layout);
    // SAFETY: a live module and layout; tracked for destruction.
    let pipeline = unsafe {
        s.vk.device
            .create_compute_pipelines(vk::PipelineCache::null(), &[info], None)
    }
    .map_err(|(_, e)| format!("vkCreateComputePipelines: {e}"))?[0];
    s.track(Object::Pipeline(pipeline));
    Ok(pipeline)
}

/// An offscreen colour target and the render pass and framebuffer that
/// draw into it. The pass clears it and leaves it ready to copy out.
pub struct Target {
    pub image: vk::Image,
    pub render_pass: vk::RenderPass,
    pub framebuffer: vk::Framebuffer,
    pub size: [u32; 2],
}

pub fn target(s: &mut Scratch, size: [u32; 2]) -> Result<Target, String> {
    let usage = vk::ImageUsageFlags::COLOR_ATTACHMENT | vk::ImageUsageFlags::TRANSFER_SRC;
    let image = s.image(TARGET_FORMAT, size, usage)?;
    let view = s.view(image, TARGET_FORMAT)?;
    let attachment = vk::AttachmentDescription::default()
        .format(TARGET_FORMAT)
        .samples(vk::SampleCountFlags::TYPE_1)
        .load_op(vk::AttachmentLoadOp::CLEAR)
        .store_op(vk::AttachmentStoreOp::STORE)
        .initial_layout(vk::ImageLayout::UNDEFINED)
        .final_layout(vk::ImageLayout::TRANSFER_SRC_OPTIMAL);
    let color = [vk::AttachmentReference {
        attachment: 0,
        layout: vk::ImageLayout::COLOR_ATTACHMENT_OPTIMAL,
    }];
    let subpass = vk::SubpassDescription::default()
        .pipeline_bind_point(vk::PipelineBindPoint::GRAPHICS)
        .color_attachments(&color);
    // The copy after the pass waits for the colour writes.
    let after = vk::SubpassDependency {
        src_subpass: 0,
        dst_subpass: vk::SUBPASS_EXTERNAL,
        src_stage_mask: vk::PipelineStageFlags::COLOR_ATTACHMENT_OUTPUT,
        dst_stage_mask: vk::PipelineStageFlags::TRANSFER,
        src_access_mask: vk::AccessFlags::COLOR_ATTACHMENT_WRITE,
        dst_access_mask: vk::AccessFlags::TRANSFER_READ,
        dependency_flags: vk::DependencyFlags::empty(),
    };
    let info = vk::RenderPassCreateInfo::default()
        .attachments(std::slice::from_ref(&attachment))
        .subpasses(std::slice::from_ref(&subpass))
        .dependencies(std::slice::from_ref(&after));
    // SAFETY: a complete create info; tracked for destruction.
    let render_pass = unsafe { s.vk.device.create_render_pass(&info, None) }
        .map_err(|e| format!("vkCreateRenderPass: {e}"))?;
    s.track(Object::RenderPass(render_pass));
    let views = [view];
    let info = vk::FramebufferCreateInfo::default()
        .render_pass(render_pass)
        .attachments(&views)
        .width(size[0])
        .height(size[1])
        .layers(1);
    // SAFETY: the view matches the pass's one attachment.
    let framebuffer = unsafe { s.vk.device.create_framebuffer(&info, None) }
        .map_err(|e| format!("vkCreateFramebuffer: {e}"))?;
    s.track(Object::Framebuffer(framebuffer));
    Ok(Target {
        image,
        render_pass,
        framebuffer,
        size,
    })
}

/// A graphics pipeline: no vertex buffers (the vertex shader makes its
/// positions), triangle lists, no culling, the whole target as viewport
/// (Vulkan's: y points down, as DXC's SPIR-V expects without
/// `-fvk-invert-y`), no blending.
pub fn graphics(
    s: &mut Scratch,
    stages: [(vk::ShaderModule, &CStr); 2],
    layout: vk::PipelineLayout,
    target: &Target,
    spec: &Specialization,
) -> Result<vk::Pipeline, String> {
    let spec = spec.info();
    let kinds = [vk::ShaderStageFlags::VERTEX, vk::ShaderStageFlags::FRAGMENT];
    let stages: Vec<vk::PipelineShaderStageCreateInfo> = stages
        .iter()
        .zip(kinds)
        .map(|(&(module, entry), kind)| {
            vk::PipelineShaderStageCreateInfo::default()
                .stage(kind)
                .module(module)
                .name(entry)
                .specialization_info(&spec)
        })
        .collect();
    let [w, h] = target.size;
    let viewports = [vk::Viewport {
        x: 0.0,
        y: 0.0,
        width: w as f32,
        height: h as f32,
        min_depth: 0.0,
        max_depth: 1.0,
    }];
    let scissors = [vk::Rect2D {
        offset: vk::Offset2D { x: 0, y: 0 },
        extent: vk::Extent2D {
            width: w,
            height: h,
        },
    }];
    let vertex_input = vk::PipelineVertexInputStateCreateInfo::default();
    let assembly = vk::PipelineInputAssemblyStateCreateInfo::default()
        .topology(vk::PrimitiveTopology::TRIANGLE_LIST);
    let viewport = vk::PipelineViewportStateCreateInfo::default()
        .viewports(&viewports)
        .scissors(&scissors);
    let raster = vk::PipelineRasterizationStateCreateInfo::default()
        .polygon_mode(vk::PolygonMode::FILL)
        .cull_mode(vk::CullModeFlags::NONE)
        .front_face(vk::FrontFace::COUNTER_CLOCKWISE)
        .line_width(1.0);
    let multisample = vk::PipelineMultisampleStateCreateInfo::default()
        .rasterization_samples(vk::SampleCountFlags::TYPE_1);
    let blend = [vk::PipelineColorBlendAttachmentState::default()
        .color_write_mask(vk::ColorComponentFlags::RGBA)];
    let blending = vk::PipelineColorBlendStateCreateInfo::default().attachments(&blend);
    let info = vk::GraphicsPipelineCreateInfo::default()
        .stages(&stages)
        .vertex_input_state(&vertex_input)
        .input_assembly_state(&assembly)
        .viewport_state(&viewport)
        .rasterization_state(&raster)
        .multisample_state(&multisample)
        .color_blend_state(&blending)
        .layout(layout)
        .render_pass(target.render_pass)
        .subpass(0);
    // SAFETY: live modules, layout and render pass; tracked for destruction.
    let pipeline = unsafe {
        s.vk.device
            .create_graphics_pipelines(vk::PipelineCache::null(), &[info], None)
    }
    .map_err(|(_, e)| format!("vkCreateGraphicsPipelines: {e}"))?[0];
    s.track(Object::Pipeline(pipeline));
    Ok(pipeline)
}
