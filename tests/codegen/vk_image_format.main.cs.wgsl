@group(0) @binding(0) 
var hdr: texture_storage_2d<rgba16float,read>;
@group(0) @binding(1) 
var ldr: texture_storage_2d<rgba8unorm,write>;
@group(0) @binding(2) 
var ids: texture_storage_2d<r32uint,write>;

fn main_1(p_1: vec2<u32>) {
    let c = textureLoad(hdr, p_1);
    textureStore(ldr, p_1, saturate(c));
    textureStore(ids, p_1, vec4<u32>(p_1.x, 0u, 0u, 0u));
}

@compute @workgroup_size(8, 8, 1) 
fn main(@builtin(global_invocation_id) p: vec3<u32>) {
    main_1(p.xy);
    return;
}
