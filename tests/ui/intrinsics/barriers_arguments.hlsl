// flags: -T cs_6_0 -E main
// Barriers take no arguments and give no value.
RWStructuredBuffer<float> o;

[numthreads(1, 1, 1)]
void main() {
    // expected-error@+1 {{too many arguments to function call, expected 0, have 1}}
    GroupMemoryBarrierWithGroupSync(1);
    // expected-error@+1 {{value of type 'void' is not usable here}}
    o[0] = AllMemoryBarrier();
}
