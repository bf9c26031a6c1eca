struct Params {
    scale: vec4<f32>, offsets: vec4<u32>, bias: f32, count: u32, shift: vec2<f32>,
    delta: vec3<i32>, k: i32,
}
@group(0) @binding(0) var<uniform> params: Params;
@group(0) @binding(1) var<storage, read_write> outF: array<vec4<f32>>;
@group(0) @binding(2) var<storage, read_write> outI: array<vec4<i32>>;

@compute @workgroup_size(8)
fn main(@builtin(global_invocation_id) id: vec3<u32>) {
    let i = id.x;
    if (i >= params.count) {
        return;
    }
    let fi = f32(i);
    outF[i] = params.scale * fi
        + vec4<f32>(params.shift.x, params.shift.y, params.bias, -params.bias);
    let si = i32(i);
    let o = params.offsets;
    let d = params.delta;
    outI[i] = vec4<i32>(d.x * si + params.k, d.y * si - params.k, d.z * si,
                        i32(o.x + o.y * i + o.z - o.w));
}
