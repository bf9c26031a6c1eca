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

/// Each group reads the word the next group writes, before that group
/// writes it: run at once, the next group (another worker's first) writes
/// it first, so the reader must meet a conflict and run again to see the
/// old value. Fails with the conflict check disabled.
#[test]
fn a_read_before_a_later_groups_write_sees_the_old_value() {
    let source = r#"
RWStructuredBuffer<uint> a : register(u0);
RWStructuredBuffer<uint> b : register(u1);
[numthreads(4, 1, 1)]
void main(uint3 g : SV_GroupID, uint ti : SV_GroupIndex) {
    if (ti == 0)
        a[g.x] = g.x + 1000;
    uint acc = 0;
    for (uint k = 0; k < 20; k++)
        acc = acc * 3 + ti + k;
    b[g.x * 4 + ti] = a[g.x + 1] + acc;
}
"#;
    same_for_all_thread_counts(source, [200, 1, 1], u64::MAX, 1024);
}

/// Every group writes the same words (after work of its own): the last
/// group in order must win, whichever thread finishes last. Fails with the
/// conflict check disabled.
#[test]
fn the_last_group_in_order_wins_a_shared_word() {
    let source = r#"
RWStructuredBuffer<uint> a : register(u0);
RWStructuredBuffer<uint> b : register(u1);
[numthreads(8, 1, 1)]
void main(uint3 g : SV_GroupID, uint ti : SV_GroupIndex) {
    uint acc = g.x;
    for (uint k = 0; k < 10 + g.x % 7; k++)
        acc = acc * 5 + k;
    b[ti] = g.x;
    a[g.x * 8 + ti] = acc;
}
"#;
    same_for_all_thread_counts(source, [300, 1, 1], u64::MAX, 4096);
}

/// Struct elements with 16-bit and 64-bit members (the general access
/// path, words written in part), with groups that read a word many groups
/// read and others that depend on the previous group.
#[test]
fn struct_elements_and_shared_reads() {
    let source = r#"
struct Cell { uint16_t lo; uint16_t hi; uint64_t wide; float f; };
RWStructuredBuffer<uint> a : register(u0);
RWStructuredBuffer<Cell> cells : register(u1);
[numthreads(4, 1, 1)]
void main(uint3 g : SV_GroupID, uint ti : SV_GroupIndex) {
    uint i = g.x * 4 + ti;
    Cell c = cells[i];
    c.lo = (uint16_t)(a[0] + i);
    c.wide = c.wide * 3 + a[i];
    c.f = (float)c.lo * 0.5;
    if (g.x % 5 == 0 && ti == 0)
        c.hi = cells[i + 4].lo + 1;
    cells[i] = c;
    if (g.x % 5 == 1 && ti == 3)
        cells[i + 1].hi = 77;
}
"#;
    same_for_all_thread_counts(source, [64, 1, 1], u64::MAX, 1024);
}
