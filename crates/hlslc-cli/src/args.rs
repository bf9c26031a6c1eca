//! DXC-style flags, rewritten into the clap spelling before clap sees them.
//!
//! DXC (and Clang) take single-dash long flags (`-spirv`, `-Fo out`,
//! `-Wno-conversion`, `-fvk-u-shift 10 0`) and joined values (`-DX=1`,
//! `-Iinc`) that clap cannot express. This pass rewrites each one where it
//! stands, so they work in any position:
//!
//! | written | becomes |
//! | --- | --- |
//! | `-spirv` | `--target spirv` |
//! | `-Fo X`, `-FoX` | `-o X` |
//! | `-W<flag>` (`-Werror`, `-Wno-x`, `-Werror=x`) | `--warning <flag>` |
//! | `-D X=1`, `-DX=1` | `--define X=1` |
//! | `-U X`, `-UX` | `--undefine X` |
//! | `-I dir`, `-Idir` | `--include-dir dir` |
//! | `-P` | `preprocess` (the subcommand) |
//! | `-MD` | `--md` |
//! | `-MF X` | `--mf X` |
//! | `-fvk-<t,u,b,s>-shift N SPACE` | `--vk-shift <class>:N:SPACE` |
//! | `-fvk-bind-register xN SPACE B S`, `-vkbr …` | `--vk-bind-register xN:SPACE:B:S` |
//! | `-auto-binding-space N` | `--auto-binding-space N` |
//! | `-fspv-target-env=ENV` | `--spirv-target-env ENV` |
//! | `-enable-16bit-types` | `--enable-16bit-types` |
//!
//! The value after an option that takes one (`-T`, `-E`, `-o`, …) is never
//! rewritten, nor is anything after `--`.

/// What the rewriting needs to know of clap's command definition, read from
/// it (`Cli::command()`) so that there is one list: the option spellings
/// whose next argument is their value (that value is never rewritten), and
/// the subcommand names. How many values a DXC flag takes is declared once,
/// in `dxc_flags::FLAGS`.
pub struct Grammar {
    takes_value: Vec<String>,
    subcommands: Vec<String>,
}

impl Grammar {
    /// Reads `command` and all its subcommands.
    pub fn of(command: &clap::Command) -> Grammar {
        let mut grammar = Grammar {
            // Not a clap option: `normalize` marks an unknown DXC flag with
            // it, for `cli::parse` to report before clap runs.
            takes_value: vec!["--dxc-unknown".to_string()],
            subcommands: Vec::new(),
        };
        grammar.collect(command);
        grammar.takes_value.sort();
        grammar.takes_value.dedup();
        grammar
    }

    fn collect(&mut self, command: &clap::Command) {
        for arg in command.get_arguments() {
            if arg.is_positional() || !arg.get_action().takes_values() {
                continue;
            }
            let shorts = arg.get_short_and_visible_aliases().unwrap_or_default();
            let longs = arg.get_long_and_visible_aliases().unwrap_or_default();
            self.takes_value
                .extend(shorts.iter().map(|s| format!("-{s}")));
            self.takes_value
                .extend(longs.iter().map(|l| format!("--{l}")));
        }
        for sub in command.get_subcommands() {
            self.subcommands.push(sub.get_name().to_string());
            self.collect(sub);
        }
    }

    fn takes_value(&self, arg: &str) -> bool {
        self.takes_value.iter().any(|a| a == arg)
    }

    /// The subcommand names (`compile`, `check`, …).
    pub fn subcommands(&self) -> Vec<&str> {
        self.subcommands.iter().map(String::as_str).collect()
    }
}

/// Rewrites `args` (without the program name) into clap's spelling.
pub fn normalize<I, S>(grammar: &Grammar, args: I) -> Vec<String>
where
    I: IntoIterator<Item = S>,
    S: Into<String>,
{
    let mut input = args.into_iter().map(Into::into);
    let mut out = Vec::new();
    while let Some(arg) = input.next() {
        if arg == "--" {
            out.push(arg);
            out.extend(input.by_ref());
            break;
        }
        if grammar.takes_value(&arg) {
            out.push(arg);
            out.extend(input.next());
            continue;
        }
        let arg = crate::dxc_flags::slash_spelling(&arg).unwrap_or(arg);
        if crate::dxc_flags::rewrite(&arg, &mut input, &mut out) {
            continue;
        }
        if arg == "-spirv" {
            out.extend(["--target".to_string(), "spirv".to_string()]);
        } else if arg == "-WX" {
            out.extend(["--warning".to_string(), "error".to_string()]);
        } else if arg == "-no-warnings" {
            out.push("-w".into());
        } else if arg == "-help" || arg == "-?" {
            out.push("--help".into());
        } else if let Some(rest) = arg.strip_prefix("-Fo").or_else(|| arg.strip_prefix("-Fi")) {
            out.push("-o".into());
            if rest.is_empty() {
                out.extend(input.next());
            } else {
                out.push(rest.into());
            }
        } else if let Some(rest) = arg.strip_prefix("-W").filter(|r| !r.is_empty()) {
            out.extend(["--warning".to_string(), rest.to_string()]);
        } else if let Some(rest) = arg.strip_prefix("-D") {
            joined_or_next(&mut out, "--define", rest, &mut input);
        } else if arg == "-P" {
            out.push("preprocess".into());
        } else if arg == "-MD" {
            out.push("--md".into());
        } else if let Some(rest) = arg.strip_prefix("-MF") {
            joined_or_next(&mut out, "--mf", rest, &mut input);
        } else if let Some(rest) = arg.strip_prefix("-U") {
            joined_or_next(&mut out, "--undefine", rest, &mut input);
        } else if let Some(rest) = arg.strip_prefix("-I") {
            joined_or_next(&mut out, "--include-dir", rest, &mut input);
        } else if let Some(class) = vk_shift_class(&arg) {
            let values: Vec<String> = input.by_ref().take(2).collect();
            joined_values(&mut out, arg.clone(), "--vk-shift", class, values, 2);
        } else if arg == "-fvk-bind-register" || arg == "-vkbr" {
            let values: Vec<String> = input.by_ref().take(4).collect();
            joined_values(&mut out, arg, "--vk-bind-register", "", values, 4);
        } else if arg == "-enable-16bit-types" {
            out.push("--enable-16bit-types".into());
        } else if let Some(env) = arg.strip_prefix("-fspv-target-env=") {
            out.extend(["--spirv-target-env".to_string(), env.to_string()]);
        } else if arg == "-auto-binding-space" {
            out.push("--auto-binding-space".into());
            out.extend(input.next());
        } else if !crate::dxc_flags::clap_short(&arg) {
            out.extend(["--dxc-unknown".to_string(), arg]);
        } else {
            out.push(arg);
        }
    }
    out
}

/// Moves options written before the subcommand (`hlslc -Werror check a.hlsl`)
/// to just after it, where clap expects them. `args` is normalised and
/// excludes the program name; without a subcommand it is returned as is.
pub fn hoist_before_subcommand(grammar: &Grammar, mut args: Vec<String>) -> Vec<String> {
    let mut i = 0;
    while i < args.len() {
        let a = args[i].as_str();
        if grammar.subcommands.iter().any(|s| s == a) {
            let command = args.remove(i);
            args.insert(0, command);
            return args;
        }
        if a == "--" || !a.starts_with('-') {
            break;
        }
        i += if grammar.takes_value(a) { 2 } else { 1 };
    }
    args
}

fn joined_or_next(
    out: &mut Vec<String>,
    long: &str,
    rest: &str,
    input: &mut impl Iterator<Item = String>,
) {
    out.push(long.into());
    if rest.is_empty() {
        out.extend(input.next());
    } else {
        out.push(rest.into());
    }
}

/// `long PREFIX:V1:V2…` from `count` values; with fewer, the option is left
/// as written and clap reports it as an unexpected argument.
fn joined_values(
    out: &mut Vec<String>,
    arg: String,
    long: &str,
    prefix: &str,
    values: Vec<String>,
    count: usize,
) {
    if values.len() < count {
        out.push(arg);
        out.extend(values);
        return;
    }
    out.push(long.into());
    let joined = values.join(":");
    out.push(if prefix.is_empty() {
        joined
    } else {
        format!("{prefix}:{joined}")
    });
}

/// `t` for `-fvk-t-shift`, and so on.
fn vk_shift_class(arg: &str) -> Option<&str> {
    let class = arg.strip_prefix("-fvk-")?.strip_suffix("-shift")?;
    matches!(class, "t" | "u" | "b" | "s").then_some(class)
}

#[cfg(test)]
mod tests {
    use super::{normalize, Grammar};
    use clap::CommandFactory;

    fn grammar() -> Grammar {
        let mut command = crate::cli::Cli::command();
        command.build();
        Grammar::of(&command)
    }

    fn n(args: &str) -> String {
        normalize(&grammar(), args.split_whitespace()).join(" ")
    }

    #[test]
    fn the_grammar_comes_from_clap() {
        let g = grammar();
        for option in [
            "-T",
            "--profile",
            "-E",
            "-o",
            "--vk-shift",
            "--dxc",
            "--dxc-unknown",
        ] {
            assert!(g.takes_value(option), "{option}");
        }
        for flag in ["-w", "--enable-16bit-types", "--help"] {
            assert!(!g.takes_value(flag), "{flag}");
        }
        for sub in ["compile", "check", "batch", "dispatch", "help"] {
            assert!(g.subcommands().contains(&sub), "{sub}");
        }
    }

    #[test]
    fn dxc_flags_become_clap_flags() {
        assert_eq!(n("compile a.hlsl -spirv"), "compile a.hlsl --target spirv");
        assert_eq!(n("-Fo out.spv"), "-o out.spv");
        assert_eq!(n("-Foout.spv"), "-o out.spv");
        assert_eq!(n("-Wno-conversion"), "--warning no-conversion");
        assert_eq!(n("-Werror"), "--warning error");
        assert_eq!(n("-Werror=conversion"), "--warning error=conversion");
        assert_eq!(n("-Wno-error=conversion"), "--warning no-error=conversion");
        assert_eq!(n("-DX=1 -D Y"), "--define X=1 --define Y");
        assert_eq!(n("-Iinc -I other"), "--include-dir inc --include-dir other");
        assert_eq!(n("-fvk-u-shift 10 1"), "--vk-shift u:10:1");
        assert_eq!(n("-fvk-t-shift 10 all"), "--vk-shift t:10:all");
        assert_eq!(
            n("-fvk-bind-register t5 0 1 2 -vkbr u0 space1 3 4"),
            "--vk-bind-register t5:0:1:2 --vk-bind-register u0:space1:3:4"
        );
        assert_eq!(n("-auto-binding-space 3"), "--auto-binding-space 3");
        assert_eq!(
            n("-fspv-target-env=vulkan1.3"),
            "--spirv-target-env vulkan1.3"
        );
    }

    #[test]
    fn plain_flags_and_values_are_left_alone() {
        assert_eq!(n("-w -T cs_6_0 -E main"), "-w -T cs_6_0 -E main");
        // A value that looks like a DXC flag stays a value.
        assert_eq!(n("-E -Wmain -o -Dx"), "-E -Wmain -o -Dx");
        // Unknown single-dash flags are marked for `parse` to report.
        assert_eq!(n("-W"), "--dxc-unknown -W");
        assert_eq!(n("a.hlsl -- -Werror"), "a.hlsl -- -Werror");
        assert_eq!(n("-fvk-x-shift 1 2"), "--dxc-unknown -fvk-x-shift 1 2");
        // Too few values: left for clap to reject.
        assert_eq!(n("-fvk-u-shift 1"), "-fvk-u-shift 1");
        assert_eq!(n("-vkbr t0 0 1"), "-vkbr t0 0 1");
    }

    #[test]
    fn options_before_the_subcommand_move_after_it() {
        let h = |s: &str| {
            let g = grammar();
            let args = normalize(&g, s.split_whitespace());
            super::hoist_before_subcommand(&g, args).join(" ")
        };
        assert_eq!(
            h("-Werror -T check check a"),
            "check --warning error -T check a"
        );
        assert_eq!(h("check a -w"), "check a -w");
        assert_eq!(h("--help"), "--help");
        assert_eq!(h("a.hlsl check"), "a.hlsl check");
    }

    #[test]
    fn flags_work_in_any_position() {
        assert_eq!(
            n("check -Werror a.hlsl -Wno-conversion -DX"),
            "check --warning error a.hlsl --warning no-conversion --define X"
        );
    }
}
