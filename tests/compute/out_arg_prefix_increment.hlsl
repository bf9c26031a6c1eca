// `++x` passed to an `out`/`inout` parameter: the increment runs first,
// then the call gets `x` (C++ and DXC make `++x` an l-value). Thread i:
// arr = {i, 9}; setTo(++arr[0], 40 + i) leaves arr[0] = 40 + i; x = i;
// twice(++x) gives 2 (i + 1).
RWStructuredBuffer<int> result : register(u0);

void setTo(out int x, int v) { x = v; }
void twice(inout int x) { x *= 2; }

[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    int i = int(id.x);
    int arr[2] = { i, 9 };
    setTo(++arr[0], 40 + i);
    int x = i;
    twice(++x);
    result[2 * i] = arr[0] * 10 + arr[1];
    result[2 * i + 1] = x;
}
