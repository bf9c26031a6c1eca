// flags: -T cs_6_0 -E main
// vk::ext_result_id<T> is a T that DXC passes between inline SPIR-V
// instructions as a result id.
// expected-no-diagnostics

[[vk::ext_instruction(/* OpLoad */ 61)]]
vk::ext_result_id<float> load([[vk::ext_reference]] float pointer,
                              [[vk::ext_literal]] int memoryOperands);

[[vk::ext_instruction(/* OpStore */ 62)]]
void store([[vk::ext_reference]] float pointer, vk::ext_result_id<float> value,
           [[vk::ext_literal]] int memoryOperands);

[numthreads(1, 1, 1)]
void main() {
    float source, target;
    vk::ext_result_id<float> value = load(source, 0);
    store(target, value, 1);
}
