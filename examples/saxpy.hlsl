// y = a * x + y over n elements: the example from the README. Registers
// b0, t1 and u2 map to distinct Vulkan bindings 0, 1 and 2 of set 0.
//
//   hlslc compile examples/saxpy.hlsl -T cs_6_0 -E main -o saxpy.spv
//   hlslc dispatch examples/saxpy.hlsl -E main --groups 1,1,1 \
//       --buffer b0=examples/saxpy.params.json --buffer t1=examples/saxpy.x.json \
//       --buffer u2=examples/saxpy.y.json --out-dir out

cbuffer Params : register(b0) {
    float a;
    uint n;
};

StructuredBuffer<float> x : register(t1);
RWStructuredBuffer<float> y : register(u2);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    if (id.x < n) {
        y[id.x] = a * x[id.x] + y[id.x];
    }
}
