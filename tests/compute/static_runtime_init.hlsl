// Statics whose initializers read uniforms or other statics: DXC runs
// them at the start of the entry point, in declaration order, so a later
// one sees the earlier ones' values. Both paths must agree.
cbuffer Params : register(b0) {
    float scale;
    float4 tint;
};

static float base = 2;
static float derived = base * scale;           // 2 * 3 = 6
static const float4 shade = tint * derived;    // tint * 6
static float4 pair[2] = { tint, shade + base };

RWStructuredBuffer<float> o : register(u1);

[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint i = id.x;
    // Each lane changes its own copy; the others still see the initial values.
    derived += (float)i;
    o[i * 3 + 0] = derived;
    o[i * 3 + 1] = shade[i];
    o[i * 3 + 2] = pair[i & 1][i];
}
