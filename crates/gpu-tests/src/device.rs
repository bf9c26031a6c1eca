//! Picking a Vulkan adapter and opening a device that takes passthrough
//! SPIR-V.

use std::sync::OnceLock;

/// An open device with the features the runner needs.
pub struct Gpu {
    pub device: wgpu::Device,
    pub queue: wgpu::Queue,
    /// One line describing the adapter, for reports.
    pub adapter: String,
    /// The adapter's smallest and largest subgroup size.
    pub subgroup_sizes: (u32, u32),
    /// Bound to binding holes (see [`crate::runner`]); no shader reads it.
    pub dummy: wgpu::Buffer,
}

/// Names a substring of the adapter to use; by default a real GPU is
/// preferred over a CPU implementation (lavapipe).
pub const ADAPTER_ENV: &str = "HLSL_GPU_ADAPTER";

/// The process-wide device, opened on first use. Every GPU test fails with
/// the same message when there is none.
pub fn gpu() -> Result<&'static Gpu, String> {
    static GPU: OnceLock<Result<Gpu, String>> = OnceLock::new();
    GPU.get_or_init(open).as_ref().map_err(Clone::clone)
}

fn open() -> Result<Gpu, String> {
    let instance = wgpu::Instance::new(wgpu::InstanceDescriptor {
        backends: wgpu::Backends::VULKAN,
        ..wgpu::InstanceDescriptor::new_without_display_handle()
    });
    let adapters = pollster::block_on(instance.enumerate_adapters(wgpu::Backends::VULKAN));
    if adapters.is_empty() {
        return Err(
            "no Vulkan adapter found: install a Vulkan loader and driver \
             (apt-get install mesa-vulkan-drivers for lavapipe); GPU tests cannot run"
                .into(),
        );
    }
    let found: Vec<String> = adapters.iter().map(|a| describe(&a.get_info())).collect();
    let adapter = match std::env::var(ADAPTER_ENV) {
        Ok(want) => adapters
            .into_iter()
            .find(|a| a.get_info().name.contains(&want))
            .ok_or_else(|| format!("no adapter matches {ADAPTER_ENV}={want}; found {found:?}"))?,
        Err(_) => adapters
            .into_iter()
            .min_by_key(|a| preference(a.get_info().device_type))
            .ok_or("no Vulkan adapter")?,
    };
    let info = adapter.get_info();
    if !adapter
        .features()
        .contains(wgpu::Features::PASSTHROUGH_SHADERS)
    {
        return Err(format!(
            "adapter {} lacks PASSTHROUGH_SHADERS",
            describe(&info)
        ));
    }
    // 16- and 64-bit scalars, where the adapter has them (tests of `half`, `double` and
    // `int64_t` need them enabled, not only supported).
    // Push-constant tests set immediates.
    // Texture tests use border addressing, filter 32-bit floats where the
    // device can, and read and write rgba32float storage textures.
    let optional = wgpu::Features::SHADER_F64
        | wgpu::Features::SHADER_INT64
        | wgpu::Features::SHADER_F16
        | wgpu::Features::SHADER_I16
        | wgpu::Features::ADDRESS_MODE_CLAMP_TO_BORDER
        | wgpu::Features::FLOAT32_FILTERABLE
        | wgpu::Features::TEXTURE_ADAPTER_SPECIFIC_FORMAT_FEATURES
        // Push constants (`[[vk::push_constant]]`).
        | wgpu::Features::IMMEDIATES
        // Arrays of resources (one descriptor array at one binding, as
        // DXC emits them), indexed by non-uniform values; the runner
        // fails a test that binds one where these are missing
        // (`runner::array_features`).
        | crate::runner::ARRAY_FEATURES;
    let (device, queue) = pollster::block_on(adapter.request_device(&wgpu::DeviceDescriptor {
        label: Some("gpu-tests"),
        required_features: wgpu::Features::PASSTHROUGH_SHADERS | (adapter.features() & optional),
        required_limits: adapter.limits(),
        ..Default::default()
    }))
    .map_err(|e| format!("cannot open {}: {e}", describe(&info)))?;
    let dummy = device.create_buffer(&wgpu::BufferDescriptor {
        label: Some("binding-hole"),
        size: 16,
        // A read-only storage buffer: wgpu refuses a uniform buffer in a
        // bind group that holds a binding array.
        usage: wgpu::BufferUsages::STORAGE,
        mapped_at_creation: false,
    });
    Ok(Gpu {
        device,
        queue,
        adapter: describe(&info),
        subgroup_sizes: (info.subgroup_min_size, info.subgroup_max_size),
        dummy,
    })
}

fn preference(t: wgpu::DeviceType) -> u8 {
    match t {
        wgpu::DeviceType::DiscreteGpu => 0,
        wgpu::DeviceType::IntegratedGpu => 1,
        wgpu::DeviceType::VirtualGpu => 2,
        wgpu::DeviceType::Other => 3,
        wgpu::DeviceType::Cpu => 4,
    }
}

fn describe(i: &wgpu::AdapterInfo) -> String {
    format!(
        "{} ({:?}, {} {})",
        i.name, i.device_type, i.driver, i.driver_info
    )
}
