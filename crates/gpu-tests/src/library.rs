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

/// What a render test binds to one of the shader's resources, by name.
pub enum Input<'a> {
    /// A constant buffer's bytes.
    Uniform(&'a [u8]),
    /// An RGBA8 unorm 2D texture: its size and texels, rows top first.
    Texture([u32; 2], &'a [u8]),
    /// A linear, clamping sampler.
    Sampler,
}

/// Where the naga module puts each resource and constant buffer, by
/// name, as hlslc's reflection of it says: (name, group, binding). wgpu
/// cannot share a binding, so where two share one in SPIR-V (`vulkan`),
/// the later is moved (`moved_to`).
pub fn reflected_bindings(out: &hlslc::Output) -> Vec<(String, u32, u32)> {
    let Some(r) = &out.reflection else {
        return Vec::new();
    };
    let resources = r
        .resources
        .iter()
        .map(|x| (&x.name, &x.moved_to, &x.vulkan));
    let blocks = r
        .constant_buffers
        .iter()
        .map(|x| (&x.name, &x.moved_to, &x.vulkan));
    resources
        .chain(blocks)
        .filter_map(|(name, moved, vulkan)| {
            let b = moved.as_ref().or(vulkan.as_ref())?;
            Some((name.clone(), b.set, b.binding))
        })
        .collect()
}

/// Compiles the vertex and pixel entry points of `source` with hlslc's
/// library API, makes a wgpu render pipeline of the two naga modules
/// with a bind group layout built from the bindings hlslc's reflection
/// reports ([`reflected_bindings`]), binds `inputs` there by name, draws 3 vertices
/// into a `size` RGBA8 target cleared to transparent black, and returns
/// its bytes, rows top first.
pub fn draw(
    gpu: &Gpu,
    source: &str,
    [vs, ps]: [&str; 2],
    inputs: &[(&str, Input)],
    size: [u32; 2],
) -> Result<Vec<u8>, String> {
    let compile = |profile: &str, entry: &str| {
        let profile = profile.parse().map_err(|e| format!("{e}"))?;
        hlslc::compile(source, &hlslc::CompileOptions::new(profile, entry))
            .map_err(|d| format!("{entry}: {d}"))
    };
    let vs_out = compile("vs_6_0", vs)?;
    let ps_out = compile("ps_6_0", ps)?;
    // The bindings do not depend on the entry point: both stages'
    // reflections must agree, and the layout (visible to both) has every
    // binding, used or not.
    let placed = reflected_bindings(&ps_out);
    if reflected_bindings(&vs_out) != placed {
        return Err(format!(
            "the stages' reflections disagree: {:?} and {placed:?}",
            reflected_bindings(&vs_out)
        ));
    }
    let both = wgpu::ShaderStages::VERTEX | wgpu::ShaderStages::FRAGMENT;
    let device = &gpu.device;
    let validation = device.push_error_scope(wgpu::ErrorFilter::Validation);
    let groups = placed.iter().map(|p| p.1 + 1).max().unwrap_or(0);
    let mut layouts = Vec::new();
    let mut bind_groups = Vec::new();
    for group in 0..groups {
        let mut entries = Vec::new();
        let mut resources = Vec::new();
        for (name, _, binding) in placed.iter().filter(|p| p.1 == group) {
            let input = inputs
                .iter()
                .find(|(n, _)| n == name)
                .map(|(_, i)| i)
                .ok_or_else(|| format!("the test gives nothing for '{name}'"))?;
            let (ty, resource) = resource(gpu, name, input);
            entries.push(wgpu::BindGroupLayoutEntry {
                binding: *binding,
                visibility: both,
                ty,
                count: None,
            });
            resources.push((*binding, resource));
        }
        let layout = device.create_bind_group_layout(&wgpu::BindGroupLayoutDescriptor {
            label: None,
            entries: &entries,
        });
        let entries: Vec<wgpu::BindGroupEntry> = resources
            .iter()
            .map(|(binding, r)| wgpu::BindGroupEntry {
                binding: *binding,
                resource: r.binding(),
            })
            .collect();
        bind_groups.push(device.create_bind_group(&wgpu::BindGroupDescriptor {
            label: None,
            layout: &layout,
            entries: &entries,
        }));
        layouts.push(layout);
    }
    let layout_refs: Vec<Option<&wgpu::BindGroupLayout>> = layouts.iter().map(Some).collect();
    let layout = device.create_pipeline_layout(&wgpu::PipelineLayoutDescriptor {
        label: None,
        bind_group_layouts: &layout_refs,
        immediate_size: 0,
    });
    let module = |out: hlslc::Output, label: &str| {
        device.create_shader_module(wgpu::ShaderModuleDescriptor {
            label: Some(label),
            source: wgpu::ShaderSource::Naga(Cow::Owned(out.module)),
        })
    };
    let vs_module = module(vs_out, vs);
    let ps_module = module(ps_out, ps);
    let format = wgpu::TextureFormat::Rgba8Unorm;
    let pipeline = device.create_render_pipeline(&wgpu::RenderPipelineDescriptor {
        label: Some("library"),
        layout: Some(&layout),
        vertex: wgpu::VertexState {
            module: &vs_module,
            entry_point: Some(vs),
            compilation_options: Default::default(),
            buffers: &[],
        },
        primitive: wgpu::PrimitiveState::default(),
        depth_stencil: None,
        multisample: wgpu::MultisampleState::default(),
        fragment: Some(wgpu::FragmentState {
            module: &ps_module,
            entry_point: Some(ps),
            compilation_options: Default::default(),
            targets: &[Some(format.into())],
        }),
        multiview_mask: None,
        cache: None,
    });
    let bytes = crate::render::draw_offscreen(
        gpu,
        &pipeline,
        &bind_groups,
        size,
        wgpu::Color::TRANSPARENT,
    )?;
    if let Some(e) = pollster::block_on(validation.pop()) {
        return Err(format!(
            "wgpu rejected the modules, the pipeline or the draw: {e}"
        ));
    }
    Ok(bytes)
}

/// A created input and the layout entry type it binds as.
enum Made {
    Buffer(wgpu::Buffer),
    View(wgpu::TextureView),
    Sampler(wgpu::Sampler),
}

impl Made {
    fn binding(&self) -> wgpu::BindingResource<'_> {
        match self {
            Made::Buffer(b) => b.as_entire_binding(),
            Made::View(v) => wgpu::BindingResource::TextureView(v),
            Made::Sampler(s) => wgpu::BindingResource::Sampler(s),
        }
    }
}

fn resource(gpu: &Gpu, name: &str, input: &Input) -> (wgpu::BindingType, Made) {
    let device = &gpu.device;
    match input {
        Input::Uniform(bytes) => (
            wgpu::BindingType::Buffer {
                ty: wgpu::BufferBindingType::Uniform,
                has_dynamic_offset: false,
                min_binding_size: None,
            },
            Made::Buffer(
                device.create_buffer_init(&wgpu::util::BufferInitDescriptor {
                    label: Some(name),
                    contents: bytes,
                    usage: wgpu::BufferUsages::UNIFORM,
                }),
            ),
        ),
        Input::Texture([w, h], texels) => {
            let texture = device.create_texture_with_data(
                &gpu.queue,
                &wgpu::TextureDescriptor {
                    label: Some(name),
                    size: wgpu::Extent3d {
                        width: *w,
                        height: *h,
                        depth_or_array_layers: 1,
                    },
                    mip_level_count: 1,
                    sample_count: 1,
                    dimension: wgpu::TextureDimension::D2,
                    format: wgpu::TextureFormat::Rgba8Unorm,
                    usage: wgpu::TextureUsages::TEXTURE_BINDING,
                    view_formats: &[],
                },
                wgpu::util::TextureDataOrder::LayerMajor,
                texels,
            );
            (
                wgpu::BindingType::Texture {
                    sample_type: wgpu::TextureSampleType::Float { filterable: true },
                    view_dimension: wgpu::TextureViewDimension::D2,
                    multisampled: false,
                },
                Made::View(texture.create_view(&Default::default())),
            )
        }
        Input::Sampler => (
            wgpu::BindingType::Sampler(wgpu::SamplerBindingType::Filtering),
            Made::Sampler(device.create_sampler(&wgpu::SamplerDescriptor {
                label: Some(name),
                mag_filter: wgpu::FilterMode::Linear,
                min_filter: wgpu::FilterMode::Linear,
                ..Default::default()
            })),
        ),
    }
}
