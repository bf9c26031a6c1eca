// [[vk::constant_id(N)]] globals run with their defaults (no runner sets
// specialization values), on both paths. The statics computed from them
// are assigned when the shader starts; a bool, a negative int and a float
// default each take part.
[[vk::constant_id(1)]] const uint stride = 3;
[[vk::constant_id(2)]] const int bias = -5;
[[vk::constant_id(3)]] const float scale = 0.5;
[[vk::constant_id(4)]] bool negate = true;
static const uint strideSquared = stride * stride;

RWStructuredBuffer<float> o : register(u0);

[numthreads(4, 1, 1)]
void main(uint i : SV_DispatchThreadID) {
    float v = float(i * strideSquared) * scale + bias;
    o[i] = negate ? -v : v;
}
