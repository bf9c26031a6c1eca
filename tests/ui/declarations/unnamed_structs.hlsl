// flags: -T cs_6_0 -E main
// An unnamed struct declares its variables at once: `struct { … } v;`,
// also after modifiers (`groupshared struct { … } g[4];`). Its name
// cannot be written, so a diagnostic spells it "(unnamed struct #N)".
groupshared struct { float4 a; uint b; } shared_rows[4];
static struct { int x; int y; } offsets = { 3, 4 };
struct { float scale; } settings;
RWStructuredBuffer<uint> o;

// An unnamed struct that declares nothing is still an error, as in C++.
// expected-error@+1 {{expected identifier}}
struct { float lost; };

[numthreads(4, 1, 1)]
void main(uint i : SV_GroupIndex) {
    shared_rows[i].b = i + offsets.x;
    o[i] = shared_rows[i].b + offsets.y + (uint)settings.scale;
    // expected-error@+1 {{no member named 'z' in '(unnamed struct #2)'}}
    o[i] = offsets.z;
}
