//! An entry point's arguments and return value, flattened through
//! structs, and the bucket each item falls in: a built-in (by its
//! semantic, with the tables' type), a resource (`register`), a
//! stage-in/out variable (`attribute(n)`) or a specialization constant
//! (`specialized`). Each stage accepts some buckets as input and some as
//! output; interpolation qualifiers matter only on vertex stage-out and
//! fragment stage-in variables.

use super::builtins::{self, Dir, StageKind};
use super::contents::{find_inside, Reach};
use crate::whlsl::types::{space_name, AddressSpace, TyId, TyKind, Types};
use crate::whlsl::{Checker, FuncId};
use hlsl_base::{DiagCode, Diagnostic, Span, Symbol};
use hlsl_syntax::whlsl::ast::{LitKind, Literal, Qualifier, Semantic, SemanticKind, Unit};

/// One flattened argument or return value.
struct Item {
    /// `None` for a single returned value.
    name: Option<Symbol>,
    ty: TyId,
    semantic: Option<Semantic>,
    qualifiers: Vec<Qualifier>,
    span: Span,
    /// The argument or return value it was flattened from, when it is a
    /// struct field.
    origin: Option<Span>,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Bucket {
    BuiltIn,
    Resource,
    StageInOut,
    Specialization,
}

impl Bucket {
    fn describe(self) -> &'static str {
        match self {
            Bucket::BuiltIn => "a built-in variable",
            Bucket::Resource => "a resource",
            Bucket::StageInOut => "a stage-in/out variable",
            Bucket::Specialization => "a specialization constant",
        }
    }
}

/// Which buckets a stage accepts, and the words for the diagnostic.
fn accepts(stage: StageKind, dir: Dir, b: Bucket) -> (bool, &'static str) {
    use Bucket::*;
    match (stage, dir) {
        (StageKind::Vertex | StageKind::Fragment, Dir::In) => (true, ""),
        (StageKind::Vertex, Dir::Out) => (
            matches!(b, BuiltIn | StageInOut),
            "a vertex entry point returns only built-ins and stage-out variables",
        ),
        (StageKind::Fragment, Dir::Out) => (
            b == BuiltIn,
            "a fragment entry point returns only built-ins",
        ),
        // Specialization constants: see docs/whlsl-notes.md.
        (StageKind::Compute, Dir::In) => (
            b != StageInOut,
            "a compute entry point takes built-ins, resources and specialization constants",
        ),
        (StageKind::Compute, Dir::Out) => (false, "a compute entry point has no output"),
    }
}

pub(super) fn check_signature(cx: &mut Checker<'_>, id: FuncId, stage: StageKind) {
    let f = cx.out.func(id);
    let user = f.user.clone().expect("entry points are user functions");
    let (fname, ret) = (f.name.clone(), f.ret);

    let mut inputs = Vec::new();
    for p in &user.params {
        let item = Item {
            name: Some(p.name),
            ty: p.ty,
            semantic: p.semantic.clone(),
            qualifiers: p.qualifiers.clone(),
            span: p.span,
            origin: None,
        };
        flatten(cx, item, &fname, Dir::In, &mut inputs, &mut Vec::new());
    }

    let mut outputs = Vec::new();
    let ret_kind = cx.kind(ret);
    if stage == StageKind::Compute && ret != Types::VOID {
        if ret != Types::ERROR {
            let shown = cx.ty_name(ret);
            cx.error(DiagCode::err_whlsl_compute_output, user.ret_span, &[&shown]);
        }
    } else if matches!(ret_kind, TyKind::Void | TyKind::Struct(_)) {
        if let Some(sem) = &user.ret_semantic {
            let shown = cx.ty_name(ret);
            cx.error(
                DiagCode::err_whlsl_return_semantic_misplaced,
                sem.span,
                &[&fname, &shown],
            );
        }
        if ret != Types::VOID {
            let item = Item {
                name: None,
                ty: ret,
                semantic: None,
                qualifiers: Vec::new(),
                span: user.ret_span,
                origin: None,
            };
            flatten(cx, item, &fname, Dir::Out, &mut outputs, &mut Vec::new());
        }
    } else {
        outputs.push(Item {
            name: None,
            ty: ret,
            semantic: user.ret_semantic.clone(),
            qualifiers: Vec::new(),
            span: user.ret_span,
            origin: None,
        });
    }

    for (items, dir) in [(inputs, Dir::In), (outputs, Dir::Out)] {
        let items = dedup(cx, items, &fname, dir);
        for item in &items {
            check_item(cx, item, &fname, stage, dir);
        }
        if dir == Dir::Out {
            check_output_semantics_distinct(cx, &items, &fname);
        }
    }
}

/// Two outputs with one semantic would both write one built-in or one
/// stage-out variable (docs/whlsl-notes.md); inputs may repeat one.
fn check_output_semantics_distinct(cx: &mut Checker<'_>, items: &[Item], fname: &str) {
    let mut seen: Vec<(String, Span)> = Vec::new();
    for item in items {
        let Some(sem) = &item.semantic else { continue };
        let text = semantic_text(cx.unit, sem);
        match seen.iter().find(|(t, _)| *t == text) {
            Some(&(_, prev)) => {
                let d = Diagnostic::new(
                    DiagCode::err_whlsl_entry_duplicate_output,
                    sem.span,
                    &[&text, &fname],
                )
                .with_note(Diagnostic::new(
                    DiagCode::note_previous_definition,
                    prev,
                    &[],
                ));
                push_with_origin(cx, d, item.origin, fname, Dir::Out);
            }
            None => seen.push((text, sem.span)),
        }
    }
}

/// Replaces a struct-typed item by its fields, recursively; `stack` holds
/// the structs being flattened, so a (reported) cycle ends.
fn flatten(
    cx: &mut Checker<'_>,
    item: Item,
    fname: &str,
    dir: Dir,
    out: &mut Vec<Item>,
    stack: &mut Vec<TyId>,
) {
    let TyKind::Struct(s) = cx.kind(item.ty) else {
        out.push(item);
        return;
    };
    if stack.contains(&item.ty) {
        return;
    }
    if let (Some(sem), Some(name)) = (&item.semantic, item.name) {
        let (n, t) = (cx.name(name), cx.ty_name(item.ty));
        let d = Diagnostic::new(DiagCode::err_whlsl_struct_semantic, sem.span, &[&n, &t]);
        push_with_origin(cx, d, item.origin, fname, dir);
    }
    stack.push(item.ty);
    let fields = cx.out.structs[s.0 as usize].fields.clone();
    for f in fields {
        let field = Item {
            name: Some(f.name),
            ty: f.ty,
            semantic: f.semantic,
            qualifiers: f.qualifiers,
            span: f.span,
            origin: item.origin.or(Some(item.span)),
        };
        flatten(cx, field, fname, dir, out, stack);
    }
    stack.pop();
}

/// "If multiple members with the same name appear, the entire variable
/// must be identical": the first of each name is kept, an identical
/// repeat is dropped, a different one is reported.
fn dedup(cx: &mut Checker<'_>, items: Vec<Item>, fname: &str, dir: Dir) -> Vec<Item> {
    let mut kept: Vec<Item> = Vec::new();
    for item in items {
        let Some(name) = item.name else {
            kept.push(item);
            continue;
        };
        let Some(prev) = kept.iter().find(|k| k.name == Some(name)) else {
            kept.push(item);
            continue;
        };
        if !same_declaration(cx.unit, prev, &item) {
            let n = cx.name(name);
            let d = Diagnostic::new(
                DiagCode::err_whlsl_entry_duplicate_name,
                item.span,
                &[&n, &dir.place(), &fname],
            )
            .with_note(Diagnostic::new(
                DiagCode::note_previous_definition,
                prev.span,
                &[],
            ));
            push_with_origin(cx, d, item.origin, fname, dir);
        }
    }
    kept
}

fn same_declaration(unit: &Unit, a: &Item, b: &Item) -> bool {
    let quals = |i: &Item| {
        let mut q: Vec<u8> = i.qualifiers.iter().map(|&q| q as u8).collect();
        q.sort_unstable();
        q.dedup();
        q
    };
    let sem = |i: &Item| i.semantic.as_ref().map(|s| semantic_text(unit, s));
    a.ty == b.ty && quals(a) == quals(b) && sem(a) == sem(b)
}

/// A semantic as written, normalized.
pub(crate) fn semantic_text(unit: &Unit, s: &Semantic) -> String {
    match &s.kind {
        SemanticKind::BuiltIn { name, index } => match index {
            Some(l) => format!("{} {}", unit.names.resolve(name.sym), lit_text(l.kind)),
            None => unit.names.resolve(name.sym).to_string(),
        },
        SemanticKind::Attribute(l) => format!("attribute({})", lit_text(l.kind)),
        SemanticKind::Register { reg, space } => match space {
            Some(sp) => format!(
                "register({}, {})",
                unit.names.resolve(reg.sym),
                unit.names.resolve(sp.sym)
            ),
            None => format!("register({})", unit.names.resolve(reg.sym)),
        },
        SemanticKind::Specialized => "specialized".into(),
    }
}

/// An integer literal's value as written, for diagnostics.
pub(super) fn lit_text(k: LitKind) -> String {
    match k {
        LitKind::Int(Some(v)) => v.to_string(),
        LitKind::UInt(Some(v)) => v.to_string(),
        _ => "a literal too large for 64 bits".into(),
    }
}

/// Reports `d`, with a note at the argument or return value it was
/// flattened from.
fn push_with_origin(
    cx: &mut Checker<'_>,
    d: Diagnostic,
    origin: Option<Span>,
    fname: &str,
    dir: Dir,
) {
    let d = match origin {
        Some(at) => {
            let what = match dir {
                Dir::In => "argument",
                Dir::Out => "return value",
            };
            d.with_note(Diagnostic::new(
                DiagCode::note_whlsl_flattened_from,
                at,
                &[&what, &fname],
            ))
        }
        None => d,
    };
    cx.diags.push(d);
}

fn report(
    cx: &mut Checker<'_>,
    item: &Item,
    code: DiagCode,
    span: Span,
    args: &[&dyn std::fmt::Display],
    fname: &str,
    dir: Dir,
) {
    let d = Diagnostic::new(code, span, args);
    push_with_origin(cx, d, item.origin, fname, dir);
}

fn check_item(cx: &mut Checker<'_>, item: &Item, fname: &str, stage: StageKind, dir: Dir) {
    if cx.out.types.is_error(item.ty) {
        return;
    }
    let Some(sem) = &item.semantic else {
        let what = match item.name {
            Some(n) => format!("'{}'", cx.name(n)),
            None => "the return value".into(),
        };
        report(
            cx,
            item,
            DiagCode::err_whlsl_entry_missing_semantic,
            item.span,
            &[&what, &fname],
            fname,
            dir,
        );
        return;
    };
    let bucket = match &sem.kind {
        SemanticKind::BuiltIn { .. } => Bucket::BuiltIn,
        SemanticKind::Register { .. } => Bucket::Resource,
        SemanticKind::Attribute(_) => Bucket::StageInOut,
        SemanticKind::Specialized => Bucket::Specialization,
    };
    let (ok, why) = accepts(stage, dir, bucket);
    if !ok {
        report(
            cx,
            item,
            DiagCode::err_whlsl_entry_bucket,
            sem.span,
            &[&bucket.describe(), &dir.place(), &stage.name(), &why],
            fname,
            dir,
        );
        return;
    }
    let shown = cx.ty_name(item.ty);
    let kind = cx.kind(item.ty);
    match &sem.kind {
        SemanticKind::BuiltIn { name, index } => {
            let n = cx.name(name.sym);
            if let Some(lit) = index {
                check_semantic_index(cx, item, "SV_Target n", *lit, fname, dir);
            }
            match builtins::builtin_type(n, stage, dir) {
                None => {
                    let avail = builtins::available(stage, dir);
                    report(
                        cx,
                        item,
                        DiagCode::err_whlsl_builtin_unavailable,
                        sem.span,
                        &[&n, &dir.place(), &stage.name(), &avail],
                        fname,
                        dir,
                    );
                }
                Some(want) if want != kind => {
                    let want = cx.intern(want);
                    let want = cx.ty_name(want);
                    report(
                        cx,
                        item,
                        DiagCode::err_whlsl_builtin_type,
                        item.span,
                        &[&n, &want, &shown],
                        fname,
                        dir,
                    );
                }
                Some(_) => {}
            }
        }
        SemanticKind::Attribute(lit) => {
            check_semantic_index(cx, item, "attribute(n)", *lit, fname, dir);
            if !matches!(
                kind,
                TyKind::Scalar(_) | TyKind::Vector(..) | TyKind::Matrix(..)
            ) {
                let t = semantic_text(cx.unit, sem);
                report(
                    cx,
                    item,
                    DiagCode::err_whlsl_stage_io_type,
                    item.span,
                    &[&t, &shown],
                    fname,
                    dir,
                );
            }
        }
        SemanticKind::Specialized => {
            if !matches!(kind, TyKind::Scalar(_)) {
                report(
                    cx,
                    item,
                    DiagCode::err_whlsl_specialized_type,
                    item.span,
                    &[&shown],
                    fname,
                    dir,
                );
            }
        }
        SemanticKind::Register { .. } => check_resource(cx, item, sem, fname, dir),
    }
    check_qualifiers(cx, item, bucket, stage, dir, fname);
}

/// The n of `attribute(n)` and `SV_Target n`.
fn check_semantic_index(
    cx: &mut Checker<'_>,
    item: &Item,
    what: &str,
    lit: Literal,
    fname: &str,
    dir: Dir,
) {
    let in_range = match lit.kind {
        LitKind::Int(Some(v)) => (0..=u32::MAX as i64).contains(&v),
        LitKind::UInt(Some(v)) => v <= u32::MAX as u64,
        _ => false,
    };
    if !in_range {
        let v = lit_text(lit.kind);
        let code = DiagCode::err_whlsl_semantic_index;
        report(cx, item, code, lit.span, &[&what, &v], fname, dir);
    }
}

/// Textures and samplers (by value: they are handles), or slices:
/// pointers and array references in `device` or `constant` holding plain
/// data.
fn check_resource(cx: &mut Checker<'_>, item: &Item, sem: &Semantic, fname: &str, dir: Dir) {
    let shown = cx.ty_name(item.ty);
    match cx.kind(item.ty) {
        TyKind::Texture(..) | TyKind::Sampler => {}
        TyKind::Pointer(elem, space) | TyKind::ArrayRef(elem, space) => {
            if !matches!(space, AddressSpace::Device | AddressSpace::Constant) {
                report(
                    cx,
                    item,
                    DiagCode::err_whlsl_resource_space,
                    item.span,
                    &[&space_name(space), &shown],
                    fname,
                    dir,
                );
                return;
            }
            let plain = |k: TyKind| {
                !matches!(
                    k,
                    TyKind::Scalar(_)
                        | TyKind::Vector(..)
                        | TyKind::Matrix(..)
                        | TyKind::Atomic(_)
                        | TyKind::Struct(_)
                        | TyKind::Array(..)
                        | TyKind::Error
                )
            };
            if let Some(bad) = find_inside(&cx.out, elem, Reach::ByValue, &plain) {
                let b = cx.ty_name(bad);
                report(
                    cx,
                    item,
                    DiagCode::err_whlsl_resource_contents,
                    item.span,
                    &[&shown, &b],
                    fname,
                    dir,
                );
            }
        }
        _ => {
            let t = semantic_text(cx.unit, sem);
            report(
                cx,
                item,
                DiagCode::err_whlsl_resource_type,
                item.span,
                &[&t, &shown],
                fname,
                dir,
            );
        }
    }
}

/// `nointerpolation` with `noperspective`, and `centroid` with `sample`,
/// conflict on vertex stage-out and fragment stage-in variables; anywhere
/// else in an entry point's signature the qualifiers are ignored, with a
/// warning.
fn check_qualifiers(
    cx: &mut Checker<'_>,
    item: &Item,
    bucket: Bucket,
    stage: StageKind,
    dir: Dir,
    fname: &str,
) {
    if item.qualifiers.is_empty() {
        return;
    }
    let interpolated = bucket == Bucket::StageInOut
        && matches!(
            (stage, dir),
            (StageKind::Vertex, Dir::Out) | (StageKind::Fragment, Dir::In)
        );
    if !interpolated {
        let q = qualifier_name(item.qualifiers[0]);
        report(
            cx,
            item,
            DiagCode::warn_whlsl_interpolation_ignored,
            item.span,
            &[&q],
            fname,
            dir,
        );
        return;
    }
    for (a, b) in [
        (Qualifier::NoInterpolation, Qualifier::NoPerspective),
        (Qualifier::Centroid, Qualifier::Sample),
    ] {
        if item.qualifiers.contains(&a) && item.qualifiers.contains(&b) {
            let (a, b) = (qualifier_name(a), qualifier_name(b));
            report(
                cx,
                item,
                DiagCode::err_whlsl_interpolation_conflict,
                item.span,
                &[&a, &b],
                fname,
                dir,
            );
        }
    }
}

fn qualifier_name(q: Qualifier) -> &'static str {
    match q {
        Qualifier::NoInterpolation => "nointerpolation",
        Qualifier::NoPerspective => "noperspective",
        Qualifier::Centroid => "centroid",
        Qualifier::Sample => "sample",
    }
}
