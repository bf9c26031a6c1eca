//! hlslc as a library: HLSL source in, a validated naga module (and, when
//! asked, a target's output) out.
//!
//! ```
//! let options = hlslc::CompileOptions::new("cs_6_0", "main");
//! let source = "RWStructuredBuffer<uint> data : register(u0);\n\
//!     [numthreads(64, 1, 1)]\n\
//!     void main(uint3 id : SV_DispatchThreadID) { data[id.x] *= 2; }\n";
//! let out = hlslc::compile(source, &options).expect("compiles");
//! // `out.module` is what wgpu's `ShaderSource::Naga` takes.
//! assert_eq!(out.module.entry_points[0].workgroup_size, [64, 1, 1]);
//! ```

use crate::options::{DiagnosticsFormat, EmitTarget, FrontendOptions};
use crate::session::Session;
use hlsl_base::Diagnostic;
use std::fmt;

/// How to compile: the front-end options (profile and entry point
/// included) and the output wanted.
#[derive(Clone, Debug, Default)]
pub struct CompileOptions {
    /// The name diagnostics give the source (and where `#include "…"`
    /// starts looking); default `shader.hlsl`.
    pub name: Option<String>,
    /// `frontend.profile` (`-T`) is required; `frontend.entry` defaults to
    /// `main`.
    pub frontend: FrontendOptions,
    /// A target to write too; `None` gives the naga module alone.
    pub target: Option<EmitTarget>,
}

impl CompileOptions {
    /// Options for entry point `entry` with profile `profile` (`cs_6_0`),
    /// everything else as the command line's defaults.
    pub fn new(profile: &str, entry: &str) -> CompileOptions {
        CompileOptions {
            frontend: FrontendOptions {
                profile: Some(profile.into()),
                entry: Some(entry.into()),
                ..FrontendOptions::default()
            },
            ..CompileOptions::default()
        }
    }
}

/// A successful compilation.
#[derive(Debug)]
pub struct Output {
    /// The validated module: pass it with `info` to naga's writers, or to
    /// wgpu as `ShaderSource::Naga`.
    pub module: naga::Module,
    pub info: naga::valid::ModuleInfo,
    /// The target's SPIR-V words or text, when `CompileOptions::target`
    /// named one.
    pub code: Option<hlsl_lower::Output>,
    /// Warnings (errors end the compilation), and their rendering.
    pub warnings: Diagnostics,
    /// The program's resources, constant buffers and entry points, as
    /// `hlslc reflect` gives them: where each resource is bound in SPIR-V
    /// (`vulkan`) and, when two share a binding, where the naga module puts
    /// the later one (`moved_to`): build wgpu bind groups from these.
    pub reflection: crate::reflect::Reflection,
}

/// The diagnostics of a compilation, and their text as `hlslc` prints them.
#[derive(Clone, Debug, Default)]
pub struct Diagnostics {
    pub list: Vec<Diagnostic>,
    pub text: String,
}

impl fmt::Display for Diagnostics {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text)
    }
}

impl std::error::Error for Diagnostics {}

/// Compiles `source` as `options` say. Errors (and any warnings before
/// them) come back as `Err`.
pub fn compile(source: &str, options: &CompileOptions) -> Result<Output, Diagnostics> {
    let mut frontend = options.frontend.clone();
    if frontend.profile.is_none() {
        return Err(Diagnostics {
            list: Vec::new(),
            text: "compile needs a target profile (FrontendOptions::profile, e.g. \"cs_6_0\")\n"
                .into(),
        });
    }
    frontend.spirv = options.target == Some(EmitTarget::Spirv);
    let entry = frontend.entry.get_or_insert_with(|| "main".into()).clone();
    let mut session = Session::new(frontend);
    let name = options.name.as_deref().unwrap_or("shader.hlsl");
    let file = session.add_source(name, source);
    let mut reflection = None;
    let compiled = session.check_program(file).and_then(|program| {
        let bindings = session.options.vulkan_bindings();
        reflection = Some(crate::reflect::reflect(&program, &bindings));
        let target = options.target.map(EmitTarget::lower_target);
        session.lower_module(program, &entry, target)
    });
    let diagnostics = Diagnostics {
        list: session.diagnostics().to_vec(),
        text: session.render(DiagnosticsFormat::Text),
    };
    match (compiled, reflection) {
        (Some(c), Some(reflection)) if !session.has_errors() => Ok(Output {
            module: c.module,
            info: c.info,
            code: c.output,
            warnings: diagnostics,
            reflection,
        }),
        _ => Err(diagnostics),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const DOUBLE: &str = "RWStructuredBuffer<uint> data : register(u0);\n\
        [numthreads(4, 1, 1)]\n\
        void main(uint3 id : SV_DispatchThreadID) { data[id.x] = data[id.x] * 2; }\n";

    #[test]
    fn gives_the_module_and_the_target_output() {
        let mut options = CompileOptions::new("cs_6_0", "main");
        let out = compile(DOUBLE, &options).expect("compiles");
        assert_eq!(out.module.entry_points.len(), 1);
        assert!(out.code.is_none());
        assert!(out.warnings.list.is_empty());
        options.target = Some(EmitTarget::Wgsl);
        let out = compile(DOUBLE, &options).expect("compiles");
        match out.code {
            Some(hlsl_lower::Output::Text(t)) => {
                assert!(t.contains("@compute @workgroup_size(4, 1, 1)"))
            }
            other => panic!("no WGSL: {other:?}"),
        }
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
        for (profile, entry) in [("vs_6_0", "vs"), ("ps_6_0", "ps")] {
            let out = compile(source, &CompileOptions::new(profile, entry)).expect("compiles");
            let at = |name: &str| {
                let r = out.reflection.resources.iter().find(|r| r.name == name);
                let r = r.expect("reflected");
                let b = r.moved_to.as_ref().or(r.vulkan.as_ref()).expect("bound");
                (b.set, b.binding)
            };
            assert_eq!((at("albedo"), at("samp")), ((0, 1), (0, 2)), "{entry}");
            let cb = &out.reflection.constant_buffers[0];
            assert!(cb.moved_to.is_none());
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
    fn errors_come_back_rendered_with_their_location() {
        let options = CompileOptions {
            name: Some("bad.hlsl".into()),
            ..CompileOptions::new("cs_6_0", "main")
        };
        let e = compile(
            "[numthreads(1,1,1)] void main() { undeclared = 1; }",
            &options,
        )
        .expect_err("an error");
        assert_eq!(e.list.len(), 1);
        assert!(
            e.text
                .starts_with("bad.hlsl:1:35: error: use of undeclared identifier 'undeclared'"),
            "{e}"
        );
        let no_profile = CompileOptions::default();
        assert!(compile(DOUBLE, &no_profile)
            .unwrap_err()
            .text
            .contains("needs a target profile"));
    }

    #[test]
    fn warnings_ride_along_with_the_output() {
        let source = "RWStructuredBuffer<float> data : register(u0);\n\
            [numthreads(1, 1, 1)] void main() { float4 v = data[0]; float f = v; data[1] = f; }\n";
        let out = compile(source, &CompileOptions::new("cs_6_0", "main")).expect("compiles");
        assert_eq!(out.warnings.list.len(), 1, "{}", out.warnings);
        assert!(
            out.warnings
                .text
                .contains("warning: implicit truncation of vector type"),
            "{}",
            out.warnings
        );
    }
}
