// A static global's initializer may read uniforms and other statics (the
// back ends assign it when the entry point starts, as DXC does), but not
// groupshared memory or a function call; a const one must be
// initialized and is never assigned; one that does not fold is no
// constant for an array size.
cbuffer C { float gScale; uint gCount; };
RWStructuredBuffer<float> buf;
groupshared float tile;

static float base = 2;
static float derived = base * 2;
static float scaled = gScale * derived;
// expected-error@+1 {{initializer of global 'tile' is not a constant expression}}
static float fromTile = tile;
// Another name for the resource (tests/ui/resources/static_resources.hlsl).
static RWStructuredBuffer<float> alias = buf;
float helper() { return 1; }
// expected-error@+1 {{initializer of global 'helper' is not a constant expression}}
static float called = helper();
// expected-error@+1 {{const variable 'unset' must be initialized}}
static const float unset;
static const float fixed = 1;
static const uint runtimeCount = gCount;
// expected-error@+1 {{array size is not an integer constant expression}}
static float sized[runtimeCount];

float use() {
    // expected-error@+1 {{cannot assign to variable 'fixed' with const-qualified type}}
    fixed = 2;
    return fixed + scaled;
}
