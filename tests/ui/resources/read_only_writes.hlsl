// flags: -T cs_6_0 -E main
// Elements of read-only resources (t registers) cannot be written.
struct S {
    float a;
};
Buffer<float> typed;
StructuredBuffer<S> structured;
Texture2D<float4> image;
Texture3D<float> volume;
RWBuffer<float> out_;

[numthreads(8, 8, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    // expected-error@+1 {{cannot assign to an element of read-only resource 'typed'}}
    typed[id.x] = 1.0;
    // expected-error@+1 {{cannot assign to an element of read-only resource 'structured'}}
    structured[id.x].a = 2.0;
    // expected-error@+1 {{cannot assign to an element of read-only resource 'image'}}
    image[id.xy] = float4(0, 0, 0, 1);
    // expected-error@+1 {{cannot assign to an element of read-only resource 'volume'}}
    volume[id] += 1.0;
    out_[id.x] = typed[id.x] + structured[id.x].a;
}
