// Uniform globals outside a cbuffer go to `$Globals`, packed like one.
// flags: -T cs_6_0 -E main
float scale;
float3 offset;
uint count;
float4 color;
RWStructuredBuffer<float4> Out : register(u0);
[numthreads(1, 1, 1)]
void main() { Out[0] = color * scale + float4(offset, (float)count); }
