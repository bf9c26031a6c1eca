// Wave and quad intrinsics as naga subgroup operations: lane index and
// count come from the subgroup builtins through private globals (so
// helpers can call them), bools cross lanes as uint, a constant lane
// index is a broadcast and a variable one a shuffle. Derivatives in a
// pixel shader are naga derivatives; in a cs_6_6 compute shader they are
// quad reads (coarse: lanes 1 - 0 and 2 - 0; fine: the lane's own row or
// column); clip is a conditional kill.
// compile: -T cs_6_0 -E main
// compile: -T ps_6_0 -E ps
// compile: -T cs_6_6 -E derivs
RWStructuredBuffer<uint> o : register(u0);
RWStructuredBuffer<float4> f : register(u1);

uint lane() { return WaveGetLaneIndex(); }

[numthreads(32, 1, 1)]
void main(uint i : SV_GroupIndex) {
    bool odd = (i & 1) != 0;
    uint4 b = WaveActiveBallot(odd);
    o[i] = WaveActiveSum(i) + WavePrefixSum(i) + WaveActiveCountBits(odd) + WavePrefixCountBits(odd)
        + b.x + WaveReadLaneAt(i, 3) + WaveReadLaneAt(i, o[0]) + WaveReadLaneFirst(i)
        + WaveActiveMin(i) * WaveActiveMax(i) + (WaveActiveBitAnd(i) | WaveActiveBitOr(i) ^ WaveActiveBitXor(i))
        + WaveActiveProduct(i) + WavePrefixProduct(i) + lane() + WaveGetLaneCount();
    bool any = WaveActiveAnyTrue(odd) && WaveActiveAllTrue(odd) && WaveIsFirstLane();
    bool2 eq = WaveActiveAllEqual(uint2(i, 1));
    if (any || eq.y || WaveReadLaneFirst(odd)) {
        o[i + 32] = QuadReadAcrossX(i) + QuadReadAcrossY(i) + QuadReadAcrossDiagonal(i)
            + QuadReadLaneAt(i, 2) + QuadReadLaneAt(i, o[1]);
    }
}

float4 ps(float4 pos : SV_Position, float2 uv : TEXCOORD0) : SV_Target {
    clip(uv.x - 0.5);
    float2 d = ddx(uv) + ddy(uv) + ddx_coarse(uv) + ddx_fine(uv) + ddy_coarse(uv) + ddy_fine(uv);
    return float4(d, fwidth(uv.x), QuadReadAcrossX(uv.y));
}

[numthreads(4, 1, 1)]
void derivs(uint i : SV_GroupIndex) {
    float4 v = f[i];
    f[i + 4] = ddx(v) + ddy_coarse(v) + ddx_fine(v) + ddy_fine(v) + fwidth(v);
}
