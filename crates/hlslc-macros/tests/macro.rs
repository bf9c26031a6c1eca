//! `include_hlsl!` in a crate: the words, another target, and a file that
//! includes another.

const DOUBLE: &[u32] = hlslc_macros::include_hlsl!("tests/double.hlsl", "cs_6_0", "main");
const WITH_INCLUDE: &str =
    hlslc_macros::include_hlsl!("tests/with_include.hlsl", "cs_6_0", "main", "wgsl");

#[test]
fn the_code_is_embedded() {
    assert_eq!(DOUBLE[0], 0x0723_0203, "the SPIR-V magic number");
    assert!(DOUBLE.len() > 20);
    // GROUP comes from tests/common.hlsli.
    assert!(
        WITH_INCLUDE.contains("@compute @workgroup_size(8, 1, 1)"),
        "{WITH_INCLUDE}"
    );
}
