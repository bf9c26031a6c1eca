//! Runs one compute test's SPIR-V on the device: the exact words, through
//! `create_shader_module_passthrough`, with a layout built from the test's
//! registers.
//!
//! Each buffer's (set, binding) is where hlslc puts its register with the
//! test's `flags` (the compiler's own flag parsing and mapping rule).
//!
//! Binding holes: wgpu's Vulkan backend numbers each set's bindings densely
//! and relies on naga to renumber the shader; a passthrough shader is not
//! renumbered. So every binding from 0 to a set's largest gets a layout
//! entry, holes a small uniform buffer that no shader reads.

use crate::device::Gpu;
use crate::spirv;
use hlsl_testkit::{BufferSpec, ComputeTest, Register, RegisterClass};
use std::borrow::Cow;
use std::collections::BTreeMap;

/// The bytes of every `u` buffer with an `expect`, after the dispatch.
pub type Outputs = BTreeMap<Register, Vec<u8>>;

/// Dispatches `test` with the module `words` and reads the outputs back.
pub fn run(gpu: &Gpu, test: &ComputeTest, words: &[u32]) -> Result<Outputs, String> {
    let entry = spirv::pick_entry(words, &test.entry)?;
    let device = &gpu.device;
    // Error scopes are per thread; pop them in reverse order.
    let validation = device.push_error_scope(wgpu::ErrorFilter::Validation);
    let internal = device.push_error_scope(wgpu::ErrorFilter::Internal);

    let [wx, wy, wz] = entry.workgroup_size.unwrap_or([1, 1, 1]);
    // SAFETY: the words are a complete module hlslc (or naga) produced and
    // spirv-val accepted where the caller checks; wgpu does not validate
    // passthrough shaders, the driver gets them as they are.
    let module = unsafe {
        device.create_shader_module_passthrough(wgpu::ShaderModuleDescriptorPassthrough {
            label: Some(&test.name),
            entry_points: Cow::Owned(vec![wgpu::PassthroughShaderEntryPoint {
                name: Cow::Borrowed(&entry.name),
                workgroup_size: (wx, wy, wz),
            }]),
            spirv: Some(Cow::Borrowed(words)),
            ..Default::default()
        })
    };

    let vulkan = hlslc::cli::options_from_flags(&test.flags)?.vulkan_bindings();
    let mut buffers: Vec<Placed> = Vec::new();
    for b in &test.buffers {
        let (set, binding) = vulkan.explicit(&register_binding(b.register));
        buffers.push((b, create_buffer(device, b)?, set, binding));
    }
    let sets = buffers.iter().map(|p| p.2 + 1).max().unwrap_or(0);
    let mut layouts = Vec::new();
    let mut groups = Vec::new();
    for set in 0..sets {
        let in_set: Vec<&Placed> = buffers.iter().filter(|p| p.2 == set).collect();
        let Some(top) = in_set.iter().map(|p| p.3).max() else {
            layouts.push(None);
            groups.push(None);
            continue;
        };
        let slot = |binding: u32| in_set.iter().find(|p| p.3 == binding).map(|p| (p.0, &p.1));
        let entries: Vec<wgpu::BindGroupLayoutEntry> = (0..=top)
            .map(|binding| layout_entry(binding, slot(binding).map(|(b, _)| b.register.class)))
            .collect();
        let layout = device.create_bind_group_layout(&wgpu::BindGroupLayoutDescriptor {
            label: Some("compute-test-set"),
            entries: &entries,
        });
        let bound: Vec<wgpu::BindGroupEntry> = (0..=top)
            .map(|binding| wgpu::BindGroupEntry {
                binding,
                resource: slot(binding)
                    .map_or(&gpu.dummy, |(_, buf)| buf)
                    .as_entire_binding(),
            })
            .collect();
        let group = device.create_bind_group(&wgpu::BindGroupDescriptor {
            label: Some("compute-test-set"),
            layout: &layout,
            entries: &bound,
        });
        layouts.push(Some(layout));
        groups.push(Some(group));
    }
    let layout_refs: Vec<Option<&wgpu::BindGroupLayout>> =
        layouts.iter().map(Option::as_ref).collect();
    let pipeline_layout = device.create_pipeline_layout(&wgpu::PipelineLayoutDescriptor {
        label: Some("compute-test"),
        bind_group_layouts: &layout_refs,
        immediate_size: 0,
    });
    let pipeline = device.create_compute_pipeline(&wgpu::ComputePipelineDescriptor {
        label: Some(&test.name),
        layout: Some(&pipeline_layout),
        module: &module,
        entry_point: Some(&entry.name),
        compilation_options: Default::default(),
        cache: None,
    });

    let mut encoder = device.create_command_encoder(&Default::default());
    {
        let mut pass = encoder.begin_compute_pass(&Default::default());
        pass.set_pipeline(&pipeline);
        for (set, group) in groups.iter().enumerate() {
            if let Some(group) = group {
                pass.set_bind_group(set as u32, group, &[]);
            }
        }
        let [x, y, z] = test.groups;
        pass.dispatch_workgroups(x, y, z);
    }
    let mut readbacks = Vec::new();
    for (spec, buf, _, _) in buffers.iter().filter(|p| p.0.expect.is_some()) {
        let size = buf.size();
        let staging = device.create_buffer(&wgpu::BufferDescriptor {
            label: Some("readback"),
            size,
            usage: wgpu::BufferUsages::MAP_READ | wgpu::BufferUsages::COPY_DST,
            mapped_at_creation: false,
        });
        encoder.copy_buffer_to_buffer(buf, 0, &staging, 0, size);
        readbacks.push((spec, staging));
    }
    gpu.queue.submit([encoder.finish()]);

    let mut outputs = Outputs::new();
    let mut map_errors = Vec::new();
    for (spec, staging) in &readbacks {
        match read_back(device, staging) {
            Ok(mut bytes) => {
                bytes.truncate(spec.byte_size());
                outputs.insert(spec.register, bytes);
            }
            Err(e) => map_errors.push(format!("{}: {e}", spec.register)),
        }
    }
    let errors: Vec<String> = [
        pollster::block_on(internal.pop()),
        pollster::block_on(validation.pop()),
    ]
    .into_iter()
    .flatten()
    .map(|e| e.to_string())
    .collect();
    if !errors.is_empty() {
        return Err(format!("wgpu reported: {}", errors.join("\n")));
    }
    if !map_errors.is_empty() {
        return Err(format!("reading back failed: {}", map_errors.join("; ")));
    }
    Ok(outputs)
}

/// A buffer, its wgpu buffer, and its descriptor set and binding.
type Placed<'t> = (&'t BufferSpec, wgpu::Buffer, u32, u32);

/// The compiler's view of a test's register (every one is explicit).
fn register_binding(r: Register) -> hlsl_sema::ir::Binding {
    use hlsl_sema::ir::RegisterClass as Class;
    hlsl_sema::ir::Binding {
        class: match r.class {
            RegisterClass::U => Class::U,
            RegisterClass::T => Class::T,
            RegisterClass::B => Class::B,
        },
        space: r.space,
        register: r.index,
        range: 1,
        explicit: true,
        index: 0,
        order_id: None,
    }
}

fn layout_entry(binding: u32, class: Option<RegisterClass>) -> wgpu::BindGroupLayoutEntry {
    let ty = match class {
        Some(RegisterClass::U) => wgpu::BufferBindingType::Storage { read_only: false },
        Some(RegisterClass::T) => wgpu::BufferBindingType::Storage { read_only: true },
        Some(RegisterClass::B) | None => wgpu::BufferBindingType::Uniform,
    };
    wgpu::BindGroupLayoutEntry {
        binding,
        visibility: wgpu::ShaderStages::COMPUTE,
        ty: wgpu::BindingType::Buffer {
            ty,
            has_dynamic_offset: false,
            min_binding_size: None,
        },
        count: None,
    }
}

fn create_buffer(device: &wgpu::Device, spec: &BufferSpec) -> Result<wgpu::Buffer, String> {
    let bytes = spec.initial_bytes();
    let usage = match spec.register.class {
        RegisterClass::B => wgpu::BufferUsages::UNIFORM,
        RegisterClass::U | RegisterClass::T => {
            wgpu::BufferUsages::STORAGE | wgpu::BufferUsages::COPY_SRC
        }
    };
    // Sizes are whole words (cbuffers whole rows), as mapping at creation needs.
    let buffer = device.create_buffer(&wgpu::BufferDescriptor {
        label: Some("compute-test-buffer"),
        size: bytes.len().max(4) as u64,
        usage,
        mapped_at_creation: true,
    });
    {
        let mut view = buffer
            .slice(..)
            .get_mapped_range_mut()
            .map_err(|e| format!("{}: cannot fill the buffer: {e}", spec.register))?;
        view.copy_from_slice(&bytes);
    }
    buffer.unmap();
    Ok(buffer)
}

pub(crate) fn read_back(device: &wgpu::Device, buf: &wgpu::Buffer) -> Result<Vec<u8>, String> {
    let (tx, rx) = std::sync::mpsc::channel();
    buf.map_async(wgpu::MapMode::Read, .., move |r| {
        let _ = tx.send(r);
    });
    device
        .poll(wgpu::PollType::wait_indefinitely())
        .map_err(|e| format!("device poll failed: {e}"))?;
    rx.recv()
        .map_err(|e| format!("map callback lost: {e}"))?
        .map_err(|e| format!("map_async failed: {e}"))?;
    let bytes = buf
        .slice(..)
        .get_mapped_range()
        .map_err(|e| format!("get_mapped_range failed: {e}"))?
        .to_vec();
    buf.unmap();
    Ok(bytes)
}
