//! The push-constant block (`[[vk::push_constant]]`,
//! `hlsl-sema/src/check/push_constants.rs`): naga's `Immediate` variable,
//! with no binding, laid out as DXC lays out push constants.
//!
//! Its struct is typed where naga can place every member at DXC's offset
//! and WGSL's rules give the same offsets (`text_layout.rs`); otherwise
//! (a `float3` right after a `float`, which the relaxed rule allows and
//! naga's alignment does not) it is kept as 32-bit words like a cbuffer
//! (`split.rs`). Unlike a cbuffer's 16-byte rows, the words are one flat
//! `array<u32, N>` of exactly the block's size: Vulkan wants the
//! application's push-constant range to cover the whole block, so the
//! block must not grow past DXC's size.

use crate::func::ModuleCtx;
use crate::{unsupported, Lowered};
use hlsl_sema::ir::CBuffer;
use naga::Handle;

/// The block kept as words: `struct { words: array<u32, N> }`.
pub(crate) fn words(m: &mut ModuleCtx, cb: &CBuffer) -> Handle<naga::Type> {
    let word = naga::TypeInner::Scalar(naga::Scalar::U32);
    crate::resources::words_struct(m, &cb.name, "words", word, cb.size.div_ceil(4), 4)
}

/// naga tracks immediates in 64 four-byte slots (and panics past them);
/// Vulkan devices commonly allow 128 or 256 bytes of push constants.
const MAX_BYTES: u32 = 256;

/// A block larger than naga's immediates can hold is reported, located.
pub(crate) fn check_size(cb: &CBuffer) -> Lowered<()> {
    if cb.size > MAX_BYTES {
        let what = format!(
            "the push-constant block '{}' of {} bytes (naga's immediates hold at most {MAX_BYTES})",
            cb.name, cb.size
        );
        return unsupported(what, cb.span);
    }
    Ok(())
}
