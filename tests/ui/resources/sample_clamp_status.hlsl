// flags: -T ps_6_0 -E main
// Sampling and loads take a level-of-detail clamp (the implicit- and
// computed-level methods) and an `out uint` status after the offset;
// cubes have no offset.
Texture2D<float4> t;
Texture2DArray<float4> ta;
TextureCube<float4> cube;
Texture2D<float> depth;
SamplerState s;
SamplerComparisonState cs;
struct S { float x; };

float4 main(float2 uv : TEXCOORD) : SV_Target {
    uint status;
    int2 o = int2(1, 0);
    float4 r = t.Sample(s, uv, o, 1.5);
    r += t.Sample(s, uv, o, 1.5, status);
    r += ta.Sample(s, float3(uv, 0), o, 2.0);
    r += cube.Sample(s, float3(uv, 1), 0.5);
    r += cube.Sample(s, float3(uv, 1), 0.5, status);
    r += t.SampleLevel(s, uv, 0, o, status);
    r += cube.SampleLevel(s, float3(uv, 1), 0, status);
    r += t.SampleBias(s, uv, 0.5, o, 1.0, status);
    r += t.SampleGrad(s, uv, uv, uv, o, 1.0);
    r += depth.SampleCmp(cs, uv, 0.5, o, 1.0, status);
    r += depth.SampleCmpLevelZero(cs, uv, 0.5, o, status);
    r += t.Load(int3(0, 0, 0), o, status);
    // SampleLevel has no clamp.
    // expected-error@+1 {{too many arguments to function call, expected 3, have 6}}
    r += t.SampleLevel(s, uv, 0, o, 1.0, status);
    // expected-error@+1 {{too many arguments to function call, expected 2, have 6}}
    r += t.Sample(s, uv, o, 1.0, status, status);
    // expected-error@+1 {{no matching function for call to 'Texture2D<float4>.Sample(SamplerState, float2, int2, float, float2)'}}
    r += t.Sample(s, uv, o, 1.0, uv);
    // expected-error@+1 {{no matching function for call to 'Texture2D<float4>.Load(int3, int2, bool)'}}
    r += t.Load(int3(0, 0, 0), o, true);
    // expected-error@+1 {{no matching function for call to 'Texture2D<float4>.Sample(SamplerState, float2, int2, S)'}}
    r += t.Sample(s, uv, o, (S)0);
    // expected-error@+1 {{expression is not assignable}}
    r += t.Sample(s, uv, o, 1.0, 5u);
    return r;
}
