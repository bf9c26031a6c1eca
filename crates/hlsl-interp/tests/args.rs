//! `TYPE:VALUE` argument parsing and result printing.

mod common;

use common::*;
use hlsl_interp::{format_value, parse_argument, Value};
use hlsl_sema::types::{Scalar, TypeKind, Types};

/// Parses `text` and prints it back through a program sharing its types.
fn round_trip(text: &str) -> String {
    let mut p = Prog::new();
    let (ty, v) = parse_argument(text, &mut p.p.types).expect("parses");
    format_value(&p.p, ty, &v)
}

fn error(text: &str) -> String {
    parse_argument(text, &mut Types::new()).unwrap_err()
}

#[test]
fn scalars_and_vectors_round_trip() {
    for (input, printed) in [
        ("int:-3", "int:-3"),
        ("uint:4294967295", "uint:4294967295"),
        ("uint:0x10", "uint:16"),
        ("float:1", "float:1.0"),
        ("float:1.5", "float:1.5"),
        ("float:-0", "float:-0.0"),
        ("float:0.1", "float:0.1"),
        ("float:1e-7", "float:1e-7"),
        ("float:nan", "float:nan"),
        ("float:inf", "float:inf"),
        ("float:-inf", "float:-inf"),
        ("double:0.1", "double:0.1"),
        ("half:0.1", "half:0.1"),
        ("bool:true", "bool:true"),
        ("float3:1,2,3", "float3:1.0,2.0,3.0"),
        ("int2: -1 , 2", "int2:-1,2"),
        ("bool2:true,false", "bool2:true,false"),
        ("uint1:7", "uint1:7"),
        (
            "int64_t:-9223372036854775808",
            "int64_t:-9223372036854775808",
        ),
        ("uint16_t:65535", "uint16_t:65535"),
        ("int16_t4:1,2,3,-4", "int16_t4:1,2,3,-4"),
    ] {
        assert_eq!(round_trip(input), printed, "for {input}");
    }
}

#[test]
fn parsed_values_and_types() {
    let mut types = Types::new();
    let (ty, v) = parse_argument("float3:1,2,3", &mut types).unwrap();
    assert_eq!(*types.get(ty), TypeKind::Vector(Scalar::F32, 3));
    assert_eq!(
        v,
        Value::Vector(vec![Value::F32(1.0), Value::F32(2.0), Value::F32(3.0)])
    );
    let (ty, v) = parse_argument("int:-3", &mut types).unwrap();
    assert_eq!(ty, Types::INT);
    assert_eq!(v, Value::I32(-3));
}

#[test]
fn bad_arguments_are_explained() {
    assert_eq!(
        error("3"),
        "argument '3' is not of the form TYPE:VALUE (e.g. int:3, float3:1,2,3)"
    );
    assert!(error("vec3:1,2,3").starts_with("unknown argument type 'vec3'"));
    assert!(error("float5:1").starts_with("unknown argument type 'float5'"));
    assert_eq!(
        error("float3:1,2"),
        "'float3' needs 3 components, got 2 in '1,2'"
    );
    assert_eq!(error("int:1,2"), "'int' needs 1 component, got 2 in '1,2'");
    assert_eq!(
        error("int:4294967296"),
        "4294967296 is out of range for int (-2147483648 to 2147483647) \
         (in argument 'int:4294967296')"
    );
    assert_eq!(
        error("uint:-1"),
        "-1 is out of range for uint (0 to 4294967295) (in argument 'uint:-1')"
    );
    assert_eq!(
        error("int:1.5"),
        "'1.5' is not a valid int (in argument 'int:1.5')"
    );
    assert_eq!(
        error("bool:1"),
        "'1' is not a valid bool (use true or false) (in argument 'bool:1')"
    );
    assert_eq!(
        error("float:abc"),
        "'abc' is not a valid float (in argument 'float:abc')"
    );
    assert_eq!(
        error("float:"),
        "missing float value (in argument 'float:')"
    );
}

#[test]
fn aggregates_print_in_braces() {
    let mut p = Prog::new();
    let arr = p.array(Types::FLOAT, 2);
    assert_eq!(
        format_value(
            &p.p,
            arr,
            &Value::Array(vec![Value::F32(1.0), Value::F32(-2.5)])
        ),
        "float[2]:{1.0, -2.5}"
    );
    assert_eq!(format_value(&p.p, Types::VOID, &Value::Void), "void");
    let sid = p.p.structs.alloc(hlsl_sema::ir::StructDef {
        name: "S".into(),
        fields: vec![
            field("pos", p.p.types.vector(Scalar::F32, 2)),
            field("n", Types::INT),
        ],
        span: Default::default(),
    });
    let sty = p.ty(TypeKind::Struct(sid));
    let v = Value::Struct(vec![
        Value::Vector(vec![Value::F32(0.5), Value::F32(2.0)]),
        Value::I32(7),
    ]);
    assert_eq!(format_value(&p.p, sty, &v), "S:{pos={0.5, 2.0}, n=7}");
}

fn field(name: &str, ty: hlsl_sema::types::TypeId) -> hlsl_sema::ir::Field {
    hlsl_sema::ir::Field {
        name: name.into(),
        ty,
        semantic: None,
        interpolation: None,
        span: Default::default(),
    }
}
