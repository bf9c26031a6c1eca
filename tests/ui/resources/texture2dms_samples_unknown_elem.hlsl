// flags: -T ps_6_0 -E main
// Texture2DMS takes an optional sample count; an unknown element type is
// reported by name.
Texture2DMS<float4, 4> ms4;
Texture2DMSArray<float4, 8> msa8;
Texture2DMS<float4> ms;
static const int count = 2;
Texture2DMS<float2, count * 2> msc;

// expected-error@+1 {{unknown type name 'Unknown'}}
RWBuffer<Unknown> b;
// expected-error@+1 {{unknown type name 'Missing'}}
StructuredBuffer<Missing> sb;
int notatype;
// expected-error@+1 {{invalid template arguments for 'Texture2D'}}
Texture2D<notatype> t;

float4 main(float4 pos : SV_Position) : SV_Target {
    int2 p = int2(pos.xy);
    return ms4.Load(p, 1) + msa8.Load(int3(p, 0), 2) + ms.Load(p, 0) + msc.Load(p, 3).xyxy;
}
