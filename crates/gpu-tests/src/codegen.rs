//! `tests/codegen/*.hlsl` and `tests/shaders/*.hlsl`: each `// compile:
//! ARGS` line names one entry point to compile with `hlslc compile FILE
//! ARGS`; its SPIR-V must pass `spirv-val` and its GLSL `glslangValidator`.

use std::path::{Path, PathBuf};

/// One `// compile:` line of a file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CodegenCase {
    pub file: PathBuf,
    pub args: Vec<String>,
    /// The `-T` value.
    pub profile: String,
    /// The `-E` value (`main` when absent).
    pub entry: String,
    /// The file says `// targets: spirv`: what it tests exists only in
    /// SPIR-V (an unknown image format, say), so there is no GLSL to check.
    pub spirv_only: bool,
}

const HEADER: &str = "// compile:";
const TARGETS: &str = "// targets:";

/// Whether `text` restricts its outputs to SPIR-V (`// targets: spirv`).
pub fn spirv_only(text: &str) -> bool {
    text.lines().any(|l| {
        l.trim_start()
            .strip_prefix(TARGETS)
            .is_some_and(|t| t.trim() == "spirv")
    })
}

/// The cases of one file; a file without a `// compile:` line is an error,
/// as it would test nothing.
pub fn cases(file: &Path) -> Result<Vec<CodegenCase>, String> {
    let text = std::fs::read_to_string(file).map_err(|e| format!("{}: {e}", file.display()))?;
    let mut out = Vec::new();
    let spirv_only = spirv_only(&text);
    for (n, line) in text.lines().enumerate() {
        let Some(rest) = line.trim_start().strip_prefix(HEADER) else {
            continue;
        };
        let args: Vec<String> = rest.split_whitespace().map(str::to_string).collect();
        let value = |flag: &str| {
            args.iter()
                .position(|a| a == flag)
                .and_then(|i| args.get(i + 1))
                .cloned()
        };
        let profile = value("-T")
            .ok_or_else(|| format!("{}:{}: `// compile:` without -T", file.display(), n + 1))?;
        let entry = value("-E").unwrap_or_else(|| "main".into());
        out.push(CodegenCase {
            file: file.to_path_buf(),
            args,
            profile,
            entry,
            spirv_only,
        });
    }
    if out.is_empty() {
        return Err(format!("{}: no `{HEADER}` line", file.display()));
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_compile_headers() {
        let dir = std::env::temp_dir().join(format!("gpu-tests-codegen-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let file = dir.join("a.hlsl");
        std::fs::write(
            &file,
            "// compile: -T vs_6_0 -E vsMain\n// compile: -T ps_6_0\nfloat4 f() { return 0; }\n",
        )
        .unwrap();
        let cs = cases(&file).unwrap();
        assert_eq!(cs.len(), 2);
        assert_eq!(
            (cs[0].profile.as_str(), cs[0].entry.as_str()),
            ("vs_6_0", "vsMain")
        );
        assert_eq!(
            (cs[1].profile.as_str(), cs[1].entry.as_str()),
            ("ps_6_0", "main")
        );
        std::fs::write(&file, "// compile: -E main\n").unwrap();
        assert!(cases(&file).is_err());
        std::fs::write(&file, "float x;\n").unwrap();
        assert!(cases(&file).is_err());
        let _ = std::fs::remove_dir_all(&dir);
    }
}
