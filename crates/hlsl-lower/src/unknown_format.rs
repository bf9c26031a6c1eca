//! Storage textures of three components (`RWTexture2D<float3>`, common in
//! engines for `R11G11B10_FLOAT` targets) have no storage format of their
//! own. DXC gives them SPIR-V's `Unknown` image format, which takes the
//! format of the view bound at run time, with the
//! `StorageImage{Read,Write}WithoutFormat` capabilities. naga has no
//! unknown format, so lowering gives such a texture a *stand-in* format
//! that no other hlslc texture can have (a 16-bit one: 16-bit texel types
//! are rejected before this), texels travel as 4-vectors like every other
//! storage texel, and after naga writes the words [`rewrite`] turns the
//! stand-in back into `Unknown` and declares the capabilities.
//!
//! The text targets have no unknown format: a stand-in there would be a
//! wrong format, so [`check_text_target`] refuses it.
//!
//! `[[vk::image_format("…")]]` names a texture's format ([`named`]);
//! `"unknown"` asks for the stand-in. A program that asks for a 16-bit
//! RGBA format itself has its format kept: [`plan`] tells the word pass
//! whether the module's Rgba16 formats are stand-ins, and refuses a
//! program that has both (naga would give them one image type).

use crate::spirv_words::{declarations, instructions};
use hlsl_base::Span;
use hlsl_sema::ir::{Bound, GlobalId, Program};
use hlsl_sema::types::{ResourceKind, ScalarKind, TypeKind};
use naga::StorageFormat;

/// The `[[vk::image_format]]` of a texture global, or of the array it is
/// an element of.
pub(crate) fn asked_format(program: &Program, gid: GlobalId) -> Option<(&'static str, Span)> {
    let g = program.resource_elements.get(&gid).map_or(gid, |&(a, _)| a);
    program.vulkan.get(&Bound::Global(g))?.image_format
}

/// The naga format for DXC's format name on a texture of `kind` texels;
/// `unknown` is the stand-in.
pub(crate) fn named(name: &str, kind: ScalarKind, span: Span) -> crate::Lowered<StorageFormat> {
    use StorageFormat as F;
    let nk = match kind {
        ScalarKind::Float => naga::ScalarKind::Float,
        ScalarKind::Sint => naga::ScalarKind::Sint,
        ScalarKind::Uint => naga::ScalarKind::Uint,
        ScalarKind::Bool => naga::ScalarKind::Bool,
    };
    let format = match name {
        "unknown" => stand_in(nk),
        "rgba32f" => Some(F::Rgba32Float),
        "rgba16f" => Some(F::Rgba16Float),
        "r32f" => Some(F::R32Float),
        "rgba8" => Some(F::Rgba8Unorm),
        "rgba8snorm" => Some(F::Rgba8Snorm),
        "rg32f" => Some(F::Rg32Float),
        "rg16f" => Some(F::Rg16Float),
        "r11g11b10f" => Some(F::Rg11b10Ufloat),
        "r16f" => Some(F::R16Float),
        "rgba16" => Some(F::Rgba16Unorm),
        "rgb10a2" => Some(F::Rgb10a2Unorm),
        "rg16" => Some(F::Rg16Unorm),
        "rg8" => Some(F::Rg8Unorm),
        "r16" => Some(F::R16Unorm),
        "r8" => Some(F::R8Unorm),
        "rgba16snorm" => Some(F::Rgba16Snorm),
        "rg16snorm" => Some(F::Rg16Snorm),
        "rg8snorm" => Some(F::Rg8Snorm),
        "r16snorm" => Some(F::R16Snorm),
        "r8snorm" => Some(F::R8Snorm),
        "rgba32i" => Some(F::Rgba32Sint),
        "rgba16i" => Some(F::Rgba16Sint),
        "rgba8i" => Some(F::Rgba8Sint),
        "r32i" => Some(F::R32Sint),
        "rg32i" => Some(F::Rg32Sint),
        "rg16i" => Some(F::Rg16Sint),
        "rg8i" => Some(F::Rg8Sint),
        "r16i" => Some(F::R16Sint),
        "r8i" => Some(F::R8Sint),
        "rgba32ui" => Some(F::Rgba32Uint),
        "rgba16ui" => Some(F::Rgba16Uint),
        "rgb10a2ui" => Some(F::Rgb10a2Uint),
        "rgba8ui" => Some(F::Rgba8Uint),
        "r32ui" => Some(F::R32Uint),
        "rg32ui" => Some(F::Rg32Uint),
        "rg16ui" => Some(F::Rg16Uint),
        "rg8ui" => Some(F::Rg8Uint),
        "r16ui" => Some(F::R16Uint),
        "r8ui" => Some(F::R8Uint),
        "r64ui" => Some(F::R64Uint),
        _ => None,
    };
    match format {
        Some(f) => Ok(f),
        None => crate::unsupported(format!("the image format '{name}'"), span),
    }
}

/// Whether the program's Rgba16 storage formats are its own (`true`: the
/// word pass keeps them) rather than stand-ins; an error where it has
/// both.
pub(crate) fn plan(program: &Program) -> Result<bool, (String, Span)> {
    let (mut stand_ins, mut asked) = (false, None);
    for (gid, g) in program.globals.iter() {
        let TypeKind::Resource { kind, elem } = *program.types.get(g.ty) else {
            continue;
        };
        if matches!(kind, ResourceKind::Buffer | ResourceKind::RWBuffer) {
            if let Some((_, span)) = asked_format(program, gid) {
                let what = format!(
                    "the attribute 'vk::image_format' on '{}' (typed buffers are storage \
                     buffers in hlslc, not texel buffers)",
                    program.type_name(g.ty)
                );
                return Err((what, span));
            }
        }
        if !kind.is_writable() || kind.texture_shape().is_none() {
            continue;
        }
        match asked_format(program, gid) {
            Some(("unknown", _)) => stand_ins = true,
            Some((name @ ("rgba16f" | "rgba16i" | "rgba16ui"), span)) => {
                asked = asked.or(Some((name, span)))
            }
            Some(_) => {}
            None => stand_ins |= matches!(*program.types.get(elem), TypeKind::Vector(_, 3)),
        }
    }
    match (stand_ins, asked) {
        (true, Some((name, span))) => Err((
            format!(
                "the image format '{name}' beside a storage texture of unknown format (naga \
                 gives both one image type)"
            ),
            span,
        )),
        (_, asked) => Ok(asked.is_some()),
    }
}

/// The stand-in for a three-component texel of this kind.
pub(crate) fn stand_in(kind: naga::ScalarKind) -> Option<StorageFormat> {
    match kind {
        naga::ScalarKind::Float => Some(StorageFormat::Rgba16Float),
        naga::ScalarKind::Uint => Some(StorageFormat::Rgba16Uint),
        naga::ScalarKind::Sint => Some(StorageFormat::Rgba16Sint),
        _ => None,
    }
}

fn is_stand_in(format: StorageFormat) -> bool {
    matches!(
        format,
        StorageFormat::Rgba16Float | StorageFormat::Rgba16Uint | StorageFormat::Rgba16Sint
    )
}

/// For WGSL, MSL, GLSL and naga's own dump: the first global with a
/// stand-in format, as (what, where) for `err_lower_unsupported`.
pub(crate) fn check_text_target(module: &naga::Module) -> Result<(), (String, Span)> {
    for (h, var) in module.global_variables.iter() {
        let naga::TypeInner::Image {
            class: naga::ImageClass::Storage { format, .. },
            ..
        } = module.types[var.ty].inner
        else {
            continue;
        };
        if is_stand_in(format) {
            let name = var.name.as_deref().unwrap_or("?");
            let what = format!(
                "the three-component storage texture '{name}' (it needs SPIR-V's unknown \
                 image format)"
            );
            let span = module.global_variables.get_span(h);
            let span = span
                .to_range()
                .map_or(Span::DUMMY, |r| Span::new(r.start as u32, r.end as u32));
            return Err((what, span));
        }
    }
    Ok(())
}

const OP_CAPABILITY: u32 = 17;
const OP_TYPE_IMAGE: u32 = 25;
const OP_LOAD: u32 = 61;
const OP_IMAGE_READ: u32 = 98;
const OP_IMAGE_WRITE: u32 = 99;
/// SPIR-V `ImageFormat`s: Unknown and the three stand-ins.
const UNKNOWN: u32 = 0;
const RGBA16F: u32 = 2;
const RGBA16I: u32 = 22;
const RGBA16UI: u32 = 31;
const READ_WITHOUT_FORMAT: u32 = 55;
const WRITE_WITHOUT_FORMAT: u32 = 56;

/// Turns every stand-in image type into `Unknown` and declares the
/// capabilities the module's reads and writes of those images need;
/// nothing when the program's Rgba16 formats are its own ([`plan`]).
pub(crate) fn rewrite(words: &mut Vec<u32>, own_rgba16: bool) {
    if own_rgba16 {
        return;
    }
    let Some((decls, _)) = declarations(words) else {
        return;
    };
    let mut unknown = Vec::new();
    for i in decls.iter().filter(|i| i.opcode == OP_TYPE_IMAGE) {
        // result, sampled type, dim, depth, arrayed, MS, sampled, format.
        let format_at = i.at + 8;
        if i.count > 8 && matches!(words[format_at], RGBA16F | RGBA16I | RGBA16UI) {
            words[format_at] = UNKNOWN;
            unknown.push(words[i.at + 1]);
        }
    }
    if unknown.is_empty() {
        return;
    }
    let Some(all) = instructions(words) else {
        return;
    };
    // Image handles are loaded from their variables; reads and writes name
    // the loaded value.
    let mut loaded = Vec::new();
    let (mut reads, mut writes) = (false, false);
    for i in &all {
        let ops = i.operands(words);
        match i.opcode {
            OP_LOAD if unknown.contains(&ops[0]) => loaded.push(ops[1]),
            OP_IMAGE_READ => reads |= loaded.contains(&ops[2]),
            OP_IMAGE_WRITE => writes |= loaded.contains(&ops[0]),
            _ => {}
        }
    }
    let declared: Vec<u32> = decls
        .iter()
        .filter(|i| i.opcode == OP_CAPABILITY)
        .map(|i| words[i.at + 1])
        .collect();
    let Some(after) = decls
        .iter()
        .rfind(|i| i.opcode == OP_CAPABILITY)
        .map(|i| i.at + i.count)
    else {
        return;
    };
    let mut added = Vec::new();
    for (needed, cap) in [(reads, READ_WITHOUT_FORMAT), (writes, WRITE_WITHOUT_FORMAT)] {
        if needed && !declared.contains(&cap) {
            added.extend([(2 << 16) | OP_CAPABILITY, cap]);
        }
    }
    words.splice(after..after, added);
}
