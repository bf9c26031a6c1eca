// [[vk::counter_binding(binding)]] takes one constant number, on a buffer
// that can have a counter (its binding, in the buffer's set).

[[vk::counter_binding(3)]] AppendStructuredBuffer<float> a : register(u0);
[[vk::counter_binding(4)]] ConsumeStructuredBuffer<float> b : register(u1);
[[vk::binding(5, 1)]] [[vk::counter_binding(2 + 4)]] RWStructuredBuffer<uint> c;

// expected-error@+1 {{'vk::counter_binding' takes a constant binding number, on an RWStructuredBuffer, AppendStructuredBuffer or ConsumeStructuredBuffer}}
[[vk::counter_binding(1)]] StructuredBuffer<float> d;
// expected-error@+1 {{'vk::counter_binding' takes a constant binding number}}
[[vk::counter_binding()]] RWStructuredBuffer<float> e;
// expected-error@+1 {{'vk::counter_binding' takes a constant binding number}}
[[vk::counter_binding(1, 2)]] RWStructuredBuffer<float> f;
// expected-error@+1 {{'vk::counter_binding' takes a constant binding number}}
[[vk::counter_binding(-1)]] RWStructuredBuffer<float> g;
// expected-error@+1 {{on an RWStructuredBuffer}}
[[vk::counter_binding(0)]] static float h = 1;
