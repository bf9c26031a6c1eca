// Integer and single-column matrices, which naga has no matrix type for:
// arrays of their rows. A row_major int2x3 in a cbuffer (DXC takes no
// column_major integer matrix there) is two int3 rows 16 bytes apart; a
// uint3x2 vertex input, a column_major struct field, is built from a
// location per row into an array of its two columns; a float3x1 takes one
// location (a float3, as DXC has it); mul() of integer matrices is
// spelled out as sums of rows.
// compile: -T vs_6_0 -E main

cbuffer Params : register(b0) {
    row_major int2x3 weights;
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
