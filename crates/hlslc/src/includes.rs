//! `#include` over the file system: `"name"` beside the including file,
//! then in the `-I` directories; `<name>` in the `-I` directories only. In
//! each, a name that matches a file only ignoring case, or with `\` for
//! `/`, finds it.

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
        let beside = Path::new(includer).parent();
        let dirs = beside
            .into_iter()
            .filter(|_| kind == IncludeKind::Quoted)
            .chain(self.dirs.iter().map(PathBuf::as_path));
        // Windows code separates names with `\` (`"Shaders\Common.hlsli"`);
        // where that is not a separator, the name is also tried with `/`
        // (as Clang does for Microsoft compatibility). The preprocessor
        // warns about both this and a name found in another case.
        let slashed = name.replace('\\', "/");
        let names = if cfg!(windows) || slashed == name {
            vec![name]
        } else {
            vec![name, slashed.as_str()]
        };
        for dir in dirs {
            for name in &names {
                let path = dir.join(name);
                // As on Windows, where most HLSL is written, a name that
                // differs from the file's only in case finds it; the next
                // directory is tried after.
                let found = read(&path).map(|text| (path.clone(), text)).or_else(|| {
                    let fixed = match_case(&path)?;
                    read(&fixed).map(|text| (fixed, text))
                });
                if let Some((path, text)) = found {
                    return Ok((path.display().to_string(), text.to_string()));
                }
            }
        }
        Err(format!("'{name}' not found"))
    }
}

/// `path` with each component that does not exist replaced by the one
/// entry of its directory that has that name in another case; `None` if
/// some component has no such entry or several.
fn match_case(path: &Path) -> Option<PathBuf> {
    use std::path::Component;
    let mut out = PathBuf::new();
    for c in path.components() {
        let Component::Normal(name) = c else {
            out.push(c);
            continue;
        };
        let exact = out.join(name);
        if exact.symlink_metadata().is_ok() {
            out = exact;
            continue;
        }
        let name = name.to_str()?;
        let dir = if out.as_os_str().is_empty() {
            Path::new(".")
        } else {
            &out
        };
        let mut matches = std::fs::read_dir(dir)
            .ok()?
            .filter_map(|e| e.ok())
            .map(|e| e.file_name())
            .filter(|f| f.to_str().is_some_and(|f| f.eq_ignore_ascii_case(name)));
        let first = matches.next()?;
        if matches.next().is_some() {
            return None;
        }
        out.push(first);
    }
    Some(out)
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_name_in_another_case_finds_the_one_file_that_has_it() {
        let dir = std::env::temp_dir().join(format!("hlslc-includes-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(dir.join("Sub")).unwrap();
        std::fs::write(dir.join("Sub/Header.h"), "").unwrap();
        std::fs::write(dir.join("Twin.h"), "").unwrap();
        std::fs::write(dir.join("twin.h"), "").unwrap();
        assert_eq!(
            match_case(&dir.join("sub/HEADER.h")),
            Some(dir.join("Sub/Header.h"))
        );
        // Two files match: none is taken.
        assert_eq!(match_case(&dir.join("TWIN.h")), None);
        assert_eq!(match_case(&dir.join("missing.h")), None);
        let mut fs = FsIncludes {
            dirs: vec![dir.clone()],
        };
        let (path, _) = fs.resolve("SUB/header.H", IncludeKind::Angled, "").unwrap();
        assert!(path.ends_with("Sub/Header.h"), "{path}");
        assert!(fs.resolve("TWIN.H", IncludeKind::Angled, "").is_err());
        let _ = std::fs::remove_dir_all(&dir);
    }
}
