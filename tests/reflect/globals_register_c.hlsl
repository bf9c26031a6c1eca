// `register(cN)` places a uniform global at offset 16*N in `$Globals`. As in
// DXC, the members with a `c` register are placed first and the others are
// packed after the end of the furthest one, in declaration order (they do
// not fill the gaps below it).
// flags: -T cs_6_0 -E main -fvk-use-dx-layout
struct Light {
    float3 dir;
    float power;
};
float first;                      // implicit: after 'light', the furthest, at 80
float4 tint : register(c1);       // 16
float scale : register(c0);       // 0
Light light : register(c4);       // 64..80: dir at 64, power at 76
float2 jitter;                    // 84, in the row of 'first'
float weights[2] : register(c2);  // elements at 32 and 48
uint count;                       // 92
RWStructuredBuffer<float4> Out : register(u0);
[numthreads(1, 1, 1)]
void main() {
    Out[0] = tint * scale + float4(light.dir, light.power) * first;
    Out[1] = float4(jitter, weights[1], (float)count);
}
