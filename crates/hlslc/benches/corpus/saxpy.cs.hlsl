// The peers' a_saxpy.cs.hlsl with t0/u0 moved to t1/u2 (hlslc maps b0, t0
// and u0 all to binding 0 so far). y[i] = alpha * x[i] + y[i] over `count` elements.
// One thread per element, 64 threads per group; out-of-range threads exit.

cbuffer SaxpyParams : register(b0)
{
    float alpha;
    uint  count;
    uint  xOffset;   // first element of x to read
    uint  yOffset;   // first element of y to update
};

StructuredBuffer<float>   xs : register(t1);
RWStructuredBuffer<float> ys : register(u2);

[numthreads(64, 1, 1)]
void main(uint3 dispatchId : SV_DispatchThreadID)
{
    uint i = dispatchId.x;
    if (i >= count)
        return;

    float x = xs[xOffset + i];
    float y = ys[yOffset + i];
    ys[yOffset + i] = mad(alpha, x, y);
}
