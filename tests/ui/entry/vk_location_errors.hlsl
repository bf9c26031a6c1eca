// flags: -T vs_6_0 -E main
// All of a stage's inputs (or outputs) that take locations give one, or
// none do; no two overlap (a 64-bit vector of three or four takes two);
// the attribute belongs on stage inputs and outputs (DXC's rules and
// words).

// expected-error@+1 {{'location' attribute only applies to functions, parameters, and fields}}
[[vk::location(0)]] static float g = 0;

struct In {
    [[vk::location(0)]] double4 wide : W;
    // expected-error@+1 {{stage input location #1 already consumed by semantic 'W'}}
    [[vk::location(1)]] float4 next : NEXT;
};

// expected-error@+1 {{attribute 'vk::location' expects one non-negative integer constant}}
[[vk::location(-1)]]
float main(In i,
           // expected-error@+2 {{partial explicit stage output location assignment via vk::location(X) unsupported}}
           out float k : K,
           [[vk::location(5)]] out float j : J) : R {
    k = 0;
    j = 0;
    return 0;
}
