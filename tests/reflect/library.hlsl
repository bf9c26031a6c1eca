// Without -T, every entry point of the library: compute by numthreads,
// the others by [shader(...)].
[numthreads(4, 4, 1)]
void CSMain(uint3 id : SV_DispatchThreadID) {}
[shader("vertex")]
float4 VSMain(float3 pos : POSITION) : SV_Position { return float4(pos, 1); }
[shader("pixel")]
float4 PSMain(float4 pos : SV_Position) : SV_Target { return pos; }
