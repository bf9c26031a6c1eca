// flags: -T cs_6_0 -E main
// expected-no-diagnostics
// [[vk::push_constant]] on a global of struct type: the block's fields
// read like a ConstantBuffer<T>'s, and the block as a whole is a value
// of its struct type. A register on it is D3D's (a root constant) and
// is allowed, as in DXC.
struct Params {
    float scale;
    float3 offset;
    uint count;
};

[[vk::push_constant]] Params params : register(b3);

RWStructuredBuffer<float> o : register(u0);

float total(Params p) { return p.scale * p.count; }

[numthreads(1, 1, 1)]
void main() {
    Params copy = params;
    o[0] = params.scale + params.offset.y + copy.count + total(params);
}
