// flags: -T cs_6_0 -E main
// DXC's vk::RawBufferLoad<T = uint>(address, alignment = 4) and
// vk::RawBufferStore<T = uint>(address, value, alignment = 4); a store
// without a template argument takes the value's type.
// expected-no-diagnostics

struct Packed { uint low : 8; uint high : 24; };
struct Pair { float2 a; int b; };

RWStructuredBuffer<float> o;

[numthreads(1, 1, 1)]
void main() {
    uint64_t address = 64;
    uint word = vk::RawBufferLoad(address);
    float f = vk::RawBufferLoad<float>(address, 8);
    Pair p = vk::RawBufferLoad<Pair>(address + 16);
    Packed bits = vk::RawBufferLoad<Packed>(address);
    vk::RawBufferStore(address, word);
    vk::RawBufferStore<float2>(address, p.a, 8);
    vk::RawBufferStore<Packed>(address, bits);
    o[0] = f + p.b + bits.high;
}
