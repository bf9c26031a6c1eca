//! The `NAME.toml` format (see the crate docs) and buffer encoding.

use crate::compare::Tolerance;
use crate::textures::{RawSampler, RawTexture, SamplerSpec, TextureSpec};
use crate::types::{ElemType, Register, RegisterClass, Value};
use crate::vulkan::{RawRender, RenderSpec, SpecValue};
use serde::Deserialize;
use std::path::{Path, PathBuf};

/// One compute test.
#[derive(Clone, Debug)]
pub struct ComputeTest {
    /// The file stem (`saxpy`).
    pub name: String,
    /// The shader, `NAME.hlsl` beside the TOML file.
    pub shader: PathBuf,
    pub entry: String,
    pub profile: String,
    /// `[1, 1, 1]` for a render test, which dispatches nothing.
    pub groups: [u32; 3],
    /// Extra hlslc flags for `compile` and `dispatch` (`-fvk-u-shift 10 0`).
    pub flags: Vec<String>,
    /// In file order. Without `flags`, no two share a (space, number),
    /// since Vulkan binds every class of `register(xN, spaceM)` at set M,
    /// binding N by default.
    pub buffers: Vec<BufferSpec>,
    /// `[[cbuffer]]` tables (constant buffers by member name), in file order.
    pub cbuffers: Vec<CBufferSpec>,
    /// `[[texture]]` tables, in file order.
    pub textures: Vec<TextureSpec>,
    /// `[[sampler]]` tables, in file order.
    pub samplers: Vec<SamplerSpec>,
    /// The wave size the expectations assume (`wave_size = 8`), or `None`
    /// when they hold for any.
    pub wave_size: Option<u32>,
    /// WHLSL only: the dispatch must trap with this in its reason.
    pub expect_trap: Option<String>,
    /// WHLSL only: `hlslc dispatch --max-steps N`.
    pub max_steps: Option<u64>,
    /// `[specialization]`: (SpecId, value), raw Vulkan only (`vulkan.rs`).
    pub specialization: Vec<(u32, SpecValue)>,
    /// `[render]`: a draw instead of a dispatch, raw Vulkan only.
    pub render: Option<RenderSpec>,
}

/// One `[[cbuffer]]` table: a constant buffer's members by name, packed
/// by the compiler's own rules (`hlslc_cli::cbuffer_values`) in both runners.
#[derive(Clone, Debug)]
pub struct CBufferSpec {
    pub register: Register,
    /// A JSON object: member name to value.
    pub members: serde_json::Value,
}

impl CBufferSpec {
    fn from_raw(raw: &RawCBuffer) -> Result<CBufferSpec, String> {
        let register = Register::parse(&raw.register)?;
        if register.class != RegisterClass::B {
            return Err("a cbuffer's register is bN".into());
        }
        let members = serde_json::to_value(&raw.members).map_err(|e| e.to_string())?;
        Ok(CBufferSpec { register, members })
    }

    /// The members as `hlslc dispatch --cbuffer` takes them.
    pub fn json(&self) -> String {
        format!("{}\n", self.members)
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawCBuffer {
    register: String,
    members: toml::Table,
}

/// One `[[buffer]]` table.
#[derive(Clone, Debug)]
pub struct BufferSpec {
    pub register: Register,
    /// For `u`/`t`: cycled over the data. For `b`: the members.
    pub types: Vec<ElemType>,
    /// For `b`: each member's byte offset when the type was written with
    /// one (`"float@32"`), else `None` (placed by HLSL's packing).
    pub offsets: Vec<Option<usize>>,
    /// Initial contents, one value per scalar.
    pub data: Vec<Value>,
    /// Expected contents after the dispatch, one value per scalar.
    pub expect: Option<Vec<Value>>,
    pub tolerance: Tolerance,
    /// The initial value of the buffer's hidden counter (an append,
    /// consume or counted structured buffer); `None` leaves it at 0.
    pub counter: Option<u32>,
    /// The counter's expected value after the dispatch.
    pub expect_counter: Option<u32>,
    /// The layout the compiler gives the buffer ([`BufferSpec::set_layout`]):
    /// the byte offset of each scalar of one element (`u`, `t`) or of the
    /// whole cbuffer (`b`) in memory order, and the element stride or the
    /// cbuffer's size. `None`: the layout below (tight elements, HLSL's
    /// cbuffer packing).
    pub layout: Option<(Vec<usize>, usize)>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawTest {
    entry: Option<String>,
    profile: Option<String>,
    groups: Option<[u32; 3]>,
    #[serde(default)]
    flags: Vec<String>,
    #[serde(default, rename = "buffer")]
    buffers: Vec<RawBuffer>,
    #[serde(default, rename = "cbuffer")]
    cbuffers: Vec<RawCBuffer>,
    #[serde(default, rename = "texture")]
    textures: Vec<RawTexture>,
    #[serde(default, rename = "sampler")]
    samplers: Vec<RawSampler>,
    wave_size: Option<u32>,
    /// Another shader of the directory, for a test that runs the same
    /// kernel with other inputs.
    shader: Option<String>,
    expect_trap: Option<String>,
    max_steps: Option<u64>,
    specialization: Option<toml::Table>,
    render: Option<RawRender>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawBuffer {
    register: String,
    #[serde(rename = "type")]
    ty: RawType,
    data: Option<Vec<toml::Value>>,
    zeros: Option<usize>,
    expect: Option<Vec<toml::Value>>,
    ulps: Option<f32>,
    abs: Option<f32>,
    counter: Option<u32>,
    expect_counter: Option<u32>,
}

#[derive(Deserialize)]
#[serde(untagged)]
enum RawType {
    One(String),
    Cycle(Vec<String>),
}

impl ComputeTest {
    /// Gives each buffer the layout `layout` returns for its register
    /// (`u3_space1`; see [`BufferSpec::set_layout`]): both runners take it
    /// from the compiler, so they encode and read the same bytes.
    pub fn set_layouts(&mut self, layout: impl Fn(&str) -> Option<(Vec<usize>, usize)>) {
        for b in &mut self.buffers {
            if let Some((offsets, size)) = layout(&b.register.to_string()) {
                b.set_layout(offsets, size);
            }
        }
    }

    /// Loads `NAME.toml`; the shader is `NAME.hlsl` beside it, or the file
    /// its `shader` key names.
    pub fn load(toml_path: &Path) -> Result<ComputeTest, String> {
        ComputeTest::load_with_shader(toml_path, &toml_path.with_extension("hlsl"))
    }

    /// Loads a TOML file for `shader` (a WHLSL test's own `NAME.toml`, or
    /// its HLSL twin's, whose expectations it shares).
    pub fn load_with_shader(toml_path: &Path, shader: &Path) -> Result<ComputeTest, String> {
        let text = std::fs::read_to_string(toml_path)
            .map_err(|e| format!("{}: {e}", toml_path.display()))?;
        let name = shader
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default();
        ComputeTest::parse(&name, shader.to_path_buf(), &text)
            .map_err(|e| format!("{}: {e}", toml_path.display()))
    }

    /// Whether the shader is WHLSL (compiled through its own lowering,
    /// with no cbuffers by name or counters).
    pub fn is_whlsl(&self) -> bool {
        self.shader.extension().is_some_and(|e| e == "whlsl")
    }

    /// Parses a test from TOML text.
    pub fn parse(name: &str, shader: PathBuf, text: &str) -> Result<ComputeTest, String> {
        let mut raw: RawTest = toml::from_str(text).map_err(|e| e.to_string())?;
        let render = raw.render.take().map(RenderSpec::from_raw).transpose()?;
        let groups = match (raw.groups, &render) {
            (Some(_), Some(_)) => return Err("a `[render]` test has no `groups`".into()),
            (None, Some(_)) => [1, 1, 1],
            (Some(g), None) => g,
            (None, None) => return Err("missing field `groups`".into()),
        };
        if render.is_some() && (raw.entry.is_some() || raw.profile.is_some()) {
            return Err("a `[render]` test names its entry points in `[render]`".into());
        }
        if groups.contains(&0) {
            return Err("`groups` must be at least 1 in each dimension".into());
        }
        let specialization = match &raw.specialization {
            Some(t) => crate::vulkan::parse_specialization(t)?,
            None => Vec::new(),
        };
        let mut buffers: Vec<BufferSpec> = Vec::new();
        let mut registers: Vec<Register> = Vec::new();
        // Flags (shifts) may separate registers; the compiler then warns.
        // A texture and a sampler may share a number: the pair is one
        // combined image sampler on Vulkan (raw Vulkan runner only).
        let combines = |a: Register, b: Register| {
            let t_s = |x: Register, y: Register| {
                x.class == RegisterClass::T
                    && y.class == RegisterClass::S
                    && raw
                        .textures
                        .iter()
                        .any(|t| Register::parse(&t.register).ok() == Some(x))
            };
            t_s(a, b) || t_s(b, a)
        };
        let mut claim = |r: Register| {
            let clash = registers
                .iter()
                .find(|o| (o.space, o.index) == (r.space, r.index) && !combines(**o, r));
            if let Some(o) = clash.filter(|_| raw.flags.is_empty()) {
                // Vulkan binds register(xN, spaceM) at set M, binding N for every class.
                return Err(format!(
                    "registers {o} and {r} would share Vulkan set {} binding {}",
                    r.space, r.index
                ));
            }
            registers.push(r);
            Ok(())
        };
        for b in &raw.buffers {
            let spec =
                BufferSpec::from_raw(b).map_err(|e| format!("buffer {}: {e}", b.register))?;
            claim(spec.register)?;
            buffers.push(spec);
        }
        let mut cbuffers = Vec::new();
        for c in &raw.cbuffers {
            let spec =
                CBufferSpec::from_raw(c).map_err(|e| format!("cbuffer {}: {e}", c.register))?;
            claim(spec.register)?;
            cbuffers.push(spec);
        }
        let mut textures = Vec::new();
        for t in &raw.textures {
            let spec =
                TextureSpec::from_raw(t).map_err(|e| format!("texture {}: {e}", t.register))?;
            claim(spec.register)?;
            textures.push(spec);
        }
        let mut samplers = Vec::new();
        for s in &raw.samplers {
            let spec =
                SamplerSpec::from_raw(s).map_err(|e| format!("sampler {}: {e}", s.register))?;
            claim(spec.register)?;
            samplers.push(spec);
        }
        let whlsl = shader.extension().is_some_and(|e| e == "whlsl");
        if !whlsl && (raw.expect_trap.is_some() || raw.max_steps.is_some()) {
            return Err(
                "`expect_trap` and `max_steps` are for WHLSL tests (interpreter only)".into(),
            );
        }
        if raw.expect_trap.is_none()
            && !buffers
                .iter()
                .any(|b| b.expect.is_some() || b.expect_counter.is_some())
            && !textures.iter().any(|t| t.expect.is_some())
            && render.is_none()
        {
            return Err("no buffer or texture has an `expect`: the test could not fail".into());
        }
        if let Some(n) = raw.wave_size {
            if !n.is_power_of_two() || !(4..=128).contains(&n) {
                return Err(format!(
                    "`wave_size = {n}`: a wave size is a power of two from 4 to 128"
                ));
            }
        }
        let shader = match &raw.shader {
            Some(other) => shader.with_file_name(other),
            None => shader,
        };
        Ok(ComputeTest {
            name: name.to_string(),
            shader,
            entry: raw.entry.unwrap_or_else(|| "main".into()),
            profile: raw.profile.unwrap_or_else(|| "cs_6_0".into()),
            groups,
            flags: raw.flags,
            buffers,
            cbuffers,
            textures,
            samplers,
            wave_size: raw.wave_size,
            expect_trap: raw.expect_trap,
            max_steps: raw.max_steps,
            specialization,
            render,
        })
    }

    /// Why only the raw Vulkan runner (`tests/vulkan`) can run this test,
    /// or `None`: what wgpu cannot express and the interpreter has no
    /// input for. Both other runners refuse such a test with this reason.
    pub fn raw_vulkan_only(&self) -> Option<String> {
        if self.render.is_some() {
            return Some("it draws (`[render]`)".into());
        }
        if !self.specialization.is_empty() {
            return Some("it sets specialization constants (`[specialization]`)".into());
        }
        let combined = self.textures.iter().find(|t| {
            self.samplers.iter().any(|s| {
                (s.register.space, s.register.index) == (t.register.space, t.register.index)
            })
        })?;
        Some(format!(
            "its texture {} and a sampler share a binding (a combined image sampler)",
            combined.register
        ))
    }

    /// Compares every buffer and texture that has an `expect` with the
    /// bytes `read` returns for its register, and every `expect_counter`
    /// with the value `counter` returns for it; one report for all
    /// mismatches.
    pub fn check(
        &self,
        mut read: impl FnMut(Register) -> Result<Vec<u8>, String>,
        mut counter: impl FnMut(Register) -> Result<u32, String>,
    ) -> Result<(), String> {
        let mut report = String::new();
        let mut add = |outcome: Result<(), String>| {
            if let Err(e) = outcome {
                report.push_str(&e);
                if !e.ends_with('\n') {
                    report.push('\n');
                }
            }
        };
        for b in &self.buffers {
            if b.expect.is_some() {
                add(read(b.register).and_then(|bytes| crate::compare_buffer(b, &bytes)));
            }
            if let Some(want) = b.expect_counter {
                add(counter(b.register).and_then(|got| {
                    if got == want {
                        Ok(())
                    } else {
                        Err(format!("{}: counter is {got}, expected {want}", b.register))
                    }
                }));
            }
        }
        for t in self.textures.iter().filter(|t| t.expect.is_some()) {
            add(read(t.register).and_then(|bytes| t.compare(&bytes)));
        }
        if report.is_empty() {
            Ok(())
        } else {
            Err(report)
        }
    }
}

impl BufferSpec {
    fn from_raw(raw: &RawBuffer) -> Result<BufferSpec, String> {
        let register = Register::parse(&raw.register)?;
        if register.class == RegisterClass::S {
            return Err("a buffer's register is uN, tN or bN".into());
        }
        let names = match &raw.ty {
            RawType::One(t) => std::slice::from_ref(t),
            RawType::Cycle(ts) => ts.as_slice(),
        };
        if names.is_empty() {
            return Err("`type` is an empty list".into());
        }
        let mut types = Vec::with_capacity(names.len());
        let mut offsets = Vec::with_capacity(names.len());
        for t in names {
            let (name, offset) = match t.split_once('@') {
                Some((name, at)) if register.class == RegisterClass::B => {
                    let at: usize = at
                        .parse()
                        .ok()
                        .filter(|at| at % 4 == 0)
                        .ok_or_else(|| format!("invalid member offset in `{t}`"))?;
                    (name, Some(at))
                }
                Some(_) => return Err(format!("`{t}`: offsets are only for `b` registers")),
                None => (t.as_str(), None),
            };
            types.push(ElemType::parse(name)?);
            offsets.push(offset);
        }
        let mut spec = BufferSpec {
            register,
            types,
            offsets,
            data: Vec::new(),
            expect: None,
            tolerance: Tolerance::default(),
            counter: raw.counter,
            expect_counter: raw.expect_counter,
            layout: None,
        };
        if (raw.counter.is_some() || raw.expect_counter.is_some())
            && register.class != RegisterClass::U
        {
            return Err("`counter` and `expect_counter` are only for `u` registers".into());
        }
        spec.data = match (&raw.data, raw.zeros) {
            (Some(d), None) => spec.typed(d, "data")?,
            (None, Some(n)) => spec.typed(&vec![toml::Value::Integer(0); n], "zeros")?,
            _ => return Err("give exactly one of `data` and `zeros`".into()),
        };
        if spec.data.is_empty() {
            return Err("the buffer is empty".into());
        }
        if spec.data.iter().any(|v| v.to_json().is_none()) {
            return Err("`data` holds a NaN or infinity, which JSON cannot carry".into());
        }
        if let Some(e) = &raw.expect {
            if register.class != RegisterClass::U {
                return Err("`expect` is only for `u` (read-write) registers".into());
            }
            let expect = spec.typed(e, "expect")?;
            if expect.len() != spec.data.len() {
                return Err(format!(
                    "`expect` has {} values but the buffer has {}",
                    expect.len(),
                    spec.data.len()
                ));
            }
            spec.expect = Some(expect);
        }
        spec.tolerance = Tolerance::from_options(raw.ulps, raw.abs)?;
        Ok(spec)
    }

    /// Types a flat list of numbers; checks it fills whole elements (or,
    /// for a cbuffer, exactly the members).
    fn typed(&self, values: &[toml::Value], what: &str) -> Result<Vec<Value>, String> {
        let per_cycle = self.scalars_per_cycle();
        let whole = if self.register.class == RegisterClass::B {
            values.len() == per_cycle
        } else {
            values.len().is_multiple_of(per_cycle)
        };
        if !whole {
            return Err(format!(
                "`{what}` has {} values; the types take {per_cycle} per {}",
                values.len(),
                if self.register.class == RegisterClass::B {
                    "cbuffer"
                } else {
                    "element"
                }
            ));
        }
        values
            .iter()
            .enumerate()
            .map(|(i, v)| {
                Value::from_toml(v, self.scalar_at(i).scalar)
                    .map_err(|e| format!("`{what}`[{i}]: {e}"))
            })
            .collect()
    }

    /// Scalars in one cycle of `types`.
    pub fn scalars_per_cycle(&self) -> usize {
        self.types.iter().map(|t| t.width as usize).sum()
    }

    /// The element type (and thus scalar kind) of flat scalar `i`.
    pub fn scalar_at(&self, i: usize) -> ElemType {
        self.locate(i).0
    }

    /// Where flat scalar `i` lies: its type, element number (a cycle of
    /// `types`), and position within that element.
    pub fn locate(&self, i: usize) -> (ElemType, usize, usize) {
        let per_cycle = self.scalars_per_cycle();
        let (element, mut within) = (i / per_cycle, i % per_cycle);
        let offset_in_element = within;
        for t in &self.types {
            if within < t.width as usize {
                return (*t, element, offset_in_element);
            }
            within -= t.width as usize;
        }
        unreachable!("within < per_cycle")
    }

    /// Takes the compiler's layout of the buffer (see [`BufferSpec::layout`]),
    /// so that a test's data mean what the shader reads whatever the
    /// layout rules (`-fvk-use-*-layout`). Ignored when its scalars do not
    /// match the test's types (a byte-address buffer's words, say).
    pub fn set_layout(&mut self, offsets: Vec<usize>, size: usize) {
        let wanted = match self.register.class {
            RegisterClass::B => self.data.len(),
            _ => self.scalars_per_cycle(),
        };
        if offsets.len() == wanted && size > 0 {
            self.layout = Some((offsets, size));
        }
    }

    /// Byte offset of flat scalar `i` in the buffer's memory layout.
    pub fn byte_offset(&self, i: usize) -> usize {
        if let Some((offsets, stride)) = &self.layout {
            return match self.register.class {
                RegisterClass::B => offsets[i],
                _ => {
                    let per_cycle = self.scalars_per_cycle();
                    i / per_cycle * stride + offsets[i % per_cycle]
                }
            };
        }
        match self.register.class {
            // Every scalar is 4 bytes, so the structured layout is tight.
            RegisterClass::U | RegisterClass::T | RegisterClass::S => 4 * i,
            RegisterClass::B => {
                let (offsets, _) = self.cbuffer_layout();
                let mut within = i;
                for (t, at) in self.types.iter().zip(offsets) {
                    if within < t.width as usize {
                        return at + 4 * within;
                    }
                    within -= t.width as usize;
                }
                unreachable!("cbuffer data has exactly the members' scalars")
            }
        }
    }

    /// Member offsets under HLSL's cbuffer packing (or as written), and
    /// the size rounded up to whole 16-byte rows.
    fn cbuffer_layout(&self) -> (Vec<usize>, usize) {
        let mut offset = 0;
        let mut offsets = Vec::new();
        for (t, at) in self.types.iter().zip(&self.offsets) {
            let size = 4 * t.width as usize;
            if let Some(at) = *at {
                offset = at;
            } else if offset % 16 != 0 && offset % 16 + size > 16 {
                offset = offset.next_multiple_of(16);
            }
            offsets.push(offset);
            offset += size;
        }
        (offsets, offset.next_multiple_of(16))
    }

    /// Size of the buffer in bytes.
    pub fn byte_size(&self) -> usize {
        if let Some((_, stride)) = &self.layout {
            return match self.register.class {
                RegisterClass::B => *stride,
                _ => self.data.len() / self.scalars_per_cycle().max(1) * stride,
            };
        }
        match self.register.class {
            RegisterClass::U | RegisterClass::T | RegisterClass::S => 4 * self.data.len(),
            RegisterClass::B => self.cbuffer_layout().1,
        }
    }

    /// The initial contents in the buffer's memory layout (little-endian,
    /// cbuffer padding zeroed).
    pub fn initial_bytes(&self) -> Vec<u8> {
        let mut bytes = vec![0u8; self.byte_size()];
        for (i, v) in self.data.iter().enumerate() {
            let at = self.byte_offset(i);
            bytes[at..at + 4].copy_from_slice(&v.to_bits().to_le_bytes());
        }
        bytes
    }

    /// The initial contents as `hlslc dispatch` takes them: a JSON array of
    /// numbers, one per scalar, without padding.
    pub fn initial_json(&self) -> String {
        let items: Vec<String> = self
            .data
            .iter()
            .map(|v| v.to_json().unwrap_or_else(|| "0".into()))
            .collect();
        format!("[{}]\n", items.join(", "))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(text: &str) -> Result<ComputeTest, String> {
        ComputeTest::parse("t", PathBuf::from("t.hlsl"), text)
    }

    const SAXPY: &str = r#"
        groups = [4, 1, 1]
        [[buffer]]
        register = "b0"
        type = ["float", "uint", "float4"]
        data = [2.5, 200, 1, 2, 3, 4]
        [[buffer]]
        register = "u1_space2"
        type = "float"
        data = [1, 2.5]
        expect = [3, -1]
        ulps = 0
    "#;

    #[test]
    fn loads_with_defaults() {
        let t = parse(SAXPY).unwrap();
        assert_eq!((t.entry.as_str(), t.profile.as_str()), ("main", "cs_6_0"));
        assert_eq!(t.groups, [4, 1, 1]);
        assert_eq!(t.buffers.len(), 2);
        let out = &t.buffers[1];
        assert_eq!(out.register.to_string(), "u1_space2");
        assert_eq!(out.data, vec![Value::Float(1.0), Value::Float(2.5)]);
        assert_eq!(out.tolerance.ulps, 0.0);
        assert_eq!(out.tolerance.abs, Tolerance::default().abs);
    }

    #[test]
    fn cbuffer_members_follow_hlsl_packing() {
        let t = parse(SAXPY).unwrap();
        let cb = &t.buffers[0];
        // float at 0, uint at 4, float4 cannot straddle the row: 16.
        assert_eq!(cb.byte_size(), 32);
        let offsets: Vec<usize> = (0..6).map(|i| cb.byte_offset(i)).collect();
        assert_eq!(offsets, vec![0, 4, 16, 20, 24, 28]);
        let bytes = cb.initial_bytes();
        assert_eq!(&bytes[0..4], &2.5f32.to_le_bytes());
        assert_eq!(&bytes[4..8], &200u32.to_le_bytes());
        assert_eq!(&bytes[8..16], &[0; 8]);
        assert_eq!(&bytes[16..20], &1.0f32.to_le_bytes());
        assert_eq!(cb.initial_json(), "[2.5, 200, 1, 2, 3, 4]\n");
    }

    #[test]
    fn vector_members_share_rows_when_they_fit() {
        let text = r#"
            groups = [1, 1, 1]
            [[buffer]]
            register = "b0"
            type = ["float", "float2", "int3", "int", "uint2", "float3"]
            data = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]
            [[buffer]]
            register = "u1"
            type = "uint"
            zeros = 1
            expect = [0]
        "#;
        let cb = parse(text).unwrap().buffers.remove(0);
        let starts: Vec<usize> = [0, 1, 3, 6, 7, 9]
            .iter()
            .map(|&i| cb.byte_offset(i))
            .collect();
        // float 0; float2 4; int3 16; int 28; uint2 32; float3 48 (40+12 > 48).
        assert_eq!(starts, vec![0, 4, 16, 28, 32, 48]);
        assert_eq!(cb.byte_size(), 64);
    }

    #[test]
    fn cbuffer_members_may_give_their_offset() {
        let t = parse(
            r#"
            groups = [1, 1, 1]
            [[buffer]]
            register = "b0"
            type = ["float", "float@16", "float@32", "float2"]
            data = [1, 2, 3, 4, 5]
            [[buffer]]
            register = "u1"
            type = "float"
            zeros = 1
            expect = [0]
            "#,
        )
        .unwrap();
        let b = &t.buffers[0];
        let at: Vec<usize> = (0..5).map(|i| b.byte_offset(i)).collect();
        assert_eq!(at, [0, 16, 32, 36, 40]);
        assert_eq!(b.byte_size(), 48);
        let bad = r#"
            groups = [1, 1, 1]
            [[buffer]]
            register = "u1"
            type = "float@4"
            zeros = 1
            expect = [0]
            "#;
        assert!(parse(bad).unwrap_err().contains("only for `b`"));
    }

    #[test]
    fn struct_elements_cycle_the_types() {
        let text = r#"
            groups = [1, 1, 1]
            [[buffer]]
            register = "u0"
            type = ["float4", "uint"]
            zeros = 10
            expect = [0, 0, 0, 0, 7, 1.5, 0, 0, 0, 9]
        "#;
        let b = parse(text).unwrap().buffers.remove(0);
        let e = b.expect.as_ref().unwrap();
        assert_eq!(e[4], Value::Uint(7));
        assert_eq!(e[5], Value::Float(1.5));
        assert_eq!(b.locate(9), (ElemType::parse("uint").unwrap(), 1, 4));
        assert_eq!(b.byte_size(), 40);
    }

    #[test]
    fn cbuffers_by_name_and_wave_sizes() {
        let text = r#"
            groups = [1, 1, 1]
            wave_size = 8
            [[cbuffer]]
            register = "b2"
            [cbuffer.members]
            scale = 2.5
            dir = [1, 0, 0]
            light = { count = 3 }
            [[buffer]]
            register = "u0"
            type = "uint"
            zeros = 1
            expect = [0]
        "#;
        let t = parse(text).unwrap();
        assert_eq!(t.wave_size, Some(8));
        let c = &t.cbuffers[0];
        assert_eq!(c.register.to_string(), "b2");
        assert_eq!(c.members["dir"], serde_json::json!([1, 0, 0]));
        assert_eq!(c.members["light"]["count"], serde_json::json!(3));
        assert!(c.json().starts_with('{'));
        let odd = text.replace("wave_size = 8", "wave_size = 12");
        assert!(parse(&odd).unwrap_err().contains("power of two"));
        let clash = text
            .replace("\"b2\"", "\"b0\"")
            .replace("\"u0\"", "\"u0_space0\"");
        assert!(parse(&clash)
            .unwrap_err()
            .contains("share Vulkan set 0 binding 0"));
        let not_b = text.replace("\"b2\"", "\"t2\"");
        assert!(parse(&not_b).unwrap_err().contains("register is bN"));
    }

    #[test]
    fn counters_are_expectations() {
        let text = r#"
            groups = [1, 1, 1]
            [[buffer]]
            register = "u0"
            type = "uint"
            zeros = 2
            counter = 5
            expect_counter = 7
        "#;
        let t = parse(text).unwrap();
        let b = &t.buffers[0];
        assert_eq!((b.counter, b.expect_counter), (Some(5), Some(7)));
        assert!(t.check(|_| Ok(vec![0; 8]), |_| Ok(7)).is_ok());
        let report = t.check(|_| Ok(vec![0; 8]), |_| Ok(6)).unwrap_err();
        assert!(report.contains("u0: counter is 6, expected 7"), "{report}");
    }

    #[test]
    fn rejects_malformed_tests() {
        let cases = [
            // typo in a key
            "groups = [1,1,1]\n[[buffer]]\nregister = \"u0\"\ntype = \"int\"\ndata = [1]\nexpekt = [1]",
            // no expectation at all
            "groups = [1,1,1]\n[[buffer]]\nregister = \"u0\"\ntype = \"int\"\ndata = [1]",
            // partial struct element
            "groups = [1,1,1]\n[[buffer]]\nregister = \"u0\"\ntype = [\"int\", \"float\"]\ndata = [1]\nexpect = [1]",
            // expect on a read-only buffer
            "groups = [1,1,1]\n[[buffer]]\nregister = \"t0\"\ntype = \"int\"\ndata = [1]\nexpect = [1]",
            // expect of the wrong length
            "groups = [1,1,1]\n[[buffer]]\nregister = \"u0\"\ntype = \"int\"\ndata = [1, 2]\nexpect = [1]",
            // both data and zeros
            "groups = [1,1,1]\n[[buffer]]\nregister = \"u0\"\ntype = \"int\"\ndata = [1]\nzeros = 1\nexpect = [1]",
            // zero groups
            "groups = [0,1,1]\n[[buffer]]\nregister = \"u0\"\ntype = \"int\"\ndata = [1]\nexpect = [1]",
            // a register twice
            "groups = [1,1,1]\n[[buffer]]\nregister = \"u0\"\ntype = \"int\"\ndata = [1]\nexpect = [1]\n[[buffer]]\nregister = \"u0\"\ntype = \"int\"\ndata = [1]",
            // two classes on one Vulkan binding
            "groups = [1,1,1]\n[[buffer]]\nregister = \"t0\"\ntype = \"int\"\ndata = [1]\n[[buffer]]\nregister = \"u0\"\ntype = \"int\"\ndata = [1]\nexpect = [1]",
            // a counter on a read-only buffer
            "groups = [1,1,1]\n[[buffer]]\nregister = \"t0\"\ntype = \"int\"\ndata = [1]\ncounter = 1\n[[buffer]]\nregister = \"u1\"\ntype = \"int\"\ndata = [1]\nexpect = [1]",
            // a negative counter
            "groups = [1,1,1]\n[[buffer]]\nregister = \"u0\"\ntype = \"int\"\ndata = [1]\ncounter = -1\nexpect_counter = 1",
            // cbuffer data not matching the members
            "groups = [1,1,1]\n[[buffer]]\nregister = \"b0\"\ntype = \"int\"\ndata = [1, 2]\n[[buffer]]\nregister = \"u0\"\ntype = \"int\"\ndata = [1]\nexpect = [1]",
        ];
        for c in cases {
            assert!(parse(c).is_err(), "accepted:\n{c}");
        }
    }
}
