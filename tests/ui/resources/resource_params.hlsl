// flags: -T ps_6_0 -E main
// expected-no-diagnostics
// Resources passed to helper functions: each helper is specialized per
// distinct tuple of globals its calls pass (legalize/specialize.rs), also
// through several levels of helpers, through a resource local, and for an
// element of a resource array at a constant index. A helper nothing calls
// is dropped.
Texture2D<float4> albedo : register(t0);
Texture2D<float4> normals : register(t1);
Texture2D<float4> layers[2] : register(t2);
SamplerState linearSamp : register(s0);
SamplerState pointSamp : register(s1);

float4 Fetch(Texture2D<float4> t, SamplerState s, float2 uv) {
  return t.Sample(s, uv);
}

float4 FetchBoth(Texture2D<float4> t, SamplerState s, float2 uv) {
  return Fetch(t, s, uv) + Fetch(normals, s, uv);
}

float4 Unused(Texture2D<float4> t, SamplerState s) {
  return t.Sample(s, float2(0, 0));
}

float Width(Texture2D<float4> t) {
  uint w, h;
  t.GetDimensions(w, h);
  return float(w);
}

float4 main(float2 uv : TEXCOORD0) : SV_Target {
  Texture2D<float4> chosen = albedo;
  float4 c = Fetch(albedo, linearSamp, uv);
  c += Fetch(albedo, pointSamp, uv);
  c += FetchBoth(chosen, linearSamp, uv);
  c += Fetch(layers[1], linearSamp, uv);
  return c * Width(normals);
}
