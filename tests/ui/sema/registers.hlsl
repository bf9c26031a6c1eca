// Register classes must match the resource kind.

// expected-error@+1 {{SRV type 'StructuredBuffer<float>' requires register type 't', but register type 'u' was used.}}
StructuredBuffer<float> a : register(u0);
RWStructuredBuffer<uint> b : register(u1, space2);
RWStructuredBuffer<uint> c;
