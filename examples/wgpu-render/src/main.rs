//! Draws a textured, lit cube offscreen with `shaders/lit_textured.hlsl`
//! (a vertex and a pixel shader, compiled by hlslc-build in `build.rs`)
//! and compares the image with `expected.png`.
//!
//! The texture is made here (a checkerboard with a border), the constant
//! buffer is filled through the generated `Scene` struct, and the bind
//! group layout is the union of the two stages' generated entries.
//!
//! `cargo run -p wgpu-render` exits 0 when the image matches: every
//! channel of at least 99 % of the pixels within 8 of 255 of the expected
//! PNG (rasterisation and filtering precision differ between GPUs; the
//! image is drawn on lavapipe). Otherwise it writes the drawn image beside
//! the target directory's `wgpu-render-actual.png` and exits 1.
//! `cargo run -p wgpu-render -- --bless` (or `WGPU_RENDER_BLESS=1`)
//! rewrites `expected.png` instead.

mod shaders {
    include!(concat!(env!("OUT_DIR"), "/hlslc/shaders.rs"));
}

use shaders::lit_textured_ps_main as ps;
use shaders::lit_textured_vs_main as vs;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use wgpu::util::DeviceExt;

const SIZE: u32 = 128;
const TEXTURE_SIZE: u32 = 64;
/// The largest difference of a channel (of 255) that counts as equal.
const CHANNEL_TOLERANCE: u8 = 8;
/// The fraction of pixels that may differ by more.
const PIXEL_TOLERANCE: f64 = 0.01;
const BLESS_ENV: &str = "WGPU_RENDER_BLESS";

fn main() -> ExitCode {
    let bless = std::env::args().any(|a| a == "--bless")
        || std::env::var_os(BLESS_ENV).is_some_and(|v| v != "0");
    match run(bless) {
        Ok(summary) => {
            println!("wgpu-render: {summary}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("wgpu-render: FAILED: {e}");
            ExitCode::FAILURE
        }
    }
}

fn expected_path() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("expected.png")
}

fn run(bless: bool) -> Result<String, String> {
    let (device, queue, adapter) = open()?;
    let pixels = draw(&device, &queue)?;
    let expected = expected_path();
    if bless {
        write_png(&expected, &pixels)?;
        return Ok(format!("wrote {} (drawn on {adapter})", expected.display()));
    }
    let want = read_png(&expected)?;
    let (over, worst) = compare(&want, &pixels);
    let total = (SIZE * SIZE) as usize;
    if (over as f64) <= PIXEL_TOLERANCE * total as f64 {
        return Ok(format!(
            "the cube matches expected.png on {adapter} ({over} of {total} pixels \
             beyond {CHANNEL_TOLERANCE}/255, largest difference {worst})"
        ));
    }
    let actual = actual_path();
    write_png(&actual, &pixels)?;
    Err(format!(
        "{over} of {total} pixels differ from {} by more than {CHANNEL_TOLERANCE}/255 \
         in a channel (at most {:.0} may; largest difference {worst}) on {adapter}; \
         the drawn image is {} (`--bless` makes it the expected one)",
        expected.display(),
        PIXEL_TOLERANCE * total as f64,
        actual.display()
    ))
}

/// Where a mismatching image goes: the workspace's target directory.
fn actual_path() -> PathBuf {
    let target = std::env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| {
            let workspace = Path::new(env!("CARGO_MANIFEST_DIR")).ancestors().nth(2);
            workspace.unwrap_or(Path::new(".")).join("target")
        });
    let _ = std::fs::create_dir_all(&target);
    target.join("wgpu-render-actual.png")
}

/// How many pixels have a channel beyond the tolerance, and the largest
/// difference of any channel (every pixel differs when the sizes do).
fn compare(want: &[u8], got: &[u8]) -> (usize, u8) {
    if want.len() != got.len() {
        return ((SIZE * SIZE) as usize, 255);
    }
    let mut over = 0;
    let mut worst = 0;
    for (a, b) in want.chunks_exact(4).zip(got.chunks_exact(4)) {
        let d = a
            .iter()
            .zip(b)
            .map(|(x, y)| x.abs_diff(*y))
            .max()
            .unwrap_or(0);
        worst = worst.max(d);
        if d > CHANNEL_TOLERANCE {
            over += 1;
        }
    }
    (over, worst)
}

/// One vertex of the mesh, as the vertex shader's `VSIn` reads it
/// (`POSITION`, `NORMAL`, `TEXCOORD0` at locations 0, 1, 2).
#[repr(C)]
#[derive(Clone, Copy, bytemuck::Pod, bytemuck::Zeroable)]
struct Vertex {
    position: [f32; 3],
    normal: [f32; 3],
    uv: [f32; 2],
}

/// A unit cube (corners at ±1), four vertices and two triangles a face.
fn cube() -> (Vec<Vertex>, Vec<u16>) {
    let mut vertices = Vec::new();
    let mut indices = Vec::new();
    for axis in 0..3 {
        for sign in [1.0f32, -1.0] {
            let mut n = [0.0; 3];
            n[axis] = sign;
            // u × v = n: the triangles turn counter-clockwise seen from
            // outside (wgpu's default front face).
            let mut u = [0.0; 3];
            u[(axis + 1) % 3] = sign;
            let mut v = [0.0; 3];
            v[(axis + 2) % 3] = 1.0;
            let base = vertices.len() as u16;
            for (s, t) in [(-1.0f32, -1.0f32), (1.0, -1.0), (1.0, 1.0), (-1.0, 1.0)] {
                let p = std::array::from_fn(|i| n[i] + s * u[i] + t * v[i]);
                vertices.push(Vertex {
                    position: p,
                    normal: n,
                    uv: [(s + 1.0) / 2.0, (1.0 - t) / 2.0],
                });
            }
            indices.extend([0, 1, 2, 0, 2, 3].map(|i| base + i));
        }
    }
    (vertices, indices)
}

/// The texture: an orange and blue checkerboard of 8×8-texel squares with
/// a dark border, RGBA8.
fn texture() -> Vec<u8> {
    let mut texels = Vec::new();
    for y in 0..TEXTURE_SIZE {
        for x in 0..TEXTURE_SIZE {
            let border = x < 2 || y < 2 || x >= TEXTURE_SIZE - 2 || y >= TEXTURE_SIZE - 2;
            let rgb = if border {
                [20, 20, 30]
            } else if (x / 8 + y / 8) % 2 == 0 {
                [235, 130, 40]
            } else {
                [40, 100, 210]
            };
            texels.extend(rgb);
            texels.push(255);
        }
    }
    texels
}

type Mat4 = [[f32; 4]; 4];

fn mul(a: &Mat4, b: &Mat4) -> Mat4 {
    std::array::from_fn(|r| std::array::from_fn(|c| (0..4).map(|k| a[r][k] * b[k][c]).sum()))
}

fn rotation(axis: usize, angle: f32) -> Mat4 {
    let (s, c) = angle.sin_cos();
    let (i, j) = ((axis + 1) % 3, (axis + 2) % 3);
    let mut m: Mat4 = std::array::from_fn(|r| std::array::from_fn(|c| f32::from(r == c)));
    m[i][i] = c;
    m[i][j] = -s;
    m[j][i] = s;
    m[j][j] = c;
    m
}

/// A right-handed perspective projection to wgpu's clip space (depth 0
/// to 1), the camera looking down -z.
fn perspective(fov_y: f32, near: f32, far: f32) -> Mat4 {
    let f = 1.0 / (fov_y / 2.0).tan();
    [
        [f, 0.0, 0.0, 0.0],
        [0.0, f, 0.0, 0.0],
        [0.0, 0.0, far / (near - far), near * far / (near - far)],
        [0.0, 0.0, -1.0, 0.0],
    ]
}

/// A `column_major float4x4` as HLSL stores it (and the generated struct
/// holds it): the columns of the matrix `m[row][column]`.
fn columns(m: &Mat4) -> Mat4 {
    std::array::from_fn(|c| std::array::from_fn(|r| m[r][c]))
}

fn scene() -> vs::Scene {
    let world = mul(&rotation(0, 0.5), &rotation(1, 0.7));
    let mut view = rotation(0, 0.0);
    view[2][3] = -4.5;
    let world_view_proj = mul(&perspective(0.9, 0.5, 10.0), &mul(&view, &world));
    let light = [0.4f32, 0.7, 0.6];
    let length = light.iter().map(|x| x * x).sum::<f32>().sqrt();
    vs::Scene {
        world_view_proj: columns(&world_view_proj),
        world: columns(&world),
        light_dir: light.map(|x| x / length),
        ambient: 0.25,
        light_color: [1.0, 0.95, 0.85],
        ..Default::default()
    }
}

/// The union of the two stages' layout entries (a binding both use is
/// visible to both).
fn layout_entries() -> Vec<wgpu::BindGroupLayoutEntry> {
    let mut entries: Vec<wgpu::BindGroupLayoutEntry> = Vec::new();
    for e in vs::GROUP0.iter().chain(ps::GROUP0) {
        match entries.iter_mut().find(|x| x.binding == e.binding) {
            Some(x) => x.visibility |= e.visibility,
            None => entries.push(*e),
        }
    }
    entries
}

/// Draws the cube and returns the image's RGBA bytes, rows top first.
fn draw(device: &wgpu::Device, queue: &wgpu::Queue) -> Result<Vec<u8>, String> {
    let validation = device.push_error_scope(wgpu::ErrorFilter::Validation);
    let vs_module = device.create_shader_module(wgpu::ShaderModuleDescriptor {
        label: Some("vs_main"),
        source: wgpu::ShaderSource::Wgsl(vs::WGSL.into()),
    });
    let ps_module = device.create_shader_module(wgpu::ShaderModuleDescriptor {
        label: Some("ps_main"),
        source: wgpu::ShaderSource::Wgsl(ps::WGSL.into()),
    });
    let layout = device.create_bind_group_layout(&wgpu::BindGroupLayoutDescriptor {
        label: Some("lit_textured"),
        entries: &layout_entries(),
    });
    let color = wgpu::TextureFormat::Rgba8Unorm;
    let depth = wgpu::TextureFormat::Depth32Float;
    let pipeline = device.create_render_pipeline(&wgpu::RenderPipelineDescriptor {
        label: Some("lit_textured"),
        layout: Some(
            &device.create_pipeline_layout(&wgpu::PipelineLayoutDescriptor {
                label: None,
                bind_group_layouts: &[Some(&layout)],
                immediate_size: 0,
            }),
        ),
        vertex: wgpu::VertexState {
            module: &vs_module,
            entry_point: Some(vs::ENTRY_POINT),
            compilation_options: Default::default(),
            buffers: &[Some(wgpu::VertexBufferLayout {
                array_stride: std::mem::size_of::<Vertex>() as u64,
                step_mode: wgpu::VertexStepMode::Vertex,
                attributes: &wgpu::vertex_attr_array![0 => Float32x3, 1 => Float32x3, 2 => Float32x2],
            })],
        },
        primitive: wgpu::PrimitiveState {
            cull_mode: Some(wgpu::Face::Back),
            ..Default::default()
        },
        depth_stencil: Some(wgpu::DepthStencilState {
            format: depth,
            depth_write_enabled: Some(true),
            depth_compare: Some(wgpu::CompareFunction::Less),
            stencil: Default::default(),
            bias: Default::default(),
        }),
        multisample: Default::default(),
        fragment: Some(wgpu::FragmentState {
            module: &ps_module,
            entry_point: Some(ps::ENTRY_POINT),
            compilation_options: Default::default(),
            targets: &[Some(color.into())],
        }),
        multiview_mask: None,
        cache: None,
    });

    let (vertices, indices) = cube();
    let vertex_buffer = device.create_buffer_init(&wgpu::util::BufferInitDescriptor {
        label: Some("vertices"),
        contents: bytemuck::cast_slice(&vertices),
        usage: wgpu::BufferUsages::VERTEX,
    });
    let index_buffer = device.create_buffer_init(&wgpu::util::BufferInitDescriptor {
        label: Some("indices"),
        contents: bytemuck::cast_slice(&indices),
        usage: wgpu::BufferUsages::INDEX,
    });
    let scene = scene();
    let uniform = device.create_buffer_init(&wgpu::util::BufferInitDescriptor {
        label: Some("Scene"),
        contents: bytemuck::bytes_of(&scene),
        usage: wgpu::BufferUsages::UNIFORM,
    });
    let albedo = device.create_texture_with_data(
        queue,
        &wgpu::TextureDescriptor {
            label: Some("albedo"),
            size: wgpu::Extent3d {
                width: TEXTURE_SIZE,
                height: TEXTURE_SIZE,
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
        &texture(),
    );
    let sampler = device.create_sampler(&wgpu::SamplerDescriptor {
        label: Some("linear_sampler"),
        mag_filter: wgpu::FilterMode::Linear,
        min_filter: wgpu::FilterMode::Linear,
        ..Default::default()
    });
    let albedo_view = albedo.create_view(&Default::default());
    // The generated `bindings` say where each resource went (b0, t0 and s0
    // at bindings 0, 1 and 2: build.rs shifts the t and s registers).
    let bind_group = device.create_bind_group(&wgpu::BindGroupDescriptor {
        label: None,
        layout: &layout,
        entries: &[
            wgpu::BindGroupEntry {
                binding: ps::bindings::SCENE.1,
                resource: uniform.as_entire_binding(),
            },
            wgpu::BindGroupEntry {
                binding: ps::bindings::ALBEDO.1,
                resource: wgpu::BindingResource::TextureView(&albedo_view),
            },
            wgpu::BindGroupEntry {
                binding: ps::bindings::LINEAR_SAMPLER.1,
                resource: wgpu::BindingResource::Sampler(&sampler),
            },
        ],
    });

    let extent = wgpu::Extent3d {
        width: SIZE,
        height: SIZE,
        depth_or_array_layers: 1,
    };
    let target = device.create_texture(&wgpu::TextureDescriptor {
        label: Some("target"),
        size: extent,
        mip_level_count: 1,
        sample_count: 1,
        dimension: wgpu::TextureDimension::D2,
        format: color,
        usage: wgpu::TextureUsages::RENDER_ATTACHMENT | wgpu::TextureUsages::COPY_SRC,
        view_formats: &[],
    });
    let depth_target = device.create_texture(&wgpu::TextureDescriptor {
        label: Some("depth"),
        size: extent,
        mip_level_count: 1,
        sample_count: 1,
        dimension: wgpu::TextureDimension::D2,
        format: depth,
        usage: wgpu::TextureUsages::RENDER_ATTACHMENT,
        view_formats: &[],
    });
    let row = (SIZE * 4).next_multiple_of(wgpu::COPY_BYTES_PER_ROW_ALIGNMENT);
    let readback = device.create_buffer(&wgpu::BufferDescriptor {
        label: Some("read-back"),
        size: u64::from(row * SIZE),
        usage: wgpu::BufferUsages::MAP_READ | wgpu::BufferUsages::COPY_DST,
        mapped_at_creation: false,
    });
    let view = target.create_view(&Default::default());
    let depth_view = depth_target.create_view(&Default::default());
    let mut encoder = device.create_command_encoder(&Default::default());
    {
        let mut pass = encoder.begin_render_pass(&wgpu::RenderPassDescriptor {
            label: Some("cube"),
            color_attachments: &[Some(wgpu::RenderPassColorAttachment {
                view: &view,
                depth_slice: None,
                resolve_target: None,
                ops: wgpu::Operations {
                    load: wgpu::LoadOp::Clear(wgpu::Color {
                        r: 0.1,
                        g: 0.1,
                        b: 0.12,
                        a: 1.0,
                    }),
                    store: wgpu::StoreOp::Store,
                },
            })],
            depth_stencil_attachment: Some(wgpu::RenderPassDepthStencilAttachment {
                view: &depth_view,
                depth_ops: Some(wgpu::Operations {
                    load: wgpu::LoadOp::Clear(1.0),
                    store: wgpu::StoreOp::Discard,
                }),
                stencil_ops: None,
            }),
            ..Default::default()
        });
        pass.set_pipeline(&pipeline);
        pass.set_bind_group(0, &bind_group, &[]);
        pass.set_vertex_buffer(0, vertex_buffer.slice(..));
        pass.set_index_buffer(index_buffer.slice(..), wgpu::IndexFormat::Uint16);
        pass.draw_indexed(0..indices.len() as u32, 0, 0..1);
    }
    encoder.copy_texture_to_buffer(
        target.as_image_copy(),
        wgpu::TexelCopyBufferInfo {
            buffer: &readback,
            layout: wgpu::TexelCopyBufferLayout {
                offset: 0,
                bytes_per_row: Some(row),
                rows_per_image: Some(SIZE),
            },
        },
        extent,
    );
    queue.submit([encoder.finish()]);
    let padded = read_back(device, &readback)?;
    if let Some(e) = pollster::block_on(validation.pop()) {
        return Err(format!("wgpu rejected the shaders or the draw: {e}"));
    }
    Ok(padded
        .chunks_exact(row as usize)
        .flat_map(|r| &r[..(SIZE * 4) as usize])
        .copied()
        .collect())
}

fn read_png(path: &Path) -> Result<Vec<u8>, String> {
    let file = std::fs::File::open(path)
        .map_err(|e| format!("{}: {e} (`--bless` writes it)", path.display()))?;
    let mut reader = png::Decoder::new(std::io::BufReader::new(file))
        .read_info()
        .map_err(|e| format!("{}: {e}", path.display()))?;
    let mut pixels = vec![0; reader.output_buffer_size().unwrap_or(0)];
    let info = reader
        .next_frame(&mut pixels)
        .map_err(|e| format!("{}: {e}", path.display()))?;
    if (info.width, info.height, info.color_type, info.bit_depth)
        != (SIZE, SIZE, png::ColorType::Rgba, png::BitDepth::Eight)
    {
        return Err(format!(
            "{}: not a {SIZE}x{SIZE} 8-bit RGBA image",
            path.display()
        ));
    }
    pixels.truncate(info.buffer_size());
    Ok(pixels)
}

fn write_png(path: &Path, pixels: &[u8]) -> Result<(), String> {
    let file = std::fs::File::create(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let mut encoder = png::Encoder::new(std::io::BufWriter::new(file), SIZE, SIZE);
    encoder.set_color(png::ColorType::Rgba);
    encoder.set_depth(png::BitDepth::Eight);
    encoder
        .write_header()
        .and_then(|mut w| w.write_image_data(pixels))
        .map_err(|e| format!("{}: {e}", path.display()))
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
