//! The language versions a back end writes: `-fspv-target-env` for SPIR-V,
//! `--msl-version` and `--glsl-version`. Each parses from its command-line
//! spelling, so the driver and the library agree on it.

use std::fmt;
use std::str::FromStr;

/// A Vulkan environment (`-fspv-target-env=vulkan1.1`): it fixes the SPIR-V
/// version written, as in DXC.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum VulkanEnv {
    V1_0,
    V1_1,
    V1_2,
    V1_3,
}

impl VulkanEnv {
    /// The highest SPIR-V version the environment consumes.
    pub fn spirv_version(self) -> (u8, u8) {
        match self {
            VulkanEnv::V1_0 => (1, 0),
            VulkanEnv::V1_1 => (1, 3),
            VulkanEnv::V1_2 => (1, 5),
            VulkanEnv::V1_3 => (1, 6),
        }
    }
}

impl fmt::Display for VulkanEnv {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let minor = match self {
            VulkanEnv::V1_0 => 0,
            VulkanEnv::V1_1 => 1,
            VulkanEnv::V1_2 => 2,
            VulkanEnv::V1_3 => 3,
        };
        write!(f, "vulkan1.{minor}")
    }
}

impl FromStr for VulkanEnv {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        match s {
            "vulkan1.0" => Ok(VulkanEnv::V1_0),
            "vulkan1.1" => Ok(VulkanEnv::V1_1),
            "vulkan1.2" => Ok(VulkanEnv::V1_2),
            "vulkan1.3" => Ok(VulkanEnv::V1_3),
            _ => Err(format!(
                "unknown SPIR-V target environment '{s}' (expected vulkan1.0, vulkan1.1, \
                 vulkan1.2 or vulkan1.3)"
            )),
        }
    }
}

/// An MSL version (`--msl-version 2.1`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct MslVersion(pub u8, pub u8);

/// The versions naga's MSL writer knows.
const MSL_VERSIONS: &[(u8, u8)] = &[
    (1, 0),
    (1, 1),
    (1, 2),
    (2, 0),
    (2, 1),
    (2, 2),
    (2, 3),
    (2, 4),
    (3, 0),
    (3, 1),
    (3, 2),
];

impl FromStr for MslVersion {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        let parsed = s
            .split_once('.')
            .and_then(|(a, b)| Some((a.parse::<u8>().ok()?, b.parse::<u8>().ok()?)));
        match parsed {
            Some(v) if MSL_VERSIONS.contains(&v) => Ok(MslVersion(v.0, v.1)),
            _ => Err(format!(
                "unknown MSL version '{s}' (expected one of {})",
                MSL_VERSIONS
                    .iter()
                    .map(|(a, b)| format!("{a}.{b}"))
                    .collect::<Vec<_>>()
                    .join(", ")
            )),
        }
    }
}

impl fmt::Display for MslVersion {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.{}", self.0, self.1)
    }
}

/// A GLSL version (`--glsl-version 450`, `--glsl-version 310es`).
#[cfg(feature = "glsl")]
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct GlslVersion(pub naga::back::glsl::Version);

#[cfg(feature = "glsl")]
impl GlslVersion {
    /// Desktop GLSL 4.60 or later (it has `gl_BaseVertex` and friends).
    pub fn is_desktop_460(self) -> bool {
        matches!(self.0, naga::back::glsl::Version::Desktop(v) if v >= 460)
    }

    /// Whether the version can say `early_fragment_tests`.
    pub fn supports_early_depth_test(self) -> bool {
        self.0.supports_early_depth_test()
    }
}

/// Without the GLSL writer (the `glsl` feature) no version parses.
#[cfg(not(feature = "glsl"))]
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct GlslVersion(());

#[cfg(not(feature = "glsl"))]
impl GlslVersion {
    /// Never: there is no GLSL version without the GLSL writer.
    pub fn is_desktop_460(self) -> bool {
        false
    }

    /// Never asked: there is no GLSL output.
    pub fn supports_early_depth_test(self) -> bool {
        true
    }
}

#[cfg(not(feature = "glsl"))]
impl FromStr for GlslVersion {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        Err(format!(
            "GLSL version '{s}': hlslc was built without its GLSL writer"
        ))
    }
}

#[cfg(feature = "glsl")]
impl FromStr for GlslVersion {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        use naga::back::glsl::Version;
        let (number, es) = match s.strip_suffix("es") {
            Some(n) => (n.trim_end(), true),
            None => (s, false),
        };
        let version = number.parse::<u16>().ok().map(|n| {
            if es {
                Version::new_gles(n)
            } else {
                Version::Desktop(n)
            }
        });
        match version {
            Some(v) if v.is_supported() => Ok(GlslVersion(v)),
            _ => Err(format!(
                "unknown GLSL version '{s}' (expected one of {}, or {} with 'es')",
                join(naga::back::glsl::SUPPORTED_CORE_VERSIONS),
                join(naga::back::glsl::SUPPORTED_ES_VERSIONS),
            )),
        }
    }
}

#[cfg(feature = "glsl")]
fn join(versions: &[u16]) -> String {
    versions
        .iter()
        .map(u16::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

/// The versions to write; `None` lets the back end choose (see each field).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Versions {
    /// `None`: SPIR-V 1.0, or 1.3 when the module uses subgroup operations
    /// (as DXC's default of vulkan1.0 plus what wave intrinsics need).
    pub vulkan: Option<VulkanEnv>,
    /// `None`: MSL 1.0, or 1.2 when a storage texture is read and written.
    pub msl: Option<MslVersion>,
    /// `None`: GLSL 4.50 core.
    pub glsl: Option<GlslVersion>,
}

impl Versions {
    /// Every back end chooses (the default, usable in constants).
    pub const AUTOMATIC: Versions = Versions {
        vulkan: None,
        msl: None,
        glsl: None,
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spellings_parse() {
        assert_eq!("vulkan1.2".parse(), Ok(VulkanEnv::V1_2));
        assert_eq!(VulkanEnv::V1_3.spirv_version(), (1, 6));
        assert!("vulkan2.0".parse::<VulkanEnv>().is_err());
        assert_eq!("2.1".parse(), Ok(MslVersion(2, 1)));
        assert!("2.9".parse::<MslVersion>().is_err());
        assert!("two".parse::<MslVersion>().is_err());
        #[cfg(feature = "glsl")]
        assert_eq!(
            "310es".parse::<GlslVersion>().map(|v| v.0),
            Ok(naga::back::glsl::Version::new_gles(310))
        );
        #[cfg(feature = "glsl")]
        assert_eq!(
            "430".parse::<GlslVersion>().map(|v| v.0),
            Ok(naga::back::glsl::Version::Desktop(430))
        );
        assert!("451".parse::<GlslVersion>().is_err());
    }
}
