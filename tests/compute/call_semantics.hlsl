// hlsl-function-calls.rst on the GPU: write-back order, inout conversion
// both ways, out conversion on write-back, arrays by value.
RWStructuredBuffer<float> output : register(u0);

void Init(inout int X, inout int Y) {
    Y = 2;
    X = 1;
}

void Trunc(inout int3 V) {}

void Half(inout int X) { X = X / 2; }

void fn(float a[4]) {
    a[0] = a[1] + a[2] + a[3];
}

[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    int V = 0;
    Init(V, V);
    output[0] = V;
    float3 F = float3(1.5, 2.6, 3.3) + output[1];
    Trunc(F);
    output[1] = F.x;
    output[2] = F.y;
    output[3] = F.z;
    float h = 7.9 + output[4];
    Half(h);
    output[4] = h;
    float arr[4] = {1, 1, 1, 1};
    fn(arr);
    output[5] = arr[0];
}
