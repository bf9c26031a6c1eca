//! The textures and samplers of a compute test on the device: creation
//! with their texels (one `write_texture` per mip level, all layers at
//! once), the binding types hlslc's SPIR-V expects, and reading storage
//! textures back.

use hlsl_testkit::{ChannelKind, RegisterClass, SamplerSpec, TextureDim, TextureSpec};

/// `copy_texture_to_buffer` needs rows aligned to this many bytes.
const ROW_ALIGN: u32 = wgpu::COPY_BYTES_PER_ROW_ALIGNMENT;

pub fn format(spec: &TextureSpec) -> Result<wgpu::TextureFormat, String> {
    use wgpu::TextureFormat as F;
    Ok(match spec.format.name() {
        "r32float" => F::R32Float,
        "rg32float" => F::Rg32Float,
        "rgba32float" => F::Rgba32Float,
        "r32uint" => F::R32Uint,
        "rg32uint" => F::Rg32Uint,
        "rgba32uint" => F::Rgba32Uint,
        "r32sint" => F::R32Sint,
        "rg32sint" => F::Rg32Sint,
        "rgba32sint" => F::Rgba32Sint,
        "r8unorm" => F::R8Unorm,
        "rg8unorm" => F::Rg8Unorm,
        "rgba8unorm" => F::Rgba8Unorm,
        "depth16unorm" => F::Depth16Unorm,
        other => return Err(format!("{}: no wgpu format for {other}", spec.register)),
    })
}

fn extent(spec: &TextureSpec, mip: u32) -> wgpu::Extent3d {
    let [w, h, d] = spec.level_size(mip);
    wgpu::Extent3d {
        width: w,
        height: h,
        depth_or_array_layers: if spec.dim == TextureDim::D3 {
            d
        } else {
            spec.layers
        },
    }
}

fn view_dimension(dim: TextureDim) -> wgpu::TextureViewDimension {
    match dim {
        TextureDim::D1 => wgpu::TextureViewDimension::D1,
        TextureDim::D2 => wgpu::TextureViewDimension::D2,
        TextureDim::D2Array => wgpu::TextureViewDimension::D2Array,
        TextureDim::D3 => wgpu::TextureViewDimension::D3,
        TextureDim::Cube => wgpu::TextureViewDimension::Cube,
    }
}

/// The texture with its initial texels, a view of all of it, and the
/// binding type: a storage texture for `u`, else a sampled one (float
/// formats filterable where the device can filter them).
pub fn create(
    device: &wgpu::Device,
    queue: &wgpu::Queue,
    spec: &TextureSpec,
) -> Result<(wgpu::Texture, wgpu::TextureView, wgpu::BindingType), String> {
    let format = format(spec)?;
    let storage = spec.register.class == RegisterClass::U;
    let usage = if storage {
        wgpu::TextureUsages::STORAGE_BINDING
            | wgpu::TextureUsages::COPY_DST
            | wgpu::TextureUsages::COPY_SRC
    } else {
        wgpu::TextureUsages::TEXTURE_BINDING | wgpu::TextureUsages::COPY_DST
    };
    let texture = device.create_texture(&wgpu::TextureDescriptor {
        label: Some("compute-test-texture"),
        size: extent(spec, 0),
        mip_level_count: spec.mips,
        sample_count: 1,
        dimension: match spec.dim {
            TextureDim::D1 => wgpu::TextureDimension::D1,
            TextureDim::D2 | TextureDim::D2Array | TextureDim::Cube => wgpu::TextureDimension::D2,
            TextureDim::D3 => wgpu::TextureDimension::D3,
        },
        format,
        usage,
        view_formats: &[],
    });
    let bytes = spec.initial_bytes();
    let mut at = 0;
    for mip in 0..spec.mips {
        let size = extent(spec, mip);
        let len = spec.level_texels(mip) * spec.format.texel_bytes();
        queue.write_texture(
            wgpu::TexelCopyTextureInfo {
                texture: &texture,
                mip_level: mip,
                origin: wgpu::Origin3d::ZERO,
                aspect: wgpu::TextureAspect::All,
            },
            &bytes[at..at + len],
            wgpu::TexelCopyBufferLayout {
                offset: 0,
                bytes_per_row: Some(size.width * spec.format.texel_bytes() as u32),
                rows_per_image: Some(size.height),
            },
            size,
        );
        at += len;
    }
    let dimension = view_dimension(spec.dim);
    let view = texture.create_view(&wgpu::TextureViewDescriptor {
        dimension: Some(dimension),
        ..Default::default()
    });
    let ty = if storage {
        wgpu::BindingType::StorageTexture {
            access: wgpu::StorageTextureAccess::ReadWrite,
            format,
            view_dimension: dimension,
        }
    } else {
        let filterable = spec.format.is_unorm()
            || device
                .features()
                .contains(wgpu::Features::FLOAT32_FILTERABLE);
        wgpu::BindingType::Texture {
            sample_type: match spec.format.kind {
                ChannelKind::Float | ChannelKind::Unorm => {
                    wgpu::TextureSampleType::Float { filterable }
                }
                // hlslc makes a texture sampled with a comparison a depth image.
                ChannelKind::Depth16 => wgpu::TextureSampleType::Depth,
                ChannelKind::Uint => wgpu::TextureSampleType::Uint,
                ChannelKind::Sint => wgpu::TextureSampleType::Sint,
            },
            view_dimension: dimension,
            multisampled: false,
        }
    };
    Ok((texture, view, ty))
}

/// The sampler and its binding type.
pub fn create_sampler(
    device: &wgpu::Device,
    spec: &SamplerSpec,
) -> Result<(wgpu::Sampler, wgpu::BindingType), String> {
    let linear = spec.filter == "linear";
    let address = match spec.address.as_str() {
        "wrap" => wgpu::AddressMode::Repeat,
        "clamp" => wgpu::AddressMode::ClampToEdge,
        "mirror" => wgpu::AddressMode::MirrorRepeat,
        _ => {
            if !device
                .features()
                .contains(wgpu::Features::ADDRESS_MODE_CLAMP_TO_BORDER)
            {
                return Err(format!(
                    "{}: the device lacks ADDRESS_MODE_CLAMP_TO_BORDER",
                    spec.register
                ));
            }
            wgpu::AddressMode::ClampToBorder
        }
    };
    let compare = match spec.compare.as_deref() {
        None => None,
        Some(name) => Some(
            compare_function(name)
                .ok_or_else(|| format!("{}: unknown comparison '{name}'", spec.register))?,
        ),
    };
    let (filter, mip) = if linear {
        (wgpu::FilterMode::Linear, wgpu::MipmapFilterMode::Linear)
    } else {
        (wgpu::FilterMode::Nearest, wgpu::MipmapFilterMode::Nearest)
    };
    let sampler = device.create_sampler(&wgpu::SamplerDescriptor {
        label: Some("compute-test-sampler"),
        address_mode_u: address,
        address_mode_v: address,
        address_mode_w: address,
        mag_filter: filter,
        min_filter: filter,
        mipmap_filter: mip,
        border_color: (address == wgpu::AddressMode::ClampToBorder)
            .then_some(wgpu::SamplerBorderColor::TransparentBlack),
        compare,
        ..Default::default()
    });
    let ty = if compare.is_some() {
        wgpu::SamplerBindingType::Comparison
    } else if linear {
        wgpu::SamplerBindingType::Filtering
    } else {
        wgpu::SamplerBindingType::NonFiltering
    };
    Ok((sampler, wgpu::BindingType::Sampler(ty)))
}

/// The wgpu function for `hlsl_interp::Compare`'s name: both pass a
/// texel when `reference OP texel` holds.
fn compare_function(name: &str) -> Option<wgpu::CompareFunction> {
    use wgpu::CompareFunction as C;
    Some(match name {
        "never" => C::Never,
        "less" => C::Less,
        "equal" => C::Equal,
        "less_equal" => C::LessEqual,
        "greater" => C::Greater,
        "not_equal" => C::NotEqual,
        "greater_equal" => C::GreaterEqual,
        "always" => C::Always,
        _ => return None,
    })
}

/// Bytes per row in a readback buffer (256-byte aligned).
fn padded_row(spec: &TextureSpec) -> u32 {
    let row = spec.size[0] * spec.format.texel_bytes() as u32;
    row.div_ceil(ROW_ALIGN) * ROW_ALIGN
}

/// Records a copy of level 0 of `texture` into a new mappable buffer.
pub fn copy_out(
    device: &wgpu::Device,
    encoder: &mut wgpu::CommandEncoder,
    texture: &wgpu::Texture,
    spec: &TextureSpec,
) -> wgpu::Buffer {
    let size = extent(spec, 0);
    let row = padded_row(spec);
    let staging = device.create_buffer(&wgpu::BufferDescriptor {
        label: Some("texture-readback"),
        size: (row * size.height * size.depth_or_array_layers) as u64,
        usage: wgpu::BufferUsages::MAP_READ | wgpu::BufferUsages::COPY_DST,
        mapped_at_creation: false,
    });
    encoder.copy_texture_to_buffer(
        wgpu::TexelCopyTextureInfo {
            texture,
            mip_level: 0,
            origin: wgpu::Origin3d::ZERO,
            aspect: wgpu::TextureAspect::All,
        },
        wgpu::TexelCopyBufferInfo {
            buffer: &staging,
            layout: wgpu::TexelCopyBufferLayout {
                offset: 0,
                bytes_per_row: Some(row),
                rows_per_image: Some(size.height),
            },
        },
        size,
    );
    staging
}

/// The tight texel bytes of level 0 from a readback buffer's padded rows.
pub fn unpad(spec: &TextureSpec, padded: &[u8]) -> Vec<u8> {
    let row = padded_row(spec) as usize;
    let tight = spec.size[0] as usize * spec.format.texel_bytes();
    let rows = spec.level_texels(0) / spec.size[0] as usize;
    let mut out = Vec::with_capacity(rows * tight);
    for r in 0..rows {
        out.extend_from_slice(padded.get(r * row..r * row + tight).unwrap_or(&[]));
    }
    out
}
