// compile: -T vs_6_0 -E VSMain
// compile: -T ps_6_0 -E PSMain
// Instancing: per-instance offset and colour from a StructuredBuffer by
// SV_InstanceID; the colour reaches the pixel shader uninterpolated.

struct Instance {
    float3 offset;
    float scale;
    float4 color;
};

StructuredBuffer<Instance> instances : register(t0);

cbuffer Camera : register(b1) {
    float4x4 viewProj;
};

struct Varyings {
    float4 position : SV_Position;
    nointerpolation float4 color : COLOR0;
};

Varyings VSMain(float3 position : POSITION, uint instanceId : SV_InstanceID) {
    Instance inst = instances[instanceId];
    Varyings o;
    o.position = mul(viewProj, float4(position * inst.scale + inst.offset, 1.0));
    o.color = inst.color;
    return o;
}

float4 PSMain(Varyings i) : SV_Target {
    return i.color;
}
