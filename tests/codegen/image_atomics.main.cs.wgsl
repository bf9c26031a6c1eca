@group(0) @binding(0) 
var counts: texture_storage_2d<r32uint,atomic>;
@group(0) @binding(1) 
var signed: texture_storage_2d<r32sint,atomic>;

fn main_1(id_1: vec3<u32>) {
    textureAtomicAdd(counts, vec2<u32>((id_1.x % 2u), 0u), (id_1.x + 1u));
    textureAtomicMax(counts, vec2<u32>(0u, 1u), ((id_1.x * 10u) + id_1.y));
    textureAtomicMin(signed, id_1.xy, -(i32(id_1.x)));
    textureAtomicOr(counts, vec2<u32>(1u, 1u), (1u << (id_1.x & 31u)));
    textureAtomicXor(signed, vec2<u32>(0u, 0u), i32(id_1.y));
    textureAtomicAnd(counts, vec2<u32>(2u, 0u), ~((1u << ((id_1.x + (4u * id_1.y)) & 31u))));
}

@compute @workgroup_size(4, 2, 1) 
fn main(@builtin(global_invocation_id) id: vec3<u32>) {
    main_1(id);
    return;
}
