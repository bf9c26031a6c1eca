//! How a file is configured: its profile, entry point, defines and include
//! directories, in the command line's words. From the file's own header,
//! the `// flags: -T .. -E ..` comment lines the tests use; else from the
//! nearest `hlslc.toml` above it ([`project_flags`]); else the file is
//! checked as a library, as `hlslc check` does without `-T`.
//!
//! ```toml
//! # hlslc.toml: the first entry whose glob matches a file configures it.
//! [[files]]
//! glob = "shaders/**/*.ps.hlsl"     # relative to this file's folder
//! flags = "-T ps_6_0 -E main -I include -D QUALITY=2"
//! ```

use hlsl_syntax::preprocess::CommandLineMacro;
use hlslc::FrontendOptions;
use std::path::{Path, PathBuf};

/// Gives each file its options.
pub trait Configure: Send + Sync {
    /// The options for `path`, whose text is `text`; an error message if
    /// its configuration cannot be read.
    fn options(&self, path: &str, text: &str) -> Result<FrontendOptions, String>;

    /// The options of a file checked as a library.
    fn library(&self, _path: &str) -> FrontendOptions {
        library()
    }
}

/// `hlslc check`'s options without flags: a library, with DXC's Vulkan
/// vocabulary (`__spirv__` defined, as `check` does).
pub fn library() -> FrontendOptions {
    FrontendOptions {
        spirv: true,
        ..FrontendOptions::default()
    }
}

/// The flags of the `// flags:` lines of a file's leading comments.
pub fn header_flags(text: &str) -> Vec<String> {
    text.lines()
        .map(str::trim)
        .take_while(|l| l.is_empty() || l.starts_with("//"))
        .filter_map(|l| l.strip_prefix("//"))
        .filter_map(|l| l.trim_start().strip_prefix("flags:"))
        .flat_map(|v| v.split_whitespace().map(String::from).collect::<Vec<_>>())
        .collect()
}

/// Flags to options: the command line's own parser where the caller has
/// one (`hlslc lsp` passes the CLI's), else [`parse_flags`].
pub type FlagParser = fn(&[String]) -> Result<FrontendOptions, String>;

/// Configures each file from its `// flags:` header.
pub struct FirstLineFlags {
    pub parse: FlagParser,
}

impl Default for FirstLineFlags {
    fn default() -> Self {
        FirstLineFlags { parse: parse_flags }
    }
}

impl Configure for FirstLineFlags {
    fn options(&self, path: &str, text: &str) -> Result<FrontendOptions, String> {
        let mut flags = header_flags(text);
        if flags.is_empty() {
            flags = project_flags(Path::new(path))?;
        }
        if flags.is_empty() {
            return Ok(library());
        }
        (self.parse)(&flags)
    }
}

/// The flags `hlslc.toml` gives `path`: the first `[[files]]` entry of the
/// nearest `hlslc.toml` in its folder or above whose `glob` matches it
/// (relative include directories are made relative to the toml's folder).
/// Empty when no file or entry applies.
pub fn project_flags(path: &Path) -> Result<Vec<String>, String> {
    let Some((root, text)) = path.ancestors().skip(1).find_map(|dir| {
        let toml = dir.join("hlslc.toml");
        Some((dir.to_path_buf(), std::fs::read_to_string(toml).ok()?))
    }) else {
        return Ok(Vec::new());
    };
    flags_for(&root, &text, path)
}

#[derive(serde::Deserialize)]
struct Project {
    #[serde(default)]
    files: Vec<Entry>,
}

#[derive(serde::Deserialize)]
struct Entry {
    glob: String,
    #[serde(default)]
    flags: String,
}

/// [`project_flags`] for a toml at `root` whose text is `text`.
fn flags_for(root: &Path, text: &str, path: &Path) -> Result<Vec<String>, String> {
    let project: Project =
        toml::from_str(text).map_err(|e| format!("{}: {e}", root.join("hlslc.toml").display()))?;
    let Ok(relative) = path.strip_prefix(root) else {
        return Ok(Vec::new());
    };
    let relative = relative.to_string_lossy().replace('\\', "/");
    let Some(entry) = project.files.iter().find(|e| glob(&e.glob, &relative)) else {
        return Ok(Vec::new());
    };
    let mut flags: Vec<String> = entry.flags.split_whitespace().map(String::from).collect();
    // `-I dir` and `-Idir`: relative to the project's folder.
    let mut i = 0;
    while i < flags.len() {
        let (dir, at) = match flags[i].as_str() {
            "-I" => (flags.get(i + 1).cloned(), i + 1),
            f if f.starts_with("-I") => (Some(f[2..].to_string()), i),
            _ => (None, i),
        };
        if let Some(dir) = dir.filter(|d| Path::new(d).is_relative()) {
            let joined = root.join(dir).display().to_string();
            flags[at] = if at == i && flags[i] != "-I" {
                format!("-I{joined}")
            } else {
                joined
            };
        }
        i = at + 1;
    }
    Ok(flags)
}

/// Whether `path` (with `/`) matches `pattern`: `*` and `?` within one
/// folder name, `**` across folders.
pub fn glob(pattern: &str, path: &str) -> bool {
    fn go(p: &[u8], s: &[u8]) -> bool {
        match p {
            [] => s.is_empty(),
            [b'*', b'*', b'/', rest @ ..] => {
                (0..=s.len()).any(|i| (i == 0 || s[i - 1] == b'/') && go(rest, &s[i..]))
            }
            [b'*', b'*', rest @ ..] => (0..=s.len()).any(|i| go(rest, &s[i..])),
            [b'*', rest @ ..] => (0..=s.len())
                .take_while(|&i| i == 0 || s[i - 1] != b'/')
                .any(|i| go(rest, &s[i..])),
            [b'?', rest @ ..] => s.first().is_some_and(|&c| c != b'/') && go(rest, &s[1..]),
            [c, rest @ ..] => s.first() == Some(c) && go(rest, &s[1..]),
        }
    }
    go(pattern.as_bytes(), path.as_bytes())
}

/// The common flags alone (`-T`, `-E`, `-D`, `-U`, `-I`,
/// `-enable-16bit-types`), for hosts without the command line's parser.
pub fn parse_flags(flags: &[String]) -> Result<FrontendOptions, String> {
    let mut options = library();
    let mut it = flags.iter();
    while let Some(flag) = it.next() {
        let mut value = |name: &str| -> Result<String, String> {
            match flag.strip_prefix(name).filter(|v| !v.is_empty()) {
                Some(v) => Ok(v.trim_start_matches('=').to_string()),
                None => it
                    .next()
                    .cloned()
                    .ok_or_else(|| format!("'{name}' takes a value")),
            }
        };
        match flag.as_str() {
            "-enable-16bit-types" => options.enable_16bit_types = true,
            f if f.starts_with("-T") => options.profile = Some(value("-T")?),
            f if f.starts_with("-E") => options.entry = Some(value("-E")?),
            f if f.starts_with("-I") => options.include_dirs.push(PathBuf::from(value("-I")?)),
            f if f.starts_with("-D") => {
                let v = value("-D")?;
                let (name, val) = match v.split_once('=') {
                    Some((n, v)) => (n.to_string(), Some(v.to_string())),
                    None => (v, None),
                };
                options.macros.push(CommandLineMacro::Define(name, val));
            }
            f if f.starts_with("-U") => {
                let v = value("-U")?;
                options.macros.push(CommandLineMacro::Undefine(v));
            }
            other => return Err(format!("unknown flag '{other}'")),
        }
    }
    Ok(options)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn globs() {
        assert!(glob("*.hlsl", "a.hlsl"));
        assert!(!glob("*.hlsl", "dir/a.hlsl"));
        assert!(glob("**/*.hlsl", "a.hlsl"));
        assert!(glob("**/*.hlsl", "x/y/a.hlsl"));
        assert!(glob("shaders/**/*.ps.hlsl", "shaders/post/blur.ps.hlsl"));
        assert!(!glob("shaders/**/*.ps.hlsl", "shaders/post/blur.vs.hlsl"));
        assert!(glob("a?.hlsl", "ab.hlsl"));
    }

    #[test]
    fn project_files() {
        let root = Path::new("/proj");
        let text = "[[files]]\nglob = \"ps/*.hlsl\"\nflags = \"-T ps_6_0 -E main -I inc -I/abs -Iother\"\n\n[[files]]\nglob = \"**\"\nflags = \"-D ANY\"\n";
        let ps = flags_for(root, text, Path::new("/proj/ps/a.hlsl")).unwrap();
        assert_eq!(
            ps,
            [
                "-T",
                "ps_6_0",
                "-E",
                "main",
                "-I",
                "/proj/inc",
                "-I/abs",
                "-I/proj/other"
            ]
        );
        let other = flags_for(root, text, Path::new("/proj/cs/b.hlsl")).unwrap();
        assert_eq!(other, ["-D", "ANY"]);
        assert!(flags_for(root, "files = 3", Path::new("/proj/a.hlsl")).is_err());
        assert!(flags_for(root, text, Path::new("/elsewhere/a.hlsl"))
            .unwrap()
            .is_empty());
    }

    #[test]
    fn header_flags_and_the_common_parser() {
        let text = "// flags: -T cs_6_0 -E main\n// flags: -DN=4 -I inc\nint x;\n// flags: -w\n";
        let flags = header_flags(text);
        assert_eq!(flags, ["-T", "cs_6_0", "-E", "main", "-DN=4", "-I", "inc"]);
        let o = parse_flags(&flags).unwrap();
        assert_eq!(o.profile.as_deref(), Some("cs_6_0"));
        assert_eq!(o.entry.as_deref(), Some("main"));
        assert_eq!(o.include_dirs, [PathBuf::from("inc")]);
        assert!(parse_flags(&["-Q".into()]).is_err());
        assert!(parse_flags(&["-T".into()]).is_err());
    }
}
