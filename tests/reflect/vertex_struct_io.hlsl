// A vertex shader with struct input and output, flattened per field.
// flags: -T vs_6_0 -E VSMain
struct VSIn {
    float3 position : POSITION;
    float2 uv : TEXCOORD0;
    float3 normal : NORMAL;
    uint vid : SV_VertexID;
};
struct VSOut {
    float4 position : SV_Position;
    float2 uv : TEXCOORD0;
    nointerpolation uint id : TEXCOORD1;
};
cbuffer Camera : register(b0) {
    float4x4 view_proj;
};
VSOut VSMain(VSIn input, uint iid : SV_InstanceID) {
    VSOut o;
    o.position = mul(view_proj, float4(input.position, 1.0));
    o.uv = input.uv;
    o.id = input.vid + iid;
    return o;
}
