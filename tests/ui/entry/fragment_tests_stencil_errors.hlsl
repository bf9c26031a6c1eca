// flags: -T ps_6_0 -E main
// One stencil reference promise per face (DXC's rule and words).

[[vk::early_and_late_tests]]
[[vk::stencil_ref_unchanged_front]]
// expected-error@+1 {{Shaders must not specify more than one of stencil_ref_unchanged_front, stencil_ref_greater_equal_front, and stencil_ref_less_equal_front.}}
[[vk::stencil_ref_less_equal_front]]
[[vk::stencil_ref_less_equal_back]]
// expected-error@+1 {{Shaders must not specify more than one of stencil_ref_unchanged_back, stencil_ref_greater_equal_back, and stencil_ref_less_equal_back.}}
[[vk::stencil_ref_greater_equal_back]]
// expected-error@+1 {{attribute 'vk::depth_unchanged' takes no arguments}}
[[vk::depth_unchanged(0)]]
void main() {}
