// compile: -T vs_6_0 -E VSMain
// compile: -T ps_6_0 -E PSMain
// A 2D textured quad: pixel coordinates to clip space, vertex colour
// modulating the texture.

cbuffer Screen : register(b0) {
    float2 invViewport;
};

Texture2D<float4> image : register(t0, space1);
SamplerState imageSampler : register(s0, space2);

struct Vertex {
    float2 pixel : POSITION;
    float2 uv : TEXCOORD0;
    float4 color : COLOR0;
};

struct Varyings {
    float4 position : SV_Position;
    float2 uv : TEXCOORD0;
    float4 color : COLOR0;
};

Varyings VSMain(Vertex v) {
    Varyings o;
    float2 ndc = v.pixel * invViewport * 2.0 - 1.0;
    o.position = float4(ndc.x, -ndc.y, 0.0, 1.0);
    o.uv = v.uv;
    o.color = v.color;
    return o;
}

float4 PSMain(Varyings i) : SV_Target {
    return image.Sample(imageSampler, i.uv) * i.color;
}
