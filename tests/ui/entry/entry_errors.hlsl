// flags: -T ps_6_0 -E main
// Entry-point signatures: semantics on the return value and their types,
// and attributes that do not fit the stage.
Texture2D tex : register(t0);
SamplerState smp : register(s0);

// expected-error@+1 {{attribute 'numthreads' is only valid on compute shaders, not on pixel shaders}}
[numthreads(1, 1, 1)]
// expected-error@+1 {{entry point 'main' returns a value without a semantic}}
float4 main(float4 pos : SV_Position, float2 uv : TEXCOORD0) {
    float4 c = tex.Sample(smp, uv);
    // expected-warning@+1 {{unknown attribute 'sometimes' ignored}}
    [sometimes] if (c.a > 0.5) c.rgb *= 2;
    return c;
}
