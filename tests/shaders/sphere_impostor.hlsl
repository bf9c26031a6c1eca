// compile: -T vs_6_0 -E ImpostorVS
// compile: -T ps_6_0 -E ImpostorPS
// Sphere impostors for a molecule viewer: each instance is a
// camera-facing quad; the pixel shader ray-casts the sphere, discards
// misses, shades the hit and writes its true depth through SV_Depth.

struct Atom {
    float3 center;
    float radius;
    float4 color;
};

StructuredBuffer<Atom> atoms : register(t0);

cbuffer Camera : register(b1) {
    float4x4 view;
    float4x4 proj;
};

struct ImpostorVaryings {
    float4 clip : SV_Position;
    float3 viewPos : TEXCOORD0;
    nointerpolation float3 viewCenter : TEXCOORD1;
    nointerpolation float radius : TEXCOORD2;
    nointerpolation float4 color : COLOR0;
};

ImpostorVaryings ImpostorVS(uint vid : SV_VertexID, uint iid : SV_InstanceID) {
    Atom a = atoms[iid];
    float2 corner = float2(vid & 1, vid >> 1) * 2.0 - 1.0;
    float3 center = mul(view, float4(a.center, 1.0)).xyz;
    // Grow the quad so the sphere's silhouette fits under perspective.
    float3 p = center + float3(corner * a.radius * 1.5, a.radius);
    ImpostorVaryings o;
    o.viewPos = p;
    o.clip = mul(proj, float4(p, 1.0));
    o.viewCenter = center;
    o.radius = a.radius;
    o.color = a.color;
    return o;
}

struct ImpostorOut {
    float4 color : SV_Target;
    float depth : SV_Depth;
};

ImpostorOut ImpostorPS(ImpostorVaryings i) {
    float3 rayDir = normalize(i.viewPos);
    float b = dot(rayDir, i.viewCenter);
    float c = dot(i.viewCenter, i.viewCenter) - i.radius * i.radius;
    float disc = b * b - c;
    if (disc < 0.0)
        discard;
    float t = b - sqrt(disc);
    float3 hit = rayDir * t;
    float3 n = normalize(hit - i.viewCenter);
    float4 clipHit = mul(proj, float4(hit, 1.0));

    float3 l = normalize(float3(0.3, 0.6, -0.7));
    float diffuse = saturate(dot(n, l));
    float spec = pow(saturate(dot(reflect(-l, n), -rayDir)), 32.0);
    ImpostorOut o;
    o.color = float4(i.color.rgb * (0.2 + 0.8 * diffuse) + spec * 0.4, i.color.a);
    o.depth = clipHit.z / clipHit.w;
    return o;
}
