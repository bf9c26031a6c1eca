//! Find references: every place that names the declaration under the
//! cursor, in the main file and the files it includes (the checker's side
//! tables record each name it resolved).

use crate::{FileAnalysis, FileRange};

impl FileAnalysis {
    /// The references to what is named at byte `offset` of the main file,
    /// with its declaration when `include_declaration`. Empty when nothing
    /// is named there.
    pub fn references(&self, offset: u32, include_declaration: bool) -> Vec<FileRange> {
        let Some(analyzed) = &self.analyzed else {
            return Vec::new();
        };
        let tables = &analyzed.side_tables;
        let Some((_, id)) = tables.def_id_at(self.global(offset)) else {
            return Vec::new();
        };
        let declared = tables.defs[id].span;
        tables
            .refs_to(id)
            .into_iter()
            .filter(|&span| include_declaration || span != declared)
            .filter_map(|span| self.file_range(span))
            .collect()
    }
}
