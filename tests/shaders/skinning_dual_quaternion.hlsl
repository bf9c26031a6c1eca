// compile: -T vs_6_0 -E VSMain
// compile: -T ps_6_0 -E PSMain
// Dual-quaternion skinning: each bone is a float2x4 (real and dual
// parts); blending flips quaternions into the first one's hemisphere.

cbuffer DualQuatBones : register(b0) {
    float2x4 boneDQ[64];
};

cbuffer Frame : register(b1) {
    float4x4 worldViewProj;
    float4x4 worldMatrix;
};

struct Input {
    float3 position : POSITION;
    float3 normal : NORMAL;
    uint4 joints : BLENDINDICES;
    float4 weights : BLENDWEIGHT;
};

struct Output {
    float4 position : SV_Position;
    float3 worldNormal : NORMAL;
};

float3 quatRotate(float4 q, float3 v) {
    return v + 2.0 * cross(q.xyz, cross(q.xyz, v) + q.w * v);
}

float2x4 blendDualQuat(uint4 joints, float4 weights) {
    float2x4 dq0 = boneDQ[joints.x];
    float2x4 blended = dq0 * weights.x;
    [unroll]
    for (int i = 1; i < 4; ++i) {
        float2x4 dq = boneDQ[joints[i]];
        float w = weights[i];
        if (dot(dq0[0], dq[0]) < 0.0)
            w = -w;
        blended += dq * w;
    }
    float len = length(blended[0]);
    return blended / len;
}

Output VSMain(Input input) {
    float2x4 dq = blendDualQuat(input.joints, input.weights);
    float4 real = dq[0];
    float4 dual = dq[1];
    float3 translation = 2.0 * (real.w * dual.xyz - dual.w * real.xyz + cross(real.xyz, dual.xyz));
    float3 position = quatRotate(real, input.position) + translation;
    float3 normal = quatRotate(real, input.normal);

    Output output;
    output.position = mul(worldViewProj, float4(position, 1.0));
    output.worldNormal = mul((float3x3)worldMatrix, normal);
    return output;
}

float4 PSMain(Output input) : SV_Target0 {
    float3 n = normalize(input.worldNormal);
    float3 sky = float3(0.35, 0.45, 0.6);
    float3 ground = float3(0.2, 0.15, 0.1);
    float3 hemi = lerp(ground, sky, n.y * 0.5 + 0.5);
    return float4(hemi, 1.0);
}
