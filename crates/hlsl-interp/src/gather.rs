//! Texel gathering (`Gather*`, `GatherCmp*`), as the Vulkan specification
//! defines `OpImageGather` and `OpImageDrefGather` in "Texel Gathering":
//! the four texels a bilinear filter would weigh at the base level, one
//! channel of each (or its depth comparison), unfiltered.

use crate::texture::{resolve, SamplePoint, Sampler, Texture};

/// The footprint's texels as offsets from (i0, j0), in the order Vulkan
/// returns them as x, y, z, w: (i0, j1), (i1, j1), (i1, j0), (i0, j0).
const FOOTPRINT: [(i64, i64); 4] = [(0, 1), (1, 1), (1, 0), (0, 0)];

impl Texture {
    /// Channel `channel` of the four footprint texels around the 2D point
    /// `p` (its offset applied) in level 0, in the interpreter's encoding
    /// of the format's values; with a reference `dref` (and a comparison
    /// sampler) each is instead 1.0 or 0.0 as `dref OP channel` holds. The
    /// border reads as transparent black. The sampler's filter does not
    /// matter: gathering always takes the linear filter's footprint.
    pub fn gather(
        &self,
        s: &Sampler,
        p: &SamplePoint,
        channel: usize,
        dref: Option<f32>,
    ) -> [u64; 4] {
        let (i0, j0) = self.footprint_origin(p);
        FOOTPRINT.map(|(di, dj)| self.gathered(s, p.layer, (i0 + di, j0 + dj), channel, dref))
    }

    /// `Gather*(s, uv, o1, o2, o3, o4)`: texel k is texel (i0, j0) of the
    /// footprint at `p` moved by offset k (Vulkan's `ConstOffsets`, as
    /// GLSL's `textureGatherOffsets` words it).
    pub fn gather_offsets(
        &self,
        s: &Sampler,
        p: &SamplePoint,
        offsets: [[i64; 2]; 4],
        channel: usize,
        dref: Option<f32>,
    ) -> [u64; 4] {
        offsets.map(|[x, y]| {
            let moved = SamplePoint {
                offset: [x, y, 0],
                ..*p
            };
            let (i0, j0) = self.footprint_origin(&moved);
            self.gathered(s, p.layer, (i0, j0), channel, dref)
        })
    }

    /// Texel (i0, j0) of the bilinear footprint: `floor(u - 0.5)` plus the
    /// offset, in each of the two dimensions.
    fn footprint_origin(&self, p: &SamplePoint) -> (i64, i64) {
        let size = self.level_size(0);
        let corner = |d: usize| {
            let u = p.coord[d] * size[d] as f32 - 0.5;
            // Saturating: an infinite coordinate must not overflow.
            (u.floor() as i64).saturating_add(p.offset[d])
        };
        (corner(0), corner(1))
    }

    /// One gathered texel of level 0 at integer coordinates `(i, j)`,
    /// before addressing.
    fn gathered(
        &self,
        s: &Sampler,
        layer: u32,
        (i, j): (i64, i64),
        channel: usize,
        dref: Option<f32>,
    ) -> u64 {
        let size = self.level_size(0);
        let at = resolve(s.address, i, size[0] as i64)
            .zip(resolve(s.address, j, size[1] as i64))
            .and_then(|(x, y)| self.texel_at(0, layer, [x, y, 0]));
        match (dref, s.compare) {
            (Some(r), Some(op)) => {
                // `GatherCmpGreen` etc. compare their channel (Vulkan has
                // only red, the depth).
                let depth = at.map_or(0.0, |t| self.format.read_f32(self.texel(t), channel));
                op.test(self.clamp_reference(r), depth).to_bits() as u64
            }
            _ => at.map_or(0, |t| self.format.read(self.texel(t), channel)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::texel::TexelFormat;
    use crate::texture::{Address, Compare, Filter};

    /// A 4x2 r32float texture holding 0..8, row by row.
    fn ramp() -> Texture {
        let mut t = Texture::new(TexelFormat::parse("r32float").unwrap(), [4, 2, 1], 1, 1).unwrap();
        for i in 0..8 {
            t.data[4 * i..4 * i + 4].copy_from_slice(&(i as f32).to_le_bytes());
        }
        t
    }

    fn floats(v: [u64; 4]) -> [f32; 4] {
        v.map(|b| f32::from_bits(b as u32))
    }

    #[test]
    fn footprint_order_offsets_and_comparisons() {
        let t = ramp();
        let mut s = Sampler {
            filter: Filter::Point,
            address: Address::Wrap,
            compare: None,
        };
        // (0.5, 0.5) is between texels 1, 2 (x) and rows 0, 1 (y).
        let p = SamplePoint {
            dims: 2,
            coord: [0.5, 0.5, 0.0],
            offset: [0; 3],
            layer: 0,
        };
        assert_eq!(floats(t.gather(&s, &p, 0, None)), [5.0, 6.0, 2.0, 1.0]);
        // Alpha of a one-channel format is 1.
        assert_eq!(floats(t.gather(&s, &p, 3, None)), [1.0; 4]);
        // Offset (2, 0) wraps x: texels 3 and 0.
        let moved = SamplePoint {
            offset: [2, 0, 0],
            ..p
        };
        assert_eq!(floats(t.gather(&s, &moved, 0, None)), [7.0, 4.0, 0.0, 3.0]);
        let four = [[0, 0], [1, 0], [0, 1], [-1, -1]];
        assert_eq!(
            floats(t.gather_offsets(&s, &p, four, 0, None)),
            [1.0, 2.0, 5.0, 4.0]
        );
        s.compare = Some(Compare::Less);
        assert_eq!(floats(t.gather(&s, &p, 0, Some(2.5))), [1.0, 1.0, 0.0, 0.0]);
        s.address = Address::Border;
        let corner = SamplePoint {
            coord: [0.0, 0.0, 0.0],
            ..p
        };
        // Only (i1, j1) = texel 0 is inside; the border's depth is 0.
        s.compare = Some(Compare::GreaterEqual);
        assert_eq!(
            floats(t.gather(&s, &corner, 0, Some(0.0))),
            [1.0, 1.0, 1.0, 1.0]
        );
        s.compare = None;
        assert_eq!(floats(t.gather(&s, &corner, 0, None)), [0.0, 0.0, 0.0, 0.0]);
    }
}
