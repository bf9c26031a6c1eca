// flags: -T vs_6_0 -E main
// The depth and stencil test attributes take no arguments, and mean
// nothing on an entry point of another stage than pixel.

// expected-error@+3 {{attribute 'earlydepthstencil' takes no arguments}}
// expected-warning@+3 {{attribute 'earlydepthstencil' ignored: it applies only to pixel shaders}}
// expected-warning@+3 {{attribute 'vk::early_and_late_tests' ignored: it applies only to pixel shaders}}
[earlydepthstencil(1)]
[earlydepthstencil]
[[vk::early_and_late_tests]]
float4 main() : SV_Position { return 0; }
