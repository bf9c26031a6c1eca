// flags: -T ps_6_0 -E main
// expected-no-diagnostics
// Functions defined inside a cbuffer or tbuffer are global functions
// (DXC takes them); they read the buffer's members.
struct S {
    float3 v;
    float3 get() { return v; }
};

cbuffer Material {
    float4 tint;
    float4 getTint() { return tint; }
}

tbuffer Extra {
    float scale;
    S s;
    float getScale() { return scale; }
}

float4 main() : SV_Target {
    return getTint() + float4(s.get(), 0) * getScale();
}
