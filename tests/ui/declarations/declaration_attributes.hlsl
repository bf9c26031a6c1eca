// flags: -T cs_6_0 -E main
// Every attribute on a declaration is acted on or reported, never dropped
// without a word. HLSL's own attribute names are case-insensitive, as in
// DXC; `vk::` ones are not.
RWStructuredBuffer<float4> o : register(u0);

// Acted on (tests/ui/declarations/push_constants.hlsl).
[[vk::push_constant]] struct Push { float4 tint; } push;

// expected-error@+1 {{the attribute 'vk::offset' is not supported yet}}
struct Offsets { [[vk::offset(4)]] float x; };

// Acted on (tests/ui/declarations/spec_constants.hlsl).
[[vk::constant_id(3)]] const float scale = 2.0;

// Acted on (tests/ui/resources/vk_image_format.hlsl).
[[vk::image_format("rgba16f")]] RWTexture2D<float4> image : register(u1);

// expected-warning@+1 {{unknown attribute 'made_up' ignored}}
[made_up(1)] void helper() {}

// expected-warning@+1 {{attribute 'noinline' ignored}}
[noinline] float twice(float x) { return 2 * x; }

// Acted on in a pixel shader's entry point (tests/ui/entry/fragment_tests.hlsl).
[EarlyDepthStencil] float4 pixel() : SV_Target { return 1; }

// A function's attribute anywhere else is read by nothing: reported, not
// dropped (on a field, a global, a cbuffer member, a parameter).
// expected-warning@+1 {{'numthreads' attribute only applies to functions}}
struct Misplaced { [numthreads(2, 1, 1)] uint a; };
// expected-warning@+1 {{'vk::post_depth_coverage' attribute only applies to functions}}
[[vk::post_depth_coverage]] static float misplaced_global = 1;
cbuffer MisplacedCB {
    // expected-warning@+1 {{'maxvertexcount' attribute only applies to functions}}
    [maxvertexcount(3)] float cb_member;
};
// expected-warning@+1 {{'earlydepthstencil' attribute only applies to functions}}
float param_attr([earlydepthstencil] float x) { return x; }

[NumThreads(4, 1, 1)]
void main(uint i : SV_DispatchThreadID) { o[i] = twice(i) + param_attr(misplaced_global) + cb_member; }
