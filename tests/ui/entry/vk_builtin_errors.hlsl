// flags: -T ps_6_0 -E main
// `[[vk::builtin]]` follows DXC's rules: a known name, a type and a
// signature point per built-in, and never with `[[vk::location]]`.

struct In {
    // expected-error@+2 {{BaseVertex builtin must be of 32-bit scalar integer type}}
    // expected-error@+1 {{BaseVertex builtin cannot be used as PSIn}}
    [[vk::builtin("BaseVertex")]] float base : A;
    // expected-error@+1 {{HelperInvocation builtin must be of boolean type}}
    [[vk::builtin("HelperInvocation")]] int helper : B;
    // expected-error@+1 {{attribute 'vk::builtin' must have one of these values: PointSize,HelperInvocation,BaseVertex,BaseInstance,DrawIndex,DeviceIndex,ViewportMaskNV}}
    [[vk::builtin("FragCoord")]] float4 coord : C;
    // expected-error@+1 {{cannot use vk::builtin and vk::location together}}
    [[vk::location(1), vk::builtin("DeviceIndex")]] int device : D;
};

// expected-error@+2 {{PointSize builtin cannot be used as PSOut}}
// expected-error@+1 {{DeviceIndex builtin can only be used as shader input}}
[[vk::builtin("PointSize")]] float main(In i, [[vk::builtin("DeviceIndex")]] out int d : E) : SV_Target {
    d = 0;
    return i.base;
}
