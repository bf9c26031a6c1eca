// Structs with methods, operators, static members and a base; classes and
// interfaces; nested types.
struct Base {
    float4 color;
    float luminance() { return dot(color.rgb, float3(0.2126, 0.7152, 0.0722)); }
};

struct Light : Base {
    static const uint kMaxLights = 8;
    static float globalScale;
    float3 position : POSITION;
    struct Falloff { float k0; float k1; };
    typedef float3 Dir;
    enum Kind { Point, Spot };
    Falloff falloff;

    float attenuation(float d) {
        return 1.0 / (falloff.k0 + falloff.k1 * d);
    }
    Light operator+(Light other) {
        Light r = this;
        r.color += other.color;
        return r;
    }
    float operator[](uint i) { return position[i]; }
    float operator()(float x, float y) { return x * y; }
    bool operator==(Light other);
    void scale(inout float4 c, in out float k, out float m);
};

bool Light::operator==(Light other) { return all(position == other.position); }

interface IShape {
    float area();
    float perimeter(float scale);
};

class Circle : IShape {
    float radius;
    float area() { return 3.14159 * radius * radius; }
    float perimeter(float scale) { return 2 * 3.14159 * radius * scale; }
};

class Empty {};
struct Fwd;
struct Derived : Light { float extra; } derived;
