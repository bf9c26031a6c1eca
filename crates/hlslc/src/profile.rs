//! Typed target profiles: `cs_6_0` is `Profile::new(Stage::Compute, 6, 0)`.

use std::fmt;
use std::str::FromStr;

/// A shader stage, the first part of a profile.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Stage {
    /// `vs`.
    Vertex,
    /// `ps` (a fragment shader).
    Pixel,
    /// `cs`.
    Compute,
    /// `gs`: checked but not compiled (naga has no geometry stage).
    Geometry,
    /// `hs`: checked but not compiled (naga has no tessellation stages).
    Hull,
    /// `ds`: checked but not compiled (naga has no tessellation stages).
    Domain,
}

impl Stage {
    /// The profile prefix: `vs`, `ps`, `cs`, `gs`, `hs` or `ds`.
    pub fn prefix(self) -> &'static str {
        match self {
            Stage::Vertex => "vs",
            Stage::Pixel => "ps",
            Stage::Compute => "cs",
            Stage::Geometry => "gs",
            Stage::Hull => "hs",
            Stage::Domain => "ds",
        }
    }

    fn from_sema(stage: hlsl_sema::ir::Stage) -> Stage {
        use hlsl_sema::ir::Stage as S;
        match stage {
            S::Vertex => Stage::Vertex,
            S::Pixel => Stage::Pixel,
            S::Compute => Stage::Compute,
            S::Geometry => Stage::Geometry,
            S::Hull => Stage::Hull,
            S::Domain => Stage::Domain,
        }
    }
}

/// A target profile: a stage and a shader model, DXC's `-T` (`cs_6_0`).
///
/// ```
/// use hlslc::{Profile, Stage};
/// let p: Profile = "ps_6_2".parse().unwrap();
/// assert_eq!(p, Profile::new(Stage::Pixel, 6, 2));
/// assert_eq!(p.to_string(), "ps_6_2");
/// assert!("cs_9_9".parse::<Profile>().is_err());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Profile {
    /// The stage of the entry point.
    pub stage: Stage,
    /// The shader model's major version (5 or 6).
    pub major: u8,
    /// The shader model's minor version (5.0–5.1, 6.0–6.9).
    pub minor: u8,
}

impl Profile {
    /// The profile `<stage>_<major>_<minor>`. A shader model hlslc does
    /// not know (5.0, 5.1 and 6.0–6.9 are known) is reported as
    /// `err_invalid_profile` when it is compiled with.
    pub const fn new(stage: Stage, major: u8, minor: u8) -> Profile {
        Profile {
            stage,
            major,
            minor,
        }
    }
}

impl fmt::Display for Profile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}_{}_{}", self.stage.prefix(), self.major, self.minor)
    }
}

/// A profile that [`Profile::from_str`] did not accept.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseProfileError(String);

impl fmt::Display for ParseProfileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "invalid profile '{}' (expected a stage and shader model such as cs_6_0)",
            self.0
        )
    }
}

impl std::error::Error for ParseProfileError {}

impl FromStr for Profile {
    type Err = ParseProfileError;

    /// Parses `cs_6_0` and friends: stages `cs`, `vs`, `ps`, `gs`, `hs`,
    /// `ds`; shader models 5.0, 5.1 and 6.0–6.9.
    fn from_str(text: &str) -> Result<Profile, ParseProfileError> {
        let p = hlsl_sema::Profile::parse(text).ok_or_else(|| ParseProfileError(text.into()))?;
        Ok(Profile::new(Stage::from_sema(p.stage), p.major, p.minor))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn profiles_round_trip() {
        for text in ["vs_6_0", "ps_5_1", "cs_6_9", "gs_6_0", "hs_6_1", "ds_6_2"] {
            let p: Profile = text.parse().unwrap();
            assert_eq!(p.to_string(), text);
        }
        assert!("xs_6_0".parse::<Profile>().is_err());
        assert!("cs_6".parse::<Profile>().is_err());
        assert_eq!(
            "cs_7_0".parse::<Profile>().unwrap_err().to_string(),
            "invalid profile 'cs_7_0' (expected a stage and shader model such as cs_6_0)"
        );
    }
}
