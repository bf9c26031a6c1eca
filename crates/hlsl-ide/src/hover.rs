//! Hover: a macro's `#define`; what the name under the cursor denotes
//! (its declaration, with the comment above it); an intrinsic's signature
//! at this call; or else the type of the innermost expression there.

use crate::{FileAnalysis, TextRange};
use hlsl_base::Span;
use hlsl_sema::side_tables::{Def, DefKind};

/// What to show, and the range of the text it is about.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hover {
    pub range: TextRange,
    /// Markdown.
    pub markup: String,
}

fn code(text: &str) -> String {
    format!("```hlsl\n{text}\n```")
}

impl FileAnalysis {
    /// The hover at byte `offset` of the main file.
    pub fn hover(&self, offset: u32) -> Option<Hover> {
        let analyzed = self.analyzed.as_ref()?;
        if let Some((range, e)) = self.macro_at(offset) {
            let definition = self
                .macro_definition(e)
                .unwrap_or_else(|| format!("#define {}", e.name));
            return Some(Hover {
                range,
                markup: format!("{}\n\nmacro", code(&definition)),
            });
        }
        let at = self.global(offset);
        if let Some((span, def)) = analyzed.side_tables.def_at(at) {
            if let Some(range) = self.main_range(span) {
                return Some(Hover {
                    range,
                    markup: self.describe(def),
                });
            }
        }
        let (span, ty) = analyzed.side_tables.type_at(at)?;
        if analyzed.program.types.is_error(ty) {
            return None;
        }
        Some(Hover {
            range: self.main_range(span)?,
            markup: code(&analyzed.program.type_name(ty)),
        })
    }

    fn describe(&self, def: &Def) -> String {
        let what = match def.kind {
            DefKind::Local => "local",
            DefKind::Parameter => "parameter",
            DefKind::Global => "global",
            DefKind::Function => "function",
            DefKind::Struct => "struct",
            DefKind::Field => "field",
            DefKind::Enumerator => "enumerator",
            DefKind::Intrinsic => "intrinsic function",
            DefKind::BuiltinType => "built-in type",
        };
        let mut text = format!("{}\n\n{what}", code(&def.detail));
        if let Some(doc) = self.doc_comment(def.span) {
            text.push_str("\n\n---\n\n");
            text.push_str(&doc);
        }
        text
    }

    /// The `//` comment lines just above the line of `span`, if any.
    fn doc_comment(&self, span: Span) -> Option<String> {
        let range = self.file_range(span)?;
        let id = self.session.sources.file_of(span.lo)?;
        let text = &self.session.sources.file(id).text;
        let line_start = text[..range.range.start as usize]
            .rfind('\n')
            .map_or(0, |i| i + 1);
        let mut lines: Vec<&str> = text[..line_start]
            .lines()
            .rev()
            .map(str::trim)
            .take_while(|l| l.starts_with("//"))
            .map(|l| l.trim_start_matches('/').trim())
            .collect();
        if lines.is_empty() {
            return None;
        }
        lines.reverse();
        Some(lines.join("\n"))
    }
}
