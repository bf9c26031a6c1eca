// flags: -T cs_6_0 -E main
// Sample needs derivatives, which compute shaders do not have here.
Texture2D tex : register(t0);
SamplerState smp : register(s0);
RWStructuredBuffer<float4> o : register(u0);
[numthreads(1, 1, 1)]
void main() {
    // expected-error@+1 {{shaders do not have; use 'SampleLevel' (or 'SampleCmpLevelZero')}}
    o[0] = tex.Sample(smp, float2(0, 0));
    o[1] = tex.SampleLevel(smp, float2(0, 0), 0);
}
