// [[vk::binding(binding, set)]] takes constant numbers, on a resource.

[[vk::binding(1, 2)]] RWStructuredBuffer<float> a : register(u0);
[[vk::binding(4)]] RWStructuredBuffer<float> b;
[[vk::binding(1 + 2, 0)]] StructuredBuffer<float> c;

// expected-error@+1 {{'vk::binding' takes a constant binding number and an optional constant set number, on a resource}}
[[vk::binding()]] RWStructuredBuffer<float> d;
// expected-error@+1 {{'vk::binding' takes a constant binding number}}
[[vk::binding(1, 2, 3)]] RWStructuredBuffer<float> e;
// expected-error@+1 {{'vk::binding' takes a constant binding number}}
[[vk::binding(-1)]] RWStructuredBuffer<float> f;
// expected-error@+1 {{on a resource}}
[[vk::binding(0)]] static float g = 1;
