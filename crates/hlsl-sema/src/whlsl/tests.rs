//! The checker's output, as later stages read it.

use super::types::{Category, TyKind, Types};
use super::{check, Access, Callee, CheckedUnit, FuncOrigin};
use hlsl_base::SourceMap;
use hlsl_syntax::whlsl::ast::{ExprKind, Unit};

fn checked(src: &str) -> (Unit, CheckedUnit, Vec<String>) {
    let mut sources = SourceMap::new();
    let file = sources.add("t.whlsl", src);
    let (unit, diags) = hlsl_syntax::whlsl::parse(&sources, file);
    assert!(diags.is_empty(), "{:?}", diags);
    let (out, diags) = check(&unit);
    let messages = diags.iter().map(|d| d.message.clone()).collect();
    (unit, out, messages)
}

#[test]
fn expressions_get_types_and_callees() {
    let (unit, out, errors) = checked(
        "struct S { int x; }\n\
         int g(int a) { return a; }\n\
         int f(S s) { return g(s.x + 1); }\n",
    );
    assert!(errors.is_empty(), "{errors:?}");
    // Every expression is typed, and no literal is left open.
    for (id, _) in unit.exprs.iter() {
        let t = out.expr_types.get(id).expect("typed");
        assert!(!out.types.is_literal(t.ty), "open literal");
    }
    let mut saw_call = false;
    let mut saw_field = false;
    for (id, e) in unit.exprs.iter() {
        match &e.kind {
            ExprKind::Call { .. } => {
                let Some(Callee::Func(g)) = out.callees.get(id) else {
                    panic!("call not resolved")
                };
                assert_eq!(out.func(*g).name, "g");
                saw_call = true;
            }
            ExprKind::Member { .. } => {
                // A parameter is a thread left value, so `s.x` goes through
                // the field's generated address taker.
                let Some(Access::AddressTaker(Callee::Func(a))) = out.accesses.get(id) else {
                    panic!("field access not recorded")
                };
                assert!(matches!(
                    out.func(*a).origin,
                    FuncOrigin::FieldAddress { .. }
                ));
                assert_eq!(out.expr_types[id].ty, Types::INT);
                assert!(matches!(out.expr_types[id].cat, Category::LValue(_)));
                saw_field = true;
            }
            ExprKind::Lit(_) => assert_eq!(out.expr_types[id].ty, Types::INT),
            _ => {}
        }
    }
    assert!(saw_call && saw_field);
}

#[test]
fn declarations_and_call_graph_are_resolved() {
    let (unit, out, errors) = checked(
        "enum E : uchar { A = 3, B = 0, C }\n\
         struct V { float4 p : SV_Position; }\n\
         int leaf() { return 1; }\n\
         vertex V vs(uint id : SV_VertexID) { V v; leaf(); return v; }\n",
    );
    assert!(errors.is_empty(), "{errors:?}");
    let e = &out.enums[0];
    let values: Vec<i64> = e.elements.iter().map(|&(_, v)| v).collect();
    assert_eq!(values, [3, 0, 1]);
    let field = &out.structs[0].fields[0];
    assert!(matches!(out.types.kind(field.ty), TyKind::Vector(_, 4)));
    assert!(field.semantic.is_some());
    let (vs, info, _) = out
        .user_funcs()
        .find(|(_, f, _)| f.name == "vs")
        .expect("vs");
    let user = info.user.as_ref().unwrap();
    assert!(user.stage.is_some());
    assert_eq!(user.params[0].ty, Types::UINT);
    assert!(user.params[0].semantic.is_some());
    let callees = &out.call_graph[&vs];
    assert_eq!(callees.len(), 1);
    assert_eq!(out.func(callees[0].0).name, "leaf");
    assert_eq!(unit.names.resolve(out.structs[0].name), "V");
}

#[test]
fn library_tie_breakers_never_pick_user_functions() {
    let (_, _, errors) = checked("void foo(int x) { } void foo(short x) { } void f() { foo(42); }");
    assert_eq!(errors.len(), 1);
    assert!(errors[0].contains("ambiguous"), "{errors:?}");
    let (_, _, errors) = checked("void f() { int x = 1 + 2; bool b = 1 < 2; }");
    assert!(errors.is_empty(), "{errors:?}");
}
