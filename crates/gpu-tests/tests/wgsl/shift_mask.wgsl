// WGSL forbids constant shift amounts of 32 or more, so the D3D masking
// (33 -> 1, 36 -> 4, 40 -> 8) is written out here.
@group(0) @binding(0) var<storage, read> input: array<i32>;
@group(0) @binding(1) var<storage, read_write> result: array<i32>;

@compute @workgroup_size(4)
fn main(@builtin(global_invocation_id) id: vec3<u32>) {
    let v = input[id.x];
    let u = bitcast<u32>(v);
    let base = id.x * 5u;
    result[base] = v << (33u & 31u);
    result[base + 1u] = v >> (36u & 31u);
    result[base + 2u] = i32(u >> (40u & 31u));
    result[base + 3u] = v % 5;
    result[base + 4u] = v / 4;
}
