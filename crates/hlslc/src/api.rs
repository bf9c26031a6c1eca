//! The compile entry point: [`compile`] and [`compile_file`] take HLSL or
//! WHLSL source and [`CompileOptions`], and give an [`Output`] (a
//! validated naga module, the target's code, the reflection and the files
//! read) or the [`Diagnostics`] that stopped them.

use crate::diagnostic::Diagnostics;
use crate::includes::IncludeResolver;
use crate::options::{Define, EmitTarget, FrontendOptions, VkBindRegister, VkShift};
use crate::profile::{Profile, Stage};
use crate::reflect::Reflection;
use crate::session::Session;
use hlsl_base::{DiagCode, Diagnostic, FileId, Span};
use hlsl_sema::layout::LayoutRules;
use hlsl_syntax::preprocess::CommandLineMacro;
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// The language of a source file.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Language {
    /// HLSL, as DXC reads it (the default).
    #[default]
    Hlsl,
    /// WHLSL (WebGPU's early shading language). It compiles compute entry
    /// points only, and has no preprocessor.
    Whlsl,
}

impl Language {
    /// The language of a file by its name: `.whlsl` is WHLSL, anything
    /// else HLSL.
    pub fn from_path(path: impl AsRef<Path>) -> Language {
        match path.as_ref().extension() {
            Some(e) if e == "whlsl" => Language::Whlsl,
            _ => Language::Hlsl,
        }
    }

    fn dialect(self) -> hlsl_syntax::Dialect {
        match self {
            Language::Hlsl => hlsl_syntax::Dialect::Hlsl,
            Language::Whlsl => hlsl_syntax::Dialect::Whlsl,
        }
    }
}

/// How matrices are laid out in memory when a declaration does not say
/// (`row_major`/`column_major`) and no `#pragma pack_matrix` has.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum MatrixPacking {
    /// Column-major, HLSL's default.
    #[default]
    ColumnMajor,
    /// Row-major: DXC's `-Zpr`.
    RowMajor,
}

/// How registers become Vulkan descriptor sets and bindings, as DXC's
/// SPIR-V options set them. By default `register(xN, spaceM)` is set M,
/// binding N, whatever the register class.
///
/// The same bindings appear in the naga module (so in every target) and in
/// the [`Reflection`].
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BindingOptions {
    /// `-fvk-{t,u,b,s}-shift N SPACE`: add `N` to the binding of every
    /// register of a class (in one space, or all).
    pub shifts: Vec<VkShift>,
    /// `-fvk-bind-register`: put one register at a given set and binding.
    pub bind_registers: Vec<VkBindRegister>,
    /// `-auto-binding-space N`: the space of resources declared without a
    /// `register`.
    pub auto_binding_space: Option<u32>,
}

/// What to compile and how.
///
/// Build it with [`CompileOptions::new`] and the `with_*` methods, or
/// set the fields directly:
///
/// ```
/// use hlslc::{CompileOptions, EmitTarget, MatrixPacking, Profile, Stage};
/// let options = CompileOptions::new(Profile::new(Stage::Compute, 6, 0), "main")
///     .with_define("GROUP_SIZE", Some("64"))
///     .with_include_dir("shaders/include")
///     .with_target(EmitTarget::Spirv);
/// let options = CompileOptions {
///     matrix_packing: MatrixPacking::RowMajor,
///     ..options
/// };
/// # let _ = options;
/// ```
#[derive(Clone, Debug)]
pub struct CompileOptions {
    /// The source's name in diagnostics, and the includer of its quoted
    /// `#include`s (they are looked for beside it). [`compile_file`] sets
    /// it to the path; the default is `shader.hlsl`.
    pub name: String,
    /// HLSL or WHLSL; `None` decides by the extension of
    /// [`name`](CompileOptions::name) (`.whlsl` is WHLSL).
    pub language: Option<Language>,
    /// The stage and shader model (`-T`).
    pub profile: Profile,
    /// The entry point's name (`-E`).
    pub entry: String,
    /// Macros defined before the source (`-D NAME[=VALUE]`), in order.
    pub defines: Vec<Define>,
    /// Directories for `#include` (`-I`), searched in order after the
    /// including file's own directory.
    pub include_dirs: Vec<PathBuf>,
    /// Reads the included files; `None` reads them from the file system
    /// ([`FileSystemIncludes`](crate::includes::FileSystemIncludes)).
    pub include_resolver: Option<Arc<dyn IncludeResolver>>,
    /// The output wanted besides the naga module: SPIR-V words or WGSL,
    /// MSL or GLSL text. `None` gives the module alone. A target whose
    /// Cargo feature is off is an error.
    pub target: Option<EmitTarget>,
    /// Register-to-binding options (`-fvk-*-shift`, `-fvk-bind-register`).
    pub bindings: BindingOptions,
    /// The default matrix packing (`-Zpc`/`-Zpr`).
    pub matrix_packing: MatrixPacking,
    /// The buffer layout rules: DXC's `-spirv` default (std140 and std430
    /// with DXC's relaxed vector rule), or what `-fvk-use-dx-layout`,
    /// `-fvk-use-gl-layout` or `-fvk-use-scalar-layout` select.
    pub layout: LayoutRules,
    /// `-enable-16bit-types`: `half` and `min16*` are 16-bit types.
    pub enable_16bit_types: bool,
    /// Warning options as Clang spells them without the `-W`: `error`
    /// (`-Werror`), `no-conversion`, `error=conversion`, ….
    pub warnings: Vec<String>,
}

impl CompileOptions {
    /// Options for the entry point `entry` of stage and shader model
    /// `profile`; everything else as `hlslc`'s command line defaults it.
    pub fn new(profile: Profile, entry: impl Into<String>) -> CompileOptions {
        CompileOptions {
            name: "shader.hlsl".into(),
            language: None,
            profile,
            entry: entry.into(),
            defines: Vec::new(),
            include_dirs: Vec::new(),
            include_resolver: None,
            target: None,
            bindings: BindingOptions::default(),
            matrix_packing: MatrixPacking::ColumnMajor,
            layout: LayoutRules::default(),
            enable_16bit_types: false,
            warnings: Vec::new(),
        }
    }

    /// Names the source (see [`CompileOptions::name`]).
    pub fn with_name(mut self, name: impl Into<String>) -> CompileOptions {
        self.name = name.into();
        self
    }

    /// Sets the language (see [`CompileOptions::language`]).
    pub fn with_language(mut self, language: Language) -> CompileOptions {
        self.language = Some(language);
        self
    }

    /// Defines the macro `name` (as `1` when `value` is `None`).
    pub fn with_define(mut self, name: impl Into<String>, value: Option<&str>) -> CompileOptions {
        self.defines.push(Define {
            name: name.into(),
            value: value.map(str::to_string),
        });
        self
    }

    /// Adds an include directory.
    pub fn with_include_dir(mut self, dir: impl Into<PathBuf>) -> CompileOptions {
        self.include_dirs.push(dir.into());
        self
    }

    /// Reads includes through `resolver` instead of the file system.
    pub fn with_include_resolver(
        mut self,
        resolver: impl IncludeResolver + 'static,
    ) -> CompileOptions {
        self.include_resolver = Some(Arc::new(resolver));
        self
    }

    /// Asks for `target`'s output too.
    pub fn with_target(mut self, target: EmitTarget) -> CompileOptions {
        self.target = Some(target);
        self
    }

    /// The language, by [`CompileOptions::language`] or the name.
    pub fn language(&self) -> Language {
        self.language
            .unwrap_or_else(|| Language::from_path(&self.name))
    }

    /// These options as the driver's [`FrontendOptions`].
    pub fn frontend(&self) -> FrontendOptions {
        FrontendOptions {
            dialect: Some(self.language().dialect()),
            profile: Some(self.profile.to_string()),
            entry: Some(self.entry.clone()),
            warnings: self.warnings.clone(),
            macros: self
                .defines
                .iter()
                .map(|d| CommandLineMacro::Define(d.name.clone(), d.value.clone()))
                .collect(),
            include_dirs: self.include_dirs.clone(),
            include_resolver: self.include_resolver.clone(),
            spirv: self.target == Some(EmitTarget::Spirv),
            vk_shifts: self.bindings.shifts.clone(),
            vk_bind_registers: self.bindings.bind_registers.clone(),
            auto_binding_space: self.bindings.auto_binding_space,
            enable_16bit_types: self.enable_16bit_types,
            dxc: crate::dxc_flags::DxcOptions {
                row_major: (self.matrix_packing == MatrixPacking::RowMajor).then_some(true),
                layout: Some(self.layout),
                ..Default::default()
            },
            ..FrontendOptions::default()
        }
    }
}

/// The code a target was written as.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Code {
    /// SPIR-V words.
    Spirv(Vec<u32>),
    /// WGSL, MSL, GLSL or naga's debug text.
    Text(String),
}

impl Code {
    /// The code as bytes: SPIR-V words in little-endian order (a `.spv`
    /// file's contents), text as UTF-8.
    pub fn to_bytes(&self) -> Vec<u8> {
        match self {
            Code::Spirv(words) => words.iter().flat_map(|w| w.to_le_bytes()).collect(),
            Code::Text(text) => text.as_bytes().to_vec(),
        }
    }

    /// The SPIR-V words, if it is SPIR-V.
    pub fn as_spirv(&self) -> Option<&[u32]> {
        match self {
            Code::Spirv(words) => Some(words),
            Code::Text(_) => None,
        }
    }

    /// The text, if it is a text target.
    pub fn as_text(&self) -> Option<&str> {
        match self {
            Code::Text(text) => Some(text),
            Code::Spirv(_) => None,
        }
    }
}

impl From<hlsl_lower::Output> for Code {
    fn from(output: hlsl_lower::Output) -> Code {
        match output {
            hlsl_lower::Output::Spirv(words) => Code::Spirv(words),
            hlsl_lower::Output::Text(text) => Code::Text(text),
        }
    }
}

/// A successful compilation.
#[derive(Debug)]
#[non_exhaustive]
pub struct Output {
    /// The validated module with its one entry point. Pass it with
    /// [`info`](Output::info) to naga's writers, or to wgpu as
    /// `wgpu::ShaderSource::Naga`.
    pub module: naga::Module,
    /// naga's validation result for [`module`](Output::module).
    pub info: naga::valid::ModuleInfo,
    /// The target's code, when [`CompileOptions::target`] named one.
    pub code: Option<Code>,
    /// The resources, constant-buffer layouts and entry-point signature,
    /// with the bindings the module uses. `None` for WHLSL (which has no
    /// reflection yet).
    pub reflection: Option<Reflection>,
    /// Every file read: for [`compile_file`] the main file first, then each
    /// included file once, in the order first included. Build systems
    /// rebuild when one changes.
    pub files: Vec<PathBuf>,
    /// The warnings (errors end the compilation instead).
    pub warnings: Diagnostics,
}

/// Compiles `source` as `options` say. Errors (with any warnings before
/// them) come back as `Err`.
///
/// A stage that panics (a compiler bug) is caught and reported as an
/// internal-error diagnostic. The stages recurse over the source's
/// nesting: for untrusted, deeply nested input, call it on a thread with a
/// large stack, as the `hlslc` command does (256 MiB).
pub fn compile(source: &str, options: &CompileOptions) -> Result<Output, Diagnostics> {
    let mut session = Session::new(options.frontend());
    let file = session.add_source(&options.name, source);
    run(&mut session, Some(file), options, Vec::new())
}

/// Reads the file at `path` and compiles it as `options` say
/// ([`CompileOptions::name`] becomes the path, and the language comes from
/// its extension unless [`CompileOptions::language`] is set).
pub fn compile_file(
    path: impl AsRef<Path>,
    options: &CompileOptions,
) -> Result<Output, Diagnostics> {
    let path = path.as_ref();
    let options = CompileOptions {
        name: path.display().to_string(),
        ..options.clone()
    };
    let mut session = Session::new(options.frontend());
    let file = session.load(path);
    run(&mut session, file, &options, vec![path.to_path_buf()])
}

fn run(
    session: &mut Session,
    file: Option<FileId>,
    options: &CompileOptions,
    mut files: Vec<PathBuf>,
) -> Result<Output, Diagnostics> {
    let compiled = file.and_then(|file| match options.language() {
        Language::Hlsl => compile_hlsl(session, file, options),
        Language::Whlsl => compile_whlsl(session, file, options),
    });
    for name in &session.includes {
        // A file included twice is read twice, but listed once.
        let path = PathBuf::from(name);
        if !files.contains(&path) {
            files.push(path);
        }
    }
    let diagnostics = session.to_values();
    match compiled {
        Some((c, reflection)) if !session.has_errors() => Ok(Output {
            module: c.module,
            info: c.info,
            code: c.output.map(Code::from),
            reflection,
            files,
            warnings: diagnostics,
        }),
        _ => Err(diagnostics),
    }
}

fn compile_hlsl(
    session: &mut Session,
    file: FileId,
    options: &CompileOptions,
) -> Option<(hlsl_lower::Compiled, Option<Reflection>)> {
    let program = session.check_program(file)?;
    let reflection = crate::reflect::reflect(&program, &session.options.vulkan_bindings());
    let target = options.target.map(EmitTarget::lower_target);
    let compiled = session.lower_module(program, &options.entry, target)?;
    Some((compiled, Some(reflection)))
}

fn compile_whlsl(
    session: &mut Session,
    file: FileId,
    options: &CompileOptions,
) -> Option<(hlsl_lower::Compiled, Option<Reflection>)> {
    if options.profile.stage != Stage::Compute {
        let what = format!(
            "compiling WHLSL for the profile '{}' (WHLSL compiles compute entry points only: use a cs_* profile)",
            options.profile
        );
        session.report([Diagnostic::new(
            DiagCode::err_not_supported_yet,
            Span::DUMMY,
            &[&what],
        )]);
        return None;
    }
    // WHLSL has no preprocessor: options for it would do nothing.
    let unused = [
        ("defines", !options.defines.is_empty()),
        ("include_dirs", !options.include_dirs.is_empty()),
        ("include_resolver", options.include_resolver.is_some()),
        (
            "matrix_packing",
            options.matrix_packing != MatrixPacking::ColumnMajor,
        ),
    ];
    for (name, _) in unused.iter().filter(|(_, set)| *set) {
        session.report([Diagnostic::new(
            DiagCode::warn_unsupported_option,
            Span::DUMMY,
            &[name, &"WHLSL has no preprocessor or matrix packing"],
        )]);
    }
    let target = options.target.map(EmitTarget::lower_target);
    let compiled = session.compile_whlsl(file, &options.entry, target)?;
    Some((compiled, None))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::includes::MemoryIncludes;

    const DOUBLE: &str = "RWStructuredBuffer<uint> data : register(u0);\n\
        [numthreads(4, 1, 1)]\n\
        void main(uint3 id : SV_DispatchThreadID) { data[id.x] = data[id.x] * 2; }\n";

    fn cs() -> CompileOptions {
        CompileOptions::new(Profile::new(Stage::Compute, 6, 0), "main")
    }

    #[test]
    fn gives_the_module_the_target_output_and_the_reflection() {
        let out = compile(DOUBLE, &cs()).expect("compiles");
        assert_eq!(out.module.entry_points.len(), 1);
        assert!(out.code.is_none());
        assert!(out.warnings.is_empty());
        assert!(out.files.is_empty());
        let reflection = out.reflection.expect("reflection");
        assert_eq!(reflection.resources[0].name, "data");
        let out = compile(DOUBLE, &cs().with_target(EmitTarget::Wgsl)).expect("compiles");
        let text = out.code.as_ref().and_then(Code::as_text).expect("WGSL");
        assert!(text.contains("@compute @workgroup_size(4, 1, 1)"), "{text}");
    }

    /// The everyday b0/t0/s0 shader: the naga module cannot share binding
    /// 0, and the reflection says where the texture and sampler went, the
    /// same for both entry points.
    #[test]
    fn the_reflection_gives_the_moved_bindings() {
        let source = "cbuffer Camera : register(b0) { float4x4 viewProj; };\n\
            Texture2D albedo : register(t0);\n\
            SamplerState samp : register(s0);\n\
            float4 vs(float3 p : P) : SV_Position { return mul(viewProj, float4(p, 1)); }\n\
            float4 ps(float4 q : SV_Position) : SV_Target { return albedo.Sample(samp, q.xy); }\n";
        for (stage, entry) in [(Stage::Vertex, "vs"), (Stage::Pixel, "ps")] {
            let options = CompileOptions::new(Profile::new(stage, 6, 0), entry);
            let out = compile(source, &options).expect("compiles");
            let reflection = out.reflection.as_ref().expect("reflection");
            let at = |name: &str| {
                let r = reflection.resources.iter().find(|r| r.name == name);
                let r = r.expect("reflected");
                let b = r.moved_to.as_ref().or(r.vulkan.as_ref()).expect("bound");
                (b.set, b.binding)
            };
            assert_eq!((at("albedo"), at("samp")), ((0, 1), (0, 2)), "{entry}");
            assert!(reflection.constant_buffers[0].moved_to.is_none());
            // The module agrees.
            for (_, g) in out.module.global_variables.iter() {
                let (Some(name), Some(b)) = (&g.name, &g.binding) else {
                    continue;
                };
                let want = if name.starts_with("Camera") {
                    (0, 0)
                } else {
                    at(name)
                };
                assert_eq!((b.group, b.binding), want, "{entry}: {name}");
            }
        }
    }

    #[test]
    fn errors_are_values_that_render_as_clang_does() {
        let e = compile(
            "[numthreads(1,1,1)] void main() { undeclared = 1; }",
            &cs().with_name("bad.hlsl"),
        )
        .expect_err("an error");
        assert_eq!(e.len(), 1);
        let d = &e.list[0];
        assert_eq!(d.code, "err_undeclared_identifier");
        let span = d.span.as_ref().expect("located");
        assert_eq!(
            (span.file.as_str(), span.line, span.column),
            ("bad.hlsl", 1, 35)
        );
        assert!(
            e.to_string()
                .starts_with("bad.hlsl:1:35: error: use of undeclared identifier 'undeclared'"),
            "{e}"
        );
        let invalid = CompileOptions::new(Profile::new(Stage::Compute, 9, 9), "main");
        let e = compile(DOUBLE, &invalid).unwrap_err();
        assert_eq!(e.list[0].code, "err_invalid_profile");
    }

    #[test]
    fn warnings_ride_along_with_the_output() {
        let source = "RWStructuredBuffer<float> data : register(u0);\n\
            [numthreads(1, 1, 1)] void main() { float4 v = data[0]; float f = v; data[1] = f; }\n";
        let out = compile(source, &cs()).expect("compiles");
        assert_eq!(out.warnings.len(), 1, "{}", out.warnings);
        assert_eq!(out.warnings.list[0].group, Some("conversion"));
        assert!(
            out.warnings
                .to_string()
                .contains("warning: implicit truncation of vector type [-Wconversion]"),
            "{}",
            out.warnings
        );
        let mut werror = cs();
        werror.warnings.push("error".into());
        let e = compile(source, &werror).unwrap_err();
        assert!(e.list[0].promoted);
        assert!(e.to_string().contains("[-Werror,-Wconversion]"), "{e}");
    }

    #[test]
    fn includes_come_from_the_resolver_and_are_listed() {
        let includes = MemoryIncludes::new()
            .with_file("shaders/common.hlsli", "#include <size.hlsli>\n")
            .with_file("lib/size.hlsli", "#define SIZE FACTOR\n");
        let options = cs()
            .with_name("shaders/main.hlsl")
            .with_include_dir("lib")
            .with_define("FACTOR", Some("3"))
            .with_include_resolver(includes);
        let source = "#include \"common.hlsli\"\n#include \"common.hlsli\"\n\
            RWStructuredBuffer<uint> data : register(u0);\n\
            [numthreads(1, 1, 1)] void main() { data[0] = SIZE; }\n";
        let out = compile(source, &options).expect("compiles");
        assert_eq!(
            out.files,
            [
                PathBuf::from("shaders/common.hlsli"),
                PathBuf::from("lib/size.hlsli")
            ]
        );
        let e = compile("#include \"missing.hlsli\"\n", &options).unwrap_err();
        assert!(e.to_string().contains("missing.hlsli"), "{e}");
    }

    #[test]
    fn bindings_and_packing_reach_the_module() {
        let mut options = cs();
        options.bindings.shifts.push("u:10:all".parse().unwrap());
        let out = compile(DOUBLE, &options).expect("compiles");
        let binding = out
            .module
            .global_variables
            .iter()
            .find_map(|(_, g)| g.binding);
        assert_eq!(binding.map(|b| b.binding), Some(10));
        let vulkan = out.reflection.unwrap().resources[0].vulkan;
        assert_eq!(vulkan.map(|v| v.binding), Some(10));
        let source = "cbuffer C { float2x3 m; }; RWStructuredBuffer<float> o : register(u0);\n\
            [numthreads(1, 1, 1)] void main() { o[0] = m[0][0]; }\n";
        let size = |options: &CompileOptions| {
            compile(source, options)
                .unwrap()
                .reflection
                .unwrap()
                .constant_buffers[0]
                .members[0]
                .size
        };
        let row_major = CompileOptions {
            matrix_packing: MatrixPacking::RowMajor,
            ..cs()
        };
        // float2x3 under DXC's default std140: three columns of two when
        // column-major, two rows of three when row-major, each line taking
        // 16 bytes (the last one too).
        assert_eq!((size(&cs()), size(&row_major)), (48, 32));
    }

    #[test]
    fn whlsl_compiles_compute_entry_points_only() {
        let source =
            "[numthreads(2, 1, 1)] compute void main(device int[] data : register(u0)) {\n\
            data[0] = 1;\n}\n";
        let options = cs().with_language(Language::Whlsl);
        let out = compile(source, &options);
        let out = out.unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(out.module.entry_points[0].workgroup_size, [2, 1, 1]);
        assert!(out.reflection.is_none());
        let by_name = cs().with_name("k.whlsl");
        assert!(compile(source, &by_name).is_ok());
        let pixel = CompileOptions::new(Profile::new(Stage::Pixel, 6, 0), "main")
            .with_language(Language::Whlsl);
        let e = compile(source, &pixel).unwrap_err();
        assert!(
            e.to_string()
                .contains("WHLSL compiles compute entry points only"),
            "{e}"
        );
        let defined = options.with_define("X", None);
        let out = compile(source, &defined).unwrap();
        assert_eq!(out.warnings.list[0].code, "warn_unsupported_option");
    }
}
