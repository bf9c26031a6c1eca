//! Buffer files for `hlslc dispatch`: `--buffer REG=PATH`.
//!
//! REG is a register as HLSL writes it: `u3`, `t1`, `b0`, or with a space
//! `u3_space1`; or `heapK` (`samplerheapK`) for descriptor K of
//! `ResourceDescriptorHeap` (`SamplerDescriptorHeap`), of whatever type
//! code reads it as (`--texture` and `--sampler` take them too). A PATH ending in `.json` holds a JSON array of numbers
//! (or booleans), encoded according to the type bound at REG:
//!
//! * `uN`/`tN` (structured buffers): the element type's scalars in order,
//!   element after element, each at its offset in D3D's structured layout
//!   (`hlsl_sema::layout::structured`); the array's length must be a
//!   multiple of the element's scalar count.
//! * `bN` (constant buffers): the scalars of every member in declaration
//!   order, at their HLSL cbuffer-packing offsets; exactly as many numbers
//!   as the cbuffer has scalars. Padding is zero. Or a JSON object of
//!   members by name (`{"scale": 2, "dir": [0, 1, 0]}`), missing ones zero:
//!   [`crate::cbuffer_values`]. `--cbuffer REG=PATH` is `--buffer` for
//!   `bN` registers only.
//!
//! A byte-address buffer's numbers are `uint` words. Matrices are read row by row. Any other PATH holds raw little-endian
//! bytes, used as they are. After the dispatch each buffer is written raw
//! to `DIR/REG.bin`, REG in its canonical spelling (`u3`, `u3_space1`).
//!
//! `--counter REG=N` starts the hidden counter of the buffer at REG (an
//! append or consume buffer, or a RWStructuredBuffer whose counter is
//! used) at N instead of 0; the counter of every such buffer named by
//! `--buffer` or `--counter` is written to `DIR/REG.counter` as a decimal
//! number and a newline.

use hlsl_interp::RegisterKey;
use hlsl_sema::ir::{CBuffer, GlobalKind, Program, RegisterClass};
use hlsl_sema::layout::{self, Packing};
use hlsl_sema::types::{ResourceKind, Scalar, ScalarKind, TypeId, TypeKind};
use std::path::PathBuf;
use std::str::FromStr;

/// One `--buffer REG=PATH`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BufferArg {
    pub key: RegisterKey,
    pub path: PathBuf,
}

impl FromStr for BufferArg {
    type Err = String;

    fn from_str(text: &str) -> Result<BufferArg, String> {
        let (key, reg, path) = register_arg(text, "REG=PATH")?;
        if key.class == RegisterClass::S {
            return Err(format!("a buffer register is uN, tN or bN, found '{reg}'"));
        }
        Ok(BufferArg {
            key,
            path: PathBuf::from(path),
        })
    }
}

/// One `--cbuffer REG=PATH`: a `--buffer` whose register must be `bN`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CBufferArg(pub BufferArg);

impl FromStr for CBufferArg {
    type Err = String;

    fn from_str(text: &str) -> Result<CBufferArg, String> {
        let arg: BufferArg = text.parse()?;
        if arg.key.class != RegisterClass::B {
            return Err(format!(
                "a cbuffer register is bN, found '{}'",
                register_name(arg.key)
            ));
        }
        Ok(CBufferArg(arg))
    }
}

/// One `--counter REG=N`: the initial value of a buffer's hidden counter.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CounterArg {
    pub key: RegisterKey,
    pub value: u32,
}

impl FromStr for CounterArg {
    type Err = String;

    fn from_str(text: &str) -> Result<CounterArg, String> {
        let (key, _, value) = register_arg(text, "REG=N")?;
        let value = value
            .parse()
            .map_err(|_| format!("'{value}' is not a counter value (0 to 4294967295)"))?;
        Ok(CounterArg { key, value })
    }
}

/// The registers of the buffers that have a counter
/// (`Program::counter_buffers`), in order; an error names a `--counter`
/// whose register holds no such buffer.
pub fn counted_registers(
    program: &Program,
    counters: &[CounterArg],
) -> Result<Vec<RegisterKey>, String> {
    // An array's elements each have one, at their registers (an
    // unbounded array's first only: it has no count to list).
    let mut keys: Vec<RegisterKey> = program
        .counter_buffers()
        .into_iter()
        .filter(|g| !program.descriptor_heaps.iter().any(|(h, _)| h == g))
        .flat_map(|g| {
            let GlobalKind::Resource(b) = program.globals[g].kind else {
                return Vec::new();
            };
            let n = match *program.types.get(program.globals[g].ty) {
                TypeKind::Array { len: Some(n), .. } => n,
                _ => 1,
            };
            (0..n)
                .map(|k| RegisterKey {
                    class: b.class,
                    space: b.space,
                    register: b.register.wrapping_add(k),
                })
                .collect()
        })
        .collect();
    keys.sort();
    if let Some(c) = counters.iter().find(|c| !keys.contains(&c.key)) {
        return Err(format!(
            "--counter {}: no buffer with a counter is bound there (an append or consume \
             buffer, or a RWStructuredBuffer whose IncrementCounter or DecrementCounter is called)",
            register_name(c.key)
        ));
    }
    Ok(keys)
}

/// Splits a `REG=VALUE` option (`form` names it in the error): the
/// register parsed and as written, and the value.
pub fn register_arg<'a>(
    text: &'a str,
    form: &str,
) -> Result<(RegisterKey, &'a str, &'a str), String> {
    let (reg, value) = text
        .split_once('=')
        .ok_or_else(|| format!("expected {form}, found '{text}'"))?;
    Ok((parse_register(reg)?, reg, value))
}

/// `u3` → (U, space 0, 3); `t1_space2` → (T, 2, 1); `s0` for samplers.
pub fn parse_register(text: &str) -> Result<RegisterKey, String> {
    let bad = || {
        format!(
            "invalid register '{text}' (expected e.g. u0, t1, b2, s0, u3_space1, or heap4 and \
             samplerheap0 for descriptors of ResourceDescriptorHeap and SamplerDescriptorHeap)"
        )
    };
    // Descriptor k of a heap (`hlsl_sema::ir::RESOURCE_HEAP_SPACE`).
    for (prefix, class, space) in [
        (
            "samplerheap",
            RegisterClass::S,
            hlsl_sema::ir::SAMPLER_HEAP_SPACE,
        ),
        ("heap", RegisterClass::T, hlsl_sema::ir::RESOURCE_HEAP_SPACE),
    ] {
        if let Some(k) = text.strip_prefix(prefix) {
            let register = k.parse::<u32>().map_err(|_| bad())?;
            return Ok(RegisterKey {
                class,
                space,
                register,
            });
        }
    }
    let (reg, space) = match text.split_once("_space") {
        Some((r, s)) => (r, s.parse::<u32>().map_err(|_| bad())?),
        None => (text, 0),
    };
    let mut chars = reg.chars();
    let class = match chars.next().map(|c| c.to_ascii_lowercase()) {
        Some('u') => RegisterClass::U,
        Some('t') => RegisterClass::T,
        Some('b') => RegisterClass::B,
        Some('s') => RegisterClass::S,
        _ => return Err(bad()),
    };
    let register = chars.as_str().parse::<u32>().map_err(|_| bad())?;
    Ok(RegisterKey {
        class,
        space,
        register,
    })
}

/// The canonical spelling of a register: `u3`, `u3_space1`, `heap3` or
/// `samplerheap0`.
pub fn register_name(key: RegisterKey) -> String {
    key.to_string()
}

/// Reads a buffer file: JSON numbers encoded for the type at the register,
/// or raw bytes.
pub fn load(program: &Program, arg: &BufferArg) -> Result<Vec<u8>, String> {
    let shown = arg.path.display();
    let bytes = std::fs::read(&arg.path).map_err(|e| format!("cannot read '{shown}': {e}"))?;
    if arg.path.extension().is_some_and(|e| e == "json") {
        let text = String::from_utf8(bytes).map_err(|_| format!("'{shown}' is not UTF-8"))?;
        encode_json(program, arg.key, &text).map_err(|e| format!("{shown}: {e}"))
    } else {
        Ok(bytes)
    }
}

/// Encodes a JSON array for the resource or cbuffer bound at `key`, or
/// for a cbuffer a JSON object of its members by name
/// ([`crate::cbuffer_values`]).
pub fn encode_json(program: &Program, key: RegisterKey, json: &str) -> Result<Vec<u8>, String> {
    let reg = register_name(key);
    let parsed: serde_json::Value =
        serde_json::from_str(json).map_err(|e| format!("invalid JSON: {e}"))?;
    let values = match parsed {
        serde_json::Value::Array(values) => values,
        serde_json::Value::Object(members) if key.class == RegisterClass::B => {
            let cb = find_cbuffer(program, key)?;
            return crate::cbuffer_values::encode_members(program, cb, &members);
        }
        _ if key.class == RegisterClass::B => {
            return Err("expected a JSON object of members by name, or an array of numbers".into())
        }
        _ => return Err("expected a JSON array of numbers".into()),
    };
    if key.class == RegisterClass::B {
        let cb = find_cbuffer(program, key)?;
        let mut slots = Vec::new();
        for &member in &cb.members {
            let g = &program.globals[member];
            if let GlobalKind::CBufferMember { offset, .. } = g.kind {
                slots.extend(memory_order(program, g.ty, cb.packing, offset));
            }
        }
        // The values are in memory order, which explicit offsets
        // (`register(cN)`, `packoffset`) can make differ from the members'.
        slots.sort_by_key(|&(offset, _)| offset);
        if values.len() != slots.len() {
            return Err(format!(
                "cbuffer '{}' has {} scalars, the file gives {}",
                cb.name,
                slots.len(),
                values.len()
            ));
        }
        let mut out = vec![0; cb.size as usize];
        for (value, &(offset, scalar)) in values.iter().zip(&slots) {
            write_scalar(&mut out, offset as usize, scalar, value)?;
        }
        return Ok(out);
    }
    let l = element_layout(program, key)?;
    encode_elements(
        &values,
        &l.slots,
        l.stride,
        &reg,
        &program.type_name(l.elem),
    )
}

/// The compiler's layout of the buffer or cbuffer bound at `register`
/// (`u3_space1`): the byte offset of each scalar of an element (of the
/// whole cbuffer), in memory order, and the element stride (the cbuffer's
/// size). What the compute tests' runners encode and decode buffers with.
pub fn memory_layout(program: &Program, register: &str) -> Option<(Vec<usize>, usize)> {
    let key = parse_register(register).ok()?;
    if key.class == RegisterClass::B {
        let cb = find_cbuffer(program, key).ok()?;
        let mut slots = Vec::new();
        for &member in &cb.members {
            let g = &program.globals[member];
            if let GlobalKind::CBufferMember { offset, .. } = g.kind {
                slots.extend(memory_order(program, g.ty, cb.packing, offset));
            }
        }
        slots.sort_by_key(|&(offset, _)| offset);
        let offsets = slots.iter().map(|&(o, _)| o as usize).collect();
        return Some((offsets, cb.size as usize));
    }
    let l = element_layout(program, key).ok()?;
    Some((l.slots.iter().map(|&(o, _)| o as usize).collect(), l.stride))
}

/// How the elements of a buffer lie in its bytes.
struct ElementLayout {
    elem: TypeId,
    /// Byte offset and type of each scalar of an element, in memory order.
    slots: Vec<(u32, Scalar)>,
    stride: usize,
}

/// The elements of the buffer bound at `key` (a byte-address buffer's are
/// `uint`: its files hold 32-bit words).
fn element_layout(program: &Program, key: RegisterKey) -> Result<ElementLayout, String> {
    // A resource at the register itself before an array holding it (a
    // heap's descriptor read at a constant index has its type).
    let mut globals: Vec<_> = program.globals.iter().collect();
    globals.sort_by_key(|(_, g)| matches!(program.types.get(g.ty), TypeKind::Array { .. }));
    let elem = globals
        .into_iter()
        .find_map(
            |(_, g)| match (g.kind, resource_type_at(program, g.ty, g.kind, key)) {
                (GlobalKind::Resource(_), Some(TypeKind::Resource { kind, elem })) => match kind {
                    ResourceKind::ByteAddressBuffer | ResourceKind::RWByteAddressBuffer => {
                        Some(hlsl_sema::types::Types::UINT)
                    }
                    _ if kind.texture_shape().is_some() => None,
                    _ => Some(*elem),
                },
                _ => None,
            },
        )
        .ok_or_else(|| format!("no buffer is bound at {}", register_name(key)))?;
    let packing = program.layout.structured();
    let slots = memory_order(program, elem, packing, 0);
    let stride = layout::array_stride(&program.types, &program.structs, elem, packing) as usize;
    Ok(ElementLayout {
        elem,
        slots,
        stride,
    })
}

/// `--print REG`: the buffer bound at `key` as a JSON-style array of its
/// scalars, element after element in memory order (what `--buffer` reads
/// back, except that a NaN or infinity prints as `NaN`, `inf` or `-inf`).
pub fn print_buffer(program: &Program, key: RegisterKey, bytes: &[u8]) -> Result<String, String> {
    let l = element_layout(program, key)?;
    let count = bytes.len().checked_div(l.stride).unwrap_or(0);
    Ok(print_elements(bytes, &l.slots, l.stride, count))
}

/// [`print_buffer`] for a WHLSL resource: 4 bytes per scalar.
pub fn print_whlsl(resource: &hlsl_interp::whlsl::Resource, bytes: &[u8]) -> String {
    let slots = whlsl_slots(resource);
    let stride = 4 * slots.len();
    print_elements(
        bytes,
        &slots,
        stride,
        bytes.len().checked_div(stride).unwrap_or(0),
    )
}

/// A WHLSL resource's element: 4 bytes per scalar, no padding.
fn whlsl_slots(resource: &hlsl_interp::whlsl::Resource) -> Vec<(u32, Scalar)> {
    (0..)
        .step_by(4)
        .zip(resource.elem.iter().copied())
        .collect()
}

fn print_elements(bytes: &[u8], slots: &[(u32, Scalar)], stride: usize, count: usize) -> String {
    let mut out = String::from("[");
    for i in 0..count {
        for &(offset, s) in slots {
            if out.len() > 1 {
                out.push_str(", ");
            }
            out.push_str(&scalar_text(bytes, i * stride + offset as usize, s));
        }
    }
    out.push(']');
    out
}

/// One scalar of a buffer as text: integers in decimal, floats as the
/// shortest text that reads back to the same value.
fn scalar_text(bytes: &[u8], at: usize, s: Scalar) -> String {
    let mut raw = [0u8; 8];
    let w = s.width as usize;
    if let Some(b) = bytes.get(at..at + w) {
        raw[..w].copy_from_slice(b);
    }
    let bits = u64::from_le_bytes(raw);
    match (s.kind, s.width) {
        (ScalarKind::Float, 8) => format!("{}", f64::from_bits(bits)),
        (ScalarKind::Float, 2) => format!("{}", half::f16::from_bits(bits as u16)),
        (ScalarKind::Float, _) => format!("{}", f32::from_bits(bits as u32)),
        (ScalarKind::Sint, w) => {
            let shift = 64 - 8 * w as u32;
            format!("{}", ((bits << shift) as i64) >> shift)
        }
        (ScalarKind::Bool, _) => format!("{}", bits != 0),
        (ScalarKind::Uint, _) => format!("{bits}"),
    }
}

/// Encodes JSON numbers as elements of `stride` bytes whose scalars lie
/// at `slots` (byte offset, type), element after element.
fn encode_elements(
    values: &[serde_json::Value],
    slots: &[(u32, Scalar)],
    stride: usize,
    reg: &str,
    elem_name: &str,
) -> Result<Vec<u8>, String> {
    if slots.is_empty() || !values.len().is_multiple_of(slots.len()) {
        return Err(format!(
            "an element of {reg} ('{elem_name}') has {} scalars; {} numbers are not a whole number of elements",
            slots.len(),
            values.len()
        ));
    }
    let count = values.len() / slots.len();
    let mut out = vec![0; count * stride];
    for (i, chunk) in values.chunks(slots.len()).enumerate() {
        for (value, &(offset, scalar)) in chunk.iter().zip(slots) {
            write_scalar(&mut out, i * stride + offset as usize, scalar, value)?;
        }
    }
    Ok(out)
}

/// Reads a buffer file for a WHLSL entry point: JSON numbers encoded for
/// the element type of `resource`, the one bound at the register (4 bytes
/// per scalar, `hlsl_interp::whlsl::Resource`), or raw bytes.
pub fn load_whlsl(
    resource: Option<&hlsl_interp::whlsl::Resource>,
    arg: &BufferArg,
) -> Result<Vec<u8>, String> {
    let shown = arg.path.display();
    let bytes = std::fs::read(&arg.path).map_err(|e| format!("cannot read '{shown}': {e}"))?;
    if arg.path.extension().is_none_or(|e| e != "json") {
        return Ok(bytes);
    }
    let reg = register_name(arg.key);
    let r = resource.ok_or_else(|| format!("{shown}: no buffer is bound at {reg}"))?;
    let text = String::from_utf8(bytes).map_err(|_| format!("'{shown}' is not UTF-8"))?;
    let parsed: serde_json::Value =
        serde_json::from_str(&text).map_err(|e| format!("{shown}: invalid JSON: {e}"))?;
    let serde_json::Value::Array(values) = parsed else {
        return Err(format!("{shown}: expected a JSON array of numbers"));
    };
    let slots = whlsl_slots(r);
    encode_elements(&values, &slots, 4 * slots.len(), &reg, &r.elem_name)
        .map_err(|e| format!("{shown}: {e}"))
}

/// The cbuffer bound at `key`: its own, or for an element of an array of
/// `ConstantBuffer<T>` any element's (they share T's layout), since code
/// indexing it at run time has no cbuffer per element.
pub fn find_cbuffer(program: &Program, key: RegisterKey) -> Result<&CBuffer, String> {
    let in_array = |c: &CBuffer| {
        let Some(&(a, _)) = c.resource.and_then(|e| program.resource_elements.get(&e)) else {
            return false;
        };
        let g = &program.globals[a];
        resource_type_at(program, g.ty, g.kind, key).is_some()
    };
    let cbuffers = || program.cbuffers.iter().map(|(_, c)| c);
    cbuffers()
        .find(|c| same_register(c.binding, key))
        .or_else(|| cbuffers().find(|&c| in_array(c)))
        .ok_or_else(|| format!("no cbuffer is bound at {}", register_name(key)))
}

/// The type of the resource a global of type `ty` and kind `kind` binds at
/// `key`: a resource at its register, or an element of an array of
/// resources at the array's register plus its index (any register from
/// the first for an unbounded array), as D3D numbers them.
pub fn resource_type_at(
    program: &Program,
    ty: TypeId,
    kind: GlobalKind,
    key: RegisterKey,
) -> Option<&TypeKind> {
    let GlobalKind::Resource(b) = kind else {
        return None;
    };
    match program.types.get(ty) {
        t @ TypeKind::Resource { .. } if same_register(b, key) => Some(t),
        &TypeKind::Array { elem, len } if b.class == key.class && b.space == key.space => {
            let k = key.register.checked_sub(b.register)?;
            let t = program.types.get(elem);
            (matches!(t, TypeKind::Resource { .. }) && len.is_none_or(|n| k < n)).then_some(t)
        }
        _ => None,
    }
}

fn same_register(b: hlsl_sema::ir::Binding, key: RegisterKey) -> bool {
    b.class == key.class && b.space == key.space && b.register == key.register
}

/// Byte offsets and scalar types of every scalar of `ty` placed at `base`,
/// in memory order (the order the JSON file lists them in: a column_major
/// matrix column by column).
fn memory_order(program: &Program, ty: TypeId, packing: Packing, base: u32) -> Vec<(u32, Scalar)> {
    let mut slots = layout::component_offsets(&program.types, &program.structs, ty, packing);
    slots.sort_by_key(|&(offset, _)| offset);
    slots
        .into_iter()
        .map(|(offset, s)| (base + offset, s))
        .collect()
}

fn write_scalar(
    out: &mut [u8],
    offset: usize,
    scalar: Scalar,
    value: &serde_json::Value,
) -> Result<(), String> {
    let bytes = scalar_bytes(scalar, value)?;
    let slot = out
        .get_mut(offset..offset + bytes.len())
        .ok_or_else(|| format!("internal error: offset {offset} is outside the buffer"))?;
    slot.copy_from_slice(&bytes);
    Ok(())
}

/// The little-endian bytes of one JSON value as `scalar`.
pub(crate) fn scalar_bytes(scalar: Scalar, value: &serde_json::Value) -> Result<Vec<u8>, String> {
    let name = scalar.name();
    let bad = || format!("{value} is not a valid {name}");
    if scalar.kind == ScalarKind::Bool {
        let b = match value {
            serde_json::Value::Bool(b) => *b,
            v if v.as_f64() == Some(0.0) => false,
            v if v.as_f64() == Some(1.0) => true,
            _ => return Err(bad()),
        };
        return Ok((b as u32).to_le_bytes().to_vec());
    }
    let number = value.as_f64().ok_or_else(bad)?;
    match (scalar.kind, scalar.width) {
        // A finite number beyond f32's range would silently become infinite.
        (ScalarKind::Float, 4) if number.abs() > f32::MAX as f64 => {
            Err(format!("{value} is out of range for {name}"))
        }
        (ScalarKind::Float, 4) => Ok((number as f32).to_le_bytes().to_vec()),
        (ScalarKind::Float, 8) => Ok(number.to_le_bytes().to_vec()),
        (ScalarKind::Float, _) => Err(format!("{name} buffers cannot be given as JSON yet")),
        (ScalarKind::Sint, w) => {
            let v = value
                .as_i64()
                .or_else(|| (number.fract() == 0.0).then_some(number as i64))
                .ok_or_else(bad)?;
            let bits = w as u32 * 8;
            let (min, max) = (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1);
            if !(min..=max).contains(&(v as i128)) {
                return Err(bad());
            }
            Ok(v.to_le_bytes()[..w as usize].to_vec())
        }
        (ScalarKind::Uint, w) => {
            let v = value
                .as_u64()
                .or_else(|| (number.fract() == 0.0 && number >= 0.0).then_some(number as u64))
                .ok_or_else(bad)?;
            if w < 8 && v >> (w as u32 * 8) != 0 {
                return Err(bad());
            }
            Ok(v.to_le_bytes()[..w as usize].to_vec())
        }
        (ScalarKind::Bool, _) => Err(bad()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use hlsl_base::Span;
    use hlsl_sema::ir::{Binding, Field, Global, StructDef};

    fn binding(class: RegisterClass, register: u32, space: u32) -> Binding {
        Binding {
            class,
            space,
            register,
            range: 1,
            explicit: true,
            index: 0,
            order_id: None,
        }
    }

    fn global(name: &str, ty: TypeId, kind: GlobalKind) -> Global {
        Global {
            name: name.into(),
            ty,
            kind,
            init: None,
            span: Span::DUMMY,
        }
    }

    fn field(name: &str, ty: TypeId) -> Field {
        Field {
            name: name.into(),
            ty,
            semantic: None,
            interpolation: None,
            span: Span::DUMMY,
        }
    }

    /// `struct S { float3 p; uint n; }; RWStructuredBuffer<S> s : register(u1, space2);`
    /// and `cbuffer C : register(b0) { float a; float3 b; int2 c; }`.
    fn program() -> Program {
        let mut p = Program::default();
        let f3 = p.types.vector(Scalar::F32, 3);
        let i2 = p.types.vector(Scalar::I32, 2);
        let s = p.structs.alloc(StructDef {
            name: "S".into(),
            fields: vec![field("p", f3), field("n", hlsl_sema::types::Types::UINT)],
            span: Span::DUMMY,
        });
        let st = p.types.intern(TypeKind::Struct(s));
        let res = p.types.intern(TypeKind::Resource {
            kind: hlsl_sema::types::ResourceKind::RWStructuredBuffer,
            elem: st,
        });
        p.globals.alloc(global(
            "s",
            res,
            GlobalKind::Resource(binding(RegisterClass::U, 1, 2)),
        ));
        let cb = p.cbuffers.alloc(CBuffer {
            name: "C".into(),
            binding: binding(RegisterClass::B, 0, 0),
            members: Vec::new(),
            size: 48,
            span: Span::DUMMY,
            resource: None,
            packing: hlsl_sema::layout::Packing::CBuffer,
            push_constant: false,
        });
        let members = [
            ("a", hlsl_sema::types::Types::FLOAT, 0),
            ("b", f3, 16),
            ("c", i2, 32),
        ];
        for (i, (name, ty, offset)) in members.into_iter().enumerate() {
            let kind = GlobalKind::CBufferMember {
                cbuffer: cb,
                index: i as u32,
                offset,
            };
            let g = p.globals.alloc(global(name, ty, kind));
            p.cbuffers[cb].members.push(g);
        }
        p
    }

    fn words(bytes: &[u8]) -> Vec<u32> {
        bytes
            .chunks(4)
            .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
            .collect()
    }

    #[test]
    fn registers_parse_and_print() {
        let k = parse_register("u3_space1").unwrap();
        assert_eq!((k.class, k.register, k.space), (RegisterClass::U, 3, 1));
        assert_eq!(register_name(k), "u3_space1");
        assert_eq!(register_name(parse_register("t0").unwrap()), "t0");
        for bad in ["x1", "u", "u1_space", "b-1", ""] {
            assert!(parse_register(bad).is_err(), "{bad}");
        }
        let arg: BufferArg = "b2=in/c.json".parse().unwrap();
        assert_eq!(arg.path, PathBuf::from("in/c.json"));
        assert!("u0".parse::<BufferArg>().is_err());
    }

    #[test]
    fn structured_elements_use_the_tight_layout() {
        let p = program();
        let key = parse_register("u1_space2").unwrap();
        let bytes = encode_json(&p, key, "[1.5, 2, 3, 7, 0, 0, -1, 4294967295]").unwrap();
        assert_eq!(bytes.len(), 32);
        let w = words(&bytes);
        assert_eq!(f32::from_bits(w[0]), 1.5);
        assert_eq!(w[3], 7);
        assert_eq!(f32::from_bits(w[6]), -1.0);
        assert_eq!(w[7], u32::MAX);
        assert!(encode_json(&p, key, "[1, 2, 3]")
            .unwrap_err()
            .contains("4 scalars"));
        assert!(encode_json(&p, key, "[1, 2, 3, -1]").is_err());
        assert!(encode_json(&p, key, "[1, 2, 3, 0.5]").is_err());
        assert!(encode_json(&p, parse_register("u1").unwrap(), "[]").is_err());
    }

    #[test]
    fn cbuffers_use_hlsl_packing() {
        let p = program();
        let key = parse_register("b0").unwrap();
        let bytes = encode_json(&p, key, "[1, 2, 3, 4, -5, 6]").unwrap();
        let w = words(&bytes);
        assert_eq!(w.len(), 12);
        assert_eq!(f32::from_bits(w[0]), 1.0);
        assert_eq!(w[1..4], [0, 0, 0]);
        assert_eq!(f32::from_bits(w[4]), 2.0);
        assert_eq!(f32::from_bits(w[6]), 4.0);
        assert_eq!(w[8] as i32, -5);
        assert_eq!(w[9], 6);
        assert!(encode_json(&p, key, "[1, 2]")
            .unwrap_err()
            .contains("6 scalars"));
    }
}
