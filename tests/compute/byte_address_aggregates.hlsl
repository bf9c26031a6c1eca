// ByteAddressBuffer.Load<T> and RWByteAddressBuffer.Store<T> of structs,
// matrices, arrays (in a struct) and bools: each component sits where a
// structured buffer of T would put it (tight, no vector alignment;
// column_major matrices column by column), from the byte offset. Words of
// a load past the end read zero, of a store there are dropped.
struct S { float a; uint2 b; int c; };
struct A { uint v[3]; };
struct B { bool f; uint g; };

ByteAddressBuffer src : register(t0);
RWByteAddressBuffer dst : register(u1);

[numthreads(2, 1, 1)]
void main(uint i : SV_GroupIndex) {
    S s = src.Load<S>(i * 16);
    s.a *= 2;
    s.b += uint2(1, 2);
    s.c = -s.c;
    dst.Store<S>(i * 16, s);
    if (i == 0) {
        float2x2 m = src.Load<float2x2>(32);
        dst.Store<float2>(32, float2(m._12, m._21));
        dst.Store<float2x2>(40, transpose(m));
        A a = src.Load<A>(48);
        dst.Store<A>(56, a);
        B b = src.Load<B>(60);
        dst.Store<B>(68, b);
        S t = src.Load<S>(68);
        dst.Store<S>(76, t);
        dst.Store<S>(88, t);
    }
}
