//! Memory layouts HLSL defines, shared by lowering and the interpreter so
//! both read the same bytes.
//!
//! * Structured buffers (`StructuredBuffer<T>` and friends) use D3D's
//!   layout: C-like, each scalar aligned to its own size, vectors and
//!   matrices aligned like their scalar, structs like their largest member.
//!   `StructuredBuffer<float3>` has a stride of 12.
//! * Constant buffers use HLSL's packing: 16-byte rows; a member never
//!   straddles a row; structs and arrays start on a row; each array element
//!   but the last takes whole rows.
//! * Those are FXC's rules, DXC's `-fvk-use-dx-layout`. Without a layout
//!   flag `dxc -spirv` uses std140 for cbuffers and std430 for the other
//!   buffers, both with its relaxed vector rule; `-fvk-use-gl-layout` the
//!   strict rules, `-fvk-use-scalar-layout` the scalar layout
//!   ([`LayoutRules`], [`Packing`]). Push constants follow the
//!   structured-buffer rule, as in DXC.

use crate::ir::StructDef;
use crate::types::{TypeId, TypeKind, Types};
use hlsl_base::Arena;

/// Size and alignment of a type in a structured buffer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SizeAlign {
    pub size: u32,
    pub align: u32,
}

/// The D3D structured-buffer layout of `ty`.
pub fn structured(types: &Types, structs: &Arena<StructDef>, ty: TypeId) -> SizeAlign {
    match *types.get(ty) {
        TypeKind::Scalar(s) => SizeAlign {
            size: s.width as u32,
            align: s.width as u32,
        },
        TypeKind::Vector(s, n) => SizeAlign {
            size: s.width as u32 * n as u32,
            align: s.width as u32,
        },
        TypeKind::Matrix {
            scalar, rows, cols, ..
        } => SizeAlign {
            size: scalar.width as u32 * rows as u32 * cols as u32,
            align: scalar.width as u32,
        },
        TypeKind::Array { elem, len } => {
            let e = structured(types, structs, elem);
            SizeAlign {
                size: e.size * len.unwrap_or(0),
                align: e.align,
            }
        }
        TypeKind::Struct(s) => {
            let mut offset: u32 = 0;
            let mut align: u32 = 1;
            for f in &structs[s].fields {
                let m = structured(types, structs, f.ty);
                offset = offset.next_multiple_of(m.align);
                offset += m.size;
                align = align.max(m.align);
            }
            SizeAlign {
                size: offset.next_multiple_of(align),
                align,
            }
        }
        TypeKind::Error
        | TypeKind::Void
        | TypeKind::Resource { .. }
        | TypeKind::Pointer { .. }
        | TypeKind::ArrayRef { .. } => SizeAlign { size: 0, align: 1 },
    }
}

/// Byte offsets of a struct's fields in the structured-buffer layout.
pub fn structured_field_offsets(types: &Types, structs: &Arena<StructDef>, ty: TypeId) -> Vec<u32> {
    let TypeKind::Struct(s) = *types.get(ty) else {
        return Vec::new();
    };
    let mut offset: u32 = 0;
    structs[s]
        .fields
        .iter()
        .map(|f| {
            let m = structured(types, structs, f.ty);
            offset = offset.next_multiple_of(m.align);
            let at = offset;
            offset += m.size;
            at
        })
        .collect()
}

/// A matrix's lines in memory and the components of each: its rows, or
/// its columns when it is `column_major`.
pub fn matrix_lines(rows: u8, cols: u8, column_major: bool) -> (u8, u8) {
    if column_major {
        (cols, rows)
    } else {
        (rows, cols)
    }
}

/// The size `ty` takes in a constant buffer, not counting padding after it.
pub fn cbuffer_size(types: &Types, structs: &Arena<StructDef>, ty: TypeId) -> u32 {
    match *types.get(ty) {
        TypeKind::Scalar(s) => s.width as u32,
        TypeKind::Vector(s, n) => s.width as u32 * n as u32,
        // Each row (row_major) or column (column_major) takes a 16-byte
        // register; the last one only what it holds.
        TypeKind::Matrix {
            scalar,
            rows,
            cols,
            column_major,
        } => {
            let (lines, len) = matrix_lines(rows, cols, column_major);
            16 * (lines as u32 - 1) + scalar.width as u32 * len as u32
        }
        TypeKind::Array { elem, len } => {
            let n = len.unwrap_or(1).max(1);
            let e = cbuffer_size(types, structs, elem);
            e.next_multiple_of(16) * (n - 1) + e
        }
        TypeKind::Struct(_) => {
            let (_, end) = cbuffer_struct_layout(types, structs, ty);
            end
        }
        TypeKind::Error
        | TypeKind::Void
        | TypeKind::Resource { .. }
        | TypeKind::Pointer { .. }
        | TypeKind::ArrayRef { .. } => 0,
    }
}

/// Places a member of size `size` (and type `ty`) after `offset` under the
/// packing rules; returns its offset.
pub fn cbuffer_place(types: &Types, offset: u32, size: u32, ty: TypeId) -> u32 {
    let starts_row = matches!(types.get(ty), TypeKind::Array { .. } | TypeKind::Struct(_));
    let scalar_align = types.scalar_of(ty).map_or(4, |s| s.width as u32);
    let mut at = offset.next_multiple_of(scalar_align);
    if starts_row || (!at.is_multiple_of(16) && at % 16 + size > 16) {
        at = at.next_multiple_of(16);
    }
    at
}

/// Offsets of a struct's fields in a constant buffer, and the end of the
/// last one.
pub fn cbuffer_struct_layout(
    types: &Types,
    structs: &Arena<StructDef>,
    ty: TypeId,
) -> (Vec<u32>, u32) {
    let TypeKind::Struct(s) = *types.get(ty) else {
        return (Vec::new(), 0);
    };
    let mut offset: u32 = 0;
    let mut offsets = Vec::new();
    for f in &structs[s].fields {
        let size = cbuffer_size(types, structs, f.ty);
        let at = cbuffer_place(types, offset, size, f.ty);
        offsets.push(at);
        offset = at + size;
    }
    (offsets, offset)
}

/// A memory layout: the rules that give each member its offset and each
/// array its stride. The first two are FXC's (`-fvk-use-dx-layout`); the
/// others are the GLSL rules DXC's SPIR-V back end uses, each as DXC's
/// `AlignmentSizeCalculator` computes them ([`vk_size_align`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Packing {
    /// D3D's structured-buffer layout (DXC's `FxcSBuffer`): tight.
    #[default]
    Structured,
    /// HLSL's constant-buffer packing (DXC's `FxcCTBuffer`): 16-byte rows.
    CBuffer,
    /// std140 (uniform blocks). `relaxed`: DXC's vector rule, its default
    /// ([`relaxed_place`]).
    Std140 { relaxed: bool },
    /// std430 (storage blocks), relaxed as [`Packing::Std140`].
    Std430 { relaxed: bool },
    /// `VK_EXT_scalar_block_layout` as DXC writes it: everything aligned
    /// like its scalar, a struct's size rounded up to its alignment.
    Scalar,
    /// What `ByteAddressBuffer::Load<T>`/`Store<T>` read and write, as DXC's
    /// `RawBufferHandler` does under the structured-buffer rule given:
    /// scalars, vectors, arrays and matrices are tight, but a struct's
    /// fields are aligned to their alignment under that rule (without the
    /// relaxed vector rule) and each takes its size there, and a struct
    /// takes its size there rounded up to its alignment. Under FXC's rule
    /// that is D3D's tight layout.
    Raw(RawOf),
}

/// The structured-buffer rule a [`Packing::Raw`] layout takes struct
/// alignments and sizes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RawOf {
    Fxc,
    Std430 { relaxed: bool },
    Scalar,
}

impl RawOf {
    fn packing(self) -> Packing {
        match self {
            RawOf::Fxc => Packing::Structured,
            RawOf::Std430 { relaxed } => Packing::Std430 { relaxed },
            RawOf::Scalar => Packing::Scalar,
        }
    }
}

impl Packing {
    fn is_std140(self) -> bool {
        matches!(self, Packing::Std140 { .. })
    }

    fn is_relaxed(self) -> bool {
        matches!(
            self,
            Packing::Std140 { relaxed: true } | Packing::Std430 { relaxed: true }
        )
    }

    /// Whether these are FXC's rules (`-fvk-use-dx-layout`), or tight
    /// matrices ([`Packing::Raw`]).
    pub fn is_fxc(self) -> bool {
        matches!(
            self,
            Packing::Structured | Packing::CBuffer | Packing::Raw(_)
        )
    }

    /// A short name for messages and reflection.
    pub fn name(self) -> &'static str {
        match self {
            Packing::Structured => "dx-structured",
            Packing::CBuffer => "dx-cbuffer",
            Packing::Std140 { relaxed: true } => "std140-relaxed",
            Packing::Std140 { relaxed: false } => "std140",
            Packing::Std430 { relaxed: true } => "std430-relaxed",
            Packing::Std430 { relaxed: false } => "std430",
            Packing::Scalar => "scalar",
            Packing::Raw(_) => "raw",
        }
    }
}

/// Which layout rules a program's buffers follow: DXC's `-fvk-use-*-layout`
/// flags. DXC's SPIR-V back end (`SpirvEmitter`) picks one rule for
/// cbuffers (and `$Globals`), one for tbuffers and one for structured
/// buffers, which push constants share.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum LayoutRules {
    /// `-fvk-use-dx-layout`: FXC's packing and tight structured buffers.
    Dx,
    /// `dxc -spirv` without a layout flag, hlslc's default on every
    /// target: std140 for cbuffers, std430 for the rest, both with the
    /// relaxed vector rule.
    #[default]
    VkRelaxed,
    /// `-fvk-use-gl-layout`: strict std140 and std430.
    Gl,
    /// `-fvk-use-scalar-layout`.
    Scalar,
}

impl LayoutRules {
    /// `cbuffer`, `ConstantBuffer<T>` and `$Globals`.
    pub fn cbuffer(self) -> Packing {
        match self {
            LayoutRules::Dx => Packing::CBuffer,
            LayoutRules::VkRelaxed => Packing::Std140 { relaxed: true },
            LayoutRules::Gl => Packing::Std140 { relaxed: false },
            LayoutRules::Scalar => Packing::Scalar,
        }
    }

    /// `tbuffer` and `TextureBuffer<T>`.
    pub fn tbuffer(self) -> Packing {
        match self {
            LayoutRules::Dx => Packing::CBuffer,
            LayoutRules::VkRelaxed => Packing::Std430 { relaxed: true },
            LayoutRules::Gl => Packing::Std430 { relaxed: false },
            LayoutRules::Scalar => Packing::Scalar,
        }
    }

    /// Structured buffers (and, as in DXC, push-constant blocks).
    pub fn structured(self) -> Packing {
        match self {
            LayoutRules::Dx => Packing::Structured,
            LayoutRules::VkRelaxed => Packing::Std430 { relaxed: true },
            LayoutRules::Gl => Packing::Std430 { relaxed: false },
            LayoutRules::Scalar => Packing::Scalar,
        }
    }

    /// `ByteAddressBuffer::Load<T>` and `Store<T>` ([`Packing::Raw`]).
    pub fn raw_buffer(self) -> Packing {
        Packing::Raw(match self {
            LayoutRules::Dx => RawOf::Fxc,
            LayoutRules::VkRelaxed => RawOf::Std430 { relaxed: true },
            LayoutRules::Gl => RawOf::Std430 { relaxed: false },
            LayoutRules::Scalar => RawOf::Scalar,
        })
    }

    /// `[[vk::push_constant]]`: DXC lays it out with its structured-buffer
    /// rule.
    pub fn push_constant(self) -> Packing {
        self.structured()
    }

    /// The DXC flag that selects these rules.
    pub fn flag(self) -> &'static str {
        match self {
            LayoutRules::Dx => "-fvk-use-dx-layout",
            LayoutRules::VkRelaxed => "",
            LayoutRules::Gl => "-fvk-use-gl-layout",
            LayoutRules::Scalar => "-fvk-use-scalar-layout",
        }
    }
}

/// The scalar and length of a type DXC's layout treats as a vector: a
/// vector of 2 to 4 components, or a matrix with one row or one column
/// (`float1x3`, `float3x1`), which the GLSL rules lay out as a vector.
fn vk_vector(types: &Types, ty: TypeId) -> Option<(crate::types::Scalar, u8)> {
    match *types.get(ty) {
        TypeKind::Vector(s, n) if n >= 2 => Some((s, n)),
        TypeKind::Matrix {
            scalar, rows, cols, ..
        } if (rows == 1) != (cols == 1) => Some((scalar, rows.max(cols))),
        _ => None,
    }
}

/// The base alignment of a vector of `n` scalars of `w` bytes under the
/// std rules: a three-component vector aligns like a four-component one.
fn std_vector_align(w: u32, n: u8) -> u32 {
    match n {
        1 => w,
        2 => 2 * w,
        _ => 4 * w,
    }
}

/// The distance between a matrix's lines (rows, or columns when it is
/// `column_major`) of `len` scalars of `w` bytes under `packing`.
pub fn line_stride(packing: Packing, w: u32, len: u8) -> u32 {
    match packing {
        Packing::Structured | Packing::Scalar | Packing::Raw(_) => w * len as u32,
        Packing::CBuffer => 16,
        Packing::Std140 { .. } => std_vector_align(w, len).next_multiple_of(16),
        Packing::Std430 { .. } => std_vector_align(w, len),
    }
}

/// Size and alignment of `ty` under one of the GLSL rules ([`Packing::Std140`],
/// [`Packing::Std430`], [`Packing::Scalar`]), as DXC computes them: std140
/// rounds the alignment of arrays, structs and matrix lines up to 16 and
/// every array stride to its alignment; std430 does not round to 16;
/// scalar aligns everything like its scalar. A struct's size is rounded up
/// to its alignment under every rule (so the member after it starts
/// there), an array's is its stride times its length.
pub fn vk_size_align(
    types: &Types,
    structs: &Arena<StructDef>,
    ty: TypeId,
    packing: Packing,
) -> SizeAlign {
    if let Some((s, n)) = vk_vector(types, ty) {
        let w = s.width as u32;
        let align = match packing {
            Packing::Scalar => w,
            _ => std_vector_align(w, n),
        };
        return SizeAlign {
            size: w * n as u32,
            align,
        };
    }
    match *types.get(ty) {
        // A one-component vector and a 1x1 matrix are scalars.
        TypeKind::Scalar(s)
        | TypeKind::Vector(s, _)
        | TypeKind::Matrix {
            scalar: s,
            rows: 1,
            cols: 1,
            ..
        } => SizeAlign {
            size: s.width as u32,
            align: s.width as u32,
        },
        TypeKind::Matrix {
            scalar,
            rows,
            cols,
            column_major,
        } => {
            let w = scalar.width as u32;
            let (lines, len) = matrix_lines(rows, cols, column_major);
            let stride = line_stride(packing, w, len);
            SizeAlign {
                size: stride * lines as u32,
                align: if packing == Packing::Scalar {
                    w
                } else {
                    stride
                },
            }
        }
        TypeKind::Array { elem, len } => {
            let e = vk_size_align(types, structs, elem, packing);
            let align = if packing.is_std140() {
                e.align.next_multiple_of(16)
            } else {
                e.align
            };
            SizeAlign {
                size: vk_stride(e, packing) * len.unwrap_or(0),
                align,
            }
        }
        TypeKind::Struct(_) => {
            let (_, end, align) = vk_fields(types, structs, ty, packing);
            SizeAlign {
                size: end.next_multiple_of(align),
                align,
            }
        }
        TypeKind::Error
        | TypeKind::Void
        | TypeKind::Resource { .. }
        | TypeKind::Pointer { .. }
        | TypeKind::ArrayRef { .. } => SizeAlign { size: 0, align: 1 },
    }
}

/// The stride of an array whose element's layout is `e`.
fn vk_stride(e: SizeAlign, packing: Packing) -> u32 {
    match packing {
        Packing::Scalar => e.size,
        Packing::Std140 { .. } => e.size.next_multiple_of(e.align.next_multiple_of(16)),
        _ => e.size.next_multiple_of(e.align),
    }
}

/// Places a member of type `ty` (layout `sa`) after `offset` under a GLSL
/// rule. Under the relaxed rules a vector of 32-bit or smaller scalars
/// aligns only like its scalar (so a `float3` packs after a `float`)
/// unless that would straddle a 16-byte boundary (or, for a vector larger
/// than 16 bytes, not start on one): then it moves to the next 16. This
/// is DXC's `alignUsingHLSLRelaxedLayout`; it applies to vectors only,
/// not to arrays of them or matrices.
pub fn relaxed_place(
    types: &Types,
    offset: u32,
    ty: TypeId,
    sa: SizeAlign,
    packing: Packing,
) -> u32 {
    let vector = vk_vector(types, ty).filter(|_| packing.is_relaxed());
    let Some((s, _)) = vector else {
        return offset.next_multiple_of(sa.align);
    };
    let w = s.width as u32;
    let align = if w <= 4 { w } else { sa.align };
    let at = offset.next_multiple_of(align);
    let straddles = if sa.size <= 16 {
        at / 16 != (at + sa.size - 1) / 16
    } else {
        !at.is_multiple_of(16)
    };
    if straddles {
        at.next_multiple_of(16)
    } else {
        at
    }
}

/// Offsets of a struct's fields under a GLSL rule, the end of the last
/// one, and the struct's alignment (its most aligned member's, rounded up
/// to 16 under std140).
fn vk_fields(
    types: &Types,
    structs: &Arena<StructDef>,
    ty: TypeId,
    packing: Packing,
) -> (Vec<u32>, u32, u32) {
    let TypeKind::Struct(s) = *types.get(ty) else {
        return (Vec::new(), 0, 1);
    };
    if structs[s].fields.is_empty() {
        return (Vec::new(), 0, 1);
    }
    let (mut end, mut align) = (0u32, 1u32);
    let offsets = structs[s]
        .fields
        .iter()
        .map(|f| {
            let sa = vk_size_align(types, structs, f.ty, packing);
            let at = relaxed_place(types, end, f.ty, sa, packing);
            end = at + sa.size;
            align = align.max(sa.align);
            at
        })
        .collect();
    if packing.is_std140() {
        align = align.next_multiple_of(16);
    }
    (offsets, end, align)
}

/// The size `ty` takes in a buffer laid out with `packing` (for
/// [`Packing::CBuffer`], without the padding after it).
pub fn size_of(types: &Types, structs: &Arena<StructDef>, ty: TypeId, packing: Packing) -> u32 {
    match packing {
        Packing::Structured => structured(types, structs, ty).size,
        Packing::CBuffer => cbuffer_size(types, structs, ty),
        Packing::Raw(of) => raw_advance(types, structs, ty, of),
        _ => vk_size_align(types, structs, ty, packing).size,
    }
}

/// The size and alignment of `ty` under `of`'s rule.
fn raw_rule_size_align(
    types: &Types,
    structs: &Arena<StructDef>,
    ty: TypeId,
    of: RawOf,
) -> SizeAlign {
    match of {
        RawOf::Fxc => structured(types, structs, ty),
        _ => vk_size_align(types, structs, ty, of.packing()),
    }
}

/// How far a [`Packing::Raw`] read of `ty` moves on: a struct its size
/// under the rule rounded up to its alignment, an array its element's
/// times its length, anything else its scalars, tight.
fn raw_advance(types: &Types, structs: &Arena<StructDef>, ty: TypeId, of: RawOf) -> u32 {
    match *types.get(ty) {
        TypeKind::Struct(_) => {
            let sa = raw_rule_size_align(types, structs, ty, of);
            sa.size.next_multiple_of(sa.align)
        }
        TypeKind::Array { elem, len } => raw_advance(types, structs, elem, of) * len.unwrap_or(0),
        _ => structured(types, structs, ty).size,
    }
}

/// A struct's field offsets in a [`Packing::Raw`] read: each at the next
/// multiple of its alignment under the rule, after the size the one
/// before takes there.
fn raw_fields(types: &Types, structs: &Arena<StructDef>, ty: TypeId, of: RawOf) -> Vec<u32> {
    let TypeKind::Struct(s) = *types.get(ty) else {
        return Vec::new();
    };
    let mut end = 0u32;
    structs[s]
        .fields
        .iter()
        .map(|f| {
            let sa = raw_rule_size_align(types, structs, f.ty, of);
            let at = end.next_multiple_of(sa.align);
            end = at + sa.size;
            at
        })
        .collect()
}

/// Places a member of type `ty` after `offset` under `packing`.
pub fn place(
    types: &Types,
    structs: &Arena<StructDef>,
    offset: u32,
    ty: TypeId,
    packing: Packing,
) -> u32 {
    match packing {
        Packing::Structured | Packing::Raw(_) => {
            offset.next_multiple_of(structured(types, structs, ty).align)
        }
        Packing::CBuffer => cbuffer_place(types, offset, cbuffer_size(types, structs, ty), ty),
        _ => {
            let sa = vk_size_align(types, structs, ty, packing);
            relaxed_place(types, offset, ty, sa, packing)
        }
    }
}

/// Offsets of a constant buffer's members, given as their types and any
/// explicit offset (`register(cN)` on a uniform global, `packoffset`), and
/// the end of the last one. As DXC does: members with an explicit offset
/// sit there; the others are placed in declaration order after the end of
/// the furthest explicit one (not into gaps between them), under
/// `packing`.
pub fn members_layout(
    types: &Types,
    structs: &Arena<StructDef>,
    members: &[(TypeId, Option<u32>)],
    packing: Packing,
) -> (Vec<u32>, u32) {
    let mut end: u32 = 0;
    for &(ty, at) in members {
        if let Some(at) = at {
            end = end.max(at.saturating_add(size_of(types, structs, ty, packing)));
        }
    }
    let mut offsets = Vec::with_capacity(members.len());
    for &(ty, at) in members {
        let at = at.unwrap_or_else(|| {
            let at = place(types, structs, end, ty, packing);
            end = at + size_of(types, structs, ty, packing);
            at
        });
        offsets.push(at);
    }
    (offsets, end)
}

/// The byte offset and scalar of every scalar component of `ty`, in value
/// order: vectors by component, matrices row by row, structs field by
/// field, arrays element by element. Matrices follow their orientation
/// (a `column_major` one is stored column by column; in a cbuffer each
/// row or column takes a 16-byte register). The interpreter and the
/// driver's buffer encoder both read memory through this one table.
pub fn component_offsets(
    types: &Types,
    structs: &Arena<StructDef>,
    ty: TypeId,
    packing: Packing,
) -> Vec<(u32, crate::types::Scalar)> {
    let mut out = Vec::new();
    push_components(types, structs, ty, packing, 0, &mut out);
    out
}

/// The byte distance between elements of an array of `elem`.
pub fn array_stride(
    types: &Types,
    structs: &Arena<StructDef>,
    elem: TypeId,
    packing: Packing,
) -> u32 {
    match packing {
        Packing::Structured => structured(types, structs, elem).size,
        Packing::CBuffer => cbuffer_size(types, structs, elem).next_multiple_of(16),
        Packing::Raw(of) => raw_advance(types, structs, elem, of),
        _ => vk_stride(vk_size_align(types, structs, elem, packing), packing),
    }
}

/// Byte offsets of a struct's fields.
pub fn field_offsets(
    types: &Types,
    structs: &Arena<StructDef>,
    ty: TypeId,
    packing: Packing,
) -> Vec<u32> {
    match packing {
        Packing::Structured => structured_field_offsets(types, structs, ty),
        Packing::CBuffer => cbuffer_struct_layout(types, structs, ty).0,
        Packing::Raw(of) => raw_fields(types, structs, ty, of),
        _ => vk_fields(types, structs, ty, packing).0,
    }
}

/// The byte offset of element (`row`, `col`) in a matrix of type `ty`: a
/// `column_major` one is stored column by column; in a cbuffer each row or
/// column takes a 16-byte register, in a structured buffer they are tight.
pub fn matrix_offset(types: &Types, ty: TypeId, packing: Packing, row: u32, col: u32) -> u32 {
    let TypeKind::Matrix {
        scalar,
        rows,
        cols,
        column_major,
    } = *types.get(ty)
    else {
        return 0;
    };
    let w = scalar.width as u32;
    // The GLSL rules lay a matrix of one row or column out as a vector.
    if !packing.is_fxc() && (rows == 1 || cols == 1) {
        return (row + col) * w;
    }
    let (line, at, len) = if column_major {
        (col, row, rows as u32)
    } else {
        (row, col, cols as u32)
    };
    line * line_stride(packing, w, len as u8) + at * w
}

fn push_components(
    types: &Types,
    structs: &Arena<StructDef>,
    ty: TypeId,
    packing: Packing,
    base: u32,
    out: &mut Vec<(u32, crate::types::Scalar)>,
) {
    match *types.get(ty) {
        TypeKind::Scalar(s) => out.push((base, s)),
        TypeKind::Vector(s, n) => {
            out.extend((0..n as u32).map(|i| (base + i * s.width as u32, s)));
        }
        TypeKind::Matrix {
            scalar, rows, cols, ..
        } => {
            for r in 0..rows as u32 {
                for c in 0..cols as u32 {
                    out.push((base + matrix_offset(types, ty, packing, r, c), scalar));
                }
            }
        }
        TypeKind::Array { elem, len } => {
            let stride = array_stride(types, structs, elem, packing);
            for i in 0..len.unwrap_or(0) {
                push_components(types, structs, elem, packing, base + i * stride, out);
            }
        }
        TypeKind::Struct(s) => {
            let offsets = field_offsets(types, structs, ty, packing);
            for (f, off) in structs[s].fields.iter().zip(offsets) {
                push_components(types, structs, f.ty, packing, base + off, out);
            }
        }
        TypeKind::Error
        | TypeKind::Void
        | TypeKind::Resource { .. }
        | TypeKind::Pointer { .. }
        | TypeKind::ArrayRef { .. } => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::types::Scalar;

    #[test]
    fn cbuffer_rows_are_never_straddled() {
        let mut t = Types::new();
        let f = Types::FLOAT;
        let f2 = t.vector(Scalar::F32, 2);
        let f3 = t.vector(Scalar::F32, 3);
        let f4 = t.vector(Scalar::F32, 4);
        // float3 then float shares the row.
        assert_eq!(cbuffer_place(&t, 12, 4, f), 12);
        // float then float2 packs at 4; float3 after float2 moves to the next row.
        assert_eq!(cbuffer_place(&t, 4, 8, f2), 4);
        assert_eq!(cbuffer_place(&t, 8, 12, f3), 16);
        assert_eq!(cbuffer_place(&t, 4, 16, f4), 16);
        let arr = t.intern(TypeKind::Array {
            elem: f,
            len: Some(3),
        });
        assert_eq!(cbuffer_size(&t, &Arena::new(), arr), 36);
        assert_eq!(cbuffer_place(&t, 4, 36, arr), 16);
    }

    #[test]
    fn explicit_offsets_come_first_and_the_rest_follows_them() {
        let mut t = Types::new();
        let f = Types::FLOAT;
        let f4 = t.vector(Scalar::F32, 4);
        let structs = Arena::new();
        // float a : register(c2); float4 b; float c : register(c0); float d;
        let members = [(f, Some(32)), (f4, None), (f, Some(0)), (f, None)];
        let (offsets, end) = members_layout(&t, &structs, &members, Packing::CBuffer);
        assert_eq!(offsets, vec![32, 48, 0, 64]);
        assert_eq!(end, 68);
        // Without explicit offsets it is the plain packing.
        let members = [(f, None), (f4, None), (f, None)];
        assert_eq!(
            members_layout(&t, &structs, &members, Packing::CBuffer),
            (vec![0, 16, 32], 36)
        );
    }

    #[test]
    fn cbuffer_matrices_take_a_register_per_row_or_column() {
        let mut t = Types::new();
        let m43 = |t: &mut Types, column_major| {
            t.intern(TypeKind::Matrix {
                scalar: Scalar::F32,
                rows: 4,
                cols: 3,
                column_major,
            })
        };
        let (col, row) = (m43(&mut t, true), m43(&mut t, false));
        // column_major float4x3: 3 registers of 4; row_major: 4 of 3.
        assert_eq!(cbuffer_size(&t, &Arena::new(), col), 2 * 16 + 16);
        assert_eq!(cbuffer_size(&t, &Arena::new(), row), 3 * 16 + 12);
        assert_eq!(structured(&t, &Arena::new(), col).size, 48);
    }

    #[test]
    fn structured_layout_is_tight() {
        let mut t = Types::new();
        let f3 = t.vector(Scalar::F32, 3);
        assert_eq!(
            structured(&t, &Arena::new(), f3),
            SizeAlign { size: 12, align: 4 }
        );
    }

    #[test]
    fn push_constants_follow_relaxed_std430() {
        const PC: Packing = Packing::Std430 { relaxed: true };
        use crate::ir::Field;
        let mut t = Types::new();
        let f = Types::FLOAT;
        let f2 = t.vector(Scalar::F32, 2);
        let f3 = t.vector(Scalar::F32, 3);
        let mut structs: Arena<StructDef> = Arena::new();
        let mat = |t: &mut Types, scalar, rows, cols, column_major| {
            t.intern(TypeKind::Matrix {
                scalar,
                rows,
                cols,
                column_major,
            })
        };
        let m32c = mat(&mut t, Scalar::F32, 3, 2, true);
        let i32r = mat(&mut t, Scalar::I32, 3, 2, false);
        let m32r = mat(&mut t, Scalar::F32, 3, 2, false);
        let i23r = mat(&mut t, Scalar::I32, 2, 3, false);
        let m23r = mat(&mut t, Scalar::F32, 2, 3, false);
        let arr = |t: &mut Types, elem, n| t.intern(TypeKind::Array { elem, len: Some(n) });
        let field = |name: &str, ty| Field {
            name: name.into(),
            ty,
            semantic: None,
            interpolation: None,
            span: hlsl_base::Span::default(),
        };
        // The member offsets DXC gives this struct in a push-constant block
        // (its SPIR-V tests, vk.layout.push-constant.std430).
        let (a, b, c, d) = (
            arr(&mut t, f2, 3),
            arr(&mut t, m32c, 2),
            arr(&mut t, i32r, 2),
            arr(&mut t, m32r, 2),
        );
        let inner = structs.alloc(StructDef {
            name: "T".into(),
            fields: vec![
                field("f1", a),
                field("f2", b),
                field("f4", c),
                field("f3", d),
            ],
            span: hlsl_base::Span::default(),
        });
        let tt = t.intern(TypeKind::Struct(inner));
        assert_eq!(array_stride(&t, &structs, f2, PC), 8);
        assert_eq!(array_stride(&t, &structs, m32c, PC), 32);
        assert_eq!(array_stride(&t, &structs, i32r, PC), 24);
        assert_eq!(field_offsets(&t, &structs, tt, PC), vec![0, 32, 96, 144]);
        assert_eq!(
            vk_size_align(&t, &structs, tt, PC),
            SizeAlign {
                size: 192,
                align: 16
            }
        );
        let outer = structs.alloc(StructDef {
            name: "S".into(),
            fields: vec![
                field("f1", f),
                field("f2", f3),
                field("f4", tt),
                field("f5", i23r),
                field("f3", m23r),
            ],
            span: hlsl_base::Span::default(),
        });
        let st = t.intern(TypeKind::Struct(outer));
        // DXC's default relaxed rule packs the float3 after the float (its
        // std430 offset, with -fvk-use-gl-layout, is 16); the rest follows.
        assert_eq!(
            field_offsets(&t, &structs, st, PC),
            vec![0, 4, 16, 208, 240]
        );
        // A row_major float2x3 is two rows of float3, 16 bytes apart.
        assert_eq!(matrix_offset(&t, m23r, PC, 1, 2), 24);
        // A float3 that would straddle 16 bytes moves to the next 16.
        assert_eq!(place(&t, &structs, 8, f3, PC), 16);
    }

    #[test]
    fn glsl_rules_as_dxc_computes_them() {
        const R140: Packing = Packing::Std140 { relaxed: true };
        const R430: Packing = Packing::Std430 { relaxed: true };
        const S140: Packing = Packing::Std140 { relaxed: false };
        const S430: Packing = Packing::Std430 { relaxed: false };
        let mut t = Types::new();
        let structs: Arena<StructDef> = Arena::new();
        let f = Types::FLOAT;
        let f3 = t.vector(Scalar::F32, 3);
        let d3 = t.vector(Scalar::F64, 3);
        let mat = |t: &mut Types, rows, cols, column_major| {
            t.intern(TypeKind::Matrix {
                scalar: Scalar::F32,
                rows,
                cols,
                column_major,
            })
        };
        let arr = |t: &mut Types, elem, n| t.intern(TypeKind::Array { elem, len: Some(n) });
        // The relaxed rule packs a float3 after a float, not a double3
        // (DXC relaxes vectors of 32-bit or smaller scalars only).
        assert_eq!(place(&t, &structs, 4, f3, R140), 4);
        assert_eq!(place(&t, &structs, 4, f3, S140), 16);
        assert_eq!(place(&t, &structs, 8, d3, R430), 32);
        // A float3 that would straddle 16 bytes moves on.
        assert_eq!(place(&t, &structs, 8, f3, R430), 16);
        // Arrays: std140 rounds the stride up to 16, std430 to the
        // element's alignment, scalar not at all.
        let fa = arr(&mut t, f, 3);
        let f3a = arr(&mut t, f3, 2);
        assert_eq!(array_stride(&t, &structs, f, R140), 16);
        assert_eq!(array_stride(&t, &structs, f, R430), 4);
        assert_eq!(array_stride(&t, &structs, f3, S430), 16);
        assert_eq!(array_stride(&t, &structs, f3, Packing::Scalar), 12);
        assert_eq!(size_of(&t, &structs, fa, R140), 48);
        assert_eq!(size_of(&t, &structs, f3a, R430), 32);
        // Matrices: lines of a row_major float2x3 are float3s, 16 apart
        // under both; a column_major one's are float2s, 16 apart in
        // std140, 8 in std430, tight in scalar.
        let m23r = mat(&mut t, 2, 3, false);
        let m23c = mat(&mut t, 2, 3, true);
        assert_eq!(size_of(&t, &structs, m23r, R140), 32);
        assert_eq!(size_of(&t, &structs, m23c, R140), 48);
        assert_eq!(size_of(&t, &structs, m23c, R430), 24);
        assert_eq!(matrix_offset(&t, m23c, R430, 1, 2), 20);
        assert_eq!(matrix_offset(&t, m23c, Packing::Scalar, 1, 2), 20);
        assert_eq!(matrix_offset(&t, m23r, Packing::Scalar, 1, 2), 20);
        // A matrix with one row or column is a vector to the GLSL rules.
        let m31r = mat(&mut t, 3, 1, false);
        assert_eq!(size_of(&t, &structs, m31r, R140), 12);
        assert_eq!(matrix_offset(&t, m31r, R140, 2, 0), 8);
        assert_eq!(place(&t, &structs, 4, m31r, R140), 4);
        // FXC keeps a register per row.
        assert_eq!(matrix_offset(&t, m31r, Packing::CBuffer, 2, 0), 32);
    }
}
