// expected-no-diagnostics
// Resource arrays may be unsized; each takes the registers from its
// base on, so it is the last in its space.
Texture2D<float4> fixedTextures[4] : register(t0);
SamplerState samplers[2] : register(s0);
Texture2D<float4> allTextures[] : register(t0, space1);
Buffer<uint> allBuffers[] : register(t0, space2);
RWStructuredBuffer<float> allOutputs[] : register(u0, space3);
