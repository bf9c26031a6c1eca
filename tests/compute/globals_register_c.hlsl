// Uniform globals placed with `register(cN)` in `$Globals`, declared out of
// memory order: scale at 0, count at 16, tint at 32. `bias` has no register
// and goes after the end of the furthest placed one (48), not into the gap
// after `scale`, as in DXC. Lowered as 16-byte registers of words (its
// members are not in offset order).
float4 tint : register(c2);
float scale : register(c0);
float4 bias;
uint count : register(c1);

RWStructuredBuffer<float4> outF : register(u1);

[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    if (id.x < count) {
        outF[id.x] = tint * scale * (float)(id.x + 1) + bias;
    }
}
