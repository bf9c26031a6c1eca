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

use std::borrow::Cow;
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

/// The bytes of a `.spv` file: the words little-endian, as DXC and glslang
/// write them. On a little-endian machine those are the words' own bytes,
/// so the module is not copied.
pub fn spirv_bytes(words: &[u32]) -> Cow<'_, [u8]> {
    if cfg!(target_endian = "little") {
        Cow::Borrowed(bytemuck::cast_slice(words))
    } else {
        Cow::Owned(words.iter().flat_map(|w| w.to_le_bytes()).collect())
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn spirv_is_written_little_endian() {
        let words = [0x0723_0203, 0x0001_0000];
        assert_eq!(
            &*super::spirv_bytes(&words),
            &[0x03, 0x02, 0x23, 0x07, 0x00, 0x00, 0x01, 0x00]
        );
    }
}
