struct Camera_t {
    viewProj: mat4x4<f32>,
}

struct Instance_sb {
    offset: vec3<f32>,
    scale: f32,
    color: vec4<f32>,
}

struct instances_t {
    data: array<Instance_sb>,
}

struct Varyings {
    position: vec4<f32>,
    color: vec4<f32>,
}

struct Instance {
    offset: vec3<f32>,
    scale: f32,
    color: vec4<f32>,
}

struct VSMain_out {
    @builtin(position) position: vec4<f32>,
    @location(0) @interpolate(flat) color: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> Camera: Camera_t;
@group(0) @binding(0) 
var<storage> instances: instances_t;

fn VSMain_1(position_1: vec3<f32>, instanceId_1: u32) -> Varyings {
    var o: Varyings;

    let _e6 = instances.data[instanceId_1];
    let inst = Instance(_e6.offset, _e6.scale, _e6.color);
    o = Varyings();
    let _e15 = Camera.viewProj;
    o.position = (vec4<f32>(((position_1 * vec3(inst.scale)) + inst.offset), 1f) * transpose(_e15));
    o.color = inst.color;
    let _e27 = o;
    return _e27;
}

@vertex 
fn VSMain(@location(0) position: vec3<f32>, @builtin(instance_index) instanceId: u32) -> VSMain_out {
    let _e2 = VSMain_1(position, instanceId);
    return VSMain_out(_e2.position, _e2.color);
}
