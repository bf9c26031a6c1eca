// flags: -T cs_6_0 -E main
// DXC's inline SPIR-V attributes on declarations. Capabilities and
// extensions only add declarations to DXC's module; hlslc's back ends
// declare what they use, so these are ignored with a warning.
// `vk::ext_decorate` and `vk::ext_storage_class` are accepted, as DXC
// does, and reported by lowering (crates/hlslc-cli/tests/cli.rs).
// expected-warning@+1 {{'vk::ext_capability' is ignored: hlslc's back ends declare the capabilities and extensions they use}}
[[vk::ext_capability(/* Int8 */ 39)]]
static uint counter = 0;

[[vk::ext_decorate(/* RelaxedPrecision */ 0)]]
static float relaxed = 1;

// expected-warning@+1 {{'vk::ext_extension' is ignored: hlslc's back ends declare the capabilities and extensions they use}}
[[vk::ext_extension("SPV_KHR_shader_clock")]]
uint twice(uint x) { return 2 * x; }

RWStructuredBuffer<float> o;

[numthreads(1, 1, 1)]
void main() {
    o[0] = twice(counter) + relaxed;
}
