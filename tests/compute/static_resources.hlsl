// Static resources initialized with global resources: the statics are
// other names for the globals (reached from a helper, too).
StructuredBuffer<float> input : register(t0);
RWStructuredBuffer<float> output : register(u1);

static StructuredBuffer<float> src = input;
static RWStructuredBuffer<float> dst = output;

void Scale(uint i, float by) {
    dst[i] = src[i] * by;
}

[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    Scale(id.x, 3.0);
}
