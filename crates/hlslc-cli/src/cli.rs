//! The `hlslc` command line: clap definitions and the commands.
//!
//! Exit status: 0 success (warnings allowed), 1 when an error was reported
//! (including internal errors), 2 for usage errors, 3 when the interpreter
//! trapped.

use crate::buffers::{self, BufferArg, CBufferArg, CounterArg};
use crate::execute::{self, CallError};
use crate::options::{
    Define, DiagnosticsFormat, EmitTarget, FrontendOptions, VkBindRegister, VkShift,
};
use crate::session::Session;
use crate::textures::{self, SamplerArg, TextureArg};
use clap::{Args, CommandFactory, FromArgMatches, Parser, Subcommand, ValueEnum};
use hlsl_interp::{Buffers, Limits};
use hlsl_sema::ir::RegisterClass;
use hlsl_syntax::preprocess::CommandLineMacro;
use hlsl_syntax::Dialect;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::str::FromStr;

pub const EXIT_OK: i32 = 0;
pub const EXIT_ERRORS: i32 = 1;
pub const EXIT_USAGE: i32 = 2;
pub const EXIT_TRAP: i32 = 3;

#[derive(Parser, Debug)]
#[command(name = "hlslc", version, about = "An HLSL compiler and interpreter")]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

// Options every command takes, in any position. (A plain comment: a doc
// comment would become the about text of every subcommand, since
// `defer` adds these arguments after the subcommand's own about.)
#[derive(Args, Debug, Default)]
pub struct CommonArgs {
    /// Target profile: cs, vs, ps, gs, hs or ds (the last three are checked, not
    /// compiled) with shader model 5_0, 5_1 or 6_0..6_9 (e.g. cs_6_0).
    #[arg(short = 'T', long = "profile")]
    pub profile: Option<String>,
    /// Entry point name (default: main).
    #[arg(short = 'E', long = "entry")]
    pub entry: Option<String>,
    /// Source language (default: from the extension; .whlsl is WHLSL).
    #[arg(long, value_enum)]
    pub dialect: Option<DialectArg>,
    /// A warning flag without its -W (-Wno-conversion is `--warning no-conversion`).
    #[arg(long = "warning", value_name = "FLAG")]
    pub warnings: Vec<String>,
    /// Silence all warnings.
    #[arg(short = 'w')]
    pub no_warnings: bool,
    /// Define a macro (-D NAME[=VALUE]).
    #[arg(long = "define", value_name = "NAME[=VALUE]")]
    pub defines: Vec<Define>,
    /// Undefine a macro (-U NAME); -D and -U apply in command-line order.
    #[arg(long = "undefine", value_name = "NAME")]
    pub undefines: Vec<String>,
    /// Whether each -D/-U, in command-line order, was a -D (clap keeps
    /// the two lists apart; `parse` fills this from the arguments).
    #[arg(skip)]
    pub macro_order: Vec<bool>,
    /// Write a Make-style dependency file (-MD; the file is -MF FILE).
    #[arg(long = "md")]
    pub md: bool,
    /// The dependency file of --md (-MF FILE; default: the input with .d).
    #[arg(long = "mf", value_name = "FILE")]
    pub mf: Option<PathBuf>,
    /// Add an include directory (-I DIR).
    #[arg(long = "include-dir", value_name = "DIR")]
    pub include_dirs: Vec<PathBuf>,
    /// Shift Vulkan bindings of a register class (-fvk-u-shift N SPACE|all).
    #[arg(long = "vk-shift", value_name = "CLASS:N:SPACE")]
    pub vk_shifts: Vec<VkShift>,
    /// Bind one register to a Vulkan set and binding (-fvk-bind-register t5 0 BINDING SET).
    #[arg(long = "vk-bind-register", value_name = "REG:SPACE:BINDING:SET")]
    pub vk_bind_registers: Vec<VkBindRegister>,
    /// The space of registers written without one (-auto-binding-space N).
    #[arg(long = "auto-binding-space", value_name = "N")]
    pub auto_binding_space: Option<u32>,
    /// How diagnostics are printed on stderr.
    #[arg(long, value_parser = names(&DiagnosticsFormat::ALL), default_value_t)]
    pub diagnostics_format: DiagnosticsFormat,
    /// `half` and the `min16*` types are 16-bit (-enable-16bit-types, as in
    /// DXC; shader model 6.2 or later).
    #[arg(long = "enable-16bit-types")]
    pub enable_16bit_types: bool,
    /// DXC flags that are not hlslc options (dxc_flags.rs packs them).
    #[arg(long = "dxc", hide = true, allow_hyphen_values = true)]
    pub dxc: Vec<String>,
    /// What `dxc` asks for (`parse` fills this).
    #[arg(skip)]
    pub dxc_options: crate::dxc_flags::DxcOptions,
}

/// A flag's value as one of the library's named values (`--target`,
/// `--diagnostics-format`), with clap's list of the possible ones.
fn names<T: Copy + Send + Sync + 'static>(
    table: &'static [(&'static str, T)],
) -> impl clap::builder::TypedValueParser<Value = T> {
    use clap::builder::TypedValueParser;
    clap::builder::PossibleValuesParser::new(table.iter().map(|(n, _)| *n)).map(move |n| {
        table
            .iter()
            .find(|(name, _)| *name == n)
            .map(|(_, v)| *v)
            .expect("clap accepts only the listed names")
    })
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum DialectArg {
    Hlsl,
    Whlsl,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, ValueEnum)]
pub enum ValidationArg {
    #[default]
    Full,
    Release,
}

/// `defer`: a subcommand's arguments are built only when it is the one
/// being parsed (or its help is asked for). Building all eight with their
/// common flags cost a small compile about 150 KB of heap and 40 µs
/// (docs/performance.md, "Process start-up").
#[derive(Subcommand, Debug)]
#[command(defer = true)]
pub enum Command {
    /// Compile an entry point to SPIR-V, WGSL, MSL or GLSL.
    #[command(after_help = crate::dxc_flags::help())]
    Compile {
        #[command(flatten)]
        common: CommonArgs,
        file: PathBuf,
        /// Output file (-Fo is a synonym); text targets default to stdout.
        #[arg(short = 'o', long = "output")]
        output: Option<PathBuf>,
        #[arg(long, value_parser = names(&EmitTarget::ALL), default_value_t)]
        target: EmitTarget,
        /// naga validation: `full` (every check) or `release` (skips the
        /// checks the checker and lowering already guarantee; see
        /// docs/performance.md).
        #[arg(long, value_enum, default_value_t)]
        validation: ValidationArg,
        /// The Vulkan environment, which fixes the SPIR-V version
        /// (-fspv-target-env=vulkan1.0|vulkan1.1|vulkan1.2|vulkan1.3; default:
        /// SPIR-V 1.0, or 1.3 when wave intrinsics need it).
        #[arg(long = "spirv-target-env", value_name = "ENV")]
        spirv_target_env: Option<hlsl_lower::VulkanEnv>,
        /// The MSL version to write (e.g. 2.1; default 1.0, or 1.2 when a
        /// storage texture is read and written).
        #[arg(long = "msl-version", value_name = "M.N")]
        msl_version: Option<hlsl_lower::MslVersion>,
        /// The GLSL version to write (e.g. 450, 430, 310es; default 450).
        #[arg(long = "glsl-version", value_name = "VERSION")]
        glsl_version: Option<hlsl_lower::GlslVersion>,
    },
    /// Parse and check only (without -T: as a library).
    Check {
        #[command(flatten)]
        common: CommonArgs,
        file: PathBuf,
        /// Compare the diagnostics with the file's `expected-…` comments
        /// (Clang's -verify); the file's `// flags:` header is added to the
        /// command line.
        #[arg(long)]
        verify: bool,
    },
    /// Run the language server over stdio (docs/editors.md); flags given
    /// here apply to every file, before its own `// flags:` header.
    Lsp {
        #[command(flatten)]
        common: CommonArgs,
    },
    /// Print the resources, constant-buffer layouts and entry-point
    /// signatures as JSON (docs/reflection.md; without -T: every entry
    /// point of the library).
    Reflect {
        #[command(flatten)]
        common: CommonArgs,
        file: PathBuf,
    },
    /// Print the preprocessed file (-P is a synonym).
    Preprocess {
        #[command(flatten)]
        common: CommonArgs,
        file: PathBuf,
        /// Output file; default stdout.
        #[arg(short = 'o', long = "output")]
        output: Option<PathBuf>,
    },
    /// Preprocess and parse, and print the syntax tree (exit 1 on any
    /// lexical, preprocessor or syntax error).
    Ast {
        #[command(flatten)]
        common: CommonArgs,
        file: PathBuf,
    },
    /// Call a function in the interpreter and print its result.
    Run {
        #[command(flatten)]
        common: CommonArgs,
        file: PathBuf,
        /// The function, then one TYPE:VALUE argument per parameter.
        #[arg(long, num_args = 1.., required = true, value_name = "FN [TYPE:VALUE]")]
        call: Vec<String>,
        #[arg(long)]
        max_steps: Option<u64>,
    },
    /// Compile every job of a JSON manifest in parallel (docs/batch.md);
    /// flags given here are added to every job.
    Batch {
        #[command(flatten)]
        common: CommonArgs,
        manifest: PathBuf,
        /// Worker threads (default: every core).
        #[arg(short = 'j', long = "jobs")]
        jobs: Option<usize>,
    },
    /// Dispatch a compute shader over buffers in the interpreter.
    Dispatch {
        #[command(flatten)]
        common: CommonArgs,
        file: PathBuf,
        /// Workgroup counts X,Y,Z (missing ones are 1).
        #[arg(long, default_value = "1,1,1")]
        groups: Groups,
        /// A buffer: REG=PATH (.json numbers or raw bytes).
        #[arg(long = "buffer", value_name = "REG=PATH")]
        buffers: Vec<BufferArg>,
        /// A constant buffer: REG=PATH, a .json object of its members by
        /// name (missing ones are zero) or a --buffer file.
        #[arg(long = "cbuffer", value_name = "REG=PATH")]
        cbuffers: Vec<CBufferArg>,
        /// The initial value of the hidden counter of the append, consume
        /// or counted structured buffer at REG (default 0).
        #[arg(long = "counter", value_name = "REG=N")]
        counters: Vec<CounterArg>,
        /// A texture: REG=PATH (a .json texture or a PNG image; docs in
        /// hlslc's textures.rs and tests/compute/README.md).
        #[arg(long = "texture", value_name = "REG=PATH")]
        textures: Vec<TextureArg>,
        /// A sampler state: REG=FILTER,ADDRESS[,COMPARE], FILTER point or
        /// linear, ADDRESS wrap, clamp, mirror or border (s0=linear,clamp);
        /// a SamplerComparisonState also takes COMPARE, how a texel passes
        /// (reference OP texel): never, less, equal, less_equal, greater,
        /// not_equal, greater_equal or always (s1=point,clamp,less).
        #[arg(long = "sampler", value_name = "REG=FILTER,ADDRESS[,COMPARE]")]
        samplers: Vec<SamplerArg>,
        /// Where every buffer and RWTexture is written back as REG.bin, and the counter
        /// of each one that has a counter (or was named by --counter) as
        /// REG.counter (its value in decimal, then a newline).
        #[arg(long, required_unless_present = "prints")]
        out_dir: Option<PathBuf>,
        /// Print the buffer at REG after the dispatch, as `REG = [...]`:
        /// its scalars element after element, as --buffer's .json reads
        /// them (repeatable).
        #[arg(long = "print", value_name = "REG", value_parser = buffers::parse_register)]
        prints: Vec<hlsl_interp::RegisterKey>,
        #[arg(long)]
        max_steps: Option<u64>,
        /// Lanes per wave for the wave and quad intrinsics: a power of two
        /// from 4 to 128.
        #[arg(long, default_value_t = hlsl_interp::DEFAULT_WAVE_SIZE, value_parser = wave_size)]
        wave_size: u32,
        /// Threads running the workgroups (default 0: one per core; 1: one
        /// group after another). The result is the same for any number.
        #[arg(long, default_value_t = 0)]
        threads: usize,
    },
}

/// `--groups 4,2,1`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Groups(pub [u32; 3]);

impl FromStr for Groups {
    type Err = String;

    fn from_str(text: &str) -> Result<Groups, String> {
        let parts: Vec<&str> = text.split(',').collect();
        if parts.is_empty() || parts.len() > 3 {
            return Err(format!("expected X,Y,Z, found '{text}'"));
        }
        let mut g = [1; 3];
        for (slot, part) in g.iter_mut().zip(&parts) {
            *slot = part
                .trim()
                .parse()
                .map_err(|_| format!("expected X,Y,Z, found '{text}'"))?;
        }
        Ok(Groups(g))
    }
}

impl Command {
    /// The options every command takes.
    pub fn common(&self) -> &CommonArgs {
        match self {
            Command::Compile { common, .. }
            | Command::Check { common, .. }
            | Command::Reflect { common, .. }
            | Command::Preprocess { common, .. }
            | Command::Ast { common, .. }
            | Command::Run { common, .. }
            | Command::Batch { common, .. }
            | Command::Dispatch { common, .. }
            | Command::Lsp { common } => common,
        }
    }

    fn common_mut(&mut self) -> &mut CommonArgs {
        match self {
            Command::Compile { common, .. }
            | Command::Check { common, .. }
            | Command::Reflect { common, .. }
            | Command::Preprocess { common, .. }
            | Command::Ast { common, .. }
            | Command::Run { common, .. }
            | Command::Batch { common, .. }
            | Command::Dispatch { common, .. }
            | Command::Lsp { common } => common,
        }
    }
}

impl CommonArgs {
    /// The -D and -U options interleaved in command-line order.
    fn macros(&self) -> Vec<CommandLineMacro> {
        let (mut defines, mut undefines) = (self.defines.iter(), self.undefines.iter());
        let define = |d: &Define| CommandLineMacro::Define(d.name.clone(), d.value.clone());
        let mut out: Vec<CommandLineMacro> = self
            .macro_order
            .iter()
            .filter_map(|&is_define| {
                if is_define {
                    defines.next().map(define)
                } else {
                    undefines.next().cloned().map(CommandLineMacro::Undefine)
                }
            })
            .collect();
        // Built without `parse` (a library caller): defines, then undefines.
        out.extend(defines.map(define));
        out.extend(undefines.cloned().map(CommandLineMacro::Undefine));
        out
    }

    pub fn frontend_options(&self) -> FrontendOptions {
        FrontendOptions {
            dialect: self.dialect.map(|d| match d {
                DialectArg::Hlsl => Dialect::Hlsl,
                DialectArg::Whlsl => Dialect::Whlsl,
            }),
            profile: self.profile.clone(),
            entry: self.entry.clone(),
            warnings: self.warnings.clone(),
            no_warnings: self.no_warnings,
            macros: self.macros(),
            include_dirs: self.include_dirs.clone(),
            include_resolver: None,
            spirv: false,
            vk_shifts: self.vk_shifts.clone(),
            vk_bind_registers: self.vk_bind_registers.clone(),
            auto_binding_space: self.auto_binding_space,
            validation: hlsl_lower::Validation::Full,
            versions: Default::default(),
            enable_16bit_types: self.enable_16bit_types,
            dxc: self.dxc_options.clone(),
        }
    }
}

/// Parses a command line (program name first), DXC flags included.
pub fn parse(args: &[String]) -> Result<Cli, clap::Error> {
    let mut argv = vec![args.first().cloned().unwrap_or_else(|| "hlslc".into())];
    let mut command = Cli::command();
    // Building adds clap's own `help` subcommand and `--help`/`--version`.
    command.build();
    let grammar = crate::args::Grammar::of(&command);
    let normalized = crate::args::normalize(&grammar, args.iter().skip(1).cloned());
    argv.extend(crate::dxc_flags::default_command(
        crate::args::hoist_before_subcommand(&grammar, normalized),
        &grammar.subcommands(),
    ));
    if let Some(i) = argv.iter().position(|a| a == "--dxc-unknown") {
        let message = crate::dxc_flags::unknown_message(&argv[i + 1]);
        return Err(clap::Error::raw(
            clap::error::ErrorKind::UnknownArgument,
            message + "\n",
        ));
    }
    let order = macro_order(&argv);
    // The command built above parses too: building clap's command (every
    // DXC flag) is most of a small compile's start-up, so it is done once.
    let mut matches = command.try_get_matches_from_mut(argv)?;
    let mut cli = Cli::from_arg_matches_mut(&mut matches)?;
    let common = cli.command.common_mut();
    common.macro_order = order;
    common.dxc_options = crate::dxc_flags::DxcOptions::from_args(&common.dxc)
        .map_err(|m| clap::Error::raw(clap::error::ErrorKind::ValueValidation, m + "\n"))?;
    if common.enable_16bit_types && !sixteen_bit_types_allowed(common) {
        // DXC's option check, in its words. Without -T, `hlslc check`
        // checks a library, which DXC has no form of: no check then.
        return Err(clap::Error::raw(
            clap::error::ErrorKind::ArgumentConflict,
            "enable-16bit-types is only allowed for shader model >= 6.2 and HLSL Language >= 2018.\n",
        ));
    }
    Ok(cli)
}

/// Whether `-enable-16bit-types` goes with the profile and `-HV`: shader
/// model 6.2 or later and HLSL 2018 or later, as DXC requires.
fn sixteen_bit_types_allowed(common: &CommonArgs) -> bool {
    if common.dxc_options.hlsl_version.is_some_and(|v| v < 2018) {
        return false;
    }
    let Some(profile) = &common.profile else {
        return true;
    };
    let mut parts = profile.rsplit('_');
    let minor = parts.next().and_then(|m| m.parse::<u32>().ok());
    let major = parts.next().and_then(|m| m.parse::<u32>().ok());
    match (major, minor) {
        (Some(major), Some(minor)) => (major, minor) >= (6, 2),
        // `lib_6_x` and other spellings the profile parser judges.
        _ => true,
    }
}

/// For each `--define`/`--undefine` of a normalised command line, in
/// order, whether it is a define.
fn macro_order(argv: &[String]) -> Vec<bool> {
    argv.iter()
        .filter_map(|a| {
            let name = a.split_once('=').map_or(a.as_str(), |(n, _)| n);
            match name {
                "--define" => Some(true),
                "--undefine" => Some(false),
                _ => None,
            }
        })
        .collect()
}

/// The flags of a `batch` command line that apply to every job: all but
/// the program name, `batch`, the manifest and `-j N`.
fn batch_common_flags(args: &[String], manifest: &Path) -> Vec<String> {
    let manifest = manifest.display().to_string();
    let mut out = Vec::new();
    let mut rest = args.iter().skip(1);
    let mut seen_batch = false;
    while let Some(a) = rest.next() {
        match a.as_str() {
            "batch" if !seen_batch => seen_batch = true,
            "-j" | "--jobs" => {
                rest.next();
            }
            _ if a.starts_with("--jobs=")
                || (a.starts_with("-j") && a[2..].parse::<usize>().is_ok()) => {}
            _ if *a == manifest => {}
            _ => out.push(a.clone()),
        }
    }
    out
}

/// Runs `hlslc` with `args` (program name first); returns the exit status.
pub fn run_cli(args: &[String], stdout: &mut dyn Write, stderr: &mut dyn Write) -> i32 {
    let cli = match parse(args) {
        Ok(cli) => cli,
        Err(e) => {
            let text = e.render().to_string();
            if e.use_stderr() {
                let _ = write!(stderr, "{text}");
            } else {
                let _ = write!(stdout, "{text}");
            }
            return e.exit_code();
        }
    };
    if let Some(path) = cli.command.common().dxc_options.diagnostics_file.clone() {
        let mut captured = Vec::new();
        let status = run_command(cli, args, stdout, &mut captured);
        return crate::header_output::write_diagnostics_file(&path, &captured, stderr, status);
    }
    run_command(cli, args, stdout, stderr)
}

/// Runs a parsed command line.
fn run_command(cli: Cli, args: &[String], stdout: &mut dyn Write, stderr: &mut dyn Write) -> i32 {
    let mut io = Io { stdout, stderr };
    let common = cli.command.common();
    let format = common.diagnostics_format;
    let options = common.frontend_options();
    let dep = common_dep(&cli.command);
    match cli.command {
        Command::Compile {
            file,
            output,
            target,
            validation,
            spirv_target_env,
            msl_version,
            glsl_version,
            ..
        } => {
            let options = FrontendOptions {
                validation: match validation {
                    ValidationArg::Full => hlsl_lower::Validation::Full,
                    ValidationArg::Release => hlsl_lower::Validation::Release,
                },
                versions: hlsl_lower::Versions {
                    vulkan: spirv_target_env,
                    msl: msl_version,
                    glsl: glsl_version,
                },
                ..options
            };
            let paths = (file.as_path(), output.as_deref(), dep);
            compile(&mut io, options, format, paths, target)
        }
        Command::Check {
            file, verify: true, ..
        } => check_verify(&mut io, args, &file),
        Command::Check { file, .. } => {
            let mut session = Session::new(check_options(options));
            if let Some(id) = session.load(&file) {
                session.check(id);
                write_dependencies(&mut session, dep, &file, None, id);
            }
            io.finish(&session, format)
        }
        Command::Reflect { file, .. } => {
            let mut session = Session::new(options);
            if let Some(text) = reflect_json(&mut session, &file) {
                let _ = write!(io.stdout, "{text}");
            }
            io.finish(&session, format)
        }
        Command::Preprocess { file, output, .. } => {
            let mut session = Session::new(options);
            if let Some(id) = session.load(&file) {
                if let Some(text) = session.preprocess(id) {
                    write_dependencies(&mut session, dep, &file, output.as_deref(), id);
                    match &output {
                        Some(path) => {
                            if let Err(e) = crate::output_file::write(path, text) {
                                return io.fail(
                                    &session,
                                    format,
                                    &format!("cannot write '{}': {e}", path.display()),
                                );
                            }
                        }
                        None => {
                            let _ = write!(io.stdout, "{text}");
                        }
                    }
                }
            }
            io.finish(&session, format)
        }
        Command::Ast { file, .. } => {
            let mut session = Session::new(options);
            if let Some(id) = session.load(&file) {
                if options_dialect_is_whlsl(&session, id) {
                    if let Some(unit) = session.parse_whlsl(id) {
                        let _ = write!(io.stdout, "{}", hlsl_syntax::whlsl::dump(&unit));
                    }
                } else if let Ok(profile) = session.profile() {
                    if let Some(unit) = session.parse(id, profile.as_ref()) {
                        let _ = write!(io.stdout, "{}", hlsl_syntax::dump(&unit));
                    }
                }
            }
            io.finish(&session, format)
        }
        Command::Run {
            file,
            call,
            max_steps,
            ..
        } => run(&mut io, options, format, &file, &call, limits(max_steps)),
        Command::Batch { manifest, jobs, .. } => {
            let threads =
                jobs.unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()));
            let common = batch_common_flags(args, &manifest);
            crate::batch::run(&manifest, threads, &common, io.stderr)
        }
        Command::Dispatch {
            file,
            groups,
            mut buffers,
            cbuffers,
            counters,
            textures,
            samplers,
            out_dir,
            prints,
            max_steps,
            wave_size,
            threads,
            ..
        } => {
            buffers.extend(cbuffers.into_iter().map(|c| c.0));
            let request = DispatchRequest {
                groups: groups.0,
                buffers,
                counters,
                textures,
                samplers,
                out_dir,
                prints,
                limits: Limits {
                    wave_size,
                    threads,
                    ..limits(max_steps)
                },
            };
            dispatch(&mut io, options, format, &file, &request)
        }
        // The binary serves before locking stdout (main.rs); a caller of
        // `run_cli` gets the server on the process's stdio too.
        Command::Lsp { .. } => crate::lsp::main(args),
    }
}

fn options_dialect_is_whlsl(session: &Session, id: hlsl_base::FileId) -> bool {
    let name = &session.sources.file(id).name;
    session.options.dialect_for(name) == hlsl_syntax::Dialect::Whlsl
}

fn check_verify(io: &mut Io, args: &[String], file: &Path) -> i32 {
    let header = std::fs::read_to_string(file)
        .map(|text| crate::verify::header_values(&text, "flags"))
        .unwrap_or_default();
    let mut all = args.to_vec();
    all.extend(
        header
            .iter()
            .flat_map(|h| h.split_whitespace().map(String::from)),
    );
    let options = match parse(&all) {
        Ok(cli) => check_options(cli.command.common().frontend_options()),
        Err(e) => return io.usage(&format!("in the '// flags:' header: {}", e.kind())),
    };
    match crate::verify::check_and_verify(file, options) {
        Ok(()) => EXIT_OK,
        Err(report) => {
            let _ = write!(io.stderr, "{report}");
            EXIT_ERRORS
        }
    }
}

/// Loads and checks `file` and returns its reflection JSON, or `None`
/// after reporting errors in `session`.
pub fn reflect_json_source(session: &mut Session, file: hlsl_base::FileId) -> Option<String> {
    let program = session.check_program(file)?;
    let reflection = crate::reflect::reflect(&program, &session.options.vulkan_bindings());
    Some(reflection_json(&reflection))
}

fn reflect_json(session: &mut Session, file: &Path) -> Option<String> {
    let id = session.load(file)?;
    reflect_json_source(session, id)
}

/// The options of `hlslc check FLAGS… FILE` for flags written in a test
/// header (split at whitespace; DXC spellings allowed).
pub fn options_from_flags(flags: &[String]) -> Result<FrontendOptions, String> {
    let mut argv = vec!["hlslc".to_string(), "check".to_string()];
    argv.extend(
        flags
            .iter()
            .flat_map(|f| f.split_whitespace().map(String::from)),
    );
    argv.push("input.hlsl".into());
    parse(&argv)
        .map(|cli| cli.command.common().frontend_options())
        .map_err(|e| format!("invalid flags {flags:?}: {}", e.render()))
}

/// `-MD`/`-MF` of a command, if it asked for a dependency file.
fn common_dep(command: &Command) -> Option<PathBuf> {
    let c = command.common();
    if !c.md && c.mf.is_none() {
        return None;
    }
    Some(c.mf.clone().unwrap_or_default())
}

/// Writes the `-MD` dependency file: the rule's target is the output (or
/// the input), the file is `-MF` (or the input with `.d`).
fn write_dependencies(
    session: &mut Session,
    dep_file: Option<PathBuf>,
    input: &Path,
    output: Option<&Path>,
    main: hlsl_base::FileId,
) {
    let Some(mut dep_file) = dep_file else {
        return;
    };
    if dep_file.as_os_str().is_empty() {
        dep_file = input.with_extension("d");
    }
    let target = output.unwrap_or(input).display().to_string();
    let rule = session.dependency_rule(&target, main);
    if let Err(e) = crate::output_file::write(&dep_file, rule) {
        let name = dep_file.display().to_string();
        let reason = e.to_string();
        session.report([hlsl_base::Diagnostic::new(
            hlsl_base::DiagCode::err_file_not_found,
            hlsl_base::Span::DUMMY,
            &[&name, &reason],
        )]);
    }
}

/// `--wave-size N`.
fn wave_size(text: &str) -> Result<u32, String> {
    match text.parse::<u32>() {
        Ok(n) if (4..=128).contains(&n) && n.is_power_of_two() => Ok(n),
        _ => Err(format!(
            "'{text}' is not a wave size: a power of two from 4 to 128"
        )),
    }
}

fn limits(max_steps: Option<u64>) -> Limits {
    let mut l = Limits::default();
    if let Some(n) = max_steps {
        l.max_steps = n;
    }
    l
}

struct Io<'a> {
    stdout: &'a mut dyn Write,
    stderr: &'a mut dyn Write,
}

impl Io<'_> {
    /// Prints the diagnostics (JSON always prints its document) and
    /// returns 1 if any was an error.
    fn finish(&mut self, session: &Session, format: DiagnosticsFormat) -> i32 {
        self.diagnostics(session, format);
        if session.has_errors() {
            EXIT_ERRORS
        } else {
            EXIT_OK
        }
    }

    fn diagnostics(&mut self, session: &Session, format: DiagnosticsFormat) {
        if format == DiagnosticsFormat::Json || !session.diagnostics().is_empty() {
            let _ = write!(self.stderr, "{}", session.render(format));
        }
    }

    fn usage(&mut self, message: &str) -> i32 {
        let _ = writeln!(self.stderr, "error: {message}");
        EXIT_USAGE
    }

    fn trap(&mut self, reason: &str) -> i32 {
        let _ = writeln!(self.stderr, "trap: {reason}");
        EXIT_TRAP
    }

    /// Prints diagnostics, then reports an error that is no diagnostic
    /// (an output file that cannot be written).
    fn fail(&mut self, session: &Session, format: DiagnosticsFormat, message: &str) -> i32 {
        self.diagnostics(session, format);
        let _ = writeln!(self.stderr, "error: {message}");
        EXIT_ERRORS
    }
}

/// `check` takes DXC's Vulkan vocabulary (`vk::` names and attributes)
/// as `dxc -spirv` does, so it also defines `__spirv__` as that does: a
/// shader's `#ifdef __spirv__` branch is the one checked.
pub fn check_options(options: FrontendOptions) -> FrontendOptions {
    FrontendOptions {
        spirv: true,
        ..options
    }
}

fn compile(
    io: &mut Io,
    mut options: FrontendOptions,
    format: DiagnosticsFormat,
    (file, output, dep): (&Path, Option<&Path>, Option<PathBuf>),
    target: EmitTarget,
) -> i32 {
    options.spirv = target == EmitTarget::Spirv;
    if options.profile.is_none() {
        return io.usage("compile needs a target profile: -T <profile> (e.g. -T cs_6_0)");
    }
    if target == EmitTarget::Spirv && output.is_none() && options.dxc.header.is_none() {
        return io.usage("SPIR-V is binary: name an output file with -o (or -Fo)");
    }
    let entry = options.entry.get_or_insert_with(|| "main".into()).clone();
    let profile = options.profile.clone().unwrap_or_default();
    let mut session = Session::new(options);
    let id = session.load(file);
    let written = match id {
        Some(id) if session.is_whlsl(id) => {
            if !profile.starts_with("cs_") {
                return io.usage(&format!(
                    "WHLSL compiles compute entry points only (-T cs_6_0), not '{profile}'"
                ));
            }
            write_dependencies(&mut session, dep, file, output, id);
            session
                .compile_whlsl(id, &entry, Some(target.lower_target()))
                .and_then(|c| c.output)
        }
        _ => {
            let program = id.and_then(|id| session.check_program(id));
            if let Some(id) = id {
                write_dependencies(&mut session, dep, file, output, id);
            }
            program.and_then(|program| session.lower(program, &entry, target.lower_target()))
        }
    };
    let Some(written) = written else {
        return io.finish(&session, format);
    };
    if let Err(message) = crate::header_output::after_output(&session.options.dxc, &written, &entry)
    {
        return io.fail(&session, format, &message);
    }
    let bytes = match &written {
        hlsl_lower::Output::Spirv(words) => crate::output_file::spirv_bytes(words),
        hlsl_lower::Output::Text(text) => std::borrow::Cow::Borrowed(text.as_bytes()),
    };
    match output {
        Some(path) => {
            if let Err(e) = crate::output_file::write(path, &bytes) {
                let message = format!("cannot write '{}': {e}", path.display());
                return io.fail(&session, format, &message);
            }
        }
        // -Fh without -Fo: the header is the output.
        None if session.options.dxc.header.is_some() => {}
        None => {
            let _ = io.stdout.write_all(&bytes);
        }
    }
    io.finish(&session, format)
}

fn run(
    io: &mut Io,
    options: FrontendOptions,
    format: DiagnosticsFormat,
    file: &Path,
    call: &[String],
    limits: Limits,
) -> i32 {
    let Some((name, args)) = call.split_first() else {
        return io.usage("--call needs a function name");
    };
    let mut session = Session::new(options);
    let Some(id) = session.load(file) else {
        return io.finish(&session, format);
    };
    let result = if session.is_whlsl(id) {
        let Some((unit, checked)) = session.check_whlsl_for_run(id) else {
            return io.finish(&session, format);
        };
        execute::call_whlsl(&mut session, &unit, &checked, name, args, &limits)
    } else {
        let Some(mut program) = session.check_runnable(id) else {
            return io.finish(&session, format);
        };
        execute::call_function(&mut session, &mut program, name, args, &limits)
    };
    io.diagnostics(&session, format);
    match result {
        Ok(value) => {
            let _ = writeln!(io.stdout, "{value}");
            EXIT_OK
        }
        Err(CallError::Usage(m)) => io.usage(&m),
        Err(CallError::Trap(reason)) => io.trap(&reason),
        Err(CallError::Internal) => EXIT_ERRORS,
    }
}

struct DispatchRequest {
    groups: [u32; 3],
    buffers: Vec<BufferArg>,
    counters: Vec<CounterArg>,
    textures: Vec<TextureArg>,
    samplers: Vec<SamplerArg>,
    out_dir: Option<PathBuf>,
    prints: Vec<hlsl_interp::RegisterKey>,
    limits: Limits,
}

fn dispatch(
    io: &mut Io,
    mut options: FrontendOptions,
    format: DiagnosticsFormat,
    file: &Path,
    request: &DispatchRequest,
) -> i32 {
    options.profile.get_or_insert_with(|| "cs_6_0".into());
    let entry = options.entry.get_or_insert_with(|| "main".into()).clone();
    let mut session = Session::new(options);
    let Some(id) = session.load(file) else {
        return io.finish(&session, format);
    };
    if session.is_whlsl(id) {
        return dispatch_whlsl(io, &mut session, format, id, &entry, request);
    }
    let Some(program) = session.check_runnable(id) else {
        return io.finish(&session, format);
    };
    let mut memory = Buffers::default();
    for arg in &request.buffers {
        match buffers::load(&program, arg) {
            Ok(bytes) => {
                memory.bytes.insert(arg.key, bytes);
            }
            Err(message) => {
                io.diagnostics(&session, format);
                return io.usage(&message);
            }
        }
    }
    let counted = match buffers::counted_registers(&program, &request.counters) {
        Ok(keys) => keys,
        Err(message) => {
            io.diagnostics(&session, format);
            return io.usage(&message);
        }
    };
    for c in &request.counters {
        memory.counters.insert(c.key, c.value);
    }
    for arg in &request.textures {
        match textures::load(&program, arg) {
            Ok(texture) => {
                memory.textures.insert(arg.key, texture);
            }
            Err(message) => {
                io.diagnostics(&session, format);
                return io.usage(&message);
            }
        }
    }
    for s in &request.samplers {
        memory.samplers.insert(s.key, s.sampler);
    }
    let result = execute::dispatch(
        &mut session,
        &program,
        &entry,
        request.groups,
        &mut memory,
        &request.limits,
    );
    io.diagnostics(&session, format);
    match result {
        Ok(()) => {}
        Err(CallError::Usage(m)) => return io.usage(&m),
        Err(CallError::Trap(reason)) => return io.trap(&reason),
        Err(CallError::Internal) => return EXIT_ERRORS,
    }
    let printed = request.prints.iter().map(|&key| {
        let bytes = memory.bytes.get(&key).map_or(&[][..], Vec::as_slice);
        buffers::print_buffer(&program, key, bytes)
    });
    match print_buffers(io, request, printed) {
        EXIT_OK => write_outputs(io, request, &memory, counted),
        failed => failed,
    }
}

/// Prints each `--print` buffer (`texts`, in the same order) on stdout.
fn print_buffers(
    io: &mut Io,
    request: &DispatchRequest,
    texts: impl Iterator<Item = Result<String, String>>,
) -> i32 {
    for (&key, text) in request.prints.iter().zip(texts) {
        match text {
            Ok(text) => {
                let _ = writeln!(io.stdout, "{} = {text}", buffers::register_name(key));
            }
            Err(message) => return io.usage(&format!("--print: {message}")),
        }
    }
    EXIT_OK
}

/// `hlslc dispatch` of a WHLSL compute entry point: buffers only.
fn dispatch_whlsl(
    io: &mut Io,
    session: &mut Session,
    format: DiagnosticsFormat,
    id: hlsl_base::FileId,
    entry: &str,
    request: &DispatchRequest,
) -> i32 {
    let Some((unit, checked)) = session.check_whlsl_for_run(id) else {
        return io.finish(session, format);
    };
    let result = run_whlsl(session, &unit, &checked, entry, request);
    io.diagnostics(session, format);
    match result {
        Ok((memory, resources)) => {
            let printed = request.prints.iter().map(|&key| {
                let bytes = memory.bytes.get(&key).map_or(&[][..], Vec::as_slice);
                match resources.iter().find(|r| r.key == key) {
                    Some(r) => Ok(buffers::print_whlsl(r, bytes)),
                    None => Err(format!(
                        "no buffer is bound at {}",
                        buffers::register_name(key)
                    )),
                }
            });
            match print_buffers(io, request, printed) {
                EXIT_OK => write_outputs(io, request, &memory, Vec::new()),
                failed => failed,
            }
        }
        Err(CallError::Usage(m)) => io.usage(&m),
        Err(CallError::Trap(reason)) => io.trap(&reason),
        Err(CallError::Internal) => EXIT_ERRORS,
    }
}

fn run_whlsl(
    session: &mut Session,
    unit: &hlsl_syntax::whlsl::ast::Unit,
    checked: &hlsl_sema::whlsl::CheckedUnit,
    entry: &str,
    request: &DispatchRequest,
) -> Result<(Buffers, Vec<hlsl_interp::whlsl::Resource>), CallError> {
    if !(request.textures.is_empty() && request.samplers.is_empty() && request.counters.is_empty())
    {
        return Err(CallError::Usage(
            "a WHLSL entry point binds only buffers (no --texture, --sampler or --counter)".into(),
        ));
    }
    let resources = execute::whlsl_resources(session, unit, checked, entry)?;
    let mut memory = Buffers::default();
    for arg in &request.buffers {
        let bound = resources.iter().find(|r| r.key == arg.key);
        let bytes = buffers::load_whlsl(bound, arg).map_err(CallError::Usage)?;
        memory.bytes.insert(arg.key, bytes);
    }
    execute::dispatch_whlsl(
        session,
        unit,
        checked,
        entry,
        request.groups,
        &mut memory,
        &request.limits,
    )?;
    Ok((memory, resources))
}

/// Writes every `--buffer` (and written texture) to `REG.bin` in the
/// output directory, and the counters of `counted` buffers.
fn write_outputs(
    io: &mut Io,
    request: &DispatchRequest,
    memory: &Buffers,
    counted: Vec<hlsl_interp::RegisterKey>,
) -> i32 {
    let Some(out_dir) = &request.out_dir else {
        return EXIT_OK;
    };
    if let Err(e) = std::fs::create_dir_all(out_dir) {
        let _ = writeln!(
            io.stderr,
            "error: cannot create '{}': {e}",
            out_dir.display()
        );
        return EXIT_ERRORS;
    }
    let written = request.buffers.iter().map(|b| b.key).chain(
        request
            .textures
            .iter()
            .map(|t| t.key)
            .filter(|k| k.class == RegisterClass::U),
    );
    for key in written {
        let name = format!("{}.bin", buffers::register_name(key));
        let path = out_dir.join(name);
        let bytes = match memory.textures.get(&key) {
            Some(t) => t.data.as_slice(),
            None => memory.bytes.get(&key).map_or(&[][..], Vec::as_slice),
        };
        if let Err(e) = crate::output_file::write(&path, bytes) {
            let _ = writeln!(io.stderr, "error: cannot write '{}': {e}", path.display());
            return EXIT_ERRORS;
        }
    }
    let named = |key| {
        request.buffers.iter().any(|b| b.key == key)
            || request.counters.iter().any(|c| c.key == key)
    };
    for key in counted.into_iter().filter(|&k| named(k)) {
        let name = format!("{}.counter", buffers::register_name(key));
        let path = out_dir.join(name);
        let value = memory.counters.get(&key).copied().unwrap_or(0);
        if let Err(e) = crate::output_file::write(&path, format!("{value}\n")) {
            let _ = writeln!(io.stderr, "error: cannot write '{}': {e}", path.display());
            return EXIT_ERRORS;
        }
    }
    EXIT_OK
}

/// `hlslc reflect`'s output: the typed reflection as pretty-printed JSON
/// (its fields in declaration order, docs/reflection.md) with a trailing
/// newline.
pub fn reflection_json(reflection: &crate::reflect::Reflection) -> String {
    let mut text = serde_json::to_string_pretty(reflection).unwrap_or_default();
    text.push('\n');
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cli(line: &str) -> Result<Cli, clap::Error> {
        let args: Vec<String> = line.split_whitespace().map(String::from).collect();
        parse(&args)
    }

    #[test]
    fn dxc_flags_in_any_position() {
        let c = cli("hlslc -Werror compile a.hlsl -T cs_6_0 -Wno-conversion -Fo x.spv -DX=1 -Iinc")
            .unwrap();
        let common = c.command.common();
        assert_eq!(common.warnings, ["error", "no-conversion"]);
        assert_eq!(common.profile.as_deref(), Some("cs_6_0"));
        assert_eq!(common.defines[0].name, "X");
        assert_eq!(common.include_dirs, [PathBuf::from("inc")]);
        match c.command {
            Command::Compile { output, target, .. } => {
                assert_eq!(output, Some(PathBuf::from("x.spv")));
                assert_eq!(target, EmitTarget::Spirv);
            }
            other => panic!("{other:?}"),
        }
        let c = cli("hlslc compile -spirv -Tvs_6_0 -Emain a.hlsl -w").unwrap();
        assert!(c.command.common().no_warnings);
        assert_eq!(c.command.common().entry.as_deref(), Some("main"));
    }

    #[test]
    fn run_and_dispatch_arguments() {
        let c = cli("hlslc run a.hlsl --call f int:-3 float3:1,2,3 --max-steps 10").unwrap();
        match c.command {
            Command::Run {
                call, max_steps, ..
            } => {
                assert_eq!(call, ["f", "int:-3", "float3:1,2,3"]);
                assert_eq!(max_steps, Some(10));
            }
            other => panic!("{other:?}"),
        }
        let c = cli("hlslc dispatch a.hlsl -E k --groups 4,2 --buffer u0=a.json --buffer b1_space2=c.bin --out-dir o")
            .unwrap();
        match c.command {
            Command::Dispatch {
                groups, buffers, ..
            } => {
                assert_eq!(groups, Groups([4, 2, 1]));
                assert_eq!(buffers.len(), 2);
                assert_eq!(buffers[1].key.space, 2);
            }
            other => panic!("{other:?}"),
        }
        assert!(cli("hlslc dispatch a.hlsl --groups 1,2,3,4 --out-dir o").is_err());
        match cli("hlslc dispatch a.hlsl --wave-size 8 --out-dir o").map(|c| c.command) {
            Ok(Command::Dispatch { wave_size, .. }) => assert_eq!(wave_size, 8),
            other => panic!("{other:?}"),
        }
        assert!(cli("hlslc dispatch a.hlsl --wave-size 12 --out-dir o").is_err());
        assert!(cli("hlslc dispatch a.hlsl --buffer x0=a --out-dir o").is_err());
    }

    #[test]
    fn usage_errors_exit_2() {
        let mut out = Vec::new();
        let mut err = Vec::new();
        let args = |s: &str| s.split_whitespace().map(String::from).collect::<Vec<_>>();
        let code = run_cli(&args("hlslc compile a.hlsl -T cs_6_0"), &mut out, &mut err);
        assert_eq!(code, EXIT_USAGE);
        assert!(String::from_utf8_lossy(&err).contains("-o"));
        assert_eq!(
            run_cli(&args("hlslc compile a.hlsl -o x"), &mut out, &mut err),
            2
        );
        assert_eq!(run_cli(&args("hlslc frobnicate"), &mut out, &mut err), 2);
        assert_eq!(run_cli(&args("hlslc --help"), &mut out, &mut err), 0);
    }
}
