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
    var old: u32;
    var signed_old: i32;
    var original: u32;
    var tries: u32;
    var original_1: u32;
    var tries_1: u32;

    if (tid_1 == 0u) {
        atomicStore((&total), 0u);
    }
    workgroupBarrier();
    old = u32();
    let _e13 = atomicAdd((&counters.data[0i]), 1u);
    old = _e13;
    let _e21 = atomicMin((&slots.data[(tid_1 % 2u)].hits), -1i);
    let _e27 = atomicMax((&bins[(tid_1 % 4u)]), i32(tid_1));
    let _e29 = atomicXor((&total), tid_1);
    tries = 0u;
    loop {
        let _e38 = atomicCompareExchangeWeak((&counters.data[1i]), 0u, tid_1);
        original = _e38.old_value;
        let _e45 = tries;
        let _e46 = (_e45 + 1u);
        tries = _e46;
        if ((_e38.exchanged || (_e38.old_value != 0u)) || (_e46 >= 64u)) {
            break;
        }
    }
    let _e49 = original;
    old = _e49;
    tries_1 = 0u;
    loop {
        let _e56 = atomicCompareExchangeWeak((&total), 5u, 6u);
        original_1 = _e56.old_value;
        let _e63 = tries_1;
        let _e64 = (_e63 + 1u);
        tries_1 = _e64;
        if ((_e56.exchanged || (_e56.old_value != 5u)) || (_e64 >= 64u)) {
            break;
        }
    }
    signed_old = i32();
    let _e72 = atomicExchange((&bins[0]), 3i);
    signed_old = _e72;
    workgroupBarrier();
    let _e76 = old;
    let _e78 = atomicLoad((&total));
    let _e84 = atomicLoad((&counters.data[2i]));
    let _e86 = signed_old;
    results.data[tid_1] = (((_e76 + _e78) + _e84) + u32(_e86));
}

@compute @workgroup_size(64, 1, 1) 
fn main(@builtin(local_invocation_index) tid: u32) {
    main_1(tid);
    return;
}
