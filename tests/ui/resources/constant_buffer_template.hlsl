// flags: -T cs_6_0 -E main
// ConstantBuffer<T> and TextureBuffer<T> in code: T's fields are places
// (indexable in place, passed to functions), the buffer alone is a value of
// type T. Its fields cannot be assigned.
struct Inner { float x; float y; };
struct S { float a; uint arr[3]; Inner inner; };
ConstantBuffer<S> cb : register(b0);
TextureBuffer<S> tb : register(t1);
ConstantBuffer<float4> cv : register(b2);
RWStructuredBuffer<float> o : register(u3);

float twice(float v) { return v * 2; }
float sum(S s) { return s.a + s.inner.y; }
void bump(inout float v) { v += 1; }

[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  o[0] = cb.a + twice(cb.inner.x) + cb.arr[id.x] + tb.inner.y + sum(cb) + sum(tb);
  o[1] = cv.y + cv[id.x] + dot(cv, cv);
  S copy = cb;
  o[2] = copy.a;
  o[3] = cb.missing; // expected-error {{no member named 'missing' in 'S'}}
  cb.a = 1; // expected-error {{cannot assign to variable}}
  cb.inner.x += 1; // expected-error {{cannot assign to variable}}
  bump(cb.a); // expected-error {{cannot assign to variable}}
  cb = copy; // expected-error {{expression is not assignable}}
}

struct WithTexture { float f; Texture2D t; };
ConstantBuffer<WithTexture> holder : register(b4);

float holderUse() {
  return holder.f; // expected-error {{using 'ConstantBuffer<WithTexture>' in code is not supported yet}}
}
