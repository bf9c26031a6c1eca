//! Searching the statements of a naga module, for the checks that decide
//! how a module is written (its atomics, its subgroup operations, the
//! forms a target's writer cannot express).

use naga::{Block, Statement};

/// The span of the first statement of `module` that `pred` accepts, in
/// any function or entry point, nested blocks included.
pub(crate) fn find_statement(
    module: &naga::Module,
    pred: &dyn Fn(&Statement) -> bool,
) -> Option<naga::Span> {
    fn in_block(b: &Block, pred: &dyn Fn(&Statement) -> bool) -> Option<naga::Span> {
        b.span_iter().find_map(|(s, span)| {
            if pred(s) {
                return Some(*span);
            }
            match s {
                Statement::Block(b) => in_block(b, pred),
                Statement::If { accept, reject, .. } => {
                    in_block(accept, pred).or_else(|| in_block(reject, pred))
                }
                Statement::Loop {
                    body, continuing, ..
                } => in_block(body, pred).or_else(|| in_block(continuing, pred)),
                Statement::Switch { cases, .. } => {
                    cases.iter().find_map(|c| in_block(&c.body, pred))
                }
                _ => None,
            }
        })
    }
    module
        .functions
        .iter()
        .find_map(|(_, f)| in_block(&f.body, pred))
        .or_else(|| {
            module
                .entry_points
                .iter()
                .find_map(|e| in_block(&e.function.body, pred))
        })
}
