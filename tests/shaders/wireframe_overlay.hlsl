// compile: -T vs_6_0 -E VSMain
// compile: -T ps_6_0 -E PSMain
// A debug view: flat colour per primitive from SV_PrimitiveID (hashed),
// distance to the nearest edge from screen-space derivatives of
// per-vertex barycentrics (noperspective keeps them linear on screen),
// and back faces tinted with SV_IsFrontFace.

cbuffer DebugView : register(b0) {
    float4x4 mvp;
    float lineWidth;
    float primitiveTint;
    float2 _pad;
    float4 wireColor;
};

struct VOut {
    float4 position : SV_Position;
    noperspective float3 barycentric : TEXCOORD0;
    float3 normal : NORMAL;
};

VOut VSMain(float3 position : POSITION, float3 normal : NORMAL, uint vertexId : SV_VertexID) {
    VOut o;
    o.position = mul(mvp, float4(position, 1.0));
    // Non-indexed triangle lists: corner k of each triangle gets e_k.
    uint corner = vertexId % 3;
    o.barycentric = float3(corner == 0, corner == 1, corner == 2);
    o.normal = normal;
    return o;
}

uint hash(uint x) {
    x ^= x >> 16;
    x *= 0x7feb352du;
    x ^= x >> 15;
    x *= 0x846ca68bu;
    x ^= x >> 16;
    return x;
}

float4 PSMain(VOut i, uint primitiveId : SV_PrimitiveID, bool frontFace : SV_IsFrontFace) : SV_Target {
    uint h = hash(primitiveId);
    float3 flat = float3(h & 0xff, (h >> 8) & 0xff, (h >> 16) & 0xff) / 255.0;
    float3 shade = (normalize(i.normal) * 0.5 + 0.5) * 0.6 + 0.4;
    float3 base = lerp(shade, flat, primitiveTint);
    if (!frontFace)
        base *= float3(1.0, 0.3, 0.3);
    float3 d = fwidth(i.barycentric);
    float3 a = smoothstep(0.0, d * lineWidth, i.barycentric);
    float edge = 1.0 - min(a.x, min(a.y, a.z));
    return float4(lerp(base, wireColor.rgb, edge * wireColor.a), 1.0);
}
