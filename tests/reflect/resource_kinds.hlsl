// Resources of several kinds, classes and spaces.
// flags: -T cs_6_0 -E main
struct Particle { float3 pos; float life; };
StructuredBuffer<Particle> Particles : register(t0);
Buffer<float4> Colors : register(t1, space1);
ByteAddressBuffer Raw : register(t2);
Texture2D<float4> Tex : register(t3);
Texture3D Volume : register(t0, space3);
TextureCube<float4> Sky : register(t4);
RWStructuredBuffer<Particle> Out : register(u0);
RWTexture2D<float4> Image : register(u1, space1);
RWByteAddressBuffer RawOut : register(u2);
SamplerState Samp : register(s0);
SamplerComparisonState Shadow : register(s1, space2);
[numthreads(8, 8, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    Particle p = Particles[id.x];
    p.pos += Colors[id.x].xyz + (float)Raw.Load(0);
    p.life += Tex.SampleLevel(Samp, float2(0, 0), 0).x + Volume.SampleLevel(Samp, float3(0, 0, 0), 0).x
        + Sky.SampleLevel(Samp, float3(0, 0, 1), 0).x;
    Out[id.x] = p;
    Image[id.xy] = float4(p.pos, p.life);
    RawOut.Store(0, asuint(p.life));
}
