// expected-no-diagnostics
// Component-wise math on scalars, vectors and matrices, and the geometric
// functions on vectors.
float4 use(float a, float3 v, float3 w, float4x4 m, half h, double d) {
    float s = sin(a) + cos(a) + tan(a) + asin(a) + acos(a) + atan(a) + atan2(a, 2);
    s += exp(a) + exp2(a) + log(a) + log2(a) + log10(a) + pow(a, 2.5) + sqrt(a) + rsqrt(a);
    s += floor(a) + ceil(a) + round(a) + trunc(a) + frac(a) + abs(-a) + sign(a);
    s += min(a, 1) + max(a, 0) + clamp(a, 0, 1) + saturate(a) + lerp(a, 1, 0.5) + step(0.5, a);
    s += smoothstep(0, 1, a) + fmod(a, 3) + mad(a, 2, 1) + rcp(a) + degrees(a) + radians(a);
    float3 g = normalize(v) * length(w) + cross(v, w) + reflect(v, w) + refract(v, w, 1.3);
    s += dot(v, w) + distance(v, w);
    float3 e = sin(v) * sqrt(abs(w)) + lerp(v, w, 0.25) + clamp(v, -1, 1);
    float4 p = mul(m, float4(g + e, 1)) + mul(float4(v, 0), m);
    float4x4 t = transpose(m) * determinant(m);
    h = max(h, (half)1);
    d = sqrt(d) + abs(d);
    bool ok = all(v > 0) || any(isnan(w)) || isinf(a) || isfinite(a);
    return p + t[0] + s + h + (float)d + ok;
}
