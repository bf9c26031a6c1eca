//! DXC's command-line options: the one declaration of every flag `dxc`
//! takes (`dxc -help` and the SPIR-V options of DXC's SPIR-V
//! documentation), and what hlslc does with each.
//!
//! Each flag has one [`Treatment`]:
//!
//! * [`Treatment::Native`]: an hlslc option of its own; `args.rs` rewrites
//!   the DXC spelling into it (`-Fo` is `-o`, `-D` is `--define`).
//! * [`Treatment::Acts`]: it does what DXC does; [`DxcOptions`] holds the
//!   request and the driver carries it out (`-Zpr`, `-Fh`, …).
//! * [`Treatment::NoEffect`]: accepted and quiet, because it changes
//!   nothing in what hlslc writes (the reason is given).
//! * [`Treatment::Warn`]: accepted, but what it asks for is not done: a
//!   warning in the group `unsupported-option` says what is missing.
//! * [`Treatment::Reject`]: cannot be met at all: a usage error.
//!
//! docs/dxc-flags.md is the table [`markdown`] writes from this
//! declaration; a unit test keeps the two equal. A DXC flag that is not
//! native reaches clap as `--dxc <NAME>\x1f<VALUE>…` (hidden), and an
//! unknown single-dash flag as `--dxc-unknown <FLAG>`, so that `parse` can
//! report it as DXC does: `unknown argument '-Zfoo'`.

use std::fmt::Write as _;
use std::path::PathBuf;

/// How a flag takes its value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arity {
    /// `-Zpr`.
    Flag,
    /// `-fspv-extension=NAME` (the name ends with `=`), `-Wno-x`.
    Joined,
    /// `-Fh FILE` or `-FhFILE`.
    JoinedOrSeparate,
    /// `-HV 2021`: the value is the next argument.
    Separate,
    /// `-fvk-b-shift N SPACE`: that many following arguments.
    Multi(u8),
}

impl Arity {
    fn values(self) -> usize {
        match self {
            Arity::Flag => 0,
            Arity::Multi(n) => usize::from(n),
            _ => 1,
        }
    }
}

/// The groups of `dxc -help`, in its order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Group {
    /// "Common Options".
    Common,
    /// "Compilation Options".
    Compilation,
    /// "Optimization Options".
    Optimization,
    /// "Rewriter Options".
    Rewriter,
    /// "SPIR-V CodeGen Options".
    Spirv,
    /// "Utility Options".
    Utility,
}

impl Group {
    /// Every group, in `dxc -help`'s order.
    pub const ALL: [Group; 6] = [
        Group::Common,
        Group::Compilation,
        Group::Optimization,
        Group::Rewriter,
        Group::Spirv,
        Group::Utility,
    ];

    /// The heading `dxc -help` gives the group.
    pub fn title(self) -> &'static str {
        match self {
            Group::Common => "Common Options",
            Group::Compilation => "Compilation Options",
            Group::Optimization => "Optimization Options",
            Group::Rewriter => "Rewriter Options",
            Group::Spirv => "SPIR-V CodeGen Options",
            Group::Utility => "Utility Options",
        }
    }
}

/// What hlslc does with a flag (see the module documentation).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Treatment {
    /// hlslc's own option that the flag is rewritten to.
    Native(&'static str),
    /// Acts as in DXC: what it does here.
    Acts(&'static str),
    /// Accepted with no effect: why there is none.
    NoEffect(&'static str),
    /// Accepted with an `unsupported-option` warning: what is missing.
    Warn(&'static str),
    /// A usage error: why it cannot be met.
    Reject(&'static str),
}

impl Treatment {
    /// The treatment's name in the docs table.
    pub fn name(self) -> &'static str {
        match self {
            Treatment::Native(_) => "native",
            Treatment::Acts(_) => "acts",
            Treatment::NoEffect(_) => "no effect",
            Treatment::Warn(_) => "warning",
            Treatment::Reject(_) => "rejected",
        }
    }

    /// What the treatment says (the option, the effect or the reason).
    pub fn text(self) -> &'static str {
        match self {
            Treatment::Native(s)
            | Treatment::Acts(s)
            | Treatment::NoEffect(s)
            | Treatment::Warn(s)
            | Treatment::Reject(s) => s,
        }
    }
}

/// One DXC flag.
#[derive(Clone, Copy, Debug)]
pub struct DxcFlag {
    /// As `dxc -help` writes it, with its dash (`-Zpr`, `-fspv-debug=`).
    pub name: &'static str,
    /// How many values it takes.
    pub arity: Arity,
    /// Its group in the help.
    pub group: Group,
    /// The value's name in the help (`<file>`), empty for a plain flag.
    pub meta: &'static str,
    /// DXC's help line.
    pub help: &'static str,
    /// What hlslc does with it.
    pub treatment: Treatment,
    /// The arguments the table's test passes (`{dir}` is a scratch
    /// directory); empty: the name alone.
    pub example: &'static str,
}

use Arity::{Flag, Joined, JoinedOrSeparate as JoS, Multi, Separate};
use Group::{Common, Compilation, Optimization, Rewriter, Spirv, Utility};
use Treatment::{Acts, Native, NoEffect, Reject, Warn};

const fn f(
    name: &'static str,
    arity: Arity,
    group: Group,
    meta: &'static str,
    help: &'static str,
    treatment: Treatment,
    example: &'static str,
) -> DxcFlag {
    DxcFlag {
        name,
        arity,
        group,
        meta,
        help,
        treatment,
        example,
    }
}

const DXIL_ONLY: &str = "a DXIL container feature; hlslc writes SPIR-V, WGSL, MSL or GLSL";
const NO_OPTIMIZER: &str =
    "hlslc has no optimizer to configure; the program means the same at every level";
const REWRITER: &str = "an option of the HLSL rewriter (dxr), not of the compiler";

/// Every DXC flag, by `dxc -help` group.
pub const FLAGS: &[DxcFlag] = &[
    // ---- Common Options ----
    f("-help", Flag, Common, "", "Display available options", Native("--help"), "-help"),
    f("-?", Flag, Common, "", "Display available options", Native("--help"), "-?"),
    f("-nologo", Flag, Common, "", "Suppress copyright message", NoEffect("hlslc prints no banner"), ""),
    f("-Qunused-arguments", Flag, Common, "", "Don't emit warning for unused driver arguments", NoEffect("hlslc warns only about options whose request is not met, which this does not silence"), ""),
    // ---- Compilation Options ----
    f("-all-resources-bound", Flag, Compilation, "", "Enables agressive flattening", NoEffect("a DXIL optimisation hint; naga's output does not depend on it"), ""),
    f("-all_resources_bound", Flag, Compilation, "", "Enables agressive flattening", NoEffect("a DXIL optimisation hint; naga's output does not depend on it"), ""),
    f("-auto-binding-space", Separate, Compilation, "<value>", "Set auto binding space - enables auto resource binding in libraries", Native("--auto-binding-space"), "-auto-binding-space 1"),
    f("-Cc", Flag, Compilation, "", "Output color coded assembly listings", Warn("hlslc writes no assembly listing"), ""),
    f("-default-linkage", Separate, Compilation, "<value>", "Set default linkage for non-shader functions when compiling or linking to a library target (internal, external)", Reject("library targets (lib_6_x) are DXIL only"), "-default-linkage internal"),
    f("-denorm", JoS, Compilation, "<value>", "select denormal value options (any, preserve, ftz). any is the default.", Acts("`any` is hlslc's behaviour (the driver decides); `preserve` and `ftz` warn: hlslc cannot request a denormal mode"), "-denorm any"),
    f("-D", JoS, Compilation, "<value>", "Define macro", Native("--define"), "-D X=1"),
    f("-enable-16bit-types", Flag, Compilation, "", "Enable 16bit types and disable min precision types. Available in HLSL 2018 and shader model 6.2", Native("--enable-16bit-types"), "-T vs_6_2 -enable-16bit-types"),
    f("-enable-lifetime-markers", Flag, Compilation, "", "Enable generation of lifetime markers", NoEffect("LLVM lifetime markers in DXIL; SPIR-V has none"), ""),
    f("-disable-lifetime-markers", Flag, Compilation, "", "Disable generation of lifetime markers where they would be otherwise (6.6+)", NoEffect("LLVM lifetime markers in DXIL; SPIR-V has none"), ""),
    f("-enable-payload-qualifiers", Flag, Compilation, "", "Enables support for payload access qualifiers for raytracing payloads in SM 6.6.", Warn("hlslc does not compile ray tracing stages, so payload access qualifiers are not checked"), ""),
    f("-disable-payload-qualifiers", Flag, Compilation, "", "Disables support for payload access qualifiers for raytracing payloads in SM 6.7.", NoEffect("hlslc does not check payload access qualifiers"), ""),
    f("-encoding", Separate, Compilation, "<value>", "Set default encoding for text outputs (utf8|utf16) default=utf8", Acts("`utf8` is what hlslc writes; `utf16` warns"), "-encoding utf8"),
    f("-export-shaders-only", Flag, Compilation, "", "Only export shaders when compiling a library", Reject("library targets (lib_6_x) are DXIL only"), ""),
    f("-exports", Separate, Compilation, "<value>", "Specify exports when compiling a library", Reject("library targets (lib_6_x) are DXIL only"), "-exports main"),
    f("-E", JoS, Compilation, "<value>", "Entry point name", Native("--entry"), "-E VSMain"),
    f("-Fc", JoS, Compilation, "<file>", "Output assembly code listing file", Acts("writes the disassembly: SPIR-V as text in spirv-dis's notation (rspirv's disassembler), a text target as it is"), "-Fc {dir}/out.txt"),
    f("-Fd", JoS, Compilation, "<file>", "Write debug information to the given file", Reject("a PDB file is DXIL only; SPIR-V keeps its debug information in the module"), "-Fd {dir}/out.pdb"),
    f("-Fe", JoS, Compilation, "<file>", "Output warnings and errors to the given file", Acts("the warnings and errors go to the file instead of stderr"), "-Fe {dir}/diags.txt"),
    f("-Fh", JoS, Compilation, "<file>", "Output header file containing object code", Acts("writes a C header with the SPIR-V words as `const uint32_t g_<entry>[]` (-Vn names it)"), "-Fh {dir}/out.h"),
    f("-Fi", JoS, Compilation, "<file>", "Set name of preprocessor output file (with -P)", Native("-o (of `preprocess`)"), "-P -Fi {dir}/out.i"),
    f("-flegacy-macro-expansion", Flag, Compilation, "", "Expand the operands before performing token-pasting operation (fxc behavior)", Warn("hlslc's preprocessor pastes as the C standard (and DXC by default) does"), ""),
    f("-flegacy-resource-reservation", Flag, Compilation, "", "Reserve unused explicit register assignments for compatibility with shader model 5.0 and below", NoEffect("hlslc never moves a resource away from its explicit register"), ""),
    f("-fnew-inlining-behavior", Flag, Compilation, "", "Experimental option to use heuristics-driven late inlining and disable alwaysinline annotation for library shaders", NoEffect("naga writes the functions as they are; inlining does not change the program"), ""),
    f("-fdiagnostics-show-option", Flag, Compilation, "", "Print option name with mappable diagnostics", NoEffect("hlslc always prints the warning's option ([-Wgroup])"), ""),
    f("-fno-diagnostics-show-option", Flag, Compilation, "", "Do not print option name with mappable diagnostics", Warn("hlslc always prints the warning's option"), ""),
    f("-force-rootsig-ver", JoS, Compilation, "<profile>", "force root signature version (rootsig_1_1 if omitted)", NoEffect("SPIR-V has no root signature (dxc -spirv ignores it too)"), "-force-rootsig-ver rootsig_1_1"),
    f("-Frs", Separate, Compilation, "<file>", "Output root signature to the given file", Reject("SPIR-V has no root signature"), "-Frs {dir}/rs.bin"),
    f("-Fre", Separate, Compilation, "<file>", "Output reflection to the given file", Reject("DXC's reflection blob is DXIL only (`hlslc reflect` prints JSON)"), "-Fre {dir}/r.bin"),
    f("-Fsh", Separate, Compilation, "<file>", "Output shader hash to the given file", Reject("the shader hash is a DXIL container part"), "-Fsh {dir}/h.bin"),
    f("-ftime-report", Flag, Compilation, "", "Print time report", Warn("hlslc prints no time report"), ""),
    f("-ftime-trace", Flag, Compilation, "", "Print hierchial time tracing to stdout", Warn("hlslc writes no time trace"), ""),
    f("-Fo", JoS, Compilation, "<file>", "Output object file", Native("--output"), "-Fo {dir}/x.spv"),
    f("-Gec", Flag, Compilation, "", "Enable backward compatibility mode", Reject("FXC's backward-compatibility mode (DX9 syntax) is not supported by DXC or hlslc"), ""),
    f("-Ges", Flag, Compilation, "", "Enable strict mode", NoEffect("hlslc always checks strictly"), ""),
    f("-Gfa", Flag, Compilation, "", "Avoid flow control constructs", NoEffect("a code-generation preference; the program means the same"), ""),
    f("-Gfp", Flag, Compilation, "", "Prefer flow control constructs", NoEffect("a code-generation preference; the program means the same"), ""),
    f("-Gis", Flag, Compilation, "", "Force IEEE strictness", NoEffect("hlslc never relaxes IEEE rules"), ""),
    f("-HV", Separate, Compilation, "<value>", "HLSL version (2016, 2017, 2018, 2021). Default is 2021", Acts("sets __HLSL_VERSION; before 2021 `&&` and `||` take vectors and evaluate both sides, `template` is a reserved word, a `for` loop's declaration belongs to the enclosing scope (a redeclaration there warns, -Wfor-redefinition), operator overloading and bit-fields are errors, and `and`, `or` and `select` are undeclared; `202x` warns (not implemented)"), "-HV 2018"),
    f("-H", Flag, Compilation, "", "Show header includes and nesting depth", Warn("hlslc does not print the include tree (-MD writes the dependencies)"), ""),
    f("-ignore-line-directives", Flag, Compilation, "", "Ignore line directives", Warn("hlslc always applies #line to diagnostics"), ""),
    f("-I", JoS, Compilation, "<value>", "Add directory to include search path", Native("--include-dir"), "-I {dir}"),
    f("-Lx", Flag, Compilation, "", "Output hexadecimal literals", Warn("hlslc writes no assembly listing"), ""),
    f("-MD", Flag, Compilation, "", "Write a file with .d extension that will contain the list of the compilation target dependencies", Native("--md"), "-MD -MF {dir}/a.d"),
    f("-MF", JoS, Compilation, "<file>", "Write the specfied file that will contain the list of the compilation target dependencies", Native("--mf"), "-MF {dir}/b.d"),
    f("-M", Flag, Compilation, "", "Dumps the list of the compilation target dependencies", Warn("hlslc writes dependencies with -MD/-MF only"), ""),
    f("-Ni", Flag, Compilation, "", "Output instruction numbers in assembly listings", Warn("hlslc writes no assembly listing"), ""),
    f("-no-legacy-cbuf-layout", Flag, Compilation, "", "Do not use legacy cbuffer load", NoEffect("a DXIL load style; the layout does not change"), ""),
    f("-no-warnings", Flag, Compilation, "", "Suppress warnings", Native("-w"), ""),
    f("-No", Flag, Compilation, "", "Output instruction byte offsets in assembly listings", Warn("hlslc writes no assembly listing"), ""),
    f("-Odump", Flag, Compilation, "", "Print the optimizer commands.", Warn("hlslc has no optimizer passes to print"), ""),
    f("-Od", Flag, Compilation, "", "Disable optimizations", NoEffect(NO_OPTIMIZER), ""),
    f("-pack-optimized", Flag, Compilation, "", "Optimize signature packing assuming identical signature provided for each connecting stage", NoEffect("signature packing is DXIL; SPIR-V stage variables have locations"), ""),
    f("-pack-prefix-stable", Flag, Compilation, "", "(default) Pack signatures preserving prefix-stable property", NoEffect("signature packing is DXIL; SPIR-V stage variables have locations"), ""),
    f("-P", Flag, Compilation, "", "Preprocess to file", Native("preprocess"), "-P"),
    f("-res-may-alias", Flag, Compilation, "", "Assume that UAVs/SRVs may alias", NoEffect("naga does not assume resources are distinct"), ""),
    f("-rootsig-define", Separate, Compilation, "<value>", "Read root signature from a #define", NoEffect("SPIR-V has no root signature (dxc -spirv ignores it too)"), "-rootsig-define RS"),
    f("-strict-udt-casting", Flag, Compilation, "", "Require explicit casts between different structure types", Warn("hlslc follows HLSL 2021, which allows casts between layout-compatible structures"), ""),
    f("-T", JoS, Compilation, "<profile>", "Set target profile", Native("--profile"), "-T vs_6_0"),
    f("-Vd", Flag, Compilation, "", "Disable validation", NoEffect("DXIL validation; hlslc's checks are part of compiling (naga's validator: --validation)"), ""),
    f("-Vi", Flag, Compilation, "", "Display details about the include process.", Warn("hlslc does not print the include tree"), ""),
    f("-Vn", JoS, Compilation, "<name>", "Use <name> as variable name in header file", Acts("names the array -Fh writes"), "-Fh {dir}/n.h -Vn shader_code"),
    f("-WX", Flag, Compilation, "", "Treat warnings as errors", Native("--warning error"), ""),
    f("-W", Joined, Compilation, "[no-]<warning>", "Enable/Disable the specified warning", Native("--warning"), "-Wno-conversion"),
    f("-w", Flag, Compilation, "", "Suppress all warnings", Native("-w"), ""),
    f("-Zi", Flag, Compilation, "", "Enable debug information", Acts("SPIR-V gets the main file's name (OpString), its text (OpSource), a line per statement (OpLine; OpNoLine for code from included files, as naga names one file) and the tool (OpModuleProcessed, SPIR-V 1.1 on)"), ""),
    f("-Zpc", Flag, Compilation, "", "Pack matrices in column-major order", Acts("matrices in buffers without row_major/column_major are column-major (also the default)"), ""),
    f("-Zpr", Flag, Compilation, "", "Pack matrices in row-major order", Acts("matrices in buffers without row_major/column_major are row-major"), ""),
    f("-Zsb", Flag, Compilation, "", "Compute Shader Hash considering only output binary", NoEffect("the shader hash is a DXIL container part; SPIR-V has none"), ""),
    f("-Zss", Flag, Compilation, "", "Compute Shader Hash considering source information", NoEffect("the shader hash is a DXIL container part; SPIR-V has none"), ""),
    f("-Zs", Flag, Compilation, "", "Generate small PDB with just sources and compile options", Warn("hlslc writes no small PDB (-Zi or -fspv-debug=source put the source into the SPIR-V module)"), ""),
    // ---- Optimization Options ----
    f("-O0", Flag, Optimization, "", "Optimization Level 0", NoEffect(NO_OPTIMIZER), ""),
    f("-O1", Flag, Optimization, "", "Optimization Level 1", NoEffect(NO_OPTIMIZER), ""),
    f("-O2", Flag, Optimization, "", "Optimization Level 2", NoEffect(NO_OPTIMIZER), ""),
    f("-O3", Flag, Optimization, "", "Optimization Level 3 (Default)", NoEffect(NO_OPTIMIZER), ""),
    f("-opt-disable", Separate, Optimization, "<value>", "Disable this optimization.", NoEffect(NO_OPTIMIZER), "-opt-disable gvn"),
    f("-opt-enable", Separate, Optimization, "<value>", "Enable this optimization.", NoEffect(NO_OPTIMIZER), "-opt-enable gvn"),
    f("-opt-select", Multi(2), Optimization, "<opt> <variant>", "Select this optimization variant.", NoEffect(NO_OPTIMIZER), "-opt-select a b"),
    // ---- Rewriter Options ----
    f("-decl-global-cb", Flag, Rewriter, "", "Collect all global constants outside cbuffer declarations into cbuffer GlobalCB { ... }.", Reject(REWRITER), ""),
    f("-extract-entry-uniforms", Flag, Rewriter, "", "Move uniform parameters from entry point to global scope", Reject(REWRITER), ""),
    f("-global-extern-by-default", Flag, Rewriter, "", "Set extern on non-static globals", Reject(REWRITER), ""),
    f("-keep-user-macro", Flag, Rewriter, "", "Write out user defines after rewritten HLSL", Reject(REWRITER), ""),
    f("-line-directive", Flag, Rewriter, "", "Add line directive", Reject(REWRITER), ""),
    f("-remove-unused-functions", Flag, Rewriter, "", "Remove unused functions and types", Reject(REWRITER), ""),
    f("-remove-unused-globals", Flag, Rewriter, "", "Remove unused static globals and functions", Reject(REWRITER), ""),
    f("-skip-fn-body", Flag, Rewriter, "", "Translate function definitions to declarations", Reject(REWRITER), ""),
    f("-skip-static", Flag, Rewriter, "", "Remove static functions and globals when used with -skip-fn-body", Reject(REWRITER), ""),
    f("-unchanged", Flag, Rewriter, "", "Rewrite HLSL, without changes.", Reject(REWRITER), ""),
    // ---- SPIR-V CodeGen Options ----
    f("-fspv-debug=", Joined, Spirv, "<value>", "Specify whitelist of debug info category (file -> source -> line, tool, vulkan-with-source)", Acts("`file` (OpString, OpSource), `source` (its text), `line` (OpLine per statement) and `tool` (OpModuleProcessed, SPIR-V 1.1 on) as in DXC, and they overrule -Zi; `rich*` and `vulkan*` write file, lines (and source with `-with-source`) and warn that their OpenCL/NonSemantic debug instructions are not written"), "-fspv-debug=line"),
    f("-fspv-entrypoint-name=", Joined, Spirv, "<value>", "Specify the SPIR-V entry point name. Defaults to the HLSL entry point name.", Acts("the SPIR-V entry point (OpEntryPoint) has that name"), "-fspv-entrypoint-name=main2"),
    f("-fspv-extension=", Joined, Spirv, "<value>", "Specify SPIR-V extension permitted to use", Acts("only the named extensions (KHR: every SPV_KHR_ one) may be used; using another is an error naming it"), "-fspv-extension=SPV_KHR_multiview"),
    f("-fspv-flatten-resource-arrays", Flag, Spirv, "", "Flatten arrays of resources so each array element takes one binding number", Warn("resource arrays keep one binding"), ""),
    f("-fspv-fix-func-call-arguments", Flag, Spirv, "", "Fix function call arguments that are not memory object declarations", NoEffect("naga always passes arguments that way"), ""),
    f("-fspv-preserve-bindings", Flag, Spirv, "", "Preserves all bindings declared within the module, even when those bindings are unused", Warn("naga writes only the resources the entry point uses"), ""),
    f("-fspv-preserve-interface", Flag, Spirv, "", "Preserves all interface variables in the entry point, even when those variables are unused", Warn("naga writes only the stage variables the entry point uses"), ""),
    f("-fspv-print-all", Flag, Spirv, "", "Print the SPIR-V module before each pass and after the last one. Useful for debugging SPIR-V legalization and optimization passes.", Warn("hlslc runs no SPIR-V passes to print"), ""),
    f("-fspv-reduce-load-size", Flag, Spirv, "", "Replaces loads of composite objects to reduce memory pressure for the loads", NoEffect(NO_OPTIMIZER), ""),
    f("-fspv-reflect", Flag, Spirv, "", "Emit additional SPIR-V instructions to aid reflection", Acts("DXC's reflection decorations: HlslSemanticGOOGLE on stage variables (the semantic as written), UserTypeGOOGLE on resources (`rwstructuredbuffer:<float>`, `cbuffer`), HlslCounterBufferGOOGLE on buffers with counters, and their extensions"), "-fspv-reflect"),
    f("-fspv-target-env=", Joined, Spirv, "<value>", "Specify the target environment: vulkan1.0 (default), vulkan1.1, vulkan1.2, vulkan1.3", Native("--spirv-target-env"), "-fspv-target-env=vulkan1.3"),
    f("-fspv-use-legacy-buffer-matrix-order", Flag, Spirv, "", "Assume the legacy matrix order (row major) when accessing raw buffers (e.g., ByteAdddressBuffer)", Warn("ByteAddressBuffer matrix loads use HLSL's order"), ""),
    f("-fspv-use-vulkan-memory-model", Flag, Spirv, "", "Generates SPIR-V modules that use the Vulkan memory model instead of GLSL450.", Warn("naga writes the GLSL450 memory model"), ""),
    f("-fspv-enable-maximal-reconvergence", Flag, Spirv, "", "Enables the MaximallyReconvergesKHR execution mode for this module.", Warn("the MaximallyReconvergesKHR execution mode is not written"), ""),
    f("-fvk-allow-rwstructuredbuffer-arrays", Flag, Spirv, "", "Allow arrays of RWStructuredBuffers, AppendStructuredBuffers, and ConsumeStructuredBuffers.", NoEffect("hlslc does not restrict arrays of these buffers"), ""),
    f("-fvk-auto-shift-bindings", Flag, Spirv, "", "Apply fvk-*-shift to resources without an explicit register assignment.", Acts("a resource without a register takes the first free binding from its class's shift on"), "-fvk-auto-shift-bindings -fvk-t-shift 10 0"),
    f("-fvk-bind-globals", Multi(2), Spirv, "<binding> <set>", "Specify Vulkan binding number and set number for the $Globals cbuffer", Acts("the $Globals cbuffer takes that binding and set"), "-fvk-bind-globals 5 2"),
    f("-fvk-bind-register", Multi(4), Spirv, "<type-number> <space> <binding> <set>", "Specify Vulkan descriptor set and binding for a specific register", Native("--vk-bind-register"), "-fvk-bind-register t0 0 1 2"),
    f("-fvk-bind-resource-heap", Multi(2), Spirv, "<binding> <set>", "Specify Vulkan binding number and set number for the resource heap.", Acts("ResourceDescriptorHeap's arrays take that binding and set, which nothing else takes"), "-fvk-bind-resource-heap 0 1"),
    f("-fvk-bind-sampler-heap", Multi(2), Spirv, "<binding> <set>", "Specify Vulkan binding number and set number for the sampler heap.", Acts("SamplerDescriptorHeap's arrays take that binding and set, which nothing else takes"), "-fvk-bind-sampler-heap 0 2"),
    f("-fvk-bind-counter-heap", Multi(2), Spirv, "<binding> <set>", "Specify Vulkan binding number and set number for the counter heap.", Acts("the counters of ResourceDescriptorHeap's buffers take that binding and set, which nothing else takes"), "-fvk-bind-counter-heap 1 0"),
    f("-fvk-b-shift", Multi(2), Spirv, "<shift> <space>", "Specify Vulkan binding number shift for b-type register", Native("--vk-shift b:N:SPACE"), "-fvk-b-shift 10 0"),
    f("-fvk-invert-y", Flag, Spirv, "", "Negate SV_Position.y before writing to stage output in VS/DS/GS to accommodate Vulkan's coordinate system", Acts("the vertex shader's position output has y negated"), ""),
    f("-fvk-s-shift", Multi(2), Spirv, "<shift> <space>", "Specify Vulkan binding number shift for s-type register", Native("--vk-shift s:N:SPACE"), "-fvk-s-shift 20 0"),
    f("-fvk-support-nonzero-base-instance", Flag, Spirv, "", "Follow Vulkan spec to use gl_BaseInstance as the first vertex instance, which makes SV_InstanceID = gl_InstanceIndex - gl_BaseInstance (without this option, SV_InstanceID = gl_InstanceIndex)", Acts("a vertex shader's SV_InstanceID is InstanceIndex - BaseInstance"), ""),
    f("-fvk-support-nonzero-base-vertex", Flag, Spirv, "", "Follow Vulkan spec to use gl_BaseVertex as the first vertex, which makes SV_VertexID = gl_VertexIndex - gl_BaseVertex (without this option, SV_VertexID = gl_VertexIndex)", Acts("a vertex shader's SV_VertexID is VertexIndex - BaseVertex"), ""),
    f("-fvk-t-shift", Multi(2), Spirv, "<shift> <space>", "Specify Vulkan binding number shift for t-type register", Native("--vk-shift t:N:SPACE"), "-fvk-t-shift 30 all"),
    f("-fvk-u-shift", Multi(2), Spirv, "<shift> <space>", "Specify Vulkan binding number shift for u-type register", Native("--vk-shift u:N:SPACE"), "-fvk-u-shift 40 0"),
    f("-fvk-use-dx-layout", Flag, Spirv, "", "Use DirectX memory layout for Vulkan resources", Acts("FXC's layout: cbuffers and tbuffers with HLSL's 16-byte packing, structured buffers and push constants tight"), ""),
    f("-fvk-use-dx-position-w", Flag, Spirv, "", "Reciprocate SV_Position.w after reading from stage input in PS to accommodate the difference between Vulkan and DirectX", Acts("a pixel shader's SV_Position.w is D3D's w (the reciprocal of Vulkan's FragCoord.w); no effect in other stages"), "-T ps_6_0 -E PSMain -fvk-use-dx-position-w"),
    f("-fvk-use-gl-layout", Flag, Spirv, "", "Use strict OpenGL std140/std430 memory layout for Vulkan resources", Acts("strict std140 for cbuffers, std430 for tbuffers, structured buffers and push constants"), ""),
    f("-fvk-use-scalar-layout", Flag, Spirv, "", "Use scalar memory layout for Vulkan resources", Acts("every buffer with the scalar layout (VK_EXT_scalar_block_layout)"), ""),
    f("-fvk-stage-io-order=", Joined, Spirv, "<value>", "Specify Vulkan stage I/O location assignment order", Acts("`decl` is hlslc's order; `alpha` warns"), "-fvk-stage-io-order=decl"),
    f("-Oconfig=", Joined, Spirv, "<value>", "Specify a comma-separated list of SPIRV-Tools passes to customize optimization configuration", NoEffect(NO_OPTIMIZER), "-Oconfig=--loop-unroll"),
    f("-spirv", Flag, Spirv, "", "Generate SPIR-V code", Native("--target spirv"), ""),
    f("-vkbr", Multi(4), Spirv, "<type-number> <space> <binding> <set>", "Alias of -fvk-bind-register", Native("--vk-bind-register"), "-vkbr t0 0 1 2"),
    // ---- Utility Options ----
    f("-dumpbin", Flag, Utility, "", "Load a binary file rather than compiling", Reject("hlslc reads HLSL source only"), ""),
    f("-extractrootsignature", Flag, Utility, "", "Extract root signature from shader bytecode (must be used with /Fo <file>)", Reject(DXIL_ONLY), ""),
    f("-getprivate", JoS, Utility, "<file>", "Save private data from shader blob", Reject(DXIL_ONLY), "-getprivate {dir}/p.bin"),
    f("-Qembed_debug", Flag, Utility, "", "Embed PDB in shader container (must be used with /Zi)", NoEffect("SPIR-V has no container or PDB; debug information would be in the module itself (see -Zi)"), ""),
    f("-Qsource_in_debug_module", Flag, Utility, "", "Embed source code in PDB", NoEffect("SPIR-V has no PDB; with -Zi the source is already in the module (OpSource)"), ""),
    f("-Qstrip_debug", Flag, Utility, "", "Strip debug information from 4_0+ shader bytecode (must be used with /Fo <file>)", Warn("the OpName debug names stay in the module"), ""),
    f("-Qstrip_priv", Flag, Utility, "", "Strip private data from shader bytecode (must be used with /Fo <file>)", NoEffect("hlslc writes no private data"), ""),
    f("-Qstrip_reflect", Flag, Utility, "", "Strip reflection data from shader bytecode (must be used with /Fo <file>)", NoEffect("hlslc writes no reflection data into the module"), ""),
    f("-Qstrip_rootsignature", Flag, Utility, "", "Strip root signature data from shader bytecode (must be used with /Fo <file>)", NoEffect("SPIR-V has no root signature"), ""),
    f("-recompile", Flag, Utility, "", "recompile from DXIL container with Debug Info or Debug Info bitcode file", Reject("hlslc reads HLSL source only"), ""),
    f("-setprivate", JoS, Utility, "<file>", "Private data to add to compiled shader blob", Reject(DXIL_ONLY), "-setprivate {dir}/p.bin"),
    f("-setrootsignature", JoS, Utility, "<file>", "Attach root signature to shader bytecode", Reject(DXIL_ONLY), "-setrootsignature {dir}/rs.bin"),
    f("-verifyrootsignature", JoS, Utility, "<file>", "Verify shader bytecode with root signature", Reject(DXIL_ONLY), "-verifyrootsignature {dir}/rs.bin"),
];

/// The flag `arg` is, and the value joined to it (`-FhOUT` → `-Fh`,
/// `OUT`). An exact name wins over a joined one (`-Fo` is not `-F` + `o`),
/// and the longest joined name over shorter ones.
pub fn lookup(arg: &str) -> Option<(&'static DxcFlag, Option<&str>)> {
    if let Some(flag) = FLAGS.iter().find(|f| f.name == arg) {
        return Some((flag, None));
    }
    FLAGS
        .iter()
        .filter(|f| matches!(f.arity, Joined | JoS))
        .filter(|f| arg.len() > f.name.len() && arg.starts_with(f.name))
        .max_by_key(|f| f.name.len())
        .map(|f| (f, Some(&arg[f.name.len()..])))
}

/// DXC also takes `/Zi` for `-Zi` (most flags, as on Windows). A path such
/// as `/tmp/a.hlsl` has a second `/` and an existing file is a file, so
/// only a one-slash argument naming no file is read as a flag.
pub fn slash_spelling(arg: &str) -> Option<String> {
    let rest = arg.strip_prefix('/')?;
    if rest.contains('/') || std::path::Path::new(arg).exists() {
        return None;
    }
    let dashed = format!("-{rest}");
    lookup(&dashed).is_some().then_some(dashed)
}

/// Separates a rewritten flag's name from its values in `--dxc`.
pub const SEP: char = '\u{1f}';

/// Rewrites a DXC flag that is not native: `--dxc NAME<SEP>VALUE…`, the
/// values taken from `rest` (joined) or the following arguments. Returns
/// false (nothing written) for native flags, which `args.rs` spells.
pub fn rewrite(arg: &str, input: &mut impl Iterator<Item = String>, out: &mut Vec<String>) -> bool {
    let Some((flag, joined)) = lookup(arg) else {
        return false;
    };
    if matches!(flag.treatment, Native(_)) {
        return false;
    }
    let mut packed = flag.name.to_string();
    let mut values: Vec<String> = joined.map(String::from).into_iter().collect();
    if flag.arity == Joined && values.is_empty() {
        // `-fspv-extension=` alone: an empty value, as in DXC.
        values.push(String::new());
    }
    let wanted = flag.arity.values();
    while values.len() < wanted {
        match input.next() {
            Some(v) => values.push(v),
            None => break,
        }
    }
    for v in &values {
        packed.push(SEP);
        packed.push_str(v);
    }
    if values.len() < wanted {
        // Reported by `parse`: missing value.
        packed.push(SEP);
        packed.push_str("\u{0}missing");
    }
    out.extend(["--dxc".to_string(), packed]);
    true
}

/// Whether `arg` is a single-dash argument clap would take (hlslc's own
/// short options `-T` `-E` `-o` `-w` `-j` `-h` `-V`); the rest are unknown.
pub fn clap_short(arg: &str) -> bool {
    let Some(rest) = arg.strip_prefix('-') else {
        return true;
    };
    if rest.is_empty() || rest.starts_with('-') {
        return true;
    }
    let (c, tail) = rest.split_at(1);
    match c {
        "T" | "E" | "o" => true,
        "w" | "h" | "V" => tail.is_empty(),
        "j" => tail.is_empty() || tail.bytes().all(|b| b.is_ascii_digit()),
        _ => false,
    }
}

/// `unknown argument '-Zfoo'`, with DXC's nearest flag when one is close.
pub fn unknown_message(arg: &str) -> String {
    let nearest = FLAGS
        .iter()
        .map(|f| f.name.trim_end_matches('='))
        .map(|n| (edit_distance(n, arg), n))
        .min();
    match nearest {
        Some((d, n)) if d <= 2 && d * 3 <= arg.len() => {
            format!("unknown argument '{arg}'; did you mean '{n}'?")
        }
        _ => format!("unknown argument '{arg}'"),
    }
}

fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut prev = row[0];
        row[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let cur = row[j + 1];
            row[j + 1] = (prev + usize::from(ca != cb)).min(row[j] + 1).min(cur + 1);
            prev = cur;
        }
    }
    row[b.len()]
}

/// A heap flag's `BINDING SET` as (set, binding), with DXC's messages for
/// what is not a number.
fn heap_place(flag: &str, values: &[String]) -> Result<(u32, u32), String> {
    let n = |v: &String| {
        if v.starts_with('-') && v[1..].parse::<u64>().is_ok() {
            return Err(format!("expected positive integer for {flag}, got: {v}"));
        }
        v.parse::<u32>()
            .map_err(|_| format!("invalid {flag} argument: '{v}'"))
    };
    let binding = n(&values[0])?;
    let set = n(&values[1])?;
    Ok((set, binding))
}

/// Adds what `-fspv-debug=VALUE` selects, as DXC's options do: each
/// category turns on those it needs (`line`: `source` and `file`); the
/// rich ones (`rich`, `vulkan`, with or without `-with-source`) ask for
/// lines and, without `-with-source`, no text.
fn spv_debug(parts: &mut hlsl_lower::DebugParts, value: &str) -> Result<(), String> {
    match value {
        "file" => parts.file = true,
        "source" => (parts.file, parts.source) = (true, true),
        "line" => (parts.file, parts.source, parts.line) = (true, true, true),
        "tool" => parts.tool = true,
        "rich" | "vulkan" => (parts.file, parts.source, parts.line) = (true, false, true),
        "rich-with-source" | "vulkan-with-source" => {
            (parts.file, parts.source, parts.line) = (true, true, true)
        }
        _ => {
            return Err(format!(
                "unknown SPIR-V debug info control parameter: {value}"
            ))
        }
    }
    Ok(())
}

/// What the non-native DXC flags of a command line ask for.
#[derive(Clone, Debug, Default)]
pub struct DxcOptions {
    /// `-Zpr` (`Some(true)`) or `-Zpc`; the last one wins.
    pub row_major: Option<bool>,
    /// `-Fh FILE`.
    pub header: Option<PathBuf>,
    /// `-Zi`.
    pub debug_info: bool,
    /// `-Fc FILE`.
    pub listing: Option<PathBuf>,
    /// `-Vn NAME`.
    pub variable_name: Option<String>,
    /// `-Fe FILE`.
    pub diagnostics_file: Option<PathBuf>,
    /// Each `-fspv-extension=` (none given: every extension is allowed).
    pub extensions: Vec<String>,
    /// `-fvk-invert-y`.
    pub invert_y: bool,
    /// `-fvk-bind-globals BINDING SET`, as (set, binding).
    pub bind_globals: Option<(u32, u32)>,
    /// `-fvk-support-nonzero-base-instance`, `-…-base-vertex`.
    pub nonzero_base: hlsl_lower::NonzeroBase,
    /// `-HV`: the HLSL version (`202x` is 2029, as in DXC).
    pub hlsl_version: Option<u32>,
    /// `-fspv-entrypoint-name=NAME`.
    pub entry_point_name: Option<String>,
    /// `-fvk-auto-shift-bindings`.
    pub auto_shift_bindings: bool,
    /// `-fspv-reflect`.
    pub reflect: bool,
    /// The `-fspv-debug=` categories, when one was given.
    pub spv_debug: Option<hlsl_lower::DebugParts>,
    /// `-fvk-bind-resource-heap`, `-fvk-bind-sampler-heap` and
    /// `-fvk-bind-counter-heap BINDING SET`, as (set, binding).
    pub heaps: hlsl_lower::HeapBindings,
    /// `-fvk-use-dx-position-w`.
    pub dx_position_w: bool,
    /// `-fvk-use-{dx,gl,scalar}-layout`; the last one wins.
    pub layout: Option<hlsl_sema::layout::LayoutRules>,
    /// Flags and values, as given, with their declaration (for warnings).
    pub given: Vec<(&'static DxcFlag, Vec<String>)>,
}

impl DxcOptions {
    /// Reads the `--dxc` values clap collected; an error is a usage error
    /// (a rejected flag or a missing value).
    pub fn from_args(packed: &[String]) -> Result<DxcOptions, String> {
        let mut o = DxcOptions::default();
        for p in packed {
            let mut parts = p.split(SEP);
            let name = parts.next().unwrap_or_default();
            let Some((flag, _)) = lookup(name) else {
                continue;
            };
            let values: Vec<String> = parts.map(String::from).collect();
            if values.iter().any(|v| v.starts_with('\u{0}')) {
                let n = flag.arity.values();
                return Err(format!(
                    "argument to '{}' is missing (expected {n} value{})",
                    flag.name,
                    if n == 1 { "" } else { "s" }
                ));
            }
            if let Reject(why) = flag.treatment {
                return Err(format!("option '{}' is not supported: {why}", flag.name));
            }
            let value = values.first().cloned().unwrap_or_default();
            match flag.name {
                "-Zpr" => o.row_major = Some(true),
                "-Zpc" => o.row_major = Some(false),
                "-Fh" => o.header = Some(value.into()),
                "-Fc" => o.listing = Some(value.into()),
                "-Zi" => o.debug_info = true,
                "-Vn" => o.variable_name = Some(value),
                "-Fe" => o.diagnostics_file = Some(value.into()),
                "-fspv-extension=" => o.extensions.push(value),
                "-fvk-invert-y" => o.invert_y = true,
                "-fvk-use-dx-position-w" => o.dx_position_w = true,
                "-fvk-use-dx-layout" => o.layout = Some(hlsl_sema::layout::LayoutRules::Dx),
                "-fvk-use-gl-layout" => o.layout = Some(hlsl_sema::layout::LayoutRules::Gl),
                "-fvk-use-scalar-layout" => o.layout = Some(hlsl_sema::layout::LayoutRules::Scalar),
                "-fvk-auto-shift-bindings" => o.auto_shift_bindings = true,
                "-fspv-entrypoint-name=" => o.entry_point_name = Some(value),
                "-fspv-reflect" => o.reflect = true,
                "-fspv-debug=" => spv_debug(o.spv_debug.get_or_insert_default(), &value)?,
                "-fvk-support-nonzero-base-instance" => o.nonzero_base.instance = true,
                "-fvk-support-nonzero-base-vertex" => o.nonzero_base.vertex = true,
                "-fvk-bind-globals" => {
                    let n = |v: &String| {
                        v.parse::<u32>().map_err(|_| {
                            format!("invalid value '{v}' in '-fvk-bind-globals': expected a number")
                        })
                    };
                    o.bind_globals = Some((n(&values[1])?, n(&values[0])?));
                }
                "-fvk-bind-resource-heap" | "-fvk-bind-sampler-heap" | "-fvk-bind-counter-heap" => {
                    let place = Some(heap_place(flag.name, &values)?);
                    match flag.name {
                        "-fvk-bind-resource-heap" => o.heaps.resource = place,
                        "-fvk-bind-sampler-heap" => o.heaps.sampler = place,
                        _ => o.heaps.counter = place,
                    }
                }
                "-HV" if !["2016", "2017", "2018", "2021", "202x"].contains(&value.as_str()) => {
                    return Err(format!(
                        "invalid value '{value}' in '-HV': expected 2016, 2017, 2018, 2021 or 202x"
                    ));
                }
                "-HV" => {
                    o.hlsl_version = Some(if value == "202x" {
                        2029
                    } else {
                        value.parse().unwrap_or(2021)
                    })
                }
                _ => {}
            }
            o.given.push((flag, values));
        }
        Ok(o)
    }

    /// The `unsupported-option` warnings: one per flag whose request is
    /// not met, as `(flag as written, what is missing)`. `stage` is the
    /// profile's stage prefix (`ps`, `vs`, …) when known; `spirv` whether
    /// the output is SPIR-V.
    pub fn warnings(&self, _stage: Option<&str>, spirv: bool) -> Vec<(String, String)> {
        let mut out = Vec::new();
        for (flag, values) in &self.given {
            let written = match values.as_slice() {
                [] => flag.name.to_string(),
                [v] if flag.name.ends_with('=') => format!("{}{v}", flag.name),
                vs => format!("{} {}", flag.name, vs.join(" ")),
            };
            let value = values.first().map_or("", String::as_str);
            let missing: Option<String> = match (flag.name, flag.treatment) {
                (_, Warn(w)) => Some(w.into()),
                ("-HV", _) if value == "202x" => Some(
                    "hlslc implements HLSL 2021; 202x's additions are not (__HLSL_VERSION is 2029)"
                        .into(),
                ),
                ("-fspv-debug=", _) if value.starts_with("rich") || value.starts_with("vulkan") => {
                    let set = match value.starts_with("rich") {
                        true => "OpenCL.DebugInfo.100",
                        false => "NonSemantic.Shader.DebugInfo.100",
                    };
                    Some(format!(
                        "the {set} instructions are not written (the file, lines and source are, \
                         as OpString, OpLine and OpSource)"
                    ))
                }
                ("-denorm", _) if value != "any" => Some(format!(
                    "hlslc cannot request the '{value}' denormal mode; the device's default applies"
                )),
                ("-encoding", _) if value != "utf8" => {
                    Some("hlslc writes its text outputs in UTF-8".into())
                }
                ("-fvk-stage-io-order=", _) if value != "decl" => {
                    Some("stage variables take locations in declaration order".into())
                }
                (
                    "-fvk-invert-y"
                    | "-fspv-extension="
                    | "-fspv-entrypoint-name="
                    | "-fspv-reflect"
                    | "-fspv-debug=",
                    _,
                ) if !spirv => Some("it applies to SPIR-V output only".into()),
                _ => None,
            };
            if let Some(m) = missing {
                out.push((written, m));
            }
        }
        out
    }
}

/// The extensions `-fspv-extension=` does not allow among those a module
/// declares (its `OpExtension`s), in the module's order. `KHR` allows
/// every `SPV_KHR_` extension, as in DXC. Nothing is refused when no
/// `-fspv-extension=` was given.
pub fn refused_extensions(words: &[u32], allowed: &[String]) -> Vec<String> {
    if allowed.is_empty() {
        return Vec::new();
    }
    let ok = |e: &str| {
        allowed
            .iter()
            .any(|a| a == e || (a == "KHR" && e.starts_with("SPV_KHR_")))
    };
    spirv_extensions(words)
        .into_iter()
        .filter(|e| !ok(e))
        .collect()
}

/// The names of a SPIR-V module's `OpExtension` instructions.
pub fn spirv_extensions(words: &[u32]) -> Vec<String> {
    const OP_EXTENSION: u32 = 10;
    let mut out = Vec::new();
    let mut i = 5; // the header's five words
    while i < words.len() {
        let count = (words[i] >> 16) as usize;
        let op = words[i] & 0xffff;
        if count == 0 || i + count > words.len() {
            break;
        }
        if op == OP_EXTENSION {
            let bytes: Vec<u8> = words[i + 1..i + count]
                .iter()
                .flat_map(|w| w.to_le_bytes())
                .take_while(|&b| b != 0)
                .collect();
            out.push(String::from_utf8_lossy(&bytes).into_owned());
        }
        i += count;
    }
    out
}

/// A command line without a subcommand is DXC's: `hlslc -T ps_6_0 -E main
/// a.hlsl -Fo a.spv` compiles, as `dxc` does (`-P` has become
/// `preprocess`, which is then the command). `args` is normalised and
/// hoisted (a subcommand written first stays first); help and version
/// requests, and an empty line, are left to clap.
pub fn default_command(mut args: Vec<String>, subcommands: &[&str]) -> Vec<String> {
    let Some(first) = args.first() else {
        return args;
    };
    if subcommands.contains(&first.as_str())
        || ["--help", "-h", "--version", "-V", "ast"].contains(&first.as_str())
    {
        return args;
    }
    let command = match args.iter().position(|a| a == "preprocess") {
        Some(i) => args.remove(i),
        None => "compile".to_string(),
    };
    args.insert(0, command);
    args
}

/// The DXC options as `dxc -help` lists them, by group, for the help of
/// `hlslc compile` (each line says what hlslc does with the flag).
pub fn help() -> String {
    let mut s = String::from("DXC options (docs/dxc-flags.md):\n");
    for group in Group::ALL {
        let _ = writeln!(s, "\n{}:", group.title());
        for flag in FLAGS.iter().filter(|f| f.group == group) {
            let spelled = match (flag.arity, flag.meta) {
                (_, "") => flag.name.to_string(),
                (Joined, m) => format!("{}{m}", flag.name),
                (_, m) => format!("{} {m}", flag.name),
            };
            let _ = writeln!(
                s,
                "  {spelled:<34} {} [{}]",
                flag.help,
                flag.treatment.name()
            );
        }
    }
    s
}

/// docs/dxc-flags.md, written from [`FLAGS`].
pub fn markdown() -> String {
    let mut s = String::from(
        "# DXC's command-line options in hlslc\n\n\
         <!-- Written by crates/hlslc/src/dxc_flags.rs (`markdown`); a unit test\n\
         keeps this file equal to it: UPDATE_DXC_FLAGS=1 cargo test -p hlslc --lib dxc_flags -->\n\n\
         hlslc takes DXC's command line. Each flag has one treatment:\n\n\
         * **native**: an hlslc option of its own (the column says which).\n\
         * **acts**: does what it does in DXC.\n\
         * **no effect**: accepted and quiet, because it changes nothing in\n  \
         hlslc's output (the column says why).\n\
         * **warning**: accepted, but what it asks is not done: a warning in\n  \
         the group `unsupported-option` (`-Wno-unsupported-option` silences\n  \
         it) names the flag and says what is missing.\n\
         * **rejected**: a usage error naming the flag (exit status 2).\n\n\
         Spellings are DXC's: `-Fo out` and `-Foout`, `-E main` and `-Emain`,\n\
         `-fvk-b-shift N SPACE`, and `/Zi` for `-Zi` (a `/` argument with no\n\
         second `/` that names no file). An unknown flag is\n\
         `error: unknown argument '-Zfoo'`, with `did you mean` when a flag is\n\
         close. A command line without an hlslc subcommand is DXC's and\n\
         compiles (`hlslc -spirv -T ps_6_0 -E main a.hlsl -Fo a.spv`; with\n\
         `-P`, preprocesses). The example column is the test's command line for the row\n\
         (crates/hlslc-cli/tests/dxc_flags.rs; `{dir}` is a scratch directory).\n",
    );
    for group in Group::ALL {
        let _ = write!(
            s,
            "\n## {}\n\n| Flag | Treatment | In hlslc | Example |\n| --- | --- | --- | --- |\n",
            group.title()
        );
        for flag in FLAGS.iter().filter(|f| f.group == group) {
            let spelled = match (flag.arity, flag.meta) {
                (_, "") => flag.name.to_string(),
                (Joined, m) => format!("{}{m}", flag.name),
                (_, m) => format!("{} {m}", flag.name),
            };
            let example = if flag.example.is_empty() {
                flag.name
            } else {
                flag.example
            };
            let _ = writeln!(
                s,
                "| `{}` | {} | {} | `{}` |",
                spelled.replace('|', "\\|"),
                flag.treatment.name(),
                flag.treatment.text().replace('|', "\\|"),
                example
            );
        }
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn docs_table_is_written_from_the_declaration() {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../docs/dxc-flags.md");
        let text = markdown();
        if std::env::var_os("UPDATE_DXC_FLAGS").is_some() {
            std::fs::write(path, &text).expect("write docs/dxc-flags.md");
        }
        // expect-test prints the file, the table and a diff of the two when
        // they differ (UPDATE_EXPECT=1 rewrites it too); see
        // hlslc-cli/tests/data/snapshot.rs for why not insta.
        expect_test::expect_file![path].assert_eq(&text);
    }

    #[test]
    fn names_are_unique_and_found() {
        for (i, f) in FLAGS.iter().enumerate() {
            assert!(
                FLAGS[..i].iter().all(|g| g.name != f.name),
                "{} twice",
                f.name
            );
            assert!(lookup(f.name).is_some_and(|(g, _)| g.name == f.name));
        }
    }

    #[test]
    fn joined_values_and_exact_names() {
        assert_eq!(
            lookup("-Foout.spv").map(|(f, v)| (f.name, v)),
            Some(("-Fo", Some("out.spv")))
        );
        assert_eq!(lookup("-Fo").map(|(f, v)| (f.name, v)), Some(("-Fo", None)));
        assert_eq!(
            lookup("-fspv-extension=SPV_KHR_x").map(|(f, v)| (f.name, v)),
            Some(("-fspv-extension=", Some("SPV_KHR_x")))
        );
        assert!(lookup("-Zfoo").is_none());
        assert!(lookup("-Zpr").is_some());
    }

    #[test]
    fn a_line_without_a_subcommand_compiles() {
        let d = |s: &str| {
            let args = s.split_whitespace().map(String::from).collect();
            default_command(args, &["compile", "check", "preprocess"]).join(" ")
        };
        assert_eq!(d("-T ps_6_0 a.hlsl"), "compile -T ps_6_0 a.hlsl");
        assert_eq!(d("a.hlsl preprocess -o x"), "preprocess a.hlsl -o x");
        assert_eq!(d("check a.hlsl"), "check a.hlsl");
        assert_eq!(d("--help"), "--help");
        assert_eq!(d(""), "");
    }

    #[test]
    fn unknown_flags_suggest_a_close_one() {
        assert_eq!(
            unknown_message("-Zj"),
            "unknown argument '-Zj'; did you mean '-Zi'?"
        );
        assert_eq!(
            unknown_message("-fvk-invert-x"),
            "unknown argument '-fvk-invert-x'; did you mean '-fvk-invert-y'?"
        );
        assert_eq!(
            unknown_message("-frobnicate"),
            "unknown argument '-frobnicate'"
        );
    }

    #[test]
    fn extensions_are_read_from_the_words() {
        // OpExtension "SPV_KHR_multiview" (17 bytes + NUL: 5 words).
        let name = b"SPV_KHR_multiview\0\0\0";
        let mut words = vec![0x0723_0203, 0x10000, 0, 10, 0];
        words.push((6 << 16) | 10);
        words.extend(
            name.chunks(4)
                .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])),
        );
        assert_eq!(spirv_extensions(&words), ["SPV_KHR_multiview"]);
        assert!(refused_extensions(&words, &[]).is_empty());
        assert!(refused_extensions(&words, &["KHR".into()]).is_empty());
        assert_eq!(
            refused_extensions(&words, &["SPV_EXT_x".into()]),
            ["SPV_KHR_multiview"]
        );
    }
}
