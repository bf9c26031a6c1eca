//! The outputs of DXC's output flags beside `-Fo`: `-Fh FILE` (a C header
//! holding the code, its array named by `-Vn`), `-Fc FILE` (the
//! disassembly) and `-Fe FILE` (the diagnostics), and the
//! `-fspv-extension=` check of a written module.

use crate::dxc_flags::DxcOptions;
use std::fmt::Write as _;
use std::path::Path;

/// After a module is written: refuses extensions `-fspv-extension=` does
/// not allow, then writes the `-Fc` listing and the `-Fh` header. The error
/// is the message of a failed compile.
pub fn after_output(
    dxc: &DxcOptions,
    output: &hlsl_lower::Output,
    entry: &str,
) -> Result<(), String> {
    if let hlsl_lower::Output::Spirv(words) = output {
        let refused = crate::dxc_flags::refused_extensions(words, &dxc.extensions);
        if let Some(first) = refused.first() {
            return Err(format!(
                "SPIR-V extension '{first}' is required but not permitted by -fspv-extension \
                 (permitted: {})",
                dxc.extensions.join(", ")
            ));
        }
    }
    if dxc.listing.is_none() && dxc.header.is_none() {
        return Ok(());
    }
    let listing = crate::disassembly::listing(output)?;
    let write = |path: &Path, text: &str| {
        crate::output_file::write(path, text)
            .map_err(|e| format!("cannot write '{}': {e}", path.display()))
    };
    if let Some(path) = &dxc.listing {
        write(path, &listing)?;
    }
    let Some(path) = &dxc.header else {
        return Ok(());
    };
    let name = dxc
        .variable_name
        .clone()
        .unwrap_or_else(|| format!("g_{entry}"));
    write(path, &header(output, &listing, &name))
}

/// The header DXC writes with `-Fh`: the disassembly in an `#if 0` block,
/// then the code as an array: SPIR-V as `const uint32_t NAME[]` of its
/// words, as `dxc -spirv` writes it, text outputs as
/// `const unsigned char NAME[]` of their bytes.
pub fn header(output: &hlsl_lower::Output, listing: &str, name: &str) -> String {
    let mut s = format!("#if 0\n{listing}#endif\n\n");
    match output {
        hlsl_lower::Output::Spirv(words) => {
            let _ = writeln!(s, "const uint32_t {name}[] = {{");
            for line in words.chunks(6) {
                let items: Vec<String> = line.iter().map(|w| format!("0x{w:08x}")).collect();
                let _ = writeln!(s, "  {},", items.join(", "));
            }
        }
        hlsl_lower::Output::Text(text) => {
            let _ = writeln!(s, "const unsigned char {name}[] = {{");
            for line in text.as_bytes().chunks(12) {
                let items: Vec<String> = line.iter().map(|b| format!("0x{b:02x}")).collect();
                let _ = writeln!(s, "  {},", items.join(", "));
            }
        }
    }
    s.push_str("};\n");
    s
}

/// `-Fe FILE`: what would have gone to stderr goes to the file instead.
/// Returns the command's exit status, or 1 when the file cannot be written
/// (reported on `stderr`).
pub fn write_diagnostics_file(
    path: &Path,
    captured: &[u8],
    stderr: &mut dyn std::io::Write,
    status: i32,
) -> i32 {
    match crate::output_file::write(path, captured) {
        Ok(()) => status,
        Err(e) => {
            let _ = stderr.write_all(captured);
            let _ = writeln!(stderr, "error: cannot write '{}': {e}", path.display());
            crate::cli::EXIT_ERRORS
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spirv_headers_hold_the_words() {
        let h = header(
            &hlsl_lower::Output::Spirv(vec![0x0723_0203, 1, 2]),
            "; listing\n",
            "g_main",
        );
        assert!(h.starts_with("#if 0\n; listing\n#endif\n"), "{h}");
        assert!(
            h.contains("const uint32_t g_main[] = {\n  0x07230203, 0x00000001, 0x00000002,\n};\n")
        );
        let h = header(&hlsl_lower::Output::Text("ab".into()), "ab", "x");
        assert!(h.contains("const unsigned char x[] = {\n  0x61, 0x62,\n};"));
    }
}
