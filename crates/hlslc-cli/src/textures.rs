//! Texture files and sampler states for `hlslc dispatch`:
//! `--texture REG=PATH` and `--sampler REG=FILTER,ADDRESS[,COMPARE]`.
//!
//! REG is a `t` register (a `Texture*`) or a `u` register (a
//! `RWTexture*`), optionally with `_spaceM`. PATH is either
//!
//! * a `.json` object:
//!   `{"format": "rgba8unorm", "width": 4, "height": 2, "depth": 1,
//!   "layers": 1, "mips": 1, "data": [...]}`. `height`, `depth`, `layers`
//!   and `mips` default to 1; `data` (default all zeros) lists every
//!   channel of every texel: mip level after level (each `max(1, size >> m)`
//!   in every dimension), each level's layers in order, each layer's depth
//!   slices, rows and texels, x fastest. Integer formats take integers,
//!   float formats numbers, and `unorm` formats their stored values (0 to
//!   255, read as `b / 255`; `depth16unorm` 0 to 65535, read as
//!   `b / 65535`). Formats: r32float, rg32float, rgba32float,
//!   r32uint, rg32uint, rgba32uint, r32sint, rg32sint, rgba32sint,
//!   r8unorm, rg8unorm, rgba8unorm, depth16unorm (for comparison
//!   sampling, as on Vulkan; the interpreter compares any float format); or
//! * a PNG image, which becomes a one-level `rgba8unorm` texture of its
//!   size (grey and 16-bit images are converted to 8-bit RGBA).
//!
//! The texture must fit the declaration at REG: no `height` on a 1D one,
//! no `depth` except on a `Texture3D`, `layers` only on arrays, and one
//! level on a `RWTexture*`. After the dispatch every `u` texture is written
//! to `DIR/REG.bin` as its raw texel bytes, in the order above.
//!
//! `--sampler REG=FILTER,ADDRESS[,COMPARE]` gives the `SamplerState` or
//! `SamplerComparisonState` at an `s` register: FILTER `point` or
//! `linear` (for magnification, minification and between mip levels
//! alike), ADDRESS `wrap`, `clamp`, `mirror` or `border` (transparent
//! black) in every dimension, and for a comparison sampler COMPARE, the
//! function a texel passes by as `reference OP texel`: `never`, `less`,
//! `equal`, `less_equal`, `greater`, `not_equal`, `greater_equal` or
//! `always` (`s1=linear,clamp,less`).

use crate::buffers::{register_arg, register_name};
use hlsl_interp::{ChannelKind, RegisterKey, Sampler, TexelFormat, Texture};
use hlsl_sema::ir::{Program, RegisterClass};
use hlsl_sema::types::TypeKind;
use serde::Deserialize;
use std::path::PathBuf;
use std::str::FromStr;

/// One `--texture REG=PATH`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TextureArg {
    pub key: RegisterKey,
    pub path: PathBuf,
}

impl FromStr for TextureArg {
    type Err = String;

    fn from_str(text: &str) -> Result<TextureArg, String> {
        let (key, reg, path) = register_arg(text, "REG=PATH")?;
        if !matches!(key.class, RegisterClass::T | RegisterClass::U) {
            return Err(format!("a texture register is tN or uN, found '{reg}'"));
        }
        Ok(TextureArg {
            key,
            path: PathBuf::from(path),
        })
    }
}

/// One `--sampler REG=FILTER,ADDRESS[,COMPARE]`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SamplerArg {
    pub key: RegisterKey,
    pub sampler: Sampler,
}

impl FromStr for SamplerArg {
    type Err = String;

    fn from_str(text: &str) -> Result<SamplerArg, String> {
        let (key, reg, spec) = register_arg(text, "REG=FILTER,ADDRESS[,COMPARE]")?;
        if key.class != RegisterClass::S {
            return Err(format!("a sampler register is sN, found '{reg}'"));
        }
        Ok(SamplerArg {
            key,
            sampler: Sampler::parse(spec)?,
        })
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct TextureFile {
    format: String,
    width: u32,
    #[serde(default = "one")]
    height: u32,
    #[serde(default = "one")]
    depth: u32,
    #[serde(default = "one")]
    layers: u32,
    #[serde(default = "one")]
    mips: u32,
    data: Option<Vec<serde_json::Number>>,
}

fn one() -> u32 {
    1
}

/// Reads a texture file and checks it against the declaration at its
/// register.
pub fn load(program: &Program, arg: &TextureArg) -> Result<Texture, String> {
    let shown = arg.path.display();
    let bytes = std::fs::read(&arg.path).map_err(|e| format!("cannot read '{shown}': {e}"))?;
    let texture = if arg.path.extension().is_some_and(|e| e == "json") {
        let file: TextureFile =
            serde_json::from_slice(&bytes).map_err(|e| format!("{shown}: {e}"))?;
        from_json(&file).map_err(|e| format!("{shown}: {e}"))?
    } else {
        from_image(&bytes).map_err(|e| format!("{shown}: {e}"))?
    };
    fits(program, arg.key, &texture)?;
    Ok(texture)
}

fn from_json(file: &TextureFile) -> Result<Texture, String> {
    let format = TexelFormat::parse(&file.format)?;
    let size = [file.width, file.height, file.depth];
    let mut texture = Texture::new(format, size, file.layers, file.mips)?;
    let Some(data) = &file.data else {
        return Ok(texture);
    };
    let channels = format.channels as usize;
    let want = texture.data.len() / format.texel_bytes() * channels;
    if data.len() != want {
        return Err(format!(
            "`data` has {} numbers; the texture has {want} channels",
            data.len()
        ));
    }
    let per_texel = format.texel_bytes();
    for (i, n) in data.iter().enumerate() {
        let bad = || format!("`data`[{i}]: {n} is not a valid {} channel", format.name());
        let v = match format.kind {
            ChannelKind::Float => n.as_f64().ok_or_else(bad)? as f32 as f64,
            _ => n.as_i64().ok_or_else(bad)? as f64,
        };
        let bits = match format.kind {
            ChannelKind::Float => (v as f32).to_bits() as u64,
            ChannelKind::Unorm | ChannelKind::Depth16 => {
                let max = format.unorm_max().unwrap_or(255) as f64;
                if !(0.0..=max).contains(&v) {
                    return Err(bad());
                }
                (v as f32 / max as f32).to_bits() as u64
            }
            ChannelKind::Uint if (0.0..=u32::MAX as f64).contains(&v) => v as u64,
            ChannelKind::Sint if (i32::MIN as f64..=i32::MAX as f64).contains(&v) => {
                v as i64 as u64
            }
            _ => return Err(bad()),
        };
        let at = i / channels * per_texel;
        format.write(texture.texel_mut(at), i % channels, bits);
    }
    Ok(texture)
}

fn from_image(bytes: &[u8]) -> Result<Texture, String> {
    let image = image::load_from_memory_with_format(bytes, image::ImageFormat::Png)
        .map_err(|e| format!("not a JSON texture (.json) or a PNG image: {e}"))?
        .into_rgba8();
    let format = TexelFormat::parse("rgba8unorm")?;
    let mut texture = Texture::new(format, [image.width(), image.height(), 1], 1, 1)?;
    texture.data.copy_from_slice(image.as_raw());
    Ok(texture)
}

/// Checks that `texture` suits the texture declared at `key`.
fn fits(program: &Program, key: RegisterKey, texture: &Texture) -> Result<(), String> {
    let reg = register_name(key);
    let kind = program.globals.iter().find_map(|(_, g)| {
        match crate::buffers::resource_type_at(program, g.ty, g.kind, key) {
            Some(TypeKind::Resource { kind, .. }) => kind.texture_shape().map(|s| (*kind, s)),
            _ => None,
        }
    });
    let Some((kind, shape)) = kind else {
        return Err(format!("--texture {reg}: no texture is declared at {reg}"));
    };
    let [_, height, depth] = texture.size;
    let [width, ..] = texture.size;
    let problem = if shape.cube && width != height {
        Some("a cube's faces are square")
    } else if shape.cube && !texture.layers.is_multiple_of(6) {
        Some("a cube texture has six layers (faces) per cube")
    } else if shape.cube && !shape.arrayed && texture.layers != 6 {
        Some("a TextureCube has six layers (its faces)")
    } else if shape.cube {
        None
    } else if shape.dims < 2 && height > 1 {
        Some("a 1D texture has no height")
    } else if shape.dims < 3 && depth > 1 {
        Some("only a Texture3D has a depth")
    } else if !shape.arrayed && texture.layers > 1 {
        Some("only an array texture has layers")
    } else if kind.is_writable() && texture.mips > 1 {
        Some("a RWTexture binds a single mip level")
    } else {
        None
    };
    match problem {
        Some(p) => Err(format!("--texture {reg}: {p}")),
        None => Ok(()),
    }
}
