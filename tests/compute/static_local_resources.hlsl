// A `static` local of resource type initialized with a global resource
// is that global (as a `static` global is, static_resources.rs), and a
// `static` resource with no initializer that nothing uses is nothing
// (DXC writes no store for it).
RWStructuredBuffer<uint> o : register(u0);
static RWStructuredBuffer<uint> never;

uint Bump(uint i) {
    static RWStructuredBuffer<uint> out_ = o;
    out_[i] = i * 3;
    return out_[i] + 1;
}

[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    static RWTexture2D<float4> unused;
    uint v = Bump(id.x);
    o[id.x + 4] = v;
}
