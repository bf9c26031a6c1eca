//! IR types → naga types. A type gets one naga type per memory layout it
//! is used in: naga's own layout for function/private/workgroup memory, and
//! explicit offsets and strides for structured and constant buffers. naga's
//! validator insists every offset and stride respects naga's alignment
//! (vec2 to 8, vec3/vec4 to 16, structs to their largest member) and that
//! members do not overlap, so a D3D layout that breaks those rules is
//! reported as unsupported here rather than producing a module naga would
//! reject; `resources.rs` then lowers that buffer as words (`split.rs`).

use crate::{unsupported, Lowered};
use hlsl_base::{FxHashMap, Span};
use hlsl_sema::ir::Program;
use hlsl_sema::layout::{self, Packing};
use hlsl_sema::types::{Scalar, ScalarKind, TypeId, TypeKind};
use naga::{Handle, Module, Type, TypeInner};
use std::num::NonZeroU32;

/// Where a value lives, which decides its layout.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Layout {
    /// naga's natural layout (function, private, workgroup memory, values).
    Natural,
    /// A structured buffer's elements, laid out with the packing given
    /// (`hlsl_sema::layout::LayoutRules::structured`); `bool` is a 32-bit
    /// integer.
    Storage(Packing),
    /// A constant buffer's members (naga's uniform address space, which
    /// aligns arrays and structs to 16); `bool` is a 32-bit integer.
    Uniform(Packing),
    /// The push-constant block's members (naga's immediates).
    Immediate(Packing),
    /// [`Layout::Natural`] (workgroup memory) and [`Layout::Storage`]
    /// for a global that is the destination of an `Interlocked*` call:
    /// every 32-bit integer scalar in it is a naga `atomic<T>` (naga's
    /// atomics need atomic storage), everything else as in the base layout.
    /// `Load` and `Store` of an atomic pointer are naga's atomic load and
    /// store (WGSL `atomicLoad`/`atomicStore`), so scalar accesses keep
    /// working; whole arrays and structs holding atomics are not loaded or
    /// stored (see `place.rs`).
    NaturalAtomic,
    StorageAtomic(Packing),
}

impl Layout {
    /// The layout that decides offsets and strides.
    pub fn base(self) -> Layout {
        match self {
            Layout::NaturalAtomic => Layout::Natural,
            Layout::StorageAtomic(p) => Layout::Storage(p),
            l => l,
        }
    }

    /// The packing of a buffer layout (`None`: naga's natural layout).
    pub fn packing(self) -> Option<Packing> {
        match self {
            Layout::Natural | Layout::NaturalAtomic => None,
            Layout::Storage(p) | Layout::Uniform(p) | Layout::Immediate(p) => Some(p),
            Layout::StorageAtomic(p) => Some(p),
        }
    }

    /// Whether naga checks it as uniform memory.
    pub fn is_uniform(self) -> bool {
        matches!(self, Layout::Uniform(_))
    }

    pub fn is_atomic(self) -> bool {
        self != self.base()
    }
}

/// naga's size and alignment of a type (what its validator checks
/// explicit offsets and strides against).
#[derive(Clone, Copy, Debug)]
pub(crate) struct NagaLayout {
    pub size: u32,
    pub align: u32,
}

#[derive(Clone, Default)]
pub(crate) struct TypeCache {
    map: FxHashMap<(TypeId, Layout), (Handle<Type>, NagaLayout)>,
}

pub(crate) fn vector_size(n: u8) -> Option<naga::VectorSize> {
    match n {
        2 => Some(naga::VectorSize::Bi),
        3 => Some(naga::VectorSize::Tri),
        4 => Some(naga::VectorSize::Quad),
        _ => None,
    }
}

/// The naga scalar of an IR scalar in registers (`bool` stays `bool`).
pub(crate) fn scalar(s: Scalar, span: Span) -> Lowered<naga::Scalar> {
    Ok(match (s.kind, s.width) {
        (ScalarKind::Bool, _) => naga::Scalar::BOOL,
        (ScalarKind::Sint, 4) => naga::Scalar::I32,
        (ScalarKind::Uint, 4) => naga::Scalar::U32,
        (ScalarKind::Float, 4) => naga::Scalar::F32,
        // Each target says which of these it can write (`target_scalars.rs`).
        (ScalarKind::Sint, 8) => naga::Scalar::I64,
        (ScalarKind::Uint, 8) => naga::Scalar::U64,
        (ScalarKind::Float, 8) => naga::Scalar::F64,
        (ScalarKind::Sint, 2) => naga::Scalar::I16,
        (ScalarKind::Uint, 2) => naga::Scalar::U16,
        (ScalarKind::Float, 2) => naga::Scalar::F16,
        // WHLSL's `char`/`uchar`, held extended in 32 bits (`bytes8.rs`).
        (ScalarKind::Sint, 1) => naga::Scalar::I32,
        (ScalarKind::Uint, 1) => naga::Scalar::U32,
        _ => return unsupported(format!("the scalar type '{}'", s.name()), span),
    })
}

/// An unsigned literal of `width` bytes (2, 4 or 8).
pub(crate) fn uint_literal(width: u8, v: u64) -> naga::Literal {
    match width {
        2 => naga::Literal::U16(v as u16),
        8 => naga::Literal::U64(v),
        _ => naga::Literal::U32(v as u32),
    }
}

/// The naga scalar an IR scalar is stored as in a buffer.
fn memory_scalar(s: Scalar, layout: Layout, span: Span) -> Lowered<naga::Scalar> {
    if s.kind == ScalarKind::Bool && layout.base() != Layout::Natural {
        return Ok(naga::Scalar::U32);
    }
    // An 8-bit scalar is 32 bits in naga: its buffer layout would differ.
    if s.width == 1 && layout.base() != Layout::Natural {
        return unsupported(format!("the 8-bit scalar '{}' in a buffer", s.name()), span);
    }
    scalar(s, span)
}

fn scalar_layout(s: naga::Scalar, n: u8) -> NagaLayout {
    vector_layout(s.width as u32, n)
}

/// naga's size and alignment of a vector of `n` scalars of `w` bytes
/// (0 or 1: a scalar).
pub(crate) fn vector_layout(w: u32, n: u8) -> NagaLayout {
    match n {
        0 | 1 => NagaLayout { size: w, align: w },
        2 => NagaLayout {
            size: 2 * w,
            align: 2 * w,
        },
        3 => NagaLayout {
            size: 3 * w,
            align: 4 * w,
        },
        _ => NagaLayout {
            size: 4 * w,
            align: 4 * w,
        },
    }
}

impl TypeCache {
    /// The naga type of `ty` in `layout`.
    pub fn get(
        &mut self,
        module: &mut Module,
        program: &Program,
        ty: TypeId,
        layout: Layout,
        span: Span,
    ) -> Lowered<Handle<Type>> {
        Ok(self.get_with_layout(module, program, ty, layout, span)?.0)
    }

    pub fn get_with_layout(
        &mut self,
        module: &mut Module,
        program: &Program,
        ty: TypeId,
        layout: Layout,
        span: Span,
    ) -> Lowered<(Handle<Type>, NagaLayout)> {
        if let Some(&hit) = self.map.get(&(ty, layout)) {
            return Ok(hit);
        }
        let made = self.make(module, program, ty, layout, span)?;
        self.map.insert((ty, layout), made);
        Ok(made)
    }

    fn make(
        &mut self,
        module: &mut Module,
        program: &Program,
        ty: TypeId,
        layout: Layout,
        span: Span,
    ) -> Lowered<(Handle<Type>, NagaLayout)> {
        let types = &program.types;
        let (inner, nl, name) = match *types.get(ty) {
            TypeKind::Scalar(s) | TypeKind::Vector(s, 1) => {
                let is_int = matches!(s.kind, ScalarKind::Sint | ScalarKind::Uint);
                let s = memory_scalar(s, layout, span)?;
                let inner = if layout.is_atomic() && is_int {
                    TypeInner::Atomic(s)
                } else {
                    TypeInner::Scalar(s)
                };
                (inner, scalar_layout(s, 1), None)
            }
            TypeKind::Vector(s, n) => {
                let s = memory_scalar(s, layout, span)?;
                let size = vector_size(n).ok_or_else(|| crate::Unsupported {
                    what: format!("a vector of {n} components"),
                    span,
                })?;
                (
                    TypeInner::Vector { size, scalar: s },
                    scalar_layout(s, n),
                    None,
                )
            }
            TypeKind::Array { elem, len } => {
                let (base, el) = self.get_with_layout(module, program, elem, layout, span)?;
                let stride = match layout.packing() {
                    None => el.size.next_multiple_of(el.align),
                    Some(p) => layout::array_stride(types, &program.structs, elem, p),
                };
                check_stride(program, elem, stride, el, span)?;
                let size = match len.and_then(NonZeroU32::new) {
                    Some(n) => naga::ArraySize::Constant(n),
                    None => naga::ArraySize::Dynamic,
                };
                let count = len.unwrap_or(1);
                (
                    TypeInner::Array { base, size, stride },
                    NagaLayout {
                        size: stride * count,
                        align: el.align.max(if layout.is_uniform() { 16 } else { 1 }),
                    },
                    None,
                )
            }
            TypeKind::Struct(sid) => {
                let def = &program.structs[sid];
                if def.fields.is_empty() {
                    return empty_struct(module, &def.name, layout, span);
                }
                let offsets: Vec<u32> = match layout.packing() {
                    None => Vec::new(),
                    Some(p) => layout::field_offsets(types, &program.structs, ty, p),
                };
                let mut members = Vec::with_capacity(def.fields.len());
                let mut end = 0u32;
                let mut align = 1u32;
                for (i, f) in def.fields.iter().enumerate() {
                    let (mty, ml) = self.get_with_layout(module, program, f.ty, layout, f.span)?;
                    let offset = match layout {
                        Layout::Natural | Layout::NaturalAtomic => end.next_multiple_of(ml.align),
                        _ => offsets.get(i).copied().unwrap_or(end),
                    };
                    if !offset.is_multiple_of(ml.align) {
                        return unsupported(
                            format!(
                                "field '{}' of '{}' at byte offset {} (its type '{}' needs {}-byte \
                                 alignment in naga)",
                                f.name,
                                def.name,
                                offset,
                                program.type_name(f.ty),
                                ml.align
                            ),
                            f.span,
                        );
                    }
                    if offset < end {
                        // HLSL packs it into the padding at the end of the
                        // member before it (an array's or struct's last
                        // row); naga's members do not overlap.
                        return unsupported(
                            format!(
                                "field '{}' of '{}' at byte offset {}, inside the padding of the \
                                 field before it",
                                f.name, def.name, offset
                            ),
                            f.span,
                        );
                    }
                    members.push(naga::StructMember {
                        name: Some(f.name.clone()),
                        ty: mty,
                        binding: None,
                        offset,
                    });
                    end = offset + ml.size;
                    align = align.max(ml.align);
                }
                if layout.is_uniform() {
                    align = align.max(16);
                }
                let d3d_size = match layout.packing() {
                    None | Some(Packing::CBuffer) => end,
                    Some(p) => layout::size_of(types, &program.structs, ty, p),
                };
                let span_bytes = d3d_size.max(end).next_multiple_of(align);
                (
                    TypeInner::Struct {
                        members,
                        span: span_bytes,
                    },
                    NagaLayout {
                        size: span_bytes,
                        align,
                    },
                    Some(match layout {
                        Layout::Natural => def.name.clone(),
                        Layout::Storage(_) => format!("{}_sb", def.name),
                        Layout::Uniform(_) => format!("{}_cb", def.name),
                        Layout::Immediate(_) => format!("{}_pc", def.name),
                        Layout::NaturalAtomic => format!("{}_atomic", def.name),
                        Layout::StorageAtomic(_) => format!("{}_sb_atomic", def.name),
                    }),
                )
            }
            TypeKind::Matrix { .. } => {
                let Some(m) = crate::matrix::MatShape::of(program, ty) else {
                    return unsupported(format!("the type '{}'", program.type_name(ty)), span);
                };
                let (inner, nl) = crate::matrix::naga_matrix(module, m, layout.base(), span)?;
                (inner, nl, None)
            }
            TypeKind::Resource { .. }
            | TypeKind::Void
            | TypeKind::Error
            | TypeKind::Pointer { .. }
            | TypeKind::ArrayRef { .. } => {
                return unsupported(format!("a value of type '{}'", program.type_name(ty)), span)
            }
        };
        let handle = module
            .types
            .insert(Type { name, inner }, naga::Span::default());
        Ok((handle, nl))
    }
}

/// naga's `u32` type, which lowering's own temporaries and members use.
pub(crate) fn u32_type(module: &mut Module) -> Handle<Type> {
    module.types.insert(
        Type {
            name: None,
            inner: TypeInner::Scalar(naga::Scalar::U32),
        },
        naga::Span::default(),
    )
}

/// An empty struct. naga's structs have at least one member, so as a value
/// (a local, a parameter, a return, a static) it is a struct holding one
/// `u32` nobody reads: its values are naga's zero value (`FnCtx::add`
/// turns the empty `Compose` into one). In memory that member would take
/// the four bytes HLSL gives nothing (an empty struct has size 0 there),
/// so an empty struct in a buffer is reported instead.
fn empty_struct(
    module: &mut Module,
    name: &str,
    layout: Layout,
    span: Span,
) -> Lowered<(Handle<Type>, NagaLayout)> {
    if layout.base() != Layout::Natural {
        return unsupported(format!("the empty struct '{name}' in a buffer"), span);
    }
    let word = u32_type(module);
    let inner = TypeInner::Struct {
        members: vec![naga::StructMember {
            name: Some("_empty".into()),
            ty: word,
            binding: None,
            offset: 0,
        }],
        span: 4,
    };
    let handle = module.types.insert(
        Type {
            name: Some(name.to_string()),
            inner,
        },
        naga::Span::default(),
    );
    Ok((handle, NagaLayout { size: 4, align: 4 }))
}

/// naga wants an array stride that is a multiple of the element's
/// alignment and at least its size.
fn check_stride(
    program: &Program,
    elem: TypeId,
    stride: u32,
    el: NagaLayout,
    span: Span,
) -> Lowered<()> {
    if !stride.is_multiple_of(el.align) || stride < el.size {
        return unsupported(
            format!(
                "an array of '{}' with a stride of {} bytes (naga needs a multiple of {} and at \
                 least {})",
                program.type_name(elem),
                stride,
                el.align,
                el.size
            ),
            span,
        );
    }
    Ok(())
}

/// Checks that a member of type `ty` at `offset` in a buffer struct is
/// something naga can express.
pub(crate) fn check_offset(
    program: &Program,
    what: &str,
    ty: TypeId,
    offset: u32,
    nl: NagaLayout,
    span: Span,
) -> Lowered<()> {
    if !offset.is_multiple_of(nl.align) {
        return unsupported(
            format!(
                "{what} of type '{}' at byte offset {offset} (naga needs {}-byte alignment for it)",
                program.type_name(ty),
                nl.align
            ),
            span,
        );
    }
    Ok(())
}

/// `program.types.get(ty)` as a shape: the scalar and the vector size (0
/// for scalars and one-component vectors, which naga writes as scalars).
pub(crate) fn shape(program: &Program, ty: TypeId) -> Option<(Scalar, u8)> {
    match *program.types.get(ty) {
        TypeKind::Scalar(s) | TypeKind::Vector(s, 1) => Some((s, 0)),
        TypeKind::Vector(s, n) => Some((s, n)),
        _ => None,
    }
}
