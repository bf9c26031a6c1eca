// flags: -T vs_6_0 -E main
// Each field of an entry point's input or output struct has a semantic.
struct VSIn {
    float3 position : POSITION;
    // expected-error@+1 {{field 'normal' of 'VSIn' is missing a semantic, which every entry point input needs}}
    float3 normal;
};
struct VSOut {
    float4 position : SV_Position;
    // expected-error@+1 {{field 'uv' of 'VSOut' is missing a semantic, which every entry point output needs}}
    float2 uv;
};

VSOut main(VSIn i) {
    VSOut o;
    o.position = float4(i.position + i.normal, 1);
    o.uv = i.position.xy;
    return o;
}
