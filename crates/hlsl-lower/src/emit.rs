//! Appending expressions to a naga function with `Emit` ranges, shared by
//! the HLSL (`func.rs`) and WHLSL (`whlsl/func.rs`) function builders.

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
