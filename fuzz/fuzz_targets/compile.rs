//! Generated HLSL programs (or, for input that starts with `//`, the text
//! itself) through the whole compile path: check, lower, naga validation,
//! SPIR-V and WGSL (parsed back and validated).
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let (text, options) = hlslc_fuzz::program(data);
    hlslc_fuzz::compile_program(&text, &options);
});
