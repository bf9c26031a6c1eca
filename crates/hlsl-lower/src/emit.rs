//! Appending expressions to a naga function with `Emit` ranges, shared by
//! the HLSL (`func.rs`) and WHLSL (`whlsl/func.rs`) function builders.

use crate::resources::span;
use hlsl_base::Span;
use naga::proc::Emitter;
use naga::{Block, Expression, Function, Handle};

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
