// An inout array argument copies in and back whole; its conversion is the
// identity (found compiling the peer shader e_control.cs.hlsl).
// compile: -T cs_6_0 -E main
RWStructuredBuffer<float> o : register(u0);

void bump(inout float a[2]) {
    a[1] = a[0] + 5;
}

[numthreads(1, 1, 1)]
void main() {
    float arr[2] = {o[0], 0};
    bump(arr);
    o[1] = arr[1];
}
