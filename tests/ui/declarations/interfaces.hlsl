// expected-no-diagnostics
// A class implements every function of its interface; its objects are used
// as the class type.
interface ILight {
    float3 radiance(float3 n);
    float falloff(float d);
};

class Sun : ILight {
    float3 dir;
    float3 color;
    float3 radiance(float3 n) { return color * saturate(dot(n, -dir)); }
    float falloff(float d) { return 1.0; }
};

class Lamp : ILight {
    float3 color;
    float3 radiance(float3 n) { return color; }
    float falloff(float d) { return 1.0 / (d * d); }
};

float3 shade(Sun s, Lamp l, float3 n) {
    return s.radiance(n) * s.falloff(1) + l.radiance(n) * l.falloff(2);
}
