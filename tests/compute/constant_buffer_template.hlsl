// ConstantBuffer<T> in code: fields, an array field indexed dynamically, a
// nested struct's field, a field passed to a function, the whole buffer
// copied into a local and passed by value, and a non-struct T.
struct Inner {
    float x;
    float y;
};

struct Params {
    float scale;
    uint arr[3];
    Inner inner;
};

ConstantBuffer<Params> params : register(b0);
ConstantBuffer<float4> bias : register(b1);
RWStructuredBuffer<float> outF : register(u2);

float twice(float v) { return v * 2; }

float total(Params p) { return p.scale + p.inner.x + p.inner.y; }

[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint i = id.x;
    float v = params.scale * (float)params.arr[i % 3] + twice(params.inner.x);
    Params copy = params;
    v += total(copy) * bias.y + bias.x;
    outF[i] = v;
    outF[4 + i] = bias[i] + total(params);
}
