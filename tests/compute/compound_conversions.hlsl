// Compound assignments whose operands' common type is not the target's:
// computed in float, then truncated back to the integer target (DXC).
RWStructuredBuffer<int> o : register(u0);
RWStructuredBuffer<uint> u : register(u1);

[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    o[id.x] *= 1.5;
    uint v = u[id.x];
    v += 0.75;
    v /= 0.5;
    u[id.x] = v;
}
