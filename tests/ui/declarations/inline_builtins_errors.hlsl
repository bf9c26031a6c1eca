// flags: -T cs_6_0 -E main
// `[[vk::ext_builtin_input(N)]] static const T v;` names the SPIR-V built-in
// input N (DXC); hlslc accepts it and its reads fail in lowering. DXC's
// rules: a static variable, not both input and output, one direction per
// built-in (tests/ui/declarations/inline_builtin_output.hlsl has outputs).
[[vk::ext_builtin_input(/* NumWorkgroups */ 24)]]
static const uint3 groups;

// expected-error@+1 {{vk::ext_builtin_input cannot be used together with vk::ext_builtin_output}}
[[vk::ext_builtin_input(24)]]
[[vk::ext_builtin_output(24)]]
static uint3 both;

// expected-error@+1 {{vk::ext_builtin_input and vk::ext_builtin_output can only be applied to a static variable}}
[[vk::ext_builtin_input(25)]]
uint3 not_static;

// expected-error@+1 {{cannot redefine builtin 24 as an output}}
[[vk::ext_builtin_output(24)]]
static uint3 again;

// expected-error@+1 {{'vk::ext_builtin_input' takes the built-in's number, an integer constant}}
[[vk::ext_builtin_input]]
static const uint no_number;

RWStructuredBuffer<uint> o;

[numthreads(1, 1, 1)]
void main() {
    o[0] = groups.x * groups.y;
}
