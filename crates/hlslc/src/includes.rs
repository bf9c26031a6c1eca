//! `#include` over the file system: `"name"` beside the including file,
//! then in the `-I` directories; `<name>` in the `-I` directories only.

use hlsl_syntax::preprocess::{IncludeKind, IncludeResolver};
use std::path::{Path, PathBuf};

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
            if let Ok(bytes) = std::fs::read(&path) {
                let text = String::from_utf8_lossy(&bytes).into_owned();
                return Ok((path.display().to_string(), text));
            }
        }
        Err(format!("'{name}' not found"))
    }
}
