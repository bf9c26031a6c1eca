//! Textures and samplers: naga images and samplers, and the operations on
//! them.

use crate::func::FnCtx;
use crate::{unsupported, Lowered};
use hlsl_sema::ir::ExprId;
use naga::{Block, Expression, Handle};

impl FnCtx<'_, '_> {
    pub fn resource_op(
        &mut self,
        e: ExprId,
        _block: &mut Block,
    ) -> Lowered<Option<Handle<Expression>>> {
        unsupported("texture operations", self.body.exprs[e].span)
    }
}
