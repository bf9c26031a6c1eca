// flags: -T ps_6_0 -E main
// Effect-framework syntax is read and dropped with a `legacy-effects`
// warning, as DXC does: state blocks, `sampler_state` initializers,
// annotations and techniques configure the effect runtime, which a
// SPIR-V shader has no place for.
Texture2D tex : register(t0);

// expected-warning@+2 {{effect state block ignored - effect syntax is deprecated}}
SamplerState linearWrap : register(s0)
{
    Filter = MIN_MAG_MIP_LINEAR;
    AddressU = WRAP;
    AddressV = WRAP;
};

// expected-warning@+1 {{effect state block ignored - effect syntax is deprecated}}
sampler2D legacySampler = sampler_state { Texture = <tex>; MinFilter = Linear; };

// expected-warning@+1 {{effect annotation ignored - effect syntax is deprecated}}
static const float4 tint < string UIName = "Tint"; float UIMin = 0; > = float4(1, 0.5, 0.5, 1);

float4 main(float2 uv : TEXCOORD0) : SV_Target {
    return tex.Sample(linearWrap, uv) * tint + tex.Sample(legacySampler, uv);
}

// expected-warning@+1 {{effect technique ignored - effect syntax is deprecated}}
technique11 Render
{
    pass P0
    {
        SetPixelShader(CompileShader(ps_5_0, main()));
    }
}

// expected-warning@+1 {{effect technique ignored - effect syntax is deprecated}}
technique Unnamed < string Script = "x"; > { pass { } };
