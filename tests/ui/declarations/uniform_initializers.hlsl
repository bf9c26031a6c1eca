// flags: -T cs_6_0 -E main
// A uniform's value comes from the application: DXC drops the initializer
// of a `$Globals` member or a cbuffer member, with these warnings. A
// static's initializer is its value.
RWStructuredBuffer<float> o : register(u0);

// expected-warning@+1 {{variable 'exposure' will be placed in $Globals so initializer ignored}}
float exposure = 1.5;

cbuffer Params : register(b0) {
    // expected-warning@+1 {{cbuffer member initializer ignored since no Vulkan equivalent}}
    float gain = 2.0;
};

tbuffer Extra : register(t0) {
    // expected-warning@+1 {{tbuffer member initializer ignored since no Vulkan equivalent}}
    float bias = 3.0;
};

static float kept = 4.0;

[numthreads(1, 1, 1)]
void main() { o[0] = exposure + gain + bias + kept; }
