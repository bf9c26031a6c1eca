// y = a * x + y over the first n elements. The dispatch has more threads
// than n and the buffers are longer than n, so the guard must hold the tail.
cbuffer Params : register(b0) {
    float a;
    uint n;
};

StructuredBuffer<float> x : register(t1);
RWStructuredBuffer<float> y : register(u2);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    if (id.x < n) {
        y[id.x] = a * x[id.x] + y[id.x];
    }
}
