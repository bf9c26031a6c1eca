// Functions that return resources: the value of each call is the one
// global its (specialized) callee returns. Calls stay where they are for
// their other effects; a result goes into a resource local, has a method
// called on it, and is passed to another helper.
struct Item {
    float v;
};

StructuredBuffer<Item> items : register(t0);
RWStructuredBuffer<float> first : register(u1);
RWStructuredBuffer<float> second : register(u2);
RWStructuredBuffer<uint> calls : register(u3);

StructuredBuffer<Item> Items() {
    return items;
}

// Returns its second argument; counts its calls.
RWStructuredBuffer<float> Second(RWStructuredBuffer<float> a, RWStructuredBuffer<float> b, uint i) {
    calls[i] += 1;
    return b;
}

void Put(RWStructuredBuffer<float> dst, uint i, float v) {
    dst[i] = v;
}

[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint i = id.x;
    StructuredBuffer<Item> src = Items();
    float x = src[i].v + Items().Load(i).v + Items()[i].v;
    RWStructuredBuffer<float> out1 = Second(second, first, i);
    out1[i] = x;
    Put(Second(first, second, i), i, x * 10.0);
}
