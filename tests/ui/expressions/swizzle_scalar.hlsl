// A scalar can be swizzled with x (or r) into a vector.
// expected-no-diagnostics

float4 f(float s, int i) {
    float3 a = s.xxx;
    float4 b = s.rrrr;
    int2 c = i.xx;
    float1 d = s.x;
    return float4(a, d) + b + c.xyxy;
}
