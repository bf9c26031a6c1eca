// compile: -T vs_6_0 -E TerrainVS
// compile: -T ps_6_0 -E TerrainPS
// A heightmap terrain: the vertex shader displaces a grid patch with
// SampleLevel (no derivatives in vertex shaders) and computes normals
// from neighbouring heights; the pixel shader blends four layers of a
// Texture2DArray by a splat map, with height-based sharpening.

cbuffer TerrainConstants : register(b0) {
    float4x4 viewProjection;
    float2 patchOrigin;
    float patchSize;
    float heightScale;
    float2 heightmapTexel;
    float worldSize;
    float layerTiling;
    float3 sunDirection;
    float blendSharpness;
};

Texture2D<float> heightmap : register(t0, space1);
Texture2D<float4> splatmap : register(t1, space1);
Texture2DArray<float4> layerAlbedo : register(t2, space1);
SamplerState bilinearClamp : register(s0, space2);
SamplerState anisoWrap : register(s1, space2);

struct TerrainVaryings {
    float4 position : SV_Position;
    float3 worldPos : TEXCOORD0;
    float2 terrainUV : TEXCOORD1;
    float3 normal : NORMAL;
};

float heightAt(float2 uv) {
    return heightmap.SampleLevel(bilinearClamp, uv, 0) * heightScale;
}

TerrainVaryings TerrainVS(float2 gridPos : POSITION) {
    float2 xz = patchOrigin + gridPos * patchSize;
    float2 uv = xz / worldSize;
    float h = heightAt(uv);
    float hl = heightAt(uv - float2(heightmapTexel.x, 0));
    float hr = heightAt(uv + float2(heightmapTexel.x, 0));
    float hd = heightAt(uv - float2(0, heightmapTexel.y));
    float hu = heightAt(uv + float2(0, heightmapTexel.y));
    float2 step = heightmapTexel * worldSize * 2.0;

    TerrainVaryings o;
    o.worldPos = float3(xz.x, h, xz.y);
    o.position = mul(viewProjection, float4(o.worldPos, 1.0));
    o.terrainUV = uv;
    o.normal = normalize(float3((hl - hr) / step.x, 1.0, (hd - hu) / step.y));
    return o;
}

float4 TerrainPS(TerrainVaryings i) : SV_Target {
    float4 weights = splatmap.Sample(bilinearClamp, i.terrainUV);
    float2 tiled = i.worldPos.xz * layerTiling;
    float4 layers[4];
    float4 heights;
    [unroll]
    for (uint k = 0; k < 4; ++k) {
        layers[k] = layerAlbedo.Sample(anisoWrap, float3(tiled, k));
        heights[k] = layers[k].a + weights[k];  // height in alpha
    }
    float maxHeight = max(max(heights.x, heights.y), max(heights.z, heights.w)) - blendSharpness;
    float4 b = max(heights - maxHeight, 0.0) * weights;
    b /= max(dot(b, 1.0), 1e-4);
    float3 albedo = layers[0].rgb * b.x + layers[1].rgb * b.y + layers[2].rgb * b.z + layers[3].rgb * b.w;
    float ndl = saturate(dot(normalize(i.normal), -sunDirection));
    return float4(albedo * (0.15 + 0.85 * ndl), 1.0);
}
