//! A build script using hlslc-build runs again when a file its shader
//! includes changes, and not when nothing changed: a temporary cargo
//! project is built three times.
//!
//! Ignored by default: the project builds hlslc and naga with its own
//! features (minutes on the first run; its target directory,
//! `target/hlslc-build-rerun`, is kept for the next). `scripts/test.sh`
//! runs it: `cargo test -p hlslc-build --test rerun -- --ignored`.

use std::path::{Path, PathBuf};
use std::process::Command;

const BUILD_RS: &str = r#"
fn main() {
    let compiled = hlslc_build::Shaders::new()
        .dir("shaders")
        .include_dir("include")
        .profile("cs_6_0".parse().unwrap())
        .compile()
        .unwrap_or_else(|e| panic!("{e}"));
    // Counts the runs (the file is not watched: writing it triggers none).
    use std::io::Write;
    let mut runs = std::fs::OpenOptions::new().create(true).append(true).open("runs.log").unwrap();
    writeln!(runs, "compiled {}", compiled.shaders.len()).unwrap();
}
"#;

const MAIN_RS: &str = r#"
mod shaders {
    include!(concat!(env!("OUT_DIR"), "/hlslc/shaders.rs"));
}
fn main() {
    let p = shaders::double::Params { factor: 3, ..Default::default() };
    println!("{:?} {} {}", shaders::double::WORKGROUP_SIZE, p.factor, shaders::double::SPIRV.len());
}
"#;

const SHADER: &str = r#"#include "common.hlsli"
cbuffer Params : register(b0) { uint factor; };
RWStructuredBuffer<uint> data : register(u0);
[numthreads(GROUP, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) { data[id.x] *= factor; }
"#;

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .canonicalize()
        .unwrap()
}

/// Builds and runs the project: whether the build script ran (it appends
/// a line to `runs.log`), and what the program printed.
fn run(project: &Path, target: &Path) -> (bool, String) {
    let runs = std::fs::read_to_string(project.join("runs.log")).unwrap_or_default();
    let before = runs.lines().count();
    let out = Command::new(env!("CARGO"))
        .args(["run", "--offline"])
        .current_dir(project)
        .env("CARGO_TARGET_DIR", target)
        .env_remove("RUSTFLAGS")
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr).to_string();
    assert!(out.status.success(), "cargo run failed:\n{stderr}");
    let runs = std::fs::read_to_string(project.join("runs.log")).unwrap_or_default();
    let ran = runs.lines().count() > before;
    (ran, String::from_utf8_lossy(&out.stdout).trim().to_string())
}

#[test]
#[ignore = "builds a cargo project (minutes the first time); scripts/test.sh runs it"]
fn the_build_script_reruns_when_an_included_file_changes() {
    let repo = repo();
    let project = std::env::temp_dir().join(format!("hlslc-build-probe-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&project);
    std::fs::create_dir_all(project.join("src")).unwrap();
    std::fs::create_dir_all(project.join("shaders")).unwrap();
    // Outside the shader directory, which cargo watches as a whole: only
    // hlslc-build's list of the files read makes this one trigger a rerun.
    std::fs::create_dir_all(project.join("include")).unwrap();
    let manifest = format!(
        "[package]\nname = \"hlslc-build-probe\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n\
         [build-dependencies]\nhlslc-build = {{ path = {:?} }}\n\n\
         [workspace]\n",
        repo.join("crates/hlslc-build").display().to_string()
    );
    std::fs::write(project.join("Cargo.toml"), manifest).unwrap();
    // The workspace's lock: the versions it tested, and all cached.
    std::fs::copy(repo.join("Cargo.lock"), project.join("Cargo.lock")).unwrap();
    std::fs::write(project.join("build.rs"), BUILD_RS).unwrap();
    std::fs::write(project.join("src/main.rs"), MAIN_RS).unwrap();
    std::fs::write(project.join("shaders/double.hlsl"), SHADER).unwrap();
    std::fs::write(project.join("include/common.hlsli"), "#define GROUP 64\n").unwrap();
    // Its own target folder (another workspace's fingerprints would clash),
    // with the default unoptimised profile: the build script compiles one
    // small shader, and CI builds naga and hlslc once more for it.
    let target = repo.join("target/hlslc-build-rerun");

    let (ran, printed) = run(&project, &target);
    assert!(ran, "the first build runs the build script");
    assert!(printed.starts_with("[64, 1, 1] 3 "), "{printed}");

    let (ran, _) = run(&project, &target);
    assert!(!ran, "nothing changed: the build script must not run again");

    // Past the file-time granularity of any file system cargo compares on.
    std::thread::sleep(std::time::Duration::from_millis(1100));
    std::fs::write(project.join("include/common.hlsli"), "#define GROUP 32\n").unwrap();
    let (ran, printed) = run(&project, &target);
    assert!(
        ran,
        "the included file changed: the build script runs again"
    );
    assert!(printed.starts_with("[32, 1, 1] 3 "), "{printed}");

    let _ = std::fs::remove_dir_all(&project);
}
