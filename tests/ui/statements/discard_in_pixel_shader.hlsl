// discard is allowed in a pixel shader and in functions it calls.
// flags: -T ps_6_0 -E main
// expected-no-diagnostics

void clip_below(float a) {
    if (a < 0.5) {
        discard;
    }
}

float4 main(float4 c : COLOR) : SV_Target {
    clip_below(c.a);
    if (c.r > 0.9) discard;
    return c;
}
