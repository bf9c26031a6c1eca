// compile: -T cs_6_0 -E main
// Open finding (docs/fuzzing.md): these check clean and lower to modules
// naga validates, and SPIR-V is written, but the WGSL written keeps each
// as a constant expression, which WGSL evaluates when the shader is
// created and rejects (naga's WGSL front end: "Float literal is
// infinite", "pow built-in function argument is out of valid range",
// "Accessing index 4294967295 is out of bounds", overflow). `i[-1]` was
// also an internal error (naga: negative index) until it became `u32`.
RWStructuredBuffer<float> o : register(u0);
RWStructuredBuffer<int> i : register(u1);

[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    o[0] = 1.0 / 0.0;
    o[1] = pow(-1.5, 0.0);
    o[2] = (float)(2147483647 + int2(1, 1)).x;
    i[-1] = 1;
}
