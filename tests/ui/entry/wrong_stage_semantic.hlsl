// flags: -T ps_6_0 -E main
struct PSIn {
    float4 pos : SV_Position;
    // expected-error@+1 {{semantic 'SV_DISPATCHTHREADID' is not valid for pixel shader inputs}}
    uint3 id : SV_DispatchThreadID;
};

float4 main(PSIn i) : SV_Target {
    return i.pos;
}
