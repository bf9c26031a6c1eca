@group(0) @binding(0) var<storage, read_write> values: array<f32>;
@group(0) @binding(1) var<storage, read_write> wholes: array<i32>;
@group(0) @binding(2) var<storage, read_write> totals: array<u32>;

fn split(v: f32, whole: ptr<function, i32>, part: ptr<function, f32>) {
    let f = floor(v);
    *whole = i32(f);
    *part = v - f;
}

fn accumulate(total: ptr<function, u32>, v: u32) {
    *total += v * v;
}

fn scaled(v: vec3<f32>, s: f32) -> vec3<f32> {
    return v * s;
}

fn sumSquares(n: u32) -> u32 {
    var total = 0u;
    for (var i = 1u; i <= n; i++) {
        accumulate(&total, i);
    }
    return total;
}

@compute @workgroup_size(4)
fn cs_helpers(@builtin(global_invocation_id) id: vec3<u32>) {
    let i = id.x;
    var whole: i32;
    var part: f32;
    split(values[i], &whole, &part);
    let s = scaled(vec3<f32>(part, 1.0, 2.0), 4.0);
    values[i] = s.x + s.y * s.z;
    wholes[i] = whole;
    var t = totals[i];
    accumulate(&t, i + 1u);
    totals[i] = t + sumSquares(i);
}
