// compile: -T vs_6_0 -E LineVS
// compile: -T ps_6_0 -E LinePS
// Thick anti-aliased debug lines: each segment is a quad expanded in
// screen space from two endpoints read from a StructuredBuffer; the
// distance across the line is interpolated without perspective for an
// even edge, and dashes follow the screen-space length.

struct LineSegment {
    float3 a;
    uint colorA;
    float3 b;
    uint colorB;
};

StructuredBuffer<LineSegment> segments : register(t0);

cbuffer LineConstants : register(b1) {
    float4x4 viewProj;
    float2 viewportSize;
    float thickness;
    float dashLength;
};

struct LineVaryings {
    float4 pos : SV_Position;
    float4 color : COLOR0;
    noperspective float across : TEXCOORD0;
    noperspective float along : TEXCOORD1;
};

float4 unpackRgba8(uint c) {
    return float4((c >> 0) & 0xffu, (c >> 8) & 0xffu, (c >> 16) & 0xffu, (c >> 24) & 0xffu) / 255.0;
}

LineVaryings LineVS(uint vertexId : SV_VertexID) {
    LineSegment s = segments[vertexId / 6];
    // Two triangles: corners (0,0) (1,0) (0,1) (0,1) (1,0) (1,1).
    static const float2 kCorner[6] = {
        float2(0, 0), float2(1, 0), float2(0, 1), float2(0, 1), float2(1, 0), float2(1, 1)
    };
    float2 corner = kCorner[vertexId % 6];
    float4 clipA = mul(viewProj, float4(s.a, 1.0));
    float4 clipB = mul(viewProj, float4(s.b, 1.0));
    float2 screenA = clipA.xy / clipA.w * viewportSize * 0.5;
    float2 screenB = clipB.xy / clipB.w * viewportSize * 0.5;
    float2 dir = normalize(screenB - screenA);
    float2 normal = float2(-dir.y, dir.x);
    float4 clip = corner.x < 0.5 ? clipA : clipB;
    float side = corner.y * 2.0 - 1.0;
    float2 offsetPixels = normal * side * (thickness * 0.5 + 1.0);
    clip.xy += offsetPixels / (viewportSize * 0.5) * clip.w;

    LineVaryings o;
    o.pos = clip;
    o.color = unpackRgba8(corner.x < 0.5 ? s.colorA : s.colorB);
    o.across = side * (thickness * 0.5 + 1.0);
    o.along = corner.x * length(screenB - screenA);
    return o;
}

float4 LinePS(LineVaryings i) : SV_Target {
    float coverage = saturate(thickness * 0.5 + 0.5 - abs(i.across));
    if (dashLength > 0.0 && frac(i.along / (2.0 * dashLength)) > 0.5)
        discard;
    return float4(i.color.rgb, i.color.a * coverage);
}
