// Without -T, each entry point of the library is checked against what the
// functions it reaches do: `discard` only in pixel shaders, group barriers
// only in compute shaders. Each mistake is reported once.
RWStructuredBuffer<float> o : register(u0);

void maybeDrop(float x) {
    // expected-error@+1 {{'discard' is only allowed in pixel shaders}}
    if (x < 0) discard;
}
void sync() {
    // expected-error@+1 {{'GroupMemoryBarrierWithGroupSync' is only available in compute shaders}}
    GroupMemoryBarrierWithGroupSync();
}

[numthreads(1, 1, 1)]
void cs(uint3 id : SV_DispatchThreadID) { maybeDrop(o[id.x]); sync(); }

[shader("pixel")]
float4 ps(float4 pos : SV_Position) : SV_Target { maybeDrop(pos.x); sync(); return pos; }
