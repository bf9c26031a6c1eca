// fmod lowers to naga's float remainder (C's fmod); radians and degrees
// to naga's math functions.
// compile: -T cs_6_0 -E main
RWStructuredBuffer<float4> o : register(u0);

[numthreads(1, 1, 1)]
void main() {
    float4 v = o[0];
    o[1] = float4(fmod(v.x, v.y), radians(v.z), degrees(v.w), fmod(v.xy, 2.0).x);
}
