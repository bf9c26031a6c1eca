// flags: -T cs_6_0 -E main
// An array of resources takes one Vulkan binding, indexed or not: it is one
// descriptor array, as DXC emits it, so implicit bindings after it take the
// next number. Reflection lists the array once, with its count ("range").
RWStructuredBuffer<uint> outs[3];
Texture2D unused[4];
ConstantBuffer<float4> scales[2];
RWStructuredBuffer<uint> last;

[numthreads(1, 1, 1)]
void main() {
    outs[2][0] = (uint)scales[1].x;
    last[0] = 1;
}
