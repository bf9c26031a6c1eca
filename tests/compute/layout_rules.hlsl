// One shader run under each set of layout rules (layout_rules.toml: dxc
// -spirv's default, relaxed std140/std430; layout_rules_gl.toml: strict
// std140/std430; layout_rules_scalar.toml; layout_rules_dx.toml: FXC's).
// Both runners lay the buffers out as the compiler does, so the same data
// and expectations hold for all four; the offsets each rule gives are in
// tests/reflect/layout_*.hlsl.
struct S {
    float a;
    float3 b;
    float2 c;
};

cbuffer C : register(b0) {
    float x;
    float3 v;
    float arr[2];
    float y;
    S s;
    float z;
    row_major float2x3 m;
    column_major float2x3 n;
    float w;
};

StructuredBuffer<S> src : register(t1);
RWStructuredBuffer<S> dst : register(u2);
RWStructuredBuffer<float> o : register(u3);
StructuredBuffer<float3> f3 : register(t4);

[numthreads(2, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint i = id.x;
    if (i == 0) {
        o[0] = x;
        o[1] = v.x; o[2] = v.y; o[3] = v.z;
        o[4] = arr[0]; o[5] = arr[1];
        o[6] = y;
        o[7] = s.a;
        o[8] = s.b.x; o[9] = s.b.y; o[10] = s.b.z;
        o[11] = s.c.x; o[12] = s.c.y;
        o[13] = z;
        for (uint r = 0; r < 2; r++) {
            for (uint c = 0; c < 3; c++) {
                o[14 + r * 3 + c] = m[r][c];
                o[20 + r * 3 + c] = n[r][c];
            }
        }
        o[26] = w;
        o[27] = f3[1].x + f3[0].z;
    }
    S e = src[i];
    e.a += 1;
    e.b *= 2;
    e.c = e.c.yx;
    dst[i] = e;
    dst[i].b.y = src[i].b.z;
}
