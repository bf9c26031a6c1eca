// compile: -T cs_6_0 -E main
// [[vk::push_constant]]: naga's Immediate variable, with no binding (the
// u0 buffer keeps binding 0). This block's DXC offsets (0, 16, 32, 36)
// are naga's too, so it keeps typed members on every target; SPIR-V
// calls it PushConstant, WGSL var<immediate>, GLSL a plain uniform.
struct Push {
    float4 tint;
    float2 scale;
    uint count;
    float gain[3];
};

[[vk::push_constant]] Push push;

RWStructuredBuffer<float4> o : register(u0);

[numthreads(4, 1, 1)]
void main(uint i : SV_DispatchThreadID) {
    o[i] = push.tint * push.scale.x * push.gain[i % 3] + push.count;
}
