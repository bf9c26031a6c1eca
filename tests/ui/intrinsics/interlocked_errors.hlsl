// flags: -T cs_6_0 -E main
// The destination of an atomic is a 32-bit integer in shared memory: not a
// local, a static, a float, a component of a resource's vector or a
// read-only element (a groupshared vector's component is one: DXC takes it).
groupshared float floats[4];
groupshared uint2 pairs;
static uint privateCount;
StructuredBuffer<uint> readOnly;
RWStructuredBuffer<uint> o;
RWStructuredBuffer<uint2> o2;

[numthreads(4, 1, 1)]
void main(uint i : SV_GroupIndex) {
    uint local = 0;
    uint before;
    // expected-error@+1 {{the destination of 'InterlockedAdd' must be an element of a read-write resource or a groupshared variable, not a local variable}}
    InterlockedAdd(local, 1);
    // expected-error@+1 {{the destination of 'InterlockedAdd' must be an element of a read-write resource or a groupshared variable, not a static variable}}
    InterlockedAdd(privateCount, 1);
    // expected-error@+1 {{the destination of 'InterlockedMax' has type 'float'; atomic operations need a 32-bit 'int' or 'uint'}}
    InterlockedMax(floats[i], 1.0);
    // expected-error@+1 {{the destination of 'InterlockedOr' must be an element of a read-write resource or a groupshared variable, not a vector component}}
    InterlockedOr(o2[i].x, 1);
    // expected-error@+1 {{the destination of 'InterlockedOr' has type 'uint2'; atomic operations need a 32-bit 'int' or 'uint'}}
    InterlockedOr(pairs.xy, 1);
    // expected-error@+1 {{cannot assign to an element of read-only resource 'readOnly'}}
    InterlockedAdd(readOnly[i], 1);
    // expected-error@+1 {{too few arguments to function call, expected 3, have 2}}
    InterlockedExchange(o[i], 1);
    // expected-error@+1 {{argument for 'out' parameter 'original_value' must be an l-value}}
    InterlockedAdd(o[i], 1, before + 1);
}
