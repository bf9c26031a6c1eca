// flags: -T vs_6_0 -E main
// `[[vk::location(N)]]` on a parameter, a struct field (nested too) or the
// function (its return value) gives the value's first location; arrays and
// matrices take the ones after it. On a function that is not the entry
// point it says nothing.
// expected-no-diagnostics

struct Inner { [[vk::location(2)]] int a : A; };
struct In {
    [[vk::location(1)]] float4 b : B;
    Inner inner;
};
struct Out { [[vk::location(1)]] float4 c[2] : C; };

float helper([[vk::location(7)]] float x : X) : Y { return x; }

[[vk::location(4)]]
float main([[vk::location(0)]] uint m : M,
           In i,
           [[vk::location(0)]] out float n : N,
           out Out o,
           out float4 position : SV_Position) : R {
    n = 0;
    o.c[0] = i.b;
    o.c[1] = i.inner.a;
    position = m;
    return 1.0;
}
