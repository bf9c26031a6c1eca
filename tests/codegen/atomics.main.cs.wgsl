struct counters_t {
    data: array<atomic<u32>>,
}

struct Slot_sb_atomic {
    weight: f32,
    hits: atomic<i32>,
}

struct slots_t {
    data: array<Slot_sb_atomic>,
}

struct results_t {
    data: array<u32>,
}

@group(0) @binding(0) 
var<storage, read_write> counters: counters_t;
@group(0) @binding(1) 
var<storage, read_write> slots: slots_t;
@group(0) @binding(2) 
var<storage, read_write> results: results_t;
var<workgroup> total: atomic<u32>;
var<workgroup> bins: array<atomic<i32>, 4>;

fn main_1(tid_1: u32) {
    var tid_2: u32;
    var old: u32;
    var signed_old: i32;
    var original: u32;
    var tries: u32;
    var original_1: u32;
    var tries_1: u32;

    tid_2 = tid_1;
    let _e4 = tid_2;
    if (_e4 == 0u) {
        atomicStore((&total), 0u);
    }
    workgroupBarrier();
    old = u32();
    let _e15 = atomicAdd((&counters.data[0i]), 1u);
    old = _e15;
    let _e16 = tid_2;
    let _e24 = atomicMin((&slots.data[(_e16 % 2u)].hits), -1i);
    let _e26 = tid_2;
    let _e30 = tid_2;
    let _e32 = atomicMax((&bins[(_e26 % 4u)]), i32(_e30));
    let _e34 = tid_2;
    let _e35 = atomicXor((&total), _e34);
    let _e41 = tid_2;
    tries = 0u;
    loop {
        let _e45 = atomicCompareExchangeWeak((&counters.data[1i]), 0u, _e41);
        original = _e45.old_value;
        let _e52 = tries;
        let _e53 = (_e52 + 1u);
        tries = _e53;
        if ((_e45.exchanged || (_e45.old_value != 0u)) || (_e53 >= 64u)) {
            break;
        }
    }
    let _e56 = original;
    old = _e56;
    tries_1 = 0u;
    loop {
        let _e63 = atomicCompareExchangeWeak((&total), 5u, 6u);
        original_1 = _e63.old_value;
        let _e70 = tries_1;
        let _e71 = (_e70 + 1u);
        tries_1 = _e71;
        if ((_e63.exchanged || (_e63.old_value != 5u)) || (_e71 >= 64u)) {
            break;
        }
    }
    signed_old = i32();
    let _e79 = atomicExchange((&bins[0]), 3i);
    signed_old = _e79;
    workgroupBarrier();
    let _e80 = tid_2;
    let _e84 = old;
    let _e86 = atomicLoad((&total));
    let _e92 = atomicLoad((&counters.data[2i]));
    let _e94 = signed_old;
    results.data[_e80] = (((_e84 + _e86) + _e92) + u32(_e94));
}

@compute @workgroup_size(64, 1, 1) 
fn main(@builtin(local_invocation_index) tid: u32) {
    main_1(tid);
    return;
}
