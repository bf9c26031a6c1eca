// Interlocked* destinations must be 32-bit integers in a read-write
// resource element or groupshared memory; original_value is an out
// argument; the arities follow DXC's signatures.
RWStructuredBuffer<uint> counts : register(u0);
RWStructuredBuffer<float> floats : register(u1);
RWStructuredBuffer<uint2> pairs : register(u2);
StructuredBuffer<uint> input : register(t0);
groupshared uint shared_count;
groupshared float shared_float;
static uint private_count;

[numthreads(8, 1, 1)]
void main(uint i : SV_DispatchThreadID) {
    uint local_count = 0;
    uint old;
    InterlockedAdd(counts[i], 1);
    InterlockedAdd(shared_count, 1, old);
    // expected-error@+1 {{the destination of 'InterlockedAdd' must be an element of a read-write resource or a groupshared variable, not a local variable}}
    InterlockedAdd(local_count, 1);
    // expected-error@+1 {{not a static variable}}
    InterlockedOr(private_count, 1);
    // expected-error@+1 {{not a value}}
    InterlockedAdd(counts[i] + 1, 1);
    // expected-error@+1 {{the destination of 'InterlockedMax' has type 'float'; atomic operations need a 32-bit 'int' or 'uint'}}
    InterlockedMax(floats[i], 1.0);
    // expected-error@+1 {{has type 'float'}}
    InterlockedAdd(shared_float, 1);
    // expected-error@+1 {{not a vector or matrix component}}
    InterlockedAdd(pairs[i][0], 1);
    // expected-error@+1 {{not a vector component}}
    InterlockedAdd(pairs[i].y, 1);
    // expected-error@+1 {{cannot assign to an element of read-only resource 'input'}}
    InterlockedAdd(input[i], 1);
    // expected-error@+1 {{too few arguments to function call, expected 2 or 3, have 1}}
    InterlockedAdd(counts[i]);
    // expected-error@+1 {{too many arguments to function call, expected 2 or 3, have 4}}
    InterlockedAdd(counts[i], 1, old, old);
    // expected-error@+1 {{too few arguments to function call, expected 3, have 2}}
    InterlockedExchange(counts[i], 1);
    // expected-error@+1 {{too few arguments to function call, expected 4, have 3}}
    InterlockedCompareExchange(counts[i], 0, 1);
    // expected-error@+1 {{too many arguments to function call, expected 3, have 4}}
    InterlockedCompareStore(counts[i], 0, 1, old);
    // expected-error@+1 {{argument for 'out' parameter 'original_value' must be an l-value}}
    InterlockedAdd(counts[i], 1, old + 1);
    float3 v;
    // expected-error@+1 {{argument for 'out' parameter 'original_value' has type 'float3', but the parameter has type 'uint'}}
    InterlockedAdd(counts[i], 1, v);
    // expected-error@+1 {{value of type 'void' is not usable here}}
    uint r = InterlockedAdd(counts[i], 1);
}
