// int, uint and bool pack like floats (4 bytes each).
// flags: -T cs_6_0 -E main
cbuffer Params : register(b0) {
    bool enabled;   // 0
    int3 cells;     // 4
    uint2 size;     // 16
    bool2 flags;    // 24
    int4 bounds;    // 32
    uint last;      // 48
};
RWStructuredBuffer<int> Out : register(u0);
[numthreads(1, 1, 1)]
void main() { Out[0] = (enabled ? cells.x : bounds.w) + (int)size.y + (flags.y ? 1 : 0) + (int)last; }
