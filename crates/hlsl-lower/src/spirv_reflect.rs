//! `-fspv-reflect`: the reflection decorations DXC adds to its SPIR-V,
//! written after naga's writer.
//!
//! * `OpExtension "SPV_GOOGLE_hlsl_functionality1"` and
//!   `"SPV_GOOGLE_user_type"`.
//! * `OpDecorateString %var HlslSemanticGOOGLE "TEXCOORD1"` on each stage
//!   variable, with the semantic as the source spells it (the merged clip
//!   and cull distance arrays: `SV_ClipDistance`, `SV_CullDistance`).
//! * `OpDecorateString %var UserTypeGOOGLE "rwstructuredbuffer:<float>"`
//!   on each resource and cbuffer: the type's name in lower case, with its
//!   template arguments when the source wrote them (`texture2d` for
//!   `Texture2D`), `cbuffer` and `tbuffer` for the blocks.
//! * `OpDecorateId %buf HlslCounterBufferGOOGLE %counter` for structured
//!   buffers with a counter (`counters.rs`).
//!
//! naga names and orders the variables itself, so they are found in the
//! words by what lowering gave them: a stage variable by its storage
//! class and its `Location` or `BuiltIn`, a resource by its
//! `DescriptorSet` and `Binding` (before `bindings.rs` moves stand-ins to
//! shared bindings, so each one is a single variable).

use crate::func::ModuleCtx;
use crate::resources::GlobalRef;
use crate::spirv_words::{declarations, Instruction};
use hlsl_sema::types::{ResourceKind, TypeKind};
use naga::{Binding, BuiltIn, ResourceBinding};

/// A stage variable's semantic: an input or output, where lowering put it
/// and the semantic as written.
#[derive(Clone, Debug)]
pub struct StageSemantic {
    pub output: bool,
    pub binding: Binding,
    pub written: String,
}

/// What `-fspv-reflect` decorates.
#[derive(Clone, Debug, Default)]
pub(crate) struct Reflection {
    pub stage: Vec<StageSemantic>,
    /// Each resource variable's binding and user type.
    pub user_types: Vec<(ResourceBinding, String)>,
    /// (a buffer's binding, its counter's binding).
    pub counters: Vec<(ResourceBinding, ResourceBinding)>,
}

/// The reflection facts of a lowered module.
pub(crate) fn collect(m: &ModuleCtx) -> Reflection {
    let program = m.program;
    let binding_of =
        |var: naga::Handle<naga::GlobalVariable>| m.module.global_variables[var].binding;
    let mut out = Reflection {
        stage: m.stage_semantics.clone(),
        ..Reflection::default()
    };
    let add = |out: &mut Reflection, b: Option<ResourceBinding>, name: String| {
        if let Some(b) = b {
            if !out.user_types.iter().any(|(x, _)| *x == b) {
                out.user_types.push((b, name));
            }
        }
    };
    for &(id, var) in &m.cbuffer_vars {
        let cb = &program.cbuffers[id];
        let name = match cb.resource {
            Some(g) => user_type(program, program.globals[g].ty),
            // `$Globals` is no declared type.
            None if cb.name == "$Globals" => None,
            None if cb.binding.class == hlsl_sema::ir::RegisterClass::T => Some("tbuffer".into()),
            None => Some("cbuffer".into()),
        };
        if let Some(name) = name {
            add(&mut out, binding_of(var), name);
        }
    }
    let mut globals: Vec<_> = m.globals.iter().collect();
    globals.sort_by_key(|(g, _)| u32::from(g.into_raw()));
    for (&gid, r) in globals {
        let var = match *r {
            GlobalRef::Var { var, .. } | GlobalRef::Buffer { var } | GlobalRef::Handle { var } => {
                var
            }
            _ => continue,
        };
        if let Some(name) = user_type(program, program.globals[gid].ty) {
            add(&mut out, binding_of(var), name);
        }
        if let Some(&counter) = m.counters.get(&gid) {
            if let (Some(b), Some(c)) = (binding_of(var), binding_of(counter)) {
                if !out.counters.contains(&(b, c)) {
                    out.counters.push((b, c));
                }
            }
        }
    }
    out
}

/// DXC's user type of a resource (of an array's elements): `None` for
/// samplers and what is no resource.
fn user_type(program: &hlsl_sema::ir::Program, ty: hlsl_sema::types::TypeId) -> Option<String> {
    let mut ty = ty;
    while let TypeKind::Array { elem, .. } = *program.types.get(ty) {
        ty = elem;
    }
    let TypeKind::Resource { kind, .. } = *program.types.get(ty) else {
        return None;
    };
    use ResourceKind as R;
    if matches!(
        kind,
        R::SamplerState
            | R::SamplerComparisonState
            | R::RayQuery(_)
            | R::InputPatch(_)
            | R::OutputPatch(_)
            | R::PointStream
            | R::LineStream
            | R::TriangleStream
    ) {
        return None;
    }
    let name = program.type_name(ty);
    Some(match name.split_once('<') {
        Some((base, args)) => {
            let args: String = args.chars().filter(|c| !c.is_whitespace()).collect();
            format!("{}:<{args}", base.to_ascii_lowercase())
        }
        None => name.to_ascii_lowercase(),
    })
}

const OP_CAPABILITY: u32 = 17;
const OP_EXTENSION: u32 = 10;
const OP_VARIABLE: u32 = 59;
const OP_DECORATE: u32 = 71;
const OP_DECORATE_ID: u32 = 332;
const OP_DECORATE_STRING: u32 = 5632;
const DECORATION_BUILT_IN: u32 = 11;
const DECORATION_LOCATION: u32 = 30;
const DECORATION_BINDING: u32 = 33;
const DECORATION_DESCRIPTOR_SET: u32 = 34;
const HLSL_COUNTER_BUFFER: u32 = 5634;
const HLSL_SEMANTIC: u32 = 5635;
const USER_TYPE: u32 = 5636;
const STORAGE_INPUT: u32 = 1;
const STORAGE_OUTPUT: u32 = 3;

/// The instructions a module starts with, before its types: what the
/// decorations go after.
const PREAMBLE: &[u32] = &[
    17, 10, 11, 14, 15, 16, 331, // capabilities … execution modes
    2, 3, 4, 5, 6, 7, 330, // debug
    71, 72, 73, 74, 75, 332, 5632, 5633, // annotations
];

/// Adds the decorations of `r` (and their extensions) to `words`.
pub(crate) fn decorate(words: &mut Vec<u32>, r: &Reflection, stage: naga::ShaderStage) {
    let Some((decls, _)) = declarations(words) else {
        return;
    };
    let mut storage = Vec::new(); // (variable, storage class)
    let mut located = Vec::new(); // (variable, Location)
    let mut builtins = Vec::new(); // (variable, BuiltIn)
    let mut sets = Vec::new();
    let mut bindings = Vec::new();
    for i in &decls {
        let ops = i.operands(words);
        match (i.opcode, ops) {
            (OP_VARIABLE, [_, id, class, ..]) => storage.push((*id, *class)),
            (OP_DECORATE, [id, DECORATION_LOCATION, n]) => located.push((*id, *n)),
            (OP_DECORATE, [id, DECORATION_BUILT_IN, b]) => builtins.push((*id, *b)),
            (OP_DECORATE, [id, DECORATION_DESCRIPTOR_SET, n]) => sets.push((*id, *n)),
            (OP_DECORATE, [id, DECORATION_BINDING, n]) => bindings.push((*id, *n)),
            _ => {}
        }
    }
    let class_of = |id: u32| storage.iter().find(|(v, _)| *v == id).map(|&(_, c)| c);
    let mut added = Vec::new();
    for s in &r.stage {
        let class = if s.output {
            STORAGE_OUTPUT
        } else {
            STORAGE_INPUT
        };
        let ids: Vec<u32> = match &s.binding {
            Binding::Location { location, .. } => located
                .iter()
                .filter(|&&(_, n)| n == *location)
                .map(|&(id, _)| id)
                .collect(),
            Binding::BuiltIn(b) => match spirv_builtin(*b, s.output, stage) {
                Some(want) => builtins
                    .iter()
                    .filter(|&&(_, n)| n == want)
                    .map(|&(id, _)| id)
                    .collect(),
                None => Vec::new(),
            },
        };
        for id in ids.into_iter().filter(|&id| class_of(id) == Some(class)) {
            if !decorated(&added, id, HLSL_SEMANTIC) {
                added.extend(decorate_string(id, HLSL_SEMANTIC, &s.written));
            }
        }
    }
    let at = |b: &ResourceBinding| -> Vec<u32> {
        sets.iter()
            .filter(|&&(_, set)| set == b.group)
            .map(|&(id, _)| id)
            .filter(|id| bindings.contains(&(*id, b.binding)))
            .collect()
    };
    for (b, name) in &r.user_types {
        for id in at(b) {
            added.extend(decorate_string(id, USER_TYPE, name));
        }
    }
    for (b, c) in &r.counters {
        if let ([buffer, ..], [counter, ..]) = (&at(b)[..], &at(c)[..]) {
            added.extend([
                (4 << 16) | OP_DECORATE_ID,
                *buffer,
                HLSL_COUNTER_BUFFER,
                *counter,
            ]);
        }
    }
    let Some(end) = decls
        .iter()
        .find(|i| !PREAMBLE.contains(&i.opcode))
        .map(|i| i.at)
        .or_else(|| decls.last().map(|i| i.at + i.count))
    else {
        return;
    };
    words.splice(end..end, added);
    add_extensions(words, &decls);
}

/// Whether `added` already gives `id` the decoration (an input read twice
/// under one built-in, as DXC's test for `SV_Position` twice).
fn decorated(added: &[u32], id: u32, decoration: u32) -> bool {
    let mut i = 0;
    while i < added.len() {
        let count = (added[i] >> 16) as usize;
        if added[i] & 0xffff == OP_DECORATE_STRING
            && added[i + 1] == id
            && added[i + 2] == decoration
        {
            return true;
        }
        i += count.max(1);
    }
    false
}

fn add_extensions(words: &mut Vec<u32>, decls: &[Instruction]) {
    let Some(after) = decls
        .iter()
        .rev()
        .find(|i| matches!(i.opcode, OP_CAPABILITY | OP_EXTENSION))
        .map(|i| i.at + i.count)
    else {
        return;
    };
    let have: Vec<&[u32]> = decls
        .iter()
        .filter(|i| i.opcode == OP_EXTENSION)
        .map(|i| i.operands(words))
        .collect();
    let mut added = Vec::new();
    for e in ["SPV_GOOGLE_hlsl_functionality1", "SPV_GOOGLE_user_type"] {
        let instruction = crate::spirv_extensions::instruction(e);
        if !have.contains(&&instruction[1..]) {
            added.extend(instruction);
        }
    }
    words.splice(after..after, added);
}

/// `OpDecorateString %id decoration "text"`.
fn decorate_string(id: u32, decoration: u32, text: &str) -> Vec<u32> {
    let mut bytes = text.as_bytes().to_vec();
    bytes.push(0);
    bytes.resize(bytes.len().next_multiple_of(4), 0);
    let literal: Vec<u32> = bytes
        .chunks(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect();
    let mut out = vec![
        ((literal.len() as u32 + 3) << 16) | OP_DECORATE_STRING,
        id,
        decoration,
    ];
    out.extend(literal);
    out
}

/// The SPIR-V `BuiltIn` naga writes for `b` (a pixel shader's position
/// input is `FragCoord`).
fn spirv_builtin(b: BuiltIn, output: bool, stage: naga::ShaderStage) -> Option<u32> {
    Some(match b {
        BuiltIn::Position { .. } if !output && stage == naga::ShaderStage::Fragment => 15,
        BuiltIn::Position { .. } => 0,
        BuiltIn::PointSize => 1,
        BuiltIn::ClipDistances => 3,
        BuiltIn::CullDistance => 4,
        BuiltIn::PrimitiveIndex => 7,
        BuiltIn::FrontFacing => 17,
        BuiltIn::SampleIndex => 18,
        BuiltIn::SampleMask => 20,
        BuiltIn::FragDepth => 22,
        BuiltIn::NumWorkGroups => 24,
        BuiltIn::WorkGroupId => 26,
        BuiltIn::LocalInvocationId => 27,
        BuiltIn::GlobalInvocationId => 28,
        BuiltIn::LocalInvocationIndex => 29,
        BuiltIn::SubgroupSize => 36,
        BuiltIn::SubgroupInvocationId => 41,
        BuiltIn::VertexIndex => 42,
        BuiltIn::InstanceIndex => 43,
        BuiltIn::BaseVertex => 4424,
        BuiltIn::BaseInstance => 4425,
        BuiltIn::DrawIndex => 4426,
        BuiltIn::ViewIndex => 4440,
        BuiltIn::Barycentric { perspective: true } => 5286,
        BuiltIn::Barycentric { perspective: false } => 5287,
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strings_are_nul_terminated_words() {
        let d = decorate_string(7, HLSL_SEMANTIC, "COLOR");
        // "COLO" "R\0\0\0": two words.
        assert_eq!(d.len(), 5);
        assert_eq!(d[0], (5 << 16) | OP_DECORATE_STRING);
        assert_eq!(&d[1..3], &[7, HLSL_SEMANTIC]);
        assert!(decorated(&d, 7, HLSL_SEMANTIC));
        assert!(!decorated(&d, 8, HLSL_SEMANTIC));
    }
}
