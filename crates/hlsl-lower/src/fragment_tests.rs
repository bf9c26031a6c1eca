//! A pixel shader's depth and stencil test attributes
//! ([`hlsl_sema::ir::FragmentTests`]).
//!
//! naga holds one early depth test per entry point: `[earlydepthstencil]`
//! is `Force` (SPIR-V's `EarlyFragmentTests`), `[[vk::depth_unchanged]]`
//! alone `Allow { Unchanged }` (`DepthUnchanged`). What naga cannot hold
//! (`[[vk::early_and_late_tests]]` and the stencil promises of
//! `SPV_AMD_shader_early_and_late_fragment_tests`, `DepthUnchanged`
//! beside `EarlyFragmentTests`, and `[[vk::post_depth_coverage]]`'s
//! `PostDepthCoverage` of `SPV_KHR_post_depth_coverage`) [`add_modes`]
//! writes into the SPIR-V words, as DXC writes them.
//!
//! naga's WGSL and MSL writers drop an entry point's early depth test
//! without a word (WGSL has no spelling for it), and its GLSL writer drops
//! it below GLSL 4.20 / ES 3.10; none can say the AMD modes or post
//! depth coverage. There
//! [`check_target`] reports the attribute instead.

use crate::spirv_words::declarations;
use crate::Target;
use hlsl_base::Span;
use hlsl_sema::ir::{FragmentTests, StencilRef};
use naga::{ConservativeDepth, EarlyDepthTest};

pub(crate) fn early_depth_test(tests: &FragmentTests) -> Option<EarlyDepthTest> {
    match (tests.early, tests.depth_unchanged) {
        (Some(_), _) => Some(EarlyDepthTest::Force),
        (None, Some(_)) => Some(EarlyDepthTest::Allow {
            conservative: ConservativeDepth::Unchanged,
        }),
        (None, None) => None,
    }
}

/// The first attribute `target` cannot express, as (what, where) for
/// `err_lower_unsupported`.
pub(crate) fn check_target(
    tests: &FragmentTests,
    target: Target,
    versions: &crate::Versions,
) -> Result<(), (String, Span)> {
    let (early, amd) = match target {
        Target::Spirv | Target::Naga => return Ok(()),
        Target::Wgsl | Target::Msl => (false, false),
        Target::Glsl => {
            let writes = versions.glsl.is_none_or(|v| v.supports_early_depth_test());
            // GLSL holds one of the two, as naga does.
            (
                writes && !(tests.early.is_some() && tests.depth_unchanged.is_some()),
                false,
            )
        }
    };
    let attrs = [
        (tests.early, "earlydepthstencil", early),
        (tests.depth_unchanged, "vk::depth_unchanged", early),
        (tests.early_and_late, "vk::early_and_late_tests", amd),
        (
            tests.stencil_front.map(|s| s.1),
            "vk::stencil_ref_*_front",
            amd,
        ),
        (
            tests.stencil_back.map(|s| s.1),
            "vk::stencil_ref_*_back",
            amd,
        ),
        // naga has no post-depth-coverage mode; only the SPIR-V word
        // pass writes it.
        (tests.post_depth_coverage, "vk::post_depth_coverage", false),
    ];
    for (span, name, ok) in attrs {
        if let (Some(span), false) = (span, ok) {
            return Err((format!("the attribute '{name}'"), span));
        }
    }
    Ok(())
}

const OP_CAPABILITY: u32 = 17;
const OP_EXTENSION: u32 = 10;
const OP_EXECUTION_MODE: u32 = 16;
const OP_ENTRY_POINT: u32 = 15;
const DEPTH_UNCHANGED: u32 = 16;
const EARLY_AND_LATE: u32 = 5017;
const STENCIL_EXPORT: u32 = 5013;
const POST_DEPTH_COVERAGE: u32 = 4446;
const SAMPLE_MASK_POST_DEPTH_COVERAGE: u32 = 4447;

/// The execution modes naga did not write (see the module's comment),
/// with the capability and extension they need.
pub(crate) fn add_modes(words: &mut Vec<u32>, tests: &FragmentTests) {
    let mut modes = Vec::new();
    if tests.early.is_some() && tests.depth_unchanged.is_some() {
        modes.push(DEPTH_UNCHANGED);
    }
    if tests.early_and_late.is_some() {
        modes.push(EARLY_AND_LATE);
    }
    // StencilRef{Unchanged,Greater,Less}{Front,Back}AMD: 5079 to 5084.
    let stencil = |s: StencilRef| match s {
        StencilRef::Unchanged => 0,
        StencilRef::GreaterEqual => 1,
        StencilRef::LessEqual => 2,
    };
    if let Some((s, _)) = tests.stencil_front {
        modes.push(5079 + stencil(s));
    }
    if let Some((s, _)) = tests.stencil_back {
        modes.push(5082 + stencil(s));
    }
    if tests.post_depth_coverage.is_some() {
        modes.push(POST_DEPTH_COVERAGE);
    }
    if modes.is_empty() {
        return;
    }
    let Some((decls, _)) = declarations(words) else {
        return;
    };
    let last = |op: u32| {
        decls
            .iter()
            .rfind(|i| i.opcode == op)
            .map(|i| i.at + i.count)
    };
    let Some(entry) = decls.iter().find(|i| i.opcode == OP_ENTRY_POINT) else {
        return;
    };
    let function = words[entry.at + 2];
    let (Some(after_caps), Some(after_modes)) = (
        last(OP_CAPABILITY),
        last(OP_EXECUTION_MODE).or(Some(entry.at + entry.count)),
    ) else {
        return;
    };
    let after_exts = last(OP_EXTENSION).unwrap_or(after_caps);
    // Inserted back to front, so the earlier places stay where they are.
    let mode_words: Vec<u32> = modes
        .iter()
        .flat_map(|&m| [(3 << 16) | OP_EXECUTION_MODE, function, m])
        .collect();
    words.splice(after_modes..after_modes, mode_words);
    let amd = tests.early_and_late.is_some()
        || tests.stencil_front.is_some()
        || tests.stencil_back.is_some();
    if amd {
        let ext =
            crate::spirv_extensions::instruction("SPV_AMD_shader_early_and_late_fragment_tests");
        words.splice(after_exts..after_exts, ext);
    }
    if tests.stencil_front.is_some() || tests.stencil_back.is_some() {
        // Its extension comes from `spirv_extensions`.
        words.splice(
            after_caps..after_caps,
            [(2 << 16) | OP_CAPABILITY, STENCIL_EXPORT],
        );
    }
    if tests.post_depth_coverage.is_some() {
        // Its extension comes from `spirv_extensions`, as above.
        words.splice(
            after_caps..after_caps,
            [(2 << 16) | OP_CAPABILITY, SAMPLE_MASK_POST_DEPTH_COVERAGE],
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn post_depth_coverage_is_spirv_only() {
        let span = Span::new(3, 9);
        let tests = FragmentTests {
            post_depth_coverage: Some(span),
            ..FragmentTests::default()
        };
        let versions = crate::Versions::default();
        assert!(check_target(&tests, Target::Spirv, &versions).is_ok());
        for target in [Target::Wgsl, Target::Msl, Target::Glsl] {
            let (what, at) = check_target(&tests, target, &versions).unwrap_err();
            assert_eq!(what, "the attribute 'vk::post_depth_coverage'");
            assert_eq!(at, span);
        }
    }
}
