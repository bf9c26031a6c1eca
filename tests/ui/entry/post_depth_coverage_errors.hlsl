// flags: -T cs_6_0 -E main
// `[[vk::post_depth_coverage]]` takes no arguments, and means nothing on an
// entry point of another stage than pixel (DXC writes the mode only for
// pixel shaders).

// expected-error@+2 {{attribute 'vk::post_depth_coverage' takes no arguments}}
// expected-warning@+2 {{attribute 'vk::post_depth_coverage' ignored: it applies only to pixel shaders}}
[[vk::post_depth_coverage(1)]]
[[vk::post_depth_coverage]]
[numthreads(1, 1, 1)]
void main() {}
