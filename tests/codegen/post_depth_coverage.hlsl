// compile: -T ps_6_0 -E main
// compile: -T ps_6_0 -E early
// targets: spirv
// DXC's `[[vk::post_depth_coverage]]`: the execution mode PostDepthCoverage
// of SPV_KHR_post_depth_coverage (with its capability
// SampleMaskPostDepthCoverage), written into the words. With
// `[earlydepthstencil]` the sample mask input holds the coverage after the
// early tests. The text targets cannot say it (tests/ui says how).

[[vk::post_depth_coverage]]
float4 main(uint mask : SV_Coverage) : SV_Target { return mask; }

[earlydepthstencil]
[[vk::post_depth_coverage]]
float4 early(uint mask : SV_Coverage) : SV_Target { return mask; }
