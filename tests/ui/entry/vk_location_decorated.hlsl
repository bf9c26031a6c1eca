// flags: -T ps_6_0 -E main
// An input made a built-in by `[[vk::ext_decorate(11, N)]]` (decoration 11
// is BuiltIn) takes no location, so the others may all give theirs.
// expected-no-diagnostics

float4 main([[vk::ext_decorate(11, 4992)]] float2 bary : COLOR0,
            [[vk::location(12)]] float2 uv : COLOR1) : SV_Target {
    return float4(bary, uv);
}
