// compile: -T cs_6_0 -E main
// Found by the `compile` fuzz target (docs/fuzzing.md): one component of
// a texel read from a RWTexture2D (`t[xy].w`) checked clean, but lowering
// reported "this swizzle is not supported". Fixed on h-fuzz and, at the
// same time, on main (7258e49); the merge keeps main's `swizzle_ptr`.
RWTexture2D<float4> t : register(u1);
RWTexture2D<float> r : register(u2);
RWStructuredBuffer<float> o : register(u0);

[numthreads(8, 8, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    o[id.x] = t[id.xy].w + (t[id.xy]).wz.y + r[id.xy].x + t[id.xy].zw.x;
}
