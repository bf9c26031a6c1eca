// switch forms: negative and sparse case values, several labels on one
// body, default in the middle of the cases, a switch with only a default,
// a nested switch, break inside a switch inside a loop (leaves the switch
// only) next to continue (goes to the loop), return from cases in a
// helper, a uint selector with values above 2^31, and a switch on an
// expression with side effects evaluated once. Expected values: the same
// logic in Python.
StructuredBuffer<int> input : register(t0);
RWStructuredBuffer<int> o : register(u1);

static int evaluations = 0;

int classify(int v) {
    switch (v) {
    case -5:
        return 50;
    case 0:
    case 1:
        return 1;
    case 1000000:
        return 7;
    default:
        if (v < 0) {
            return -1;
        }
        return 2;
    case 3:
        return 30;
    }
}

int next(int v) {
    evaluations++;
    return v + 1;
}

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    int v = input[id.x];
    uint at = id.x * 6;
    o[at + 0] = classify(v);

    int acc = 0;
    for (int i = 0; i < 5; i++) {
        switch ((v + i) & 3) {
        case 0:
            acc += 1;
            break;
        case 1:
            if (i == 2) {
                continue;   // skips the += 100 below
            }
            acc += 10;
            break;
        default:
            switch (i) {
            case 4:
                acc += 1000;
                break;
            default:
                acc += 2;
                break;
            }
            break;
        }
        acc += 100;
    }
    o[at + 1] = acc;

    uint big = (uint)v * 0x40000000u;
    int hi = 0;
    switch (big) {
    case 0x80000000u:
        hi = 1;
        break;
    case 0xc0000000u:
        hi = 2;
        break;
    case 0u:
        hi = 3;
        break;
    }
    o[at + 2] = hi;

    int only = 5;
    switch (v) {
    default:
        only = v * 2;
        break;
    }
    o[at + 3] = only;

    switch (next(v)) {
    case 1:
        o[at + 4] = 111;
        break;
    case 4:
        o[at + 4] = 444;
        break;
    default:
        o[at + 4] = -next(0);
        break;
    }
    o[at + 5] = evaluations;
}
