// flags: -T vs_6_0 -E main
// An entry point's out and inout parameters are outputs (inout ones inputs
// too): each needs a semantic that the stage may write.
void main(float3 p : POSITION,
          out float4 pos : SV_Position,
          inout float2 uv : TEXCOORD0,
          out float2 extra,                    // expected-error {{entry point parameter 'extra' is missing a semantic}}
          out bool front : SV_IsFrontFace) {   // expected-error {{semantic 'SV_ISFRONTFACE' is not valid for vertex shader outputs}}
    pos = float4(p, 1);
    extra = p.xy;
    front = true;
}
