//! Spans and the choices the parser makes from context; the shapes of
//! whole programs are covered by the snapshot tests in `tests/parse/`.

use crate::ast::{Decl, ExprKind, SourceUnit, StmtKind};
use crate::Dialect;
use hlsl_base::{Diagnostics, SourceMap, Span};

fn parse(text: &str) -> (SourceMap, SourceUnit, Diagnostics) {
    let mut sources = SourceMap::new();
    // A first file makes global offsets differ from file offsets.
    sources.add("other.hlsl", "float pad;");
    let file = sources.add("test.hlsl", text);
    let (unit, diags) = crate::parse_source(&mut sources, file, Dialect::Hlsl);
    (sources, unit, diags)
}

#[test]
fn spans_cover_what_was_written() {
    let (sources, unit, diags) = parse("static float x = a + f(1);\n");
    assert!(diags.is_empty());
    let Decl::Var(v) = &unit.decls[0] else {
        panic!("not a variable: {:?}", unit.decls[0]);
    };
    assert_eq!(sources.text(v.span), "static float x = a + f(1)");
    assert_eq!(sources.text(v.ty.span), "float");
    assert_eq!(sources.text(v.name.span), "x");
    let Some(crate::ast::Initializer::Expr(init)) = v.init else {
        panic!("no initializer");
    };
    assert_eq!(sources.text(unit.exprs[init].span), "a + f(1)");
    let ExprKind::Binary { rhs, .. } = unit.exprs[init].kind else {
        panic!("not binary");
    };
    assert_eq!(sources.text(unit.exprs[rhs].span), "f(1)");
}

#[test]
fn statement_spans_and_missing_semicolon_position() {
    let (sources, unit, diags) = parse("void f() {\n  x = 1\n  return;\n}\n");
    let Decl::Function(f) = &unit.decls[0] else {
        panic!("not a function");
    };
    let body = f.body.as_ref().map(|b| b.stmts.clone()).unwrap_or_default();
    assert_eq!(body.len(), 2);
    assert_eq!(sources.text(unit.stmts[body[0]].span), "x = 1");
    assert_eq!(sources.text(unit.stmts[body[1]].span), "return;");
    let d: Vec<_> = diags.iter().collect();
    assert_eq!(d.len(), 1);
    assert_eq!(d[0].message, "expected ';' after expression");
    // Right after `1`, as an empty span.
    let (_, lc) = sources
        .locate(d[0].span.lo)
        .unwrap_or_else(|| panic!("no location"));
    assert_eq!((lc.line, lc.col), (2, 8));
    assert!(d[0].span.is_empty());
}

#[test]
fn casts_need_known_type_names() {
    let (_, unit, diags) =
        parse("struct S { int a; };\nvoid f() { (S)x; (T)x; (float2)x; (y); }\n");
    assert!(
        diags.iter().all(|d| d.message != "expected expression"),
        "{diags:?}"
    );
    let kinds: Vec<&'static str> = unit
        .stmts
        .iter()
        .filter_map(|(_, s)| match s.kind {
            StmtKind::Expr(e) => Some(match unit.exprs[e].kind {
                ExprKind::Cast { .. } => "cast",
                ExprKind::Paren(_) => "paren",
                _ => "other",
            }),
            _ => None,
        })
        .collect();
    // `(T)x` with `T` unknown is a parenthesised name followed by `x`: an
    // error, not a cast.
    assert_eq!(kinds, ["cast", "paren", "cast", "paren"]);
}

#[test]
fn nested_templates_split_shift_tokens() {
    let (sources, unit, diags) = parse("Buffer<vector<float, 4>> b;\n");
    assert!(diags.is_empty(), "{diags:?}");
    let Decl::Var(v) = &unit.decls[0] else {
        panic!("not a variable");
    };
    assert_eq!(sources.text(v.ty.span), "Buffer<vector<float, 4>>");
    assert_eq!(
        v.span,
        Span::new(v.ty.span.lo, v.name.span.hi),
        "the declaration ends at its name"
    );
}

#[test]
fn directives_are_preprocessed() {
    let (_, unit, diags) = parse("#pragma once\n#define T float\nT x;\n#\n#bogus\n");
    let msgs: Vec<_> = diags.iter().map(|d| d.message.as_str()).collect();
    assert_eq!(msgs, ["invalid preprocessing directive '#bogus'"]);
    assert_eq!(unit.decls.len(), 1);
}
