//! Drops the resource members from struct types once the checker has
//! turned every tracked `p.b` into the global it holds
//! (`check/resource_members.rs`), so that lowering and the interpreter
//! never see a resource inside a struct. Member indices and
//! constructors are rewritten to match. A read of a resource member the
//! checker did not resolve (an `inout` parameter's, a nested struct's) is
//! a located error here. Structs that a global (other than a global
//! struct of resources) or an entry point's signature holds are kept as
//! they are: lowering reports their resource members. One left with no
//! members gets a `uint` of padding.

use crate::ir::{Block, Body, Expr, ExprKind, Field, Literal, Program, Stmt};
use crate::types::{TypeId, TypeKind, Types};
use hlsl_base::{DiagCode, Diagnostic, Diagnostics, FxHashMap, FxHashSet};

pub(super) fn run(program: &mut Program, diags: &mut Diagnostics) {
    let is_resource = |program: &Program, ty: TypeId| matches!(program.types.get(ty), TypeKind::Resource { kind, .. } if !kind.is_stage_object());
    // Struct → per old member index: its new index, or `None` if dropped.
    let mut remap: FxHashMap<crate::types::StructId, Vec<Option<u32>>> = FxHashMap::default();
    for (id, s) in program.structs.iter() {
        if !s.fields.iter().any(|f| is_resource(program, f.ty)) {
            continue;
        }
        let mut next = 0;
        let map: Vec<Option<u32>> = s
            .fields
            .iter()
            .map(|f| {
                (!is_resource(program, f.ty)).then(|| {
                    next += 1;
                    next - 1
                })
            })
            .collect();
        remap.insert(id, map);
    }
    if remap.is_empty() {
        return;
    }
    let mut kept = FxHashSet::default();
    // A global struct of resources holds none itself (its members are
    // globals of their own, `check/resource_structs.rs`).
    let mut roots: Vec<TypeId> = program
        .globals
        .iter()
        .filter(|(id, _)| !program.resource_structs.contains_key(id))
        .map(|(_, g)| g.ty)
        .collect();
    for e in &program.entry_points {
        let f = &program.functions[e.function];
        roots.push(f.ret);
        roots.extend(f.params.iter().map(|p| p.ty));
    }
    while let Some(ty) = roots.pop() {
        match program.types.get(ty) {
            TypeKind::Array { elem, .. } => roots.push(*elem),
            TypeKind::Struct(s) if kept.insert(*s) => {
                roots.extend(program.structs[*s].fields.iter().map(|f| f.ty));
            }
            _ => {}
        }
    }
    remap.retain(|s, _| !kept.contains(s));
    let types = &program.types;
    let struct_of = |ty: TypeId| match types.get(ty) {
        TypeKind::Struct(s) => Some(*s),
        _ => None,
    };
    for (_, f) in program.functions.iter_mut() {
        let block = std::mem::take(&mut f.body.block);
        f.body.block = drop_untracked_stores(block, &mut f.body, &|ty, index| {
            struct_of(ty)
                .and_then(|s| remap.get(&s))
                .is_some_and(|m| m[index as usize].is_none())
        });
        let ids: Vec<_> = f.body.exprs.iter().map(|(id, _)| id).collect();
        for id in ids {
            let e = &f.body.exprs[id];
            match &e.kind {
                ExprKind::Field { base, index } => {
                    let bty = f.body.exprs[*base].ty;
                    let Some(map) = struct_of(bty).and_then(|s| remap.get(&s)) else {
                        continue;
                    };
                    match map[*index as usize] {
                        Some(new) => {
                            let base = *base;
                            f.body.exprs[id].kind = ExprKind::Field { base, index: new };
                        }
                        None => {
                            let what = "a resource member of a struct that is not a local assigned in this function";
                            diags.push(Diagnostic::new(
                                DiagCode::err_not_supported_yet,
                                e.span,
                                &[&what],
                            ));
                        }
                    }
                }
                ExprKind::Compose(parts) => {
                    let Some(map) = struct_of(e.ty).and_then(|s| remap.get(&s)) else {
                        continue;
                    };
                    let mut parts: Vec<_> = parts
                        .iter()
                        .zip(map)
                        .filter(|(_, m)| m.is_some())
                        .map(|(p, _)| *p)
                        .collect();
                    if parts.is_empty() {
                        let span = e.span;
                        parts.push(f.body.exprs.alloc(Expr {
                            kind: ExprKind::Literal(Literal::Uint(0)),
                            ty: Types::UINT,
                            span,
                        }));
                    }
                    f.body.exprs[id].kind = ExprKind::Compose(parts);
                }
                _ => {}
            }
        }
    }
    for (s, map) in remap {
        let fields = std::mem::take(&mut program.structs[s].fields);
        let span = program.structs[s].span;
        let mut kept: Vec<_> = fields
            .into_iter()
            .zip(map)
            .filter(|(_, m)| m.is_some())
            .map(|(f, _)| f)
            .collect();
        // A struct of resources only keeps a word of padding: back ends
        // have no empty structs, and its values still pass through calls.
        if kept.is_empty() {
            kept.push(Field {
                name: "_".to_string(),
                ty: Types::UINT,
                semantic: None,
                interpolation: None,
                span,
            });
        }
        program.structs[s].fields = kept;
    }
}

/// `block` without the statements that only store a global resource in a
/// member that is dropped (`a.n.t = tex;` with `a.n` a nested struct,
/// which the checker does not track): every read of such a member is an
/// error, so nothing can observe the store. The expressions the statement
/// used become the global (they stay in the arena, unused).
fn drop_untracked_stores(
    block: Block,
    body: &mut Body,
    dropped: &dyn Fn(TypeId, u32) -> bool,
) -> Block {
    let map = |b: Block, body: &mut Body| drop_untracked_stores(b, body, dropped);
    let mut stmts = Vec::with_capacity(block.stmts.len());
    for s in block.stmts {
        let s = match s {
            Stmt::Expr(e) => {
                let store = match body.exprs[e].kind {
                    ExprKind::Assign {
                        target,
                        op: None,
                        value,
                    } => match body.exprs[target].kind {
                        ExprKind::Field { base, index } if dropped(body.exprs[base].ty, index) => {
                            plain_global(body, value).map(|g| (target, g))
                        }
                        _ => None,
                    },
                    _ => None,
                };
                match store {
                    Some((target, g)) => {
                        body.exprs[target].kind = ExprKind::Global(g);
                        body.exprs[e].kind = ExprKind::Global(g);
                        body.exprs[e].ty = body.exprs[target].ty;
                        continue;
                    }
                    None => Stmt::Expr(e),
                }
            }
            Stmt::Block(b) => Stmt::Block(map(b, body)),
            Stmt::If {
                cond,
                then,
                otherwise,
            } => Stmt::If {
                cond,
                then: map(then, body),
                otherwise: map(otherwise, body),
            },
            Stmt::Loop {
                cond,
                test_first,
                body: b,
                continuing,
            } => Stmt::Loop {
                cond,
                test_first,
                body: map(b, body),
                continuing: map(continuing, body),
            },
            Stmt::Switch { selector, cases } => Stmt::Switch {
                selector,
                cases: cases
                    .into_iter()
                    .map(|mut c| {
                        c.body = map(std::mem::take(&mut c.body), body);
                        c
                    })
                    .collect(),
            },
            other => other,
        };
        stmts.push(s);
    }
    Block { stmts }
}

/// The global `e` names, through `Load`s only (no call whose effects a
/// dropped statement would lose).
fn plain_global(body: &Body, mut e: crate::ir::ExprId) -> Option<crate::ir::GlobalId> {
    loop {
        match body.exprs[e].kind {
            ExprKind::Global(g) => return Some(g),
            ExprKind::Load(p) => e = p,
            _ => return None,
        }
    }
}
