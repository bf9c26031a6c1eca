//! Texel formats: how a texel's channels are stored in a texture's bytes
//! and what values they read as.
//!
//! Channels read in the interpreter's component encoding (`scalar.rs`):
//! `float` and `unorm` channels as `f32` bits, `uint` ones zero-extended,
//! `sint` ones sign-extended. Channels a format lacks read as 0, alpha as
//! 1 (D3D and Vulkan both fill missing components that way).

use crate::scalar;

/// How a channel's bits are interpreted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChannelKind {
    Float,
    /// 8 bits, `b / 255` as a float.
    Unorm,
    /// 16 bits, `b / 65535` as a float: the depth format `depth16unorm`,
    /// the one WebGPU lets a test write texels into (comparison sampling
    /// on Vulkan needs a depth image).
    Depth16,
    Uint,
    Sint,
}

/// A texture's storage format; the names are WebGPU's (`rgba8unorm`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TexelFormat {
    pub kind: ChannelKind,
    /// 1, 2 or 4.
    pub channels: u8,
}

const NAMES: &[(&str, ChannelKind, u8)] = &[
    ("r32float", ChannelKind::Float, 1),
    ("rg32float", ChannelKind::Float, 2),
    ("rgba32float", ChannelKind::Float, 4),
    ("r32uint", ChannelKind::Uint, 1),
    ("rg32uint", ChannelKind::Uint, 2),
    ("rgba32uint", ChannelKind::Uint, 4),
    ("r32sint", ChannelKind::Sint, 1),
    ("rg32sint", ChannelKind::Sint, 2),
    ("rgba32sint", ChannelKind::Sint, 4),
    ("r8unorm", ChannelKind::Unorm, 1),
    ("rg8unorm", ChannelKind::Unorm, 2),
    ("rgba8unorm", ChannelKind::Unorm, 4),
    ("depth16unorm", ChannelKind::Depth16, 1),
];

impl TexelFormat {
    /// Parses a format name (`rgba8unorm`, `r32float`, ...).
    pub fn parse(name: &str) -> Result<TexelFormat, String> {
        NAMES
            .iter()
            .find(|(n, ..)| *n == name)
            .map(|&(_, kind, channels)| TexelFormat { kind, channels })
            .ok_or_else(|| {
                let all: Vec<&str> = NAMES.iter().map(|(n, ..)| *n).collect();
                format!("unknown texel format '{name}' (known: {})", all.join(", "))
            })
    }

    pub fn name(self) -> &'static str {
        NAMES
            .iter()
            .find(|&&(_, k, c)| k == self.kind && c == self.channels)
            .map_or("?", |(n, ..)| n)
    }

    fn channel_bytes(self) -> usize {
        match self.kind {
            ChannelKind::Unorm => 1,
            ChannelKind::Depth16 => 2,
            _ => 4,
        }
    }

    /// The largest stored value of a normalized channel (which reads as
    /// 1.0), or `None` for a format that is not normalized.
    pub fn unorm_max(self) -> Option<u32> {
        match self.kind {
            ChannelKind::Unorm => Some(255),
            ChannelKind::Depth16 => Some(65535),
            _ => None,
        }
    }

    pub fn is_unorm(self) -> bool {
        self.unorm_max().is_some()
    }

    /// Bytes per texel.
    pub fn texel_bytes(self) -> usize {
        self.channel_bytes() * self.channels as usize
    }

    /// Whether sampling may filter it (integer formats are read, not sampled).
    pub fn is_float(self) -> bool {
        matches!(
            self.kind,
            ChannelKind::Float | ChannelKind::Unorm | ChannelKind::Depth16
        )
    }

    /// Channel `c` (0 to 3) of the texel at the start of `texel`.
    pub fn read(self, texel: &[u8], c: usize) -> u64 {
        if c >= self.channels as usize {
            return match (c, self.kind) {
                (3, ChannelKind::Float | ChannelKind::Unorm | ChannelKind::Depth16) => {
                    1f32.to_bits() as u64
                }
                (3, _) => 1,
                _ => 0,
            };
        }
        let w = self.channel_bytes();
        let Some(raw) = texel.get(c * w..(c + 1) * w) else {
            return 0;
        };
        match self.kind {
            ChannelKind::Unorm => (raw[0] as f32 / 255.0).to_bits() as u64,
            ChannelKind::Depth16 => {
                (u16::from_le_bytes([raw[0], raw[1]]) as f32 / 65535.0).to_bits() as u64
            }
            ChannelKind::Float | ChannelKind::Uint => {
                u32::from_le_bytes([raw[0], raw[1], raw[2], raw[3]]) as u64
            }
            ChannelKind::Sint => i32::from_le_bytes([raw[0], raw[1], raw[2], raw[3]]) as i64 as u64,
        }
    }

    /// Channel `c` as a float, for filtering.
    pub fn read_f32(self, texel: &[u8], c: usize) -> f32 {
        scalar::f32_of(self.read(texel, c))
    }

    /// Stores `v` (in the channel's encoding) as channel `c`; a channel the
    /// format lacks is dropped. `unorm` rounds to the nearest step.
    pub fn write(self, texel: &mut [u8], c: usize, v: u64) {
        if c >= self.channels as usize {
            return;
        }
        let w = self.channel_bytes();
        let Some(raw) = texel.get_mut(c * w..(c + 1) * w) else {
            return;
        };
        match self.kind {
            ChannelKind::Unorm | ChannelKind::Depth16 => {
                let x = scalar::f32_of(v);
                // NaN stores 0, like D3D's float-to-unorm conversion.
                let x = if x.is_nan() { 0.0 } else { x.clamp(0.0, 1.0) };
                let max = self.unorm_max().unwrap_or(255) as f32;
                let stored = (x * max).round() as u16;
                raw.copy_from_slice(&stored.to_le_bytes()[..w]);
            }
            _ => raw.copy_from_slice(&(v as u32).to_le_bytes()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formats_round_trip() {
        let f = TexelFormat::parse("rgba8unorm").unwrap();
        assert_eq!((f.texel_bytes(), f.name()), (4, "rgba8unorm"));
        let mut t = [0u8; 4];
        f.write(&mut t, 1, 0.5f32.to_bits() as u64);
        assert_eq!(t, [0, 128, 0, 0]);
        assert_eq!(f.read_f32(&t, 1), 128.0 / 255.0);
        let r = TexelFormat::parse("r32sint").unwrap();
        let mut t = [0u8; 4];
        r.write(&mut t, 0, -3i64 as u64);
        assert_eq!(r.read(&t, 0), -3i64 as u64);
        assert_eq!((r.read(&t, 1), r.read(&t, 3)), (0, 1));
        assert!(TexelFormat::parse("bgra8unorm").is_err());
        let d = TexelFormat::parse("depth16unorm").unwrap();
        let mut t = [0u8; 2];
        d.write(&mut t, 0, 0.5f32.to_bits() as u64);
        assert_eq!(t, 32768u16.to_le_bytes());
        assert_eq!(d.read_f32(&t, 0), 32768.0 / 65535.0);
    }
}
