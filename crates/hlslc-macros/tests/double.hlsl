RWStructuredBuffer<uint> data : register(u0);
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) { data[id.x] *= 2; }
