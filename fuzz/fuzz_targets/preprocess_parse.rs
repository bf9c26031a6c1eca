//! Arbitrary bytes through the HLSL preprocessor and parser.
#![no_main]

use hlsl_syntax::Dialect;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    hlslc_fuzz::check(data, Dialect::Hlsl);
});
