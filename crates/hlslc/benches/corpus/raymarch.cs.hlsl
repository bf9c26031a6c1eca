// A signed-distance-field ray marcher: the peers' f_raymarch.cs.hlsl
// (/work/shared/tools/peers/shaders) ported to the subset hlslc supports
// today. Differences: the image is a RWStructuredBuffer<float4> at u1 (no
// textures; and hlslc maps b0 and u0 both to binding 0), the 2x2 rotation
// matrix became a function (no matrices), materialColor's switch became an if/else chain (no switch), and fmod and
// radians are spelled out (not intrinsics yet). Every loop is marked
// [loop], which keeps vkd3d from unrolling the constant-trip-count ones
// (the peers' "_loopattr" variant; see the peers README). The BEGIN/END
// markers are what gen.py replicates to build the larger corpus inputs.

// ---- BEGIN PRELUDE ----
cbuffer RenderParams : register(b0)
{
    uint2  imageSize;
    float  timeSeconds;
    uint   frameIndex;
    float3 cameraOrigin;
    float  fieldOfView;
    float3 cameraTarget;
    uint   maxSteps;
    float3 sunDirection;
    float  maxDistance;
    float4 skyTop;
    float4 skyHorizon;
};

RWStructuredBuffer<float4> outputImage : register(u1);

struct Ray
{
    float3 origin;
    float3 direction;
};

struct SceneHit
{
    float distance;
    int   material;
};

struct MarchResult
{
    bool   hit;
    float  travelled;
    int    material;
    uint   steps;
    float3 position;
};

static const float PI = 3.14159265;
static const float EPSILON = 0.0005;
// ---- END PRELUDE ----

// ---- BEGIN LIBRARY ----
// -- hashing and noise --------------------------------------------------

float hash11(float p)
{
    p = frac(p * 0.1031);
    p *= p + 33.33;
    p *= p + p;
    return frac(p);
}

float hash31(float3 p)
{
    p = frac(p * 0.1031);
    p += dot(p, p.zyx + 31.32);
    return frac((p.x + p.y) * p.z);
}

float valueNoise(float3 p)
{
    float3 cell = floor(p);
    float3 f = frac(p);
    float3 u = f * f * (3.0 - 2.0 * f);

    float n000 = hash31(cell + float3(0, 0, 0));
    float n100 = hash31(cell + float3(1, 0, 0));
    float n010 = hash31(cell + float3(0, 1, 0));
    float n110 = hash31(cell + float3(1, 1, 0));
    float n001 = hash31(cell + float3(0, 0, 1));
    float n101 = hash31(cell + float3(1, 0, 1));
    float n011 = hash31(cell + float3(0, 1, 1));
    float n111 = hash31(cell + float3(1, 1, 1));

    float x00 = lerp(n000, n100, u.x);
    float x10 = lerp(n010, n110, u.x);
    float x01 = lerp(n001, n101, u.x);
    float x11 = lerp(n011, n111, u.x);
    return lerp(lerp(x00, x10, u.y), lerp(x01, x11, u.y), u.z);
}

float fbm(float3 p, int octaves)
{
    float sum = 0.0;
    float amplitude = 0.5;
    float frequency = 1.0;
    [loop]
    for (int i = 0; i < octaves; i++)
    {
        sum += amplitude * valueNoise(p * frequency);
        frequency *= 2.03;
        amplitude *= 0.5;
    }
    return sum;
}

// -- transforms -----------------------------------------------------------

float2 rotate2(float2 v, float angle)
{
    float c = cos(angle);
    float s = sin(angle);
    return float2(c * v.x - s * v.y, s * v.x + c * v.y);
}

float3 rotateY(float3 p, float angle)
{
    float2 xz = rotate2(p.xz, angle);
    return float3(xz.x, p.y, xz.y);
}

float3 twistY(float3 p, float rate)
{
    float2 xz = rotate2(p.xz, p.y * rate);
    return float3(xz.x, p.y, xz.y);
}

float3 repeatXZ(float3 p, float spacing)
{
    float2 cell = floor(p.xz / spacing + 0.5);
    return float3(p.x - cell.x * spacing, p.y, p.z - cell.y * spacing);
}

// -- distance primitives --------------------------------------------------

float sdSphere(float3 p, float radius)
{
    return length(p) - radius;
}

float sdBox(float3 p, float3 halfExtent)
{
    float3 q = abs(p) - halfExtent;
    return length(max(q, 0.0)) + min(max(q.x, max(q.y, q.z)), 0.0);
}

float sdRoundBox(float3 p, float3 halfExtent, float radius)
{
    return sdBox(p, halfExtent - radius) - radius;
}

float sdTorus(float3 p, float2 radii)
{
    float2 q = float2(length(p.xz) - radii.x, p.y);
    return length(q) - radii.y;
}

float sdCapsule(float3 p, float3 a, float3 b, float radius)
{
    float3 pa = p - a;
    float3 ba = b - a;
    float h = saturate(dot(pa, ba) / dot(ba, ba));
    return length(pa - ba * h) - radius;
}

float sdCylinder(float3 p, float radius, float halfHeight)
{
    float2 d = abs(float2(length(p.xz), p.y)) - float2(radius, halfHeight);
    return min(max(d.x, d.y), 0.0) + length(max(d, 0.0));
}

float sdPlane(float3 p, float3 normal, float offset)
{
    return dot(p, normal) + offset;
}

// -- combinators ------------------------------------------------------------

float smoothUnion(float a, float b, float k)
{
    float h = saturate(0.5 + 0.5 * (b - a) / k);
    return lerp(b, a, h) - k * h * (1.0 - h);
}

float smoothSubtract(float a, float b, float k)
{
    float h = saturate(0.5 - 0.5 * (b + a) / k);
    return lerp(b, -a, h) + k * h * (1.0 - h);
}

SceneHit closest(SceneHit a, SceneHit b)
{
    SceneHit result = a;
    if (b.distance < a.distance)
        result = b;
    return result;
}

SceneHit makeHit(float d, int material)
{
    SceneHit h;
    h.distance = d;
    h.material = material;
    return h;
}

// -- the scene ----------------------------------------------------------------

SceneHit sceneDistance(float3 p, float t)
{
    // ground with gentle noise displacement
    float ground = sdPlane(p, float3(0, 1, 0), 1.0) - 0.15 * valueNoise(p * 0.7);
    SceneHit best = makeHit(ground, 1);

    // a blobby centrepiece: two spheres melted together
    float3 bob = float3(0.0, 0.3 * sin(t * 1.1), 0.0);
    float blob = smoothUnion(sdSphere(p - bob, 0.8),
                             sdSphere(p - float3(0.9, 0.2, 0.2) + bob, 0.5), 0.35);
    best = closest(best, makeHit(blob, 2));

    // a twisted rounded box with a cylindrical hole
    float3 q = twistY(rotateY(p - float3(-2.2, 0.0, 0.5), t * 0.3), 0.8);
    float box = sdRoundBox(q, float3(0.5, 0.9, 0.5), 0.1);
    box = smoothSubtract(sdCylinder(q.yxz, 0.25, 1.0), box, 0.05);
    best = closest(best, makeHit(box, 3));

    // a torus lying on its side
    float3 r = p - float3(2.4, 0.0, -0.4);
    float ring = sdTorus(float3(r.x, r.z, r.y), float2(0.7, 0.18));
    best = closest(best, makeHit(ring, 4));

    // a field of capsule posts, repeated every 3 units
    float3 cellP = repeatXZ(p - float3(0.0, 0.0, 6.0), 3.0);
    float post = sdCapsule(cellP, float3(0, -1, 0), float3(0, 1.2, 0), 0.15);
    best = closest(best, makeHit(post, 5));
    return best;
}

float3 estimateNormal(float3 p, float t)
{
    // tetrahedral central differences: four evaluations instead of six
    const float2 k = float2(1.0, -1.0);
    const float h = 0.001;
    return normalize(k.xyy * sceneDistance(p + k.xyy * h, t).distance +
                     k.yyx * sceneDistance(p + k.yyx * h, t).distance +
                     k.yxy * sceneDistance(p + k.yxy * h, t).distance +
                     k.xxx * sceneDistance(p + k.xxx * h, t).distance);
}

MarchResult march(Ray ray, float t, uint stepLimit, float farPlane)
{
    MarchResult result;
    result.hit = false;
    result.travelled = 0.0;
    result.material = 0;
    result.steps = 0;
    result.position = ray.origin;

    [loop]
    for (uint i = 0; i < stepLimit; i++)
    {
        float3 p = ray.origin + ray.direction * result.travelled;
        SceneHit h = sceneDistance(p, t);
        result.steps = i + 1;
        if (h.distance < EPSILON * result.travelled)
        {
            result.hit = true;
            result.material = h.material;
            result.position = p;
            break;
        }
        result.travelled += h.distance * 0.9;
        if (result.travelled > farPlane)
            break;
    }
    return result;
}

float softShadow(float3 origin, float3 direction, float t, float minT, float maxT, float sharpness)
{
    float shade = 1.0;
    float travelled = minT;
    [loop]
    for (int i = 0; i < 48 && travelled < maxT; i++)
    {
        float d = sceneDistance(origin + direction * travelled, t).distance;
        if (d < 0.0005)
            return 0.0;
        shade = min(shade, sharpness * d / travelled);
        travelled += clamp(d, 0.02, 0.25);
    }
    return saturate(shade);
}

float ambientOcclusion(float3 p, float3 n, float t)
{
    float occlusion = 0.0;
    float weight = 1.0;
    [loop]
    for (int i = 1; i <= 5; i++)
    {
        float h = 0.03 + 0.12 * float(i);
        float d = sceneDistance(p + n * h, t).distance;
        occlusion += (h - d) * weight;
        weight *= 0.7;
    }
    return saturate(1.0 - 1.5 * occlusion);
}

// -- shading ----------------------------------------------------------------

float3 checker(float2 uv)
{
    float2 cell = floor(uv);
    float parity = abs(cell.x + cell.y) - 2.0 * floor(abs(cell.x + cell.y) * 0.5);
    return lerp(float3(0.25, 0.25, 0.28), float3(0.75, 0.72, 0.68), parity);
}

float3 materialColor(int material, float3 p)
{
    float3 albedo;
    if (material == 1)
        albedo = checker(p.xz) * (0.8 + 0.2 * fbm(p * 2.0, 3));
    else if (material == 2)
        albedo = float3(0.85, 0.25, 0.18);
    else if (material == 3)
        albedo = lerp(float3(0.2, 0.45, 0.85), float3(0.9, 0.9, 1.0), saturate(p.y * 0.5 + 0.5));
    else if (material == 4)
        albedo = float3(0.95, 0.75, 0.25);
    else if (material == 5)
        albedo = float3(0.3, 0.7, 0.35) * (0.6 + 0.4 * hash11(floor(p.x / 3.0) + 17.0 * floor(p.z / 3.0)));
    else
        albedo = float3(1.0, 0.0, 1.0);
    return albedo;
}

float3 skyColor(float3 direction, float3 sun)
{
    float horizon = pow(1.0 - saturate(direction.y), 3.0);
    float3 sky = lerp(skyTop.rgb, skyHorizon.rgb, horizon);
    float sunAmount = saturate(dot(direction, sun));
    sky += float3(1.0, 0.85, 0.6) * pow(sunAmount, 256.0) * 4.0;
    sky += float3(1.0, 0.6, 0.3) * pow(sunAmount, 8.0) * 0.25;
    return sky;
}

float3 shade(Ray ray, MarchResult m, float t)
{
    float3 sun = normalize(sunDirection);
    if (!m.hit)
        return skyColor(ray.direction, sun);

    float3 n = estimateNormal(m.position, t);
    float3 albedo = materialColor(m.material, m.position);
    float ao = ambientOcclusion(m.position, n, t);
    float shadow = softShadow(m.position + n * 0.01, sun, t, 0.02, 12.0, 10.0);

    float diffuse = saturate(dot(n, sun)) * shadow;
    float3 halfway = normalize(sun - ray.direction);
    float specular = pow(saturate(dot(n, halfway)), 48.0) * shadow;
    float skyLight = saturate(0.5 + 0.5 * n.y);
    float bounce = saturate(-n.y) * 0.2;

    float3 color = albedo * (diffuse * float3(1.3, 1.15, 1.0) +
                             skyLight * skyTop.rgb * 0.4 * ao +
                             bounce * float3(0.4, 0.3, 0.2) * ao);
    color += specular * 0.6;

    // distance fog towards the horizon colour
    float fog = 1.0 - exp(-0.0025 * m.travelled * m.travelled);
    return lerp(color, skyHorizon.rgb, fog);
}

float3 acesTonemap(float3 x)
{
    const float a = 2.51;
    const float b = 0.03;
    const float c = 2.43;
    const float d = 0.59;
    const float e = 0.14;
    return saturate((x * (a * x + b)) / (x * (c * x + d) + e));
}

float3 linearToSrgb(float3 c)
{
    float3 lo = c * 12.92;
    float3 hi = 1.055 * pow(max(c, 0.0), 1.0 / 2.4) - 0.055;
    return float3(c.x <= 0.0031308 ? lo.x : hi.x,
                  c.y <= 0.0031308 ? lo.y : hi.y,
                  c.z <= 0.0031308 ? lo.z : hi.z);
}

Ray cameraRay(float2 pixel, float2 size, float3 eye, float3 target, float fovDegrees)
{
    float2 ndc = (2.0 * pixel - size) / size.y;
    float3 forward = normalize(target - eye);
    float3 right = normalize(cross(float3(0, 1, 0), forward));
    float3 up = cross(forward, right);
    float focal = 1.0 / tan(fovDegrees * (PI / 180.0) * 0.5);

    Ray ray;
    ray.origin = eye;
    ray.direction = normalize(ndc.x * right + ndc.y * up + focal * forward);
    return ray;
}

float3 renderPixel(uint2 pixel, uint frame)
{
    float2 size = float2(imageSize);
    float3 accumulated = float3(0, 0, 0);
    // 2x2 rotated-grid supersampling, jittered per frame
    [loop]
    for (int sy = 0; sy < 2; sy++)
    {
        [loop]
        for (int sx = 0; sx < 2; sx++)
        {
            float2 jitter = (float2(sx, sy) + 0.5) * 0.5 - 0.5;
            jitter += 0.1 * float2(hash11(float(frame) + 1.7), hash11(float(frame) + 9.1));
            Ray ray = cameraRay(float2(pixel) + 0.5 + jitter, size, cameraOrigin, cameraTarget, fieldOfView);
            MarchResult m = march(ray, timeSeconds, maxSteps, maxDistance);
            accumulated += shade(ray, m, timeSeconds);
        }
    }
    return accumulated * 0.25;
}
// ---- END LIBRARY ----

// ---- BEGIN ENTRY ----
[numthreads(8, 8, 1)]
void main(uint3 dispatchId : SV_DispatchThreadID)
{
    if (any(dispatchId.xy >= imageSize))
        return;

    float3 color = float3(0, 0, 0);
    color += renderPixel(dispatchId.xy, frameIndex); // corpus: per copy
    color = linearToSrgb(acesTonemap(color));
    outputImage[dispatchId.y * imageSize.x + dispatchId.x] = float4(color, 1.0);
}
// ---- END ENTRY ----
