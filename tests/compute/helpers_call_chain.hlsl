// A recursion-free call chain five deep threading an inout accumulator,
// overloads picked by argument type (int, uint, float, float3), default
// arguments, a helper returning a struct built by another helper, a
// static const lookup table read in a helper, and helpers with early
// returns inside loops (gcd, first set index). Expected values: the same
// functions written in Python (integers and exact halves).
RWStructuredBuffer<int> o : register(u0);

static const int kTable[8] = { 3, 1, 4, 1, 5, 9, 2, 6 };

struct Pair {
    int a;
    int b;
};

int twice(int x) { return x * 2; }
uint twice(uint x) { return x * 3u; }       // deliberately different
float twice(float x) { return x * 0.5; }
float3 twice(float3 v) { return v.zyx; }

int scaled(int x, int by = 10, int plus = 1) { return x * by + plus; }

int lookup(uint k) { return kTable[k % 8]; }

void level4(inout int acc, int v) { acc = acc * 3 + lookup((uint)v); }
void level3(inout int acc, int v) { level4(acc, v + 1); acc -= v; }
void level2(inout int acc, int v) { level3(acc, v); level3(acc, v * 2); }
void level1(inout int acc, int v) {
    int local = acc;
    level2(local, v);
    acc = local + twice(v);
}

Pair makePair(int x) {
    Pair p;
    p.a = scaled(x);
    p.b = scaled(x, 2);
    return p;
}

Pair swapped(Pair p) {
    Pair q = makePair(p.b - p.a);
    q.a += p.b;
    return q;
}

int gcd(int a, int b) {
    for (int k = 0; k < 64; k++) {
        if (b == 0) {
            return a;
        }
        int r = a % b;
        a = b;
        b = r;
    }
    return -1;
}

int firstOver(int limit) {
    for (uint k = 0; k < 8; k++) {
        if (lookup(k) > limit) {
            return (int)k;
        }
    }
    return -1;
}

[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    int i = (int)id.x;
    uint at = id.x * 10;
    int acc = i;
    level1(acc, i);
    o[at + 0] = acc;
    o[at + 1] = twice(i) + (int)twice((uint)i) * 100;
    o[at + 2] = (int)(twice((float)i + 3) * 4);
    o[at + 3] = (int)dot(twice(float3(1, 2, (float)i)), float3(100, 10, 1));
    o[at + 4] = scaled(i) + scaled(i, 3) * 1000 + scaled(i, 2, -5) * 100000;
    Pair p = swapped(makePair(i));
    o[at + 5] = p.a;
    o[at + 6] = p.b;
    o[at + 7] = gcd(12 * (i + 1), 18);
    o[at + 8] = firstOver(i * 2);
    o[at + 9] = firstOver(4 + i * 3);
}
