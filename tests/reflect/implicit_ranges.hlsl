// Implicit registers: after every explicit one, per class and space, in
// declaration order, each declaration takes the first free range that fits
// (an array of N needs N consecutive registers). An unbounded array takes
// every register after the last one used in its space. Vulkan bindings are
// computed separately (one namespace per set, arrays take one binding).
Texture2D<float4> A : register(t0);
Texture2D<float4> B : register(t3);
Texture2D<float4> Three[3];       // t1..t3 would overlap B: t4..t6
Texture2D<float4> Single;         // t1
Texture2D<float4> Pair[2];        // only t2 is free below B: t7..t8
Texture2D<float4> Gap;            // t2

// Spaces are separate: in space 1, t1..t2 are explicit.
Texture2D<float4> S0 : register(space1);          // t0, space 1
Texture2D<float4> S12[2] : register(t1, space1);
Texture2D<float4> S3 : register(space1);          // t3, space 1

// Classes are separate: u, s and b start at 0 again.
RWTexture2D<float4> U;                        // u0
SamplerState Samp;                            // s1 (s0 is explicit below)
SamplerState Explicit : register(s0);
ConstantBuffer<float4> CBs[2];                // b1..b2 (b0 is Params)
cbuffer Params : register(b0) { float4 p; };
cbuffer Later { float4 q; };                  // b3

// Unbounded: after the last register used in space 2 (t5).
Texture2D<float4> Bindless[] : register(space2);
Texture2D<float4> Fixed : register(t5, space2);
