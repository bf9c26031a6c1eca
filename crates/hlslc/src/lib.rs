//! HLSL (and WHLSL) to naga: a shader compiler in Rust, with no C++
//! toolchain and no shared library to ship.
//!
//! [`compile`] (or [`compile_file`]) takes the source and [`CompileOptions`]
//! — a typed [`Profile`], the entry point, defines, include directories, an
//! [`IncludeResolver`], the target and DXC's binding and packing options —
//! and returns an [`Output`]: the validated [`naga::Module`] with its
//! [`ModuleInfo`](naga::valid::ModuleInfo), the target's SPIR-V words or
//! WGSL/MSL/GLSL text, the [`Reflection`](reflect::Reflection) and the list
//! of files read. Failures are [`Diagnostics`]: structured values that
//! render themselves as Clang does and implement [`std::error::Error`].
//!
//! naga is re-exported ([`naga`]); its modules are naga 30's, which wgpu 30
//! takes as `wgpu::ShaderSource::Naga`.
//!
//! # Compile to a naga module
//!
//! ```
//! use hlslc::{CompileOptions, Profile, Stage};
//!
//! let source = "RWStructuredBuffer<uint> data : register(u0);\n\
//!     [numthreads(64, 1, 1)]\n\
//!     void main(uint3 id : SV_DispatchThreadID) { data[id.x] *= 2; }\n";
//! let options = CompileOptions::new(Profile::new(Stage::Compute, 6, 0), "main");
//! let out = hlslc::compile(source, &options)?;
//! assert_eq!(out.module.entry_points[0].workgroup_size, [64, 1, 1]);
//! // The binding the module (and so wgpu) uses: set 0, binding 0.
//! let data = &out.reflection.as_ref().unwrap().resources[0];
//! assert_eq!((data.name.as_str(), data.vulkan.map(|v| v.binding)), ("data", Some(0)));
//! # Ok::<(), hlslc::Diagnostics>(())
//! ```
//!
//! With wgpu 30 (not a dependency of this crate, so this part is not run
//! here; `crates/gpu-tests` runs the same on Vulkan):
//!
//! ```ignore
//! let module = device.create_shader_module(wgpu::ShaderModuleDescriptor {
//!     label: Some("double"),
//!     source: wgpu::ShaderSource::Naga(std::borrow::Cow::Owned(out.module)),
//! });
//! ```
//!
//! # Includes from memory
//!
//! Includes are read through an [`IncludeResolver`]; the default reads the
//! file system, [`MemoryIncludes`] serves a map, and any type can implement
//! the trait (a virtual file system, an asset pack). [`Output::files`] lists
//! what was read.
//!
//! ```
//! use hlslc::{CompileOptions, MemoryIncludes, Profile};
//!
//! let includes = MemoryIncludes::new()
//!     .with_file("shaders/common.hlsli", "#define GROUP 8\nfloat sq(float x) { return x * x; }\n");
//! let options = CompileOptions::new("cs_6_0".parse::<Profile>().unwrap(), "main")
//!     .with_name("shaders/main.hlsl")
//!     .with_include_resolver(includes);
//! let source = "#include \"common.hlsli\"\n\
//!     RWStructuredBuffer<float> data : register(u0);\n\
//!     [numthreads(GROUP, 1, 1)]\n\
//!     void main(uint3 id : SV_DispatchThreadID) { data[id.x] = sq(data[id.x]); }\n";
//! let out = hlslc::compile(source, &options)?;
//! assert_eq!(out.files, [std::path::PathBuf::from("shaders/common.hlsli")]);
//! assert_eq!(out.module.entry_points[0].workgroup_size, [8, 1, 1]);
//! # Ok::<(), hlslc::Diagnostics>(())
//! ```
//!
//! # WHLSL
//!
//! The language comes from [`CompileOptions::language`] or the name's
//! extension (`.whlsl`). WHLSL compiles compute entry points only; any
//! other profile is an error.
//!
//! ```
//! use hlslc::{CompileOptions, EmitTarget, Profile, Stage};
//!
//! let source = "[numthreads(4, 1, 1)]\n\
//!     compute void main(uint3 id : SV_DispatchThreadID, device uint[] data : register(u0)) {\n\
//!         data[id.x] = data[id.x] + 1;\n\
//!     }\n";
//! let options = CompileOptions::new(Profile::new(Stage::Compute, 6, 0), "main")
//!     .with_name("add.whlsl")
//!     .with_target(EmitTarget::Wgsl);
//! let out = hlslc::compile(source, &options)?;
//! # #[cfg(feature = "wgsl")]
//! assert!(out.code.unwrap().as_text().unwrap().contains("@compute @workgroup_size(4, 1, 1)"));
//!
//! let pixel = CompileOptions::new(Profile::new(Stage::Pixel, 6, 0), "main")
//!     .with_name("add.whlsl");
//! let errors = hlslc::compile(source, &pixel).unwrap_err();
//! assert!(errors.to_string().contains("WHLSL compiles compute entry points only"));
//! # Ok::<(), hlslc::Diagnostics>(())
//! ```
//!
//! # Lower-level API
//!
//! The `hlslc` command line drives the stages itself through [`Session`]
//! (which owns the sources and diagnostics of one compilation) and
//! [`FrontendOptions`] (every command-line option). These are public for
//! tools, but less settled than [`compile`].
//!
//! # Cargo features
//!
//! `spirv`, `wgsl`, `msl` and `glsl` build naga's writers for those
//! targets, `interp` the interpreter ([`execute`]); all are on by default.
//! Asking for a target whose feature is off is an error diagnostic.
//! `serde` (off by default) derives `Serialize` for the reflection and the
//! diagnostics. The library builds for `wasm32-unknown-unknown`.
#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub use naga;

pub mod api;
pub mod diagnostic;
pub mod dxc_flags;
#[cfg(feature = "interp")]
pub mod execute;
pub mod includes;
mod json;
pub mod options;
pub mod panic;
pub mod profile;
pub mod reflect;
pub mod render;
pub mod session;

pub use api::{
    compile, compile_file, BindingOptions, Code, CompileOptions, Language, MatrixPacking, Output,
};
pub use diagnostic::{Diagnostic, Diagnostics, Label, Severity, SourceSpan};
/// One register's descriptor set and binding (in [`VkBindRegister`]).
pub use hlsl_lower::BindRegister;
/// The register classes of [`VkShift`] and [`BindRegister`].
pub use hlsl_sema::ir::RegisterClass;
pub use hlsl_sema::layout::LayoutRules;
pub use includes::{FileSystemIncludes, IncludeResolver, MemoryIncludes};
pub use options::{
    Define, DiagnosticsFormat, EmitTarget, FrontendOptions, VkBindRegister, VkShift,
};
pub use profile::{ParseProfileError, Profile, Stage};
pub use session::Session;
