//! Lowers the typed IR to a `naga::Module`, validates it, and writes
//! SPIR-V, WGSL, MSL or GLSL.
//!
//! * [`types`]: IR types → naga types, one naga type per memory layout.
//! * [`resources`]: globals (buffers, cbuffers, groupshared, statics).
//! * [`func`], [`expr`], [`place`], [`stmt`]: function bodies;
//!   [`value_locals`]: the locals lowered as values rather than variables.
//! * [`split`]: buffers whose HLSL layout naga cannot express, as words.
//! * [`entry`]: the naga entry point that wraps the HLSL entry function.
//! * [`backends`]: validation and the four writers (and the naga dump).
//! * [`versions`]: the language version each writer targets.
//! * [`precise`]: `NoContraction` added to the SPIR-V words;
//!   [`spirv_extensions`]: the extensions naga's capabilities need;
//!   `bindings::rewrite_spirv`: shared bindings written back.
//! * [`whlsl`]: a validated WHLSL unit's compute entry point → naga module
//!   ([`compile_whlsl`]), then the same validation and writers.
#![forbid(unsafe_code)]

mod atomic;
mod backends;
mod bary_sampling;
mod binding_arrays;
mod bindings;
mod bytes8;
mod clip_distance;
mod coherent;
mod counters;
mod debug_info;
mod emit;
mod entry;
mod expr;
mod fragment_tests;
mod func;
mod images;
mod intrinsics;
mod local_size;
mod matrix;
mod matrix_compare;
mod matrix_mul;
mod per_vertex;
mod place;
mod precise;
mod push_constants;
mod resources;
mod sample_mask;
mod scalar_shuffle;
mod spec_constants;
mod spirv_binding_arrays;
mod spirv_extensions;
mod spirv_layout;
mod spirv_reflect;
mod spirv_words;
mod split;
mod statements;
mod static_inits;
mod stmt;
mod system_values;
mod target_builtins;
mod target_scalars;
mod text_layout;
mod types;
mod unknown_format;
mod value_locals;
mod versions;
mod vk_io;
mod whlsl;

pub use bindings::{
    counter_name, moved_bindings, BindRegister, BindingMap, ClassShift, HeapBindings,
    VulkanBindings,
};
pub use debug_info::{DebugParts, DebugSource};
use hlsl_base::{DiagCode, Diagnostics, Severity, Span};
use hlsl_sema::ir::{Binding, EntryPoint, Program};
pub use versions::{GlslVersion, MslVersion, Versions, VulkanEnv};
pub use whlsl::{compile_module as compile_whlsl, sweep as sweep_whlsl, Sweep as WhlslSweep};

/// An output language.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    Spirv,
    Wgsl,
    Msl,
    Glsl,
    /// naga's IR as Rust's debug format, after validation (a debugging
    /// aid; the format follows naga's and is not stable).
    Naga,
}

impl Target {
    pub fn name(self) -> &'static str {
        match self {
            Target::Spirv => "SPIR-V",
            Target::Wgsl => "WGSL",
            Target::Msl => "MSL",
            Target::Glsl => "GLSL",
            Target::Naga => "naga IR",
        }
    }
}

/// How much of naga's validation to run.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Validation {
    /// Everything naga checks (tests and debug builds).
    #[default]
    Full,
    /// What release builds run (documented in `docs/performance.md`).
    Release,
}

#[derive(Clone, Debug, Default)]
pub struct Options {
    pub validation: Validation,
    /// How registers become Vulkan sets and bindings (all targets use them).
    pub vulkan: VulkanBindings,
    /// The language version of each target.
    pub versions: Versions,
    /// `-fvk-invert-y`: the SPIR-V position output has its y negated
    /// (naga's `ADJUST_COORDINATE_SPACE`, which touches only a `Position`
    /// output, so vertex shaders; pixel and compute shaders have none).
    pub invert_y: bool,
    /// `-fvk-use-dx-position-w`: a pixel shader's `SV_Position.w` is
    /// D3D's (the clip-space w) rather than Vulkan's `FragCoord.w` (its
    /// reciprocal), as DXC reciprocates it after reading.
    pub dx_position_w: bool,
    /// `-fvk-support-nonzero-base-instance` and `-fvk-support-nonzero-base-vertex`:
    /// `SV_InstanceID` is `InstanceIndex - BaseInstance`, `SV_VertexID`
    /// `VertexIndex - BaseVertex` (without: the index alone, as in DXC).
    pub nonzero_base: NonzeroBase,
    /// `-fspv-entrypoint-name=NAME`: the entry point's name in the output
    /// (default: the HLSL function's).
    pub entry_point_name: Option<String>,
    /// `-Zi`: SPIR-V gets the main file's source and a line per statement
    /// (`debug_info.rs`); other targets are text and need none.
    pub debug_source: Option<DebugSource>,
    /// `-fspv-reflect`: SPIR-V gets DXC's reflection decorations
    /// (`spirv_reflect.rs`); other targets have none.
    pub reflect: bool,
}

/// See [`Options::nonzero_base`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct NonzeroBase {
    pub instance: bool,
    pub vertex: bool,
}

/// What a back end wrote.
#[derive(Clone, Debug)]
pub enum Output {
    Spirv(Vec<u32>),
    Text(String),
}

/// A construct lowering cannot express (yet); reported as
/// `err_lower_unsupported`.
#[derive(Clone, Debug)]
pub(crate) struct Unsupported {
    pub what: String,
    pub span: Span,
}

pub(crate) type Lowered<T> = Result<T, Unsupported>;

pub(crate) fn unsupported<T>(what: impl Into<String>, span: Span) -> Lowered<T> {
    Err(Unsupported {
        what: what.into(),
        span,
    })
}

/// Lowers the entry point named `entry` of a program that checked clean
/// and writes it for `target`.
pub fn compile(
    program: Program,
    entry: &str,
    target: Target,
    options: &Options,
) -> (Option<Output>, Diagnostics) {
    let (compiled, diags) = compile_module(program, entry, Some(target), options);
    (compiled.and_then(|c| c.output), diags)
}

/// What [`compile_module`] made: the validated naga module (what wgpu's
/// `ShaderSource::Naga` takes), and the target's output when one was asked.
#[derive(Debug)]
pub struct Compiled {
    pub module: naga::Module,
    pub info: naga::valid::ModuleInfo,
    pub output: Option<Output>,
}

/// Lowers and validates the entry point named `entry`, and writes it for
/// `target` when there is one. `None` when an error was reported.
///
/// The program is consumed: it is dropped once lowered, so its IR is not
/// held while naga validates and writes (at 427 lines it was about a
/// quarter of the heap's peak, docs/performance.md).
pub fn compile_module(
    program: Program,
    entry: &str,
    target: Option<Target>,
    options: &Options,
) -> (Option<Compiled>, Diagnostics) {
    let mut diags = Diagnostics::new();
    let Some(ep) = program.entry_point(entry) else {
        diags.report(DiagCode::err_entry_not_found, Span::DUMMY, &[&entry]);
        return (None, diags);
    };
    let sharing = match target {
        Some(Target::Spirv) => bindings::Sharing::Keep,
        _ => bindings::Sharing::Move,
    };
    // A Vulkan combined image sampler has no counterpart in the text
    // targets (DXC only accepts them with `-spirv`).
    if let Some(t) = target.filter(|t| *t != Target::Spirv) {
        if let Some(g) = bindings::combined_in_use(&program, ep) {
            let what = format!("'{}'", program.type_name(program.globals[g].ty));
            diags.report(
                DiagCode::err_lower_unsupported,
                program.globals[g].span,
                &[&what, &t.name()],
            );
            return (None, diags);
        }
    }
    if let Some(t) = target {
        let tests = &ep.fragment_tests;
        let checked = fragment_tests::check_target(tests, t, &options.versions)
            .and_then(|()| vk_io::check_target(&program, ep, t, &options.versions))
            .and_then(|()| vk_io::check_dual_source(&program, ep));
        if let Err((what, span)) = checked {
            diags.report(DiagCode::err_lower_unsupported, span, &[&what, &t.name()]);
            return (None, diags);
        }
    }
    if let Some((flag, span)) = bindings::heap_flag_missing(&program, &options.vulkan) {
        diags.report(DiagCode::err_heap_binding_required, span, &[&flag]);
        return (None, diags);
    }
    let resolved = bindings::resolve(&program, ep, &options.vulkan.assign(&program), sharing);
    let fatal = resolved.diags.iter().any(|d| d.severity == Severity::Error);
    diags.0.extend(resolved.diags);
    if fatal {
        return (None, diags);
    }
    let (mut module, reflection) = match entry::lower_program(&program, ep, &resolved.map, options)
    {
        Ok(m) => m,
        Err(u) => {
            let target = target.map_or("naga", Target::name);
            diags.report(DiagCode::err_lower_unsupported, u.span, &[&u.what, &target]);
            return (None, diags);
        }
    };
    let coherent = coherent::apply(&program, &resolved.map, &mut module);
    if target != Some(Target::Spirv) {
        let target = target.map_or("naga", Target::name);
        for h in &coherent {
            diags.report(
                DiagCode::warn_globallycoherent_dropped,
                h.span,
                &[&h.name, &target],
            );
        }
    }
    // The lane index in a multi-dimensional thread group: only SPIR-V
    // gets the real group back (`local_size.rs`).
    let local_size = local_size::flattened(&module, ep.workgroup_size);
    if local_size.is_some() && target != Some(Target::Spirv) {
        let target = target.map_or("naga", Target::name);
        let span = program.functions[ep.function].span;
        diags.report(
            DiagCode::err_lower_unsupported,
            span,
            &[&local_size::WHAT, &target],
        );
        return (None, diags);
    }
    if target == Some(Target::Msl) {
        if let Some((span, what)) = binding_arrays::msl_unwritable(&module) {
            diags.report(DiagCode::err_lower_unsupported, span, &[&what, &"MSL"]);
            return (None, diags);
        }
    }
    // naga's WGSL and MSL writers drop a conservative depth mode: the
    // values are the same, the early test is lost; say so.
    if let (Some(t @ (Target::Wgsl | Target::Msl)), Some((semantic, span))) =
        (target, conservative_depth_output(&program, ep))
    {
        diags.report(
            DiagCode::warn_conservative_depth_dropped,
            span,
            &[&semantic, &t.name()],
        );
    }
    // naga's barycentrics have no sampling: SPIR-V gets it in the words.
    let bary_sampling = bary_sampling::of_entry(&program, ep);
    if let Some((_, span)) = bary_sampling.filter(|_| target != Some(Target::Spirv)) {
        let what = "'SV_Barycentrics' with centroid or sample interpolation";
        let target = target.map_or("naga", Target::name);
        diags.report(DiagCode::err_lower_unsupported, span, &[&what, &target]);
        return (None, diags);
    }
    let precise = entry::reachable_functions(&program, ep.function)
        .into_iter()
        .filter_map(|f| program.functions[f].precise)
        .min_by_key(|s| s.lo);
    // lower_program refused the stages naga lacks.
    let stage = backends::naga_stage(ep.stage).unwrap_or(naga::ShaderStage::Compute);
    let fragment_tests = ep.fragment_tests.clone();
    let own_rgba16 = match unknown_format::plan(&program) {
        Ok(own) => own,
        Err((what, span)) => {
            let target = target.map_or("naga", Target::name);
            diags.report(DiagCode::err_lower_unsupported, span, &[&what, &target]);
            return (None, diags);
        }
    };
    let spec_constants = spec_constants::of_program(&program);
    drop(program);
    let Some(info) = backends::validate(&module, options, &mut diags) else {
        return (None, diags);
    };
    let output = match target {
        Some(target) => {
            let written = backends::write(
                &module,
                &info,
                stage,
                target,
                options,
                backends::WordPasses {
                    precise,
                    rewrites: &resolved.rewrites,
                    bary_sampling: bary_sampling.map(|(s, _)| s),
                    fragment_tests: Some(&fragment_tests),
                    own_rgba16,
                    spec_constants: &spec_constants,
                    local_size,
                    coherent: &coherent,
                    reflection: options.reflect.then_some(&reflection),
                },
                &mut diags,
            );
            if written.is_none() {
                return (None, diags);
            }
            written
        }
        None => None,
    };
    let compiled = Compiled {
        module,
        info,
        output,
    };
    (Some(compiled), diags)
}

/// The entry point's `SV_DepthGreaterEqual` or `SV_DepthLessEqual`
/// output (a parameter, the return, or a field of either), by name and
/// where its semantic is written.
fn conservative_depth_output(program: &Program, ep: &EntryPoint) -> Option<(String, Span)> {
    let f = &program.functions[ep.function];
    let outputs = f
        .params
        .iter()
        .filter(|p| p.mode != hlsl_sema::ir::ParamMode::In)
        .map(|p| (p.semantic.as_ref(), p.ty))
        .chain(std::iter::once((f.ret_semantic.as_ref(), f.ret)));
    let mut semantics = Vec::new();
    for (semantic, ty) in outputs {
        semantics.extend(semantic);
        if let hlsl_sema::types::TypeKind::Struct(s) = *program.types.get(ty) {
            semantics.extend(
                program.structs[s]
                    .fields
                    .iter()
                    .filter_map(|f| f.semantic.as_ref()),
            );
        }
    }
    semantics.into_iter().find_map(|s| match s.name.as_str() {
        "SV_DEPTHGREATEREQUAL" => Some(("SV_DepthGreaterEqual".to_string(), s.span)),
        "SV_DEPTHLESSEQUAL" => Some(("SV_DepthLessEqual".to_string(), s.span)),
        _ => None,
    })
}

/// Lowers without validating or writing: the naga module, for tools and
/// tests that want to look at it.
pub fn lower_to_naga(program: &Program, entry: &str) -> (Option<naga::Module>, Diagnostics) {
    let mut diags = Diagnostics::new();
    let Some(ep) = program.entry_point(entry) else {
        diags.report(DiagCode::err_entry_not_found, Span::DUMMY, &[&entry]);
        return (None, diags);
    };
    let map = VulkanBindings::default().assign(program);
    match entry::lower_program(program, ep, &map, &Options::default()).map(|(m, _)| m) {
        Ok(m) if local_size::flattened(&m, ep.workgroup_size).is_some() => {
            let span = program.functions[ep.function].span;
            diags.report(
                DiagCode::err_lower_unsupported,
                span,
                &[&local_size::WHAT, &"naga"],
            );
            (None, diags)
        }
        Ok(m) => (Some(m), diags),
        Err(u) => {
            diags.report(DiagCode::err_lower_unsupported, u.span, &[&u.what, &"naga"]);
            (None, diags)
        }
    }
}

/// naga's validator alone, on a module from [`lower_to_naga`]: the first
/// half of what [`compile`] does after lowering (benches time it apart).
pub fn validate(
    module: &naga::Module,
    options: &Options,
) -> (Option<naga::valid::ModuleInfo>, Diagnostics) {
    let mut diags = Diagnostics::new();
    let info = backends::validate(module, options, &mut diags);
    (info, diags)
}

/// Writes the entry point of a module that [`validate`] accepted: the
/// second half of what [`compile`] does after lowering.
pub fn write(
    module: &naga::Module,
    info: &naga::valid::ModuleInfo,
    target: Target,
) -> (Option<Output>, Diagnostics) {
    let mut diags = Diagnostics::new();
    let Some(ep) = module.entry_points.first() else {
        diags.report(DiagCode::err_entry_not_found, Span::DUMMY, &[&""]);
        return (None, diags);
    };
    let out = backends::write(
        module,
        info,
        ep.stage,
        target,
        &Options::default(),
        backends::WordPasses::default(),
        &mut diags,
    );
    (out, diags)
}

/// The Vulkan descriptor set and binding of an explicit register with the
/// default options: `register(xN, spaceM)` is set M, binding N (see
/// [`VulkanBindings`] for the rest).
pub fn vulkan_binding(binding: &Binding) -> (u32, u32) {
    (binding.space, binding.register)
}

impl NonzeroBase {
    /// Whether the index built-in `bi` has its base subtracted.
    pub(crate) fn applies(self, bi: naga::BuiltIn) -> bool {
        match bi {
            naga::BuiltIn::InstanceIndex => self.instance,
            naga::BuiltIn::VertexIndex => self.vertex,
            _ => false,
        }
    }
}
