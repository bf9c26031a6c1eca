//! Structs that hold resources, passed between functions and declared
//! at global scope. Like a resource local (`resource_locals.rs`), each
//! resource member of a struct value stands for one global; this module
//! carries that knowledge across calls so that legalization
//! (`legalize/specialize.rs`) can specialize per member:
//!
//! * A struct parameter (`in` or `inout`, `this` included) gets one
//!   hidden resource parameter per resource member, after the written
//!   ones (`p.t`), whose placeholder ([`GlobalKind::ResourceParam`]) the
//!   member's uses name; each call passes the globals its argument's
//!   members hold as hidden arguments. An `inout` one hands its members
//!   back unchanged: the function may not assign them (its caller keeps
//!   what they held).
//! * A call of a function that returns such a struct gets one
//!   [`GlobalKind::ResourceReturn`] placeholder per member
//!   ([`crate::ir::Body::member_results`]); each `return` records the
//!   globals its value's members hold ([`crate::ir::Body::returned_members`]).
//! * A non-static global struct of resources only (`S g;`) is one hidden
//!   resource global per member (`g.t`), bound in member order as DXC
//!   binds them ([`crate::ir::Program::resource_structs`]).
//!
//! Nested structs and arrays of structs are not tracked: their resource
//! members keep the diagnostics they had.

use super::resource_locals::Source;
use super::Checker;
use crate::ir::{Arg, ExprId, ExprKind, Global, GlobalId, GlobalKind, Local, Param, ParamMode};
use crate::types::{TypeId, TypeKind};
use hlsl_base::{DiagCode, Span};

impl Checker<'_> {
    /// The resource members (other than stage objects) of struct type
    /// `ty`: (index, type), in order; empty for any other type.
    pub(super) fn struct_resource_members(&self, ty: TypeId) -> Vec<(u32, TypeId)> {
        let TypeKind::Struct(s) = self.program.types.get(ty) else {
            return Vec::new();
        };
        self.program.structs[*s]
            .fields
            .iter()
            .enumerate()
            .filter(|(_, f)| {
                matches!(self.program.types.get(f.ty), TypeKind::Resource { kind, .. } if !kind.is_stage_object())
            })
            .map(|(i, f)| (i as u32, f.ty))
            .collect()
    }

    /// What each resource member of struct value `value` holds, where
    /// known: a tracked local, a parameter, a global struct of resources,
    /// a constructor or initializer list, or a call's result.
    pub(super) fn member_sources(&self, value: ExprId) -> Vec<(u32, Source)> {
        let body = self.body_ref();
        let mut e = value;
        while let ExprKind::Load(inner) | ExprKind::Comma { rhs: inner, .. } = body.exprs[e].kind {
            e = inner;
        }
        match &body.exprs[e].kind {
            ExprKind::Local(r) => {
                let Some(fx) = self.fx.as_ref() else {
                    return Vec::new();
                };
                let mut v: Vec<(u32, Source)> = fx
                    .resource_sources
                    .current
                    .iter()
                    .filter_map(|(&(l, f), &src)| Some((f?, src)).filter(|_| l == *r))
                    .collect();
                v.sort_by_key(|m| m.0);
                v
            }
            ExprKind::Global(g) => self
                .program
                .resource_structs
                .get(g)
                .map(|m| m.iter().map(|&(i, g)| (i, Source::Global(g))).collect())
                .unwrap_or_default(),
            ExprKind::Compose(parts) => {
                let members = self.struct_resource_members(body.exprs[e].ty);
                let TypeKind::Struct(s) = self.program.types.get(body.exprs[e].ty) else {
                    return Vec::new();
                };
                if parts.len() != self.program.structs[*s].fields.len() {
                    return Vec::new();
                }
                members
                    .iter()
                    .filter_map(|&(i, _)| match self.source_of(parts[i as usize]) {
                        Source::Global(g) => Some((i, Source::Global(g))),
                        Source::Ambiguous => None,
                    })
                    .collect()
            }
            ExprKind::Call { .. } => body
                .member_results
                .iter()
                .find(|(c, _)| *c == e)
                .map(|(_, m)| m.iter().map(|&(i, g)| (i, Source::Global(g))).collect())
                .unwrap_or_default(),
            _ => Vec::new(),
        }
    }

    /// After a function's written parameters: a hidden resource parameter
    /// for each resource member of each `in` struct parameter (`this`
    /// included), whose uses are a placeholder's.
    pub(super) fn hidden_resource_params(&mut self, params: &mut Vec<Param>) {
        let mut hidden = Vec::new();
        for p in params.iter() {
            if p.mode == ParamMode::Out {
                continue;
            }
            if p.mode == ParamMode::InOut && !self.struct_resource_members(p.ty).is_empty() {
                if let Some(s) = self.sources() {
                    s.inout_structs.insert(p.local);
                }
            }
            for (i, ty) in self.struct_resource_members(p.ty) {
                let TypeKind::Struct(s) = self.program.types.get(p.ty) else {
                    continue;
                };
                let field = &self.program.structs[*s].fields[i as usize].name;
                let name = format!("{}.{field}", p.name);
                let local = self.body().locals.alloc(Local {
                    name: name.clone(),
                    ty,
                    span: p.span,
                });
                let g = self.program.globals.alloc(Global {
                    name: name.clone(),
                    ty,
                    kind: GlobalKind::ResourceParam { local },
                    init: None,
                    span: p.span,
                });
                if let Some(s) = self.sources() {
                    s.declared_in_loops.insert(p.local, 0);
                    s.current.insert((p.local, Some(i)), Source::Global(g));
                }
                hidden.push(Param {
                    name,
                    ty,
                    mode: ParamMode::In,
                    semantic: None,
                    interpolation: None,
                    local,
                    span: p.span,
                });
            }
        }
        params.extend(hidden);
    }

    /// The hidden arguments of a call (see [`Self::hidden_resource_params`]):
    /// for each `in` struct parameter, the globals its argument's resource
    /// members hold. `None` after reporting a member nobody can tell.
    pub(super) fn hidden_resource_args(&mut self, callee: usize, args: &[Arg]) -> Option<Vec<Arg>> {
        let params = self.funcs[callee].params.clone();
        let this = usize::from(self.funcs[callee].this.is_some());
        let mut hidden = Vec::new();
        let mut ok = true;
        for (k, (&(pty, mode), arg)) in params.iter().zip(args).enumerate() {
            let a = match *arg {
                Arg::In(a) => a,
                Arg::Out { place, .. } if mode == ParamMode::InOut => place,
                Arg::Out { .. } => continue,
            };
            let members = self.struct_resource_members(pty);
            if members.is_empty() {
                continue;
            }
            let sources = self.member_sources(a);
            for (i, ty) in members {
                let found = sources.iter().find(|m| m.0 == i).map(|m| m.1);
                match found {
                    Some(Source::Global(g)) => {
                        let aspan = self.body_ref().exprs[a].span;
                        let e = self.typed(ExprKind::Global(g), ty, aspan);
                        hidden.push(Arg::In(e.id));
                    }
                    _ => {
                        ok = false;
                        let pname = if this == 1 && k == 0 {
                            "this".to_string()
                        } else {
                            self.funcs[callee]
                                .param_names
                                .get(k - this)
                                .cloned()
                                .unwrap_or_default()
                        };
                        let TypeKind::Struct(s) = self.program.types.get(pty) else {
                            continue;
                        };
                        let field = self.program.structs[*s].fields[i as usize].name.clone();
                        let aspan = self.body_ref().exprs[a].span;
                        self.error(
                            DiagCode::err_resource_arg_ambiguous,
                            aspan,
                            &[&format!("{pname}.{field}")],
                        );
                    }
                }
            }
        }
        ok.then_some(hidden)
    }

    /// A call of a function that returns a struct with resource members:
    /// a placeholder per member for what the callee returns there.
    pub(super) fn struct_call_result(&mut self, call: ExprId, ty: TypeId, span: Span) {
        let members = self.struct_resource_members(ty);
        if members.is_empty() || self.fx.is_none() {
            return;
        }
        let placeholders: Vec<(u32, GlobalId)> = members
            .into_iter()
            .map(|(i, mty)| {
                let g = self.program.globals.alloc(Global {
                    name: "the returned resource".to_string(),
                    ty: mty,
                    kind: GlobalKind::ResourceReturn,
                    init: None,
                    span,
                });
                (i, g)
            })
            .collect();
        self.body().member_results.push((call, placeholders));
    }

    /// `return value;` in a function that returns a struct with resource
    /// members: what each member holds.
    pub(super) fn record_returned_members(&mut self, value: ExprId, ret: TypeId) {
        let members = self.struct_resource_members(ret);
        let dead = self
            .fx
            .as_ref()
            .is_some_and(|fx| fx.resource_sources.dead_arms > 0);
        if members.is_empty() || dead {
            return;
        }
        let sources = self.member_sources(value);
        let given = members
            .iter()
            .map(|&(i, _)| {
                let g = sources.iter().find(|m| m.0 == i).and_then(|m| match m.1 {
                    Source::Global(g) => Some(g),
                    Source::Ambiguous => None,
                });
                (i, g)
            })
            .collect();
        self.body().returned_members.push(given);
    }

    /// A non-static global of a struct type whose members are all
    /// resources: one hidden resource global per member, declared in
    /// member order (so that automatic bindings follow it, as DXC's do).
    pub(super) fn declare_resource_struct(&mut self, g: GlobalId) {
        let global = &self.program.globals[g];
        let (ty, name, span) = (global.ty, global.name.clone(), global.span);
        let members = self.struct_resource_members(ty);
        let TypeKind::Struct(s) = self.program.types.get(ty) else {
            return;
        };
        let fields = self.program.structs[*s].fields.clone();
        if members.is_empty() || members.len() != fields.len() {
            return;
        }
        let mut hidden = Vec::new();
        for (i, mty) in members {
            let Some((class, range)) = self.resource_class_of(mty) else {
                return;
            };
            let binding = Self::binding_from(&[], class, range);
            let m = self.program.globals.alloc(Global {
                name: format!("{name}.{}", fields[i as usize].name),
                ty: mty,
                kind: GlobalKind::Resource(binding),
                init: None,
                span,
            });
            self.declare_buffer_view(m);
            hidden.push((i, m));
        }
        self.program.resource_structs.insert(g, hidden);
    }

    /// `g.t`, `g` a global struct of resources: the member's global.
    pub(super) fn resource_struct_member(&self, base: ExprId, index: u32) -> Option<GlobalId> {
        let body = self.body_ref();
        let inner = match body.exprs[base].kind {
            ExprKind::Load(inner) => inner,
            _ => base,
        };
        let ExprKind::Global(g) = body.exprs[inner].kind else {
            return None;
        };
        let members = self.program.resource_structs.get(&g)?;
        members.iter().find(|m| m.0 == index).map(|m| m.1)
    }
}

impl Checker<'_> {
    /// Whether `ty` is a struct whose members are all resources (other
    /// than stage objects), at least one.
    pub(super) fn is_resource_struct(&self, ty: TypeId) -> bool {
        let TypeKind::Struct(s) = self.program.types.get(ty) else {
            return false;
        };
        let n = self.program.structs[*s].fields.len();
        n > 0 && self.struct_resource_members(ty).len() == n
    }
}

impl Checker<'_> {
    /// Whether `local` is an `inout` struct parameter with resource
    /// members; if so, reports that assigning them (at `span`) is not
    /// supported.
    pub(super) fn assigns_inout_struct(&mut self, local: crate::ir::LocalId, span: Span) -> bool {
        let inout = self
            .fx
            .as_ref()
            .is_some_and(|fx| fx.resource_sources.inout_structs.contains(&local));
        if inout {
            let what = "assigning a resource member of an 'inout' parameter";
            self.error(DiagCode::err_not_supported_yet, span, &[&what]);
        }
        inout
    }
}
