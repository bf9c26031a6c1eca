// [[vk::push_constant]] read by a vertex and a pixel shader in one draw,
// the values set with vkCmdPushConstants. The block is laid out as DXC
// lays out push constants (std430 with the relaxed vector rule): `other`
// packs right after `gain` at offset 20 (strict std430 would put it at
// 32), and `split` follows at 32.
//
// The vertex shader passes tint * gain = (0.2, 0.4, 0.6, 1.0) down; the
// pixel shader keeps it left of x = split (2: columns 0 and 1) and writes
// (other, 1) = (0.8, 0.6, 0.4, 1) right of it. As bytes: 51, 102, 153,
// 255 and 204, 153, 102, 255 (each value times 255 is whole).
struct Params {
    float4 tint;
    float gain;
    float3 other;
    float split;
};

[[vk::push_constant]] Params pc;

struct VOut {
    float4 pos : SV_Position;
    nointerpolation float4 color : COLOR0;
};

VOut VSMain(uint id : SV_VertexID) {
    VOut o;
    float2 p = float2((id << 1) & 2, id & 2);
    o.pos = float4(p * 2 - 1, 0, 1);
    o.color = pc.tint * pc.gain;
    return o;
}

float4 PSMain(VOut i) : SV_Target {
    return i.pos.x < pc.split ? i.color : float4(pc.other, 1);
}
