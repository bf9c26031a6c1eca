//! The macros every HLSL file starts with: DXC's predefined macros, the
//! command line's `-D`/`-U`, and the dynamic `__LINE__`, `__FILE__`,
//! `__COUNTER__`. The static ones are the text of a `<built-in>` file, as
//! in Clang, so `-D` values are lexed like any other macro body.

use super::{Builtin, CommandLineMacro, Macro, PreprocessOptions, Preprocessor};
use std::fmt::Write;
use std::rc::Rc;

/// The stage names of `__SHADER_STAGE_*` and the `__SHADER_TARGET_STAGE`
/// value of each (DXC's `DXIL::ShaderKind` numbering).
const STAGES: &[(&str, &str, u32)] = &[
    ("PIXEL", "ps", 0),
    ("VERTEX", "vs", 1),
    ("GEOMETRY", "gs", 2),
    ("HULL", "hs", 3),
    ("DOMAIN", "ds", 4),
    ("COMPUTE", "cs", 5),
    ("LIBRARY", "lib", 6),
    ("RAYGENERATION", "", 7),
    ("INTERSECTION", "", 8),
    ("ANY_HIT", "", 9),
    ("CLOSEST_HIT", "", 10),
    ("MISS", "", 11),
    ("CALLABLE", "", 12),
    ("MESH", "ms", 13),
    ("AMPLIFICATION", "as", 14),
];

/// The `<built-in>` file's text.
pub(crate) fn builtin_text(options: &PreprocessOptions) -> String {
    let mut s = String::new();
    s.push_str("#define __hlsl_dx_compiler 1\n");
    let version = options.hlsl_version.unwrap_or(2021);
    let _ = writeln!(s, "#define __HLSL_VERSION {version}");
    // The DXC release whose language hlslc follows (shaders test the
    // version for features; DXC defines these since 1.6).
    s.push_str("#define __DXC_VERSION_MAJOR 1\n#define __DXC_VERSION_MINOR 9\n");
    s.push_str("#define __DXC_VERSION_RELEASE 2607\n#define __DXC_VERSION_COMMITS 0\n");
    if options.enable_16bit_types {
        s.push_str("#define __HLSL_ENABLE_16_BIT 1\n");
    }
    for (name, _, value) in STAGES {
        let _ = writeln!(s, "#define __SHADER_STAGE_{name} {value}");
    }
    if let Some(stage) = &options.stage {
        if let Some((_, _, value)) = STAGES.iter().find(|(_, short, _)| short == stage) {
            let _ = writeln!(s, "#define __SHADER_TARGET_STAGE {value}");
        }
    }
    if let Some((major, minor)) = options.shader_model {
        let _ = writeln!(s, "#define __SHADER_TARGET_MAJOR {major}");
        let _ = writeln!(s, "#define __SHADER_TARGET_MINOR {minor}");
    }
    if options.spirv {
        s.push_str("#define __spirv__ 1\n");
    }
    for m in &options.macros {
        match m {
            CommandLineMacro::Define(name, value) => {
                // A value cannot end the line early; a name with junk is
                // reported against `<built-in>` like any bad `#define`.
                let value = value.as_deref().unwrap_or("1").replace(['\n', '\r'], " ");
                let _ = writeln!(s, "#define {name} {value}");
            }
            CommandLineMacro::Undefine(name) => {
                let _ = writeln!(s, "#undef {name}");
            }
        }
    }
    s
}

impl Preprocessor<'_> {
    pub(crate) fn define_builtins(&mut self) {
        for (name, b) in [
            ("__LINE__", Builtin::Line),
            ("__FILE__", Builtin::File),
            ("__COUNTER__", Builtin::Counter),
        ] {
            let sym = self.names.intern(name);
            self.macro_names.add(name.as_bytes());
            self.macros.insert(
                sym,
                Rc::new(Macro {
                    defined_at: None,
                    params: None,
                    variadic: false,
                    body: Vec::new(),
                    builtin: Some(b),
                }),
            );
        }
    }
}
