#include "common.hlsli"
RWStructuredBuffer<uint> data : register(u0);
[numthreads(GROUP, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) { data[id.x] += 1; }
