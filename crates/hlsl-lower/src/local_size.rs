//! The lane index (`WaveGetLaneIndex`, and the wave, quad and derivative
//! operations built on it) in a compute shader whose thread group has more
//! than one dimension.
//!
//! naga's validator takes the subgroup invocation id only in
//! one-dimensional groups (a WGSL rule); Vulkan has no such rule. So the
//! naga module gets a flat group of the same size (`[8, 8, 1]` becomes
//! `[64, 1, 1]`), which changes nothing else naga writes (the thread ids
//! are the hardware's built-ins), and the SPIR-V word pass writes the real
//! size back into the `LocalSize` execution mode. The other targets, and
//! the naga module itself, would state the flat size: that is an error
//! there (`crate::compile_module`), never a silently different group.

use crate::spirv_words::declarations;

const OP_EXECUTION_MODE: u32 = 16;
const LOCAL_SIZE: u32 = 17;

/// What the other targets report.
pub(crate) const WHAT: &str =
    "the lane index or count (wave, quad and derivative operations) in a \
     compute shader whose thread group has more than one dimension";

/// The flat group the naga module declares for a group of `size`.
pub(crate) fn flat(size: [u32; 3]) -> [u32; 3] {
    [size[0] * size[1] * size[2], 1, 1]
}

/// The real group size when the module declares a flat one in its place.
pub(crate) fn flattened(module: &naga::Module, size: [u32; 3]) -> Option<[u32; 3]> {
    let ep = module.entry_points.first()?;
    (ep.stage == naga::ShaderStage::Compute && ep.workgroup_size != size).then_some(size)
}

/// Writes `size` into the module's `LocalSize` execution mode.
pub(crate) fn rewrite(words: &mut [u32], size: [u32; 3]) {
    let Some((decls, _)) = declarations(words) else {
        return;
    };
    let mode = decls.iter().find(|i| {
        i.opcode == OP_EXECUTION_MODE && i.count == 6 && i.operands(words)[1] == LOCAL_SIZE
    });
    if let Some(i) = mode {
        words[i.at + 3..i.at + 6].copy_from_slice(&size);
    }
}
