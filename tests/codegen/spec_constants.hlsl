// compile: -T cs_6_0 -E main
// targets: spirv
// [[vk::constant_id(N)]] globals: each becomes an OpSpecConstant with
// SpecId N, the initializer of the Private variable the program reads. A
// static const computed from one is assigned when the shader starts, so
// it follows the pipeline's value (never the folded default). The one
// the shader never reads has no variable (naga writes used globals only).
[[vk::constant_id(4)]] const uint tileSize = 8;
[[vk::constant_id(11)]] const float gain = -0.25;
[[vk::constant_id(0)]] bool enabled = false;
[[vk::constant_id(20)]] const int unused = 3;
static const uint tileArea = tileSize * tileSize;

RWStructuredBuffer<float> o : register(u0);

[numthreads(8, 1, 1)]
void main(uint i : SV_DispatchThreadID) {
    o[i] = enabled ? gain * tileArea : float(i % tileSize);
}
