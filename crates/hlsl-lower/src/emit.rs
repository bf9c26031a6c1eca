//! Appending expressions to a naga function with `Emit` ranges, and the
//! entry point record, shared by the HLSL (`func.rs`, `entry.rs`) and WHLSL
//! (`whlsl/func.rs`, `whlsl/entry.rs`) lowerings.

use crate::resources::span;
use hlsl_base::Span;
use naga::proc::Emitter;
use naga::{Block, Expression, Function, Handle, LocalVariable, Type};

/// Ends the current run of expressions with an `Emit` in `block`.
pub(crate) fn flush(emitter: &mut Emitter, f: &Function, block: &mut Block) {
    if let Some((stmt, sp)) = emitter.finish(&f.expressions) {
        block.push(stmt, sp);
    }
}

/// Appends an expression; pre-emitted ones (literals, variables,
/// arguments) are kept out of `Emit` ranges.
pub(crate) fn add(
    emitter: &mut Emitter,
    f: &mut Function,
    e: Expression,
    sp: Span,
    block: &mut Block,
) -> Handle<Expression> {
    if e.needs_pre_emit() {
        flush(emitter, f, block);
        let h = f.expressions.append(e, span(sp));
        emitter.start(&f.expressions);
        h
    } else {
        f.expressions.append(e, span(sp))
    }
}

/// A new function-memory variable of type `ty`; its pointer.
pub(crate) fn local(
    emitter: &mut Emitter,
    f: &mut Function,
    ty: Handle<Type>,
    name: &str,
    sp: Span,
    block: &mut Block,
) -> Handle<Expression> {
    let lv = f.local_variables.append(
        LocalVariable {
            name: Some(name.into()),
            ty,
            init: None,
        },
        span(sp),
    );
    add(emitter, f, Expression::LocalVariable(lv), sp, block)
}

/// An entry point calling `function`; `workgroup_size` is `[0, 0, 0]`
/// outside compute shaders.
pub(crate) fn entry_point(
    name: String,
    stage: naga::ShaderStage,
    workgroup_size: [u32; 3],
    function: Function,
) -> naga::EntryPoint {
    naga::EntryPoint {
        name,
        stage,
        early_depth_test: None,
        workgroup_size,
        workgroup_size_overrides: None,
        function,
        mesh_info: None,
        task_payload: None,
        incoming_ray_payload: None,
    }
}
