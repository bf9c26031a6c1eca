//! Includes read from the editor's open files first, then from the disk:
//! an unsaved header is seen as the editor shows it.

use hlslc::includes::{IncludeKind, IncludeRequest, IncludeResolver, IncludedFile};
use hlslc::FileSystemIncludes;
use std::collections::HashMap;
use std::path::{Component, Path, PathBuf};
use std::sync::{Arc, RwLock};

pub(crate) struct Overlay {
    pub files: Arc<RwLock<HashMap<String, Arc<str>>>>,
}

/// `a/./b/../c` as `a/c`, without asking the file system (the file may
/// exist only in the editor).
fn normalize(path: &Path) -> PathBuf {
    let mut out = PathBuf::new();
    for c in path.components() {
        match c {
            Component::CurDir => {}
            Component::ParentDir if out.file_name().is_some() => {
                out.pop();
            }
            other => out.push(other),
        }
    }
    out
}

impl IncludeResolver for Overlay {
    fn resolve(&self, request: &IncludeRequest<'_>) -> Result<IncludedFile, String> {
        let beside = Path::new(request.includer).parent();
        let dirs = beside
            .into_iter()
            .filter(|_| request.kind == IncludeKind::Quoted)
            .chain(request.include_dirs.iter().map(PathBuf::as_path));
        {
            let files = self.files.read().unwrap_or_else(|e| e.into_inner());
            for dir in dirs {
                let path = normalize(&dir.join(request.name));
                let name = path.display().to_string();
                if let Some(text) = files.get(&name) {
                    return Ok(IncludedFile {
                        path: name,
                        text: text.to_string(),
                    });
                }
            }
        }
        let mut found = FileSystemIncludes.resolve(request)?;
        let files = self.files.read().unwrap_or_else(|e| e.into_inner());
        if let Some(text) = files.get(&found.path) {
            found.text = text.to_string();
        }
        Ok(found)
    }
}
