// A kernel driven by cbuffer members of several shapes: vectors, scalars
// packed into a shared row, and an int3 followed by an int in one row.
cbuffer Params : register(b0) {
    float4 scale;
    uint4 offsets;
    float bias;
    uint count;
    float2 shift;
    int3 delta;
    int k;
};

RWStructuredBuffer<float4> outF : register(u1);
RWStructuredBuffer<int4> outI : register(u2);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint i = id.x;
    if (i >= count) {
        return;
    }
    float fi = (float)i;
    outF[i] = scale * fi + float4(shift.x, shift.y, bias, -bias);
    int si = (int)i;
    outI[i] = int4(delta.x * si + k, delta.y * si - k, delta.z * si,
                   (int)(offsets.x + offsets.y * i + offsets.z - offsets.w));
}
