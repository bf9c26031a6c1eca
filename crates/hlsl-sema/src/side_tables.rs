//! What an editor asks of the checker beyond the typed IR: which
//! declaration each name denotes and the type of each expression, by
//! source span.
//!
//! Collected only by [`crate::check_with_side_tables`]: `hlslc compile` and
//! the other commands call [`crate::check`], whose checker carries no
//! tables (each hook is one test of an `Option` that is `None`).

use crate::types::TypeId;
use hlsl_base::{FxHashMap, FxHashSet, Span};

/// What kind of declaration a [`Def`] is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DefKind {
    /// A local variable.
    Local,
    /// A function's parameter.
    Parameter,
    /// A global variable (a `cbuffer` member, a resource, a `static`).
    Global,
    /// A user function (or member function).
    Function,
    /// A struct (or class).
    Struct,
    /// A struct's field.
    Field,
    /// An enumerator.
    Enumerator,
    /// An intrinsic function (declared by no source: its span is dummy).
    Intrinsic,
    /// A built-in type such as `float3` or `Texture2D<float4>` (no span).
    BuiltinType,
}

/// A declaration a name can denote.
#[derive(Clone, Debug, PartialEq)]
pub struct Def {
    pub kind: DefKind,
    pub name: String,
    /// The declared name (`Span::DUMMY` for intrinsics and built-ins).
    pub span: Span,
    /// The declaration as C would write it: `float4 color`,
    /// `float3 shade(float3 n, float3 l)`, `struct Light`.
    pub detail: String,
}

/// An index into [`SideTables::defs`].
pub type DefId = usize;

/// The checker's answers by source span.
#[derive(Clone, Debug, Default)]
pub struct SideTables {
    /// Each checked expression's span and type. A template's body is
    /// checked once per instance; each instance adds its own entries.
    pub expr_types: Vec<(Span, TypeId)>,
    /// Each name that was resolved (uses, and the declarations
    /// themselves), with what it denotes.
    pub refs: Vec<(Span, DefId)>,
    /// The declarations the refs denote, each once.
    pub defs: Vec<Def>,
    index: FxHashMap<(DefKind, Span, String), DefId>,
    /// Where parameters are declared (the locals declared there are
    /// parameters).
    params: FxHashSet<Span>,
}

impl SideTables {
    /// The id of `def`, adding it the first time.
    pub fn intern(&mut self, def: Def) -> DefId {
        let key = (def.kind, def.span, def.name.clone());
        if let Some(&id) = self.index.get(&key) {
            // An intrinsic's detail is the signature of one call: keep the
            // latest so each use site finds its own.
            if def.span == Span::DUMMY && self.defs[id].detail != def.detail {
                self.defs.push(def);
                return self.defs.len() - 1;
            }
            return id;
        }
        self.defs.push(def);
        let id = self.defs.len() - 1;
        self.index.insert(key, id);
        id
    }

    pub(crate) fn mark_parameter(&mut self, span: Span) {
        self.params.insert(span);
    }

    pub(crate) fn is_parameter(&self, span: Span) -> bool {
        self.params.contains(&span)
    }

    /// Records that the name at `span` denotes `def`.
    pub fn refer(&mut self, span: Span, def: Def) {
        if span == Span::DUMMY {
            return;
        }
        let id = self.intern(def);
        self.refs.push((span, id));
    }

    /// The declaration named at `offset` (a global source offset): the
    /// innermost recorded name containing it; the last one recorded wins
    /// (an overload chosen after a first guess).
    pub fn def_at(&self, offset: u32) -> Option<(Span, &Def)> {
        self.def_id_at(offset)
            .map(|(span, id)| (span, &self.defs[id]))
    }

    /// [`SideTables::def_at`]'s declaration as an id.
    pub fn def_id_at(&self, offset: u32) -> Option<(Span, DefId)> {
        let mut best: Option<(Span, DefId)> = None;
        for &(span, id) in &self.refs {
            if span.lo <= offset && offset <= span.hi {
                let better = match best {
                    None => true,
                    Some((b, _)) => span.hi - span.lo <= b.hi - b.lo,
                };
                if better {
                    best = Some((span, id));
                }
            }
        }
        best
    }

    /// Every span that names `def` (its uses and its declaration), in
    /// source order, each once.
    pub fn refs_to(&self, def: DefId) -> Vec<Span> {
        let mut spans: Vec<Span> = self
            .refs
            .iter()
            .filter(|&&(_, id)| id == def)
            .map(|&(span, _)| span)
            .collect();
        spans.sort_by_key(|s| (s.lo, s.hi));
        spans.dedup();
        spans
    }

    /// The type of the innermost expression containing `offset`, with its
    /// span.
    pub fn type_at(&self, offset: u32) -> Option<(Span, TypeId)> {
        let mut best: Option<(Span, TypeId)> = None;
        for &(span, ty) in &self.expr_types {
            if span.lo <= offset && offset <= span.hi {
                let better = match best {
                    None => true,
                    Some((b, _)) => span.hi - span.lo <= b.hi - b.lo,
                };
                if better {
                    best = Some((span, ty));
                }
            }
        }
        best
    }
}
