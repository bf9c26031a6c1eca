// Initializer lists flatten their items: vectors and matrices contribute
// all their components, and braces may nest.
// expected-no-diagnostics

float4 f(float3 v, float2 w) {
    float4 a = {v, 1};
    float4 b = {w, w};
    float2x2 m = {1, 2, 3, 4};
    float4 c = {m};
    float2x2 n = {w, {5, 6}};
    return a + b + c + n[1].xyxy;
}
