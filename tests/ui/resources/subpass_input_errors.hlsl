// flags: -T cs_6_0 -E main
// Input attachments hold scalars or vectors, are bound by the pipeline
// (not `static`) and are read in pixel shaders only.
struct S { float a; float2 b; };
// expected-error@+1 {{invalid template arguments for 'SubpassInput': elements of typed buffers and textures must be scalars or vectors}}
SubpassInput<S> structured;
// expected-error@+1 {{'static' is not allowed here}}
[[vk::input_attachment_index(1)]] static SubpassInput hidden;
[[vk::input_attachment_index(2)]] SubpassInput color;
[[vk::input_attachment_index(3)]] SubpassInputMS multi;
RWStructuredBuffer<float4> o;

[numthreads(1, 1, 1)]
void main() {
    // expected-error@+1 {{'SubpassLoad' is only available in pixel shaders}}
    o[0] = color.SubpassLoad();
    // expected-error@+1 {{too few arguments to function call, expected 1, have 0}}
    o[1] = multi.SubpassLoad();
    // expected-error@+1 {{too many arguments to function call, expected 0, have 1}}
    o[2] = color.SubpassLoad(1);
    // expected-error@+1 {{no member named 'Load' in 'SubpassInput'}}
    o[3] = color.Load(0);
}
