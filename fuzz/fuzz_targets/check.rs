//! Generated HLSL programs (or, for input that starts with `//`, the text
//! itself) through the preprocessor, parser and checker.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let (text, options) = hlslc_fuzz::program(data);
    hlslc_fuzz::check_program(&text, &options);
});
