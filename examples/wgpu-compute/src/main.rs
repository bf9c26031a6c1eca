//! Runs one step of `shaders/particles.hlsl` on wgpu and checks every
//! particle against the same step computed on the CPU.
//!
//! The build script (`build.rs`) compiled the shader with hlslc-build; the
//! generated module gives the WGSL, the entry point, the workgroup size,
//! the bind group's layout entries and two `#[repr(C)]` structs: `Params`
//! (the constant buffer, HLSL's packing made explicit) and `Particle` (an
//! element of the structured buffer). Both derive `bytemuck::Pod`, so the
//! buffers are filled and read back without hand-written offsets.
//!
//! `cargo run -p wgpu-compute` exits 0 when every value matches, and 1
//! with the first mismatches listed otherwise (or when there is no
//! adapter: on a machine without a GPU, install lavapipe,
//! `apt-get install mesa-vulkan-drivers`).

mod shaders {
    include!(concat!(env!("OUT_DIR"), "/hlslc/shaders.rs"));
}

use shaders::particles::{self as shader, Params, Particle};
use std::process::ExitCode;
use wgpu::util::DeviceExt;

/// Particles to move: not a multiple of the workgroup size, so the
/// shader's `id.x >= count` check matters.
const COUNT: u32 = 1000;
/// Elements past `COUNT` in the buffer, which the shader must not touch.
const SPARE: u32 = 3;

fn main() -> ExitCode {
    match run() {
        Ok(summary) => {
            println!("wgpu-compute: {summary}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("wgpu-compute: FAILED: {e}");
            ExitCode::FAILURE
        }
    }
}

/// The constant buffer: every member is a named field (each element of
/// `int tags[2]` is padded to its 16-byte row by `PaddedI32`).
fn params() -> Params {
    Params {
        dt: 0.016,
        count: COUNT,
        gravity: [0.5, -9.8],
        bounds: [8.0, 6.0, 4.0],
        damping: 0.99,
        tags: [7, 100].map(|t| shader::PaddedI32 {
            value: t,
            ..Default::default()
        }),
    }
}

/// The input particles: a fixed pseudo-random cloud.
fn particles() -> Vec<Particle> {
    let mut state = 0x2545_f491_u32;
    let mut next = move |scale: f32| {
        // xorshift32: the same numbers on every run and platform.
        state ^= state << 13;
        state ^= state >> 17;
        state ^= state << 5;
        (state >> 8) as f32 / (1 << 24) as f32 * 2.0 * scale - scale
    };
    (0..COUNT + SPARE)
        .map(|i| Particle {
            position: [next(10.0), next(10.0), next(10.0)],
            id: i,
            velocity: [next(2.0), next(2.0)],
            ..Default::default()
        })
        .collect()
}

/// The shader's step on the CPU.
fn step(p: &Params, mut q: Particle) -> Particle {
    for (v, g) in q.velocity.iter_mut().zip(p.gravity) {
        *v = *v * p.damping + g * p.dt;
    }
    for (x, v) in q.position.iter_mut().zip(q.velocity) {
        *x += v * p.dt;
    }
    for (x, b) in q.position.iter_mut().zip(p.bounds) {
        *x = x.clamp(-b, b);
    }
    let tag = p.tags[(q.id & 1) as usize].value;
    q.id = q.id.wrapping_mul(2).wrapping_add(tag as u32);
    q
}

/// Whether `got` is `want` up to rounding: a GPU may fuse `a * b + c`
/// into one operation (NVIDIA's driver does; lavapipe does not).
fn close(got: f32, want: f32) -> bool {
    (got - want).abs() <= 1e-5 * want.abs().max(1.0)
}

fn run() -> Result<String, String> {
    let (device, queue, adapter) = open()?;
    let validation = device.push_error_scope(wgpu::ErrorFilter::Validation);
    let module = device.create_shader_module(wgpu::ShaderModuleDescriptor {
        label: Some("particles.hlsl"),
        source: wgpu::ShaderSource::Wgsl(shader::WGSL.into()),
    });
    // The layout hlslc-build generated: the bindings this compile produced.
    let layout = device.create_bind_group_layout(&wgpu::BindGroupLayoutDescriptor {
        label: Some("particles"),
        entries: shader::GROUP0,
    });
    let pipeline = device.create_compute_pipeline(&wgpu::ComputePipelineDescriptor {
        label: Some("particles"),
        layout: Some(
            &device.create_pipeline_layout(&wgpu::PipelineLayoutDescriptor {
                label: None,
                bind_group_layouts: &[Some(&layout)],
                immediate_size: 0,
            }),
        ),
        module: &module,
        entry_point: Some(shader::ENTRY_POINT),
        compilation_options: Default::default(),
        cache: None,
    });

    let params = params();
    let input = particles();
    let uniform = device.create_buffer_init(&wgpu::util::BufferInitDescriptor {
        label: Some("Params"),
        contents: bytemuck::bytes_of(&params),
        usage: wgpu::BufferUsages::UNIFORM,
    });
    let bytes: &[u8] = bytemuck::cast_slice(&input);
    let storage = device.create_buffer_init(&wgpu::util::BufferInitDescriptor {
        label: Some("particles"),
        contents: bytes,
        usage: wgpu::BufferUsages::STORAGE | wgpu::BufferUsages::COPY_SRC,
    });
    let staging = device.create_buffer(&wgpu::BufferDescriptor {
        label: Some("read-back"),
        size: bytes.len() as u64,
        usage: wgpu::BufferUsages::MAP_READ | wgpu::BufferUsages::COPY_DST,
        mapped_at_creation: false,
    });
    let bind_group = device.create_bind_group(&wgpu::BindGroupDescriptor {
        label: None,
        layout: &layout,
        entries: &[
            wgpu::BindGroupEntry {
                binding: shader::bindings::PARAMS.1,
                resource: uniform.as_entire_binding(),
            },
            wgpu::BindGroupEntry {
                binding: shader::bindings::PARTICLES.1,
                resource: storage.as_entire_binding(),
            },
        ],
    });
    let mut encoder = device.create_command_encoder(&Default::default());
    {
        let mut pass = encoder.begin_compute_pass(&Default::default());
        pass.set_pipeline(&pipeline);
        pass.set_bind_group(0, &bind_group, &[]);
        pass.dispatch_workgroups(COUNT.div_ceil(shader::WORKGROUP_SIZE[0]), 1, 1);
    }
    encoder.copy_buffer_to_buffer(&storage, 0, &staging, 0, bytes.len() as u64);
    queue.submit([encoder.finish()]);
    let out = read_back(&device, &staging)?;
    if let Some(e) = pollster::block_on(validation.pop()) {
        return Err(format!("wgpu rejected the shader or the dispatch: {e}"));
    }
    let got: &[Particle] = bytemuck::cast_slice(&out);

    let mut wrong = Vec::new();
    for (i, (&before, after)) in input.iter().zip(got).enumerate() {
        let want = if (i as u32) < COUNT {
            step(&params, before)
        } else {
            before
        };
        let floats = after
            .position
            .iter()
            .chain(&after.velocity)
            .zip(want.position.iter().chain(&want.velocity));
        let same = after.id == want.id && floats.clone().all(|(&g, &w)| close(g, w));
        if !same {
            wrong.push(format!(
                "  particle {i}: got {after:?}\n  {:>width$}want {want:?}",
                "",
                width = 11 + i.to_string().len()
            ));
        }
    }
    if !wrong.is_empty() {
        let shown = wrong.len().min(5);
        return Err(format!(
            "{} of {} particles differ from the CPU's step on {adapter}; the first {shown}:\n{}",
            wrong.len(),
            input.len(),
            wrong[..shown].join("\n")
        ));
    }
    Ok(format!(
        "{COUNT} particles moved as on the CPU ({} spare untouched) on {adapter}",
        SPARE
    ))
}

/// A Vulkan device (lavapipe where there is no GPU), and the adapter's name.
fn open() -> Result<(wgpu::Device, wgpu::Queue, String), String> {
    let instance = wgpu::Instance::new(wgpu::InstanceDescriptor {
        backends: wgpu::Backends::VULKAN,
        ..wgpu::InstanceDescriptor::new_without_display_handle()
    });
    let adapter =
        pollster::block_on(instance.request_adapter(&Default::default())).map_err(|e| {
            format!(
                "no Vulkan adapter ({e}): install a driver, or lavapipe \
                 (apt-get install mesa-vulkan-drivers)"
            )
        })?;
    let info = adapter.get_info();
    let name = format!("{} ({})", info.name, info.driver);
    let (device, queue) = pollster::block_on(adapter.request_device(&Default::default()))
        .map_err(|e| format!("cannot open {name}: {e}"))?;
    Ok((device, queue, name))
}

fn read_back(device: &wgpu::Device, buffer: &wgpu::Buffer) -> Result<Vec<u8>, String> {
    let (tx, rx) = std::sync::mpsc::channel();
    buffer.map_async(wgpu::MapMode::Read, .., move |r| {
        let _ = tx.send(r);
    });
    device
        .poll(wgpu::PollType::wait_indefinitely())
        .map_err(|e| format!("device poll failed: {e}"))?;
    rx.recv()
        .map_err(|e| format!("map callback lost: {e}"))?
        .map_err(|e| format!("map_async failed: {e}"))?;
    let bytes = buffer
        .slice(..)
        .get_mapped_range()
        .map_err(|e| format!("get_mapped_range failed: {e}"))?
        .to_vec();
    buffer.unmap();
    Ok(bytes)
}
