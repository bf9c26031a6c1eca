// compile: -T vs_6_0 -E VSMain
// compile: -T ps_6_0 -E PSMain
// Instanced rendering: per-instance world matrices and colours in a
// StructuredBuffer indexed by SV_InstanceID plus a base offset, the
// instance id passed flat to the pixel shader for selection highlight.

struct InstanceData {
    row_major float4x4 world;
    float4 color;
    float4 params;  // x: highlight, y: dither fade
};

StructuredBuffer<InstanceData> g_Instances : register(t0, space0);

cbuffer Frame : register(b0, space1) {
    row_major float4x4 g_ViewProj;
    float3 g_LightDir;
    uint g_BaseInstance;
    uint g_SelectedInstance;
    float g_Time;
};

struct VertexInput {
    float3 position : POSITION;
    float3 normal : NORMAL;
};

struct VertexOutput {
    float4 position : SV_Position;
    float3 normal : NORMAL;
    float4 color : COLOR;
    nointerpolation uint instance : INSTANCE;
    float fade : FADE;
};

VertexOutput VSMain(VertexInput input, uint instanceId : SV_InstanceID) {
    uint index = g_BaseInstance + instanceId;
    InstanceData inst = g_Instances[index];
    float4 world = mul(float4(input.position, 1.0), inst.world);
    VertexOutput o;
    o.position = mul(world, g_ViewProj);
    o.normal = mul(input.normal, (float3x3)inst.world);
    o.color = inst.color;
    o.instance = index;
    o.fade = inst.params.y;
    return o;
}

static const float kBayer4x4[16] = {
     0.0 / 16.0,  8.0 / 16.0,  2.0 / 16.0, 10.0 / 16.0,
    12.0 / 16.0,  4.0 / 16.0, 14.0 / 16.0,  6.0 / 16.0,
     3.0 / 16.0, 11.0 / 16.0,  1.0 / 16.0,  9.0 / 16.0,
    15.0 / 16.0,  7.0 / 16.0, 13.0 / 16.0,  5.0 / 16.0
};

float4 PSMain(VertexOutput input) : SV_Target {
    uint2 p = uint2(input.position.xy) & 3;
    // Dithered fade-out instead of blending.
    clip(input.fade - kBayer4x4[p.y * 4 + p.x]);
    float ndl = saturate(dot(normalize(input.normal), -g_LightDir));
    float3 color = input.color.rgb * (0.3 + 0.7 * ndl);
    if (input.instance == g_SelectedInstance) {
        float pulse = 0.5 + 0.5 * sin(g_Time * 6.0);
        color = lerp(color, float3(1.0, 0.6, 0.1), 0.5 * pulse);
    }
    return float4(color, 1.0);
}
