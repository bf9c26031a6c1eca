// flags: -T cs_6_0 -E main
// Templated byte-address loads and stores need Shader Model 6.2.
ByteAddressBuffer src;
RWByteAddressBuffer dst;

[numthreads(1, 1, 1)]
void main() {
    // expected-error@+1 {{'Load<T>' is only available in Shader Model 6.2 and later}}
    float f = src.Load<float>(0);
    // expected-error@+1 {{'Store<T>' is only available in Shader Model 6.2 and later}}
    dst.Store<float>(0, f);
    dst.Store(4, src.Load(0));
}
