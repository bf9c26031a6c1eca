// `packoffset(cN.x)` places a cbuffer member at offset 16*N + 4*component.
// A cbuffer that mixes packoffset members with others places the others
// after the end of the furthest packoffset member (and warns).
// flags: -T cs_6_0 -E main
cbuffer Placed : register(b0) {
    float4 color : packoffset(c2);
    float alpha : packoffset(c0.w);
    float2 uv : packoffset(c0.y);   // 4..12, below alpha
    row_major float2x4 m : packoffset(c3);
    double d : packoffset(c1.z);
};
cbuffer Mixed : register(b1) {
    float late;                     // after 'early': 16
    float4 early : packoffset(c0);
    float3 after;                   // 20: fits in the row of 'late'
};
RWStructuredBuffer<float4> Out : register(u2);
[numthreads(1, 1, 1)]
void main() {
    Out[0] = color * alpha + float4(uv, (float)d, m[1].x) + early * late + float4(after, 0);
}
