// flags: -T cs_6_0 -E main
// An array of resources that code indexes takes one Vulkan binding per
// element (its elements are separate variables), so implicit bindings after
// it skip them; reflection still lists the array once. `unused` is never
// indexed and takes one binding, as in DXC.
RWStructuredBuffer<uint> outs[3];
Texture2D unused[4];
ConstantBuffer<float4> scales[2];
RWStructuredBuffer<uint> last;

[numthreads(1, 1, 1)]
void main() {
    outs[2][0] = (uint)scales[1].x;
    last[0] = 1;
}
