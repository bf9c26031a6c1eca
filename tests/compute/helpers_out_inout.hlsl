// Helper functions with out and inout parameters and return values, and an
// entry point not called main.
RWStructuredBuffer<float> values : register(u0);
RWStructuredBuffer<int> wholes : register(u1);
RWStructuredBuffer<uint> totals : register(u2);

void split(float v, out int whole, out float part) {
    float f = floor(v);
    whole = (int)f;
    part = v - f;
}

void accumulate(inout uint total, uint v) {
    total += v * v;
}

float3 scaled(float3 v, float s) {
    return v * s;
}

uint sumSquares(uint n) {
    uint total = 0u;
    for (uint i = 1u; i <= n; i++) {
        accumulate(total, i);
    }
    return total;
}

[numthreads(4, 1, 1)]
void cs_helpers(uint3 id : SV_DispatchThreadID) {
    uint i = id.x;
    int whole;
    float part;
    split(values[i], whole, part);
    float3 s = scaled(float3(part, 1.0, 2.0), 4.0);
    values[i] = s.x + s.y * s.z;
    wholes[i] = whole;
    uint t = totals[i];
    accumulate(t, i + 1u);
    totals[i] = t + sumSquares(i);
}
