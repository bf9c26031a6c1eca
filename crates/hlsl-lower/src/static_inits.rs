//! Statics whose initializers read something only known when the shader
//! runs (`static float g = gScale * 2;` over a cbuffer member, or another
//! static). naga's global initializers must be constant expressions, so
//! such a static starts zeroed and each entry point assigns it before
//! calling the user's function, in declaration order, as DXC does. A later
//! initializer may read an earlier static, so the order matters.

use crate::func::FnCtx;
use crate::Lowered;
use naga::{Block, Expression};

/// Assigns every run-time initialised static, at the start of the entry
/// point's wrapper `c`.
pub(crate) fn assign(c: &mut FnCtx, block: &mut Block) -> Lowered<()> {
    let program = c.m.program;
    let statics = c.m.runtime_statics.clone();
    if statics.is_empty() {
        return Ok(());
    }
    // The initializers are expressions of the program's `global_init`
    // body: lower them in this function, then go back to its own body.
    let own = std::mem::replace(&mut c.body, &program.global_init);
    let mut assign_all = || -> Lowered<()> {
        for &(gid, var) in &statics {
            let g = &program.globals[gid];
            let Some(init) = g.init else { continue };
            let value = c.value(init, block)?;
            let pointer = c.add(Expression::GlobalVariable(var), g.span, block);
            c.store(pointer, value, g.span, block);
        }
        Ok(())
    };
    let done = assign_all();
    c.body = own;
    done
}
