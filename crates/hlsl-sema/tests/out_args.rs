//! The typed IR of `out`/`inout` arguments carries the conversion
//! sequences (`hlsl-function-calls.rst`): none when the place has the
//! parameter's type, copy-in and write-back when it does not.

mod common;

use hlsl_sema::ir::{Arg, ExprKind, ParamMode};

const SOURCE: &str = "void Trunc(inout int3 v) {}\n\
    void Fill(out int3 v) { v = int3(1, 2, 3); }\n\
    void Same(inout int3 v) {}\n\
    void main() {\n\
        float3 f = float3(1.5, 2.6, 3.3);\n\
        int3 i = int3(0, 0, 0);\n\
        Trunc(f);\n\
        Fill(f);\n\
        Same(i);\n\
    }\n";

#[test]
fn out_arguments_record_their_conversions() {
    let program = common::check_clean("calls.hlsl", SOURCE);
    let main = program
        .functions
        .iter()
        .find(|(_, f)| f.name == "main")
        .map(|(_, f)| f)
        .expect("main");
    let name = |t| program.type_name(t);
    let mut seen = Vec::new();
    for (_, e) in main.body.exprs.iter() {
        let ExprKind::Call { args, .. } = &e.kind else {
            continue;
        };
        let [Arg::Out {
            mode,
            copy_in,
            write_back,
            ..
        }] = args.as_slice()
        else {
            panic!("one out argument expected: {args:?}");
        };
        let show = |c: &Option<hlsl_sema::ir::Conversion>| {
            c.map(|c| format!("{} -> {}", name(c.from), name(c.to)))
        };
        seen.push((*mode, show(copy_in), show(write_back)));
    }
    assert_eq!(
        seen,
        vec![
            (
                ParamMode::InOut,
                Some("float3 -> int3".to_string()),
                Some("int3 -> float3".to_string())
            ),
            (ParamMode::Out, None, Some("int3 -> float3".to_string())),
            (ParamMode::InOut, None, None),
        ]
    );
}
