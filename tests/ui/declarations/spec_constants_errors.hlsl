// flags: -T cs_6_0 -E main
// DXC's rules for [[vk::constant_id(N)]], in its words.
[[vk::constant_id(0)]] const uint first = 1;

// expected-error@+1 {{unsupported specialization constant initializer}}
[[vk::constant_id(1)]] const uint fromOther = first;

// expected-error@+1 {{unsupported specialization constant initializer}}
[[vk::constant_id(2)]] const uint sum = 1 + 2;

// expected-error@+1 {{unsupported specialization constant type}}
[[vk::constant_id(3)]] const double wide = 1;

// expected-error@+1 {{unsupported specialization constant type}}
[[vk::constant_id(4)]] const uint2 pair = 1;

// expected-error@+1 {{missing default value for specialization constant}}
[[vk::constant_id(5)]] const int noDefault;

// expected-error@+1 {{specialization constant must be externally visible}}
[[vk::constant_id(6)]] static const int hidden = 1;

// expected-error@+1 {{attribute 'vk::constant_id' expects one non-negative integer constant}}
[[vk::constant_id(-1)]] const int negativeId = 1;

struct S {
    // expected-error@+1 {{'vk::constant_id' attribute only applies to global variables}}
    [[vk::constant_id(7)]] float field;
};

// A specialization constant is no compile-time constant.
// expected-error@+1 {{array size}}
static float table[first];

RWStructuredBuffer<float> o : register(u0);

[numthreads(4, 1, 1)]
void main(uint i : SV_DispatchThreadID) {
    // expected-error@+1 {{cannot assign to variable 'first' with const-qualified type}}
    first = 2;
    o[i] = first;
}
