// Modifiers, attributes in both forms and positions, literals, sizeof,
// strings and the remaining expression forms.
globallycoherent RWTexture2D<unorm float4> output : register(u0);
RWBuffer<snorm float2> normals;
nointerpolation int flat;
noperspective float2 screen;
centroid float4 edge;
groupshared float cache[64][2];
static const uint bits = 0b1011 + 0B11u + 0x1Fu + 017 + 1l + 2ul + 3UL;
static const float floats[5] = { 1.f, .5h, 2.5e-3L, 1e10, 3. };

struct VSIn {
    linear float3 pos : POSITION;
    nointerpolation uint id : BLENDINDICES0;
    sample float2 uv : TEXCOORD0;
};

[[vk::binding(1, 0)]] cbuffer Frame : register(b0) { float4x4 viewProj; };

[shader("compute")]
[numthreads(8, 8, 1)]
[[vk::combinedImageSampler]]
void main([[vk::location(0)]] uint3 id : SV_DispatchThreadID,
          in uint gi : SV_GroupIndex) {
    uint size = sizeof(float4) + sizeof(VSIn) + sizeof id;
    printf("id %d %f\n", id.x, 1.0);
    [flatten] if (id.x > 0) cache[gi][0] = 1;
    [fastopt] for (uint i = 0; i < 4; ++i) {}
    [allow_uav_condition] while (false) {}
    [[vk::unroll]] for (int k = 0; k < 2; ++k) {}
    [branch] if (id.y) {} else {}
    [call] switch (id.z) { default: break; }
}
