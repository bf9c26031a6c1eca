//! A pixel shader's depth and stencil test attributes
//! ([`hlsl_sema::ir::FragmentTests`]) as naga's early depth test.
//!
//! naga's WGSL and MSL writers drop an entry point's early depth test
//! without a word (WGSL has no spelling for it), and its GLSL writer drops
//! it below GLSL 4.20 / ES 3.10: there [`check_target`] reports the
//! attribute instead.

use crate::Target;
use hlsl_base::Span;
use hlsl_sema::ir::FragmentTests;
use naga::EarlyDepthTest;

/// `[earlydepthstencil]` forces the tests before the shader (SPIR-V's
/// `EarlyFragmentTests`, as DXC writes it).
pub(crate) fn early_depth_test(tests: &FragmentTests) -> Option<EarlyDepthTest> {
    tests.early.map(|_| EarlyDepthTest::Force)
}

/// The first attribute `target` cannot express, as (what, where) for
/// `err_lower_unsupported`.
pub(crate) fn check_target(
    tests: &FragmentTests,
    target: Target,
    versions: &crate::Versions,
) -> Result<(), (String, Span)> {
    let writes_it = match target {
        Target::Spirv | Target::Naga => true,
        Target::Wgsl | Target::Msl => false,
        Target::Glsl => versions
            .glsl
            .is_none_or(|v| v.0.supports_early_depth_test()),
    };
    match tests.early {
        Some(span) if !writes_it => Err(("the attribute 'earlydepthstencil'".into(), span)),
        _ => Ok(()),
    }
}
