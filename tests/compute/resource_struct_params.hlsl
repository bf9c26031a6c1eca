// Structs that hold resources pass through calls: a helper writes
// through a struct parameter's buffer member, a function returns a
// struct whose member is the buffer it was given, an `inout` one and a
// method change its other members, and a method called on a member of
// any of them reaches the global the caller put there.
RWStructuredBuffer<float> first : register(u1);
RWStructuredBuffer<float> second : register(u2);
StructuredBuffer<float> input : register(t0);

struct Span {
    RWStructuredBuffer<float> buffer;
    uint offset;
    // A method that changes the object: `this` is `inout`.
    void Add(uint i, float v) {
        buffer[offset + i] += v;
    }
};

// An `inout` struct comes back with the buffer it went with.
void Shift(inout Span s) { s.offset += 4; }

void Put(Span s, uint i, float v) { s.buffer[s.offset + i] = v; }

Span Make(RWStructuredBuffer<float> b, uint offset) {
    Span s;
    s.buffer = b;
    s.offset = offset;
    return s;
}

// Passed on a level down, and returned as it came.
void PutTwice(Span s, uint i, float v) {
    Put(s, i, v);
    Put(s, i + 4, v * 10);
}

Span Same(Span s) { return s; }

[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    Span a;
    a.buffer = first;
    a.offset = 0;
    PutTwice(a, id.x, input[id.x]);
    a.Add(id.x, 0.5);
    Shift(a);
    Shift(a);
    Put(a, id.x, 7);
    Span b = Same(Make(second, 1));
    Put(b, id.x, input[id.x] + 100);
    uint count, stride;
    b.buffer.GetDimensions(count, stride);
    if (id.x == 0) {
        b.buffer[0] = count;
    }
}
