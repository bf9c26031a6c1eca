// An index that is a value local's constant (`uint i = 5;`) and out of
// range reaches naga as a run-time index: reads give zero, writes are
// dropped, as for any out-of-range index, and naga's validator does not
// reject the module. DXC accepts such an access in dead code (its
// CbufferLegacy/vector_subscript tests); live, it is the same read.
RWStructuredBuffer<float> o : register(u0);

[numthreads(1, 1, 1)]
void main() {
    float4 a = float4(1, 2, 3, 4);
    float arr[3] = {5, 6, 7};
    uint i = 5;
    uint j = 2;
    o[0] = a[i];
    o[1] = a[j];
    o[2] = arr[i];
    if (i < 4) {
        o[3] = a[i];
    } else {
        o[3] = 9;
    }
    a[i] = 10;
    o[4] = a.x + a.y + a.z + a.w;
}
