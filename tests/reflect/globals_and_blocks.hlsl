// `$Globals` beside cbuffer blocks; a column_major float3x3 is 3 columns
// of 3: 44 bytes, so a float after it packs at 44.
// flags: -T vs_6_0 -E main -fvk-use-dx-layout
cbuffer PerFrame : register(b1) {
    float3x3 normal_matrix;  // 0, size 44
    float time;              // 44
};
float4 tint;                 // $Globals 0
float3x3 basis;              // $Globals 16, size 44
float bias;                  // $Globals 60
cbuffer PerObject : register(b2, space1) {
    row_major float3x3 model; // 0, size 16*2+12 = 44
    float2 extra;             // 44 would straddle: 48
};
float4 main(float3 pos : POSITION, uint vid : SV_VertexID) : SV_Position {
    float3 p = mul(normal_matrix, pos) + mul(model, pos) + mul(basis, pos);
    return float4(p * time + bias + extra.x + (float)vid, 1) * tint;
}
