// A vector and a matrix with as many components convert into each other,
// implicitly too (the matrix reads by rows); a single component (scalar,
// one-vector, 1x1 matrix) converts to and from any of them; a thin
// matrix (one row or column) truncates like a vector.
// expected-no-diagnostics

float sum4(float4 v) { return v.x + v.y + v.z + v.w; }
float first(float x) { return x; }

float4 f(float2x2 m, int4 iv, float1x1 one, float4 v, float3x1 column) {
    float4 flat = m;
    float2x2 back = v;
    float2x2 converted = iv;
    float s = one;
    float1 v1 = one;
    float1x1 from_scalar = s;
    float4 splat = one;
    float2x2 splat_m = one;
    float2 head = (float2)column;
    return flat + back[0].x + converted[1].y + s + v1 + (float)from_scalar + splat
        + splat_m[1].y + head.x + sum4(m) + first(one) + float4(m) + (float4)m;
}
