//! What the driver was asked to do, independent of how it was asked (the
//! command line, a test's `// flags:` header, or a tool using the library).

use hlsl_base::{DiagCode, Diagnostic, DiagnosticPolicy, Span};
use hlsl_sema::ir::RegisterClass;
use hlsl_sema::ir::Stage;
use hlsl_sema::Profile;
use hlsl_syntax::preprocess::{CommandLineMacro, PreprocessOptions};
use hlsl_syntax::Dialect;
use std::fmt;
use std::path::PathBuf;
use std::str::FromStr;

/// Options shared by every command: language, profile, entry point,
/// warnings, macros and include directories.
#[derive(Clone, Debug, Default)]
pub struct FrontendOptions {
    /// `--dialect`; `None` picks it from the file extension.
    pub dialect: Option<Dialect>,
    /// `-T`, as written (validated when the session checks).
    pub profile: Option<String>,
    /// `-E`.
    pub entry: Option<String>,
    /// Each `-W<flag>` without the `-W`, in command-line order.
    pub warnings: Vec<String>,
    /// `-w`.
    pub no_warnings: bool,
    /// `-D NAME[=VALUE]` and `-U NAME` in command-line order.
    pub macros: Vec<CommandLineMacro>,
    /// `-I DIR` (stored for the preprocessor).
    pub include_dirs: Vec<PathBuf>,
    /// Reads the included files; `None` reads them from the file system
    /// ([`crate::includes::FileSystemIncludes`]).
    pub include_resolver: Option<std::sync::Arc<dyn crate::includes::IncludeResolver>>,
    /// Compiling for SPIR-V (the preprocessor defines `__spirv__`).
    pub spirv: bool,
    /// `-fvk-<class>-shift N SPACE|all`.
    pub vk_shifts: Vec<VkShift>,
    /// `-fvk-bind-register xN SPACE BINDING SET` (`-vkbr`).
    pub vk_bind_registers: Vec<VkBindRegister>,
    /// `-auto-binding-space N`.
    pub auto_binding_space: Option<u32>,
    /// `--validation`: how much of naga's validator `compile` runs.
    pub validation: hlsl_lower::Validation,
    /// `-fspv-target-env`, `--msl-version`, `--glsl-version`.
    pub versions: hlsl_lower::Versions,
    /// `-enable-16bit-types`: `half` and `min16*` are 16-bit.
    pub enable_16bit_types: bool,
    /// The DXC flags that are not hlslc options (`-Zpr`, `-Fh`, …).
    pub dxc: crate::dxc_flags::DxcOptions,
}

impl FrontendOptions {
    /// The warning policy these options describe, and a warning for each
    /// `-W` flag that names no known group. The warnings still have to go
    /// through the policy (so `-Wno-unknown-warning-option` silences them).
    pub fn policy(&self) -> (DiagnosticPolicy, Vec<Diagnostic>) {
        let mut policy = DiagnosticPolicy::new();
        let mut unknown = Vec::new();
        for flag in &self.warnings {
            if !policy.apply_flag(flag) {
                let written = format!("-W{flag}");
                unknown.push(Diagnostic::new(
                    DiagCode::warn_unknown_warning_option,
                    Span::DUMMY,
                    &[&written],
                ));
            }
        }
        let stage = self.profile.as_deref().and_then(|p| p.get(..2));
        for (flag, missing) in self.dxc.warnings(stage, self.spirv) {
            unknown.push(Diagnostic::new(
                DiagCode::warn_unsupported_option,
                Span::DUMMY,
                &[&flag, &missing],
            ));
        }
        if self.no_warnings {
            policy.ignore_all_warnings();
        }
        (policy, unknown)
    }

    /// What the preprocessor is told: the profile's stage and shader model,
    /// the target and the command line's macros.
    pub fn preprocess_options(&self, profile: Option<&Profile>) -> PreprocessOptions {
        PreprocessOptions {
            stage: profile.map(|p| {
                match p.stage {
                    Stage::Vertex => "vs",
                    Stage::Pixel => "ps",
                    Stage::Compute => "cs",
                    Stage::Geometry => "gs",
                    Stage::Hull => "hs",
                    Stage::Domain => "ds",
                }
                .to_string()
            }),
            shader_model: profile.map(|p| (u32::from(p.major), u32::from(p.minor))),
            spirv: self.spirv,
            enable_16bit_types: self.enable_16bit_types,
            macros: self.macros.clone(),
            hlsl_version: self.dxc.hlsl_version,
        }
    }

    /// The Vulkan binding options for lowering.
    pub fn vulkan_bindings(&self) -> hlsl_lower::VulkanBindings {
        hlsl_lower::VulkanBindings {
            shifts: self
                .vk_shifts
                .iter()
                .map(|s| hlsl_lower::ClassShift {
                    class: s.class,
                    shift: s.shift,
                    space: s.space,
                })
                .collect(),
            bind_registers: self.vk_bind_registers.iter().map(|r| r.0).collect(),
            auto_binding_space: self.auto_binding_space,
            globals: self.dxc.bind_globals,
            auto_shift: self.dxc.auto_shift_bindings,
            heaps: self.dxc.heaps,
        }
    }

    /// The dialect of a file: `--dialect` if given, else from its extension.
    pub fn dialect_for(&self, path: &str) -> Dialect {
        self.dialect.unwrap_or_else(|| Dialect::from_path(path))
    }
}

/// `-D NAME` or `-D NAME=VALUE`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Define {
    /// The macro's name.
    pub name: String,
    /// Its replacement; `None` defines it as `1`.
    pub value: Option<String>,
}

impl Define {
    /// `#define name value` (`1` when `value` is `None`).
    pub fn new(name: impl Into<String>, value: Option<&str>) -> Define {
        Define {
            name: name.into(),
            value: value.map(str::to_string),
        }
    }
}

impl FromStr for Define {
    type Err = String;

    fn from_str(text: &str) -> Result<Define, String> {
        let (name, value) = match text.split_once('=') {
            Some((n, v)) => (n, Some(v.to_string())),
            None => (text, None),
        };
        if name.is_empty() {
            return Err(format!("macro name missing in '{text}'"));
        }
        Ok(Define {
            name: name.to_string(),
            value,
        })
    }
}

/// `-fvk-u-shift 10 0`, normalised to `--vk-shift u:10:0`: add `shift` to
/// the binding of every register of `class` in `space` (`None`: `all`).
///
/// ```
/// use hlslc::{RegisterClass, VkShift};
/// let shift = VkShift { class: RegisterClass::U, shift: 10, space: None };
/// assert_eq!("u:10:all".parse::<VkShift>(), Ok(shift));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct VkShift {
    /// The register class shifted.
    pub class: RegisterClass,
    /// What is added to the register number to give the binding.
    pub shift: u32,
    /// The space whose registers shift; `None` for every space.
    pub space: Option<u32>,
}

fn register_class(letter: &str) -> Option<RegisterClass> {
    match letter {
        "t" => Some(RegisterClass::T),
        "u" => Some(RegisterClass::U),
        "b" => Some(RegisterClass::B),
        "s" => Some(RegisterClass::S),
        _ => None,
    }
}

/// `-fvk-bind-register t5 0 1 2`, normalised to
/// `--vk-bind-register t5:0:1:2`: register t5 of space 0 is set 2, binding 1.
///
/// ```
/// let r: hlslc::VkBindRegister = "t5:0:1:2".parse().unwrap();
/// assert_eq!((r.0.register, r.0.binding, r.0.set), (5, 1, 2));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct VkBindRegister(pub hlsl_lower::BindRegister);

impl FromStr for VkBindRegister {
    type Err = String;

    fn from_str(text: &str) -> Result<VkBindRegister, String> {
        let bad = || format!("expected REGISTER:SPACE:BINDING:SET (t5:0:1:2), found '{text}'");
        let parts: Vec<&str> = text.split(':').collect();
        let [reg, space, binding, set] = parts[..] else {
            return Err(bad());
        };
        let class = reg.get(..1).and_then(register_class).ok_or_else(bad)?;
        let number = |s: &str| s.parse::<u32>().map_err(|_| bad());
        Ok(VkBindRegister(hlsl_lower::BindRegister {
            class,
            register: number(&reg[1..])?,
            space: number(space.strip_prefix("space").unwrap_or(space))?,
            binding: number(binding)?,
            set: number(set)?,
        }))
    }
}

impl FromStr for VkShift {
    type Err = String;

    fn from_str(text: &str) -> Result<VkShift, String> {
        let bad = || format!("expected CLASS:SHIFT:SPACE, found '{text}'");
        let mut parts = text.split(':');
        let class = parts.next().and_then(register_class).ok_or_else(bad)?;
        let shift = parts.next().and_then(|s| s.parse().ok()).ok_or_else(bad)?;
        let space = match parts.next() {
            Some("all") => None,
            Some(s) => Some(s.parse().map_err(|_| bad())?),
            None => return Err(bad()),
        };
        if parts.next().is_some() {
            return Err(bad());
        }
        Ok(VkShift {
            class,
            shift,
            space,
        })
    }
}

/// How diagnostics are printed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum DiagnosticsFormat {
    /// Clang's text format.
    #[default]
    Text,
    /// One JSON array on stderr.
    Json,
}

/// An output language of `hlslc compile`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum EmitTarget {
    /// SPIR-V for Vulkan (the `spirv` feature).
    #[default]
    Spirv,
    /// WGSL for WebGPU (the `wgsl` feature).
    Wgsl,
    /// Metal Shading Language (the `msl` feature).
    Msl,
    /// GLSL (the `glsl` feature).
    Glsl,
    /// naga's IR in Rust's debug format (for debugging hlslc).
    Naga,
}

impl DiagnosticsFormat {
    /// Every format, by its command-line name (`--diagnostics-format`).
    pub const ALL: [(&'static str, DiagnosticsFormat); 2] = [
        ("text", DiagnosticsFormat::Text),
        ("json", DiagnosticsFormat::Json),
    ];
}

impl fmt::Display for DiagnosticsFormat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(name_of(&DiagnosticsFormat::ALL, *self))
    }
}

impl FromStr for DiagnosticsFormat {
    type Err = String;
    fn from_str(text: &str) -> Result<Self, String> {
        parse_name(&DiagnosticsFormat::ALL, text, "diagnostics format")
    }
}

impl fmt::Display for EmitTarget {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(name_of(&EmitTarget::ALL, *self))
    }
}

impl FromStr for EmitTarget {
    type Err = String;
    fn from_str(text: &str) -> Result<Self, String> {
        parse_name(&EmitTarget::ALL, text, "target")
    }
}

fn name_of<T: PartialEq>(table: &[(&'static str, T)], value: T) -> &'static str {
    table
        .iter()
        .find(|(_, v)| *v == value)
        .map_or("", |(n, _)| n)
}

fn parse_name<T: Copy>(table: &[(&'static str, T)], text: &str, what: &str) -> Result<T, String> {
    table
        .iter()
        .find(|(n, _)| *n == text)
        .map(|(_, v)| *v)
        .ok_or_else(|| format!("unknown {what} '{text}'"))
}

impl EmitTarget {
    /// Every target, by its command-line name (`--target`).
    pub const ALL: [(&'static str, EmitTarget); 5] = [
        ("spirv", EmitTarget::Spirv),
        ("wgsl", EmitTarget::Wgsl),
        ("msl", EmitTarget::Msl),
        ("glsl", EmitTarget::Glsl),
        ("naga", EmitTarget::Naga),
    ];

    /// The lowering's name for the target.
    pub fn lower_target(self) -> hlsl_lower::Target {
        match self {
            EmitTarget::Spirv => hlsl_lower::Target::Spirv,
            EmitTarget::Wgsl => hlsl_lower::Target::Wgsl,
            EmitTarget::Msl => hlsl_lower::Target::Msl,
            EmitTarget::Glsl => hlsl_lower::Target::Glsl,
            EmitTarget::Naga => hlsl_lower::Target::Naga,
        }
    }

    /// The conventional file extension (also used for snapshots).
    pub fn extension(self) -> &'static str {
        match self {
            EmitTarget::Spirv => "spv",
            EmitTarget::Wgsl => "wgsl",
            EmitTarget::Msl => "msl",
            EmitTarget::Glsl => "glsl",
            EmitTarget::Naga => "naga",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use hlsl_base::Severity;

    #[test]
    fn defines_split_at_the_first_equals() {
        assert_eq!(
            "X=a=b".parse::<Define>(),
            Ok(Define {
                name: "X".into(),
                value: Some("a=b".into())
            })
        );
        assert_eq!("Y".parse::<Define>().map(|d| d.value), Ok(None));
        assert!("=1".parse::<Define>().is_err());
    }

    #[test]
    fn vk_shifts_parse() {
        assert_eq!(
            "u:10:2".parse::<VkShift>(),
            Ok(VkShift {
                class: RegisterClass::U,
                shift: 10,
                space: Some(2)
            })
        );
        assert_eq!("b:4:all".parse::<VkShift>().map(|s| s.space), Ok(None));
        assert!("x:1:0".parse::<VkShift>().is_err());
        assert!("u:1".parse::<VkShift>().is_err());
    }

    #[test]
    fn vk_bind_registers_parse() {
        let r = "t5:space1:2:3".parse::<VkBindRegister>().map(|r| r.0);
        assert_eq!(
            r,
            Ok(hlsl_lower::BindRegister {
                class: RegisterClass::T,
                register: 5,
                space: 1,
                binding: 2,
                set: 3
            })
        );
        assert!("t5:0:1".parse::<VkBindRegister>().is_err());
        assert!("x5:0:1:2".parse::<VkBindRegister>().is_err());
        assert!("t:0:1:2".parse::<VkBindRegister>().is_err());
    }

    #[test]
    fn unknown_warning_groups_are_reported_and_obey_the_policy() {
        let mut o = FrontendOptions {
            warnings: vec!["bogus".into(), "error".into()],
            ..Default::default()
        };
        let (policy, unknown) = o.policy();
        assert_eq!(unknown.len(), 1);
        assert!(unknown[0].message.contains("'-Wbogus'"));
        let applied = policy.apply(unknown);
        assert_eq!(applied[0].severity, Severity::Error);
        o.warnings.push("no-unknown-warning-option".into());
        let (policy, unknown) = o.policy();
        assert!(policy.apply(unknown).is_empty());
    }
}
