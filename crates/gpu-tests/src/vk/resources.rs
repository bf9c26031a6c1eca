//! What one raw-Vulkan test creates, owned by a [`Scratch`] that destroys
//! it in reverse order when the test ends (pass or fail): host-visible
//! buffers (test data and read-back), device images with views, samplers,
//! shader modules, and the pipeline objects of [`super::pipelines`].

use super::Vk;
use ash::vk;
use hlsl_testkit::SamplerSpec;

/// A Vulkan object to destroy with the test.
pub enum Object {
    Memory(vk::DeviceMemory),
    Buffer(vk::Buffer),
    Image(vk::Image),
    View(vk::ImageView),
    Sampler(vk::Sampler),
    Module(vk::ShaderModule),
    SetLayout(vk::DescriptorSetLayout),
    DescriptorPool(vk::DescriptorPool),
    PipelineLayout(vk::PipelineLayout),
    Pipeline(vk::Pipeline),
    RenderPass(vk::RenderPass),
    Framebuffer(vk::Framebuffer),
    CommandPool(vk::CommandPool),
}

/// The objects of one test, and its command buffer.
pub struct Scratch {
    pub vk: &'static Vk,
    objects: Vec<Object>,
    /// One primary command buffer, recorded once and submitted once.
    pub cmd: vk::CommandBuffer,
}

/// A buffer in host-visible, coherent memory, mapped for its lifetime.
pub struct HostBuffer {
    pub buffer: vk::Buffer,
    pub size: u64,
    ptr: *mut u8,
}

impl Scratch {
    /// A scratch with a command pool and a command buffer, recording.
    pub fn new(vk: &'static Vk) -> Result<Scratch, String> {
        let mut s = Scratch {
            vk,
            objects: Vec::new(),
            cmd: vk::CommandBuffer::null(),
        };
        let d = &vk.device;
        // SAFETY: create infos are complete; the pool is tracked, and so
        // destroyed (with its command buffer) after every other object.
        unsafe {
            let pool = d
                .create_command_pool(
                    &vk::CommandPoolCreateInfo::default().queue_family_index(vk.family),
                    None,
                )
                .map_err(|e| format!("vkCreateCommandPool: {e}"))?;
            s.track(Object::CommandPool(pool));
            let info = vk::CommandBufferAllocateInfo::default()
                .command_pool(pool)
                .level(vk::CommandBufferLevel::PRIMARY)
                .command_buffer_count(1);
            s.cmd = d
                .allocate_command_buffers(&info)
                .map_err(|e| format!("vkAllocateCommandBuffers: {e}"))?[0];
            d.begin_command_buffer(
                s.cmd,
                &vk::CommandBufferBeginInfo::default()
                    .flags(vk::CommandBufferUsageFlags::ONE_TIME_SUBMIT),
            )
            .map_err(|e| format!("vkBeginCommandBuffer: {e}"))?;
        }
        Ok(s)
    }

    pub fn track(&mut self, o: Object) {
        self.objects.push(o);
    }

    /// Ends the command buffer, submits it and waits.
    pub fn finish(&self) -> Result<(), String> {
        // SAFETY: the command buffer is recording (begun in `new`).
        unsafe { self.vk.device.end_command_buffer(self.cmd) }
            .map_err(|e| format!("vkEndCommandBuffer: {e}"))?;
        self.vk.submit(self.cmd)
    }

    /// Device memory for `req`, preferring `flags` and taking any allowed
    /// type with `needed`.
    fn memory(
        &mut self,
        req: vk::MemoryRequirements,
        needed: vk::MemoryPropertyFlags,
        preferred: vk::MemoryPropertyFlags,
    ) -> Result<vk::DeviceMemory, String> {
        let index = self
            .vk
            .memory_type(req.memory_type_bits, needed | preferred)
            .or_else(|| self.vk.memory_type(req.memory_type_bits, needed))
            .ok_or_else(|| format!("{}: no memory type with {needed:?}", self.vk.name))?;
        let info = vk::MemoryAllocateInfo::default()
            .allocation_size(req.size)
            .memory_type_index(index);
        // SAFETY: a valid allocation info for this device.
        let memory = unsafe { self.vk.device.allocate_memory(&info, None) }
            .map_err(|e| format!("vkAllocateMemory: {e}"))?;
        self.track(Object::Memory(memory));
        Ok(memory)
    }

    /// A host-visible buffer holding `bytes` (at least 4; the rest zero).
    pub fn buffer(
        &mut self,
        bytes: &[u8],
        usage: vk::BufferUsageFlags,
    ) -> Result<HostBuffer, String> {
        let size = bytes.len().max(4).next_multiple_of(4) as u64;
        let d = &self.vk.device;
        let info = vk::BufferCreateInfo::default()
            .size(size)
            .usage(usage)
            .sharing_mode(vk::SharingMode::EXCLUSIVE);
        // SAFETY: a valid create info; tracked for destruction.
        let buffer =
            unsafe { d.create_buffer(&info, None) }.map_err(|e| format!("vkCreateBuffer: {e}"))?;
        self.track(Object::Buffer(buffer));
        // SAFETY: `buffer` is live.
        let req = unsafe { d.get_buffer_memory_requirements(buffer) };
        let host = vk::MemoryPropertyFlags::HOST_VISIBLE | vk::MemoryPropertyFlags::HOST_COHERENT;
        let memory = self.memory(req, host, vk::MemoryPropertyFlags::empty())?;
        let d = &self.vk.device;
        // SAFETY: fresh memory of the buffer's requirements, mapped once
        // (coherent, so no flushes) and written within `size`.
        let ptr = unsafe {
            d.bind_buffer_memory(buffer, memory, 0)
                .map_err(|e| format!("vkBindBufferMemory: {e}"))?;
            let ptr = d
                .map_memory(memory, 0, vk::WHOLE_SIZE, vk::MemoryMapFlags::empty())
                .map_err(|e| format!("vkMapMemory: {e}"))?
                .cast::<u8>();
            std::ptr::write_bytes(ptr, 0, size as usize);
            std::ptr::copy_nonoverlapping(bytes.as_ptr(), ptr, bytes.len());
            ptr
        };
        Ok(HostBuffer { buffer, size, ptr })
    }

    /// A 2D image of `format` in device memory, with one level and layer.
    pub fn image(
        &mut self,
        format: vk::Format,
        [width, height]: [u32; 2],
        usage: vk::ImageUsageFlags,
    ) -> Result<vk::Image, String> {
        let info = vk::ImageCreateInfo::default()
            .image_type(vk::ImageType::TYPE_2D)
            .format(format)
            .extent(vk::Extent3D {
                width,
                height,
                depth: 1,
            })
            .mip_levels(1)
            .array_layers(1)
            .samples(vk::SampleCountFlags::TYPE_1)
            .tiling(vk::ImageTiling::OPTIMAL)
            .usage(usage)
            .sharing_mode(vk::SharingMode::EXCLUSIVE)
            .initial_layout(vk::ImageLayout::UNDEFINED);
        let d = &self.vk.device;
        // SAFETY: a valid create info; tracked for destruction.
        let image = unsafe { d.create_image(&info, None) }
            .map_err(|e| format!("vkCreateImage ({format:?}): {e}"))?;
        self.track(Object::Image(image));
        // SAFETY: `image` is live.
        let req = unsafe { d.get_image_memory_requirements(image) };
        let memory = self.memory(
            req,
            vk::MemoryPropertyFlags::empty(),
            vk::MemoryPropertyFlags::DEVICE_LOCAL,
        )?;
        // SAFETY: fresh memory of the image's requirements.
        unsafe { self.vk.device.bind_image_memory(image, memory, 0) }
            .map_err(|e| format!("vkBindImageMemory: {e}"))?;
        Ok(image)
    }

    /// A 2D view of all of `image`.
    pub fn view(&mut self, image: vk::Image, format: vk::Format) -> Result<vk::ImageView, String> {
        let info = vk::ImageViewCreateInfo::default()
            .image(image)
            .view_type(vk::ImageViewType::TYPE_2D)
            .format(format)
            .subresource_range(COLOR_RANGE);
        // SAFETY: `image` is live and has `format`.
        let view = unsafe { self.vk.device.create_image_view(&info, None) }
            .map_err(|e| format!("vkCreateImageView: {e}"))?;
        self.track(Object::View(view));
        Ok(view)
    }

    /// The sampler a `[[sampler]]` table describes (as `textures.rs` makes
    /// it for wgpu: one filter for magnification, minification and mips,
    /// one address mode in every dimension).
    pub fn sampler(&mut self, spec: &SamplerSpec) -> Result<vk::Sampler, String> {
        let (filter, mip) = match spec.filter.as_str() {
            "linear" => (vk::Filter::LINEAR, vk::SamplerMipmapMode::LINEAR),
            _ => (vk::Filter::NEAREST, vk::SamplerMipmapMode::NEAREST),
        };
        let address = match spec.address.as_str() {
            "wrap" => vk::SamplerAddressMode::REPEAT,
            "clamp" => vk::SamplerAddressMode::CLAMP_TO_EDGE,
            "mirror" => vk::SamplerAddressMode::MIRRORED_REPEAT,
            _ => vk::SamplerAddressMode::CLAMP_TO_BORDER,
        };
        if spec.compare.is_some() {
            return Err(format!(
                "{}: comparison samplers are not supported by the raw Vulkan runner",
                spec.register
            ));
        }
        let info = vk::SamplerCreateInfo::default()
            .mag_filter(filter)
            .min_filter(filter)
            .mipmap_mode(mip)
            .address_mode_u(address)
            .address_mode_v(address)
            .address_mode_w(address)
            .border_color(vk::BorderColor::FLOAT_TRANSPARENT_BLACK)
            .max_lod(vk::LOD_CLAMP_NONE);
        // SAFETY: a valid create info; tracked for destruction.
        let sampler = unsafe { self.vk.device.create_sampler(&info, None) }
            .map_err(|e| format!("vkCreateSampler: {e}"))?;
        self.track(Object::Sampler(sampler));
        Ok(sampler)
    }

    /// A shader module of SPIR-V words (spirv-val accepted them first).
    pub fn module(&mut self, words: &[u32]) -> Result<vk::ShaderModule, String> {
        let info = vk::ShaderModuleCreateInfo::default().code(words);
        // SAFETY: the words are a complete module that spirv-val accepted.
        let module = unsafe { self.vk.device.create_shader_module(&info, None) }
            .map_err(|e| format!("vkCreateShaderModule: {e}"))?;
        self.track(Object::Module(module));
        Ok(module)
    }

    /// Records an upload of `bytes` (tightly packed texels) into `image`,
    /// leaving it ready for shaders to read.
    pub fn upload(&mut self, image: vk::Image, size: [u32; 2], bytes: &[u8]) -> Result<(), String> {
        let staging = self.buffer(bytes, vk::BufferUsageFlags::TRANSFER_SRC)?;
        let d = &self.vk.device;
        let region = vk::BufferImageCopy::default()
            .image_subresource(COLOR_LAYERS)
            .image_extent(vk::Extent3D {
                width: size[0],
                height: size[1],
                depth: 1,
            });
        // SAFETY: recording into this scratch's command buffer; the
        // barriers move the whole image between the layouts it is used in.
        unsafe {
            self.barrier(
                image,
                (
                    vk::ImageLayout::UNDEFINED,
                    vk::ImageLayout::TRANSFER_DST_OPTIMAL,
                ),
                (vk::AccessFlags::empty(), vk::AccessFlags::TRANSFER_WRITE),
                (
                    vk::PipelineStageFlags::TOP_OF_PIPE,
                    vk::PipelineStageFlags::TRANSFER,
                ),
            );
            d.cmd_copy_buffer_to_image(
                self.cmd,
                staging.buffer,
                image,
                vk::ImageLayout::TRANSFER_DST_OPTIMAL,
                &[region],
            );
            self.barrier(
                image,
                (
                    vk::ImageLayout::TRANSFER_DST_OPTIMAL,
                    vk::ImageLayout::SHADER_READ_ONLY_OPTIMAL,
                ),
                (
                    vk::AccessFlags::TRANSFER_WRITE,
                    vk::AccessFlags::SHADER_READ,
                ),
                (
                    vk::PipelineStageFlags::TRANSFER,
                    vk::PipelineStageFlags::ALL_COMMANDS,
                ),
            );
        }
        Ok(())
    }

    /// Records a layout transition of all of `image`.
    ///
    /// # Safety
    /// `image` must be live and in layout `layouts.0`.
    pub unsafe fn barrier(
        &self,
        image: vk::Image,
        layouts: (vk::ImageLayout, vk::ImageLayout),
        access: (vk::AccessFlags, vk::AccessFlags),
        stages: (vk::PipelineStageFlags, vk::PipelineStageFlags),
    ) {
        let b = vk::ImageMemoryBarrier::default()
            .old_layout(layouts.0)
            .new_layout(layouts.1)
            .src_access_mask(access.0)
            .dst_access_mask(access.1)
            .src_queue_family_index(vk::QUEUE_FAMILY_IGNORED)
            .dst_queue_family_index(vk::QUEUE_FAMILY_IGNORED)
            .image(image)
            .subresource_range(COLOR_RANGE);
        self.vk.device.cmd_pipeline_barrier(
            self.cmd,
            stages.0,
            stages.1,
            vk::DependencyFlags::empty(),
            &[],
            &[],
            &[b],
        );
    }

    /// Records a barrier making every shader and transfer write visible to
    /// the host (before reading buffers back).
    pub fn host_barrier(&self) {
        let b = vk::MemoryBarrier::default()
            .src_access_mask(vk::AccessFlags::SHADER_WRITE | vk::AccessFlags::TRANSFER_WRITE)
            .dst_access_mask(vk::AccessFlags::HOST_READ);
        // SAFETY: recording into this scratch's command buffer.
        unsafe {
            self.vk.device.cmd_pipeline_barrier(
                self.cmd,
                vk::PipelineStageFlags::ALL_COMMANDS,
                vk::PipelineStageFlags::HOST,
                vk::DependencyFlags::empty(),
                &[b],
                &[],
                &[],
            );
        }
    }
}

impl HostBuffer {
    /// The buffer's bytes (call after the submission finished).
    pub fn read(&self) -> Vec<u8> {
        // SAFETY: the mapping is live while the scratch is, holds `size`
        // bytes, and the GPU is done with it (the submission was waited on).
        unsafe { std::slice::from_raw_parts(self.ptr, self.size as usize).to_vec() }
    }
}

pub const COLOR_RANGE: vk::ImageSubresourceRange = vk::ImageSubresourceRange {
    aspect_mask: vk::ImageAspectFlags::COLOR,
    base_mip_level: 0,
    level_count: 1,
    base_array_layer: 0,
    layer_count: 1,
};

pub const COLOR_LAYERS: vk::ImageSubresourceLayers = vk::ImageSubresourceLayers {
    aspect_mask: vk::ImageAspectFlags::COLOR,
    mip_level: 0,
    base_array_layer: 0,
    layer_count: 1,
};

impl Drop for Scratch {
    fn drop(&mut self) {
        let d = &self.vk.device;
        // SAFETY: every submission of this scratch was waited on (or none
        // was made), so nothing is in use; reverse order destroys users
        // before what they use (views before images, images before memory
        // is freed, the command pool last).
        unsafe {
            for o in self.objects.drain(..).rev() {
                match o {
                    Object::Memory(m) => d.free_memory(m, None),
                    Object::Buffer(b) => d.destroy_buffer(b, None),
                    Object::Image(i) => d.destroy_image(i, None),
                    Object::View(v) => d.destroy_image_view(v, None),
                    Object::Sampler(s) => d.destroy_sampler(s, None),
                    Object::Module(m) => d.destroy_shader_module(m, None),
                    Object::SetLayout(l) => d.destroy_descriptor_set_layout(l, None),
                    Object::DescriptorPool(p) => d.destroy_descriptor_pool(p, None),
                    Object::PipelineLayout(l) => d.destroy_pipeline_layout(l, None),
                    Object::Pipeline(p) => d.destroy_pipeline(p, None),
                    Object::RenderPass(r) => d.destroy_render_pass(r, None),
                    Object::Framebuffer(f) => d.destroy_framebuffer(f, None),
                    Object::CommandPool(p) => d.destroy_command_pool(p, None),
                }
            }
        }
    }
}
