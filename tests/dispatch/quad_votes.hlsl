// QuadAny and QuadAll over two quads (lanes 0-3 and 4-7).
RWStructuredBuffer<uint> o : register(u0);

[numthreads(8, 1, 1)]
void main(uint i : SV_GroupIndex) {
    bool any5 = QuadAny(i == 5);
    bool all_low = QuadAll(i < 4);
    o[i] = (any5 ? 1 : 0) + (all_low ? 2 : 0);
}
