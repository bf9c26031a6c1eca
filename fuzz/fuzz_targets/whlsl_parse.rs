//! Arbitrary bytes through the WHLSL front end (directives stripped, no
//! preprocessor) and the parser.
#![no_main]

use hlsl_syntax::Dialect;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    hlslc_fuzz::check(data, Dialect::Whlsl);
});
