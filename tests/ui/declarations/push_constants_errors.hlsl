// flags: -T cs_6_0 -E main
// DXC's rules for [[vk::push_constant]], in its words: one block per
// program, on a global variable of struct type, without vk::binding or
// arguments.
struct S {
    float4 f;
    // expected-error@+1 {{'push_constant' attribute only applies to global variables of struct type}}
    [[vk::push_constant]] float g;
};

// expected-note@+1 {{push constant block previously defined here}}
[[vk::push_constant]]
S first;

// expected-error@+1 {{cannot have more than one push constant block}}
[[vk::push_constant]]
S second;

// expected-error@+1 {{vk::push_constant attribute cannot be used together with vk::binding attribute}}
[[vk::push_constant, vk::binding(5)]]
ConstantBuffer<S> bound;

// expected-error@+1 {{'push_constant' attribute takes no arguments}}
[[vk::push_constant(5)]]
S withArgs;

// expected-error@+1 {{'push_constant' attribute only applies to global variables of struct type}}
[[vk::push_constant]] float4 notStruct;

// expected-error@+1 {{'push_constant' attribute only applies to global variables of struct type}}
[[vk::push_constant]] static S notUniform;

// expected-error@+1 {{'push_constant' attribute only applies to global variables of struct type}}
[[vk::push_constant]] cbuffer NotAVariable { float4 h; };

// expected-error@+2 {{'push_constant' attribute only applies to global variables of struct type}}
// expected-error@+1 {{'push_constant' attribute only applies to global variables of struct type}}
[[vk::push_constant]] float helper([[vk::push_constant]] int param) { return param; }

RWStructuredBuffer<float4> o : register(u0);

[numthreads(1, 1, 1)]
void main() { o[0] = first.f + helper(1); }
