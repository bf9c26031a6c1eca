// y = a * x + y over n elements: the example from the README.
//
//   hlslc compile examples/saxpy.hlsl -T cs_6_0 -E main -o saxpy.spv
//   hlslc dispatch examples/saxpy.hlsl -E main --groups 1,1,1 \
//       --buffer b0=examples/saxpy.params.json --buffer t1=examples/saxpy.x.json \
//       --buffer u0=examples/saxpy.y.json --out-dir out

cbuffer Params : register(b0) {
    float a;
    uint n;
};

StructuredBuffer<float> x : register(t1);
RWStructuredBuffer<float> y : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    if (id.x < n) {
        y[id.x] = a * x[id.x] + y[id.x];
    }
}
