//! Texture, sampler and byte-address-buffer operations.

use crate::exec::{Frame, Machine, Mask, Vals};
use crate::Trap;
use hlsl_sema::ir::ExprId;

impl<'p> Machine<'p, '_> {
    pub(crate) fn resource_op(
        &mut self,
        _f: &mut Frame<'p>,
        _e: ExprId,
        _mask: &Mask,
    ) -> Result<Vals, Trap> {
        Err(Trap {
            reason: "texture operations are not implemented in the interpreter yet".into(),
        })
    }
}
