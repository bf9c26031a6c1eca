//! Function calls on hand-built IR: arithmetic, control flow, parameters.

mod common;

use common::*;
use hlsl_interp::{call, Limits, Value};
use hlsl_sema::ir::{Arg, BinaryOp, Intrinsic, ParamMode, Stmt};
use hlsl_sema::types::{Scalar, Types};

const IN: ParamMode = ParamMode::In;

fn run(prog: &Prog, f: hlsl_sema::ir::FunctionId, args: &[Value]) -> Value {
    call(&prog.p, f, args, &Limits::default()).expect("no trap")
}

#[test]
fn integer_arithmetic_wraps() {
    let mut p = Prog::new();
    let mut f = p.func(
        "f",
        &[("a", Types::INT, IN), ("b", Types::INT, IN)],
        Types::INT,
    );
    let (a, b) = (f.get(f.param(0)), f.get(f.param(1)));
    let m = f.bin(BinaryOp::Mul, a, b);
    let one = f.int(1);
    let s = f.bin(BinaryOp::Add, m, one);
    let id = p.finish(f, vec![ret(s)]);
    assert_eq!(
        run(&p, id, &[Value::I32(65536), Value::I32(65536)]),
        Value::I32(1)
    );
    assert_eq!(
        run(&p, id, &[Value::I32(i32::MAX), Value::I32(1)]),
        Value::I32(i32::MIN)
    );
}

#[test]
fn division_by_zero_and_shifts() {
    let mut p = Prog::new();
    let mut f = p.func(
        "f",
        &[("a", Types::UINT, IN), ("b", Types::UINT, IN)],
        Types::UINT,
    );
    // (a / b) + (a % b) + (1u << b)
    let (a, b) = (f.get(f.param(0)), f.get(f.param(1)));
    let d = f.bin(BinaryOp::Div, a, b);
    let (a2, b2) = (f.get(f.param(0)), f.get(f.param(1)));
    let r = f.bin(BinaryOp::Rem, a2, b2);
    let s = f.bin(BinaryOp::Add, d, r);
    let one = f.uint(1);
    let b3 = f.get(f.param(1));
    let sh = f.bin(BinaryOp::Shl, one, b3);
    let t = f.bin(BinaryOp::Add, s, sh);
    let id = p.finish(f, vec![ret(t)]);
    // 7/0 = 7, 7%0 = 0, 1<<0 = 1.
    assert_eq!(run(&p, id, &[Value::U32(7), Value::U32(0)]), Value::U32(8));
    // 7/32 = 0, 7%32 = 7, 1<<32 = 1<<0 = 1.
    assert_eq!(run(&p, id, &[Value::U32(7), Value::U32(32)]), Value::U32(8));
}

#[test]
fn float_is_single_precision() {
    let mut p = Prog::new();
    let mut f = p.func("f", &[("a", Types::FLOAT, IN)], Types::FLOAT);
    let a = f.get(f.param(0));
    let one = f.float(1.0);
    let s = f.bin(BinaryOp::Add, a, one);
    let id = p.finish(f, vec![ret(s)]);
    assert_eq!(
        run(&p, id, &[Value::F32(16_777_216.0)]),
        Value::F32(16_777_216.0)
    );
    assert_eq!(run(&p, id, &[Value::F32(0.5)]), Value::F32(1.5));
}

#[test]
fn logical_operators_short_circuit() {
    // int x = 0; false && (++x > 0); true || (++x > 0); true && (++x > 0);
    // (x > 0) ? x : ++x; return x;   // 1
    let mut p = Prog::new();
    let mut f = p.func("f", &[], Types::INT);
    let x = f.local("x", Types::INT);
    let mut stmts = vec![f.decl(x, None)];
    for (op, lhs) in [
        (BinaryOp::LogicalAnd, false),
        (BinaryOp::LogicalOr, true),
        (BinaryOp::LogicalAnd, true),
    ] {
        let l = f.boolean(lhs);
        let xv = f.var(x);
        let inc = f.inc(xv, true);
        let zero = f.int(0);
        let gt = f.bin(BinaryOp::Gt, inc, zero);
        let e = f.bin(op, l, gt);
        stmts.push(expr(e));
    }
    let xg = f.get(x);
    let zero = f.int(0);
    let c = f.bin(BinaryOp::Gt, xg, zero);
    let xa = f.get(x);
    let xv = f.var(x);
    let inc = f.inc(xv, true);
    let sel = f.select(c, xa, inc);
    stmts.push(expr(sel));
    let xr = f.get(x);
    stmts.push(ret(xr));
    let id = p.finish(f, stmts);
    assert_eq!(run(&p, id, &[]), Value::I32(1));
}

#[test]
fn loops_break_and_continue() {
    // int s = 0; for (int i = 0; i < 10; i++) { if (i == 8) break; if (i % 2) continue; s += i; }
    // do { s += 100; } while (s < 300); return s;   // 12 -> 312
    let mut p = Prog::new();
    let mut f = p.func("f", &[], Types::INT);
    let s = f.local("s", Types::INT);
    let i = f.local("i", Types::INT);
    let zero = f.int(0);
    let zero2 = f.int(0);
    let d_s = f.decl(s, Some(zero));
    let d_i = f.decl(i, Some(zero2));
    let iv = f.get(i);
    let ten = f.int(10);
    let cond = f.bin(BinaryOp::Lt, iv, ten);
    let ivar = f.var(i);
    let step = f.inc(ivar, false);
    let iv = f.get(i);
    let eight = f.int(8);
    let is8 = f.bin(BinaryOp::Eq, iv, eight);
    let iv = f.get(i);
    let two = f.int(2);
    let odd = f.bin(BinaryOp::Rem, iv, two);
    let odd = f.convert(odd, Types::BOOL);
    let svar = f.var(s);
    let iv = f.get(i);
    let add = f.compound(BinaryOp::Add, svar, iv);
    let lp = while_(
        Some(cond),
        vec![
            if_(is8, vec![Stmt::Break], vec![]),
            if_(odd, vec![Stmt::Continue], vec![]),
            expr(add),
        ],
        vec![expr(step)],
    );
    let svar = f.var(s);
    let hundred = f.int(100);
    let add100 = f.compound(BinaryOp::Add, svar, hundred);
    let sv = f.get(s);
    let lim = f.int(300);
    let c2 = f.bin(BinaryOp::Lt, sv, lim);
    let dw = do_while(c2, vec![expr(add100)]);
    let sr = f.get(s);
    let id = p.finish(f, vec![d_s, d_i, lp, dw, ret(sr)]);
    assert_eq!(run(&p, id, &[]), Value::I32(312));
}

#[test]
fn inout_write_back_in_parameter_order() {
    // void Init(inout int X, inout int Y) { Y = 2; X = 1; }
    // int main() { int V; Init(V, V); return V; }   // 2
    let mut p = Prog::new();
    let inout = ParamMode::InOut;
    let mut init = p.func(
        "Init",
        &[("X", Types::INT, inout), ("Y", Types::INT, inout)],
        Types::VOID,
    );
    let y = init.var(init.param(1));
    let two = init.int(2);
    let a1 = init.assign(y, two);
    let x = init.var(init.param(0));
    let one = init.int(1);
    let a2 = init.assign(x, one);
    let init_id = p.finish(init, vec![expr(a1), expr(a2)]);

    let mut f = p.func("main", &[], Types::INT);
    let v = f.local("V", Types::INT);
    let d = f.decl(v, None);
    let (p1, p2) = (f.var(v), f.var(v));
    let c = f.call(
        init_id,
        vec![
            Arg::Out {
                place: p1,
                mode: inout,
                copy_in: None,
                write_back: None,
            },
            Arg::Out {
                place: p2,
                mode: inout,
                copy_in: None,
                write_back: None,
            },
        ],
        Types::VOID,
    );
    let r = f.get(v);
    let id = p.finish(f, vec![d, expr(c), ret(r)]);
    assert_eq!(run(&p, id, &[]), Value::I32(2));
}

#[test]
fn out_parameter_into_vector_component_and_inout_copy_in() {
    // void Bump(inout int a, out int b) { b = a * 10; a = a + 1; }
    // int2 main() { int2 v = int2(4, 0); Bump(v.x, v.y); return v; }   // (5, 40)
    let mut p = Prog::new();
    let int2 = p.vec(Scalar::I32, 2);
    let mut bump = p.func(
        "Bump",
        &[
            ("a", Types::INT, ParamMode::InOut),
            ("b", Types::INT, ParamMode::Out),
        ],
        Types::VOID,
    );
    let b = bump.var(bump.param(1));
    let a = bump.get(bump.param(0));
    let ten = bump.int(10);
    let m = bump.bin(BinaryOp::Mul, a, ten);
    let s1 = bump.assign(b, m);
    let av = bump.var(bump.param(0));
    let a = bump.get(bump.param(0));
    let one = bump.int(1);
    let inc = bump.bin(BinaryOp::Add, a, one);
    let s2 = bump.assign(av, inc);
    let bump_id = p.finish(bump, vec![expr(s1), expr(s2)]);

    let mut f = p.func("main", &[], int2);
    let v = f.local("v", int2);
    let four = f.int(4);
    let zero = f.int(0);
    let init = f.compose(vec![four, zero], int2);
    let d = f.decl(v, Some(init));
    let vv = f.var(v);
    let vx = f.swizzle(vv, &[0], Types::INT);
    let vv = f.var(v);
    let vy = f.swizzle(vv, &[1], Types::INT);
    let c = f.call(
        bump_id,
        vec![
            Arg::Out {
                place: vx,
                mode: ParamMode::InOut,
                copy_in: None,
                write_back: None,
            },
            Arg::Out {
                place: vy,
                mode: ParamMode::Out,
                copy_in: None,
                write_back: None,
            },
        ],
        Types::VOID,
    );
    let r = f.get(v);
    let id = p.finish(f, vec![d, expr(c), ret(r)]);
    assert_eq!(
        run(&p, id, &[]),
        Value::Vector(vec![Value::I32(5), Value::I32(40)])
    );
}

#[test]
fn call_chain_and_arrays_by_value() {
    // int h(int a) { return a + 3; }  int g(int a) { return h(a) * 2; }
    // void clobber(int arr[2]) { arr[0] = 99; }
    // int f(int a) { int arr[2] = {a, 0}; clobber(arr); return g(arr[0]) + 1; }
    let mut p = Prog::new();
    let arr2 = p.array(Types::INT, 2);
    let mut h = p.func("h", &[("a", Types::INT, IN)], Types::INT);
    let a = h.get(h.param(0));
    let three = h.int(3);
    let s = h.bin(BinaryOp::Add, a, three);
    let h_id = p.finish(h, vec![ret(s)]);

    let mut g = p.func("g", &[("a", Types::INT, IN)], Types::INT);
    let a = g.get(g.param(0));
    let c = g.call(h_id, vec![Arg::In(a)], Types::INT);
    let two = g.int(2);
    let m = g.bin(BinaryOp::Mul, c, two);
    let g_id = p.finish(g, vec![ret(m)]);

    let mut cl = p.func("clobber", &[("arr", arr2, IN)], Types::VOID);
    let av = cl.var(cl.param(0));
    let zero = cl.int(0);
    let el = cl.index(av, zero, Types::INT);
    let v = cl.int(99);
    let st = cl.assign(el, v);
    let cl_id = p.finish(cl, vec![expr(st)]);

    let mut f = p.func("f", &[("a", Types::INT, IN)], Types::INT);
    let arr = f.local("arr", arr2);
    let a = f.get(f.param(0));
    let zero = f.int(0);
    let init = f.compose(vec![a, zero], arr2);
    let d = f.decl(arr, Some(init));
    let whole = f.get(arr);
    let c1 = f.call(cl_id, vec![Arg::In(whole)], Types::VOID);
    let av = f.var(arr);
    let zero = f.int(0);
    let el = f.index(av, zero, Types::INT);
    let el = f.load(el);
    let c2 = f.call(g_id, vec![Arg::In(el)], Types::INT);
    let one = f.int(1);
    let s = f.bin(BinaryOp::Add, c2, one);
    let id = p.finish(f, vec![d, expr(c1), ret(s)]);
    assert_eq!(run(&p, id, &[Value::I32(4)]), Value::I32(15));
}

#[test]
fn local_array_out_of_bounds_reads_zero_and_drops_writes() {
    // int f(int i) { int arr[2] = {5, 6}; arr[i] = 7; return arr[i] + arr[0] * 10; }
    let mut p = Prog::new();
    let arr2 = p.array(Types::INT, 2);
    let mut f = p.func("f", &[("i", Types::INT, IN)], Types::INT);
    let arr = f.local("arr", arr2);
    let (five, six) = (f.int(5), f.int(6));
    let init = f.compose(vec![five, six], arr2);
    let d = f.decl(arr, Some(init));
    let av = f.var(arr);
    let i = f.get(f.param(0));
    let el = f.index(av, i, Types::INT);
    let seven = f.int(7);
    let st = f.assign(el, seven);
    let av = f.var(arr);
    let i = f.get(f.param(0));
    let el = f.index(av, i, Types::INT);
    let x = f.load(el);
    let av = f.var(arr);
    let zero = f.int(0);
    let el0 = f.index(av, zero, Types::INT);
    let y = f.load(el0);
    let ten = f.int(10);
    let y10 = f.bin(BinaryOp::Mul, y, ten);
    let s = f.bin(BinaryOp::Add, x, y10);
    let id = p.finish(f, vec![d, expr(st), ret(s)]);
    assert_eq!(run(&p, id, &[Value::I32(1)]), Value::I32(57));
    assert_eq!(run(&p, id, &[Value::I32(0)]), Value::I32(77));
    assert_eq!(run(&p, id, &[Value::I32(2)]), Value::I32(50));
    assert_eq!(run(&p, id, &[Value::I32(-1)]), Value::I32(50));
}

#[test]
fn vector_swizzle_assignment_and_intrinsics() {
    // float3 f(float3 v) { v.zx = v.xz; return normalize(v) * length(float2(3, 4)) + dot(v, v); }
    let mut p = Prog::new();
    let f3 = p.vec(Scalar::F32, 3);
    let f2 = p.vec(Scalar::F32, 2);
    let mut f = p.func("f", &[("v", f3, IN)], f3);
    let vv = f.var(f.param(0));
    let zx = f.swizzle(vv, &[2, 0], f2);
    let v = f.get(f.param(0));
    let xz = f.swizzle(v, &[0, 2], f2);
    let st = f.assign(zx, xz);
    let v = f.get(f.param(0));
    let n = f.intrinsic(Intrinsic::Normalize, vec![v], f3);
    let (three, four) = (f.float(3.0), f.float(4.0));
    let c = f.compose(vec![three, four], f2);
    let len = f.intrinsic(Intrinsic::Length, vec![c], Types::FLOAT);
    let len3 = f.e(hlsl_sema::ir::ExprKind::Splat(len), f3);
    let m = f.bin(BinaryOp::Mul, n, len3);
    let (v1, v2) = (f.get(f.param(0)), f.get(f.param(0)));
    let d = f.intrinsic(Intrinsic::Dot, vec![v1, v2], Types::FLOAT);
    let d3 = f.e(hlsl_sema::ir::ExprKind::Splat(d), f3);
    let r = f.bin(BinaryOp::Add, m, d3);
    let id = p.finish(f, vec![expr(st), ret(r)]);
    let arg = Value::Vector(vec![Value::F32(0.0), Value::F32(0.0), Value::F32(2.0)]);
    // v becomes (2, 0, 0): normalize = (1, 0, 0), * 5 + 4.
    assert_eq!(
        run(&p, id, &[arg]),
        Value::Vector(vec![Value::F32(9.0), Value::F32(4.0), Value::F32(4.0)])
    );
}

#[test]
fn infinite_loop_exceeds_max_steps() {
    let mut p = Prog::new();
    let f = p.func("spin", &[], Types::VOID);
    let id = p.finish(f, vec![while_(None, vec![], vec![])]);
    let limits = Limits {
        max_steps: 1000,
        ..Limits::default()
    };
    let trap = call(&p.p, id, &[], &limits).unwrap_err();
    assert_eq!(trap.reason, "exceeded --max-steps (1000)");
}

/// The general rule: the interpreter runs each operation or traps with a
/// reason; it never skips one (a skipped write leaves a buffer as it was,
/// a silent wrong answer). Each function here does one thing the
/// interpreter cannot run.
#[test]
fn runs_or_traps_never_skips() {
    use hlsl_sema::ir::ExprKind;
    use hlsl_sema::types::{ResourceKind, TypeKind};
    let mut p = Prog::new();
    let buf = p.ty(TypeKind::Resource {
        kind: ResourceKind::RWStructuredBuffer,
        elem: Types::FLOAT,
    });
    // A write through a resource held in a parameter (legalization gives
    // the interpreter none; a hand-built program may).
    let mut f = p.func("put", &[("b", buf, IN)], Types::VOID);
    let b = f.var(f.param(0));
    let zero = f.uint(0);
    let elem = f.index(b, zero, Types::FLOAT);
    let one = f.float(1.0);
    let w = f.assign(elem, one);
    let put = p.finish(f, vec![expr(w)]);
    // An operation no back end expresses.
    let mut f = p.func("odd", &[], Types::VOID);
    let u = f.e(
        ExprKind::Unsupported {
            what: "an inline SPIR-V instruction".into(),
            args: vec![],
        },
        Types::VOID,
    );
    let odd = p.finish(f, vec![expr(u)]);
    let cases = [
        (put, vec![Value::Void], "resources held in local variables"),
        (odd, vec![], "not supported by the interpreter"),
    ];
    for (id, args, why) in cases {
        match call(&p.p, id, &args, &Limits::default()) {
            Err(t) => assert!(t.reason.contains(why), "trapped for: {}", t.reason),
            Ok(v) => panic!("ran to {v:?} instead of trapping"),
        }
    }
}
