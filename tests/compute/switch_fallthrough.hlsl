// Fallthrough between non-empty cases, with conditional breaks, in
// divergent lanes.
RWStructuredBuffer<int> o : register(u0);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    int r = 0;
    switch (id.x % 5) {
    case 0:
        r += 1;
    case 1:
        r += 10;
        if (id.x >= 5)
            break;
    case 2:
        r += 100;
        break;
    case 3:
        r += 1000;
    default:
        r += 10000;
    }
    o[id.x] = r;
}
