// flags: -T cs_6_0 -E main
// `globallycoherent` applies to UAVs only (DXC's error and note).
// expected-error@+2 {{'globallycoherent' is not a valid modifier for a declaration of type 'Buffer<float4>'}}
// expected-note@+1 {{'globallycoherent' can only be applied to UAV or RWDispatchNodeInputRecord objects}}
globallycoherent Buffer<float4> srv : register(t0);
// expected-error@+2 {{'globallycoherent' is not a valid modifier for a declaration of type 'float'}}
// expected-note@+1 {{'globallycoherent' can only be applied to UAV or RWDispatchNodeInputRecord objects}}
globallycoherent float m;
RWStructuredBuffer<float> out_ : register(u0);
cbuffer Params : register(b0) {
    // expected-error@+2 {{'globallycoherent' is not a valid modifier for a declaration of type 'uint'}}
    // expected-note@+1 {{'globallycoherent' can only be applied to UAV or RWDispatchNodeInputRecord objects}}
    globallycoherent uint count;
};

struct Views {
    // expected-warning@+1 {{'globallycoherent' on a struct member is ignored: declare the resource global it refers to 'globallycoherent'}}
    globallycoherent RWStructuredBuffer<float> b;
    // expected-error@+2 {{'globallycoherent' is not a valid modifier for a declaration of type 'float'}}
    // expected-note@+1 {{'globallycoherent' can only be applied to UAV or RWDispatchNodeInputRecord objects}}
    globallycoherent float f;
};

// expected-error@+2 {{'globallycoherent' is not a valid modifier for a declaration of type 'float'}}
// expected-note@+1 {{'globallycoherent' can only be applied to UAV or RWDispatchNodeInputRecord objects}}
globallycoherent float One() {
    return 1.0;
}

// expected-warning@+1 {{'globallycoherent' on a function's return type is ignored: declare the resource global it refers to 'globallycoherent'}}
globallycoherent RWStructuredBuffer<float> Out() {
    return out_;
}

// expected-error@+2 {{'globallycoherent' is not a valid modifier for a declaration of type 'Texture2D'}}
// expected-note@+1 {{'globallycoherent' can only be applied to UAV or RWDispatchNodeInputRecord objects}}
float Read(globallycoherent Texture2D t) {
    return t.Load(int3(0, 0, 0)).x;
}

[numthreads(1, 1, 1)]
void main() {
    // expected-error@+2 {{'globallycoherent' is not a valid modifier for a declaration of type 'float'}}
    // expected-note@+1 {{'globallycoherent' can only be applied to UAV or RWDispatchNodeInputRecord objects}}
    globallycoherent float x = 3;
    RWStructuredBuffer<float> o = Out();
    o[0] = x + One() + m;
}
