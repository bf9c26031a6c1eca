//! The two parts of the test format that only the raw Vulkan runner
//! (gpu-tests' `vk` module, `tests/vulkan`) can run, because wgpu cannot
//! express them and the interpreter has no such input:
//!
//! * `[specialization]`: values for `[[vk::constant_id(N)]]` constants,
//!   set through `VkSpecializationInfo`;
//! * `[render]`: a draw (vertex and pixel shader into an RGBA8 target)
//!   instead of a dispatch, with the expected pixels.
//!
//! A texture and a sampler on one binding (a combined image sampler) are
//! the third such thing; `ComputeTest::raw_vulkan_only` names all three.

use serde::Deserialize;

/// A value for one specialization constant. Its type is the constant's in
/// the shader (hlslc's reflection); the runner encodes it to that.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum SpecValue {
    Bool(bool),
    Int(i64),
    Float(f64),
}

/// `[specialization]`: `SpecId = value` lines (`1 = 7`, `4 = false`), in
/// id order.
pub(crate) fn parse_specialization(table: &toml::Table) -> Result<Vec<(u32, SpecValue)>, String> {
    let mut out = Vec::new();
    for (key, value) in table {
        let id: u32 = key
            .parse()
            .map_err(|_| format!("[specialization]: `{key}` is not a SpecId (a number)"))?;
        let value = match value {
            toml::Value::Boolean(b) => SpecValue::Bool(*b),
            toml::Value::Integer(i) => SpecValue::Int(*i),
            toml::Value::Float(f) => SpecValue::Float(*f),
            other => {
                return Err(format!(
                    "[specialization]: {id} = {other}: a bool, integer or float"
                ))
            }
        };
        out.push((id, value));
    }
    out.sort_by_key(|(id, _)| *id);
    Ok(out)
}

/// `[render]`: draw `vertices` vertices (no vertex buffers: the vertex
/// shader makes positions from `SV_VertexID`) with the `vertex` and
/// `pixel` entry points (`vs_6_0`, `ps_6_0`) into a `size` RGBA8 unorm
/// target cleared to `clear`, and compare it with `expect`.
#[derive(Clone, Debug)]
pub struct RenderSpec {
    pub vertex: String,
    pub pixel: String,
    pub size: [u32; 2],
    pub vertices: u32,
    /// The clear colour's bytes.
    pub clear: [u8; 4],
    /// Every pixel's R, G, B and A bytes, rows top first.
    pub expect: Vec<u8>,
    /// How far each channel may be from `expect` (`abs`, default 1:
    /// GPUs round unorm conversions and filtering differently).
    pub tolerance: u8,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawRender {
    vertex: String,
    pixel: String,
    size: [u32; 2],
    vertices: Option<u32>,
    clear: Option<[u8; 4]>,
    expect: Vec<u8>,
    abs: Option<u8>,
}

impl RenderSpec {
    pub(crate) fn from_raw(raw: RawRender) -> Result<RenderSpec, String> {
        let [w, h] = raw.size;
        if w == 0 || h == 0 || w > 256 || h > 256 {
            return Err("[render] `size`: 1 to 256 pixels each way".into());
        }
        let want = (w * h * 4) as usize;
        if raw.expect.len() != want {
            return Err(format!(
                "[render] `expect` has {} bytes; a {w}x{h} RGBA target has {want}",
                raw.expect.len()
            ));
        }
        Ok(RenderSpec {
            vertex: raw.vertex,
            pixel: raw.pixel,
            size: raw.size,
            vertices: raw.vertices.unwrap_or(3),
            clear: raw.clear.unwrap_or([0, 0, 0, 0]),
            expect: raw.expect,
            tolerance: raw.abs.unwrap_or(1),
        })
    }

    /// Compares the drawn RGBA bytes (rows top first) with `expect`; the
    /// mismatching pixels (at most ten listed).
    pub fn compare(&self, rgba: &[u8]) -> Result<(), String> {
        if rgba.len() != self.expect.len() {
            return Err(format!(
                "the target has {} bytes, `expect` {}",
                rgba.len(),
                self.expect.len()
            ));
        }
        let width = self.size[0] as usize;
        let wrong: Vec<String> = self
            .expect
            .chunks_exact(4)
            .zip(rgba.chunks_exact(4))
            .enumerate()
            .filter(|(_, (want, got))| {
                want.iter()
                    .zip(got.iter())
                    .any(|(w, g)| w.abs_diff(*g) > self.tolerance)
            })
            .map(|(i, (want, got))| {
                format!(
                    "  ({}, {}): expected {want:?}, drew {got:?}",
                    i % width,
                    i / width
                )
            })
            .collect();
        if wrong.is_empty() {
            return Ok(());
        }
        let shown = wrong.len().min(10);
        Err(format!(
            "{} of {} pixels differ by more than {}:\n{}\n",
            wrong.len(),
            self.expect.len() / 4,
            self.tolerance,
            wrong[..shown].join("\n")
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

    const RENDER: &str = "[render]\nvertex = \"V\"\npixel = \"P\"\nsize = [1, 1]\n";
    const BUFFER: &str =
        "[[buffer]]\nregister = \"u1\"\ntype = \"uint\"\nzeros = 1\nexpect = [0]\n";

    #[test]
    fn a_render_test_needs_raw_vulkan_and_no_groups() {
        let t = parse(&format!("{RENDER}expect = [1, 2, 3, 4]\n")).unwrap();
        let r = t.render.as_ref().unwrap();
        assert_eq!((r.vertices, r.tolerance, r.clear), (3, 1, [0; 4]));
        assert!(t.raw_vulkan_only().unwrap().contains("[render]"));
        assert!(r.compare(&[1, 2, 3, 5]).is_ok());
        let e = r.compare(&[1, 2, 3, 6]).unwrap_err();
        assert!(
            e.contains("(0, 0): expected [1, 2, 3, 4], drew [1, 2, 3, 6]"),
            "{e}"
        );
        let e = parse(&format!(
            "groups = [1, 1, 1]\n{RENDER}expect = [0, 0, 0, 0]\n"
        ));
        assert!(e.unwrap_err().contains("no `groups`"));
        let e = parse(&format!("{RENDER}expect = [0, 0, 0]\n")).unwrap_err();
        assert!(e.contains("has 3 bytes; a 1x1 RGBA target has 4"), "{e}");
    }

    #[test]
    fn specialization_values_are_typed_by_toml_and_sorted_by_id() {
        let t = parse(&format!(
            "groups = [1, 1, 1]\n[specialization]\n4 = false\n1 = 3\n2 = 0.5\n{BUFFER}"
        ))
        .unwrap();
        use super::SpecValue::*;
        assert_eq!(
            t.specialization,
            vec![(1, Int(3)), (2, Float(0.5)), (4, Bool(false))]
        );
        assert!(t.raw_vulkan_only().unwrap().contains("specialization"));
        let e = parse(&format!(
            "groups = [1, 1, 1]\n[specialization]\nx = 1\n{BUFFER}"
        ));
        assert!(e.unwrap_err().contains("`x` is not a SpecId"));
    }

    #[test]
    fn only_a_texture_and_a_sampler_share_a_number() {
        let texture =
            "[[texture]]\nregister = \"t0\"\ndim = \"2d\"\nsize = [1, 1]\nformat = \"r32float\"\n";
        let sampler = "[[sampler]]\nregister = \"s0\"\nfilter = \"point\"\naddress = \"clamp\"\n";
        let compute = format!("groups = [1, 1, 1]\n{BUFFER}{texture}{sampler}");
        let why = parse(&compute).unwrap().raw_vulkan_only().unwrap();
        assert!(why.contains("combined image sampler"), "{why}");
        let clash = compute.replace("\"u1\"", "\"u0\"");
        let e = parse(&clash).unwrap_err();
        assert!(e.contains("would share Vulkan set 0 binding 0"), "{e}");
    }
}
