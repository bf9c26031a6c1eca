// Integer and single-column matrices, which naga has no matrix type for:
// an int2x3 in a cbuffer (column_major: an array of its three int2
// columns, 16 bytes apart) is transposed into an array of its two int3
// rows when loaded; a uint3x2 vertex input takes a location per row and a
// float3x1 one location (a float3, as DXC has it); mul() of integer
// matrices is spelled out as sums of rows.
// compile: -T vs_6_0 -E main

cbuffer Params : register(b0) {
    int2x3 weights;
    float1x3 scale;
};

struct VSIn {
    float4 pos : POSITION;
    uint3x2 ids : IDS;
    float3x1 col : COLUMN;
};

struct VSOut {
    float4 pos : SV_Position;
    nointerpolation int2 sum : SUM;
    float3x1 col : COLUMN;
};

VSOut main(VSIn i) {
    VSOut o;
    int3x2 ids = (int3x2)i.ids;
    int2x2 p = mul(weights, ids);
    o.sum = p[0] + p[1];
    o.col = i.col * transpose(scale);
    o.pos = i.pos;
    return o;
}
