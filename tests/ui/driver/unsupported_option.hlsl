// flags: -T cs_6_0 -E main -fspv-debug=vulkan-with-source
// -fspv-debug=vulkan-with-source asks for NonSemantic.Shader.DebugInfo.100,
// which naga cannot write: the file, lines and source are written, and a
// warning in the group unsupported-option says what is missing.
// expected-warning@* {{option '-fspv-debug=vulkan-with-source' is not supported: the NonSemantic.Shader.DebugInfo.100 instructions are not written (the file, lines and source are, as OpString, OpLine and OpSource)}}

RWStructuredBuffer<float> o : register(u0);

[numthreads(1, 1, 1)]
void main() {
    o[0] = 1;
}
