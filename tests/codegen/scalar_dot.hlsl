// compile: -T cs_6_0 -E main
// `dot` of scalars and of 1-vectors is their product (naga's `dot` takes
// vectors only).
RWStructuredBuffer<int> ints : register(u0);
RWStructuredBuffer<float> floats : register(u1);

[numthreads(1, 1, 1)]
void main() {
    int a = ints[0];
    int1 b = ints[1];
    ints[2] = dot(a, ints[3]) + dot(b, b);
    floats[0] = dot(floats[1], floats[2]) + dot(float2(1, 2), float2(floats[3], 4));
}
