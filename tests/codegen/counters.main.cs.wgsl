struct Particle_sb {
    position: vec3<f32>,
    life: f32,
}

struct alive_t {
    data: array<Particle_sb>,
}

struct counter_var_alive_t {
    counter: atomic<u32>,
}

struct q_t {
    data: array<Particle_sb>,
}

struct counter_var_q_t {
    counter: atomic<u32>,
}

struct slots_t {
    data: array<u32>,
}

struct counter_var_slots_t {
    counter: atomic<u32>,
}

struct Particle {
    position: vec3<f32>,
    life: f32,
}

@group(0) @binding(0) 
var<storage, read_write> alive: alive_t;
@group(0) @binding(3) 
var<storage, read_write> counter_var_alive: counter_var_alive_t;
@group(0) @binding(1) 
var<storage, read_write> q: q_t;
@group(0) @binding(7) 
var<storage, read_write> counter_var_q: counter_var_q_t;
@group(0) @binding(2) 
var<storage, read_write> slots: slots_t;
@group(0) @binding(4) 
var<storage, read_write> counter_var_slots: counter_var_slots_t;

fn main_1() {
    var p: Particle;
    var slot: u32;
    var consumed: Particle;

    let _e5 = atomicSub((&counter_var_q.counter), 1u);
    let _e7 = (_e5 - 1u);
    consumed = Particle();
    if (_e7 < arrayLength((&q.data))) {
        let _e17 = q.data[_e7];
        consumed = Particle(_e17.position, _e17.life);
    }
    let _e21 = consumed;
    p = _e21;
    let _e24 = p.life;
    p.life = (_e24 - 1f);
    let _e27 = p.life;
    if (_e27 > 0f) {
        let _e30 = p;
        let _e34 = atomicAdd((&counter_var_alive.counter), 1u);
        if (_e34 < arrayLength((&alive.data))) {
            alive.data[_e34] = Particle_sb(_e30.position, _e30.life);
        }
    }
    let _e48 = atomicAdd((&counter_var_slots.counter), 1u);
    slot = _e48;
    let _e49 = slot;
    let _e56 = atomicSub((&counter_var_slots.counter), 1u);
    slots.data[_e49] = (_e56 - 1u);
}

@compute @workgroup_size(64, 1, 1) 
fn main() {
    main_1();
    return;
}
