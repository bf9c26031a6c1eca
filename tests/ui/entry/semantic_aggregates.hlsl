// flags: -T vs_6_0 -E main
// A semantic on a struct, an array or a matrix, as DXC takes them: a
// struct's semantic covers its fields, an array or matrix takes
// consecutive locations. SV_Position is an ordinary input of a vertex
// shader, SV_InstanceID an ordinary output, and SV_ClipDistance may be an
// array.
// expected-no-diagnostics

struct Instance {
    float4 color;
    float2 offset;
};

struct VSOut {
    float4 pos : SV_Position;
    float clip[2] : SV_ClipDistance;
    float4 cull : SV_CullDistance;
    uint instance : SV_InstanceID;
    float2x3 m : MATRIX;
    float4 extra[2] : EXTRA;
};

VSOut main(float3 pos : SV_Position, Instance inst : TEXCOORD4,
           float4 weights[2] : WEIGHTS, float2x3 m : BASIS,
           uint id : SV_InstanceID) {
    VSOut o;
    o.pos = float4(pos + inst.color.xyz, 1);
    o.clip[0] = o.clip[1] = weights[1].x;
    o.cull = 0;
    o.instance = id;
    o.m = m;
    o.extra = weights;
    return o;
}
