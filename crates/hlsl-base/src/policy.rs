//! Warning flags, applied as Clang applies them.
//!
//! `-W<group>` enables a group (including default-off ones), `-Wno-<group>`
//! silences it, `-Werror` makes every warning an error, `-Werror=<group>` and
//! `-Wno-error=<group>` do that (or undo it) for one group, and `-w` silences
//! every warning. Default-error warnings stay errors under `-w` and `-Werror`
//! and become warnings with `-Wno-error=<group>` and with `-Wno-<group>`
//! (unlike Clang, where `-Wno-<group>` silences them: the register-binding
//! spec asks for warnings there).

use crate::{DiagCode, Diagnostic, Level, Severity};
use rustc_hash::FxHashMap;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum GroupState {
    On,
    Off,
}

#[derive(Clone, Debug, Default)]
pub struct DiagnosticPolicy {
    groups: FxHashMap<String, GroupState>,
    /// `Some(true)` for `-Werror=<group>`, `Some(false)` for `-Wno-error=<group>`.
    group_error: FxHashMap<String, bool>,
    warnings_as_errors: bool,
    ignore_warnings: bool,
}

impl DiagnosticPolicy {
    pub fn new() -> DiagnosticPolicy {
        DiagnosticPolicy::default()
    }

    /// Applies one flag written after `-W` (`error`, `no-error=foo`, `foo`,
    /// `no-foo`, …). Returns false when the flag names no known group, so the
    /// driver can warn about it.
    pub fn apply_flag(&mut self, flag: &str) -> bool {
        if flag == "error" {
            self.warnings_as_errors = true;
            return true;
        }
        if flag == "no-error" {
            self.warnings_as_errors = false;
            return true;
        }
        if let Some(g) = flag.strip_prefix("error=") {
            self.group_error.insert(g.to_string(), true);
            return is_group(g);
        }
        if let Some(g) = flag.strip_prefix("no-error=") {
            self.group_error.insert(g.to_string(), false);
            return is_group(g);
        }
        if matches!(flag, "all" | "everything" | "extra") {
            for c in DiagCode::ALL {
                if let Some(g) = c.info().group {
                    self.groups.entry(g.to_string()).or_insert(GroupState::On);
                }
            }
            return true;
        }
        if let Some(g) = flag.strip_prefix("no-") {
            self.groups.insert(g.to_string(), GroupState::Off);
            return is_group(g);
        }
        self.groups.insert(flag.to_string(), GroupState::On);
        is_group(flag)
    }

    /// `-w`.
    pub fn ignore_all_warnings(&mut self) {
        self.ignore_warnings = true;
    }

    /// The severity `d` is reported with, or `None` if it is silenced.
    pub fn severity_of(&self, code: DiagCode) -> Option<Severity> {
        let info = code.info();
        let group = info.group;
        let state = group.and_then(|g| self.groups.get(g)).copied();
        let group_error = group.and_then(|g| self.group_error.get(g)).copied();
        match info.level {
            Level::Error => Some(Severity::Error),
            Level::Note => Some(Severity::Note),
            // `-Wno-<group>` and `-Wno-error=<group>` both leave a plain
            // warning (the register-binding spec's legacy switch); `-w`
            // then silences it, and `-Werror` (or `-Werror=<group>` after
            // `-Wno-<group>`) makes it an error again.
            Level::DefaultError => match (state, group_error) {
                (_, Some(false)) if self.ignore_warnings => None,
                (_, Some(false)) => Some(Severity::Warning),
                (Some(GroupState::Off), _) if self.ignore_warnings => None,
                (Some(GroupState::Off), error) => {
                    Some(if error.unwrap_or(self.warnings_as_errors) {
                        Severity::Error
                    } else {
                        Severity::Warning
                    })
                }
                _ => Some(Severity::Error),
            },
            Level::Warning => {
                if state == Some(GroupState::Off) || self.ignore_warnings {
                    return None;
                }
                let error = group_error.unwrap_or(self.warnings_as_errors);
                Some(if error {
                    Severity::Error
                } else {
                    Severity::Warning
                })
            }
        }
    }

    /// Applies the policy to a list: drops silenced diagnostics and sets the
    /// severity of the rest. Notes follow their parent.
    pub fn apply(&self, diags: Vec<Diagnostic>) -> Vec<Diagnostic> {
        diags
            .into_iter()
            .filter_map(|mut d| {
                d.severity = self.severity_of(d.code)?;
                Some(d)
            })
            .collect()
    }
}

fn is_group(name: &str) -> bool {
    DiagCode::ALL.iter().any(|c| c.info().group == Some(name))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sev(flags: &[&str], code: DiagCode) -> Option<Severity> {
        let mut p = DiagnosticPolicy::new();
        for f in flags {
            if *f == "w" {
                p.ignore_all_warnings();
            } else {
                p.apply_flag(f);
            }
        }
        p.severity_of(code)
    }

    #[test]
    fn clang_flag_semantics() {
        let w = DiagCode::warn_implicit_truncation;
        assert_eq!(sev(&[], w), Some(Severity::Warning));
        assert_eq!(sev(&["no-conversion"], w), None);
        assert_eq!(sev(&["error"], w), Some(Severity::Error));
        assert_eq!(sev(&["error=conversion"], w), Some(Severity::Error));
        assert_eq!(
            sev(&["error", "no-error=conversion"], w),
            Some(Severity::Warning)
        );
        assert_eq!(sev(&["w", "error"], w), None);
        assert_eq!(
            sev(&["w"], DiagCode::err_expected_expression),
            Some(Severity::Error)
        );
    }

    #[test]
    fn legacy_binding_rules() {
        let g = "disallow-legacy-binding-rules";
        let b = DiagCode::warn_hlsl_deprecated_register_type_b;
        let udt = DiagCode::warn_hlsl_UDT_missing_resource_type_member;
        let no = format!("no-{g}");
        let no_error = format!("no-error={g}");
        let error = format!("error={g}");
        assert_eq!(sev(&[], b), Some(Severity::Error));
        assert_eq!(sev(&[], udt), Some(Severity::Warning));
        assert_eq!(sev(&[&no], b), Some(Severity::Warning));
        assert_eq!(sev(&[&no], udt), None);
        assert_eq!(sev(&[&no_error], b), Some(Severity::Warning));
        assert_eq!(sev(&[&no_error], udt), Some(Severity::Warning));
        assert_eq!(sev(&[&error], b), Some(Severity::Error));
        assert_eq!(sev(&[&error], udt), Some(Severity::Error));
        assert_eq!(sev(&["w"], b), Some(Severity::Error));
        assert_eq!(sev(&["w"], udt), None);
        assert_eq!(sev(&["w", &no], b), None);
        assert_eq!(sev(&["w", &no_error], b), None);
        assert_eq!(sev(&["error", &no], b), Some(Severity::Error));
    }
}
