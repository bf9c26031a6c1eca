// Typed buffers with vector elements: Buffer<float4> and Buffer<uint2> read
// through [] and Load (in range and past the end, which reads zero),
// RWBuffer<float4>, RWBuffer<uint2> and RWBuffer<int> written whole, by
// component, by swizzle and by compound assignment, and GetDimensions on
// every one. Expected values: the kernel re-done in Python (small
// integers and quarters, exact in float).
Buffer<float4> colors : register(t0);
Buffer<uint2> ranges : register(t1);
RWBuffer<float4> blended : register(u2);
RWBuffer<uint2> packed : register(u3);
RWBuffer<int> counts : register(u4);

[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint i = id.x;
    uint nc, nr, nb, np, nn;
    colors.GetDimensions(nc);
    ranges.GetDimensions(nr);
    blended.GetDimensions(nb);
    packed.GetDimensions(np);
    counts.GetDimensions(nn);

    float4 a = colors[i];
    float4 b = colors.Load(nc - 1 - i);
    uint2 r = ranges.Load(i);
    blended[i] = a * 0.75 + b * 0.25;
    blended[i].w = (float)((int)r.y - (int)r.x);
    blended[i].zx *= float2(2, 4);
    blended[i] += colors[i + nc]; // past the end: zero

    packed[i] = r.yx + uint2(nc, nr) * 100;
    packed[i].x += nb * 10000 + np * 1000;
    packed[i].y = ranges[i + nr].y + packed[i].y; // past the end: zero

    counts[i] = (int)r.x - (int)r.y;
    if (i == 0) {
        counts[4] = (int)nn;
    }
    counts[i] -= (int)(a.x);
}
