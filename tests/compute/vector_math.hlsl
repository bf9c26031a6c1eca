// Vector operations with exact results: swizzles read and written (with
// repeated and reordered components, on a buffer element too), dot, cross,
// length and distance on Pythagorean triples, normalize of axis vectors,
// reflect and faceforward, mad, component-wise min/max/abs, any/all on
// comparisons, and vector constructors from mixed pieces. Expected
// values: the same formulas in Python.
StructuredBuffer<float4> input : register(t0);
RWStructuredBuffer<float4> o : register(u1);

[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint i = id.x;
    float4 v = input[i];
    uint at = i * 6;
    float4 s = v.wzyx;
    s.xz = v.yy;
    s.w += v.x;
    o[at + 0] = s;
    o[at + 1] = float4(v.xy, 0, 1).zwxy + float4(v.x, v.zw, 2).yxwz;

    float3 a = float3(3, 4, 12) * (float)(i + 1);
    float3 b = float3(v.x, 0, 0);
    float3 c = cross(float3(1, 2, 3), v.xyz);
    o[at + 2] = float4(c, dot(c, v.xyz));   // cross is orthogonal: 0
    o[at + 3] = float4(length(a), distance(a, float3(0, 0, 0)) - length(a.xy),
                       length(normalize(b)) + normalize(float3(0, 0, -v.w)).z, dot(v, v));
    float3 n = float3(0, 1, 0);
    float3 r = reflect(float3(1, -2, v.z), n);
    float3 f = faceforward(n, float3(0, v.y, 0), n);
    o[at + 4] = float4(r.x * 100 + r.y * 10 + r.z, f.y, mad(v.x, v.y, v.z), any(v < 0) + all(v != 0) * 2);
    o[at + 5] = max(v, -v) - abs(v) + min(v, 1) + float4(float2(1, 2), float1(3), 4);
    o[at + 5].yw = o[at + 5].wy * 2;
}
