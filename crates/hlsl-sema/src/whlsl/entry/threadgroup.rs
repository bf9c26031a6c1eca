//! "Vertex and fragment entry points must transitively never refer to the
//! `threadgroup` memory space": every function such an entry point can
//! reach through the resolved call graph is searched for a type that
//! leads to `threadgroup` (a parameter, the return type, a local, any
//! expression; through struct fields and pointers). The first use in each
//! function is reported, with the chain of calls from the entry point.

use super::builtins::StageKind;
use super::contents::{find_inside, Reach};
use super::walk::{walk_stmt, Node};
use crate::whlsl::types::{AddressSpace, TyId, TyKind};
use crate::whlsl::{Checker, FuncId, FuncOrigin};
use hlsl_base::{DiagCode, Diagnostic, FxHashMap, FxHashSet, Span};
use hlsl_syntax::whlsl::ast::{Decl, StmtKind};
use std::collections::VecDeque;

pub(super) fn check_no_threadgroup(cx: &mut Checker<'_>, entries: &[(FuncId, StageKind)]) {
    let mut checked: FxHashSet<FuncId> = FxHashSet::default();
    for &(entry, stage) in entries {
        if stage == StageKind::Compute {
            continue;
        }
        // Breadth first, so each chain reported is a shortest one.
        let mut parent: FxHashMap<FuncId, (FuncId, Span)> = FxHashMap::default();
        let mut queue = VecDeque::from([entry]);
        let mut seen: FxHashSet<FuncId> = FxHashSet::from_iter([entry]);
        while let Some(f) = queue.pop_front() {
            if checked.insert(f) {
                if let Some((span, ty)) = first_use(cx, f) {
                    report(cx, entry, stage, f, span, ty, &parent);
                }
            }
            let callees = cx.out.call_graph.get(&f).cloned().unwrap_or_default();
            for (g, at) in callees {
                if seen.insert(g) {
                    parent.insert(g, (f, at));
                    queue.push_back(g);
                }
            }
        }
    }
}

fn leads_to_threadgroup(cx: &Checker<'_>, ty: TyId) -> bool {
    let pred = |k: TyKind| {
        matches!(
            k,
            TyKind::Pointer(_, AddressSpace::Threadgroup)
                | TyKind::ArrayRef(_, AddressSpace::Threadgroup)
        )
    };
    find_inside(&cx.out, ty, Reach::Everything, &pred).is_some()
}

/// The first place `f` refers to `threadgroup`, in source order.
fn first_use(cx: &Checker<'_>, f: FuncId) -> Option<(Span, TyId)> {
    let info = cx.out.func(f);
    let FuncOrigin::User(d) = info.origin else {
        return None;
    };
    let user = info.user.as_ref()?;
    if leads_to_threadgroup(cx, info.ret) {
        return Some((user.ret_span, info.ret));
    }
    for p in &user.params {
        if leads_to_threadgroup(cx, p.ty) {
            return Some((p.span, p.ty));
        }
    }
    let Decl::Func(def) = &cx.unit.decls[d] else {
        return None;
    };
    let mut found = None;
    walk_stmt(cx.unit, def.body, &mut |n| {
        if found.is_some() {
            return;
        }
        let (ty, span) = match n {
            Node::Stmt(s) => match &cx.unit.stmts[s].kind {
                StmtKind::Var(v) => match cx.out.local_types.get(s) {
                    Some(&t) => (t, v.ty.span),
                    None => return,
                },
                _ => return,
            },
            Node::Expr(e) => match cx.out.expr_types.get(e) {
                Some(t) => (t.ty, cx.unit.exprs[e].span),
                None => return,
            },
        };
        if leads_to_threadgroup(cx, ty) {
            found = Some((span, ty));
        }
    });
    found
}

fn report(
    cx: &mut Checker<'_>,
    entry: FuncId,
    stage: StageKind,
    f: FuncId,
    span: Span,
    ty: TyId,
    parent: &FxHashMap<FuncId, (FuncId, Span)>,
) {
    let shown = cx.ty_name(ty);
    let ename = cx.out.func(entry).name.clone();
    let mut d = Diagnostic::new(
        DiagCode::err_whlsl_stage_threadgroup,
        span,
        &[&stage.name(), &ename, &shown],
    );
    let mut chain = Vec::new();
    let mut at = f;
    while let Some(&(caller, call)) = parent.get(&at) {
        chain.push((caller, at, call));
        at = caller;
    }
    for (caller, callee, call) in chain.into_iter().rev() {
        let (a, b) = (
            cx.out.func(caller).name.clone(),
            cx.out.func(callee).name.clone(),
        );
        d = d.with_note(Diagnostic::new(
            DiagCode::note_whlsl_calls_here,
            call,
            &[&a, &b],
        ));
    }
    cx.diags.push(d);
}
