//! The listing DXC writes with `-Fc` (and into the `#if 0` block of an
//! `-Fh` header): SPIR-V as text, in spirv-dis's notation, from rspirv's
//! disassembler. A text target (WGSL, MSL, GLSL) is its own listing.

use rspirv::binary::Disassemble;

/// The disassembly of `output`, or why the words cannot be read back.
pub fn listing(output: &hlsl_lower::Output) -> Result<String, String> {
    match output {
        hlsl_lower::Output::Spirv(words) => {
            let module = rspirv::dr::load_words(words)
                .map_err(|e| format!("cannot disassemble the SPIR-V: {e}"))?;
            // rspirv does not know naga's generator word; print it as
            // spirv-dis does (naga writes 28: tool 0, "Khronos", version 28).
            let generator = words.get(2).copied().unwrap_or_default();
            let (tool, version) = (generator >> 16, generator & 0xffff);
            let name = match tool {
                0 => "Khronos".to_string(),
                _ => format!("Unknown({tool})"),
            };
            let mut text = String::new();
            for line in module.disassemble().lines() {
                if line.starts_with("; Generator:") {
                    text.push_str(&format!("; Generator: {name}; {version}"));
                } else {
                    text.push_str(line);
                }
                text.push('\n');
            }
            text.pop();
            text.push('\n');
            Ok(text)
        }
        hlsl_lower::Output::Text(text) => Ok(text.clone()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spirv_reads_back_as_instructions() {
        // The header, then OpCapability Shader and OpMemoryModel Logical GLSL450.
        let words = vec![
            0x0723_0203,
            0x0001_0000,
            0,
            1,
            0,
            0x0002_0011,
            1,
            0x0003_000e,
            0,
            1,
        ];
        let text = listing(&hlsl_lower::Output::Spirv(words)).unwrap();
        assert!(text.contains("OpCapability Shader"), "{text}");
        assert!(text.contains("OpMemoryModel Logical GLSL450"), "{text}");
        let bad = listing(&hlsl_lower::Output::Spirv(vec![1, 2]));
        assert!(bad.is_err());
    }
}
