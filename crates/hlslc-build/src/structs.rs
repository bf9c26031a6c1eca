//! `#[repr(C)]` Rust structs for constant buffers, with HLSL's packing
//! made explicit: every gap is a `_padN: [u8; N]` field, an array whose
//! stride is larger than its element is an array of `Padded…` structs,
//! and a `const` block asserts every field's offset and the size.
//!
//! A matrix is an array of its vectors (columns for `column_major`, rows
//! for `row_major`), each in its own 16-byte row. When the next member
//! packs into the last row of an array (HLSL allows it), the array's last
//! element is its own field (`name_last`).

use hlslc::reflect::Member;
use std::fmt::Write;

/// One field of a generated struct.
struct Field {
    name: String,
    ty: String,
    offset: u32,
    size: u32,
    doc: String,
}

/// A generated struct.
struct StructDef {
    name: String,
    doc: String,
    fields: Vec<Field>,
    size: u32,
}

/// The shape of a member's type: what Rust type holds it.
#[derive(Clone)]
enum Shape {
    /// A scalar or vector: its Rust type and size.
    Leaf(String, u32),
    /// Elements `stride` bytes apart; the last one without the padding.
    Array {
        elem: Box<Shape>,
        len: u32,
        stride: u32,
    },
    /// A generated struct (its name, its size).
    Struct(String, u32),
}

impl Shape {
    /// The size of the shape's full Rust type: arrays with every element
    /// padded to the stride.
    fn full_size(&self) -> u32 {
        match self {
            Shape::Leaf(_, size) | Shape::Struct(_, size) => *size,
            Shape::Array { len, stride, .. } => len * stride,
        }
    }
}

/// Writes the structs of a module.
#[derive(Default)]
pub struct Structs {
    defs: Vec<StructDef>,
    /// Whether the structs derive `bytemuck::Pod` and `Zeroable`.
    pub bytemuck: bool,
    /// Laying out a structured-buffer element: matrices are tight (no
    /// 16-byte rows).
    tight: bool,
}

impl Structs {
    /// No structs yet; they derive `bytemuck::Pod` and `Zeroable` when
    /// `bytemuck` is true.
    pub fn new(bytemuck: bool) -> Structs {
        Structs {
            defs: Vec::new(),
            bytemuck,
            tight: false,
        }
    }

    /// Adds the struct `name` for a structured-buffer element of `size`
    /// bytes (D3D's structured layout: tight, each scalar at its own
    /// alignment). Returns the name it got.
    pub fn add_structured(
        &mut self,
        name: &str,
        doc: &str,
        members: &[Member],
        size: u32,
    ) -> String {
        self.tight = true;
        let name = self.add_buffer(name, doc, members, size);
        self.tight = false;
        name
    }

    /// Adds the struct `name` for a buffer of `size` bytes holding
    /// `members` (offsets from the buffer's start). Returns the name it
    /// got (another struct may have had it).
    pub fn add_buffer(&mut self, name: &str, doc: &str, members: &[Member], size: u32) -> String {
        let fields = self.fields(members, 0, size);
        self.define(type_name(name), doc.to_string(), fields, size)
    }

    /// Adds a struct, or finds an identical one; a different one with the
    /// same name gets a numbered name.
    fn define(&mut self, name: String, doc: String, fields: Vec<Field>, size: u32) -> String {
        let same = |d: &StructDef| {
            d.size == size
                && d.fields.len() == fields.len()
                && d.fields
                    .iter()
                    .zip(&fields)
                    .all(|(a, b)| (&a.name, &a.ty, a.offset) == (&b.name, &b.ty, b.offset))
        };
        let mut candidate = name.clone();
        let mut n = 1;
        loop {
            match self.defs.iter().find(|d| d.name == candidate) {
                Some(d) if same(d) => return candidate,
                Some(_) => {
                    n += 1;
                    candidate = format!("{name}{n}");
                }
                None => break,
            }
        }
        self.defs.push(StructDef {
            name: candidate.clone(),
            doc,
            fields,
            size,
        });
        candidate
    }

    /// The fields for `members` of a container starting at `base` and
    /// ending at `end`, with padding fields in every gap.
    fn fields(&mut self, members: &[Member], base: u32, end: u32) -> Vec<Field> {
        let mut out = Vec::new();
        // In memory order (`register(cN)` places globals out of order).
        let mut members: Vec<&Member> = members.iter().collect();
        members.sort_by_key(|m| m.offset);
        for (i, m) in members.iter().enumerate() {
            let room = members.get(i + 1).map_or(end, |n| n.offset);
            let shape = self.shape(m);
            let doc = format!("`{} {}` at byte {}.", m.ty, m.name, m.offset - base);
            let name = field_name(&m.name);
            self.place(&mut out, &shape, &name, m.offset - base, room - base, doc);
        }
        with_padding(out, end - base)
    }

    /// Puts `shape` at `offset` as one field when its full type fits before
    /// `room`, else its elements but the last as one and the last alone.
    fn place(
        &mut self,
        out: &mut Vec<Field>,
        shape: &Shape,
        name: &str,
        offset: u32,
        room: u32,
        doc: String,
    ) {
        if offset + shape.full_size() <= room {
            let ty = self.full_type(shape);
            out.push(Field {
                name: name.to_string(),
                ty,
                offset,
                size: shape.full_size(),
                doc,
            });
            return;
        }
        let Shape::Array { elem, len, stride } = shape else {
            // A leaf or struct always fits (its size is exact).
            return;
        };
        if *len > 1 {
            let ty = self.element_type(elem, *stride);
            out.push(Field {
                name: name.to_string(),
                ty: format!("[{ty}; {}]", len - 1),
                offset,
                size: (len - 1) * stride,
                doc: format!("{doc} All elements but the last."),
            });
        }
        let last = format!("{}_last", name.trim_start_matches("r#"));
        let at = offset + (len - 1) * stride;
        self.place(
            out,
            elem,
            &last,
            at,
            room,
            format!("The last element of `{name}` (the next member packs into its row)."),
        );
    }

    /// The Rust type of `shape` with arrays padded to their stride.
    fn full_type(&mut self, shape: &Shape) -> String {
        match shape {
            Shape::Leaf(ty, _) | Shape::Struct(ty, _) => ty.clone(),
            Shape::Array { elem, len, stride } => {
                format!("[{}; {len}]", self.element_type(elem, *stride))
            }
        }
    }

    /// The type of an array element: the element's full type, wrapped in
    /// a `Padded…` struct when the stride is larger.
    fn element_type(&mut self, elem: &Shape, stride: u32) -> String {
        let ty = self.full_type(elem);
        let size = elem.full_size();
        if size >= stride {
            return ty;
        }
        let name = format!("Padded{}", type_name(&ty));
        let fields = vec![Field {
            name: "value".into(),
            ty,
            offset: 0,
            size,
            doc: "The element.".into(),
        }];
        let doc = format!("An array element padded to its {stride}-byte stride.");
        self.define(name, doc, with_padding(fields, stride), stride)
    }

    /// The shape of a member's type.
    fn shape(&mut self, m: &Member) -> Shape {
        let (len, stride) = match (m.array_length, m.array_stride) {
            (Some(len), Some(stride)) if len > 0 => (len, stride),
            _ => return self.value_shape(m, &m.ty, m.size, 0),
        };
        let elem_size = m.size - (len - 1) * stride;
        let elem_ty = strip_array(&m.ty);
        if elem_ty.contains('[') {
            // An array of arrays: its inner layout is not in the reflection.
            return bytes(m.size);
        }
        let mut elem = self.value_shape(m, elem_ty, elem_size, m.offset);
        if elem_size == stride && m.members.is_empty() && is_opaque(&elem) {
            // std140 (the Vulkan default) rounds an array up to whole
            // strides, so the last element's size includes its padding: a
            // scalar or vector element is its own size, padded to the
            // stride (`int a[2]` is two `PaddedI32`s, not bytes).
            if let Some((_, Dims::Scalar | Dims::Vector(_))) = split_dims(elem_ty) {
                let n = match split_dims(elem_ty) {
                    Some((_, Dims::Vector(n))) => n,
                    _ => 1,
                };
                elem = [4, 2, 8]
                    .into_iter()
                    .filter(|w| w * n < stride)
                    .map(|w| self.value_shape(m, elem_ty, w * n, m.offset))
                    .find(|s| !is_opaque(s))
                    .unwrap_or(elem);
            }
        }
        Shape::Array {
            elem: Box::new(elem),
            len,
            stride,
        }
    }

    /// The shape of a non-array value of HLSL type `ty` and `size` bytes;
    /// a struct's fields are `m.members` (offsets from `base`).
    fn value_shape(&mut self, m: &Member, ty: &str, size: u32, base: u32) -> Shape {
        if !m.members.is_empty() {
            let base = if base == 0 { m.offset } else { base };
            let fields = self.fields(&m.members, base, base + size);
            let doc = format!("HLSL `struct {ty}`.");
            let name = self.define(type_name(ty), doc, fields, size);
            return Shape::Struct(name, size);
        }
        let (major, ty) = match ty.split_once(' ') {
            Some((order, rest)) => (order == "column_major", rest),
            None => (false, ty),
        };
        let Some((scalar, dims)) = split_dims(ty) else {
            return bytes(size);
        };
        match dims {
            Dims::Scalar | Dims::Vector(_) => {
                let n = match dims {
                    Dims::Vector(n) => n,
                    _ => 1,
                };
                let Some((rust, width)) = scalar_type(scalar, size / n) else {
                    return bytes(size);
                };
                if width * n != size {
                    return bytes(size);
                }
                match dims {
                    Dims::Scalar => Shape::Leaf(rust.into(), size),
                    _ => Shape::Leaf(format!("[{rust}; {n}]"), size),
                }
            }
            Dims::Matrix(rows, cols) => {
                // Column-major: `cols` vectors of `rows`; row-major the other
                // way round. Each vector starts a 16-byte row.
                let (count, width) = if major { (cols, rows) } else { (rows, cols) };
                if self.tight {
                    let Some((rust, w)) = scalar_type(scalar, size / (count * width).max(1)) else {
                        return bytes(size);
                    };
                    if w * count * width != size {
                        return bytes(size);
                    }
                    return Shape::Leaf(format!("[[{rust}; {width}]; {count}]"), size);
                }
                let last = size.saturating_sub((count - 1) * 16);
                let Some((rust, w)) = scalar_type(scalar, last / width.max(1)) else {
                    return bytes(size);
                };
                if w * width != last {
                    return bytes(size);
                }
                Shape::Array {
                    elem: Box::new(Shape::Leaf(format!("[{rust}; {width}]"), last)),
                    len: count,
                    stride: 16,
                }
            }
        }
    }

    /// The Rust source of every struct.
    pub fn write(&self, out: &mut String) {
        for def in &self.defs {
            write_struct(out, def, self.bytemuck);
        }
    }
}

/// Whether `shape` is opaque bytes ([`bytes`]).
fn is_opaque(shape: &Shape) -> bool {
    matches!(shape, Shape::Leaf(ty, _) if ty.starts_with("[u8;") || ty.starts_with("[[u8;"))
}

/// Opaque bytes, for a type the generator does not map (a matrix whose
/// lines std140 pads, say). Arrays are `Default` up to 32 elements only,
/// so larger sizes nest rows of 16 bytes.
fn bytes(size: u32) -> Shape {
    let ty = if size > 32 && size.is_multiple_of(16) && size / 16 <= 32 {
        format!("[[u8; 16]; {}]", size / 16)
    } else {
        format!("[u8; {size}]")
    };
    Shape::Leaf(ty, size)
}

/// `fields` with `_padN` fields in the gaps and up to `end`.
fn with_padding(fields: Vec<Field>, end: u32) -> Vec<Field> {
    let mut out = Vec::new();
    let mut at = 0;
    let mut pads = 0;
    let mut pad = |out: &mut Vec<Field>, from: u32, to: u32| {
        // `[u8; N]` is `Default` up to 32 bytes; gaps are smaller than a
        // 16-byte row, but split anyway.
        let mut from = from;
        while from < to {
            let n = (to - from).min(16);
            out.push(Field {
                name: format!("_pad{pads}"),
                ty: format!("[u8; {n}]"),
                offset: from,
                size: n,
                doc: String::new(),
            });
            pads += 1;
            from += n;
        }
    };
    for f in fields {
        if f.offset > at {
            pad(&mut out, at, f.offset);
        }
        at = at.max(f.offset + f.size);
        out.push(f);
    }
    pad(&mut out, at, end);
    out
}

fn write_struct(out: &mut String, def: &StructDef, bytemuck: bool) {
    let _ = writeln!(out, "/// {}", def.doc);
    let _ = writeln!(out, "#[repr(C)]");
    let _ = writeln!(out, "#[derive(Clone, Copy, Debug, Default, PartialEq)]");
    if bytemuck {
        let _ = writeln!(out, "#[derive(bytemuck::Pod, bytemuck::Zeroable)]");
    }
    let _ = writeln!(out, "pub struct {} {{", def.name);
    for f in &def.fields {
        if f.doc.is_empty() {
            let _ = writeln!(out, "    /// Padding.");
        } else {
            let _ = writeln!(out, "    /// {}", f.doc);
        }
        let _ = writeln!(out, "    pub {}: {},", f.name, f.ty);
    }
    let _ = writeln!(out, "}}\n");
    let _ = writeln!(out, "const _: () = {{");
    for f in &def.fields {
        let _ = writeln!(
            out,
            "    assert!(::core::mem::offset_of!({}, {}) == {});",
            def.name, f.name, f.offset
        );
    }
    let _ = writeln!(
        out,
        "    assert!(::core::mem::size_of::<{}>() == {});",
        def.name, def.size
    );
    let _ = writeln!(out, "}};\n");
}

enum Dims {
    Scalar,
    Vector(u32),
    Matrix(u32, u32),
}

/// `float4x3` → (`float`, 4 rows by 3 columns).
fn split_dims(ty: &str) -> Option<(&str, Dims)> {
    let digits = ty
        .char_indices()
        .rev()
        .take_while(|(_, c)| c.is_ascii_digit() || *c == 'x')
        .last()
        .map_or(ty.len(), |(i, _)| i);
    // `int64_t`, `float16_t`: the digits belong to the scalar's name.
    if ty.ends_with("_t") {
        return Some((ty, Dims::Scalar));
    }
    let (scalar, dims) = ty.split_at(digits);
    let dims = match dims.split_once('x') {
        None if dims.is_empty() => Dims::Scalar,
        None => Dims::Vector(dims.parse().ok()?),
        Some((r, c)) => Dims::Matrix(r.parse().ok()?, c.parse().ok()?),
    };
    Some((scalar, dims))
}

/// The Rust type of an HLSL scalar that takes `size` bytes.
fn scalar_type(scalar: &str, size: u32) -> Option<(&'static str, u32)> {
    let rust = match (scalar, size) {
        ("float" | "min16float" | "min10float" | "half", 4) => "f32",
        ("half" | "float16_t" | "min16float", 2) => "u16",
        ("double" | "float64_t", 8) => "f64",
        ("int" | "min16int" | "min12int" | "int32_t", 4) => "i32",
        ("uint" | "dword" | "min16uint" | "uint32_t", 4) => "u32",
        ("int16_t" | "min16int", 2) => "i16",
        ("uint16_t" | "min16uint", 2) => "u16",
        ("int64_t", 8) => "i64",
        ("uint64_t", 8) => "u64",
        // HLSL's bool is 32 bits in a buffer: 0 or 1.
        ("bool", 4) => "u32",
        _ => return None,
    };
    Some((rust, size))
}

/// `float[2]` → `float`.
fn strip_array(ty: &str) -> &str {
    match ty.rfind('[') {
        Some(i) if ty.ends_with(']') => &ty[..i],
        _ => ty,
    }
}

/// A Rust type name for an HLSL name or a Rust type (`[f32; 3]` →
/// `F32x3`).
pub fn type_name(name: &str) -> String {
    if let Some(inner) = name.strip_prefix('[').and_then(|n| n.strip_suffix(']')) {
        let (elem, len) = inner.rsplit_once("; ").unwrap_or((inner, ""));
        return format!("{}x{len}", type_name(elem));
    }
    let mut out = String::new();
    let mut upper = true;
    for c in name.chars() {
        if c.is_ascii_alphanumeric() {
            if upper {
                out.extend(c.to_uppercase());
            } else {
                out.push(c);
            }
            upper = false;
        } else {
            upper = true;
        }
    }
    if out.is_empty() || out.starts_with(|c: char| c.is_ascii_digit()) {
        out.insert(0, 'T');
    }
    if out == "Self" {
        out.push('_');
    }
    out
}

/// A Rust field name for an HLSL name: a raw identifier for keywords.
pub fn field_name(name: &str) -> String {
    const KEYWORDS: &[&str] = &[
        "as", "async", "await", "box", "break", "const", "continue", "dyn", "else", "enum",
        "extern", "false", "fn", "for", "gen", "if", "impl", "in", "let", "loop", "match", "mod",
        "move", "mut", "pub", "ref", "return", "static", "struct", "trait", "true", "try", "type",
        "unsafe", "use", "where", "while", "abstract", "become", "do", "final", "macro",
        "override", "priv", "typeof", "unsized", "virtual", "yield",
    ];
    match name {
        "self" | "Self" | "super" | "crate" | "_" => format!("{name}_"),
        n if KEYWORDS.contains(&n) => format!("r#{n}"),
        n => n.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names() {
        assert_eq!(type_name("Params"), "Params");
        assert_eq!(type_name("my_params"), "MyParams");
        assert_eq!(type_name("[f32; 3]"), "F32x3");
        assert_eq!(type_name("[[f32; 2]; 2]"), "F32x2x2");
        assert_eq!(field_name("type"), "r#type");
        assert_eq!(field_name("self"), "self_");
        assert!(matches!(
            split_dims("float4x3"),
            Some(("float", Dims::Matrix(4, 3)))
        ));
        assert!(matches!(
            split_dims("uint2"),
            Some(("uint", Dims::Vector(2)))
        ));
        assert!(matches!(
            split_dims("int64_t"),
            Some(("int64_t", Dims::Scalar))
        ));
        assert!(matches!(split_dims("float"), Some(("float", Dims::Scalar))));
        assert!(matches!(
            split_dims("float16_t2"),
            Some(("float16_t", Dims::Vector(2)))
        ));
        assert!(matches!(
            split_dims("min16float"),
            Some(("min16float", Dims::Scalar))
        ));
    }
}
