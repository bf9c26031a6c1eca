//! naga's WGSL and GLSL writers write structs and arrays without their
//! member offsets or strides (gfx-rs/wgpu#4373, #4374): the text means the
//! target's own layout rules, whatever the module says. Before writing
//! either, every buffer's type must have the layout those rules give: WGSL's
//! for WGSL, `std140` for GLSL uniform blocks and `std430` (WGSL's rules
//! for what lowering makes) for GLSL storage blocks. Otherwise the output
//! would read the wrong bytes. Cbuffers whose typed layout is not what
//! both texts give are kept as words (`resources.rs`, `split.rs`), which
//! every target expresses; anything else is reported as not supported for
//! that target (`err_lower_unsupported`); SPIR-V and MSL keep offsets.

use crate::Target;
use hlsl_base::Span;
use naga::{AddressSpace, ArraySize, Handle, Module, Type, TypeInner, VectorSize};

/// The rules a target's text gives a buffer's layout.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Rules {
    /// WGSL's (also GLSL's `std430` for these types).
    Natural,
    /// GLSL's `std140`: arrays and structs aligned to 16, array strides and
    /// matrix columns rounded up to 16.
    Std140,
}

fn round_up(align: u32, n: u32) -> u32 {
    n.next_multiple_of(align.max(1))
}

fn vector_len(size: VectorSize) -> u32 {
    size as u32
}

/// A vector's alignment: vec2 two scalars, vec3 and vec4 four.
fn vector_align(len: u32, width: u32) -> u32 {
    if len == 2 {
        2 * width
    } else {
        4 * width
    }
}

/// The alignment and size a type has under `rules`.
fn layout_of(module: &Module, ty: Handle<Type>, rules: Rules) -> (u32, u32) {
    let std140 = rules == Rules::Std140;
    match module.types[ty].inner {
        TypeInner::Scalar(s) | TypeInner::Atomic(s) => (u32::from(s.width), u32::from(s.width)),
        TypeInner::Vector { size, scalar } => {
            let (n, w) = (vector_len(size), u32::from(scalar.width));
            (vector_align(n, w), n * w)
        }
        TypeInner::Matrix {
            columns,
            rows,
            scalar,
        } => {
            let (r, w) = (vector_len(rows), u32::from(scalar.width));
            let mut align = vector_align(r, w);
            if std140 {
                align = round_up(16, align);
            }
            let column = round_up(align, r * w);
            (align, vector_len(columns) * column)
        }
        TypeInner::Array { base, size, .. } => {
            let (a, s) = layout_of(module, base, rules);
            let a = if std140 { round_up(16, a) } else { a };
            let stride = round_up(a, s);
            let n = match size {
                ArraySize::Constant(n) => n.get(),
                _ => 0,
            };
            (a, stride * n)
        }
        TypeInner::Struct { ref members, .. } => {
            let mut align = 1;
            for m in members {
                align = align.max(layout_of(module, m.ty, rules).0);
            }
            if std140 {
                align = round_up(16, align);
            }
            let end = members
                .last()
                .map_or(0, |m| m.offset + layout_of(module, m.ty, rules).1);
            (align, round_up(align, end))
        }
        _ => (1, 0),
    }
}

/// Whether `ty` is laid out by `rules`; `Err` says where it is not.
/// `top` is the variable's own type, whose size does not matter.
fn check_type(module: &Module, ty: Handle<Type>, rules: Rules, top: bool) -> Result<(), String> {
    let t = &module.types[ty];
    let name = t.name.as_deref().unwrap_or("a struct");
    match t.inner {
        TypeInner::Struct { ref members, span } => {
            let mut end = 0;
            for m in members {
                let (a, s) = layout_of(module, m.ty, rules);
                let expected = round_up(a, end);
                if m.offset != expected {
                    let member = m.name.as_deref().unwrap_or("a member");
                    return Err(format!(
                        "'{member}' at byte offset {}, where the written code puts it at {expected}",
                        m.offset
                    ));
                }
                check_type(module, m.ty, rules, false)?;
                end = m.offset + s;
            }
            let (_, size) = layout_of(module, ty, rules);
            if !top && span != size {
                return Err(format!(
                    "'{name}' of {span} bytes, which the written code makes {size}"
                ));
            }
            Ok(())
        }
        TypeInner::Array { base, stride, .. } => {
            let (a, s) = layout_of(module, base, rules);
            let a = if rules == Rules::Std140 {
                round_up(16, a)
            } else {
                a
            };
            let expected = round_up(a, s);
            if stride != expected {
                return Err(format!(
                    "an array with a stride of {stride} bytes, which the written code makes {expected}"
                ));
            }
            check_type(module, base, rules, false)
        }
        _ => Ok(()),
    }
}

/// Whether a uniform struct has the layout both WGSL's rules and GLSL's
/// `std140` give it, so that every writer keeps it.
pub(crate) fn portable_uniform(module: &Module, ty: Handle<Type>) -> Result<(), String> {
    check_type(module, ty, Rules::Natural, true)?;
    check_type(module, ty, Rules::Std140, true)
}

/// Whether the push-constant block's struct has the layout WGSL's rules
/// give it (naga's GLSL writer makes it a plain uniform, set member by
/// member, so no layout is written there).
pub(crate) fn portable_immediate(module: &Module, ty: Handle<Type>) -> Result<(), String> {
    check_type(module, ty, Rules::Natural, true)
}

/// For WGSL and GLSL: the first buffer whose layout the text would not
/// keep, with what is wrong and the variable's span.
pub(crate) fn check(module: &Module, target: Target) -> Result<(), (String, Span)> {
    for (handle, g) in module.global_variables.iter() {
        let rules = match (target, g.space) {
            (
                Target::Wgsl,
                AddressSpace::Uniform | AddressSpace::Storage { .. } | AddressSpace::Immediate,
            ) => Rules::Natural,
            (Target::Glsl, AddressSpace::Uniform) => Rules::Std140,
            (Target::Glsl, AddressSpace::Storage { .. }) => Rules::Natural,
            _ => continue,
        };
        if let Err(why) = check_type(module, g.ty, rules, true) {
            let name = g.name.as_deref().unwrap_or("a buffer");
            let span = module
                .global_variables
                .get_span(handle)
                .to_range()
                .map_or(Span::DUMMY, |r| Span::new(r.start as u32, r.end as u32));
            return Err((format!("the layout of '{name}' ({why})"), span));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::num::NonZeroU32;

    fn add(m: &mut Module, inner: TypeInner) -> Handle<Type> {
        m.types
            .insert(Type { name: None, inner }, naga::Span::default())
    }

    fn member(ty: Handle<Type>, offset: u32) -> naga::StructMember {
        naga::StructMember {
            name: Some("m".into()),
            ty,
            binding: None,
            offset,
        }
    }

    #[test]
    fn gaps_and_strides_the_text_would_change_are_found() {
        let mut m = Module::default();
        let f = add(&mut m, TypeInner::Scalar(naga::Scalar::F32));
        let packed = add(
            &mut m,
            TypeInner::Struct {
                members: vec![member(f, 0), member(f, 4)],
                span: 16,
            },
        );
        assert!(portable_uniform(&m, packed).is_ok());
        // `float a : register(c0); float b : register(c1);`
        let gap = add(
            &mut m,
            TypeInner::Struct {
                members: vec![member(f, 0), member(f, 16)],
                span: 32,
            },
        );
        assert!(check_type(&m, gap, Rules::Natural, true).is_err());
        assert!(check_type(&m, gap, Rules::Std140, true).is_err());
        // `float a[2]` with HLSL's stride of 16: std140's, not WGSL's.
        let array = add(
            &mut m,
            TypeInner::Array {
                base: f,
                size: ArraySize::Constant(NonZeroU32::new(2).unwrap()),
                stride: 16,
            },
        );
        let holder = add(
            &mut m,
            TypeInner::Struct {
                members: vec![member(array, 0)],
                span: 32,
            },
        );
        assert!(check_type(&m, holder, Rules::Std140, true).is_ok());
        assert!(check_type(&m, holder, Rules::Natural, true).is_err());
        assert!(portable_uniform(&m, holder).is_err());
    }
}
