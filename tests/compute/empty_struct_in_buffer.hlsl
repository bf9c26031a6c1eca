// An empty struct takes no bytes in a buffer (HLSL's layout): `x` is at
// offset 0 and `y` at 4, and the element stride is 8. naga's structs need
// a member, so the buffer is read as words at HLSL's offsets.
struct Empty {};

struct Item {
    Empty e;
    float x;
    Empty f;
    float y;
};

StructuredBuffer<Item> items : register(t0);
RWStructuredBuffer<float> o : register(u1);

[numthreads(1, 1, 1)]
void main() {
    o[0] = items[0].x;
    o[1] = items[0].y;
    o[2] = items[1].x;
    o[3] = items[1].y;
}
