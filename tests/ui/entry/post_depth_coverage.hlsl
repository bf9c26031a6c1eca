// flags: -T ps_6_0 -E main
// `[[vk::post_depth_coverage]]` (DXC, SPV_KHR_post_depth_coverage): the
// coverage input reflects the early depth and stencil tests. On a function
// that is not the entry point it says nothing.
// expected-no-diagnostics

[[vk::post_depth_coverage]]
float4 other() : SV_Target { return 0; }

[earlydepthstencil]
[[vk::post_depth_coverage]]
float4 main(uint mask : SV_Coverage) : SV_Target { return mask; }
