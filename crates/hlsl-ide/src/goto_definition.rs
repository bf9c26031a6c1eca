//! Go to definition: the declaration of the name under the cursor, in
//! whichever file declares it (an `#include`d header too); a macro's
//! `#define`; on an `#include` line, the included file.

use crate::{FileAnalysis, FileRange, TextRange};

/// Where to go.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NavTarget {
    /// The declaration's name.
    pub target: FileRange,
    /// The text the request was about (the name under the cursor).
    pub origin: Option<TextRange>,
}

impl FileAnalysis {
    /// The definition of what is at byte `offset` of the main file.
    pub fn goto_definition(&self, offset: u32) -> Option<NavTarget> {
        if let Some(target) = self.include_at(offset) {
            return Some(target);
        }
        if let Some((range, e)) = self.macro_at(offset) {
            return Some(NavTarget {
                target: self.file_range(e.defined_at?)?,
                origin: Some(range),
            });
        }
        let analyzed = self.analyzed.as_ref()?;
        let (span, def) = analyzed.side_tables.def_at(self.global(offset))?;
        Some(NavTarget {
            target: self.file_range(def.span)?,
            origin: self.main_range(span),
        })
    }

    /// On an `#include` line: the start of the file it included.
    fn include_at(&self, offset: u32) -> Option<NavTarget> {
        let text = self.text();
        let mut offset = (offset as usize).min(text.len());
        while !text.is_char_boundary(offset) {
            offset -= 1;
        }
        let start = text[..offset].rfind('\n').map_or(0, |i| i + 1);
        let end = text[offset..].find('\n').map_or(text.len(), |i| offset + i);
        let line = &text[start..end];
        let rest = line.trim_start().strip_prefix('#')?.trim_start();
        let rest = rest.strip_prefix("include")?.trim();
        let name = rest
            .strip_prefix('"')
            .and_then(|r| r.split('"').next())
            .or_else(|| rest.strip_prefix('<').and_then(|r| r.split('>').next()))?;
        let analyzed = self.analyzed.as_ref()?;
        let normalized = name.replace('\\', "/");
        let file = analyzed.unit.preprocess.includes.iter().find_map(|&f| {
            let path = &self.session.sources.file(f).name;
            path.replace('\\', "/")
                .ends_with(&normalized)
                .then(|| path.clone())
        })?;
        let quoted = line.find(name).map(|i| (start + i) as u32);
        Some(NavTarget {
            target: FileRange {
                file,
                range: TextRange::new(0, 0),
            },
            origin: quoted.map(|s| TextRange::new(s, s + name.len() as u32)),
        })
    }
}
