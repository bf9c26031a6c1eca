//! A dispatch on several threads (`Limits::threads`) leaves exactly the
//! buffers, and gives exactly the trap, of running its workgroups one
//! after another: kernels whose groups depend on earlier groups' writes,
//! use atomics whose return values are kept, or trap part-way.

use hlsl_interp::{Buffers, Limits, RegisterKey, Trap};
use hlsl_sema::ir::{Program, RegisterClass};

fn check(source: &str) -> Program {
    let options = hlslc::FrontendOptions {
        profile: Some("cs_6_0".into()),
        entry: Some("main".into()),
        ..Default::default()
    };
    let mut session = hlslc::Session::new(options);
    let file = session.add_source("parallel.hlsl", source);
    match session.check(file) {
        Some(program) => program,
        None => panic!("{}", session.render(hlslc::DiagnosticsFormat::Text)),
    }
}

fn uav(register: u32) -> RegisterKey {
    RegisterKey {
        class: RegisterClass::U,
        space: 0,
        register,
    }
}

/// Dispatches `groups` with `threads` threads over two uint buffers of
/// `words` words (u0 counting up from 0, u1 zero); gives the buffers
/// after, sorted by register, and the trap if any.
fn run(
    program: &Program,
    groups: [u32; 3],
    threads: usize,
    max_steps: u64,
    words: u32,
) -> (Vec<Vec<u8>>, Option<Trap>) {
    let mut buffers = Buffers::default();
    let counting: Vec<u8> = (0..words).flat_map(|i| i.to_le_bytes()).collect();
    buffers.bytes.insert(uav(0), counting);
    buffers.bytes.insert(uav(1), vec![0; words as usize * 4]);
    let limits = Limits {
        max_steps,
        threads,
        ..Limits::default()
    };
    let trap = hlsl_interp::dispatch(program, "main", groups, &mut buffers, &limits).err();
    let mut keys: Vec<_> = buffers.bytes.keys().copied().collect();
    keys.sort();
    (
        keys.iter().map(|k| buffers.bytes[k].clone()).collect(),
        trap,
    )
}

fn same_for_all_thread_counts(source: &str, groups: [u32; 3], max_steps: u64, words: u32) {
    let program = check(source);
    let sequential = run(&program, groups, 1, max_steps, words);
    for threads in [2, 3, 4, 8] {
        let parallel = run(&program, groups, threads, max_steps, words);
        assert!(
            parallel == sequential,
            "{threads} threads differ from 1: {:?} against {:?}",
            parallel.1,
            sequential.1
        );
    }
}

/// Each group adds to what the group before it wrote: every group but the
/// first conflicts with its predecessor and runs again.
#[test]
fn chained_groups() {
    let source = r#"
RWStructuredBuffer<uint> a : register(u0);
RWStructuredBuffer<uint> b : register(u1);
[numthreads(4, 1, 1)]
void main(uint3 g : SV_GroupID, uint ti : SV_GroupIndex) {
    if (ti == 0)
        a[g.x + 1] = a[g.x] * 3 + 1;
    b[g.x * 4 + ti] = a[g.x] + ti;
}
"#;
    same_for_all_thread_counts(source, [100, 1, 1], u64::MAX, 512);
}

/// Independent groups (the parallel path commits them all), in 2-D.
#[test]
fn independent_groups() {
    let source = r#"
RWStructuredBuffer<uint> a : register(u0);
RWStructuredBuffer<uint> b : register(u1);
[numthreads(8, 2, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint i = id.y * 64 + id.x;
    uint acc = a[i];
    for (uint k = 0; k < 10; k++)
        acc = acc * 31 + k;
    b[i] = acc;
}
"#;
    same_for_all_thread_counts(source, [8, 16, 1], u64::MAX, 64 * 32);
}

/// Atomic adds on one word from every group, with each lane keeping the
/// value it saw, and a min over another word.
#[test]
fn atomics_keep_their_return_values() {
    let source = r#"
RWStructuredBuffer<uint> a : register(u0);
RWStructuredBuffer<uint> b : register(u1);
[numthreads(16, 1, 1)]
void main(uint3 id : SV_DispatchThreadID, uint ti : SV_GroupIndex) {
    uint old;
    InterlockedAdd(a[0], ti + 1, old);
    b[id.x] = old;
    InterlockedMin(a[1], id.x * 7 % 13);
}
"#;
    same_for_all_thread_counts(source, [40, 1, 1], u64::MAX, 40 * 16);
}

/// A trap part-way through the dispatch: the same message, and the same
/// writes before it, as one after another.
#[test]
fn traps_where_the_sequential_run_traps() {
    let source = r#"
RWStructuredBuffer<uint> a : register(u0);
RWStructuredBuffer<uint> b : register(u1);
[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    for (uint k = 0; k < 5; k++)
        b[id.x] += a[id.x] + k;
}
"#;
    let program = check(source);
    let (_, trap) = run(&program, [64, 1, 1], 1, 500, 256);
    assert!(trap.is_some(), "the step limit is reached");
    same_for_all_thread_counts(source, [64, 1, 1], 500, 256);
}
