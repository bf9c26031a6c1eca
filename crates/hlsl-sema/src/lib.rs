//! The semantic checker: turns a syntax tree into the typed [`ir::Program`]
//! that lowering and the interpreter consume, with diagnostics for every
//! ill-formed construct.

pub mod ir;
pub mod layout;
pub mod types;
