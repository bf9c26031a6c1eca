//! Every test in tests/compute must load and have its shader beside it, so
//! a malformed file fails here, before any runner sees it.

#[test]
fn every_compute_test_loads() {
    let dir = hlsl_testkit::compute_dir();
    let files = hlsl_testkit::discover(&dir).unwrap();
    assert!(!files.is_empty(), "no tests in {}", dir.display());
    let mut errors = Vec::new();
    for f in &files {
        match hlsl_testkit::ComputeTest::load(f) {
            Ok(t) if !t.shader.is_file() => {
                errors.push(format!("{}: no shader {}", f.display(), t.shader.display()))
            }
            Ok(_) => {}
            Err(e) => errors.push(e),
        }
    }
    assert!(errors.is_empty(), "{}", errors.join("\n"));
}

#[test]
fn every_compute_shader_has_a_test() {
    let dir = hlsl_testkit::compute_dir();
    for shader in hlsl_testkit::discover_ext(&dir, "hlsl").unwrap() {
        let toml = shader.with_extension("toml");
        assert!(
            toml.is_file(),
            "{} has no {}",
            shader.display(),
            toml.display()
        );
    }
}

/// tests/vulkan: each loads, has its shader, and needs the raw Vulkan
/// runner (else it belongs in tests/compute).
#[test]
fn every_vulkan_test_loads_and_needs_raw_vulkan() {
    let dir = hlsl_testkit::vulkan_dir();
    let files = hlsl_testkit::discover(&dir).unwrap();
    assert!(!files.is_empty(), "no tests in {}", dir.display());
    for f in &files {
        let t = hlsl_testkit::ComputeTest::load(f).unwrap_or_else(|e| panic!("{e}"));
        assert!(
            t.shader.is_file(),
            "{}: no shader {}",
            f.display(),
            t.shader.display()
        );
        assert!(
            t.raw_vulkan_only().is_some(),
            "{}: nothing needs raw Vulkan; move it to tests/compute",
            f.display()
        );
    }
}
