// compile: -T cs_6_0 -E main
// Invocations of one group take different cases of a switch inside a loop:
// `continue` skips to the next iteration, shared labels, a default without
// `break` as the last case, and a uint selector with no default.
StructuredBuffer<int> input : register(t0);
RWStructuredBuffer<int> output : register(u1);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    int x = input[id.x];
    int acc = 0;
    for (int i = 0; i < 4; i++) {
        switch ((x + i) % 4) {
        case 0:
            continue;
        case 1:
        case 2:
            acc += x * 10 + i;
            break;
        default:
            acc -= 1;
        }
        acc += 1000;
    }
    switch (id.x) {
    case 7u:
        acc = -acc;
        break;
    }
    output[id.x] = acc;
}
