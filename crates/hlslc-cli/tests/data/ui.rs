//! `tests/ui`: `-verify` comments checked against the driver's diagnostics.

use hlslc_cli::verify::{check_and_verify, header_values};
use std::path::Path;

pub fn run(path: &Path) -> Result<(), String> {
    let text = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
    let options = hlslc_cli::cli::check_options(hlslc_cli::cli::options_from_flags(
        &header_values(&text, "flags"),
    )?);
    check_and_verify(path, options)
}
