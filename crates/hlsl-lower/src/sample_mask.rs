//! `SV_Coverage` in SPIR-V. naga declares the `SampleMask` built-in as a
//! `uint` variable; Vulkan wants an array of them (VUID-SampleMask-
//! SampleMask-04359), which is how DXC declares it: `uint[1]`, whose
//! element 0 is the mask. This pass retypes each such variable as
//! `uint[1]` and points every load and store at its element 0.

use crate::spirv_words::{instructions, HEADER};

const OP_CONSTANT: u32 = 43;
const OP_TYPE_ARRAY: u32 = 28;
const OP_TYPE_POINTER: u32 = 32;
const OP_VARIABLE: u32 = 59;
const OP_LOAD: u32 = 61;
const OP_STORE: u32 = 62;
const OP_ACCESS_CHAIN: u32 = 65;
const OP_DECORATE: u32 = 71;
const DECORATION_BUILT_IN: u32 = 11;
const BUILT_IN_SAMPLE_MASK: u32 = 20;

fn op(opcode: u32, operands: &[u32]) -> impl Iterator<Item = u32> + '_ {
    std::iter::once(((operands.len() as u32 + 1) << 16) | opcode).chain(operands.iter().copied())
}

/// Rewrites the `SampleMask` variables of a module naga wrote; leaves a
/// module it does not understand as it is.
pub(crate) fn rewrite(words: &mut Vec<u32>) {
    let Some(all) = instructions(words) else {
        return;
    };
    let masks: Vec<u32> = all
        .iter()
        .filter(|i| i.opcode == OP_DECORATE)
        .filter_map(|i| match i.operands(words) {
            [id, DECORATION_BUILT_IN, BUILT_IN_SAMPLE_MASK] => Some(*id),
            _ => None,
        })
        .collect();
    if masks.is_empty() {
        return;
    }
    // Each mask variable's scalar pointer type: (pointer, storage class,
    // uint).
    let pointers: Vec<(u32, u32, u32)> = all
        .iter()
        .filter(|i| i.opcode == OP_TYPE_POINTER)
        .filter_map(|i| match i.operands(words) {
            &[id, class, pointee] => Some((id, class, pointee)),
            _ => None,
        })
        .collect();
    let mut bound = words[3];
    let mut fresh = || {
        bound += 1;
        bound - 1
    };
    // (variable, its element pointer type, the constant 0).
    let mut rewritten: Vec<(u32, u32, u32)> = Vec::new();
    let mut out = words[..HEADER].to_vec();
    for i in &all {
        let operands = i.operands(words);
        match (i.opcode, operands) {
            (OP_VARIABLE, &[ty, id, class, ..]) if masks.contains(&id) => {
                let Some(&(_, _, uint)) = pointers.iter().find(|p| p.0 == ty && p.1 == class)
                else {
                    return;
                };
                let (one, zero, array, pointer) = (fresh(), fresh(), fresh(), fresh());
                out.extend(op(OP_CONSTANT, &[uint, one, 1]));
                out.extend(op(OP_CONSTANT, &[uint, zero, 0]));
                out.extend(op(OP_TYPE_ARRAY, &[array, uint, one]));
                out.extend(op(OP_TYPE_POINTER, &[pointer, class, array]));
                let mut v = operands.to_vec();
                v[0] = pointer;
                out.extend(op(OP_VARIABLE, &v));
                rewritten.push((id, ty, zero));
            }
            (OP_LOAD, &[_, _, pointer, ..]) | (OP_STORE, &[pointer, ..])
                if masks.contains(&pointer) =>
            {
                let Some(&(_, elem, zero)) = rewritten.iter().find(|r| r.0 == pointer) else {
                    return;
                };
                let element = fresh();
                out.extend(op(OP_ACCESS_CHAIN, &[elem, element, pointer, zero]));
                let mut v = operands.to_vec();
                let at = if i.opcode == OP_LOAD { 2 } else { 0 };
                v[at] = element;
                out.extend(op(i.opcode, &v));
            }
            _ => out.extend_from_slice(&words[i.at..i.at + i.count]),
        }
    }
    out[3] = bound;
    *words = out;
}
