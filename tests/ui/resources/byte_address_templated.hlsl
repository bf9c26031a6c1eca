// flags: -T cs_6_2 -E main
// Byte-address buffers' templated Load<T>(offset) and Store<T>(offset,
// value) take numeric, array and struct types.
struct S { float a; uint2 b; };
ByteAddressBuffer src;
RWByteAddressBuffer dst;
Texture2D<float4> tex;

[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    float2 f = src.Load<float2>(0);
    int i = src.Load<int>(8);
    uint4 u = dst.Load<uint4>(16);
    S s = src.Load<S>(32);
    float2x2 m = dst.Load<float2x2>(48);
    dst.Store<float2>(0, f);
    dst.Store<int>(8, i);
    dst.Store<S>(32, s);
    dst.Store<float3>(64, 1);
    // expected-error@+1 {{no member named 'Store' in 'ByteAddressBuffer'}}
    src.Store<float>(0, 1.0);
    // expected-error@+1 {{no member named 'Load' in 'Texture2D<float4>'}}
    tex.Load<float4>(0);
    // expected-error@+1 {{unknown type name 'Missing'}}
    src.Load<Missing>(0);
    // expected-error@+1 {{invalid template arguments for 'Load': 'Texture2D<float4>' is not a numeric, array or struct type}}
    src.Load<Texture2D<float4> >(0);
    // expected-error@+1 {{too few arguments to function call, expected 2, have 1}}
    dst.Store<float>(0);
    // expected-error@+1 {{no matching function for call to 'RWByteAddressBuffer.Store<S>(int, float)'}}
    dst.Store<S>(0, 1.0);
    // expected-error@+1 {{no matching function for call to 'ByteAddressBuffer.Load<float>(S)'}}
    src.Load<float>(s);
}
