// flags: -T ps_6_0 -E main
// expected-no-diagnostics
// ConstantBuffer<T> and TextureBuffer<T> parameters and return values
// (tests/compute/constant_buffer_params.hlsl runs them): the function
// takes or returns T by value, read from the buffer a call passes.
struct Light {
    float4 color;
    float scale;
};

ConstantBuffer<Light> key : register(b0);
ConstantBuffer<Light> lights[4] : register(b1);
TextureBuffer<Light> rim : register(t5);

float4 Shade(ConstantBuffer<Light> p) {
    Light copy = p;
    return copy.color * p.scale;
}

float Rim(TextureBuffer<Light> t) {
    return t.color.x * t.scale;
}

ConstantBuffer<Light> Pick(uint i) {
    return lights[i];
}

// A member function's parameter, and a template's: T is deduced from the
// buffer's T.
struct Shader {
    float gain;
    float4 Apply(ConstantBuffer<Light> p) { return p.color * gain; }
};

template <typename T> float4 ColorOf(ConstantBuffer<T> p) {
    return p.color;
}

float4 main(nointerpolation uint i : INDEX) : SV_Target {
    Shader s;
    s.gain = 2;
    return Shade(key) + Shade(lights[2]) + Pick(i).color + Rim(rim) + s.Apply(key) +
           ColorOf(lights[1]);
}
