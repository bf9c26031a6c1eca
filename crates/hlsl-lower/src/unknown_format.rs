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

use crate::spirv_words::{declarations, instructions};
use hlsl_base::Span;
use naga::StorageFormat;

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
/// capabilities the module's reads and writes of those images need.
pub(crate) fn rewrite(words: &mut Vec<u32>) {
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
