// flags: -T ps_6_0 -E main
// Rasterizer-ordered views take the template arguments of their RW
// counterparts (and are named so in the messages).

// expected-error@+1 {{invalid template arguments for 'RWStructuredBuffer': expected one element type}}
RasterizerOrderedStructuredBuffer<float, 2> two;

// expected-error@+1 {{invalid template arguments for 'RWTexture2D': expected one element type}}
RasterizerOrderedTexture2D<float, float> twice;

float4 main() : SV_Target { return 0; }

struct Pair { float a; float b; };

// Their texels are checked where they are declared, as DXC does.
// expected-error@+1 {{invalid template arguments for 'RasterizerOrderedBuffer': elements of typed buffers and textures must be scalars or vectors}}
RasterizerOrderedBuffer<Pair> pairs;
RasterizerOrderedStructuredBuffer<Pair> fine;
