// flags: -T vs_6_0 -E main
// The depth and stencil test attributes take no arguments, and mean
// nothing on an entry point of another stage than pixel.

// expected-error@+2 {{attribute 'earlydepthstencil' takes no arguments}}
// expected-warning@+2 {{attribute 'earlydepthstencil' ignored: it applies only to pixel shaders}}
[earlydepthstencil(1)]
[earlydepthstencil]
float4 main() : SV_Position { return 0; }
