// Member functions in a kernel: a read-only one called on a cbuffer
// member, a mutating one on a local, an operator, an inherited one, and a
// static member.
struct Accum {
    static const uint kScale = 3;
    uint total;
    void add(uint v) { total += v * kScale; }
    uint doubled() { return total * 2; }
    Accum operator+(Accum other) { Accum r; r.total = total + other.total; return r; }
};

struct Tagged : Accum {
    uint tag;
    uint tagged() { return doubled() + tag; }
};

cbuffer Params : register(b0) {
    Accum base;
};

StructuredBuffer<uint> input : register(t1);
RWStructuredBuffer<uint> output : register(u2);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    Accum a;
    a.total = 0;
    a.add(input[id.x]);
    Accum sum = a + base;
    Tagged t;
    t.total = sum.total;
    t.tag = id.x;
    t.add(1);
    output[id.x] = t.tagged() * 1000 + base.doubled();
}
