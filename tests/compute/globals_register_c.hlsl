// Uniform globals placed with `register(cN)` in `$Globals` (offsets 0, 16
// and 32), then the ones without a register packed after the furthest of
// them (36 and 40). The members are declared in memory order because both
// runners give a `b` buffer's data in declaration order.
float4 scale : register(c0);
uint4 offsets : register(c1);
float bias : register(c2);
uint count;
float2 shift;

RWStructuredBuffer<float4> outF : register(u1);
RWStructuredBuffer<uint> outU : register(u2);

[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint i = id.x;
    if (i >= count) {
        return;
    }
    outF[i] = scale * (float)i + float4(shift, bias, -bias);
    outU[i] = offsets.x + offsets.y * i + offsets.z - offsets.w;
}
