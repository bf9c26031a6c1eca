//! `#include` over the file system: `"name"` beside the including file,
//! then in the `-I` directories; `<name>` in the `-I` directories only.

use hlsl_syntax::preprocess::{IncludeKind, IncludeResolver};
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

pub struct FsIncludes {
    pub dirs: Vec<PathBuf>,
}

impl IncludeResolver for FsIncludes {
    fn resolve(
        &mut self,
        name: &str,
        kind: IncludeKind,
        includer: &str,
    ) -> Result<(String, String), String> {
        let beside = Path::new(includer).parent().map(|d| d.join(name));
        let candidates = beside
            .into_iter()
            .filter(|_| kind == IncludeKind::Quoted)
            .chain(self.dirs.iter().map(|d| d.join(name)));
        for path in candidates {
            if let Some(text) = read(&path) {
                return Ok((path.display().to_string(), text.to_string()));
            }
        }
        Err(format!("'{name}' not found"))
    }
}

/// Included files read so far, while a batch shares them (`None` when no
/// batch runs; a missing file is remembered as `None`).
#[allow(clippy::type_complexity)]
static SHARED: Mutex<(usize, Option<HashMap<PathBuf, Option<Arc<str>>>>)> = Mutex::new((0, None));

/// While the guard lives, included files are read once and shared by every
/// compile of the process (`hlslc batch`).
pub fn share() -> SharedFiles {
    let mut shared = SHARED.lock().unwrap_or_else(|e| e.into_inner());
    shared.0 += 1;
    shared.1.get_or_insert_with(HashMap::new);
    SharedFiles(())
}

/// See [`share`].
pub struct SharedFiles(());

impl Drop for SharedFiles {
    fn drop(&mut self) {
        let mut shared = SHARED.lock().unwrap_or_else(|e| e.into_inner());
        shared.0 -= 1;
        if shared.0 == 0 {
            shared.1 = None;
        }
    }
}

/// A file's text, from the shared files when a batch runs.
fn read(path: &Path) -> Option<Arc<str>> {
    let load = |p: &Path| std::fs::read(p).ok().map(crate::session::source_text);
    let mut shared = SHARED.lock().unwrap_or_else(|e| e.into_inner());
    match &mut shared.1 {
        Some(files) => files
            .entry(path.to_path_buf())
            .or_insert_with(|| load(path))
            .clone(),
        None => {
            drop(shared);
            load(path)
        }
    }
}
