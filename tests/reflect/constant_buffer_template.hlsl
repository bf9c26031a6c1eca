// ConstantBuffer<T> and TextureBuffer<T>: the layout of T's members under
// constant-buffer packing, offsets from the start of the buffer (nested
// struct fields too); an array of them shows one element's layout. A
// derived struct's base fields come first.
// flags: -T ps_6_0 -E main -fvk-use-dx-layout
struct Light {
    float3 dir;
    float power;
    float2 range;
};
struct Base {
    float4 tint;
};
struct Frame : Base {
    row_major float4x4 view;
    float3 eye;
    float time;
    Light lights[2];
    float2 jitter;
};
ConstantBuffer<Frame> frame : register(b1);
ConstantBuffer<Light> perDraw[3] : register(b2, space1);
TextureBuffer<Light> lightData;
ConstantBuffer<float4> justVector;
Texture2D<float4> tex : register(t4);
SamplerState samp : register(s3);

float4 main(float2 uv : TEXCOORD) : SV_Target {
    return tex.Sample(samp, uv);
}
