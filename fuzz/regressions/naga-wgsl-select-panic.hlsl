// compile: -T cs_6_0 -E main
// Open finding (docs/fuzzing.md), naga's bug: hlslc writes the WGSL
//   select(vec3<u32>(4u, 5u, 6u), vec3<u32>(1u, 2u, 3u), vec3<bool>(vec2(true), false))
// which naga 30.0.1's WGSL front end (as in wgpu) panics on while
// evaluating it as a constant: `unreachable!()` in
// proc/constant_evaluator.rs:3667 (a condition component that is a splat,
// not a literal). The module itself validates; SPIR-V is fine.
RWStructuredBuffer<uint3> o : register(u0);

[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    o[0] = select(bool3((bool2)true, false), uint3(1u, 2u, 3u), uint3(4u, 5u, 6u));
}
