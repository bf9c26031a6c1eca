// flags: -T cs_6_0 -E main
// Methods of textures, samplers and buffers: what the checker rejects.

Texture2D<float4> tex : register(t0);
Texture2D shadow : register(t1);
RWTexture2D<float4> outTex : register(u0);
SamplerState samp : register(s0);
SamplerComparisonState cmp : register(s1);
Buffer<float> typed : register(t2);
ByteAddressBuffer raw : register(t3);
RWByteAddressBuffer rawOut : register(u1);
Texture2DArray<float> layers : register(t4);

[numthreads(8, 8, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    float2 uv = float2(id.xy) / 8.0;
    float4 ok = tex.SampleLevel(samp, uv, 0);
    ok += tex.Load(int3(id.xy, 0));
    ok += tex[id.xy];
    uint w, h, levels;
    tex.GetDimensions(w, h);
    tex.GetDimensions(0, w, h, levels);
    float l = layers.SampleLevel(samp, float3(uv, 1), 0);
    // expected-error@+1 {{'Sample' computes derivatives for an implicit level of detail, which compute shaders do not have; use 'SampleLevel'}}
    ok += tex.Sample(samp, uv);
    // expected-error@+1 {{no matching function for call to 'Texture2D<float4>.SampleLevel(SamplerComparisonState, float2, int)'}}
    ok += tex.SampleLevel(cmp, uv, 0);
    // expected-error@+1 {{no matching function for call to 'Texture2D<float4>.SampleLevel(SamplerState, SamplerState, int)'}}
    ok += tex.SampleLevel(samp, samp, 0);
    // expected-error@+1 {{too few arguments to function call, expected 3, have 2}}
    ok += tex.SampleLevel(samp, uv);
    // expected-error@+1 {{no member named 'Fetch' in 'Texture2D<float4>'}}
    ok += tex.Fetch(id.xy);
    // expected-error@+1 {{cannot assign to an element of read-only resource 'tex'}}
    tex[id.xy] = ok;
    // expected-error@+1 {{no member named 'Store' in 'ByteAddressBuffer'}}
    raw.Store(0, 1u);
    // Part of a texel: loaded, changed and stored back
    // (tests/compute/texel_partial_writes).
    outTex[id.xy].x = 1.0;
    // expected-error@+1 {{no matching function for call to 'Texture2D<float4>.GetDimensions(uint)'}}
    tex.GetDimensions(w);
    // expected-error@+1 {{subscripted value of type 'ByteAddressBuffer' is not an array, vector, matrix or buffer}}
    uint bad = raw[0];
    outTex[id.xy] = ok + typed[id.x] + typed.Load(id.y) + l;
    rawOut.Store2(id.x * 8, raw.Load2(id.x * 8) + uint2(1, 2));
    float s = shadow.SampleCmpLevelZero(cmp, uv, 0.5);
}
