//! Foundations shared by every stage of hlslc: files and spans, the source
//! map, diagnostics and their policy. Nothing here renders or does I/O.
#![forbid(unsafe_code)]

pub mod diagnostic;
pub mod policy;
pub mod source;
pub mod symbol;
mod table;

pub use diagnostic::{Diagnostic, Diagnostics, Label, Severity};
pub use la_arena::{Arena, ArenaMap, Idx, RawIdx};
pub use policy::DiagnosticPolicy;
pub use rustc_hash::{FxHashMap, FxHashSet};
pub use source::{FileId, LineCol, SourceMap, Span};
pub use symbol::{Interner, Symbol};
pub use table::{DiagCode, DiagInfo, Level};
