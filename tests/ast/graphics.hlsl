struct VSIn {
    float3 pos : POSITION;
    float2 uv : TEXCOORD0;
};

struct VSOut {
    float4 pos : SV_Position;
    noperspective float2 uv : TEXCOORD0;
    nointerpolation uint id : TEXCOORD1;
};

cbuffer Camera : register(b0, space1) {
    row_major float4x4 view_proj : packoffset(c0);
    float4 tint : packoffset(c4);
    float fade : packoffset(c5.y);
}

Texture2D<float4> albedo : register(t0);
SamplerState linear_clamp : register(s0);

[shader("vertex")]
VSOut vs_main(VSIn input, uint vid : SV_VertexID) {
    VSOut o;
    o.pos = mul(float4(input.pos, 1.0f), view_proj);
    o.uv = input.uv;
    o.id = vid;
    return o;
}

float4 ps_main(VSOut input) : SV_Target {
    float4 c = albedo.Sample(linear_clamp, input.uv) * tint;
    if (c.a < 0.5)
        discard;
    return float4(c.rgb * fade, 1);
}
