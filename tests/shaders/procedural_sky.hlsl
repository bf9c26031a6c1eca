// compile: -T vs_6_0 -E VSMain
// compile: -T ps_6_0 -E PSMain
// A procedural sky: single-scattering Rayleigh and Mie through a few
// ray-march steps of an exponential atmosphere, drawn on a full-screen
// triangle at the far plane with the ray rebuilt from the inverse matrix.

namespace Atmosphere {
    static const float PlanetRadius = 6360e3;
    static const float AtmosphereRadius = 6420e3;
    static const float3 RayleighBeta = float3(5.5e-6, 13.0e-6, 22.4e-6);
    static const float MieBeta = 21e-6;
    static const float RayleighScale = 7994.0;
    static const float MieScale = 1200.0;

    float2 raySphere(float3 origin, float3 dir, float radius) {
        float b = dot(origin, dir);
        float c = dot(origin, origin) - radius * radius;
        float d = b * b - c;
        if (d < 0.0)
            return float2(1e9, -1e9);
        d = sqrt(d);
        return float2(-b - d, -b + d);
    }

    float rayleighPhase(float mu) {
        return 3.0 / (16.0 * 3.14159265) * (1.0 + mu * mu);
    }

    float miePhase(float mu, float g) {
        float g2 = g * g;
        return 3.0 / (8.0 * 3.14159265) * ((1.0 - g2) * (1.0 + mu * mu))
             / ((2.0 + g2) * pow(abs(1.0 + g2 - 2.0 * g * mu), 1.5));
    }
}

cbuffer SkyParams : register(b0) {
    float4x4 invViewProj;
    float3 cameraPos;
    float sunIntensity;
    float3 sunDir;
    float mieG;
};

struct Vary {
    float4 pos : SV_Position;
    float2 ndc : TEXCOORD0;
};

Vary VSMain(uint vid : SV_VertexID) {
    Vary o;
    float2 uv = float2((vid << 1) & 2, vid & 2);
    o.ndc = uv * float2(2, -2) + float2(-1, 1);
    o.pos = float4(o.ndc, 1.0, 1.0);
    return o;
}

float4 PSMain(Vary i) : SV_Target {
    float4 world = mul(invViewProj, float4(i.ndc, 1.0, 1.0));
    float3 dir = normalize(world.xyz / world.w - cameraPos);
    float3 origin = float3(0, Atmosphere::PlanetRadius + max(cameraPos.y, 1.0), 0);
    float2 hit = Atmosphere::raySphere(origin, dir, Atmosphere::AtmosphereRadius);
    float tMax = hit.y;
    float2 ground = Atmosphere::raySphere(origin, dir, Atmosphere::PlanetRadius);
    if (ground.x > 0.0)
        tMax = min(tMax, ground.x);

    const int steps = 16;
    float segment = tMax / steps;
    float3 rayleigh = 0, mie = 0;
    float opticalR = 0, opticalM = 0;
    for (int s = 0; s < steps; ++s) {
        float3 p = origin + dir * (segment * (s + 0.5));
        float height = length(p) - Atmosphere::PlanetRadius;
        float hr = exp(-height / Atmosphere::RayleighScale) * segment;
        float hm = exp(-height / Atmosphere::MieScale) * segment;
        opticalR += hr;
        opticalM += hm;
        float3 tau = Atmosphere::RayleighBeta * opticalR + Atmosphere::MieBeta * 1.1 * opticalM;
        float3 attenuation = exp(-tau);
        rayleigh += attenuation * hr;
        mie += attenuation * hm;
    }
    float mu = dot(dir, -sunDir);
    float3 color = sunIntensity * (rayleigh * Atmosphere::RayleighBeta * Atmosphere::rayleighPhase(mu)
                                 + mie * Atmosphere::MieBeta * Atmosphere::miePhase(mu, mieG));
    return float4(color, 1.0);
}
