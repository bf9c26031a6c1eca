// compile: -T ps_6_0 -E main
// compile: -T ps_6_0 -E both
// targets: spirv
// DXC's `[[vk::early_and_late_tests]]` and its depth and stencil promises:
// the execution modes of SPV_AMD_shader_early_and_late_fragment_tests
// (with StencilExportEXT for the stencil ones), written into the words.
// `DepthUnchanged` beside `EarlyFragmentTests` is written there too (naga
// holds one of the two). The text targets cannot say them.

[[vk::early_and_late_tests]]
[[vk::depth_unchanged]]
[[vk::stencil_ref_unchanged_front]]
[[vk::stencil_ref_greater_equal_back]]
float4 main(float4 c : COLOR) : SV_Target { return c; }

[earlydepthstencil]
[[vk::depth_unchanged]]
float4 both(float4 c : COLOR) : SV_Target { return c; }
