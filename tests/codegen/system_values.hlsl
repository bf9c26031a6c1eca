// compile: -T vs_6_1 -E VSMain
// compile: -T ps_6_1 -E PSMain
// Clip planes as clip distances (several semantics packed into one array
// in semantic-index order, as DXC packs them), per-view offsets from
// SV_ViewID, a position held in a struct, and a pixel shader that reads
// barycentrics and promises to only push depth back.

cbuffer Camera : register(b0) {
    float4x4 viewProj[2];
    float4 planes[3];
};

struct Position {
    float4 value;
};

struct Varyings {
    Position position : SV_Position;
    float2 uv : TEXCOORD0;
    float2 sideClip : SV_ClipDistance1;
    float frontClip : SV_ClipDistance0;
    float farClip[1] : SV_ClipDistance2;
};

Varyings VSMain(float3 position : POSITION, float2 uv : TEXCOORD0, uint view : SV_ViewID) {
    float4 world = float4(position, 1.0);
    Varyings o;
    o.position.value = mul(viewProj[view], world);
    o.uv = uv;
    o.frontClip = dot(planes[0], world);
    o.sideClip = float2(dot(planes[1], world), -dot(planes[1], world));
    o.farClip[0] = dot(planes[2], world);
    return o;
}

struct PixelOut {
    float4 color : SV_Target;
    float depth : SV_DepthGreaterEqual;
};

// naga reads no clip distances in pixel shaders: the pixel shader takes
// the other fields.
struct PixelIn {
    Position position : SV_Position;
    float2 uv : TEXCOORD0;
    noperspective centroid float2 screen : TEXCOORD1;
};

PixelOut PSMain(PixelIn i, noperspective float3 bary : SV_Barycentrics, uint view : SV_ViewID) {
    PixelOut o;
    float edge = min(bary.x, min(bary.y, bary.z));
    o.color = float4(i.uv + i.screen, edge, view);
    o.depth = i.position.value.z + 0.01 * (1.0 - edge);
    return o;
}
