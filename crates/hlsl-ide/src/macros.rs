//! Macro uses: the name of a macro where it is used, its `#define` (for
//! hover) and where that is (for go to definition). The expanded tokens
//! carry the use's span, so a macro's name must be looked at before the
//! names its expansion resolved.

use crate::{FileAnalysis, TextRange};
use hlsl_syntax::preprocess::MacroExpansion;

impl FileAnalysis {
    /// The macro used at byte `offset` of the main file, with its name's
    /// range there.
    pub(crate) fn macro_at(&self, offset: u32) -> Option<(TextRange, &MacroExpansion)> {
        let analyzed = self.analyzed.as_ref()?;
        let at = self.global(offset);
        analyzed
            .unit
            .preprocess
            .expansions
            .iter()
            .filter(|e| e.use_span.lo <= at && at <= e.use_span.hi)
            .find_map(|e| Some((self.main_range(e.use_span)?, e)))
    }

    /// The `#define` of an expansion's macro, as written (with its
    /// continued lines); `None` for built-in macros.
    pub(crate) fn macro_definition(&self, e: &MacroExpansion) -> Option<String> {
        let at = self.file_range(e.defined_at?)?;
        let text = self.file_text(&at.file)?;
        let start = text[..at.range.start as usize]
            .rfind('\n')
            .map_or(0, |i| i + 1);
        let mut end = start;
        for line in text[start..].split_inclusive('\n') {
            end += line.len();
            if !line.trim_end().ends_with('\\') {
                break;
            }
        }
        Some(text[start..end].trim_end().to_string())
    }
}
