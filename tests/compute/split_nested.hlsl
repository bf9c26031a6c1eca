// Split layouts (see cbuffer_split) reached through nesting: an array of
// structs in a cbuffer whose last member sits in an array's last row,
// copied whole and indexed dynamically; a bool4 member; a structured
// buffer of structs holding float3 arrays (stride 28) passed inout and
// written in parts; a buffer of row_major float2x3 (rows 12 bytes apart)
// written by row and by element.
struct S {
    float x[2];     // 0, 16
    float y;        // 20
};

cbuffer C : register(b0) {
    S s[2];         // 0, 32
    float z;        // 56
    bool4 flags;    // 64
};

struct T {
    float3 v[2];    // 0, 12
    bool f;         // 24
};

RWStructuredBuffer<T> t : register(u1);
struct R {
    row_major float2x3 m;
};

RWStructuredBuffer<R> rm : register(u2);
RWStructuredBuffer<float> o : register(u3);

void bump(inout float3 v, float k) {
    v += k;
}

[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint i = id.x;
    S a = s[i & 1];
    o[i * 6] = a.x[0] + a.x[1] * 10 + a.y * 100;
    o[i * 6 + 1] = s[i >> 1].x[i & 1];
    o[i * 6 + 2] = s[1].x[i];               // zero for i >= 2
    o[i * 6 + 3] = z;
    o[i * 6 + 4] = flags[i] ? 1 : -1;
    o[i * 6 + 5] = flags.y ? 3 : 4;

    T e = t[i];
    bump(t[i].v[i & 1], z);
    t[i].f = !e.f;
    t[i].v[1 - (i & 1)].y = a.y;

    rm[i].m[1] = rm[i].m[0] * 2;
    rm[i].m[0][i % 3] = -1;
}
