// flags: -T cs_6_0 -E main
// Only DXC's scope names are in `vk`; `vk::ReadClock` takes one scope.

RWStructuredBuffer<uint> o;

[numthreads(1, 1, 1)]
void main() {
    // expected-error@+1 {{no member named 'GalaxyScope' in namespace 'vk'}}
    o[0] = vk::GalaxyScope;
    // expected-error@+1 {{no matching function for call to 'vk::ReadClock'}}
    uint64_t clock = vk::ReadClock();
    // expected-error@+1 {{no matching function for call to 'vk::ReadClock'}}
    clock = vk::ReadClock(vk::DeviceScope, 1);
}
