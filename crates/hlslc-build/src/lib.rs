//! Compiles HLSL shaders in a build script with [`hlslc`], and
//! generates a Rust module per shader.
//!
//! ```no_run
//! // build.rs
//! fn main() -> Result<(), hlslc_build::Error> {
//!     hlslc_build::Shaders::new()
//!         .dir("shaders")
//!         .profile("cs_6_0".parse().unwrap())
//!         .compile()?;
//!     Ok(())
//! }
//! ```
//!
//! ```ignore
//! // src/main.rs
//! mod shaders {
//!     include!(concat!(env!("OUT_DIR"), "/hlslc/shaders.rs"));
//! }
//! // shaders/blur.hlsl is `shaders::blur`:
//! let spirv: &[u8] = shaders::blur::SPIRV;
//! let [x, y, z] = shaders::blur::WORKGROUP_SIZE;
//! let params = shaders::blur::Params { radius: 4, ..Default::default() };
//! ```
//!
//! [`Shaders::compile`]:
//!
//! - compiles every listed shader (`.hlsl` files of the directories, and
//!   the files named; `.hlsli` headers are not compiled on their own);
//! - prints `cargo:rerun-if-changed` for every file read, includes too,
//!   and for the directories (a new shader triggers a rebuild);
//! - reports errors as `cargo:warning` lines (`file:line:col: error: …`)
//!   and returns them as [`Error::Compile`], which fails the build;
//! - writes each shader's code into `OUT_DIR/hlslc` and a module
//!   `OUT_DIR/hlslc/<name>.rs`, and `OUT_DIR/hlslc/shaders.rs` that
//!   declares them all.
//!
//! A shader's module holds its code (`SPIRV: &[u8]` by `include_bytes!`,
//! or `WGSL`, `MSL`, `GLSL: &str` by `include_str!`), `ENTRY_POINT`,
//! `PROFILE`, `WORKGROUP_SIZE` for compute shaders, and one `#[repr(C)]`
//! struct per constant buffer (`cbuffer` and `ConstantBuffer<T>`) and per
//! structured-buffer element struct (D3D's tight structured layout), with
//! HLSL's packing made explicit: padding fields, and `const` assertions of
//! every field's offset and of the size (see [`structs`]'s rules). With the
//! `bytemuck` feature the structs derive `bytemuck::Pod` and `Zeroable`.
//! `bindings::NAME: (u32, u32)` gives each resource's and constant
//! buffer's bind group and binding in the code. With the `wgpu` feature
//! each bind group's `wgpu::BindGroupLayoutEntry` list is there too
//! (`GROUP0`, …: [`wgpu_layout`]). A file listed with several entry points
//! ([`Shaders::shader`]) gets a module per entry point, `<file>_<entry>`.
//!
//! `examples/wgpu-compute` and `examples/wgpu-render` in the repository
//! use all of it with wgpu.
#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod structs;
pub mod wgpu_layout;

/// The compiler, for the option types a build script names
/// ([`hlslc::EmitTarget`], [`hlslc::BindingOptions`], …) without a
/// dependency of its own.
pub use hlslc;

use hlslc::{CompileOptions, Diagnostics, EmitTarget, Profile};
use std::fmt::{self, Write as _};
use std::path::{Path, PathBuf};

/// One shader to compile: its file, and its profile and entry point when
/// they differ from the defaults of [`Shaders`].
#[derive(Clone, Debug)]
struct Shader {
    path: PathBuf,
    profile: Option<Profile>,
    entry: Option<String>,
}

/// The shaders of a build script and how to compile them.
#[derive(Clone, Debug)]
pub struct Shaders {
    dirs: Vec<PathBuf>,
    shaders: Vec<Shader>,
    profile: Option<Profile>,
    entry: String,
    target: EmitTarget,
    defines: Vec<hlslc::Define>,
    include_dirs: Vec<PathBuf>,
    bindings: hlslc::BindingOptions,
    matrix_packing: hlslc::MatrixPacking,
    out_dir: Option<PathBuf>,
    bytemuck: bool,
    wgpu: bool,
    cargo: bool,
}

impl Default for Shaders {
    fn default() -> Shaders {
        Shaders::new()
    }
}

impl Shaders {
    /// No shaders yet; entry point `main`, SPIR-V, the `OUT_DIR` of the
    /// build script.
    pub fn new() -> Shaders {
        Shaders {
            dirs: Vec::new(),
            shaders: Vec::new(),
            profile: None,
            entry: "main".into(),
            target: EmitTarget::Spirv,
            defines: Vec::new(),
            include_dirs: Vec::new(),
            bindings: hlslc::BindingOptions::default(),
            matrix_packing: hlslc::MatrixPacking::ColumnMajor,
            out_dir: None,
            bytemuck: cfg!(feature = "bytemuck"),
            wgpu: cfg!(feature = "wgpu"),
            cargo: true,
        }
    }

    /// Compiles every `.hlsl` file of `dir` (and its subdirectories).
    pub fn dir(mut self, dir: impl Into<PathBuf>) -> Shaders {
        self.dirs.push(dir.into());
        self
    }

    /// Compiles the file `path` with the default profile and entry point.
    pub fn file(mut self, path: impl Into<PathBuf>) -> Shaders {
        self.shaders.push(Shader {
            path: path.into(),
            profile: None,
            entry: None,
        });
        self
    }

    /// Compiles the entry point `entry` of the file `path` with `profile`.
    pub fn shader(
        mut self,
        path: impl Into<PathBuf>,
        profile: Profile,
        entry: impl Into<String>,
    ) -> Shaders {
        self.shaders.push(Shader {
            path: path.into(),
            profile: Some(profile),
            entry: Some(entry.into()),
        });
        self
    }

    /// The profile of shaders listed without one (required if there are).
    pub fn profile(mut self, profile: Profile) -> Shaders {
        self.profile = Some(profile);
        self
    }

    /// The entry point of shaders listed without one (default `main`).
    pub fn entry(mut self, entry: impl Into<String>) -> Shaders {
        self.entry = entry.into();
        self
    }

    /// The code to write (default SPIR-V).
    pub fn target(mut self, target: EmitTarget) -> Shaders {
        self.target = target;
        self
    }

    /// Defines a macro for every shader (`1` when `value` is `None`).
    pub fn define(mut self, name: impl Into<String>, value: Option<&str>) -> Shaders {
        self.defines.push(hlslc::Define::new(name, value));
        self
    }

    /// Adds an include directory.
    pub fn include_dir(mut self, dir: impl Into<PathBuf>) -> Shaders {
        self.include_dirs.push(dir.into());
        self
    }

    /// Register-to-binding options (DXC's `-fvk-*-shift`,
    /// `-fvk-bind-register`).
    pub fn bindings(mut self, bindings: hlslc::BindingOptions) -> Shaders {
        self.bindings = bindings;
        self
    }

    /// The default matrix packing.
    pub fn matrix_packing(mut self, packing: hlslc::MatrixPacking) -> Shaders {
        self.matrix_packing = packing;
        self
    }

    /// Writes into `dir` instead of `OUT_DIR`.
    pub fn out_dir(mut self, dir: impl Into<PathBuf>) -> Shaders {
        self.out_dir = Some(dir.into());
        self
    }

    /// Whether the structs derive `bytemuck::Pod` and `Zeroable` (default:
    /// the `bytemuck` feature).
    pub fn bytemuck(mut self, on: bool) -> Shaders {
        self.bytemuck = on;
        self
    }

    /// Whether each module has `GROUP<n>: &[wgpu::BindGroupLayoutEntry]`
    /// lists (default: the `wgpu` feature; the crate using them then
    /// depends on wgpu).
    pub fn wgpu(mut self, on: bool) -> Shaders {
        self.wgpu = on;
        self
    }

    /// Whether to print `cargo:` lines (default true; off for use outside
    /// a build script).
    pub fn cargo_output(mut self, on: bool) -> Shaders {
        self.cargo = on;
        self
    }

    /// Compiles every shader and writes the code and the modules. Every
    /// shader is compiled even after one fails, so that all errors show.
    pub fn compile(self) -> Result<Compiled, Error> {
        let out_dir = match &self.out_dir {
            Some(d) => d.clone(),
            None => PathBuf::from(std::env::var_os("OUT_DIR").ok_or(Error::NoOutDir)?),
        }
        .join("hlslc");
        std::fs::create_dir_all(&out_dir).map_err(|e| Error::io(&out_dir, e))?;
        let mut shaders = self.shaders.clone();
        for dir in &self.dirs {
            self.rerun(dir);
            let mut found = Vec::new();
            find_hlsl(dir, &mut found).map_err(|e| Error::io(dir, e))?;
            found.sort();
            shaders.extend(found.into_iter().map(|path| Shader {
                path,
                profile: None,
                entry: None,
            }));
        }
        let mut compiled = Compiled {
            shaders: Vec::new(),
            out_dir: out_dir.clone(),
        };
        let mut failures = Vec::new();
        let mut names = Vec::new();
        for shader in &shaders {
            self.rerun(&shader.path);
            let profile = shader
                .profile
                .or(self.profile)
                .ok_or_else(|| Error::NoProfile(shader.path.clone()))?;
            let entry = shader.entry.clone().unwrap_or_else(|| self.entry.clone());
            let mut options = CompileOptions::new(profile, entry.clone());
            options.defines = self.defines.clone();
            options.include_dirs = self.include_dirs.clone();
            options.target = Some(self.target);
            options.bindings = self.bindings.clone();
            options.matrix_packing = self.matrix_packing;
            match hlslc::compile_file(&shader.path, &options) {
                Ok(out) => {
                    for file in &out.files {
                        self.rerun(file);
                    }
                    for w in &out.warnings {
                        self.warn(w);
                    }
                    // A file listed with several entry points (a vertex
                    // and a pixel shader) gets a module per entry point.
                    let listed = shaders.iter().filter(|s| s.path == shader.path).count();
                    let stem = if listed > 1 {
                        let stem = shader.path.file_stem().unwrap_or_default();
                        PathBuf::from(format!("{}_{entry}", stem.to_string_lossy()))
                    } else {
                        shader.path.clone()
                    };
                    let name = unique(module_name(&stem), &mut names);
                    let written = self.write(&out_dir, &name, shader, profile, &entry, &out)?;
                    compiled.shaders.push(written);
                }
                Err(diagnostics) => {
                    for d in &diagnostics {
                        self.warn(d);
                    }
                    failures.push((shader.path.clone(), diagnostics));
                }
            }
        }
        if !failures.is_empty() {
            return Err(Error::Compile(failures));
        }
        let mut index = String::from("// Generated by hlslc-build.\n");
        for s in &compiled.shaders {
            let _ = writeln!(
                index,
                "/// `{}`.\n#[allow(non_snake_case, non_camel_case_types, dead_code)]\npub mod {} {{\n    include!(concat!(env!(\"OUT_DIR\"), \"/hlslc/{}.rs\"));\n}}",
                s.path.display(),
                s.name,
                s.name
            );
        }
        if self.out_dir.is_some() {
            // Outside OUT_DIR the modules are included by path.
            index = index.replace(
                "concat!(env!(\"OUT_DIR\"), \"/hlslc/",
                &format!("concat!({:?}, \"/", out_dir.display().to_string()),
            );
        }
        let index_path = out_dir.join("shaders.rs");
        write_if_changed(&index_path, index.as_bytes())?;
        Ok(compiled)
    }

    /// Writes one shader's code and module.
    fn write(
        &self,
        out_dir: &Path,
        name: &str,
        shader: &Shader,
        profile: Profile,
        entry: &str,
        out: &hlslc::Output,
    ) -> Result<CompiledShader, Error> {
        let (extension, constant) = match self.target {
            EmitTarget::Spirv => ("spv", "SPIRV"),
            EmitTarget::Wgsl => ("wgsl", "WGSL"),
            EmitTarget::Msl => ("metal", "MSL"),
            EmitTarget::Glsl => ("glsl", "GLSL"),
            EmitTarget::Naga => ("naga", "NAGA"),
        };
        let code_path = out_dir.join(format!("{name}.{extension}"));
        let code = out
            .code
            .as_ref()
            .map(hlslc::Code::to_bytes)
            .unwrap_or_default();
        write_if_changed(&code_path, &code)?;
        let mut m = String::new();
        let _ = writeln!(
            m,
            "// Generated by hlslc-build from `{}` ({profile}, entry point `{entry}`).\n",
            shader.path.display()
        );
        let code_file = format!("{name}.{extension}");
        match out.code {
            Some(hlslc::Code::Spirv(_)) => {
                let _ = writeln!(
                    m,
                    "/// The SPIR-V module (little-endian words).\npub const SPIRV: &[u8] = include_bytes!(\"{code_file}\");"
                );
            }
            _ => {
                let _ = writeln!(
                    m,
                    "/// The {constant} source.\npub const {constant}: &str = include_str!(\"{code_file}\");"
                );
            }
        }
        let ep = out.module.entry_points.first();
        let _ = writeln!(
            m,
            "/// The entry point's name in the code.\npub const ENTRY_POINT: &str = {:?};",
            ep.map_or(entry, |e| e.name.as_str())
        );
        let _ = writeln!(
            m,
            "/// The profile it was compiled for.\npub const PROFILE: &str = \"{profile}\";"
        );
        if profile.stage == hlslc::Stage::Compute {
            let size = ep.map_or([1, 1, 1], |e| e.workgroup_size);
            let _ = writeln!(
                m,
                "/// `[numthreads(x, y, z)]`.\npub const WORKGROUP_SIZE: [u32; 3] = {size:?};"
            );
        }
        m.push('\n');
        if self.wgpu {
            wgpu_layout::write(&out.module, profile.stage, &mut m);
        }
        let mut structs = structs::Structs::new(self.bytemuck);
        if let Some(r) = &out.reflection {
            for cb in &r.constant_buffers {
                let doc = format!(
                    "`cbuffer {}` (register b{}, space {}; {} bytes).",
                    cb.name, cb.register, cb.space, cb.size
                );
                structs.add_buffer(&cb.name, &doc, &cb.members, cb.size);
            }
            for res in &r.resources {
                let Some(layout) = &res.layout else { continue };
                let name = res.element_type.as_deref().unwrap_or(&res.name);
                let doc = format!(
                    "`{}<{}> {}` ({} bytes).",
                    res.kind, name, res.name, layout.size
                );
                structs.add_buffer(name, &doc, &layout.members, layout.size);
            }
            for res in &r.resources {
                let Some(layout) = &res.element_layout else {
                    continue;
                };
                let name = res.element_type.as_deref().unwrap_or(&res.name);
                let doc = format!(
                    "An element of `{}<{}> {}` ({} bytes, structured-buffer layout).",
                    res.kind, name, res.name, layout.size
                );
                structs.add_structured(name, &doc, &layout.members, layout.size);
            }
        }
        structs.write(&mut m);
        if let Some(r) = &out.reflection {
            write_bindings(r, self.target == EmitTarget::Spirv, &mut m);
        }
        let module_path = out_dir.join(format!("{name}.rs"));
        write_if_changed(&module_path, m.as_bytes())?;
        Ok(CompiledShader {
            name: name.to_string(),
            path: shader.path.clone(),
            code: code_path,
            module: module_path,
            files: out.files.clone(),
        })
    }

    fn rerun(&self, path: &Path) {
        if self.cargo {
            println!("cargo:rerun-if-changed={}", path.display());
        }
    }

    /// A diagnostic's first lines as `cargo:warning`s (one per line: cargo
    /// shows each on its own).
    fn warn(&self, d: &hlslc::Diagnostic) {
        if !self.cargo {
            return;
        }
        for line in d.to_string().lines() {
            println!("cargo:warning={line}");
        }
    }
}

/// `pub mod bindings`: each resource's and constant buffer's (bind group,
/// binding) in the written code, so that a program's bind groups name
/// them rather than repeat numbers (which the binding options, and
/// registers sharing a binding, change).
///
/// SPIR-V keeps DXC's bindings, where registers of different classes may
/// share one; the other targets move the later ones (`moved_to`).
fn write_bindings(r: &hlslc::reflect::Reflection, spirv: bool, m: &mut String) {
    let placed = |moved: Option<hlslc::reflect::VulkanBinding>, vulkan| {
        if spirv {
            vulkan
        } else {
            moved.or(vulkan)
        }
    };
    let resources = r.resources.iter().map(|x| {
        let what = format!(
            "`{} {}` (register {}{}, space {})",
            x.kind, x.name, x.class, x.register, x.space
        );
        (&x.name, what, placed(x.moved_to, x.vulkan))
    });
    let blocks = r.constant_buffers.iter().map(|x| {
        let what = format!(
            "`cbuffer {}` (register b{}, space {})",
            x.name, x.register, x.space
        );
        (&x.name, what, placed(x.moved_to, x.vulkan))
    });
    let mut items = String::new();
    let mut seen = Vec::new();
    for (name, what, binding) in resources.chain(blocks) {
        // The push-constant block has no binding.
        let Some(b) = binding else { continue };
        let constant = module_name(Path::new(name)).to_ascii_uppercase();
        // A descriptor heap's arrays (one per resource type read from it)
        // share its name and binding.
        if seen.contains(&constant) {
            continue;
        }
        seen.push(constant.clone());
        let _ = writeln!(
            items,
            "    /// {what}.\n    pub const {constant}: (u32, u32) = ({}, {});",
            b.set, b.binding
        );
    }
    if !items.is_empty() {
        let _ = writeln!(
            m,
            "/// Where each resource is bound: (bind group, binding), as this\n\
             /// compile placed it.\npub mod bindings {{\n{items}}}"
        );
    }
}

/// Every `.hlsl` file under `dir`.
fn find_hlsl(dir: &Path, out: &mut Vec<PathBuf>) -> std::io::Result<()> {
    for entry in std::fs::read_dir(dir)? {
        let path = entry?.path();
        if path.is_dir() {
            find_hlsl(&path, out)?;
        } else if path.extension().is_some_and(|e| e == "hlsl") {
            out.push(path);
        }
    }
    Ok(())
}

/// A module name for a shader file: its stem in snake case.
fn module_name(path: &Path) -> String {
    let stem = path
        .file_stem()
        .and_then(|s| s.to_str())
        .unwrap_or("shader");
    let mut out = String::new();
    let mut prev_lower = false;
    for c in stem.chars() {
        if c.is_ascii_uppercase() {
            if prev_lower {
                out.push('_');
            }
            out.push(c.to_ascii_lowercase());
            prev_lower = false;
        } else if c.is_ascii_alphanumeric() {
            out.push(c);
            prev_lower = c.is_ascii_lowercase() || c.is_ascii_digit();
        } else {
            out.push('_');
            prev_lower = false;
        }
    }
    if out.is_empty() || out.starts_with(|c: char| c.is_ascii_digit()) {
        out.insert(0, '_');
    }
    // A keyword gets a trailing `_` (the name is also the file's).
    if structs::field_name(&out) != out && !out.ends_with('_') {
        out.push('_');
    }
    out
}

/// `name`, or `name_2`, … when taken.
fn unique(name: String, taken: &mut Vec<String>) -> String {
    let mut candidate = name.clone();
    let mut n = 1;
    while taken.contains(&candidate) {
        n += 1;
        candidate = format!("{name}_{n}");
    }
    taken.push(candidate.clone());
    candidate
}

/// Writes a file unless it already holds `bytes` (so that its time stamp
/// does not make cargo rebuild what includes it).
fn write_if_changed(path: &Path, bytes: &[u8]) -> Result<(), Error> {
    if std::fs::read(path).is_ok_and(|old| old == bytes) {
        return Ok(());
    }
    std::fs::write(path, bytes).map_err(|e| Error::io(path, e))
}

/// What [`Shaders::compile`] wrote.
#[derive(Clone, Debug)]
pub struct Compiled {
    /// Each shader, in the order compiled.
    pub shaders: Vec<CompiledShader>,
    /// The directory written (`OUT_DIR/hlslc`).
    pub out_dir: PathBuf,
}

/// One compiled shader.
#[derive(Clone, Debug)]
pub struct CompiledShader {
    /// Its module's name.
    pub name: String,
    /// Its source file.
    pub path: PathBuf,
    /// The file of its code.
    pub code: PathBuf,
    /// The file of its Rust module.
    pub module: PathBuf,
    /// Every file read to compile it (the source first).
    pub files: Vec<PathBuf>,
}

/// Why [`Shaders::compile`] failed.
#[derive(Debug)]
#[non_exhaustive]
pub enum Error {
    /// Shaders did not compile: each one's file and diagnostics.
    Compile(Vec<(PathBuf, Diagnostics)>),
    /// A shader was listed without a profile and [`Shaders::profile`] gave
    /// none.
    NoProfile(PathBuf),
    /// Neither [`Shaders::out_dir`] nor `OUT_DIR` (set by cargo for build
    /// scripts) named where to write.
    NoOutDir,
    /// A file or directory could not be read or written.
    Io(PathBuf, std::io::Error),
}

impl Error {
    fn io(path: &Path, e: std::io::Error) -> Error {
        Error::Io(path.to_path_buf(), e)
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Compile(failures) => {
                let names: Vec<String> = failures
                    .iter()
                    .map(|(p, _)| p.display().to_string())
                    .collect();
                writeln!(f, "shaders failed to compile: {}", names.join(", "))?;
                for (_, d) in failures {
                    write!(f, "{d}")?;
                }
                Ok(())
            }
            Error::NoProfile(path) => write!(
                f,
                "{}: no profile (call Shaders::profile, or list it with Shaders::shader)",
                path.display()
            ),
            Error::NoOutDir => f.write_str(
                "OUT_DIR is not set (not a build script?) and Shaders::out_dir named no directory",
            ),
            Error::Io(path, e) => write!(f, "{}: {e}", path.display()),
        }
    }
}

impl std::error::Error for Error {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Error::Io(_, e) => Some(e),
            _ => None,
        }
    }
}
