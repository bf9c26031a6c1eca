//! naga validation and the four writers.
//!
//! Validation: `Full` runs every naga check. `Release` skips
//! `CONTROL_FLOW_UNIFORMITY` (barriers in divergent control flow are a
//! flow check on the typed IR) and `STRUCT_LAYOUTS` (lowering computes
//! every offset and stride itself and checks them against naga's
//! alignment rules in `types.rs`); the writers need nothing those passes
//! compute.

use crate::{Options, Output, Target, Validation};
use hlsl_base::{DiagCode, Diagnostics, Span};
use hlsl_sema::ir::Stage;
use naga::proc::{BoundsCheckPolicies, BoundsCheckPolicy};
use naga::valid::{Capabilities, ValidationFlags, Validator};

/// Out-of-bounds reads give zero and writes are dropped: D3D's rule for
/// buffers, and the same for local arrays and vectors so that the GPU and
/// the interpreter agree (HLSL leaves those undefined).
fn policies() -> BoundsCheckPolicies {
    BoundsCheckPolicies {
        index: BoundsCheckPolicy::ReadZeroSkipWrite,
        buffer: BoundsCheckPolicy::ReadZeroSkipWrite,
        image_load: BoundsCheckPolicy::ReadZeroSkipWrite,
        binding_array: BoundsCheckPolicy::Restrict,
    }
}

/// The SPIR-V writer has no out-of-bounds handling for atomics
/// (`Statement::Atomic` through a checked index is
/// `FeatureNotImplemented`), so a module with atomics is written with
/// naga's `Restrict` policy (indices clamped) for SPIR-V; see
/// `atomic.rs` for what that means for HLSL semantics.
#[cfg(feature = "spirv")]
fn spirv_policies(module: &naga::Module) -> BoundsCheckPolicies {
    let p = if crate::atomic::module_has_atomics(module) {
        BoundsCheckPolicies {
            index: BoundsCheckPolicy::Restrict,
            buffer: BoundsCheckPolicy::Restrict,
            ..policies()
        }
    } else {
        policies()
    };
    crate::binding_arrays::policies(module, p)
}

/// naga's stage; `None` for geometry, hull and domain shaders, which naga
/// has no stages for.
pub(crate) fn naga_stage(s: Stage) -> Option<naga::ShaderStage> {
    match s {
        Stage::Vertex => Some(naga::ShaderStage::Vertex),
        Stage::Pixel => Some(naga::ShaderStage::Fragment),
        Stage::Compute => Some(naga::ShaderStage::Compute),
        Stage::Geometry | Stage::Hull | Stage::Domain => None,
    }
}

/// The span of a naga error, mapped back to the source (lowering gives
/// naga spans the same byte offsets as IR spans).
fn error_span<E>(e: &naga::WithSpan<E>) -> Span {
    e.spans()
        .next()
        .and_then(|(s, _)| s.to_range())
        .map_or(Span::DUMMY, |r| Span::new(r.start as u32, r.end as u32))
}

/// The error's message with its chain of causes.
fn full_message(e: &dyn std::error::Error) -> String {
    let mut msg = e.to_string();
    let mut source = e.source();
    while let Some(s) = source {
        msg.push_str(": ");
        msg.push_str(&s.to_string());
        source = s.source();
    }
    msg
}

/// Runs naga's validator with the flags `options` asks for.
pub(crate) fn validate(
    module: &naga::Module,
    options: &Options,
    diags: &mut Diagnostics,
) -> Option<naga::valid::ModuleInfo> {
    let flags = match options.validation {
        Validation::Full => ValidationFlags::all(),
        Validation::Release => {
            ValidationFlags::all()
                - ValidationFlags::CONTROL_FLOW_UNIFORMITY
                - ValidationFlags::STRUCT_LAYOUTS
        }
    };
    validate_with(module, flags, diags)
}

/// naga's validator with these flags.
pub(crate) fn validate_with(
    module: &naga::Module,
    flags: ValidationFlags,
    diags: &mut Diagnostics,
) -> Option<naga::valid::ModuleInfo> {
    let caps = Capabilities::default()
        | Capabilities::MULTISAMPLED_SHADING
        | Capabilities::PRIMITIVE_INDEX
        | Capabilities::SUBGROUP
        | Capabilities::SUBGROUP_VERTEX_STAGE
        | Capabilities::SHADER_FLOAT16_IN_FLOAT32
        | Capabilities::FLOAT64
        | Capabilities::SHADER_INT64
        | Capabilities::SHADER_FLOAT16
        | Capabilities::SHADER_INT16
        // `Interlocked*` on texels of R32 storage textures (`atomic.rs`).
        | Capabilities::TEXTURE_ATOMIC
        | Capabilities::CLIP_DISTANCES
        | Capabilities::CULL_DISTANCE
        | Capabilities::SHADER_BARYCENTRICS
        | Capabilities::PER_VERTEX
        | Capabilities::MULTIVIEW
        | Capabilities::EARLY_DEPTH_TEST
        | Capabilities::DRAW_INDEX
        | Capabilities::DUAL_SOURCE_BLENDING
        // Arrays of resources (`binding_arrays.rs`), indexed by any value.
        | Capabilities::TEXTURE_AND_SAMPLER_BINDING_ARRAY
        | Capabilities::BUFFER_BINDING_ARRAY
        | Capabilities::STORAGE_TEXTURE_BINDING_ARRAY
        | Capabilities::STORAGE_BUFFER_BINDING_ARRAY
        | Capabilities::TEXTURE_AND_SAMPLER_BINDING_ARRAY_NON_UNIFORM_INDEXING
        | Capabilities::BUFFER_BINDING_ARRAY_NON_UNIFORM_INDEXING
        | Capabilities::STORAGE_TEXTURE_BINDING_ARRAY_NON_UNIFORM_INDEXING
        | Capabilities::STORAGE_BUFFER_BINDING_ARRAY_NON_UNIFORM_INDEXING
        | Capabilities::IMMEDIATES
        // `globallycoherent` buffers (`coherent.rs`).
        | Capabilities::MEMORY_DECORATION_COHERENT;
    match Validator::new(flags, caps).validate(module) {
        Ok(info) => Some(info),
        Err(e) => {
            let msg = full_message(e.as_inner());
            diags.report(
                DiagCode::err_internal_naga_validation,
                error_span(&e),
                &[&msg],
            );
            None
        }
    }
}

/// What the SPIR-V words need after naga writes them.
#[derive(Clone, Copy, Default)]
pub(crate) struct WordPasses<'a> {
    /// The first `precise` in the entry point's functions: every
    /// arithmetic result gets `NoContraction` (`precise.rs`).
    pub precise: Option<Span>,
    /// Shared bindings naga was given stand-ins for (`bindings::resolve`).
    pub rewrites: &'a [crate::bindings::Rewrite],
    /// Centroid or sample barycentrics (`bary_sampling.rs`).
    pub bary_sampling: Option<crate::bary_sampling::Sampling>,
    /// The entry point's depth and stencil test modes naga cannot hold
    /// (`fragment_tests.rs`).
    pub fragment_tests: Option<&'a hlsl_sema::ir::FragmentTests>,
    /// The program asked for its Rgba16 storage formats itself: they are
    /// no stand-ins for `Unknown` (`unknown_format::plan`).
    pub own_rgba16: bool,
    /// `[[vk::constant_id]]` globals (`spec_constants.rs`).
    pub spec_constants: &'a [crate::spec_constants::SpecConstant],
    /// The real thread group size of a compute shader whose naga module
    /// declares a flat one (`local_size.rs`).
    pub local_size: Option<[u32; 3]>,
    /// The `globallycoherent` textures and typed buffers (`coherent.rs`).
    pub coherent: &'a [crate::coherent::CoherentHandle],
    /// `-fspv-reflect`'s decorations (`spirv_reflect.rs`).
    pub reflection: Option<&'a crate::spirv_reflect::Reflection>,
}

/// Writes a validated module's (first) entry point, a `stage` shader.
pub(crate) fn write(
    module: &naga::Module,
    info: &naga::valid::ModuleInfo,
    stage: naga::ShaderStage,
    target: Target,
    options: &Options,
    passes: WordPasses,
    diags: &mut Diagnostics,
) -> Option<Output> {
    let precise = passes.precise;
    let entry_name = module
        .entry_points
        .first()
        .map_or_else(String::new, |e| e.name.clone());
    let formats = match target {
        Target::Spirv => Ok(()),
        _ if passes.own_rgba16 => Ok(()),
        _ => crate::unknown_format::check_text_target(module),
    };
    let formats = formats.and_then(|()| crate::target_builtins::check(module, target));
    if let Err((what, span)) = formats.and_then(|()| crate::text_layout::check(module, target)) {
        diags.report(
            DiagCode::err_lower_unsupported,
            span,
            &[&what, &target.name()],
        );
        return None;
    }
    if let (Target::Msl | Target::Glsl, Some(span)) =
        (target, crate::atomic::arrayed_image_atomic(module))
    {
        let what =
            "an 'Interlocked*' on a texel of a texture array (naga's writer loses its layer)";
        diags.report(
            DiagCode::err_lower_unsupported,
            span,
            &[&what, &target.name()],
        );
        return None;
    }
    if let Err((what, span)) = crate::target_scalars::check(module, info, target) {
        diags.report(
            DiagCode::err_lower_unsupported,
            span,
            &[&what, &target.name()],
        );
        return None;
    }
    let versions = &options.versions;
    if let Some(span) = precise.filter(|_| !matches!(target, Target::Spirv | Target::Naga)) {
        // naga's text writers cannot say it; dropping it would change results.
        diags.report(
            DiagCode::err_lower_unsupported,
            span,
            &[&"`precise`", &target.name()],
        );
        return None;
    }
    let subgroups = crate::intrinsics::module_uses_subgroups(module);
    if let (true, Some(env @ crate::VulkanEnv::V1_0)) = (subgroups, versions.vulkan) {
        if target == Target::Spirv {
            let what = "wave intrinsics (they need -fspv-target-env=vulkan1.1 or later)";
            let target = format!("SPIR-V for {env}");
            diags.report(
                DiagCode::err_lower_unsupported,
                Span::DUMMY,
                &[&what, &target],
            );
            return None;
        }
    }
    if target != Target::Spirv {
        // Only SPIR-V can say it: the others keep the default (and
        // reflection says so).
        for s in passes.spec_constants {
            diags.report(
                DiagCode::warn_spec_constant_fixed,
                s.span,
                &[&s.name, &target.name()],
            );
        }
    }
    let mut spec_error = None;
    let written: Result<Output, String> = match target {
        #[cfg(feature = "spirv")]
        Target::Spirv => {
            let lang_version = match versions.vulkan {
                Some(env) => env.spirv_version(),
                // Subgroup operations need SPIR-V 1.3 (Vulkan 1.1).
                None if subgroups => (1, 3),
                None => (1, 0),
            };
            let mut flags = naga::back::spv::WriterFlags::LABEL_VARYINGS
                | naga::back::spv::WriterFlags::CLAMP_FRAG_DEPTH
                | naga::back::spv::WriterFlags::DEBUG;
            flags.set(
                naga::back::spv::WriterFlags::ADJUST_COORDINATE_SPACE,
                options.invert_y,
            );
            // -Zi: spans in the main file's text (a copy of the module; the
            // validated one keeps hlslc's spans).
            // Only the tool's part (`-fspv-debug=tool`) needs nothing of naga.
            let debug_source = options.debug_source.as_ref().filter(|s| s.parts.file);
            let debug_module =
                debug_source.map(|source| crate::debug_info::relative_spans(module, source));
            let opts = naga::back::spv::Options {
                lang_version,
                debug_info: debug_source.map(|source| naga::back::spv::DebugInfo {
                    source_code: &source.text,
                    file_name: &source.file_name,
                    language: match source.whlsl {
                        true => naga::back::spv::SourceLanguage::Unknown,
                        false => naga::back::spv::SourceLanguage::HLSL,
                    },
                }),
                // No Y flip: DXC's Vulkan output keeps HLSL's clip space
                // unless asked (-fvk-invert-y).
                // DEBUG: `OpName`s, which DXC always writes and which
                // reflection tools (SPIRV-Reflect, RenderDoc) show as the
                // resources' and varyings' names.
                flags,
                bounds_check_policies: spirv_policies(module),
                ..Default::default()
            };
            let pipeline = naga::back::spv::PipelineOptions {
                shader_stage: stage,
                entry_point: entry_name,
            };
            naga::back::spv::write_vec(
                debug_module.as_ref().unwrap_or(module),
                info,
                &opts,
                Some(&pipeline),
            )
            .map(|mut words| {
                if let Some(source) = debug_source {
                    crate::debug_info::drop_foreign_lines(&mut words, source);
                }
                if let Some(source) = &options.debug_source {
                    crate::debug_info::select_parts(&mut words, source.parts);
                }
                crate::spirv_layout::strip_unneeded_layouts(&mut words);
                if let Some(size) = passes.local_size {
                    crate::local_size::rewrite(&mut words, size);
                }
                if let Err(name) = crate::spec_constants::rewrite(&mut words, passes.spec_constants)
                {
                    spec_error = Some(name);
                }
                if precise.is_some() {
                    crate::precise::decorate_no_contraction(&mut words);
                }
                crate::coherent::decorate(&mut words, passes.coherent);
                // Before the shared bindings: each binding is one variable.
                if let Some(r) = passes.reflection {
                    crate::spirv_reflect::decorate(&mut words, r, stage);
                }
                crate::bindings::rewrite_spirv(&mut words, passes.rewrites);
                crate::unknown_format::rewrite(&mut words, passes.own_rgba16);
                crate::sample_mask::rewrite(&mut words);
                crate::scalar_shuffle::rewrite(&mut words);
                if let Some(s) = passes.bary_sampling {
                    crate::bary_sampling::decorate(&mut words, s);
                }
                crate::unknown_format::rewrite(&mut words, passes.own_rgba16);
                if let Some(tests) = passes.fragment_tests {
                    crate::fragment_tests::add_modes(&mut words, tests);
                }
                crate::spirv_extensions::add_needed_capabilities(&mut words);
                crate::spirv_extensions::add_needed_extensions(&mut words);
                Output::Spirv(words)
            })
            .map_err(|e| full_message(&e))
        }
        #[cfg(feature = "wgsl")]
        Target::Wgsl => {
            naga::back::wgsl::write_string(module, info, naga::back::wgsl::WriterFlags::empty())
                .map(Output::Text)
                .map_err(|e| full_message(&e))
        }
        #[cfg(feature = "msl")]
        Target::Msl => {
            let lang_version = match versions.msl {
                Some(v) => (v.0, v.1),
                None => msl_version(module),
            };
            let opts = naga::back::msl::Options {
                lang_version,
                bounds_check_policies: policies(),
                ..Default::default()
            };
            let pipeline = naga::back::msl::PipelineOptions::default();
            naga::back::msl::write_string(module, info, &opts, &pipeline)
                .map(|(s, _)| Output::Text(s))
                .map_err(|e| full_message(&e))
        }
        #[cfg(feature = "glsl")]
        Target::Glsl => {
            let version = versions
                .glsl
                .map_or(naga::back::glsl::Version::Desktop(450), |v| v.0);
            match write_glsl(module, info, stage, entry_name, version) {
                Err(GlslFailure::Unsupported(what)) => {
                    diags.report(
                        DiagCode::err_lower_unsupported,
                        Span::DUMMY,
                        &[&what, &target.name()],
                    );
                    return None;
                }
                Err(GlslFailure::Writer(msg)) => Err(msg),
                Ok(o) => Ok(o),
            }
        }
        Target::Naga => Ok(Output::Text(format!("{module:#?}\n"))),
        // A back end left out of this build (the library's cargo features).
        #[allow(unreachable_patterns)]
        _ => {
            let what = format!(
                "output (hlslc was built without its {} writer)",
                target.name()
            );
            diags.report(
                DiagCode::err_lower_unsupported,
                Span::DUMMY,
                &[&what, &target.name()],
            );
            return None;
        }
    };
    if let Some(name) = spec_error {
        let what = format!("the specialization constant '{name}' (another variable has its name)");
        diags.report(
            DiagCode::err_lower_unsupported,
            Span::DUMMY,
            &[&what, &target.name()],
        );
        return None;
    }
    match written {
        Ok(o) => Some(o),
        Err(msg) => {
            diags.report(
                DiagCode::err_internal_backend,
                Span::DUMMY,
                &[&target.name(), &msg],
            );
            None
        }
    }
}

/// The MSL version the module needs: 1.2 at least (read-write storage
/// textures, `instance_id`, the bit-reversal and bit-extraction
/// functions; naga writes the same code for 1.0 and 1.2), 2.2 for
/// `amplification_id` (`SV_ViewID`), 2.3 for `primitive_id` and the
/// barycentric coordinates.
#[cfg(feature = "msl")]
fn msl_version(module: &naga::Module) -> (u8, u8) {
    // The entry wrappers (entry.rs) take every stage input as an argument.
    let reads = |want: fn(&naga::BuiltIn) -> bool| {
        module.entry_points.iter().any(|ep| {
            ep.function
                .arguments
                .iter()
                .any(|a| matches!(&a.binding, Some(naga::Binding::BuiltIn(b)) if want(b)))
        })
    };
    if reads(|b| {
        matches!(
            b,
            naga::BuiltIn::PrimitiveIndex | naga::BuiltIn::Barycentric { .. }
        )
    }) {
        (2, 3)
    } else if reads(|b| *b == naga::BuiltIn::ViewIndex) {
        // `amplification_id`.
        (2, 2)
    } else if crate::binding_arrays::has_binding_arrays(module) {
        // Arrays of textures.
        (2, 0)
    } else {
        (1, 2)
    }
}

/// GLSL (4.50 core unless asked) for Vulkan-style consumers
/// (glslangValidator -V): every buffer gets `binding = register` (GLSL has
/// no descriptor sets, so the space is dropped).
/// Why GLSL output failed: a limit of the language, or a writer error.
#[cfg(feature = "glsl")]
enum GlslFailure {
    Unsupported(&'static str),
    Writer(String),
}

#[cfg(feature = "glsl")]
fn write_glsl(
    module: &naga::Module,
    info: &naga::valid::ModuleInfo,
    stage: naga::ShaderStage,
    entry_point: String,
    version: naga::back::glsl::Version,
) -> Result<Output, GlslFailure> {
    let mut binding_map = naga::back::glsl::BindingMap::default();
    for (_, g) in module.global_variables.iter() {
        if let Some(b) = g.binding {
            binding_map.insert(b, b.binding as u8);
        }
    }
    let opts = naga::back::glsl::Options {
        version,
        writer_flags: naga::back::glsl::WriterFlags::empty(),
        binding_map,
        zero_initialize_workgroup_memory: true,
    };
    let pipeline = naga::back::glsl::PipelineOptions {
        shader_stage: stage,
        entry_point,
        multiview: None,
    };
    if crate::binding_arrays::has_binding_arrays(module) {
        return Err(GlslFailure::Unsupported(
            "an array of resources (naga's GLSL writer has no binding arrays)",
        ));
    }
    let mut out = String::new();
    // GLSL pairs each texture with one sampler (`sampler2D`).
    let failure = |e: naga::back::glsl::Error| match e {
        naga::back::glsl::Error::ImageMultipleSamplers => {
            GlslFailure::Unsupported("a texture sampled with more than one sampler")
        }
        e => GlslFailure::Writer(full_message(&e)),
    };
    let mut w = naga::back::glsl::Writer::new(&mut out, module, info, &opts, &pipeline, policies())
        .map_err(failure)?;
    w.write().map_err(failure)?;
    Ok(Output::Text(out))
}
