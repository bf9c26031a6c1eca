// flags: -T cs_6_0 -E main
// expected-no-diagnostics
// [[vk::constant_id(N)]]: a specialization constant. The default is a
// literal, possibly negated or converted, or a static const; `const` is
// optional (DXC). Reads compute with the pipeline's value.
static const uint baseCount = 0x40;

[[vk::constant_id(0)]] const bool useFast = true;
[[vk::constant_id(1)]] bool flipped = 0;
[[vk::constant_id(2)]] const int offset = -7;
[[vk::constant_id(3)]] const int truncated = 2.5;
[[vk::constant_id(4)]] const uint count = baseCount;
[[vk::constant_id(5)]] const float scale = (1.5);
[[vk::constant_id(6)]] float fromBool = true;

// Computed when the shader starts, from the pipeline's values.
static const uint doubled = count * 2;
static const float scaled = scale * offset;

RWStructuredBuffer<float> o : register(u0);

[numthreads(4, 1, 1)]
void main(uint i : SV_DispatchThreadID) {
    float v = useFast != flipped ? scaled : fromBool;
    o[i] = v + doubled + truncated;
}
