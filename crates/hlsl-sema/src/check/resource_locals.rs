//! Local resource variables start undefined (the resource-constructors
//! spec's default constructor makes a poison handle) and are copied and
//! assigned by handle, so one must be assigned before it is used.
//!
//! A simple definite-assignment check while checking: a local of resource
//! type declared without an initializer is *unassigned* until a whole
//! assignment to it (`t = tex;`); any other mention of it while unassigned
//! (a method call, an index, an argument, the right side of an assignment)
//! is `err_resource_used_unassigned`, reported once per variable. Branches
//! merge (unassigned after an `if` when unassigned at the end of either arm
//! that reaches its end; likewise the cases of a `switch`, and the
//! selector falling past them all without a `default`); loops are
//! conservative: what their bodies assign does not count after them.
//! Assignments inside expressions (`c ? (t = a) : …`, `x && (t = a)…`)
//! count as definite; arrays and structs of resources are not tracked.

use super::Checker;
use crate::ir::{Block, LocalId, ParamMode, Stmt};
use crate::types::TypeKind;
use hlsl_base::{DiagCode, Diagnostic, FxHashSet, Span};
use hlsl_syntax::ast;

/// The unassigned resource locals at a point: (function index, local).
pub(super) type Unassigned = FxHashSet<(usize, LocalId)>;

impl Checker<'_> {
    fn fn_index(&self) -> Option<usize> {
        self.fx.as_ref().map(|fx| fx.index)
    }

    /// A local declared without an initializer: unassigned if it is a
    /// resource.
    pub(super) fn declare_resource_local(&mut self, local: LocalId, has_init: bool) {
        let Some(f) = self.fn_index() else { return };
        let ty = self.body_ref().locals[local].ty;
        if !has_init && matches!(self.program.types.get(ty), TypeKind::Resource { .. }) {
            self.unassigned.insert((f, local));
        }
    }

    /// A mention of `local` that reads it.
    pub(super) fn use_resource_local(&mut self, local: LocalId, span: Span) {
        let Some(f) = self.fn_index() else { return };
        if !self.unassigned.remove(&(f, local)) {
            return;
        }
        let l = &self.body_ref().locals[local];
        let (name, decl) = (l.name.clone(), l.span);
        let d = Diagnostic::new(DiagCode::err_resource_used_unassigned, span, &[&name]).with_note(
            Diagnostic::new(DiagCode::note_declared_here, decl, &[&name]),
        );
        self.push(d);
    }

    /// The unassigned resource local a plain assignment `lhs = …` writes,
    /// taken out of the set so that checking `lhs` is no use of it; give it
    /// back with [`Self::assigned_resource_local`] once the right side is
    /// checked.
    pub(super) fn take_assignment_target(&mut self, lhs: ast::ExprId) -> Option<LocalId> {
        let ast::ExprKind::Name(ident) = &self.unit.exprs[lhs].kind else {
            return None;
        };
        let f = self.fn_index()?;
        let fx = self.fx.as_ref()?;
        let local = fx
            .scopes
            .iter()
            .rev()
            .find_map(|s| s.get(&ident.sym).copied())?;
        self.unassigned.remove(&(f, local)).then_some(local)
    }

    /// Between checking an assignment's target and its value: the value
    /// may not use the target yet.
    pub(super) fn restore_assignment_target(&mut self, target: Option<LocalId>) {
        if let (Some(l), Some(f)) = (target, self.fn_index()) {
            self.unassigned.insert((f, l));
        }
    }

    /// After a plain assignment to `target`: it is assigned.
    pub(super) fn assigned_resource_local(&mut self, target: Option<LocalId>) {
        if let (Some(l), Some(f)) = (target, self.fn_index()) {
            self.unassigned.remove(&(f, l));
        }
    }

    /// Merges the states at the ends of the paths that reach the same point
    /// (those `ends` with `true`); with none, the point is unreachable and
    /// nothing is unassigned there.
    pub(super) fn merge_unassigned(&mut self, ends: Vec<(Unassigned, bool)>) {
        let mut merged = Unassigned::default();
        for (state, reaches) in ends {
            if reaches {
                merged.extend(state);
            }
        }
        self.unassigned = merged;
    }
}

/// Whether control leaves `block` only at its end or by a `break` that is
/// its last statement (so its state at the end is the state every exit to
/// after the enclosing switch sees).
pub(super) fn leaves_only_at_end(block: &Block) -> bool {
    let rest = match block.stmts.split_last() {
        Some((Stmt::Break, rest)) => rest,
        _ => &block.stmts[..],
    };
    !rest.iter().any(breaks_out)
}

/// Whether a switch case's body leaves the switch (by its end or a
/// `break`) rather than only by `return`, `continue` or `discard`.
pub(super) fn leaves_switch(block: &Block) -> bool {
    crate::flow::reaches_end(block) || block.stmts.iter().any(breaks_out)
}

/// Whether a statement holds a `break` of the enclosing switch (not one of
/// a nested loop or switch).
fn breaks_out(s: &Stmt) -> bool {
    match s {
        Stmt::Break => true,
        Stmt::Block(b) => b.stmts.iter().any(breaks_out),
        Stmt::If {
            then, otherwise, ..
        } => then.stmts.iter().chain(&otherwise.stmts).any(breaks_out),
        _ => false,
    }
}

/// Which global resource a local's handle holds. The IR has no resource
/// values: every use of a local resource becomes a use of the one global
/// it holds there, and the local itself leaves no trace (DXC also requires
/// each local resource to map to one global). An assignment in a branch
/// or loop that changes it makes it ambiguous after that branch or loop.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Source {
    Global(crate::ir::GlobalId),
    Ambiguous,
}

/// What a source is tracked for: a resource local (`None`) or the
/// resource member `Some(field)` of a struct local.
pub(super) type Slot = (LocalId, Option<u32>);

/// Which global each resource local (or resource member of a struct
/// local) holds at a point.
pub(super) type SourceMap = hlsl_base::FxHashMap<Slot, Source>;

/// Per function: the sources of its resource locals, how many loops
/// enclose each one's declaration, and the ambiguous ones reported.
#[derive(Clone, Debug, Default)]
pub(super) struct Sources {
    pub(super) current: SourceMap,
    pub(super) declared_in_loops: hlsl_base::FxHashMap<LocalId, u32>,
    pub(super) reported: FxHashSet<LocalId>,
    /// `inout` struct parameters with resource members: their callers
    /// keep what the members held, so the function may not change them
    /// (`resource_structs.rs`).
    pub(super) inout_structs: FxHashSet<LocalId>,
    /// How many arms of `if`s with a constant condition that does not
    /// take them enclose the statement being checked: what they return
    /// does not count.
    pub(super) dead_arms: u32,
}

impl Checker<'_> {
    pub(super) fn sources(&mut self) -> Option<&mut Sources> {
        self.fx.as_mut().map(|fx| &mut fx.resource_sources)
    }

    /// Whether `local` is a local resource variable.
    /// Patches and streams are excluded: they are parameters of the
    /// shader that receives them, not handles of globals.
    pub(super) fn is_resource_local(&self, local: LocalId) -> bool {
        let ty = self.body_ref().locals[local].ty;
        matches!(self.program.types.get(ty), TypeKind::Resource { kind, .. } if !kind.is_stage_object())
    }

    /// The source a resource value comes from (the checker has already
    /// turned local resources into their globals).
    pub(super) fn source_of(&self, value: crate::ir::ExprId) -> Source {
        match self.body_ref().exprs[value].kind {
            // Its index is read where the global is used, which for a
            // local is later than here (`resource_arrays.rs`).
            crate::ir::ExprKind::Global(g) if self.is_late_element(g) => Source::Ambiguous,
            crate::ir::ExprKind::Global(g) => Source::Global(g),
            crate::ir::ExprKind::Load(place) => self.source_of(place),
            // A call's result (`resource_returns.rs`).
            crate::ir::ExprKind::Comma { rhs, .. } => self.source_of(rhs),
            _ => Source::Ambiguous,
        }
    }

    /// A resource local declared here, holding `init` if it has one.
    pub(super) fn declare_resource_source(
        &mut self,
        local: LocalId,
        init: Option<crate::ir::ExprId>,
    ) {
        let source = init.map(|e| self.source_of(e));
        if let Some(e) = init {
            if self.dynamic_element_kept(e) {
                if let Some(s) = self.sources() {
                    s.reported.insert(local);
                }
            }
        }
        let loops = self.fx.as_ref().map_or(0, |fx| fx.loops);
        let Some(s) = self.sources() else { return };
        s.declared_in_loops.insert(local, loops);
        if let Some(source) = source {
            s.current.insert((local, None), source);
        }
    }

    /// A resource parameter: its uses are uses of a placeholder global
    /// that legalization replaces with the global each call passes
    /// (`legalize/specialize.rs`). An `out` or `inout` one would hand a
    /// handle back to the caller, which no global can stand for.
    /// A `globallycoherent` one marks its placeholder (`coherent.rs`).
    pub(super) fn declare_resource_param(
        &mut self,
        local: LocalId,
        mode: ParamMode,
        span: Span,
        coherent: bool,
    ) {
        if mode != ParamMode::In {
            let what = "an 'out' or 'inout' parameter of resource type";
            self.error(DiagCode::err_not_supported_yet, span, &[&what]);
            return;
        }
        let l = &self.body_ref().locals[local];
        let g = self.program.globals.alloc(crate::ir::Global {
            name: l.name.clone(),
            ty: l.ty,
            kind: crate::ir::GlobalKind::ResourceParam { local },
            init: None,
            span,
        });
        if coherent {
            self.mark_coherent(g);
        }
        if let Some(s) = self.sources() {
            s.declared_in_loops.insert(local, 0);
            s.current.insert((local, None), Source::Global(g));
        }
    }

    /// `local = value;` as a statement of its own. Inside a loop that the
    /// local's declaration is outside of, it may only assign the global it
    /// already holds (or its first one): another would change what uses
    /// earlier in the body see on the next iteration.
    pub(super) fn assign_resource_source(
        &mut self,
        slot: Slot,
        value: crate::ir::ExprId,
        span: Span,
    ) {
        let local = slot.0;
        let source = self.source_of(value);
        if self.dynamic_element_kept(value) {
            if let Some(s) = self.sources() {
                s.reported.insert(local);
            }
        }
        let loops = self.fx.as_ref().map_or(0, |fx| fx.loops);
        let Some(s) = self.sources() else { return };
        let outside = s.declared_in_loops.get(&local).is_some_and(|&d| d < loops);
        let before = s.current.get(&slot).copied();
        if outside && before.is_some_and(|b| b != source) {
            s.current.insert(slot, Source::Ambiguous);
            s.reported.insert(local);
            let name = match slot.1 {
                Some(field) => self.member_name(local, field),
                None => self.body_ref().locals[local].name.clone(),
            };
            self.error(DiagCode::err_resource_local_ambiguous, span, &[&name]);
            return;
        }
        s.current.insert(slot, source);
    }

    /// `b = value;` as a statement, `b` a resource local: records the
    /// global `b` now holds. False (nothing checked) for anything else.
    pub(super) fn resource_local_assignment(&mut self, e: ast::ExprId, out: &mut Block) -> bool {
        let ast::ExprKind::Assign { op: None, lhs, rhs } = &self.unit.exprs[e].kind else {
            return false;
        };
        let ast::ExprKind::Name(ident) = self.unit.exprs[*lhs].kind else {
            return false;
        };
        let local = self.fx.as_ref().and_then(|fx| {
            fx.scopes
                .iter()
                .rev()
                .find_map(|s| s.get(&ident.sym).copied())
        });
        let Some(local) = local.filter(|&l| self.is_resource_local(l)) else {
            return false;
        };
        let ty = self.body_ref().locals[local].ty;
        let value = self.check_expr(*rhs);
        let span = self.span_of(*rhs);
        let value = self.coerce(value, ty, span);
        if let Some(f) = self.fn_index() {
            self.unassigned.remove(&(f, local));
        }
        let span = self.span_of(e);
        self.assign_resource_source((local, None), value, span);
        if let Some(call) = self.resource_value_call(value) {
            out.stmts.push(Stmt::Expr(call));
        }
        true
    }

    /// The sources now (to restore or merge after a branch).
    pub(super) fn resource_sources_now(&self) -> SourceMap {
        self.fx
            .as_ref()
            .map(|fx| fx.resource_sources.current.clone())
            .unwrap_or_default()
    }

    pub(super) fn set_resource_sources(&mut self, map: SourceMap) {
        if let Some(s) = self.sources() {
            s.current = map;
        }
    }

    /// After branches: the paths that reach the point (`true`) agree on a
    /// local's global, or it is ambiguous; with none, the point is
    /// unreachable and `before` stands.
    pub(super) fn merge_resource_sources(
        &mut self,
        ends: Vec<(SourceMap, bool)>,
        before: SourceMap,
    ) {
        let reaching: Vec<SourceMap> = ends.into_iter().filter(|e| e.1).map(|e| e.0).collect();
        if reaching.is_empty() {
            self.set_resource_sources(before);
            return;
        }
        let mut merged = SourceMap::default();
        let keys: FxHashSet<Slot> = reaching.iter().flat_map(|m| m.keys().copied()).collect();
        for l in keys {
            let first = reaching[0].get(&l).copied();
            let same = reaching.iter().all(|m| m.get(&l).copied() == first);
            match (same, first) {
                (true, Some(src)) => {
                    merged.insert(l, src);
                }
                // Unassigned on every path: `use_resource_local` reports it.
                (true, None) => {}
                (false, _) => {
                    merged.insert(l, Source::Ambiguous);
                }
            }
        }
        self.set_resource_sources(merged);
    }

    /// A use of resource local `local`: the global it holds, or an error.
    pub(super) fn resource_local_value(&mut self, local: LocalId, span: Span) -> super::Typed {
        let source = self
            .fx
            .as_ref()
            .and_then(|fx| fx.resource_sources.current.get(&(local, None)).copied());
        match source {
            Some(Source::Global(g)) => {
                if self
                    .fx
                    .as_ref()
                    .is_some_and(|fx| fx.coherent_locals.contains(&local))
                {
                    self.mark_coherent(g);
                }
                let ty = self.program.globals[g].ty;
                self.typed(crate::ir::ExprKind::Global(g), ty, span)
            }
            Some(Source::Ambiguous) => {
                let first = self.sources().is_some_and(|s| s.reported.insert(local));
                if first {
                    let name = self.body_ref().locals[local].name.clone();
                    self.error(DiagCode::err_resource_local_ambiguous, span, &[&name]);
                }
                self.error_expr(span)
            }
            // Unassigned: reported by `use_resource_local`.
            None => self.error_expr(span),
        }
    }
}
