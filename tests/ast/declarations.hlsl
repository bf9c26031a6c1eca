static const float PI = 3.14159, TAU = 2 * PI;
uniform float4 colors[2][3];
extern int ext;
precise float prec;
static const int lut[4] = { 1, 2, { 3 }, 4, };
float4 noSize[] = { float4(0, 0, 0, 0) };
RWByteAddressBuffer raw : register(u1, space3);
ConstantBuffer<Params> params : register(b2);
Buffer<uint> spaceOnly : register(space4);
row_major float3x4 rm;
column_major float4x3 cm;
typedef float4 Color, Colors[2];
typedef RWStructuredBuffer<Color> ColorBuffer;
ColorBuffer cb_out : register(u5);
Color blend(Color a, Color b = Color(0, 0, 0, 0));
float4 defaults(float x[4], uint);
void noParams(void);
inline float sq(float x) { return x * x; }
struct Inst { float4 v; } inst, insts[2];
struct Fwd;
tbuffer Tex : register(t9) { float4 texel; };
cbuffer Empty {};
linear float l;
sample float sam;
float linear2 = linear + sample;
[[vk::binding(0, 1)]] Texture2D tex;
[shader("compute"), numthreads(1, 1, 1)]
void cs() {}
