// compile: -T cs_6_0 -E main
// Which locals become values (WGSL `let`s) and which stay variables
// (hlsl-lower's value_locals.rs): `scale` and `base` are only read, so
// they are values; `acc` is assigned, `t` is passed as inout, `grid` is a
// matrix indexed by a non-literal and `steps` an array, so those stay `var`.
RWStructuredBuffer<float4> result : register(u0);

void twice(inout float t) { t *= 2; }

float weigh(float scale, float x) { return scale * x; }

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    float3 base = float3(id.x, 1, 2);
    float acc = base.x;
    acc += weigh(0.5, base.y);
    float t = base.z;
    twice(t);
    float2x2 grid = float2x2(1, 2, 3, 4);
    float2 row = grid[id.x & 1];
    float steps[2] = { 1, 2 };
    result[id.x] = float4(acc, t, row.x, steps[id.x & 1]);
}
