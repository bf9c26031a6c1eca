//! Comparing an output with its committed snapshot file, through
//! expect-test: on a mismatch it prints the snapshot, the output and a
//! diff of the two (under a lock, so parallel tests do not interleave).
//!
//! expect-test rather than insta: it compares a file's raw text, so the
//! snapshots stay the plain WGSL, MSL, GLSL, JSON and text files they are,
//! readable and diffable in review; insta keeps each in a `.snap` file
//! with a metadata header of its own and reviews them with cargo-insta.
//!
//! `UPDATE_SNAPSHOTS=1` (this repository's switch) or `UPDATE_EXPECT=1`
//! (expect-test's) rewrites the snapshots that differ, and writes missing
//! ones.

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::Path;

/// Whether `UPDATE_SNAPSHOTS` asks for the snapshots to be rewritten.
fn update_snapshots() -> bool {
    std::env::var_os("UPDATE_SNAPSHOTS").is_some_and(|v| v != "0")
}

/// Checks `actual` against the snapshot at `path` (or rewrites it, see
/// the module's documentation). A mismatch's diff goes to standard
/// output; the error names the file.
pub fn check(path: &Path, actual: &str) -> Result<(), String> {
    if update_snapshots() {
        if std::fs::read_to_string(path).ok().as_deref() != Some(actual) {
            std::fs::write(path, actual).map_err(|e| format!("{}: {e}", path.display()))?;
        }
        return Ok(());
    }
    // Named without the `crates/hlslc-cli/../..` the test finds it by.
    let path = &path.canonicalize().unwrap_or_else(|_| path.to_path_buf());
    let expect = expect_test::expect_file![path];
    // expect-test reports a mismatch by unwinding (after printing the
    // diff); caught here so that a file's other snapshots are compared too.
    catch_unwind(AssertUnwindSafe(|| expect.assert_eq(actual))).map_err(|_| {
        format!(
            "{} differs from the output (diff above; UPDATE_SNAPSHOTS=1 rewrites it)",
            path.display()
        )
    })
}
