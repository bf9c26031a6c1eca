// `resource`: the register type must be the class's.
Buffer<float> a0 : register(t0);
RWBuffer<float4> a1 : register(u0);
ConstantBuffer<float4> a2 : register(b0);
SamplerState a3 : register(s0);
SamplerComparisonState a4 : register(s1);
ByteAddressBuffer a5 : register(t1);
RWByteAddressBuffer a6 : register(u1);
Texture2D a7 : register(t2);
Texture2DArray<float4> a8 : register(t3);
TextureCube a9 : register(t4);
RWTexture3D<float> a10 : register(u2);
AppendStructuredBuffer<float> a11 : register(u3);
ConsumeStructuredBuffer<float> a12 : register(u4);
TextureBuffer<float4> a13 : register(t5);
Texture1D<float> a14 : register(t6, space1);
RWTexture2DArray<uint> a15 : register(space3);
StructuredBuffer<float> a16 : register(t0, space2);

Buffer<float> m0 : register(u5); // expected-error {{SRV type 'Buffer<float>' requires register type 't', but register type 'u' was used.}}
RWTexture2D<float4> m1 : register(t7); // expected-error {{UAV type 'RWTexture2D<float4>' requires register type 'u', but register type 't' was used.}}
ConstantBuffer<float4> m2 : register(s2); // expected-error {{CBV type 'ConstantBuffer<float4>' requires register type 'b', but register type 's' was used.}}
SamplerState m3 : register(b1); // expected-error {{Sampler type 'SamplerState' requires register type 's', but register type 'b' was used.}}
Texture2D m4 : register(i0); // expected-error {{SRV type 'Texture2D' requires register type 't', but register type 'i' was used.}}
RWByteAddressBuffer m5 : register(q0); // expected-error {{invalid register type 'q' used; expected 't', 'u', 'b', or 's'}}

// Arrays of resources count as their element.
Texture2D arr0[4] : register(t8);
SamplerState arr1[2] : register(t12); // expected-error {{Sampler type 'SamplerState[2]' requires register type 's', but register type 't' was used.}}

// Several annotations: same type and number agree; other types are checked
// each; same type with another number conflicts.
Buffer<float> s0 : register(t20) : register(t20, space0);
Buffer<float> s1 : register(t21) : register(u21); // expected-error {{SRV type 'Buffer<float>' requires register type 't', but register type 'u' was used.}}
Buffer<float> s2 : register(t22) : register(t23); // expected-error {{conflicting register annotations}}
