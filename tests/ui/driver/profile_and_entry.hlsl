// flags: -T cs_6_0 -E CSMain
// DXC spellings in the header reach the checker.
// expected-no-diagnostics

RWStructuredBuffer<uint> output : register(u0);

[numthreads(4, 1, 1)]
void CSMain(uint3 id : SV_DispatchThreadID) {
    output[id.x] = id.x;
}
