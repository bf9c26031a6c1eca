//! The external programs the GPU tests drive: `hlslc`, `spirv-val` and
//! `glslangValidator`.

use std::ffi::OsStr;
use std::path::{Path, PathBuf};
use std::process::Command;

/// Overrides the `hlslc` binary to test.
pub const HLSLC_ENV: &str = "HLSLC";
/// Overrides the `spirv-val --target-env` value (default `vulkan1.1`).
pub const SPIRV_ENV: &str = "HLSL_SPIRV_TARGET_ENV";

/// The `hlslc` binary: `$HLSLC`, else `target/debug/hlslc` (honouring
/// `CARGO_TARGET_DIR`). Build it first with `cargo build -p hlslc-cli`.
pub fn hlslc() -> Result<PathBuf, String> {
    if let Some(p) = std::env::var_os(HLSLC_ENV) {
        let p = PathBuf::from(p);
        return if p.is_file() {
            Ok(p)
        } else {
            Err(format!("{HLSLC_ENV}={} is not a file", p.display()))
        };
    }
    let target = std::env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| hlsl_testkit::repo_root().join("target"));
    let p = target
        .join("debug")
        .join(format!("hlslc{}", std::env::consts::EXE_SUFFIX));
    if p.is_file() {
        Ok(p)
    } else {
        Err(format!(
            "{} does not exist: run `cargo build -p hlslc-cli` first or set {HLSLC_ENV}",
            p.display()
        ))
    }
}

/// Runs a program; Ok when it exits 0, else its output as the error.
pub fn run_tool<I, S>(program: &OsStr, args: I) -> Result<(), String>
where
    I: IntoIterator<Item = S>,
    S: AsRef<OsStr>,
{
    let mut cmd = Command::new(program);
    cmd.args(args);
    let line = format!("{cmd:?}");
    let out = cmd.output().map_err(|e| {
        if e.kind() == std::io::ErrorKind::NotFound {
            format!(
                "{} not found: install it (scripts/test.sh installs spirv-tools and \
                 glslang-tools)",
                program.to_string_lossy()
            )
        } else {
            format!("cannot run {line}: {e}")
        }
    })?;
    if out.status.success() {
        return Ok(());
    }
    Err(format!(
        "{line} failed ({}):\n{}{}",
        out.status,
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    ))
}

/// `hlslc compile FILE ARGS... -o OUT`.
pub fn hlslc_compile(file: &Path, args: &[String], out: &Path) -> Result<(), String> {
    let hlslc = hlslc()?;
    let mut full: Vec<&OsStr> = vec![OsStr::new("compile"), file.as_os_str()];
    full.extend(args.iter().map(OsStr::new));
    full.extend([OsStr::new("-o"), out.as_os_str()]);
    let _ = std::fs::remove_file(out);
    run_tool(hlslc.as_os_str(), full)?;
    if out.is_file() {
        Ok(())
    } else {
        Err(format!(
            "hlslc compile {} exited 0 but wrote no {}",
            file.display(),
            out.display()
        ))
    }
}

/// `spirv-val --target-env vulkan1.1 FILE` (or `$HLSL_SPIRV_TARGET_ENV`).
pub fn spirv_val(spv: &Path) -> Result<(), String> {
    let env = std::env::var(SPIRV_ENV).unwrap_or_else(|_| "vulkan1.1".into());
    spirv_val_for(spv, &env)
}

/// `spirv-val --target-env ENV FILE`.
pub fn spirv_val_for(spv: &Path, env: &str) -> Result<(), String> {
    run_tool(
        OsStr::new("spirv-val"),
        [OsStr::new("--target-env"), OsStr::new(env), spv.as_os_str()],
    )
}

/// `glslangValidator -S STAGE FILE`; `stage` is `vert`, `frag` or `comp`.
pub fn glslang(glsl: &Path, stage: &str) -> Result<(), String> {
    run_tool(
        OsStr::new("glslangValidator"),
        [OsStr::new("-S"), OsStr::new(stage), glsl.as_os_str()],
    )
}

/// The glslang stage for an HLSL profile (`vs_6_0` → `vert`).
pub fn glslang_stage(profile: &str) -> Option<&'static str> {
    match profile.split('_').next()? {
        "vs" => Some("vert"),
        "ps" => Some("frag"),
        "cs" => Some("comp"),
        _ => None,
    }
}

/// A fresh, empty directory.
pub fn fresh_dir(dir: &Path) -> Result<(), String> {
    let _ = std::fs::remove_dir_all(dir);
    std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))
}
