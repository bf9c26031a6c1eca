// expected-no-diagnostics
// Every resource type can be declared, with or without an element type
// where it has a default, and with registers of its class.
struct Light {
    float3 position;
    float radius;
};
Buffer<float4> b0 : register(t0);
RWBuffer<uint> b1 : register(u0);
StructuredBuffer<Light> b2 : register(t1);
RWStructuredBuffer<Light> b3 : register(u1);
AppendStructuredBuffer<Light> b4 : register(u2);
ConsumeStructuredBuffer<Light> b5 : register(u3);
ByteAddressBuffer b6 : register(t2);
RWByteAddressBuffer b7 : register(u4);
Texture1D t0 : register(t3);
Texture1DArray<float2> t1 : register(t4);
Texture2D<uint4> t2 : register(t5);
Texture2DArray t3 : register(t6);
Texture2DMS<float4> t4 : register(t7);
Texture2DMSArray<float> t5 : register(t8);
Texture3D<int> t6 : register(t9);
TextureCube t7 : register(t10);
TextureCubeArray<float4> t8 : register(t11);
RWTexture1D<float> r0 : register(u5);
RWTexture1DArray<float> r1 : register(u6);
RWTexture2D<float4> r2 : register(u7);
RWTexture2DArray<uint> r3 : register(u8);
RWTexture3D<int2> r4 : register(u9);
SamplerState s0 : register(s0);
SamplerComparisonState s1 : register(s1);
ConstantBuffer<Light> c0 : register(b0);
TextureBuffer<Light> c1 : register(t12);
