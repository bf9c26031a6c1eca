//! One compilation: the source map, the warning policy, and every stage run
//! under a guard so that a panicking stage becomes an internal-error
//! diagnostic instead of a crash.

use crate::includes::{Adapter, FileSystemIncludes};
use crate::options::FrontendOptions;
use crate::panic::{guard, GuardError};
use crate::render::{self, COMMAND_LINE};
use crate::DiagnosticsFormat;
use hlsl_base::{DiagCode, Diagnostic, DiagnosticPolicy, Diagnostics, FileId, SourceMap, Span};
use hlsl_sema::ir::Program;
use hlsl_sema::{CheckOptions, Profile};
use hlsl_syntax::ast::SourceUnit;
use hlsl_syntax::{Dialect, ParseOptions};
use std::path::Path;

/// `-T` named no profile (the session holds `err_invalid_profile`).
#[derive(Debug)]
pub struct InvalidProfile;

/// What [`Session::analyze`] returns: the checker's results for tools.
pub struct Analyzed {
    /// The parsed file (its declarations, the preprocessor's record).
    pub unit: SourceUnit,
    /// The typed program, complete only when no error was reported.
    pub program: Program,
    /// What each name denotes and each expression's type.
    pub side_tables: hlsl_sema::side_tables::SideTables,
}

/// Holds the files and the (policy-adjusted) diagnostics of one compilation.
///
/// File 0 is the empty `<command line>` pseudo-file, so diagnostics with
/// `Span::DUMMY` (command-line problems) render without a location.
pub struct Session {
    /// Every file read or added, the `<command line>` pseudo-file first.
    pub sources: SourceMap,
    /// The options it compiles with.
    pub options: FrontendOptions,
    policy: DiagnosticPolicy,
    diagnostics: Vec<Diagnostic>,
    /// The files the last parse included (for `-MD`).
    pub includes: Vec<String>,
    /// The file the last `check` read (the main file, for `-Zi`).
    checked: Option<FileId>,
}

fn escape_make(path: &str) -> String {
    path.replace(' ', "\\ ")
}

impl Session {
    /// A session for `options`; unknown `-W` groups are reported at once.
    pub fn new(options: FrontendOptions) -> Session {
        let mut sources = SourceMap::new();
        sources.add(COMMAND_LINE, "");
        let (policy, unknown) = options.policy();
        let mut session = Session {
            sources,
            options,
            policy,
            diagnostics: Vec::new(),
            includes: Vec::new(),
            checked: None,
        };
        session.report(unknown);
        session
    }

    /// Adds a file from memory (tests and tools).
    pub fn add_source(&mut self, name: &str, text: &str) -> FileId {
        self.sources.add(name, text)
    }

    /// Reads a file into the source map; reports `err_file_not_found` if it
    /// cannot be read.
    pub fn load(&mut self, path: &Path) -> Option<FileId> {
        let name = path.display().to_string();
        match std::fs::read(path) {
            Ok(bytes) => Some(self.sources.add(name, source_text(bytes))),
            Err(e) => {
                let reason = e.to_string();
                self.report([Diagnostic::new(
                    DiagCode::err_file_not_found,
                    Span::DUMMY,
                    &[&name, &reason],
                )]);
                None
            }
        }
    }

    /// Applies the policy and records the diagnostics that survive it.
    pub fn report(&mut self, diags: impl IntoIterator<Item = Diagnostic>) {
        let applied = self.policy.apply(diags.into_iter().collect());
        self.diagnostics.extend(applied);
    }

    /// Every diagnostic reported so far, after the policy.
    pub fn diagnostics(&self) -> &[Diagnostic] {
        &self.diagnostics
    }

    /// Every diagnostic reported so far, as [`crate::Diagnostics`] values.
    pub fn to_values(&self) -> crate::Diagnostics {
        render::to_values(&self.sources, &self.diagnostics)
    }

    /// Whether an error was reported.
    pub fn has_errors(&self) -> bool {
        self.diagnostics.iter().any(Diagnostic::is_error)
    }

    /// The diagnostics in the chosen format.
    pub fn render(&self, format: DiagnosticsFormat) -> String {
        match format {
            DiagnosticsFormat::Text => render::render_text(&self.sources, &self.diagnostics),
            DiagnosticsFormat::Json => render::render_json(&self.sources, &self.diagnostics),
        }
    }

    /// The profile of the options: `Ok(None)` without `-T`, an error (and a
    /// diagnostic) when `-T` names no profile.
    pub fn profile(&mut self) -> Result<Option<Profile>, InvalidProfile> {
        let Some(text) = self.options.profile.clone() else {
            return Ok(None);
        };
        match Profile::parse(&text) {
            Some(p) => Ok(Some(p)),
            None => {
                self.report([Diagnostic::new(
                    DiagCode::err_invalid_profile,
                    Span::DUMMY,
                    &[&text],
                )]);
                Err(InvalidProfile)
            }
        }
    }

    /// Parses and checks `file`. Returns the program only when no error was
    /// reported (in this call or before), so later stages may trust it.
    /// A WHLSL file is parsed and, when it parsed cleanly, validated; the
    /// result is `None` (it cannot be compiled yet, see
    /// [`Session::check_program`]).
    pub fn check(&mut self, file: FileId) -> Option<Program> {
        self.checked = Some(file);
        if self.dialect_of(file) == Dialect::Whlsl {
            self.check_whlsl(file);
            return None;
        }
        let profile = self.profile().ok()?;
        let unit = self.parse(file, profile.as_ref())?;
        let check_options = self.check_options(file, profile);
        let program = self.run_stage("checker", || {
            let (program, mut diags) = hlsl_sema::check(&unit, &check_options);
            unit.preprocess.add_all_macro_notes(&mut diags);
            (program, diags)
        })?;
        (!self.has_errors()).then_some(program)
    }

    fn check_options(&self, file: FileId, profile: Option<Profile>) -> CheckOptions {
        CheckOptions {
            dialect: self.options.dialect_for(&self.sources.file(file).name),
            profile,
            entry: self.options.entry.clone(),
            after_errors: self.has_errors(),
            enable_16bit_types: self.options.enable_16bit_types,
            hlsl_version: self.options.dxc.hlsl_version.unwrap_or(2021),
            layout: self.options.dxc.layout.unwrap_or_default(),
        }
    }

    /// [`Session::check`] for editors: an HLSL file's tree, program and
    /// [`SideTables`](hlsl_sema::side_tables::SideTables) (what each name
    /// denotes, each expression's type), returned whatever errors were
    /// reported. `None` for WHLSL (checked with [`Session::check`]) or
    /// when a stage panicked or `-T` named no profile.
    pub fn analyze(&mut self, file: FileId) -> Option<Analyzed> {
        self.checked = Some(file);
        if self.dialect_of(file) == Dialect::Whlsl {
            return None;
        }
        let profile = self.profile().ok()?;
        let unit = self.parse(file, profile.as_ref())?;
        let check_options = self.check_options(file, profile);
        let (program, side_tables) = self.run_stage("checker", || {
            let (program, mut diags, side) =
                hlsl_sema::check_with_side_tables(&unit, &check_options);
            unit.preprocess.add_all_macro_notes(&mut diags);
            ((program, side), diags)
        })?;
        Some(Analyzed {
            unit,
            program,
            side_tables,
        })
    }

    /// [`Session::check`] for commands that need the typed IR (compile,
    /// reflect, HLSL dispatch): a valid WHLSL file is reported as not
    /// supported yet, since WHLSL is not lowered to it (`run` and
    /// `dispatch` execute WHLSL through [`Session::check_whlsl_for_run`]
    /// instead).
    pub fn check_program(&mut self, file: FileId) -> Option<Program> {
        let program = self.check(file);
        if program.is_none() && !self.has_errors() && self.dialect_of(file) == Dialect::Whlsl {
            self.report([Diagnostic::new(
                DiagCode::err_not_supported_yet,
                Span::DUMMY,
                &[&"this use of WHLSL ('compile' takes a compute entry point; 'check', 'ast', 'run' and 'dispatch' read WHLSL, 'reflect' does not)"],
            )]);
        }
        program
    }

    /// [`Session::check_program`] for the interpreter (`run`, `dispatch`).
    /// A descriptor heap's descriptor k is bound at `heapK` or
    /// `samplerheapK` (`hlsl_sema::ir::RESOURCE_HEAP_SPACE`).
    pub fn check_runnable(&mut self, file: FileId) -> Option<Program> {
        self.check_program(file)
    }

    fn dialect_of(&self, file: FileId) -> Dialect {
        self.options.dialect_for(&self.sources.file(file).name)
    }

    /// Parses and validates a WHLSL file. Validation runs only after a
    /// clean parse: a tree with syntax errors would give follow-on noise.
    pub fn check_whlsl(&mut self, file: FileId) -> Option<hlsl_sema::whlsl::CheckedUnit> {
        let unit = self.parse_whlsl(file)?;
        if self.has_errors() {
            return None;
        }
        self.run_stage("WHLSL checker", || hlsl_sema::whlsl::check(&unit))
    }

    /// Parses and validates a WHLSL file for running it: the tree and the
    /// checker's result, only when no error was reported.
    pub fn check_whlsl_for_run(
        &mut self,
        file: FileId,
    ) -> Option<(hlsl_syntax::whlsl::ast::Unit, hlsl_sema::whlsl::CheckedUnit)> {
        let unit = self.parse_whlsl(file)?;
        if self.has_errors() {
            return None;
        }
        let checked = self.run_stage("WHLSL checker", || hlsl_sema::whlsl::check(&unit))?;
        (!self.has_errors()).then_some((unit, checked))
    }

    /// Whether `file` is WHLSL (by `-x` or its extension).
    pub fn is_whlsl(&self, file: FileId) -> bool {
        self.dialect_of(file) == Dialect::Whlsl
    }

    /// Lexes and parses a WHLSL file.
    pub fn parse_whlsl(&mut self, file: FileId) -> Option<hlsl_syntax::whlsl::ast::Unit> {
        let sources = &self.sources;
        let parsed = guard(|| hlsl_syntax::whlsl::parse(sources, file));
        self.accept("parser", parsed)
    }

    /// Preprocesses and parses `file`; records the included files in
    /// `self.includes`.
    pub fn parse(&mut self, file: FileId, profile: Option<&Profile>) -> Option<SourceUnit> {
        let name = self.sources.file(file).name.clone();
        let options = ParseOptions {
            dialect: self.options.dialect_for(&name),
            preprocess: self.options.preprocess_options(profile),
        };
        let resolver = self.options.include_resolver.clone();
        let mut resolver = Adapter {
            resolver: resolver.as_deref().unwrap_or(&FileSystemIncludes),
            dirs: &self.options.include_dirs,
        };
        let sources = &mut self.sources;
        let parsed = guard(|| hlsl_syntax::parse(sources, file, &options, &mut resolver));
        let mut unit = self.accept("parser", parsed)?;
        if let Some(row_major) = self.options.dxc.row_major {
            // -Zpr/-Zpc: the default packing, as a `#pragma pack_matrix`
            // before the first line would set it (a later pragma wins).
            let pack = if row_major {
                hlsl_syntax::preprocess::PackMatrix::RowMajor
            } else {
                hlsl_syntax::preprocess::PackMatrix::ColumnMajor
            };
            unit.preprocess.pack_matrix.insert(0, (Span::DUMMY, pack));
        }
        self.includes = unit
            .preprocess
            .includes
            .iter()
            .map(|&f| self.sources.file(f).name.clone())
            .collect();
        Some(unit)
    }

    /// `file` preprocessed, as text (`hlslc preprocess`).
    pub fn preprocess(&mut self, file: FileId) -> Option<String> {
        let profile = self.profile().ok()?;
        let options = self.options.preprocess_options(profile.as_ref());
        let resolver = self.options.include_resolver.clone();
        let mut resolver = Adapter {
            resolver: resolver.as_deref().unwrap_or(&FileSystemIncludes),
            dirs: &self.options.include_dirs,
        };
        let sources = &mut self.sources;
        let result = guard(|| {
            let mut diags = Diagnostics::new();
            let (tokens, info) = hlsl_syntax::preprocess::preprocess(
                sources,
                file,
                &options,
                &mut resolver,
                &mut diags,
            );
            let text = hlsl_syntax::preprocess::print_tokens(sources, &tokens);
            ((text, info), diags)
        });
        let (text, info) = self.accept("preprocessor", result)?;
        self.includes = info
            .includes
            .iter()
            .map(|&f| self.sources.file(f).name.clone())
            .collect();
        Some(text)
    }

    /// A Make rule: `target: main includes…`.
    pub fn dependency_rule(&self, target: &str, main: FileId) -> String {
        let mut rule = format!("{target}: {}", escape_make(&self.sources.file(main).name));
        for dep in &self.includes {
            rule.push_str(" \\\n  ");
            rule.push_str(&escape_make(dep));
        }
        rule.push('\n');
        rule
    }

    /// Lowers a checked program's entry point and writes it for `target`
    /// (the program is consumed, see [`hlsl_lower::compile_module`]).
    pub fn lower(
        &mut self,
        program: Program,
        entry: &str,
        target: hlsl_lower::Target,
    ) -> Option<hlsl_lower::Output> {
        self.lower_module(program, entry, Some(target))?.output
    }

    /// Lowers and validates a checked program's entry point, and writes it
    /// for `target` when there is one. `None` when an error was reported.
    pub fn lower_module(
        &mut self,
        program: Program,
        entry: &str,
        target: Option<hlsl_lower::Target>,
    ) -> Option<hlsl_lower::Compiled> {
        self.run_lowering(target, |options| {
            hlsl_lower::compile_module(program, entry, target, options)
        })
    }

    /// Parses, validates and lowers the compute entry point `entry` of a
    /// WHLSL file, and writes it for `target` when there is one. `None`
    /// when an error was reported.
    pub fn compile_whlsl(
        &mut self,
        file: FileId,
        entry: &str,
        target: Option<hlsl_lower::Target>,
    ) -> Option<hlsl_lower::Compiled> {
        // The main file, for -Zi's source and line information.
        self.checked = Some(file);
        let (unit, checked) = self.check_whlsl_for_run(file)?;
        if self.options.dxc.reflect && self.options.spirv {
            // The decorations name HLSL semantics and resource types, which
            // a WHLSL module does not have: say so rather than skip them.
            self.report([Diagnostic::new(
                DiagCode::warn_unsupported_option,
                Span::DUMMY,
                &[
                    &"-fspv-reflect",
                    &"a WHLSL module gets no reflection decorations (no HLSL semantics or resource type names)",
                ],
            )]);
        }
        self.run_lowering(target, |options| {
            hlsl_lower::compile_whlsl(&unit, &checked, entry, target, options)
        })
    }

    /// Runs a lowering (`lower` gets the session's lowering options) under
    /// the panic guard. `None` when an error was reported; a lowering that
    /// returns nothing without saying why is an internal error.
    fn run_lowering(
        &mut self,
        target: Option<hlsl_lower::Target>,
        lower: impl FnOnce(&hlsl_lower::Options) -> (Option<hlsl_lower::Compiled>, Diagnostics),
    ) -> Option<hlsl_lower::Compiled> {
        let options = hlsl_lower::Options {
            validation: self.options.validation,
            vulkan: self.options.vulkan_bindings(),
            versions: self.options.versions,
            invert_y: self.options.dxc.invert_y,
            dx_position_w: self.options.dxc.dx_position_w,
            nonzero_base: self.options.dxc.nonzero_base,
            // A SPIR-V option (other targets warn that it does nothing).
            entry_point_name: self
                .options
                .dxc
                .entry_point_name
                .clone()
                .filter(|_| self.options.spirv),
            debug_source: self.debug_source(),
            reflect: self.options.dxc.reflect && self.options.spirv,
        };
        let errors_before = self.error_count();
        let compiled = self.run_stage("lowering", || lower(&options))?;
        let failed = self.error_count() > errors_before;
        if compiled.is_none() && !failed {
            let stage = target.map_or("naga", hlsl_lower::Target::name);
            self.report([Diagnostic::new(
                DiagCode::err_internal_backend,
                Span::DUMMY,
                &[&stage, &"it returned no output and no diagnostic"],
            )]);
        }
        compiled.filter(|_| !failed)
    }

    /// `-Zi` and `-fspv-debug=`: the main file, for SPIR-V's source and
    /// line information, and the parts asked for (`-fspv-debug=` overrules
    /// `-Zi`, as in DXC).
    fn debug_source(&self) -> Option<hlsl_lower::DebugSource> {
        let dxc = &self.options.dxc;
        let parts = match (dxc.spv_debug, dxc.debug_info) {
            (Some(parts), _) => parts,
            (None, true) => hlsl_lower::DebugParts::ALL,
            (None, false) => return None,
        };
        let file = self.checked?;
        let f = self.sources.file(file);
        Some(hlsl_lower::DebugSource {
            file_name: f.name.clone(),
            text: f.text.to_string(),
            base: self.sources.file_span(file).lo,
            whlsl: self.dialect_of(file) == Dialect::Whlsl,
            parts,
        })
    }

    fn error_count(&self) -> usize {
        self.diagnostics.iter().filter(|d| d.is_error()).count()
    }

    /// Runs one stage under the panic guard; a panic becomes an internal
    /// error and `None`.
    pub fn run_stage<T>(&mut self, stage: &str, f: impl FnOnce() -> (T, Diagnostics)) -> Option<T> {
        let result = guard(f);
        self.accept(stage, result)
    }

    /// Records what a guarded stage returned: its diagnostics, or an
    /// internal error if it panicked.
    pub fn accept<T>(
        &mut self,
        stage: &str,
        result: Result<(T, Diagnostics), GuardError>,
    ) -> Option<T> {
        match result {
            Ok((value, diags)) => {
                self.report(diags.0);
                Some(value)
            }
            Err(GuardError(message)) => {
                self.internal_error(stage, &message);
                None
            }
        }
    }

    /// Reports `err_internal_panic` for `stage`.
    pub fn internal_error(&mut self, stage: &str, message: &str) {
        self.report([Diagnostic::new(
            DiagCode::err_internal_panic,
            Span::DUMMY,
            &[&stage, &message],
        )]);
    }
}

/// A file's bytes as source text: UTF-8 as it is (checked, not copied),
/// anything else with U+FFFD for the bytes that are not (what the lexer
/// then reports as an invalid character). `from_utf8_lossy` alone walks
/// the text chunk by chunk, several times slower than the check.
pub(crate) fn source_text(bytes: Vec<u8>) -> std::sync::Arc<str> {
    match String::from_utf8(bytes) {
        Ok(text) => text.into(),
        Err(e) => String::from_utf8_lossy(e.as_bytes()).into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_panicking_stage_becomes_an_internal_error() {
        let mut s = Session::new(FrontendOptions::default());
        let r: Option<()> = s.run_stage("checker", || panic!("boom"));
        assert!(r.is_none());
        assert!(s.has_errors());
        let text = s.render(DiagnosticsFormat::Text);
        assert!(
            text.starts_with("error: internal compiler error: the checker panicked: boom"),
            "{text}"
        );
    }

    #[test]
    fn invalid_profiles_and_missing_files_are_diagnostics() {
        let mut s = Session::new(FrontendOptions {
            profile: Some("cs_9_9".into()),
            ..Default::default()
        });
        let f = s.add_source("a.hlsl", "");
        assert!(s.check(f).is_none());
        assert_eq!(s.diagnostics()[0].code, DiagCode::err_invalid_profile);
        let mut s = Session::new(FrontendOptions::default());
        assert!(s.load(Path::new("/nonexistent/x.hlsl")).is_none());
        assert_eq!(s.diagnostics()[0].code, DiagCode::err_file_not_found);
    }
}
