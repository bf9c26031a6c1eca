// Writing part of a texel (a component, a swizzle, an index, an out or
// inout argument, ++) loads the texel, changes the part and stores it
// back whole, as DXC's SPIR-V does. Each thread writes its own texel.
RWTexture2D<float4> t : register(u0);
RWTexture2D<uint4> c : register(u1);
RWStructuredBuffer<uint> n : register(u2);
RWByteAddressBuffer words : register(u3);

void set_three(out float v) { v = 3.0; }
void bump(inout float2 v) { v += float2(1.0, 2.0); }

[numthreads(2, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    t[id.xy].y = 5.0;                // y = 5
    t[id.xy].zx = float2(7.0, 9.0);  // z = 7, x = 9
    t[id.xy][3] += 1.0;              // w + 1
    set_three(t[id.xy].x);           // x = 3
    bump(t[id.xy].zw);               // z + 1, w + 2
    t[id.xy].y++;                    // y + 1
    // An atomic's original value into part of a texel (each thread its
    // own element, so the originals do not depend on the order).
    InterlockedAdd(n[id.x], 5, c[id.xy].y);
    words.InterlockedAdd(id.x * 4, 7, c[id.xy].w);
}
