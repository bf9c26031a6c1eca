// compile: -T cs_6_0 -E main
// targets: spirv
// The width of a Texture1DArray: naga writes it as a one-component
// OpVectorShuffle to a scalar, which SPIR-V forbids; the word pass makes
// it an OpCompositeExtract (spirv-val checks this file in gpu-tests).
Texture1DArray<float4> t : register(t0);
RWStructuredBuffer<uint> o : register(u1);

[numthreads(1, 1, 1)]
void main() {
    uint width, layers;
    t.GetDimensions(width, layers);
    o[0] = width;
    o[1] = layers;
}
