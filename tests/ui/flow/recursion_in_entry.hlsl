// Recursion reached from an entry point is an error as well.
// flags: -T cs_6_0 -E main

RWStructuredBuffer<uint> output;

// expected-note@+1 {{'walk' is declared here}}
uint walk(uint n) {
    // expected-error@+1 {{recursive call to 'walk' is not allowed in HLSL}}
    return n == 0 ? 0 : walk(n / 2) + 1;
}

[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    output[id.x] = walk(id.x);
}
