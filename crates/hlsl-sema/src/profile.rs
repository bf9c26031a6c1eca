//! Target profiles (`cs_6_0`, `vs_5_1`, `ps_6_6`): the stage and the shader
//! model, which decides which language features are allowed.

use crate::ir::Stage;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Profile {
    pub stage: Stage,
    pub major: u8,
    pub minor: u8,
}

impl Profile {
    /// Parses `cs_6_0` and friends: stages `cs`, `vs`, `ps`, `gs`, `hs`,
    /// `ds`; shader models
    /// 5.0, 5.1 and 6.0–6.9.
    pub fn parse(text: &str) -> Option<Profile> {
        let mut parts = text.split('_');
        let stage = match parts.next()? {
            "cs" => Stage::Compute,
            "vs" => Stage::Vertex,
            "ps" => Stage::Pixel,
            "gs" => Stage::Geometry,
            "hs" => Stage::Hull,
            "ds" => Stage::Domain,
            _ => return None,
        };
        let major: u8 = parts.next()?.parse().ok()?;
        let minor: u8 = parts.next()?.parse().ok()?;
        if parts.next().is_some() {
            return None;
        }
        let valid = match major {
            5 => minor <= 1,
            6 => minor <= 9,
            _ => false,
        };
        valid.then_some(Profile {
            stage,
            major,
            minor,
        })
    }

    /// The value of `__SHADER_TARGET_MAJOR`-style comparisons: `6.2` → 62.
    pub fn model(self) -> u32 {
        self.major as u32 * 10 + self.minor as u32
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn profiles() {
        assert_eq!(
            Profile::parse("cs_6_6"),
            Some(Profile {
                stage: Stage::Compute,
                major: 6,
                minor: 6
            })
        );
        assert_eq!(Profile::parse("ps_5_1").map(Profile::model), Some(51));
        for bad in ["cs_5_2", "cs_7_0", "ms_6_0", "cs_6", "cs_6_0_1", "lib_6_3"] {
            assert_eq!(Profile::parse(bad), None, "{bad}");
        }
    }
}
