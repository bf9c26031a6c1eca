//! A pixel shader's attributes on the depth and stencil tests
//! ([`crate::ir::FragmentTests`]): `[earlydepthstencil]`, and DXC's
//! Vulkan ones from `SPV_AMD_shader_early_and_late_fragment_tests`
//! (`[[vk::early_and_late_tests]]`, `[[vk::depth_unchanged]]`,
//! `[[vk::stencil_ref_*_front]]`, `[[vk::stencil_ref_*_back]]`), and
//! `[[vk::post_depth_coverage]]` (`SPV_KHR_post_depth_coverage`). None
//! takes arguments. On an entry point of another stage they mean nothing,
//! and are ignored with a warning.

use super::Checker;
use crate::ir::{FragmentTests, Stage, StencilRef};
use hlsl_base::DiagCode;

/// The stencil attributes of one face, in DXC's order (its message
/// lists them so).
const FRONT: [(&str, StencilRef); 3] = [
    ("stencil_ref_unchanged_front", StencilRef::Unchanged),
    ("stencil_ref_greater_equal_front", StencilRef::GreaterEqual),
    ("stencil_ref_less_equal_front", StencilRef::LessEqual),
];
const BACK: [(&str, StencilRef); 3] = [
    ("stencil_ref_unchanged_back", StencilRef::Unchanged),
    ("stencil_ref_greater_equal_back", StencilRef::GreaterEqual),
    ("stencil_ref_less_equal_back", StencilRef::LessEqual),
];

/// Whether `name` (as the parser gives it) is one of these attributes.
pub(super) fn is_fragment_test_attr(name: &str) -> bool {
    let vk = name.strip_prefix("vk::");
    name == "earlydepthstencil"
        || matches!(
            vk,
            Some("early_and_late_tests" | "depth_unchanged" | "post_depth_coverage")
        )
        || vk.is_some_and(|n| FRONT.iter().chain(&BACK).any(|(f, _)| *f == n))
}

impl Checker<'_> {
    /// The depth and stencil test attributes of entry point `index`, a
    /// `stage` shader; `None` after an error.
    pub(super) fn fragment_tests(&mut self, index: usize, stage: Stage) -> Option<FragmentTests> {
        let attrs = self.funcs[index].attrs.clone();
        let mut tests = FragmentTests::default();
        let mut ok = true;
        // The second attribute of a face, where one is written.
        let (mut front, mut back) = (None, None);
        for a in &attrs {
            let name = self.name(a.name);
            if !is_fragment_test_attr(name) {
                continue;
            }
            if !a.args.is_empty() {
                self.error(
                    DiagCode::err_attribute_args,
                    a.span,
                    &[&name, &"takes no arguments"],
                );
                ok = false;
                continue;
            }
            if stage != Stage::Pixel {
                self.error(
                    DiagCode::warn_attribute_wrong_stage,
                    a.name.span,
                    &[&name, &"pixel"],
                );
                continue;
            }
            let short = name.strip_prefix("vk::").unwrap_or(name);
            match short {
                "earlydepthstencil" => tests.early = Some(a.span),
                "early_and_late_tests" => tests.early_and_late = Some(a.span),
                "depth_unchanged" => tests.depth_unchanged = Some(a.span),
                "post_depth_coverage" => tests.post_depth_coverage = Some(a.span),
                _ => {
                    for (face, seen, second) in [
                        (&FRONT, &mut tests.stencil_front, &mut front),
                        (&BACK, &mut tests.stencil_back, &mut back),
                    ] {
                        if let Some(&(_, s)) = face.iter().find(|(n, _)| *n == short) {
                            if seen.replace((s, a.span)).is_some() && second.is_none() {
                                *second = Some(a.span);
                            }
                        }
                    }
                }
            }
        }
        // DXC's rule and words: one promise per face.
        for (second, names) in [(front, FRONT), (back, BACK)] {
            if let Some(span) = second {
                let list = format!("{}, {}, and {}", names[0].0, names[1].0, names[2].0);
                self.error(DiagCode::err_stencil_ref_conflict, span, &[&list]);
                ok = false;
            }
        }
        ok.then_some(tests)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names() {
        assert!(is_fragment_test_attr("earlydepthstencil"));
        assert!(is_fragment_test_attr("vk::stencil_ref_less_equal_back"));
        assert!(is_fragment_test_attr("vk::post_depth_coverage"));
        assert!(!is_fragment_test_attr("stencil_ref_less_equal_back"));
        assert!(!is_fragment_test_attr("vk::binding"));
    }
}
