// flags: -T cs_6_0 -E main
// expected-no-diagnostics
// Buffer<T> is read by index or Load; RWBuffer<T> is also written, and
// GetDimensions gives its element count.
Buffer<float4> colors;
Buffer<uint> indices;
Buffer plain;
RWBuffer<int2> pairs;
RWBuffer<float> values;

[numthreads(64, 1, 1)]
void main(uint i : SV_GroupIndex) {
    float4 c = colors[i] + colors.Load(i + 1) + plain[i];
    uint k = indices.Load(i);
    pairs[i] = int2(k, -1);
    pairs[i] += pairs.Load(i + 1);
    uint n;
    values.GetDimensions(n);
    values[i % n] = c.x + values[0];
}
