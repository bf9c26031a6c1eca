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
    var consumed: Particle;

    let _e4 = atomicSub((&counter_var_q.counter), 1u);
    let _e6 = (_e4 - 1u);
    consumed = Particle();
    if (_e6 < arrayLength((&q.data))) {
        let _e16 = q.data[_e6];
        consumed = Particle(_e16.position, _e16.life);
    }
    let _e20 = consumed;
    p = _e20;
    let _e23 = p.life;
    p.life = (_e23 - 1f);
    let _e26 = p.life;
    if (_e26 > 0f) {
        let _e29 = p;
        let _e33 = atomicAdd((&counter_var_alive.counter), 1u);
        if (_e33 < arrayLength((&alive.data))) {
            alive.data[_e33] = Particle_sb(_e29.position, _e29.life);
        }
    }
    let _e47 = atomicAdd((&counter_var_slots.counter), 1u);
    let _e54 = atomicSub((&counter_var_slots.counter), 1u);
    slots.data[_e47] = (_e54 - 1u);
}

@compute @workgroup_size(64, 1, 1) 
fn main() {
    main_1();
    return;
}
