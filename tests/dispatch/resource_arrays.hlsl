// Arrays of resources indexed by constants: typed buffers, structured
// buffers written through an array element, ConstantBuffer<T> elements,
// and a helper reached with each element. Registers: an array's element k
// is its register plus k, as D3D binds it (in SPIR-V the array is one
// descriptor array at its first register's binding, as in DXC).
struct Scale {
    float factor;
    uint add;
};

Buffer<float> inputs[3] : register(t0);
RWStructuredBuffer<uint> outs[2] : register(u3);
ConstantBuffer<Scale> scales[2] : register(b5);

uint scaled(float v, Scale s) { return (uint)(v * s.factor) + s.add; }

[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint i = id.x;
    float sum = inputs[0][i] + inputs[1][i] + inputs[2][i];
    outs[0][i] = scaled(sum, scales[0]);
    outs[1][i] = (uint)(inputs[2][i] * scales[1].factor) + scales[1].add;
    outs[2 - 1][i + 4] = (uint)scales[0].add;
}
