//! Lowering tests on hand-built IR programs: each must validate and write
//! all four targets, and the outputs must carry the expected bindings,
//! entry points and workgroup sizes.

mod common;

use common::*;
use hlsl_base::DiagCode;
use hlsl_lower::{compile, Options, Output, Target, Validation};
use hlsl_sema::ir::*;
use hlsl_sema::types::{ResourceKind, Scalar, Types};

const TARGETS: [Target; 4] = [Target::Spirv, Target::Wgsl, Target::Msl, Target::Glsl];

/// Compiles for every target with full and release validation; returns
/// (spirv words, wgsl, msl, glsl).
fn compile_all(p: &Program, entry: &str) -> (Vec<u32>, String, String, String) {
    let mut spv = Vec::new();
    let mut texts = Vec::new();
    for validation in [Validation::Release, Validation::Full] {
        texts.clear();
        for t in TARGETS {
            let (out, diags) = compile(
                p.clone(),
                entry,
                t,
                &Options {
                    validation,
                    ..Default::default()
                },
            );
            let msgs: Vec<_> = diags.iter().map(|d| d.message.clone()).collect();
            assert!(diags.is_empty(), "{t:?}: {msgs:?}");
            match out {
                Some(Output::Spirv(w)) => spv = w,
                Some(Output::Text(s)) => texts.push(s),
                None => panic!("{t:?}: no output"),
            }
        }
    }
    spirv_val(&spv);
    if let Some(dir) = std::env::var_os("HLSL_LOWER_DUMP") {
        let dir = std::path::Path::new(&dir);
        let bytes: Vec<u8> = spv.iter().flat_map(|w| w.to_le_bytes()).collect();
        let stage = match p.entry_point(entry).map(|e| e.stage) {
            Some(Stage::Vertex) => "vert",
            Some(Stage::Pixel) => "frag",
            _ => "comp",
        };
        std::fs::write(dir.join(format!("{entry}.spv")), bytes).unwrap();
        for (ext, t) in [("wgsl", &texts[0]), ("metal", &texts[1])] {
            std::fs::write(dir.join(format!("{entry}.{ext}")), t).unwrap();
        }
        std::fs::write(dir.join(format!("{entry}.{stage}")), &texts[2]).unwrap();
    }
    let glsl = texts.pop().unwrap_or_default();
    let msl = texts.pop().unwrap_or_default();
    let wgsl = texts.pop().unwrap_or_default();
    (spv, wgsl, msl, glsl)
}

/// Runs `spirv-val` when it is installed (it is optional on dev machines).
fn spirv_val(words: &[u32]) {
    use std::io::Write;
    let Ok(mut child) = std::process::Command::new("spirv-val")
        .arg("--target-env")
        .arg("vulkan1.1")
        .arg("-")
        .stdin(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
    else {
        return;
    };
    let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
    if let Some(mut stdin) = child.stdin.take() {
        stdin.write_all(&bytes).unwrap();
    }
    let out = child.wait_with_output().unwrap();
    assert!(
        out.status.success(),
        "spirv-val: {}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// (set, binding) of every variable decorated with both.
fn spirv_bindings(words: &[u32]) -> Vec<(u32, u32)> {
    let insts = spirv_instructions(words);
    let mut sets = std::collections::BTreeMap::new();
    let mut bindings = std::collections::BTreeMap::new();
    for (op, ops) in &insts {
        // OpDecorate %id DescriptorSet(34)/Binding(33) n
        if *op == 71 && ops.len() == 3 {
            match ops[1] {
                34 => {
                    sets.insert(ops[0], ops[2]);
                }
                33 => {
                    bindings.insert(ops[0], ops[2]);
                }
                _ => {}
            }
        }
    }
    let mut v: Vec<(u32, u32)> = bindings
        .iter()
        .map(|(id, b)| (sets.get(id).copied().unwrap_or(u32::MAX), *b))
        .collect();
    v.sort();
    v
}

fn spirv_entry_names(words: &[u32]) -> Vec<String> {
    spirv_instructions(words)
        .iter()
        .filter(|(op, _)| *op == 15)
        .map(|(_, ops)| spirv_string(&ops[2..]))
        .collect()
}

fn spirv_local_size(words: &[u32]) -> Option<[u32; 3]> {
    spirv_instructions(words)
        .iter()
        .find(|(op, ops)| *op == 16 && ops.get(1) == Some(&17))
        .map(|(_, ops)| [ops[2], ops[3], ops[4]])
}

fn saxpy() -> Program {
    let mut b = ProgramBuilder::new();
    let f = Types::FLOAT;
    let u = Types::UINT;
    let uint3 = b.vec(Scalar::U32, 3);
    let y = b.buffer("y", ResourceKind::RWStructuredBuffer, f, 0);
    let x = b.buffer("x", ResourceKind::StructuredBuffer, f, 1);
    let cb = b.cbuffer("Params", 2, &[("a", f), ("n", u)]);
    let (a, n) = (cb[0], cb[1]);
    let y_ty = b.p.globals[y].ty;
    let x_ty = b.p.globals[x].ty;

    let mut fb = FnBuilder::new("main", Types::VOID);
    let id = fb.param(
        "id",
        uint3,
        ParamMode::In,
        sem(
            "SV_DISPATCHTHREADID",
            0,
            Some(SystemValue::DispatchThreadId),
        ),
    );
    let idp = fb.local(id);
    let idx = fb.swizzle(idp, &[0], u);
    let idx = fb.load(idx);
    let np = fb.global(n, u);
    let nv = fb.load(np);
    let cond = fb.bin(BinaryOp::Lt, idx, nv);
    fb.open();
    let idp = fb.local(id);
    let i1 = fb.swizzle(idp, &[0], u);
    let i1 = fb.load(i1);
    let yb = fb.global(y, y_ty);
    let target = fb.index(yb, i1, f);
    let ap = fb.global(a, f);
    let av = fb.load(ap);
    let xb = fb.global(x, x_ty);
    let xe = fb.index(xb, i1, f);
    let xv = fb.load(xe);
    let ax = fb.bin(BinaryOp::Mul, av, xv);
    let yb2 = fb.global(y, y_ty);
    let ye = fb.index(yb2, i1, f);
    let yv = fb.load(ye);
    let sum = fb.bin(BinaryOp::Add, ax, yv);
    let asg = fb.assign(target, None, sum);
    fb.expr_stmt(asg);
    let then = fb.close();
    fb.push(Stmt::If {
        cond,
        then,
        otherwise: Block::default(),
    });
    let main = b.function(fb);
    b.entry(main, Stage::Compute, [64, 1, 1]);
    b.p
}

#[test]
fn saxpy_compiles_for_every_target() {
    let p = saxpy();
    let (spv, wgsl, msl, glsl) = compile_all(&p, "main");
    assert_eq!(spirv_bindings(&spv), vec![(0, 0), (0, 1), (0, 2)]);
    assert_eq!(spirv_entry_names(&spv), vec!["main".to_string()]);
    assert_eq!(spirv_local_size(&spv), Some([64, 1, 1]));
    assert!(
        wgsl.contains("@compute @workgroup_size(64, 1, 1)"),
        "{wgsl}"
    );
    assert!(
        wgsl.contains("@group(0) @binding(0) \nvar<storage, read_write> y"),
        "{wgsl}"
    );
    assert!(
        wgsl.contains("@group(0) @binding(1) \nvar<storage> x"),
        "{wgsl}"
    );
    assert!(wgsl.contains("var<uniform> Params"), "{wgsl}");
    assert!(wgsl.contains("@builtin(global_invocation_id)"), "{wgsl}");
    assert!(msl.contains("kernel void"), "{msl}");
    assert!(
        glsl.contains("layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;"),
        "{glsl}"
    );
    assert!(glsl.contains("#version 450 core"), "{glsl}");
}

/// The internal errors cannot be reached from source (the robustness test
/// makes sure of it): a module spoiled after lowering reaches both. A
/// ray query needs a capability our validator does not grant, and naga's
/// GLSL writer has none.
#[test]
fn spoiled_modules_are_internal_errors() {
    let (module, diags) = hlsl_lower::lower_to_naga(&saxpy(), "main");
    assert!(diags.is_empty());
    let mut module = module.expect("saxpy lowers");
    let span = naga::Span::UNDEFINED;
    let inner = naga::TypeInner::RayQuery {
        vertex_return: false,
    };
    let ty = module.types.insert(naga::Type { name: None, inner }, span);
    let function = &mut module.entry_points[0].function;
    let wide = naga::LocalVariable {
        name: Some("query".into()),
        ty,
        init: None,
    };
    function.local_variables.append(wide, span);

    let (info, diags) = hlsl_lower::validate(&module, &Options::default());
    assert!(info.is_none());
    assert_eq!(diags.0[0].code, DiagCode::err_internal_naga_validation);
    let message = &diags.0[0].message;
    assert!(
        message.starts_with("internal compiler error: naga rejected the module: "),
        "{message}"
    );

    let all = naga::valid::Capabilities::all();
    let info = naga::valid::Validator::new(naga::valid::ValidationFlags::all(), all)
        .validate(&module)
        .expect("valid with every capability");
    let (out, diags) = hlsl_lower::write(&module, &info, Target::Glsl);
    assert!(out.is_none());
    assert_eq!(diags.0[0].code, DiagCode::err_internal_backend);
    let message = &diags.0[0].message;
    assert!(
        message.starts_with("internal compiler error in the GLSL writer: "),
        "{message}"
    );
}

/// groupshared float s[64]; a tree reduction with barriers.
fn reduction() -> Program {
    let mut b = ProgramBuilder::new();
    let f = Types::FLOAT;
    let u = Types::UINT;
    let uint3 = b.vec(Scalar::U32, 3);
    let arr = b.array(f, 64);
    let buf = b.buffer("data", ResourceKind::RWStructuredBuffer, f, 0);
    let buf_ty = b.p.globals[buf].ty;
    let sdata = b.global("sdata", arr, GlobalKind::Groupshared);

    let mut fb = FnBuilder::new("reduce", Types::VOID);
    let tid = fb.param(
        "tid",
        u,
        ParamMode::In,
        sem("SV_GROUPINDEX", 0, Some(SystemValue::GroupIndex)),
    );
    let gid = fb.param(
        "gid",
        uint3,
        ParamMode::In,
        sem("SV_GROUPID", 0, Some(SystemValue::GroupId)),
    );
    // sdata[tid] = data[gid.x * 64 + tid];
    let sd = fb.global(sdata, arr);
    let t = fb.read(tid);
    let dst = fb.index(sd, t, f);
    let g = fb.local(gid);
    let gx = fb.swizzle(g, &[0], u);
    let gx = fb.load(gx);
    let c64 = fb.uint(64);
    let base = fb.bin(BinaryOp::Mul, gx, c64);
    let t2 = fb.read(tid);
    let i = fb.bin(BinaryOp::Add, base, t2);
    let db = fb.global(buf, buf_ty);
    let de = fb.index(db, i, f);
    let dv = fb.load(de);
    let a = fb.assign(dst, None, dv);
    fb.expr_stmt(a);
    let bar = fb.intrinsic(
        Intrinsic::GroupMemoryBarrierWithGroupSync,
        vec![],
        Types::VOID,
    );
    fb.expr_stmt(bar);
    // for (uint s = 32; s > 0; s >>= 1) { if (tid < s) sdata[tid] += sdata[tid + s]; barrier }
    let c32 = fb.uint(32);
    let s = fb.let_("s", u, Some(c32));
    let sv = fb.read(s);
    let zero = fb.uint(0);
    let cond = fb.bin(BinaryOp::Gt, sv, zero);
    fb.open();
    let t = fb.read(tid);
    let sv = fb.read(s);
    let lt = fb.bin(BinaryOp::Lt, t, sv);
    fb.open();
    let sd = fb.global(sdata, arr);
    let t = fb.read(tid);
    let dst = fb.index(sd, t, f);
    let sd2 = fb.global(sdata, arr);
    let t = fb.read(tid);
    let sv = fb.read(s);
    let ts = fb.bin(BinaryOp::Add, t, sv);
    let src = fb.index(sd2, ts, f);
    let srcv = fb.load(src);
    let a = fb.assign(dst, Some(BinaryOp::Add), srcv);
    fb.expr_stmt(a);
    let then = fb.close();
    fb.push(Stmt::If {
        cond: lt,
        then,
        otherwise: Block::default(),
    });
    let bar = fb.intrinsic(
        Intrinsic::GroupMemoryBarrierWithGroupSync,
        vec![],
        Types::VOID,
    );
    fb.expr_stmt(bar);
    let body = fb.close();
    fb.open();
    let sp = fb.local(s);
    let one = fb.uint(1);
    let shr = fb.assign(sp, Some(BinaryOp::Shr), one);
    fb.expr_stmt(shr);
    let continuing = fb.close();
    fb.push(Stmt::Loop {
        cond: Some(cond),
        test_first: true,
        body,
        continuing,
    });
    // if (tid == 0) data[gid.x] = sdata[0];
    let t = fb.read(tid);
    let zero = fb.uint(0);
    let is0 = fb.bin(BinaryOp::Eq, t, zero);
    fb.open();
    let g = fb.local(gid);
    let gx = fb.swizzle(g, &[0], u);
    let gx = fb.load(gx);
    let db = fb.global(buf, buf_ty);
    let de = fb.index(db, gx, f);
    let sd = fb.global(sdata, arr);
    let zero = fb.int(0);
    let s0 = fb.index(sd, zero, f);
    let s0 = fb.load(s0);
    let a = fb.assign(de, None, s0);
    fb.expr_stmt(a);
    let then = fb.close();
    fb.push(Stmt::If {
        cond: is0,
        then,
        otherwise: Block::default(),
    });
    let main = b.function(fb);
    b.entry(main, Stage::Compute, [64, 1, 1]);
    b.p
}

#[test]
fn groupshared_reduction_with_barriers() {
    let p = reduction();
    let (spv, wgsl, msl, glsl) = compile_all(&p, "reduce");
    assert_eq!(spirv_bindings(&spv), vec![(0, 0)]);
    // OpControlBarrier (224) for both barriers, plus the one after naga's
    // zero-initialisation of workgroup memory.
    let barriers = spirv_instructions(&spv)
        .iter()
        .filter(|(op, _)| *op == 224)
        .count();
    assert_eq!(barriers, 3);
    assert!(
        wgsl.contains("var<workgroup> sdata: array<f32, 64>;"),
        "{wgsl}"
    );
    assert_eq!(wgsl.matches("workgroupBarrier()").count(), 2, "{wgsl}");
    assert!(wgsl.contains("& 31u"), "shift amount is masked: {wgsl}");
    assert!(msl.contains("threadgroup"), "{msl}");
    assert!(glsl.contains("shared float sdata[64];"), "{glsl}");
    assert!(glsl.contains("barrier();"), "{glsl}");
}

/// `void twice(inout float v, out int k)` called on a buffer element, and
/// compound assignments through swizzles and `++` on a resource element.
fn inout_program() -> Program {
    let mut b = ProgramBuilder::new();
    let f = Types::FLOAT;
    let i = Types::INT;
    let u = Types::UINT;
    let float2 = b.vec(Scalar::F32, 2);
    let float4 = b.vec(Scalar::F32, 4);
    let y = b.buffer("y", ResourceKind::RWStructuredBuffer, f, 0);
    let y_ty = b.p.globals[y].ty;

    let mut tw = FnBuilder::new("twice", Types::VOID);
    let v = tw.param("v", f, ParamMode::InOut, None);
    let k = tw.param("k", i, ParamMode::Out, None);
    let vp = tw.local(v);
    let two = tw.float(2.0);
    let m = tw.assign(vp, Some(BinaryOp::Mul), two);
    tw.expr_stmt(m);
    let kp = tw.local(k);
    let three = tw.int(3);
    let a = tw.assign(kp, None, three);
    tw.expr_stmt(a);
    let twice = b.function(tw);

    let mut fb = FnBuilder::new("main", Types::VOID);
    let id = fb.param(
        "id",
        u,
        ParamMode::In,
        sem(
            "SV_DISPATCHTHREADID",
            0,
            Some(SystemValue::DispatchThreadId),
        ),
    );
    let k = fb.let_("k", i, None);
    // twice(y[id], k);
    let yb = fb.global(y, y_ty);
    let idv = fb.read(id);
    let ye = fb.index(yb, idv, f);
    let kp = fb.local(k);
    let call = fb.e(
        ExprKind::Call {
            function: twice,
            args: vec![
                Arg::Out {
                    place: ye,
                    mode: ParamMode::InOut,
                    copy_in: None,
                    write_back: None,
                },
                Arg::Out {
                    place: kp,
                    mode: ParamMode::Out,
                    copy_in: None,
                    write_back: None,
                },
            ],
        },
        Types::VOID,
    );
    fb.expr_stmt(call);
    // float4 v = 0; v.zx += float2(1, 2); y[id] = v.x + v.z + (float)k;
    let zero = fb.float(0.0);
    let splat = fb.e(ExprKind::Splat(zero), float4);
    let v = fb.let_("v", float4, Some(splat));
    let vp = fb.local(v);
    let zx = fb.swizzle(vp, &[2, 0], float2);
    let one = fb.float(1.0);
    let two = fb.float(2.0);
    let c = fb.compose(vec![one, two], float2);
    let a = fb.assign(zx, Some(BinaryOp::Add), c);
    fb.expr_stmt(a);
    let yb = fb.global(y, y_ty);
    let idv = fb.read(id);
    let ye = fb.index(yb, idv, f);
    let vp = fb.local(v);
    let vx = fb.swizzle(vp, &[0], f);
    let vx = fb.load(vx);
    let vp = fb.local(v);
    let vz = fb.swizzle(vp, &[2], f);
    let vz = fb.load(vz);
    let sum = fb.bin(BinaryOp::Add, vx, vz);
    let kv = fb.read(k);
    let kf = fb.convert(kv, f);
    let sum = fb.bin(BinaryOp::Add, sum, kf);
    let a = fb.assign(ye, None, sum);
    fb.expr_stmt(a);
    // y[id]++;
    let yb = fb.global(y, y_ty);
    let idv = fb.read(id);
    let ye = fb.index(yb, idv, f);
    let inc = fb.e(
        ExprKind::IncDec {
            target: ye,
            increment: true,
            prefix: false,
        },
        f,
    );
    fb.expr_stmt(inc);
    let main = b.function(fb);
    b.entry(main, Stage::Compute, [8, 8, 1]);
    b.p
}

#[test]
fn inout_parameters_and_swizzle_assignment() {
    let p = inout_program();
    let (spv, wgsl, _msl, glsl) = compile_all(&p, "main");
    assert_eq!(spirv_local_size(&spv), Some([8, 8, 1]));
    assert!(
        wgsl.contains("fn twice(v: ptr<function, f32>, k: ptr<function, i32>)"),
        "{wgsl}"
    );
    assert!(
        glsl.contains("void twice(inout float v, inout int k)"),
        "{glsl}"
    );
}

/// A struct with an array member and a bool in a structured buffer.
fn struct_of_arrays() -> Program {
    let mut b = ProgramBuilder::new();
    let f = Types::FLOAT;
    let i = Types::INT;
    let u = Types::UINT;
    let arr4 = b.array(f, 4);
    let item = b.structure(
        "Item",
        &[
            ("v", arr4, None),
            ("n", i, None),
            ("alive", Types::BOOL, None),
        ],
    );
    let buf = b.buffer("items", ResourceKind::RWStructuredBuffer, item, 0);
    let buf_ty = b.p.globals[buf].ty;

    let mut fb = FnBuilder::new("main", Types::VOID);
    let id = fb.param(
        "id",
        u,
        ParamMode::In,
        sem(
            "SV_DISPATCHTHREADID",
            0,
            Some(SystemValue::DispatchThreadId),
        ),
    );
    // Item t = items[id];
    let bb = fb.global(buf, buf_ty);
    let idv = fb.read(id);
    let el = fb.index(bb, idv, item);
    let elv = fb.load(el);
    let t = fb.let_("t", item, Some(elv));
    // t.v[2] = t.v[0] + t.v[1];
    let tp = fb.local(t);
    let tv = fb.field(tp, 0, arr4);
    let two = fb.int(2);
    let dst = fb.index(tv, two, f);
    let read_v = |fb: &mut FnBuilder, k: i64| {
        let tp = fb.local(t);
        let tv = fb.field(tp, 0, arr4);
        let ki = fb.int(k);
        let e = fb.index(tv, ki, f);
        fb.load(e)
    };
    let a0 = read_v(&mut fb, 0);
    let a1 = read_v(&mut fb, 1);
    let s = fb.bin(BinaryOp::Add, a0, a1);
    let a = fb.assign(dst, None, s);
    fb.expr_stmt(a);
    // if (items[id].alive && t.n < 10) t.n++;
    let bb = fb.global(buf, buf_ty);
    let idv = fb.read(id);
    let el = fb.index(bb, idv, item);
    let alive = fb.field(el, 2, Types::BOOL);
    let alive = fb.load(alive);
    let tp = fb.local(t);
    let tn = fb.field(tp, 1, i);
    let tn = fb.load(tn);
    let ten = fb.int(10);
    let lt = fb.bin(BinaryOp::Lt, tn, ten);
    let cond = fb.bin(BinaryOp::LogicalAnd, alive, lt);
    fb.open();
    let tp = fb.local(t);
    let tn = fb.field(tp, 1, i);
    let inc = fb.e(
        ExprKind::IncDec {
            target: tn,
            increment: true,
            prefix: true,
        },
        i,
    );
    fb.expr_stmt(inc);
    let then = fb.close();
    fb.push(Stmt::If {
        cond,
        then,
        otherwise: Block::default(),
    });
    // t.alive = t.n > 5 ? true : false; items[id] = t;
    let tp = fb.local(t);
    let ta = fb.field(tp, 2, Types::BOOL);
    let tp = fb.local(t);
    let tn = fb.field(tp, 1, i);
    let tn = fb.load(tn);
    let five = fb.int(5);
    let gt = fb.bin(BinaryOp::Gt, tn, five);
    let tr = fb.boolean(true);
    let fa = fb.boolean(false);
    let sel = fb.e(
        ExprKind::Select {
            cond: gt,
            accept: tr,
            reject: fa,
        },
        Types::BOOL,
    );
    let a = fb.assign(ta, None, sel);
    fb.expr_stmt(a);
    let bb = fb.global(buf, buf_ty);
    let idv = fb.read(id);
    let el = fb.index(bb, idv, item);
    let tv = fb.read(t);
    let a = fb.assign(el, None, tv);
    fb.expr_stmt(a);
    let main = b.function(fb);
    b.entry(main, Stage::Compute, [32, 1, 1]);
    b.p
}

#[test]
fn struct_with_arrays_and_bool_in_a_buffer() {
    let p = struct_of_arrays();
    let (spv, wgsl, _msl, _glsl) = compile_all(&p, "main");
    assert_eq!(spirv_bindings(&spv), vec![(0, 0)]);
    // D3D layout: v at 0 (stride 4), n at 16, alive (as u32) at 20; stride 24.
    assert!(
        wgsl.contains("@size(24)")
            || wgsl.contains("stride(24)")
            || wgsl.contains("array<Item_sb>"),
        "{wgsl}"
    );
    assert!(wgsl.contains("alive: u32"), "{wgsl}");
    let insts = spirv_instructions(&spv);
    // OpDecorate %arr ArrayStride(6) 24 and OpMemberDecorate Offset(35) 20.
    assert!(insts
        .iter()
        .any(|(op, o)| *op == 71 && o.get(1) == Some(&6) && o.get(2) == Some(&24)));
    assert!(insts
        .iter()
        .any(|(op, o)| *op == 72 && o.get(2) == Some(&35) && o.get(3) == Some(&20)));
}

fn vs_ps() -> Program {
    let mut b = ProgramBuilder::new();
    let float2 = b.vec(Scalar::F32, 2);
    let float3 = b.vec(Scalar::F32, 3);
    let float4 = b.vec(Scalar::F32, 4);
    let vin = b.structure(
        "VSIn",
        &[
            ("pos", float3, sem("POSITION", 0, None)),
            ("uv", float2, sem("TEXCOORD", 0, None)),
        ],
    );
    let vout = b.structure(
        "VSOut",
        &[
            (
                "pos",
                float4,
                sem("SV_POSITION", 0, Some(SystemValue::Position)),
            ),
            ("uv", float2, sem("TEXCOORD", 0, None)),
        ],
    );
    let mut vs = FnBuilder::new("vs", vout);
    let input = vs.param("input", vin, ParamMode::In, None);
    let o = vs.let_("o", vout, None);
    let op = vs.local(o);
    let opos = vs.field(op, 0, float4);
    let ip = vs.local(input);
    let ipos = vs.field(ip, 0, float3);
    let ipos = vs.load(ipos);
    let one = vs.float(1.0);
    let p4 = vs.compose(vec![ipos, one], float4);
    let a = vs.assign(opos, None, p4);
    vs.expr_stmt(a);
    let op = vs.local(o);
    let ouv = vs.field(op, 1, float2);
    let ip = vs.local(input);
    let iuv = vs.field(ip, 1, float2);
    let iuv = vs.load(iuv);
    let a = vs.assign(ouv, None, iuv);
    vs.expr_stmt(a);
    let ov = vs.read(o);
    vs.push(Stmt::Return(Some(ov)));
    let vs = b.function(vs);
    b.entry(vs, Stage::Vertex, [1, 1, 1]);

    let mut ps = FnBuilder::new("ps", float4);
    ps.ret_semantic = sem("SV_TARGET", 0, Some(SystemValue::Target));
    let input = ps.param("input", vout, ParamMode::In, None);
    let ip = ps.local(input);
    let iuv = ps.field(ip, 1, float2);
    let iuv = ps.load(iuv);
    let zero = ps.float(0.0);
    let one = ps.float(1.0);
    let c = ps.compose(vec![iuv, zero, one], float4);
    ps.push(Stmt::Return(Some(c)));
    let ps = b.function(ps);
    b.entry(ps, Stage::Pixel, [1, 1, 1]);
    b.p
}

#[test]
fn vertex_and_pixel_stage_io() {
    let p = vs_ps();
    let (spv, wgsl, msl, glsl) = compile_all(&p, "vs");
    assert_eq!(spirv_entry_names(&spv), vec!["vs".to_string()]);
    assert!(wgsl.contains("@vertex"), "{wgsl}");
    assert!(
        wgsl.contains("@location(0) pos: vec3<f32>, @location(1) uv: vec2<f32>"),
        "{wgsl}"
    );
    assert!(wgsl.contains("@builtin(position) pos: vec4<f32>"), "{wgsl}");
    assert!(wgsl.contains("@location(0) uv: vec2<f32>"), "{wgsl}");
    assert!(msl.contains("vertex "), "{msl}");
    assert!(glsl.contains("gl_Position"), "{glsl}");

    let (spv, wgsl, _msl, glsl) = compile_all(&p, "ps");
    assert_eq!(spirv_entry_names(&spv), vec!["ps".to_string()]);
    assert!(wgsl.contains("@fragment"), "{wgsl}");
    assert!(
        wgsl.contains("@builtin(position) pos: vec4<f32>, @location(0) uv: vec2<f32>"),
        "{wgsl}"
    );
    assert!(wgsl.contains("-> @location(0) vec4<f32>"), "{wgsl}");
    assert!(glsl.contains("layout(location = 0) out vec4"), "{glsl}");
}

fn first_error(p: &Program, entry: &str) -> (DiagCode, String) {
    let (out, diags) = compile(p.clone(), entry, Target::Spirv, &Options::default());
    assert!(out.is_none());
    let d = diags.iter().next().expect("a diagnostic");
    (d.code, d.message.clone())
}

/// A stride of 12 is no naga layout for `vec3<f32>`: the buffer is kept
/// as `u32` words (split.rs).
#[test]
fn float3_structured_buffer_is_words() {
    let mut b = ProgramBuilder::new();
    let float3 = b.vec(Scalar::F32, 3);
    b.buffer("v", ResourceKind::StructuredBuffer, float3, 0);
    let main = b.function(FnBuilder::new("main", Types::VOID));
    b.entry(main, Stage::Compute, [1, 1, 1]);
    let (_, wgsl, _, _) = compile_all(&b.p, "main");
    assert!(wgsl.contains("data: array<u32>"), "{wgsl}");
}

/// HLSL puts `b` at offset 4, where naga cannot place a `vec2<f32>`: the
/// cbuffer is kept as `vec4<u32>` registers.
#[test]
fn cbuffer_float2_at_offset_4_is_words() {
    let mut b = ProgramBuilder::new();
    let float2 = b.vec(Scalar::F32, 2);
    b.cbuffer("C", 0, &[("a", Types::FLOAT), ("b", float2)]);
    let main = b.function(FnBuilder::new("main", Types::VOID));
    b.entry(main, Stage::Compute, [1, 1, 1]);
    let (_, wgsl, _, _) = compile_all(&b.p, "main");
    assert!(wgsl.contains("rows: array<vec4<u32>, 1>"), "{wgsl}");
}

#[test]
fn unknown_entry_point_is_reported() {
    let p = saxpy();
    let (code, _) = first_error(&p, "nope");
    assert_eq!(code, DiagCode::err_entry_not_found);
}

/// Operators and intrinsics on ints, vectors and bools in one helper
/// function, a do-while loop, a static with an initializer, and a vector
/// select.
fn kitchen_sink() -> Program {
    let mut b = ProgramBuilder::new();
    let (f, i, u) = (Types::FLOAT, Types::INT, Types::UINT);
    let int3 = b.vec(Scalar::I32, 3);
    let bool3 = b.vec(Scalar::BOOL, 3);
    let out = b.buffer("out", ResourceKind::RWStructuredBuffer, i, 0);
    let out_ty = b.p.globals[out].ty;
    let st = b.global("bias", i, GlobalKind::Private { is_const: true });
    let seven = b.p.global_init.exprs.alloc(Expr {
        kind: ExprKind::Literal(Literal::Sint(7)),
        ty: i,
        span: hlsl_base::Span::DUMMY,
    });
    b.p.globals[st].init = Some(seven);

    // int mix(int a, int c, float x)
    let mut h = FnBuilder::new("mix", i);
    let a = h.param("a", i, ParamMode::In, None);
    let c = h.param("c", i, ParamMode::In, None);
    let x = h.param("x", f, ParamMode::In, None);
    let av = h.read(a);
    let cv = h.read(c);
    let q = h.bin(BinaryOp::Div, av, cv);
    let av = h.read(a);
    let cv = h.read(c);
    let r = h.bin(BinaryOp::Rem, av, cv);
    let s = h.bin(BinaryOp::Shl, q, r);
    let av = h.read(a);
    let v3 = h.e(ExprKind::Splat(av), int3);
    let cv = h.read(c);
    let w3 = h.e(ExprKind::Splat(cv), int3);
    let d = h.intrinsic(Intrinsic::Dot, vec![v3, w3], i);
    let fh = h.intrinsic(Intrinsic::FirstBitHigh, vec![d], u);
    let fhi = h.intrinsic(Intrinsic::AsInt, vec![fh], i);
    let s = h.bin(BinaryOp::Add, s, fhi);
    let xv = h.read(x);
    let xi = h.convert(xv, i);
    let s = h.bin(BinaryOp::Add, s, xi);
    // bool3 m = v3 > w3; s += any(m) ? 1 : 2 (vector select inside)
    let gt = h.e(
        ExprKind::Binary {
            op: BinaryOp::Gt,
            lhs: v3,
            rhs: w3,
        },
        bool3,
    );
    let sel = h.e(
        ExprKind::Select {
            cond: gt,
            accept: v3,
            reject: w3,
        },
        int3,
    );
    let anyv = h.intrinsic(Intrinsic::Any, vec![sel], Types::BOOL);
    let one = h.int(1);
    let two = h.int(2);
    let t = h.e(
        ExprKind::Select {
            cond: anyv,
            accept: one,
            reject: two,
        },
        i,
    );
    let s = h.bin(BinaryOp::Add, s, t);
    let acc = h.let_("acc", i, Some(s));
    // do { acc--; } while (acc > 100 || acc < -100);
    h.open();
    let ap = h.local(acc);
    let dec = h.e(
        ExprKind::IncDec {
            target: ap,
            increment: false,
            prefix: false,
        },
        i,
    );
    h.expr_stmt(dec);
    let body = h.close();
    let accv = h.read(acc);
    let hundred = h.int(100);
    let c1 = h.bin(BinaryOp::Gt, accv, hundred);
    let accv = h.read(acc);
    let m100 = h.int(-100);
    let c2 = h.bin(BinaryOp::Lt, accv, m100);
    let cond = h.bin(BinaryOp::LogicalOr, c1, c2);
    h.push(Stmt::Loop {
        cond: Some(cond),
        test_first: false,
        body,
        continuing: Block::default(),
    });
    let accv = h.read(acc);
    h.push(Stmt::Return(Some(accv)));
    let helper = b.function(h);

    let mut fb = FnBuilder::new("main", Types::VOID);
    let id = fb.param(
        "id",
        i,
        ParamMode::In,
        sem(
            "SV_DISPATCHTHREADID",
            0,
            Some(SystemValue::DispatchThreadId),
        ),
    );
    let ob = fb.global(out, out_ty);
    let idv = fb.read(id);
    let el = fb.index(ob, idv, i);
    let idv = fb.read(id);
    let bias = fb.global(st, i);
    let bias = fb.load(bias);
    let half = fb.float(0.5);
    let call = fb.e(
        ExprKind::Call {
            function: helper,
            args: vec![Arg::In(idv), Arg::In(bias), Arg::In(half)],
        },
        i,
    );
    let a = fb.assign(el, None, call);
    fb.expr_stmt(a);
    let main = b.function(fb);
    b.entry(main, Stage::Compute, [4, 1, 1]);
    b.p
}

#[test]
fn operators_intrinsics_and_loops() {
    let p = kitchen_sink();
    let (_spv, wgsl, _msl, _glsl) = compile_all(&p, "main");
    assert!(wgsl.contains("var<private> bias: i32 = 7i;"), "{wgsl}");
    assert!(wgsl.contains("firstLeadingBit"), "{wgsl}");
    assert!(wgsl.contains("break if"), "{wgsl}");
    assert!(wgsl.contains("@builtin(global_invocation_id)"), "{wgsl}");
    assert!(
        wgsl.contains("bitcast<i32>(id.x)") || wgsl.contains("i32(id.x)"),
        "{wgsl}"
    );
}
