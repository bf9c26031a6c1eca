//! `globallycoherent` UAVs ([`Program::globally_coherent`]). DXC's SPIR-V
//! decorates the variable `Coherent`. naga holds that for buffers
//! (`MemoryDecorations::COHERENT` on a storage-space variable), and every
//! writer says it (`Coherent`, MSL's and GLSL's `coherent`, WGSL's
//! `@coherent`; typed buffers are storage buffers in hlslc). A storage
//! texture is a handle, where naga has no memory decorations: SPIR-V gets
//! the decoration in the word pass ([`decorate`]); the other targets
//! cannot say it, and a warning says so.

use crate::spirv_words::declarations;
use hlsl_base::Span;
use hlsl_sema::ir::{Bound, GlobalKind, Program};

/// A coherent handle variable the writers cannot mark: its naga
/// (set, binding), unique in the validated module, and its declaration.
#[derive(Clone, Debug)]
pub(crate) struct CoherentHandle {
    pub binding: (u32, u32),
    pub name: String,
    pub span: Span,
}

/// Marks the module's coherent buffers, and returns the coherent handles,
/// in declaration order. `map` is the bindings the module was lowered
/// with.
pub(crate) fn apply(
    program: &Program,
    map: &crate::bindings::BindingMap,
    module: &mut naga::Module,
) -> Vec<CoherentHandle> {
    let mut globals: Vec<_> = program
        .globally_coherent
        .iter()
        // An element global is its array's descriptor array.
        .map(|g| program.resource_elements.get(g).map_or(*g, |&(a, _)| a))
        .filter(|&g| matches!(program.globals[g].kind, GlobalKind::Resource(_)))
        .collect();
    globals.sort_by_key(|&g| (program.globals[g].span.lo, g));
    globals.dedup();
    let mut handles = Vec::new();
    for g in globals {
        let Some((group, binding)) = map.get(Bound::Global(g)) else {
            continue;
        };
        let var = module.global_variables.iter_mut().find(|(_, v)| {
            v.binding
                .is_some_and(|b| b.group == group && b.binding == binding)
        });
        // Unused by the entry point: not in the module.
        let Some((_, var)) = var else { continue };
        match var.space {
            naga::AddressSpace::Storage { .. } => {
                var.memory_decorations |= naga::MemoryDecorations::COHERENT;
            }
            _ => handles.push(CoherentHandle {
                binding: (group, binding),
                name: program.globals[g].name.clone(),
                span: program.globals[g].span,
            }),
        }
    }
    handles
}

const OP_DECORATE: u32 = 71;
const DECORATION_BINDING: u32 = 33;
const DECORATION_DESCRIPTOR_SET: u32 = 34;
const DECORATION_COHERENT: u32 = 23;

/// Adds `OpDecorate %var Coherent` for each handle's variable, found by
/// the (set, binding) naga wrote (before the shared-binding pass gives
/// stand-ins their real numbers).
pub(crate) fn decorate(words: &mut Vec<u32>, handles: &[CoherentHandle]) {
    if handles.is_empty() {
        return;
    }
    let Some((decls, _)) = declarations(words) else {
        return;
    };
    // The decoration's value (0 for one without), if `id` has it.
    let decorated = |id: u32, decoration: u32| -> Option<u32> {
        decls.iter().find_map(|i| {
            let ops = i.operands(words);
            (i.opcode == OP_DECORATE && ops.len() >= 2 && ops[0] == id && ops[1] == decoration)
                .then(|| ops.get(2).copied().unwrap_or(0))
        })
    };
    let mut inserts: Vec<(usize, u32)> = Vec::new();
    for h in handles {
        let (set, binding) = h.binding;
        // The variable on this binding in this set.
        let found = decls.iter().find_map(|i| {
            let ops = i.operands(words);
            if i.opcode != OP_DECORATE
                || ops.len() != 3
                || ops[1] != DECORATION_BINDING
                || ops[2] != binding
            {
                return None;
            }
            let id = ops[0];
            let s = decorated(id, DECORATION_DESCRIPTOR_SET)?;
            (s == set).then_some((id, i.at + i.count))
        });
        if let Some((id, after)) = found {
            if decorated(id, DECORATION_COHERENT).is_none() {
                inserts.push((after, id));
            }
        }
    }
    // From the back, so earlier positions stay valid.
    inserts.sort_by_key(|&(at, _)| std::cmp::Reverse(at));
    for (at, id) in inserts {
        let op = [(3 << 16) | OP_DECORATE, id, DECORATION_COHERENT];
        words.splice(at..at, op);
    }
}
