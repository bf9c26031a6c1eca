//! The HLSL preprocessor: tokens in, tokens out.
//!
//! It is a C preprocessor (object- and function-like macros, `#`/`##`,
//! variadics, `#include` through an [`IncludeResolver`], `#if` expressions,
//! `#pragma once`/`pack_matrix`, `#line`, `#error`) split by concern:
//! [`directives`] handles `#` lines and conditional groups, [`expand`] macro
//! expansion (Prosser's hide-set algorithm, so a macro is never re-expanded
//! inside its own expansion), [`expr`] `#if` arithmetic, [`include`] the
//! file stack, and [`predefined`] the built-in macros.
//!
//! Tokens a macro produces carry the span of the macro's use (so later
//! diagnostics land there) and keep their own `spelling`. Pasted and
//! stringified tokens are spelled in a `<scratch space>` file added to the
//! source map at the end. Every expansion is recorded in
//! [`PreprocessInfo::expansions`], so [`PreprocessInfo::add_macro_notes`] can
//! name the macro in any stage's diagnostics.

mod directives;
mod expand;
mod expr;
mod include;
mod predefined;
mod print;

pub use include::{IncludeKind, IncludeResolver, NoIncludes};
pub use print::print_tokens;

use crate::name_filter::NameFilter;
use crate::token::{flags, Token, TokenKind};
use hlsl_base::{
    DiagCode, Diagnostic, Diagnostics, FileId, FxHashMap, Interner, SourceMap, Span, Symbol,
};

/// The most `expanded from macro` notes on one diagnostic (Clang's
/// default macro backtrace limit).
pub const MAX_MACRO_NOTES: usize = 6;
/// The most nested `#include`s (Clang's default is 200).
pub const MAX_INCLUDE_DEPTH: usize = 200;
/// The most tokens one macro use may expand to.
pub const MAX_EXPANSION_TOKENS: usize = 1 << 20;
/// The most tokens all macro uses of a translation unit may expand to
/// together; past it, macro names are left as written. (Without it, a few
/// hundred bytes of uses that each stay under [`MAX_EXPANSION_TOKENS`]
/// make gigabytes of tokens.) Macro-heavy code is far below it: the
/// 21,700-line bench corpus (`benches/corpus/`) expands 183,000 tokens.
pub const MAX_TOTAL_EXPANSION_TOKENS: usize = 1 << 21;
/// The deepest nesting of macro calls in macro arguments.
pub const MAX_ARGUMENT_DEPTH: u32 = 200;
/// The most macros a token may have come through (the size of its hide
/// set): macros expanding to macros expanding to macros… Each level keeps
/// a hide set one name larger, so a chain of N levels costs N²/2 names;
/// without the bound a 40,000-line chain of `#define`s took 6 GB.
pub const MAX_EXPANSION_DEPTH: usize = 1024;

/// One `-D` or `-U` option.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CommandLineMacro {
    /// `-D NAME[=VALUE]` (`None` defines it as `1`).
    Define(String, Option<String>),
    /// `-U NAME`.
    Undefine(String),
}

/// What the driver knows that the predefined macros describe.
#[derive(Clone, Debug, Default)]
pub struct PreprocessOptions {
    /// The shader stage of the target profile (`"vs"`, `"ps"`, `"cs"`, …).
    pub stage: Option<String>,
    /// The profile's shader model (`(6, 0)`).
    pub shader_model: Option<(u32, u32)>,
    /// Compiling for SPIR-V (defines `__spirv__`).
    pub spirv: bool,
    /// `-enable-16bit-types` (defines `__HLSL_ENABLE_16_BIT`).
    pub enable_16bit_types: bool,
    /// `-D NAME[=VALUE]` and `-U NAME`, in command-line order (as Clang
    /// applies them: `-U X -D X` leaves `X` defined).
    pub macros: Vec<CommandLineMacro>,
    /// `-HV`: the value of `__HLSL_VERSION` (default 2021).
    pub hlsl_version: Option<u32>,
}

/// `#pragma pack_matrix(...)`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PackMatrix {
    RowMajor,
    ColumnMajor,
}

/// One macro use, for the notes of diagnostics that land on it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MacroExpansion {
    /// The macro name at its use (what the expanded tokens' spans are).
    pub use_span: Span,
    pub name: String,
    /// The macro name in its `#define` (`None` for built-in macros).
    pub defined_at: Option<Span>,
}

/// What the preprocessor learnt beside the tokens.
#[derive(Clone, Debug, Default)]
pub struct PreprocessInfo {
    /// Every `#pragma pack_matrix`, in order, where it was written.
    pub pack_matrix: Vec<(Span, PackMatrix)>,
    /// Every file that was included (once each, in order of first inclusion).
    pub includes: Vec<FileId>,
    /// Every macro expansion.
    pub expansions: Vec<MacroExpansion>,
    /// The groups an `#if` skipped, from the first token after the
    /// directive that began skipping to the `#` of the one that ended it
    /// (what an editor greys out).
    pub skipped: Vec<Span>,
}

impl PreprocessInfo {
    /// Adds `note_pp_expanded_from` notes to a diagnostic whose primary span
    /// starts at a macro use.
    pub fn add_macro_notes(&self, d: &mut Diagnostic) {
        let at = d.span.lo;
        let mut seen: Vec<&str> = Vec::new();
        for e in self.expansions.iter().rev() {
            let inside = e.use_span.lo <= at
                && (at < e.use_span.hi || (e.use_span.is_empty() && at == e.use_span.lo));
            if !inside || seen.contains(&e.name.as_str()) {
                continue;
            }
            if seen.len() == MAX_MACRO_NOTES {
                break;
            }
            seen.push(&e.name);
            let span = e.defined_at.unwrap_or(Span::DUMMY);
            d.notes.push(Diagnostic::new(
                DiagCode::note_pp_expanded_from,
                span,
                &[&e.name],
            ));
        }
    }

    /// [`Self::add_macro_notes`] for every diagnostic.
    pub fn add_all_macro_notes(&self, diags: &mut Diagnostics) {
        if self.expansions.is_empty() {
            return;
        }
        for d in &mut diags.0 {
            self.add_macro_notes(d);
        }
    }
}

/// Preprocesses `file`: the tokens for the parser (ending in the file's
/// `Eof`) and what was learnt. Included files and the `<built-in>` and
/// `<scratch space>` buffers are added to `sources`.
pub fn preprocess(
    sources: &mut SourceMap,
    file: FileId,
    options: &PreprocessOptions,
    resolver: &mut dyn IncludeResolver,
    diags: &mut Diagnostics,
) -> (Vec<Token>, PreprocessInfo) {
    preprocess_limited(
        sources,
        file,
        options,
        resolver,
        diags,
        MAX_TOTAL_EXPANSION_TOKENS,
    )
}

/// [`preprocess`] with another [`MAX_TOTAL_EXPANSION_TOKENS`] (tests reach
/// it without producing millions of tokens).
pub(crate) fn preprocess_limited(
    sources: &mut SourceMap,
    file: FileId,
    options: &PreprocessOptions,
    resolver: &mut dyn IncludeResolver,
    diags: &mut Diagnostics,
    total_limit: usize,
) -> (Vec<Token>, PreprocessInfo) {
    let diag_start = diags.len();
    let mut pp = Preprocessor::new(sources, resolver, diags);
    pp.diag_start = diag_start;
    pp.total_limit = total_limit;
    let builtin = predefined::builtin_text(options);
    let builtin_id = pp.sources.add("<built-in>", builtin);
    pp.define_builtins();
    pp.run_file(builtin_id);
    pp.out.clear();
    pp.counter = 0;
    // Room for the main file's tokens, as the lexer reserves it.
    pp.out.reserve(pp.sources.file(file).text.len() / 3 + 16);
    pp.run_file(file);
    pp.finish(file)
}

/// A token with its hide set (the macros it must not expand again).
#[derive(Clone, Copy, Debug)]
pub(crate) struct PTok {
    pub tok: Token,
    pub hide: u32,
}

/// A macro definition.
#[derive(Clone, Debug)]
pub(crate) struct Macro {
    /// The name in the `#define` (`None` for built-ins).
    pub defined_at: Option<Span>,
    /// `Some` for function-like macros.
    pub params: Option<Vec<Symbol>>,
    pub variadic: bool,
    pub body: Vec<Token>,
    pub builtin: Option<Builtin>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Builtin {
    Line,
    File,
    Counter,
}

/// One `#if` group being read.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Cond {
    /// Where its `#if` is, for the unterminated-conditional error.
    pub at: Span,
    /// A group of this conditional was taken (later ones are skipped).
    pub taken: bool,
    /// The current group is being skipped.
    pub skipping: bool,
    /// The conditional is nested in a skipped group.
    pub outer_skipping: bool,
    pub seen_else: bool,
}

/// A file being read.
pub(crate) struct FileState {
    pub id: FileId,
    pub tokens: Vec<Token>,
    pub pos: usize,
    pub conds: Vec<Cond>,
    /// `__FILE__` (the name, or as `#line` set it).
    pub presumed_name: String,
    /// Added to the physical line for `__LINE__` (set by `#line`).
    pub line_delta: i64,
}

pub(crate) struct Preprocessor<'a> {
    pub sources: &'a mut SourceMap,
    pub resolver: &'a mut dyn IncludeResolver,
    pub diags: &'a mut Diagnostics,
    pub names: Interner,
    pub macros: FxHashMap<Symbol, std::rc::Rc<Macro>>,
    /// The names of every macro defined so far (`#undef` removes none).
    pub macro_names: NameFilter,
    pub files: Vec<FileState>,
    pub out: Vec<Token>,
    /// Pasted and stringified spellings; see [`flags::SCRATCH`].
    pub scratch: String,
    /// Hide sets, interned; 0 is the empty set.
    pub hide_sets: Vec<Vec<Symbol>>,
    pub hide_ids: FxHashMap<Vec<Symbol>, u32>,
    pub counter: u64,
    pub info: PreprocessInfo,
    /// Files with `#pragma once`.
    pub once: Vec<FileId>,
    /// Tokens already produced by the current top-level macro use.
    pub budget_used: usize,
    pub budget_reported: bool,
    /// The macro of the current top-level use (the one written in the
    /// source), which `err_pp_expansion_limit` names.
    pub budget_owner: Option<Symbol>,
    /// Tokens produced by every macro use so far, and the most allowed
    /// ([`MAX_TOTAL_EXPANSION_TOKENS`]).
    pub total_expanded: usize,
    pub total_limit: usize,
    pub total_reported: bool,
    /// `err_pp_expansion_depth` was reported.
    pub depth_reported: bool,
    /// Diagnostics before this index were not the preprocessor's.
    pub diag_start: usize,
    /// `err_pp_include_depth` was reported.
    pub include_depth_reported: bool,
    /// The expansions already in `info` (by use and macro).
    pub recorded: hlsl_base::FxHashSet<(Span, Symbol)>,
    /// The `Eof` of the last file finished (the main file's, at the end).
    pub last_eof: Option<Token>,
    /// Where the group being skipped began (`info.skipped`).
    pub skip_start: Option<u32>,
}

impl<'a> Preprocessor<'a> {
    fn new(
        sources: &'a mut SourceMap,
        resolver: &'a mut dyn IncludeResolver,
        diags: &'a mut Diagnostics,
    ) -> Self {
        let mut hide_ids = FxHashMap::default();
        hide_ids.insert(Vec::new(), 0);
        Preprocessor {
            sources,
            resolver,
            diags,
            names: Interner::new(),
            macros: FxHashMap::default(),
            macro_names: NameFilter::EMPTY,
            files: Vec::new(),
            out: Vec::new(),
            scratch: String::new(),
            hide_sets: vec![Vec::new()],
            hide_ids,
            counter: 0,
            info: PreprocessInfo::default(),
            once: Vec::new(),
            budget_used: 0,
            budget_reported: false,
            budget_owner: None,
            total_expanded: 0,
            total_limit: MAX_TOTAL_EXPANSION_TOKENS,
            total_reported: false,
            depth_reported: false,
            diag_start: 0,
            last_eof: None,
            skip_start: None,
            recorded: Default::default(),
            include_depth_reported: false,
        }
    }

    /// The text of a token.
    pub fn spell(&self, t: &Token) -> &str {
        if t.flags & flags::SCRATCH != 0 {
            let (lo, hi) = (t.spelling.lo as usize, t.spelling.hi as usize);
            self.scratch.get(lo..hi).unwrap_or("")
        } else {
            self.sources.text(t.spelling)
        }
    }

    /// The interned text of a token.
    pub fn sym(&mut self, t: &Token) -> Symbol {
        let text = if t.flags & flags::SCRATCH != 0 {
            let (lo, hi) = (t.spelling.lo as usize, t.spelling.hi as usize);
            self.scratch.get(lo..hi).unwrap_or("")
        } else {
            self.sources.text(t.spelling)
        };
        self.names.intern(text)
    }

    /// Whether `t` may name a macro: most identifiers are ruled out by the
    /// length of their spelling, or its first byte, before a hash lookup.
    pub fn may_name_macro(&self, t: &Token) -> bool {
        let len = (t.spelling.hi - t.spelling.lo) as usize;
        self.macro_names.has_length(len) && self.macro_names.may_contain(self.spell(t).as_bytes())
    }

    /// The symbol of a token's text if it was interned before: every macro
    /// and parameter name was, so an identifier that was not names
    /// neither. Unlike [`Self::sym`] it never grows the interner.
    pub fn known_sym(&self, t: &Token) -> Option<Symbol> {
        self.names.get(self.spell(t))
    }

    /// A new token spelled `text` (in the scratch buffer), located at `span`.
    pub fn scratch_token(&mut self, kind: TokenKind, text: &str, span: Span, fl: u8) -> Token {
        let lo = self.scratch.len() as u32;
        self.scratch.push_str(text);
        // A line break keeps scratch spellings apart in the source map.
        self.scratch.push('\n');
        Token {
            kind,
            flags: fl | flags::SCRATCH,
            span,
            spelling: Span::new(lo, lo + text.len() as u32),
        }
    }

    pub fn report(&mut self, code: DiagCode, span: Span, args: &[&dyn std::fmt::Display]) {
        self.diags.report(code, span, args);
    }

    /// Reads a whole file (and what it includes) into `out`.
    fn run_file(&mut self, id: FileId) {
        self.push_file(id);
        let mut pending = Vec::new();
        loop {
            if pending.is_empty() {
                // Most file tokens name no macro: they go straight out.
                let Some(t) = self.next_file_token() else {
                    break;
                };
                if !t.is_identifier_like() || !self.may_name_macro(&t) {
                    self.out.push(t);
                    continue;
                }
                // A new top-level use: `expand_next` takes it from here.
                self.budget_used = 0;
                pending.push(PTok { tok: t, hide: 0 });
            }
            match self.expand_next(&mut pending, true, 0) {
                Some(t) => self.out.push(t.tok),
                None => break,
            }
        }
    }

    /// Moves scratch spellings into the source map and returns the tokens.
    fn finish(mut self, file: FileId) -> (Vec<Token>, PreprocessInfo) {
        let mut tokens = std::mem::take(&mut self.out);
        if !self.scratch.is_empty() {
            let id = self
                .sources
                .add("<scratch space>", std::mem::take(&mut self.scratch));
            let base = self.sources.file(id).base;
            for t in &mut tokens {
                if t.flags & flags::SCRATCH != 0 {
                    t.flags &= !flags::SCRATCH;
                    t.spelling = Span::new(t.spelling.lo + base, t.spelling.hi + base);
                }
            }
        }
        let end = self.sources.file_span(file).hi;
        let eof = self.last_eof.unwrap_or(Token::new(
            TokenKind::Eof,
            flags::LINE_START,
            Span::new(end, end),
        ));
        tokens.push(eof);
        if !self.info.expansions.is_empty() {
            for d in &mut self.diags.0[self.diag_start..] {
                self.info.add_macro_notes(d);
            }
        }
        (tokens, self.info)
    }
}

#[cfg(test)]
mod tests;
