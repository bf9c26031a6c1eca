//! WHLSL types → naga types. Each WHLSL type gets one naga type, used in
//! every address space, so a struct loaded from a buffer can be stored in
//! a local without conversion. Its layout is the tight one of
//! `docs/whlsl-notes.md` ("Compute dispatch": 4 bytes per scalar, no
//! padding) when naga's alignment rules allow it (vec2 aligned to 8,
//! vec3/vec4 to 16, structs to their largest member, array strides a
//! multiple of the element's alignment), and naga's natural layout
//! otherwise. A buffer's element type must have the tight layout: one
//! that does not (a `float3` followed by a `float` in an array, a
//! `float2` at offset 4, `bool`) is reported as unsupported where it is
//! bound, rather than laid out differently from the interpreter.

use super::{unsupported, W};
use hlsl_base::{FxHashMap, Span};
use hlsl_sema::whlsl::types::{Scalar, TyId, TyKind};
use hlsl_sema::whlsl::CheckedUnit;
use hlsl_syntax::whlsl::ast::Unit;
use naga::{Handle, Type, TypeInner};

/// A lowered type: its naga handle, its size and naga alignment, and
/// whether its layout is the tight one (so it may live in a buffer).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Lowered {
    pub handle: Handle<Type>,
    pub size: u32,
    pub align: u32,
    pub tight: bool,
    /// Whether it can be stored in a buffer at all (no `bool`).
    pub shareable: bool,
}

#[derive(Default)]
pub(crate) struct TypeMap {
    map: FxHashMap<TyId, Lowered>,
    runtime: FxHashMap<TyId, Handle<Type>>,
}

fn round_up(v: u32, align: u32) -> u32 {
    v.div_ceil(align) * align
}

/// The naga scalar of a WHLSL scalar: only the 32-bit ones and `bool`
/// (naga has no 8-bit integers; `half` needs a capability the targets
/// do not all have).
pub(crate) fn scalar(s: Scalar) -> Option<naga::Scalar> {
    Some(match s {
        Scalar::Bool => naga::Scalar::BOOL,
        Scalar::Int => naga::Scalar::I32,
        Scalar::UInt => naga::Scalar::U32,
        Scalar::Float => naga::Scalar::F32,
        _ => return None,
    })
}

pub(crate) fn vector_size(n: u8) -> naga::VectorSize {
    match n {
        2 => naga::VectorSize::Bi,
        3 => naga::VectorSize::Tri,
        _ => naga::VectorSize::Quad,
    }
}

impl TypeMap {
    /// The naga type of `ty`; `span` is where an unsupported type is
    /// reported.
    pub fn lower(
        &mut self,
        module: &mut naga::Module,
        unit: &Unit,
        cu: &CheckedUnit,
        ty: TyId,
        span: Span,
    ) -> W<Lowered> {
        if let Some(&l) = self.map.get(&ty) {
            return Ok(l);
        }
        let name = || cu.type_name(unit, ty);
        let scalar_of = |s: Scalar| match scalar(s) {
            Some(n) => Ok(n),
            None => unsupported(format!("the type '{}'", s.name()), span),
        };
        let add = |module: &mut naga::Module, inner: TypeInner, name: Option<String>| {
            module
                .types
                .insert(Type { name, inner }, naga::Span::UNDEFINED)
        };
        let l = match cu.types.kind(ty) {
            TyKind::Scalar(s) => {
                let n = scalar_of(s)?;
                Lowered {
                    handle: add(module, TypeInner::Scalar(n), None),
                    size: 4,
                    align: 4,
                    tight: true,
                    shareable: s != Scalar::Bool,
                }
            }
            TyKind::Enum(e) => {
                let base = cu.enums[e.0 as usize].base;
                let n = scalar_of(base)?;
                Lowered {
                    handle: add(module, TypeInner::Scalar(n), None),
                    size: 4,
                    align: 4,
                    tight: true,
                    shareable: true,
                }
            }
            TyKind::Vector(s, n) => {
                let sc = scalar_of(s)?;
                let inner = TypeInner::Vector {
                    size: vector_size(n),
                    scalar: sc,
                };
                Lowered {
                    handle: add(module, inner, None),
                    size: 4 * n as u32,
                    align: if n == 2 { 8 } else { 16 },
                    tight: true,
                    shareable: s != Scalar::Bool,
                }
            }
            // `matrix<T, a, b>` is `a` rows of `b` (`m[i]` is a row): naga's
            // `a` columns of `b` rows, so naga's `m[i]` is WHLSL's row.
            TyKind::Matrix(s, a, b) => {
                let sc = scalar_of(s)?;
                let inner = TypeInner::Matrix {
                    columns: vector_size(a),
                    rows: vector_size(b),
                    scalar: sc,
                };
                let col_align = if b == 2 { 8 } else { 16 };
                Lowered {
                    handle: add(module, inner, None),
                    size: a as u32 * col_align,
                    align: col_align,
                    // Rows of three take 16 bytes in naga, 12 tightly.
                    tight: b != 3,
                    shareable: true,
                }
            }
            TyKind::Atomic(signed) => {
                let sc = if signed {
                    naga::Scalar::I32
                } else {
                    naga::Scalar::U32
                };
                Lowered {
                    handle: add(module, TypeInner::Atomic(sc), None),
                    size: 4,
                    align: 4,
                    tight: true,
                    shareable: true,
                }
            }
            TyKind::Array(e, n) => {
                let el = self.lower(module, unit, cu, e, span)?;
                let tight_size = tight_size(cu, e);
                let tight = el.tight && tight_size.is_multiple_of(el.align);
                let stride = if tight {
                    tight_size
                } else {
                    round_up(el.size, el.align)
                };
                let inner = TypeInner::Array {
                    base: el.handle,
                    size: naga::ArraySize::Constant(
                        std::num::NonZeroU32::new(n).unwrap_or(std::num::NonZeroU32::MIN),
                    ),
                    stride,
                };
                Lowered {
                    handle: add(module, inner, None),
                    size: stride.saturating_mul(n),
                    align: el.align,
                    tight,
                    shareable: el.shareable,
                }
            }
            TyKind::Struct(s) => {
                let info = &cu.structs[s.0 as usize];
                if info.fields.is_empty() {
                    return unsupported(
                        format!(
                            "the empty struct '{}' (naga's structs have members)",
                            name()
                        ),
                        span,
                    );
                }
                let mut fields = Vec::new();
                for f in &info.fields {
                    fields.push((f.name, self.lower(module, unit, cu, f.ty, span)?, f.ty));
                }
                let align = fields.iter().map(|f| f.1.align).max().unwrap_or(4);
                // The tight offsets, if naga accepts them.
                let mut at = 0u32;
                let mut tight = true;
                for (_, l, fty) in &fields {
                    tight &= l.tight && at.is_multiple_of(l.align);
                    at += tight_size(cu, *fty);
                }
                let tight_span = at;
                let mut members = Vec::new();
                let mut at = 0u32;
                for (fname, l, fty) in &fields {
                    let offset = if tight { at } else { round_up(at, l.align) };
                    members.push(naga::StructMember {
                        name: Some(unit.names.resolve(*fname).to_string()),
                        ty: l.handle,
                        binding: None,
                        offset,
                    });
                    at = offset + if tight { tight_size(cu, *fty) } else { l.size };
                }
                let span_bytes = if tight {
                    tight_span.max(at)
                } else {
                    round_up(at, align)
                };
                let inner = TypeInner::Struct {
                    members,
                    span: span_bytes.max(4),
                };
                Lowered {
                    handle: add(module, inner, Some(name())),
                    size: span_bytes.max(4),
                    align,
                    tight,
                    shareable: fields.iter().all(|f| f.1.shareable),
                }
            }
            _ => return unsupported(format!("values of type '{}'", name()), span),
        };
        self.map.insert(ty, l);
        Ok(l)
    }

    /// `array<T>` of a buffer's elements, with the tight stride.
    pub fn runtime_array(
        &mut self,
        module: &mut naga::Module,
        unit: &Unit,
        cu: &CheckedUnit,
        elem: TyId,
        span: Span,
    ) -> W<Handle<Type>> {
        if let Some(&h) = self.runtime.get(&elem) {
            return Ok(h);
        }
        let el = self.buffer_element(module, unit, cu, elem, span)?;
        let inner = TypeInner::Array {
            base: el.handle,
            size: naga::ArraySize::Dynamic,
            stride: tight_size(cu, elem),
        };
        let h = module
            .types
            .insert(Type { name: None, inner }, naga::Span::UNDEFINED);
        self.runtime.insert(elem, h);
        Ok(h)
    }

    /// The type of a buffer's element: it must have the tight layout.
    pub fn buffer_element(
        &mut self,
        module: &mut naga::Module,
        unit: &Unit,
        cu: &CheckedUnit,
        elem: TyId,
        span: Span,
    ) -> W<Lowered> {
        let l = self.lower(module, unit, cu, elem, span)?;
        let name = cu.type_name(unit, elem);
        if !l.shareable {
            return unsupported(
                format!("a buffer of '{name}' (a 'bool' in a buffer has no 32-bit layout in naga)"),
                span,
            );
        }
        if !l.tight || !tight_size(cu, elem).is_multiple_of(l.align) {
            return unsupported(
                format!(
                    "a buffer of '{name}' (its tight layout, 4 bytes per scalar, breaks naga's \
                     alignment of vectors and structs)"
                ),
                span,
            );
        }
        Ok(l)
    }
}

/// Bytes of `ty` in the tight layout: 4 per scalar.
pub(crate) fn tight_size(cu: &CheckedUnit, ty: TyId) -> u32 {
    match cu.types.kind(ty) {
        TyKind::Vector(_, n) => 4 * n as u32,
        TyKind::Matrix(_, a, b) => 4 * a as u32 * b as u32,
        TyKind::Array(e, n) => tight_size(cu, e).saturating_mul(n),
        TyKind::Struct(s) => cu.structs[s.0 as usize]
            .fields
            .iter()
            .map(|f| tight_size(cu, f.ty))
            .sum(),
        _ => 4,
    }
}
