//! The render test: `tests/render/triangle.hlsl`'s vertex and pixel shaders,
//! compiled by hlslc to SPIR-V, drawn through wgpu (the exact words, passed
//! through) into an offscreen 64x64 RGBA8 texture, and compared with
//! `tests/render/triangle.ppm`.
//!
//! The expected image's magenta pixels (the triangle's edges) are not
//! compared; every other pixel must match within [`TOLERANCE`] per channel
//! (interpolation precision differs between GPUs).

use crate::device::Gpu;
use crate::{spirv, tools};
use std::borrow::Cow;
use std::path::Path;

const SIZE: u32 = 64;
const TOLERANCE: u8 = 2;
const IGNORED: [u8; 3] = [255, 0, 255];
/// SPIR-V execution models.
const VERTEX: u32 = 0;
const FRAGMENT: u32 = 4;

/// Compiles, draws and compares; on a mismatch the drawn image is left in
/// `work` as `actual.ppm`.
pub fn triangle(gpu: &Gpu, work: &Path) -> Result<(), String> {
    let dir = hlsl_testkit::repo_root().join("tests").join("render");
    let shader = dir.join("triangle.hlsl");
    tools::fresh_dir(work)?;
    let vs = compile(&shader, "vs_6_0", "VSMain", work)?;
    let ps = compile(&shader, "ps_6_0", "PSMain", work)?;
    let pixels = draw(gpu, &vs, &ps)?;
    let expected = read_ppm(&dir.join("triangle.ppm"))?;
    let report = compare(&expected, &pixels);
    if report.is_empty() {
        return Ok(());
    }
    let actual = work.join("actual.ppm");
    write_ppm(&actual, &pixels)?;
    Err(format!(
        "the drawn triangle differs from triangle.ppm ({} written):\n{report}",
        actual.display()
    ))
}

/// hlslc's SPIR-V for one entry point, validated by spirv-val.
fn compile(shader: &Path, profile: &str, entry: &str, work: &Path) -> Result<Vec<u32>, String> {
    let spv = work.join(format!("{entry}.spv"));
    let args = ["-T", profile, "-E", entry].map(str::to_string);
    tools::hlslc_compile(shader, &args, &spv)?;
    tools::spirv_val(&spv)?;
    let bytes = std::fs::read(&spv).map_err(|e| format!("{}: {e}", spv.display()))?;
    spirv::words_from_bytes(&bytes)
}

fn passthrough(
    gpu: &Gpu,
    words: &[u32],
    model: u32,
) -> Result<(wgpu::ShaderModule, String), String> {
    let name = spirv::entry_names(words, model)
        .into_iter()
        .next()
        .ok_or("the module has no entry point of the stage")?;
    // SAFETY: hlslc's words, which spirv-val accepted (`compile`).
    let module = unsafe {
        gpu.device
            .create_shader_module_passthrough(wgpu::ShaderModuleDescriptorPassthrough {
                label: Some(&name),
                entry_points: Cow::Owned(vec![wgpu::PassthroughShaderEntryPoint {
                    name: Cow::Owned(name.clone()),
                    workgroup_size: (0, 0, 0),
                }]),
                spirv: Some(Cow::Borrowed(words)),
                ..Default::default()
            })
    };
    Ok((module, name))
}

/// Draws the three vertices and returns the target's RGBA bytes, rows top
/// first.
fn draw(gpu: &Gpu, vs: &[u32], ps: &[u32]) -> Result<Vec<u8>, String> {
    let device = &gpu.device;
    let validation = device.push_error_scope(wgpu::ErrorFilter::Validation);
    let (vs_module, vs_entry) = passthrough(gpu, vs, VERTEX)?;
    let (ps_module, ps_entry) = passthrough(gpu, ps, FRAGMENT)?;
    let format = wgpu::TextureFormat::Rgba8Unorm;
    let layout = device.create_pipeline_layout(&wgpu::PipelineLayoutDescriptor::default());
    let pipeline = device.create_render_pipeline(&wgpu::RenderPipelineDescriptor {
        label: Some("triangle"),
        layout: Some(&layout),
        vertex: wgpu::VertexState {
            module: &vs_module,
            entry_point: Some(&vs_entry),
            compilation_options: Default::default(),
            buffers: &[],
        },
        primitive: wgpu::PrimitiveState::default(),
        depth_stencil: None,
        multisample: wgpu::MultisampleState::default(),
        fragment: Some(wgpu::FragmentState {
            module: &ps_module,
            entry_point: Some(&ps_entry),
            compilation_options: Default::default(),
            targets: &[Some(format.into())],
        }),
        multiview_mask: None,
        cache: None,
    });
    let clear = wgpu::Color {
        r: 0.2,
        g: 0.2,
        b: 0.2,
        a: 1.0,
    };
    let bytes = draw_offscreen(gpu, &pipeline, &[], [SIZE, SIZE], clear)?;
    if let Some(e) = pollster::block_on(validation.pop()) {
        return Err(format!("wgpu rejected the pipeline or the draw: {e}"));
    }
    Ok(bytes)
}

/// Draws 3 vertices with `pipeline` (its bind groups in order) into a
/// `size` RGBA8 unorm target cleared to `clear`, and returns the target's
/// bytes, rows top first (the library test's draws share it).
pub(crate) fn draw_offscreen(
    gpu: &Gpu,
    pipeline: &wgpu::RenderPipeline,
    bind_groups: &[wgpu::BindGroup],
    size: [u32; 2],
    clear: wgpu::Color,
) -> Result<Vec<u8>, String> {
    let device = &gpu.device;
    let extent = wgpu::Extent3d {
        width: size[0],
        height: size[1],
        depth_or_array_layers: 1,
    };
    let target = device.create_texture(&wgpu::TextureDescriptor {
        label: Some("target"),
        size: extent,
        mip_level_count: 1,
        sample_count: 1,
        dimension: wgpu::TextureDimension::D2,
        format: wgpu::TextureFormat::Rgba8Unorm,
        usage: wgpu::TextureUsages::RENDER_ATTACHMENT | wgpu::TextureUsages::COPY_SRC,
        view_formats: &[],
    });
    let view = target.create_view(&Default::default());
    let row = (size[0] * 4).next_multiple_of(wgpu::COPY_BYTES_PER_ROW_ALIGNMENT);
    let readback = device.create_buffer(&wgpu::BufferDescriptor {
        label: Some("read-back"),
        size: u64::from(row * size[1]),
        usage: wgpu::BufferUsages::MAP_READ | wgpu::BufferUsages::COPY_DST,
        mapped_at_creation: false,
    });
    let mut encoder = device.create_command_encoder(&Default::default());
    {
        let mut pass = encoder.begin_render_pass(&wgpu::RenderPassDescriptor {
            label: Some("offscreen"),
            color_attachments: &[Some(wgpu::RenderPassColorAttachment {
                view: &view,
                depth_slice: None,
                resolve_target: None,
                ops: wgpu::Operations {
                    load: wgpu::LoadOp::Clear(clear),
                    store: wgpu::StoreOp::Store,
                },
            })],
            ..Default::default()
        });
        pass.set_pipeline(pipeline);
        for (i, g) in bind_groups.iter().enumerate() {
            pass.set_bind_group(i as u32, g, &[]);
        }
        pass.draw(0..3, 0..1);
    }
    encoder.copy_texture_to_buffer(
        target.as_image_copy(),
        wgpu::TexelCopyBufferInfo {
            buffer: &readback,
            layout: wgpu::TexelCopyBufferLayout {
                offset: 0,
                bytes_per_row: Some(row),
                rows_per_image: Some(size[1]),
            },
        },
        extent,
    );
    gpu.queue.submit([encoder.finish()]);
    let padded = crate::runner::read_back(device, &readback)?;
    Ok(padded
        .chunks_exact(row as usize)
        .flat_map(|r| &r[..(size[0] * 4) as usize])
        .copied()
        .collect())
}

/// The mismatching pixels (at most ten listed), or an empty string.
fn compare(expected_rgb: &[u8], actual_rgba: &[u8]) -> String {
    let mut wrong = Vec::new();
    let mut compared = 0;
    for (i, (want, got)) in expected_rgb
        .chunks_exact(3)
        .zip(actual_rgba.chunks_exact(4))
        .enumerate()
    {
        if want == IGNORED {
            continue;
        }
        compared += 1;
        let close = want
            .iter()
            .zip(got)
            .all(|(w, g)| w.abs_diff(*g) <= TOLERANCE);
        if !close || got[3] != 255 {
            wrong.push(format!(
                "  ({}, {}): expected {want:?}, drew {:?}",
                i as u32 % SIZE,
                i as u32 / SIZE,
                got
            ));
        }
    }
    if wrong.is_empty() {
        return String::new();
    }
    let shown = wrong.len().min(10);
    format!(
        "{} of {compared} compared pixels differ (by more than {TOLERANCE}):\n{}",
        wrong.len(),
        wrong[..shown].join("\n")
    )
}

/// A binary PPM (P6) of SIZE x SIZE: its RGB bytes.
fn read_ppm(path: &Path) -> Result<Vec<u8>, String> {
    let bytes = std::fs::read(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let header = format!("P6\n{SIZE} {SIZE}\n255\n");
    let pixels = bytes
        .strip_prefix(header.as_bytes())
        .ok_or_else(|| format!("{}: not a {SIZE}x{SIZE} binary PPM", path.display()))?;
    if pixels.len() != (SIZE * SIZE * 3) as usize {
        return Err(format!("{}: wrong size", path.display()));
    }
    Ok(pixels.to_vec())
}

fn write_ppm(path: &Path, rgba: &[u8]) -> Result<(), String> {
    let mut out = format!("P6\n{SIZE} {SIZE}\n255\n").into_bytes();
    for px in rgba.chunks_exact(4) {
        out.extend_from_slice(&px[..3]);
    }
    std::fs::write(path, out).map_err(|e| format!("{}: {e}", path.display()))
}
