//! Lowers the typed IR to a `naga::Module`, validates it, and writes
//! SPIR-V, WGSL, MSL or GLSL.

use hlsl_base::Diagnostics;
use hlsl_sema::ir::{Binding, Program};

/// An output language.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    Spirv,
    Wgsl,
    Msl,
    Glsl,
}

/// How much of naga's validation to run.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Validation {
    /// Everything naga checks (tests and debug builds).
    #[default]
    Full,
    /// What release builds run (documented in `docs/performance.md`).
    Release,
}

#[derive(Clone, Debug, Default)]
pub struct Options {
    pub validation: Validation,
}

/// What a back end wrote.
#[derive(Clone, Debug)]
pub enum Output {
    Spirv(Vec<u32>),
    Text(String),
}

/// Lowers the entry point named `entry` of a program that checked clean
/// and writes it for `target`.
pub fn compile(
    program: &Program,
    entry: &str,
    target: Target,
    options: &Options,
) -> (Option<Output>, Diagnostics) {
    let _ = (program, entry, target, options);
    (None, Diagnostics::new())
}

/// The Vulkan descriptor set and binding of a register binding:
/// `register(xN, spaceM)` is set M, binding N.
pub fn vulkan_binding(binding: &Binding) -> (u32, u32) {
    (binding.space, binding.register)
}
