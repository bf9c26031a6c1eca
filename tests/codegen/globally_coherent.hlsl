// compile: -T cs_6_0 -E main
// `globallycoherent` UAVs, as DXC's SPIR-V has them: each variable is
// decorated `Coherent`. Buffers carry it in naga (every target writes it:
// MSL's and GLSL's `coherent`, WGSL's `@coherent`); the storage texture
// gets it in the SPIR-V words (tests/codegen/globally_coherent_texture.hlsl).
// `plain` stays as it is; `viaParam` is coherent because a helper's
// parameter is, and `viaLocal` because a local that holds it is.
globallycoherent RWStructuredBuffer<uint> counts : register(u0);
globallycoherent RWByteAddressBuffer raw : register(u1);
RWStructuredBuffer<uint> plain : register(u2);
RWStructuredBuffer<uint> viaParam : register(u3);
RWStructuredBuffer<uint> viaLocal : register(u4);

void Bump(globallycoherent RWStructuredBuffer<uint> b, uint i) {
    InterlockedAdd(b[i], 1);
}

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    InterlockedAdd(counts[0], 1);
    raw.Store(id.x * 4, id.x);
    plain[id.x] = counts[0];
    Bump(viaParam, id.x);
    globallycoherent RWStructuredBuffer<uint> l = viaLocal;
    l[id.x] = raw.Load(0);
}
