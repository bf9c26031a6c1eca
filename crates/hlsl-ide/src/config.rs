//! How a file is configured: its profile, entry point, defines and include
//! directories. For now from the file's own header, the `// flags: -T ..
//! -E ..` comment lines the tests use (`hlslc.toml` is to come); a file
//! without one is checked as a library, as `hlslc check` does without
//! `-T`.

use hlsl_syntax::preprocess::CommandLineMacro;
use hlslc::FrontendOptions;
use std::path::PathBuf;

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
    fn options(&self, _path: &str, text: &str) -> Result<FrontendOptions, String> {
        let flags = header_flags(text);
        if flags.is_empty() {
            return Ok(library());
        }
        (self.parse)(&flags)
    }
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
