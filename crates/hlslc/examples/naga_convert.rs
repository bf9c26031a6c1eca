//! What naga's own command line (`naga IN OUT`, naga-cli) does for the two
//! conversions benches/naga-wgsl.sh needs, built from the same pinned naga:
//! SPIR-V to WGSL (to make the "equivalent WGSL program" the issue's
//! figures used: glslang's SPIR-V rewritten by naga), and WGSL to SPIR-V
//! (naga's WGSL path, timed against `hlslc compile`). Full validation, as
//! naga-cli does by default.
//!
//! `cargo run --release -p hlslc --example naga_convert -- IN.spv OUT.wgsl`
//! `cargo run --release -p hlslc --example naga_convert -- IN.wgsl OUT.spv`

use naga::valid::{Capabilities, ValidationFlags, Validator};
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [input, output] = args.as_slice() else {
        eprintln!("usage: naga_convert IN.{{spv,wgsl}} OUT.{{wgsl,spv}}");
        return ExitCode::from(2);
    };
    match convert(input, output) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("naga_convert: {e}");
            ExitCode::FAILURE
        }
    }
}

fn convert(input: &str, output: &str) -> Result<(), String> {
    let bytes = std::fs::read(input).map_err(|e| format!("{input}: {e}"))?;
    let module = if input.ends_with(".spv") {
        naga::front::spv::parse_u8_slice(&bytes, &naga::front::spv::Options::default())
            .map_err(|e| format!("{input}: {e}"))?
    } else {
        let text = String::from_utf8(bytes).map_err(|e| format!("{input}: {e}"))?;
        naga::front::wgsl::parse_str(&text).map_err(|e| e.emit_to_string(&text))?
    };
    let info = Validator::new(ValidationFlags::all(), Capabilities::all())
        .validate(&module)
        .map_err(|e| format!("{input}: invalid module: {e}"))?;
    let out = if output.ends_with(".spv") {
        let words = naga::back::spv::write_vec(&module, &info, &Default::default(), None)
            .map_err(|e| format!("{output}: {e}"))?;
        words.iter().flat_map(|w| w.to_le_bytes()).collect()
    } else {
        naga::back::wgsl::write_string(&module, &info, naga::back::wgsl::WriterFlags::empty())
            .map_err(|e| format!("{output}: {e}"))?
            .into_bytes()
    };
    std::fs::write(output, out).map_err(|e| format!("{output}: {e}"))
}
