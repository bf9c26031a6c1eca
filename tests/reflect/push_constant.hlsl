// [[vk::push_constant]] is listed with its resource, no Vulkan binding,
// and DXC's push-constant offsets: std430 with the relaxed vector rule
// (`offset` right after `scale`; `uv` 8 bytes apart; each row of `m` 16
// bytes; Inner aligned to 8), not constant-buffer packing.
struct Inner {
    int a;
    float2 b;
};

struct Params {
    float scale;
    float3 offset;
    uint count;
    float2 uv[2];
    row_major float2x3 m;
    Inner inner;
    int last;
};

[[vk::push_constant]] Params pc;

RWStructuredBuffer<float> result : register(u0);

[numthreads(1, 1, 1)]
void main() {
    result[0] = pc.scale + pc.inner.b.y;
}
