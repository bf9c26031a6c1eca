//! Specializes functions with resource parameters.
//!
//! The checker makes each resource parameter a placeholder global
//! ([`GlobalKind::ResourceParam`]) that stands for whatever the caller
//! passes. Here every call of such a function is resolved: each resource
//! argument must name a global (the checker already resolved resource
//! locals and constant-index array elements to theirs), and the call goes
//! to a copy of the callee with the placeholders replaced by those globals
//! and the resource parameters removed; copies are shared by calls that
//! pass the same globals. Callers are rewritten before their copies are
//! made, so a resource passed down several levels resolves at each one.
//! A function with resource parameters that nothing calls is dropped: it
//! has no meaning of its own (DXC drops it too).
//!
//! A function that returns a resource must return one global on every
//! path (once specialized): its calls' placeholders
//! ([`GlobalKind::ResourceReturn`]) become that global, and the copy
//! returns nothing.

use super::global_of;
use crate::ir::{
    Arg, Block, Body, ExprId, ExprKind, Function, FunctionId, GlobalId, GlobalKind, LocalId,
    Program, Stmt,
};
use crate::types::{TypeKind, Types};
use hlsl_base::{Arena, DiagCode, Diagnostic, Diagnostics, FxHashMap};

pub(super) fn run(program: &mut Program, diags: &mut Diagnostics) {
    let old = std::mem::take(&mut program.functions);
    let mut s = Specializer {
        program,
        diags,
        resource_params: old.iter().map(|_| Vec::new()).collect(),
        old: &old,
        new: Arena::new(),
        remap: vec![None; old.len()],
        copies: FxHashMap::default(),
        returns: FxHashMap::default(),
        member_returns: FxHashMap::default(),
    };
    for (id, f) in old.iter() {
        s.resource_params[raw(id)] = s.find_resource_params(f);
    }
    for (id, f) in old.iter() {
        if !s.resource_params[raw(id)].is_empty() {
            continue;
        }
        let f = s.rewrite(f.clone(), &FxHashMap::default());
        s.remap[raw(id)] = Some(s.add(f));
    }
    let Specializer { new, remap, .. } = s;
    program.functions = new;
    program
        .entry_points
        .retain_mut(|e| match remap[raw(e.function)] {
            Some(id) => {
                e.function = id;
                true
            }
            None => false,
        });
}

fn raw(id: FunctionId) -> usize {
    u32::from(id.into_raw()) as usize
}

struct Specializer<'a> {
    program: &'a mut Program,
    diags: &'a mut Diagnostics,
    old: &'a Arena<Function>,
    /// Per old function: its resource parameters (index in `params`, and
    /// the placeholder its body uses, if it uses the parameter at all).
    resource_params: Vec<Vec<(usize, Option<GlobalId>)>>,
    new: Arena<Function>,
    /// Old function → its one copy, for functions without resource
    /// parameters.
    remap: Vec<Option<FunctionId>>,
    /// (old function, the globals passed) → its specialized copy.
    copies: FxHashMap<(FunctionId, Vec<GlobalId>), FunctionId>,
    /// New function → the global it returns, for those that return a
    /// resource (and now return nothing).
    returns: FxHashMap<FunctionId, GlobalId>,
    /// New function → per resource member index, the global it returns
    /// there, for those that return a struct with resource members.
    member_returns: FxHashMap<FunctionId, Vec<(u32, GlobalId)>>,
}

impl Specializer<'_> {
    fn find_resource_params(&self, f: &Function) -> Vec<(usize, Option<GlobalId>)> {
        let is_param_of = |g: GlobalId, local: LocalId| matches!(self.program.globals[g].kind, GlobalKind::ResourceParam { local: l } if l == local);
        // Named by an expression, or only returned as a struct member.
        let placeholder = |local: LocalId| {
            let named = f.body.exprs.iter().find_map(|(_, e)| match e.kind {
                ExprKind::Global(g) if is_param_of(g, local) => Some(g),
                _ => None,
            });
            named.or_else(|| {
                f.body
                    .returned_members
                    .iter()
                    .flatten()
                    .find_map(|&(_, g)| g.filter(|&g| is_param_of(g, local)))
            })
        };
        f.params
            .iter()
            .enumerate()
            .filter(|(_, p)| self.is_resource_param(p.ty))
            .map(|(i, p)| (i, placeholder(p.local)))
            .collect()
    }

    /// Resource types other than the stage objects (patches and streams
    /// are parameters of the shader itself).
    fn is_resource_param(&self, ty: crate::types::TypeId) -> bool {
        matches!(self.program.types.get(ty), TypeKind::Resource { kind, .. } if !kind.is_stage_object())
    }

    /// `f` with the placeholders of `subst` replaced and every call of a
    /// function with resource parameters sent to its specialized copy.
    fn rewrite(&mut self, mut f: Function, subst: &FxHashMap<GlobalId, GlobalId>) -> Function {
        substitute(&mut f.body, subst);
        // Call → the placeholder of the resource it returns.
        let results: FxHashMap<ExprId, GlobalId> = f
            .body
            .exprs
            .iter()
            .filter_map(|(_, e)| match e.kind {
                ExprKind::Comma { lhs, rhs } => match f.body.exprs[rhs].kind {
                    ExprKind::Global(g)
                        if matches!(self.program.globals[g].kind, GlobalKind::ResourceReturn) =>
                    {
                        Some((lhs, g))
                    }
                    _ => None,
                },
                _ => None,
            })
            .collect();
        let mut resolved: FxHashMap<GlobalId, GlobalId> = FxHashMap::default();
        let calls: Vec<_> = f
            .body
            .exprs
            .iter()
            .filter_map(|(id, e)| match &e.kind {
                ExprKind::Call { function, args } => Some((id, *function, args.clone())),
                _ => None,
            })
            .collect();
        for (id, callee, args) in calls {
            let params = self.resource_params[raw(callee)].clone();
            if params.is_empty() {
                // Callees come first, so they are already copied.
                if let Some(target) = self.remap[raw(callee)] {
                    if let ExprKind::Call { function, .. } = &mut f.body.exprs[id].kind {
                        *function = target;
                    }
                    self.resolve_result(&mut f.body, id, target, &results, &mut resolved);
                }
                continue;
            }
            let mut globals = Vec::new();
            let mut ok = true;
            for &(i, _) in &params {
                let given = match args.get(i) {
                    Some(Arg::In(a)) => global_of(&f.body, *a)
                        .map(|g| resolved.get(&g).copied().unwrap_or(g))
                        .filter(|&g| !self.is_placeholder(g)),
                    _ => None,
                };
                match given {
                    Some(g) => globals.push(g),
                    None => {
                        ok = false;
                        let span = match args.get(i) {
                            Some(Arg::In(a) | Arg::Out { place: a, .. }) => f.body.exprs[*a].span,
                            None => f.body.exprs[id].span,
                        };
                        let name = &self.old[callee].params[i].name;
                        self.diags.push(Diagnostic::new(
                            DiagCode::err_resource_arg_ambiguous,
                            span,
                            &[name],
                        ));
                    }
                }
            }
            if !ok {
                continue;
            }
            let copy = self.specialize(callee, &params, globals);
            // A resource argument that is a call's result leaves the
            // call behind, run before the call it was passed to.
            let hoisted: Vec<ExprId> = params
                .iter()
                .filter_map(|&(i, _)| match args.get(i) {
                    Some(Arg::In(a)) => match f.body.exprs[*a].kind {
                        ExprKind::Comma { lhs, .. } => Some(lhs),
                        _ => None,
                    },
                    _ => None,
                })
                .collect();
            if let ExprKind::Call { function, args } = &mut f.body.exprs[id].kind {
                *function = copy;
                let mut i = 0;
                args.retain(|_| {
                    let keep = !params.iter().any(|&(p, _)| p == i);
                    i += 1;
                    keep
                });
            }
            self.resolve_result(&mut f.body, id, copy, &results, &mut resolved);
            for lhs in hoisted.into_iter().rev() {
                let e = &f.body.exprs[id];
                let call = e.clone();
                let moved = f.body.exprs.alloc(call);
                f.body.exprs[id].kind = ExprKind::Comma { lhs, rhs: moved };
            }
        }
        if !resolved.is_empty() {
            substitute(&mut f.body, &resolved);
        }
        f
    }

    /// After call `id` went to `target`: if `target` returns a resource,
    /// the call's placeholder is that global and the call has no value.
    fn resolve_result(
        &self,
        body: &mut Body,
        id: ExprId,
        target: FunctionId,
        results: &FxHashMap<ExprId, GlobalId>,
        resolved: &mut FxHashMap<GlobalId, GlobalId>,
    ) {
        if let Some(members) = self.member_returns.get(&target) {
            let placeholders = body.member_results.iter().find(|(c, _)| *c == id);
            for (i, ph) in placeholders.map(|p| p.1.as_slice()).unwrap_or_default() {
                if let Some(&(_, g)) = members.iter().find(|m| m.0 == *i) {
                    resolved.insert(*ph, g);
                }
            }
        }
        let Some(&g) = self.returns.get(&target) else {
            return;
        };
        body.exprs[id].ty = Types::VOID;
        if let Some(&ph) = results.get(&id) {
            resolved.insert(ph, g);
        }
    }

    /// The copy of `callee` for these globals (one per resource parameter,
    /// in order), made on first use.
    fn specialize(
        &mut self,
        callee: FunctionId,
        params: &[(usize, Option<GlobalId>)],
        globals: Vec<GlobalId>,
    ) -> FunctionId {
        let key = (callee, globals);
        if let Some(&id) = self.copies.get(&key) {
            return id;
        }
        let subst: FxHashMap<GlobalId, GlobalId> = params
            .iter()
            .zip(&key.1)
            .filter_map(|(&(_, ph), &g)| Some((ph?, g)))
            .collect();
        // A `globallycoherent` parameter makes what it is passed coherent.
        for (ph, g) in &subst {
            if self.program.globally_coherent.contains(ph) {
                self.program.globally_coherent.insert(*g);
            }
        }
        let mut f = self.rewrite(self.old[callee].clone(), &subst);
        let mut i = 0;
        f.params.retain(|_| {
            let keep = !params.iter().any(|&(p, _)| p == i);
            i += 1;
            keep
        });
        let id = self.add(f);
        self.copies.insert(key, id);
        id
    }

    /// Adds a rewritten function; one that returns a resource is resolved
    /// to the global it returns and made to return nothing.
    fn add(&mut self, mut f: Function) -> FunctionId {
        if !f.body.returned_members.is_empty() || self.holds_resources(f.ret) {
            return self.add_member_returns(f);
        }
        if !self.is_resource_param(f.ret) {
            return self.new.alloc(f);
        }
        let mut values = Vec::new();
        returned(&f.body, &f.body.block, &mut values);
        let globals: Vec<Option<GlobalId>> = values
            .iter()
            .map(|&e| global_of(&f.body, e).filter(|&g| !self.is_placeholder(g)))
            .collect();
        let one = match globals.first() {
            Some(&Some(g)) if globals.iter().all(|&x| x == Some(g)) => Some(g),
            _ => None,
        };
        let Some(g) = one else {
            self.diags.push(Diagnostic::new(
                DiagCode::err_resource_return_ambiguous,
                f.span,
                &[&f.name],
            ));
            return self.new.alloc(f);
        };
        f.ret = Types::VOID;
        let body = &mut f.body;
        let block = std::mem::take(&mut body.block);
        body.block = drop_return_values(block, body);
        let id = self.new.alloc(f);
        self.returns.insert(id, g);
        id
    }

    /// Adds a rewritten function that returns a struct with resource
    /// members: each member must be one global on every `return`.
    fn add_member_returns(&mut self, f: Function) -> FunctionId {
        // No `return` the checker counted (all in arms a constant
        // condition skips): nothing to tell.
        let mut members: Vec<(u32, Option<GlobalId>)> = match f.body.returned_members.first() {
            Some(first) => first.clone(),
            None => vec![(0, None)],
        };
        for ret in &f.body.returned_members {
            for (m, &(_, g)) in members.iter_mut().zip(ret) {
                if m.1 != g {
                    m.1 = None;
                }
            }
        }
        let known: Option<Vec<(u32, GlobalId)>> = members
            .iter()
            .map(|&(i, g)| Some((i, g.filter(|&g| !self.is_placeholder(g))?)))
            .collect();
        let Some(known) = known else {
            self.diags.push(Diagnostic::new(
                DiagCode::err_resource_return_ambiguous,
                f.span,
                &[&f.name],
            ));
            return self.new.alloc(f);
        };
        let id = self.new.alloc(f);
        self.member_returns.insert(id, known);
        id
    }

    /// Whether `ty` is a struct with resource members.
    fn holds_resources(&self, ty: crate::types::TypeId) -> bool {
        match self.program.types.get(ty) {
            TypeKind::Struct(s) => self.program.structs[*s]
                .fields
                .iter()
                .any(|f| self.is_resource_param(f.ty)),
            _ => false,
        }
    }

    fn is_placeholder(&self, g: GlobalId) -> bool {
        matches!(
            self.program.globals[g].kind,
            GlobalKind::ResourceParam { .. } | GlobalKind::ResourceReturn
        )
    }
}

/// Replaces the globals of `subst` wherever the body names them.
fn substitute(body: &mut Body, subst: &FxHashMap<GlobalId, GlobalId>) {
    let swap = |g: &mut GlobalId| {
        if let Some(&to) = subst.get(g) {
            *g = to;
        }
    };
    for ret in &mut body.returned_members {
        ret.iter_mut().filter_map(|m| m.1.as_mut()).for_each(swap);
    }
    for (_, e) in body.exprs.iter_mut() {
        match &mut e.kind {
            ExprKind::Global(g) => swap(g),
            ExprKind::ResourceOp {
                resource, sampler, ..
            } => {
                swap(resource);
                if let Some(s) = sampler {
                    swap(s);
                }
            }
            _ => {}
        }
    }
}

/// The values of the `return` statements in `block` (not those in the
/// arm of an `if` whose condition the checker folded to a constant that
/// does not take it).
fn returned(body: &Body, block: &Block, out: &mut Vec<ExprId>) {
    let returned = |b: &Block, out: &mut Vec<ExprId>| returned(body, b, out);
    for s in &block.stmts {
        match s {
            Stmt::Return(Some(e)) => out.push(*e),
            Stmt::Block(b) => returned(b, out),
            Stmt::If {
                cond,
                then,
                otherwise,
            } => {
                let known = match body.exprs[*cond].kind {
                    ExprKind::Literal(crate::ir::Literal::Bool(b)) => Some(b),
                    _ => None,
                };
                if known != Some(false) {
                    returned(then, out);
                }
                if known != Some(true) {
                    returned(otherwise, out);
                }
            }
            Stmt::Loop {
                body: b,
                continuing,
                ..
            } => {
                returned(b, out);
                returned(continuing, out);
            }
            Stmt::Switch { cases, .. } => cases.iter().for_each(|c| returned(&c.body, out)),
            _ => {}
        }
    }
}

/// `block` with each `return value;` made `return;`, after the call the
/// value carries, if any (a resource value has no other effects).
fn drop_return_values(block: Block, body: &Body) -> Block {
    let map = |b: Block| drop_return_values(b, body);
    let stmts = block
        .stmts
        .into_iter()
        .map(|s| match s {
            Stmt::Return(Some(e)) => match body.exprs[e].kind {
                ExprKind::Comma { lhs, .. } => Stmt::Block(Block {
                    stmts: vec![Stmt::Expr(lhs), Stmt::Return(None)],
                }),
                _ => Stmt::Return(None),
            },
            Stmt::Block(b) => Stmt::Block(map(b)),
            Stmt::If {
                cond,
                then,
                otherwise,
            } => Stmt::If {
                cond,
                then: map(then),
                otherwise: map(otherwise),
            },
            Stmt::Loop {
                cond,
                test_first,
                body: b,
                continuing,
            } => Stmt::Loop {
                cond,
                test_first,
                body: map(b),
                continuing: map(continuing),
            },
            Stmt::Switch { selector, cases } => Stmt::Switch {
                selector,
                cases: cases
                    .into_iter()
                    .map(|mut c| {
                        c.body = map(std::mem::take(&mut c.body));
                        c
                    })
                    .collect(),
            },
            other => other,
        })
        .collect();
    Block { stmts }
}
