// flags: -T ps_6_0 -E main
// SV_IsFrontFace is a bool.
// expected-error@+1 {{semantic 'SV_ISFRONTFACE' requires type 'bool', found 'uint'}}
float4 main(uint front : SV_IsFrontFace) : SV_Target {
    return front;
}
