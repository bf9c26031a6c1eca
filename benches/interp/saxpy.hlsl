// y = a * x + y over n floats, one element per invocation.
cbuffer Params : register(b0) { float a; uint n; };
StructuredBuffer<float> x : register(t1);
RWStructuredBuffer<float> y : register(u2);

[numthreads(256, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint i = id.x;
    if (i < n)
        y[i] = a * x[i] + y[i];
}
