// flags: -T ps_6_0 -E main
// DXC's rules for dual-source blending's `[[vk::index]]`.

struct Out {
    // expected-error@+2 {{dual-source blending should use vk::location 0}}
    // expected-error@+1 {{dual-source blending only accepts 0 or 1 as vk::index}}
    [[vk::location(1), vk::index(5)]] float4 a : SV_Target0;
    // expected-error@+1 {{vk::index should be used together with vk::location for dual-source blending}}
    [[vk::index(1)]] float4 b : SV_Target1;
};

// expected-error@+1 {{vk::index only allowed in pixel shader}}
Out main([[vk::location(0), vk::index(1)]] float4 c : COLOR) {
    Out o;
    o.a = c;
    o.b = c;
    return o;
}
