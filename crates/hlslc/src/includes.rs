//! How `#include` finds files: the [`IncludeResolver`] trait, the
//! file-system resolver ([`FileSystemIncludes`], the default) and an
//! in-memory one ([`MemoryIncludes`]).
//!
//! On the file system, `"name"` is looked for beside the including file,
//! then in the include directories; `<name>` in the include directories
//! only. In each, a name that matches a file only ignoring case, or with
//! `\` for `/`, finds it.

use std::collections::HashMap;
use std::fmt;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

/// How an `#include` wrote its file name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum IncludeKind {
    /// `#include "name"`: beside the including file, then the include
    /// directories.
    Quoted,
    /// `#include <name>`: the include directories only.
    Angled,
}

/// One `#include` to resolve.
#[derive(Clone, Copy, Debug)]
#[non_exhaustive]
pub struct IncludeRequest<'a> {
    /// The name as written between the quotes or angle brackets.
    pub name: &'a str,
    /// Quoted or angled.
    pub kind: IncludeKind,
    /// The name of the including file (as this resolver, or the caller of
    /// [`compile`](crate::compile), named it).
    pub includer: &'a str,
    /// [`CompileOptions::include_dirs`](crate::CompileOptions::include_dirs).
    pub include_dirs: &'a [PathBuf],
}

/// A file an [`IncludeResolver`] found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IncludedFile {
    /// Its name in diagnostics, in [`Output::files`](crate::Output::files)
    /// and as the includer of the files it includes in turn (a path, for
    /// files on disk).
    pub path: String,
    /// Its text.
    pub text: String,
}

/// Reads the files `#include` names: a virtual file system.
///
/// [`compile`](crate::compile) uses [`FileSystemIncludes`] unless
/// [`CompileOptions::include_resolver`](crate::CompileOptions::include_resolver)
/// names another. A resolver that finds a file whose name differs from the
/// one written only in case should return the path as spelled in its
/// store; the preprocessor then warns (`-Wnonportable-include-path`).
///
/// ```
/// use hlslc::includes::{IncludeRequest, IncludeResolver, IncludedFile};
///
/// /// Serves one generated header.
/// struct Generated;
///
/// impl IncludeResolver for Generated {
///     fn resolve(&self, request: &IncludeRequest<'_>) -> Result<IncludedFile, String> {
///         match request.name {
///             "generated.hlsli" => Ok(IncludedFile {
///                 path: "generated.hlsli".into(),
///                 text: "#define SIZE 64\n".into(),
///             }),
///             other => Err(format!("'{other}' not found")),
///         }
///     }
/// }
/// ```
pub trait IncludeResolver: Send + Sync {
    /// The file `request` names, or why it cannot be had (the message
    /// appears in the `#include`'s error).
    fn resolve(&self, request: &IncludeRequest<'_>) -> Result<IncludedFile, String>;
}

impl fmt::Debug for dyn IncludeResolver {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("dyn IncludeResolver")
    }
}

/// The preprocessor's resolver over an [`IncludeResolver`], recording
/// nothing itself (the preprocessor lists the files it included).
pub(crate) struct Adapter<'a> {
    pub resolver: &'a dyn IncludeResolver,
    pub dirs: &'a [PathBuf],
}

impl hlsl_syntax::preprocess::IncludeResolver for Adapter<'_> {
    fn resolve(
        &mut self,
        name: &str,
        kind: hlsl_syntax::preprocess::IncludeKind,
        includer: &str,
    ) -> Result<(String, String), String> {
        let kind = match kind {
            hlsl_syntax::preprocess::IncludeKind::Quoted => IncludeKind::Quoted,
            hlsl_syntax::preprocess::IncludeKind::Angled => IncludeKind::Angled,
        };
        let request = IncludeRequest {
            name,
            kind,
            includer,
            include_dirs: self.dirs,
        };
        self.resolver
            .resolve(&request)
            .map(|file| (file.path, file.text))
    }
}

/// Reads includes from the file system (the default resolver).
#[derive(Clone, Copy, Debug, Default)]
pub struct FileSystemIncludes;

impl IncludeResolver for FileSystemIncludes {
    fn resolve(&self, request: &IncludeRequest<'_>) -> Result<IncludedFile, String> {
        let name = request.name;
        let beside = Path::new(request.includer).parent();
        let dirs = beside
            .into_iter()
            .filter(|_| request.kind == IncludeKind::Quoted)
            .chain(request.include_dirs.iter().map(PathBuf::as_path));
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
                    return Ok(IncludedFile {
                        path: path.display().to_string(),
                        text: text.to_string(),
                    });
                }
            }
        }
        Err(format!("'{name}' not found"))
    }
}

/// Serves includes from memory: a map from file names to their text.
///
/// A quoted `#include "name"` is looked for beside the including file
/// (its name's directory joined with `name`), then as `dir/name` for each
/// include directory, then as `name` itself; an angled one skips the
/// first. Names compare after turning `\` into `/` and removing `./`.
///
/// ```
/// let includes = hlslc::includes::MemoryIncludes::new()
///     .with_file("common/math.hlsli", "float sq(float x) { return x * x; }");
/// ```
#[derive(Clone, Debug, Default)]
pub struct MemoryIncludes {
    files: HashMap<String, String>,
}

impl MemoryIncludes {
    /// An empty set of files.
    pub fn new() -> MemoryIncludes {
        MemoryIncludes::default()
    }

    /// Adds (or replaces) the file `name`.
    pub fn insert(&mut self, name: impl Into<String>, text: impl Into<String>) {
        self.files.insert(normalize(&name.into()), text.into());
    }

    /// `self` with the file `name` added.
    pub fn with_file(mut self, name: impl Into<String>, text: impl Into<String>) -> MemoryIncludes {
        self.insert(name, text);
        self
    }
}

/// `\` as `/`, without `./` components.
fn normalize(name: &str) -> String {
    let slashed = name.replace('\\', "/");
    let parts: Vec<&str> = slashed
        .split('/')
        .enumerate()
        .filter(|&(i, p)| p != "." && (i == 0 || !p.is_empty()))
        .map(|(_, p)| p)
        .collect();
    parts.join("/")
}

impl IncludeResolver for MemoryIncludes {
    fn resolve(&self, request: &IncludeRequest<'_>) -> Result<IncludedFile, String> {
        let mut candidates = Vec::new();
        if request.kind == IncludeKind::Quoted {
            let includer = normalize(request.includer);
            if let Some((dir, _)) = includer.rsplit_once('/') {
                candidates.push(format!("{dir}/{}", request.name));
            }
        }
        for dir in request.include_dirs {
            candidates.push(format!("{}/{}", dir.display(), request.name));
        }
        candidates.push(request.name.to_string());
        candidates
            .iter()
            .map(|c| normalize(c))
            .find_map(|c| {
                self.files.get(&c).map(|text| IncludedFile {
                    path: c.clone(),
                    text: text.clone(),
                })
            })
            .ok_or_else(|| format!("'{}' not found", request.name))
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
        let dirs = [dir.clone()];
        let request = |name| IncludeRequest {
            name,
            kind: IncludeKind::Angled,
            includer: "",
            include_dirs: &dirs,
        };
        let found = FileSystemIncludes
            .resolve(&request("SUB/header.H"))
            .unwrap();
        assert!(found.path.ends_with("Sub/Header.h"), "{}", found.path);
        assert!(FileSystemIncludes.resolve(&request("TWIN.H")).is_err());
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn memory_includes_look_beside_the_includer_then_in_the_directories() {
        let files = MemoryIncludes::new()
            .with_file("shaders/common.hlsli", "a")
            .with_file("lib/util.hlsli", "b")
            .with_file("top.hlsli", "c");
        let dirs = [PathBuf::from("lib")];
        let request = |name, kind| IncludeRequest {
            name,
            kind,
            includer: "shaders/main.hlsl",
            include_dirs: &dirs,
        };
        let get = |name, kind| files.resolve(&request(name, kind)).map(|f| f.path);
        assert_eq!(
            get("common.hlsli", IncludeKind::Quoted).as_deref(),
            Ok("shaders/common.hlsli")
        );
        assert!(get("common.hlsli", IncludeKind::Angled).is_err());
        assert_eq!(
            get("util.hlsli", IncludeKind::Angled).as_deref(),
            Ok("lib/util.hlsli")
        );
        assert_eq!(
            get(".\\top.hlsli", IncludeKind::Angled).as_deref(),
            Ok("top.hlsli")
        );
        assert_eq!(
            get("missing.h", IncludeKind::Quoted),
            Err("'missing.h' not found".to_string())
        );
    }
}
