//! The interpreter allocates nothing per operation: a dispatch and a call
//! whose loops run 4× as many iterations make exactly as many heap
//! allocations (counted on this thread by a counting global allocator,
//! over the whole `dispatch`/`call`, compile and setup included).

use hlsl_interp::{Buffers, Limits, RegisterKey, Value};
use hlsl_sema::ir::{Program, RegisterClass};
use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

struct Counting;

thread_local! {
    static ALLOCATIONS: Cell<u64> = const { Cell::new(0) };
}

fn count() {
    // `try_with`: the thread-local may be gone while a thread exits.
    let _ = ALLOCATIONS.try_with(|c| c.set(c.get() + 1));
}

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        count();
        unsafe { System.alloc(layout) }
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        count();
        unsafe { System.alloc_zeroed(layout) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        count();
        unsafe { System.realloc(ptr, layout, new_size) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static COUNTING: Counting = Counting;

/// Heap allocations on this thread while `f` runs.
fn allocations<T>(f: impl FnOnce() -> T) -> (u64, T) {
    let before = ALLOCATIONS.with(Cell::get);
    let out = f();
    (ALLOCATIONS.with(Cell::get) - before, out)
}

/// Loops, arithmetic, calls (with `inout`), struct copies, a switch,
/// short-circuit and select operators, intrinsics (vector, matrix and
/// component-wise), buffer and groupshared reads and writes, and a
/// barrier.
const KERNEL: &str = r#"
struct Particle { float3 position; float3 velocity; uint age; };
cbuffer Params : register(b0) { uint n; };
RWStructuredBuffer<uint> data : register(u1);
RWStructuredBuffer<Particle> parts : register(u2);
groupshared uint tile[64];

uint mix(uint a, uint b) { return a * 31 + (b ^ (a >> 3)); }

void bump(inout Particle p, uint i) {
    p.age += i;
    p.position += p.velocity;
}

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID, uint ti : SV_GroupIndex) {
    Particle p = parts[id.x];
    Particle q;
    uint acc = data[id.x];
    for (uint i = 0; i < n; i++) {
        acc = mix(acc, i);
        q = p;
        bump(q, i);
        p = q;
        float3 v = normalize(p.velocity + 1);
        float2x2 m = float2x2(v.x, v.y, v.z, 1);
        float2 r = mul(m, v.xy);
        float f = dot(v, p.position) + clamp(v.x, 0, 1) + lerp(v.y, v.z, 0.5) + r.y;
        acc += (uint)max(f, 0.0f) + (uint)abs(determinant(m) * 8);
        tile[ti] = acc;
        GroupMemoryBarrierWithGroupSync();
        acc += tile[(ti + 1) % 64];
        GroupMemoryBarrierWithGroupSync();
        switch (acc % 3) {
        case 0: acc ^= 5; break;
        case 1: continue;
        default: acc = (acc > 7 && (acc & 1) != 0) ? acc - 7 : acc + 1;
        }
        data[(id.x + i) % 128] = acc;
    }
    data[id.x] = acc;
    parts[id.x] = p;
}
"#;

fn check(source: &str, profile: Option<&str>) -> Program {
    let options = hlslc::FrontendOptions {
        profile: profile.map(Into::into),
        entry: profile.map(|_| "main".into()),
        ..Default::default()
    };
    let mut session = hlslc::Session::new(options);
    let file = session.add_source("allocations.hlsl", source);
    match session.check(file) {
        Some(program) => program,
        None => panic!("{}", session.render(hlslc::DiagnosticsFormat::Text)),
    }
}

fn key(class: RegisterClass, register: u32) -> RegisterKey {
    RegisterKey {
        class,
        space: 0,
        register,
    }
}

/// Dispatches two groups of the kernel with `n` loop iterations on
/// `threads` threads; returns the allocations made on this thread and the
/// output buffer.
fn dispatch(program: &Program, n: u32, threads: usize) -> (u64, Vec<u8>) {
    let mut buffers = Buffers::default();
    let mut params = n.to_le_bytes().to_vec();
    params.resize(16, 0);
    buffers.bytes.insert(key(RegisterClass::B, 0), params);
    let data: Vec<u8> = (0..128u32).flat_map(|i| (i * 7).to_le_bytes()).collect();
    buffers.bytes.insert(key(RegisterClass::U, 1), data);
    buffers
        .bytes
        .insert(key(RegisterClass::U, 2), vec![0x3f; 128 * 28]);
    counted_dispatch(program, buffers, threads)
}

/// Dispatches two groups of `program` over `buffers` on `threads` threads;
/// returns the allocations made on this thread and the buffer at `u1`.
fn counted_dispatch(program: &Program, mut buffers: Buffers, threads: usize) -> (u64, Vec<u8>) {
    let limits = Limits {
        max_steps: u64::MAX,
        threads,
        ..Limits::default()
    };
    let (count, result) =
        allocations(|| hlsl_interp::dispatch(program, "main", [2, 1, 1], &mut buffers, &limits));
    result.expect("no trap");
    let out = buffers
        .bytes
        .remove(&key(RegisterClass::U, 1))
        .expect("data");
    (count, out)
}

#[test]
fn dispatch_allocations_do_not_grow_with_iterations() {
    let program = check(KERNEL, Some("cs_6_0"));
    let (small, out_small) = dispatch(&program, 100, 1);
    let (large, out_large) = dispatch(&program, 400, 1);
    assert_ne!(out_small, out_large, "the iterations did work");
    assert!(small > 0, "the allocator counts");
    assert_eq!(
        small, large,
        "allocations with 100 iterations: {small}; with 400: {large}"
    );
}

/// On two threads the caller's thread allocates for the dispatch (shared
/// memory, the batches, a machine for the groups that run again alone),
/// not per operation: a bounded number more than one thread, however many
/// iterations. (Which groups of a batch conflict depends on timing, so the
/// count may vary by a few allocations between runs.)
#[test]
fn parallel_dispatch_allocations_are_bounded_per_dispatch() {
    let program = check(KERNEL, Some("cs_6_0"));
    // The first parallel dispatch starts the thread pool.
    dispatch(&program, 10, 2);
    let (one, out_one) = dispatch(&program, 400, 1);
    let (small, _) = dispatch(&program, 100, 2);
    let (large, out_large) = dispatch(&program, 400, 2);
    assert_eq!(out_one, out_large, "two threads compute what one does");
    eprintln!("one thread: {one}; two threads: {small} and {large}");
    for count in [small, large] {
        assert!(
            count <= one + PER_DISPATCH,
            "allocations on two threads: {small} and {large}; on one: {one}"
        );
    }
    assert!(small.abs_diff(large) <= 8, "{small} against {large}");
}

/// The most allocations a parallel dispatch may add on the caller's thread.
// 128 since each machine also resolves the run-time resource arrays and
// the program's layout rules once (was 96).
const PER_DISPATCH: u64 = 128;

const SCALAR: &str = r#"
struct Particle { float3 position; float3 velocity; uint age; };

uint step(uint a, uint b) { return a * 3 + b; }

uint work(uint n) {
    Particle p = { float3(0, 0, 0), float3(1, 2, 3), 0 };
    Particle q;
    uint acc = 1;
    for (uint i = 0; i < n; i++) {
        acc = step(acc, i) ^ (acc >> 3);
        q = p;
        q.age += i;
        p = q;
        p.position += p.velocity;
    }
    return acc + p.age + (uint)p.position.y;
}
"#;

#[test]
fn call_allocations_do_not_grow_with_iterations() {
    let program = check(SCALAR, None);
    let f = program.function_by_name("work").expect("work");
    let run = |n: u32| {
        allocations(|| hlsl_interp::call(&program, f, &[Value::U32(n)], &Limits::default()))
    };
    let (small, a) = run(1000);
    let (large, b) = run(4000);
    assert_ne!(a.expect("no trap"), b.expect("no trap"));
    assert!(small > 0, "the allocator counts");
    assert_eq!(
        small, large,
        "allocations with 1000 iterations: {small}; with 4000: {large}"
    );
}

/// Wave and quad intrinsics, byte-address loads and stores, an atomic on a
/// buffer, a counted buffer's counter, an append buffer, and texture loads
/// and samples: the operations that call into resource and cross-lane code.
const RESOURCES: &str = r#"
cbuffer Params : register(b0) { uint n; };
RWStructuredBuffer<uint> data : register(u1);
RWByteAddressBuffer raw : register(u2);
RWStructuredBuffer<uint> counted : register(u3);
AppendStructuredBuffer<uint> appended : register(u4);
Texture2D<float4> image : register(t0);
SamplerState bilinear : register(s0);

[numthreads(16, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID, uint gi : SV_GroupIndex) {
    uint acc = data[tid.x];
    float f = 0;
    for (uint i = 0; i < n; i++) {
        acc += WaveActiveSum(acc & 7) + WavePrefixSum(i) + WaveReadLaneAt(acc, i & 3);
        acc ^= WaveActiveBallot((acc & 1) == 0).x + QuadReadAcrossX(acc);
        acc += WaveActiveMax(acc >> 4) + (WaveActiveAllEqual(i) ? 1 : 0);
        raw.Store(gi * 4, raw.Load(gi * 4) + acc);
        uint old;
        raw.InterlockedAdd(256, 1, old);
        acc += old & 1;
        float4 t = image.Load(int3(i & 3, gi & 3, 0));
        float4 s = image.SampleLevel(bilinear, float2(i, gi) * 0.1, 0);
        f += t.x + s.y;
    }
    if (gi == 0) { counted.IncrementCounter(); appended.Append(acc); }
    data[tid.x] = acc + (uint)f;
}
"#;

fn dispatch_resources(program: &Program, n: u32) -> (u64, Vec<u8>) {
    let mut buffers = Buffers::default();
    let mut params = n.to_le_bytes().to_vec();
    params.resize(16, 0);
    buffers.bytes.insert(key(RegisterClass::B, 0), params);
    let data: Vec<u8> = (0..32u32).flat_map(|i| (i * 5).to_le_bytes()).collect();
    buffers.bytes.insert(key(RegisterClass::U, 1), data);
    buffers.bytes.insert(key(RegisterClass::U, 2), vec![0; 260]);
    buffers.bytes.insert(key(RegisterClass::U, 3), vec![0; 64]);
    buffers.bytes.insert(key(RegisterClass::U, 4), vec![0; 64]);
    let format = hlsl_interp::TexelFormat::parse("rgba32float").expect("format");
    let mut image = hlsl_interp::Texture::new(format, [4, 4, 1], 1, 1).expect("texture");
    for (i, b) in image.data.iter_mut().enumerate() {
        *b = (i % 61) as u8;
    }
    buffers.textures.insert(key(RegisterClass::T, 0), image);
    let sampler = hlsl_interp::Sampler::parse("linear,wrap").expect("sampler");
    buffers.samplers.insert(key(RegisterClass::S, 0), sampler);
    // Resource methods run sequentially whatever the thread count.
    counted_dispatch(program, buffers, 1)
}

#[test]
fn resource_and_wave_allocations_do_not_grow_with_iterations() {
    let program = check(RESOURCES, Some("cs_6_0"));
    let (small, out_small) = dispatch_resources(&program, 50);
    let (large, out_large) = dispatch_resources(&program, 200);
    assert_ne!(out_small, out_large, "the iterations did work");
    assert!(small > 0, "the allocator counts");
    assert_eq!(
        small, large,
        "allocations with 50 iterations: {small}; with 200: {large}"
    );
}
