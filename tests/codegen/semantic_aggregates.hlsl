// compile: -T vs_6_0 -E VSMain
// compile: -T ps_6_0 -E PSMain
// Semantics on a struct, an array and a matrix: each scalar or vector
// part takes the next location (a matrix one per row, as DXC lays them
// out), a struct's semantic covering its fields. SV_Position into a
// vertex shader is an ordinary input; SV_InstanceID out of one too.

struct Instance {
    float4 color;
    float2 offset;
};

struct VSOut {
    float4 pos : SV_Position;
    uint instance : SV_InstanceID;
    float2x3 basis : BASIS;
    Instance inst : INSTANCE;
    float4 weights[2] : WEIGHTS;
};

VSOut VSMain(float3 pos : SV_Position, Instance inst : TEXCOORD4,
             float4 weights[2] : WEIGHTS, float2x3 basis : BASIS,
             uint id : SV_InstanceID) {
    VSOut o;
    o.pos = float4(pos + basis[1] + inst.color.xyz, 1);
    o.instance = id;
    o.basis = basis;
    o.inst = inst;
    o.weights = weights;
    return o;
}

float4 PSMain(float4 pos : SV_Position, nointerpolation uint instance : SV_InstanceID,
              float2x3 basis : BASIS, Instance inst : INSTANCE,
              float4 weights[2] : WEIGHTS) : SV_Target {
    return float4(basis[0] * weights[1].x, inst.offset.y) + inst.color * instance;
}
