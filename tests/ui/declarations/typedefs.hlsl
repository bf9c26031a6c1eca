// expected-no-diagnostics
// Typedefs name scalars, vectors, matrices, arrays and structs; the alias
// is the same type.
typedef float3 Color;
typedef float4x4 Transform;
typedef uint Indices[3];
struct Vertex {
    float3 position;
};
typedef Vertex V;
typedef Color Tint;

float3 use(V v, Transform m, Indices idx) {
    Color c = v.position;
    Tint t = c * 2;
    float3 p = mul(m, float4(c, 1)).xyz;
    return t + p + idx[2];
}
