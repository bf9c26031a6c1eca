// `hlslc check` takes DXC's Vulkan vocabulary (`vk::` names and
// attributes) as `dxc -spirv` does, and so defines `__spirv__` as it does:
// the `#ifdef __spirv__` side of a shader is the one checked.
#ifndef __spirv__
#error "__spirv__ is not defined"
#endif

#ifdef __spirv__
[[vk::binding(0)]] Texture2D tex;
#else
// Not compiled: its undeclared name would be an error.
Texture2D tex : register(t0, undeclared_space);
#endif

float4 sample_it() { return tex.Load(int3(0, 0, 0)); }
// expected-no-diagnostics
