// flags: -T cs_6_0 -E main
// Function templates declared `[[vk::ext_instruction(opcode)]]` without a
// body (DXC's vk/opcode_selector.h builtins): a call is the SPIR-V
// instruction, with the return type as its result type. hlslc gives the
// conversion and arithmetic opcodes their exact meaning; operand types the
// instruction does not take, or an opcode that is not a constant, are
// errors. Other opcodes are accepted, as DXC does, and fail in lowering
// (crates/hlslc-cli/tests/cli.rs).
template <typename R>
[[vk::ext_instruction(126)]] R my_snegate(R a);
template <typename R>
[[vk::ext_instruction(129)]] R my_fadd(R a, R b);
template <typename R, typename O>
[[vk::ext_instruction(114)]] R my_sconvert(O a);
template <typename R, typename O>
[[vk::ext_instruction(124)]] R my_bitcast(O a);
template <typename R>
[[vk::ext_instruction(4400)]] R my_unknown(R a);
template <typename R, typename O>
[[vk::ext_instruction(1, "GLSL.std.450")]] R my_glsl(O a);
static uint which = 5;
// OpStore: a `vk::ext_reference` operand is a pointer to its argument, a
// `vk::ext_literal` one is written as a literal.
[[vk::ext_instruction(62)]]
void my_store([[vk::ext_reference]] float p, float v, [[vk::ext_literal]] int memory);
static const int kVolatile = 1;
[[vk::ext_instruction(which)]] float my_variable(float a);

RWStructuredBuffer<float4> o;

[numthreads(1, 1, 1)]
void main() {
    uint n = my_snegate(5u);
    float2 s = my_fadd(float2(1, 2), float2(3, 4));
    int64_t wide = my_sconvert<int64_t>(n);
    uint bits = my_bitcast<uint>(1.0f);
    // expected-error@+1 {{SPIR-V instruction 'OpFAdd' does not take operands of type 'int, int' with result type 'int'}}
    int bad_add = my_fadd(1, 2);
    // expected-error@+1 {{SPIR-V instruction 'OpSConvert' does not take operands of type 'float' with result type 'int'}}
    int bad_conv = my_sconvert<int>(1.5f);
    // expected-error@+1 {{SPIR-V instruction 'OpBitcast' does not take operands of type 'double' with result type 'uint'}}
    uint bad_cast = my_bitcast<uint>(1.0l);
    float u = my_unknown(1.0f);
    float g = my_glsl<float>(1.0f);
    // expected-error@+1 {{inline SPIR-V through 'vk::ext_instruction' with an opcode that is not a constant is not supported}}
    float k = my_variable(1.0f);
    float place = 0;
    my_store(place, 1.0f, kVolatile);
    // expected-error@+1 {{argument for a parameter with vk::ext_reference attribute must be a reference}}
    my_store(1.0f, 1.0f, 0);
    // expected-error@+1 {{vk::ext_literal may only be applied to parameters that can be evaluated to a literal value}}
    my_store(place, 1.0f, (int)n);
    // An execution mode's operands are constants; it fails in lowering.
    vk::ext_execution_mode(/* SubgroupSize */ 35, 32);
    // expected-error@+1 {{vk::ext_literal may only be applied to parameters that can be evaluated to a literal value}}
    vk::ext_execution_mode(35, n);
    o[0] = float4(s, n + bits, (float)wide);
}
