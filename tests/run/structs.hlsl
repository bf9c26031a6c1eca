// Structs: construction field by field, copies by value, struct returns.

struct Pair {
    int a;
    float b;
};

Pair make(int a, float b) {
    Pair p;
    p.a = a;
    p.b = b;
    return p;
}
// run: make int:1 float:2.5
// expect: Pair:{a=1, b=2.5}

float sum_pair(int a, float b) {
    Pair p = make(a, b);
    return p.a + p.b;
}
// run: sum_pair int:1 float:2.5
// expect: float:3.5

struct Particle {
    float3 pos;
    float3 vel;
};

float3 advance(float3 pos, float3 vel, float dt) {
    Particle q;
    q.pos = pos;
    q.vel = vel;
    q.pos += q.vel * dt;
    return q.pos;
}
// run: advance float3:0,0,0 float3:1,2,3 float:0.5
// expect: float3:0.5,1.0,1.5

void reset(out Pair p) {
    p.a = 0;
    p.b = 0;
}
int struct_out() {
    Pair p = make(5, 1);
    reset(p);
    return p.a;
}
// run: struct_out
// expect: int:0

// Assignment copies: changing the copy leaves the original.
Pair copy_is_value(int a) {
    Pair p = make(a, 0);
    Pair q = p;
    q.a = 9;
    return p;
}
// run: copy_is_value int:4
// expect: Pair:{a=4, b=0.0}
