// ConstantBuffer<T> and TextureBuffer<T> as function parameters and a
// return value, as DXC's tests write them: the callee reads a member in
// place (`p.scale`), copies the whole buffer (`Light copy = p;`), and a
// helper returns one of two buffers (each a copy of T, since nothing
// writes a buffer). Expected: the kernel by hand.
struct Light {
    float4 color;
    float scale;
    uint index;
};

ConstantBuffer<Light> key : register(b0);
ConstantBuffer<Light> fill : register(b1);
TextureBuffer<Light> rim : register(t2);
RWStructuredBuffer<float4> o : register(u3);

float4 Shade(ConstantBuffer<Light> p, float w) {
    Light copy = p;
    return copy.color * p.scale * w + (float)p.index;
}

float Rim(TextureBuffer<Light> t) {
    return t.color.x * t.scale;
}

ConstantBuffer<Light> Pick(bool first) {
    if (first) {
        return key;
    }
    return fill;
}

[numthreads(2, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint i = id.x;
    o[i * 2] = Shade(key, 1) + Shade(fill, (float)i);
    o[i * 2 + 1] = Pick(i == 0).color + Rim(rim);
}
