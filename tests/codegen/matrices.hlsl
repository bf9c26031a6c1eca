// A vertex shader transforming by a cbuffer matrix: column_major by default
// (loaded, then transposed into naga's row-as-column form) and row_major
// (used as loaded). `mul(v, M)` is naga's `M * v`.
// compile: -T vs_6_0 -E main

cbuffer Camera : register(b0) {
    float4x4 worldViewProj;
    row_major float3x4 normalRows;
};

struct VSIn {
    float3 pos : POSITION;
    float3 normal : NORMAL;
};

struct VSOut {
    float4 pos : SV_Position;
    float4 normal : TEXCOORD0;
};

VSOut main(VSIn i) {
    VSOut o;
    o.pos = mul(float4(i.pos, 1), worldViewProj);
    o.normal = mul(i.normal, normalRows);
    return o;
}
