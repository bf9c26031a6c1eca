//! Texture memory and sampler states.
//!
//! A texture's bytes hold every subresource in one run: mip level after
//! mip level, each holding its array layers one after another, each layer
//! its depth slices, rows and texels (x fastest), tightly packed in the
//! texel format. That is the order `hlslc dispatch` reads and writes.
//! Level `m` is `max(1, size >> m)` in every dimension it has; layers do
//! not shrink.

use crate::texel::TexelFormat;

/// A texture bound to a `t` or `u` register.
#[derive(Clone, Debug)]
pub struct Texture {
    pub format: TexelFormat,
    /// Width, height and depth of level 0; 1 where the texture has fewer
    /// dimensions.
    pub size: [u32; 3],
    pub layers: u32,
    pub mips: u32,
    pub data: Vec<u8>,
}

impl Texture {
    /// A zeroed texture; an error when a count is 0 or there are more
    /// mip levels than the size has.
    pub fn new(
        format: TexelFormat,
        size: [u32; 3],
        layers: u32,
        mips: u32,
    ) -> Result<Texture, String> {
        if size.contains(&0) || layers == 0 || mips == 0 {
            return Err("sizes, layers and mips must be at least 1".into());
        }
        let longest = size.iter().copied().max().unwrap_or(1);
        let most = 32 - longest.leading_zeros();
        if mips > most {
            return Err(format!(
                "{mips} mip levels, but a texture of size {longest} has at most {most}"
            ));
        }
        // Level 0 bounds the others; in u128 so no size overflows.
        let level0 = size.iter().map(|&s| s as u128).product::<u128>() * layers as u128;
        let bytes = level0 * format.texel_bytes() as u128 * mips as u128;
        if bytes > 1 << 30 {
            return Err(format!("the texture would take more than {bytes} bytes"));
        }
        let mut t = Texture {
            format,
            size,
            layers,
            mips,
            data: Vec::new(),
        };
        t.data = vec![0; t.level_offset(mips)];
        Ok(t)
    }

    /// The size of mip level `mip`.
    pub fn level_size(&self, mip: u32) -> [u32; 3] {
        self.size.map(|s| s.checked_shr(mip).unwrap_or(0).max(1))
    }

    /// Texels in one layer of level `mip`.
    fn layer_texels(&self, mip: u32) -> usize {
        self.level_size(mip).iter().map(|&s| s as usize).product()
    }

    /// The byte offset of level `mip` (the total size for `mip == mips`).
    pub fn level_offset(&self, mip: u32) -> usize {
        let per_texel = self.format.texel_bytes() * self.layers as usize;
        (0..mip).map(|m| self.layer_texels(m) * per_texel).sum()
    }

    /// The byte offset of a texel, or `None` out of bounds.
    pub fn texel_at(&self, mip: u32, layer: u32, coord: [i64; 3]) -> Option<usize> {
        if mip >= self.mips || layer >= self.layers {
            return None;
        }
        let size = self.level_size(mip);
        let mut index = layer as usize;
        for d in (0..3).rev() {
            let c = usize::try_from(coord[d])
                .ok()
                .filter(|&c| c < size[d] as usize)?;
            index = index * size[d] as usize + c;
        }
        Some(self.level_offset(mip) + index * self.format.texel_bytes())
    }

    /// The bytes of the texel at byte offset `at`.
    pub fn texel(&self, at: usize) -> &[u8] {
        let n = self.format.texel_bytes();
        self.data.get(at..at + n).unwrap_or(&[])
    }

    pub fn texel_mut(&mut self, at: usize) -> &mut [u8] {
        let n = self.format.texel_bytes();
        self.data.get_mut(at..at + n).unwrap_or(&mut [])
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Filter {
    Point,
    Linear,
}

/// What a coordinate outside `[0, 1)` reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Address {
    Wrap,
    Clamp,
    Mirror,
    /// Transparent black: (0, 0, 0, 0).
    Border,
}

/// A comparison sampler's function: a texel passes (reads 1.0) when
/// `reference OP texel` holds (Vulkan's "Depth Compare Operation", with
/// D_ref as the reference and the texel's depth as the test value).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Compare {
    Never,
    Less,
    Equal,
    LessEqual,
    Greater,
    NotEqual,
    GreaterEqual,
    Always,
}

/// The names `--sampler` takes, WebGPU's spelled in snake case.
const COMPARES: &[(&str, Compare)] = &[
    ("never", Compare::Never),
    ("less", Compare::Less),
    ("equal", Compare::Equal),
    ("less_equal", Compare::LessEqual),
    ("greater", Compare::Greater),
    ("not_equal", Compare::NotEqual),
    ("greater_equal", Compare::GreaterEqual),
    ("always", Compare::Always),
];

impl Compare {
    pub fn parse(name: &str) -> Result<Compare, String> {
        COMPARES
            .iter()
            .find(|(n, _)| *n == name)
            .map(|&(_, c)| c)
            .ok_or_else(|| {
                let all: Vec<&str> = COMPARES.iter().map(|(n, _)| *n).collect();
                format!("unknown comparison '{name}' ({})", all.join(", "))
            })
    }

    pub fn name(self) -> &'static str {
        COMPARES
            .iter()
            .find(|&&(_, c)| c == self)
            .map_or("?", |(n, _)| n)
    }

    /// 1.0 when `reference OP texel` holds, else 0.0 (NaN fails all but
    /// `not_equal` and `always`, as IEEE comparisons do).
    pub fn test(self, reference: f32, texel: f32) -> f32 {
        let pass = match self {
            Compare::Never => false,
            Compare::Less => reference < texel,
            Compare::Equal => reference == texel,
            Compare::LessEqual => reference <= texel,
            Compare::Greater => reference > texel,
            Compare::NotEqual => reference != texel,
            Compare::GreaterEqual => reference >= texel,
            Compare::Always => true,
        };
        if pass {
            1.0
        } else {
            0.0
        }
    }
}

/// A `SamplerState` or `SamplerComparisonState`: HLSL gives it no data,
/// so the dispatcher says what it is. One filter serves magnification,
/// minification and mip selection.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sampler {
    pub filter: Filter,
    pub address: Address,
    /// The comparison function of a comparison sampler.
    pub compare: Option<Compare>,
}

impl Sampler {
    /// Parses `FILTER,ADDRESS[,COMPARE]`: `point` or `linear`, then `wrap`,
    /// `clamp`, `mirror` or `border`, then for a comparison sampler one of
    /// `never`, `less`, `equal`, `less_equal`, `greater`, `not_equal`,
    /// `greater_equal`, `always` (`linear,clamp`, `point,clamp,less`).
    pub fn parse(text: &str) -> Result<Sampler, String> {
        let (filter, rest) = text.split_once(',').ok_or_else(|| {
            format!("expected FILTER,ADDRESS[,COMPARE] (e.g. linear,clamp), found '{text}'")
        })?;
        let (address, compare) = match rest.split_once(',') {
            Some((a, c)) => (a, Some(Compare::parse(c)?)),
            None => (rest, None),
        };
        let filter = match filter {
            "point" => Filter::Point,
            "linear" => Filter::Linear,
            _ => return Err(format!("unknown filter '{filter}' (point or linear)")),
        };
        let address = match address {
            "wrap" => Address::Wrap,
            "clamp" => Address::Clamp,
            "mirror" => Address::Mirror,
            "border" => Address::Border,
            _ => {
                return Err(format!(
                    "unknown address mode '{address}' (wrap, clamp, mirror or border)"
                ))
            }
        };
        Ok(Sampler {
            filter,
            address,
            compare,
        })
    }
}

/// Texel `i` of a row of `n` under `address`, or `None` for the border.
/// Applied to integer texel coordinates, as Vulkan specifies.
pub(crate) fn resolve(address: Address, i: i64, n: i64) -> Option<i64> {
    match address {
        Address::Wrap => Some(i.rem_euclid(n)),
        Address::Clamp => Some(i.clamp(0, n - 1)),
        Address::Mirror => {
            let t = i.rem_euclid(2 * n);
            Some(if t >= n { 2 * n - 1 - t } else { t })
        }
        Address::Border => (0..n).contains(&i).then_some(i),
    }
}

/// Where one sample reads: the normalized coordinates over `dims`
/// dimensions, a texel offset, and the array layer.
pub struct SamplePoint {
    pub dims: usize,
    pub coord: [f32; 3],
    pub offset: [i64; 3],
    pub layer: u32,
}

/// A coordinate axis (0 to 2) and the sign it is taken with.
type SignedAxis = (usize, f32);

/// Vulkan's cube map face selection table, per face (+X, -X, +Y, -Y,
/// +Z, -Z): the major axis, then the axes giving `sc` and `tc`.
const FACES: [(usize, SignedAxis, SignedAxis); 6] = [
    (0, (2, -1.0), (1, -1.0)),
    (0, (2, 1.0), (1, -1.0)),
    (1, (0, 1.0), (2, 1.0)),
    (1, (0, 1.0), (2, -1.0)),
    (2, (0, 1.0), (1, -1.0)),
    (2, (0, -1.0), (1, -1.0)),
];

/// The face (+X, -X, +Y, -Y, +Z, -Z as 0 to 5) that direction `dir`
/// meets: its largest axis. Ties between axes go to x, then y.
pub fn cube_face_of(dir: [f32; 3]) -> u32 {
    let [ax, ay, az] = dir.map(f32::abs);
    let (axis, v) = if ax >= ay && ax >= az {
        (0, dir[0])
    } else if ay >= az {
        (1, dir[1])
    } else {
        (2, dir[2])
    };
    2 * axis + u32::from(v < 0.0)
}

/// The face `face`'s `(sc, tc, ma)` for direction `dir`: the two face
/// axes with their signs and the major axis, unsigned as Vulkan takes them.
pub fn cube_axes(face: u32, dir: [f32; 3]) -> (f32, f32, f32) {
    let (m, (a, sa), (b, sb)) = FACES[face as usize];
    (sa * dir[a], sb * dir[b], dir[m])
}

/// Where direction `dir` meets the unit cube: the face (+X, -X, +Y, -Y,
/// +Z, -Z as 0 to 5) and the face coordinates in [0, 1], by Vulkan's
/// cube map face selection table. Ties between axes go to x, then y.
pub fn cube_face(dir: [f32; 3]) -> (u32, [f32; 2]) {
    let face = cube_face_of(dir);
    let (sc, tc, ma) = cube_axes(face, dir);
    let st = |c: f32| 0.5 * (c / ma.abs() + 1.0);
    (face, [st(sc), st(tc)])
}

/// The sampler a cube face is read with: clamped to the face's edges
/// (the interpreter does not filter across faces).
pub fn face_sampler(s: &Sampler) -> Sampler {
    Sampler {
        address: Address::Clamp,
        ..*s
    }
}

impl Texture {
    /// The filtered value at `p` with level of detail `lod`, as four floats.
    /// With a reference `dref` (comparison sampling), every texel of the
    /// footprint reads as the comparison of `dref` with its red channel
    /// before the weights apply, as Vulkan orders it; the result is in x.
    pub fn sample(&self, s: &Sampler, p: &SamplePoint, lod: f32, dref: Option<f32>) -> [f32; 4] {
        let top = (self.mips - 1) as f32;
        let lod = if lod.is_nan() {
            0.0
        } else {
            lod.clamp(0.0, top)
        };
        match s.filter {
            // Vulkan's nearest mip: ceil(lod + 0.5) - 1, halves round down.
            Filter::Point => {
                let mip = ((lod + 0.5).ceil() - 1.0).max(0.0) as u32;
                self.sample_level(s, p, mip, dref)
            }
            Filter::Linear => {
                let lo = lod.floor();
                let a = self.sample_level(s, p, lo as u32, dref);
                let t = lod - lo;
                if t == 0.0 {
                    return a;
                }
                let b = self.sample_level(s, p, lo as u32 + 1, dref);
                std::array::from_fn(|c| a[c] + (b[c] - a[c]) * t)
            }
        }
    }

    /// The filtered value at `p` in level `mip` (compared with `dref`).
    fn sample_level(&self, s: &Sampler, p: &SamplePoint, mip: u32, dref: Option<f32>) -> [f32; 4] {
        let dref = dref.map(|r| self.clamp_reference(r));
        let size = self.level_size(mip);
        // Per dimension: the first texel and the weight of the second.
        let mut base = [0i64; 3];
        let mut frac = [0f32; 3];
        for d in 0..p.dims {
            let u = p.coord[d] * size[d] as f32;
            let u = if s.filter == Filter::Linear {
                u - 0.5
            } else {
                u
            };
            let f = u.floor();
            // Saturating: an infinite coordinate must not overflow.
            base[d] = (f as i64).saturating_add(p.offset[d]);
            frac[d] = u - f;
        }
        let corners = if s.filter == Filter::Linear {
            1 << p.dims
        } else {
            1
        };
        let mut out = [0f32; 4];
        for corner in 0..corners {
            let mut weight = 1.0;
            let mut at = [0i64; 3];
            let mut border = false;
            for d in 0..p.dims {
                let second = corner >> d & 1 == 1;
                if s.filter == Filter::Linear {
                    weight *= if second { frac[d] } else { 1.0 - frac[d] };
                }
                match resolve(
                    s.address,
                    base[d].saturating_add(second as i64),
                    size[d] as i64,
                ) {
                    Some(i) => at[d] = i,
                    None => border = true,
                }
            }
            if weight == 0.0 {
                continue;
            }
            if let (Some(r), Some(op)) = (dref, s.compare) {
                // The border is transparent black: depth 0.
                let depth = match self.texel_at(mip, p.layer, at).filter(|_| !border) {
                    Some(t) => self.format.read_f32(self.texel(t), 0),
                    None => 0.0,
                };
                out[0] += weight * op.test(r, depth);
                continue;
            }
            if border {
                continue;
            }
            if let Some(t) = self.texel_at(mip, p.layer, at) {
                let texel = self.texel(t);
                for (c, o) in out.iter_mut().enumerate() {
                    *o += weight * self.format.read_f32(texel, c);
                }
            }
        }
        out
    }
}

impl Texture {
    /// A comparison's reference as Vulkan takes it: clamped to [0, 1]
    /// for a normalized (unorm) format, as is.
    pub fn clamp_reference(&self, r: f32) -> f32 {
        if self.format.is_unorm() {
            r.clamp(0.0, 1.0)
        } else {
            r
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ramp() -> Texture {
        // A 4x2 r32float texture with 2 levels: level 0 holds 0..8, level 1 (2x1) 10, 20.
        let mut t = Texture::new(TexelFormat::parse("r32float").unwrap(), [4, 2, 1], 1, 2).unwrap();
        let values = [0., 1., 2., 3., 4., 5., 6., 7., 10., 20.];
        for (i, v) in values.iter().enumerate() {
            t.data[4 * i..4 * i + 4].copy_from_slice(&f32::to_le_bytes(*v));
        }
        t
    }

    fn at(x: f32, y: f32) -> SamplePoint {
        SamplePoint {
            dims: 2,
            coord: [x, y, 0.0],
            offset: [0; 3],
            layer: 0,
        }
    }

    #[test]
    fn layout_and_bounds() {
        let t = ramp();
        assert_eq!(t.data.len(), 40);
        assert_eq!(t.texel_at(1, 0, [1, 0, 0]), Some(36));
        assert_eq!(t.texel_at(0, 0, [4, 0, 0]), None);
        assert_eq!(t.texel_at(0, 0, [-1, 0, 0]), None);
        assert_eq!(t.texel_at(2, 0, [0, 0, 0]), None);
        assert!(Texture::new(t.format, [4, 2, 1], 1, 4).is_err());
    }

    #[test]
    fn addressing_and_filters() {
        let t = ramp();
        let point = |address| Sampler {
            filter: Filter::Point,
            address,
            compare: None,
        };
        // x = -0.125 is texel -1 of 4.
        assert_eq!(
            t.sample(&point(Address::Wrap), &at(-0.125, 0.25), 0.0, None)[0],
            3.0
        );
        assert_eq!(
            t.sample(&point(Address::Clamp), &at(-0.125, 0.25), 0.0, None)[0],
            0.0
        );
        assert_eq!(
            t.sample(&point(Address::Mirror), &at(1.125, 0.25), 0.0, None)[0],
            3.0
        );
        assert_eq!(
            t.sample(&point(Address::Border), &at(1.125, 0.75), 0.0, None)[3],
            0.0
        );
        let linear = Sampler {
            filter: Filter::Linear,
            address: Address::Clamp,
            compare: None,
        };
        // Halfway between texels 1, 2 (x) and both rows (y): (1+2+5+6)/4.
        assert_eq!(t.sample(&linear, &at(0.5, 0.5), 0.0, None)[0], 3.5);
        // Level 1 alone, then halfway between the levels.
        assert_eq!(t.sample(&linear, &at(0.25, 0.5), 1.0, None)[0], 10.0);
        assert_eq!(t.sample(&linear, &at(0.125, 0.25), 0.5, None)[0], 5.0);
        assert!(Sampler::parse("linear").is_err());
        assert!(Sampler::parse("cubic,wrap").is_err());
        assert_eq!(Sampler::parse("linear,clamp").unwrap().compare, None);
        let cmp = Sampler::parse("linear,clamp,less_equal").unwrap();
        assert_eq!(cmp.compare, Some(Compare::LessEqual));
        assert_eq!(Compare::LessEqual.name(), "less_equal");
        assert!(Sampler::parse("linear,clamp,lequal").is_err());
        // Compared before weighing: at (0.5, 0.5) texels 1, 2, 5, 6 weigh
        // a quarter each; 2 <= texel passes for 2, 5, 6.
        assert_eq!(t.sample(&cmp, &at(0.5, 0.5), 0.0, Some(2.0))[0], 0.75);
        // A float format takes the reference as is; a unorm one clamps it.
        assert_eq!(t.clamp_reference(-3.0), -3.0);
    }
}
