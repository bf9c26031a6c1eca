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

struct Instance {
    offset: vec3<f32>,
    scale: f32,
    color: vec4<f32>,
}

struct Varyings {
    position: vec4<f32>,
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
    var position_2: vec3<f32>;
    var instanceId_2: u32;
    var inst: Instance;
    var o: Varyings;

    position_2 = position_1;
    instanceId_2 = instanceId_1;
    let _e6 = instanceId_2;
    let _e10 = instances.data[_e6];
    inst = Instance(_e10.offset, _e10.scale, _e10.color);
    o = Varyings();
    let _e19 = Camera.viewProj;
    let _e21 = position_2;
    let _e23 = inst.scale;
    let _e27 = inst.offset;
    o.position = (vec4<f32>(((_e21 * vec3(_e23)) + _e27), 1f) * transpose(_e19));
    let _e34 = inst.color;
    o.color = _e34;
    let _e35 = o;
    return _e35;
}

@vertex 
fn VSMain(@location(0) position: vec3<f32>, @builtin(instance_index) instanceId: u32) -> VSMain_out {
    let _e2 = VSMain_1(position, instanceId);
    return VSMain_out(_e2.position, _e2.color);
}
