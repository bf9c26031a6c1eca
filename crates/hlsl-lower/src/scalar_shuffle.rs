//! naga 30's SPIR-V writer answers a size query on a one-dimensional
//! arrayed image (`Texture1DArray.GetDimensions`) by querying the
//! `(width, layers)` pair and keeping the width with an `OpVectorShuffle`
//! whose result is a scalar, which SPIR-V forbids (spirv-val: "The Result
//! Type of OpVectorShuffle must be OpTypeVector"). This pass turns each
//! such shuffle of one component into the `OpCompositeExtract` it means.

use crate::spirv_words::{instructions, HEADER};

const OP_TYPE_BOOL: u32 = 20;
const OP_TYPE_INT: u32 = 21;
const OP_TYPE_FLOAT: u32 = 22;
const OP_VECTOR_SHUFFLE: u32 = 79;
const OP_COMPOSITE_EXTRACT: u32 = 81;

/// Rewrites the scalar shuffles of a module naga wrote; leaves a module it
/// does not understand as it is.
pub(crate) fn rewrite(words: &mut Vec<u32>) {
    let Some(all) = instructions(words) else {
        return;
    };
    let scalars: Vec<u32> = all
        .iter()
        .filter(|i| matches!(i.opcode, OP_TYPE_BOOL | OP_TYPE_INT | OP_TYPE_FLOAT))
        .filter_map(|i| i.operands(words).first().copied())
        .collect();
    let is_scalar_shuffle = |i: &crate::spirv_words::Instruction| {
        i.opcode == OP_VECTOR_SHUFFLE
            && matches!(i.operands(words), [ty, _, _, _, _] if scalars.contains(ty))
    };
    if !all.iter().any(is_scalar_shuffle) {
        return;
    }
    let mut out = words[..HEADER].to_vec();
    for i in &all {
        match i.operands(words) {
            &[ty, id, vector, _, component] if is_scalar_shuffle(i) => {
                // The component indexes the first vector's components
                // when it is below that vector's size; naga always shuffles
                // a vector with itself here.
                out.extend([(5 << 16) | OP_COMPOSITE_EXTRACT, ty, id, vector, component]);
            }
            _ => out.extend_from_slice(&words[i.at..i.at + i.count]),
        }
    }
    *words = out;
}
