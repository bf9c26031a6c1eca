// [[vk::push_constant]]: a block laid out as DXC lays out push constants
// (std430 with the relaxed vector rule): `offset` packs right after
// `scale`, `uv` is 8 bytes apart, each row of `m` takes 16 bytes, and
// `inner` starts at its own alignment. The Vulkan run sets the bytes as
// immediates; the interpreter reads them from register b0.
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

RWStructuredBuffer<float> result : register(u1);

float sum(Params p) {
    return p.scale + p.offset.x + p.offset.y + p.offset.z;
}

[numthreads(1, 1, 1)]
void main() {
    result[0] = pc.scale;
    result[1] = pc.offset.x;
    result[2] = pc.offset.z;
    result[3] = pc.count;
    result[4] = pc.uv[0].y;
    result[5] = pc.uv[1].x;
    result[6] = pc.m[0][2];
    result[7] = pc.m[1][0];
    result[8] = pc.inner.a;
    result[9] = pc.inner.b.y;
    result[10] = pc.last;
    // The block read as a whole value.
    result[11] = sum(pc);
}
