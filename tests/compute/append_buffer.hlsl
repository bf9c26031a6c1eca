// AppendStructuredBuffer.Append from 8 invocations in 2 groups. Which
// element each one fills depends on the order the GPU serves them in, so
// they all append the same element: the filled range (after the initial
// counter) and the final counter are what the order cannot change. One
// invocation alone appends a sequence to a second buffer, in program
// order, the last one past its end (dropped; the counter still moves).
struct Item {
    uint tag;
    float weight;
};

AppendStructuredBuffer<Item> items : register(u0);
AppendStructuredBuffer<uint> seq : register(u1);
RWStructuredBuffer<uint> dims : register(u2);

[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    Item it;
    it.tag = 7;
    it.weight = 0.5;
    items.Append(it);
    if (id.x == 0) {
        seq.Append(10);
        seq.Append(20);
        seq.Append(30);
        uint n, stride;
        items.GetDimensions(n, stride);
        dims[0] = n;
        dims[1] = stride;
        seq.GetDimensions(n, stride);
        dims[2] = n;
        dims[3] = stride;
    }
}
