struct Bones_t {
    bones: array<mat4x4<f32>, 64>,
}

struct Camera_t {
    viewProj: mat4x4<f32>,
}

struct SkinnedIn {
    position: vec3<f32>,
    normal: vec3<f32>,
    indices: vec4<u32>,
    weights: vec4<f32>,
}

struct SkinnedOut {
    position: vec4<f32>,
    normal: vec3<f32>,
}

struct VSMain_out {
    @builtin(position) position: vec4<f32>,
    @location(0) normal: vec3<f32>,
}

@group(0) @binding(0) 
var<uniform> Bones: Bones_t;
@group(0) @binding(1) 
var<uniform> Camera: Camera_t;

fn VSMain_1(v: SkinnedIn) -> SkinnedOut {
    var o: SkinnedOut;

    let _e7 = Bones.bones[v.indices.x];
    let _e8 = transpose(_e7);
    let _e11 = vec4(v.weights.x);
    let _e12 = mat4x4<f32>(_e11, _e11, _e11, _e11);
    let _e25 = mat4x4<f32>((_e8[0] * _e12[0]), (_e8[1] * _e12[1]), (_e8[2] * _e12[2]), (_e8[3] * _e12[3]));
    let _e31 = Bones.bones[v.indices.y];
    let _e32 = transpose(_e31);
    let _e35 = vec4(v.weights.y);
    let _e36 = mat4x4<f32>(_e35, _e35, _e35, _e35);
    let _e49 = mat4x4<f32>((_e32[0] * _e36[0]), (_e32[1] * _e36[1]), (_e32[2] * _e36[2]), (_e32[3] * _e36[3]));
    let _e62 = mat4x4<f32>((_e25[0] + _e49[0]), (_e25[1] + _e49[1]), (_e25[2] + _e49[2]), (_e25[3] + _e49[3]));
    let _e68 = Bones.bones[v.indices.z];
    let _e69 = transpose(_e68);
    let _e72 = vec4(v.weights.z);
    let _e73 = mat4x4<f32>(_e72, _e72, _e72, _e72);
    let _e86 = mat4x4<f32>((_e69[0] * _e73[0]), (_e69[1] * _e73[1]), (_e69[2] * _e73[2]), (_e69[3] * _e73[3]));
    let _e99 = mat4x4<f32>((_e62[0] + _e86[0]), (_e62[1] + _e86[1]), (_e62[2] + _e86[2]), (_e62[3] + _e86[3]));
    let _e105 = Bones.bones[v.indices.w];
    let _e106 = transpose(_e105);
    let _e109 = vec4(v.weights.w);
    let _e110 = mat4x4<f32>(_e109, _e109, _e109, _e109);
    let _e123 = mat4x4<f32>((_e106[0] * _e110[0]), (_e106[1] * _e110[1]), (_e106[2] * _e110[2]), (_e106[3] * _e110[3]));
    let skin = mat4x4<f32>((_e99[0] + _e123[0]), (_e99[1] + _e123[1]), (_e99[2] + _e123[2]), (_e99[3] + _e123[3]));
    o = SkinnedOut();
    let _e141 = Camera.viewProj;
    o.position = ((vec4<f32>(v.position, 1f) * skin) * transpose(_e141));
    o.normal = (v.normal * mat3x3<f32>(skin[0u].xyz, skin[1u].xyz, skin[2u].xyz));
    let _e161 = o;
    return _e161;
}

@vertex 
fn VSMain(@location(0) position: vec3<f32>, @location(1) normal: vec3<f32>, @location(2) indices: vec4<u32>, @location(3) weights: vec4<f32>) -> VSMain_out {
    let _e5 = VSMain_1(SkinnedIn(position, normal, indices, weights));
    return VSMain_out(_e5.position, _e5.normal);
}
