// compile: -T cs_6_0 -E main
// An empty cbuffer holds nothing to read: it is left out of the module
// (naga's structs need a member), and the shader compiles.
cbuffer Empty : register(b0) {};
RWStructuredBuffer<float> o : register(u0);

[numthreads(1, 1, 1)]
void main() { o[0] = 1; }
