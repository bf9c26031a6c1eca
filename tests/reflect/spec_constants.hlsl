// Specialization constants: id, name, type and default (after the
// conversion to the declared type: 2.5 as an int is 2).
// flags: -T cs_6_0 -E main
[[vk::constant_id(0)]] const bool useFast = true;
[[vk::constant_id(5)]] const int truncated = 2.5;
[[vk::constant_id(6)]] const uint count = 16;
[[vk::constant_id(9)]] float scale = -0.25;
RWStructuredBuffer<float> o : register(u0);
[numthreads(1, 1, 1)]
void main() { o[0] = useFast ? scale * count : truncated; }
