//! Writing the files a command produces (compiled shaders, preprocessed
//! text, dependency files, dispatched buffers).
//!
//! An output that exists as a regular file is replaced by a new file, not
//! truncated and written again, as GNU ld does with its output. On ext4,
//! truncating a file that holds data and writing it again makes `close`
//! start writeback at once (the `auto_da_alloc` safeguard for programs
//! that replace files that way); renaming a temporary file over the output
//! triggers the same safeguard. Measured on the project's VM, truncating
//! cost 165 to 210 µs per write against 52 µs for unlinking first, about a
//! tenth of a small compile's whole process (docs/performance.md, "Process
//! start-up"); rebuilds write over their outputs every time.
//!
//! What this changes for users, the same as with GNU ld's outputs: hard
//! links to the old file keep the old contents, and the new file gets the
//! default permissions. Anything that is not a regular file (a symlink, a
//! FIFO, `/dev/stdout`) is written through as before.

use std::io;
use std::path::Path;

/// Writes `bytes` to `path`, replacing a regular file that is there.
pub fn write(path: &Path, bytes: impl AsRef<[u8]>) -> io::Result<()> {
    if std::fs::symlink_metadata(path).is_ok_and(|m| m.file_type().is_file()) {
        // Where the file cannot be removed (a read-only directory),
        // writing below truncates it instead, or reports why it cannot.
        let _ = std::fs::remove_file(path);
    }
    std::fs::write(path, bytes)
}
