// expected-no-diagnostics
// A variable named like a struct hides it, as in C++: the name then
// denotes the variable in expressions; the struct is still named where
// only a type can be meant.
struct Constants {
    float4 Planes[6];
    uint Flags;
    static const uint Count = 6;
};
ConstantBuffer<Constants> Constants : register(b0);

struct Instance { uint Flags; };
StructuredBuffer<Instance> Instance;

bool Visible(float3 center, float radius) {
    for (uint i = 0; i < Constants::Count; i++) {
        if (dot(center, Constants.Planes[i].xyz) < -radius)
            return false;
    }
    return (Constants.Flags & Instance[0].Flags) != 0;
}

struct Light { float3 Dir; };

float Facing(Light l, float3 n) {
    return dot(l.Dir, n);
}

float Shade(Light Light, float3 n) {
    return Facing(Light, n) * Facing((Light)Light, -n);
}
