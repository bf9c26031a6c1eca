//! The extensions a module's capabilities need below the SPIR-V version
//! that made them core. naga declares the 16-bit storage capabilities but
//! not `SPV_KHR_16bit_storage`, which they need before SPIR-V 1.3, so a
//! Vulkan 1.0 module with `float16_t` in a buffer fails spirv-val. DXC
//! writes the extension; so does this pass, after naga's writer.

use crate::spirv_words::{declarations, Instruction};

const OP_EXTENSION: u32 = 10;
const OP_CAPABILITY: u32 = 17;

/// (capabilities, the extension any of them needs, the version that made
/// it core as the header's version word).
const NEEDS: &[(&[u32], &str, u32)] = &[
    (
        // StorageBuffer16BitAccess, UniformAndStorageBuffer16BitAccess,
        // StoragePushConstant16, StorageInputOutput16.
        &[4433, 4434, 4435, 4436],
        "SPV_KHR_16bit_storage",
        0x0001_0300,
    ),
    (
        &[DRAW_PARAMETERS],
        "SPV_KHR_shader_draw_parameters",
        0x0001_0300,
    ),
    // StencilExportEXT (`fragment_tests.rs`): never core.
    (&[5013], "SPV_EXT_shader_stencil_export", u32::MAX),
    // SampleMaskPostDepthCoverage (`fragment_tests.rs`): never core.
    (&[4447], "SPV_KHR_post_depth_coverage", u32::MAX),
    (
        &[RUNTIME_DESCRIPTOR_ARRAY],
        "SPV_EXT_descriptor_indexing",
        0x0001_0500,
    ),
];

const RUNTIME_DESCRIPTOR_ARRAY: u32 = crate::spirv_binding_arrays::RUNTIME_DESCRIPTOR_ARRAY;

const OP_DECORATE: u32 = 71;
const DECORATION_BUILT_IN: u32 = 11;
/// `BaseVertex` and `BaseInstance` (`SV_StartVertexLocation`,
/// `SV_StartInstanceLocation`).
const DRAW_PARAMETER_BUILT_INS: [u32; 2] = [4424, 4425];
const DRAW_PARAMETERS: u32 = 4427;

/// naga decorates `BaseVertex` and `BaseInstance` without declaring the
/// `DrawParameters` capability they need; adds it (before
/// [`add_needed_extensions`], which adds its extension).
pub(crate) fn add_needed_capabilities(words: &mut Vec<u32>) {
    let Some((decls, _)) = declarations(words) else {
        return;
    };
    let uses = of(&decls, OP_DECORATE).any(|i| {
        matches!(i.operands(words), [_, DECORATION_BUILT_IN, b, ..] if DRAW_PARAMETER_BUILT_INS.contains(b))
    });
    let declared = of(&decls, OP_CAPABILITY).any(|i| i.operands(words)[0] == DRAW_PARAMETERS);
    let Some(after) = of(&decls, OP_CAPABILITY).last().map(|i| i.at + i.count) else {
        return;
    };
    if uses && !declared {
        words.splice(after..after, [(2 << 16) | OP_CAPABILITY, DRAW_PARAMETERS]);
    }
    crate::spirv_binding_arrays::add_runtime_descriptor_array(words);
}

/// Adds the `OpExtension`s that the module's capabilities need and its
/// version lacks, after its last `OpCapability`.
pub(crate) fn add_needed_extensions(words: &mut Vec<u32>) {
    let Some(version) = words.get(1).copied() else {
        return;
    };
    let Some((decls, _)) = declarations(words) else {
        return;
    };
    let capabilities: Vec<u32> = of(&decls, OP_CAPABILITY)
        .map(|i| i.operands(words)[0])
        .collect();
    let declared: Vec<String> = of(&decls, OP_EXTENSION)
        .map(|i| literal_string(i.operands(words)))
        .collect();
    let Some(after) = of(&decls, OP_CAPABILITY).last().map(|i| i.at + i.count) else {
        return;
    };
    let mut added = Vec::new();
    for &(caps, extension, core_in) in NEEDS {
        if version < core_in
            && caps.iter().any(|c| capabilities.contains(c))
            && !declared.iter().any(|d| d == extension)
        {
            added.extend(instruction(extension));
        }
    }
    words.splice(after..after, added);
}

fn of(decls: &[Instruction], opcode: u32) -> impl Iterator<Item = &Instruction> + '_ {
    decls.iter().filter(move |i| i.opcode == opcode)
}

fn literal_string(words: &[u32]) -> String {
    let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
    let end = bytes.iter().position(|&b| b == 0).unwrap_or(bytes.len());
    String::from_utf8_lossy(&bytes[..end]).into_owned()
}

/// `OpExtension "name"`: the name nul-terminated, padded to whole words.
pub(crate) fn instruction(name: &str) -> Vec<u32> {
    let mut bytes = name.as_bytes().to_vec();
    bytes.push(0);
    bytes.resize(bytes.len().next_multiple_of(4), 0);
    let operands: Vec<u32> = bytes
        .chunks(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect();
    let mut out = vec![((operands.len() as u32 + 1) << 16) | OP_EXTENSION];
    out.extend(operands);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn module(version: u32, body: &[u32]) -> Vec<u32> {
        let mut words = vec![0x0723_0203, version, 0, 10, 0];
        words.extend(body);
        words
    }

    #[test]
    fn sixteen_bit_storage_gets_its_extension_before_spirv_1_3() {
        // OpCapability Shader; OpCapability StorageBuffer16BitAccess;
        // OpMemoryModel Logical GLSL450.
        let body = [
            (2 << 16) | 17,
            1,
            (2 << 16) | 17,
            4433,
            (3 << 16) | 14,
            0,
            1,
        ];
        let mut words = module(0x0001_0000, &body);
        add_needed_extensions(&mut words);
        let ext = instruction("SPV_KHR_16bit_storage");
        assert_eq!(&words[9..9 + ext.len()], &ext[..]);
        assert_eq!(literal_string(&ext[1..]), "SPV_KHR_16bit_storage");
        // Twice adds nothing more; SPIR-V 1.3 needs nothing.
        let once = words.clone();
        add_needed_extensions(&mut words);
        assert_eq!(words, once);
        let mut v13 = module(0x0001_0300, &body);
        add_needed_extensions(&mut v13);
        assert_eq!(v13, module(0x0001_0300, &body));
    }
}
