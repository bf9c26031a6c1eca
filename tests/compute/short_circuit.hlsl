// Evaluation order and short-circuiting: scalar && and || skip their right
// side (an inout counter bump and a buffer write in the skipped call must
// not happen), a ternary with a scalar condition evaluates only the chosen
// side, nested ternaries, a guard that keeps an out-of-range index from
// being read, and vector ?: selecting per component (both sides
// evaluated). Expected values: the same logic in Python with explicit
// counters.
StructuredBuffer<int> input : register(t0);
RWStructuredBuffer<int> o : register(u1);
RWStructuredBuffer<int> touched : register(u2);

static const int table[4] = { 10, 20, 30, 40 };

bool bump(inout int counter, bool result) {
    counter++;
    return result;
}

bool mark(uint slot, bool result) {
    touched[slot] += 1;
    return result;
}

int count(inout int counter, int value) {
    counter += 10;
    return value;
}

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    int v = input[id.x];
    uint at = id.x * 8;
    int calls = 0;
    bool a = v > 0 && bump(calls, v > 2);
    bool b = v < 0 || bump(calls, v == 0);
    bool c = (v & 1) != 0 && (bump(calls, true) || bump(calls, false));
    bool d = mark(id.x * 2, v > 1) && mark(id.x * 2 + 1, true);
    o[at + 0] = (a ? 1 : 0) + (b ? 2 : 0) + (c ? 4 : 0) + (d ? 8 : 0);
    o[at + 1] = calls;

    int side = 0;
    int t = v > 3 ? count(side, v * 2) : count(side, -v) - count(side, 1);
    o[at + 2] = t;
    o[at + 3] = side;

    // Nested ternary: a sign with a special case.
    o[at + 4] = v == 0 ? 100 : v > 0 ? (v > 5 ? 6 : 1) : -1;
    // The guard keeps the out-of-range read from happening at all.
    o[at + 5] = (v >= 0 && v < 4) ? table[v] : -7;

    int3 p = int3(v, -v, v * 2);
    int3 q = int3(1, 2, 3);
    int3 sel = p > q ? p : q;
    o[at + 6] = sel.x * 10000 + sel.y * 100 + sel.z;
    o[at + 7] = any(p > q) + all(p != q) * 10;
}
