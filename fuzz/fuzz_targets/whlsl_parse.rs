//! Arbitrary bytes through WHLSL's own lexer and parser (no
//! preprocessor) and the tree dump.
#![no_main]

use hlsl_syntax::Dialect;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    hlslc_fuzz::check(data, Dialect::Whlsl);
});
