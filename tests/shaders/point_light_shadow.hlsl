// compile: -T vs_6_0 -E DepthVS
// compile: -T ps_6_0 -E DepthPS
// compile: -T vs_6_0 -E LitVS
// compile: -T ps_6_0 -E LitPS
// Omnidirectional shadows: the depth pass renders each cube face and
// writes the normalised light distance to SV_Depth; the lit pass compares
// against it with a cube SampleCmpLevelZero over a small disk of directions.

cbuffer FaceConstants : register(b0) {
    float4x4 faceViewProj;
    float4x4 objectWorld;
    float3 lightPosition;
    float lightFarPlane;
};

cbuffer LitConstants : register(b1) {
    float4x4 viewProj;
    float3 lightColor;
    float shadowBias;
};

TextureCube<float> distanceCube : register(t2);
SamplerComparisonState cubeCompare : register(s3);

struct DepthVaryings {
    float4 clip : SV_Position;
    float3 world : TEXCOORD0;
};

DepthVaryings DepthVS(float3 position : POSITION) {
    DepthVaryings o;
    float4 world = mul(objectWorld, float4(position, 1.0));
    o.world = world.xyz;
    o.clip = mul(faceViewProj, world);
    return o;
}

float DepthPS(DepthVaryings i) : SV_Depth {
    return length(i.world - lightPosition) / lightFarPlane;
}

struct LitVaryings {
    float4 clip : SV_Position;
    float3 world : TEXCOORD0;
    float3 normal : TEXCOORD1;
};

LitVaryings LitVS(float3 position : POSITION, float3 normal : NORMAL) {
    LitVaryings o;
    float4 world = mul(objectWorld, float4(position, 1.0));
    o.world = world.xyz;
    o.normal = mul((float3x3)objectWorld, normal);
    o.clip = mul(viewProj, world);
    return o;
}

static const float3 kSampleOffsets[8] = {
    float3( 1,  1,  1), float3( 1, -1,  1), float3(-1, -1,  1), float3(-1,  1,  1),
    float3( 1,  1, -1), float3( 1, -1, -1), float3(-1, -1, -1), float3(-1,  1, -1)
};

float4 LitPS(LitVaryings i) : SV_Target {
    float3 toFragment = i.world - lightPosition;
    float dist = length(toFragment);
    float reference = dist / lightFarPlane - shadowBias;
    float diskRadius = 0.002 * (1.0 + dist / lightFarPlane);
    float visibility = 0.0;
    [unroll]
    for (uint k = 0; k < 8; ++k) {
        float3 dir = toFragment + kSampleOffsets[k] * diskRadius * dist;
        visibility += distanceCube.SampleCmpLevelZero(cubeCompare, dir, reference);
    }
    visibility *= 0.125;
    float3 l = -toFragment / dist;
    float ndl = saturate(dot(normalize(i.normal), l));
    float falloff = 1.0 / (1.0 + dist * dist);
    return float4(lightColor * ndl * falloff * visibility, 1.0);
}
