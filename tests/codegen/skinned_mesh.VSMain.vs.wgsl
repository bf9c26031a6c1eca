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
    var v_1: SkinnedIn;
    var skin: mat4x4<f32>;
    var o: SkinnedOut;

    v_1 = v;
    let _e8 = v_1.indices.x;
    let _e10 = Bones.bones[_e8];
    let _e11 = transpose(_e10);
    let _e14 = v_1.weights.x;
    let _e15 = vec4(_e14);
    let _e16 = mat4x4<f32>(_e15, _e15, _e15, _e15);
    let _e29 = mat4x4<f32>((_e11[0] * _e16[0]), (_e11[1] * _e16[1]), (_e11[2] * _e16[2]), (_e11[3] * _e16[3]));
    let _e34 = v_1.indices.y;
    let _e36 = Bones.bones[_e34];
    let _e37 = transpose(_e36);
    let _e40 = v_1.weights.y;
    let _e41 = vec4(_e40);
    let _e42 = mat4x4<f32>(_e41, _e41, _e41, _e41);
    let _e55 = mat4x4<f32>((_e37[0] * _e42[0]), (_e37[1] * _e42[1]), (_e37[2] * _e42[2]), (_e37[3] * _e42[3]));
    let _e68 = mat4x4<f32>((_e29[0] + _e55[0]), (_e29[1] + _e55[1]), (_e29[2] + _e55[2]), (_e29[3] + _e55[3]));
    let _e73 = v_1.indices.z;
    let _e75 = Bones.bones[_e73];
    let _e76 = transpose(_e75);
    let _e79 = v_1.weights.z;
    let _e80 = vec4(_e79);
    let _e81 = mat4x4<f32>(_e80, _e80, _e80, _e80);
    let _e94 = mat4x4<f32>((_e76[0] * _e81[0]), (_e76[1] * _e81[1]), (_e76[2] * _e81[2]), (_e76[3] * _e81[3]));
    let _e107 = mat4x4<f32>((_e68[0] + _e94[0]), (_e68[1] + _e94[1]), (_e68[2] + _e94[2]), (_e68[3] + _e94[3]));
    let _e112 = v_1.indices.w;
    let _e114 = Bones.bones[_e112];
    let _e115 = transpose(_e114);
    let _e118 = v_1.weights.w;
    let _e119 = vec4(_e118);
    let _e120 = mat4x4<f32>(_e119, _e119, _e119, _e119);
    let _e133 = mat4x4<f32>((_e115[0] * _e120[0]), (_e115[1] * _e120[1]), (_e115[2] * _e120[2]), (_e115[3] * _e120[3]));
    skin = mat4x4<f32>((_e107[0] + _e133[0]), (_e107[1] + _e133[1]), (_e107[2] + _e133[2]), (_e107[3] + _e133[3]));
    o = SkinnedOut();
    let _e151 = Camera.viewProj;
    let _e153 = skin;
    let _e155 = v_1.position;
    o.position = ((vec4<f32>(_e155, 1f) * _e153) * transpose(_e151));
    let _e161 = skin;
    let _e165 = skin;
    let _e169 = skin;
    let _e175 = v_1.normal;
    o.normal = (_e175 * mat3x3<f32>(_e161[0u].xyz, _e165[1u].xyz, _e169[2u].xyz));
    let _e177 = o;
    return _e177;
}

@vertex 
fn VSMain(@location(0) position: vec3<f32>, @location(1) normal: vec3<f32>, @location(2) indices: vec4<u32>, @location(3) weights: vec4<f32>) -> VSMain_out {
    let _e5 = VSMain_1(SkinnedIn(position, normal, indices, weights));
    return VSMain_out(_e5.position, _e5.normal);
}
