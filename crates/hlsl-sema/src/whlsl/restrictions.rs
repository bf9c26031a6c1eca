//! The standard library's restrictions on samplers, textures and pointers
//! ("Standard library": Samplers, Textures, Pointers), on every type the
//! program writes (struct fields, parameters, return types, locals) and on
//! the statements that would create or change one:
//!
//! * samplers live in `constant`, textures in `constant` or `device`, and a
//!   texture in `constant` is never modified (no `RW` texture there);
//! * samplers and textures are never constructed (no local holds one, no
//!   cast operator makes one) nor assigned, and `?:` does not produce
//!   them (they are references);
//! * arrays hold no sampler, texture, pointer or array reference;
//! * `device`, `constant` and `threadgroup` pointers and array references
//!   point to nothing that holds pointers or array references;
//! * a function returning a sampler or texture has one return point
//!   (pointers and array references: the core checker's
//!   `err_whlsl_pointer_return_branch`);
//! * pointers are initialized when declared and never reassigned, also
//!   inside structs (a bare pointer variable: the core checker's
//!   `err_whlsl_pointer_uninitialized` and `err_whlsl_assign_pointer`).

use super::entry::contents::{find_inside, is_opaque, is_reference, Reach};
use super::entry::walk::{walk_stmt, Node};
use super::types::{space_name, AddressSpace, TyId, TyKind};
use super::Checker;
use hlsl_base::{DiagCode, Diagnostic, Span};
use hlsl_syntax::whlsl::ast::{Decl, ExprId, ExprKind, FuncName, StmtKind, UnaryOp};

pub(super) fn check_library_types(cx: &mut Checker<'_>) {
    check_fields(cx);
    check_typedefs(cx);
    let funcs: Vec<(usize, usize)> = cx
        .out
        .user_funcs()
        .map(|(id, _, d)| (id.0 as usize, d))
        .collect();
    for (i, d) in funcs {
        check_function(cx, i, d);
    }
}

fn check_fields(cx: &mut Checker<'_>) {
    for s in 0..cx.out.structs.len() {
        let decl = cx.out.structs[s].decl;
        let Decl::Struct(def) = &cx.unit.decls[decl] else {
            continue;
        };
        let fields = cx.out.structs[s].fields.clone();
        for f in fields {
            let span = def
                .fields
                .iter()
                .find(|a| a.name.sym == f.name)
                .map_or(f.span, |a| a.ty.span);
            check_type(cx, f.ty, span);
        }
    }
}

/// A typedef's definition is judged where it is written, so a bad type
/// behind a typedef that nothing uses is still rejected; a use of it is
/// reported again where the use puts it (a field, a parameter, a local).
fn check_typedefs(cx: &mut Checker<'_>) {
    for d in 0..cx.unit.decls.len() {
        let Decl::Typedef(def) = &cx.unit.decls[d] else {
            continue;
        };
        let (name, span) = (def.name.sym, def.ty.span);
        if let Some(&ty) = cx.out.typedefs.get(&name) {
            check_type(cx, ty, span);
        }
    }
}

fn check_function(cx: &mut Checker<'_>, i: usize, d: usize) {
    let info = &cx.out.funcs[i];
    let user = info.user.clone().expect("user function");
    let ret = info.ret;
    let Decl::Func(def) = &cx.unit.decls[d] else {
        return;
    };
    if !check_type(cx, ret, user.ret_span) && matches!(def.name, FuncName::Cast) {
        if let Some(t) = find_inside(&cx.out, ret, Reach::ByValue, &is_opaque) {
            let shown = cx.ty_name(t);
            cx.error(
                DiagCode::err_whlsl_opaque_constructor,
                user.ret_span,
                &[&shown],
            );
        }
    }
    for p in &user.params {
        check_type(cx, p.ty, p.span);
    }
    check_body(cx, def.body);
    if is_opaque(cx.kind(ret)) {
        check_one_return(cx, ret, def.body);
    }
}

/// The rules on a written type; whether one was reported.
fn check_type(cx: &mut Checker<'_>, ty: TyId, span: Span) -> bool {
    let Some((code, args)) = type_violation(cx, ty) else {
        return false;
    };
    let args: Vec<&dyn std::fmt::Display> = args.iter().map(|a| a as _).collect();
    cx.error(code, span, &args);
    true
}

/// The first rule `ty` breaks, outermost first; structs are judged where
/// they are declared, so the search stops at them.
fn type_violation(cx: &Checker<'_>, ty: TyId) -> Option<(DiagCode, Vec<String>)> {
    let shown = |t: TyId| cx.ty_name(t);
    match cx.kind(ty) {
        TyKind::Pointer(elem, space) | TyKind::ArrayRef(elem, space) => {
            let misplaced = |k: TyKind| match k {
                TyKind::Sampler => space != AddressSpace::Constant,
                TyKind::Texture(kind, _) => match space {
                    AddressSpace::Constant => kind.is_writable(),
                    AddressSpace::Device => false,
                    _ => true,
                },
                _ => false,
            };
            if let Some(bad) = find_inside(&cx.out, elem, Reach::ByValue, &misplaced) {
                let code = match (cx.kind(bad), space) {
                    (TyKind::Sampler, _) => DiagCode::err_whlsl_sampler_space,
                    (_, AddressSpace::Constant) => {
                        return Some((
                            DiagCode::err_whlsl_texture_constant_writable,
                            vec![shown(ty)],
                        ))
                    }
                    _ => DiagCode::err_whlsl_texture_space,
                };
                return Some((code, vec![space_name(space).into(), shown(ty)]));
            }
            if space != AddressSpace::Thread {
                if let Some(r) = find_inside(&cx.out, elem, Reach::ByValue, &is_reference) {
                    return Some((
                        DiagCode::err_whlsl_reference_to_references,
                        vec![space_name(space).into(), shown(ty), shown(r)],
                    ));
                }
            }
            type_violation(cx, elem)
        }
        TyKind::Array(elem, _) => {
            let bad = |k: TyKind| is_opaque(k) || is_reference(k);
            if let Some(b) = find_inside(&cx.out, elem, Reach::ByValue, &bad) {
                return Some((
                    DiagCode::err_whlsl_array_contents,
                    vec![shown(ty), shown(b)],
                ));
            }
            type_violation(cx, elem)
        }
        _ => None,
    }
}

/// Locals and assignments.
fn check_body(cx: &mut Checker<'_>, body: hlsl_syntax::whlsl::ast::StmtId) {
    let mut nodes = Vec::new();
    walk_stmt(cx.unit, body, &mut |n| nodes.push(n));
    for n in nodes {
        match n {
            Node::Stmt(s) => {
                let StmtKind::Var(v) = &cx.unit.stmts[s].kind else {
                    continue;
                };
                let Some(&ty) = cx.out.local_types.get(s) else {
                    continue;
                };
                let (span, uninit) = (v.ty.span, v.init.is_none());
                check_local(cx, ty, span, uninit);
            }
            Node::Expr(e) => {
                match cx.unit.exprs[e].kind {
                    ExprKind::Ternary { .. } => check_ternary(cx, e),
                    ExprKind::Unary {
                        op: UnaryOp::AddressOf | UnaryOp::ArrayRef,
                        ..
                    } => {
                        // `&t` of a texture parameter would make a `thread`
                        // pointer no declaration may write.
                        if let Some(t) = cx.out.expr_types.get(e) {
                            let span = cx.unit.exprs[e].span;
                            check_type(cx, t.ty, span);
                        }
                    }
                    _ => {}
                }
                let ExprKind::Assign { op: None, lhs, .. } = cx.unit.exprs[e].kind else {
                    continue;
                };
                let whole = cx.out.expr_types.get(e).map(|t| t.ty);
                let Some(&lt) = cx.out.expr_types.get(lhs) else {
                    continue;
                };
                if whole.is_none_or(|t| cx.out.types.is_error(t)) {
                    continue;
                }
                let span = cx.unit.exprs[lhs].span;
                check_assignment(cx, lt.ty, span);
            }
        }
    }
}

/// "Ternary expressions must not return references": samplers and
/// textures are references (pointers: the core checker's
/// `err_whlsl_ternary_pointer`).
fn check_ternary(cx: &mut Checker<'_>, e: ExprId) {
    let Some(t) = cx.out.expr_types.get(e) else {
        return;
    };
    if find_inside(&cx.out, t.ty, Reach::ByValue, &is_opaque).is_some() {
        let (shown, span) = (cx.ty_name(t.ty), cx.unit.exprs[e].span);
        cx.error(DiagCode::err_whlsl_ternary_opaque, span, &[&shown]);
    }
}

fn check_local(cx: &mut Checker<'_>, ty: TyId, span: Span, uninit: bool) {
    if check_type(cx, ty, span) {
        return;
    }
    if find_inside(&cx.out, ty, Reach::ByValue, &is_opaque).is_some() {
        let shown = cx.ty_name(ty);
        cx.error(DiagCode::err_whlsl_opaque_variable, span, &[&shown]);
        return;
    }
    // A bare pointer is the core checker's rule.
    if uninit && !is_reference(cx.kind(ty)) {
        if let Some(r) = find_inside(&cx.out, ty, Reach::ByValue, &is_reference) {
            let (t, r) = (cx.ty_name(ty), cx.ty_name(r));
            cx.error(
                DiagCode::err_whlsl_pointer_field_uninitialized,
                span,
                &[&t, &r],
            );
        }
    }
}

fn check_assignment(cx: &mut Checker<'_>, ty: TyId, span: Span) {
    if find_inside(&cx.out, ty, Reach::ByValue, &is_opaque).is_some() {
        let shown = cx.ty_name(ty);
        cx.error(DiagCode::err_whlsl_opaque_assign, span, &[&shown]);
        return;
    }
    if !is_reference(cx.kind(ty)) {
        if let Some(r) = find_inside(&cx.out, ty, Reach::ByValue, &is_reference) {
            let (t, r) = (cx.ty_name(ty), cx.ty_name(r));
            cx.error(DiagCode::err_whlsl_assign_holds_pointer, span, &[&t, &r]);
        }
    }
}

/// "Functions that return samplers [textures] must only have one return
/// point": every `return` after the first is reported.
fn check_one_return(cx: &mut Checker<'_>, ret: TyId, body: hlsl_syntax::whlsl::ast::StmtId) {
    let mut returns = Vec::new();
    walk_stmt(cx.unit, body, &mut |n| {
        if let Node::Stmt(s) = n {
            if matches!(cx.unit.stmts[s].kind, StmtKind::Return(_)) {
                returns.push(cx.unit.stmts[s].span);
            }
        }
    });
    let shown = cx.ty_name(ret);
    for &extra in returns.iter().skip(1) {
        cx.diags.push(
            Diagnostic::new(DiagCode::err_whlsl_opaque_return_points, extra, &[&shown]).with_note(
                Diagnostic::new(DiagCode::note_whlsl_first_return, returns[0], &[]),
            ),
        );
    }
}
