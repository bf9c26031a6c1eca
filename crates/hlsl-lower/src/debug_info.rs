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
        };
        assert_eq!(source.relative(Span::new(13, 15)), Span::new(3, 5));
        // Before the file (another file), after it, and no span at all.
        assert_eq!(source.relative(Span::new(2, 4)), Span::new(6, 6));
        assert_eq!(source.relative(Span::new(15, 30)), Span::new(6, 6));
        assert_eq!(source.relative(Span::default()), Span::new(6, 6));
        assert_eq!(source.elsewhere_line(), (3, 1));
    }
}
