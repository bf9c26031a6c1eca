// A vertex shader reaching discard through a call is an error too.
// flags: -T vs_6_0 -E main

void reject(float x) {
    // expected-error@+1 {{'discard' is only allowed in pixel shaders}}
    if (x < 0) discard;
}

float4 main(float4 p : POSITION) : SV_Position {
    reject(p.w);
    return p;
}
