// flags: -T cs_6_0 -E main
// vk::RawBufferLoad/Store take DXC's arguments: an address, a value for a
// store, an optional alignment; one template argument, a data type.

RWStructuredBuffer<float> o;
Texture2D tex;

[numthreads(1, 1, 1)]
void main() {
    uint64_t address = 64;
    // expected-error@+1 {{no matching function for call to 'vk::RawBufferLoad'}}
    uint a = vk::RawBufferLoad();
    // expected-error@+1 {{no matching function for call to 'vk::RawBufferStore'}}
    vk::RawBufferStore(address);
    // expected-error@+1 {{no matching function for call to 'vk::RawBufferLoad'}}
    uint b = vk::RawBufferLoad(address, 4, 1);
    // expected-error@+1 {{'vk::RawBufferLoad' of 'Texture2D' is not supported yet}}
    vk::RawBufferLoad<Texture2D>(address);
    // expected-warning@+1 {{implicit truncation of vector type}}
    vk::RawBufferStore<float>(address, float2(1, 2));
    // expected-error@+1 {{cannot convert from 'Texture2D' to 'float4'}}
    vk::RawBufferStore<float4>(address, tex);
    // expected-error@+1 {{alignment argument must be a constant unsigned integer}}
    float4 c = vk::RawBufferLoad<float4>(address, -16);
    // expected-error@+1 {{alignment argument must be a constant unsigned integer}}
    vk::RawBufferStore(address, 1u, a);
}
