// flags: -T ps_6_0 -E main
// `[earlydepthstencil]` runs the depth and stencil tests before the pixel
// shader (SPIR-V's EarlyFragmentTests); HLSL's attribute names are
// case-insensitive. On a function that is not the entry point it says
// nothing.
// expected-no-diagnostics

[EarlyDepthStencil]
float4 other() : SV_Target { return 0; }

[earlydepthstencil]
float4 main(float4 c : COLOR) : SV_Target { return c; }

// DXC's Vulkan attributes of SPV_AMD_shader_early_and_late_fragment_tests.
[[vk::early_and_late_tests]]
[[vk::depth_unchanged]]
[[vk::stencil_ref_greater_equal_front]]
[[vk::stencil_ref_less_equal_back]]
float4 amd() : SV_Target { return 0; }
