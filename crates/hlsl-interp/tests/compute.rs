//! Compute dispatches on hand-built IR: buffers, cbuffers, groupshared
//! memory and barriers.

mod common;

use common::*;
use hlsl_interp::{dispatch, Buffers, Limits, RegisterKey};
use hlsl_sema::ir::BinaryOp::*;
use hlsl_sema::ir::{
    Binding, CBuffer, GlobalKind, Intrinsic, ParamMode, Program, RegisterClass, Stmt,
};
use hlsl_sema::types::{ResourceKind, Scalar, Types};

fn key(class: RegisterClass, register: u32) -> RegisterKey {
    RegisterKey {
        class,
        space: 0,
        register,
    }
}

fn floats(v: &[f32]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}

fn read_floats(b: &[u8]) -> Vec<f32> {
    b.chunks(4)
        .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect()
}

fn read_uints(b: &[u8]) -> Vec<u32> {
    b.chunks(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect()
}

/// cbuffer Params : register(b0) { uint n; float a; };
/// StructuredBuffer<float> x : register(t0);
/// RWStructuredBuffer<float> y : register(u0);
/// [numthreads(4, 1, 1)] void saxpy(uint id : SV_DispatchThreadID) { y[id] = a * x[id] + y[id]; }
fn saxpy() -> Program {
    let mut p = Prog::new();
    let x = p.buffer("x", Types::FLOAT, ResourceKind::StructuredBuffer, 0);
    let y = p.buffer("y", Types::FLOAT, ResourceKind::RWStructuredBuffer, 0);
    let cb = p.p.cbuffers.alloc(CBuffer {
        name: "Params".into(),
        binding: Binding {
            class: RegisterClass::B,
            space: 0,
            register: 0,
            range: 1,
            explicit: true,
            index: 0,
            order_id: None,
        },
        members: Vec::new(),
        size: 16,
        span: Default::default(),
        resource: None,
        packing: hlsl_sema::layout::Packing::CBuffer,
        push_constant: false,
    });
    let n = p.global(
        "n",
        Types::UINT,
        GlobalKind::CBufferMember {
            cbuffer: cb,
            index: 0,
            offset: 0,
        },
    );
    let a = p.global(
        "a",
        Types::FLOAT,
        GlobalKind::CBufferMember {
            cbuffer: cb,
            index: 1,
            offset: 4,
        },
    );
    p.p.cbuffers[cb].members = vec![n, a];
    let xty = p.p.globals[x].ty;
    let yty = p.p.globals[y].ty;
    let mut f = p.func("saxpy", &[("id", Types::UINT, ParamMode::In)], Types::VOID);
    f.params[0].semantic = dispatch_thread_id();
    let yg = f.global(y, yty);
    let id = f.get(f.param(0));
    let target = f.index(yg, id, Types::FLOAT);
    let ag = f.global(a, Types::FLOAT);
    let av = f.load(ag);
    let xg = f.global(x, xty);
    let id = f.get(f.param(0));
    let xe = f.index(xg, id, Types::FLOAT);
    let xv = f.load(xe);
    let ax = f.bin(Mul, av, xv);
    let yg = f.global(y, yty);
    let id = f.get(f.param(0));
    let ye = f.index(yg, id, Types::FLOAT);
    let yv = f.load(ye);
    let sum = f.bin(Add, ax, yv);
    let st = f.assign(target, sum);
    let fid = p.finish(f, vec![expr(st)]);
    p.compute_entry(fid, [4, 1, 1]);
    p.p
}

#[test]
fn saxpy_over_buffers_drops_out_of_bounds_writes() {
    let program = saxpy();
    let mut buffers = Buffers::default();
    let xs: Vec<f32> = (0..10).map(|i| i as f32).collect();
    buffers.bytes.insert(key(RegisterClass::T, 0), floats(&xs));
    buffers
        .bytes
        .insert(key(RegisterClass::U, 0), floats(&[1.0; 10]));
    let mut cb = vec![0u8; 16];
    cb[..4].copy_from_slice(&10u32.to_le_bytes());
    cb[4..8].copy_from_slice(&2.0f32.to_le_bytes());
    buffers.bytes.insert(key(RegisterClass::B, 0), cb);
    // 3 groups of 4 = 12 invocations over 10 elements.
    dispatch(
        &program,
        "saxpy",
        [3, 1, 1],
        &mut buffers,
        &Limits::default(),
    )
    .expect("no trap");
    let y = &buffers.bytes[&key(RegisterClass::U, 0)];
    assert_eq!(y.len(), 40);
    let expected: Vec<f32> = xs.iter().map(|x| 2.0 * x + 1.0).collect();
    assert_eq!(read_floats(y), expected);
}

#[test]
fn missing_buffers_read_zero_and_drop_writes() {
    let program = saxpy();
    let mut buffers = Buffers::default();
    buffers
        .bytes
        .insert(key(RegisterClass::U, 0), floats(&[1.0, 2.0]));
    dispatch(
        &program,
        "saxpy",
        [1, 1, 1],
        &mut buffers,
        &Limits::default(),
    )
    .expect("no trap");
    // a = 0 and x reads 0: y is unchanged.
    assert_eq!(
        read_floats(&buffers.bytes[&key(RegisterClass::U, 0)]),
        vec![1.0, 2.0]
    );
    assert_eq!(buffers.bytes.len(), 1);
}

#[test]
fn unknown_or_non_compute_entry_traps() {
    let program = saxpy();
    let mut buffers = Buffers::default();
    let t = dispatch(
        &program,
        "main",
        [1, 1, 1],
        &mut buffers,
        &Limits::default(),
    )
    .unwrap_err();
    assert_eq!(t.reason, "no entry point named 'main'");
}

/// groupshared uint sdata[64];
/// StructuredBuffer<uint> input : register(t0);
/// RWStructuredBuffer<uint> output : register(u0);
/// [numthreads(64, 1, 1)]
/// void reduce(uint gi : SV_GroupIndex, uint3 gid : SV_GroupID) {
///     sdata[gi] = input[gid.x * 64 + gi];
///     GroupMemoryBarrierWithGroupSync();
///     for (uint s = 32; s > 0; s >>= 1) {
///         if (gi < s) sdata[gi] += sdata[gi + s];
///         GroupMemoryBarrierWithGroupSync();
///     }
///     if (gi == 0) output[gid.x] = sdata[0];
/// }
/// With `divergent`, the barrier in the loop moves inside the `if`.
fn reduction(divergent: bool) -> Program {
    let mut p = Prog::new();
    let u3 = p.vec(Scalar::U32, 3);
    let arr = p.array(Types::UINT, 64);
    let sdata = p.global("sdata", arr, GlobalKind::Groupshared);
    let input = p.buffer("input", Types::UINT, ResourceKind::StructuredBuffer, 0);
    let output = p.buffer("output", Types::UINT, ResourceKind::RWStructuredBuffer, 0);
    let (ity, oty) = (p.p.globals[input].ty, p.p.globals[output].ty);
    let mut f = p.func(
        "reduce",
        &[
            ("gi", Types::UINT, ParamMode::In),
            ("gid", u3, ParamMode::In),
        ],
        Types::VOID,
    );
    f.params[0].semantic = group_index();
    f.params[1].semantic = group_id();
    let (gi, gid) = (f.param(0), f.param(1));

    let sd = f.global(sdata, arr);
    let g = f.get(gi);
    let dst = f.index(sd, g, Types::UINT);
    let inp = f.global(input, ity);
    let gv = f.get(gid);
    let gx = f.swizzle(gv, &[0], Types::UINT);
    let c64 = f.uint(64);
    let base = f.bin(Mul, gx, c64);
    let g = f.get(gi);
    let at = f.bin(Add, base, g);
    let src = f.index(inp, at, Types::UINT);
    let src = f.load(src);
    let st1 = f.assign(dst, src);
    let barrier = f.intrinsic(
        Intrinsic::GroupMemoryBarrierWithGroupSync,
        vec![],
        Types::VOID,
    );

    let s = f.local("s", Types::UINT);
    let c32 = f.uint(32);
    let ds = f.decl(s, Some(c32));
    let sv = f.get(s);
    let zero = f.uint(0);
    let cond = f.bin(Gt, sv, zero);
    let svar = f.var(s);
    let one = f.uint(1);
    let shr = f.compound(Shr, svar, one);
    let g = f.get(gi);
    let sv = f.get(s);
    let lt = f.bin(Lt, g, sv);
    let sd = f.global(sdata, arr);
    let g = f.get(gi);
    let dst = f.index(sd, g, Types::UINT);
    let sd = f.global(sdata, arr);
    let g = f.get(gi);
    let sv = f.get(s);
    let gs = f.bin(Add, g, sv);
    let other = f.index(sd, gs, Types::UINT);
    let other = f.load(other);
    let add = f.compound(Add, dst, other);
    let barrier2 = f.intrinsic(
        Intrinsic::GroupMemoryBarrierWithGroupSync,
        vec![],
        Types::VOID,
    );
    let body = if divergent {
        vec![if_(lt, vec![expr(add), expr(barrier2)], vec![])]
    } else {
        vec![if_(lt, vec![expr(add)], vec![]), expr(barrier2)]
    };
    let lp = while_(Some(cond), body, vec![expr(shr)]);

    let g = f.get(gi);
    let zero = f.uint(0);
    let first = f.bin(Eq, g, zero);
    let out = f.global(output, oty);
    let gv = f.get(gid);
    let gx = f.swizzle(gv, &[0], Types::UINT);
    let dst = f.index(out, gx, Types::UINT);
    let sd = f.global(sdata, arr);
    let zero = f.uint(0);
    let s0 = f.index(sd, zero, Types::UINT);
    let s0 = f.load(s0);
    let st2 = f.assign(dst, s0);
    let fid = p.finish(
        f,
        vec![
            expr(st1),
            expr(barrier),
            Stmt::Block(block(vec![ds, lp])),
            if_(first, vec![expr(st2)], vec![]),
        ],
    );
    p.compute_entry(fid, [64, 1, 1]);
    p.p
}

#[test]
fn groupshared_tree_reduction_with_barriers() {
    let program = reduction(false);
    let mut buffers = Buffers::default();
    let input: Vec<u8> = (1..=128u32).flat_map(|v| v.to_le_bytes()).collect();
    buffers.bytes.insert(key(RegisterClass::T, 0), input);
    buffers.bytes.insert(key(RegisterClass::U, 0), vec![0; 8]);
    dispatch(
        &program,
        "reduce",
        [2, 1, 1],
        &mut buffers,
        &Limits::default(),
    )
    .expect("no trap");
    let out = read_uints(&buffers.bytes[&key(RegisterClass::U, 0)]);
    assert_eq!(out, vec![(1..=64).sum::<u32>(), (65..=128).sum::<u32>()]);
}

#[test]
fn divergent_barrier_traps() {
    let program = reduction(true);
    let mut buffers = Buffers::default();
    let t = dispatch(
        &program,
        "reduce",
        [1, 1, 1],
        &mut buffers,
        &Limits::default(),
    )
    .unwrap_err();
    assert_eq!(
        t.reason,
        "GroupMemoryBarrierWithGroupSync() reached by 32 of the 64 invocations of \
         workgroup (0, 0, 0) (a barrier in divergent control flow)"
    );
}

#[test]
fn dispatch_max_steps_counts_across_groups() {
    let program = reduction(false);
    let mut buffers = Buffers::default();
    let t = dispatch(
        &program,
        "reduce",
        [100, 1, 1],
        &mut buffers,
        &Limits {
            max_steps: 50,
            ..Limits::default()
        },
    )
    .unwrap_err();
    assert_eq!(t.reason, "exceeded --max-steps (50)");
}

/// struct P { float3 pos; uint id; };
/// RWStructuredBuffer<P> ps : register(u1);
/// cbuffer C : register(b0) { float2 scale; float3 offset; };   // offset at 16
/// static uint bias = 100;
/// [numthreads(2, 1, 1)]
/// void main(uint3 id : SV_DispatchThreadID) {
///     ps[id.x].pos.y = ps[id.x].pos.y * scale.y + offset.z;
///     ps[id.x].id = id.x + bias;
/// }
#[test]
fn struct_elements_cbuffer_vectors_and_statics() {
    let mut p = Prog::new();
    let f2 = p.vec(Scalar::F32, 2);
    let f3 = p.vec(Scalar::F32, 3);
    let u3 = p.vec(Scalar::U32, 3);
    let sid = p.p.structs.alloc(hlsl_sema::ir::StructDef {
        name: "P".into(),
        fields: vec![field("pos", f3), field("id", Types::UINT)],
        span: Default::default(),
    });
    let pty = p.ty(hlsl_sema::types::TypeKind::Struct(sid));
    let ps = p.buffer("ps", pty, ResourceKind::RWStructuredBuffer, 1);
    let psty = p.p.globals[ps].ty;
    let cb = p.p.cbuffers.alloc(CBuffer {
        name: "C".into(),
        binding: Binding {
            class: RegisterClass::B,
            space: 0,
            register: 0,
            range: 1,
            explicit: true,
            index: 0,
            order_id: None,
        },
        members: Vec::new(),
        size: 32,
        span: Default::default(),
        resource: None,
        packing: hlsl_sema::layout::Packing::CBuffer,
        push_constant: false,
    });
    let member = |index, offset| GlobalKind::CBufferMember {
        cbuffer: cb,
        index,
        offset,
    };
    let scale = p.global("scale", f2, member(0, 0));
    let offset = p.global("offset", f3, member(1, 16));
    let bias = p.global("bias", Types::UINT, GlobalKind::Private { is_const: false });
    let init = p.p.global_init.exprs.alloc(hlsl_sema::ir::Expr {
        kind: hlsl_sema::ir::ExprKind::Literal(hlsl_sema::ir::Literal::Uint(100)),
        ty: Types::UINT,
        span: Default::default(),
    });
    p.p.globals[bias].init = Some(init);

    let mut f = p.func("main", &[("id", u3, ParamMode::In)], Types::VOID);
    f.params[0].semantic = dispatch_thread_id();
    let id = f.param(0);
    // ps[id.x] as a place, with its `pos` field.
    let elem = |f: &mut F| {
        let g = f.global(ps, psty);
        let v = f.get(id);
        let x = f.swizzle(v, &[0], Types::UINT);
        f.index(g, x, pty)
    };
    let e = elem(&mut f);
    let pos = f.field(e, 0, f3);
    let target = f.swizzle(pos, &[1], Types::FLOAT);
    let e = elem(&mut f);
    let pos = f.field(e, 0, f3);
    let py = f.swizzle(pos, &[1], Types::FLOAT);
    let py = f.load(py);
    let sg = f.global(scale, f2);
    let sv = f.load(sg);
    let sy = f.swizzle(sv, &[1], Types::FLOAT);
    let m = f.bin(Mul, py, sy);
    let og = f.global(offset, f3);
    let oz = f.swizzle(og, &[2], Types::FLOAT);
    let oz = f.load(oz);
    let sum = f.bin(Add, m, oz);
    let st1 = f.assign(target, sum);
    let e = elem(&mut f);
    let idf = f.field(e, 1, Types::UINT);
    let v = f.get(id);
    let x = f.swizzle(v, &[0], Types::UINT);
    let bg = f.global(bias, Types::UINT);
    let b = f.load(bg);
    let s = f.bin(Add, x, b);
    let st2 = f.assign(idf, s);
    let fid = p.finish(f, vec![expr(st1), expr(st2)]);
    p.compute_entry(fid, [2, 1, 1]);

    let mut buffers = Buffers::default();
    let elems: Vec<f32> = vec![0.0, 1.0, 0.0, 0.0, 0.0, 2.0, 0.0, 0.0, 0.0, 3.0, 0.0, 0.0];
    buffers
        .bytes
        .insert(key(RegisterClass::U, 1), floats(&elems));
    let mut cb = floats(&[0.0, 10.0, 0.0, 0.0, 0.0, 0.0, 0.5, 0.0]);
    cb.truncate(32);
    buffers.bytes.insert(key(RegisterClass::B, 0), cb);
    dispatch(&p.p, "main", [1, 1, 1], &mut buffers, &Limits::default()).expect("no trap");
    let out = &buffers.bytes[&key(RegisterClass::U, 1)];
    let f = read_floats(out);
    let u = read_uints(out);
    assert_eq!((f[1], u[3]), (10.5, 100));
    assert_eq!((f[5], u[7]), (20.5, 101));
    // The third element is beyond the dispatch and stays as it was.
    assert_eq!((f[9], u[11]), (3.0, 0));
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
