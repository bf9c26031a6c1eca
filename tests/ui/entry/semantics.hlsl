// flags: -T cs_6_0 -E main
RWStructuredBuffer<float> o : register(u0);

[numthreads(64, 1, 1)]
// expected-error@+1 {{entry point parameter 'i' is missing a semantic}}
void main(uint3 id : SV_DispatchThreadID, uint i) {
    o[id.x] = 1.0;
}
