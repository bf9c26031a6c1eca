//! The level of detail of sampling with explicit gradients
//! (`SampleGrad`), by the Vulkan specification's "Scale Factor
//! Operation, LOD Operation and Image Level(s) Selection": isotropic,
//! with the exact norm (no approximations), no sampler bias.

use crate::texture::{cube_axes, cube_face_of};

/// λ_base = log2(max(ρx, ρy)), where ρ is the length of a gradient
/// scaled to texels of level 0 (`size`) over the first `dims`
/// coordinates. A zero gradient gives -inf (the caller clamps).
pub fn from_gradients(size: [u32; 3], dims: usize, ddx: [f32; 3], ddy: [f32; 3]) -> f32 {
    let rho = |g: [f32; 3]| {
        (0..dims)
            .map(|d| {
                let t = g[d] * size[d] as f32;
                t * t
            })
            .sum::<f32>()
            .sqrt()
    };
    rho(ddx).max(rho(ddy)).log2()
}

/// The same for a cube sampled in direction `dir`: the gradients of the
/// direction become gradients of the face coordinates by Vulkan's "Cube
/// Map Derivative Transformation", d(s_face) = 1/2 (d(sc) |ma| - sc
/// d|ma|) / ma², over the face's size.
pub fn cube_from_gradients(size: [u32; 3], dir: [f32; 3], ddx: [f32; 3], ddy: [f32; 3]) -> f32 {
    let face = cube_face_of(dir);
    let (sc, tc, ma) = cube_axes(face, dir);
    let face_gradient = |g: [f32; 3]| {
        let (dsc, dtc, dma) = cube_axes(face, g);
        // d|ma| = sign(ma) dma.
        let dma = if ma < 0.0 { -dma } else { dma };
        let m = ma.abs();
        let d = |c: f32, dc: f32| 0.5 * (dc * m - c * dma) / (ma * ma);
        [d(sc, dsc), d(tc, dtc), 0.0]
    };
    from_gradients(size, 2, face_gradient(ddx), face_gradient(ddy))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gradients_pick_levels() {
        // Two texels of a 16x8 level 0 per step in x: level 1.
        assert_eq!(
            from_gradients([16, 8, 1], 2, [2.0 / 16.0, 0.0, 0.0], [0.0, 1.0 / 8.0, 0.0]),
            1.0
        );
        // The longer gradient wins; its length is what counts (3-4-5).
        let lod = from_gradients([4, 4, 1], 2, [0.75, 1.0, 0.0], [0.25, 0.0, 0.0]);
        assert_eq!(lod, 5.0f32.log2());
        assert_eq!(
            from_gradients([4, 4, 1], 2, [0.0; 3], [0.0; 3]),
            f32::NEG_INFINITY
        );
        // On +Z at its centre, a step of 2/8 in x is 1/8 of the face in s:
        // one texel of an 8-texel face, level 0.
        assert_eq!(
            cube_from_gradients([8, 8, 1], [0.0, 0.0, 1.0], [0.25, 0.0, 0.0], [0.0; 3]),
            0.0
        );
    }
}
