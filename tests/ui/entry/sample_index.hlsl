// SV_SampleIndex is a uint pixel-shader input.
struct PSIn {
    float4 pos : SV_Position;
    uint sample : SV_SampleIndex;
};

[shader("pixel")]
float4 ps(float4 pos : SV_Position, uint s : SV_SampleIndex) : SV_Target {
    return pos * s;
}

[shader("pixel")]
float4 ps_struct(PSIn i) : SV_Target {
    return i.pos + i.sample;
}

[shader("pixel")]
// expected-error@+1 {{semantic 'SV_SAMPLEINDEX' requires type 'uint', found 'float'}}
float4 ps_float(float s : SV_SampleIndex) : SV_Target {
    return s;
}

[shader("pixel")]
// expected-error@+1 {{semantic 'SV_SAMPLEINDEX' is not valid for pixel shader outputs}}
uint ps_out() : SV_SampleIndex {
    return 0;
}

[shader("vertex")]
// expected-error@+1 {{semantic 'SV_SAMPLEINDEX' is not valid for vertex shader inputs}}
float4 vs(uint s : SV_SampleIndex) : SV_Position {
    return s;
}

[numthreads(1, 1, 1)]
// expected-error@+1 {{semantic 'SV_SAMPLEINDEX' is not valid for compute shader inputs}}
void cs(uint s : SV_SampleIndex) {}
