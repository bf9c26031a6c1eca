//! `-Zi`: source and line information in SPIR-V, as `dxc -spirv -Zi`
//! writes it: `OpString` (the file's name), `OpSource HLSL` with the text,
//! and an `OpLine` before each statement.
//!
//! naga's writer does this from one source text and the byte spans of its
//! statements. hlslc's spans are offsets into every file of a compilation
//! at once (`hlsl_base::SourceMap`), so the statements are first moved to
//! offsets in the main file. naga can name only one file: a statement that
//! came from an included file gets an `OpNoLine` rather than a line of the
//! main file it is not on.

use crate::spirv_words::{instructions, HEADER};
use naga::{Block, Span, Statement};

/// The main file of a compilation, for `-Zi`.
#[derive(Clone, Debug)]
pub struct DebugSource {
    /// Its name, as the command line gave it (`OpString`).
    pub file_name: String,
    /// Its text (`OpSource`).
    pub text: String,
    /// Where it starts among the compilation's files (its
    /// `SourceMap` base).
    pub base: u32,
    /// WHLSL rather than HLSL: `OpSource` says `Unknown` (SPIR-V has no
    /// WHLSL).
    pub whlsl: bool,
    /// Which parts are written (DXC's `-fspv-debug=` categories).
    pub parts: DebugParts,
}

/// DXC's categories of debug information (`-fspv-debug=file`, `source`,
/// `line`, `tool`; `-Zi` is all four).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DebugParts {
    /// `OpString` with the file's name and an `OpSource` naming it.
    pub file: bool,
    /// The text in `OpSource`.
    pub source: bool,
    /// `OpLine` before each statement.
    pub line: bool,
    /// `OpModuleProcessed` naming hlslc's version (SPIR-V 1.1 and later,
    /// as DXC writes it only for Vulkan 1.1 and later).
    pub tool: bool,
}

impl DebugParts {
    /// `-Zi`: everything.
    pub const ALL: DebugParts = DebugParts {
        file: true,
        source: true,
        line: true,
        tool: true,
    };
}

impl DebugSource {
    /// The span naga gets for a statement from another file: the end of
    /// the text, where no statement starts, so the written `OpLine` can be
    /// recognised and replaced.
    fn elsewhere(&self) -> Span {
        let end = self.text.len() as u32;
        Span::new(end, end)
    }

    /// `(line, column)` of the end of the text, as naga computes them.
    fn elsewhere_line(&self) -> (u32, u32) {
        let location = self.elsewhere().location(&self.text);
        (location.line_number, location.line_position)
    }

    fn relative(&self, span: Span) -> Span {
        let end = self.base as usize + self.text.len();
        match span.to_range() {
            Some(r) if r.start >= self.base as usize && r.end <= end => Span::new(
                (r.start - self.base as usize) as u32,
                (r.end - self.base as usize) as u32,
            ),
            _ => self.elsewhere(),
        }
    }
}

/// A copy of `module` whose statement spans are offsets in `source`'s text
/// (the validated module keeps its own; the analysis in `ModuleInfo` does
/// not depend on spans).
pub(crate) fn relative_spans(module: &naga::Module, source: &DebugSource) -> naga::Module {
    let mut module = module.clone();
    for (_, f) in module.functions.iter_mut() {
        relative_block(&mut f.body, source);
    }
    for ep in module.entry_points.iter_mut() {
        relative_block(&mut ep.function.body, source);
    }
    module
}

fn relative_block(block: &mut Block, source: &DebugSource) {
    for (statement, span) in block.span_iter_mut() {
        if let Some(span) = span {
            *span = source.relative(*span);
        }
        match statement {
            Statement::Block(b) => relative_block(b, source),
            Statement::If { accept, reject, .. } => {
                relative_block(accept, source);
                relative_block(reject, source);
            }
            Statement::Switch { cases, .. } => {
                for case in cases {
                    relative_block(&mut case.body, source);
                }
            }
            Statement::Loop {
                body, continuing, ..
            } => {
                relative_block(body, source);
                relative_block(continuing, source);
            }
            _ => {}
        }
    }
}

const OP_LINE: u32 = 8;
const OP_NO_LINE: u32 = 317;
const OP_SOURCE_CONTINUED: u32 = 2;
const OP_SOURCE: u32 = 3;
const OP_NAME: u32 = 5;
const OP_MEMBER_NAME: u32 = 6;
const OP_STRING: u32 = 7;
const OP_MODULE_PROCESSED: u32 = 330;

/// Leaves out what naga wrote that `parts` does not ask for (the text of
/// `OpSource`, the `OpLine`s), and adds the tool's `OpModuleProcessed`.
pub(crate) fn select_parts(words: &mut Vec<u32>, parts: DebugParts) {
    let Some(all) = instructions(words) else {
        return;
    };
    let mut out = words[..HEADER].to_vec();
    let mut last_debug = None;
    for i in &all {
        let ops = i.operands(words);
        match i.opcode {
            OP_SOURCE_CONTINUED if !parts.source => continue,
            // OpSource Language Version File Source: keep the file.
            OP_SOURCE if !parts.source && ops.len() > 3 => {
                out.push((4 << 16) | OP_SOURCE);
                out.extend_from_slice(&ops[..3]);
            }
            OP_LINE | OP_NO_LINE if !parts.line => continue,
            _ => out.extend_from_slice(&words[i.at..i.at + i.count]),
        }
        if matches!(
            i.opcode,
            OP_STRING | OP_SOURCE | OP_SOURCE_CONTINUED | OP_NAME | OP_MEMBER_NAME
        ) {
            last_debug = Some(out.len());
        }
    }
    let version = words.get(1).copied().unwrap_or(0);
    if let (true, true, Some(at)) = (parts.tool, version >= 0x0001_0100, last_debug) {
        // After the names: the last instructions of the debug section.
        let text = format!("hlslc-version: {}", env!("CARGO_PKG_VERSION"));
        let mut instruction = crate::spirv_extensions::instruction(&text);
        instruction[0] = (instruction[0] & 0xffff_0000) | OP_MODULE_PROCESSED;
        out.splice(at..at, instruction);
    }
    *words = out;
}

/// Replaces the `OpLine`s of statements from other files (see
/// [`DebugSource::elsewhere`]) with `OpNoLine`.
pub(crate) fn drop_foreign_lines(words: &mut Vec<u32>, source: &DebugSource) {
    let Some(all) = instructions(words) else {
        return;
    };
    let (line, column) = source.elsewhere_line();
    let foreign = |i: &crate::spirv_words::Instruction| {
        i.opcode == OP_LINE && matches!(i.operands(words), &[_, l, c] if (l, c) == (line, column))
    };
    if !all.iter().any(foreign) {
        return;
    }
    let mut out = words[..HEADER].to_vec();
    for i in &all {
        if foreign(i) {
            out.push((1 << 16) | OP_NO_LINE);
        } else {
            out.extend_from_slice(&words[i.at..i.at + i.count]);
        }
    }
    *words = out;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spans_move_into_the_main_file_or_nowhere() {
        let source = DebugSource {
            file_name: "a.hlsl".into(),
            text: "ab\ncd\n".into(),
            base: 10,
            whlsl: false,
            parts: DebugParts::ALL,
        };
        assert_eq!(source.relative(Span::new(13, 15)), Span::new(3, 5));
        // Before the file (another file), after it, and no span at all.
        assert_eq!(source.relative(Span::new(2, 4)), Span::new(6, 6));
        assert_eq!(source.relative(Span::new(15, 30)), Span::new(6, 6));
        assert_eq!(source.relative(Span::default()), Span::new(6, 6));
        assert_eq!(source.elsewhere_line(), (3, 1));
    }
}
