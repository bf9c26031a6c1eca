//! `[[vk::constant_id(N)]]` in SPIR-V. naga 30's SPIR-V writer has no
//! specialization constants (overrides must be resolved before it), so a
//! specialization constant is lowered as what it is to every other target:
//! a `Private` variable initialised with its default, which the program
//! only reads. This pass then adds `%s = OpSpecConstant %T default` (or
//! `OpSpecConstantTrue`/`False`) decorated `SpecId N`, and makes `%s` the
//! variable's initializer, so the pipeline's value is what every read
//! sees. The default's own `OpConstant` is left alone: naga may share it
//! with other uses of the same value.
//!
//! The variable is found by its `OpName` (the writer always runs with
//! `DEBUG`): the one `Private` global variable with an initializer and
//! that name. A specialization constant the entry point never reads has
//! no variable (naga writes only the globals it uses), and needs nothing.

use crate::spirv_words::{declarations, Instruction};

const OP_NAME: u32 = 5;
const OP_DECORATE: u32 = 71;
const OP_VARIABLE: u32 = 59;
const OP_CONSTANT_TRUE: u32 = 41;
const OP_CONSTANT_FALSE: u32 = 42;
const OP_CONSTANT: u32 = 43;
const OP_CONSTANT_NULL: u32 = 46;
const OP_SPEC_CONSTANT_TRUE: u32 = 48;
const OP_SPEC_CONSTANT_FALSE: u32 = 49;
const OP_SPEC_CONSTANT: u32 = 50;
const OP_TYPE_BOOL: u32 = 20;
const STORAGE_PRIVATE: u32 = 6;
const SPEC_ID: u32 = 1;

/// A specialization constant to write: the variable's name and its id.
#[derive(Clone, Debug)]
pub(crate) struct SpecConstant {
    pub name: String,
    pub id: u32,
    pub span: hlsl_base::Span,
}

/// The specialization constants of `program`.
pub(crate) fn of_program(program: &hlsl_sema::ir::Program) -> Vec<SpecConstant> {
    program
        .spec_constants
        .iter()
        .map(|s| {
            let g = &program.globals[s.global];
            SpecConstant {
                name: g.name.clone(),
                id: s.id,
                span: g.span,
            }
        })
        .collect()
}

/// The string operand of `OpName` that starts at word `at`.
fn name_at(words: &[u32], at: usize, end: usize) -> String {
    let bytes: Vec<u8> = words[at..end]
        .iter()
        .flat_map(|w| w.to_le_bytes())
        .take_while(|&b| b != 0)
        .collect();
    String::from_utf8_lossy(&bytes).into_owned()
}

/// Rewrites each of `specs` whose variable is in `words`; `Err` names one
/// that is ambiguous (two `Private` variables with its name).
pub(crate) fn rewrite(words: &mut Vec<u32>, specs: &[SpecConstant]) -> Result<(), String> {
    if specs.is_empty() {
        return Ok(());
    }
    let Some((decls, _)) = declarations(words) else {
        return Ok(());
    };
    // The constant that defines `id`.
    let constant = |id: u32| {
        decls.iter().find(|i| {
            (OP_CONSTANT_TRUE..=OP_CONSTANT_NULL).contains(&i.opcode)
                && i.count > 2
                && words[i.at + 2] == id
        })
    };
    // Where the annotations may go: before the first type or constant.
    let Some(annotations_at) = decls
        .iter()
        .find(|i| (19..=59).contains(&i.opcode) && i.opcode != OP_DECORATE)
        .map(|i| i.at)
    else {
        return Ok(());
    };
    // (where, words to insert) edits, applied from the back.
    let mut edits: Vec<(usize, Vec<u32>)> = Vec::new();
    let mut bound = words[3];
    let mut initializers: Vec<(usize, u32)> = Vec::new();
    for spec in specs {
        let names: Vec<&Instruction> = decls
            .iter()
            .filter(|i| i.opcode == OP_NAME && i.count > 2)
            .filter(|i| name_at(words, i.at + 2, i.at + i.count) == spec.name)
            .collect();
        let named: Vec<u32> = names.iter().map(|i| words[i.at + 1]).collect();
        let vars: Vec<&Instruction> = decls
            .iter()
            .filter(|i| {
                i.opcode == OP_VARIABLE
                    && i.count == 5
                    && words[i.at + 3] == STORAGE_PRIVATE
                    && named.contains(&words[i.at + 2])
            })
            .collect();
        let var = match vars.as_slice() {
            [] => continue,
            [v] => *v,
            _ => return Err(spec.name.clone()),
        };
        let default = words[var.at + 4];
        let Some(c) = constant(default) else { continue };
        let ty = words[c.at + 1];
        let is_bool = decls
            .iter()
            .any(|t| t.opcode == OP_TYPE_BOOL && words[t.at + 1] == ty);
        let s = bound;
        bound += 1;
        let spec_const = match c.opcode {
            OP_CONSTANT_TRUE => vec![(3 << 16) | OP_SPEC_CONSTANT_TRUE, ty, s],
            OP_CONSTANT_FALSE => vec![(3 << 16) | OP_SPEC_CONSTANT_FALSE, ty, s],
            OP_CONSTANT_NULL if is_bool => vec![(3 << 16) | OP_SPEC_CONSTANT_FALSE, ty, s],
            OP_CONSTANT_NULL => vec![(4 << 16) | OP_SPEC_CONSTANT, ty, s, 0],
            OP_CONSTANT if c.count == 4 => {
                vec![(4 << 16) | OP_SPEC_CONSTANT, ty, s, words[c.at + 3]]
            }
            // Checked: a 32-bit scalar.
            _ => continue,
        };
        edits.push((var.at, spec_const));
        // The constant gets the variable's name too, as DXC names it (what
        // reflection tools show for a `SpecId`).
        if let Some(n) = names.iter().find(|n| words[n.at + 1] == words[var.at + 2]) {
            let mut name = words[n.at..n.at + n.count].to_vec();
            name[1] = s;
            edits.push((n.at + n.count, name));
        }
        edits.push((
            annotations_at,
            vec![(4 << 16) | OP_DECORATE, s, SPEC_ID, spec.id],
        ));
        initializers.push((var.at + 4, s));
    }
    // The variables' initializers first (no insertion moved them yet).
    for (at, s) in initializers {
        words[at] = s;
    }
    words[3] = bound;
    // Stable: edits at one place keep their order.
    edits.sort_by_key(|e| std::cmp::Reverse(e.0));
    for (at, inserted) in edits {
        words.splice(at..at, inserted);
    }
    Ok(())
}
