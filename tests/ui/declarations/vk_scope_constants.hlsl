// flags: -T cs_6_0 -E main
// DXC declares SPIR-V's memory scopes in namespace `vk` as `static const
// uint`s, and `uint64_t vk::ReadClock(uint scope)`.
// expected-no-diagnostics

RWStructuredBuffer<uint> o;

[numthreads(1, 1, 1)]
void main() {
    uint scopes[6] = { vk::CrossDeviceScope, vk::DeviceScope, vk::WorkgroupScope,
                       vk::SubgroupScope, vk::InvocationScope, vk::QueueFamilyScope };
    o[0] = scopes[3];
    uint64_t clock = vk::ReadClock(vk::SubgroupScope);
}
