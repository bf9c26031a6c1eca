// flags: -T cs_6_0 -E main
// A static resource initialized with a global resource is another name
// for that global (static_resources.rs): it takes no binding of its own,
// and reads and writes through it reach the global. Assigning another
// handle to it is not supported (it would change what the name means).
struct S {
  float4 f;
};

StructuredBuffer<S> input : register(t0);
RWStructuredBuffer<S> output : register(u0);

static StructuredBuffer<S> src = input;
static RWStructuredBuffer<S> dst = output;

void Copy(uint i) { dst[i].f = src[i].f; }

[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  Copy(id.x);
  dst = output; // expected-error {{expression is not assignable}}
}
