//! Explicit layout only where Vulkan allows it: naga's SPIR-V writer gives
//! every array type an `ArrayStride` (and struct members their `Offset`,
//! `MatrixStride`, majorness), whatever storage class uses the type. Newer
//! SPIR-V validators reject that for `Workgroup` variables
//! (`VUID-StandaloneSpirv-None-10684`: explicit layout decorations are for
//! the buffer storage classes), so `groupshared` arrays failed there. This
//! pass removes those decorations from the types that only non-buffer
//! storage classes (`Workgroup`, `Private`, `Function`, inputs and outputs)
//! reach. A type reached from both sides keeps them: naga writes one type
//! for both, and splitting it would mean rewriting every instruction that
//! uses it; hlslc's lowering makes no such type for `groupshared` today
//! (the tests in `tests/compute` pass the newer validator).

use crate::spirv_words::{declarations, Instruction};
use hlsl_base::{FxHashMap, FxHashSet};

const OP_TYPE_ARRAY: u32 = 28;
const OP_TYPE_RUNTIME_ARRAY: u32 = 29;
const OP_TYPE_STRUCT: u32 = 30;
const OP_TYPE_POINTER: u32 = 32;
const OP_DECORATE: u32 = 71;
const OP_MEMBER_DECORATE: u32 = 72;

/// The decorations that lay a type out in memory.
const ROW_MAJOR: u32 = 4;
const COL_MAJOR: u32 = 5;
const ARRAY_STRIDE: u32 = 6;
const MATRIX_STRIDE: u32 = 7;
const OFFSET: u32 = 35;

/// Storage classes whose types must (or may) be laid out explicitly:
/// Uniform, PushConstant, StorageBuffer, ShaderRecordBufferKHR,
/// PhysicalStorageBuffer.
const LAID_OUT: &[u32] = &[2, 9, 12, 5343, 5349];

/// Removes layout decorations from types no buffer storage class reaches.
/// Types, pointers and decorations all come before the first function, so
/// only that part is walked; the functions are copied as they are.
pub(crate) fn strip_unneeded_layouts(words: &mut Vec<u32>) {
    let Some((instructions, functions)) = declarations(words) else {
        return;
    };
    let strip = types_without_layout(words, &instructions);
    if strip.is_empty() {
        return;
    }
    let mut out = Vec::with_capacity(words.len());
    out.extend_from_slice(&words[..crate::spirv_words::HEADER]);
    for i in &instructions {
        let ops = i.operands(words);
        let dropped = match i.opcode {
            OP_DECORATE => ops.len() >= 2 && strip.contains(&ops[0]) && ops[1] == ARRAY_STRIDE,
            OP_MEMBER_DECORATE => {
                ops.len() >= 3
                    && strip.contains(&ops[0])
                    && [OFFSET, MATRIX_STRIDE, ROW_MAJOR, COL_MAJOR].contains(&ops[2])
            }
            _ => false,
        };
        if !dropped {
            out.extend_from_slice(&words[i.at..i.at + i.count]);
        }
    }
    out.extend_from_slice(&words[functions..]);
    *words = out;
}

/// The array and struct types reached from non-buffer pointers only.
fn types_without_layout(words: &[u32], instructions: &[Instruction]) -> FxHashSet<u32> {
    let mut parts: FxHashMap<u32, Vec<u32>> = FxHashMap::default();
    let (mut laid_out, mut plain) = (Vec::new(), Vec::new());
    for i in instructions {
        let ops = i.operands(words);
        match i.opcode {
            OP_TYPE_ARRAY | OP_TYPE_RUNTIME_ARRAY if ops.len() >= 2 => {
                parts.insert(ops[0], vec![ops[1]]);
            }
            OP_TYPE_STRUCT if !ops.is_empty() => {
                parts.insert(ops[0], ops[1..].to_vec());
            }
            OP_TYPE_POINTER if ops.len() >= 3 => {
                if LAID_OUT.contains(&ops[1]) {
                    laid_out.push(ops[2]);
                } else {
                    plain.push(ops[2]);
                }
            }
            _ => {}
        }
    }
    let reach = |roots: Vec<u32>| {
        let mut seen = FxHashSet::default();
        let mut todo = roots;
        while let Some(id) = todo.pop() {
            if let Some(inner) = parts.get(&id) {
                if seen.insert(id) {
                    todo.extend(inner.iter().copied());
                }
            }
        }
        seen
    };
    let keep = reach(laid_out);
    reach(plain)
        .into_iter()
        .filter(|id| !keep.contains(id))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::spirv_words::instructions;

    fn inst(opcode: u32, operands: &[u32]) -> Vec<u32> {
        let mut v = vec![((operands.len() as u32 + 1) << 16) | opcode];
        v.extend_from_slice(operands);
        v
    }

    /// %1 = uint; %3 = uint[4] (stride 4) behind a Workgroup pointer %4;
    /// %5 = struct { uint[] } behind a StorageBuffer pointer %7, its
    /// runtime array %6 with stride 4.
    fn module() -> Vec<u32> {
        let mut w = vec![0x0723_0203, 0x0001_0000, 0, 10, 0];
        w.extend(inst(OP_DECORATE, &[3, ARRAY_STRIDE, 4]));
        w.extend(inst(OP_DECORATE, &[6, ARRAY_STRIDE, 4]));
        w.extend(inst(OP_MEMBER_DECORATE, &[5, 0, OFFSET, 0]));
        w.extend(inst(21, &[1, 32, 0])); // OpTypeInt %1 32 0
        w.extend(inst(43, &[1, 2, 4])); // OpConstant %1 %2 4
        w.extend(inst(OP_TYPE_ARRAY, &[3, 1, 2]));
        w.extend(inst(OP_TYPE_POINTER, &[4, 4, 3])); // Workgroup
        w.extend(inst(OP_TYPE_RUNTIME_ARRAY, &[6, 1]));
        w.extend(inst(OP_TYPE_STRUCT, &[5, 6]));
        w.extend(inst(OP_TYPE_POINTER, &[7, 12, 5])); // StorageBuffer
        w
    }

    #[test]
    fn workgroup_arrays_lose_their_stride_buffers_keep_theirs() {
        let mut words = module();
        strip_unneeded_layouts(&mut words);
        let decorations: Vec<&[u32]> = instructions(&words)
            .unwrap()
            .iter()
            .filter(|i| [OP_DECORATE, OP_MEMBER_DECORATE].contains(&i.opcode))
            .map(|i| i.operands(&words))
            .collect();
        assert_eq!(
            decorations,
            vec![&[6, ARRAY_STRIDE, 4][..], &[5, 0, OFFSET, 0][..]]
        );
    }

    /// The functions after the declarations come through word for word.
    #[test]
    fn functions_are_copied_as_they_are() {
        let mut words = module();
        let mut function = inst(54, &[1, 11, 0, 12]); // OpFunction
        function.extend(inst(248, &[13])); // OpLabel
        function.extend(inst(253, &[])); // OpReturn
        function.extend(inst(56, &[])); // OpFunctionEnd
        words.extend(&function);
        strip_unneeded_layouts(&mut words);
        assert!(words.ends_with(&function));
        // Ten declarations, one of them stripped, then the four.
        assert_eq!(instructions(&words).unwrap().len(), 10 - 1 + 4);
    }

    #[test]
    fn a_type_both_sides_reach_keeps_its_layout() {
        let mut words = module();
        // A Workgroup pointer to the buffer's struct: now shared.
        words.extend(inst(OP_TYPE_POINTER, &[8, 4, 5]));
        // And a StorageBuffer pointer to the Workgroup array.
        words.extend(inst(OP_TYPE_POINTER, &[9, 12, 3]));
        let before = words.clone();
        strip_unneeded_layouts(&mut words);
        assert_eq!(words, before);
    }
}
