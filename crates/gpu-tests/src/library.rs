//! hlslc as a library in a wgpu program: `hlslc::compile` gives a naga
//! module, which wgpu takes as `ShaderSource::Naga` (no SPIR-V in between;
//! wgpu validates it again and lays out the bindings from it). The example
//! `examples/hlsl_compute.rs` and the `library::*` GPU tests use this.

use crate::device::Gpu;
use std::borrow::Cow;
use wgpu::util::DeviceExt;

/// Compiles the compute entry point `entry` of `source` with hlslc's
/// library API, runs `groups` workgroups of it with `data` as the storage
/// buffer at `register(u0)`, and returns that buffer afterwards.
pub fn run_u0(
    gpu: &Gpu,
    source: &str,
    entry: &str,
    groups: u32,
    data: &[u32],
) -> Result<Vec<u32>, String> {
    let options =
        hlslc::CompileOptions::new(hlslc::Profile::new(hlslc::Stage::Compute, 6, 0), entry);
    let compiled = hlslc::compile(source, &options).map_err(|d| d.to_string())?;
    let device = &gpu.device;
    let validation = device.push_error_scope(wgpu::ErrorFilter::Validation);
    let module = device.create_shader_module(wgpu::ShaderModuleDescriptor {
        label: Some(entry),
        source: wgpu::ShaderSource::Naga(Cow::Owned(compiled.module)),
    });
    let pipeline = device.create_compute_pipeline(&wgpu::ComputePipelineDescriptor {
        label: Some(entry),
        layout: None,
        module: &module,
        entry_point: Some(entry),
        compilation_options: Default::default(),
        cache: None,
    });
    let bytes: Vec<u8> = data.iter().flat_map(|w| w.to_le_bytes()).collect();
    let storage = device.create_buffer_init(&wgpu::util::BufferInitDescriptor {
        label: Some("u0"),
        contents: &bytes,
        usage: wgpu::BufferUsages::STORAGE | wgpu::BufferUsages::COPY_SRC,
    });
    let staging = device.create_buffer(&wgpu::BufferDescriptor {
        label: Some("u0 read-back"),
        size: bytes.len() as u64,
        usage: wgpu::BufferUsages::MAP_READ | wgpu::BufferUsages::COPY_DST,
        mapped_at_creation: false,
    });
    let bind_group = device.create_bind_group(&wgpu::BindGroupDescriptor {
        label: None,
        layout: &pipeline.get_bind_group_layout(0),
        entries: &[wgpu::BindGroupEntry {
            binding: 0,
            resource: storage.as_entire_binding(),
        }],
    });
    let mut encoder = device.create_command_encoder(&Default::default());
    {
        let mut pass = encoder.begin_compute_pass(&Default::default());
        pass.set_pipeline(&pipeline);
        pass.set_bind_group(0, &bind_group, &[]);
        pass.dispatch_workgroups(groups, 1, 1);
    }
    encoder.copy_buffer_to_buffer(&storage, 0, &staging, 0, bytes.len() as u64);
    gpu.queue.submit([encoder.finish()]);
    let out = crate::runner::read_back(device, &staging)?;
    if let Some(e) = pollster::block_on(validation.pop()) {
        return Err(format!("wgpu rejected the module or the dispatch: {e}"));
    }
    Ok(out
        .chunks_exact(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect())
}
