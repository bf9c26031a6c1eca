// Found by the mutation test: naga negates only signed numbers, so `-u` on
// a uint lowers to `0 - u` (wrapping, as in HLSL).
// compile: -T cs_6_0 -E main
RWStructuredBuffer<uint> o : register(u0);

[numthreads(1, 1, 1)]
void main() {
    uint2 v = uint2(o[1], 5u);
    o[0] = -o[0];
    v = -v;
    o[1] = v.x + v.y;
}
