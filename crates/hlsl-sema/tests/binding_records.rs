//! Every global resource's binding record, as `hlsl-resource-constructors.md`
//! has the constructors initialise it: explicit bindings keep their space
//! and register; space-only and unannotated ones are implicit, numbered by
//! an `order_id` in declaration order and placed after the explicit ones.

mod common;

use hlsl_sema::ir::GlobalKind;

const SOURCE: &str = "RWBuffer<float> A;\n\
    RWBuffer<float> B : register(u0);\n\
    RWBuffer<float> C : register(space13);\n\
    Texture2D D[3];\n\
    RWBuffer<float> E : register(u2, space1);\n\
    cbuffer F { float x; };\n\
    float4 f() { return D[0].Load(0) + D[1].Load(0) + D[2].Load(0); }\n";

#[test]
fn binding_records_follow_the_constructors() {
    let program = common::check_clean("bindings.hlsl", SOURCE);
    let mut records: Vec<String> = program
        .globals
        .iter()
        // The hidden element globals of `D` (checked below).
        .filter(|(id, _)| !program.resource_elements.contains_key(id))
        .filter_map(|(_, g)| match &g.kind {
            GlobalKind::Resource(b) => Some((g.name.clone(), *b)),
            _ => None,
        })
        .chain(
            program
                .cbuffers
                .iter()
                .map(|(_, c)| (c.name.clone(), c.binding)),
        )
        .map(|(name, b)| {
            format!(
                "{name}: {}{} space{} range {} index {} order {:?}",
                b.class.letter(),
                b.register,
                b.space,
                b.range,
                b.index,
                b.order_id
            )
        })
        .collect();
    records.sort();
    assert_eq!(
        records,
        [
            "A: u1 space0 range 1 index 0 order Some(0)",
            "B: u0 space0 range 1 index 0 order None",
            "C: u0 space13 range 1 index 0 order Some(1)",
            "D: t0 space0 range 3 index 0 order Some(2)",
            "E: u2 space1 range 1 index 0 order None",
            "F: b0 space0 range 1 index 0 order Some(3)",
        ]
    );
    // `D`'s elements (`check/resource_arrays.rs`), made where code indexes
    // it, are at its register plus their index, one register each.
    let mut elements: Vec<String> = program
        .resource_elements
        .iter()
        .map(|(&e, &(_, k))| match program.globals[e].kind {
            GlobalKind::Resource(b) => format!(
                "{k:?} {}: {}{} range {}",
                program.globals[e].name,
                b.class.letter(),
                b.register,
                b.range
            ),
            _ => String::new(),
        })
        .collect();
    elements.sort();
    assert_eq!(
        elements,
        [
            "Const(0) D_0: t0 range 1",
            "Const(1) D_1: t1 range 1",
            "Const(2) D_2: t2 range 1"
        ]
    );
}
