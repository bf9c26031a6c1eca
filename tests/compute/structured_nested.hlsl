// Structured buffers of structs holding a nested struct, an array and
// matrices of both orientations (stride 80), and of a struct holding an
// array of structs (stride 28): whole-element copies, in-place writes to
// nested fields, array elements (dynamic index), a whole column_major
// matrix and an element of a row_major one, and mul on matrices read from
// the buffer. Expected values: the kernel re-done in Python on the raw
// memory layout (small integers).
struct Tag {
    uint id;
    uint flags;
    int2 offset;
};

struct Body {
    float4 color;           // 0
    Tag tag;                // 16
    float weights[4];       // 32
    float2x2 m;             // 48, column_major: its columns
    row_major float2x2 r;   // 64, its rows
};

struct Link {
    uint to;
    float w;
};

struct Node {
    Link links[3];
    uint count;
};

StructuredBuffer<Body> input : register(t0);
RWStructuredBuffer<Body> bodies : register(u1);
RWStructuredBuffer<float4> results : register(u2);
RWStructuredBuffer<Node> nodes : register(u3);

[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint i = id.x;
    Body b = input[3 - i];
    bodies[i] = b;
    bodies[i].tag.id += 100 * i;
    bodies[i].tag.offset.y = -bodies[i].tag.offset.x;
    bodies[i].weights[i] = b.weights[(i + 1) % 4] * 2;
    // Part of a column_major matrix in a buffer cannot be assigned yet:
    // write the whole matrix back.
    float2x2 m = b.m;
    m[1] = b.r[0];
    bodies[i].m = m;
    bodies[i].r._m01 = b.m._m10;

    float2 v = float2(b.tag.offset);
    float wsum = 0;
    for (uint k = 0; k < 4; k++) {
        wsum += b.weights[k] * (k + 1);
    }
    results[i * 2] = float4(mul(b.m, v), mul(v, b.r));
    results[i * 2 + 1] = float4(wsum, (float)b.tag.flags, b.color.zw * (float)b.tag.id);

    Node n = nodes[i];
    float total = 0;
    for (uint j = 0; j < n.count; j++) {
        total += n.links[j].w;
        nodes[i].links[j].to = n.links[j].to * 10 + j;
    }
    nodes[i].links[n.count % 3].w = total;
    nodes[i].count = n.count + 1;
}
