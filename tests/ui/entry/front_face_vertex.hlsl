// flags: -T vs_6_0 -E main
// The facing of a primitive is known only to the pixel shader.
// expected-error@+1 {{semantic 'SV_ISFRONTFACE' is not valid for vertex shader inputs}}
float4 main(float4 pos : POSITION, bool front : SV_IsFrontFace) : SV_Position {
    return front ? pos : -pos;
}
