//! `[[texture]]` and `[[sampler]]` tables: a test's textures, their
//! texel bytes and expectations, and its sampler states.

use crate::compare::Tolerance;
use crate::types::{Register, RegisterClass, ScalarKind, Value};
use hlsl_interp::{ChannelKind, TexelFormat};
use serde::Deserialize;
use std::fmt::Write;

/// A texture's dimensionality, as the shader declares it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TextureDim {
    D1,
    D2,
    D2Array,
    D3,
    /// Six square faces (+X, -X, +Y, -Y, +Z, -Z) as layers 0 to 5.
    Cube,
}

impl TextureDim {
    fn parse(text: &str) -> Result<TextureDim, String> {
        Ok(match text {
            "1d" => TextureDim::D1,
            "2d" => TextureDim::D2,
            "2darray" => TextureDim::D2Array,
            "3d" => TextureDim::D3,
            "cube" => TextureDim::Cube,
            _ => {
                return Err(format!(
                    "unknown `dim` '{text}' (1d, 2d, 2darray, 3d or cube)"
                ))
            }
        })
    }

    /// How many numbers `size` takes.
    pub fn sizes(self) -> usize {
        match self {
            TextureDim::D1 => 1,
            TextureDim::D2 | TextureDim::D2Array | TextureDim::Cube => 2,
            TextureDim::D3 => 3,
        }
    }
}

/// One `[[texture]]` table.
#[derive(Clone, Debug)]
pub struct TextureSpec {
    pub register: Register,
    pub dim: TextureDim,
    /// Width, height and depth of level 0 (1 where `dim` has fewer).
    pub size: [u32; 3],
    pub layers: u32,
    pub mips: u32,
    /// `rgba8unorm`, `r32float`, ...: `hlslc dispatch`'s formats.
    pub format: TexelFormat,
    /// One value per channel in subresource order (see the README).
    pub data: Vec<Value>,
    pub expect: Option<Vec<Value>>,
    pub tolerance: Tolerance,
}

/// One `[[sampler]]` table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SamplerSpec {
    pub register: Register,
    /// `point` or `linear`.
    pub filter: String,
    /// `wrap`, `clamp`, `mirror` or `border`.
    pub address: String,
    /// A comparison sampler's function (`less`, ...; `hlsl_interp::Compare`).
    pub compare: Option<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawTexture {
    pub register: String,
    dim: String,
    size: Vec<u32>,
    layers: Option<u32>,
    mips: Option<u32>,
    format: String,
    data: Option<Vec<toml::Value>>,
    expect: Option<Vec<toml::Value>>,
    ulps: Option<f32>,
    abs: Option<f32>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawSampler {
    pub register: String,
    filter: String,
    address: String,
    compare: Option<String>,
}

impl SamplerSpec {
    pub(crate) fn from_raw(raw: &RawSampler) -> Result<SamplerSpec, String> {
        let register = Register::parse(&raw.register)?;
        if register.class != RegisterClass::S {
            return Err("a sampler's register is sN".into());
        }
        if !["point", "linear"].contains(&raw.filter.as_str()) {
            return Err(format!("unknown filter '{}' (point or linear)", raw.filter));
        }
        if !["wrap", "clamp", "mirror", "border"].contains(&raw.address.as_str()) {
            return Err(format!(
                "unknown address '{}' (wrap, clamp, mirror or border)",
                raw.address
            ));
        }
        if let Some(c) = &raw.compare {
            hlsl_interp::Compare::parse(c)?;
        }
        Ok(SamplerSpec {
            register,
            filter: raw.filter.clone(),
            address: raw.address.clone(),
            compare: raw.compare.clone(),
        })
    }

    /// `hlslc dispatch --sampler`'s argument: `s0=linear,clamp` (and
    /// `,less` for a comparison sampler).
    pub fn dispatch_arg(&self) -> String {
        let compare = self
            .compare
            .as_ref()
            .map_or(String::new(), |c| format!(",{c}"));
        format!(
            "{}={},{}{compare}",
            self.register, self.filter, self.address
        )
    }
}

impl TextureSpec {
    pub(crate) fn from_raw(raw: &RawTexture) -> Result<TextureSpec, String> {
        let register = Register::parse(&raw.register)?;
        if !matches!(register.class, RegisterClass::T | RegisterClass::U) {
            return Err("a texture's register is tN or uN".into());
        }
        let dim = TextureDim::parse(&raw.dim)?;
        if raw.size.len() != dim.sizes() || raw.size.contains(&0) {
            return Err(format!(
                "`size` for dim {} is {} numbers of at least 1",
                raw.dim,
                dim.sizes()
            ));
        }
        let mut size = [1; 3];
        size[..raw.size.len()].copy_from_slice(&raw.size);
        let layers = match dim {
            TextureDim::Cube if raw.layers.is_some() => {
                return Err("a cube has its six faces as layers; give no `layers`".into())
            }
            TextureDim::Cube if size[0] != size[1] => {
                return Err("a cube's faces are square".into())
            }
            TextureDim::Cube => 6,
            _ => raw.layers.unwrap_or(1),
        };
        if layers == 0 || (layers > 1 && !matches!(dim, TextureDim::D2Array | TextureDim::Cube)) {
            return Err("`layers` (at least 1) is only for dim 2darray".into());
        }
        let mips = raw.mips.unwrap_or(1);
        let most = 32 - size.iter().max().copied().unwrap_or(1).leading_zeros();
        if mips == 0 || mips > most {
            return Err(format!("`mips` must be 1 to {most} for this size"));
        }
        let texels = size.iter().map(|&n| n as u128).product::<u128>() * layers as u128;
        if texels > 1 << 24 {
            return Err("the texture is too large for a test".into());
        }
        if mips > 1 && register.class == RegisterClass::U {
            return Err("a `u` texture binds one mip level".into());
        }
        let format = TexelFormat::parse(&raw.format)?;
        let mut spec = TextureSpec {
            register,
            dim,
            size,
            layers,
            mips,
            format,
            data: Vec::new(),
            expect: None,
            tolerance: Tolerance::default(),
        };
        spec.data = match &raw.data {
            Some(d) => spec.typed(d, "data")?,
            None => vec![spec.zero(); spec.channel_count()],
        };
        if let Some(e) = &raw.expect {
            if register.class != RegisterClass::U {
                return Err("`expect` is only for `u` (read-write) textures".into());
            }
            if format.is_unorm() {
                return Err("`expect` needs a 32-bit format (storage textures are)".into());
            }
            spec.expect = Some(spec.typed(e, "expect")?);
        }
        spec.tolerance = Tolerance::from_options(raw.ulps, raw.abs)?;
        Ok(spec)
    }

    fn scalar(&self) -> ScalarKind {
        match self.format.kind {
            ChannelKind::Float => ScalarKind::Float,
            ChannelKind::Sint => ScalarKind::Int,
            ChannelKind::Uint | ChannelKind::Unorm | ChannelKind::Depth16 => ScalarKind::Uint,
        }
    }

    fn zero(&self) -> Value {
        Value::from_bits(0, self.scalar())
    }

    /// The size of level `mip`.
    pub fn level_size(&self, mip: u32) -> [u32; 3] {
        self.size.map(|s| (s >> mip).max(1))
    }

    /// Texels of level `mip`, all layers.
    pub fn level_texels(&self, mip: u32) -> usize {
        let s = self.level_size(mip);
        [s[0], s[1], s[2], self.layers]
            .iter()
            .map(|&n| n as usize)
            .product()
    }

    /// Channels over all levels and layers.
    pub fn channel_count(&self) -> usize {
        let texels: usize = (0..self.mips).map(|m| self.level_texels(m)).sum();
        texels * self.format.channels as usize
    }

    fn typed(&self, values: &[toml::Value], what: &str) -> Result<Vec<Value>, String> {
        if values.len() != self.channel_count() {
            return Err(format!(
                "`{what}` has {} values; the texture has {} channels",
                values.len(),
                self.channel_count()
            ));
        }
        values
            .iter()
            .enumerate()
            .map(|(i, v)| {
                let value = Value::from_toml(v, self.scalar())
                    .map_err(|e| format!("`{what}`[{i}]: {e}"))?;
                match value {
                    Value::Uint(b) if self.format.unorm_max().is_some_and(|max| b > max) => {
                        let max = self.format.unorm_max().unwrap_or(0);
                        Err(format!(
                            "`{what}`[{i}]: a {} channel is 0 to {max}",
                            self.format.name()
                        ))
                    }
                    Value::Float(f) if !f.is_finite() && what == "data" => {
                        Err(format!("`{what}`[{i}]: JSON cannot carry {f}"))
                    }
                    _ => Ok(value),
                }
            })
            .collect()
    }

    /// The texels as bytes, levels after one another (the layout
    /// `hlslc dispatch` writes back).
    pub fn initial_bytes(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(self.channel_count() * 4);
        for v in &self.data {
            match self.format.kind {
                ChannelKind::Unorm => out.push(v.to_bits() as u8),
                ChannelKind::Depth16 => out.extend_from_slice(&(v.to_bits() as u16).to_le_bytes()),
                _ => out.extend_from_slice(&v.to_bits().to_le_bytes()),
            }
        }
        out
    }

    /// The file `hlslc dispatch --texture` reads.
    pub fn initial_json(&self) -> String {
        let data: Vec<String> = self
            .data
            .iter()
            .map(|v| v.to_json().unwrap_or_else(|| "0".into()))
            .collect();
        let [w, h, d] = self.size;
        format!(
            "{{\"format\": \"{}\", \"width\": {w}, \"height\": {h}, \"depth\": {d}, \
             \"layers\": {}, \"mips\": {}, \"data\": [{}]}}\n",
            self.format.name(),
            self.layers,
            self.mips,
            data.join(", ")
        )
    }

    /// Compares the texels after a run with `expect`.
    pub fn compare(&self, bytes: &[u8]) -> Result<(), String> {
        let Some(expect) = &self.expect else {
            return Ok(());
        };
        let reg = self.register;
        if bytes.len() != expect.len() * 4 {
            return Err(format!(
                "{reg}: the texture holds {} bytes after the run; expected {}",
                bytes.len(),
                expect.len() * 4
            ));
        }
        let mut report = String::new();
        let mut bad = 0;
        for (i, (&e, word)) in expect.iter().zip(bytes.chunks_exact(4)).enumerate() {
            let word = u32::from_le_bytes([word[0], word[1], word[2], word[3]]);
            let actual = Value::from_bits(word, self.scalar());
            if !self.tolerance.accepts(e, actual) {
                bad += 1;
                if bad <= 8 {
                    let texel = i / self.format.channels as usize;
                    let channel = i % self.format.channels as usize;
                    let _ = writeln!(
                        report,
                        "  [{i}] (texel {texel}, channel {channel}): expected {e}, actual {actual}"
                    );
                }
            }
        }
        if bad == 0 {
            return Ok(());
        }
        Err(format!(
            "{reg}: {bad} of {} texel channels differ\n{report}",
            expect.len()
        ))
    }
}

#[cfg(test)]
mod tests {
    use crate::ComputeTest;
    use std::path::PathBuf;

    fn parse(text: &str) -> Result<ComputeTest, String> {
        ComputeTest::parse("t", PathBuf::from("t.hlsl"), text)
    }

    const OUT: &str = "[[buffer]]\nregister = \"u9\"\ntype = \"int\"\ndata = [1]\nexpect = [1]\n";

    #[test]
    fn textures_encode_levels_in_order() {
        let text = format!(
            "groups = [1,1,1]\n{OUT}[[texture]]\nregister = \"t0\"\ndim = \"2d\"\n\
             size = [2, 2]\nmips = 2\nformat = \"rg8unorm\"\n\
             data = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]\n\
             [[sampler]]\nregister = \"s1\"\nfilter = \"linear\"\naddress = \"mirror\"\n"
        );
        let t = parse(&text).unwrap();
        let tex = &t.textures[0];
        assert_eq!(tex.initial_bytes(), (1..=10).collect::<Vec<u8>>());
        assert!(tex.initial_json().contains("\"mips\": 2"));
        assert_eq!(t.samplers[0].dispatch_arg(), "s1=linear,mirror");
        let depth = format!(
            "groups = [1,1,1]\n{OUT}[[texture]]\nregister = \"t0\"\ndim = \"1d\"\n\
             size = [2]\nformat = \"depth16unorm\"\ndata = [1, 65535]\n\
             [[sampler]]\nregister = \"s1\"\nfilter = \"point\"\naddress = \"clamp\"\n\
             compare = \"less_equal\"\n"
        );
        let t = parse(&depth).unwrap();
        assert_eq!(t.textures[0].initial_bytes(), [1, 0, 255, 255]);
        assert_eq!(t.samplers[0].dispatch_arg(), "s1=point,clamp,less_equal");
        let rw = "groups = [1,1,1]\n[[texture]]\nregister = \"u0\"\ndim = \"1d\"\n\
                  size = [2]\nformat = \"r32sint\"\ndata = [1, -2]\nexpect = [3, -4]\n";
        let t = parse(rw).unwrap();
        let bytes: Vec<u8> = [3i32, -4].iter().flat_map(|v| v.to_le_bytes()).collect();
        assert_eq!(t.textures[0].compare(&bytes), Ok(()));
        let report = t.textures[0].compare(&bytes[..4]).unwrap_err();
        assert!(report.contains("holds 4 bytes"), "{report}");
        let wrong: Vec<u8> = [3i32, 4].iter().flat_map(|v| v.to_le_bytes()).collect();
        let report = t.textures[0].compare(&wrong).unwrap_err();
        assert!(report.contains("[1] (texel 1, channel 0)"), "{report}");
    }

    #[test]
    fn rejects_malformed_textures() {
        let tex = "[[texture]]\nregister = \"t0\"\nformat = \"r32float\"\n";
        let cases = [
            // unknown key
            format!("{tex}dim = \"2d\"\nsize = [1, 1]\nmip = 1\n"),
            // size not matching dim
            format!("{tex}dim = \"2d\"\nsize = [4]\n"),
            // layers on a non-array
            format!("{tex}dim = \"2d\"\nsize = [2, 2]\nlayers = 2\n"),
            // more levels than the size has
            format!("{tex}dim = \"1d\"\nsize = [4]\nmips = 4\n"),
            // data of the wrong length
            format!("{tex}dim = \"1d\"\nsize = [2]\ndata = [1]\n"),
            // expect on a t texture
            format!("{tex}dim = \"1d\"\nsize = [1]\nexpect = [1]\n"),
            // a texture on a sampler register
            "[[texture]]\nregister = \"s0\"\nformat = \"r32float\"\ndim = \"1d\"\nsize = [1]\n"
                .into(),
            // unknown dim, format, filter, address
            format!("{tex}dim = \"cube\"\nsize = [1]\n"),
            "[[texture]]\nregister = \"t0\"\nformat = \"bgra8\"\ndim = \"1d\"\nsize = [1]\n"
                .into(),
            "[[sampler]]\nregister = \"s0\"\nfilter = \"aniso\"\naddress = \"wrap\"\n".into(),
            "[[sampler]]\nregister = \"s0\"\nfilter = \"point\"\naddress = \"repeat\"\n".into(),
            // unknown comparison function
            "[[sampler]]\nregister = \"s0\"\nfilter = \"point\"\naddress = \"wrap\"\ncompare = \"lequal\"\n"
                .into(),
            // a 16-bit depth out of range
            "[[texture]]\nregister = \"t0\"\nformat = \"depth16unorm\"\ndim = \"1d\"\nsize = [1]\ndata = [65536]\n"
                .into(),
            // a sampler sharing a binding with a buffer
            "[[sampler]]\nregister = \"s9\"\nfilter = \"point\"\naddress = \"wrap\"\n".into(),
            // a unorm byte out of range
            "[[texture]]\nregister = \"t0\"\nformat = \"r8unorm\"\ndim = \"1d\"\nsize = [1]\ndata = [256]\n"
                .into(),
        ];
        for c in cases {
            let text = format!("groups = [1,1,1]\n{OUT}{c}");
            assert!(parse(&text).is_err(), "accepted:\n{text}");
        }
        // No expectation anywhere.
        let text = format!("groups = [1,1,1]\n{tex}dim = \"1d\"\nsize = [1]\n");
        assert!(parse(&text).is_err());
    }
}
