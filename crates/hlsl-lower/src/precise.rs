//! `precise` for SPIR-V: naga writes no `NoContraction`, so this pass adds
//! the decoration to the SPIR-V words after the writer.
//!
//! naga loses which expressions a `precise` variable's value came from, so
//! the pass marks a superset: when any function the entry point reaches
//! says `precise`, every floating-point arithmetic instruction of the
//! module gets `NoContraction`. That forbids fusing (`a * b + c` into an
//! FMA) and reassociating more code than DXC forbids, which costs speed
//! but never correctness. The other targets have no way to say it through
//! naga, so there `precise` is reported as unsupported (`backends.rs`).

/// `OpDecorate`, and the decoration it adds.
const OP_DECORATE: u32 = 71;
const NO_CONTRACTION: u32 = 42;

/// The instructions whose results `NoContraction` applies to: the float
/// arithmetic SPIR-V lets a driver contract or reassociate (all of them
/// have float results, so the opcode is the whole rule).
const FLOAT_ARITHMETIC: &[u32] = &[
    127, // OpFNegate
    129, // OpFAdd
    131, // OpFSub
    133, // OpFMul
    136, // OpFDiv
    140, // OpFRem
    141, // OpFMod
    142, // OpVectorTimesScalar
    143, // OpMatrixTimesScalar
    144, // OpVectorTimesMatrix
    145, // OpMatrixTimesVector
    146, // OpMatrixTimesMatrix
    147, // OpOuterProduct
    148, // OpDot
];

/// The instructions that may come before the annotations (and the
/// annotations themselves): the decorations go after the last of them.
const BEFORE_TYPES: &[u32] = &[
    2, 3, 4, 5, 6, 7, // OpSourceContinued .. OpString
    8, // OpLine
    10, 11, // OpExtension, OpExtInstImport
    14, 15, 16, // OpMemoryModel, OpEntryPoint, OpExecutionMode
    17, // OpCapability
    71, 72, 73, 74, 75,  // decorations
    317, // OpNoLine
    330, 331, 332, // OpModuleProcessed, OpExecutionModeId, OpDecorateId
    5632, 5633, // OpDecorateString, OpMemberDecorateString
];

/// Adds `NoContraction` to every float arithmetic result of `words`.
pub(crate) fn decorate_no_contraction(words: &mut Vec<u32>) {
    // Malformed: leave the module as the writer made it.
    let Some(instructions) = crate::spirv_words::instructions(words) else {
        return;
    };
    let Some(insert_at) = instructions
        .iter()
        .find(|i| !BEFORE_TYPES.contains(&i.opcode))
        .map(|i| i.at)
    else {
        return;
    };
    let decorations: Vec<u32> = instructions
        .iter()
        .filter(|i| FLOAT_ARITHMETIC.contains(&i.opcode) && i.count > 2)
        .flat_map(|i| [(3 << 16) | OP_DECORATE, words[i.at + 2], NO_CONTRACTION])
        .collect();
    words.splice(insert_at..insert_at, decorations);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decorations_go_before_the_types() {
        // Header, OpCapability Shader, OpTypeFloat %1 32, OpFAdd %1 %2 %3 %4.
        let mut words = vec![
            0x0723_0203,
            0x0001_0000,
            0,
            5,
            0,
            (2 << 16) | 17,
            1,
            (3 << 16) | 22,
            1,
            32,
            (5 << 16) | 129,
            1,
            2,
            3,
            4,
        ];
        decorate_no_contraction(&mut words);
        assert_eq!(&words[7..10], &[(3 << 16) | OP_DECORATE, 2, NO_CONTRACTION]);
        assert_eq!(words[10], (3 << 16) | 22);
        assert_eq!(words.len(), 18);
    }
}
