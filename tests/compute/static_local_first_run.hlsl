// A function-local static initialized from a parameter takes the value of
// the first call that reaches it (per invocation, as every static), then
// keeps it: DXC's init_done guard. Thread i calls remember(i + 1) then
// remember(100): first = 10 (i + 1) both times, calls 1 then 2.
RWStructuredBuffer<int> result : register(u0);

int remember(int x) {
    static int first = x * 10;
    static int calls = 0;
    calls += 1;
    return first + calls;
}

[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    int a = remember(int(id.x) + 1);
    int b = remember(100);
    result[2 * id.x] = a;
    result[2 * id.x + 1] = b;
}
