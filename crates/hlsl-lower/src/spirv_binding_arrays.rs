//! What naga 30's SPIR-V writer leaves out for binding arrays
//! (`binding_arrays.rs`), added in the word pass:
//! * the `RuntimeDescriptorArray` capability for an unbounded one
//!   (`Texture2D t[]`, wgpu#7347); `spirv_extensions.rs` then adds
//!   `SPV_EXT_descriptor_indexing` below SPIR-V 1.5;
//! * the `Block` decoration of the struct of a uniform one
//!   (`ConstantBuffer<S> cbs[4]`): naga decorates only storage ones.

use crate::spirv_words::{declarations, Instruction};

const OP_CAPABILITY: u32 = 17;
const OP_TYPE_STRUCT: u32 = 30;
const OP_TYPE_ARRAY: u32 = 28;
const OP_TYPE_RUNTIME_ARRAY: u32 = 29;
const OP_TYPE_POINTER: u32 = 32;
const OP_VARIABLE: u32 = 59;
const OP_DECORATE: u32 = 71;
const DECORATION_BLOCK: u32 = 2;
const STORAGE_CLASS_UNIFORM: u32 = 2;
pub(crate) const RUNTIME_DESCRIPTOR_ARRAY: u32 = 5302;

fn of(decls: &[Instruction], opcode: u32) -> impl Iterator<Item = &Instruction> + '_ {
    decls.iter().filter(move |i| i.opcode == opcode)
}

/// The types of the module's variables: (storage class, pointee).
fn variable_types(decls: &[Instruction], words: &[u32]) -> Vec<(u32, u32)> {
    let pointers: Vec<(u32, u32, u32)> = of(decls, OP_TYPE_POINTER)
        .filter_map(|i| match i.operands(words) {
            [id, class, ty, ..] => Some((*id, *class, *ty)),
            _ => None,
        })
        .collect();
    of(decls, OP_VARIABLE)
        .filter_map(|i| {
            let &[t, ..] = i.operands(words) else {
                return None;
            };
            pointers
                .iter()
                .find(|p| p.0 == t)
                .map(|&(_, class, ty)| (class, ty))
        })
        .collect()
}

/// Adds `RuntimeDescriptorArray` where a variable is a runtime array (and
/// the `Block` decorations below).
pub(crate) fn add_runtime_descriptor_array(words: &mut Vec<u32>) {
    add_uniform_blocks(words);
    let Some((decls, _)) = declarations(words) else {
        return;
    };
    let runtime: Vec<u32> = of(&decls, OP_TYPE_RUNTIME_ARRAY)
        .map(|i| i.operands(words)[0])
        .collect();
    let uses = variable_types(&decls, words)
        .iter()
        .any(|(_, ty)| runtime.contains(ty));
    let declared =
        of(&decls, OP_CAPABILITY).any(|i| i.operands(words)[0] == RUNTIME_DESCRIPTOR_ARRAY);
    let Some(after) = of(&decls, OP_CAPABILITY).last().map(|i| i.at + i.count) else {
        return;
    };
    if uses && !declared {
        words.splice(
            after..after,
            [(2 << 16) | OP_CAPABILITY, RUNTIME_DESCRIPTOR_ARRAY],
        );
    }
}

/// Decorates `Block` the struct of each uniform variable that is an array
/// of structs (a binding array) where naga did not.
fn add_uniform_blocks(words: &mut Vec<u32>) {
    let Some((decls, _)) = declarations(words) else {
        return;
    };
    let structs: Vec<u32> = of(&decls, OP_TYPE_STRUCT)
        .map(|i| i.operands(words)[0])
        .collect();
    let element = |ty: u32| {
        decls
            .iter()
            .filter(|i| i.opcode == OP_TYPE_ARRAY || i.opcode == OP_TYPE_RUNTIME_ARRAY)
            .find(|i| i.operands(words)[0] == ty)
            .map(|i| i.operands(words)[1])
            .filter(|e| structs.contains(e))
    };
    let blocks: Vec<u32> = of(&decls, OP_DECORATE)
        .filter_map(|i| match i.operands(words) {
            [id, DECORATION_BLOCK, ..] => Some(*id),
            _ => None,
        })
        .collect();
    let mut missing: Vec<u32> = variable_types(&decls, words)
        .iter()
        .filter(|(class, _)| *class == STORAGE_CLASS_UNIFORM)
        .filter_map(|&(_, ty)| element(ty))
        .filter(|s| !blocks.contains(s))
        .collect();
    missing.sort_unstable();
    missing.dedup();
    let Some(after) = of(&decls, OP_DECORATE).last().map(|i| i.at + i.count) else {
        return;
    };
    let added: Vec<u32> = missing
        .iter()
        .flat_map(|&s| [(3 << 16) | OP_DECORATE, s, DECORATION_BLOCK])
        .collect();
    words.splice(after..after, added);
}
